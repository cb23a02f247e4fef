// Unit tests of the page's side of the worker protocol (www/workers/solver-client.js), with a fake
// worker that answers as www/workers/worker.js does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SolverClient } from '../../www/workers/solver-client.js';

/** A fake worker: records what it is sent; `reply` plays the worker's answers. */
class FakeWorker {
  constructor(script = () => {}) {
    this.sent = [];
    this.terminated = false;
    this.script = script;
  }
  postMessage(msg) {
    this.sent.push(msg);
    queueMicrotask(() => this.script(msg, this));
  }
  reply(msg) {
    if (!this.terminated) this.onmessage?.({ data: msg });
  }
  terminate() {
    this.terminated = true;
  }
}

function client(script, options = {}) {
  const workers = [];
  const c = new SolverClient({
    createWorker: () => {
      const w = new FakeWorker(script);
      workers.push(w);
      return w;
    },
    ...options,
  });
  return { c, workers };
}

test('validate resolves with the worker\'s answer, matched by id', async () => {
  const { c } = client((msg, w) => {
    if (msg.type === 'validate') {
      w.reply(
        msg.text === 'bad'
          ? { type: 'error', id: msg.id, error: 'the puzzle has 3 cells', cells: [] }
          : { type: 'valid', id: msg.id }
      );
    }
  });
  const [a, b] = await Promise.all([c.validate('bad'), c.validate('good')]);
  assert.equal(a.type, 'error');
  assert.equal(a.error, 'the puzzle has 3 cells');
  assert.equal(b.type, 'valid');
});

test('a search reports progress and its first solution, then resolves with the result', async () => {
  const { c } = client((msg, w) => {
    if (msg.type !== 'solve') return;
    w.reply({ type: 'progress', id: msg.id, mode: 'solve', solutions: 0, nodes: 10, updates: 5, elapsed: 1 });
    w.reply({ type: 'solution', id: msg.id, grid: '1234', solutions: 1, nodes: 12, updates: 6, elapsed: 2 });
    w.reply({ type: 'result', id: msg.id, mode: 'solve', solutions: 1, finished: true, nodes: 20, updates: 9, elapsed: 3, grid: '1234' });
  });
  const progress = [];
  const solutions = [];
  const promise = c.search('solve', 'x', { onProgress: (p) => progress.push(p), onSolution: (s) => solutions.push(s) });
  assert.equal(c.busy, true);
  const result = await promise;
  assert.equal(result.type, 'result');
  assert.equal(result.finished, true);
  assert.equal(progress.length, 1);
  assert.equal(solutions[0].grid, '1234');
  assert.equal(c.busy, false);
});

test('count sends its limit', async () => {
  const { c, workers } = client((msg, w) => {
    if (msg.type === 'count') w.reply({ type: 'result', id: msg.id, mode: 'count', solutions: msg.limit, finished: false });
  });
  const result = await c.search('count', 'x', { limit: 1000 });
  assert.equal(workers[0].sent[0].limit, 1000);
  assert.equal(result.solutions, 1000);
});

test('cancel: a worker that answers keeps running', async () => {
  const { c, workers } = client((msg, w) => {
    if (msg.type === 'cancel') w.reply({ type: 'cancelled', id: msg.id, mode: 'count', solutions: 7, nodes: 99, updates: 1, elapsed: 5 });
  });
  const running = c.search('count', 'x');
  const stopped = await c.cancel();
  assert.equal(stopped, true);
  const result = await running;
  assert.equal(result.type, 'cancelled');
  assert.equal(result.solutions, 7);
  assert.equal(workers.length, 1);
  assert.equal(c.busy, false);
  assert.equal(await c.cancel(), false); // nothing to cancel
});

