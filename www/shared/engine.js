// The engine: the only JS file that imports the generated wasm package (www/pkg, built by
// scripts/build-wasm.sh). Everything else talks to the engine through this module, and the
// page itself only through the worker (www/workers/worker.js), so long searches never block it.

import { SIZES, boxSize } from './sudoku-grid.js';
// The spec -> Solver mapping is the npm package's (packages/dlx-engine), so that the pages and
// the package are one API; it is handed the build loaded here.
import * as problems from '../../packages/dlx-engine/src/problem.js';
import { errorInfo, isTrap } from '../../packages/dlx-engine/src/problem.js';

export { errorInfo, isTrap, EVENT_KINDS, EVENT_SIZE, STEP_NAMES } from '../../packages/dlx-engine/src/problem.js';

// Two builds of the engine (scripts/build-wasm.sh): the lean one (www/pkg-lite: the plain
// engine and the classic Sudoku, a third of the full one's bytes) is what the solver page's
// worker loads first, so a Sudoku is solvable soon after navigation; the full one (www/pkg:
// stepping, the other puzzles, the estimate) is loaded when a problem needs it, or when the
// page is idle. Each is imported on demand, so that a page downloads only what it loads.
// The module's download starts beside its glue's, not after it: one round trip less before
// the streaming compile (the server sends application/wasm, so it compiles as it arrives).
const BUILDS = {
  lite: {
    glue: () => import('../pkg-lite/dlx_lite.js'),
    wasm: () => fetch(new URL('../pkg-lite/dlx_lite_bg.wasm', import.meta.url)),
  },
  full: {
    glue: () => import('../pkg/dlx_wasm.js'),
    wasm: () => fetch(new URL('../pkg/dlx_wasm_bg.wasm', import.meta.url)),
  },
};

/** The generated package in use (the full one once it is loaded), and its instance. */
let wasm = null;
let exports = null;
/** Which build `wasm` is: 'lite' or 'full'. */
let current = null;
/** The loads started, by build. */
const loading = {};

/** The engine's Solver class, of the build in use (undefined before the first load). */
export let Solver;

/**
 * Loads and instantiates the wasm module once; later calls return the same promise. `build`
 * 'full' (the default: the visualizer, the embed) is every export; 'lite' is enough for a
 * Sudoku, Knuth's text or a matrix, and resolves at once when either build is loaded. Once the
 * full build is loaded it serves every new solver (solvers already made keep their own).
 */
export function ready(build = 'full') {
  if (build === 'lite') {
    if (current) return loading[current];
    if (!loading.lite && loading.full) return loading.full;
  }
  loading[build] ??= (async () => {
    const download = BUILDS[build].wasm();
    const pkg = await BUILDS[build].glue();
    const instance = await pkg.default({ module_or_path: download });
    if (current !== 'full') {
      wasm = pkg;
      exports = instance;
      Solver = pkg.Solver;
      current = build;
    }
  })();
  return loading[build];
}

/** Whether the build in use can do `job` (a `type` of worker.js) on `spec` (see problemSolver). */
function canDo(spec, type) {
  const proto = Solver.prototype;
  if (type === 'estimate' && typeof proto.estimator !== 'function') return false;
  const plain = ['sudoku', 'dlx', 'matrix', 'knuth', 'classic'];
  // The pictures of the other kinds come from the engine's option roles (describeProblem).
  if (type === 'describe' && !plain.includes(spec.kind) && typeof proto.optionRoles !== 'function') return false;
  switch (spec.kind) {
    case 'sudoku':
      return spec.variant === 'killer' ? typeof proto.cageMap === 'function' : true;
    case 'pentominoes':
      return typeof Solver.fromPentominoes === 'function';
    case 'iamonds':
      return typeof Solver.fromIamonds === 'function';
    case 'sticks':
      return typeof Solver.fromSticks === 'function';
    case 'soma':
      return typeof Solver.fromSoma === 'function';
    case 'langford':
      return typeof Solver.fromLangford === 'function';
    case 'words':
      return typeof Solver.fromWordSquare === 'function';
    case 'random':
      return typeof wasm.randomExactCover === 'function';
    case 'random-sudoku':
      return typeof wasm.randomSudoku4 === 'function';
    default:
      return true;
  }
}

/**
 * Loads the lean build unless a build is loaded, then the full one if the build in use cannot
 * do `type` (a worker.js request: 'solve', 'describe', 'estimate', ...) on `spec`, so that a
 * Sudoku never waits for the full download and pentominoes never fail for the lack of it.
 */
export async function readyFor(spec, type = 'solve') {
  await ready('lite');
  if (!canDo(spec ?? {}, type)) await ready('full');
}

/** Which build serves new solvers: 'lite', 'full', or null before the first load. */
export function loadedBuild() {
  return current;
}

