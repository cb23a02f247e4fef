// What the visualizer's URL holds: the problem, the branching rule and the step, so that a
// link reproduces exactly one moment of the search ("look at step 137"). The fragment is
// `#problem=sudoku4&puzzle=.1..3...&rule=mrv&step=137`. Parsing is strict: an unknown problem,
// rule or a step that is not a whole number falls back to the default and says why, and
// nothing from the URL is ever used as HTML.

/** The problems the page offers, by the name the URL uses. */
export const PROBLEMS = Object.freeze({
  knuth: { label: "Knuth's example", example: 'knuth' },
  classic: { label: 'The 6x7 matrix', example: 'classic' },
  queens4: { label: '4 queens', example: 'queens4' },
  queens5: { label: '5 queens', example: 'queens5' },
  queens6: { label: '6 queens', example: 'queens6' },
  queens8: { label: '8 queens', example: 'queens8' },
  // The board's symmetry is broken (www/watch.js): 3x20 has 2 packings, 6x10 has 2339.
  pentominoes3x20: { label: 'Pentominoes 3x20', board: '3x20' },
  pentominoes6x10: { label: 'Pentominoes 6x10 (long)', board: '6x10' },
  // A sequence and its reversal count once: 1, 1 and 26 sequences.
  langford3: { label: 'Langford pairs n=3', langford: 3 },
  langford4: { label: 'Langford pairs n=4', langford: 4 },
  langford7: { label: 'Langford pairs n=7', langford: 7 },
  sudoku4: { label: '4x4 Sudoku', box: 2, puzzle: '.1..3.....4..2..' },
  sudoku9: {
    label: '9x9 Sudoku',
    box: 3,
    puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
});

export const RULES = Object.freeze(['mrv', 'first']);

/** The longest puzzle text a link may carry (a 9x9 with separators fits easily). */
const MAX_PUZZLE = 400;
/** The furthest step a link may ask for (stepping there must stay quick). */
export const MAX_STEP = 5_000_000;

export const DEFAULT_STATE = Object.freeze({ problem: 'knuth', puzzle: '', rule: 'mrv', step: 0 });

/**
 * The state a fragment stands for: `{ problem, puzzle, rule, step, warnings }`. `puzzle` is
 * '' for problems without one (and the problem's own puzzle is used when the link has none).
 * `warnings` lists what was ignored, in words for the page.
 */
export function parseState(hash) {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const state = { ...DEFAULT_STATE, warnings: [] };
  if (body === '') return state;
  const params = new URLSearchParams(body);
  const problem = params.get('problem');
  if (problem !== null) {
    if (Object.hasOwn(PROBLEMS, problem)) state.problem = problem;
    else state.warnings.push(`unknown problem "${clip(problem)}"`);
  }
  const puzzle = params.get('puzzle');
  if (puzzle !== null && PROBLEMS[state.problem].box) {
    if (puzzle.length <= MAX_PUZZLE) state.puzzle = puzzle;
    else state.warnings.push(`the puzzle in the link is too long (${puzzle.length} characters)`);
  }
  const rule = params.get('rule');
  if (rule !== null) {
    if (RULES.includes(rule)) state.rule = rule;
    else state.warnings.push(`unknown branching rule "${clip(rule)}"`);
  }
  const step = params.get('step');
  if (step !== null) {
    if (/^\d{1,9}$/u.test(step) && Number(step) <= MAX_STEP) state.step = Number(step);
    else state.warnings.push(`step "${clip(step)}" is not a whole number up to ${MAX_STEP.toLocaleString('en-US')}`);
  }
  return state;
}

/** The fragment for a state (defaults left out, so links stay short). */
export function formatState({ problem, puzzle, rule, step }) {
  const params = new URLSearchParams();
  params.set('problem', problem);
  if (PROBLEMS[problem]?.box && puzzle && puzzle !== PROBLEMS[problem].puzzle) params.set('puzzle', puzzle);
  if (rule !== DEFAULT_STATE.rule) params.set('rule', rule);
  if (step > 0) params.set('step', String(step));
  return `#${params.toString()}`;
}

function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
