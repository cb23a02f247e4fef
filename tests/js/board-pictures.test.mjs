// The pictures of pentomino packings and Langford sequences (www/watch/board/view.js): the pure
// helpers, and every solution of a real search drawn and checked against the puzzle's rules
// (3x20: 2 packings up to symmetry; Langford n = 7: 26 sequences up to reversal, OEIS A014552).
// The engine parts are skipped (with a note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isLangford,
  labelCell,
  langfordSlots,
  optionMeaning,
  itemMeaning,
  packingLetters,
  pentominoBoard,
} from '../../www/watch/board/view.js';
import { pairOf, pieceOf } from '../../www/watch/panels/narration.js';
import { load, skip } from './engine-loader.mjs';

test('a packing is drawn letter by letter, holes and empty cells blank', () => {
  const board = { rows: 2, cols: 3, cells: [true, true, true, true, false, true] };
  const letters = packingLetters(board, [
    { piece: 'A', cells: [[0, 0], [0, 1], [1, 0]] },
    { piece: 'B', cells: [[1, 2]] },
  ]);
  assert.deepEqual(letters, ['A', 'A', '', 'A', '', 'B']);
});

test('a piece’s letter sits in its middle cell', () => {
  // The X: its centre. The I across a row: its third cell. An L: the cell nearest the mean.
  assert.equal(labelCell([[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]], 10), 11);
  assert.equal(labelCell([[2, 0], [2, 1], [2, 2], [2, 3], [2, 4]], 20), 42);
  assert.equal(labelCell([[0, 0], [1, 0], [2, 0], [3, 0], [3, 1]], 5), 10);
});

test('a Langford row is filled pair by pair, and checked against the rule', () => {
  assert.deepEqual(langfordSlots(3, [{ value: 3, slots: [1, 5] }]), [3, 0, 0, 0, 3, 0]);
  const full = langfordSlots(3, [
    { value: 3, slots: [1, 5] },
    { value: 1, slots: [2, 4] },
    { value: 2, slots: [3, 6] },
  ]);
  assert.deepEqual(full, [3, 1, 2, 1, 3, 2]);
  assert.equal(isLangford(full), true);
  assert.equal(isLangford([2, 3, 1, 2, 1, 3]), true);
  assert.equal(isLangford([3, 1, 2, 1, 3, 0]), false, 'a slot is empty');
  assert.equal(isLangford([1, 1, 2, 3, 2, 3]), false, 'the 1s are adjacent');
  assert.equal(isLangford([]), false);
});

test('every 3x20 packing found is a complete picture: 12 pieces of 5 cells', { skip }, async () => {
  const { Solver } = await load();
  const solver = Solver.fromPentominoes('3x20', true);
  const roles = solver.optionRoles();
  const fake = { solver, optionRole: (o) => roles[o] };
  const board = pentominoBoard(fake);
  assert.deepEqual({ rows: board.rows, cols: board.cols }, { rows: 3, cols: 20 });
  assert.ok(board.cells.every(Boolean));
  const pictures = [];
  while (solver.next()) {
    const placed = Array.from(solver.chosen(), (o) => pieceOf(o, fake));
    const letters = packingLetters(board, placed);
    const counts = {};
    for (const l of letters) counts[l] = (counts[l] ?? 0) + 1;
    assert.equal(Object.keys(counts).sort().join(''), 'FILNPTUVWXYZ');
    assert.ok(Object.values(counts).every((n) => n === 5), JSON.stringify(counts));
    // The picture is the engine's own solution text, row by row.
    const rows = [];
    for (let r = 0; r < 3; r += 1) rows.push(letters.slice(20 * r, 20 * r + 20).join(''));
    assert.equal(rows.join('\n'), solver.solutionText());
    pictures.push(rows.join('\n'));
  }
  // Golomb (1965) and Knuth ("Dancing Links", 2000): the 3x20 box has 2 packings up to symmetry.
  assert.equal(pictures.length, 2);
  assert.notEqual(pictures[0], pictures[1]);
  solver.free();
});

test('every Langford sequence for n = 7 obeys the rule: 26 up to reversal', { skip }, async () => {
  const { Solver } = await load();
  const solver = Solver.fromLangford(7, true);
  const roles = solver.optionRoles();
  const fake = { solver, optionRole: (o) => roles[o] };
  const seen = new Set();
  while (solver.next()) {
    const slots = langfordSlots(7, Array.from(solver.chosen(), (o) => pairOf(o, fake)));
    assert.ok(isLangford(slots), slots.join(' '));
    assert.equal(slots.join(' '), solver.solutionText());
    const text = slots.join(' ');
    assert.ok(!seen.has([...slots].reverse().join(' ')), `${text} and its reversal both found`);
    seen.add(text);
  }
  assert.equal(seen.size, 26);
  solver.free();
});

test('the caption’s words for the new problems', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromLangford(3, true), memory);
  assert.equal(itemMeaning(trace, 0), 'value 1 must be placed');
  assert.equal(itemMeaning(trace, 5), 'slot 3 must be filled');
  assert.match(optionMeaning(trace, 0), /^put the two 1s in slots \d and \d$/);
  trace.free();
});