/**
 * The wasm module's memory, for views of the link arrays (`Solver.nodesPtr`, `itemLinksPtr`).
 * Its buffer is replaced when the memory grows: take a fresh view each time you draw.
 */
export function memory() {
  if (!exports) throw new Error('the engine is not loaded yet: await ready() first');
  return exports.memory;
}

/**
 * A search over a Sudoku (one line or a pasted grid) of a `variant` ('classic', 'x' or
 * 'jigsaw', whose region map is `regions`). Throws `{ message, cells, position, input }` when
 * the text is not a valid puzzle: the engine's message, the cells at fault as
 * `[[row, column], ...]` from 1 (empty when the fault is not one cell, e.g. the length), and
 * `input`, the text at fault ('puzzle' or 'regions'); `rule` the branching rule. Call
 * `solver.free()` when done.
 */
export function sudokuSolver(text, size, variant = 'classic', regions = '', rule = undefined) {
  return problems.sudokuSolver(wasm, text, size, variant, regions, rule);
}

/**
 * A Killer Sudoku's cages, as the engine reads its cage map `regions` (with givens `text`):
 * `{ map, sums }`, each cell's cage (row-major, from 0) and each cage's sum; null when the
 * engine has no Killer Sudoku or the map is not valid (checkSudoku says why).
 */
export function killerCages(text, regions) {
  if (typeof Solver.prototype.cageMap !== 'function') return null;
  let solver;
  try {
    solver = Solver.fromSudokuVariant(text, 'killer', regions);
  } catch (e) {
    if (isTrap(e)) throw e;
    return null;
  }
  try {
    return { map: Array.from(solver.cageMap()), sums: Array.from(solver.cageSums()) };
  } finally {
    solver.free();
  }
}

/** Whether the engine knows the Sudoku variants (X and jigsaw). */
export function hasVariants() {
  return problems.hasVariants(wasm);
}

/** Whether the engine can write a problem in Knuth's format. */
export function hasExport() {
  return typeof Solver.prototype.toDlx === 'function';
}

/**
 * The box size for a board of `size` x `size` cells, or undefined when there is no board size:
 * the engine uses it only to say what that size needs when the text's length fits no size.
 */
function boxHint(size) {
  return SIZES.includes(size) ? boxSize(size) : undefined;
}

/** `null` when the text is a valid Sudoku (of `variant`), else `{ message, cells, ... }` as above. */
export function checkSudoku(text, size, variant = 'classic', regions = '') {
  const e =
    variant === 'classic' || !hasVariants()
      ? wasm.checkSudoku(text, boxHint(size))
      : wasm.checkSudokuVariant(text, variant, regions, boxHint(size));
  return e === undefined || e === null ? null : errorInfo(e);
}

/**
 * A search over a problem of either page, from a plain `spec`: `{ kind: 'queens', n }`,
 * `{ kind: 'pentominoes', board, symmetry }`, `{ kind: 'iamonds', board, symmetry }` (the
 * hexiamonds), `{ kind: 'sticks', omit, symmetry }` (Knuth's 5x5 tetrasticks),
 * `{ kind: 'soma', symmetry }` (the Soma cube), `{ kind: 'langford', n, symmetry }` (symmetry
 * 'break' or 'keep'), `{ kind: 'words', size, start, double }` (a word square: size '4' or
 * '3x4', double 'yes' or 'no'), `{ kind: 'dlx', text }`, `{ kind: 'matrix', text }` (the editor's matrix,
 * already in Knuth's format), `{ kind: 'sudoku', text, size, variant, regions }`, or the
 * visualizer's `{ kind: 'knuth' }` (Knuth's example) and `{ kind: 'classic' }` (the 6x7
 * matrix), `{ kind: 'random', seed }` (a random exact-cover problem the engine makes from the
 * seed) and `{ kind: 'random-sudoku', seed }` (a random 4x4 Sudoku); `rule` is the branching rule ('mrv' or 'first'; the engine's default when left
 * out). Throws `{ message, ... }` as errorInfo makes it, or a trap as it is. Call
 * `solver.free()` when done.
 */
export function problemSolver(spec, rule) {
  return problems.problemSolver(wasm, spec, rule);
}

/**
 * problemSolver for a page that steps the search (the visualizer, the embed): the engine says
 * when it cannot step a problem (one with multiplicities, `u:v|a`, is counted and solved
 * only), and this throws that as `{ message }` instead of handing back a search that would not
 * move. Solvers from a wasm module without the question step as before.
 */
export function steppingSolver(spec, rule) {
  const solver = problemSolver(spec, rule);
  const refusal = solver.steppingError;
  if (typeof refusal === 'string' && refusal !== '') {
    solver.free();
    throw errorInfo({ message: refusal });
  }
  return solver;
}

