// From a problem's plain spec to the engine's Solver: the one mapping the package's API and the
// project's pages share. It takes the wasm-bindgen module it builds with (`engine`: its
// `Solver` class and free functions) instead of importing one, so the pages can pass the build
// they loaded (the lean or the full one) and the package its own. No DOM, no wasm import here.

/** The box size of an n x n Sudoku board (n 4, 9, 16 or 25), or undefined for any other n. */
function boxHint(size) {
  return [4, 9, 16, 25].includes(size) ? Math.sqrt(size) : undefined;
}

/** A word square's size '4' or '3x4' as [rows, columns]. */
export function wordSquareSides(size) {
  const [rows, cols = rows] = String(size).split('x').map(Number);
  return [rows, cols];
}

/** Whether `engine` knows the Sudoku variants (X, jigsaw, killer). */
export function hasVariants(engine) {
  return typeof engine.Solver.fromSudokuVariant === 'function' && typeof engine.checkSudokuVariant === 'function';
}

/**
 * A search over a Sudoku (one line or a pasted grid) of a `variant` ('classic', 'x', 'jigsaw'
 * or 'killer', whose region or cage map is `regions`); `size` (4, 9, 16 or 25) only lets the
 * engine say what that size needs when the text's length fits no size. Throws errorInfo's
 * `{ message, cells, position, input, line }` when the text is not a valid puzzle.
 */
export function sudokuSolver(engine, text, size, variant = 'classic', regions = '', rule = undefined) {
  const { Solver } = engine;
  try {
    if (variant === 'classic' || !hasVariants(engine)) {
      return Solver.fromSudoku(text, undefined, rule, boxHint(size));
    }
    return Solver.fromSudokuVariant(text, variant, regions, undefined, rule, boxHint(size));
  } catch (e) {
    if (isTrap(e)) throw e;
    throw errorInfo(e);
  }
}

/**
 * A search over the problem `spec` describes (see the package's README and index.d.ts for
 * every kind); `rule` is the branching rule ('mrv' or 'first'; the engine's default when left
 * out). Throws errorInfo's `{ message, ... }` for a problem the engine rejects, or a trap as it
 * is. Call `solver.free()` when done.
 */
export function problemSolver(engine, spec, rule) {
  const { Solver } = engine;
  const brk = spec.symmetry !== 'keep';
  try {
    switch (spec.kind) {
      case 'knuth':
      case 'classic':
        return Solver.fromExample(spec.kind, rule);
      case 'queens':
        return Solver.fromExample(`queens${Number(spec.n)}`, rule);
      case 'pentominoes':
        return Solver.fromPentominoes(String(spec.board), brk, rule);
      case 'iamonds':
        return Solver.fromIamonds(String(spec.board), brk, rule);
      case 'sticks':
        return Solver.fromSticks('5x5', String(spec.omit), brk, rule);
      case 'soma':
        return Solver.fromSoma('3x3x3', brk, rule);
      case 'langford':
        return Solver.fromLangford(Number(spec.n), brk, rule);
      case 'words':
        return Solver.fromWordSquare(...wordSquareSides(spec.size), spec.double === 'yes', String(spec.start ?? ''), rule);
      case 'dlx':
      case 'matrix':
        return Solver.fromDlx(String(spec.text), rule);
      case 'sudoku':
        return sudokuSolver(engine, spec.text, spec.size, spec.variant, spec.regions, rule);
      case 'random':
        return Solver.fromDlx(engine.randomExactCover(Number(spec.seed)), rule);
      case 'random-sudoku':
        return sudokuSolver(engine, engine.randomSudoku4(Number(spec.seed)), 4, 'classic', '', rule);
      default:
        throw new Error(`unknown problem \`${spec.kind}\``);
    }
  } catch (e) {
    if (isTrap(e)) throw e;
    throw errorInfo(e);
  }
}

/**
 * A plain, cloneable `{ message, cells, position, input, line }` from anything thrown by the
 * engine or by JS: `cells` are the cells at fault ([row, column] from 1), `position` the place
 * of a bad character in the text (from 1, or 0 when there is none), `input` the text it is in
 * ('puzzle', or 'regions' for a jigsaw's region map), `line` the line of a DLX text or a
 * matrix at fault (from 1, or 0).
 */
export function errorInfo(e) {
  const message = e instanceof Error ? e.message : String(e?.message ?? e);
  const cells = Array.isArray(e?.cells) ? e.cells.map(([r, c]) => [Number(r), Number(c)]) : [];
  const position = Number.isInteger(e?.position) ? e.position : 0;
  const input = e?.input === 'regions' ? 'regions' : 'puzzle';
  const line = Number.isInteger(e?.line) ? e.line : 0;
  return { message, cells, position, input, line };
}

/**
 * Whether `e` is a trap of the wasm module (a panic in the engine: a bug), as opposed to an
 * error the engine reports about its input. After a trap the module's state is not to be
 * trusted: load it afresh (a new worker).
 */
export function isTrap(e) {
  return typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError;
}

/**
 * The kinds of the events that `solver.step()` returns as `[kind, a, b, c, step]` (see
 * wasm/src/stepping.rs): Choose [level, item, len], Cover [item], Hide [node], Try [level,
 * node, option], Solution [size], Backtrack [level, item], Unhide [node], Uncover [item], Done,
 * and on a problem with colors (Knuth's XCC) Purify [node], Mark [node], Unmark [node],
 * Unpurify [node]. `step` is the step of Algorithm X (1-8) that the engine says the event
 * belongs to (STEP_NAMES).
 */
export const EVENT_KINDS = Object.freeze([
  'choose',
  'cover',
  'hide',
  'try',
  'solution',
  'backtrack',
  'unhide',
  'uncover',
  'done',
  'purify',
  'mark',
  'unmark',
  'unpurify',
]);

/** How many numbers one event takes (see EVENT_KINDS). */
export const EVENT_SIZE = 5;

/** The steps of Algorithm X by the engine's numbers (1 to 8). */
export const STEP_NAMES = Object.freeze([undefined, 'X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']);

/** The names of the fields a, b, c of each kind of event, by kind. */
const EVENT_FIELDS = {
  choose: ['level', 'item', 'len'],
  cover: ['item'],
  uncover: ['item'],
  try: ['level', 'node', 'option'],
  solution: ['size'],
  backtrack: ['level', 'item'],
  done: [],
};

/**
 * One event `[kind, a, b, c, step]` (five numbers from `events` at `at`) as an object:
 * `{ kind, step, ...fields }`, e.g. `{ kind: 'try', step: 'X5', level: 0, node: 12, option: 3 }`.
 */
export function decodeEvent(events, at = 0) {
  const kind = EVENT_KINDS[events[at]];
  const event = { kind, step: STEP_NAMES[events[at + 4]] };
  const fields = EVENT_FIELDS[kind] ?? ['node'];
  fields.forEach((name, k) => {
    event[name] = events[at + 1 + k];
  });
  return event;
}
