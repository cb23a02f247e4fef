// The package in a browser, through a bundler: the wasm built for bundlers (the bundler loads it
// as an ES module), and counts in a module Web Worker, which bundlers follow from the
// `new Worker(new URL(...))` form.

import * as engine from '../wasm/bundler/dlx_engine.js';
import { makeApi } from './api.js';

function startWorker() {
  const worker = new Worker(new URL('./worker-browser.js', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (fn) => worker.addEventListener('message', (e) => fn(e.data)),
    onError: (fn) => worker.addEventListener('error', (e) => fn(new Error(e.message || 'the counting worker failed'))),
    stop: () => worker.terminate(),
  };
}

export const { solve, count, Search, ProblemError } = makeApi(engine, startWorker);
export { Solver } from '../wasm/bundler/dlx_engine.js';
export { problemSolver, decodeEvent, errorInfo, EVENT_KINDS, EVENT_SIZE, STEP_NAMES } from './problem.js';
