// A worker of the counting pool (www/count-pool.js). It holds one solver over the problem
// the pool names, cuts the search tree into subproblems when asked, and counts the
// subproblems it is handed, one at a time. The pool cancels by terminating the worker, so
// the counting loop never has to give the event loop a turn.
//
// Messages in:
//   { type: 'load', spec }            build a fresh solver (spec as problemSolver in engine.js)
//   { type: 'split', target }         cut the fresh solver's tree into about `target` parts
//   { type: 'count', job, presets }   count the subproblem whose options are `presets`
// Messages out:
//   { type: 'loaded' }
//   { type: 'split', flat, lengths, depths, nodes, updates, maxLevel }   (Solver.subproblems)
//   { type: 'progress', job, solutions, nodes }                         about every PROGRESS_MS
//   { type: 'counted', job, solutions, nodes, updates, mems, maxLevel, ms }
//   { type: 'error', error }          the engine's message; the pool gives up the count

import { errorInfo, problemSolver, ready } from './engine.js';

/** How often a long subproblem reports how far it has got. */
const PROGRESS_MS = 100;
/**
 * How long one runFor call should take. The node budget follows it, since a node of a large
 * problem costs far more than one of a Sudoku: short enough that progress stays timely, long
 * enough that the calls cost nothing beside the search.
 */
const SLICE_MS = 10;

let solver = null;

function load(spec) {
  solver?.free();
  solver = null;
  solver = problemSolver(spec);
}

function split(target) {
  const cut = solver.subproblems(target);
  self.postMessage({ type: 'split', ...cut }, [cut.flat.buffer, cut.lengths.buffer, cut.depths.buffer]);
}

function count(job, presets) {
  const t0 = performance.now();
  solver.setPresets(Uint32Array.from(presets));
  let last = t0;
  let solutions = 0;
  let budget = 256;
  for (;;) {
    const start = performance.now();
    const outcome = solver.runFor(budget);
    if (outcome === 'finished') break;
    const now = performance.now();
    if (outcome === 'solution') solutions += 1;
    else if (now - start < SLICE_MS / 2) budget = Math.min(budget * 2, 1 << 24);
    else if (now - start > SLICE_MS * 2) budget = Math.max(1, budget >> 1);
    if (now - last >= PROGRESS_MS) {
      last = now;
      self.postMessage({ type: 'progress', job, solutions, nodes: solver.nodes });
    }
  }
  self.postMessage({
    type: 'counted',
    job,
    solutions,
    nodes: solver.nodes,
    updates: solver.updates,
    mems: solver.mems,
    maxLevel: solver.maxLevel,
    ms: performance.now() - t0,
  });
}

self.onmessage = async ({ data }) => {
  try {
    await ready();
    if (data.type === 'load') {
      load(data.spec);
      self.postMessage({ type: 'loaded' });
    } else if (data.type === 'split') {
      split(data.target);
    } else if (data.type === 'count') {
      count(data.job, data.presets);
    } else {
      throw new Error(`unknown request \`${data.type}\``);
    }
  } catch (e) {
    self.postMessage({ type: 'error', error: errorInfo(e).message });
  }
};
