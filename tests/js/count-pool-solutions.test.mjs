// The counting pool's solution-returning mode (CountPool.enumerate): the solutions come back
// in exactly the order a one-worker search finds them, a limit gives exactly the first N of
// that order, the page's cap on what it keeps (`keep`) holds however many there are, a cancel
// terminates every worker at once, and a trap in a worker's engine ends the run as a crash. First with the
// real workers in node worker threads (as count-pool.test.mjs runs them), then with scripted
// fake workers that finish their subproblems in an order chosen by the test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CountPool, EngineCrash, ProblemError } from '../../www/workers/count-pool.js';
import { load, skip } from './engine-loader.mjs';
import { nodeWorker as makeNodeWorker } from './node-count-worker.mjs';

const created = [];

/** A counting worker in a worker thread, remembered in `created`. */
const nodeWorker = () => makeNodeWorker(created);

/** The solutions of a one-worker search, in its order, each as its options' numbers. */
async function serial(make, limit = Infinity) {
  const { Solver } = await load();
  const solver = make(Solver);
  try {
    const all = [];
    while (all.length < limit && solver.next()) all.push(Array.from(solver.chosen()));
    return { solutions: all, finished: solver.finished };
  } finally {
    solver.free();
  }
}

/** Runs pool.enumerate and gathers what onSolutions delivered, in order. */
async function gather(pool, options) {
  const ids = [];
  let more = 0;
  const result = await pool.enumerate({
    ...options,
    onSolutions: ({ flat, lengths, more: m }) => {
      if (lengths.length > 0) assert.equal(more, 0, 'counted-only solutions come last');
      let at = 0;
      for (const len of lengths) {
        ids.push(Array.from(flat.subarray(at, at + len)));
        at += len;
      }
      assert.equal(at, flat.length);
      more += m;
    },
  });
  return { result, ids, more };
}

const QUEENS8 = { spec: { kind: 'queens', n: 8 }, make: (S) => S.fromExample('queens8') };
const PENTO = {
  spec: { kind: 'pentominoes', board: '3x20', symmetry: 'keep' },
  make: (S) => S.fromPentominoes('3x20', false),
};
const LANGFORD = { spec: { kind: 'langford', n: 8, symmetry: 'keep' }, make: (S) => S.fromLangford(8, false) };
const SUDOKU4 = {
  spec: { kind: 'sudoku', text: `12${'.'.repeat(14)}`, size: 4, variant: 'classic' },
  make: (S) => S.fromSudoku(`12${'.'.repeat(14)}`),
};

test('the solutions come back in the one-worker order, with any number of workers', { skip }, async () => {
  for (const workers of [1, 2, 3]) {
    const pool = new CountPool({ workers, createWorker: nodeWorker });
    try {
      for (const { spec, make } of [QUEENS8, PENTO, LANGFORD, SUDOKU4]) {
        const want = await serial(make);
        // A fine split (many subproblems per worker) mixes the levels of the tree most.
        for (const perWorker of [1, 8, 40]) {
          const { result, ids, more } = await gather(pool, { spec, perWorker });
          const what = `${spec.kind} on ${workers} workers, ${perWorker} per worker`;
          assert.deepEqual(ids, want.solutions, what);
          assert.equal(more, 0);
          assert.equal(result.solutions, want.solutions.length, what);
          assert.equal(result.finished, true);
        }
      }
    } finally {
      pool.close();
    }
  }
});

test('queens 10 through the pool: the 724 placements in order, and the work of one search', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    const make = (S) => S.fromExample('queens10');
    const want = await serial(make);
    assert.equal(want.solutions.length, 724);
    const { result, ids } = await gather(pool, { spec: { kind: 'queens', n: 10 } });
    assert.deepEqual(ids, want.solutions);
    const { Solver } = await load();
    const one = make(Solver);
    one.count();
    assert.equal(result.nodes, one.nodes, 'the split and the subproblems add up to one search');
    assert.equal(result.updates, one.updates);
    one.free();
    assert.equal(result.workers.reduce((s, w) => s + w.subproblems, 0), result.split.subproblems);
  } finally {
    pool.close();
  }
});

test('a limit gives exactly the first N of that order, and says whether the search finished', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    const all = await serial(QUEENS8.make);
    for (const limit of [1, 2, 7, 13, 50, 91, 92, 93, 1000]) {
      const want = await serial(QUEENS8.make, limit);
      const { result, ids } = await gather(pool, { spec: QUEENS8.spec, limit, perWorker: 20 });
      assert.deepEqual(ids, all.solutions.slice(0, limit), `limit ${limit}`);
      assert.equal(result.solutions, Math.min(limit, 92));
      // As one worker: stopping at the limit leaves the search unfinished, even at exactly 92.
      assert.equal(result.finished, want.finished, `finished, limit ${limit}`);
    }
  } finally {
    pool.close();
  }
});

