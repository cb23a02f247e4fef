// Paints what stays on screen over the matrix view's body (matrix/paint.js calls these last
// in each pass, with its painter): the header band at the top, the option labels on the
// left, and the overlays. Each reads the view's state through `painter.owner` and draws
// inside the pass's clip (`painter.area`).

import { bowControl, columnWrap, listWrap } from './layout.js';
import { paintHeaderColors } from './colors.js';
import { FONT, LINKS_MIN_SCALE, OUTLINE_MIN_SCALE, PRESENT_LABEL_PX, RECENT_RINGS, TEXT_MIN_PX, labelFontPx, lenFontPx, nameFontPx } from './style.js';
import { TEXT_GAP, fitText, thinOut } from './labels.js';

/**
 * The header band: the item lists walked from their roots through the links (bowed over covered
 * items, the wraps back to the root, the prev and next a covered item remembers dashed), the
 * headers, their rings, names and lens. Over the body when the rows scroll up under it.
 */
export function drawHeaderBand(painter, items, nodes, presence, m, current, currentAlpha) {
  const ctx = painter.ctx;
  const owner = painter.owner;
  const st = owner.structure;
  const g = owner.geometry;
  const c = owner.colors;
  const { w, dpr } = owner.size;
  const { s, tx } = owner.view;
  const { hy } = owner.camera.bands(g);
  const px = 1 / s;
  const wx0 = (painter.area.x0 - tx) / s - 1;
  const wx1 = (painter.area.x1 - tx) / s + 1;
  // The band stays on screen when the rows scroll up under it: then it covers them, and the
  // tops of the columns (the first link down, the wrap coming back up) are drawn again on it.
  const shifted = hy > owner.view.ty + 0.5;
  const hh = 0.36; // a header's half size
  if (shifted) {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = c.bg;
    const bandBottom = hy + (g.rowsTop - 0.2) * s;
    ctx.fillRect(0, 0, w, bandBottom);
    ctx.fillStyle = c.row;
    ctx.fillRect(0, bandBottom, w, 1);
    ctx.setTransform(dpr * s, 0, 0, dpr * s, dpr * tx, dpr * hy);
    if (current >= 0 && g.entryW[current + 1] > 0) {
      ctx.globalAlpha = currentAlpha(current) * 0.9;
      ctx.fillStyle = c.currentBand;
      const e = current + 1;
      ctx.fillRect(g.entryLeft[e] + 0.04, g.headerY - 0.55, g.entryW[e] - 0.08, g.rowsTop - g.headerY - 0.35);
      ctx.globalAlpha = 1;
    }
    if (s >= LINKS_MIN_SCALE) {
      const down = painter.newPath();
      const back = painter.newPath();
      const bottom = g.rowsTop - 0.2;
      for (let e = 1; e <= st.itemCount; e += 1) {
        const x = g.entryX[e];
        if (x < wx0 || x > wx1 || g.entryW[e] <= 0.02) continue;
        const pts = columnWrap(g, e, g.headerY);
        down.moveTo(x, g.headerY);
        down.lineTo(x, bottom);
        back.moveTo(pts[3][0], bottom);
        back.arcTo(pts[3][0], pts[3][1], pts[4][0], pts[4][1], 0.16);
        back.lineTo(pts[4][0], pts[4][1]);
      }
      ctx.lineWidth = 1.1 * px;
      ctx.strokeStyle = c.link;
      ctx.stroke(down);
      ctx.globalAlpha = s < OUTLINE_MIN_SCALE ? 0.4 : 0.7;
      ctx.stroke(back);
      ctx.globalAlpha = 1;
    }
  } else {
    ctx.setTransform(dpr * s, 0, 0, dpr * s, dpr * tx, dpr * hy);
  }

  // The item lists: walk each from its root through the links; skipped items bow the link up.
  const showLinks = s >= LINKS_MIN_SCALE;
  if (showLinks) {
    const recent = new Set(m.recentItems);
    const straight = painter.newPath();
    const bowed = painter.newPath();
    const moving = painter.newPath();
    const wraps = painter.newPath();
    const remembered = painter.lines.remembered.reset();
    const top = g.headerY;
    const walk = (root) => {
      let p = root;
      let q = items[2 * root + 1];
      let guard = st.itemCount + 2;
      const anchors = [root];
      while (q !== root && guard-- > 0) {
        if (presence.entry[q] >= 1) anchors.push(q);
        q = items[2 * q + 1];
      }
      anchors.push(root);
      for (let i = 0; i + 1 < anchors.length; i += 1) {
        p = anchors[i];
        q = anchors[i + 1];
        let most = 0;
        let skipped = false;
        let inMotion = false;
        const forward = g.entryX[q] > g.entryX[p];
        const [a, b] = forward ? [p, q] : [q, p];
        // Entries passed over: between the two when the link runs right, else beyond both.
        const passed = (fn) => {
          if (forward) for (let x = a + 1; x < b; x += 1) fn(x);
          else {
            const lo = root === 0 ? 1 : st.primaryCount + 1;
            const hi = root === 0 ? st.primaryCount : st.itemCount;
            for (let x = b + 1; x <= hi; x += 1) fn(x);
            for (let x = lo; x < a; x += 1) fn(x);
          }
        };
        let strongest = -1;
        passed((x) => {
          if (g.entryW[x] <= 0.02) return;
          skipped = true;
          if (presence.entry[x] > most) {
            most = presence.entry[x];
            strongest = x;
          }
          if (recent.has(x)) inMotion = true;
        });
        const bow = skipped ? 1 - most : 0;
        if (forward) {
          const path = inMotion ? moving : bow > 0 ? bowed : straight;
          const x0 = g.entryX[p];
          const x1 = g.entryX[q];
          if (x1 < wx0 || x0 > wx1) continue;
          path.moveTo(x0, top);
          if (bow > 0) {
            const [cx, cy] = bowControl(x0, top, x1, top, bow);
            path.quadraticCurveTo(cx, cy, x1, top);
          } else path.lineTo(x1, top);
        } else {
          const pts = listWrap(g, p, q);
          // An item coming back (or leaving) at the end of the list: the wrap slides to it,
          // so when it is all the way in, the wrap leaves from it (or arrives at it).
          if (most > 0 && strongest >= 0) {
            const end = root === 0 ? 0 : 2;
            const x = pts[end][0] + (g.entryX[strongest] - pts[end][0]) * most;
            pts[end][0] = x;
            pts[end + 1][0] = x;
          }
          const path = inMotion ? moving : wraps;
          const r = 0.16;
          path.moveTo(pts[0][0], pts[0][1]);
          path.arcTo(pts[1][0], pts[1][1], pts[2][0], pts[2][1], r);
          path.arcTo(pts[2][0], pts[2][1], pts[3][0], pts[3][1], r);
          path.lineTo(pts[3][0], pts[3][1]);
        }
      }
    };
    walk(0);
    if (st.itemCount > st.primaryCount) walk(st.itemCount + 1);
    // Covered items remember their prev and next: dashed, just above the list.
    for (let e = 1; e <= st.itemCount; e += 1) {
      if (presence.entry[e] >= 1 || g.entryW[e] <= 0.02) continue;
      const x = g.entryX[e];
      if (x < wx0 || x > wx1) continue;
      const xp = g.entryX[items[2 * e]];
      const xn = g.entryX[items[2 * e + 1]];
      remembered.push(Math.max(Math.min(xp, x), x - 3), top, Math.min(Math.max(xn, x), x + 3), top);
    }
    ctx.lineCap = 'round';
    ctx.lineWidth = 1.1 * px;
    ctx.strokeStyle = c.link;
    ctx.stroke(straight);
    ctx.stroke(bowed);
    ctx.globalAlpha = 0.75;
    ctx.stroke(wraps);
    ctx.globalAlpha = 1;
    painter.fillLines(remembered, painter.dashes(false), 1, 1, hy);
    ctx.lineWidth = 2.2 * px;
    ctx.strokeStyle = c.moving;
    ctx.stroke(moving);
    ctx.lineCap = 'butt';
  }

  // Headers: primary solid, secondary outlined in their own color, covered greyed out.
  ctx.lineWidth = Math.max(1.2 * px, 0.04);
  const drawRoot = (e) => {
    const x = g.entryX[e];
    const wE = g.entryW[e];
    if (x < wx0 || x > wx1 || wE <= 0.02) return;
    const half = Math.min(hh, hh * wE);
    const y = g.headerY;
    ctx.fillStyle = c.bg;
    ctx.fillRect(x - half, y - half, 2 * half, 2 * half);
    ctx.strokeStyle = e > st.primaryCount ? c.secondary : c.ink;
    ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
    ctx.beginPath();
    ctx.moveTo(x - half, y - half);
    ctx.lineTo(x + half, y + half);
    ctx.stroke();
  };
  drawRoot(0);
  // The items' headers grouped by style (the 9x9 has 324): the fills and solid outlines one
  // color after another, as lone rectangles (cheap, and their edges blend exactly as before:
  // a path of rectangles is smoothed differently); the dashed outlines of covered items, the
  // costly part, as one path per width, stroked once. Dashes start again at each box's
  // corner, as they would drawn alone.
  const fills = painter.headerFills;
  fills.band.length = 0;
  fills.primary.length = 0;
  fills.secondary.length = 0;
  const dashed = painter.newPath(); // covered primary items
  const dashedWide = painter.newPath(); // covered secondary items
  const fading = [];
  for (let e = 1; e <= st.itemCount; e += 1) {
    const x = g.entryX[e];
    const wE = g.entryW[e];
    if (x < wx0 || x > wx1 || wE <= 0.02) continue;
    const half = Math.min(hh, hh * wE);
    const x0 = x - half;
    const y0 = g.headerY - half;
    const pr = presence.entry[e];
    const secondary = e > st.primaryCount;
    if (pr >= 1) {
      (secondary ? fills.secondary : fills.primary).push(x0, y0, 2 * half);
      continue;
    }
    fills.band.push(x0, y0, 2 * half);
    if (pr > 0) fading.push(e);
    (secondary ? dashedWide : dashed).rect(x0, y0, 2 * half, 2 * half);
  }
  const fillAll = (list, color) => {
    ctx.fillStyle = color;
    for (let i = 0; i < list.length; i += 3) ctx.fillRect(list[i], list[i + 1], list[i + 2], list[i + 2]);
  };
  fillAll(fills.band, c.coveredBand);
  fillAll(fills.primary, c.primary);
  fillAll(fills.secondary, c.secondaryFill);
  // Covered blends toward the covered grey while it animates.
  for (const e of fading) {
    const half = Math.min(hh, hh * g.entryW[e]);
    ctx.globalAlpha = presence.entry[e];
    ctx.fillStyle = e > st.primaryCount ? c.secondaryFill : c.primary;
    ctx.fillRect(g.entryX[e] - half, g.headerY - half, 2 * half, 2 * half);
  }
  ctx.globalAlpha = 1;
  ctx.lineWidth = Math.max(2 * px, 0.05);
  ctx.strokeStyle = c.secondary;
  const list = fills.secondary;
  for (let i = 0; i < list.length; i += 3) ctx.strokeRect(list[i], list[i + 1], list[i + 2], list[i + 2]);
  ctx.setLineDash([2.5 * px, 2 * px]);
  ctx.strokeStyle = c.covered;
  ctx.stroke(dashedWide);
  ctx.lineWidth = Math.max(1.2 * px, 0.05);
  ctx.stroke(dashed);
  ctx.setLineDash([]);
  ctx.lineWidth = Math.max(1.2 * px, 0.04);
  if (st.itemCount > st.primaryCount) drawRoot(st.itemCount + 1);
  paintHeaderColors(painter, painter.frame, { wx0, wx1, hh, px });
  // Rings: the current item (orange), a dead end (red), the header that just moved.
  // In present mode colour is not the only sign: the header that just moved is ringed dashed,
  // a dead end doubly thick, the current item solid (its name bold too).
  const ring = (e, color, alpha = 1, { dashed = false, width = 1 } = {}) => {
    if (e < 0 || g.entryW[e] <= 0.02) return;
    const x = g.entryX[e];
    const r = hh + Math.max(3 * px, 0.1) * width;
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(2.4 * px, 0.09) * width;
    if (dashed) ctx.setLineDash([3 * px, 2 * px]);
    ctx.strokeRect(x - r, g.headerY - r, 2 * r, 2 * r);
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  };
  const present = owner.present;
  if (current >= 0) ring(current + 1, c.current, currentAlpha(current));
  for (const e of m.recentItems.slice(-RECENT_RINGS)) ring(e, c.moving, 1, { dashed: present });
  if (m.dead >= 0) ring(m.dead, c.dead, 1, { width: present ? 2 : 1 });

  drawHeaderText(painter, nodes, presence, m, current);
}

