// Which of Algorithm X's steps (X1-X8) each event belongs to, as the engine says with every
// event (www/watch/panels/steps.js reads it): checked against a rule read from the path and the links
// instead of the machine's phase, against the order the steps may follow each other in, and
// both ways (an undone event is in the step it was done in), single events and strides of
// several alike. Skipped (with a note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STEPS, stepOf } from '../../www/watch/panels/steps.js';
import { load, skip } from './engine-loader.mjs';

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
      const step = stepOf(event);
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
      assert.equal(stepOf(event), steps[trace.position], `undoing event ${trace.position + 1}`);
    }
    trace.free();
  });
}

test('events of a stride (a whole cover, an option) carry the same steps as one by one', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const steps = [];
  let event;
  while ((event = trace.forward()) !== null) steps.push(stepOf(event));
  while (trace.back() !== null);
  for (const [forward, back] of [
    ['forwardCover', 'backCover'],
    ['forwardOption', 'backOption'],
  ]) {
    const done = [];
    for (let part = trace[forward](); part.length > 0; part = trace[forward]()) done.push(...part.map(stepOf));
    assert.deepEqual(done, steps, forward);
    const undone = [];
    for (let part = trace[back](); part.length > 0; part = trace[back]()) undone.push(...part.map(stepOf));
    assert.deepEqual(undone.reverse(), steps, back);
  }
  // The engine's history keeps each event's step: the last event, read again at every
  // position (reached by runs of 37 and by single steps back), is the same.
  while (trace.forwardMany(37).count > 0) assert.equal(stepOf(trace.lastEvent()), steps[trace.position - 1]);
  for (let at = trace.position; at > 0; at -= 1) {
    assert.equal(stepOf(trace.lastEvent()), steps[at - 1], `event ${at}`);
    trace.back();
  }
  assert.equal(trace.lastEvent(), null);
  trace.free();
});

test('nothing done yet is X1; an event the engine gave no step for is an error, not a guess', () => {
  assert.equal(stepOf(null), 'X1');
  assert.throws(() => stepOf({ kind: 'cover', item: 0 }), /the engine gave no step for a cover event/);
});
