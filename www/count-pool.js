// Counting in a pool of module Web Workers (www/count-worker.js): one worker cuts the search
// tree into subproblems (the engine's parallel::split, through Solver.subproblems), and every
// worker counts the ones it is handed, taking the next as soon as it is done, so a worker that
// drew small subtrees takes more of them. The counts add up to a one-worker count exactly.
//
//   const { solutions } = await countInPool({
//     spec: { kind: 'pentominoes', board: '6x10', symmetry: 'keep' },   // or text: '...DLX...'
//     workers: 2,
//     onProgress: ({ solutions, done, total }) => ...,
//     signal: controller.signal,                                         // abort: stops at once
//   });
//
// A page that counts more than once keeps a `new CountPool({ workers })`: its workers, and
// the compiled engine in each, stay loaded between counts. Cancelling terminates the workers
// (nothing is left running, whatever the subproblem's size); the pool starts fresh ones for
// the next count.

/** How many subproblems to cut per worker, as the native count does (SUBPROBLEMS_PER_THREAD). */
export const PER_WORKER = 8;
/** The least time between two onProgress calls. */
const PROGRESS_MS = 100;

/** One worker per core, as the browser reports them, at least 1. */
export function defaultWorkers() {
  const cores = globalThis.navigator?.hardwareConcurrency;
  return Number.isInteger(cores) && cores > 0 ? cores : 1;
}

/** A module worker running count-worker.js (the browser's way; tests pass their own). */
function moduleWorker() {
  return new Worker(new URL('./count-worker.js', import.meta.url), { type: 'module' });
}

function abortError(signal) {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('the count was cancelled', 'AbortError');
}

/** The problem to count: a `spec` for engine.js's problemSolver, or Knuth's DLX `text`. */
function specOf({ spec, text }) {
  if (spec && typeof spec === 'object') return spec;
  if (typeof text === 'string') return { kind: 'dlx', text };
  throw new TypeError('countInPool needs a problem: `spec` (as problemSolver takes) or DLX `text`');
}

/** A pool of counting workers. */
export class CountPool {
  /**
   * `workers`: how many (default: one per core); `createWorker`: makes one worker, an object
   * with postMessage, terminate, onmessage and onerror as a Web Worker has them.
   */
  constructor({ workers = defaultWorkers(), createWorker = moduleWorker } = {}) {
    const n = Math.floor(Number(workers));
    if (!(n >= 1 && n <= 256)) throw new RangeError(`workers must be 1 to 256, not ${workers}`);
    this.size = n;
    this.createWorker = createWorker;
    this.workers = [];
    this.busy = false;
  }

  /** Starts the workers that are not running yet. */
  start() {
    while (this.workers.length < this.size) this.workers.push(this.createWorker());
  }

  /** Terminates every worker; the next count starts fresh ones. */
  close() {
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }

  /**
   * Counts the solutions of the problem (`spec` or `text`, see specOf), reporting
   * `onProgress({ solutions, nodes, done, total, elapsed })` about every 100 ms (solutions and
   * nodes so far, subproblems done of total), until `signal` aborts it. Resolves with
   * `{ solutions, nodes, updates, mems, maxLevel, split: { nodes, updates, subproblems },
   * workers: [{ subproblems, nodes, ms }], timing: { start, split, count, total } }` (ms):
   * nodes, updates and maxLevel count the whole tree as one worker's search would (the split's
   * shallow levels plus the subproblems); mems are the subproblems' only.
   */
  async count({ spec, text, onProgress, signal, perWorker = PER_WORKER } = {}) {
    const problem = specOf({ spec, text });
    if (this.busy) throw new Error('this pool is already counting: wait for it, or cancel it');
    if (signal?.aborted) throw abortError(signal);
    this.busy = true;
    try {
      return await this.run(problem, onProgress, signal, perWorker);
    } finally {
      this.busy = false;
    }
  }

