// The estimate and the progress of a long search, as the pages put them: the pool's combined
// tree fraction (www/workers/pool-fraction.js, alone and with the real counting workers), the
// words (www/shared/estimate-words.js), the solver page's reckoning (www/solver/search/estimate-meter.js)
// and the worker's estimate job (www/workers/estimate-job.js) over the real engine. The engine
// tests are skipped (with a note) when www/pkg has not been built.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { poolFraction } from '../../www/workers/pool-fraction.js';
import {
  aboutCount,
  estimateLine,
  leftLine,
  percentText,
  roughCount,
  roughDuration,
  treeLine,
} from '../../www/shared/estimate-words.js';
import { ESTIMATE_SAMPLES, ESTIMATE_SEED, SearchMeter } from '../../www/solver/search/estimate-meter.js';
import { countInPool } from '../../www/workers/count-pool.js';
import { SolverClient } from '../../www/workers/solver-client.js';
import { fetchFilesFromDisk, load, skip } from './engine-loader.mjs';
import { nodeWorker as makeNodeWorker } from './node-count-worker.mjs';

const created = [];
after(() => created.forEach((w) => w.terminate()));

// ---------------------------------------------------------------- combining fractions

test('the pool fraction: done subproblems count whole, running ones by their own fraction', () => {
  const shares = [0.25, 0.25, 0.5];
  assert.equal(poolFraction(shares, shares.map(() => ({ state: 'waiting' }))), 0);
  assert.equal(poolFraction(shares, [{ state: 'done' }, { state: 'waiting' }, { state: 'waiting' }]), 0.25);
  assert.equal(poolFraction(shares, [{ state: 'done' }, { state: 'running', fraction: 0.5 }, { state: 'running', fraction: 0.5 }]), 0.625);
  assert.equal(poolFraction(shares, shares.map(() => ({ state: 'done' }))), 1);
  // Skipped ones (past a limit) are not searched: nothing is left of them.
  assert.equal(poolFraction(shares, [{ state: 'skipped' }, { state: 'done' }, { state: 'done' }]), 1);
  // Before the split there is nothing to weigh.
  assert.equal(poolFraction(undefined, []), 0);
  assert.equal(poolFraction(new Float64Array(0), []), 0);
});

test('the dead ends above the cut are done once the split is', () => {
  // Shares of 0.2 + 0.3: half of the tree died above the cut.
  assert.equal(poolFraction([0.2, 0.3], [{ state: 'waiting' }, { state: 'waiting' }]), 0.5);
});

test('the pool fraction never goes back, whatever order the workers go in', () => {
  // A random run of 12 subproblems over 3 workers: each step raises one running fraction,
  // finishes one, or starts one; the combined fraction must rise or stay.
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const raw = Array.from({ length: 12 }, () => random() + 0.01);
  const sum = raw.reduce((a, b) => a + b, 0) * 1.2;
  const shares = raw.map((x) => x / sum);
  const jobs = shares.map(() => ({ state: 'waiting', fraction: 0 }));
  let last = poolFraction(shares, jobs);
  let steps = 0;
  while (jobs.some((j) => j.state !== 'done')) {
    const j = Math.floor(random() * jobs.length);
    const job = jobs[j];
    if (job.state === 'waiting') job.state = 'running';
    else if (job.state === 'running') {
      if (random() < 0.3) job.state = 'done';
      else job.fraction = Math.min(1, job.fraction + random() * 0.3);
    }
    const f = poolFraction(shares, jobs);
    assert.ok(f >= last - 1e-12 && f <= 1, `${f} after ${last}`);
    last = f;
    steps += 1;
  }
  assert.ok(steps > 12);
  assert.equal(last, 1);
});

// ---------------------------------------------------------------- words

test('rough counts keep two digits and name the large ones', () => {
  assert.equal(roughCount(0), '0');
  assert.equal(roughCount(0.3), '0');
  assert.equal(roughCount(7.4), '7');
  assert.equal(roughCount(483), '480');
  assert.equal(roughCount(2133), '2,100');
  assert.equal(roughCount(1234567), '1.2 million');
  assert.equal(roughCount(999999), '1 million');
  assert.equal(roughCount(3.4e9), '3.4 billion');
  assert.equal(roughCount(5e16), '5.0 × 10¹⁶');
  assert.equal(roughCount(1.1e23), '1.1 × 10²³');
  assert.equal(aboutCount(1, 'packing'), 'about 1 packing');
  assert.equal(aboutCount(0.1, 'packing'), 'no packings');
  assert.equal(aboutCount(92.3, 'placement'), 'about 92 placements');
});

