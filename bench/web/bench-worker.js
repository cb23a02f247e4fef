// The browser side of the wasm throughput benchmark: a module worker (as the page's solver
// is) that loads the engine the way the page does (www/shared/engine.js, which fetches
// www/pkg/dlx_wasm_bg.wasm) and runs the passes of solve-loop.js over the puzzles it is sent.
// One worker per puzzle set, so every set's first pass runs in a fresh module instance.
import { ready, Solver } from '../../www/shared/engine.js';
import { runPasses } from './solve-loop.js';

self.onmessage = async ({ data }) => {
  try {
    const t0 = performance.now();
    await ready();
    const load = performance.now() - t0;
    self.postMessage({ ok: true, load, ...runPasses(Solver, data.puzzles, data.passes) });
  } catch (e) {
    self.postMessage({ ok: false, error: String(e?.stack ?? e) });
  }
};
