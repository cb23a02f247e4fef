// The body of a counting worker, the same in node (worker_threads) and in a browser (a Web
// Worker): count in slices of search-tree nodes and report between slices. A cancel terminates
// the worker, which stops the wasm wherever it is, so the loop itself never yields.

import { errorInfo, isTrap, problemSolver } from './problem.js';

/** Search-tree nodes per slice: small enough to report often, large enough to cost nothing. */
const SLICE_NODES = 1 << 16;
/** How often progress is reported, in ms. */
const REPORT_MS = 100;

/**
 * Counts the solutions of `job.spec` (at most `job.limit`, if given) with the wasm module
 * `engine`, calling `post` with `{ type: 'progress', solutions, nodes }` now and then and at the
 * end with `{ type: 'done', solutions, nodes, finished }` or `{ type: 'error', error, trap }`.
 */
export function countJob(engine, job, post) {
  let solver;
  try {
    solver = problemSolver(engine, job.spec, job.rule);
    const limit = job.limit === undefined || job.limit === null ? undefined : Math.max(0, Number(job.limit));
    let found = 0;
    let last = Date.now();
    while (!solver.finished && (limit === undefined || found < limit)) {
      found += solver.countFor(SLICE_NODES, limit === undefined ? undefined : limit - found);
      const now = Date.now();
      if (now - last >= REPORT_MS) {
        last = now;
        post({ type: 'progress', solutions: found, nodes: solver.nodes });
      }
    }
    post({ type: 'done', solutions: found, nodes: solver.nodes, finished: solver.finished });
  } catch (e) {
    post({ type: 'error', error: errorInfo(e), trap: isTrap(e) });
  } finally {
    solver?.free();
  }
}