test('rough durations round before picking the unit', () => {
  assert.equal(roughDuration(0.4), 'under a second');
  assert.equal(roughDuration(4.4), '4 s');
  assert.equal(roughDuration(39.6), '40 s');
  assert.equal(roughDuration(59.6), '1 min');
  assert.equal(roughDuration(125), '2 min');
  assert.equal(roughDuration(7300), '2 h');
  assert.equal(roughDuration(90000), '1 day');
  assert.equal(roughDuration(4e7), '1 year');
  assert.equal(roughDuration(1e13), 'more than ten thousand years');
});

test('the estimate line has the shape the page promises', () => {
  assert.equal(
    estimateLine({ solutions: 1.23e6, seconds: 41, workers: 2, one: 'packing', many: 'packings' }),
    'About 1.2 million packings, roughly 41 s on 2 workers.'
  );
  assert.equal(estimateLine({ solutions: 480, seconds: null, one: 'solution' }), 'About 480 solutions.');
  assert.equal(estimateLine({ solutions: 12, seconds: 0.2, workers: 1, one: 'solution' }), 'About 12 solutions, a few seconds.');
  assert.equal(leftLine({ fraction: 0.372, seconds: 25 }), '37% done, about 25 s left');
  assert.equal(leftLine({ fraction: 0.372, seconds: null }), '37% done');
  assert.equal(leftLine({ fraction: 0.5, seconds: 3, finished: true }), '100% done');
  assert.equal(treeLine({ nodes: 2133, fraction: 0.37 }), 'About 2,100 nodes in all; 37% explored.');
  assert.equal(treeLine({ nodes: 2133, fraction: 1 }), 'About 2,100 nodes in all; 100% explored.');
  // 100% is kept for the end: a search at 99.9% is not done.
  assert.equal(percentText(0.9999), '99%');
  assert.equal(percentText(1), '99%');
  assert.equal(percentText(1, true), '100%');
});

// ---------------------------------------------------------------- the solver page's reckoning

const ESTIMATE = {
  samples: 1000,
  nodes: { mean: 100000, stdError: 5000 },
  updates: { mean: 1e6, stdError: 1e5 },
  solutions: { mean: 2000, stdError: 300 },
};

test('the meter: time from the measured rate and the estimated nodes', () => {
  const meter = new SearchMeter({ one: 'packing' });
  assert.equal(meter.estimateText, 'Estimating the size of the search…');
  meter.setEstimate(ESTIMATE);
  assert.equal(meter.estimateText, 'About 2,000 packings.');
  // 10,000 nodes in 1 s on 2 workers: 100,000 nodes take 10 s, 9 s are left.
  meter.progress({ nodes: 10000, elapsed: 1000, fraction: 0.05, solutions: 150, workers: 2 });
  assert.equal(meter.totalSeconds, 10);
  assert.equal(meter.leftSeconds, 9);
  assert.equal(meter.estimateText, 'About 2,000 packings, roughly 10 s on 2 workers.');
  assert.equal(meter.leftText, '5% done, about 9 s left');
  // Past the estimate (it was low), the time left comes from the fraction done.
  meter.progress({ nodes: 200000, elapsed: 20000, fraction: 0.8, solutions: 1900, workers: 2 });
  assert.ok(Math.abs(meter.leftSeconds - 5) < 1e-9, `${meter.leftSeconds}`);
  meter.end({ finished: true });
  assert.equal(meter.percent, 100);
  assert.equal(meter.leftText, '100% done');
  // The count is exact now: the estimate has nothing left to say.
  assert.equal(meter.estimateText, '');
});

