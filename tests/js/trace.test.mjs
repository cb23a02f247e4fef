// The visualizer's trace (www/watch/player/trace.js) over the real engine: the path, the tree and the
// solutions it derives from the events, and that stepping back restores all of it (and the
// links) exactly. Skipped (with a note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, skip } from './engine-loader.mjs';

/** Everything a renderer reads, as plain data to compare. */
function snapshot(trace) {
  const { nodes, items } = trace.links();
  return JSON.stringify({
    nodes: Array.from(nodes),
    items: Array.from(items),
    levels: trace.levels,
    tree: trace.tree,
    solutions: trace.solutions,
    stats: trace.stats(),
    last: trace.lastEvent(),
    finished: trace.finished,
  });
}

test('Knuth\'s example: one solution, the path and tree agree with the engine', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  assert.equal(trace.itemCount, 7);
  assert.equal(trace.primaryCount, 5);
  const start = snapshot(trace);
  let event;
  const kinds = new Set();
  while ((event = trace.forward()) !== null) {
    kinds.add(event.kind);
    if (event.kind === 'try') {
      // The path's level holds the option just tried, counted "k of d".
      const level = trace.levels[event.level];
      assert.equal(level.option, event.option);
      assert.ok(level.k >= 1 && level.k <= level.len, `${level.k} of ${level.len}`);
      assert.equal(trace.nodeOptions[event.node], event.option);
    }
    if (event.kind === 'solution') {
      assert.equal(trace.levels.length, event.size);
    }
  }
  assert.ok(trace.finished);
  assert.deepEqual([...kinds].sort(), ['backtrack', 'choose', 'cover', 'done', 'hide', 'solution', 'try', 'uncover', 'unhide']);
  assert.equal(trace.solutions.length, 1);
  const texts = trace.solutions.at(0).options.map((o) => trace.optionText(o)).sort();
  assert.deepEqual(texts, ['A D', 'B G', 'C E F']);
  assert.equal(trace.tree.toJSON().nodes.filter((t) => t.solution).length, 1);
  assert.equal(trace.lastEvent().kind, 'done');
  const end = trace.position;
  while (trace.back() !== null);
  assert.equal(trace.position, 0);
  assert.equal(trace.furthest, end);
  assert.equal(snapshot(trace), start);
  trace.free();
});

test('stepping forward k events and back k restores everything, at every point', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens5'), memory);
  const snaps = [snapshot(trace)];
  while (trace.forward() !== null) snaps.push(snapshot(trace));
  assert.equal(trace.solutions.length, 10); // OEIS A000170: 10 solutions for n = 5
  for (let p = snaps.length - 1; p > 0; p -= 1) {
    trace.back();
    assert.equal(snapshot(trace), snaps[p - 1], `after stepping back to ${p - 1}`);
  }
  // Grouped steps land on the same states as single ones.
  const covers = trace.forwardCover();
  assert.ok(covers.length >= 1);
  assert.equal(snapshot(trace), snaps[trace.position]);
  trace.backCover();
  assert.equal(snapshot(trace), snaps[trace.position]);
  // Option-sized steps: forward through each 'try' or solution to the end, then back to just
  // after each 'try', landing on the states single steps reached.
  for (let events = trace.forwardOption(); events.length > 0; events = trace.forwardOption()) {
    assert.equal(snapshot(trace), snaps[trace.position]);
    const last = events[events.length - 1].kind;
    assert.ok(last === 'try' || last === 'solution' || trace.finished, `a step ended on ${last}`);
  }
  assert.equal(trace.position, snaps.length - 1);
  while (trace.position > 0) {
    const undone = trace.backOption();
    assert.ok(undone.length >= 1);
    assert.equal(snapshot(trace), snaps[trace.position]);
    assert.ok(trace.position === 0 || trace.lastEvent().kind === 'try');
  }
  trace.free();
});

test('a Sudoku trace knows its placements and names', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromSudoku('1.3.....2..1....', undefined, undefined, 2), memory);
  assert.equal(trace.boxSize, 2);
  let event;
  while ((event = trace.forward()) !== null && event.kind !== 'solution');
  assert.ok(event, 'a solution');
  const grid = '1.3.....2..1....'.split('');
  for (const o of trace.solutions.at(0).options) {
    const [cell, value] = trace.placement(o);
    assert.equal(grid[cell], '.');
    grid[cell] = String(value);
  }
  assert.ok(!grid.includes('.'));
  assert.match(trace.itemName(0), /^r\dc\d$/);
  trace.free();
});

