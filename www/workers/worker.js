// The worker: owns the engine and does the long work, so the page never freezes.
//
// Messages in (from www/workers/solver-client.js), each with a job `id`:
//   { type: 'validate', id, text }          is the text a valid puzzle? (quick, no search)
//   { type: 'solve', id, text }             first solution, then look for a second
//   { type: 'check', id, text }             the verdict only: stop at the second solution
//   { type: 'count', id, text, limit }      count solutions, stopping at `limit` (0: no cap)
//   { type: 'cancel', id }                  stop job `id` at its next pause
//   { type: 'preload' }                     load the full engine now (the page is idle), so that
//                                           choosing another problem does not wait for it
//   { type: 'debugTrap' }                   for the tests of crash recovery: the engine traps
//                                           in the running search's next slice, or at once
// Sudoku requests may carry `variant` ('classic', 'x', 'jigsaw', 'killer') and `regions` (a jigsaw's
// region map, a Killer's cage map).
// The chooser's other problems, each given as a plain `spec` (see problemSolver in engine.js):
//   { type: 'describe', id, spec }          is it valid? and the table to draw its solutions
//   { type: 'enumerate', id, spec, limit }  find solutions, up to `limit` (0: all of them)
//   { type: 'export', id, spec }            the problem in Knuth's DLX format
//   { type: 'estimate', id, spec, samples, seed }   Knuth's estimate of the whole search
//                                           (estimate-job.js): progress and result carry
//                                           `estimate`; it runs beside a search, not instead
// Messages out:
//   { type: 'ready', warmup }               the engine is loaded and warmed up (ms it took)
//   { type: 'valid', id, cages }            answer to validate; for a Killer Sudoku, its cages
//                                           { map, sums } as the engine reads them
//   { type: 'progress', id, mode, solutions, nodes, updates, elapsed, fraction }   at least every 200 ms
//                                           (fraction: of the search tree done, 0 to 1)
//   { type: 'solution', id, grid, elapsed, nodes, updates }              solve: first solution
//   { type: 'result', id, mode, solutions, finished, limit, nodes, updates, mems, elapsed, grid }
//   (these and progress carry `cleansings` too when the problem has colors)
//   { type: 'cancelled', id, mode, solutions, nodes, updates, elapsed }
//   { type: 'error', id, error, cells, line }   the engine's message; cells [[row, col], ...] from 1;
//                                           line: the line of a DLX text or matrix at fault, or 0
//   { type: 'described', id, info }         answer to describe (describeProblem in engine.js)
//   { type: 'exported', id, text }          answer to export
//   { type: 'crashed', id, error }          the engine trapped (a bug) during job `id`: this
//                                           worker's engine is lost, the page starts a new one
// For enumerate, progress and the final result/cancelled messages also carry the solutions
// found since the last message, as `batch: { flat, lengths }` (option numbers, one solution
// after another, in a transferred Uint32Array).
//
// A search runs in budgeted `runFor` calls (`countFor` when it only counts) of about 10 ms
// each and gives the event loop a turn between them, so a cancel message is seen within a
// slice or two: the loop is search-slices.js's, shared with count-worker.js.

import {
  checkSudoku,
  debugTrap,
  describeProblem,
  errorInfo,
  hasExport,
  isTrap,
  killerCages,
  problemSolver,
  ready,
  readyFor,
  sudokuSolver,
} from '../shared/engine.js';
import { ArmedTrap, SolutionBatch, post } from './worker-io.js';
import { runSlices } from './search-slices.js';
import { runEstimate } from './estimate-job.js';

/** The requests answered at once, without a search. */
const QUICK = ['validate', 'describe', 'export'];

const cancelled = new Set();
const running = new Set();
/** A trap asked for by the tests, to happen in the running search's next slice. */
const trap = new ArmedTrap(debugTrap);

function stats(solver, t0) {
  return {
    solutions: solver.solutions,
    nodes: solver.nodes,
    updates: solver.updates,
    elapsed: performance.now() - t0,
    // Knuth's dlx2 counts these on a problem with colors only.
    ...(solver.hasColors ? { cleansings: solver.cleansings } : {}),
    fraction: solver.treeFraction ?? 0,
  };
}

/**
 * Runs a search in slices (search-slices.js) until it has `stopAt` solutions, is finished or
 * is cancelled. Calls `onSolution(solver)` at each solution, and `extra()` for more fields of
 * each progress message. Returns 'done' or 'cancelled'.
 */
async function run(job, solver, t0, stopAt, onSolution, extra) {
  const step = (budget) => {
    trap.spring();
    if (onSolution) {
      const outcome = solver.runFor(budget);
      if (outcome !== 'solution') return outcome === 'finished' ? 'done' : 'paused';
      onSolution(solver);
      return solver.solutions >= stopAt ? 'done' : 'solution';
    }
    // Nothing to do at each solution: the engine counts on past them within the slice.
    const left = stopAt - solver.solutions;
    solver.countFor(budget, Number.isFinite(left) ? left : undefined);
    return solver.finished || solver.solutions >= stopAt ? 'done' : 'paused';
  };
  const outcome = await runSlices({
    step,
    onProgress: () => post({ type: 'progress', id: job.id, mode: job.type, ...stats(solver, t0), ...extra?.() }),
    stopped: () => cancelled.has(job.id),
  });
  return outcome === 'stopped' ? 'cancelled' : 'done';
}

