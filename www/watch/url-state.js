// What the visualizer's URL holds: the problem, the branching rule and the step, so that a
// link reproduces exactly one moment of the search ("look at step 137"), and whether it is
// presented on a projector, with which panels (a lesson's link opens ready to show):
//
//   watch.html#problem=queens&n=10&rule=first&step=137
//   watch.html#problem=sudoku4&present=matrix-narration-puzzle
//   watch.html#problem=queens8&stop=backtrack-level4   where playing stops (www/watch/player/breakpoints.js)
//   watch.html#lesson=ten-slides&slide=3              a built-in lesson at a slide
//   watch.html#lesson-text=IyBNeSBsZXNzb24K...&slide=2   a lesson's own text (UTF-8, base64url)
//
// The problem part is the grammar both pages share, in the visualizer's dialect
// (www/shared/problem-link.js: its kinds, presets and limits); the rule and the step come after it,
// left out at their defaults (rule=mrv, step=0). A problem the visualizer cannot step
// through (a DLX text too long for a link, or none) falls back to Knuth's example, and the
// warnings say why.

import { MAX_LINK_TEXT, VISUALIZER_KEYS, WATCH_PAGE, normalize as normalizeIn, presetOf as presetIn, readProblem, writeProblem } from '../shared/problem-link.js';
import { formatCount } from '../shared/numbers.js';
import { PANELS, panelList } from './present.js';
import { MAX_STEP, readStops } from './player/index.js';

export const RULES = Object.freeze(['mrv', 'first']);
export { MAX_STEP };

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
 * `step`, `present` (the panels to present; only when the link presents), `predict` (true when
 * the link asks for Predict mode), `stops` (a Breakpoints, only when the link names them), and
 * `warnings`, what was ignored, in words for the page.
 */
export function parseState(hash) {
  const { state, warnings, params } = readLink(hash, VISUALIZER_KEYS);
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
  // Predict mode (an exercise to hand out): `predict=1`.
  const predict = params.get('predict');
  if (predict !== null) {
    if (predict === '1') state.predict = true;
    else warnings.push(`predict "${clip(predict)}" is not 1`);
  }
  // Where playing stops, when not at solutions only: `stop=backtrack-level4`, `stop=none`.
  const stop = params.get('stop');
  if (stop !== null) {
    const read = readStops(stop);
    state.stops = read.stops;
    warnings.push(...read.warnings);
  }
  const lesson = readLesson(params, warnings);
  if (lesson) state.lesson = lesson;
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

/** The most slides a lesson has (lesson/parse.js LIMITS.slides). */
const MAX_SLIDE = 100;

/** A lesson in a link: `{ name, slide }` or `{ text, slide }` (slides from 1), or null. */
function readLesson(params, warnings) {
  const name = params.get('lesson');
  const encoded = params.get('lesson-text');
  if (name === null && encoded === null) return null;
  let slide = 1;
  const given = params.get('slide');
  if (given !== null) {
    if (/^\d{1,3}$/u.test(given) && Number(given) >= 1 && Number(given) <= MAX_SLIDE) slide = Number(given);
    else warnings.push(`slide "${clip(given)}" is not a whole number from 1 to ${MAX_SLIDE}`);
  }
  if (encoded !== null) {
    if (encoded.length > MAX_LESSON_LINK) {
      warnings.push(`the lesson in the link is too long (at most ${formatCount(MAX_LESSON_LINK)} characters)`);
      return null;
    }
    const text = decodeLessonText(encoded);
    if (text === null) {
      warnings.push('the lesson in the link is damaged (not base64url UTF-8 text)');
      return null;
    }
    return { text, slide };
  }
  if (!/^[a-z0-9-]{1,40}$/u.test(name)) {
    warnings.push(`unknown lesson "${clip(name)}"`);
    return null;
  }
  return { name, slide };
}

/** The longest encoded lesson a link carries (as long as a problem's text). */
export const MAX_LESSON_LINK = MAX_LINK_TEXT;

/** A lesson's text as base64url of its UTF-8 (no padding). */
export function encodeLessonText(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The text of encodeLessonText's output, or null when it is not that. */
export function decodeLessonText(encoded) {
  if (!/^[A-Za-z0-9_-]*$/u.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded.replace(/-/gu, '+').replace(/_/gu, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The fragment of a lesson at a slide: `#lesson=NAME&slide=N` for a built-in one, or
 * `#lesson-text=...&slide=N`, or null when the text is too long for a link.
 */
export function lessonFragment({ name, text, slide }) {
  const params = new URLSearchParams();
  if (name !== undefined) {
    params.set('lesson', name);
  } else {
    const encoded = encodeLessonText(text);
    if (encoded.length > MAX_LESSON_LINK) return null;
    params.set('lesson-text', encoded);
  }
  if (slide > 1) params.set('slide', String(slide));
  return `#${params.toString()}`;
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
  if (state.predict) more.push(['predict', '1']);
  // The link form of the stops ('' for the default), www/watch/player/breakpoints.js writeStops.
  if (state.stop) more.push(['stop', state.stop]);
  return writeProblem(state, WATCH_PAGE, more);
}

/** A step written in a link (plain digits, up to MAX_STEP), or null. */
export function readStep(text) {
  return /^\d{1,10}$/u.test(text) && Number(text) <= MAX_STEP ? Number(text) : null;
}

export function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
