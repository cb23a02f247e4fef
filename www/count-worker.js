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
/** Search-tree nodes per runFor call: a few milliseconds of work, so progress stays timely. */
const BUDGET = 20000;

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
  for (;;) {
    const outcome = solver.runFor(BUDGET);
    if (outcome === 'finished') break;
    if (outcome === 'solution') solutions += 1;
    const now = performance.now();
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
