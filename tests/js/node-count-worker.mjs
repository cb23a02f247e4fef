// A counting worker (www/workers/count-worker.js, through count-worker-node.mjs) in a node worker
// thread, shaped as a Web Worker: what the pool's tests hand to CountPool as `createWorker`.
import { Worker } from 'node:worker_threads';

/** A new worker thread, shaped as a Web Worker (onmessage with `{ data }`), pushed on `created`. */
export function nodeWorker(created = []) {
  const thread = new Worker(new URL('./count-worker-node.mjs', import.meta.url));
  const worker = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage: (message) => thread.postMessage(message),
    terminate: () => {
      worker.terminated = true;
      thread.terminate();
    },
  };
  thread.on('message', (data) => worker.onmessage?.({ data }));
  thread.on('error', (error) => worker.onerror?.(error));
  created.push(worker);
  return worker;
}
