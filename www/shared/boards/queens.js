// N queens on a chessboard: light and dark squares, a queen drawn on each chosen square.

import { picture, svg } from './svg.js';

const UNIT = 10;
// A queen's crown, drawn in a 10 x 10 square (five points over a band and a base).
const CROWN = 'M1.6 7.6 L1.2 3.4 L3.3 5.6 L3.9 2.6 L5 5.2 L6.1 2.6 L6.7 5.6 L8.8 3.4 L8.4 7.6 Z M1.7 8.1 H8.3 V9 H1.7 Z';

/** The squares `[row, column]` (from 0) of a solution's queens. */
export function queenSquares(info, options) {
  return Array.from(options, (o) => info.squares[o]).filter(Boolean);
}

/** The board in words: `Q` a queen, `.` an empty square, one line per row. */
export function queensText(info, options) {
  const rows = Array.from({ length: info.n }, () => new Array(info.n).fill('.'));
  for (const [r, c] of queenSquares(info, options)) rows[r][c] = 'Q';
  return rows.map((r) => r.join('')).join('\n');
}

export function drawQueens(info, options, title) {
  const n = info.n;
  const root = picture(n * UNIT + 2, n * UNIT + 2, title, 'queens');
  const g = svg('g', { transform: 'translate(1 1)' });
  root.append(g);
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      g.append(svg('rect', { x: c * UNIT, y: r * UNIT, width: UNIT, height: UNIT, class: (r + c) % 2 ? 'sq-dark' : 'sq-light' }));
    }
  }
  g.append(svg('rect', { x: 0, y: 0, width: n * UNIT, height: n * UNIT, class: 'sq-edge' }));
  for (const [r, c] of queenSquares(info, options)) {
    const q = svg('path', { d: CROWN, class: 'queen', transform: `translate(${c * UNIT} ${r * UNIT})` });
    q.append(svg('title', {}, `queen in row ${r + 1}, column ${c + 1}`));
    g.append(q);
  }
  return root;
}
