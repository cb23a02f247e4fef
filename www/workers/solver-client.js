// The page's side of the worker (www/workers/worker.js): requests become promises, progress and the
// first solution arrive through callbacks, and Cancel always works: if the worker does not
// answer a cancel quickly (a long call that cannot pause), it is stopped and a fresh one
// started. A worker whose engine traps (a bug), or that dies, is replaced the same way: the
// request it was doing resolves `{ type: 'crashed', error }`, the others are asked again of
// the new worker, and `onCrash` tells the page. See worker.js for the messages.
//
// With `poolWorkers` above 1, a count and a "find all" (any enumeration but a solve's one
// solution) run in a pool of that many workers instead (www/workers/count-pool.js): the same
// messages come back (progress, result, cancelled, error, crashed, each with `workers`, the
// pool's size), the solutions in the same order as one worker finds them, and Cancel stops
// every worker of the pool at once.
//
// Why there is no size threshold below which the one worker counts: measured on the page
// (Chromium, 2 cores, click to answer, median of 5, machine loaded), a pool already started
// and warmed up (warmPool) adds 0-8 ms to a search one worker finishes in under a millisecond
// (queens 6 and 8, Langford 7, Knuth's example: 5-9 ms either way, mostly drawing), is
// already ahead at 0.1 s of work (pentominoes 3x20: 63 ms against 120 ms) and near twice as
// fast on long ones (6x10: see docs/pages.md). No one sees 8 ms, and a threshold would have to
// guess the work before the search, which nothing tells (the 3x20 and 6x10 boxes: the same
// twelve pieces in 60 cells, a hundred times apart in search-tree nodes). A split into one or two subproblems needs no rule
// either: the pool then searches it on one or two workers. A solve stays with the one
// worker: the first solution lies in the first subproblem, which one worker searches anyway.

import { CrashWindow } from '../shared/crash-window.js';
import { CountPool, EngineCrash, ProblemError } from './count-pool.js';

function defaultWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

export class SolverClient {
  /**
   * `createWorker()` makes a worker (a fake one in tests); `cancelGraceMs` is how long a
   * cancel may take before the worker is replaced; `onReady(info)` is told when a worker has
   * loaded and warmed up the engine; `onFailure(message)` when a worker cannot start (or
   * crashed too often to be restarted); `onCrash({ error, request })` when the engine crashed
   * during `request` (the kind of request, e.g. 'count', or null when none was running) and
   * a fresh worker was started. `now()` is the clock for counting crashes (tests fake it).
   */
  constructor({
    createWorker = defaultWorker,
    cancelGraceMs = 150,
    onReady,
    onFailure,
    onCrash,
    now = Date.now,
    poolWorkers = 1,
    createPool = (workers) => new CountPool({ workers }),
  } = {}) {
    this.createWorker = createWorker;
    /** How many workers count and find all (1: the one worker does). */
    this.poolWorkers = poolWorkers;
    this.createPool = createPool;
    this.pool = null;
    /** The running pool job: { kind, controller, last, promise }, or null. */
    this.poolJob = null;
    this.cancelGraceMs = cancelGraceMs;
    this.onReady = onReady;
    this.onFailure = onFailure;
    this.onCrash = onCrash;
    /** The recent crashes: a worker that crashes too often is not restarted again. */
    this.crashes = new CrashWindow(now);
    /** Set when the worker crashed too often: every request fails at once with this. */
    this.deadMessage = null;
    this.nextId = 1;
    this.jobs = new Map(); // id -> { kind, resolve, onProgress, onSolution, last }
    this.current = null; // id of the running search, if any
    this.isReady = false;
    this.restarts = 0;
    this.start();
  }

  start() {
    this.isReady = false;
    const worker = this.createWorker();
    this.worker = worker;
    worker.onmessage = (event) => {
      if (this.worker === worker) this.receive(event.data);
    };
    worker.onerror = (event) => {
      event?.preventDefault?.();
      if (this.worker !== worker) return;
      // A worker that has run before died of a bug: start another. One that never loaded
      // would only fail again.
      if (this.isReady || this.restarts > 0) {
        this.crash(event?.message || 'the solver stopped without a message', null);
        return;
      }
      const message = `the solver stopped: ${event?.message ?? 'the worker failed to load'}`;
      this.onFailure?.(message);
      this.failAll(message);
    };
  }