/** How wide a turned name stands across its column, per px of its size. */
const TURNED = 0.85;
/** The room between two upright names, per px of their size. */
const NAME_GAP = 0.33;

/**
 * The header band's text: names above the headers, len under them, "root" over the roots. Each
 * row shrinks to keep its texts apart, down to its floor, and is thinned out below it (the
 * item being branched on always named), so that no two texts ever run together.
 */
function drawHeaderText(painter, nodes, presence, m, current) {
  const ctx = painter.ctx;
  const owner = painter.owner;
  const st = owner.structure;
  const g = owner.geometry;
  const c = owner.colors;
  const { dpr } = owner.size;
  const { s, tx } = owner.view;
  const { hy } = owner.camera.bands(g);
  const present = owner.present;
  const wx0 = (painter.area.x0 - tx) / s - 1;
  const wx1 = (painter.area.x1 - tx) / s + 1;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const em = painter.textWidths();
  // A turned name's ink across its column is about 0.85 of its size (no line gap).
  // Upright names keep a third of their size between them, so that "r0 r1" never reads "r0r1".
  const font = nameFontPx(s, present, g.upright ? s / (em.widestName + NAME_GAP) : (s - TEXT_GAP) / TURNED);
  const nameGap = g.upright ? Math.max(TEXT_GAP, NAME_GAP * font) : TEXT_GAP;
  const lenFont = lenFontPx(s, present, (s - TEXT_GAP - 3) / em.len);
  // What was drawn, for the view to report (tests measure the type a room would read).
  owner.drawnText.names = font >= TEXT_MIN_PX ? font : 0;
  if (font < TEXT_MIN_PX) return;
  const sx = (x) => x * s + tx;
  const sy = (y) => y * s + hy;
  const t = painter.texts.reserve(st.itemCount + 2);
  // The items whose columns are in view, left to right.
  let count = 0;
  for (let e = 1; e <= st.itemCount; e += 1) {
    const x = g.entryX[e];
    if (x < wx0 || x > wx1 || g.entryW[e] < 0.6) continue;
    t.entry[count] = e;
    t.must[count] = e - 1 === current ? 1 : 0;
    count += 1;
  }
  // Names: upright across the column, or turned, reading upwards.
  for (let i = 0; i < count; i += 1) {
    const x = sx(g.entryX[t.entry[i]]);
    const half = g.upright ? (em.name[t.entry[i] - 1] * font) / 2 : (TURNED * font) / 2;
    t.lo[i] = x - half;
    t.hi[i] = x + half;
  }
  thinOut(t.lo, t.hi, count, t.must, nameGap, t.keep, t.ahead);
  ctx.textBaseline = 'middle';
  let firstKept = -1;
  let lastKept = -1;
  for (let i = 0; i < count; i += 1) {
    if (!t.keep[i]) continue;
    if (firstKept < 0) firstKept = i;
    lastKept = i;
    const e = t.entry[i];
    const name = st.names[e - 1];
    const out = presence.entry[e] < 1;
    ctx.fillStyle = e - 1 === current ? c.current : out ? c.covered : e > st.primaryCount ? c.secondary : c.ink;
    ctx.font = `${e - 1 === current ? '700 ' : '600 '}${font}px ${FONT}`;
    drawName(painter, name, 'name', font, sx(g.entryX[e]), t.lo[i], t.hi[i], sy);
  }
  // "root" over the roots, where it keeps clear of the names (it stays within its cell on a
  // screen; on a projector it is a name like the others).
  const rootSize = present ? font : Math.min(font * 0.8, g.upright ? 0.42 * s : font);
  ctx.font = `600 ${rootSize}px ${FONT}`;
  const rootW = g.upright ? ctx.measureText('root').width : TURNED * rootSize;
  const roots = st.itemCount > st.primaryCount ? [0, st.itemCount + 1] : [0];
  for (const e of roots) {
    const x = g.entryX[e];
    if (x < wx0 || x > wx1 || g.entryW[e] < 0.6 || rootSize < TEXT_MIN_PX) continue;
    const lo = sx(x) - rootW / 2;
    const hi = sx(x) + rootW / 2;
    const clear = (i) => i < 0 || hi + nameGap <= t.lo[i] || lo >= t.hi[i] + nameGap;
    if (!clear(firstKept) || !clear(lastKept)) continue;
    ctx.fillStyle = c.ink;
    drawName(painter, 'root', 'root', rootSize, sx(x), lo, hi, sy);
  }
  // The lens, each on its column's first link (the line knocked out behind it).
  const recentColumns = new Set(m.recentNodes.map((n) => st.nodeItems[n] + 1));
  ctx.font = `${present ? '600 ' : ''}${lenFont}px ${FONT}`;
  ctx.textAlign = 'center';
  for (let i = 0; i < count; i += 1) {
    const x = sx(g.entryX[t.entry[i]]);
    const half = (ctx.measureText(owner.hideLens ? '?' : String(nodes[4 * t.entry[i] + 2])).width + 3) / 2;
    t.lo[i] = x - half;
    t.hi[i] = x + half;
  }
  thinOut(t.lo, t.hi, count, t.must, TEXT_GAP, t.keep, t.ahead);
  for (let i = 0; i < count; i += 1) {
    if (!t.keep[i]) continue;
    const e = t.entry[i];
    const out = presence.entry[e] < 1;
    // Withheld while a Predict question asks which item has none left.
    const len = owner.hideLens ? '?' : String(nodes[4 * e + 2]);
    const lh = lenFont + 1;
    const y = sy(g.lenY);
    ctx.fillStyle = e - 1 === current ? c.currentBand : out ? c.coveredBand : c.bg;
    ctx.fillRect(t.lo[i], y - lh / 2, t.hi[i] - t.lo[i], lh);
    ctx.fillStyle = recentColumns.has(e) ? c.moving : out ? c.covered : c.muted;
    ctx.fillText(len, (t.lo[i] + t.hi[i]) / 2, y);
    painter.note('len', lenFont, t.lo[i], y - lh / 2, t.hi[i], y + lh / 2, len);
  }
  // Big enough to carry the name inside the header too, as Knuth's pictures do (on a
  // projector only where the name fits the box at the floor's size).
  if (s < 10 || font < 9 || !g.upright) return;
  const inner = present ? Math.max(PRESENT_LABEL_PX, font * 0.8) : font * 0.8;
  const box = 0.72 * s - 2;
  // On a projector, in every header or in none.
  if (present && (inner > box || em.widestName * inner > box)) return;
  ctx.font = `700 ${inner}px ${FONT}`;
  for (let i = 0; i < count; i += 1) {
    const e = t.entry[i];
    const name = st.names[e - 1];
    const tw = em.name[e - 1] * inner;
    const out = presence.entry[e] < 1;
    ctx.fillStyle = out ? c.covered : e > st.primaryCount ? c.secondary : c.primaryInk;
    const x = sx(g.entryX[e]);
    ctx.fillText(name, x, sy(g.headerY) + 0.5);
    painter.note('header', inner, x - tw / 2, sy(g.headerY) - inner / 2, x + tw / 2, sy(g.headerY) + inner / 2, name);
  }
}

