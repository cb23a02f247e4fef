// The page's side of the pool of workers (www/workers/solver-client.js with `poolWorkers` above 1):
// which searches go to the pool and which stay with the one worker, and that the pool's
// answers come back as the worker's messages do (progress with batches of solutions, result,
// cancelled, error with its cells, crashed), with a fake pool and a fake worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SolverClient } from '../../www/workers/solver-client.js';
import { EngineCrash, ProblemError } from '../../www/workers/count-pool.js';

/** A worker that answers every enumerate at once with one solution. */
class FakeWorker {
  constructor() {
    this.sent = [];
  }
  postMessage(msg) {
    this.sent.push(msg);
    if (msg.type === 'enumerate') {
      queueMicrotask(() =>
        this.onmessage?.({
          data: {
            type: 'result',
            id: msg.id,
            mode: 'enumerate',
            solutions: 1,
            finished: false,
            nodes: 3,
            updates: 4,
            elapsed: 1,
            batch: { flat: Uint32Array.of(7), lengths: [1] },
          },
        })
      );
    }
  }
  terminate() {}
}

/**
 * A pool whose runs the test plays by hand: `runs` holds each call's options and a
 * `settle(value)` / `fail(error)` pair; aborting the signal rejects as the real pool does.
 */
class FakePool {
  constructor(workers) {
    this.size = workers;
    this.workers = [];
    this.runs = [];
    this.warmed = 0;
    this.trapped = 0;
  }
  warm() {
    this.warmed += 1;
    this.workers = Array.from({ length: this.size }, () => ({}));
  }
  debugTrap() {
    this.trapped += 1;
  }
  play(kind, options) {
    return new Promise((resolve, reject) => {
      this.runs.push({ kind, options, settle: resolve, fail: reject });
      options.signal.addEventListener('abort', () => {
        this.workers = [];
        reject(new DOMException('the count was cancelled', 'AbortError'));
      });
    });
  }
  enumerate(options) {
    return this.play('enumerate', options);
  }
  count(options) {
    return this.play('count', options);
  }
}