test('past `keep` solutions only their number comes back, in order after the kept ones', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    const all = await serial(QUEENS8.make);
    const { result, ids, more } = await gather(pool, { spec: QUEENS8.spec, keep: 10, perWorker: 20 });
    assert.deepEqual(ids, all.solutions.slice(0, 10));
    assert.equal(more, 82);
    assert.equal(result.solutions, 92);
    assert.equal(result.finished, true);
    // With a limit too: the first 30, 10 of them with their options.
    const capped = await gather(pool, { spec: QUEENS8.spec, keep: 10, limit: 30, perWorker: 20 });
    assert.deepEqual(capped.ids, all.solutions.slice(0, 10));
    assert.equal(capped.more, 20);
    assert.equal(capped.result.solutions, 30);
  } finally {
    pool.close();
  }
});

test('a count with a limit stops there, as a one-worker count does', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    // Every 4x4 grid: 288.
    const spec = { kind: 'sudoku', text: '.'.repeat(16), size: 4, variant: 'classic' };
    const { Solver } = await load();
    for (const limit of [1, 100, 287, 288, 289, 0]) {
      const one = Solver.fromSudoku('.'.repeat(16));
      const want = one.count(limit || undefined);
      const finished = one.finished;
      one.free();
      const got = await pool.count({ spec, limit });
      assert.equal(got.solutions, want, `limit ${limit}`);
      assert.equal(got.finished, finished, `finished, limit ${limit}`);
    }
  } finally {
    pool.close();
  }
});

test('cancel terminates every worker of a find-all at once, and the pool finds again', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  const controller = new AbortController();
  let atAbort = null;
  let delivered = 0;
  const finding = pool.enumerate({
    // 39,029,188,884 placements: no subproblem ends in any test's lifetime.
    spec: { kind: 'queens', n: 20 },
    signal: controller.signal,
    onSolutions: ({ lengths }) => {
      delivered += lengths.length;
    },
    onProgress: () => {
      // Once some placements have been handed over (a progress may count solutions found in a
      // later subproblem before they can be delivered in order: wait for a delivery).
      if (delivered > 0 && !atAbort) {
        controller.abort();
        // What holds the moment abort() returns: the pool's abort is synchronous.
        atAbort = { terminated: workers.map((w) => w.terminated), delivered };
      }
    },
  });
  const workers = [...pool.workers];
  await assert.rejects(finding, (e) => e.name === 'AbortError');
  assert.ok(atAbort, 'progress came before the end');
  assert.deepEqual(atAbort.terminated, [true, true], 'every worker terminated when abort() returned');
  // A whole find-all later on the same pool (fresh workers, many messages), nothing more of
  // the cancelled one was delivered.
  const again = await gather(pool, QUEENS8);
  assert.equal(again.ids.length, 92);
  assert.equal(delivered, atAbort.delivered, 'nothing delivered after the cancel');
  pool.close();
});

test('errors in the engine words with where they are; a trap ends the run as a crash', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    await assert.rejects(pool.enumerate({ text: 'A B\nA C\n' }), (e) => e instanceof ProblemError && /C/u.test(e.message));
    // A Sudoku's error names its cells.
    const clash = { kind: 'sudoku', text: `11${'.'.repeat(14)}`, size: 4, variant: 'classic' };
    await assert.rejects(pool.count({ spec: clash }), (e) => e instanceof ProblemError && e.info.cells.length === 2);
    let trapped = false;
    const counting = pool.count({
      // A count that cannot end first, whatever the machine: 20 queens.
      spec: { kind: 'queens', n: 20 },
      onProgress: () => {
        if (!trapped) {
          trapped = true;
          pool.debugTrap();
        }
      },
    });
    const workers = [...pool.workers];
    await assert.rejects(counting, (e) => e instanceof EngineCrash && /RuntimeError/u.test(e.message));
    assert.ok(workers.every((w) => w.terminated));
    assert.equal((await pool.count(QUEENS8)).solutions, 92, 'fresh workers after the crash');
  } finally {
    pool.close();
  }
});

// ------------------------------------------------------------------ scripted workers

/**
 * Fake workers over a made-up tree: subproblem j has `sizes[j]` solutions, solution i of it
 * being the options [j, i]; each takes `delays[j]` ms. Searching one sends its solutions in
 * two halves (a progress, then the counted), honouring the job's limit and keep. Records every
 * message sent to them.
 */