test('the meter never goes back, and a capped search counts its cap', () => {
  const meter = new SearchMeter({ limit: 1000 });
  const seen = [];
  for (const [fraction, solutions] of [
    [0.1, 50],
    [0.05, 60],
    [0.3, 100],
    [0.2, 500],
    [0.25, 700],
  ]) {
    meter.progress({ nodes: 1, elapsed: 1, fraction, solutions });
    seen.push(meter.percent);
  }
  assert.deepEqual(seen, [10, 10, 30, 50, 70]);
  assert.ok(seen.every((p) => p >= 0 && p <= 100));
  // With a cap below the estimated count, only part of the tree is searched.
  meter.setEstimate(ESTIMATE);
  assert.equal(meter.totalNodes, 50000);
  meter.end({ finished: false });
  assert.equal(meter.percent, 70);
});

test('times read as English at both ends: no "about more than", no "under a second" for what may take seconds', () => {
  for (const seconds of [0, 0.2, 0.99, 1.4, 2, 4.9]) {
    assert.equal(leftLine({ fraction: 0.9, seconds }), '90% done, a few seconds left', `${seconds}`);
    assert.equal(estimateLine({ solutions: 40, seconds, one: 'solution' }), 'About 40 solutions, a few seconds.', `${seconds}`);
  }
  assert.equal(leftLine({ fraction: 0.9, seconds: 5.2 }), '90% done, about 5 s left');
  for (const seconds of [1e13, 1e20, 1e100]) {
    assert.equal(leftLine({ fraction: 0, seconds }), '0% done, more than ten thousand years left');
    assert.equal(
      estimateLine({ solutions: 4.4e98, seconds, workers: 2, one: 'solution' }),
      'About 4.4 × 10⁹⁸ solutions, more than ten thousand years on 2 workers.'
    );
  }
  assert.equal(leftLine({ fraction: 0, seconds: 3e11 }), '0% done, about 9,500 years left');
  assert.equal(leftLine({ fraction: 0.372, seconds: 12, stopped: true }), 'Stopped at 37%');
  for (let e = -3; e <= 120; e += 0.5) {
    const words = [leftLine({ fraction: 0.5, seconds: 10 ** e }), estimateLine({ solutions: 5, seconds: 10 ** e, one: 'way' })];
    for (const w of words) assert.doesNotMatch(w, /about more|roughly more|roughly a few|about a few|under a second/u, w);
  }
});

// ---------------------------------------------------------------- one account per search

/** The estimate of the 6x10 pentomino box without symmetry breaking, as the page got it. */
const NO_PATH_MET_ONE = {
  samples: 1000,
  nodes: { mean: 2.93e6, stdError: 6.4e5 },
  updates: { mean: 1.07e9, stdError: 2e8 },
  solutions: { mean: 0, stdError: 0 },
};

test('an estimate whose paths met no solution names no count: never "no packings" beside packings found', () => {
  const meter = new SearchMeter({ one: 'packing', many: 'packings' });
  meter.setEstimate(NO_PATH_MET_ONE);
  meter.progress({ nodes: 1e6, elapsed: 600, fraction: 0.3, solutions: 4405, workers: 2 });
  assert.equal(meter.estimatedCount, null);
  assert.equal(
    meter.estimateText,
    'The whole search: a few seconds on 2 workers (the packings are too rare for the estimate to count).'
  );
  assert.doesNotMatch(meter.estimateText, /no packings/u);
  // One path in a thousand met one: its weight is the whole mean, as uncertain as it is large.
  meter.setEstimate({ ...NO_PATH_MET_ONE, solutions: { mean: 11800, stdError: 11800 } });
  assert.equal(meter.estimatedCount, null);
  // A sharp estimate is told; one below what was found already gives way to the found.
  meter.setEstimate({ ...NO_PATH_MET_ONE, solutions: { mean: 9000, stdError: 900 } });
  assert.match(meter.estimateText, /^About 9,000 packings, /u);
  meter.progress({ nodes: 2e6, elapsed: 1200, fraction: 0.6, solutions: 9100, workers: 2 });
  assert.match(meter.estimateText, /^At least 9,100 packings, /u);
  // At the end the count is exact: no estimate is left to contradict it.
  meter.end({ type: 'result', solutions: 9356, finished: true, nodes: 3.6e6, elapsed: 2000 });
  assert.equal(meter.found, 9356);
  assert.equal(meter.estimateText, '');
  assert.equal(meter.leftText, '100% done');
});

