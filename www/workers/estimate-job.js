// Knuth's estimate of a problem's whole search, for the page's worker (worker.js): the
// engine's Estimator follows random paths in slices (search-slices.js's loop, its budget
// counted in paths), so that the estimate is reported as it sharpens and a stop is seen at
// once. It runs beside a search in the same worker or beside the pool's workers, so it is
// capped in paths by the page.

import { problemSolver } from '../shared/engine.js';
import { runSlices } from './search-slices.js';

/** The most paths one request may ask for: past this the estimate sharpens too slowly to pay. */
export const MAX_SAMPLES = 100000;

/**
 * Runs `job` ({ id, spec, samples, seed }), posting `{ type: 'progress', id, mode: 'estimate',
 * estimate, elapsed }` as it samples and then 'result' (or 'cancelled' once `stopped()`) with
 * the estimate. `now` and `yieldToEvents` as runSlices takes them (tests pass their own).
 */
export async function runEstimate(job, { post, stopped, now = () => performance.now(), yieldToEvents }) {
  const t0 = now();
  const cap = Math.min(MAX_SAMPLES, Math.max(1, Math.floor(Number(job.samples) || 0)));
  const solver = problemSolver(job.spec);
  let estimator = null;
  try {
    estimator = solver.estimator(Math.max(0, Math.floor(Number(job.seed) || 0)));
    let samples = 0;
    const message = (type) => ({ type, id: job.id, mode: 'estimate', estimate: estimator.estimate(), elapsed: now() - t0 });
    const outcome = await runSlices({
      step: (budget) => {
        const n = Math.min(budget, cap - samples);
        estimator.run(n);
        samples += n;
        return samples >= cap ? 'done' : 'paused';
      },
      onProgress: () => post(message('progress')),
      stopped,
      now,
      ...(yieldToEvents ? { yieldToEvents } : {}),
    });
    post(message(outcome === 'stopped' ? 'cancelled' : 'result'));
  } finally {
    estimator?.free();
    solver.free();
  }
}
