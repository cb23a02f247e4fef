// Which of the matrix view's texts to draw, and how big, so that they never run into each other
// and, on a projector, never shrink under the floor a room can read: pure functions the painters
// (matrix/paint-bands.js) call, tested in node (tests/js/matrix-labels.test.mjs).
//
// A row of texts side by side (the item names over the headers, their lens under them, the
// option labels down the left) first shrinks to fit its cells, down to a floor; below the floor
// it is thinned out instead: the text of the item being branched on (or of the chosen options)
// always, the others in order while each keeps clear of the last one kept. A text left out is
// still the hovered node's tooltip.

/** The least room between two texts side by side, in px. */
export const TEXT_GAP = 3;

/**
 * The size (px) of a row of texts: `want` (what the cell size asks for), shrunk to `fit` (the
 * largest that keeps neighbours apart), never under `floor`.
 */
export function rowFont(want, fit, floor) {
  return Math.max(floor, Math.min(want, fit));
}

/**
 * Which of `count` texts along one axis to draw so that no two come within `gap` of each
 * other. Text i spans [lo[i], hi[i]); the texts come in increasing order of lo. A text with
 * `must[i]` set (null: none) is always kept; the others are kept in order while each stays
 * clear of the last one kept and of the next one that must be. Writes 1 (draw) or 0 into
 * `keep` and returns how many are kept. `ahead` is a scratch array of `count` numbers or more
 * (made when not given; a painter passes one it reuses).
 */
export function thinOut(lo, hi, count, must, gap, keep, ahead = new Float64Array(count)) {
  // The next text that must be kept, from each position on (its lo; Infinity when none).
  let nextMust = Infinity;
  for (let i = count - 1; i >= 0; i -= 1) {
    ahead[i] = nextMust;
    if (must && must[i]) nextMust = lo[i];
  }
  let last = -Infinity;
  let kept = 0;
  for (let i = 0; i < count; i += 1) {
    const ok = (must && must[i]) || (lo[i] >= last + gap && hi[i] + gap <= ahead[i]);
    keep[i] = ok ? 1 : 0;
    if (ok) {
      last = Math.max(last, hi[i]);
      kept += 1;
    }
  }
  return kept;
}

/**
 * `text` cut to fit `maxW` px as `measure` (text => width) says, with an ellipsis where it was
 * cut: a label keeps its size and loses its end rather than being squeezed narrower.
 */
export function fitText(text, maxW, measure) {
  if (measure(text) <= maxW) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= maxW) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? `${text.slice(0, lo).trimEnd()}…` : '';
}