/** One name over its header: upright and centred at x, or turned to read upwards. */
function drawName(painter, name, kind, size, x, lo, hi, sy) {
  const ctx = painter.ctx;
  const g = painter.owner.geometry;
  if (g.upright) {
    const y = sy(g.nameBottom - 0.3);
    ctx.textAlign = 'center';
    ctx.fillText(name, x, y);
    painter.note(kind, size, lo, y - size / 2, hi, y + size / 2, name);
  } else {
    const y = sy(g.nameBottom - 0.1);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'left';
    ctx.fillText(name, 0, 0);
    ctx.restore();
    painter.note(kind, size, lo, y - ctx.measureText(name).width, hi, y, name);
  }
}

/** The label band: the labels of rows o0..o1, left of them, over the columns scrolled under it. */
export function drawLabelBand(painter, o0, o1, solvedRows) {
  const ctx = painter.ctx;
  const owner = painter.owner;
  const st = owner.structure;
  const g = owner.geometry;
  const c = owner.colors;
  const { h, dpr } = owner.size;
  const { s, ty } = owner.view;
  const { hy, lx, headerBottom } = owner.camera.bands(g);
  const right = lx + g.labelRight * s;
  const font = labelFontPx(s, owner.present);
  owner.drawnText.labels = font >= TEXT_MIN_PX ? font : 0;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // The label band stays on screen when the columns scroll left under it.
  ctx.fillStyle = c.bg;
  ctx.fillRect(0, headerBottom, right - 1, h - headerBottom);
  if (lx <= 0.5 && owner.view.tx < -1) {
    ctx.fillStyle = c.row;
    ctx.fillRect(right - 1, headerBottom, 1, h - headerBottom);
    ctx.fillStyle = c.bg;
    ctx.fillRect(0, 0, right - 1, headerBottom);
  }
  if (font < TEXT_MIN_PX) return;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const pad = 0.3 * s;
  const maxW = g.labelRight * s - pad - 2;
  const present = owner.present;
  // The rows in view, top to bottom; where the rows are too thin for the type, thinned out
  // (the chosen options always labelled).
  const t = painter.texts.reserve(o1 - o0 + 1);
  let count = 0;
  for (let o = o0; o <= o1; o += 1) {
    if (g.rowH[o] < 0.6) continue;
    const y = g.rowY[o] * s + ty;
    if (y < headerBottom + font * 0.4 || y > h) continue;
    t.entry[count] = o;
    t.must[count] = owner.chosen[o];
    t.lo[count] = y - font / 2;
    t.hi[count] = y + font / 2;
    count += 1;
  }
  thinOut(t.lo, t.hi, count, t.must, 0, t.keep, t.ahead);
  for (let i = 0; i < count; i += 1) {
    if (!t.keep[i]) continue;
    const o = t.entry[i];
    const y = (t.lo[i] + t.hi[i]) / 2;
    const chosen = owner.chosen[o];
    ctx.font = `${chosen ? '700 ' : present ? '600 ' : ''}${font}px ${FONT}`;
    ctx.fillStyle = chosen ? (solvedRows ? c.solution : c.chosen) : c.ink;
    if (present) {
      // On a projector a long label keeps its size and loses its end (the tooltip has it all).
      const text = painter.fitLabel(o, ctx.font, maxW);
      ctx.fillText(text, right - pad, y);
      painter.note('label', font, right - pad - ctx.measureText(text).width, y - font / 2, right - pad, y + font / 2, text);
    } else {
      ctx.fillText(st.labels[o], right - pad, y, maxW);
      const tw = ctx.measureText(st.labels[o]).width;
      // Squeezed into the band, a label reads as the size it is squeezed to.
      painter.note('label', font * Math.min(1, maxW / tw), right - pad - Math.min(tw, maxW), y - font / 2, right - pad, y + font / 2, st.labels[o]);
    }
  }
  // The corner: what the rows and the len line are.
  const corner = present ? font : font * 0.85;
  ctx.font = `italic ${corner}px ${FONT}`;
  ctx.fillStyle = c.muted;
  ctx.fillText('len', right - pad, hy + g.lenY * s);
  const cw = ctx.measureText('len').width;
  painter.note('corner', corner, right - pad - cw, hy + g.lenY * s - corner / 2, right - pad, hy + g.lenY * s + corner / 2, 'len');
}