  /** Whether a search (solve, check or count) is running. */
  get busy() {
    return this.current !== null || this.poolJob !== null;
  }

  receive(msg) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'ready') {
      this.isReady = true;
      this.onReady?.(msg);
      this.warmPool();
      this.preloadWhenIdle();
      return;
    }
    if (msg.id === null || msg.id === undefined) {
      if (msg.type === 'error') {
        this.onFailure?.(msg.error);
        this.failAll(msg.error);
      }
      return;
    }
    const job = this.jobs.get(msg.id);
    if (!job) return; // a job already given up on (cancelled and replaced)
    switch (msg.type) {
      case 'progress':
        job.last = msg;
        job.onProgress?.(msg);
        break;
      case 'solution':
        job.last = { ...msg, solutions: 1 };
        job.onSolution?.(msg);
        break;
      case 'valid':
      case 'described':
      case 'exported':
      case 'result':
      case 'cancelled':
      case 'error':
        this.finish(msg.id, msg);
        break;
      case 'crashed':
        this.crash(msg.error, msg.id);
        break;
      default:
        break;
    }
  }

  finish(id, msg) {
    const job = this.jobs.get(id);
    if (!job) return;
    this.jobs.delete(id);
    if (this.current === id) this.current = null;
    clearTimeout(job.timer);
    job.resolve(msg);
  }

  failAll(message) {
    for (const id of [...this.jobs.keys()]) {
      this.finish(id, { type: 'error', id, error: message, cells: [] });
    }
  }

  send(kind, fields, callbacks = {}) {
    const id = this.nextId++;
    if (this.deadMessage) return Promise.resolve({ type: 'error', id, error: this.deadMessage, cells: [] });
    return new Promise((resolve) => {
      this.jobs.set(id, { kind, fields, resolve, ...callbacks, last: null });
      this.worker.postMessage({ type: kind, id, ...fields });
    });
  }

  /**
   * The engine trapped during job `id` (null: the worker died with no job named). Replaces
   * the worker: the job, and the search in progress, resolve `{ type: 'crashed', error }`;
   * the other requests (quick ones) are asked again of the new worker. After too many crashes
   * in a row (shared/crash-window.js) no worker is started again and every request fails.
   */
  crash(error, id) {
    const tooMany = this.crashes.tooMany();
    this.worker.terminate();
    const culprit = id ?? this.current;
    const request = culprit === null ? null : (this.jobs.get(culprit)?.kind ?? null);
    const text = String(error ?? 'unknown error');
    if (tooMany) {
      this.deadMessage = `the solver crashed ${this.crashes.count} times in a row (${text}); reload the page to start it again`;
      this.onFailure?.(this.deadMessage);
      this.failAll(this.deadMessage);
      return;
    }
    this.restarts += 1;
    this.onCrash?.({ error: text, request });
    for (const k of [culprit, this.current]) {
      const job = k === null ? null : this.jobs.get(k);
      if (job) this.finish(k, { ...(job.last ?? {}), batch: undefined, type: 'crashed', id: k, mode: job.kind, error: text });
    }
    this.start();
    for (const [k, other] of this.jobs) {
      this.worker.postMessage({ type: other.kind, id: k, ...other.fields });
    }
  }

  /**
   * For the tests of crash recovery: the engine traps on purpose, in the running search if
   * there is one, else at once (the worker then dies of an uncaught error).
   */
  debugTrap() {
    if (this.poolJob) this.pool.debugTrap();
    else this.worker.postMessage({ type: 'debugTrap' });
  }

  /**
   * Resolves `{ type: 'valid' }` or `{ type: 'error', error, cells, input }`. `variant` and
   * `regions` name a Sudoku variant and a jigsaw's region map.
   */
  validate(text, size, { variant = 'classic', regions = '' } = {}) {
    return this.send('validate', { text, size, variant, regions });
  }

  /** Resolves `{ type: 'described', info }` or `{ type: 'error', error }` for a problem `spec`. */
  describe(spec) {
    return this.send('describe', { spec });
  }

  /** Resolves `{ type: 'exported', text }` (Knuth's format) or `{ type: 'error', error }`. */
  exportDlx(spec) {
    return this.send('export', { spec });
  }

  /**
   * Finds the solutions of a problem `spec`, at most `limit` (0: all). Each progress message
   * (at least every 200 ms) and the final one carry the solutions found since the one before
   * as `batch: { flat, lengths }`; `onProgress(msg)` gets them as they come. Resolves like
   * `search`.
   */
  async enumerate(spec, { limit = 0, keep = Infinity, onProgress } = {}) {
    if (this.busy) await this.cancel();
    // A solve (the first solution) gains nothing from a pool: one subtree holds it.
    if (this.poolWorkers > 1 && limit !== 1) return this.inPool('enumerate', spec, { limit, keep, onProgress });
    const promise = this.send('enumerate', { spec, limit }, { onProgress });
    this.current = this.nextId - 1;
    return promise;
  }

  /**
   * Starts a search: `mode` is 'solve', 'check' or 'count' (with `limit`, 0 for no cap).
   * Resolves with the worker's 'result', 'cancelled' or 'error' message. A search already
   * running is cancelled first.
   */
  async search(mode, text, { limit = 0, size, variant = 'classic', regions = '', onProgress, onSolution } = {}) {
    if (this.busy) await this.cancel();
    const fields = { text, size, variant, regions };
    if (mode === 'count' && this.poolWorkers > 1) {
      return this.inPool('count', { kind: 'sudoku', ...fields }, { limit, onProgress });
    }
    const promise = this.send(mode, mode === 'count' ? { ...fields, limit } : fields, {
      onProgress,
      onSolution,
    });
    this.current = this.nextId - 1;
    return promise;
  }

  /**
   * Knuth's estimate of a problem `spec`'s whole search, from `samples` random paths drawn
   * from `seed`, beside any search (it is not the running search, and Cancel leaves it):
   * `onProgress({ estimate, elapsed })` as it samples; resolves `{ type: 'result', estimate }`
   * (`{ samples, nodes, updates, solutions }`, each count `{ mean, stdError }`), 'cancelled'
   * or 'error'. `stop()` ends it early (it resolves 'cancelled' with the estimate so far).
   */
  estimate(spec, { samples, seed = 1, onProgress } = {}) {
    const promise = this.send('estimate', { spec, samples, seed }, { onProgress });
    const id = this.nextId - 1;
    return { promise, stop: () => this.jobs.has(id) && this.worker.postMessage({ type: 'cancel', id }) };
  }

  /**
   * Cancels the running search. Resolves once it has stopped: the search's own promise
   * resolves with `{ type: 'cancelled', ... }` (the last progress it reported, if the
   * worker had to be replaced).
   */
  cancel() {
    if (this.poolJob) {
      // Aborting terminates every worker of the pool at once; the job's promise settles.
      const job = this.poolJob;
      job.controller.abort();
      return job.promise.then(() => true);
    }
    const id = this.current;
    if (id === null) return Promise.resolve(false);
    const job = this.jobs.get(id);
    if (job.cancelling) return job.cancelling;
    this.worker.postMessage({ type: 'cancel', id });
    job.cancelling = new Promise((resolve) => {
      const original = job.resolve;
      job.resolve = (msg) => {
        original(msg);
        resolve(true);
      };
      job.timer = setTimeout(() => {
        if (!this.jobs.has(id)) return;
        // The worker did not stop in time: replace it, and ask the new one whatever else
        // was pending (validations: quick questions about the text).
        this.worker.terminate();
        this.restarts += 1;
        // The last progress' solutions were delivered with it: the final message has none.
        const { batch, ...last } = job.last ?? { solutions: 0, nodes: 0, updates: 0, elapsed: 0 };
        this.finish(id, { ...last, type: 'cancelled', id, mode: job.kind, replaced: true });
        this.start();
        for (const [k, other] of this.jobs) {
          this.worker.postMessage({ type: other.kind, id: k, ...other.fields });
        }
      }, this.cancelGraceMs);
    });
    return job.cancelling;
  }

  /**
   * The worker starts on the lean engine (a Sudoku is solvable sooner); it loads the full one
   * when a problem needs it, or here, once the page has nothing better to do, so that choosing
   * another problem rarely waits for the download.
   */
  preloadWhenIdle() {
    const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 0));
    idle(() => this.worker.postMessage({ type: 'preload' }), { timeout: 5000 });
  }

  /**
   * Starts the pool's workers in the background once the page's own worker is ready, so that
   * the first count or find-all does not wait for them to start and compile the engine.
   */
  warmPool() {
    if (this.poolWorkers <= 1 || this.pool) return;
    this.pool = this.createPool(this.poolWorkers);
    this.pool.warm?.();
  }

  /**
   * Runs a count (`kind` 'count': a Sudoku's, only the number) or an enumeration ('enumerate':
   * the solutions too, batched with the progress messages as worker.js sends them, `more`
   * counting those past `keep`) in the pool, and answers as the worker would. The pool is
   * made at its first use and kept: its workers stay loaded between searches.
   */
  inPool(kind, spec, { limit, keep, onProgress }) {
    this.pool ??= this.createPool(this.poolWorkers);
    const controller = new AbortController();
    const t0 = performance.now();
    const workers = this.pool.size;
    const mode = kind;
    const job = { kind, controller, promise: null };
    let last = { solutions: 0, nodes: 0, updates: 0, elapsed: 0 };
    // Solutions delivered (in order) since the last message, handed on with the next one.
    let pending = [];
    let delivered = 0;
    const batch = () => {
      if (kind !== 'enumerate') return {};
      const flat = new Uint32Array(pending.reduce((n, b) => n + b.flat.length, 0));
      const lengths = [];
      let at = 0;
      let more = 0;
      for (const b of pending) {
        flat.set(b.flat, at);
        at += b.flat.length;
        for (const len of b.lengths) lengths.push(len);
        more += b.more;
      }
      pending = [];
      return { batch: { flat, lengths, more } };
    };
    const options = {
      spec,
      limit,
      keep,
      signal: controller.signal,
      onSolutions: (b) => {
        delivered += b.lengths.length + b.more;
        pending.push(b);
      },
      onProgress: (p) => {
        last = { solutions: p.solutions, nodes: p.nodes, updates: 0, elapsed: performance.now() - t0, fraction: p.fraction };
        onProgress?.({ type: 'progress', mode, ...last, workers, ...batch() });
      },
    };
    const answer = (r) => ({
      type: 'result',
      mode,
      limit,
      solutions: r.solutions,
      finished: r.finished,
      nodes: r.nodes,
      updates: r.updates,
      mems: r.mems,
      ...(r.cleansings !== undefined ? { cleansings: r.cleansings } : {}),
      elapsed: performance.now() - t0,
      grid: null,
      // The workers that searched: a problem the engine does not split (colors, multiplicities)
      // is one subproblem, searched by one of them.
      workers: r.workers?.filter((w) => w.subproblems > 0).length || workers,
      ...batch(),
    });
    const failure = (e) => {
      if (e instanceof ProblemError) return { type: 'error', mode, ...e.info, error: e.info.message, workers };
      if (e instanceof EngineCrash) {
        this.onCrash?.({ error: e.message, request: kind, pool: true });
        return { ...last, type: 'crashed', mode, error: e.message, workers };
      }
      if (e?.name === 'AbortError') {
        // The answer tells what was found, as the progress did: never fewer. Only the
        // solutions delivered in order (`delivered`, at most what was found) can be browsed;
        // the page keeps those and says so.
        const solutions = Math.max(last.solutions, delivered);
        return { ...last, ...batch(), type: 'cancelled', mode, solutions, delivered, elapsed: performance.now() - t0, workers };
      }
      return { type: 'error', mode, error: String(e?.message ?? e), cells: [], workers };
    };
    const running = kind === 'enumerate' ? this.pool.enumerate(options) : this.pool.count(options);
    job.promise = running.then(answer, failure).finally(() => {
      if (this.poolJob === job) this.poolJob = null;
      // A cancel or a crash terminated the workers: start fresh ones for the next search.
      if (this.pool.workers.length === 0) this.pool.warm?.();
    });
    this.poolJob = job;
    return job.promise;
  }

  /** Stops the worker for good. */
  close() {
    this.pool?.close();
    this.worker.terminate();
    this.failAll('the solver was closed');
  }
}
