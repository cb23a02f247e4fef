// A Langford sequence: the 2n slots in a row with their numbers, and each pair of equal
// numbers joined by an arc (above the row and below it in turn, so arcs rarely cross), one
// colour per number.

import { picture, svg } from './svg.js';

const UNIT = 10;

/** The 2n slots after `options`: the number in each slot, or 0. */
export function langfordSlots(info, options) {
  const slots = new Array(2 * info.n).fill(0);
  for (const o of options) {
    const [value, a, b] = info.pairs[o];
    slots[a - 1] = value;
    slots[b - 1] = value;
  }
  return slots;
}

/** The sequence in words: "4 1 3 1 2 4 3 2" (`.` an empty slot). */
export function langfordText(info, options) {
  return langfordSlots(info, options)
    .map((v) => (v ? String(v) : '.'))
    .join(' ');
}

export function drawLangford(info, options, title) {
  const n = info.n;
  const width = 2 * n * UNIT;
  // Room above and below the row for the arcs: the widest spans n + 1 slots.
  const rise = Math.min((n + 1) * UNIT * 0.5, 6 * UNIT) + 2;
  const height = 2 * rise + UNIT;
  const root = picture(width + 2, height, title, 'langford');
  const g = svg('g', { transform: `translate(1 ${rise})` });
  root.append(g);
  const slots = langfordSlots(info, options);
  const pairs = Array.from(options, (o) => info.pairs[o]).sort((p, q) => p[1] - q[1]);
  pairs.forEach(([value, a, b], k) => {
    const x1 = (a - 0.5) * UNIT;
    const x2 = (b - 0.5) * UNIT;
    const up = k % 2 === 0;
    const h = Math.min((b - a) * UNIT * 0.5, rise - 2) * (up ? -1 : 1);
    const y = up ? 0 : UNIT;
    g.append(
      svg('path', {
        d: `M${x1} ${y} C${x1} ${y + h * 1.3} ${x2} ${y + h * 1.3} ${x2} ${y}`,
        class: `lf-arc lf-${((value - 1) % 12) + 1}`,
      })
    );
  });
  slots.forEach((v, s) => {
    g.append(svg('rect', { x: s * UNIT, y: 0, width: UNIT, height: UNIT, class: v ? `lf-slot lf-${((v - 1) % 12) + 1}` : 'lf-slot lf-empty' }));
    if (v) g.append(svg('text', { x: (s + 0.5) * UNIT, y: UNIT / 2, class: 'lf-number' }, String(v)));
  });
  return root;
}
