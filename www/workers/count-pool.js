// Counting and finding solutions in a pool of module Web Workers (www/workers/count-worker.js): one
// worker cuts the search tree into subproblems (the engine's parallel::split, through
// Solver.subproblems), and every worker searches the ones it is handed, taking the next as
// soon as it is done, so a worker that drew small subtrees takes more of them. The counts add
// up to a one-worker count exactly.
//
//   const { solutions } = await countInPool({
//     spec: { kind: 'pentominoes', board: '6x10', symmetry: 'keep' },   // or text: '...DLX...'
//     workers: 2,
//     onProgress: ({ solutions, done, total }) => ...,
//     signal: controller.signal,                                         // abort: stops at once
//   });
//
// `pool.enumerate` returns the solutions too (their option numbers), in exactly the order a
// one-worker search finds them, and with a `limit` exactly the first `limit` of that order:
//
//   subproblems, in search order:   s0        s1     s2          s3 ...
//   handed out in that order:       worker A  B      B (B done)  A (A done) ...
//   solutions delivered:            s0's as they come; s1's and s2's, kept aside, once s0
//                                   is done; s3's once s2 is, ...
//
// The split is made in search order for this (a node's branches in its column's order, depth
// first), so the solutions of s0, then s1, ... are the one-worker search's. Only the lowest
// unfinished subproblem (the "head") can deliver at once; the others keep theirs until the
// head reaches them. Each subproblem is handed out with what is known of the solutions before
// it (those of the subproblems before it found so far: a lower bound): it stops once it has
// `limit` minus that many, and returns the options of only as many as can still be among the
// first `keep` (the page's cap on what it stores), so memory stays bounded by `keep`
// solutions however many there are. Once the solutions before a subproblem reach `limit` it
// is not handed out, or is stopped if it runs; once `limit` solutions are delivered the run
// ends.
//
// A page that counts more than once keeps a `new CountPool({ workers })`: its workers, and
// the compiled engine in each, stay loaded between counts. Cancelling terminates the workers
// (nothing is left running, whatever the subproblem's size); the pool starts fresh ones for
// the next count.

import { poolFraction } from './pool-fraction.js';

/** How many subproblems to cut per worker, as the native count does (SUBPROBLEMS_PER_THREAD). */
export const PER_WORKER = 8;
/**
 * The least time between two onProgress calls. Less than the workers' own period (100 ms,
 * www/workers/search-slices.js): with a gap equal to it, a worker's report that comes a little
 * early would be dropped, and the page would hear from the pool only every 200 ms (as bench:web
 * measures it).
 */
const PROGRESS_MS = 60;

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
  throw new TypeError('the pool needs a problem: `spec` (as problemSolver takes) or DLX `text`');
}

