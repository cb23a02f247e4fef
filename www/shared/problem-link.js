// The problem part of a link, one grammar for both pages: which problem, and its parameters,
// as the `#` fragment, so that a link reproduces the choice.
//
//   #problem=queens&n=10                          N queens
//   #problem=langford&n=7&symmetry=keep           Langford pairs (symmetry: break, the default, or keep)
//   #problem=pentominoes&board=3x20&symmetry=keep   boards 6x10 5x12 4x15 3x20 scott
//   #problem=iamonds&board=4x9&symmetry=keep      the hexiamonds: boards 6x6 4x9 3x12
//   #problem=words&size=4&start=lane&double=yes   a word square (sizes 3 4 3x4 4x3) from the
//                                                 shipped list, its first row given or not
//   #problem=sticks&omit=J&symmetry=keep          tetrasticks in Knuth's 5x5 square, one of H J L N Y left out
//   #problem=soma&symmetry=keep                   the Soma cube: seven polycubes in the 3x3x3 cube
//   #problem=sudoku&puzzle=...&variant=jigsaw&regions=...   classic, x or jigsaw, 4x4 to 25x25
//   #problem=sudoku&variant=killer&regions=...    Killer Sudoku: regions is its cage map
//   #problem=sudoku&variant=x&size=16             size: when the puzzle's cells do not decide it
//   #problem=dlx&text=...                         Knuth's DLX format, up to 20,000 characters
//   #problem=matrix&rows=0010110-1001001&secondary=6-7   a 0/1 matrix of one's own (the solver)
//   #problem=knuth   #problem=classic             Knuth's example, the 6x7 matrix (the visualizer)
//   #problem=random&seed=123                      a random exact-cover problem the engine makes
//   #problem=random-sudoku&seed=123               from the seed, or a random 4x4 Sudoku with one
//                                                 solution (the visualizer): a class shares one
//   #problem=queens8   #problem=sudoku4&puzzle=...   a problem the visualizer's menu names (a
//                                                 preset), standing for its parameters
//   #..3.2.6..   #9x9                             a classic Sudoku as its text, or an empty
//                                                 board (the solver page; see readSudokuFragment)
//
// Each page reads and writes the grammar in its dialect (SOLVER_PAGE, WATCH_PAGE): the kinds it
// shows, how far n goes (the solver counts 20 queens, the visualizer steps through 16), the
// longest puzzle a link carries, its defaults, its presets, and the problem it shows for an
// unknown one. The visualizer layers its own keys (the rule, the step) on top: see
// www/watch/url-state.js. A link leaves out what is at its default, but for each kind's main
// parameter (n, the board, the text, the rows), and names a preset by its name.
//
// Parsing is strict: a value out of range or unknown is not taken (the default stays), and a
// warning says so, in words for the page. Nothing here touches the DOM, and the pages only
// ever put these values into text, never into HTML. What only the engine can judge (a puzzle's
// cells, a region map's shapes, a DLX text's items) it judges when the page loads the problem.

import { KILLER4_MAP, KILLER9_MAP } from './killer-maps.js';
import { LIMITS } from './input-limits.js';
import { formatCount } from './numbers.js';
import { cellsToText, emptyCells, isEmpty, sizeForCellCount, SIZES, textCells } from './sudoku-grid.js';
import { WORD_SQUARE_SIZES } from './boards/word-square.js';

/** The pentomino boards of both pages (all of 60 cells), by the engine's names. */
export const BOARDS = Object.freeze([
  { id: '6x10', label: '6 x 10' },
  { id: '5x12', label: '5 x 12' },
  { id: '4x15', label: '4 x 15' },
  { id: '3x20', label: '3 x 20' },
  { id: 'scott', label: '8 x 8 without its centre (Scott)' },
]);

/** The hexiamond boards of both pages (all of 72 triangles), by the engine's names. */
export const IAMOND_BOARDS = Object.freeze([
  { id: '6x6', label: '6 x 6 rhombus (Knuth)' },
  { id: '4x9', label: '4 x 9 parallelogram' },
  { id: '3x12', label: '3 x 12 parallelogram' },
]);

