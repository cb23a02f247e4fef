// The hexiamonds' triangular board of the puzzle panel (board/view.js): the pieces placed so
// far, one colour per piece, thick lines where pieces meet, each piece's letter in its middle,
// the triangle being decided and the piece being tried outlined, and a legend of the twelve
// pieces. The board (which triangles point up, which are holes) comes from the engine's solver,
// each option's piece and triangles from pieceOf (narration.js, over the engine's option roles),
// each triangle item's place from its role; boards/iamonds.js turns them into corners.

import { boardShapes, boardSize, iamondLetters } from '../../shared/boards/iamonds.js';
import { svg } from '../../shared/boards/svg.js';
import { pieceOf } from '../panels/index.js';
import { legend } from './dom.js';

/**
 * The hexiamond board `{ rows, cols, board }` of a trace (`board[r * cols + j]`: 1 a triangle
 * pointing up, 2 down, 0 a hole, as the engine says), or null when the trace is not one.
 */
export function iamondBoard(trace) {
  const solver = trace.solver;
  if (solver?.kind !== 'iamonds') return null;
  const rows = solver.boardRows;
  const cols = solver.boardCols;
  const board = Array.from(solver.boardCells());
  if (!(rows > 0 && cols > 0) || board.length !== rows * cols) return null;
  return { rows, cols, board };
}

export class IamondBoard {
  kind = 'iamonds';

  constructor(root, trace, board) {
    this.trace = trace;
    root.dataset.kind = 'iamonds';
    this.packing = board;
    this.pieces = new Array(trace.optionCount);
    this.pieceItems = [];
    // The triangle each item stands for, by item: r * cols + j, or -1.
    this.triangleOf = new Int32Array(trace.primaryCount).fill(-1);
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const role = trace.itemRole(k);
      if (role.role === 'triangle') this.triangleOf[k] = role.row * board.cols + role.column;
      else if (role.role === 'piece') this.pieceItems.push(role.letter);
    }
    const [width, height] = boardSize(board);
    this.svg = svg('svg', {
      viewBox: `0 0 ${width} ${height}`,
      class: 'pv-board pv-iamonds iamonds',
      role: 'img',
      preserveAspectRatio: 'xMidYMid meet',
    });
    this.g = svg('g', { transform: 'translate(1 1)' });
    this.svg.append(this.g);
    this.board = this.svg;
    this.legend = legend(this.pieceItems, 'The pieces', 'piece');
    root.append(this.svg, this.legend.root);
  }

  #piece(o) {
    this.pieces[o] ??= pieceOf(o, this.trace);
    return this.pieces[o];
  }

  draw() {
    const { trace, packing } = this;
    const placed = [];
    let tried = null;
    trace.levels.forEach((level, l) => {
      const p = level.option >= 0 ? this.#piece(level.option) : null;
      if (!p) return;
      placed.push({ letter: p.piece, cells: p.cells });
      if (l === trace.levels.length - 1) tried = p;
    });
    const cur = trace.levels.at(-1);
    const marks = {};
    if (tried) for (const [r, j] of tried.cells) marks[r * packing.cols + j] = 'ia-tried';
    const deciding = cur && cur.item < this.triangleOf.length ? this.triangleOf[cur.item] : -1;
    if (deciding >= 0 && !marks[deciding]) marks[deciding] = 'ia-deciding';
    const letters = iamondLetters(packing, placed);
    this.g.replaceChildren(...boardShapes(packing, letters, placed, marks));
    const solved = trace.lastEvent()?.kind === 'solution';
    this.svg.classList.toggle('pv-solved', solved);
    const onBoard = new Set(placed.map((p) => p.letter));
    const choosing = cur ? trace.itemName(cur.item) : '';
    this.legend.draw((name) => ({
      placed: onBoard.has(name),
      deciding: name === choosing,
      tried: tried?.piece === name,
    }));
    const covered = letters.filter(Boolean).length;
    const total = packing.board.filter(Boolean).length;
    this.svg.setAttribute(
      'aria-label',
      `Hexiamond board, ${packing.rows} rows of triangles: ${placed.length} of ${this.pieceItems.length} pieces placed, ` +
        `${covered} of ${total} triangles covered` + (solved ? '; solved' : '')
    );
  }
}
