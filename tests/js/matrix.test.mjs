// The matrix editor's data (www/solver/matrix.js): the DLX text the engine reads, and its edits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addColumn,
  addRow,
  emptyRows,
  matrixMessage,
  matrixToDlx,
  removeColumn,
  removeRow,
  seedMatrix,
  toggleCell,
  toggleSecondary,
} from '../../www/solver/matrix.js';

test('the seed matrix in Knuth\'s format: one line of columns, one line per row', () => {
  assert.equal(
    matrixToDlx(seedMatrix()),
    'c1 c2 c3 c4 c5 c6 c7\nc3 c5 c6\nc1 c4 c7\nc2 c3 c6\nc1 c4\nc2 c7\nc4 c5 c7\n'
  );
});

test('secondary columns follow the bar, and keep their names', () => {
  const m = toggleSecondary(toggleSecondary(seedMatrix(), 6), 1);
  assert.equal(matrixToDlx(m).split('\n')[0], 'c1 c3 c4 c5 c6 | c2 c7');
  assert.equal(matrixToDlx(m).split('\n')[5], 'c2 c7');
});

test('edits: toggle, add and remove rows and columns, never below one of each', () => {
  let m = toggleCell(seedMatrix(), 0, 0);
  assert.equal(matrixToDlx(m).split('\n')[1], 'c1 c3 c5 c6');
  m = addRow(m);
  assert.deepEqual(emptyRows(m), [7]);
  assert.equal(matrixToDlx(m).split('\n')[7], '| row 7 is empty');
  m = removeRow(m, 6);
  assert.deepEqual(emptyRows(m), []);
  m = addColumn(m);
  assert.equal(m.secondary.length, 8);
  assert.equal(matrixToDlx(m).split('\n')[0], 'c1 c2 c3 c4 c5 c6 c7 c8');
  m = removeColumn(m, 0);
  assert.equal(matrixToDlx(m).split('\n')[1], 'c2 c4 c5'); // names are renumbered
  let one = { rows: [[true]], secondary: [false] };
  assert.equal(removeRow(one, 0), one);
  assert.equal(removeColumn(one, 0), one);
  one = toggleCell(one, 0, 0);
  assert.deepEqual(emptyRows(one), [1]);
});

test('the engine\'s line numbers become row numbers', () => {
  assert.equal(matrixMessage('line 5: this option has no primary item'), 'row 4: this option has no primary item');
  assert.equal(matrixMessage('line 1: item `c1` appears twice'), 'the column line: item `c1` appears twice');
  assert.equal(matrixMessage('no primary items'), 'no primary items');
});