test('a history budget: older events are forgotten and stepping back stops at `start`', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const solver = Solver.fromExample('queens6');
  const trace = new Trace(solver, memory, { historyBytes: 20 * solver.historyBytesPerEvent });
  assert.equal(trace.historyLimit, 20);
  for (let i = 0; i < 100; i += 1) assert.ok(trace.forward());
  assert.equal(trace.start, 80);
  let undone = 0;
  while (trace.back() !== null) undone += 1;
  assert.equal(undone, 20);
  assert.equal(trace.position, 80);
  assert.equal(trace.start, 80);
  // The state there is the one a fresh search reaches in 80 events.
  const fresh = new Trace(Solver.fromExample('queens6'), memory);
  for (let i = 0; i < 80; i += 1) fresh.forward();
  assert.deepEqual(Array.from(trace.links().nodes), Array.from(fresh.links().nodes));
  assert.deepEqual(trace.levels, fresh.levels);
  assert.deepEqual(trace.stats(), fresh.stats());
  trace.free();
  fresh.free();
});

test('colors (TAOCP 7.2.2.1): purify and mark decode, narrate, and step back exactly', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const { describe } = await import('../../www/watch/panels/narration.js');
  const { isLinkEvent } = await import('../../www/watch/player/trace.js');
  const text = 'p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n';
  const trace = new Trace(Solver.fromDlx(text, 'mrv'), memory);
  const start = snapshot(trace);
  const counts = {};
  let event;
  while ((event = trace.forward()) !== null) {
    counts[event.kind] = (counts[event.kind] ?? 0) + 1;
    if (['purify', 'mark', 'unmark', 'unpurify'].includes(event.kind)) {
      assert.ok(isLinkEvent(event), event.kind);
      assert.ok(event.node >= trace.itemCount + 2 && event.node < trace.nodeCount + trace.itemCount + trace.optionCount + 2);
      assert.ok(event.step === 'X5' || event.step === 'X6', `${event.kind} at ${event.step}`);
      const words = describe(event, trace);
      assert.match(words, new RegExp(`node ${event.node}\\b`), words);
      assert.match(describe(event, trace, { direction: -1 }), new RegExp(`node ${event.node}\\b`));
    }
  }
  // dlx2 counts 3 cleansings here: a purification or a mark each, each undone in the end.
  assert.equal((counts.purify ?? 0) + (counts.mark ?? 0), 3);
  assert.equal(counts.purify, counts.unpurify);
  assert.equal(counts.mark, counts.unmark);
  assert.equal(trace.solutions.length, 1);
  const texts = trace.solutions.at(0).options.map((o) => trace.optionText(o)).sort();
  assert.deepEqual(texts, ['p r x:A y', 'q x:A']);
  while (trace.back() !== null);
  assert.equal(snapshot(trace), start);
  trace.free();
});

test('runs of events (forwardMany, backMany) leave the trace as single steps do', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const one = new Trace(Solver.fromExample('queens6'), memory);
  const many = new Trace(Solver.fromExample('queens6'), memory);
  const lengths = [1, 2, 3, 7, 50, 400, 9, 1000];
  // Forward in runs of many lengths: after each, everything a renderer reads is the same.
  for (let i = 0; ; i += 1) {
    const { count, end } = many.forwardMany(lengths[i % lengths.length]);
    for (let k = 0; k < count; k += 1) assert.notEqual(one.forward(), null);
    assert.equal(snapshot(many), snapshot(one), `after run ${i}`);
    assert.equal(many.furthest, one.furthest);
    if (end === 'end') break;
    assert.equal(end, 'length');
  }
  assert.ok(many.finished && many.solutions.length === 4, 'the 4 solutions of 6 queens');
  assert.deepEqual(many.forwardMany(10), { count: 0, end: 'end' });
  // Back the same way, to the start.
  for (let i = 0; many.position > 0; i += 1) {
    const { count } = many.backMany(lengths[i % lengths.length]);
    assert.ok(count > 0);
    for (let k = 0; k < count; k += 1) assert.notEqual(one.back(), null);
    assert.equal(snapshot(many), snapshot(one), `after run back ${i}`);
  }
  assert.deepEqual(many.backMany(10), { count: 0, end: 'end' });
  one.free();
  many.free();
});

test('a run stops after a stop kind or a choice at a level; back, where the last event left is one', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const positions = [];
  for (;;) {
    const { end } = trace.forwardMany(1e9, { kinds: ['solution'] });
    if (end === 'end') break;
    assert.equal(end, 'stop');
    assert.equal(trace.lastEvent().kind, 'solution');
    positions.push(trace.position);
  }
  assert.deepEqual(positions, [...trace.solutions].map((s) => s.position));
  assert.equal(positions.length, 4);
  // Back to the solution before the last: the last event left is that solution.
  assert.equal(trace.backMany(1e9, { kinds: ['solution'] }).end, 'stop');
  assert.equal(trace.position, positions[3]);
  assert.equal(trace.backMany(1e9, { kinds: ['solution'] }).end, 'stop');
  assert.equal(trace.position, positions[2]);
  // A level: the run ends right after the search chooses an item at level 2.
  trace.backMany(1e9);
  assert.equal(trace.position, 0);
  assert.equal(trace.forwardMany(1e9, { level: 2 }).end, 'stop');
  assert.deepEqual([trace.lastEvent().kind, trace.lastEvent().level, trace.levels.length], ['choose', 2, 3]);
  trace.free();
});
