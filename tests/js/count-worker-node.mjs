// Runs www/workers/count-worker.js in a node worker thread, as a browser runs it in a module worker:
// `self` is the global, messages come as `{ data }`, and the engine's wasm comes by fetch
// (file: URLs answered from disk). Started by node-count-worker.mjs for the pool tests.
import { fetchFilesFromDisk } from './engine-loader.mjs';
import { parentPort } from 'node:worker_threads';

/**
 * The channel the worker yields through (www/workers/worker-io.js), as a browser's turns go. In a
 * browser each message is a task of its own, so the owner's messages (stop, debugTrap, load)
 * take turns with the yields. In node a MessagePort hands on up to 1000 queued messages in one
 * go before the event loop moves on, so a search that yields through one would not see
 * parentPort's messages for 1000 slices (about 10 s). setImmediate lets the event loop poll
 * for them at every turn.
 */
class TurnChannel {
  constructor() {
    this.port1 = { onmessage: null, close() {} };
    this.port2 = {
      postMessage: (data) => setImmediate(() => this.port1.onmessage?.({ data })),
      close() {},
    };
  }
}

globalThis.self = globalThis;
globalThis.postMessage = (message, transfer) => parentPort.postMessage(message, transfer);
globalThis.MessageChannel = TurnChannel;
fetchFilesFromDisk();
await import('../../www/workers/count-worker.js');
parentPort.on('message', (data) => globalThis.onmessage({ data }));
