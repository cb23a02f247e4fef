// The puzzle as a student sees it, in step with the search: a Sudoku grid with the givens, the
// digits chosen on the current path and the candidates each empty cell still has; an N-queens
// chessboard with the queens placed and the squares still free; a pentomino board with the
// pieces placed so far, one color per piece; a row of Langford slots with the pairs placed; for
// any other problem, the options chosen so far as text. It only reads the trace (the path in
// `trace.levels`, the links for what is still possible) and never moves it.
//
// What is "still possible" is read from the dancing links, not worked out again here: the
// options still in an item's column are exactly the ones the search may still use for it
// (columnOptions in items.js).
//
//   const view = new PuzzleView(container, trace, { givens })
//   view.render()     the renderer interface (see player.js): the board, then the caption
//   view.setMask(kind)   a Predict question of `kind` is open (null: none): at a solution
//                        question the board and its caption wait for the answer (they would
//                        show the solution); at a dead end the board stays, without what
//                        would name the item left with no option (the candidates, the free
//                        squares, the caption): working that out from the board is the question
//   view.destroy()
//
// This file picks the board by the problem's kind and writes the caption under it; each board
// builds its elements once and redraws them on every render:
//   board/sudoku.js       the Sudoku grid (classic, X, jigsaw)
//   board/queens.js       the N-queens chessboard
//   board/pentominoes.js  the pentomino board and its legend
//   board/iamonds.js      the hexiamonds' triangular board and its legend
//   board/langford.js     the Langford row and its legend
//   board/word-square.js  the word square's grid of letters
//   board/sticks.js       the tetrastick board: sticks on a grid, crossing points as dots
//   board/options.js      any other problem: the options chosen, the path, the solutions
//   board/words.js        the caption's sentence, and items and options in words
//   board/dom.js          the elements they share
//   board/present-type.css  the boards' type on a projector (never under 16 px; data-tight)
// The boards' pure helpers are exported from here too, for the search tree (tree.js) and the
// tests, which import them from this file.

import { problemKind } from '../panels/index.js';
import { setText } from './dom.js';
import { LangfordBoard } from './langford.js';
import { OptionsList } from './options.js';
import { PentominoBoard, pentominoBoard } from './pentominoes.js';
import { IamondBoard, iamondBoard } from './iamonds.js';
import { QueensBoard, queensSize } from './queens.js';
import { SticksBoard, sticksBoard } from './sticks.js';
import { SudokuBoard } from './sudoku.js';
import { WordSquareBoard } from './word-square.js';
import { searchSentence } from './words.js';

export { isLangford, langfordSlots } from './langford.js';
export { labelCell, packingLetters, pentominoBoard } from './pentominoes.js';
export { queenSquare, queensSize } from './queens.js';
export { boxCells, diagonalCells, placementText, regionTints, sudokuItem } from './sudoku.js';
export { itemMeaning, optionMeaning, searchSentence } from './words.js';

export class PuzzleView {
  /**
   * @param container  an empty element; the view builds its own content inside
   * @param trace      the Trace to show
   * @param givens     for a Sudoku, the puzzle text the page had ('.'/'0' empty)
   */
  constructor(container, trace, { givens = '' } = {}) {
    this.container = container;
    this.trace = trace;
    this.root = document.createElement('div');
    this.root.className = 'puzzle-view';
    this.caption = document.createElement('p');
    this.caption.className = 'pv-caption';
    this.board = pickBoard(this.root, trace, givens);
    this.kind = this.board.kind;
    this.withheld = document.createElement('p');
    this.withheld.className = 'pv-withheld';
    this.withheld.hidden = true;
    this.root.append(this.caption, this.withheld);
    container.append(this.root);
    // Whether the board's small text (pencil marks, piece letters) fits its cells at a
    // projector's size: the board says so on data-tight, and present mode's CSS leaves out
    // what does not fit rather than shrink it under the floor.
    if (typeof ResizeObserver === 'function' && this.board.board instanceof Element) {
      this.resizer = new ResizeObserver(() => this.#fit());
      this.resizer.observe(this.board.board);
    }
    /** The kind of Predict question whose answer the board withholds now (see setMask), or null. */
    this.mask = null;
    this.render(null, 1);
  }

  #fit() {
    const el = this.board.board;
    const need = tightCell(this.board);
    if (!need) return;
    const cell = el.clientWidth / need.across;
    const tight = cell < need.cell;
    if (tight !== (el.dataset.tight === '')) {
      if (tight) el.dataset.tight = '';
      else delete el.dataset.tight;
    }
    // On a screen, text too small for the screen's floor is left out as well (data-small).
    const small = cell < (need.screen ?? 0);
    if (small !== (el.dataset.small === '')) {
      if (small) el.dataset.small = '';
      else delete el.dataset.small;
    }
  }