/** Over everything: the hovered node's ring, a solution's frame, live only's "nothing left". */
export function drawOverlays(painter, m, presence) {
  const ctx = painter.ctx;
  const owner = painter.owner;
  const c = owner.colors;
  const { w, h, dpr } = owner.size;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // Hovered node: a ring around it.
  if (owner.hovered >= 0) {
    const p = owner.nodePosition(owner.hovered);
    if (p) {
      const r = Math.max(7, 0.45 * owner.view.s);
      ctx.strokeStyle = c.ink;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(p.x - r, p.y - r, 2 * r, 2 * r);
      ctx.setLineDash([]);
    }
  }
  if (owner.camera.regionFit) drawOverview(painter, presence);
  // A solution: a green frame that flashes in and stays while the solution is shown.
  if (m.solved || m.flash > 0) {
    ctx.globalAlpha = m.flash > 0 ? 0.35 + 0.65 * m.flash : 0.8;
    ctx.strokeStyle = c.solution;
    ctx.lineWidth = 3 + 5 * m.flash;
    ctx.strokeRect(1.5, 1.5, w - 3, h - 3);
    ctx.globalAlpha = 1;
  }
  // Live only with nothing live left: at a solution, or at a dead end (an item with no option
  // was taken out all the same), so the words fit both.
  if (owner.liveOnly) {
    let any = false;
    for (let e = 1; e <= owner.structure.primaryCount; e += 1) if (presence.entry[e] > 0) any = true;
    if (!any) {
      const size = owner.present ? PRESENT_LABEL_PX : 15;
      ctx.font = `600 ${size}px ${FONT}`;
      ctx.fillStyle = c.muted;
      ctx.textAlign = 'center';
      ctx.fillText('No primary item is left in the list: nothing is left to choose.', w / 2, h / 2);
      painter.note('message', size, 0, h / 2 - size / 2, w, h / 2 + size / 2);
    }
  }
}

