// The matrix view's camera: where the world (one cell = 1, see matrix/layout.js) sits on the
// canvas, and how fitting, zooming and panning move it. Screen points are CSS pixels relative
// to the canvas: x = world x * s + tx, y = world y * s + ty, except in the two bands that stay
// on screen while the body scrolls under them (the header band at the top, the row labels on
// the left; see bands). It knows the stage's size and the geometry it is given, never the
// trace: what to look at is the view's to say.

import { fitView, followTx, followTy, hitTest, nodeCenter } from './layout.js';

/** The largest zoom, in pixels per cell. */
const MAX_SCALE = 72;
/** Fit never makes a cell bigger than this (Knuth's 7 items would fill a projector). */
const FIT_MAX_SCALE = 46;
/** Zoom to the current item makes a cell at least this big. */
const READABLE_SCALE = 30;

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

export class MatrixCamera {
  /** @param stage  the element the canvas fills */
  constructor(stage) {
    this.stage = stage;
    this.view = { s: 1, tx: 0, ty: 0 };
    /** Set once the student zooms or pans: resizes keep their view, a tall one stops following. */
    this.userMoved = false;
    /** The last fit was a tall matrix's, by its width: it scrolls with the search. */
    this.tallFit = false;
    /** Cells smaller than this at Fit are fitted by the width instead (0: off; the view sets it). */
    this.readable = 0;
    /** Cells that small even by the width: a region at this scale instead (0: off). */
    this.region = 0;
    /** The last fit was such a region: it follows the search across as well as down. */
    this.regionFit = false;
  }

  /** Whether the view follows the search (a tall matrix fitted by its width, not moved since). */
  get following() {
    return this.tallFit && !this.userMoved;
  }

  /**
   * The canvas's size in CSS pixels (the stage inside its border), measured once and kept
   * until `forgetSize` (the view's resize observer, a change of mode): reading it from the
   * page in every frame, after other panels changed their text, made the browser lay out the
   * whole page there and then.
   */
  stageSize() {
    this.size ??= { w: Math.max(1, this.stage.clientWidth), h: Math.max(1, this.stage.clientHeight) };
    return this.size;
  }

  /** The stage may have changed size: the next stageSize measures it. */
  forgetSize() {
    this.size = null;
  }

  #fitScale(g) {
    const { w, h } = this.stageSize();
    return fitView(g, w, h, FIT_MAX_SCALE, this.readable, this.region).s;
  }

  /** Fits geometry `g`: whole, or a tall matrix by its width (then `following`). */
  fit(g) {
    const { w, h } = this.stageSize();
    const { tall, region, ...view } = fitView(g, w, h, FIT_MAX_SCALE, this.readable, this.region);
    this.view = view;
    this.tallFit = tall;
    this.regionFit = region;
  }

  /** In a region: scrolls across to world x (a column), keeping it in view right of the labels. */
  followColumn(g, x) {
    const { w } = this.stageSize();
    this.view.tx = followTx(g, this.view, x, w);
  }

  /** Scrolls to option o's row (keeping it in view below the header band), or the top for -1. */
  followRow(g, o) {
    const { h } = this.stageSize();
    this.view.ty = o < 0 ? 4 : followTy(g, this.view, g.rowY[o], h);
  }

  /** The stage changed size by (dw, dh): what was in its middle stays there. */
  keepCentre(dw, dh) {
    this.view.tx += dw / 2;
    this.view.ty += dh / 2;
  }

  /**
   * Scales by `factor` within the zoom's limits, so that the world point under (x0, y0) comes
   * to (x1, y1): the same point for the wheel and the buttons, the fingers' midpoint as it
   * moves for a pinch.
   */
  scaleAbout(g, factor, x0, y0, x1, y1) {
    const v = this.view;
    const s = clamp(v.s * factor, Math.min(this.#fitScale(g) * 0.5, 1), MAX_SCALE);
    const wx = (x0 - v.tx) / v.s;
    const wy = (y0 - v.ty) / v.s;
    this.view = { s, tx: x1 - wx * s, ty: y1 - wy * s };
    this.userMoved = true;
    this.#clampPan(g);
  }

  /** Zooms by `factor` around (x, y) (the middle by default). */
  zoomBy(g, factor, x, y) {
    const { w, h } = this.stageSize();
    const cx = x ?? w / 2;
    const cy = y ?? h / 2;
    this.scaleAbout(g, factor, cx, cy, cx, cy);
  }

  panBy(g, dx, dy) {
    this.view.tx += dx;
    this.view.ty += dy;
    this.userMoved = true;
    this.#clampPan(g);
  }

  /**
   * Centres column x, zoomed in far enough to read it, with world height y (a row) a third of
   * the way down the rows below the header band.
   */
  zoomToRead(g, x, y) {
    const { w, h } = this.stageSize();
    const s = clamp(Math.max(this.view.s, READABLE_SCALE), 1, MAX_SCALE);
    const band = g.rowsTop * s;
    const tall = g.height * s;
    // A matrix taller than the canvas fills it: no empty space scrolled in below the last row.
    const ty = tall <= h ? (h - tall) / 2 : clamp(band + (h - band) / 3 - y * s, h - tall - 16, 16);
    this.view = { s, tx: w / 2 - x * s, ty };
    this.userMoved = true;
    this.#clampPan(g);
  }

  /** Keeps at least a strip of the matrix on screen, however far it is dragged or zoomed. */
  #clampPan(g) {
    const { w, h } = this.stageSize();
    const v = this.view;
    const keep = 60;
    v.tx = clamp(v.tx, keep - g.width * v.s, w - keep);
    v.ty = clamp(v.ty, keep - g.height * v.s, h - keep);
  }

  /** Where header band and label band sit on screen: they stay put while the body scrolls. */
  bands(g) {
    const { s, tx, ty } = this.view;
    const hy = Math.max(ty, 0); // screen y of world y 0 in the header band
    const lx = Math.max(tx, 0); // screen x of world x 0 in the label band
    return { hy, lx, headerBottom: hy + (g.rowsTop - 0.2) * s, labelRight: lx + g.labelRight * s };
  }

  /** The node under screen point (x, y), or -1. */
  nodeAt(st, g, x, y) {
    const { s, tx, ty } = this.view;
    const b = this.bands(g);
    const wx = (x - tx) / s;
    if (y < b.headerBottom) {
      const wy = (y - b.hy) / s;
      const n = hitTest(st, g, wx, wy);
      return n >= 0 && n <= st.itemCount ? n : -1;
    }
    if (x < b.labelRight) return -1;
    const n = hitTest(st, g, wx, (y - ty) / s);
    return n > st.itemCount ? n : -1;
  }

  /** Where node n is drawn on screen (null for spacers). */
  nodePosition(st, g, n) {
    const c = nodeCenter(st, g, n);
    if (!c) return null;
    const { s, tx, ty } = this.view;
    if (n <= st.itemCount) return { x: c.x * s + tx, y: c.y * s + this.bands(g).hy };
    return { x: c.x * s + tx, y: c.y * s + ty };
  }
}
