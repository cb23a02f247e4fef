// A Sudoku's text and cells (www/shared/sudoku-grid.js): values, sizes, pasted grids, the cells
// an engine error points at, a solution over its puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  boxSize,
  cellAtPosition,
  cellKey,
  cellsToText,
  charValue,
  emptyCells,
  errorCells,
  overlaySolution,
  parsePuzzle,
  sizeForCellCount,
  textCells,
  valueChar,
  valueRange,
} from '../../www/shared/sudoku-grid.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

test('values: characters 1-9 then A-Z, both ways', () => {
  assert.equal(valueChar(1), '1');
  assert.equal(valueChar(9), '9');
  assert.equal(valueChar(10), 'A');
  assert.equal(valueChar(16), 'G');
  assert.equal(valueChar(25), 'P');
  for (let v = 1; v <= 25; v++) assert.equal(charValue(valueChar(v)), v);
  assert.equal(charValue('g'), 16);
  assert.equal(charValue('.'), 0);
  assert.equal(charValue('0'), 0);
  assert.equal(charValue('ab'), 0);
  assert.throws(() => valueChar(0));
});

test('box sizes and value ranges', () => {
  assert.deepEqual([4, 9, 16, 25].map(boxSize), [2, 3, 4, 5]);
  assert.throws(() => boxSize(10));
  assert.throws(() => boxSize(36));
  assert.equal(valueRange(4), '1-4');
  assert.equal(valueRange(9), '1-9');
  assert.equal(valueRange(16), '1-9 and A-G');
  assert.equal(valueRange(25), '1-9 and A-P');
});

test('typing in a cell: values of the grid set, blanks clear, the rest is ignored', () => {
  assert.deepEqual(cellKey('5', 9), { set: '5' });
  assert.deepEqual(cellKey('a', 16), { set: 'A' });
  assert.deepEqual(cellKey('G', 16), { set: 'G' });
  assert.equal(cellKey('H', 16), null);
  assert.equal(cellKey('A', 9), null);
  assert.equal(cellKey('5', 4), null);
  assert.deepEqual(cellKey('.', 9), { clear: true });
  assert.deepEqual(cellKey('0', 9), { clear: true });
  assert.deepEqual(cellKey(' ', 9), { clear: true });
  assert.equal(cellKey('x', 9), null);
});

test('a line becomes cells and back', () => {
  const cells = textCells(EASY);
  assert.equal(cells.length, 81);
  assert.equal(cells[0], '');
  assert.equal(cells[2], '3');
  assert.equal(cellsToText(cells), EASY);
  assert.equal(cellsToText(textCells(EASY.replaceAll('.', '0'))), EASY);
});

test('a pasted grid with decorations reads as the same cells', () => {
  const rows = [];
  for (let r = 0; r < 9; r++) rows.push(EASY.slice(9 * r, 9 * r + 9));
  const pretty = rows
    .map((row, r) => {
      const line = `${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}`.split('').join(' ');
      return r % 3 === 2 && r < 8 ? `${line}\n------+-------+------` : line;
    })
    .join('\n');
  assert.equal(cellsToText(textCells(pretty)), EASY);
});

test('lower-case letters are shown in upper case; unknown characters are kept for the engine', () => {
  assert.deepEqual(textCells('ab.x'), ['A', 'B', '', 'X']);
});

test('size detection from the number of cells', () => {
  assert.equal(sizeForCellCount(16), 4);
  assert.equal(sizeForCellCount(81), 9);
  assert.equal(sizeForCellCount(256), 16);
  assert.equal(sizeForCellCount(625), 25);
  assert.equal(sizeForCellCount(80), 0);
  assert.equal(sizeForCellCount(0), 0);
});

test('parsePuzzle: an exact grid sets the size; a partial one keeps the board size', () => {
  const p = parsePuzzle(EASY, 16);
  assert.equal(p.size, 9);
  assert.equal(p.exact, true);
  assert.equal(cellsToText(p.cells), EASY);

  const partial = parsePuzzle(EASY.slice(0, 80), 9);
  assert.equal(partial.size, 9);
  assert.equal(partial.exact, false);
  assert.equal(partial.cells.length, 81);
  assert.equal(partial.cells[80], '');
  assert.equal(cellsToText(partial.cells).slice(0, 80), EASY.slice(0, 80));

  const tooLong = parsePuzzle(`${EASY}12`, 9);
  assert.equal(tooLong.size, 9);
  assert.equal(tooLong.cells.length, 81);

  const big = parsePuzzle('.'.repeat(256), 9);
  assert.equal(big.size, 16);
  assert.equal(parsePuzzle('', 25).cells.length, 625);
});

test('cellAtPosition maps the engine\'s character positions to cells', () => {
  assert.equal(cellAtPosition('12x4', 3), 2);
  assert.equal(cellAtPosition('1 2 x', 5), 2);
  assert.equal(cellAtPosition('1 2 x', 2), -1);
  assert.equal(cellAtPosition('12', 9), -1);
});

test('errorCells: engine cells, and the cell of a bad character', () => {
  const conflict = {
    message: 'row 2, column 7 and row 2, column 3 both hold 5 in the same row',
    cells: [
      [2, 3],
      [2, 7],
    ],
  };
  assert.deepEqual(errorCells(conflict, EASY, 9), [11, 15]);
  // A bad character is not a cell: the engine gives its position in the text (from 1).
  const text = `12x${'.'.repeat(78)}`;
  assert.deepEqual(errorCells({ message: 'bad character', cells: [], position: 3 }, text, 9), [2]);
  const grid = '123\n4x6\n789';
  assert.deepEqual(errorCells({ message: 'bad character', cells: [], position: 6 }, grid, 9), [4]);
  assert.deepEqual(errorCells({ message: 'the puzzle has 80 cells, a 9x9 needs 81', cells: [] }, 'x', 9), []);
  // Cells off the board (a stale message) are not marked.
  assert.deepEqual(errorCells({ message: '', cells: [[10, 1]] }, '', 9), []);
});

test('a solution overlays the puzzle: givens stay, the rest is marked solved', () => {
  const puzzle = textCells('1.........3.....');
  const solution = '1234341221434321';
  const over = overlaySolution(puzzle, solution);
  assert.deepEqual(over[0], { value: '1', solved: false });
  assert.deepEqual(over[1], { value: '2', solved: true });
  assert.deepEqual(over[10], { value: '3', solved: false });
  assert.equal(over.filter((c) => c.solved).length, 14);
  assert.deepEqual(emptyCells(4), ['', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '']);
});
