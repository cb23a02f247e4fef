// What the embeddable player's link holds (embed.html, for a course page, slides or a blog): the
// problem and the rule as the visualizer's links write them (www/watch/url-state.js over
// www/shared/problem-link.js, WATCH_PAGE dialect), then the part of the search to play and how:
//
//   embed.html#problem=queens&n=4&from=0&to=30&autoplay=1&loop=1&speed=8&view=matrix
//
//   from, to    the steps played (whole numbers up to MAX_STEP; `to` left out: to the end)
//   autoplay    1: starts playing as soon as it is shown; 0 (the default): waits for Play
//   loop        1: having reached `to`, goes back to `from` and plays again
//   speed       events a second, from MIN_SPEED to MAX_SPEED (DEFAULT_EMBED.speed)
//   view        matrix, puzzle or both (the default)
//
// Everything at its default is left out of a link written here. Parsing is as strict as the
// visualizer's: a value that is not taken leaves the default, and a warning says why, in words
// for the page. Also here: the visualizer's link to the same problem and step, and the <iframe>
// snippet its "Copy embed code" hands out. Nothing here touches the DOM.

import { PRESETS, WATCH_PAGE, writeProblem } from '../shared/problem-link.js';
import { formatCount } from '../shared/numbers.js';
import { MAX_STEP, clip, formatState, presetOf, readLink, readStep } from '../watch/url-state.js';
import { wordSquareSides } from '../shared/boards/word-square.js';

export const VIEWS = Object.freeze(['both', 'matrix', 'puzzle']);
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 1000;

export const DEFAULT_EMBED = Object.freeze({ from: 0, to: null, autoplay: false, loop: false, speed: 4, view: 'both' });

/** The size the snippet gives the frame (the player is made to look right from 480x320 up). */
export const FRAME_SIZE = Object.freeze({ width: 640, height: 400 });

const KEYS = ['from', 'to', 'autoplay', 'loop', 'speed', 'view'];

/**
 * The embed's state for a fragment: the problem (normalized) and `rule` as the visualizer reads
 * them, `from`, `to` (null: the end of the search), `autoplay`, `loop`, `speed`, `view`, and
 * `warnings`, what was ignored.
 */
export function parseEmbed(hash) {
  const { state, warnings, params } = readLink(hash, KEYS);
  Object.assign(state, DEFAULT_EMBED);
  const from = params.get('from');
  if (from !== null) {
    const n = readStep(from);
    if (n === null) warnings.push(`from "${clip(from)}" is not a whole number up to ${formatCount(MAX_STEP)}`);
    else state.from = n;
  }
  const to = params.get('to');
  if (to !== null) {
    const n = readStep(to);
    if (n === null) warnings.push(`to "${clip(to)}" is not a whole number up to ${formatCount(MAX_STEP)}`);
    else if (n <= state.from) warnings.push(`to=${n} is not after from=${state.from}: playing to the end of the search`);
    else state.to = n;
  }
  for (const key of ['autoplay', 'loop']) {
    const value = params.get(key);
    if (value === null) continue;
    if (value === '1' || value === '0') state[key] = value === '1';
    else warnings.push(`${key} "${clip(value)}" is neither 1 (on) nor 0 (off)`);
  }
  const speed = params.get('speed');
  if (speed !== null) {
    const s = /^\d{1,4}(\.\d{1,2})?$/u.test(speed) ? Number(speed) : NaN;
    if (s >= MIN_SPEED && s <= MAX_SPEED) state.speed = s;
    else warnings.push(`speed "${clip(speed)}" is not a number of events a second from ${MIN_SPEED} to ${formatCount(MAX_SPEED)}`);
  }
  const view = params.get('view');
  if (view !== null) {
    if (VIEWS.includes(view)) state.view = view;
    else warnings.push(`unknown view "${clip(view)}" (view=${VIEWS.join(', ')})`);
  }
  state.warnings = warnings;
  return state;
}

/** The fragment for an embed's state: its problem and rule, then what is not at its default. */
export function formatEmbed(state) {
  const more = [];
  if (state.rule && state.rule !== 'mrv') more.push(['rule', state.rule]);
  for (const key of KEYS) {
    const value = state[key] ?? DEFAULT_EMBED[key];
    if (value === DEFAULT_EMBED[key]) continue;
    more.push([key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  }
  return writeProblem(state, WATCH_PAGE, more);
}

/** The visualizer's address (relative to embed.html) for the same problem and rule at `step`. */
export function watchHref(state, step) {
  return `./watch.html${formatState({ ...state, step, present: null })}`;
}

/** The problem in a few words, for a frame's title: "4 queens", "Langford pairs n=9". */
export function problemWords(state) {
  const preset = PRESETS[presetOf(state)];
  if (preset) return preset.label.replace(/ \(.*\)$/u, '');
  switch (state.problem) {
    case 'queens':
      return `${state.n} queens`;
    case 'langford':
      return `Langford pairs n=${state.n}`;
    case 'pentominoes':
      return `Pentominoes ${state.board}`;
    case 'iamonds':
      return `Hexiamonds ${state.board}`;
    case 'soma':
      return 'the Soma cube';
    case 'sudoku':
      return state.variant === 'classic' ? 'a Sudoku' : state.variant === 'x' ? 'an X-sudoku' : 'a jigsaw Sudoku';
    case 'words':
      return `a ${wordSquareSides(state.size).join('x')} word square`;
    default:
      return 'an exact-cover problem';
  }
}

/**
 * The HTML a teacher pastes into a page: an <iframe> of embed.html at `state` (an embed state:
 * problem, rule, from, to, ...); `site` is an absolute address of a page beside embed.html (the
 * visualizer's own).
 */
export function embedSnippet(state, site) {
  const src = new URL(`embed.html${formatEmbed(state)}`, site).href;
  const to = state.to === null || state.to === undefined ? 'the end' : `step ${formatCount(state.to)}`;
  const title = `Dancing links: Algorithm X on ${problemWords(state)}, from step ${formatCount(state.from ?? 0)} to ${to}`;
  const { width, height } = FRAME_SIZE;
  return `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" loading="lazy"></iframe>`;
}

function escapeAttribute(text) {
  return text.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}
