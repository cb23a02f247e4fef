// The tetrastick board of the puzzle panel (board/view.js): the sticks placed so far on the
// grid's edges, one colour per piece, the edge being decided dashed, and the interior points
// (the secondary items) as dots that become rings in a piece's colour when a piece takes them,
// that is, goes straight through them. Which sticks and points each option takes is the
// engine's word (its option roles); the board only draws it, with a legend of the pieces.

import { stickPicture } from '../../shared/boards/sticks.js';
import { legend } from './dom.js';

/** The board `{ rows, cols }` of squares of a trace, or null when it is not tetrasticks. */
export function sticksBoard(trace) {
  const solver = trace.solver;
  if (solver?.kind !== 'sticks') return null;
  const rows = solver.boardRows;
  const cols = solver.boardCols;
  return rows > 0 && cols > 0 ? { rows, cols } : null;
}

/** Option `o` as the engine places it: `{ letter, sticks, crossings }`, or null. */
export function sticksOf(o, trace) {
  const role = trace.optionRole(o);
  return role?.role === 'sticks' ? { letter: role.letter, sticks: role.sticks, crossings: role.crossings } : null;
}

export class SticksBoard {
  kind = 'sticks';

  constructor(root, trace, board) {
    this.trace = trace;
    this.board = board;
    root.dataset.kind = 'sticks';
    this.pieces = new Array(trace.optionCount);
    this.pieceNames = [];
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const role = trace.itemRole(k);
      if (role.role === 'piece') this.pieceNames.push(role.letter);
    }
    this.frame = document.createElement('div');
    this.frame.className = 'pv-board pv-sticks';
    this.legend = legend(this.pieceNames, 'The pieces', 'piece');
    root.append(this.frame, this.legend.root);
  }

  #piece(o) {
    return (this.pieces[o] ??= sticksOf(o, this.trace));
  }

  draw() {
    const { trace, board } = this;
    const placed = [];
    let tried = null;
    trace.levels.forEach((level, l) => {
      const p = level.option >= 0 ? this.#piece(level.option) : null;
      if (!p) return;
      placed.push(p);
      if (l === trace.levels.length - 1) tried = p;
    });
    const cur = trace.levels.at(-1);
    const role = cur && cur.item >= 0 ? trace.itemRole(cur.item) : null;
    const edge = role?.role === 'edge' ? role : null;
    const solved = trace.lastEvent()?.kind === 'solution';
    const taken = placed.reduce((n, p) => n + p.crossings.length, 0);
    const points = (board.rows - 1) * (board.cols - 1);
    const title =
      `Tetrastick board, ${board.rows} by ${board.cols} squares: ${placed.length} of ${this.pieceNames.length} pieces placed, ` +
      `${placed.length * 4} of ${2 * board.rows * board.cols + board.rows + board.cols} edges covered, ` +
      `${taken} of ${points} crossing points taken` +
      (solved ? '; solved' : '');
    const svg = stickPicture(board, placed, title, { edge, tried: tried?.letter });
    this.frame.replaceChildren(svg);
    this.frame.classList.toggle('pv-solved', solved);
    const onBoard = new Set(placed.map((p) => p.letter));
    const deciding = role?.role === 'piece' ? role.letter : '';
    this.legend.draw((name) => ({ placed: onBoard.has(name), deciding: name === deciding, tried: tried?.letter === name }));
  }
}