async function search(job) {
  const t0 = performance.now();
  const solver = sudokuSolver(job.text, job.size, job.variant, job.regions);
  try {
    const limit = job.type === 'count' ? Math.max(0, Math.floor(job.limit || 0)) : 2;
    const stopAt = limit || Infinity;
    let grid = null;
    const onSolution =
      job.type === 'solve'
        ? (s) => {
            if (s.solutions === 1) {
              grid = s.solutionText();
              post({ type: 'solution', id: job.id, grid, ...stats(s, t0) });
            }
          }
        : null;
    const outcome = await run(job, solver, t0, stopAt, onSolution);
    if (outcome === 'cancelled') {
      post({ type: 'cancelled', id: job.id, mode: job.type, ...stats(solver, t0) });
      return;
    }
    post({
      type: 'result',
      id: job.id,
      mode: job.type,
      limit,
      finished: solver.finished,
      mems: solver.mems,
      grid,
      ...stats(solver, t0),
    });
  } finally {
    release(solver);
  }
}

/**
 * Frees a solver. After a trap its memory is in an unknown state and freeing it may throw
 * too: that error must not hide the trap, and the worker is about to be replaced anyway.
 */
function release(solver) {
  try {
    solver.free();
  } catch {
    // The trap is what gets reported.
  }
}

async function enumerate(job) {
  const t0 = performance.now();
  const solver = problemSolver(job.spec);
  try {
    const limit = Math.max(0, Math.floor(job.limit || 0));
    const batch = new SolutionBatch();
    const outcome = await run(job, solver, t0, limit || Infinity, (s) => batch.add(s.chosen()), () => ({ batch: batch.take() }));
    const base = { id: job.id, mode: job.type, limit, ...stats(solver, t0), batch: batch.take() };
    if (outcome === 'cancelled') post({ type: 'cancelled', ...base });
    else post({ type: 'result', ...base, finished: solver.finished, mems: solver.mems });
  } finally {
    release(solver);
  }
}

/** Answers the quick requests (no search): validate, describe, export. */
function answer(job) {
  if (job.type === 'validate') {
    const e = checkSudoku(job.text, job.size, job.variant, job.regions);
    return e
      ? { type: 'error', id: job.id, error: e.message, cells: e.cells, position: e.position, input: e.input }
      : job.variant === 'killer'
        ? { type: 'valid', id: job.id, cages: killerCages(job.text, job.regions) }
        : { type: 'valid', id: job.id };
  }
  const solver = problemSolver(job.spec);
  try {
    if (job.type === 'describe') {
      const info = describeProblem(solver);
      if (job.spec.kind === 'sudoku') info.regions = Array.from(solver.regionMap?.() ?? []);
      return { type: 'described', id: job.id, info };
    }
    if (!hasExport()) throw new Error('this build of the engine cannot write Knuth\'s format yet');
    return { type: 'exported', id: job.id, text: solver.toDlx() };
  } finally {
    release(solver);
  }
}

async function handle(job) {
  // A Sudoku (or Knuth's text) runs on the lean engine; the other problems wait for the full one.
  await readyFor(job.spec ?? { kind: 'sudoku', variant: job.variant }, job.type);
  if (QUICK.includes(job.type)) {
    post(answer(job));
    return;
  }
  if (cancelled.has(job.id)) {
    post({ type: 'cancelled', id: job.id, mode: job.type, solutions: 0, nodes: 0, updates: 0, elapsed: 0 });
    return;
  }
  if (job.type === 'estimate') {
    try {
      await runEstimate(job, { post, stopped: () => cancelled.has(job.id) });
    } finally {
      cancelled.delete(job.id);
    }
    return;
  }
  running.add(job.id);
  try {
    await (job.type === 'enumerate' ? enumerate(job) : search(job));
  } finally {
    running.delete(job.id);
    cancelled.delete(job.id);
  }
}

self.onmessage = (event) => {
  const job = event.data ?? {};
  if (job.type === 'cancel') {
    cancelled.add(job.id);
    return;
  }
  if (job.type === 'preload') {
    ready('full').catch((e) => {
      post({ type: 'error', id: null, error: `the engine did not load: ${errorInfo(e).message}`, cells: [] });
    });
    return;
  }
  if (job.type === 'debugTrap') {
    // With no search running the trap is uncaught here: the page sees the worker fail, as it
    // would if the worker died of any other bug.
    if (running.size > 0) trap.arm();
    else debugTrap();
    return;
  }
  if (![...QUICK, 'solve', 'check', 'count', 'enumerate', 'estimate'].includes(job.type)) {
    post({ type: 'error', id: job.id, error: `unknown request \`${job.type}\``, cells: [] });
    return;
  }
  handle(job).catch((e) => {
    if (isTrap(e)) {
      post({ type: 'crashed', id: job.id, mode: job.type, error: `${e.name}: ${e.message}` });
      return;
    }
    const { message, cells, position, input, line } = errorInfo(e);
    post({ type: 'error', id: job.id, error: message, cells, position, input, line });
  });
};

// Warm the engine up right away (a hard 9x9, solved and proved unique), so that the
// user's first solve runs in optimized code rather than in V8's baseline tier.
const WARMUP = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
(async () => {
  try {
    await ready('lite');
    const t0 = performance.now();
    for (let k = 0; k < 3; k++) {
      const solver = sudokuSolver(WARMUP);
      try {
        for (let outcome = ''; outcome !== 'finished'; ) {
          outcome = solver.runFor(500);
          if (outcome === 'solution') solver.solutionText();
        }
      } finally {
        solver.free();
      }
    }
    post({ type: 'ready', warmup: performance.now() - t0 });
  } catch (e) {
    post({ type: 'error', id: null, error: `the engine did not load: ${errorInfo(e).message}`, cells: [] });
  }
})();
