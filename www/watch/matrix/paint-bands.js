// Paints what stays on screen over the matrix view's body (matrix/paint.js calls these last
// in each pass, with its painter): the header band at the top, the option labels on the
// left, and the overlays. Each reads the view's state through `painter.owner` and draws
// inside the pass's clip (`painter.area`).

import { bowControl, columnWrap, listWrap } from './layout.js';
import { paintHeaderColors } from './colors.js';
import { FONT, LINKS_MIN_SCALE, OUTLINE_MIN_SCALE, RECENT_RINGS, TEXT_MIN_PX, labelFontPx, nameFontPx } from './style.js';

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
  const big = s >= 10;
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

  // Text: names above the headers, len under them, "root" over the roots.
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const font = nameFontPx(s, owner.present);
  const lenFont = Math.min(0.62 * s, owner.present ? 20 : 13);
  // What was drawn, for the view to report (tests measure the type a room would read).
  owner.drawnText.names = font >= TEXT_MIN_PX ? font : 0;
  if (font >= TEXT_MIN_PX) {
    const sx = (x) => x * s + tx;
    const sy = (y) => y * s + hy;
    ctx.textBaseline = 'middle';
    const recentColumns = new Set(m.recentNodes.map((n) => st.nodeItems[n] + 1));
    for (let e = 0; e <= st.itemCount + 1; e += 1) {
      if (e === st.itemCount + 1 && st.itemCount === st.primaryCount) break;
      const x = g.entryX[e];
      if (x < wx0 || x > wx1 || g.entryW[e] < 0.6) continue;
      const root = e === 0 || e === st.itemCount + 1;
      const name = root ? 'root' : st.names[e - 1];
      const secondary = e > st.primaryCount;
      const out = !root && presence.entry[e] < 1;
      ctx.fillStyle = !root && e - 1 === current ? c.current : out ? c.covered : secondary ? c.secondary : c.ink;
      // "root" stays within its cell when the names are a projector's size.
      const size = root ? Math.min(font * 0.8, g.upright ? 0.42 * s : font) : font;
      ctx.font = `${!root && e - 1 === current ? '700 ' : '600 '}${size}px ${FONT}`;
      if (g.upright) {
        ctx.textAlign = 'center';
        ctx.fillText(name, sx(x), sy(g.nameBottom - 0.3));
      } else {
        ctx.save();
        ctx.translate(sx(x), sy(g.nameBottom - 0.1));
        ctx.rotate(-Math.PI / 2);
        ctx.textAlign = 'left';
        ctx.fillText(name, 0, 0);
        ctx.restore();
      }
      if (!root) {
        ctx.textAlign = 'center';
        ctx.font = `${owner.present ? '600 ' : ''}${lenFont}px ${FONT}`;
        // The len sits on the column's first link: knock the line out behind it.
        // Withheld while a Predict question asks which item has none left.
        const len = owner.hideLens ? '?' : String(nodes[4 * e + 2]);
        const lw = ctx.measureText(len).width + 3;
        const lh = lenFont + 1;
        ctx.fillStyle = e - 1 === current ? c.currentBand : out ? c.coveredBand : c.bg;
        ctx.fillRect(sx(x) - lw / 2, sy(g.lenY) - lh / 2, lw, lh);
        ctx.fillStyle = recentColumns.has(e) ? c.moving : out ? c.covered : c.muted;
        ctx.fillText(len, sx(x), sy(g.lenY));
        if (big && font >= 9 && g.upright) {
          // Big enough to carry the name inside too, as Knuth's pictures do.
          ctx.font = `700 ${font * 0.8}px ${FONT}`;
          ctx.fillStyle = out ? c.covered : secondary ? c.secondary : c.primaryInk;
          ctx.fillText(name, sx(x), sy(g.headerY) + 0.5);
        }
      }
    }
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
  for (let o = o0; o <= o1; o += 1) {
    if (g.rowH[o] < 0.6) continue;
    const y = g.rowY[o] * s + ty;
    if (y < headerBottom + font * 0.4 || y > h) continue;
    const chosen = owner.chosen[o];
    ctx.font = `${chosen ? '700 ' : owner.present ? '600 ' : ''}${font}px ${FONT}`;
    ctx.fillStyle = chosen ? (solvedRows ? c.solution : c.chosen) : c.ink;
    ctx.fillText(st.labels[o], right - pad, y, maxW);
  }
  // The corner: what the rows and the len line are.
  ctx.font = `italic ${font * 0.85}px ${FONT}`;
  ctx.fillStyle = c.muted;
  ctx.fillText('len', right - pad, hy + g.lenY * s);
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
  // A solution: a green frame that flashes in and stays while the solution is shown.
  if (m.solved || m.flash > 0) {
    ctx.globalAlpha = m.flash > 0 ? 0.35 + 0.65 * m.flash : 0.8;
    ctx.strokeStyle = c.solution;
    ctx.lineWidth = 3 + 5 * m.flash;
    ctx.strokeRect(1.5, 1.5, w - 3, h - 3);
    ctx.globalAlpha = 1;
  }
  // Live only with nothing live left.
  if (owner.liveOnly) {
    let any = false;
    for (let e = 1; e <= owner.structure.primaryCount; e += 1) if (presence.entry[e] > 0) any = true;
    if (!any) {
      ctx.font = `600 15px ${FONT}`;
      ctx.fillStyle = c.muted;
      ctx.textAlign = 'center';
      ctx.fillText('Every primary item is covered: nothing is left to choose.', w / 2, h / 2);
    }
  }
}