/** Resolves once the microtasks queued so far and a turn of the event loop have run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

test('cancel: a worker that does not answer is replaced at the grace period, not before, and pending validations are asked again', async (t) => {
  // The grace period's timer runs on a fake clock: the test moves it on by hand.
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let answerValidations = false;
  const { c, workers } = client(
    (msg, w) => {
      if (msg.type === 'count') {
        w.reply({ type: 'progress', id: msg.id, mode: 'count', solutions: 3, nodes: 40, updates: 2, elapsed: 9 });
      }
      if (msg.type === 'validate' && answerValidations) w.reply({ type: 'valid', id: msg.id });
    },
    { cancelGraceMs: 20 }
  );
  const running = c.search('count', 'x');
  await flush(); // the worker has reported its progress
  const validation = c.validate('y');
  answerValidations = true; // only the new worker answers
  let settled = false;
  const cancelling = Promise.all([c.cancel(), c.cancel()]).then((answers) => {
    settled = true;
    return answers;
  });
  await flush();
  t.mock.timers.tick(19);
  await flush();
  assert.equal(settled, false, 'the worker is given the whole grace period');
  assert.equal(workers.length, 1);
  assert.equal(workers[0].terminated, false);
  t.mock.timers.tick(1);
  await flush();
  assert.equal(settled, true, 'replaced right at the end of the grace period');
  const [stopped, again] = await cancelling;
  assert.ok(stopped && again);
  const result = await running;
  assert.equal(result.type, 'cancelled');
  assert.equal(result.replaced, true);
  assert.equal(result.solutions, 3); // the last progress it reported
  assert.equal(workers.length, 2);
  assert.equal(workers[0].terminated, true);
  assert.equal((await validation).type, 'valid');
  assert.equal(c.restarts, 1);
});

test('a new search cancels the running one first', async () => {
  const { c } = client((msg, w) => {
    if (msg.type === 'cancel') w.reply({ type: 'cancelled', id: msg.id, solutions: 0, nodes: 0, updates: 0, elapsed: 0 });
    if (msg.type === 'check') w.reply({ type: 'result', id: msg.id, mode: 'check', solutions: 1, finished: true });
  });
  const first = c.search('count', 'x');
  const second = c.search('check', 'y');
  assert.equal((await first).type, 'cancelled');
  assert.equal((await second).type, 'result');
});

test('a worker that fails to load fails every request with a message', async () => {
  const failures = [];
  const { c, workers } = client(() => {}, { onFailure: (m) => failures.push(m) });
  const pending = c.validate('x');
  workers[0].onerror({ message: 'wasm missing', preventDefault() {} });
  const answer = await pending;
  assert.equal(answer.type, 'error');
  assert.match(answer.error, /wasm missing/u);
  assert.equal(failures.length, 1);
});

test('ready is reported once the worker has warmed up', async () => {
  let info = null;
  const { c, workers } = client(() => {}, { onReady: (m) => (info = m) });
  assert.equal(c.isReady, false);
  workers[0].reply({ type: 'ready', warmup: 12 });
  assert.equal(c.isReady, true);
  assert.equal(info.warmup, 12);
});

test('messages for unknown jobs are ignored', () => {
  const { workers } = client(() => {});
  workers[0].reply({ type: 'result', id: 42 });
  workers[0].reply(null);
});

test('a trap during a search: the search resolves crashed, the page is told, a fresh worker answers the rest', async () => {
  const crashes = [];
  const { c, workers } = client(
    (msg, w) => {
      if (msg.type === 'count' && w === workers[0]) {
        w.reply({ type: 'progress', id: msg.id, mode: 'count', solutions: 5, nodes: 70, updates: 3, elapsed: 8 });
        // The validation asked meanwhile is never answered by the worker that crashes.
        // (After the validation below has been sent to it: that comes in this same turn.)
        setImmediate(() => w.reply({ type: 'crashed', id: msg.id, mode: 'count', error: 'RuntimeError: unreachable' }));
      }
      if (msg.type === 'validate' && w !== workers[0]) w.reply({ type: 'valid', id: msg.id });
      if (msg.type === 'solve') w.reply({ type: 'result', id: msg.id, mode: 'solve', solutions: 1, finished: true, grid: '1' });
    },
    { onCrash: (c) => crashes.push(c) }
  );
  workers[0].reply({ type: 'ready', warmup: 1 });
  const running = c.search('count', 'x');
  const validation = c.validate('y');
  const result = await running;
  assert.equal(result.type, 'crashed');
  assert.equal(result.error, 'RuntimeError: unreachable');
  assert.equal(result.solutions, 5, 'what it had found before the crash');
  assert.deepEqual(crashes, [{ error: 'RuntimeError: unreachable', request: 'count' }]);
  assert.equal(workers.length, 2);
  assert.equal(workers[0].terminated, true);
  assert.equal(c.busy, false);
  assert.equal((await validation).type, 'valid', 'asked again of the new worker');
  assert.equal((await c.search('solve', 'z')).type, 'result');
  // A late message from the dead worker changes nothing.
  workers[0].terminated = false;
  workers[0].reply({ type: 'result', id: 1 });
  assert.equal(c.restarts, 1);
});

test('a worker that dies after loading is replaced; one that never loaded is a failure', async () => {
  const crashes = [];
  const failures = [];
  const { c, workers } = client(
    (msg, w) => {
      if (msg.type === 'validate' && w !== workers[0]) w.reply({ type: 'valid', id: msg.id });
    },
    { onCrash: (x) => crashes.push(x), onFailure: (m) => failures.push(m) }
  );
  workers[0].reply({ type: 'ready', warmup: 1 });
  const pending = c.validate('x');
  workers[0].onerror({ message: 'Uncaught RuntimeError: unreachable', preventDefault() {} });
  assert.deepEqual(crashes, [{ error: 'Uncaught RuntimeError: unreachable', request: null }]);
  assert.deepEqual(failures, []);
  assert.equal((await pending).type, 'valid');
  assert.equal(workers.length, 2);
});

test('a worker that keeps crashing is not restarted forever: requests then fail with a message', async () => {
  const failures = [];
  let t = 0;
  const { c, workers } = client(() => {}, { onFailure: (m) => failures.push(m), now: () => t });
  for (let k = 0; k < 3; k += 1) {
    workers.at(-1).reply({ type: 'ready', warmup: 1 });
    t += 1000;
    workers.at(-1).onerror({ message: 'boom', preventDefault() {} });
  }
  assert.equal(workers.length, 3, 'two restarts, then none');
  assert.equal(failures.length, 1);
  assert.match(failures[0], /crashed 3 times.*reload the page/u);
  const answer = await c.validate('x');
  assert.equal(answer.type, 'error');
  assert.match(answer.error, /reload the page/u);
});

test('crashes far apart are each recovered from', () => {
  let t = 0;
  const { workers } = client(() => {}, { now: () => t });
  for (let k = 0; k < 5; k += 1) {
    workers.at(-1).reply({ type: 'ready', warmup: 1 });
    t += 61_000;
    workers.at(-1).onerror({ message: 'boom', preventDefault() {} });
  }
  assert.equal(workers.length, 6);
});
