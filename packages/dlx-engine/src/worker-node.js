// A counting worker in node (worker_threads): one count, then it is terminated.

import { parentPort } from 'node:worker_threads';
import * as engine from '../wasm/node/dlx_engine.js';
import { countJob } from './count-job.js';

parentPort.once('message', (job) => countJob(engine, job, (m) => parentPort.postMessage(m)));
// As in a browser (worker-browser.js): the job is sent when the worker listens.
parentPort.postMessage({ type: 'ready' });