/** The tetrasticks that Knuth's 5x5 square can leave out (it takes 15 of the 16). */
export const STICK_OMITS = Object.freeze(['H', 'J', 'L', 'N', 'Y']);

export const VARIANTS = Object.freeze([
  { id: 'classic', label: 'Classic' },
  { id: 'x', label: 'X (both diagonals)' },
  { id: 'jigsaw', label: 'Jigsaw' },
  { id: 'killer', label: 'Killer (cages with sums)' },
]);

export const SYMMETRIES = Object.freeze(['break', 'keep']);

/** The longest problem text (DLX) a link carries; a longer one is shared as a file. */
export const MAX_LINK_TEXT = 20_000;
/** The largest matrix the solver's editor builds (rows and columns). */
export const MATRIX_MAX = 30;

/** Knuth's example from TAOCP 7.2.2.1, the solver's DLX problem until one is typed. */
export const KNUTH_EXAMPLE = 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

/** The parameters of each kind, in the order a link writes them. */
const PARAMETERS = Object.freeze({
  knuth: [],
  classic: [],
  queens: ['n'],
  langford: ['n', 'symmetry'],
  pentominoes: ['board', 'symmetry'],
  iamonds: ['board', 'symmetry'],
  sticks: ['omit', 'symmetry'],
  soma: ['symmetry'],
  sudoku: ['puzzle', 'variant', 'regions', 'size'],
  dlx: ['text'],
  matrix: ['rows', 'secondary'],
  random: ['seed'],
  'random-sudoku': ['seed'],
  words: ['size', 'start', 'double'],
});

/** The parameter a link always writes, even at its default: what the problem is about. */
const MAIN = Object.freeze({
  queens: 'n',
  langford: 'n',
  pentominoes: 'board',
  iamonds: 'board',
  sticks: 'omit',
  dlx: 'text',
  matrix: 'rows',
  random: 'seed',
  'random-sudoku': 'seed',
  words: 'size',
});

/** What a warning calls each kind: `"board" does not apply to N queens`. */
const CALLED = Object.freeze({
  knuth: "Knuth's example",
  classic: 'the 6x7 matrix',
  queens: 'N queens',
  langford: 'Langford pairs',
  pentominoes: 'pentominoes',
  iamonds: 'hexiamonds',
  sticks: 'tetrasticks',
  soma: 'the Soma cube',
  sudoku: 'a Sudoku',
  dlx: "a problem in Knuth's format",
  matrix: 'a matrix of your own',
  random: 'a random exact-cover problem',
  'random-sudoku': 'a random 4x4 Sudoku',
  words: 'a word square',
});

const DEFAULTS = Object.freeze({
  knuth: {},
  classic: {},
  queens: { n: 8 },
  langford: { n: 7, symmetry: 'break' },
  pentominoes: { board: '6x10', symmetry: 'break' },
  iamonds: { board: '6x6', symmetry: 'break' },
  // Without the Y the search meets its first packing after 282 nodes (without the H, 42074):
  // few enough to watch.
  sticks: { omit: 'Y', symmetry: 'break' },
  soma: { symmetry: 'break' },
  // size 0: the puzzle's (or the map's) cells decide it.
  sudoku: { puzzle: '', variant: 'classic', regions: '', size: 0 },
  dlx: { text: '' },
  matrix: { rows: [], secondary: [] },
  random: { seed: 1 },
  'random-sudoku': { seed: 1 },
  words: { size: '4', start: '', double: 'no' },
});

/** The largest seed of a random problem: every whole number up to it is exact in a link. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * The example puzzle of each Sudoku variant on the visualizer, used when a link names the
 * variant and no puzzle (and its region map when a jigsaw link has none). Each has exactly one
 * solution.
 */
