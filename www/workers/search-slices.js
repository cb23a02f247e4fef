// The slice loop of both engine workers (worker.js, the page's solver; count-worker.js, one of
// the pool's counters): a long search runs as a series of engine calls (`runFor(budget)` or
// `countFor(budget, left)`), each given a budget of search-tree nodes that adapts so that one
// call takes about SLICE_MS. Between calls the loop reports progress every PROGRESS_MS and gives
// the event loop a turn every SLICE_MS, after which it asks whether the search was cancelled or
// stopped: so a cancel is seen within a slice or two, whatever the problem.
//
//   time ──►  [call][call][call] yield? progress?  [call][call] yield → stopped? → end
//             └──── about SLICE_MS ────┘
//
// The clock and the yield are parameters (the workers take the defaults: performance.now and
// worker-io.js's yieldToEvents), so that tests/js/search-slices.test.mjs drives the loop with a
// fake clock and a fake engine and checks its timing properties without racing real time.

import { yieldToEvents as yieldThroughChannel } from './worker-io.js';

/**
 * How long one engine call should take, and how long to run before yielding: short enough
 * that progress, a cancel and a new problem are seen within a few ms, long enough that the
 * calls and the turns of the event loop cost nothing beside the search (a turn through a
 * MessageChannel takes a few µs).
 */
export const SLICE_MS = 10;
/** How often to report progress. */
export const PROGRESS_MS = 100;
/**
 * The first call's budget. Small: in a big problem (tens of thousands of options) one node can
 * cost a millisecond or more, and a first call of thousands of nodes would block for seconds.
 */
export const FIRST_BUDGET = 16;
/** The largest budget: far more nodes than any slice of any problem takes. */
export const MAX_BUDGET = 1 << 24;

/**
 * The budget for the next call, after a call of `budget` nodes that used them all and took
 * `took` ms: doubled when it took under half a slice, cut in proportion (to about one slice)
 * when it took over one and a half, else kept.
 *
 * Why 1.5 and not 2 (the two workers each had their own loop, one with each): the band
 * [1/2, 3/2] of a slice is about the narrowest that a doubling cannot jump over (a call just
 * under half a slice, doubled, takes just under one), so the budget settles instead of going
 * up and down, and its top keeps every call whose nodes cost what the budget was fitted to,
 * and so the wait for a yield, a cancel or a progress, within one and a half slices.
 */
export function nextBudget(budget, took) {
  if (took < SLICE_MS / 2) return Math.min(budget * 2, MAX_BUDGET);
  if (took > SLICE_MS * 1.5) return Math.max(1, Math.floor(budget * (SLICE_MS / took)));
  return budget;
}

const OUTCOMES = ['paused', 'solution', 'done'];

/**
 * Runs a search in slices until it is done or stopped. Resolves 'done' or 'stopped'.
 *
 * - `step(budget)` makes one engine call of at most `budget` nodes and says how it ended:
 *   'paused' (the budget ran out: its time says what a node costs), 'solution' (it stopped
 *   early at a solution, which says nothing about the budget; the search goes on) or 'done'
 *   (the search is finished, or has all the solutions it wants: the loop ends at once, with
 *   no more progress and no yield). A debug trap armed by the tests is sprung in `step`.
 * - `onProgress()` is called after a call when PROGRESS_MS have passed since the start or
 *   the last progress.
 * - `stopped()` is asked after each yield; when true the loop ends without another call.
 * - `now()` is the clock in ms and `yieldToEvents()` gives the event loop a turn (a promise):
 *   the defaults are the workers' (performance.now, a MessageChannel); tests pass fakes.
 */
export async function runSlices({
  step,
  onProgress = () => {},
  stopped = () => false,
  now = () => performance.now(),
  yieldToEvents = yieldThroughChannel,
}) {
  let budget = FIRST_BUDGET;
  let lastYield = now();
  let lastProgress = lastYield;
  for (;;) {
    const start = now();
    const outcome = step(budget);
    if (!OUTCOMES.includes(outcome)) throw new Error(`a search step ended with \`${outcome}\``);
    if (outcome === 'done') return 'done';
    const end = now();
    if (outcome === 'paused') budget = nextBudget(budget, end - start);
    if (end - lastProgress >= PROGRESS_MS) {
      lastProgress = end;
      onProgress();
    }
    if (end - lastYield >= SLICE_MS) {
      await yieldToEvents();
      if (stopped()) return 'stopped';
      lastYield = now();
    }
  }
}