/**
 * A matrix shown as a region (present mode, too big to read whole): the whole of it in the
 * bottom right corner, squeezed to a small box: its covered columns, the chosen options, the
 * item being branched on, and the frame of the region in view.
 */
function drawOverview(painter, presence) {
  const ctx = painter.ctx;
  const owner = painter.owner;
  const st = owner.structure;
  const g = owner.geometry;
  const c = owner.colors;
  const { w, h } = owner.size;
  const { s, tx, ty } = owner.view;
  const ow = Math.round(Math.min(0.26 * w, 200));
  const oh = Math.round(Math.min(0.3 * h, 150));
  if (ow < 40 || oh < 30) return;
  const x0 = w - ow - 10;
  const y0 = h - oh - 10;
  const left = g.entryLeft[1] ?? g.labelRight;
  const kx = ow / Math.max(1e-9, g.right - left);
  const ky = oh / Math.max(1e-9, g.rowsBottom - g.rowsTop);
  const X = (x) => x0 + (x - left) * kx;
  const Y = (y) => y0 + (y - g.rowsTop) * ky;
  ctx.fillStyle = c.bg;
  ctx.globalAlpha = 0.94;
  ctx.fillRect(x0 - 4, y0 - 4, ow + 8, oh + 8);
  ctx.globalAlpha = 1;
  ctx.fillStyle = c.coveredBand;
  ctx.fillRect(x0, y0, ow, oh);
  // The columns still to cover are the light ones.
  ctx.fillStyle = c.node;
  for (let e = 1; e <= st.itemCount; e += 1) {
    if (presence.entry[e] >= 1 && g.entryW[e] > 0) ctx.fillRect(X(g.entryLeft[e]), y0, Math.max(1, g.entryW[e] * kx), oh);
  }
  // The nodes, as a picture made once per size (the whole matrix, dot by dot).
  const picture = !owner.liveOnly && typeof ctx.drawImage === 'function' ? overviewPicture(painter, ow, oh, X, Y) : null;
  if (picture) ctx.drawImage(picture, x0, y0, ow, oh);
  ctx.fillStyle = c.chosen;
  for (const o of owner.chosenList) ctx.fillRect(x0, Y(g.rowTop[o]), ow, Math.max(2, g.rowH[o] * ky));
  const current = painter.frame?.current ?? -1;
  if (current >= 0) {
    ctx.fillStyle = c.current;
    ctx.fillRect(X(g.entryX[current + 1]) - 1, y0, 2, oh);
  }
  ctx.strokeStyle = c.row;
  ctx.lineWidth = 1;
  ctx.strokeRect(x0 - 0.5, y0 - 0.5, ow + 1, oh + 1);
  // The region in view.
  const { headerBottom, labelRight } = owner.camera.bands(g);
  const vx0 = Math.max(X((labelRight - tx) / s), x0);
  const vx1 = Math.min(X((w - tx) / s), x0 + ow);
  const vy0 = Math.max(Y((headerBottom - ty) / s), y0);
  const vy1 = Math.min(Y((h - ty) / s), y0 + oh);
  ctx.strokeStyle = c.ink;
  ctx.lineWidth = 2;
  ctx.strokeRect(vx0, vy0, Math.max(2, vx1 - vx0), Math.max(2, vy1 - vy0));
}