const X9 = '....567.9......4...5.........7.1..45.....4.........8.1.6...2....7.....92..5......';
// The 3x3 boxes with cells traded between neighbours; region numbers follow the reading
// order of each region's first cell (see Regions::parse in src/sudoku.rs).
const J9_REGIONS = [
  '111122333',
  '112222333',
  '111222663',
  '445555663',
  '444555663',
  '744455666',
  '747888899',
  '777888999',
  '777889999',
].join('\n');
const J9 = '.......8.......2...7....3...1.....7..3.9...4.......6..3....592...27......8.......';
const S9 = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
// Four L-shaped regions:  a a a b / a b b b / c d d d / c c c d.
const J4_REGIONS = 'aaab\nabbb\ncddd\ncccd';

export const VARIANT_EXAMPLES = Object.freeze({
  classic: { puzzle: S9, regions: '' },
  x: { puzzle: X9, regions: '' },
  jigsaw: { puzzle: J9, regions: J9_REGIONS },
  killer: { puzzle: '.'.repeat(81), regions: KILLER9_MAP },
});

/**
 * The problems the visualizer's menu offers by name, each a kind and its parameters. Links name
 * the first fourteen, so their names must never change.
 */
export const PRESETS = Object.freeze({
  knuth: { label: "Knuth's example (7 items)", problem: { problem: 'knuth' } },
  classic: { label: 'The 6x7 matrix', problem: { problem: 'classic' } },
  queens4: { label: '4 queens', problem: { problem: 'queens', n: 4 } },
  queens5: { label: '5 queens', problem: { problem: 'queens', n: 5 } },
  queens6: { label: '6 queens', problem: { problem: 'queens', n: 6 } },
  queens8: { label: '8 queens', problem: { problem: 'queens', n: 8 } },
  // The board's symmetry is broken: 3x20 has 2 packings, 6x10 has 2339.
  pentominoes3x20: { label: 'Pentominoes 3x20', problem: { problem: 'pentominoes', board: '3x20', symmetry: 'break' } },
  pentominoes6x10: {
    label: 'Pentominoes 6x10 (long)',
    problem: { problem: 'pentominoes', board: '6x10', symmetry: 'break' },
  },
  // A sequence and its reversal count once: 1, 1 and 26 sequences.
  langford3: { label: 'Langford pairs n=3', problem: { problem: 'langford', n: 3, symmetry: 'break' } },
  langford4: { label: 'Langford pairs n=4', problem: { problem: 'langford', n: 4, symmetry: 'break' } },
  langford7: { label: 'Langford pairs n=7', problem: { problem: 'langford', n: 7, symmetry: 'break' } },
  sudoku4: {
    label: '4x4 Sudoku',
    problem: { problem: 'sudoku', puzzle: '.1..3.....4..2..', variant: 'classic', regions: '' },
  },
  sudoku9: { label: '9x9 Sudoku', problem: { problem: 'sudoku', puzzle: S9, variant: 'classic', regions: '' } },
  // One solution each. The 4x4 X-sudoku: its diagonals decide what the rows and boxes leave open.
  xsudoku4: { label: '4x4 X-sudoku', problem: { problem: 'sudoku', puzzle: '1.......3......2', variant: 'x', regions: '' } },
  xsudoku9: { label: '9x9 X-sudoku', problem: { problem: 'sudoku', puzzle: X9, variant: 'x', regions: '' } },
  jigsaw4: {
    label: '4x4 jigsaw Sudoku',
    problem: { problem: 'sudoku', puzzle: '...4..1......1.3', variant: 'jigsaw', regions: J4_REGIONS },
  },
  jigsaw9: {
    label: '9x9 jigsaw Sudoku',
    problem: { problem: 'sudoku', puzzle: J9, variant: 'jigsaw', regions: J9_REGIONS },
  },
  killer4: {
    label: '4x4 Killer Sudoku',
    problem: { problem: 'sudoku', puzzle: '.'.repeat(16), variant: 'killer', regions: KILLER4_MAP },
  },
  killer9: {
    label: '9x9 Killer Sudoku',
    problem: { problem: 'sudoku', puzzle: '.'.repeat(81), variant: 'killer', regions: KILLER9_MAP },
  },
  // The rhombus's symmetry broken: 156 packings (Knuth, "Dancing Links").
  iamonds6x6: { label: 'Hexiamonds 6x6 (long)', problem: { problem: 'iamonds', board: '6x6', symmetry: 'break' } },
  // Word squares from the shipped list, their first row given so that a solution comes soon.
  words3: { label: 'Word square 3x3 (bit)', problem: { problem: 'words', size: '3', start: 'bit', double: 'no' } },
  words4: { label: 'Word square 4x4 (lane)', problem: { problem: 'words', size: '4', start: 'lane', double: 'no' } },
  // Knuth's 5x5 square without the Y: 204 packings, each once.
  sticks5x5: { label: 'Tetrasticks 5x5', problem: { problem: 'sticks', omit: 'Y', symmetry: 'break' } },
});

