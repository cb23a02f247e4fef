// A worker of the counting pool (www/workers/count-pool.js). It holds one solver over the problem
// the pool names, cuts the search tree into subproblems when asked, and searches the
// subproblems it is handed, one at a time: counting their solutions, and returning the
// options of the first `keep` of them when the pool wants solutions, not just a count.
//
// Messages in (each carries the pool's `run`, which every answer repeats, so that the pool can
// tell a late answer of an earlier run from one of the current run):
//   { type: 'load', run, spec }          build a fresh solver (spec as problemSolver in engine.js)
//   { type: 'split', run, target, inSearchOrder }
//                                        cut the fresh solver's tree into about `target` parts
//   { type: 'count', run, job, presets, limit, keep }
//                                        search the subproblem whose options are `presets`:
//                                        stop after `limit` solutions (0: none), return the
//                                        options of the first `keep` of them (0: only count)
//   { type: 'stop' }                     give up the subproblem being searched (the pool has
//                                        enough): it stops at its next slice and answers nothing
//   { type: 'debugTrap' }                for the tests of crash recovery: the engine traps in
//                                        the running search's next slice
//   { type: 'warm' }                     load the engine and run a small search in it now, so
//                                        that the first real search finds it compiled and
//                                        optimized (answers nothing)
// Messages out:
//   { type: 'loaded', run }
//   { type: 'split', run, flat, lengths, depths, shares, nodes, updates, maxLevel }   (Solver.subproblems)
//   { type: 'progress', run, job, solutions, nodes, fraction, batch }        about every 100 ms
//                                        (fraction: of the subproblem's subtree searched, 0 to 1)
//   { type: 'counted', run, job, solutions, exhausted, nodes, updates, mems, maxLevel, ms, batch }
//     (and `cleansings` when the problem has colors)
//   { type: 'error', run, error, cells, position, input, line }   the engine's message about the problem
//   { type: 'crashed', run, error }      the engine trapped (a bug): this worker's engine is lost
// `batch: { flat, lengths }` holds the options of the solutions found since the last message
// (one solution after another, `lengths[k]` options each, in a transferred Uint32Array);
// `exhausted` says the subproblem was searched to its end (not stopped at `limit`).
//
// A cancel terminates the worker (nothing is left running, whatever the subproblem's size). The
// search still runs in slices (search-slices.js, the loop worker.js uses too) and gives the
// event loop a turn every slice, so that `stop` and a new `load` are seen at once and a worker
// that is no longer needed can be given the next problem.

import { debugTrap, errorInfo, isTrap, problemSolver, readyFor } from '../shared/engine.js';
import { ArmedTrap, SolutionBatch, post } from './worker-io.js';
import { runSlices } from './search-slices.js';

let solver = null;
/** The engine load of the latest request: each request waits for those before it. */
let queue = Promise.resolve();
/** Bumped by `load` and `stop`: a search of an earlier generation gives up at its next slice. */
let generation = 0;
/** A trap asked for by the tests, to happen in the running search's next slice. */
const trap = new ArmedTrap(debugTrap);
/** Whether a subproblem is being searched (a trap is armed only then). */
let searching = false;

function load(spec) {
  solver?.free();
  solver = null;
  solver = problemSolver(spec);
}

/**
 * A few thousand nodes of search, enough for the engine's hot functions to leave V8's
 * baseline tier: the single worker does the same (worker.js), with a Sudoku.
 */
function warm() {
  const queens = problemSolver({ kind: 'queens', n: 10 });
  try {
    queens.count();
  } finally {
    queens.free();
  }
}

function split(run, target, inSearchOrder) {
  const cut = solver.subproblems(target, inSearchOrder === true);
  const buffers = [cut.flat.buffer, cut.lengths.buffer, cut.depths.buffer];
  if (cut.shares) buffers.push(cut.shares.buffer);
  self.postMessage({ type: 'split', run, ...cut }, buffers);
}

async function count({ run, job, presets, limit = 0, keep = 0 }, mine) {
  const t0 = performance.now();
  solver.setPresets(Uint32Array.from(presets));
  const stopAt = limit > 0 ? limit : Infinity;
  const batch = new SolutionBatch();
  let solutions = 0;
  let exhausted = false;
  const step = (budget) => {
    trap.spring();
    if (solutions < keep) {
      // Solutions to hand back: stop at each one.
      const outcome = solver.runFor(budget);
      if (outcome === 'finished') {
        exhausted = true;
        return 'done';
      }
      if (outcome === 'paused') return 'paused';
      solutions += 1;
      batch.add(solver.chosen());
      return solutions < stopAt ? 'solution' : 'done';
    }
    // Only counting: the engine counts on past each solution within the slice.
    const left = stopAt - solutions;
    solutions += solver.countFor(budget, Number.isFinite(left) ? left : undefined);
    if (solver.finished) {
      exhausted = true;
      return 'done';
    }
    return solutions < stopAt ? 'paused' : 'done';
  };
  searching = true;
  let outcome;
  try {
    outcome = await runSlices({
      step,
      onProgress: () =>
        post({ type: 'progress', run, job, solutions, nodes: solver.nodes, fraction: solver.treeFraction ?? 0, batch: batch.take() }),
      // Stopped, or another problem loaded (and this solver freed).
      stopped: () => mine !== generation,
    });
  } finally {
    searching = false;
  }
  // A stopped search answers nothing.
  if (outcome === 'stopped') return;
  post({
    type: 'counted',
    run,
    job,
    solutions,
    exhausted,
    nodes: solver.nodes,
    updates: solver.updates,
    mems: solver.mems,
    maxLevel: solver.maxLevel,
    ...(solver.hasColors ? { cleansings: solver.cleansings } : {}),
    ms: performance.now() - t0,
    batch: batch.take(),
  });
}

self.onmessage = async ({ data }) => {
  if (data.type === 'stop' || data.type === 'load') {
    generation += 1;
    trap.disarm();
  }
  if (data.type === 'stop') return;
  if (data.type === 'debugTrap') {
    if (searching) trap.arm();
    return;
  }
  // Taken before any await: a `stop` that comes after this request does not stop it.
  const mine = generation;
  // The lean engine serves a Sudoku's (and Knuth's text's) count; other problems load the
  // full one, and warming up needs only the lean one. Requests are answered in the order they
  // came: a split or a count waits for the load before it, even while that load waits for
  // the full engine's download.
  const turn = queue.then(() => readyFor(data.type === 'load' ? data.spec : { kind: 'queens' }));
  queue = turn.catch(() => {});
  const run = data.run;
  try {
    await turn;
    if (data.type === 'warm') {
      warm();
    } else if (data.type === 'load') {
      load(data.spec);
      self.postMessage({ type: 'loaded', run });
    } else if (data.type === 'split') {
      split(run, data.target, data.inSearchOrder);
    } else if (data.type === 'count') {
      if (mine === generation) await count(data, mine);
    } else {
      throw new Error(`unknown request \`${data.type}\``);
    }
  } catch (e) {
    if (isTrap(e)) {
      self.postMessage({ type: 'crashed', run, error: `${e.name}: ${e.message}` });
      return;
    }
    const { message, cells, position, input, line } = errorInfo(e);
    self.postMessage({ type: 'error', run, error: message, cells, position, input, line });
  }
};
