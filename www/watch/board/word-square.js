// The word square of the puzzle panel (board/view.js): the grid with the letters of the words
// chosen so far, the row or column being decided, and the word just tried. Each option's word
// and place come from wordOf (narration.js, over the engine's option roles); each item's row,
// column or cell from the engine's item roles.

import { wordOf } from '../panels/index.js';
import { setText } from './dom.js';

/**
 * The grid after `words` (each `{ direction, index, word }` as wordOf returns them, index
 * from 0): `rows` arrays of `cols` letters, '' for an empty cell.
 */
export function wordSquareLetters(rows, cols, words) {
  const grid = Array.from({ length: rows }, () => new Array(cols).fill(''));
  for (const { direction, index, word } of words) {
    for (let k = 0; k < word.length; k += 1) {
      if (direction === 'across') grid[index][k] = word[k];
      else grid[k][index] = word[k];
    }
  }
  return grid;
}

export class WordSquareBoard {
  kind = 'words';

  /**
   * @param root   the panel's element; the grid is appended to it
   * @param trace  the Trace to show
   * @param rows   the grid's rows, `cols` its columns (problemKind's)
   */
  constructor(root, trace, rows, cols) {
    this.trace = trace;
    this.rows = rows;
    this.cols = cols;
    root.dataset.kind = 'words';
    this.words = new Array(trace.optionCount);
    const grid = document.createElement('div');
    grid.className = 'pv-board pv-words';
    grid.style.setProperty('--rows', String(rows));
    grid.style.setProperty('--cols', String(cols));
    grid.setAttribute('role', 'img');
    this.board = grid;
    this.cells = [];
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const div = document.createElement('div');
        div.className = 'pv-letter';
        div.dataset.row = String(r);
        div.dataset.column = String(c);
        grid.append(div);
        this.cells.push({ div, state: null });
      }
    }
    root.append(grid);
  }

  #word(o) {
    return (this.words[o] ??= wordOf(o, this.trace));
  }

  /** The row or column item `k` asks a word for, as the engine says: `{ direction, index }`. */
  #slot(k) {
    const role = k >= 0 ? this.trace.itemRole(k) : null;
    return role?.role === 'wordSlot' ? role : null;
  }

  draw() {
    const { trace, rows, cols } = this;
    const words = [];
    let tried = null;
    trace.levels.forEach((level, l) => {
      const w = level.option >= 0 ? this.#word(level.option) : null;
      if (!w) return;
      words.push(w);
      if (l === trace.levels.length - 1) tried = w;
    });
    const grid = wordSquareLetters(rows, cols, words);
    const cur = trace.levels.at(-1);
    const deciding = cur ? this.#slot(cur.item) : null;
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    const on = (slot, r, c) => slot && (slot.direction === 'across' ? slot.index === r : slot.index === c);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const view = this.cells[r * cols + c];
        const letter = grid[r][c];
        const classes = [letter ? 'filled' : '', on(tried, r, c) ? 'tried' : '', on(deciding, r, c) ? 'deciding' : '']
          .filter(Boolean)
          .join(' ');
        if (view.state !== classes) {
          view.state = classes;
          view.div.className = `pv-letter ${classes}`;
        }
        setText(view.div, letter.toUpperCase());
      }
    }
    const text = grid.map((row) => row.map((l) => l || '.').join('')).join(' / ');
    this.board.setAttribute('aria-label', `Word square, ${rows} rows of ${cols} letters: ${text}` + (solved ? '; solved' : ''));
  }
}
