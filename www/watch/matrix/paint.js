// Paints the matrix view's body on its canvas: the bands under everything (covered columns,
// the item being branched on, the chosen options), the option rows, each column's up/down
// links walked through the links themselves (bowed where they skip hidden nodes, the wrap
// closing the circle, the links a hidden node remembers dashed), the nodes and their numbers;
// then hands over to matrix/paint-bands.js for what stays on screen over the body.
//
// One MatrixPainter per view, made with it: it reads the view's state (structure, geometry,
// view, size, colors, the chosen options) and owns the buffers every frame reuses, so a frame
// allocates no more than the few paths it strokes.

import { NODE, BOW, bowControl, columnWrap, coveredRuns, nodeCenter } from './layout.js';
import { drawHeaderBand, drawLabelBand, drawOverlays } from './paint-bands.js';
import { FONT, LINKS_MIN_SCALE, OUTLINE_MIN_SCALE, PRESENT_LABEL_PX, RECENT_RINGS, ROUND_MIN_SCALE } from './style.js';
import { isMarked, paintNodeColors } from './colors.js';
import { fitText } from './labels.js';
import { canvasFontsLoaded } from '../../shared/canvas-fonts.js';

/** A growable buffer of axis-aligned segments (x0, y0, x1, y1), reused every frame. */
class Segments {
  constructor() {
    this.data = new Float64Array(4096);
    this.count = 0;
  }

  reset() {
    this.count = 0;
    return this;
  }

  push(x0, y0, x1, y1) {
    if (4 * (this.count + 1) > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const i = 4 * this.count;
    this.data[i] = x0;
    this.data[i + 1] = y0;
    this.data[i + 2] = x1;
    this.data[i + 3] = y1;
    this.count += 1;
  }
}

/** Buffers for a row of texts being thinned out (matrix/labels.js), reused every frame. */
class TextRow {
  constructor() {
    this.reserve(512);
  }

