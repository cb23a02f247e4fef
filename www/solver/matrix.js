// The 0/1 matrix of the editor as data: rows of booleans, which columns are secondary, and the
// text in Knuth's DLX format that the engine reads. Pure: the editor (matrix-editor.js) draws
// it, the engine decides whether it is a valid problem and solves it.

import { MATRIX_MAX } from '../shared/problem-link.js';

/** The 6x7 matrix of Knuth's "Dancing Links" paper; its one solution is rows 1, 4 and 5. */
export const SEED_ROWS = Object.freeze(['0010110', '1001001', '0110010', '1001000', '0100001', '0001101']);

/** The seed matrix as the editor holds it: `{ rows: boolean[][], secondary: boolean[] }`. */
export function seedMatrix() {
  return {
    rows: SEED_ROWS.map((r) => Array.from(r, (ch) => ch === '1')),
    secondary: new Array(SEED_ROWS[0].length).fill(false),
  };
}

/** The name of column c (from 0): c1, c2, ... as in the engine's matrix format. */
export function columnName(c) {
  return `c${c + 1}`;
}

export function columnCount(matrix) {
  return matrix.secondary.length;
}

/**
 * The matrix in Knuth's DLX format: the primary columns, then `|` and the secondary ones, then
 * one line per row naming its columns. Line k + 1 is row k (from 1), so the engine's "line 5"
 * is row 4 (see rowOfLine). An empty row would be an empty line, which the format skips, so
 * its line is a comment instead and emptyRows reports it.
 */
export function matrixToDlx(matrix) {
  const cols = columnCount(matrix);
  const primary = [];
  const secondary = [];
  for (let c = 0; c < cols; c += 1) (matrix.secondary[c] ? secondary : primary).push(columnName(c));
  const head = secondary.length > 0 ? [...primary, '|', ...secondary].join(' ') : primary.join(' ');
  const lines = [head];
  matrix.rows.forEach((row, r) => {
    const names = [];
    row.forEach((on, c) => {
      if (on) names.push(columnName(c));
    });
    lines.push(names.length > 0 ? names.join(' ') : `| row ${r + 1} is empty`);
  });
  return `${lines.join('\n')}\n`;
}

/** The rows (from 1) with no 1 at all. */
export function emptyRows(matrix) {
  return matrix.rows.flatMap((row, r) => (row.some(Boolean) ? [] : [r + 1]));
}

/**
 * The engine's message about the matrix's DLX text in the editor's words: "line 5: ..." is
 * about row 4. Messages about the whole problem stay as they are.
 */
export function matrixMessage(message) {
  return String(message).replace(/^line (\d+)(?:, column \d+)?: /u, (_, line) =>
    Number(line) === 1 ? 'the column line: ' : `row ${Number(line) - 1}: `
  );
}

/** A copy of the matrix with row r (from 0) cell c toggled. */
export function toggleCell(matrix, r, c) {
  const rows = matrix.rows.map((row, i) => (i === r ? row.map((x, j) => (j === c ? !x : x)) : row));
  return { rows, secondary: matrix.secondary };
}

export function toggleSecondary(matrix, c) {
  return { rows: matrix.rows, secondary: matrix.secondary.map((s, j) => (j === c ? !s : s)) };
}

/** With an empty row added at the bottom (unchanged at MATRIX_MAX rows). */
export function addRow(matrix) {
  if (matrix.rows.length >= MATRIX_MAX) return matrix;
  return { rows: [...matrix.rows, new Array(columnCount(matrix)).fill(false)], secondary: matrix.secondary };
}

/** Without row r (from 0); at least one row stays. */
export function removeRow(matrix, r) {
  if (matrix.rows.length <= 1) return matrix;
  return { rows: matrix.rows.filter((_, i) => i !== r), secondary: matrix.secondary };
}

/** With an empty primary column added at the right (unchanged at MATRIX_MAX columns). */
export function addColumn(matrix) {
  if (columnCount(matrix) >= MATRIX_MAX) return matrix;
  return { rows: matrix.rows.map((row) => [...row, false]), secondary: [...matrix.secondary, false] };
}

/** Without column c (from 0); at least one column stays. */
export function removeColumn(matrix, c) {
  if (columnCount(matrix) <= 1) return matrix;
  return {
    rows: matrix.rows.map((row) => row.filter((_, j) => j !== c)),
    secondary: matrix.secondary.filter((_, j) => j !== c),
  };
}
