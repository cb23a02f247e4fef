// The counting pool (www/workers/count-pool.js) with its real workers (www/workers/count-worker.js), each in a
// node worker thread over the wasm package in www/pkg: pooled counts equal one-worker counts
// (and the published ones), the work adds up to a one-worker search's, progress comes, a
// cancel terminates every worker before abort() returns, and errors come back in the engine's words. Also the two
// bindings the pool stands on, Solver.subproblems and Solver.setPresets. Skipped (with a note)
// when www/pkg has not been built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CountPool, countInPool, defaultWorkers } from '../../www/workers/count-pool.js';
import { load, skip } from './engine-loader.mjs';
import { nodeWorker as makeNodeWorker } from './node-count-worker.mjs';

const created = [];

/** A counting worker in a worker thread, remembered in `created`. */
const nodeWorker = () => makeNodeWorker(created);

const KNUTH = 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

/** The one-worker count and its work, through the same bindings. */
async function sequential(make) {
  const { Solver } = await load();
  const solver = make(Solver);
  try {
    const solutions = solver.count();
    return { solutions, nodes: solver.nodes, updates: solver.updates, maxLevel: solver.maxLevel };
  } finally {
    solver.free();
  }
}

test('queens 8 in a pool of two: 92, and the work of one search', { skip }, async () => {
  const result = await countInPool({ spec: { kind: 'queens', n: 8 }, workers: 2, createWorker: nodeWorker });
  const one = await sequential((S) => S.fromExample('queens8'));
  assert.equal(result.solutions, 92);
  assert.equal(result.nodes, one.nodes);
  assert.equal(result.updates, one.updates);
  assert.equal(result.maxLevel, one.maxLevel);
  assert.ok(result.split.subproblems >= 16, `${result.split.subproblems} subproblems`);
  assert.ok(result.split.nodes > 0);
  assert.equal(result.workers.length, 2);
  assert.equal(
    result.workers.reduce((s, w) => s + w.subproblems, 0),
    result.split.subproblems,
    'every subproblem counted once'
  );
  assert.ok(result.timing.total >= result.timing.split);
});

test('pentominoes 3x20: 8 packings, 2 up to symmetry; any number of workers', { skip }, async () => {
  for (const workers of [1, 2, 3]) {
    const all = await countInPool({
      spec: { kind: 'pentominoes', board: '3x20', symmetry: 'keep' },
      workers,
      createWorker: nodeWorker,
    });
    assert.equal(all.solutions, 8, `${workers} workers`);
  }
  const broken = await countInPool({
    spec: { kind: 'pentominoes', board: '3x20', symmetry: 'break' },
    workers: 2,
    createWorker: nodeWorker,
  });
  assert.equal(broken.solutions, 2);
  const one = await sequential((S) => S.fromPentominoes('3x20', false));
  const pooled = await countInPool({
    spec: { kind: 'pentominoes', board: '3x20', symmetry: 'keep' },
    workers: 2,
    createWorker: nodeWorker,
  });
  assert.equal(pooled.nodes, one.nodes);
  assert.equal(pooled.updates, one.updates);
});

test('DLX text and the other kinds count as one worker does', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  try {
    assert.equal((await pool.count({ text: KNUTH })).solutions, 1);
    // No exact cover: item B has no option, a dead end at the root. No subproblem is left.
    const none = await pool.count({ text: 'A B\nA\n' });
    assert.equal(none.solutions, 0);
    assert.equal(none.split.subproblems, 0);
    assert.equal(none.nodes, 1);
    assert.equal((await pool.count({ spec: { kind: 'langford', n: 7, symmetry: 'keep' } })).solutions, 52);
    assert.equal((await pool.count({ spec: { kind: 'langford', n: 7, symmetry: 'break' } })).solutions, 26);
    // An empty 4x4 Sudoku: every 4x4 grid.
    const sudoku = { kind: 'sudoku', text: '.'.repeat(16), size: 4, variant: 'classic' };
    assert.equal((await pool.count({ spec: sudoku })).solutions, 288);
    // The same pool again: its workers stayed up.
    const before = created.length;
    assert.equal((await pool.count({ spec: { kind: 'queens', n: 6 } })).solutions, 4);
    assert.equal(created.length, before, 'no new workers for a second count');
  } finally {
    pool.close();
  }
});

test('progress comes while counting, and adds up at the end', { skip }, async () => {
  const seen = [];
  const result = await countInPool({
    spec: { kind: 'queens', n: 10 },
    workers: 2,
    createWorker: nodeWorker,
    onProgress: (p) => seen.push(p),
  });
  assert.equal(result.solutions, 724);
  assert.ok(seen.length >= 1);
  const last = seen.at(-1);
  assert.equal(last.solutions, 724);
  assert.equal(last.done, last.total);
  assert.equal(last.total, result.split.subproblems);
  for (let k = 1; k < seen.length; k += 1) {
    assert.ok(seen[k].done >= seen[k - 1].done, 'done never goes back');
  }
});

