// Knuth's estimate of a search, and how far a search has got, in words: the same on the solver
// page ("About 1.2 million packings, roughly 40 s on 2 workers.") and in the visualizer
// ("About 2,100 nodes in all; 37% explored."). The numbers come from the engine (its estimate,
// its tree fraction); only their wording is here.

import { formatCount, plural } from './numbers.js';

const BIG = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
];

/** The longest time an estimate names; past it, "more than ten thousand years". */
const YEARS_NAMED = 1e4;
/** Below this many seconds an estimated time is "a few seconds": the estimate is no finer. */
const FEW_SECONDS = 5;

/** Two significant digits: 1234 -> 1200, 0.0456 -> 0.046. */
function twoDigits(x) {
  if (x === 0) return 0;
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(x))) - 1);
  return Math.round(x / scale) * scale;
}

/** A whole number in superscript digits, for a power of ten in running text: 23 -> ²³. */
function superscript(n) {
  return String(n).replace(/\d/gu, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d]);
}

/**
 * An estimated count, rounded to what an estimate can say (two significant digits): "480",
 * "12,000", "1.2 million", "3.4 billion"; past a thousand trillion, a power of ten. 0 for a
 * count that rounds to less than 1.
 */
export function roughCount(x) {
  if (!(x >= 0.5)) return '0';
  const r = twoDigits(x);
  if (r >= 1e15) {
    const e = Math.floor(Math.log10(r));
    return `${(r / 10 ** e).toFixed(1)} × 10${superscript(e)}`;
  }
  for (const [size, word] of BIG) {
    if (r >= size) return `${Number((r / size).toPrecision(2))} ${word}`;
  }
  return formatCount(r);
}

/** An estimated count with its noun: "about 1.2 million packings", "about 1 solution", "no solutions". */
export function aboutCount(x, one, many = `${one}s`) {
  const words = roughCount(x);
  if (words === '0') return `no ${many}`;
  return `about ${words} ${words === '1' ? one : many}`;
}

/**
 * A duration in seconds as an estimate gives it: "under a second", "4 s", "40 s", "12 min",
 * "3 h", "5 days", "20 years". Two significant digits at most, whole units.
 */
export function roughDuration(seconds) {
  if (!(seconds >= 1)) return 'under a second';
  // Each unit up to the next one's size, rounded first: 59.6 s is "1 min", not "60 s".
  const units = [
    [1, 60, 's', 's'],
    [60, 60, 'min', 'min'],
    [3600, 24, 'h', 'h'],
    [86400, 365, 'day', 'days'],
  ];
  for (const [size, next, one, many] of units) {
    const n = Math.max(1, twoDigits(Math.round(seconds / size)));
    if (n < next) return `${n} ${n === 1 ? one : many}`;
  }
  const years = Math.max(1, twoDigits(Math.round(seconds / (86400 * 365))));
  if (years >= YEARS_NAMED) return 'more than ten thousand years';
  return `${formatCount(years)} ${years === 1 ? 'year' : 'years'}`;
}

/**
 * An estimated duration as it reads after a count or before "left": "roughly 40 s", "a few
 * seconds", "more than ten thousand years" (`about` replaces "roughly" before "left").
 */
function timePhrase(seconds, { about = 'roughly' } = {}) {
  if (seconds < FEW_SECONDS) return 'a few seconds';
  const time = roughDuration(seconds);
  if (time.startsWith('more than')) return time;
  return `${about} ${time}`;
}

/**
 * The estimate before and while a search runs: "About 1.2 million packings, roughly 40 s on 2
 * workers." `solutions` is the estimated count, or null when the estimate cannot tell it (its
 * random paths met too few solutions); `found` the solutions the search has found already, so
 * that the line never says fewer ("At least 4,405 packings, ..."); `seconds` the estimated
 * time of the whole search (null when no rate is measured yet); `workers` how many share it.
 */
export function estimateLine({ solutions, found = 0, seconds, workers = 1, one, many = `${one}s` }) {
  const on = workers > 1 ? ` on ${workers} workers` : '';
  const timed = seconds !== null && seconds !== undefined && Number.isFinite(seconds);
  const time = timed ? timePhrase(seconds) : '';
  if (solutions === null || solutions === undefined) {
    // Its random paths met too few solutions to tell their number: only the time is told.
    const rare = `the ${many} are too rare for the estimate to count`;
    return timed ? `The whole search: ${time}${on} (${rare}).` : `${rare[0].toUpperCase()}${rare.slice(1)}.`;
  }
  let count;
  if (found > 0 && found >= solutions) count = `At least ${plural(found, one, many)}`;
  else {
    const about = aboutCount(solutions, one, many);
    count = `${about[0].toUpperCase()}${about.slice(1)}`;
  }
  return timed ? `${count}, ${time}${on}.` : `${count}.`;
}

/** A percentage for a progress bar, never shown as 100 before the end: 0.372 -> "37%". */
export function percentText(fraction, finished = false) {
  if (finished) return '100%';
  const p = Math.floor(Math.min(Math.max(fraction, 0), 1) * 100);
  return `${Math.min(p, 99)}%`;
}

/**
 * How far a search is and how long is left: "37% done, about 25 s left", "98% done, a few
 * seconds left", or "37% done"; "Stopped at 37%" once cancelled.
 */
export function leftLine({ fraction, seconds, finished = false, stopped = false }) {
  if (stopped && !finished) return `Stopped at ${percentText(fraction)}`;
  const done = `${percentText(fraction, finished)} done`;
  if (finished || seconds === null || seconds === undefined || !Number.isFinite(seconds)) return done;
  return `${done}, ${timePhrase(seconds, { about: 'about' })} left`;
}

/** The whole tree beside the visualizer's drawing: "About 2,100 nodes in all; 37% explored." */
export function treeLine({ nodes, fraction }) {
  const count = aboutCount(nodes, 'node');
  return `${count[0].toUpperCase()}${count.slice(1)} in all; ${percentText(fraction, fraction >= 1)} explored.`;
}
