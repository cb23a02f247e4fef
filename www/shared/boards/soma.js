// The Soma cube drawn as its layers side by side, as `dlx soma --pretty` prints it: each layer a
// grid of cubes in its piece's colour with its letter (a piece may show only one cube in a
// layer, so every cube carries the letter), a thick line where two pieces meet. Which piece
// fills which cube is the engine's (describeProblem: `pieces[o].cubes`); this file only lays
// the layers out.

import { picture, svg } from './svg.js';

const UNIT = 10;
/** The space between two layers, and above them for their names, in picture units. */
const GAP = 7;
const HEAD = 7;

/**
 * The pentomino colours lent to the Soma pieces (style.css): L, T and Z keep their own; the
 * others take colours far in hue from their neighbours', as V and P (both lilac) would not be.
 */
const COLOURS = Object.freeze({ V: 'F', L: 'L', T: 'T', Z: 'Z', A: 'N', B: 'U', P: 'I' });

/** The CSS class of a piece's colour, or of a cube not yet filled. */
export function somaClass(letter) {
  return letter ? `pc pc-${COLOURS[letter] ?? 'X'}` : 'pc pc-empty';
}

/** One letter per cube of the solid's box after `options`, layer by layer ('' where none). */
export function somaLetters(info, options) {
  const { rows, cols } = info;
  const letters = new Array(info.layers * rows * cols).fill('');
  for (const o of options) {
    const piece = info.pieces[o];
    for (const [l, r, c] of piece.cubes) letters[(l * rows + r) * cols + c] = piece.letter;
  }
  return letters;
}

/** What the page calls layer `l` (from 0) of `layers`: the first drawn is the top. */
export function layerName(l, layers) {
  const where = layers < 2 ? '' : l === 0 ? ' (top)' : l === layers - 1 ? ' (bottom)' : '';
  return `Layer ${l + 1}${where}`;
}

export function drawSoma(info, options, title) {
  const { layers, rows, cols } = info;
  const width = layers * cols * UNIT + (layers - 1) * GAP;
  const root = picture(width + 2, HEAD + rows * UNIT + 2, title, 'soma');
  const letters = somaLetters(info, options);
  for (let l = 0; l < layers; l += 1) {
    const g = svg('g', { transform: `translate(${1 + l * (cols * UNIT + GAP)} 1)`, 'data-layer': l + 1 });
    root.append(g);
    g.append(svg('text', { x: (cols * UNIT) / 2, y: HEAD / 2 - 0.5, class: 'soma-layer' }, layerName(l, layers)));
    const grid = svg('g', { transform: `translate(0 ${HEAD})` });
    g.append(grid);
    const index = (r, c) => (l * rows + r) * cols + c;
    const inside = (r, c) => r >= 0 && r < rows && c >= 0 && c < cols && info.board[index(r, c)] === 1;
    const at = (r, c) => (inside(r, c) ? letters[index(r, c)] || `empty${r},${c}` : null);
    const thin = [];
    const thick = [];
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (!inside(r, c)) continue;
        const letter = letters[index(r, c)];
        const [x, y] = [c * UNIT, r * UNIT];
        grid.append(svg('rect', { x, y, width: UNIT, height: UNIT, class: somaClass(letter) }));
        const sides = [
          [at(r - 1, c), `M${x} ${y}h${UNIT}`],
          [at(r, c - 1), `M${x} ${y}v${UNIT}`],
          [at(r + 1, c), `M${x} ${y + UNIT}h${UNIT}`],
          [at(r, c + 1), `M${x + UNIT} ${y}v${UNIT}`],
        ];
        for (const [other, d] of sides) {
          if (other === at(r, c)) continue;
          // Between two cubes not yet filled, a thin line; around a piece or the layer, a thick one.
          if (other && !letter && other.length > 1) thin.push(d);
          else thick.push(d);
        }
      }
    }
    if (thin.length) grid.append(svg('path', { d: thin.join(''), class: 'pc-grid' }));
    grid.append(svg('path', { d: thick.join(''), class: 'pc-edge' }));
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const letter = letters[index(r, c)];
        if (!letter) continue;
        const attributes = { x: c * UNIT + UNIT / 2, y: r * UNIT + UNIT / 2, class: 'pc-letter', 'data-cube': `${l},${r},${c}` };
        grid.append(svg('text', { ...attributes, 'aria-hidden': 'true' }, letter));
      }
    }
  }
  return root;
}
