// What the visualizer's URL holds: the problem, the branching rule and the step, so that a
// link reproduces exactly one moment of the search ("look at step 137"), and whether it is
// presented on a projector, with which panels (a lesson's link opens ready to show):
//
//   watch.html#problem=queens&n=10&rule=first&step=137
//   watch.html#problem=sudoku4&present=matrix-narration-puzzle
//
// The problem part is the grammar both pages share, in the visualizer's dialect
// (www/shared/problem-link.js: its kinds, presets and limits); the rule and the step come after it,
// left out at their defaults (rule=mrv, step=0). A problem the visualizer cannot step
// through (a DLX text too long for a link, or none) falls back to Knuth's example, and the
// warnings say why.

import { MAX_LINK_TEXT, WATCH_PAGE, normalize as normalizeIn, presetOf as presetIn, readProblem, writeProblem } from '../shared/problem-link.js';
import { formatCount } from '../shared/numbers.js';
import { PANELS, panelList } from './present.js';

export const RULES = Object.freeze(['mrv', 'first']);
/** The furthest step a link may ask for (stepping there must stay quick). */
export const MAX_STEP = 5_000_000;

export const DEFAULT_STATE = Object.freeze({ problem: 'knuth', rule: 'mrv', step: 0 });

/** The problem part of a state, every parameter there (see normalize in problem-link.js). */
export function normalize(state) {
  return normalizeIn(state, WATCH_PAGE);
}

/** The preset a state's problem is exactly (its name), or '' when it is none. */
export function presetOf(state) {
  return presetIn(state, WATCH_PAGE);
}

/**
 * The state a fragment stands for: the problem's kind and parameters (normalized), `rule`,
 * `step`, `present` (the panels to present; only when the link presents), and `warnings`,
 * what was ignored, in words for the page.
 */
export function parseState(hash) {
  const { state, warnings, params } = readLink(hash, ['step', 'present']);
  state.step = 0;
  const step = params.get('step');
  if (step !== null) {
    if (readStep(step) !== null) state.step = readStep(step);
    else warnings.push(`step "${clip(step)}" is not a whole number up to ${formatCount(MAX_STEP)}`);
  }
  // Present mode's panels (absent: not presenting); `present=` alone shows the default ones.
  const present = params.get('present');
  if (present !== null) {
    const keys = present === '' ? [] : present.split('-');
    const known = PANELS.map(([key]) => key);
    for (const key of keys) if (!known.includes(key)) warnings.push(`unknown panel "${clip(key)}" (present=${known.join('-')})`);
    state.present = panelList(keys);
  }
  state.warnings = warnings;
  return state;
}

/** What the engine takes for a state's problem: problemSolver's spec (www/shared/engine.js). */
export function problemSpec(state) {
  const { problem: kind, puzzle, ...rest } = state;
  return kind === 'sudoku' ? { ...rest, kind, text: puzzle } : { ...rest, kind };
}

/**
 * The part of a fragment every page of the visualizer reads alike: the problem (normalized; a
 * problem of one's own without a text falls back to the default) and `rule`. Returns `{ state,
 * warnings, params }`; `ownKeys` are the page's further keys, left for it to read from `params`.
 */
export function readLink(hash, ownKeys = []) {
  const { problem, warnings, params } = readProblem(hash, WATCH_PAGE, ['rule', ...ownKeys]);
  let state = problem;
  if (problem.problem === 'dlx' && problem.text.trim() === '') {
    const text = params.get('text');
    // A text too long for a link has been named already.
    if (text === null) warnings.push('a problem of your own needs its text (text=...)');
    else if (text.length <= MAX_LINK_TEXT) warnings.push('the problem in the link is empty');
    state = normalize(DEFAULT_STATE);
  }
  state.rule = DEFAULT_STATE.rule;
  const rule = params.get('rule');
  if (rule !== null) {
    if (RULES.includes(rule)) state.rule = rule;
    else warnings.push(`unknown branching rule "${clip(rule)}"`);
  }
  return { state, warnings, params };
}

/**
 * The fragment for a state: its problem (a kind with its parameters, or a preset name whose
 * parameters the state's own override), then the rule and the step when not the defaults,
 * and the panels when presenting (`present`, a list of panel keys, or null).
 * A DLX text longer than a link carries is left out: check `linkable` first.
 */
export function formatState(state) {
  const more = [];
  const rule = state.rule ?? DEFAULT_STATE.rule;
  if (rule !== DEFAULT_STATE.rule) more.push(['rule', rule]);
  if (state.step > 0) more.push(['step', String(state.step)]);
  if (state.present) more.push(['present', state.present.join('-')]);
  return writeProblem(state, WATCH_PAGE, more);
}

/** A step written in a link (plain digits, up to MAX_STEP), or null. */
export function readStep(text) {
  return /^\d{1,9}$/u.test(text) && Number(text) <= MAX_STEP ? Number(text) : null;
}

export function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
