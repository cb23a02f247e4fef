// Where playing pauses: the player's breakpoints (www/watch/player/player.js). Event kinds (a
// solution, a backtrack), a level (the search chooses an item at level N) and a step (the
// search arrives at step N). The kinds and levels are the engine's events as the trace
// decodes them; nothing here decides what they mean.
//
//   const stops = new Breakpoints(['solution'])   a Set of event kinds, with `level` and `step`
//   stops.hits(event, position)                   whether playing pauses after `event`, done
//                                                 to arrive at `position`
//   readStops('solution-level4') -> { stops, warnings }, writeStops(stops) -> 'solution-level4'

import { formatCount } from '../../shared/numbers.js';

/** The event kinds a user can stop at, in the order they are listed and written. */
export const STOP_KINDS = Object.freeze(['solution', 'backtrack']);
/** The deepest level and the furthest step a stop may name (as far as a link may seek). */
export const MAX_STOP_LEVEL = 9999;
/**
 * The furthest step a link or a stop may name. The player steps in slices of a frame, so a far
 * step takes a while to reach but never blocks the page, and any command stops the way there;
 * the page can itself reach steps past any smaller bound (two "next solution" on 3x20
 * pentominoes pass step 7,900,000), and a link must carry what the page shows.
 */
export const MAX_STEP = 1_000_000_000;
/** What a link says when no stop is left (an empty `stop=` reads as this too). */
const NONE = 'none';

export class Breakpoints extends Set {
  /** A level N: playing pauses when the search chooses an item at level N (null: none). */
  level = null;
  /** A step N: playing pauses on arriving at step N (null: none). */
  step = null;

  /** Forgets the kinds, the level and the step: playing runs to the end. */
  clear() {
    super.clear();
    this.level = null;
    this.step = null;
  }

  /** Whether playing pauses after `event`, the event that made the search arrive at `position`. */
  hits(event, position) {
    if (this.has(event.kind)) return true;
    if (this.step !== null && position === this.step) return true;
    return this.level !== null && event.kind === 'choose' && event.level === this.level;
  }

  /** Whether the stops are the page's default ones (a solution, nothing else). */
  get isDefault() {
    return this.size === 1 && this.has('solution') && this.level === null && this.step === null;
  }

  /** Makes these stops the same as `other`'s. */
  copy(other) {
    this.clear();
    for (const kind of other) this.add(kind);
    this.level = other.level ?? null;
    this.step = other.step ?? null;
    return this;
  }
}

/** A level or step typed by the user: a whole number from `min` to `max`, or null. */
export function readWhole(text, min, max) {
  const t = String(text).trim();
  if (!/^\d{1,10}$/u.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/**
 * The stops written in a link (`solution-backtrack-level4-step1200`, `none`), with what was
 * ignored, in words. Unknown parts are left out and named; when no part is known, the
 * default stops are kept (a link that says nothing readable asks for no change, not for
 * playing to run to the end: that is `none`).
 */
export function readStops(text) {
  const stops = new Breakpoints();
  const warnings = [];
  if (text === '' || text === NONE) return { stops, warnings };
  let known = 0;
  for (const part of text.split('-')) {
    const level = /^level(\d+)$/u.exec(part);
    const step = /^step(\d+)$/u.exec(part);
    if (STOP_KINDS.includes(part)) stops.add(part);
    else if (level && readWhole(level[1], 0, MAX_STOP_LEVEL) !== null) stops.level = Number(level[1]);
    else if (step && readWhole(step[1], 1, MAX_STEP) !== null) stops.step = Number(step[1]);
    else {
      warnings.push(`unknown stop "${part.length > 40 ? `${part.slice(0, 40)}...` : part}" (stop=${STOP_KINDS.join('-')}-level4-step100, or none)`);
      continue;
    }
    known += 1;
  }
  if (known === 0) {
    stops.add('solution');
    warnings.push('playing stops at solutions, as it does by default');
  }
  return { stops, warnings };
}

/** The link's form of `stops` (see readStops); '' for the default (a solution only). */
export function writeStops(stops) {
  if (stops.isDefault) return '';
  const parts = STOP_KINDS.filter((kind) => stops.has(kind));
  if (stops.level !== null) parts.push(`level${stops.level}`);
  if (stops.step !== null) parts.push(`step${stops.step}`);
  return parts.length ? parts.join('-') : NONE;
}

/** The stops in a few words for the player bar: "solutions, level 4", or "nowhere". */
export function stopsWords(stops) {
  const words = [];
  if (stops.has('solution')) words.push('solutions');
  if (stops.has('backtrack')) words.push('backtracks');
  if (stops.level !== null) words.push(`level ${formatCount(stops.level)}`);
  if (stops.step !== null) words.push(`step ${formatCount(stops.step)}`);
  return words.length ? words.join(', ') : 'nowhere';
}