/**
 * What the engine left out of the DLX text a solver was read from, as plain, cloneable data:
 * `{ warnings: [{ line, kind, option, message }], warningCount }` (`kind` 'no-primary': an
 * option of secondary items only, ignored as Knuth's dlx2 ignores it). None for a problem not
 * read from text, or from an engine module without the question.
 */
export function parseWarningsOf(solver) {
  const warnings = typeof solver.parseWarnings === 'function' ? solver.parseWarnings() : [];
  const list = Array.isArray(warnings) ? warnings : [];
  return { warnings: list, warningCount: Number(solver.warningCount ?? list.length) };
}

/**
 * What the page needs to draw any solution of the problem, as plain cloneable data, read once
 * from the engine's decoders: `{ kind, items, primary, options, ... }` and per kind
 * - pentominoes: `rows`, `cols`, `board` (1 a cell, 0 a hole, per square), `pieces[o]` =
 *   `{ letter, cells: [[r, c], ...] }`; iamonds the same per triangle (`[row, column]`), with
 *   `board` 1 for a triangle pointing up, 2 down, 0 a hole;
 * - soma: `layers`, `rows`, `cols` (of a layer), `board` (1 a cube, 0 a hole, layer by layer,
 *   each in reading order), `pieces[o]` = `{ letter, cubes: [[layer, row, column], ...] }`;
 * - langford: `n`, `pairs[o]` = `[value, slot, slot]` (slots from 1);
 * - queens: `n`, `squares[o]` = `[row, column]` (from 0), read from the option's items `rI cJ`;
 * - words: `rows`, `cols`, `words[o]` = `{ direction: 'across' | 'down', index, word }`;
 * - every kind: `texts[o]`, option o as its item names (for DLX and the matrix, the picture),
 *   and `warnings`, `warningCount` (parseWarningsOf).
 */
export function describeProblem(solver) {
  const kind = solver.kind;
  const options = solver.optionCount;
  const items = [];
  for (let k = 0; k < solver.itemCount; k += 1) items.push(solver.itemName(k));
  const texts = [];
  for (let o = 0; o < options; o += 1) texts.push(solver.optionText(o));
  const info = {
    kind,
    items,
    primary: solver.primaryCount,
    options,
    texts,
    noSolutionReason: solver.noSolutionReason ?? null,
    ...parseWarningsOf(solver),
  };
  if (kind === 'pentominoes' || kind === 'iamonds') {
    info.rows = solver.boardRows;
    info.cols = solver.boardCols;
    info.board = Array.from(solver.boardCells());
    info.pieces = solver.optionRoles().map((r) => (r.role === 'piece' ? { letter: r.letter, cells: r.cells } : null));
  } else if (kind === 'sticks') {
    // Rows and columns of squares; each option's sticks as [r0, c0, r1, c1] between grid
    // points, and the interior points it goes straight through (its secondary items).
    info.rows = solver.boardRows;
    info.cols = solver.boardCols;
    info.sticks = solver
      .optionRoles()
      .map((r) => (r.role === 'sticks' ? { letter: r.letter, sticks: r.sticks, crossings: r.crossings } : null));
  } else if (kind === 'soma') {
    info.layers = solver.boardLayers;
    info.rows = solver.boardRows;
    info.cols = solver.boardCols;
    info.board = Array.from(solver.boardCells());
    info.pieces = solver.optionRoles().map((r) => (r.role === 'cubes' ? { letter: r.letter, cubes: r.cubes } : null));
  } else if (kind === 'langford') {
    // Slots from 1 here, as the pictures number them; the engine's roles count from 0.
    info.pairs = solver.optionRoles().map((r) => (r.role === 'pair' ? [r.value, r.first + 1, r.second + 1] : null));
    info.n = solver.size;
  } else if (kind === 'queens') {
    info.n = solver.size;
    // Each option's square, as the engine says (its OptionRole), row and column from 0.
    info.squares = solver.optionRoles().map((r) => (r.role === 'queen' ? [r.row, r.column] : null));
  } else if (kind === 'words') {
    info.rows = solver.boardRows;
    info.cols = solver.boardCols;
    info.words = solver.optionRoles().map((r) => (r.role === 'word' ? { direction: r.direction, index: r.index, word: r.word } : null));
  }
  return info;
}

/**
 * Makes the engine trap on purpose (a panic in wasm), for the tests of the pages' recovery.
 * Throws the trap's `RuntimeError`, as a bug in the engine would.
 */
export function debugTrap() {
  if (typeof wasm?.debugTrap !== 'function') throw new Error('this build of the engine has no debugTrap');
  wasm.debugTrap();
}

/** The random 4x4 Sudoku the engine makes from `seed`, as one line of 16 cells ('.' blank). */
export function randomSudokuPuzzle(seed) {
  return wasm.randomSudoku4(Number(seed));
}

/** The engine crate's version. */
export function engineVersion() {
  return wasm.version();
}
