// The node side of the wasm throughput benchmark: a worker thread that loads the same
// www/pkg module (read from disk, initSync) and runs the same passes as the browser worker.
// One worker per puzzle set, so every set's first pass runs in a fresh module instance.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const pkg = new URL('../../www/pkg/', import.meta.url);
const { initSync, Solver } = await import(new URL('dlx_wasm.js', pkg).href);
const { runPasses } = await import('./solve-loop.js');

const t0 = performance.now();
initSync({ module: readFileSync(new URL('dlx_wasm_bg.wasm', pkg)) });
const load = performance.now() - t0;
parentPort.postMessage({ ok: true, load, ...runPasses(Solver, workerData.puzzles, workerData.passes) });
