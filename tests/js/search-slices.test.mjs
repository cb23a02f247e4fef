// The workers' slice loop (www/workers/search-slices.js) against a fake clock and a fake engine: every
// call of the engine moves the clock on by its nodes' cost, the yield records when it came and
// moves the clock on by one turn of the event loop. The properties hold whatever the machine:
// control goes back every SLICE_MS (plus the call that crossed the line), progress comes every
// PROGRESS_MS, the node budget settles so that a call takes about one slice, the first call is
// small, a stop is seen at the next yield and nothing runs after it, and the end of the search
// (finished, or the solutions asked for) ends the loop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_BUDGET, MAX_BUDGET, PROGRESS_MS, SLICE_MS, nextBudget, runSlices } from '../../www/workers/search-slices.js';

/** A turn of the event loop, in fake ms: a yield costs a little time too. */
const TURN_MS = 0.01;
/** Rounding in sums of fake ms. */
const EPS = 1e-9;

/**
 * A fake engine over a fake clock. `costs` is a list of `[nodes, msPerNode]` segments (the
 * last one's cost goes on past its end); the search is finished after `total` nodes and finds
 * a solution at each node numbered in `solutionsAt`. `runFor(budget)` moves the clock on by the
 * cost of the nodes it searches and answers as the engine does: 'paused', 'solution' or
 * 'finished'.
 */
function fakeEngine(clock, { costs, total = Infinity, solutionsAt = [] }) {
  let nodes = 0;
  let solutions = 0;
  /** The cost of nodes [from, to). */
  const cost = (from, to) => {
    let ms = 0;
    let segmentStart = 0;
    for (let k = 0; k < costs.length && from < to; k += 1) {
      const [length, each] = costs[k];
      const segmentEnd = k === costs.length - 1 ? Infinity : segmentStart + length;
      const upTo = Math.min(to, segmentEnd);
      if (upTo > from) {
        ms += (upTo - from) * each;
        from = upTo;
      }
      segmentStart = segmentEnd;
    }
    return ms;
  };
  return {
    get nodes() {
      return nodes;
    },
    get solutions() {
      return solutions;
    },
    runFor(budget) {
      assert.ok(Number.isInteger(budget) && budget >= 1 && budget <= MAX_BUDGET, `budget ${budget}`);
      let end = Math.min(nodes + budget, total);
      const next = solutionsAt.find((s) => s >= nodes && s < end);
      if (next !== undefined) end = next + 1;
      clock.t += cost(nodes, end);
      nodes = end;
      if (next !== undefined) {
        solutions += 1;
        return 'solution';
      }
      return nodes >= total ? 'finished' : 'paused';
    },
  };
}

/**
 * Runs the loop over a fake engine made with `engine` options until it ends; a `stopAt`
 * (fake ms) stops it at the first yield from then on, or `stopWhen(record)` decides. `limit`
 * ends the search at that many solutions, as the workers' steps do. Resolves with the
 * outcome and a record of every call, yield, progress and stop question, in fake time.
 */
async function drive({ engine: options, stopAt = Infinity, stopWhen, limit = Infinity, onYield }) {
  const clock = { t: 0 };
  const engine = fakeEngine(clock, options);
  const record = { calls: [], yields: [], progress: [], asked: [], clock, engine };
  const step = (budget) => {
    // A loop that never looks at its stop would run forever: fail instead of hanging.
    if (record.calls.length > 1_000_000) throw new Error('the loop ran on for a million calls');
    const start = clock.t;
    const outcome = engine.runFor(budget);
    const ended = outcome === 'finished' || engine.solutions >= limit ? 'done' : outcome;
    record.calls.push({ start, end: clock.t, budget, outcome: ended });
    return ended;
  };
  const outcome = await runSlices({
    step,
    onProgress: () => record.progress.push(clock.t),
    stopped: () => {
      record.asked.push(clock.t);
      return stopWhen ? stopWhen(record) : clock.t >= stopAt;
    },
    now: () => clock.t,
    yieldToEvents: async () => {
      const at = clock.t;
      clock.t += TURN_MS;
      record.yields.push({ at, resumed: clock.t, afterCall: record.calls.length });
      onYield?.(record);
    },
  });
  return { outcome, ...record };
}

