// Colors (Knuth's XCC) in the matrix view: a hue for each color name, read from the CSS
// variables matrix.css defines (present.css gives the projector's), and the painting of the
// colored nodes and headers over the body. Which node has which color, which is marked, and
// which color an item has now all come from the engine (Trace.nodeColors, Trace.itemColor);
// only the hues and the shapes are chosen here.
//
//   a node of color k      a box tinted with hue k, outlined in it
//   a marked node          filled solid with its hue: its item has that color already, and
//                          the node keeps it (neither hidden nor purified again); in small
//                          cells, where every colored node is solid, with a dark rim too
//   a chosen colored node  the chosen fill, outlined in its hue (hidden or not)
//   a hidden colored node  faded as every hidden node is
//   a secondary header     tinted with the hue of the color the chosen options gave its item

/** How many hues the palette has; color k takes hue ((k - 1) mod HUES) + 1. */
export const HUES = 8;

const FALLBACK = [
  ['#00796b', '#cdeee9'],
  ['#9a7000', '#fbeeb8'],
  ['#b0306a', '#f9dcea'],
  ['#0277bd', '#d5ebf8'],
  ['#558b2f', '#e3f1d4'],
  ['#8d5524', '#f1e1d2'],
  ['#6a3fb5', '#e6ddf7'],
  ['#455a64', '#dfe6ea'],
];

/** The hue of color code `code` (from 1): its index in the palette. */
export function hueIndex(code) {
  return (Math.abs(code) - 1) % HUES;
}

/**
 * The palette: `[{ line, fill }]`, HUES of them, from `--mx-hue-K` and `--mx-hue-K-fill` on
 * `element` (read once per theme, never per frame).
 */
export function readHues(element) {
  const style = getComputedStyle(element);
  return FALLBACK.map(([line, fill], i) => ({
    line: style.getPropertyValue(`--mx-hue-${i + 1}`).trim() || line,
    fill: style.getPropertyValue(`--mx-hue-${i + 1}-fill`).trim() || fill,
  }));
}

/**
 * How far each node in a mark's motion is marked in this frame (0 plain, 1 marked), for the
 * mark and unmark events of `events` taken in direction `dir` at eased progress `e`: a Map
 * from node to amount, empty when nothing is in motion.
 */
export function markMotion(events, dir, e, animating) {
  const out = new Map();
  if (!animating) return out;
  for (const ev of events) {
    if (ev.kind !== 'mark' && ev.kind !== 'unmark') continue;
    // Forward through a mark (or back through an unmark) the node ends marked.
    out.set(ev.node, (ev.kind === 'mark') === dir > 0 ? e : 1 - e);
  }
  return out;
}

/**
 * Paints the colors of the nodes of rows o0..o1 that are in place (presence 1) or chosen,
 * over the nodes already drawn, in world units (the body transform). `side` is a node's side, `outlined`
 * whether nodes are drawn as boxes, `px` one CSS pixel; `marking` is markMotion's map.
 */