/**
 * The solver page's dialect: the chooser's kinds in its order (with their names on the page),
 * n up to what a count finishes, a puzzle as long as a paste, Knuth's example as the DLX text.
 */
export const SOLVER_PAGE = Object.freeze({
  kinds: Object.freeze([
    { id: 'sudoku', label: 'Sudoku' },
    { id: 'queens', label: 'N queens' },
    { id: 'pentominoes', label: 'Pentominoes' },
    { id: 'iamonds', label: 'Hexiamonds' },
    { id: 'sticks', label: 'Tetrasticks' },
    { id: 'soma', label: 'Soma cube' },
    { id: 'langford', label: 'Langford pairs' },
    { id: 'words', label: 'Word square' },
    { id: 'dlx', label: "Knuth's DLX format" },
    { id: 'matrix', label: 'Your own matrix' },
  ]),
  fallback: 'sudoku',
  fallbackWords: 'the Sudoku',
  max: Object.freeze({ queens: 20, langford: 24, puzzle: LIMITS.sudoku.bytes }),
  defaults: Object.freeze({ dlx: Object.freeze({ text: KNUTH_EXAMPLE }) }),
  presets: Object.freeze({}),
  examples: null,
});

/**
 * The visualizer's dialect: n as far as stepping stays quick, a puzzle as long as a 25x25 grid
 * with a separator after each cell, its menu's presets, each variant's example puzzle.
 */
export const WATCH_PAGE = Object.freeze({
  kinds: Object.freeze([
    { id: 'knuth', label: "Knuth's example" },
    { id: 'classic', label: 'The 6x7 matrix' },
    { id: 'queens', label: 'N queens' },
    { id: 'langford', label: 'Langford pairs' },
    { id: 'pentominoes', label: 'Pentominoes' },
    { id: 'iamonds', label: 'Hexiamonds' },
    { id: 'sticks', label: 'Tetrasticks' },
    { id: 'soma', label: 'Soma cube' },
    { id: 'sudoku', label: 'Sudoku' },
    { id: 'dlx', label: 'Your own problem' },
    { id: 'random', label: 'Random exact cover' },
    { id: 'random-sudoku', label: 'Random 4x4 Sudoku' },
    { id: 'words', label: 'Word square' },
  ]),
  fallback: 'knuth',
  fallbackWords: "Knuth's example",
  max: Object.freeze({ queens: 16, langford: 16, puzzle: 1300 }),
  defaults: Object.freeze({ words: Object.freeze({ size: '3', start: 'bit', double: 'no' }) }),
  presets: PRESETS,
  examples: VARIANT_EXAMPLES,
});

/** Whether a page shows problems of `kind`. */
export function offers(dialect, kind) {
  return dialect.kinds.some((k) => k.id === kind);
}

/** A kind's parameters at their defaults on a page (a fresh copy, free to change). */
export function defaultsOf(kind, dialect) {
  return structuredClone({ ...DEFAULTS[kind], ...dialect.defaults[kind] });
}