  /** Room for at least n texts. */
  reserve(n) {
    if (this.lo && this.lo.length >= n) return this;
    const size = Math.max(n, 2 * (this.lo?.length ?? 0));
    this.entry = new Int32Array(size);
    this.must = new Uint8Array(size);
    this.keep = new Uint8Array(size);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.ahead = new Float64Array(size);
    return this;
  }
}

/** The last option whose row starts at or above world y (-1 above the first). */
function rowIndexAt(st, g, y) {
  let lo = 0;
  let hi = st.optionCount - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (g.rowTop[mid] <= y) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The y of node n: the header row for a header, else its option's row. */
function nodeY(st, g, n) {
  return n <= st.itemCount ? g.headerY : g.rowY[st.nodeOptions[n]];
}

export class MatrixPainter {
  /** @param owner  the MatrixView (www/watch/matrix/matrix.js) whose canvas and state it paints */
  constructor(owner) {
    this.owner = owner;
    this.canvas = owner.canvas;
    this.ctx = owner.ctx;
    this.lines = { straight: new Segments(), wraps: new Segments(), remembered: new Segments(), rows: new Segments() };
    this.headerFills = { band: [], primary: [], secondary: [] }; // x, y, side of each, reused
    this.runs = []; // runs of covered columns, reused
    this.dashCache = new Map();
    this.area = null; // the clip of the pass under way, in screen pixels
    this.texts = new TextRow();
    this.widths = null; // textWidths()
    this.labelFits = new Map(); // fitLabel()
    /** Where the texts of a frame drawn whole are noted (shared/text-log.js); null: nowhere. */
    this.log = null;
  }

  /**
   * The widths of the header band's texts per px of type (measured once per matrix, and again
   * once the project's fonts are in): each item's name in bold, the widest of them, and a len
   * of as many digits as the longest column's.
   */
  textWidths() {
    const st = this.owner.structure;
    const fonts = canvasFontsLoaded();
    if (this.widths?.structure === st && this.widths.fonts === fonts) return this.widths;
    const ctx = this.owner.ctx;
    ctx.save();
    ctx.font = `700 100px ${FONT}`;
    const name = new Float32Array(st.itemCount);
    let widestName = 0.01;
    for (let k = 0; k < st.itemCount; k += 1) {
      name[k] = ctx.measureText(st.names[k]).width / 100;
      widestName = Math.max(widestName, name[k]);
    }
    let longest = 0;
    for (let k = 0; k < st.itemCount; k += 1) longest = Math.max(longest, st.colStart[k + 1] - st.colStart[k]);
    ctx.font = `600 100px ${FONT}`;
    const len = ctx.measureText('0'.repeat(String(longest).length)).width / 100;
    ctx.restore();
    this.labelFits.clear();
    this.widths = { structure: st, fonts, name, widestName, len };
    return this.widths;
  }

  /** Option o's label in `font` (the canvas's font string), cut with an ellipsis to maxW px. */
  fitLabel(o, font, maxW) {
    const key = `${o}|${font}|${Math.round(maxW)}|${canvasFontsLoaded()}`;
    let text = this.labelFits.get(key);
    if (text === undefined) {
      if (this.labelFits.size > 4000) this.labelFits.clear();
      text = fitText(this.owner.structure.labels[o], maxW, (t) => this.ctx.measureText(t).width);
      this.labelFits.set(key, text);
    }
    return text;
  }

  /** Notes a text drawn (kind, size in px, its box on the canvas), when a log listens. */
  note(kind, px, x0, y0, x1, y1, text) {
    if (this.log && this.logging) this.log.add(kind, px, x0, y0, x1, y1, text);
  }

  /**
   * A path to fill or stroke on `this.ctx`: a Path2D, or the recording path of a context that
   * writes SVG (export/svg.js), which cannot read what a Path2D holds.
   */
  newPath() {
    return typeof this.ctx.newPath === 'function' ? this.ctx.newPath() : new Path2D();
  }

  /**
   * Draws everything that meets `clip` (screen pixels; null for the whole canvas). `frame` is
   * what every pass of a frame shares: `{ nodes, items, presence, m, current }` (the links, the
   * presence with the motion `m` applied, the item being branched on).
   */
  paint(frame, clip) {
    const ctx = this.ctx;
    const owner = this.owner;
    const { w, h, dpr } = owner.size;
    const st = owner.structure;
    const c = owner.colors;
    const chosen = owner.chosen;
    const { nodes, items, presence, m, current } = frame;
    this.frame = frame;
    const g = owner.geometry;
    const { s, tx, ty } = owner.view;
    // Whole device pixels, so a clipped pass never blends its edge with the old picture.
    const snap = (v, up) => (up ? Math.ceil(v * dpr) : Math.floor(v * dpr)) / dpr;
    const area = clip ? { x0: snap(clip.x0), y0: snap(clip.y0), x1: snap(clip.x1, true), y1: snap(clip.y1, true) } : { x0: 0, y0: 0, x1: w, y1: h };
    this.area = area;
    // Strips redraw texts the whole frame has already noted.
    this.logging = !clip;
    if (!clip) this.log?.reset();
    if (!clip) {
      // A frame drawn whole starts by clearing the whole canvas: Chromium then drops the drawing
      // still queued from frames never shown (redraws between two paints: a seek, a burst of
      // steps back), instead of rasterizing them all at the next paint (a 40 ms stall every 20
      // or so redraws of the 9x9).
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    }
    ctx.save();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (clip) {
      ctx.beginPath();
      ctx.rect(area.x0, area.y0, area.x1 - area.x0, area.y1 - area.y0);
      ctx.clip();
    }
    ctx.fillStyle = c.bg;
    ctx.fillRect(area.x0, area.y0, area.x1 - area.x0, area.y1 - area.y0);

    // Visible world rectangle, and the columns and rows in it (a little margin for bows).
    const wx0 = (area.x0 - tx) / s - 1;
    const wx1 = (area.x1 - tx) / s + 1;
    const wy0 = (area.y0 - ty) / s - 1;
    const wy1 = (area.y1 - ty) / s + 1;
    const inX = (x) => x >= wx0 && x <= wx1;
    const body = (x, y) => [x * s + tx, y * s + ty];
    const toBody = () => ctx.setTransform(dpr * s, 0, 0, dpr * s, dpr * tx, dpr * ty);
    const px = 1 / s; // one CSS pixel in world units
    const showLinks = s >= LINKS_MIN_SCALE;

    toBody();
    // ---- bands under everything: covered columns, the current item, the chosen options
    const rowsH = g.rowsBottom - g.rowsTop;
    ctx.fillStyle = c.coveredBand;
    for (let e = 1; e <= st.itemCount; e += 1) {
      const x = g.entryX[e];
      if (!inX(x) || g.entryW[e] <= 0) continue;
      const out = 1 - presence.entry[e];
      if (out > 0 && out < 1) {
        ctx.globalAlpha = out;
        ctx.fillRect(g.entryLeft[e], g.rowsTop, g.entryW[e], rowsH);
      }
    }
    ctx.globalAlpha = 1;
    // The covered ones side by side go out as one rectangle per run: far fewer to fill (the
    // fill of hundreds of thin columns was a good part of a frame), and no faint seam between.
    const runs = coveredRuns(st, g, presence, wx0, wx1, this.runs);
    for (let i = 0; i < runs.length; i += 2) ctx.fillRect(runs[i], g.rowsTop, runs[i + 1] - runs[i], rowsH);
    const bandRows = (o, color, alpha) => {
      if (g.rowH[o] <= 0) return;
      ctx.globalAlpha = alpha;
      ctx.fillStyle = color;
      ctx.fillRect(g.entryLeft[0], g.rowTop[o], g.right - g.entryLeft[0], g.rowH[o]);
    };
    const solvedRows = m.solved || m.flash > 0;
    for (const o of owner.chosenList) {
      const fade = m.tryFade && m.tryFade.option === o ? m.tryFade.alpha : 1;
      bandRows(o, solvedRows ? c.solutionBand : c.chosenBand, fade);
    }
    if (m.tryFade?.gone) bandRows(m.tryFade.option, c.chosenBand, m.tryFade.alpha);
    const currentAlpha = (item) => (m.chooseFade && m.chooseFade.item === item ? m.chooseFade.alpha : 1);
    const bandColumn = (item, alpha) => {
      const e = item + 1;
      if (g.entryW[e] <= 0) return;
      ctx.globalAlpha = alpha * 0.9;
      ctx.fillStyle = c.currentBand;
      ctx.fillRect(g.entryLeft[e] + 0.04, g.headerY - 0.55, g.entryW[e] - 0.08, g.rowsBottom - g.headerY + 0.9);
    };
    if (current >= 0) bandColumn(current, currentAlpha(current));
    if (m.chooseFade?.gone) bandColumn(m.chooseFade.item, m.chooseFade.alpha);
    ctx.globalAlpha = 1;

    // Visible rows.
    const o0 = Math.max(0, rowIndexAt(st, g, wy0));
    const o1 = Math.min(st.optionCount - 1, rowIndexAt(st, g, wy1) + 1);

    // ---- option rows: the nodes of an option joined as a row
    if (showLinks) {
      const rows = this.lines.rows.reset();
      // From the option's first to its last node in a column still shown.
      const join = (o) => {
        let xa = Infinity;
        let xb = -Infinity;
        for (let n = st.optionFirst[o]; n <= st.optionLast[o]; n += 1) {
          const e = st.nodeItems[n] + 1;
          if (g.entryW[e] <= 0.02) continue;
          xa = Math.min(xa, g.entryX[e]);
          xb = Math.max(xb, g.entryX[e]);
        }
        if (xb > xa && xb >= wx0 && xa <= wx1) rows.push(xa, g.rowY[o], xb, g.rowY[o]);
      };
      for (let o = o0; o <= o1; o += 1) if (g.rowH[o] > 0.05 && !chosen[o]) join(o);
      this.fillLines(rows, c.row, 1);
      rows.reset();
      for (const o of owner.chosenList) if (g.rowH[o] > 0.05) join(o);
      this.fillLines(rows, solvedRows ? c.solution : c.chosen, 1, 2);
    }

    // ---- the columns' up/down links, walked from each header through the links themselves
    if (showLinks) this.#drawColumns(nodes, presence, m, wx0, wx1, wy0, wy1, px);

    // ---- nodes
    this.#drawNodes(presence, m, o0, o1, wx0, wx1, px, s < LINKS_MIN_SCALE ? 0 : s < OUTLINE_MIN_SCALE ? 1 : 2);

    // ---- node numbers, when there is room to read them
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // As big as the widest number fits in a node's box (never below 7.5 px: then none).
    const digits = String(st.nodeCount - 1).length;
    const boxFit = (NODE * s - 3) / (0.6 * digits);
    // On a projector a number is drawn at the floor's size or not at all.
    const nodeFont = owner.present ? (Math.min(boxFit, NODE * s - 2) >= PRESENT_LABEL_PX ? PRESENT_LABEL_PX : 0) : Math.min(0.34 * s, 12, boxFit);
    if (nodeFont >= 7.5 && s >= OUTLINE_MIN_SCALE) {
      ctx.font = `${nodeFont}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let o = o0; o <= o1; o += 1) {
        if (g.rowH[o] < 0.9) continue;
        for (let n = st.optionFirst[o]; n <= st.optionLast[o]; n += 1) {
          const e = st.nodeItems[n] + 1;
          if (!inX(g.entryX[e]) || g.entryW[e] < 0.9) continue;
          const [x, y] = body(g.entryX[e], g.rowY[o]);
          const hidden = presence.node[n] < 0.5;
          ctx.fillStyle = chosen[o] && !hidden ? c.primaryInk : hidden ? c.covered : isMarked(frame, n) ? c.primaryInk : c.muted;
          ctx.fillText(String(n), x, y + 0.5);
          this.note('node', nodeFont, x - (NODE * s) / 2, y - nodeFont / 2, x + (NODE * s) / 2, y + nodeFont / 2);
        }
      }
    } else if (owner.present && s >= OUTLINE_MIN_SCALE) {
      // On a projector, boxes too small for their numbers: the nodes that just moved (the ones
      // the narration names) carry theirs on a tag at their top right.
      ctx.font = `600 ${PRESENT_LABEL_PX}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 1.5;
      for (const n of m.recentNodes.slice(-RECENT_RINGS)) {
        const o = st.nodeOptions[n];
        const e = st.nodeItems[n] + 1;
        if (o < 0 || g.rowH[o] < 0.9 || g.entryW[e] < 0.9 || !inX(g.entryX[e])) continue;
        const [x, y] = body(g.entryX[e], g.rowY[o]);
        const text = String(n);
        const tw = ctx.measureText(text).width + 8;
        const th = PRESENT_LABEL_PX + 4;
        const left = x + (NODE * s) / 2 + 1;
        const top = y - (NODE * s) / 2 - th + 2;
        ctx.fillStyle = c.bg;
        ctx.fillRect(left, top, tw, th);
        ctx.strokeStyle = c.moving;
        ctx.strokeRect(left, top, tw, th);
        ctx.fillStyle = c.ink;
        ctx.fillText(text, left + tw / 2, top + th / 2 + 0.5);
        this.note('node', PRESENT_LABEL_PX, left, top, left + tw, top + th, text);
      }
    }

    drawHeaderBand(this, items, nodes, presence, m, current, currentAlpha);
    drawLabelBand(this, o0, o1, solvedRows);
    drawOverlays(this, m, presence);
    ctx.restore();
  }

  #drawColumns(nodes, presence, m, wx0, wx1, wy0, wy1, px) {
    const ctx = this.ctx;
    const owner = this.owner;
    const st = owner.structure;
    const g = owner.geometry;
    const c = owner.colors;
    const { s } = owner.view;
    const recent = m.recentNodes;
    // Straight links are axis-aligned: they go out as pixel-snapped rectangles (cheap for any
    // canvas), only curves and the rounded corners of big cells as paths.
    const fine = s >= OUTLINE_MIN_SCALE;
    // Rounded corners on the wraps only once they are big enough to see.
    const rounded = s >= ROUND_MIN_SCALE;
    const straight = this.lines.straight.reset();
    const wrapLines = this.lines.wraps.reset();
    const rememberedLines = this.lines.remembered.reset();
    const bowed = this.newPath();
    const moving = this.newPath();
    const wraps = this.newPath();
    const radius = 0.16;
    const { colNodes, colStart, place, nodeOptions } = st;
    const rowH = g.rowH;
    const pres = presence.node;
    for (let e = 1; e <= st.itemCount; e += 1) {
      const x = g.entryX[e];
      if (x < wx0 || x > wx1 || g.entryW[e] <= 0.02) continue;
      const start = colStart[e - 1];
      const end = colStart[e];
      // Walk the column as the links have it: header, down, down, ... back to the header. A node
      // still linked but fading in (an unhide in progress) is passed over like a hidden one, so
      // the link over it straightens as the node comes back. Between two nodes drawn, the nodes
      // passed over decide the bow: 1 when all are gone, less while one is still fading out.
      let prevY = g.headerY;
      let prevPlace = -1;
      let n = nodes[4 * e + 1];
      let guard = end - start + 1;
      let bow = 0;
      let inMotion = false;
      const skipTo = (toPlace) => {
        let most = 0;
        let skipped = false;
        inMotion = false;
        for (let i = start + prevPlace + 1; i < start + toPlace; i += 1) {
          const q = colNodes[i];
          // A row closed up in the live-only view is not there to be jumped over.
          if (rowH[nodeOptions[q]] <= 0.02) continue;
          skipped = true;
          if (pres[q] > most) most = pres[q];
          if (recent.length && recent.includes(q)) inMotion = true;
        }
        bow = skipped ? 1 - most : 0;
      };
      // Straight links that meet end to end go out as one rectangle.
      let runFrom = NaN;
      let runTo = NaN;
      const flush = () => {
        if (runTo > runFrom) straight.push(x, runFrom, x, runTo);
        runFrom = NaN;
      };
      const line = (y0, y1) => {
        if (runTo === y0 && !Number.isNaN(runFrom)) runTo = y1;
        else {
          flush();
          runFrom = y0;
          runTo = y1;
        }
      };
      // A link bowed around hidden nodes: a curve when cells are big (or it is moving), and
      // a square detour of rectangles when they are small, where a curve is hard to tell apart.
      const around = (y0, y1) => {
        if (fine || inMotion) {
          const [cx, cy] = bowControl(x, y0, x, y1, bow);
          const path = inMotion ? moving : bowed;
          path.moveTo(x, y0);
          path.quadraticCurveTo(cx, cy, x, y1);
        } else {
          flush();
          const xb = x - (BOW / 2) * bow;
          straight.push(xb, y0, x, y0);
          straight.push(xb, y0, xb, y1);
          straight.push(xb, y1, x, y1);
        }
      };
      while (n !== e && guard-- > 0) {
        if (pres[n] >= 1) {
          const p = place[n];
          const y = g.rowY[nodeOptions[n]];
          if (!(prevY > wy1 || y < wy0)) {
            skipTo(p);
            if (!inMotion && bow === 0) line(prevY, y);
            else around(prevY, y);
          }
          prevY = y;
          prevPlace = p;
        }
        n = nodes[4 * n + 1];
      }
      flush();
      // The wrap: the last node's down link (and the header's up link) closing the circle.
      skipTo(end - start);
      const pts = columnWrap(g, e, prevY);
      if (rounded || inMotion) {
        const path = inMotion ? moving : wraps;
        path.moveTo(pts[0][0], pts[0][1]);
        if (bow > 0) {
          path.quadraticCurveTo(x - BOW * bow, (prevY + g.bottomLaneY) / 2, pts[1][0], pts[1][1] - radius);
        }
        path.arcTo(pts[1][0], pts[1][1], pts[2][0], pts[2][1], radius);
        path.arcTo(pts[2][0], pts[2][1], pts[3][0], pts[3][1], radius);
        path.arcTo(pts[3][0], pts[3][1], pts[4][0], pts[4][1], radius);
        path.lineTo(pts[4][0], pts[4][1]);
      } else {
        if (bow > 0) {
          const xb = x - (BOW / 2) * bow;
          wrapLines.push(xb, prevY, x, prevY);
          wrapLines.push(xb, prevY, xb, g.bottomLaneY);
          wrapLines.push(xb, g.bottomLaneY, pts[2][0], pts[2][1]);
        } else {
          wrapLines.push(pts[0][0], pts[0][1], pts[1][0], pts[1][1]);
          wrapLines.push(pts[1][0], pts[1][1], pts[2][0], pts[2][1]);
        }
        wrapLines.push(pts[2][0], pts[2][1], pts[3][0], pts[3][1]);
        wrapLines.push(pts[3][0], pts[3][1], pts[4][0], pts[4][1]);
      }
      // Hidden nodes still point at their old neighbours: drawn dashed along the column, a few
      // rows each way; overlapping ones merged into one rectangle.
      let from = NaN;
      let to = NaN;
      for (let i = start; i < end; i += 1) {
        const q = colNodes[i];
        if (pres[q] >= 1 || rowH[nodeOptions[q]] <= 0.02) continue;
        const y = g.rowY[nodeOptions[q]];
        if (y < wy0 - 40 || y > wy1 + 40) continue;
        const up = nodes[4 * q];
        const down = nodes[4 * q + 1];
        const yu = Math.max(up <= st.itemCount ? g.headerY : nodeY(st, g, up), y - 40);
        const yd = Math.min(down <= st.itemCount ? g.bottomLaneY : nodeY(st, g, down), y + 40);
        if (yu <= to && yu >= from) to = Math.max(to, yd);
        else {
          if (to > from) rememberedLines.push(x, from, x, to);
          from = yu;
          to = yd;
        }
      }
      if (to > from) rememberedLines.push(x, from, x, to);
    }
    const lw = 1.1 * px;
    this.fillLines(straight, c.link, 1);
    this.fillLines(wrapLines, c.link, fine ? 0.55 : 0.4);
    this.fillLines(rememberedLines, this.dashes(true), 1);
    ctx.lineCap = 'round';
    ctx.lineWidth = lw;
    ctx.strokeStyle = c.link;
    ctx.stroke(bowed);
    // The way back up is drawn lighter: the circle shows, the column's own links stay clear.
    ctx.globalAlpha = 0.55;
    ctx.stroke(wraps);
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2.2 * px;
    ctx.strokeStyle = c.moving;
    ctx.stroke(moving);
    ctx.lineCap = 'butt';
  }

  /**
   * Dashes for the links a hidden node or covered item remembers, as a pattern in device
   * pixels: unlike a dashed stroke, every line gets the same dashes however the lines are
   * batched, so a frame redrawn in strips matches one drawn whole.
   */
  dashes(vertical) {
    const { dpr } = this.owner.size;
    const key = `${vertical} ${dpr} ${this.owner.colors.hidden}`;
    let pattern = this.dashCache.get(key);
    if (!pattern) {
      const on = Math.max(2, Math.round(3 * dpr));
      const tile = document.createElement('canvas');
      tile.width = vertical ? 1 : 2 * on;
      tile.height = vertical ? 2 * on : 1;
      const t = tile.getContext('2d');
      t.fillStyle = this.owner.colors.hidden;
      t.fillRect(0, 0, vertical ? 1 : on, vertical ? on : 1);
      pattern = this.ctx.createPattern(tile, 'repeat');
      this.dashCache.set(key, pattern);
    }
    return pattern;
  }

  /**
   * Draws a batch of axis-aligned segments (world units) as device-pixel rectangles, one
   * device pixel (two on HiDPI) thick. Leaves the canvas in the body transform.
   */
  fillLines(lines, color, alpha, thick = 1, ty = this.owner.view.ty) {
    if (lines.count === 0) return;
    const ctx = this.ctx;
    const { s, tx } = this.owner.view;
    const { dpr } = this.owner.size;
    const k = s * dpr;
    const ox = tx * dpr;
    const oy = ty * dpr;
    // Present mode: thicker lines, which survive a washed-out projector (when cells are big
    // enough that the links do not run together).
    const boost = this.owner.present && s >= 12 ? 1.6 : 1;
    const t = Math.max(1, Math.round(dpr * thick * boost));
    const a = lines.data;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    for (let i = 0; i < 4 * lines.count; i += 4) {
      const x0 = a[i] * k + ox;
      const y0 = a[i + 1] * k + oy;
      const x1 = a[i + 2] * k + ox;
      const y1 = a[i + 3] * k + oy;
      if (x0 === x1) {
        const top = Math.round(Math.min(y0, y1));
        ctx.fillRect(Math.round(x0 - t / 2), top, t, Math.round(Math.max(y0, y1)) - top + (t >> 1));
      } else {
        const left = Math.round(Math.min(x0, x1));
        ctx.fillRect(left, Math.round(y0 - t / 2), Math.round(Math.max(x0, x1)) - left + (t >> 1), t);
      }
    }
    ctx.globalAlpha = 1;
    ctx.setTransform(k, 0, 0, k, ox, oy);
  }

  #drawNodes(presence, m, o0, o1, wx0, wx1, px, detail) {
    const ctx = this.ctx;
    const owner = this.owner;
    const st = owner.structure;
    const g = owner.geometry;
    const c = owner.colors;
    const isChosen = owner.chosen;
    const solvedRows = m.solved || m.flash > 0;
    // Tiny cells: a node is its whole cell, so the shape of the matrix still shows; small
    // cells: a dark square; big ones: Knuth's white box with its number.
    const outlined = detail === 2;
    const side = detail === 0 ? 1 : detail === 1 ? 0.68 : NODE;
    const half = side / 2;
    const normal = this.newPath();
    const hidden = this.newPath();
    const covered = this.newPath();
    const chosen = this.newPath();
    // A chosen option's other nodes are hidden too (covering its first item hid them): still
    // drawn in the option's color, faded, so the whole option reads as one row.
    const chosenHidden = this.newPath();
    const fading = [];
    for (let o = o0; o <= o1; o += 1) {
      const hRow = g.rowH[o];
      if (hRow <= 0.02) continue;
      const y = g.rowY[o];
      const hh = half * Math.min(1, hRow);
      for (let n = st.optionFirst[o]; n <= st.optionLast[o]; n += 1) {
        const e = st.nodeItems[n] + 1;
        const x = g.entryX[e];
        if (x < wx0 || x > wx1 || g.entryW[e] <= 0.02) continue;
        const hw = half * Math.min(1, g.entryW[e]);
        const pr = presence.node[n];
        if (pr > 0 && pr < 1) {
          fading.push(n);
          continue;
        }
        const path = isChosen[o] ? (pr === 0 ? chosenHidden : chosen) : pr === 0 ? hidden : presence.entry[e] < 1 ? covered : normal;
        path.rect(x - hw, y - hh, 2 * hw, 2 * hh);
      }
    }
    ctx.lineWidth = 1.2 * px;
    ctx.fillStyle = c.hidden;
    ctx.globalAlpha = 0.55;
    ctx.fill(hidden);
    ctx.globalAlpha = 1;
    ctx.fillStyle = c.covered;
    ctx.fill(covered);
    ctx.fillStyle = solvedRows ? c.solution : c.chosen;
    ctx.fill(chosen);
    ctx.globalAlpha = 0.4;
    ctx.fill(chosenHidden);
    ctx.globalAlpha = 1;
    if (outlined) {
      ctx.fillStyle = c.node;
      ctx.fill(normal);
      ctx.strokeStyle = c.nodeLine;
      ctx.stroke(normal);
    } else {
      ctx.fillStyle = c.nodeLine;
      ctx.fill(normal);
    }
    paintNodeColors(this, this.frame, { o0, o1, wx0, wx1, px, side, outlined, marking: m.marking });
    // Nodes in motion: fading out (or back in) in place, ringed in the motion color.
    for (const n of fading) {
      const pr = presence.node[n];
      const x = g.entryX[st.nodeItems[n] + 1];
      const y = g.rowY[st.nodeOptions[n]];
      ctx.globalAlpha = 1;
      ctx.fillStyle = c.hidden;
      ctx.fillRect(x - half, y - half, side, side);
      ctx.globalAlpha = pr;
      ctx.fillStyle = outlined ? c.node : c.nodeLine;
      ctx.fillRect(x - half, y - half, side, side);
      if (outlined) {
        ctx.strokeStyle = c.nodeLine;
        ctx.strokeRect(x - half, y - half, side, side);
      }
    }
    ctx.globalAlpha = 1;
    // Rings: the nodes that just moved.
    ctx.strokeStyle = c.moving;
    ctx.lineWidth = Math.max(2 * px, 0.08);
    const ring = half + Math.max(2.5 * px, 0.08);
    // Present mode: "just moved" is dashed as well as coloured (the current item's ring is solid).
    if (this.owner.present) ctx.setLineDash([3 * px, 2 * px]);
    // After a jump (a run to a solution) only the last few: a ring on every node that moved
    // would cover the picture.
    for (const n of m.recentNodes.slice(-RECENT_RINGS)) {
      const c0 = nodeCenter(st, g, n);
      if (!c0 || g.rowH[st.nodeOptions[n]] <= 0.02) continue;
      ctx.strokeRect(c0.x - ring, c0.y - ring, 2 * ring, 2 * ring);
    }
    ctx.setLineDash([]);
  }
}