  run(spec, onProgress, signal, perWorker) {
    const t0 = performance.now();
    this.start();
    const workers = this.workers;
    return new Promise((resolve, reject) => {
      let settled = false;
      const times = { start: 0, split: 0 };
      const shares = workers.map(() => ({ subproblems: 0, nodes: 0, ms: 0 }));
      const total = { solutions: 0, nodes: 0, updates: 0, mems: 0, maxLevel: 0 };
      // What each worker has counted of the subproblem it is on, for progress.
      const running = workers.map(() => ({ solutions: 0, nodes: 0 }));
      let subproblems = null; // { flat, lengths, depths, offsets }
      let next = 0;
      let done = 0;
      let loaded = 0;
      const ready = workers.map(() => false);
      let lastProgress = 0;

      const finish = (error, value) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        for (const w of workers) {
          w.onmessage = null;
          w.onerror = null;
        }
        if (error) {
          // A worker may be deep in a subproblem: only terminating stops it.
          this.close();
          reject(error);
        } else {
          resolve(value);
        }
      };
      const onAbort = () => finish(abortError(signal));
      signal?.addEventListener('abort', onAbort, { once: true });

      const progress = (force) => {
        const now = performance.now();
        if (!onProgress || (!force && now - lastProgress < PROGRESS_MS)) return;
        lastProgress = now;
        let solutions = total.solutions;
        let nodes = total.nodes;
        for (const r of running) {
          solutions += r.solutions;
          nodes += r.nodes;
        }
        onProgress({ solutions, nodes, done, total: subproblems?.lengths.length ?? 0, elapsed: now - t0 });
      };

      const hand = (k) => {
        if (next >= subproblems.lengths.length) return;
        const j = next++;
        const at = subproblems.offsets[j];
        const presets = Array.from(subproblems.flat.subarray(at, at + subproblems.lengths[j]));
        running[k] = { solutions: 0, nodes: 0 };
        workers[k].postMessage({ type: 'count', job: j, presets });
      };

      const begin = () => {
        times.split = performance.now() - t0;
        if (subproblems.lengths.length === 0) {
          // Every branch was a dead end above the cut: nothing left to count.
          finish(null, result());
          return;
        }
        // Workers still loading the problem start when they are done.
        workers.forEach((_, k) => ready[k] && hand(k));
      };

      const result = () => {
        const now = performance.now();
        return {
          solutions: total.solutions,
          nodes: total.nodes + subproblems.nodes,
          updates: total.updates + subproblems.updates,
          mems: total.mems,
          maxLevel: Math.max(total.maxLevel, subproblems.maxLevel),
          split: { nodes: subproblems.nodes, updates: subproblems.updates, subproblems: subproblems.lengths.length },
          workers: shares,
          timing: { start: times.start, split: times.split, count: now - t0 - times.split, total: now - t0 },
        };
      };

      workers.forEach((worker, k) => {
        worker.onerror = (event) => {
          event?.preventDefault?.();
          finish(new Error(`a counting worker failed: ${event?.message ?? 'it could not start'}`));
        };
        worker.onmessage = ({ data }) => {
          if (settled) return;
          switch (data.type) {
            case 'loaded':
              loaded += 1;
              ready[k] = true;
              if (loaded === workers.length) times.start = performance.now() - t0;
              // The first worker cuts the tree once it holds the problem; the others wait.
              if (k === 0) worker.postMessage({ type: 'split', target: workers.length * perWorker });
              else if (subproblems) hand(k);
              break;
            case 'split': {
              const offsets = new Uint32Array(data.lengths.length);
              for (let j = 1; j < offsets.length; j += 1) offsets[j] = offsets[j - 1] + data.lengths[j - 1];
              subproblems = { ...data, offsets };
              begin();
              break;
            }
            case 'progress':
              running[k] = { solutions: data.solutions, nodes: data.nodes };
              progress(false);
              break;
            case 'counted': {
              running[k] = { solutions: 0, nodes: 0 };
              total.solutions += data.solutions;
              total.nodes += data.nodes;
              total.updates += data.updates;
              total.mems += data.mems;
              total.maxLevel = Math.max(total.maxLevel, subproblems.depths[data.job] + data.maxLevel);
              shares[k].subproblems += 1;
              shares[k].nodes += data.nodes;
              shares[k].ms += data.ms;
              done += 1;
              if (done === subproblems.lengths.length) {
                progress(true);
                finish(null, result());
              } else {
                hand(k);
                progress(false);
              }
              break;
            }
            case 'error':
              finish(new Error(data.error));
              break;
            default:
              finish(new Error(`unexpected message from a counting worker: ${data.type}`));
          }
        };
      });
      // Every worker builds its own solver; a worker that loads after the split starts at once.
      for (const w of workers) w.postMessage({ type: 'load', spec });
    });
  }
}

/**
 * One count in a pool made for it and closed after it (see CountPool.count for the options
 * and the answer; `workers` and `createWorker` as CountPool takes them).
 */
export async function countInPool({ workers, createWorker, ...options } = {}) {
  const pool = new CountPool({ workers, createWorker });
  try {
    return await pool.count(options);
  } finally {
    pool.close();
  }
}