/** Problems whose nodes cost differently, in ms per node. */
const PROBLEMS = {
  'cheap nodes (a Sudoku)': { costs: [[1, 0.0004]] },
  'dear nodes (a 25x25 Sudoku)': { costs: [[1, 0.8]] },
  'a node dearer than a slice': { costs: [[1, 25]] },
  'costs that jump up and down': {
    costs: [
      [200_000, 0.0003],
      [3_000, 0.05],
      [50, 3],
      [400_000, 0.0001],
      [10, 40],
      [100_000, 0.002],
      [1, 0.0005],
    ],
  },
  // Each segment's cost is 10^x ms per node, x from a fixed sequence of pseudo-random numbers
  // in [-4.5, 1.5): from a fast machine's cheapest node to one far slower than a slice; each
  // lasts 20 to 400 ms.
  'costs that change at random': {
    costs: Array.from({ length: 60 }, (_, k) => {
      const each = 10 ** ((((k * 7919 + 13) % 101) / 101) * 6 - 4.5);
      const ms = 20 + ((k * 104_729) % 381);
      return [Math.max(1, Math.round(ms / each)), each];
    }),
  },
};

test('control goes back at least every SLICE_MS, plus at most the one call that crossed the line', async () => {
  for (const [name, engine] of Object.entries(PROBLEMS)) {
    const { calls, yields, outcome } = await drive({ engine, stopAt: 5_000 });
    assert.equal(outcome, 'stopped', name);
    assert.ok(yields.length >= 5_000 / (SLICE_MS * 1.5 + 40 + 1), `${name}: ${yields.length} yields`);
    // Every call starts less than a slice after control last came back...
    let resumed = 0;
    let k = 0;
    for (const [i, call] of calls.entries()) {
      while (k < yields.length && yields[k].afterCall <= i) resumed = yields[k++].resumed;
      assert.ok(call.start - resumed < SLICE_MS + EPS, `${name}: call ${i} starts ${call.start - resumed} ms after the last yield`);
    }
    // ...so a yield comes at most one slice plus the call just before it after the last one,
    // and never sooner than a slice (no turn of the event loop is wasted).
    let last = 0;
    for (const y of yields) {
      const before = calls[y.afterCall - 1];
      assert.ok(y.at - last <= SLICE_MS + (before.end - before.start) + EPS, `${name}: yield at ${y.at}`);
      assert.ok(y.at - last >= SLICE_MS - EPS, `${name}: yield at ${y.at}, ${y.at - last} ms after the last`);
      last = y.resumed;
    }
  }
});

test('progress comes every PROGRESS_MS, never sooner, and at most one call and one turn later', async () => {
  for (const [name, engine] of Object.entries(PROBLEMS)) {
    const { calls, progress } = await drive({ engine, stopAt: 5_000 });
    const ends = new Map(calls.map((c) => [c.end, c]));
    let last = 0;
    for (const at of progress) {
      const call = ends.get(at);
      assert.ok(call, `${name}: progress comes right after a call`);
      assert.ok(at - last >= PROGRESS_MS - EPS, `${name}: progress ${at - last} ms after the last`);
      assert.ok(at - last <= PROGRESS_MS + (call.end - call.start) + TURN_MS + EPS, `${name}: progress ${at - last} ms after the last`);
      last = at;
    }
    // Nothing long without a report: from the last progress to the end, under one period.
    const end = calls.at(-1).end;
    const longest = Math.max(...calls.map((c) => c.end - c.start));
    assert.ok(end - last < PROGRESS_MS + longest + TURN_MS, name);
    assert.ok(progress.length >= Math.floor(end / (PROGRESS_MS + longest + TURN_MS)), `${name}: ${progress.length}`);
  }
});