/**
 * The problem with every parameter of its kind, the page's defaults filled in: a preset name
 * stands for its parameters, and (on the visualizer) a Sudoku without a puzzle, or a jigsaw
 * without a map, gets its variant's example. An empty puzzle or region map means the
 * problem's own. Fields of other kinds are dropped; an unknown kind is the page's fallback.
 */
export function normalize(problem, dialect) {
  const named = Object.hasOwn(dialect.presets, problem.problem) ? dialect.presets[problem.problem].problem : null;
  const kind = named ? named.problem : problem.problem;
  if (!offers(dialect, kind)) return { problem: dialect.fallback, ...defaultsOf(dialect.fallback, dialect) };
  const defaults = defaultsOf(kind, dialect);
  const out = { problem: kind };
  for (const key of PARAMETERS[kind]) {
    const given = problem[key];
    const own = given === undefined || (given === '' && (key === 'puzzle' || key === 'regions'));
    if (!own) out[key] = given;
    else if (named?.[key] !== undefined) out[key] = named[key];
    else out[key] = defaults[key];
  }
  if (kind === 'sudoku') {
    const example = dialect.examples?.[out.variant];
    // A Killer's own map without a puzzle has no givens, at the map's size: the example's
    // 81 blanks beside a 4x4 map could not be watched.
    if (example && !out.puzzle) {
      out.puzzle = out.variant === 'killer' && out.regions ? blankPuzzleOfMap(out.regions) : example.puzzle;
    }
    const mapped = out.variant === 'jigsaw' || out.variant === 'killer';
    if (mapped && example && !out.regions) out.regions = example.regions;
    if (!mapped) out.regions = '';
    // A size the texts decide is left out, so that such a problem reads as it always has.
    if (!out.size) delete out.size;
  }
  // Rows without their secondary columns: every column is primary.
  if (kind === 'matrix' && out.rows.length > 0 && out.secondary.length !== out.rows[0].length) {
    out.secondary = new Array(out.rows[0].length).fill(false);
  }
  return out;
}

/** Whether two normalized problems are the same. */
export function sameProblem(a, b) {
  if (a.problem !== b.problem) return false;
  return PARAMETERS[a.problem].every((key) => sameValue(a[key], b[key]));
}