  /** Draws the current state; `change` and `progress` are not needed (the state says it all). */
  render() {
    this.board.draw({ marks: this.mask !== 'deadEnd' });
    setText(this.caption, searchSentence(this.trace));
  }

  /** A Predict question of `kind` is open, or none (null): see the top of this file. */
  setMask(kind) {
    kind = kind === 'deadEnd' || kind === 'solution' ? kind : null;
    const words = kind === 'deadEnd' ? MARKS_WITHHELD[this.kind] ?? '' : kind === 'solution' ? BOARD_WITHHELD : '';
    if (kind) this.root.dataset.withheld = kind;
    else delete this.root.dataset.withheld;
    this.withheld.textContent = words;
    this.withheld.hidden = !words;
    if (this.mask !== kind) {
      this.mask = kind;
      this.board.draw({ marks: kind !== 'deadEnd' });
    }
  }

  destroy() {
    this.resizer?.disconnect();
    this.root.remove();
  }
}

/** The least size (px) of a board's text on a projector (present mode). */
export const BOARD_FLOOR_PX = 16;

/**
 * For a board with small text in its cells: how many cells it is across and the least cell
 * (px) that holds that text at BOARD_FLOOR_PX (a Sudoku's pencil marks, b by b in a cell, at
 * about 1.2 lines each; a pentomino's letter; a queens board's names); null for the others.
 * `screen`, where given: the least cell that holds it on a screen (a 9x9's marks at the 8 px
 * panels.css draws them at least: three lines of them in 27 px).
 */
export function tightCell(board) {
  if (board.kind === 'sudoku') {
    const b = Math.round(Math.sqrt(board.n));
    const lines = b > 3 ? 1 : b;
    return { across: board.n, cell: (lines * 1.2 * BOARD_FLOOR_PX) / 0.88, screen: b === 3 ? 27 : 0 };
  }
  if (board.kind === 'pentominoes') return { across: board.packing.cols, cell: BOARD_FLOOR_PX / 0.6 };
  // A queens board's row and column names ("c7": two characters of a monospace font, about
  // 1.2 em, and a gap) over squares of their own width.
  if (board.kind === 'queens') return { across: board.n + 0.8, cell: 1.4 * BOARD_FLOOR_PX };
  return null;
}

/** What the panel says instead of the board while a solution question is open. */
const BOARD_WITHHELD = 'The board comes back once you answer: it would give the answer away.';

/** At a dead end, for a board that shows what is still possible: what it leaves out. */
const MARKS_WITHHELD = Object.freeze({
  sudoku: 'The candidates left come back once you answer: they would give the answer away.',
  queens: 'The free squares come back once you answer: they would give the answer away.',
});

/** The board for the trace's kind of problem, built inside `root`. */
function pickBoard(root, trace, givens) {
  if (trace.boxSize) return new SudokuBoard(root, trace, givens);
  const packing = pentominoBoard(trace);
  if (packing) return new PentominoBoard(root, trace, packing);
  const triangles = iamondBoard(trace);
  if (triangles) return new IamondBoard(root, trace, triangles);
  const sticks = sticksBoard(trace);
  if (sticks) return new SticksBoard(root, trace, sticks);
  const { kind, n } = problemKind(trace);
  if (kind === 'langford') return new LangfordBoard(root, trace, n);
  if (kind === 'words') return new WordSquareBoard(root, trace, problemKind(trace).rows, problemKind(trace).cols);
  const queens = queensSize(trace);
  if (queens) return new QueensBoard(root, trace, queens);
  return new OptionsList(root, trace);
}
