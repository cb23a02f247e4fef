// Colors in the visualizer over the real engine (Knuth's XCC, TAOCP 7.2.2.1's example): the
// trace's node colors and marks, the item colors the panel words, the cleansings the
// statistics show, and the mark's motion. Skipped (with a note) when www/pkg is not built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, skip } from './engine-loader.mjs';
import { markMotion, hueIndex, HUES, colorWords } from '../../www/watch/matrix/colors.js';
import { colorsSummary, itemColorWords } from '../../www/watch/panels/items.js';
import { defaultStatFields } from '../../www/watch/panels/stats.js';
import { statsLine } from '../../www/solver/words.js';

const TAOCP = 'p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n';

test('node colors and marks follow the engine forward and back', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromDlx(TAOCP), memory);
  try {
    assert.equal(trace.hasColors, true);
    assert.deepEqual(trace.colorNames, ['A', 'B']);
    const start = Array.from(trace.nodeColors());
    assert.ok(start.some((c) => c > 0));
    assert.ok(start.every((c) => c >= 0), 'nothing is marked before the search');
    let marks = 0;
    let event;
    while ((event = trace.forward()) !== null) {
      if (event.kind !== 'mark') continue;
      marks += 1;
      assert.equal(trace.nodeColors()[event.node], -start[event.node]);
      assert.ok(colorWords(trace.colorNames, trace.nodeColors()[event.node]).includes('marked'));
      trace.back();
      assert.equal(trace.nodeColors()[event.node], start[event.node]);
      trace.forward();
    }
    assert.ok(marks > 0);
    assert.ok(trace.stats().cleansings > 0);
    assert.equal(trace.stats().cleansings, trace.solver.cleansings);
    assert.deepEqual(defaultStatFields(trace).at(-1), 'cleansings');
    while (trace.back() !== null);
    assert.deepEqual(Array.from(trace.nodeColors()), start);
    assert.equal(trace.stats().cleansings, 0);
  } finally {
    trace.free();
  }
});

test('the item panel words the colors the chosen options give, and forgets them going back', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromDlx(TAOCP), memory);
  try {
    assert.equal(colorsSummary(trace), 'No secondary item has a color yet: no chosen option gives one.');
    let event;
    while ((event = trace.forward()) !== null && event.kind !== 'try');
    // The option tried: each of its colored items is said to have its color.
    const text = trace.optionText(event.option);
    const colored = text.split(' ').filter((w) => w.includes(':'));
    assert.ok(colored.length > 0, `${text} gives a color`);
    for (const entry of colored) {
      const [name, color] = entry.split(':');
      const k = [...Array(trace.itemCount).keys()].find((i) => trace.itemName(i) === name);
      assert.equal(itemColorWords(trace, k), `${name} is ${color}`);
      assert.ok(colorsSummary(trace).includes(`${name} is ${color}`));
    }
    trace.back();
    assert.equal(colorsSummary(trace), 'No secondary item has a color yet: no chosen option gives one.');
  } finally {
    trace.free();
  }
});

test('a problem without colors has no node colors, cleansings field or colors line', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  try {
    assert.equal(trace.hasColors, false);
    assert.equal(trace.nodeColors().length, 0);
    assert.equal(trace.itemColor(5), 0);
    assert.ok(!defaultStatFields(trace).includes('cleansings'));
    assert.equal(colorsSummary(trace), '');
  } finally {
    trace.free();
  }
});

test('a mark in motion goes from plain to marked, and back when undone', () => {
  const mark = [{ kind: 'mark', node: 14 }];
  assert.equal(markMotion(mark, 1, 0.25, true).get(14), 0.25);
  assert.equal(markMotion(mark, -1, 0.25, true).get(14), 0.75);
  assert.equal(markMotion([{ kind: 'unmark', node: 14 }], 1, 0.25, true).get(14), 0.75);
  assert.equal(markMotion(mark, 1, 1, false).size, 0);
  assert.equal(markMotion([{ kind: 'hide', node: 3 }], 1, 0.5, true).size, 0);
});

test('each color code takes a hue, marked or not; the counts line names cleansings', () => {
  assert.equal(hueIndex(1), 0);
  assert.equal(hueIndex(-1), 0);
  assert.equal(hueIndex(HUES + 2), 1);
  assert.equal(colorWords(['A', 'B'], 2), 'color B');
  assert.equal(colorWords(['A', 'B'], 0), '');
  assert.equal(
    statsLine({ elapsed: 0.5, nodes: 3, updates: 9, cleansings: 1 }),
    'Took 0.50 ms: 3 search-tree nodes, 9 link updates, 1 cleansing.'
  );
  assert.equal(statsLine({ elapsed: 0.5, nodes: 3, updates: 9 }), 'Took 0.50 ms: 3 search-tree nodes, 9 link updates.');
});