function sameValue(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/**
 * A blank puzzle as large as a cage map's rows (the lines that are not a cage's sum, a
 * `givens:` line or a comment), or '' when they are no square: the engine then says what is
 * wrong with the map.
 */
function blankPuzzleOfMap(map) {
  const rows = map.split('\n').filter((line) => line.trim() && !line.includes('=') && !/^\s*(#|givens:)/u.test(line));
  const n = sizeForCellCount(rows.join('').replace(/\s/gu, '').length);
  return n ? '.'.repeat(n * n) : '';
}

/** The preset a problem is exactly (its name), or '' when it is none. */
export function presetOf(problem, dialect) {
  const mine = normalize(problem, dialect);
  for (const [name, preset] of Object.entries(dialect.presets)) {
    if (sameProblem(mine, normalize(preset.problem, dialect))) return name;
  }
  return '';
}

/**
 * The problem a fragment stands for on a page: `{ problem, warnings, params }`, the problem
 * normalized (see `normalize`), `warnings` what was not taken and why, in words, and `params`
 * the fragment's URLSearchParams, for the keys a page layers on top (`ownKeys`, which this
 * grammar leaves alone).
 */
export function readProblem(hash, dialect, ownKeys = []) {
  const params = new URLSearchParams(fragmentBody(hash));
  const warnings = [];
  const name = params.get('problem');
  let chosen = dialect.fallback;
  if (name !== null) {
    if (Object.hasOwn(dialect.presets, name) || offers(dialect, name)) chosen = name;
    else warnings.push(`unknown problem "${clip(name)}": showing ${dialect.fallbackWords} instead`);
  }
  const kind = Object.hasOwn(dialect.presets, chosen) ? dialect.presets[chosen].problem.problem : chosen;
  const given = {};
  for (const key of new Set(params.keys())) {
    if (key === 'problem' || ownKeys.includes(key)) continue;
    if (!PARAMETERS[kind].includes(key)) warnings.push(`"${clip(key)}" does not apply to ${CALLED[kind]}`);
  }
  for (const key of PARAMETERS[kind]) {
    const value = params.get(key);
    if (value === null) continue;
    const read = READERS[key](value, { kind, dialect, given });
    if (read.warning) warnings.push(read.warning);
    if (read.value !== undefined) given[key] = read.value;
  }
  if (kind === 'sudoku' && given.regions !== undefined) {
    const variant = given.variant ?? normalize({ problem: chosen }, dialect).variant;
    if (variant !== 'jigsaw' && variant !== 'killer') {
      warnings.push('a region map only applies to a jigsaw Sudoku (variant=jigsaw) or a cage map to a Killer (variant=killer)');
    }
  }
  return { problem: normalize({ ...given, problem: chosen }, dialect), warnings, params };
}

/**
 * How each parameter is read from a link: `{ value }`, or `{ warning }` (the default stays).
 * A reader sees the kind, the page's dialect and the parameters read before it.
 */
const READERS = {
  n: (value, { kind, dialect }) => {
    const max = dialect.max[kind];
    const n = wholeNumber(value, 1, max);
    if (n !== null) return { value: n };
    const what = kind === 'queens' ? 'the number of queens' : 'the n of the Langford pairs';
    return { warning: `${what} "${clip(value)}" is not a whole number from 1 to ${max}` };
  },
  symmetry: (value) => oneOf(value, SYMMETRIES, 'symmetry'),
  board: (value, { kind }) =>
    kind === 'iamonds'
      ? oneOf(
          value,
          IAMOND_BOARDS.map((b) => b.id),
          'hexiamond board'
        )
      : oneOf(
          value,
          BOARDS.map((b) => b.id),
          'pentomino board'
        ),
  omit: (value) => oneOf(value, STICK_OMITS, 'tetrastick to leave out'),
  variant: (value) =>
    oneOf(
      value,
      VARIANTS.map((v) => v.id),
      'Sudoku variant'
    ),
  size: (value, { kind }) =>
    kind === 'sudoku'
      ? sudokuSize(value)
      : oneOf(
          value,
          WORD_SQUARE_SIZES.map((z) => z.id),
          'word square size'
        ),
  start: (value) => {
    if (/^[A-Za-z]{0,12}$/u.test(value)) return { value: value.toLowerCase() };
    return { warning: `the starting word "${clip(value)}" is not letters a-z only` };
  },
  double: (value) => oneOf(value, ['no', 'yes'], 'double (all words different)'),
  seed: (value) => {
    const seed = /^\d{1,16}$/u.test(value) ? Number(value) : NaN;
    if (seed <= MAX_SEED) return { value: seed };
    return { warning: `the seed "${clip(value)}" is not a whole number from 0 to ${MAX_SEED}` };
  },
  puzzle: (value, { dialect }) => notTooLong(value, dialect.max.puzzle, 'the puzzle'),
  regions: (value, { dialect }) => notTooLong(value, dialect.max.puzzle, 'the region map'),
  text: (value) => {
    const read = notTooLong(value, MAX_LINK_TEXT, 'the problem');
    return read.warning ? { warning: `${read.warning}: open it as a file instead` } : read;
  },
  rows: (value) => {
    const list = value.split('-');
    const width = list[0].length;
    const ok =
      width >= 1 &&
      width <= MATRIX_MAX &&
      list.length <= MATRIX_MAX &&
      list.every((r) => r.length === width && /^[01]+$/u.test(r));
    if (!ok) {
      return {
        warning: `the matrix in the link is not rows of 0 and 1 of one length (at most ${MATRIX_MAX} by ${MATRIX_MAX}); showing the example`,
      };
    }
    return { value: list.map((r) => Array.from(r, (ch) => ch === '1')) };
  },
  // Read after the rows, whose width it needs; without rows there are no columns to name.
  secondary: (value, { given }) => {
    if (!given.rows) return {};
    const width = given.rows[0].length;
    const secondary = new Array(width).fill(false);
    const warnings = [];
    for (const token of value === '' ? [] : value.split('-')) {
      const c = wholeNumber(token, 1, width);
      if (c === null) warnings.push(`secondary column "${clip(token)}" is not a column from 1 to ${width}`);
      else secondary[c - 1] = true;
    }
    return { value: secondary, warning: warnings.join('; ') };
  },
};

/** A Sudoku's size in a link: 4, 9, 16 or 25 (`16` or `16x16`). */
function sudokuSize(value) {
  const m = /^(\d{1,2})(?:x(\d{1,2}))?$/u.exec(value);
  const n = m && (m[2] === undefined || m[2] === m[1]) ? Number(m[1]) : 0;
  if (SIZES.includes(n)) return { value: n };
  return { warning: `unknown Sudoku size "${clip(value)}": use ${listWords(SIZES.map(String))}` };
}

function oneOf(value, allowed, what) {
  if (allowed.includes(value)) return { value };
  return { warning: `unknown ${what} "${clip(value)}": use ${listWords(allowed)}` };
}

function notTooLong(value, max, what) {
  if (value.length <= max) return { value };
  return {
    warning: `${what} in the link is too long (${formatCount(value.length)} characters; a link carries at most ${formatCount(max)})`,
  };
}

/**
 * The fragment for a problem on a page: `#problem=...` and its parameters, those at their
 * default left out (but the main one), or the preset's name when the problem is exactly one.
 * A DLX text longer than MAX_LINK_TEXT is left out: check `linkable` first. `more` holds the
 * keys a page layers on top, written after the problem's.
 */
export function writeProblem(problem, dialect, more = []) {
  const mine = normalize(problem, dialect);
  const params = new URLSearchParams();
  const preset = presetOf(mine, dialect);
  if (preset) {
    params.set('problem', preset);
  } else {
    const kind = mine.problem;
    params.set('problem', kind);
    // A Sudoku's puzzle and region map are at their default when they are its variant's example.
    const defaults = { ...normalize({ problem: kind }, dialect), ...dialect.examples?.[mine.variant] };
    for (const key of PARAMETERS[kind]) {
      const value = WRITERS[key]?.(mine[key]) ?? String(mine[key]);
      const atDefault = sameValue(mine[key], defaults[key]);
      // The main parameter is written even at its default, unless there is nothing to write.
      // An empty value is left out, as the reader would take the default for it, except where
      // empty means something of its own and the default does not (a word square without a
      // first row, on a page whose default square has one): it is written as `start=`.
      const empty = value === '' && !(EMPTY_MEANS[key] && !atDefault);
      if (key === MAIN[kind] ? value === '' && atDefault : atDefault || empty) continue;
      if (key === 'text' && value.length > MAX_LINK_TEXT) continue;
      params.set(key, value);
    }
  }
  for (const [key, value] of more) params.set(key, value);
  return `#${params.toString()}`;
}

/** The parameters whose empty value is a choice of its own, not "the default". */
const EMPTY_MEANS = Object.freeze({ start: true });

/** How a parameter that is not plain text is written: a matrix's rows and secondary columns. */
const WRITERS = {
  rows: (rows) => rows.map((r) => r.map((x) => (x ? '1' : '0')).join('')).join('-'),
  secondary: (secondary) => secondary.flatMap((s, k) => (s ? [String(k + 1)] : [])).join('-'),
};

/** Whether a problem fits in a link: a DLX text of at most MAX_LINK_TEXT characters. */
export function linkable(problem) {
  return problem.problem !== 'dlx' || problem.text.length <= MAX_LINK_TEXT;
}

// ---------------------------------------------------------------- the solver page's Sudoku

/**
 * The keys the visualizer layers on the grammar (www/watch/url-state.js reads them from here):
 * a link to the solver page that carries them is understood, and they are named as ignored
 * there.
 */
export const VISUALIZER_KEYS = Object.freeze(['rule', 'step', 'present', 'predict', 'stop', 'lesson', 'lesson-text', 'slide']);

/** Whether a fragment is keys and values (`problem=queens&n=8`, `step=3`) rather than a classic Sudoku's text. */
export function isKeyFragment(hash) {
  return fragmentBody(hash).includes('=');
}

/** Whether a fragment names its problem (`problem=...`), rather than being a classic Sudoku's. */
export function isProblemFragment(hash) {
  return fragmentBody(hash).startsWith('problem=');
}

/**
 * The `#` fragment of a classic Sudoku on the solver page: an empty n x n board is `#9x9`; a
 * text with exactly one grid's cells is its one-line form; anything else (a half-typed puzzle)
 * is kept as typed, so a link reproduces exactly what is in the field.
 */
export function sudokuFragment(text, n) {
  const all = textCells(text);
  const size = sizeForCellCount(all.length);
  if (size) {
    if (isEmpty(all)) return `#${size}x${size}`;
    return `#${cellsToText(all)}`;
  }
  if (text.trim() === '') return `#${n}x${n}`;
  return `#${encodeURIComponent(text)}`;
}

/**
 * The puzzle text and board size a classic Sudoku's fragment stands for: `{ text, size }`,
 * with `size` 0 when the text decides it; `null` for no fragment.
 */
export function readSudokuFragment(hash) {
  let body = fragmentBody(hash);
  if (body === '') return null;
  try {
    body = decodeURIComponent(body);
  } catch {
    // A stray % that is not an escape: take the text as it is.
  }
  const m = /^(\d+)x(\d+)$/u.exec(body);
  if (m && m[1] === m[2] && SIZES.includes(Number(m[1]))) {
    const n = Number(m[1]);
    return { text: cellsToText(emptyCells(n)), size: n };
  }
  return { text: body, size: 0 };
}

// ---------------------------------------------------------------- from the solver to the visualizer

/**
 * The visualizer's link for a problem of the solver page (`dlxText`: a DLX or matrix problem
 * in Knuth's format): `{ href, note }`, `note` saying why the link carries no problem when it
 * cannot (too large to step through, or to hand over).
 */
export function watchLink(problem, dlxText = '') {
  const target = watchProblem(problem, dlxText);
  if (target.reason) return { href: './watch.html', note: target.reason };
  return { href: `./watch.html${writeProblem(target, WATCH_PAGE)}`, note: '' };
}

function watchProblem(problem, dlxText) {
  switch (problem.problem) {
    case 'queens':
    case 'langford': {
      const max = WATCH_PAGE.max[problem.problem];
      if (problem.n > max) return { reason: `the visualizer steps through n up to ${max}` };
      return problem;
    }
    case 'pentominoes':
    case 'iamonds':
    case 'sticks':
    case 'soma':
    case 'sudoku':
    case 'words':
      return problem;
    case 'dlx':
    case 'matrix':
      if (dlxText.trim() === '') return { reason: 'there is no problem yet' };
      if (dlxText.length > MAX_LINK_TEXT) {
        return { reason: `the problem is too large to hand over by link (${formatCount(dlxText.length)} characters)` };
      }
      return { problem: 'dlx', text: dlxText };
    default:
      return { reason: 'unknown problem' };
  }
}

// ---------------------------------------------------------------- words and numbers

/** A whole number written in plain digits, within [min, max], or null. */
export function wholeNumber(text, min, max) {
  const s = String(text ?? '').trim();
  if (!/^\d{1,6}$/u.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

function fragmentBody(hash) {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

function listWords(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function clip(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}
