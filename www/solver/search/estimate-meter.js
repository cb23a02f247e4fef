// How big a long search is and how far it has got, for the solver page's Find all: the
// engine's estimate of the whole search (Knuth's random paths, run in the page's worker while
// the pool counts) and the engine's tree fraction from the progress messages (a pool's combined
// by www/workers/pool-fraction.js). This file reckons; estimate-panel.js draws; the words are
// www/shared/estimate-words.js's.
//
//   search starts ─► ESTIMATE_DELAY_MS ─► (still running?) estimate in the worker, at most
//   ESTIMATE_SAMPLES paths ─► "About 1.2 million packings, roughly 40 s on 2 workers."
//   progress messages ─► rate of nodes per second, fraction done ─► bar, "37% done, about 25 s left"

import { SLOW_MS } from './search-job.js';
import { estimateLine, leftLine } from '../../shared/estimate-words.js';

/**
 * How long a search runs before it is estimated: one that finishes sooner (most of them) costs
 * nothing more; the same wait as the busy line's.
 */
export const ESTIMATE_DELAY_MS = SLOW_MS;
/**
 * The paths the estimate follows: enough for the size of most trees (the nodes of the 6x10
 * pentomino box within about a fifth after a thousand) and for the count of problems whose
 * solutions are common (14 queens: within about a tenth), few enough to take well under a
 * second beside the search. Rare solutions (a pentomino box's: a thousand paths usually meet
 * none) are beyond it: then only the time is told (COUNT_TRUSTED_ERROR).
 */
export const ESTIMATE_SAMPLES = 1000;
/** The seed of the estimate's paths: the same problem gets the same estimate. */
export const ESTIMATE_SEED = 1;
/** The least fraction done from which the time left is read from the fraction alone. */
const FRACTION_FLOOR = 0.02;
/**
 * The largest standard error, as a share of the estimated count, at which the estimate names a
 * count. Past it the paths met too few solutions (one path that meets one has a standard error
 * about the mean's size; none, a mean of 0): the count is not told, only the time.
 */
export const COUNT_TRUSTED_ERROR = 0.4;

/**
 * The account of one search on the solver page: every figure it shows comes from here, so that
 * none contradicts another. What the search found (never replaced by what the page kept for
 * browsing), what it kept, the engine's estimate of the whole search (of the same problem, from
 * the same spec), its progress, and how it ended:
 *
 *   running ─► done       (the search finished, or stopped at its cap: the count is exact, the
 *                          estimate goes)
 *           └► stopped    (Cancel: the count is what was found so far; the estimate stays)
 *
 * Once ended it takes nothing more: a late estimate or progress message cannot change it.
 */
export class SearchMeter {
  /**
   * `limit` is the search's cap on solutions (0: none); `one` and `many` the nouns of its
   * solutions ('packing', 'packings').
   */
  constructor({ limit = 0, one = 'solution', many = `${one}s` } = {}) {
    this.limit = limit;
    this.one = one;
    this.many = many;
    /** 'running', 'done' or 'stopped'. */
    this.phase = 'running';
    /** The engine's estimate: { samples, nodes, updates, solutions } ({ mean, stdError } each). */
    this.estimate = null;
    /** The largest fraction done seen: the bar never goes back. */
    this.fraction = 0;
    this.nodes = 0;
    /** Solutions found by the search, as it reports them: never fewer than it said before. */
    this.found = 0;
    /** Solutions kept for browsing: the first ones found, at most `found`. */
    this.kept = 0;
    this.elapsed = 0;
    this.workers = 1;
  }

  /** Whether the search searched everything it was asked to: its count is exact. */
  get finished() {
    return this.phase === 'done';
  }

  /** The same figure under the name the progress messages give it. */
  get solutions() {
    return this.found;
  }

  setEstimate(estimate) {
    if (this.phase !== 'running') return;
    if (estimate && estimate.samples > 0) this.estimate = estimate;
  }