test('found is never replaced by kept: a Cancel keeps the largest count reported, and what was kept apart', () => {
  const meter = new SearchMeter({ one: 'placement' });
  meter.progress({ nodes: 5e7, elapsed: 3000, fraction: 0.1, solutions: 936333, workers: 2 });
  meter.setKept(100000);
  // The answer of a pool's Cancel may count what was delivered in order only.
  meter.end({ type: 'cancelled', solutions: 100000, nodes: 9e7, elapsed: 6000 });
  assert.equal(meter.found, 936333);
  assert.equal(meter.kept, 100000);
  assert.equal(meter.truncated, true);
  assert.equal(meter.phase, 'stopped');
  assert.equal(meter.leftText, 'Stopped at 10%');
});

test('an ended account takes nothing more: a late estimate or progress cannot bring "Estimating" back', () => {
  for (const answer of [{ type: 'result', solutions: 156, finished: true }, { type: 'cancelled', solutions: 3 }]) {
    const meter = new SearchMeter({ one: 'packing' });
    meter.progress({ nodes: 10, elapsed: 200, fraction: 0.5, solutions: 3 });
    meter.end(answer);
    const before = { text: meter.estimateText, left: meter.leftText, found: meter.found, percent: meter.percent };
    meter.setEstimate(ESTIMATE);
    meter.progress({ nodes: 99, elapsed: 900, fraction: 0.9, solutions: 99 });
    assert.deepEqual({ text: meter.estimateText, left: meter.leftText, found: meter.found, percent: meter.percent }, before);
    assert.doesNotMatch(meter.estimateText, /Estimating/u);
  }
});

// ---------------------------------------------------------------- the client's request

test('the client asks its worker for an estimate beside the search, and can stop it', async () => {
  const posted = [];
  const worker = { postMessage: (m) => posted.push(m), terminate() {}, onmessage: null, onerror: null };
  const client = new SolverClient({ createWorker: () => worker });
  const heard = [];
  const spec = { kind: 'queens', n: 12 };
  const run = client.estimate(spec, { samples: 500, seed: 3, onProgress: (m) => heard.push(m.estimate.samples) });
  const ask = posted.at(-1);
  assert.deepEqual({ ...ask, id: 0 }, { type: 'estimate', id: 0, spec, samples: 500, seed: 3 });
  // It is not the running search: the page is not busy, and Cancel is not for it.
  assert.equal(client.busy, false);
  const estimate = (samples) => ({ samples, nodes: { mean: 1, stdError: 0 }, updates: { mean: 1, stdError: 0 }, solutions: { mean: 0, stdError: 0 } });
  worker.onmessage({ data: { type: 'progress', id: ask.id, mode: 'estimate', estimate: estimate(100) } });
  run.stop();
  assert.deepEqual(posted.at(-1), { type: 'cancel', id: ask.id });
  worker.onmessage({ data: { type: 'cancelled', id: ask.id, mode: 'estimate', estimate: estimate(180) } });
  const answer = await run.promise;
  assert.equal(answer.type, 'cancelled');
  assert.equal(answer.estimate.samples, 180);
  assert.deepEqual(heard, [100]);
  // Once answered, stopping again sends nothing.
  const count = posted.length;
  run.stop();
  assert.equal(posted.length, count);
});

// ---------------------------------------------------------------- with the engine

test('a pool count reports a rising fraction from 0 to 1', { skip }, async () => {
  const fractions = [];
  const result = await countInPool({
    spec: { kind: 'queens', n: 12 },
    workers: 2,
    createWorker: () => makeNodeWorker(created),
    onProgress: (p) => fractions.push(p.fraction),
  });
  assert.equal(result.solutions, 14200);
  assert.ok(fractions.length >= 2, `${fractions.length} progress reports`);
  for (let k = 0; k < fractions.length; k += 1) {
    assert.ok(fractions[k] >= 0 && fractions[k] <= 1, `${fractions[k]}`);
    // The engine's shares of a share add up to it but for a rounding.
    if (k > 0) assert.ok(fractions[k] >= fractions[k - 1] - 1e-12, `${fractions[k]} after ${fractions[k - 1]}`);
  }
  // The last report comes at the end: everything done.
  assert.equal(fractions.at(-1), 1);
});