test('cancel terminates every worker before abort() returns, and the count rejects', { skip }, async () => {
  const pool = new CountPool({ workers: 2, createWorker: nodeWorker });
  const controller = new AbortController();
  let atAbort = null;
  const counting = pool.count({
    // 39,029,188,884 placements: no subproblem ends in any test's lifetime.
    spec: { kind: 'queens', n: 20 },
    signal: controller.signal,
    onProgress: () => {
      if (atAbort) return;
      controller.abort();
      // What holds the moment abort() returns: the pool's abort is synchronous.
      atAbort = { terminated: workers.map((w) => w.terminated), left: pool.workers.length };
    },
  });
  const workers = [...pool.workers];
  assert.equal(workers.length, 2);
  await assert.rejects(counting, (e) => e.name === 'AbortError');
  assert.ok(atAbort, 'progress came before the end');
  assert.deepEqual(atAbort.terminated, [true, true], 'every worker terminated when abort() returned');
  assert.equal(atAbort.left, 0);
  // The pool counts again, with fresh workers.
  assert.equal((await pool.count({ spec: { kind: 'queens', n: 8 } })).solutions, 92);
  assert.ok(pool.workers.every((w) => !workers.includes(w)));
  pool.close();
  // A signal aborted before the start: nothing runs.
  const early = new AbortController();
  early.abort();
  await assert.rejects(countInPool({ text: KNUTH, signal: early.signal, createWorker: nodeWorker }), (e) => e.name === 'AbortError');
});

test('errors come back in the engine words, and bad settings are refused', { skip }, async () => {
  await assert.rejects(countInPool({ text: 'A B\nA C\n', workers: 2, createWorker: nodeWorker }), /C/);
  await assert.rejects(countInPool({ spec: { kind: 'nonsense' }, workers: 1, createWorker: nodeWorker }), /nonsense/);
  await assert.rejects(countInPool({ workers: 1, createWorker: nodeWorker }), TypeError);
  assert.throws(() => new CountPool({ workers: 0 }), RangeError);
  assert.throws(() => new CountPool({ workers: 1000 }), RangeError);
  assert.ok(defaultWorkers() >= 1);
  const pool = new CountPool({ workers: 1, createWorker: nodeWorker });
  const first = pool.count({ spec: { kind: 'queens', n: 8 } });
  await assert.rejects(pool.count({ spec: { kind: 'queens', n: 8 } }), /already counting/);
  assert.equal((await first).solutions, 92);
  pool.close();
});

test('the bindings: subproblems add up to the count; setPresets checks its options', { skip }, async () => {
  const { Solver } = await load();
  const cutter = Solver.fromExample('queens8');
  const cut = cutter.subproblems(16);
  assert.ok(cut.flat instanceof Uint32Array && cut.lengths instanceof Uint32Array);
  assert.equal(cut.depths.length, cut.lengths.length);
  assert.ok(cut.lengths.length >= 16);
  const counter = Solver.fromExample('queens8');
  let at = 0;
  let solutions = 0;
  let nodes = cut.nodes;
  for (let k = 0; k < cut.lengths.length; k += 1) {
    const presets = cut.flat.subarray(at, at + cut.lengths[k]);
    at += cut.lengths[k];
    assert.equal(presets.length, cut.depths[k]);
    counter.setPresets(presets);
    assert.equal(counter.nodes, 0, 'the statistics start again');
    solutions += counter.count();
    nodes += counter.nodes;
  }
  assert.equal(at, cut.flat.length);
  assert.equal(solutions, 92);
  assert.equal(nodes, (await sequential((S) => S.fromExample('queens8'))).nodes);
  // A solver that has searched cannot be cut; bad presets are refused with the reason.
  cutter.next();
  assert.throws(() => cutter.subproblems(4), /fresh solver/);
  assert.throws(() => counter.setPresets(Uint32Array.of(9999)), /does not exist/);
  // Squares (0,0) and (0,1) share row 0.
  assert.throws(() => counter.setPresets(Uint32Array.of(0, 1)), /a second time/);
  cutter.free();
  counter.free();
});

test('Solver.countFor counts in node-budgeted slices, past solutions, and stops at a limit', { skip }, async () => {
  const { Solver } = await load();
  const whole = await sequential((S) => S.fromExample('queens8'));
  const sliced = Solver.fromExample('queens8');
  const limited = Solver.fromExample('queens8');
  try {
    // 100 nodes a call: solutions are counted inside a call, not one call each.
    let found = 0;
    let calls = 0;
    while (!sliced.finished) {
      found += sliced.countFor(100);
      calls += 1;
    }
    assert.equal(found, 92);
    assert.ok(calls < 92, `${calls} calls for 92 solutions`);
    // Knuth's counts as in one uninterrupted count.
    assert.deepEqual([sliced.nodes, sliced.updates, sliced.maxLevel], [whole.nodes, whole.updates, whole.maxLevel]);
    assert.equal(limited.countFor(1e9, 10), 10);
    assert.equal(limited.finished, false);
    assert.equal(limited.countFor(1e9, 0), 0);
    assert.equal(limited.countFor(1e9), 82);
    assert.equal(limited.finished, true);
  } finally {
    sliced.free();
    limited.free();
  }
});

test('Solver.count runs in slices of nodes and still counts as one search', { skip }, async () => {
  const { Solver } = await load();
  // 10 queens: 16,448 search-tree nodes (Knuth's count), more than one slice of 2^14.
  const whole = Solver.fromExample('queens10');
  const limited = Solver.fromExample('queens10');
  try {
    assert.equal(whole.count(), 724);
    assert.equal(whole.nodes, 16448);
    assert.equal(whole.finished, true);
    assert.equal(limited.count(0), 0);
    assert.equal(limited.count(700), 700);
    assert.equal(limited.finished, false);
    assert.equal(limited.count(), 24);
    assert.equal(limited.count(5), 0);
    assert.equal(limited.nodes, 16448);
  } finally {
    whole.free();
    limited.free();
  }
});
