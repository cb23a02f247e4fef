// Which of Algorithm X's steps (X1-X8) each event belongs to (www/watch/steps.js), over the real
// engine: checked against a rule read from the path and the links instead of the event log,
// against the order the steps may follow each other in, and both ways (an undone event is in
// the step it was done in). Small fakes cover the log-reading rule's edge cases. Skipped (with
// a note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STEPS, stepOf } from '../../www/watch/steps.js';
import { load, skip } from './engine-loader.mjs';
import { walkInChunks } from './walk.mjs';

const PROBLEMS = [
  ['Knuth’s example', (S) => S.fromExample('knuth')],
  ['Knuth’s example, first item', (S) => S.fromExample('knuth', 'first')],
  ['the classic matrix', (S) => S.fromExample('classic')],
  ['5 queens', (S) => S.fromExample('queens5')],
  ['6 queens', (S) => S.fromExample('queens6')],
  ['a 4x4 Sudoku with two solutions', (S) => S.fromSudoku('1....2....3....4', undefined, undefined, 2)],
];

/**
 * The step of the latest event by a second rule, from the state instead of the log: a cover
 * belongs to X4 while the current level has chosen its item but tried no option yet; an
 * uncover belongs to X6 when it undoes the option on top of the path (the uncovered item, or
 * the hidden node's option, shares an item with that option), else to X7.
 */
function stepFromState(event, trace) {
  const top = trace.levels[trace.levels.length - 1];
  const itemsOf = (o) => new Set(trace.optionText(o).split(' '));
  switch (event.kind) {
    case 'cover':
    case 'hide':
      return top.option === -1 ? 'X4' : 'X5';
    case 'uncover': {
      if (!top || top.option < 0) return 'X7';
      const name = trace.itemName(event.item);
      return event.item !== top.item && itemsOf(top.option).has(name) ? 'X6' : 'X7';
    }
    case 'unhide': {
      if (!top || top.option < 0) return 'X7';
      const mine = itemsOf(trace.nodeOptions[event.node]);
      const shared = [...itemsOf(top.option)].some((n) => mine.has(n));
      return shared ? 'X6' : 'X7';
    }
    default:
      return { choose: 'X3', try: 'X5', solution: 'X2', backtrack: 'X7', done: 'X8' }[event.kind];
  }
}

/** Which step may follow which, in Knuth's algorithm as the engine reports it. */
const NEXT = {
  X1: ['X3', 'X2'],
  X2: ['X6', 'X7', 'X8'],
  X3: ['X4'],
  X4: ['X4', 'X5', 'X7'],
  X5: ['X5', 'X3', 'X2'],
  X6: ['X6', 'X5', 'X7'],
  X7: ['X7', 'X6', 'X8'],
  X8: [],
};

test('the eight steps, in order, each with a title and words of its own', () => {
  assert.deepEqual(STEPS.map((s) => s.id), ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']);
  for (const s of STEPS) {
    assert.ok(s.title.length > 3 && s.text.length > 30, s.id);
  }
  assert.equal(new Set(STEPS.map((s) => s.text)).size, 8);
});

for (const [name, make] of PROBLEMS) {
  test(`${name}: every event's step, forward and back`, { skip }, async () => {
    const { Solver, memory, Trace } = await load();
    const trace = new Trace(make(Solver), memory);
    assert.equal(stepOf(null, trace), 'X1');
    const steps = [];
    let previous = 'X1';
    let event;
    while ((event = trace.forward()) !== null) {
      const step = stepOf(event, trace, 1);
      assert.equal(step, stepFromState(event, trace), `event ${trace.position}: ${JSON.stringify(event)}`);
      assert.ok(NEXT[previous].includes(step), `${previous} -> ${step} at event ${trace.position}`);
      steps.push(step);
      previous = step;
    }
    assert.equal(previous, 'X8');
    // Every step shows up, except X1 (the start, no event) and X8 (only the end).
    assert.deepEqual([...new Set(steps)].sort(), ['X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']);
    // Undone, each event is in the step it was done in.
    while ((event = trace.back()) !== null) {
      assert.equal(stepOf(event, trace, -1), steps[trace.position], `undoing event ${trace.position + 1}`);
    }
    trace.free();
  });
}

test('events of one change, told with the ones after them (`since`), get their own steps', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const steps = [];
  let event;
  while ((event = trace.forward()) !== null) steps.push(stepOf(event, trace, 1));
  while (trace.back() !== null);
  // Forward in chunks of 37 events, then back in chunks of 23, as a player jumping would.
  for (const [chunk, direction] of [
    [37, 1],
    [23, -1],
  ]) {
    walkInChunks(trace, chunk, direction, (events, start) => {
      events.forEach((e, i) => {
        const index = direction > 0 ? start + i : start - 1 - i;
        assert.equal(stepOf(e, trace, direction, events.slice(i + 1)), steps[index], `event ${index + 1}`);
      });
    });
  }
  trace.free();
});

/** A trace with nothing but a log: enough for the step rule. */
function logTrace(events) {
  return {
    position: events.length,
    eventAt(i) {
      if (i < 0 || i >= events.length) throw new RangeError(`no event ${i}`);
      return events[i];
    },
  };
}

test('the log rule at its edges (small fakes)', () => {
  const choose = { kind: 'choose', level: 0, item: 0, len: 2 };
  const tryIt = { kind: 'try', level: 0, node: 9, option: 0 };
  const cover = (item) => ({ kind: 'cover', item });
  const hide = (node) => ({ kind: 'hide', node });
  const unhide = (node) => ({ kind: 'unhide', node });
  const uncover = (item) => ({ kind: 'uncover', item });
  const backtrack = { kind: 'backtrack', level: 1, item: 3 };
  const solution = { kind: 'solution', size: 1 };

  // The first cover after a choose, and its hides: X4. After a try: X5.
  let log = [choose, cover(0), hide(10), hide(11)];
  assert.equal(stepOf(log.at(-1), logTrace(log)), 'X4');
  log = [choose, cover(0), hide(10), tryIt, cover(4), hide(12), cover(5), hide(13)];
  assert.equal(stepOf(log.at(-1), logTrace(log)), 'X5');
  // A cover as the very first event (no choose before it) is still X4.
  assert.equal(stepOf(cover(0), logTrace([cover(0)])), 'X4');

  // After a backtrack, up to the first uncover: X7; after it, the option one level up: X6.
  log = [backtrack, unhide(20), unhide(21), uncover(3), unhide(22), uncover(5)];
  const expected = ['X7', 'X7', 'X7', 'X7', 'X6', 'X6'];
  log.forEach((e, i) => assert.equal(stepOf(e, logTrace(log.slice(0, i + 1))), expected[i], `event ${i}`));
  // After a solution: X6 at once.
  log = [solution, uncover(5), unhide(22)];
  assert.equal(stepOf(log[1], logTrace(log.slice(0, 2))), 'X6');
  assert.equal(stepOf(log[2], logTrace(log)), 'X6');

  // Undone (direction -1): the log holds only what comes before; `since` what was undone
  // after it, which happened before it.
  const before = logTrace([backtrack, unhide(20)]);
  assert.equal(stepOf(uncover(3), before, -1, [unhide(21)]), 'X7');
  assert.equal(stepOf(unhide(22), before, -1, [uncover(3), unhide(21)]), 'X6');

  assert.throws(() => stepOf({ kind: 'dance' }, logTrace([])), /unknown event kind dance/);
});
