// Hexiamonds drawn on their triangular board: one colour per piece, a thick outline around each
// piece, its letter in its middle triangle. The board and each placement are the engine's
// (describeProblem: `board` says per triangle whether it points up, down, or is a hole); this
// file only turns rows and columns into corners. Triangle (r, j) sits at j/2 sides from the
// left, rows one triangle height apart, so a row's triangles alternate up and down.

import { picture, svg } from './svg.js';

const UNIT = 10;
const HEIGHT = (UNIT * Math.sqrt(3)) / 2;
const UP = 1;

/**
 * The pentomino colours, lent to the hexiamonds A to L one for one (style.css); F, I and L keep
 * their own, so that a letter has one colour wherever it is drawn (the visualizer's legend
 * colours chips by letter: panels.css).
 */
const COLOURS = Object.freeze(Object.fromEntries(Array.from('ABCDEFGHIJKL', (l, k) => [l, 'NPTUVFWXIYZL'[k]])));

/** The CSS class of a piece's colour, or of an uncovered triangle. */
export function pieceClass(letter) {
  return letter ? `pc pc-${COLOURS[letter] ?? 'X'}` : 'pc pc-empty';
}

/** One letter per triangle of the board's grid after `placements` (each `{ letter, cells }`). */
export function iamondLetters(board, placements) {
  const letters = new Array(board.rows * board.cols).fill('');
  for (const p of placements) for (const [r, j] of p.cells) letters[r * board.cols + j] = p.letter;
  return letters;
}

/** The corners of triangle (r, j), in picture units, as an SVG path. */
function trianglePath(r, j, up) {
  const x = (j + 1) * (UNIT / 2);
  const top = r * HEIGHT;
  const bottom = top + HEIGHT;
  return up
    ? `M${x} ${top}L${x + UNIT / 2} ${bottom}L${x - UNIT / 2} ${bottom}Z`
    : `M${x - UNIT / 2} ${top}L${x + UNIT / 2} ${top}L${x} ${bottom}Z`;
}

/** The centre of triangle (r, j), in picture units. */
function centre(r, j, up) {
  return [(j + 1) * (UNIT / 2), r * HEIGHT + (up ? (2 * HEIGHT) / 3 : HEIGHT / 3)];
}

/** The picture's size for a board `{ rows, cols }`, in units. */
export function boardSize(board) {
  return [((board.cols + 1) * UNIT) / 2 + 2, board.rows * HEIGHT + 2];
}

/**
 * The board's triangles, coloured by `letters`, with thick lines where pieces (or a piece and
 * the edge) meet, and each placement's letter at its middle triangle: SVG elements for a `g`.
 * `marks[at]`, if given, adds a class to a triangle (the one tried, the one decided on).
 */
export function boardShapes(board, letters, placements, marks = {}) {
  const { rows, cols } = board;
  const kind = (r, j) => (r >= 0 && r < rows && j >= 0 && j < cols ? board.board[r * cols + j] : 0);
  const out = [];
  for (let r = 0; r < rows; r += 1) {
    for (let j = 0; j < cols; j += 1) {
      const k = kind(r, j);
      if (!k) continue;
      const at = r * cols + j;
      const cls = [pieceClass(letters[at]), marks[at] ?? ''].filter(Boolean).join(' ');
      const attributes = { d: trianglePath(r, j, k === UP), class: cls, 'data-at': at };
      if (letters[at]) attributes['data-letter'] = letters[at];
      out.push(svg('path', attributes));
    }
  }
  const thin = [];
  const thick = [];
  const at = (r, j) => (kind(r, j) ? letters[r * cols + j] || `empty${r},${j}` : null);
  for (let r = 0; r < rows; r += 1) {
    for (let j = 0; j < cols; j += 1) {
      const k = kind(r, j);
      if (!k) continue;
      const up = k === UP;
      const here = at(r, j);
      const x = (j + 1) * (UNIT / 2);
      const top = r * HEIGHT;
      const bottom = top + HEIGHT;
      // Each triangle's three sides and the triangle beyond each: left, right, and the base
      // (below an up triangle) or the top (above a down one).
      const sides = up
        ? [
            [at(r, j - 1), `M${x} ${top}L${x - UNIT / 2} ${bottom}`],
            [at(r, j + 1), `M${x} ${top}L${x + UNIT / 2} ${bottom}`],
            [at(r + 1, j), `M${x - UNIT / 2} ${bottom}H${x + UNIT / 2}`],
          ]
        : [
            [at(r, j - 1), `M${x - UNIT / 2} ${top}L${x} ${bottom}`],
            [at(r, j + 1), `M${x + UNIT / 2} ${top}L${x} ${bottom}`],
            [at(r - 1, j), `M${x - UNIT / 2} ${top}H${x + UNIT / 2}`],
          ];
      for (const [other, d] of sides) {
        if (other === here) continue;
        if (other && !letters[r * cols + j] && other.length !== 1) thin.push(d);
        else thick.push(d);
      }
    }
  }
  if (thin.length) out.push(svg('path', { d: thin.join(''), class: 'pc-grid' }));
  out.push(svg('path', { d: thick.join(''), class: 'pc-edge' }));
  for (const p of placements) {
    const [r, j] = middleTriangle(p.cells);
    const [cx, cy] = centre(r, j, kind(r, j) === UP);
    out.push(svg('text', { x: cx, y: cy, class: 'pc-letter ia-letter', 'aria-hidden': 'true' }, p.letter));
  }
  return out;
}

/** The triangle of a piece nearest its middle, where its letter goes (ties: the first). */
export function middleTriangle(cells) {
  const point = ([r, j]) => [j / 2, r * (HEIGHT / UNIT)];
  const points = cells.map(point);
  const mx = points.reduce((a, [x]) => a + x, 0) / points.length;
  const my = points.reduce((a, [, y]) => a + y, 0) / points.length;
  let best = cells[0];
  let bestD = Infinity;
  cells.forEach((cell, k) => {
    const [x, y] = points[k];
    const d = (x - mx) ** 2 + (y - my) ** 2;
    if (d < bestD - 1e-9) {
      bestD = d;
      best = cell;
    }
  });
  return best;
}

/** The solver page's picture of a packing (or of the empty board). */
export function drawIamonds(info, options, title) {
  const [width, height] = boardSize(info);
  const root = picture(width, height, title, 'iamonds');
  const g = svg('g', { transform: 'translate(1 1)' });
  root.append(g);
  const placements = Array.from(options, (o) => info.pieces[o]);
  g.append(...boardShapes(info, iamondLetters(info, placements), placements));
  return root;
}
