// The pentomino board of the puzzle panel (board/view.js): the pieces placed so far, one color
// per piece, thick lines where pieces meet, each piece's letter in its middle, and a legend of
// the twelve pieces. The board's shape comes from the engine's solver, each option's piece and
// cells from pieceOf (narration.js, over the engine's option roles).
//
// The pure helpers at the top are tested in tests/js/board-pictures.test.mjs.

import { middleCell } from '../../shared/boards/pentominoes.js';
import { pieceOf } from '../panels/index.js';
import { legend } from './dom.js';

/**
 * The pentomino board `{ rows, cols, cells }` of a trace (`cells[r * cols + c]` true for a
 * cell to cover, false for a hole), or null when the trace is not a pentomino packing.
 */
export function pentominoBoard(trace) {
  const solver = trace.solver;
  if (solver?.kind !== 'pentominoes') return null;
  const rows = solver.boardRows;
  const cols = solver.boardCols;
  const mask = solver.boardCells();
  if (!(rows > 0 && cols > 0) || mask.length !== rows * cols) return null;
  return { rows, cols, cells: Array.from(mask, (x) => x === 1) };
}

/**
 * The board after `placements` (each `{ piece, cells }` as pieceOf returns them): one entry per
 * square, the letter of the piece covering it or '' (empty or a hole).
 */
export function packingLetters(board, placements) {
  const letters = new Array(board.rows * board.cols).fill('');
  for (const placed of placements) {
    for (const [r, c] of placed.cells) letters[r * board.cols + c] = placed.piece;
  }
  return letters;
}

/**
 * The square where a piece's letter is written: the cell of the piece nearest its centre
 * (ties to the first in reading order), as `r * cols + c`.
 */
export function labelCell(cells, cols) {
  const [r, c] = middleCell(cells);
  return r * cols + c;
}

export class PentominoBoard {
  kind = 'pentominoes';

  /**
   * @param root   the panel's element; the board and its legend are appended to it
   * @param trace  the Trace to show
   * @param board  its board (pentominoBoard)
   */
  constructor(root, trace, board) {
    this.trace = trace;
    root.dataset.kind = 'pentominoes';
    this.packing = board;
    this.pieces = new Array(trace.optionCount);
    // The piece items (one letter each) and the cell items, by square.
    this.pieceItems = [];
    this.cellItem = new Int32Array(board.rows * board.cols).fill(-1);
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const role = trace.itemRole(k);
      if (role.role === 'cell') this.cellItem[role.row * board.cols + role.column] = k;
      else if (role.role === 'piece') this.pieceItems.push({ k, name: role.letter });
    }
    const grid = document.createElement('div');
    grid.className = 'pv-board pv-pentominoes';
    grid.style.setProperty('--rows', String(board.rows));
    grid.style.setProperty('--cols', String(board.cols));
    grid.setAttribute('role', 'img');
    this.board = grid;
    this.cells = [];
    for (let at = 0; at < board.rows * board.cols; at += 1) {
      const div = document.createElement('div');
      div.className = board.cells[at] ? 'pv-tile' : 'pv-tile hole';
      grid.append(div);
      this.cells.push({ div, base: div.className, state: null, piece: null, label: null });
    }
    this.legend = legend(
      this.pieceItems.map((p) => p.name),
      'The pieces',
      'piece'
    );
    root.append(grid, this.legend.root);
  }

  #piece(o) {
    return (this.pieces[o] ??= pieceOf(o, this.trace));
  }

  draw() {
    const { trace, packing } = this;
    const { rows, cols } = packing;
    const placed = [];
    const cur = trace.levels.at(-1);
    let tried = null;
    trace.levels.forEach((level, l) => {
      const p = level.option >= 0 ? this.#piece(level.option) : null;
      if (!p) return;
      placed.push(p);
      if (l === trace.levels.length - 1) tried = p;
    });
    const letters = packingLetters(packing, placed);
    const triedCells = new Set(tried ? tried.cells.map(([r, c]) => r * cols + c) : []);
    const labels = new Set(placed.map((p) => labelCell(p.cells, cols)));
    // The item branched on: a cell to cover (outlined) or a piece to place (in the legend).
    const deciding = cur ? this.cellItem.indexOf(cur.item) : -1;
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    for (let at = 0; at < rows * cols; at += 1) {
      const view = this.cells[at];
      const letter = letters[at];
      const r = Math.floor(at / cols);
      const c = at % cols;
      // Thick lines where two different pieces (or a piece and an empty cell) meet.
      const right = c + 1 < cols && letters[at + 1] !== letter ? 'edge-r' : '';
      const below = r + 1 < rows && letters[at + cols] !== letter ? 'edge-b' : '';
      const classes = [
        letter ? 'filled' : '',
        triedCells.has(at) ? 'tried' : '',
        at === deciding ? 'deciding' : '',
        right,
        below,
      ]
        .filter(Boolean)
        .join(' ');
      if (view.state !== classes) {
        view.state = classes;
        view.div.className = `${view.base} ${classes}`;
      }
      if (view.piece !== letter) {
        view.piece = letter;
        if (letter) view.div.dataset.piece = letter;
        else delete view.div.dataset.piece;
      }
      const label = letter && labels.has(at) ? letter : '';
      if (view.label !== label) {
        view.label = label;
        // Drawn by the CSS (::after), which leaves it out where a projector's type cannot fit.
        if (label) view.div.dataset.label = label;
        else delete view.div.dataset.label;
      }
    }
    const onBoard = new Set(placed.map((p) => p.piece));
    const choosing = cur ? trace.itemName(cur.item) : '';
    this.legend.draw((name) => ({
      placed: onBoard.has(name),
      deciding: name === choosing,
      tried: tried?.piece === name,
    }));
    const covered = letters.filter(Boolean).length;
    const total = packing.cells.filter(Boolean).length;
    this.board.setAttribute(
      'aria-label',
      `Pentomino board, ${rows} by ${cols}: ${placed.length} of ${this.pieceItems.length} pieces placed, ` +
        `${covered} of ${total} cells covered` + (solved ? '; solved' : '')
    );
  }
}
