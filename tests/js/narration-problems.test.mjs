// The narration (www/watch/panels/narration.js) for pentomino packing and Langford pairs, over the real
// engine: every item and option in plain words that agree with the engine's own names, and
// every event of a whole search told without a gap. Skipped (with a note) when www/pkg has not
// been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describe,
  itemLabel,
  itemMeaning,
  optionMeaning,
  pairOf,
  pieceOf,
  problemKind,
} from '../../www/watch/panels/narration.js';
import { load, skip } from './engine-loader.mjs';

/** The item called `name` (the test's way to point at one; the page never reads names). */
function item(trace, name) {
  for (let k = 0; k < trace.itemCount; k += 1) if (trace.itemName(k) === name) return k;
  throw new Error(`no item ${name}`);
}

/** Every event of the search, told forward; checks each sentence reads as one. */
function tellAll(trace) {
  const told = [];
  for (let event = trace.forward(); event !== null; event = trace.forward()) {
    const text = describe(event, trace);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object|option `/, text);
    assert.match(text, /\.$/, text);
    told.push({ event, text });
  }
  return told;
}

test('pentomino items and options in plain words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromPentominoes('3x20', true), memory);
  assert.deepEqual(problemKind(trace), { kind: 'pentominoes' });
  assert.equal(itemMeaning(item(trace, 'X'), trace), 'piece X must be placed');
  assert.equal(itemMeaning(item(trace, 'r2c7'), trace), 'cell row 2, column 7 must be covered');
  assert.equal(itemLabel(0, trace), 'item F (piece F must be placed)');
  // The twelve pieces first, then the 60 cells in reading order.
  for (let k = 0; k < trace.primaryCount; k += 1) {
    const name = trace.itemName(k);
    const want = k < 12 ? `piece ${name} must be placed` : `cell row ${Math.floor((k - 12) / 20) + 1}, column ${((k - 12) % 20) + 1} must be covered`;
    assert.equal(itemMeaning(item(trace, name), trace), want);
  }
  // The 3x20 breaks its symmetry with one secondary item: an X on the middle row.
  assert.equal(trace.itemName(72), 'sym-tb');
  assert.equal(
    itemLabel(72, trace),
    'secondary item sym-tb (symmetry breaking, at most once: an X that the top–bottom mirror leaves in place, ' +
      'and the turns of the F that would repeat its packings, exclude each other)'
  );
  // An item for three symmetries at once (bits 1, 2 and 3 of the engine's set), as a square
  // board's would be: the words list them.
  const three = { itemRole: () => ({ role: 'symmetry', fixes: 0b1110 }) };
  assert.equal(itemMeaning(0, three).includes('the left–right mirror, the top–bottom mirror and the half turn leave'), true);
  // Each option's words name the engine's own items: "put piece X on r2c3 ..." is `X r2c3 ...`.
  for (let o = 0; o < trace.optionCount; o += 1) {
    const words = optionMeaning(o, trace);
    const m = /^put piece ([A-Z]) on ((?:r\dc\d\d? ){4}r\dc\d\d?)$/.exec(words);
    assert.ok(m, words);
    const items = trace.optionText(o).split(' ');
    assert.deepEqual(items.slice(0, 6), [m[1], ...m[2].split(' ')], `option ${o}`);
    assert.ok(items.slice(6).every((name) => name.startsWith('sym-')), trace.optionText(o));
    assert.equal(pieceOf(o, trace).cells.length, 5);
  }
  assert.equal(optionMeaning(0, trace), 'put piece F on r1c2 r1c3 r2c1 r2c2 r3c2');
  assert.equal(pairOf(0, trace), null, 'a pentomino is no Langford pair');
  trace.free();
});

test('Langford items and options in plain words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromLangford(7, true), memory);
  assert.deepEqual(problemKind(trace), { kind: 'langford', n: 7 });
  assert.equal(itemMeaning(item(trace, '3'), trace), 'value 3 must be placed');
  assert.equal(itemMeaning(item(trace, 's5'), trace), 'slot 5 must be filled');
  assert.equal(itemLabel(0, trace), 'item 1 (value 1 must be placed)');
  assert.equal(itemLabel(7, trace), 'item s1 (slot 1 must be filled)');
  for (let o = 0; o < trace.optionCount; o += 1) {
    const m = /^put the two (\d)s in slots (\d+) and (\d+)$/.exec(optionMeaning(o, trace));
    assert.ok(m, optionMeaning(o, trace));
    const [, k, a, b] = m.map(Number);
    assert.equal(b - a, k + 1, 'k numbers between the two ks');
    assert.equal(trace.optionText(o), `${k} s${a} s${b}`);
  }
  assert.equal(pieceOf(0, trace), null, 'a Langford pair is no pentomino');
  trace.free();
});

test('a whole Langford search is told event by event', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromLangford(4, true), memory);
  const told = tellAll(trace);
  const tries = told.filter(({ event }) => event.kind === 'try');
  assert.ok(tries.length > 0);
  for (const { text } of tries) assert.match(text, /^Try option \d+ of \d+ at level \d+: put the two \ds in slots \d and \d\.$/);
  const hides = told.filter(({ event }) => event.kind === 'hide');
  assert.ok(hides.every(({ text }) => /the option to put the two \ds in slots/.test(text)), hides[0].text);
  const chooses = told.filter(({ event }) => event.kind === 'choose');
  assert.ok(chooses.some(({ text }) => /choose item s\d+ \(slot \d+ must be filled\)/.test(text)));
  // n = 4 has one sequence up to reversal (OEIS A014552): 4 1 3 1 2 4 3 2, or its reversal.
  const solutions = told.filter(({ event }) => event.kind === 'solution');
  assert.equal(solutions.length, 1);
  assert.match(told.at(-1).text, /found 1 solution /);
  trace.free();
});

test('a pentomino search tells its placements', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromPentominoes('3x20', true), memory);
  let tries = 0;
  for (let event = trace.forward(); event !== null && tries < 40; event = trace.forward()) {
    const text = describe(event, trace);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object/, text);
    if (event.kind === 'try') {
      tries += 1;
      assert.match(text, /: put piece [A-Z] on (r\dc\d+ ?){5}\.$/, text);
    }
    if (event.kind === 'choose') assert.match(text, /choose item \S+ \((piece [A-Z] must be placed|cell row \d, column \d+ must be covered)\)/, text);
  }
  // Told backwards too: undoing a try names the same placement.
  const back = trace.back();
  assert.doesNotMatch(describe(back, trace, { direction: -1 }), /undefined|NaN/);
  trace.free();
});

test('every secondary item of queens and pentominoes is told as used at most once', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  // (The 6x10 breaks its symmetry by the X's placements alone: it has no secondary item.)
  for (const solver of [
    Solver.fromExample('queens8'),
    Solver.fromPentominoes('3x20', true),
    Solver.fromPentominoes('5x12', true),
    Solver.fromPentominoes('scott', true),
  ]) {
    const trace = new Trace(solver, memory);
    assert.ok(trace.itemCount > trace.primaryCount, 'the problem has secondary items');
    for (let k = trace.primaryCount; k < trace.itemCount; k += 1) {
      assert.match(itemLabel(k, trace), /^secondary item \S+ \(.*at most (once|one queen)/, trace.itemName(k));
    }
    for (let k = 0; k < trace.primaryCount; k += 1) assert.doesNotMatch(itemLabel(k, trace), /at most/);
    trace.free();
  }
});