function setup(poolWorkers = 2) {
  const pools = [];
  const crashes = [];
  const worker = new FakeWorker();
  const client = new SolverClient({
    createWorker: () => worker,
    poolWorkers,
    createPool: (n) => {
      const p = new FakePool(n);
      pools.push(p);
      return p;
    },
    onCrash: (c) => crashes.push(c),
  });
  return { client, pools, crashes, worker };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const PENTO = { kind: 'pentominoes', board: '6x10', symmetry: 'keep' };
const DONE = { solutions: 3, finished: true, nodes: 30, updates: 40, mems: 50 };

test('find all goes to the pool, in order, batches and the count of those past the cap included', async () => {
  const { client, pools, worker } = setup();
  const progress = [];
  const answer = client.enumerate(PENTO, { limit: 0, keep: 2, onProgress: (p) => progress.push(p) });
  await tick();
  const [run] = pools[0].runs;
  assert.equal(run.kind, 'enumerate');
  assert.deepEqual(run.options.spec, PENTO);
  assert.equal(run.options.keep, 2);
  assert.equal(worker.sent.filter((m) => m.type === 'enumerate').length, 0, 'not the one worker');
  assert.equal(client.busy, true);
  // Two deliveries, then a progress: one batch with both.
  run.options.onSolutions({ flat: Uint32Array.of(1, 2), lengths: [2], more: 0 });
  run.options.onSolutions({ flat: Uint32Array.of(3), lengths: [1], more: 0 });
  run.options.onProgress({ solutions: 2, nodes: 20, done: 1, total: 4 });
  assert.equal(progress.length, 1);
  assert.equal(progress[0].type, 'progress');
  assert.equal(progress[0].workers, 2);
  assert.deepEqual(Array.from(progress[0].batch.flat), [1, 2, 3]);
  assert.deepEqual(progress[0].batch.lengths, [2, 1]);
  // The last one, past the cap: only counted.
  run.options.onSolutions({ flat: new Uint32Array(0), lengths: [], more: 1 });
  run.settle(DONE);
  const result = await answer;
  assert.equal(result.type, 'result');
  assert.equal(result.solutions, 3);
  assert.equal(result.finished, true);
  assert.equal(result.workers, 2);
  assert.equal(result.batch.more, 1);
  assert.equal(result.batch.lengths.length, 0);
  assert.equal(client.busy, false);
});

test('a solve (one solution) stays with the one worker; so does everything with one core', async () => {
  const { client, pools, worker } = setup();
  const solved = await client.enumerate(PENTO, { limit: 1 });
  assert.equal(solved.type, 'result');
  assert.equal(worker.sent.filter((m) => m.type === 'enumerate').length, 1);
  assert.equal(pools.length, 0);

  const one = setup(1);
  const all = await one.client.enumerate(PENTO, { limit: 0 });
  assert.equal(all.type, 'result');
  assert.equal(one.pools.length, 0);
  assert.equal(one.worker.sent.filter((m) => m.type === 'enumerate').length, 1);
});

test('a Sudoku count goes to the pool with its rules and its cap; an error keeps its cells', async () => {
  const { client, pools } = setup();
  const answer = client.search('count', '12..', { limit: 5, size: 4, variant: 'x', regions: '' });
  await tick();
  const [run] = pools[0].runs;
  assert.equal(run.kind, 'count');
  assert.deepEqual(run.options.spec, { kind: 'sudoku', text: '12..', size: 4, variant: 'x', regions: '' });
  assert.equal(run.options.limit, 5);
  run.fail(new ProblemError({ error: 'row 1 has two 1s', cells: [[1, 1], [1, 2]], position: 0, input: 'puzzle' }));
  const error = await answer;
  assert.equal(error.type, 'error');
  assert.equal(error.error, 'row 1 has two 1s');
  assert.deepEqual(error.cells, [
    [1, 1],
    [1, 2],
  ]);
});

test('cancel aborts the pool: the answer counts what was found, with what was delivered in order, and fresh workers warm up', async () => {
  const { client, pools } = setup();
  const answer = client.enumerate(PENTO, {});
  await tick();
  const [run] = pools[0].runs;
  run.options.onSolutions({ flat: Uint32Array.of(1, 2, 3, 4), lengths: [2, 2], more: 0 });
  run.options.onProgress({ solutions: 5, nodes: 99 });
  const warmedBefore = pools[0].warmed;
  assert.equal(await client.cancel(), true);
  const cancelled = await answer;
  assert.equal(cancelled.type, 'cancelled');
  // Five found, two of them delivered in order: all five are counted (as the progress said),
  // the two delivered can be browsed.
  assert.equal(cancelled.solutions, 5);
  assert.equal(cancelled.delivered, 2);
  assert.equal(cancelled.batch.lengths.length, 2);
  assert.equal(cancelled.nodes, 99);
  assert.equal(client.busy, false);
  assert.equal(pools[0].warmed, warmedBefore + 1, 'the terminated workers are replaced');
});

test('a trap in the pool: the search resolves crashed and the page is told it was the pool', async () => {
  const { client, pools, crashes } = setup();
  const answer = client.search('count', '....', { size: 4 });
  await tick();
  client.debugTrap();
  assert.equal(pools[0].trapped, 1, 'the trap goes to the pool that is searching');
  pools[0].runs[0].fail(new EngineCrash('RuntimeError: unreachable'));
  const crashed = await answer;
  assert.equal(crashed.type, 'crashed');
  assert.deepEqual(crashes, [{ error: 'RuntimeError: unreachable', request: 'count', pool: true }]);
});

test('the pool warms up once the one worker is ready', () => {
  const { client, pools, worker } = setup();
  assert.equal(pools.length, 0);
  worker.onmessage({ data: { type: 'ready', warmup: 5 } });
  assert.equal(pools.length, 1);
  assert.equal(pools[0].warmed, 1);
  worker.onmessage({ data: { type: 'ready', warmup: 5 } });
  assert.equal(pools.length, 1, 'one pool');
  assert.ok(client.isReady);
});

test('a problem the pool does not split (one subproblem) reports the one worker that searched it', async () => {
  const { client, pools } = setup();
  const answer = client.enumerate(PENTO, { limit: 0 });
  await tick();
  pools[0].runs[0].settle({ ...DONE, workers: [{ subproblems: 1, nodes: 30, ms: 5 }, { subproblems: 0, nodes: 0, ms: 0 }] });
  const result = await answer;
  assert.equal(result.workers, 1);
});
