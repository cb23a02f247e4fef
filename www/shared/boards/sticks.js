// Tetrasticks drawn as coloured sticks on a grid of dots: each piece in its own colour with its
// letter beside its middle stick, the edges not yet covered as faint lines, and the interior
// points (the secondary items that keep pieces from crossing) as small dots that turn into
// rings in the piece's colour when a piece goes straight through them. What each option's
// sticks and points are comes from the engine (its option roles); nothing is worked out here.

import { picture, svg } from './svg.js';

const UNIT = 10;
const MARGIN = 3;

/**
 * The picture of a board of `rows` x `cols` squares with `placed` pieces on it, each
 * `{ letter, sticks: [[r0, c0, r1, c1], ...], crossings: [[r, c], ...] }`. `mark` may name
 * an edge being decided (`{ row, column, vertical }`) and a piece just tried (its letter).
 */
export function stickPicture({ rows, cols }, placed, title, mark = {}) {
  const root = picture(cols * UNIT + 2 * MARGIN, rows * UNIT + 2 * MARGIN, title, 'sticks');
  const g = svg('g', { transform: `translate(${MARGIN} ${MARGIN})` });
  root.append(g);
  const taken = new Map();
  const covered = new Set();
  for (const piece of placed) {
    for (const [r0, c0, r1, c1] of piece.sticks) covered.add(`${r0},${c0},${r1},${c1}`);
    for (const [r, c] of piece.crossings) taken.set(`${r},${c}`, piece.letter);
  }
  const free = [];
  for (let r = 0; r <= rows; r += 1) {
    for (let c = 0; c <= cols; c += 1) {
      if (c < cols && !covered.has(`${r},${c},${r},${c + 1}`)) free.push(`M${c * UNIT} ${r * UNIT}h${UNIT}`);
      if (r < rows && !covered.has(`${r},${c},${r + 1},${c}`)) free.push(`M${c * UNIT} ${r * UNIT}v${UNIT}`);
    }
  }
  if (free.length) g.append(svg('path', { d: free.join(''), class: 'st-free' }));
  const edge = mark.edge;
  if (edge) {
    const d = `M${edge.column * UNIT} ${edge.row * UNIT}${edge.vertical ? 'v' : 'h'}${UNIT}`;
    g.append(svg('path', { d, class: 'st-deciding' }));
  }
  for (const piece of placed) {
    const d = piece.sticks.map(([r0, c0, r1, c1]) => `M${c0 * UNIT} ${r0 * UNIT}L${c1 * UNIT} ${r1 * UNIT}`).join('');
    const tried = mark.tried === piece.letter ? ' st-tried' : '';
    g.append(svg('path', { d, class: `st-piece st-${piece.letter}${tried}`, 'data-piece': piece.letter }));
  }
  for (let r = 0; r <= rows; r += 1) {
    for (let c = 0; c <= cols; c += 1) {
      const inner = r > 0 && c > 0 && r < rows && c < cols;
      const owner = taken.get(`${r},${c}`);
      const cls = owner ? `st-point st-taken st-${owner}` : inner ? 'st-point st-open' : 'st-point';
      g.append(svg('circle', { cx: c * UNIT, cy: r * UNIT, r: owner ? 1.6 : inner ? 1.1 : 0.7, class: cls }));
    }
  }
  for (const piece of placed) {
    const [x, y] = labelAt(piece.sticks, cols, rows);
    g.append(svg('text', { x, y, class: `st-letter st-${piece.letter}`, 'aria-hidden': 'true' }, piece.letter));
  }
  return root;
}

/**
 * Where a piece's letter goes: beside the stick nearest the piece's centre, off to the side so
 * that it does not sit on the line, and inside a board of `rows` x `cols` squares (the margin
 * round the board is narrower than a letter).
 */
export function labelAt(sticks, cols, rows = Infinity) {
  const mids = sticks.map(([r0, c0, r1, c1]) => [(r0 + r1) / 2, (c0 + c1) / 2, r0 === r1]);
  const mr = mids.reduce((a, [r]) => a + r, 0) / mids.length;
  const mc = mids.reduce((a, [, c]) => a + c, 0) / mids.length;
  let best = mids[0];
  for (const m of mids) {
    if ((m[0] - mr) ** 2 + (m[1] - mc) ** 2 < (best[0] - mr) ** 2 + (best[1] - mc) ** 2 - 1e-9) best = m;
  }
  const [r, c, horizontal] = best;
  // A horizontal stick's letter sits just below it (above it on the board's bottom edge), a
  // vertical one's just to its right (to its left on the board's right edge).
  if (horizontal) return [c * UNIT, r < rows ? r * UNIT + 3.6 : r * UNIT - 3.6];
  return [c < cols ? c * UNIT + 2.6 : c * UNIT - 2.6, r * UNIT + 1.4];
}

/** The solver page's picture: the pieces of `options` (option numbers of `info.sticks`). */
export function drawSticks(info, options, title) {
  const placed = [];
  for (const o of options) if (info.sticks[o]) placed.push(info.sticks[o]);
  return stickPicture(info, placed, title);
}
