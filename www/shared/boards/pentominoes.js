// Pentominoes drawn as coloured pieces filling the board: one colour per piece, a thick outline
// around each piece, and its letter in its middle cell (so the picture does not depend on
// telling colours apart). Holes of the board stay blank; cells not yet covered are light grey.

import { picture, svg } from './svg.js';

const UNIT = 10;

/** One letter per square of the board after `options` (the piece covering it, or ''). */
export function packingLetters(info, options) {
  const letters = new Array(info.rows * info.cols).fill('');
  for (const o of options) {
    const piece = info.pieces[o];
    for (const [r, c] of piece.cells) letters[r * info.cols + c] = piece.letter;
  }
  return letters;
}

/** The cell of a piece nearest its centre, where its letter goes (ties: the first in reading order). */
export function middleCell(cells) {
  const mr = cells.reduce((a, [r]) => a + r, 0) / cells.length;
  const mc = cells.reduce((a, [, c]) => a + c, 0) / cells.length;
  let best = cells[0];
  let bestD = Infinity;
  for (const [r, c] of cells) {
    const d = (r - mr) ** 2 + (c - mc) ** 2;
    if (d < bestD - 1e-9) {
      bestD = d;
      best = [r, c];
    }
  }
  return best;
}

/** The packing in words, one line per row of the board: the letters, `.` for a hole or gap. */
export function packingText(info, options) {
  const letters = packingLetters(info, options);
  const lines = [];
  for (let r = 0; r < info.rows; r += 1) {
    lines.push(letters.slice(r * info.cols, (r + 1) * info.cols).map((l) => l || '.').join(''));
  }
  return lines.join('\n');
}

export function drawPentominoes(info, options, title) {
  const { rows, cols } = info;
  const root = picture(cols * UNIT + 2, rows * UNIT + 2, title, 'pentominoes');
  const g = svg('g', { transform: 'translate(1 1)' });
  root.append(g);
  const letters = packingLetters(info, options);
  const inside = (r, c) => r >= 0 && r < rows && c >= 0 && c < cols && info.board[r * cols + c] === 1;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (!inside(r, c)) continue;
      const letter = letters[r * cols + c];
      g.append(
        svg('rect', {
          x: c * UNIT,
          y: r * UNIT,
          width: UNIT,
          height: UNIT,
          class: letter ? `pc pc-${letter}` : 'pc pc-empty',
        })
      );
    }
  }
  // Thin lines between the cells of a piece would clutter it: draw only each piece's outline
  // (and the board's edge), where a cell meets a different piece, a hole or the outside.
  const thin = [];
  const thick = [];
  const at = (r, c) => (inside(r, c) ? letters[r * cols + c] || `empty${r},${c}` : null);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (!inside(r, c)) continue;
      const here = at(r, c);
      const x = c * UNIT;
      const y = r * UNIT;
      const sides = [
        [at(r - 1, c), `M${x} ${y}h${UNIT}`],
        [at(r, c - 1), `M${x} ${y}v${UNIT}`],
        [at(r + 1, c), `M${x} ${y + UNIT}h${UNIT}`],
        [at(r, c + 1), `M${x + UNIT} ${y}v${UNIT}`],
      ];
      for (const [other, d] of sides) {
        if (other === here) continue;
        if (other && !letters[r * cols + c] && !(other.length === 1)) thin.push(d);
        else thick.push(d);
      }
    }
  }
  if (thin.length) g.append(svg('path', { d: thin.join(''), class: 'pc-grid' }));
  g.append(svg('path', { d: thick.join(''), class: 'pc-edge' }));
  for (const o of options) {
    const piece = info.pieces[o];
    const [r, c] = middleCell(piece.cells);
    g.append(
      svg('text', { x: c * UNIT + UNIT / 2, y: r * UNIT + UNIT / 2, class: 'pc-letter', 'aria-hidden': 'true' }, piece.letter)
    );
  }
  return root;
}
