// A word square (or rectangle) as a grid of letters: each cell the letter the chosen words put
// there, empty until a word crosses it. The words come from the engine's option roles
// (info.words, see describeProblem in engine.js); nothing here knows a word list.

import { picture, svg } from './svg.js';

const UNIT = 10;

/** The sizes the pages offer (the shipped list has words of 3 and 4 letters). */
export const WORD_SQUARE_SIZES = Object.freeze([
  { id: '3', label: '3 x 3' },
  { id: '4', label: '4 x 4' },
  { id: '3x4', label: '3 rows of 4 letters' },
  { id: '4x3', label: '4 rows of 3 letters' },
]);

/** A word square's size '4' or '3x4' as [rows, columns] (the engine package's reading). */
export { wordSquareSides } from '../../../packages/dlx-engine/src/problem.js';

/**
 * The grid after `options` (those of info.words), `rows` arrays of `cols` letters, '' for an
 * empty cell.
 */
export function letterGrid(info, options) {
  const grid = Array.from({ length: info.rows }, () => new Array(info.cols).fill(''));
  for (const o of options) {
    const placed = info.words[o];
    if (!placed) continue;
    for (let k = 0; k < placed.word.length; k += 1) {
      const [r, c] = placed.direction === 'across' ? [placed.index, k] : [k, placed.index];
      grid[r][c] = placed.word[k];
    }
  }
  return grid;
}

/** The grid in words: one row per line, `.` for an empty cell. */
export function wordSquareText(info, options) {
  return letterGrid(info, options)
    .map((row) => row.map((l) => l || '.').join(''))
    .join('\n');
}

/** The words of a solution, "across: bit ice tea; down: ...", for the picture's title. */
export function wordSquareWords(info, options) {
  const grid = letterGrid(info, options);
  const across = grid.map((row) => row.join(''));
  const down = grid[0].map((_, c) => grid.map((row) => row[c]).join(''));
  return `across ${across.join(' ')}; down ${down.join(' ')}`;
}

export function drawWordSquare(info, options, title) {
  const { rows, cols } = info;
  const root = picture(cols * UNIT + 2, rows * UNIT + 2, title, 'word-square');
  const g = svg('g', { transform: 'translate(1 1)' });
  root.append(g);
  const grid = letterGrid(info, options);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const letter = grid[r][c];
      g.append(svg('rect', { x: c * UNIT, y: r * UNIT, width: UNIT, height: UNIT, class: letter ? 'ws-cell ws-filled' : 'ws-cell' }));
      if (letter) {
        const text = svg('text', { x: c * UNIT + UNIT / 2, y: r * UNIT + UNIT / 2, class: 'ws-letter' }, letter.toUpperCase());
        g.append(text);
      }
    }
  }
  g.append(svg('rect', { x: 0, y: 0, width: cols * UNIT, height: rows * UNIT, class: 'ws-edge' }));
  return root;
}
