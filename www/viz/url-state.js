// What the visualizer's URL holds: the problem, the branching rule and the step, so that a
// link reproduces exactly one moment of the search ("look at step 137").
//
// A problem is a kind and its parameters:
//
//   #problem=knuth                 Knuth's example          #problem=classic   the 6x7 matrix
//   #problem=queens&n=10           N queens, 1 <= N <= 16
//   #problem=langford&n=7&symmetry=keep          Langford pairs, 1 <= n <= 16
//   #problem=pentominoes&board=5x12&symmetry=keep   boards 6x10 5x12 4x15 3x20 scott
//   #problem=sudoku&puzzle=...&variant=jigsaw&regions=...   4x4 to 25x25 (size from the text)
//   #problem=dlx&text=...          a problem in Knuth's DLX format, up to 20,000 characters
//
// followed by `rule=first` and `step=137` when they are not the defaults. A preset (a problem
// the page's menu offers by name) may stand in for its parameters, and the links of older
// versions name presets: `#problem=queens8`, `#problem=sudoku4&puzzle=...`; both are read,
// and a state that is exactly a preset is written by its name. Parameters at their default
// (symmetry=break, variant=classic, a variant's own example puzzle) are left out.
//
// Parsing is strict: an unknown problem, parameter or rule, or a value out of range, falls
// back to the default and says why in words; nothing from the URL is ever used as HTML (the
// page only ever sets text). What only the engine can judge (a puzzle's cells, a region map's
// shapes, a DLX text's items) it judges when the page loads the problem, with its own message.

/** The kinds of problem, with what each one's parameters are by default. */
export const KINDS = Object.freeze({
  knuth: { label: "Knuth's example", defaults: {} },
  classic: { label: 'The 6x7 matrix', defaults: {} },
  queens: { label: 'N queens', defaults: { n: 8 } },
  langford: { label: 'Langford pairs', defaults: { n: 7, symmetry: 'break' } },
  pentominoes: { label: 'Pentominoes', defaults: { board: '6x10', symmetry: 'break' } },
  sudoku: { label: 'Sudoku', defaults: { puzzle: '', variant: 'classic', regions: '' } },
  dlx: { label: 'Your own problem', defaults: { text: '' } },
});

/** The largest N for queens and n for Langford pairs: stepping must stay quick. */
export const MAX_QUEENS = 16;
export const MAX_LANGFORD = 16;
/** The pentomino boards the engine knows by name (scott: 8x8 without its centre square). */
export const BOARDS = Object.freeze(['6x10', '5x12', '4x15', '3x20', 'scott']);
export const SYMMETRIES = Object.freeze(['break', 'keep']);
export const VARIANTS = Object.freeze(['classic', 'x', 'jigsaw']);
export const RULES = Object.freeze(['mrv', 'first']);
/** The longest puzzle text a link may carry: a 25x25 grid with a separator after each cell. */
export const MAX_PUZZLE = 1300;
/** The longest region map a link may carry (as a puzzle: 625 cells and separators). */
export const MAX_REGIONS = 1300;
/** The longest DLX text a link may carry; a longer problem is watched from a file instead. */
export const MAX_DLX_LINK = 20_000;
/** The furthest step a link may ask for (stepping there must stay quick). */
export const MAX_STEP = 5_000_000;

/**
 * The example puzzle of each Sudoku variant, used when a link names the variant and no
 * puzzle (and its region map when a jigsaw link has none). Each has exactly one solution.
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
});

/**
 * The problems the page's menu offers by name, each a kind and its parameters. The names of
 * the first fourteen are those of older links, so they must never change.
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
});

export const DEFAULT_STATE = Object.freeze({ problem: 'knuth', rule: 'mrv', step: 0 });

/** Which parameters a kind reads from a link, and how. */
const PARAMETERS = {
  knuth: [],
  classic: [],
  queens: ['n'],
  langford: ['n', 'symmetry'],
  pentominoes: ['board', 'symmetry'],
  sudoku: ['puzzle', 'variant', 'regions'],
  dlx: ['text'],
};

