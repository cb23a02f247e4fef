// A Sudoku as the pages see it: the text of a puzzle and the cells of its board, the characters
// of its values, and the cells an engine error points at. Pure: no DOM, no engine. The Rust
// engine is the authority on whether a puzzle is valid; these functions only turn text into
// what a board draws (the solver's board, the visualizer's puzzle view) and back.

/** The grid sizes the page offers: n x n cells with boxes of sqrt(n) x sqrt(n). */
export const SIZES = [4, 9, 16, 25];

/** The box size (2 to 5) of an n x n grid. */
export function boxSize(n) {
  const b = Math.round(Math.sqrt(n));
  if (b * b !== n || b < 2 || b > 5) throw new RangeError(`no Sudoku has size ${n}`);
  return b;
}

/** The character for value v (1..n): 1-9, then A-Z, as the engine writes them. */
export function valueChar(v) {
  if (v >= 1 && v <= 9) return String(v);
  if (v >= 10 && v <= 35) return String.fromCharCode(65 + v - 10);
  throw new RangeError(`no character for value ${v}`);
}

/** The value of a character (1-9, A-Z in either case), or 0 for anything else. */
export function charValue(ch) {
  if (typeof ch !== 'string' || ch.length !== 1) return 0;
  if (ch >= '1' && ch <= '9') return ch.charCodeAt(0) - 48;
  const up = ch.toUpperCase();
  if (up >= 'A' && up <= 'Z') return up.charCodeAt(0) - 65 + 10;
  return 0;
}

/** The characters a cell of an n x n grid accepts, as a short hint: "1-9", "1-9 and A-G". */
export function valueRange(n) {
  if (n <= 9) return `1-${n}`;
  return `1-9 and A-${valueChar(n)}`;
}

/**
 * What typing `key` into a cell of an n x n grid does: `{ set: 'A' }` for a value (upper
 * case), `{ clear: true }` for a blank (`.`, `0`, space), or `null` to ignore the key.
 */
export function cellKey(key, n) {
  if (key === '.' || key === '0' || key === ' ') return { clear: true };
  const v = charValue(key);
  if (v >= 1 && v <= n) return { set: valueChar(v) };
  return null;
}

// Whitespace and the grid decorations | - + are not cells (the engine's rule).
function isDecoration(ch) {
  return /\s/u.test(ch) || ch === '|' || ch === '-' || ch === '+';
}

/**
 * The cells a text holds, one string per cell: '' for a blank (`.` or `0`), else the
 * character in upper case (even when it is not a valid value: the engine will name it).
 */
export function textCells(text) {
  const cells = [];
  for (const ch of text) {
    if (isDecoration(ch)) continue;
    cells.push(ch === '.' || ch === '0' ? '' : ch.toUpperCase());
  }
  return cells;
}

/** The grid size (4, 9, 16, 25) with exactly `count` cells, or 0. */
export function sizeForCellCount(count) {
  return SIZES.find((n) => n * n === count) ?? 0;
}

/**
 * What the board should show for a text, given the board's current size `n`:
 * `{ size, cells, exact }`. When the text has exactly the cells of some size, that size is
 * used and `exact` is true; otherwise the board keeps size `n` and shows the first cells
 * (the rest blank), so half-typed puzzles stay visible while the engine explains the length.
 */
export function parsePuzzle(text, n) {
  const all = textCells(text);
  const exactSize = sizeForCellCount(all.length);
  const size = exactSize || n;
  const cells = Array.from({ length: size * size }, (_, k) => all[k] ?? '');
  return { size, cells, exact: exactSize !== 0 };
}

/** The one-line text of a board: `.` for blanks. */
export function cellsToText(cells) {
  return cells.map((c) => c || '.').join('');
}

/** An empty board of size n. */
export function emptyCells(n) {
  return Array(n * n).fill('');
}

/** Whether every cell is blank. */
export function isEmpty(cells) {
  return cells.every((c) => !c);
}

/** How many cells hold a value. */
export function filledCount(cells) {
  return cells.filter((c) => c).length;
}

/**
 * The board cell (index from 0) of the character at `position` (counted in characters from
 * 1, as the engine counts them), or -1 when that character is not a cell.
 */
export function cellAtPosition(text, position) {
  let cell = 0;
  let k = 0;
  for (const ch of text) {
    k += 1;
    const decoration = isDecoration(ch);
    if (k === position) return decoration ? -1 : cell;
    if (!decoration) cell += 1;
  }
  return -1;
}

/** The cell index (from 0) of row r, column c (both from 1) on an n x n board. */
export function cellIndex(r, c, n) {
  return (r - 1) * n + (c - 1);
}

/**
 * The cells an engine error points at, as board indices: its `cells` ([[row, col], ...]
 * from 1) and, for a bad character, the cell at its `position` in the text (from 1).
 */
export function errorCells(error, text, n) {
  const out = new Set();
  for (const [r, c] of error.cells ?? []) {
    if (r >= 1 && r <= n && c >= 1 && c <= n) out.add(cellIndex(r, c, n));
  }
  if (error.position > 0) {
    const cell = cellAtPosition(text, error.position);
    if (cell >= 0 && cell < n * n) out.add(cell);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Which cells of a solution were filled in by the solver: the solution's cells (from its
 * text), each `{ value, solved }`, where `solved` is true for cells blank in the puzzle.
 */
export function overlaySolution(puzzleCells, solutionText) {
  const sol = textCells(solutionText);
  return puzzleCells.map((given, k) => ({ value: given || sol[k] || '', solved: !given && !!sol[k] }));
}
