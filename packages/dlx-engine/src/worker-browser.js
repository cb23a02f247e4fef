// A counting worker in a browser (a module Web Worker): one count, then it is terminated.

import * as engine from '../wasm/bundler/dlx_engine.js';
import { countJob } from './count-job.js';

self.addEventListener('message', (e) => countJob(engine, e.data, (m) => self.postMessage(m)), { once: true });