/** A cap given as a count: a whole number of at least 1, or Infinity for none (0, absent). */
function cap(value, name) {
  if (value === undefined || value === null || value === 0 || value === Infinity) return Infinity;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number, not ${value}`);
  return n;
}

/**
 * The error a worker's engine reports about the problem (the engine's words), with where it
 * is, as engine.js's errorInfo gives it: `info = { message, cells, position, input, line }`.
 */
export class ProblemError extends Error {
  constructor(data) {
    super(data.error);
    this.name = 'ProblemError';
    this.info = {
      message: data.error,
      cells: data.cells ?? [],
      position: data.position ?? 0,
      input: data.input ?? 'puzzle',
      line: data.line ?? 0,
    };
  }
}

/** A worker's engine trapped (a bug in the engine); the pool's workers were all replaced. */
export class EngineCrash extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineCrash';
  }
}

/** The first `n` solutions of a batch `{ flat, lengths }`. */
function firstOf(batch, n) {
  if (n >= batch.lengths.length) return batch;
  let end = 0;
  for (let k = 0; k < n; k += 1) end += batch.lengths[k];
  return { flat: batch.flat.subarray(0, end), lengths: Array.from(batch.lengths).slice(0, n) };
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
    this.runs = 0;
  }

  /** Starts the workers that are not running yet. */
  start() {
    while (this.workers.length < this.size) this.workers.push(this.createWorker());
  }

  /**
   * Starts the workers and has each load and warm up its engine, so that the first count
   * does not wait for them (starting a worker and compiling the engine: about 50 ms).
   */
  warm() {
    if (this.busy) return;
    const fresh = this.workers.length;
    this.start();
    for (const w of this.workers.slice(fresh)) w.postMessage({ type: 'warm' });
  }

  /** Terminates every worker; the next count starts fresh ones. */
  close() {
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }

  /**
   * For the tests of crash recovery: the engine of every worker searching a subproblem traps
   * in its next slice, as a bug in the engine would; the run then rejects with EngineCrash.
   */
  debugTrap() {
    if (this.busy) for (const w of this.workers) w.postMessage({ type: 'debugTrap' });
  }

  /**
   * Counts the solutions of the problem (`spec` or `text`, see specOf), at most `limit` of them
   * (0 or absent: all), reporting `onProgress({ solutions, nodes, done, total, elapsed,
   * workers, fraction })` about every 100 ms (solutions and nodes so far, subproblems done of
   * total, the fraction of the whole tree done as pool-fraction.js combines it),
   * until `signal` aborts it. Resolves with `{ solutions, finished, nodes, updates, mems,
   * maxLevel, split: { nodes, updates, subproblems }, workers: [{ subproblems, nodes, ms }],
   * timing: { start, split, count, total } }` (ms): `finished` is false when the count stopped
   * at `limit`, as a one-worker count's search is then not finished either; nodes, updates
   * and maxLevel count the whole tree as one worker's search would (the split's shallow
   * levels plus the subproblems) when there is no limit; mems are the subproblems' only;
   * `cleansings` too on a problem with colors. Rejects with the signal's reason (an AbortError), a ProblemError (the engine's word on
   * the problem) or an EngineCrash.
   */
  async count({ spec, text, onProgress, signal, perWorker = PER_WORKER, limit } = {}) {
    return this.begin({ spec, text }, { onProgress, signal, perWorker, limit: cap(limit, 'limit'), ordered: false });
  }

  /**
   * Finds the solutions as count does, and also returns them in the order a one-worker
   * search finds them: `onSolutions({ flat, lengths, more })` gets them in that order as they
   * are settled, `flat` holding the option numbers of `lengths.length` solutions one after
   * another (`lengths[k]` each), then `more` solutions only counted (past the first `keep`).
   * With `limit` exactly the first `limit` solutions of that order are delivered and counted.
   * Resolves as count does; `solutions` is the number delivered.
   */
  async enumerate({ spec, text, onProgress, onSolutions, signal, perWorker = PER_WORKER, limit, keep } = {}) {
    return this.begin(
      { spec, text },
      { onProgress, onSolutions, signal, perWorker, limit: cap(limit, 'limit'), keep: cap(keep, 'keep'), ordered: true }
    );
  }

  async begin(problem, options) {
    const spec = specOf(problem);
    if (this.busy) throw new Error('this pool is already counting: wait for it, or cancel it');
    if (options.signal?.aborted) throw abortError(options.signal);
    this.busy = true;
    try {
      return await this.run(spec, options);
    } finally {
      this.busy = false;
    }
  }

  run(spec, { onProgress, onSolutions, signal, perWorker, limit, keep = Infinity, ordered }) {
    const t0 = performance.now();
    this.start();
    const workers = this.workers;
    const run = (this.runs += 1);
    return new Promise((resolve, reject) => {
      let settled = false;
      const times = { start: 0, split: 0 };
      const shares = workers.map(() => ({ subproblems: 0, nodes: 0, ms: 0 }));
      // The finished subproblems' counts.
      const total = { nodes: 0, updates: 0, mems: 0, maxLevel: 0 };
      let subproblems = null; // { flat, lengths, depths, offsets, ... }
      // Per subproblem: its state ('waiting', 'running', 'done', 'skipped'), solutions found,
      // options received, nodes, the batches kept aside until it is the head, the number of
      // solutions received whose options were let go (past `keep`), and its worker.
      let jobs = []; // { state, found, received, nodes, waiting, dropped, worker }
      /** The subproblem each worker searches, or -1. */
      const jobOf = workers.map(() => -1);
      let next = 0;
      let done = 0;
      let loaded = 0;
      const ready = workers.map(() => false);
      let lastProgress = 0;
      // Ordered delivery: the lowest subproblem not yet delivered in full, and what went out.
      let head = 0;
      let delivered = 0;
      let deliveredIds = 0;

      const finish = (error, value) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        for (const w of workers) {
          w.onmessage = null;
          w.onerror = null;
        }
        if (error) {
          // A worker may be deep in a subproblem: only terminating stops it at once.
          this.close();
          reject(error);
          return;
        }
        // Workers still on a subproblem no longer needed give it up at their next slice;
        // the run number keeps any late answer out of the next run.
        jobOf.forEach((j, k) => j >= 0 && workers[k].postMessage({ type: 'stop' }));
        resolve(value);
      };
      const onAbort = () => finish(abortError(signal));
      signal?.addEventListener('abort', onAbort, { once: true });

      /** Solutions found so far in the subproblems before `j` (a lower bound of its start). */
      const before = (j) => {
        let n = 0;
        for (let i = 0; i < j; i += 1) n += jobs[i].found;
        return n;
      };
      const found = () => Math.min(limit, before(jobs.length));

      const progress = (force) => {
        const now = performance.now();
        if (!onProgress || (!force && now - lastProgress < PROGRESS_MS)) return;
        lastProgress = now;
        const nodes = jobs.reduce((s, job) => s + job.nodes, 0);
        const solutions = ordered && settledAll() ? delivered : found();
        const fraction = poolFraction(subproblems?.shares, jobs);
        onProgress({ solutions, nodes, done, total: jobs.length, elapsed: now - t0, workers: workers.length, fraction });
      };
      const settledAll = () => head >= jobs.length || delivered >= limit;

      // ---- ordered delivery

      /** Hands solutions of the head subproblem on, within `limit` and `keep`. */
      const deliver = (batch, more) => {
        const ids = firstOf(batch, Math.max(0, Math.min(limit - delivered, keep - deliveredIds)));
        const n = ids.lengths.length;
        delivered += n;
        deliveredIds += n;
        // Solutions whose options were not kept (past `keep`) are still counted, in order.
        const extra = Math.max(0, Math.min(limit - delivered, batch.lengths.length - n + more));
        delivered += extra;
        if (n > 0 || extra > 0) onSolutions?.({ flat: ids.flat, lengths: ids.lengths, more: extra });
      };

      /** Moves the head past finished subproblems, delivering what each kept aside. */
      const advance = () => {
        while (head < jobs.length && delivered < limit) {
          const job = jobs[head];
          for (const batch of job.waiting) deliver(batch, 0);
          job.waiting = [];
          deliver({ flat: new Uint32Array(0), lengths: [] }, job.dropped);
          job.dropped = 0;
          // Running still (or skipped: that happens only once the subproblems before it hold
          // `limit` solutions, so the loop has stopped before it gets there).
          if (job.state !== 'done') break;
          // The solutions counted but not returned come after the returned ones.
          deliver({ flat: new Uint32Array(0), lengths: [] }, job.found - job.received);
          head += 1;
        }
      };

      /** New solutions of subproblem `j`: delivered if it is the head, else kept aside. */
      const take = (j, batch) => {
        if (!batch || batch.lengths.length === 0) return;
        jobs[j].received += batch.lengths.length;
        if (!ordered) return;
        if (j === head) deliver(batch, 0);
        else if (before(j) >= keep) jobs[j].dropped += batch.lengths.length;
        else jobs[j].waiting.push(batch);
      };

      /**
       * Lets go of the options kept aside by subproblems that can no longer hold one of the
       * first `keep` solutions (only their number is needed), so that what the pool holds
       * stays within about `keep` solutions' options however many there are.
       */
      const trim = () => {
        if (!ordered || keep === Infinity) return;
        let n = 0;
        for (let j = 0; j < jobs.length; j += 1) {
          const job = jobs[j];
          if (j > head && n >= keep && job.waiting.length > 0) {
            for (const batch of job.waiting) job.dropped += batch.lengths.length;
            job.waiting = [];
          }
          n += job.found;
        }
      };

      // ---- handing out

      /** Stops the subproblems that can no longer hold one of the first `limit` solutions. */
      const prune = () => {
        if (limit === Infinity) return;
        let n = 0;
        for (let j = 0; j < jobs.length; j += 1) {
          const job = jobs[j];
          if (ordered && n >= limit && job.state === 'running') {
            workers[job.worker].postMessage({ type: 'stop' });
            job.state = 'skipped';
            job.waiting = [];
            jobOf[job.worker] = -1;
            hand(job.worker);
          }
          n += job.found;
        }
      };

      const hand = (k) => {
        while (next < jobs.length) {
          const j = next++;
          const job = jobs[j];
          // Unordered (a count), any solutions count: those found anywhere so far.
          const known = ordered ? before(j) : found();
          if (known >= limit) {
            job.state = 'skipped';
            continue;
          }
          const at = subproblems.offsets[j];
          const presets = Array.from(subproblems.flat.subarray(at, at + subproblems.lengths[j]));
          job.state = 'running';
          job.worker = k;
          jobOf[k] = j;
          const keepHere = ordered ? Math.max(0, Math.min(limit, keep) - known) : 0;
          workers[k].postMessage({
            type: 'count',
            run,
            job: j,
            presets,
            limit: limit === Infinity ? 0 : limit - known,
            keep: keepHere === Infinity ? 2 ** 32 - 1 : keepHere,
          });
          return;
        }
        jobOf[k] = -1;
        if (jobOf.every((j) => j < 0)) end();
      };

      /** Every subproblem is searched or skipped, or enough solutions are in. */
      const end = () => {
        if (settled) return;
        if (ordered) advance();
        if (ordered ? !settledAll() : found() < limit && jobOf.some((j) => j >= 0)) return;
        progress(true);
        finish(null, result());
      };

      const begin = () => {
        times.split = performance.now() - t0;
        jobs = Array.from(subproblems.lengths, () => ({
          state: 'waiting',
          found: 0,
          received: 0,
          nodes: 0,
          waiting: [],
          dropped: 0,
          worker: -1,
        }));
        if (jobs.length === 0) {
          // Every branch was a dead end above the cut: nothing left to count.
          finish(null, result());
          return;
        }
        // Workers still loading the problem start when they are done.
        workers.forEach((_, k) => ready[k] && hand(k));
      };

      const result = () => {
        const now = performance.now();
        const nodes = jobs.reduce((s, job) => s + job.nodes, 0);
        const solutions = ordered ? delivered : found();
        return {
          solutions,
          finished: solutions < limit,
          nodes: nodes + (subproblems?.nodes ?? 0),
          updates: total.updates + (subproblems?.updates ?? 0),
          mems: total.mems,
          // A problem with colors is never split (src/parallel.rs): its one subproblem's
          // cleansings are the whole search's.
          ...(total.cleansings !== undefined ? { cleansings: total.cleansings } : {}),
          maxLevel: Math.max(total.maxLevel, subproblems?.maxLevel ?? 0),
          split: { nodes: subproblems.nodes, updates: subproblems.updates, subproblems: subproblems.lengths.length },
          workers: shares,
          timing: { start: times.start, split: times.split, count: now - t0 - times.split, total: now - t0 },
        };
      };

      workers.forEach((worker, k) => {
        worker.onerror = (event) => {
          event?.preventDefault?.();
          finish(new EngineCrash(`a counting worker failed: ${event?.message ?? 'it could not start'}`));
        };
        worker.onmessage = ({ data }) => {
          if (settled || data.run !== run) return;
          switch (data.type) {
            case 'loaded':
              loaded += 1;
              ready[k] = true;
              if (loaded === workers.length) times.start = performance.now() - t0;
              // The first worker cuts the tree once it holds the problem; the others wait.
              if (k === 0) {
                worker.postMessage({ type: 'split', run, target: workers.length * perWorker, inSearchOrder: ordered });
              } else if (subproblems) hand(k);
              break;
            case 'split': {
              const offsets = new Uint32Array(data.lengths.length);
              for (let j = 1; j < offsets.length; j += 1) offsets[j] = offsets[j - 1] + data.lengths[j - 1];
              subproblems = { ...data, offsets };
              begin();
              break;
            }
            case 'progress': {
              const job = jobs[data.job];
              if (jobOf[k] !== data.job) break;
              job.found = data.solutions;
              job.nodes = data.nodes;
              job.fraction = data.fraction ?? 0;
              take(data.job, data.batch);
              prune();
              trim();
              if (!ordered && found() >= limit) end();
              else if (ordered && delivered >= limit) end();
              if (!settled) progress(false);
              break;
            }
            case 'counted': {
              const j = data.job;
              if (jobOf[k] !== j) break;
              const job = jobs[j];
              job.found = data.solutions;
              job.nodes = data.nodes;
              job.state = 'done';
              take(j, data.batch);
              total.updates += data.updates;
              total.mems += data.mems;
              if (data.cleansings !== undefined) total.cleansings = (total.cleansings ?? 0) + data.cleansings;
              total.maxLevel = Math.max(total.maxLevel, subproblems.depths[j] + data.maxLevel);
              shares[k].subproblems += 1;
              shares[k].nodes += data.nodes;
              shares[k].ms += data.ms;
              done += 1;
              if (ordered) advance();
              prune();
              trim();
              if ((ordered && delivered >= limit) || (!ordered && found() >= limit)) {
                jobOf[k] = -1;
                end();
                break;
              }
              hand(k);
              if (!settled) progress(false);
              break;
            }
            case 'error':
              finish(new ProblemError(data));
              break;
            case 'crashed':
              finish(new EngineCrash(data.error));
              break;
            default:
              finish(new Error(`unexpected message from a counting worker: ${data.type}`));
          }
        };
      });
      // Every worker builds its own solver; a worker that loads after the split starts at once.
      for (const w of workers) w.postMessage({ type: 'load', run, spec });
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