test('the budget settles so that a call takes about one slice, and again after the cost changes', async () => {
  const inBand = (c) => c.end - c.start >= SLICE_MS / 2 - EPS && c.end - c.start <= SLICE_MS * 1.5 + EPS;
  // One cost throughout: once the doubling from FIRST_BUDGET is done, every call is in the band.
  for (const each of [0.00005, 0.0004, 0.003, 0.05, 0.6]) {
    const { calls } = await drive({ engine: { costs: [[1, each]] }, stopAt: 2_000 });
    const doublings = Math.ceil(Math.log2(SLICE_MS / 2 / (FIRST_BUDGET * each)));
    const settled = calls.slice(Math.max(0, doublings) + 1);
    assert.ok(settled.length > 50);
    assert.ok(settled.every(inBand), `${each} ms per node: ${settled.filter((c) => !inBand(c)).length} calls out of the band`);
    // A call of a slice, to within the band: the budget is a slice's worth of nodes.
    const budget = settled.at(-1).budget;
    assert.ok(budget * each >= SLICE_MS / 2 - EPS && budget * each <= SLICE_MS * 1.5 + EPS, `budget ${budget}`);
  }
  // The cost jumps 100 times up, then 1000 times down: a few calls later the calls are back
  // in the band, and stay there until the next change.
  const jumps = [
    [2_000_000, 0.0002],
    [100_000, 0.02],
    [1, 0.00002],
  ];
  const { calls, engine } = await drive({ engine: { costs: jumps }, stopAt: 3_000 });
  assert.ok(engine.nodes > 2_100_000, 'the run went past both changes');
  /** The call that searched node `node`. */
  const callOf = (node) => {
    let nodes = 0;
    return calls.findIndex((c) => (nodes += c.budget) > node);
  };
  const segments = [
    // From FIRST_BUDGET: doublings until a call takes half a slice.
    [0, callOf(2_000_000), Math.ceil(Math.log2(SLICE_MS / 2 / (FIRST_BUDGET * 0.0002)))],
    // The call where the cost jumps up is long; the one after it is cut to a slice.
    [callOf(2_000_000), callOf(2_100_000), 1],
    // Down: doublings again, from the dear nodes' budget.
    [callOf(2_100_000), calls.length, 1 + Math.ceil(Math.log2(SLICE_MS / 2 / (SLICE_MS * 0.00002 / 0.02)))],
  ];
  for (const [from, to, most] of segments) {
    const segment = calls.slice(from, to);
    const firstIn = segment.findIndex(inBand);
    assert.ok(segment.length > 20, `calls ${from} to ${to}`);
    assert.ok(firstIn >= 0 && firstIn <= most, `calls ${from} to ${to}: in the band after ${firstIn} (at most ${most})`);
    assert.ok(segment.slice(firstIn).every(inBand), `calls ${from} to ${to}`);
  }
});

test('the first call is small, so that a problem of dear nodes does not block', async () => {
  // 25 ms a node (far more than a slice): the first call is FIRST_BUDGET nodes, then one node
  // a call, with a yield after each.
  const heavy = await drive({ engine: PROBLEMS['a node dearer than a slice'], stopAt: 2_000 });
  assert.equal(heavy.calls[0].budget, FIRST_BUDGET);
  assert.ok(heavy.calls.slice(1).every((c) => c.budget === 1));
  assert.ok(heavy.yields.every((y, k) => y.afterCall === k + 1), 'a yield after every call');
  // 1 ms a node: the first call takes 16 ms, then calls of one slice.
  const dear = await drive({ engine: { costs: [[1, 1]] }, stopAt: 500 });
  assert.equal(dear.calls[0].budget, FIRST_BUDGET);
  assert.equal(dear.calls[0].end - dear.calls[0].start, FIRST_BUDGET);
  assert.ok(dear.calls.slice(1).every((c) => c.budget === SLICE_MS));
  assert.equal(FIRST_BUDGET, 16);
});