/** The overview's nodes on a canvas of its own, made again only when its size or palette changes. */
function overviewPicture(painter, ow, oh, X, Y) {
  const owner = painter.owner;
  const st = owner.structure;
  const g = owner.geometry;
  const { dpr } = owner.size;
  const key = `${ow} ${oh} ${dpr} ${owner.colors.nodeLine} ${owner.present}`;
  if (painter.overview?.structure === st && painter.overview.key === key) return painter.overview.canvas;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(ow * dpr);
  canvas.height = Math.round(oh * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const x0 = X(g.entryLeft[1] ?? 0);
  const y0 = Y(g.rowsTop);
  ctx.setTransform(dpr, 0, 0, dpr, -x0 * dpr, -y0 * dpr);
  ctx.fillStyle = owner.colors.nodeLine;
  ctx.globalAlpha = 0.6;
  const side = Math.max(1 / dpr, Math.min(2, (X(1) - X(0)) * 0.7));
  const tall = Math.max(1 / dpr, Math.min(2, (Y(g.rowsTop + 1) - Y(g.rowsTop)) * 0.7));
  for (let n = 0; n < st.nodeCount; n += 1) {
    const o = st.nodeOptions[n];
    const k = st.nodeItems[n];
    if (o < 0 || k < 0) continue;
    ctx.fillRect(X(g.entryX[k + 1]) - side / 2, Y(g.rowY[o]) - tall / 2, side, tall);
  }
  painter.overview = { structure: st, key, canvas };
  return canvas;
}