/** The keys any problem may carry. */
const COMMON = new Set(['problem', 'rule', 'step']);

/**
 * The problem part of a state with every parameter of its kind, the defaults filled in: a
 * preset name stands for its parameters, and a Sudoku without a puzzle (or a jigsaw without a
 * map) gets its variant's example. Fields of other kinds are dropped.
 */
export function normalize(state) {
  const named = Object.hasOwn(PRESETS, state.problem) ? PRESETS[state.problem].problem : null;
  const problem = named ? named.problem : state.problem;
  if (!Object.hasOwn(KINDS, problem)) return { problem: DEFAULT_STATE.problem };
  const out = { problem };
  for (const key of PARAMETERS[problem]) {
    const given = state[key];
    // An empty value in the state (puzzle: '') means "the problem's own".
    if (given !== undefined && given !== '') out[key] = given;
    else if (named?.[key] !== undefined) out[key] = named[key];
    else out[key] = KINDS[problem].defaults[key];
  }
  if (problem === 'sudoku') {
    const example = VARIANT_EXAMPLES[out.variant] ?? VARIANT_EXAMPLES.classic;
    if (!out.puzzle) out.puzzle = example.puzzle;
    if (out.variant === 'jigsaw' && !out.regions) out.regions = example.regions;
    if (out.variant !== 'jigsaw') out.regions = '';
  }
  return out;
}

/** The preset a state's problem is exactly (its name), or '' when it is none. */
export function presetOf(state) {
  const problem = normalize(state);
  for (const [name, preset] of Object.entries(PRESETS)) {
    if (sameProblem(problem, normalize(preset.problem))) return name;
  }
  return '';
}

/** Whether two normalized problems are the same. */
export function sameProblem(a, b) {
  if (a.problem !== b.problem) return false;
  return PARAMETERS[a.problem].every((key) => a[key] === b[key]);
}

/**
 * The state a fragment stands for: the problem's kind and parameters (normalized, see
 * `normalize`), `rule`, `step`, and `warnings`, what was ignored, in words for the page.
 */
export function parseState(hash) {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const warnings = [];
  const fallback = () => ({ ...normalize(DEFAULT_STATE), rule: DEFAULT_STATE.rule, step: 0, warnings });
  if (body === '') return fallback();
  let params;
  try {
    params = new URLSearchParams(body);
  } catch {
    warnings.push('the link could not be read');
    return fallback();
  }
  const given = {};
  const name = params.get('problem');
  let problem = DEFAULT_STATE.problem;
  if (name !== null) {
    if (Object.hasOwn(PRESETS, name) || Object.hasOwn(KINDS, name)) problem = name;
    else warnings.push(`unknown problem "${clip(name)}"`);
  }
  const kind = Object.hasOwn(PRESETS, problem) ? PRESETS[problem].problem.problem : problem;
  let usable = true;
  for (const key of new Set(params.keys())) {
    if (COMMON.has(key)) continue;
    if (!PARAMETERS[kind].includes(key)) {
      warnings.push(`"${clip(key)}" does not apply to ${KINDS[kind].label.toLowerCase()}`);
      continue;
    }
    const value = params.get(key);
    const read = READERS[key](value, kind);
    if (read.warning) warnings.push(read.warning);
    if (read.value !== undefined) given[key] = read.value;
    if (read.unusable) usable = false;
  }
  if (kind === 'dlx' && given.text === undefined && usable) {
    warnings.push('a problem of your own needs its text (text=...)');
    usable = false;
  }
  if (kind === 'sudoku' && given.regions !== undefined && (given.variant ?? normalize({ problem }).variant) !== 'jigsaw') {
    warnings.push('a region map only applies to a jigsaw Sudoku (variant=jigsaw)');
  }
  const state = usable ? normalize({ ...given, problem }) : normalize(DEFAULT_STATE);
  state.rule = DEFAULT_STATE.rule;
  const rule = params.get('rule');
  if (rule !== null) {
    if (RULES.includes(rule)) state.rule = rule;
    else warnings.push(`unknown branching rule "${clip(rule)}"`);
  }
  state.step = 0;
  const step = params.get('step');
  if (step !== null) {
    if (/^\d{1,9}$/u.test(step) && Number(step) <= MAX_STEP) state.step = Number(step);
    else warnings.push(`step "${clip(step)}" is not a whole number up to ${count(MAX_STEP)}`);
  }
  state.warnings = warnings;
  return state;
}

