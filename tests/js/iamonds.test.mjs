// The hexiamonds on the pages: the link grammar for their boards, the board picture's pure
// helpers (www/shared/boards/iamonds.js), and the narration over the real engine (skipped, with
// a note, when www/pkg has not been built yet).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IAMOND_BOARDS, SOLVER_PAGE, WATCH_PAGE, readProblem, writeProblem } from '../../www/shared/problem-link.js';
import { iamondLetters, middleTriangle, pieceClass } from '../../www/shared/boards/iamonds.js';
import { itemMeaning, optionMeaning, pieceOf, problemKind } from '../../www/watch/panels/narration.js';
import { load, skip } from './engine-loader.mjs';

test('a link carries a hexiamond board, and refuses one the pages do not offer', () => {
  for (const dialect of [SOLVER_PAGE, WATCH_PAGE]) {
    const fragment = writeProblem({ problem: 'iamonds', board: '4x9', symmetry: 'keep' }, dialect);
    assert.equal(fragment, '#problem=iamonds&board=4x9&symmetry=keep');
    assert.deepEqual(readProblem(fragment, dialect).problem, { problem: 'iamonds', board: '4x9', symmetry: 'keep' });
    const bad = readProblem('#problem=iamonds&board=6x10', dialect);
    assert.equal(bad.problem.board, '6x6');
    assert.match(bad.warnings.join(), /unknown hexiamond board "6x10": use 6x6, 4x9 or 3x12/u);
  }
  // The pentominoes keep their own boards.
  assert.match(readProblem('#problem=pentominoes&board=6x6', SOLVER_PAGE).warnings.join(), /unknown pentomino board/u);
  assert.deepEqual(
    IAMOND_BOARDS.map((b) => b.id),
    ['6x6', '4x9', '3x12']
  );
});

test('the picture helpers: letters per triangle, a middle triangle, a colour per piece', () => {
  const board = { rows: 2, cols: 4, board: [1, 2, 1, 0, 0, 1, 2, 1] };
  const letters = iamondLetters(board, [{ letter: 'B', cells: [[0, 0], [0, 1]] }]);
  assert.deepEqual(letters, ['B', 'B', '', '', '', '', '', '']);
  // The bar (six in a row): the letter goes on one of the two triangles in the middle.
  const bar = [0, 1, 2, 3, 4, 5].map((j) => [0, j]);
  assert.ok([2, 3].includes(middleTriangle(bar)[1]));
  const classes = new Set(Array.from('ABCDEFGHIJKL', pieceClass));
  assert.equal(classes.size, 12, 'twelve pieces, twelve colours');
  assert.equal(pieceClass(''), 'pc pc-empty');
});

test('hexiamond items and options in plain words, over the engine', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromIamonds('4x9', true), memory);
  assert.deepEqual(problemKind(trace), { kind: 'iamonds' });
  const roles = Array.from({ length: trace.primaryCount }, (_, k) => trace.itemRole(k));
  const first = roles.findIndex((r) => r.role === 'triangle');
  assert.equal(first, 12, 'the twelve pieces come first');
  const name = trace.itemName(first);
  assert.equal(name, 'r1c2d');
  assert.equal(itemMeaning(first, trace), 'the triangle pointing down in row 1, place 2, must be covered');
  assert.equal(itemMeaning(0, trace), 'piece A must be placed');
  const placed = pieceOf(0, trace);
  assert.equal(placed.cells.length, 6);
  assert.match(optionMeaning(0, trace), /^put piece [A-L] on 6 triangles of rows? \d+( and \d+)?/u);
});