export function paintNodeColors(painter, frame, { o0, o1, wx0, wx1, px, side, outlined, marking }) {
  const colors = frame.nodeColors;
  if (!colors || colors.length === 0) return;
  const owner = painter.owner;
  const ctx = painter.ctx;
  const st = owner.structure;
  const g = owner.geometry;
  const hues = owner.hues;
  const chosen = owner.chosen;
  const half = side / 2;
  // One path per hue and look, so a frame fills each once.
  const tinted = new Map();
  const marked = new Map();
  const rims = new Map();
  const add = (map, hue) => {
    let path = map.get(hue);
    if (!path) map.set(hue, (path = painter.newPath()));
    return path;
  };
  const markRims = painter.newPath();
  const moving = [];
  for (let o = o0; o <= o1; o += 1) {
    const hRow = g.rowH[o];
    if (hRow <= 0.02) continue;
    const y = g.rowY[o];
    const hh = half * Math.min(1, hRow);
    for (let n = st.optionFirst[o]; n <= st.optionLast[o]; n += 1) {
      const code = colors[n];
      // A chosen option's nodes are drawn in its color even when hidden (covering its first
      // item hid them): the purifying node among them shows its hue too.
      if (code === 0 || (frame.presence.node[n] < 1 && !chosen[o])) continue;
      const e = st.nodeItems[n] + 1;
      const x = g.entryX[e];
      if (x < wx0 || x > wx1 || g.entryW[e] <= 0.02) continue;
      const hw = half * Math.min(1, g.entryW[e]);
      const hue = hueIndex(code);
      if (chosen[o]) add(rims, hue).rect(x - hw, y - hh, 2 * hw, 2 * hh);
      else if (marking.has(n)) moving.push({ n, hue, x, y, hw, hh });
      else add(code < 0 ? marked : tinted, hue).rect(x - hw, y - hh, 2 * hw, 2 * hh);
      if (!chosen[o] && outlined) add(rims, hue).rect(x - hw, y - hh, 2 * hw, 2 * hh);
      // Small cells fill every colored node solid: a marked one is told apart by a dark rim.
      else if (!chosen[o] && code < 0) markRims.rect(x - hw, y - hh, 2 * hw, 2 * hh);
    }
  }
  for (const [hue, path] of tinted) {
    ctx.fillStyle = outlined ? hues[hue].fill : hues[hue].line;
    ctx.fill(path);
  }
  for (const [hue, path] of marked) {
    ctx.fillStyle = hues[hue].line;
    ctx.fill(path);
  }
  // A mark in motion: the tint, and the solid hue growing over it (or fading from it).
  for (const { n, hue, x, y, hw, hh } of moving) {
    ctx.fillStyle = outlined ? hues[hue].fill : hues[hue].line;
    ctx.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
    ctx.globalAlpha = marking.get(n);
    ctx.fillStyle = hues[hue].line;
    ctx.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
    ctx.globalAlpha = 1;
  }
  ctx.lineWidth = Math.max((owner.present ? 3 : 2.2) * px, 0.07);
  for (const [hue, path] of rims) {
    ctx.strokeStyle = hues[hue].line;
    ctx.stroke(path);
  }
  if (!outlined) {
    ctx.strokeStyle = owner.colors.nodeLine;
    ctx.stroke(markRims);
  }
}

/** Whether node n is drawn marked now (its number then goes in the ink for solid fills). */
export function isMarked(frame, n) {
  const colors = frame.nodeColors;
  return Boolean(colors && colors.length && colors[n] < 0);
}

/**
 * Tints the headers of the secondary items that the chosen options gave a color (in place in
 * their list: a purified item stays there), with a rim in its hue. World units, the header
 * band's transform; `hh` is a header's half side.
 */
export function paintHeaderColors(painter, frame, { wx0, wx1, hh, px }) {
  const codes = frame.itemColors;
  if (!codes) return;
  const owner = painter.owner;
  const ctx = painter.ctx;
  const st = owner.structure;
  const g = owner.geometry;
  ctx.lineWidth = Math.max((owner.present ? 3 : 2.2) * px, 0.07);
  for (let e = st.primaryCount + 1; e <= st.itemCount; e += 1) {
    const code = codes[e - 1];
    const x = g.entryX[e];
    if (!code || x < wx0 || x > wx1 || g.entryW[e] <= 0.02 || frame.presence.entry[e] < 1) continue;
    const half = Math.min(hh, hh * g.entryW[e]);
    const hue = owner.hues[hueIndex(code)];
    ctx.fillStyle = hue.fill;
    ctx.fillRect(x - half, g.headerY - half, 2 * half, 2 * half);
    ctx.strokeStyle = hue.line;
    ctx.strokeRect(x - half, g.headerY - half, 2 * half, 2 * half);
  }
}

/** What the legend adds for a problem with colors: [swatch kind, text]. */
export const COLOR_LEGEND = Object.freeze([
  ['color', 'node with a color (one hue per color name)'],
  ['marked', 'marked: its item already has this color, kept'],
]);

/** "color A", "color A (marked: its item already has it)", or '' for none; for the tooltip. */
export function colorWords(names, code) {
  if (!code) return '';
  const name = names[Math.abs(code) - 1] ?? String(Math.abs(code));
  return code < 0 ? `color ${name} (marked: its item already has it, and it keeps it)` : `color ${name}`;
}
