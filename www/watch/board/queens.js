// The N-queens chessboard of the puzzle panel (board/view.js): the queens placed, the squares
// still free, the row or column branched on and the squares it may still take. Which item is a
// row or a column and where an option puts its queen are the engine's roles for them
// (trace.itemRole, trace.optionRole); what is still free is read from the dancing links.

import { columnOptions, itemActive } from '../panels/index.js';
import { label } from './dom.js';

/** N when the engine says the problem is N queens (its primary items are rows and columns), else 0. */
export function queensSize(trace) {
  if (trace.boxSize || trace.primaryCount < 2) return 0;
  let rows = 0;
  for (let k = 0; k < trace.primaryCount; k += 1) {
    const role = trace.itemRole(k);
    if (role.role !== 'line') return 0;
    if (role.line === 'row') rows += 1;
  }
  return rows;
}

/** The square `[row, column]` (from 0) where option `o` puts a queen, as the engine says, or null. */
export function queenSquare(trace, o) {
  const role = trace.optionRole(o);
  return role.role === 'queen' ? [role.row, role.column] : null;
}

/** For a queens row or column item: `{ line: 'row' | 'column', index }`, else null. */
function queenLine(trace, k) {
  const role = trace.itemRole(k);
  return role.role === 'line' && (role.line === 'row' || role.line === 'column') ? role : null;
}

export class QueensBoard {
  kind = 'queens';

  /**
   * @param root   the panel's element; the chessboard is appended to it
   * @param trace  the Trace to show
   * @param n      the board's size (queensSize)
   */
  constructor(root, trace, n) {
    this.trace = trace;
    this.n = n;
    root.dataset.kind = 'queens';
    this.squares = new Array(trace.optionCount);
    for (let o = 0; o < trace.optionCount; o += 1) this.squares[o] = queenSquare(trace, o);
    // The item of each row and column.
    this.lineItem = { row: new Int32Array(n), column: new Int32Array(n) };
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const line = queenLine(trace, k);
      if (line) this.lineItem[line.line][line.index] = k;
    }
    const board = document.createElement('div');
    board.className = 'pv-board pv-queens';
    board.style.setProperty('--n', String(n));
    board.setAttribute('role', 'img');
    this.board = board;
    // A corner, the column names on top, then each row: its name and its squares.
    const corner = document.createElement('span');
    corner.className = 'pv-label';
    board.append(corner);
    for (let c = 0; c < n; c += 1) board.append(label(`c${c}`));
    this.cells = [];
    for (let r = 0; r < n; r += 1) {
      board.append(label(`r${r}`));
      for (let c = 0; c < n; c += 1) {
        const div = document.createElement('div');
        div.className = `pv-square ${(r + c) % 2 ? 'dark' : 'light'}`;
        board.append(div);
        this.cells.push({ div, state: null, base: div.className });
      }
    }
    root.append(board);
  }

  /** `marks`: false while a Predict question on a dead end is open (no free squares shown). */
  draw({ marks = true } = {}) {
    const { trace, n } = this;
    const { nodes, items } = trace.links();
    const state = new Array(n * n).fill('');
    // Squares still free: the options left in the columns of the rows still to fill.
    for (let r = 0; r < n && marks; r += 1) {
      const k = this.lineItem.row[r];
      if (!itemActive(items, k)) continue;
      for (const o of columnOptions(trace, nodes, k)) {
        const sq = this.squares[o];
        if (sq) state[sq[0] * n + sq[1]] = 'free';
      }
    }
    const cur = trace.levels.at(-1);
    const line = new Set();
    const choice = new Set();
    if (cur) {
      const which = queenLine(trace, cur.item);
      if (which) {
        const i = which.index;
        for (let j = 0; j < n; j += 1) line.add(which.line === 'row' ? i * n + j : j * n + i);
      }
      for (const o of columnOptions(trace, nodes, cur.item)) {
        const sq = this.squares[o];
        if (sq) choice.add(sq[0] * n + sq[1]);
      }
    }
    let queens = 0;
    trace.levels.forEach((level, l) => {
      if (level.option < 0) return;
      const sq = this.squares[level.option];
      if (!sq) return;
      const at = sq[0] * n + sq[1];
      state[at] = l === trace.levels.length - 1 ? 'queen tried' : 'queen';
      queens += 1;
    });
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    for (let at = 0; at < n * n; at += 1) {
      const view = this.cells[at];
      const classes = [state[at], line.has(at) ? 'line' : '', choice.has(at) ? 'choice' : ''].filter(Boolean).join(' ');
      if (view.state === classes) continue;
      view.state = classes;
      view.div.className = `${view.base} ${classes}`;
      // The queen is a glyph in CSS (::after), so the squares stay plain boxes for layout.
      view.div.dataset.queen = state[at].startsWith('queen') ? '♛' : '';
    }
    this.board.setAttribute(
      'aria-label',
      `Chessboard, ${n} by ${n}: ${queens === 1 ? '1 queen' : `${queens} queens`} placed` + (solved ? '; solved' : '')
    );
  }
}
