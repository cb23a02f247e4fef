// Runs www/count-worker.js in a node worker thread, as a browser runs it in a module worker:
// `self` is the global, messages come as `{ data }`, and the engine's wasm comes by fetch
// (file: URLs answered from disk). Started by node-count-worker.mjs for the pool tests.
import { fetchFilesFromDisk } from './engine-loader.mjs';
import { parentPort } from 'node:worker_threads';

globalThis.self = globalThis;
globalThis.postMessage = (message, transfer) => parentPort.postMessage(message, transfer);
fetchFilesFromDisk();
await import('../../www/count-worker.js');
parentPort.on('message', (data) => globalThis.onmessage({ data }));