test('a stop is seen at the next yield, and nothing runs after it', async () => {
  for (const [name, engine] of Object.entries(PROBLEMS)) {
    for (const at of [1, 2, 17]) {
      // The stop arrives during the `at`-th turn of the event loop, as a cancel message does.
      let stop = false;
      const run = await drive({
        engine,
        stopWhen: () => stop,
        onYield: (r) => {
          if (r.yields.length === at) stop = true;
        },
      });
      assert.equal(run.outcome, 'stopped', name);
      assert.equal(run.yields.length, at, `${name}: no yield after the stop`);
      assert.equal(run.calls.length, run.yields.at(-1).afterCall, `${name}: no call after the stop`);
      assert.equal(run.asked.length, at, `${name}: asked once per yield`);
    }
  }
  // A stop that comes while a slice runs (here: at once) is seen at the end of that slice's
  // yield: the calls up to it run, no more.
  const early = await drive({ engine: PROBLEMS['cheap nodes (a Sudoku)'], stopWhen: () => true });
  assert.equal(early.outcome, 'stopped');
  assert.equal(early.yields.length, 1);
  assert.equal(early.calls.length, early.yields[0].afterCall);
  assert.ok(early.calls.at(-1).end >= SLICE_MS - EPS);
});

test('the end of the search ends the loop at once: no progress, no yield after the last call', async () => {
  for (const [name, engine] of Object.entries(PROBLEMS)) {
    for (const total of [1, 15, 16, 17, 5_000, 123_457]) {
      const run = await drive({ engine: { ...engine, total } });
      assert.equal(run.outcome, 'done', `${name}, ${total} nodes`);
      assert.equal(run.engine.nodes, total);
      assert.equal(run.calls.at(-1).outcome, 'done');
      assert.ok(run.calls.slice(0, -1).every((c) => c.outcome === 'paused'));
      assert.ok(run.yields.every((y) => y.afterCall < run.calls.length), 'no yield after the last call');
      assert.ok(run.progress.every((t) => t < run.calls.at(-1).end), 'no progress after the last call');
    }
  }
});

test('the solutions asked for end the loop; a call ended by a solution leaves the budget as it was', async () => {
  const solutionsAt = [5, 6, 7, 40_000, 40_001, 90_000, 250_000, 250_500, 600_000];
  for (const limit of [1, 3, 4, 8, 9]) {
    const run = await drive({ engine: { costs: [[1, 0.0004]], solutionsAt }, limit });
    assert.equal(run.outcome, 'done');
    assert.equal(run.engine.solutions, limit);
    assert.equal(run.engine.nodes, solutionsAt[limit - 1] + 1, 'not a node past the last solution');
    assert.equal(run.calls.filter((c) => c.outcome === 'solution').length, limit - 1);
    for (let k = 1; k < run.calls.length; k += 1) {
      if (run.calls[k - 1].outcome === 'solution') assert.equal(run.calls[k].budget, run.calls[k - 1].budget);
    }
  }
  // No limit: the solutions are stops along the way, and the search runs to its end.
  const all = await drive({ engine: { costs: [[1, 0.0004]], solutionsAt, total: 700_000 } });
  assert.equal(all.outcome, 'done');
  assert.equal(all.engine.solutions, solutionsAt.length);
  assert.equal(all.engine.nodes, 700_000);
});

test('nextBudget doubles under half a slice, cuts in proportion over one and a half, else keeps', () => {
  assert.equal(nextBudget(16, 0), 32);
  assert.equal(nextBudget(16, SLICE_MS / 2 - 0.001), 32);
  assert.equal(nextBudget(16, SLICE_MS / 2), 16);
  assert.equal(nextBudget(16, SLICE_MS * 1.5), 16);
  assert.equal(nextBudget(1000, SLICE_MS * 4), 250);
  assert.equal(nextBudget(1000, SLICE_MS * 1.6), 625);
  assert.equal(nextBudget(16, 400), 1, 'never below one node');
  assert.equal(nextBudget(1, 1e6), 1);
  assert.equal(nextBudget(MAX_BUDGET, 0), MAX_BUDGET, 'never above MAX_BUDGET');
  // A doubling cannot jump over the band: just under half a slice, doubled, is in it.
  const each = 0.001;
  const budget = Math.floor((SLICE_MS / 2 - 0.01) / each);
  const doubled = nextBudget(budget, budget * each);
  assert.equal(nextBudget(doubled, doubled * each), doubled);
});

test('a step that answers something else is a bug, said at once', async () => {
  await assert.rejects(
    runSlices({ step: () => 'finished', now: () => 0, yieldToEvents: async () => {} }),
    /a search step ended with `finished`/u
  );
});
