// A counting worker in a browser (a module Web Worker): one count, then it is terminated.

import * as engine from '../wasm/bundler/dlx_engine.js';
import { countJob } from './count-job.js';

self.addEventListener('message', (e) => countJob(engine, e.data, (m) => self.postMessage(m)), { once: true });
// A message that comes while a module worker still awaits its imports (the wasm) is lost in
// some browsers: the job is sent only once the worker says it listens.
self.postMessage({ type: 'ready' });
