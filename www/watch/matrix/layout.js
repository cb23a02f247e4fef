// The geometry of the matrix view (www/watch/matrix/matrix.js), as pure functions: no DOM, no canvas,
// so every position, path and hit test can be checked in node against the real engine.
//
// World units: one cell is 1 x 1 (an item's column is 1 wide, an option's row 1 tall); the
// view scales and pans them onto the screen. Top to bottom:
//
//          names        item names (turned upright when longer than a column is wide)
//   laneY  ──────┐       the lane where the item list wraps back to its root
//   headerY [root] [A] [B] ... [E]  [F] [G] [root]   headers; between them their prev/next links
//   lenY           2   2  ...       len of each item, under its header
//   rows    C E F      ■       ■   ■                one row per option, a node where it has an item
//           A D G  ■       ■          ■
//   bottomLaneY   ────┘ the column's last node links down past the last row and back up the
//                       right side of the column to its header (the up/down circle)
//
// Items are addressed by their entry in the engine's item list, as trace.js describes it:
// entry 0 is the root of the primary items, entry k + 1 is item k (its header is node k + 1,
// the same number), entry itemCount + 1 is the root of the secondary items.
//
// Weights make the "live only" view: a column or row of weight 0 takes no room, 1 a whole cell,
// and anything between while it animates, so a covered item's column closes up smoothly.

/** The side of a node's box, in cells. */
export const NODE = 0.6;
/** How far left a link that skips hidden nodes bows (the control point's offset). */
export const BOW = 0.7;
/** How far up a header link that skips covered items bows. */
export const BOW_UP = 1.15;
/** Where a column's wrap runs back up to its header: this far right of the column's centre. */
export const RETURN = 0.42;
/** The gap between the primary and the secondary items, so the two lists read apart. */
export const GROUP_GAP = 0.6;

