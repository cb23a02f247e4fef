// The worker: owns the engine and does the long work, so the page never freezes.
//
// Messages in (from www/solver-client.js), each with a job `id`:
//   { type: 'validate', id, text }          is the text a valid puzzle? (quick, no search)
//   { type: 'solve', id, text }             first solution, then look for a second
//   { type: 'check', id, text }             the verdict only: stop at the second solution
//   { type: 'count', id, text, limit }      count solutions, stopping at `limit` (0: no cap)
//   { type: 'cancel', id }                  stop job `id` at its next pause
// Messages out:
//   { type: 'ready', warmup }               the engine is loaded and warmed up (ms it took)
//   { type: 'valid', id }                   answer to validate
//   { type: 'progress', id, mode, solutions, nodes, updates, elapsed }   at least every 200 ms
//   { type: 'solution', id, grid, elapsed, nodes, updates }              solve: first solution
//   { type: 'result', id, mode, solutions, finished, limit, nodes, updates, mems, elapsed, grid }
//   { type: 'cancelled', id, mode, solutions, nodes, updates, elapsed }
//   { type: 'error', id, error, cells }     the engine's message; cells [[row, col], ...] from 1
//
// A search runs in budgeted `runFor` calls of about SLICE_MS each and gives the event loop a
// turn between them, so a cancel message is seen within a slice or two.

import { ready, sudokuSolver, checkSudoku, errorInfo } from './engine.js';

/** How long one `runFor` call should take, and how long to run before yielding. */
const SLICE_MS = 10;
/** How often to report progress. */
const PROGRESS_MS = 100;

const cancelled = new Set();
const running = new Set();

// Yielding through a MessageChannel: unlike setTimeout it is not clamped to 4 ms.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
function yieldToEvents() {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

function post(message) {
  self.postMessage(message);
}

function stats(solver, t0) {
  return {
    solutions: solver.solutions,
    nodes: solver.nodes,
    updates: solver.updates,
    elapsed: performance.now() - t0,
  };
}

/**
 * Runs a search in slices until it has `stopAt` solutions or is finished. Calls
 * `onSolution(solver)` at each solution. Returns 'done' or 'cancelled'.
 */
async function run(job, solver, t0, stopAt, onSolution) {
  let budget = 256; // search-tree nodes per runFor call, adapted to take about SLICE_MS
  let lastYield = performance.now();
  let lastProgress = lastYield;
  for (;;) {
    const start = performance.now();
    const outcome = solver.runFor(budget);
    const now = performance.now();
    if (outcome === 'paused') {
      const took = now - start;
      if (took < SLICE_MS / 2) budget = Math.min(budget * 2, 1 << 24);
      else if (took > SLICE_MS * 1.5) budget = Math.max(16, Math.floor(budget / 2));
    } else if (outcome === 'solution') {
      onSolution?.(solver);
      if (solver.solutions >= stopAt) return 'done';
    } else {
      return 'done';
    }
    if (now - lastProgress >= PROGRESS_MS) {
      lastProgress = now;
      post({ type: 'progress', id: job.id, mode: job.type, ...stats(solver, t0) });
    }
    if (now - lastYield >= SLICE_MS) {
      await yieldToEvents();
      lastYield = performance.now();
      if (cancelled.has(job.id)) return 'cancelled';
    }
  }
}

async function search(job) {
  const t0 = performance.now();
  const solver = sudokuSolver(job.text, job.size);
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
    solver.free();
  }
}

async function handle(job) {
  await ready();
  if (job.type === 'validate') {
    const e = checkSudoku(job.text, job.size);
    post(
      e
        ? { type: 'error', id: job.id, error: e.message, cells: e.cells, position: e.position }
        : { type: 'valid', id: job.id }
    );
    return;
  }
  if (cancelled.has(job.id)) {
    post({ type: 'cancelled', id: job.id, mode: job.type, solutions: 0, nodes: 0, updates: 0, elapsed: 0 });
    return;
  }
  running.add(job.id);
  try {
    await search(job);
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
  if (!['validate', 'solve', 'check', 'count'].includes(job.type)) {
    post({ type: 'error', id: job.id, error: `unknown request \`${job.type}\``, cells: [] });
    return;
  }
  handle(job).catch((e) => {
    const { message, cells, position } = errorInfo(e);
    post({ type: 'error', id: job.id, error: message, cells, position });
  });
};

// Warm the engine up right away (a hard 9x9, solved and proved unique), so that the
// user's first solve runs in optimized code rather than in V8's baseline tier.
const WARMUP = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
(async () => {
  try {
    await ready();
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