function scripted({ sizes, delays }) {
  const sent = [];
  const make = () => {
    const timers = new Set();
    const worker = {
      onmessage: null,
      onerror: null,
      postMessage(message) {
        sent.push(message);
        const reply = (data, ms = 0) => {
          const t = setTimeout(() => {
            timers.delete(t);
            worker.onmessage?.({ data });
          }, ms);
          timers.add(t);
        };
        if (message.type === 'stop') {
          for (const t of timers) clearTimeout(t);
          timers.clear();
        } else if (message.type === 'load') reply({ type: 'loaded', run: message.run });
        else if (message.type === 'split') {
          reply({
            type: 'split',
            run: message.run,
            flat: Uint32Array.from(sizes.map((_, j) => j)),
            lengths: Uint32Array.from(sizes.map(() => 1)),
            depths: Uint32Array.from(sizes.map(() => 1)),
            nodes: 1,
            updates: 0,
            maxLevel: 0,
          });
        } else if (message.type === 'count') {
          const j = message.presets[0];
          const n = Math.min(sizes[j], message.limit || Infinity);
          const batchOf = (from, to) => {
            const kept = Math.max(0, Math.min(to, message.keep) - from);
            const flat = [];
            for (let i = from; i < from + kept; i += 1) flat.push(j, i);
            return { flat: Uint32Array.from(flat), lengths: Array(kept).fill(2) };
          };
          const half = Math.floor(n / 2);
          const base = { run: message.run, job: message.job, nodes: n };
          reply({ type: 'progress', ...base, solutions: half, batch: batchOf(0, half) }, delays[j] / 2);
          reply(
            {
              type: 'counted',
              ...base,
              solutions: n,
              exhausted: n === sizes[j],
              updates: n,
              mems: n,
              maxLevel: 0,
              ms: delays[j],
              batch: batchOf(Math.min(half, message.keep), n),
            },
            delays[j]
          );
        }
      },
      terminate() {
        for (const t of timers) clearTimeout(t);
      },
    };
    return worker;
  };
  return { make, sent };
}

/** What a one-worker search over the scripted tree finds: [j, i] in order. */
function scriptedOrder(sizes) {
  return sizes.flatMap((n, j) => Array.from({ length: n }, (_, i) => [j, i]));
}

test('scripted: later subproblems finishing first wait for the earlier ones', async () => {
  // Subproblem 0 is slow: 1, 2, 3 finish on the other worker while it runs.
  const sizes = [6, 3, 0, 5, 4];
  const { make } = scripted({ sizes, delays: [80, 5, 5, 5, 5] });
  const pool = new CountPool({ workers: 2, createWorker: make });
  const { ids, result } = await gather(pool, { text: 'x', perWorker: 1 });
  assert.deepEqual(ids, scriptedOrder(sizes));
  assert.equal(result.solutions, 18);
  assert.equal(result.finished, true);
  // And the delivery came in order even as the pieces arrived out of it.
  const seen = [];
  await pool.enumerate({ text: 'x', perWorker: 1, onSolutions: (b) => seen.push(b.flat[0]) });
  assert.deepEqual(seen, [...seen].sort((a, b) => a - b));
  pool.close();
});

test('scripted: a limit met by the first subproblem stops the others and skips the rest', async () => {
  const sizes = [10, 50, 50, 50, 50, 50];
  const { make, sent } = scripted({ sizes, delays: [60, 200, 200, 200, 200, 200] });
  const pool = new CountPool({ workers: 2, createWorker: make });
  const { ids, result, more } = await gather(pool, { text: 'x', limit: 7, perWorker: 1 });
  assert.deepEqual(ids, scriptedOrder(sizes).slice(0, 7));
  assert.equal(more, 0);
  assert.equal(result.solutions, 7);
  assert.equal(result.finished, false);
  const counts = sent.filter((m) => m.type === 'count');
  assert.deepEqual(
    counts.map((m) => [m.job, m.limit]),
    [
      [0, 7],
      [1, 7],
    ],
    'only the first two handed out, each with what it may still need'
  );
  assert.ok(sent.some((m) => m.type === 'stop'), 'the worker on subproblem 1 was told to stop');
  pool.close();
});

test('scripted: the limit reached across subproblems, with keep smaller than the limit', async () => {
  const sizes = [3, 4, 2, 8, 8];
  const { make, sent } = scripted({ sizes, delays: [30, 10, 10, 10, 10] });
  const pool = new CountPool({ workers: 2, createWorker: make });
  const { ids, result, more } = await gather(pool, { text: 'x', limit: 12, keep: 5, perWorker: 1 });
  assert.deepEqual(ids, scriptedOrder(sizes).slice(0, 5));
  assert.equal(more, 7);
  assert.equal(result.solutions, 12);
  assert.equal(result.finished, false);
  // No subproblem was asked for options past the first 5, nor for solutions past the first 12.
  for (const m of sent.filter((x) => x.type === 'count')) {
    assert.ok(m.keep <= 5 && m.limit <= 12, JSON.stringify(m));
  }
  pool.close();
});

test('scripted: options kept aside past `keep` are let go, and their solutions still counted in order', async () => {
  // Subproblem 0 is slow and has 10; the others finish first with 6 each, kept aside until
  // subproblem 0 reports its first 5: from then on they can only come past the first 4.
  const sizes = [10, 6, 6, 6, 6];
  const { make } = scripted({ sizes, delays: [80, 5, 5, 5, 5] });
  const pool = new CountPool({ workers: 2, createWorker: make });
  const { ids, result, more } = await gather(pool, { text: 'x', keep: 4, perWorker: 1 });
  assert.deepEqual(ids, scriptedOrder(sizes).slice(0, 4));
  assert.equal(more, 30);
  assert.equal(result.solutions, 34);
  assert.equal(result.finished, true);
  pool.close();
});