  /** A progress message of the search: `{ nodes, elapsed, fraction, solutions, workers }`. */
  progress({ nodes = 0, elapsed = 0, fraction = 0, solutions = 0, workers = 1 }) {
    if (this.phase !== 'running') return;
    this.nodes = Math.max(this.nodes, nodes);
    this.elapsed = Math.max(this.elapsed, elapsed);
    this.found = Math.max(this.found, solutions);
    this.workers = workers;
    let f = Number.isFinite(fraction) ? fraction : 0;
    // A capped search ends at its cap: its share of the cap found is progress too.
    if (this.limit > 0) f = Math.max(f, this.found / this.limit);
    this.fraction = Math.min(1, Math.max(this.fraction, f));
  }

  /** The solutions the page holds for browsing. */
  setKept(kept) {
    this.kept = Math.max(0, kept);
  }

  /**
   * The search ended with `answer`: a 'result' (finished, or stopped at its cap) or
   * 'cancelled' (or `{ finished }` alone). Its count is taken, never below what it reported.
   */
  end(answer) {
    if (this.phase !== 'running') return;
    const done = answer.type ? answer.type === 'result' : Boolean(answer.finished);
    if (answer.nodes !== undefined) this.nodes = Math.max(this.nodes, answer.nodes);
    if (answer.elapsed !== undefined) this.elapsed = Math.max(this.elapsed, answer.elapsed);
    if (answer.workers !== undefined) this.workers = answer.workers;
    // A finished search's count is exact, whatever an earlier progress message said.
    if (answer.solutions !== undefined) this.found = done ? answer.solutions : Math.max(this.found, answer.solutions);
    this.phase = done ? 'done' : 'stopped';
    if (done) this.fraction = 1;
  }

  /** Whether some solutions found were not kept for browsing. */
  get truncated() {
    return this.kept < this.found;
  }

  /** Search-tree nodes per ms, as measured so far; null before a measure. */
  get rate() {
    return this.nodes > 0 && this.elapsed > 0 ? this.nodes / this.elapsed : null;
  }

  /**
   * The count the estimate can tell, or null when its paths met too few solutions to tell it
   * (an estimate of 0 from paths that met none says nothing of a count).
   */
  get estimatedCount() {
    const s = this.estimate?.solutions;
    if (!s || !(s.mean > 0) || !(s.stdError <= COUNT_TRUSTED_ERROR * s.mean)) return null;
    return s.mean;
  }

  /**
   * The nodes the search will visit in all, from the estimate: all of the tree, or, with a
   * cap below the estimated count, the part of it that holds that many solutions.
   */
  get totalNodes() {
    if (!this.estimate) return null;
    const { nodes } = this.estimate;
    const count = this.estimatedCount;
    if (this.limit > 0 && count !== null && count > this.limit) return nodes.mean * (this.limit / count);
    return nodes.mean;
  }

  /** The estimated time of the whole search in seconds, or null. */
  get totalSeconds() {
    const { rate, totalNodes } = this;
    if (rate === null || totalNodes === null) return null;
    return Math.max(totalNodes, this.nodes) / rate / 1000;
  }

  /**
   * The time left in seconds, or null: the nodes the estimate says are left at the measured
   * rate; once the search has gone past the estimate (it was low), from the fraction done.
   */
  get leftSeconds() {
    if (this.phase !== 'running') return null;
    const { rate, totalNodes } = this;
    if (rate !== null && totalNodes !== null && this.nodes < totalNodes) return (totalNodes - this.nodes) / rate / 1000;
    if (this.fraction >= FRACTION_FLOOR && this.elapsed > 0) return (this.elapsed * (1 - this.fraction)) / this.fraction / 1000;
    return null;
  }

  /**
   * The estimate in words while it means something: "Estimating..." until it comes (while the
   * search runs), then the count and time; nothing once the search is done (its count is the
   * verdict's), nor after a Cancel that came before any estimate.
   */
  get estimateText() {
    if (this.phase === 'done') return '';
    if (!this.estimate) return this.phase === 'running' ? 'Estimating the size of the search…' : '';
    return estimateLine({
      solutions: this.estimatedCount,
      found: this.found,
      seconds: this.phase === 'running' ? this.totalSeconds : null,
      workers: this.workers,
      one: this.one,
      many: this.many,
    });
  }

  /** The bar's value, 0 to 100 (one decimal): never below what it was. */
  get percent() {
    return Math.floor(this.fraction * 1000) / 10;
  }

  get leftText() {
    return leftLine({ fraction: this.fraction, seconds: this.leftSeconds, finished: this.finished, stopped: this.phase === 'stopped' });
  }
}
