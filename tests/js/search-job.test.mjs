// The search-job lifecycle of the solver page's controllers (www/solver/search/search-job.js), with a fake
// client and node's mock timers: one search at a time, the busy line only once a search is
// slow, progress only from the running search, each answer to the handler of its outcome, and
// a stale search (its problem changed) answered by nothing but `stale`.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { SLOW_MS, SearchJob, progressLine, sharedNote, workersNote } from '../../www/solver/search/search-job.js';

/** A client whose searches the test answers by hand, and a page that records what it was told. */
function setup() {
  const said = [];
  const progress = [];
  const busy = [];
  const pending = [];
  const client = {
    cancelled: 0,
    search(onProgress) {
      return new Promise((resolve) => pending.push({ resolve, onProgress }));
    },
    cancel() {
      this.cancelled += 1;
      return Promise.resolve(true);
    },
  };
  const status = { say: (...line) => said.push(line), progress: (text) => progress.push(text) };
  const jobs = new SearchJob({ client, status, onBusy: (b) => busy.push(b) });
  return { jobs, client, said, progress, busy, pending };
}

/** Handlers that record which one was called, with what. */
function recorder() {
  const calls = [];
  const handlers = {};
  for (const name of ['stale', 'crashed', 'error', 'cancelled', 'done']) handlers[name] = (answer) => calls.push([name, answer?.type]);
  return { calls, handlers };
}

test('a quick search: busy and back, no busy line, the answer to `done`', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { jobs, client, said, progress, busy, pending } = setup();
    const { calls, handlers } = recorder();
    const running = jobs.run('solve', {
      start: ({ onProgress }) => client.search(onProgress),
      busyLine: () => said.push(['busy']),
      progress: (p) => `at ${p.nodes}`,
      ...handlers,
    });
    assert.equal(jobs.busy, true);
    assert.deepEqual(busy, [true]);
    // A second search waits for none: it is not started.
    await jobs.run('solve', { start: () => assert.fail('a second search started') });
    pending[0].onProgress({ nodes: 5 });
    pending[0].resolve({ type: 'result' });
    await running;
    mock.timers.tick(SLOW_MS);
    assert.deepEqual(said, []);
    assert.deepEqual(progress, ['at 5', '']);
    assert.deepEqual(busy, [true, false]);
    assert.deepEqual(calls, [['done', 'result']]);
    assert.equal(jobs.busy, false);
  } finally {
    mock.timers.reset();
  }
});

test('a slow search says so once it is slow; Cancel says so and is answered as cancelled', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { jobs, client, said, pending } = setup();
    const { calls, handlers } = recorder();
    let seen = null;
    const running = jobs.run('count', {
      start: ({ job, onProgress }) => {
        seen = job;
        return client.search(onProgress);
      },
      busyLine: (job) => said.push(['busy', job.mode]),
      progress: () => '',
      ...handlers,
    });
    mock.timers.tick(SLOW_MS - 1);
    assert.deepEqual(said, []);
    mock.timers.tick(1);
    assert.deepEqual(said, [['busy', 'count']]);
    assert.equal(seen.slow, true);
    assert.equal(jobs.live(seen), true);
    await jobs.cancel();
    assert.equal(client.cancelled, 1);
    assert.deepEqual(said.at(-1), ['Cancelling…', '', 'busy']);
    pending[0].resolve({ type: 'cancelled' });
    await running;
    assert.deepEqual(calls, [['cancelled', 'cancelled']]);
  } finally {
    mock.timers.reset();
  }
});

test('a search whose problem changed is stale: only `stale` hears of it, and its progress is not shown', async () => {
  const { jobs, client, progress, pending } = setup();
  const { calls, handlers } = recorder();
  let seen = null;
  const running = jobs.run('solve', {
    start: ({ job, onProgress }) => {
      seen = job;
      return client.search(onProgress);
    },
    progress: (p, job) => (job.stale ? 'stale' : `at ${p.nodes}`),
    ...handlers,
  });
  pending[0].onProgress({ nodes: 5 });
  assert.deepEqual(progress, ['at 5']);
  jobs.stop();
  assert.equal(client.cancelled, 1);
  assert.equal(jobs.live(seen), false);
  // The old line goes at once; a progress message still on its way is not shown.
  assert.deepEqual(progress, ['at 5', '']);
  pending[0].onProgress({ nodes: 9 });
  pending[0].resolve({ type: 'result' });
  await running;
  assert.deepEqual(calls, [['stale', undefined]]);
  assert.deepEqual(progress, ['at 5', '', '']);
  // Nothing runs: stop and cancel do nothing.
  jobs.stop();
  await jobs.cancel();
  assert.equal(client.cancelled, 1);
});

test('a crash and an error go to their handlers', async () => {
  for (const type of ['crashed', 'error']) {
    const { jobs, client, pending } = setup();
    const { calls, handlers } = recorder();
    const running = jobs.run('solve', { start: ({ onProgress }) => client.search(onProgress), progress: () => '', ...handlers });
    pending[0].resolve({ type });
    await running;
    assert.deepEqual(calls, [[type, type]]);
  }
});

test('the words of a search: progress, cancel, the pool', () => {
  const p = { solutions: 12345, nodes: 1234567, elapsed: 2500, workers: 1 };
  assert.equal(progressLine('Counting', '12,345 solutions', p), 'Counting: 12,345 solutions so far, 1,234,567 nodes visited (2.50 s)');
  assert.equal(
    progressLine('Finding', '3 packings', { ...p, workers: 2 }),
    'Finding: 3 packings so far, 1,234,567 nodes visited (2.50 s) on 2 workers'
  );
  assert.equal(workersNote({ workers: 1 }), '');
  assert.equal(sharedNote({ workers: 3 }), ' 3 workers shared the search.');
  const said = [];
  const jobs = new SearchJob({ client: {}, status: { say: (...line) => said.push(line) } });
  jobs.sayCancelled({ elapsed: 1250, nodes: 1234 }, '2 solutions so far, ', ' More.');
  assert.deepEqual(said, [['Cancelled', 'Stopped after 1.25 s: 2 solutions so far, 1,234 nodes visited. More.', 'cancelled']]);
});