/** Whole numbers from 1 to `max`, as a link writes them. */
function wholeNumber(value, max, what) {
  if (/^\d{1,3}$/u.test(value) && Number(value) >= 1 && Number(value) <= max) return { value: Number(value) };
  return { warning: `${what} "${clip(value)}" is not a whole number from 1 to ${max}` };
}

function oneOf(value, allowed, what) {
  if (allowed.includes(value)) return { value };
  return { warning: `unknown ${what} "${clip(value)}": use ${listWords(allowed)}` };
}

/** How each parameter is read: `{ value }`, or `{ warning }` (and the default is kept). */
const READERS = {
  n: (value, kind) =>
    kind === 'queens'
      ? wholeNumber(value, MAX_QUEENS, 'the number of queens')
      : wholeNumber(value, MAX_LANGFORD, 'the n of the Langford pairs'),
  symmetry: (value) => oneOf(value, SYMMETRIES, 'symmetry'),
  board: (value) => oneOf(value, BOARDS, 'pentomino board'),
  variant: (value) => oneOf(value, VARIANTS, 'Sudoku variant'),
  puzzle: (value) =>
    value.length <= MAX_PUZZLE
      ? { value }
      : { warning: `the puzzle in the link is too long (${count(value.length)} characters)` },
  regions: (value) =>
    value.length <= MAX_REGIONS
      ? { value }
      : { warning: `the region map in the link is too long (${count(value.length)} characters)` },
  text: (value) => {
    if (value.length > MAX_DLX_LINK) {
      return {
        warning:
          `the problem in the link is too long (${count(value.length)} characters; a link carries at most ` +
          `${count(MAX_DLX_LINK)}): open it as a file instead`,
        unusable: true,
      };
    }
    if (value.trim() === '') return { warning: 'the problem in the link is empty', unusable: true };
    return { value };
  },
};

/**
 * The fragment for a state (defaults left out, so links stay short). `problem` is a kind with
 * its parameters, or a preset name (whose parameters the state's own override, an empty
 * `puzzle` meaning the preset's own). A state that is exactly a preset is written by its name.
 * A DLX text longer than MAX_DLX_LINK is left out (the link then names Knuth's example: check
 * `linkable` first).
 */
export function formatState(state) {
  const problem = normalize(state);
  const params = new URLSearchParams();
  const preset = presetOf(problem);
  if (preset) {
    params.set('problem', preset);
  } else {
    params.set('problem', problem.problem);
    const defaults = KINDS[problem.problem].defaults;
    const example = problem.problem === 'sudoku' ? VARIANT_EXAMPLES[problem.variant] : null;
    for (const key of PARAMETERS[problem.problem]) {
      const value = problem[key];
      if (value === defaults[key] || value === '' || value === undefined) continue;
      if (example && (key === 'puzzle' || key === 'regions') && value === example[key]) continue;
      params.set(key, String(value));
    }
  }
  const rule = state.rule ?? DEFAULT_STATE.rule;
  if (rule !== DEFAULT_STATE.rule) params.set('rule', rule);
  if (state.step > 0) params.set('step', String(state.step));
  return `#${params.toString()}`;
}

/** Whether a state fits in a link (a DLX text of at most MAX_DLX_LINK characters). */
export function linkable(state) {
  const problem = normalize(state);
  return problem.problem !== 'dlx' || (problem.text.length > 0 && problem.text.length <= MAX_DLX_LINK);
}

function count(n) {
  return n.toLocaleString('en-US');
}

function listWords(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