test('the estimate job reports as it samples and ends with its cap of paths', { skip }, async () => {
  fetchFilesFromDisk();
  const { ready } = await import('../../www/shared/engine.js');
  await ready();
  const { runEstimate } = await import('../../www/workers/estimate-job.js');
  const posted = [];
  // A fake clock: every reading 40 ms later, so the loop reports progress every few slices.
  let t = 0;
  const now = () => (t += 40);
  await runEstimate(
    { id: 5, spec: { kind: 'queens', n: 8 }, samples: 3000, seed: 1 },
    { post: (m) => posted.push(m), stopped: () => false, now, yieldToEvents: () => Promise.resolve() }
  );
  const last = posted.at(-1);
  assert.equal(last.type, 'result');
  assert.equal(last.id, 5);
  assert.equal(last.estimate.samples, 3000);
  assert.ok(posted.length > 1, 'progress before the result');
  const samples = posted.map((m) => m.estimate.samples);
  assert.deepEqual(samples, [...samples].sort((a, b) => a - b));
  // 8 queens: 92 solutions.
  const { Solver } = await load();
  const solver = Solver.fromExample('queens8');
  const truth = solver.count();
  solver.free();
  assert.ok(Math.abs(last.estimate.solutions.mean - truth) < 5 * last.estimate.solutions.stdError);

  // Stopped at once: it answers 'cancelled' with what it has.
  const stopped = [];
  await runEstimate(
    { id: 6, spec: { kind: 'queens', n: 8 }, samples: 100000, seed: 1 },
    { post: (m) => stopped.push(m), stopped: () => true, now, yieldToEvents: () => Promise.resolve() }
  );
  assert.equal(stopped.at(-1).type, 'cancelled');
  assert.ok(stopped.at(-1).estimate.samples < 100000);
});

test('the page\'s estimate of the pentomino box, with or without symmetry, never contradicts the count', { skip }, async () => {
  fetchFilesFromDisk();
  const { ready } = await import('../../www/shared/engine.js');
  await ready();
  const { runEstimate } = await import('../../www/workers/estimate-job.js');
  // Published counts: the 6x10 box has 2,339 packings up to symmetry, 9,356 in all (Haselgrove
  // 1960; Knuth, "Dancing Links", 2000). A thousand paths of the page's seed meet none of them.
  const cases = [
    [{ kind: 'pentominoes', board: '6x10', symmetry: 'keep' }, 9356],
    [{ kind: 'pentominoes', board: '6x10', symmetry: 'break' }, 2339],
    // Tetrasticks: no published count to hold a named count to (truth 0: none checked).
    [{ kind: 'sticks', omit: 'H', symmetry: 'keep' }, 0],
    [{ kind: 'sticks', omit: 'H', symmetry: 'break' }, 0],
  ];
  for (const [spec, truth] of cases) {
    const posted = [];
    await runEstimate(
      { id: 1, spec, samples: ESTIMATE_SAMPLES, seed: ESTIMATE_SEED },
      { post: (m) => posted.push(m), stopped: () => false, yieldToEvents: () => Promise.resolve() }
    );
    const { estimate } = posted.at(-1);
    assert.equal(estimate.samples, ESTIMATE_SAMPLES);
    // What the page would show at every point of the search, with the same estimate.
    const meter = new SearchMeter({ one: 'packing', many: 'packings' });
    meter.setEstimate(estimate);
    for (const found of [0, 1, 500, 1000]) {
      meter.progress({ nodes: 1000, elapsed: 100, fraction: 0.1, solutions: found, workers: 2 });
      const text = meter.estimateText;
      assert.doesNotMatch(text, /no packings/u, `${JSON.stringify(spec)}: ${text}`);
      const named = meter.estimatedCount;
      // A count it names is of the problem searched: within a plausible factor of the truth.
      if (named !== null && truth > 0) assert.ok(named > truth / 4 && named < truth * 4, `${named} for ${truth}`);
      if (found > 0 && /^About /u.test(text)) assert.ok(named > found, text);
    }
  }
});