/** A row label for option `o`: "r1c2=3" for a Sudoku, else its items ("C E F"). */
export function optionLabel(trace, o) {
  if (trace.boxSize) {
    const [cell, value] = trace.placement(o);
    const n = trace.boxSize * trace.boxSize;
    if (cell !== undefined) return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}=${value}`;
  }
  return trace.optionText(o);
}

/**
 * What never changes while the search runs: which node is where. Reads the trace's names and
 * node tables, and the links once for the fixed `right` links (the left ones are their inverse).
 *
 *   columns   the option nodes of item k, top to bottom: colNodes[colStart[k] .. colStart[k+1])
 *   place     a node's index in its column (0 = just below the header; -1 for non-option nodes)
 *   optionFirst/optionLast   the first and last node of each option
 *   left/right               a node's neighbours in its option (circular), -1 for non-option nodes
 */
export function matrixStructure(trace) {
  const { itemCount, primaryCount, optionCount, nodeCount, nodeItems, nodeOptions } = trace;
  const { nodes } = trace.links();
  const colStart = new Int32Array(itemCount + 1);
  for (let n = 0; n < nodeCount; n += 1) if (nodeItems[n] >= 0 && nodeOptions[n] >= 0) colStart[nodeItems[n] + 1] += 1;
  for (let k = 0; k < itemCount; k += 1) colStart[k + 1] += colStart[k];
  const colNodes = new Int32Array(colStart[itemCount]);
  const fill = colStart.slice(0, itemCount);
  const place = new Int32Array(nodeCount).fill(-1);
  const optionFirst = new Int32Array(optionCount).fill(-1);
  const optionLast = new Int32Array(optionCount).fill(-1);
  const right = new Int32Array(nodeCount).fill(-1);
  const left = new Int32Array(nodeCount).fill(-1);
  // Options are stored one after another, so node order is top-to-bottom order in every column.
  for (let n = 0; n < nodeCount; n += 1) {
    const k = nodeItems[n];
    const o = nodeOptions[n];
    if (k < 0 || o < 0) continue;
    place[n] = fill[k] - colStart[k];
    colNodes[fill[k]] = n;
    fill[k] += 1;
    if (optionFirst[o] < 0) optionFirst[o] = n;
    optionLast[o] = n;
    right[n] = nodes[4 * n + 3];
  }
  for (let n = 0; n < nodeCount; n += 1) if (right[n] >= 0) left[right[n]] = n;
  const names = [];
  for (let k = 0; k < itemCount; k += 1) names.push(trace.itemName(k));
  const labels = [];
  for (let o = 0; o < optionCount; o += 1) labels.push(optionLabel(trace, o));
  return {
    itemCount,
    primaryCount,
    optionCount,
    nodeCount,
    nodeItems,
    nodeOptions,
    colStart,
    colNodes,
    place,
    optionFirst,
    optionLast,
    left,
    right,
    names,
    labels,
    nameChars: names.reduce((m, s) => Math.max(m, s.length), 1),
    labelChars: labels.reduce((m, s) => Math.max(m, s.length), 1),
  };
}

/** Whether item names are short enough to stand upright across a column (else they turn). */
export function namesUpright(structure) {
  return structure.nameChars <= 2;
}

/** Weights of 1 everywhere: the whole matrix. */
export function fullWeights(structure) {
  return {
    entry: new Float32Array(structure.itemCount + 2).fill(1),
    row: new Float32Array(structure.optionCount).fill(1),
  };
}

/**
 * Where everything is, for the given weights (fullWeights for the whole matrix). `out`, when
 * given, is a previous result for the same structure whose arrays are reused (no garbage per
 * frame). `textScale` widens the room for names and labels when they are drawn larger than
 * usual for a cell (present mode: a projector's type in columns no wider than before). Returns:
 *   entryX[e]   the x of item-list entry e (0 root, k + 1 item k, itemCount + 1 secondary root)
 *   entryLeft[e], entryW[e]   the column's left edge and width (its weight)
 *   rowY[o], rowTop[o], rowH[o]   the centre, top and height of option o's row
 *   nameTop, laneY, headerY, lenY, rowsTop, rowsBottom, bottomLaneY, labelRight, width, height
 */
export function matrixGeometry(structure, weights, out, textScale = 1) {
  const { itemCount, primaryCount, optionCount } = structure;
  const g = out ?? {
    entryX: new Float64Array(itemCount + 2),
    entryLeft: new Float64Array(itemCount + 2),
    entryW: new Float64Array(itemCount + 2),
    rowY: new Float64Array(optionCount),
    rowTop: new Float64Array(optionCount),
    rowH: new Float64Array(optionCount),
  };
  const upright = namesUpright(structure);
  // Names are drawn at up to 0.8 of a cell; a turned name needs ~0.5 of a cell per character.
  const nameH = upright ? 0.9 * textScale : 0.5 + 0.5 * structure.nameChars * textScale;
  g.upright = upright;
  g.nameTop = 0;
  g.nameBottom = nameH;
  g.laneY = nameH + 0.35;
  g.headerY = g.laneY + 0.85;
  g.lenY = g.headerY + 0.72;
  g.rowsTop = g.headerY + 1.25;
  // Row labels: about 0.45 of a cell per character at the label size, 2 to 10 cells wide.
  g.labelRight = textScale * Math.min(10, Math.max(2, 0.8 + 0.45 * Math.min(structure.labelChars, 26)));
  let x = g.labelRight;
  const place = (e, w) => {
    g.entryLeft[e] = x;
    g.entryW[e] = w;
    g.entryX[e] = x + w / 2;
    x += w;
  };
  place(0, 1);
  for (let k = 0; k < itemCount; k += 1) {
    if (k === primaryCount) x += GROUP_GAP;
    place(k + 1, weights.entry[k + 1]);
  }
  if (itemCount > primaryCount) place(itemCount + 1, 1);
  else {
    g.entryLeft[itemCount + 1] = x;
    g.entryW[itemCount + 1] = 0;
    g.entryX[itemCount + 1] = x;
  }
  g.right = x;
  let y = g.rowsTop;
  for (let o = 0; o < optionCount; o += 1) {
    const h = weights.row[o];
    g.rowTop[o] = y;
    g.rowH[o] = h;
    g.rowY[o] = y + h / 2;
    y += h;
  }
  g.rowsBottom = y;
  g.bottomLaneY = y + 0.45;
  g.width = x + 0.6;
  g.height = g.bottomLaneY + 0.6;
  return g;
}

/**
 * A matrix is shown fitted to the width rather than whole when fitting it whole would make a
 * cell smaller than this many pixels and it is this many times taller than the canvas's shape
 * (pentominoes: 1227 or 2032 options for 73 items would be a strip of half-pixel rows).
 */
export const TALL_MIN_SCALE = 6;
export const TALL_RATIO = 2.5;

/**
 * The view `{ s, tx, ty, tall, region }` that fits geometry `g` into a canvas of `w` x `h` CSS
 * pixels, at most `maxScale` pixels per cell: the whole matrix, centred; or, for a tall one, its
 * whole width from the top (`tall` true), to be scrolled or to follow the search (followTy).
 * `readable` and `region`: a matrix whose cells would be smaller than `readable`
 * even fitted by its width is shown at `region` pixels per cell instead (`region` true), a
 * region of it that follows the search across (followTx) as well as down.
 */
export function fitView(g, w, h, maxScale, readable = 0, region = 0) {
  const wide = Math.max(0.05, Math.min((w - 16) / g.width, maxScale));
  const whole = Math.max(0.05, Math.min((h - 16) / g.height, wide));
  if (region > 0 && wide < readable) return { s: region, tx: 4, ty: 4, tall: true, region: true };
  // `readable` (present mode): a whole matrix whose cells would be too small to read from the
  // back of a room is fitted by its width instead, if that makes them bigger.
  if ((whole < TALL_MIN_SCALE && whole * TALL_RATIO < wide) || (whole < readable && wide > whole)) {
    return { s: wide, tx: (w - g.width * wide) / 2, ty: 4, tall: true, region: false };
  }
  return { s: whole, tx: (w - g.width * whole) / 2, ty: Math.max(4, (h - g.height * whole) / 2), tall: false, region: false };
}

/**
 * The `tx` that keeps world x (a column) in view right of the label band, which stays at the
 * left of a canvas `w` pixels wide: the view's own `tx` when the column is already well in
 * view, else the column in the middle of what the band leaves, never scrolling past either
 * end of the matrix.
 */
export function followTx(g, view, x, w) {
  const { s, tx } = view;
  const band = g.labelRight * s;
  const at = tx + x * s;
  if (at >= band + 2 * s && at <= w - 2 * s) return tx;
  const want = band + (w - band) / 2 - x * s;
  const lowest = Math.min(4, w - g.width * s - 4);
  return Math.max(lowest, Math.min(4, want));
}

/**
 * The `ty` that keeps world height `y` (a row) in view below the header band, which stays at
 * the top of a canvas `h` pixels tall: the view's own `ty` when the row is already in view,
 * else the row a third of the way down, never scrolling past either end of the matrix.
 */
export function followTy(g, view, y, h) {
  const { s, ty } = view;
  const band = g.rowsTop * s;
  const at = ty + y * s;
  if (at >= band + s && at <= h - s) return ty;
  const want = band + (h - band) / 3 - y * s;
  const lowest = Math.min(4, h - g.height * s - 4);
  return Math.max(lowest, Math.min(4, want));
}

/** The centre of node n: a header or the root in the header row, an option node in its row. */
export function nodeCenter(structure, geometry, n) {
  const k = structure.nodeItems[n];
  const o = structure.nodeOptions[n];
  if (k >= 0 && o >= 0) return { x: geometry.entryX[k + 1], y: geometry.rowY[o] };
  if (n <= structure.itemCount) return { x: geometry.entryX[n], y: geometry.headerY };
  return null; // a spacer: not drawn
}

/**
 * The path of a column's wrap link (its last node's `down`, its header's `up`), as corner
 * points: from `fromY` (the last node still in the column, or the header when the column is
 * empty) down past the last row, right, up the column's right side, and into the header.
 */
export function columnWrap(geometry, entry, fromY) {
  const x = geometry.entryX[entry];
  const r = x + RETURN * Math.min(1, geometry.entryW[entry] || 0);
  return [
    [x, fromY],
    [x, geometry.bottomLaneY],
    [r, geometry.bottomLaneY],
    [r, geometry.headerY],
    [x + NODE / 2, geometry.headerY],
  ];
}

/**
 * The path of an item list's wrap link, from entry `from` (right) back to entry `to` (left):
 * up from the header's top to the lane, along it, and down into the other header. A list
 * with only its root left loops from the root to itself.
 */
export function listWrap(geometry, from, to) {
  const top = geometry.headerY - NODE / 2;
  let xa = geometry.entryX[from];
  let xb = geometry.entryX[to];
  if (Math.abs(xa - xb) < 1e-9) {
    xa += NODE / 4;
    xb -= NODE / 4;
  }
  return [
    [xa, top],
    [xa, geometry.laneY],
    [xb, geometry.laneY],
    [xb, top],
  ];
}

/**
 * The control point of a link from (x0, y0) to (x1, y1) drawn as a quadratic curve: on the
 * straight line when `bow` is 0, bowed out by `bow` (0..1) when the link skips hidden nodes:
 * vertical links bow left, horizontal ones up.
 */
export function bowControl(x0, y0, x1, y1, bow) {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  if (Math.abs(x1 - x0) < Math.abs(y1 - y0)) return [mx - BOW * bow, my];
  return [mx, my - BOW_UP * bow];
}

// ----------------------------------------------------------------------------- state

/**
 * Reads which nodes are in their columns and which items in their lists, from the links:
 * a node is out when its column no longer passes through it (nodes[up].down !== node), an
 * item is covered when its list no longer passes through it (items[prev].next !== entry).
 * Writes 1 (in) or 0 (out) into `state.node` (per node) and `state.entry` (per entry; roots 1).
 */
export function readPresence(structure, nodes, items, state) {
  const { nodeCount, itemCount, nodeItems, nodeOptions } = structure;
  const s = state ?? { node: new Float32Array(nodeCount), entry: new Float32Array(itemCount + 2) };
  for (let n = 0; n < nodeCount; n += 1) {
    if (nodeItems[n] >= 0 && nodeOptions[n] >= 0) s.node[n] = nodes[4 * nodes[4 * n] + 1] === n ? 1 : 0;
    else s.node[n] = 1;
  }
  s.entry[0] = 1;
  s.entry[itemCount + 1] = 1;
  for (let e = 1; e <= itemCount; e += 1) s.entry[e] = items[2 * items[2 * e] + 1] === e ? 1 : 0;
  return s;
}

/**
 * How much a link event's node or item is out of its list, 0..1, `progress` of the way through
 * the animation: a hide or cover takes it out as progress runs (put back when undone), an
 * unhide or uncover puts it back (takes it out when undone).
 */
export function outAmount(kind, direction, progress) {
  const removing = kind === 'hide' || kind === 'cover';
  return removing === direction > 0 ? progress : 1 - progress;
}

/**
 * The weights of the "live only" view: covered items and options that can no longer be used
 * take no room. An option goes when one of its nodes is hidden (what covering does to the
 * options it rules out) or when all of its items are covered (an option chosen on the path, or
 * one whose only item is covered); so while a cover runs, each option ruled out fades exactly
 * as its node is hidden. `presence` as readPresence gives it (fractions while animating).
 * `keepItem` (an item, or -1) stays shown with the options in its column: the item being
 * branched on, whose options are the choices.
 */
export function liveWeights(structure, presence, keepItem = -1, out) {
  const { itemCount, optionCount, optionFirst, optionLast, nodeItems, colStart, colNodes } = structure;
  const w = out ?? { entry: new Float32Array(itemCount + 2), row: new Float32Array(optionCount) };
  w.entry.set(presence.entry);
  for (let o = 0; o < optionCount; o += 1) {
    let v = 1;
    let items = 0;
    for (let n = optionFirst[o]; n <= optionLast[o] && n >= 0; n += 1) {
      const a = presence.node[n];
      const b = presence.entry[nodeItems[n] + 1];
      if (a < v) v = a;
      if (b > items) items = b;
    }
    w.row[o] = Math.min(v, items);
  }
  if (keepItem >= 0 && keepItem < itemCount) {
    w.entry[keepItem + 1] = 1;
    for (let i = colStart[keepItem]; i < colStart[keepItem + 1]; i += 1) {
      w.row[structure.nodeOptions[colNodes[i]]] = 1;
    }
  }
  return w;
}

/**
 * The columns of fully covered items as runs side by side, so their grey bands can be filled
 * as a few rectangles rather than one per item (hundreds deep in a 9x9 search). Looks at the
 * items whose column's centre lies in [x0, x1] (world units) and writes [left, right] of each
 * run into `out` (a flat array, cleared first), left to right. A column of no width (closed up
 * in the live-only view) does not break a run; an item in its list, one partly covered (still
 * animating), the gap between the primary and secondary items and the ends of [x0, x1] do.
 */
export function coveredRuns(structure, geometry, presence, x0, x1, out = []) {
  const { entryX, entryLeft, entryW } = geometry;
  out.length = 0;
  let left = 0;
  let right = -1;
  let open = false;
  for (let e = 1; e <= structure.itemCount; e += 1) {
    const x = entryX[e];
    if (x < x0 || x > x1) {
      open = false;
      continue;
    }
    if (entryW[e] <= 0) continue;
    if (presence.entry[e] > 0) {
      open = false;
      continue;
    }
    // Columns are laid side by side, so a neighbour starts exactly where the run ends.
    if (open && entryLeft[e] === right) right += entryW[e];
    else {
      if (right > left) out.push(left, right);
      left = entryLeft[e];
      right = left + entryW[e];
      open = true;
    }
  }
  if (right > left) out.push(left, right);
  return out;
}

// ----------------------------------------------------------------------------- hit testing

/** The index of the last `a[i] <= v` in a non-decreasing array (or -1). */
function lastAtMost(a, v, count) {
  let lo = 0;
  let hi = count - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] <= v) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The entry whose column contains world x, or -1. */
export function entryAt(structure, geometry, x) {
  const count = structure.itemCount + 2;
  let e = lastAtMost(geometry.entryLeft, x, count);
  while (e >= 0 && geometry.entryW[e] <= 0) e -= 1;
  if (e < 0 || x >= geometry.entryLeft[e] + geometry.entryW[e]) return -1;
  return e;
}

/** The option whose row contains world y, or -1. */
export function optionAt(structure, geometry, y) {
  let o = lastAtMost(geometry.rowTop, y, structure.optionCount);
  while (o >= 0 && geometry.rowH[o] <= 0) o -= 1;
  if (o < 0 || y >= geometry.rowTop[o] + geometry.rowH[o]) return -1;
  return o;
}

/**
 * The node under world point (x, y): a header or the root in the header row, an option's node
 * in the cell where its row meets its item's column; -1 for empty cells, the secondary root
 * (which has no node) and the margins.
 */
export function hitTest(structure, geometry, x, y) {
  const e = entryAt(structure, geometry, x);
  if (e < 0) return -1;
  if (Math.abs(y - geometry.headerY) <= 0.5) return e <= structure.itemCount ? e : -1;
  if (e === 0 || e > structure.itemCount) return -1;
  const o = optionAt(structure, geometry, y);
  if (o < 0) return -1;
  for (let n = structure.optionFirst[o]; n <= structure.optionLast[o]; n += 1) {
    if (structure.nodeItems[n] === e - 1) return n;
  }
  return -1;
}
