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
import { estimateLine, leftLine } from '../shared/estimate-words.js';

/**
 * How long a search runs before it is estimated: one that finishes sooner (most of them) costs
 * nothing more; the same wait as the busy line's.
 */
export const ESTIMATE_DELAY_MS = SLOW_MS;
/**
 * The paths the estimate follows: enough for a first digit of most counts (the standard error
 * of a pentomino box's count is a fifth of it after a thousand), few enough to take well under
 * a second in the largest problems, beside the search.
 */
export const ESTIMATE_SAMPLES = 1000;
/** The seed of the estimate's paths: the same problem gets the same estimate. */
export const ESTIMATE_SEED = 1;
/** The least fraction done from which the time left is read from the fraction alone. */
const FRACTION_FLOOR = 0.02;

export class SearchMeter {
  /**
   * `limit` is the search's cap on solutions (0: none); `one` and `many` the nouns of its
   * solutions ('packing', 'packings').
   */
  constructor({ limit = 0, one = 'solution', many = `${one}s` } = {}) {
    this.limit = limit;
    this.one = one;
    this.many = many;
    /** The engine's estimate: { samples, nodes, updates, solutions } ({ mean, stdError } each). */
    this.estimate = null;
    /** The largest fraction done seen: the bar never goes back. */
    this.fraction = 0;
    this.nodes = 0;
    this.solutions = 0;
    this.elapsed = 0;
    this.workers = 1;
    this.finished = false;
  }

  setEstimate(estimate) {
    if (estimate && estimate.samples > 0) this.estimate = estimate;
  }

  /** A progress message of the search: `{ nodes, elapsed, fraction, solutions, workers }`. */
  progress({ nodes = 0, elapsed = 0, fraction = 0, solutions = 0, workers = 1 }) {
    this.nodes = Math.max(this.nodes, nodes);
    this.elapsed = Math.max(this.elapsed, elapsed);
    this.solutions = Math.max(this.solutions, solutions);
    this.workers = workers;
    let f = Number.isFinite(fraction) ? fraction : 0;
    // A capped search ends at its cap: its share of the cap found is progress too.
    if (this.limit > 0) f = Math.max(f, this.solutions / this.limit);
    this.fraction = Math.min(1, Math.max(this.fraction, f));
  }

  /** The search ended: `finished` when it searched everything it was asked to. */
  end({ finished }) {
    this.finished = finished;
    if (finished) this.fraction = 1;
  }

  /** Search-tree nodes per ms, as measured so far; null before a measure. */
  get rate() {
    return this.nodes > 0 && this.elapsed > 0 ? this.nodes / this.elapsed : null;
  }

  /**
   * The nodes the search will visit in all, from the estimate: all of the tree, or, with a
   * cap below the estimated count, the part of it that holds that many solutions.
   */
  get totalNodes() {
    if (!this.estimate) return null;
    const { nodes, solutions } = this.estimate;
    if (this.limit > 0 && solutions.mean > this.limit) return nodes.mean * (this.limit / solutions.mean);
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
    if (this.finished) return 0;
    const { rate, totalNodes } = this;
    if (rate !== null && totalNodes !== null && this.nodes < totalNodes) return (totalNodes - this.nodes) / rate / 1000;
    if (this.fraction >= FRACTION_FLOOR && this.elapsed > 0) return (this.elapsed * (1 - this.fraction)) / this.fraction / 1000;
    return null;
  }

  /** The estimate in words, or '' before there is one. */
  get estimateText() {
    if (!this.estimate) return '';
    const seconds = this.finished ? null : this.totalSeconds;
    return estimateLine({ solutions: this.estimate.solutions.mean, seconds, workers: this.workers, one: this.one, many: this.many });
  }

  /** The bar's value, 0 to 100 (one decimal): never below what it was. */
  get percent() {
    return Math.floor(this.fraction * 1000) / 10;
  }

  get leftText() {
    return leftLine({ fraction: this.fraction, seconds: this.leftSeconds, finished: this.finished });
  }
}
