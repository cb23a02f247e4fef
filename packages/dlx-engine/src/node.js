// The package in node: the wasm built for node (loaded synchronously at import), and counts in
// a worker_threads Worker.

import { Worker } from 'node:worker_threads';
import * as engine from '../wasm/node/dlx_engine.js';
import { makeApi } from './api.js';

function startWorker() {
  // A worker inherits node's flags, but `--input-type` (of `node -e`) is refused for a file.
  const execArgv = process.execArgv.filter((a) => !a.startsWith('--input-type'));
  const worker = new Worker(new URL('./worker-node.js', import.meta.url), { execArgv });
  // A count's worker must not keep the process alive after the count is over or aborted.
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (fn) => worker.on('message', fn),
    onError: (fn) => {
      worker.on('error', fn);
      worker.on('exit', (code) => fn(new Error(`the counting worker stopped (exit code ${code})`)));
    },
    stop: () => {
      worker.removeAllListeners('exit');
      worker.terminate();
    },
  };
}

export const { solve, count, Search, ProblemError } = makeApi(engine, startWorker);
export { Solver } from '../wasm/node/dlx_engine.js';
export { problemSolver, decodeEvent, errorInfo, EVENT_KINDS, EVENT_SIZE, STEP_NAMES } from './problem.js';
