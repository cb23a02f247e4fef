// The exact-cover matrix drawn as the torus it is: item headers across the top in their
// circular prev/next list, one row per option, a node wherever an option has an item, and each
// column's up/down links as a circle that runs down past the last row and back up to its header.
// It only reads the trace (the links, the path in `trace.levels`, the last events) and draws;
// every position comes from www/viz/matrix-layout.js, which is pure and unit-tested.
//
// What a student watches (the events come from the engine, never worked out again here):
//   hide    the node's up and down neighbours let go of it and join over it: their link bends
//           away from the node, which fades but stays in place, its old links dashed
//   cover   the same in the header list: the item's neighbours join over its header
//   unhide, uncover   the same motion backwards
// The item being branched on, the options chosen on the path and the node in motion are
// highlighted; a solution flashes.
//
// Speed (the 9x9 Sudoku has 729 options and 324 items): positions never move (except in the
// "live only" view, where they are recomputed from weights, a few thousand additions), so a
// frame reads the links once and walks each visible column; off-screen columns and rows are
// culled. Straight links are axis-aligned, so they go out as pixel-snapped rectangles, not
// stroked paths; only curves are paths. Shapes of one style are batched (nodes, header
// outlines, runs of covered columns), never drawn with a state change each. The first frame
// of a change draws everything, starting from a cleared canvas so that Chromium drops frames
// drawn but never shown; its later frames only the strips that move (see #draw). When a cell
// is a few pixels wide the links (a solid grey at that size) give way to the nodes alone.
//
//   const view = new MatrixView(container, trace, { onHover })
//   view.render(change, progress)    the renderer interface (see www/viz/player.js)
//   view.fit(), view.zoomBy(factor), view.zoomToCurrent(), view.setLiveOnly(on)
//   view.nodeAt(x, y), view.nodePosition(n)   CSS pixels relative to the canvas (for tests)
//   view.setTrace(trace), view.destroy()

import {
  NODE,
  BOW,
  bowControl,
  columnWrap,
  coveredRuns,
  fitView,
  followTy,
  fullWeights,
  hitTest,
  listWrap,
  liveWeights,
  matrixGeometry,
  matrixStructure,
  nodeCenter,
  outAmount,
  readPresence,
} from './matrix-layout.js';

/** At most this many nodes (and headers) get the "just moved" ring after one change. */
const RECENT_RINGS = 8;

/** The CSS variables the canvas reads (matrix.css defines them, from the page's palette). */
const COLOR_VARS = {
  bg: '--mx-bg',
  ink: '--mx-ink',
  muted: '--mx-muted',
  link: '--mx-link',
  row: '--mx-row',
  node: '--mx-node',
  nodeLine: '--mx-node-line',
  primary: '--mx-primary',
  primaryInk: '--mx-primary-ink',
  secondary: '--mx-secondary',
  secondaryFill: '--mx-secondary-fill',
  hidden: '--mx-hidden',
  covered: '--mx-covered',
  coveredBand: '--mx-covered-band',
  current: '--mx-current',
  currentBand: '--mx-current-band',
  chosen: '--mx-chosen',
  chosenBand: '--mx-chosen-band',
  moving: '--mx-moving',
  solution: '--mx-solution',
  solutionBand: '--mx-solution-band',
  dead: '--mx-dead',
};

const FALLBACK = {
  bg: '#ffffff',
  ink: '#1b2129',
  muted: '#545e6b',
  link: '#4f5a68',
  row: '#c9d0d9',
  node: '#ffffff',
  nodeLine: '#27303a',
  primary: '#1b2129',
  primaryInk: '#ffffff',
  secondary: '#7b3fa8',
  secondaryFill: '#f3ebfa',
  hidden: '#b9c0ca',
  covered: '#8e97a3',
  coveredBand: '#eceef1',
  current: '#d97f00',
  currentBand: '#fff0d4',
  chosen: '#1959b0',
  chosenBand: '#dfe9f8',
  moving: '#c8175d',
  solution: '#1c6f37',
  solutionBand: '#d9f0df',
  dead: '#c9302c',
};

/** Below this many pixels per cell the links are not drawn (they would fill the picture). */
const LINKS_MIN_SCALE = 4;
/** Nodes are drawn as white boxes (rather than dark squares) from this many pixels per cell. */
const OUTLINE_MIN_SCALE = 15;
/** The wraps get rounded corners from this many pixels per cell. */
const ROUND_MIN_SCALE = 24;
/** Text smaller than this (px) is not drawn. */
const TEXT_MIN_PX = 6;
/** The largest zoom, in pixels per cell. */
const MAX_SCALE = 72;
/** Fit never makes a cell bigger than this (Knuth's 7 items would fill a projector). */
const FIT_MAX_SCALE = 46;
/** Zoom to the current item makes a cell at least this big. */
const READABLE_SCALE = 30;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const ease = (t) => (t <= 0 ? 0 : t >= 1 ? 1 : t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/** Reads the palette from the widget's CSS variables (once per theme, never per frame). */
function readColors(element) {
  const style = getComputedStyle(element);
  const colors = {};
  for (const [key, name] of Object.entries(COLOR_VARS)) {
    colors[key] = style.getPropertyValue(name).trim() || FALLBACK[key];
  }
  return colors;
}

function button(label, text, key, extra = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'mx-btn';
  b.textContent = text;
  b.setAttribute('aria-label', label);
  b.title = `${label} (${key})`;
  b.setAttribute('aria-keyshortcuts', key === '-' ? 'Minus' : key === '+' ? 'Plus' : key.toUpperCase());
  for (const [k, v] of Object.entries(extra)) b.setAttribute(k, v);
  return b;
}

const LEGEND = [
  ['primary', 'primary item'],
  ['secondary', 'secondary item'],
  ['node', 'node'],
  ['hidden', 'hidden node (dashed: the links it remembers)'],
  ['covered', 'covered item'],
  ['current', 'item being branched on'],
  ['chosen', 'chosen option'],
  ['moving', 'just moved'],
  ['solution', 'solution'],
];

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

export class MatrixView {
  /**
   * @param container  an element the view fills (give it a height; the view adds a toolbar,
   *                   the canvas and a legend inside)
   * @param trace      the Trace to draw (www/viz/trace.js)
   * @param onHover    called with the hovered node's info (see `info`) or null
   */
  constructor(container, trace, { onHover } = {}) {
    this.container = container;
    this.onHover = onHover;
    this.liveOnly = false;
    this.hovered = -1;
    this.change = null;
    this.progress = 1;
    this.frame = 0;
    this.userMoved = false;
    this.pointers = new Map();
    this.view = { s: 1, tx: 0, ty: 0 };
    this.size = { w: 0, h: 0, dpr: 1 };
    this.tipText = '';
    this.lines = { straight: new Segments(), wraps: new Segments(), remembered: new Segments(), rows: new Segments() };
    this.headerFills = { band: [], primary: [], secondary: [] }; // x, y, side of each, reused
    this.runs = []; // runs of covered columns, reused
    this.#build();
    this.colors = readColors(this.root);
    this.setTrace(trace);
  }

  // ------------------------------------------------------------------ DOM

  #build() {
    const root = document.createElement('div');
    root.className = 'mx';
    const bar = document.createElement('div');
    bar.className = 'mx-bar';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Matrix view');
    this.buttons = {
      out: button('Zoom out', '−', '-'),
      in: button('Zoom in', '+', '+'),
      fit: button('Fit the whole matrix', 'Fit', '0'),
      current: button('Current item: zoom to the item being branched on', 'Current item', 'c'),
      live: button('Live only: hide covered items and options no longer usable', 'Live only', 'l', {
        'aria-pressed': 'false',
      }),
    };
    this.caption = document.createElement('span');
    this.caption.className = 'mx-caption';
    bar.append(...Object.values(this.buttons), this.caption);
    const stage = document.createElement('div');
    stage.className = 'mx-stage';
    const canvas = document.createElement('canvas');
    canvas.className = 'mx-canvas';
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    const tip = document.createElement('div');
    tip.className = 'mx-tip';
    tip.id = `mx-tip-${Math.random().toString(36).slice(2, 8)}`;
    tip.hidden = true;
    tip.setAttribute('role', 'status');
    canvas.setAttribute('aria-describedby', tip.id);
    stage.append(canvas, tip);
    const legend = document.createElement('ul');
    legend.className = 'mx-legend';
    legend.setAttribute('aria-label', 'Legend');
    for (const [kind, text] of LEGEND) {
      const li = document.createElement('li');
      const sw = document.createElement('span');
      sw.className = `mx-sw mx-sw-${kind}`;
      sw.setAttribute('aria-hidden', 'true');
      li.append(sw, text);
      legend.append(li);
    }
    root.append(bar, stage, legend);
    this.container.replaceChildren(root);
    Object.assign(this, { root, stage, canvas, tip, ctx: canvas.getContext('2d') });

    const on = (target, type, fn, opts) => {
      target.addEventListener(type, fn, opts);
      (this.listeners ??= []).push(() => target.removeEventListener(type, fn, opts));
    };
    on(this.buttons.out, 'click', () => this.zoomBy(1 / 1.5));
    on(this.buttons.in, 'click', () => this.zoomBy(1.5));
    on(this.buttons.fit, 'click', () => this.fit());
    on(this.buttons.current, 'click', () => this.zoomToCurrent());
    on(this.buttons.live, 'click', () => this.setLiveOnly(!this.liveOnly));
    on(canvas, 'wheel', (e) => this.#wheel(e), { passive: false });
    on(canvas, 'pointerdown', (e) => this.#pointerDown(e));
    on(canvas, 'pointermove', (e) => this.#pointerMove(e));
    on(canvas, 'pointerup', (e) => this.#pointerUp(e));
    on(canvas, 'pointercancel', (e) => this.#pointerUp(e, true));
    on(canvas, 'pointerleave', (e) => {
      if (e.pointerType === 'mouse' && this.pointers.size === 0) this.#hover(-1);
    });
    on(canvas, 'keydown', (e) => this.#key(e));
    this.resizeObserver = new ResizeObserver(() => this.#resize());
    this.resizeObserver.observe(stage);
    const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (dark) on(dark, 'change', () => this.refreshColors());
  }

  /** Reads the colors again (after a theme change). */
  refreshColors() {
    this.colors = readColors(this.root);
    this.#request();
  }

  /** Shows another trace (a new problem): rebuilds the layout and fits it. */
  setTrace(trace) {
    this.trace = trace;
    this.structure = matrixStructure(trace);
    const st = this.structure;
    this.full = fullWeights(st);
    this.fullGeometry = matrixGeometry(st, this.full);
    this.geometry = this.fullGeometry;
    this.liveGeometry = null;
    this.liveW = null;
    const { nodes, items } = trace.links();
    this.presence = readPresence(st, nodes, items);
    this.chosen = new Uint8Array(st.optionCount);
    this.chosenList = [];
    this.hovered = -1;
    this.#showTip(null);
    this.change = null;
    this.progress = 1;
    this.userMoved = false;
    this.canvas.setAttribute(
      'aria-label',
      `The dancing-links matrix: ${st.itemCount} items as columns, ${st.optionCount} options as rows. ` +
        'Hover or tap a node to read its links. Keys: plus and minus zoom, 0 fits, C zooms to the ' +
        'item being branched on, L shows only what is still live, W A S D pan.'
    );
    this.#resize(true);
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.resizeObserver?.disconnect();
    this.dprQuery?.();
    for (const off of this.listeners ?? []) off();
    this.listeners = [];
    this.root.remove();
  }

  // ------------------------------------------------------------------ view transform

  #resize(refit = false) {
    const { w, h } = this.stageSize();
    const dpr = globalThis.devicePixelRatio || 1;
    if (dpr !== this.watchedDpr) {
      // A move to a screen with another pixel ratio resizes nothing: ask to be told.
      this.watchedDpr = dpr;
      this.dprQuery?.();
      const query = globalThis.matchMedia?.(`(resolution: ${dpr}dppx)`);
      const changed = () => this.#resize();
      query?.addEventListener('change', changed, { once: true });
      this.dprQuery = () => query?.removeEventListener('change', changed);
    }
    const old = this.size;
    if (!refit && w === old.w && h === old.h && dpr === old.dpr) return;
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    // Keep what the student looked at in the middle when the window changes; fit until they zoom.
    if (refit || !this.userMoved || old.w <= 1) this.#fitNow();
    else {
      this.view.tx += (w - old.w) / 2;
      this.view.ty += (h - old.h) / 2;
    }
    this.size = { w, h, dpr };
    this.#draw();
  }

  #fitScale(g = this.geometry) {
    const { w, h } = this.stageSize();
    return fitView(g, w, h, FIT_MAX_SCALE).s;
  }

  /** The canvas's size in CSS pixels (the stage inside its border). */
  stageSize() {
    return { w: Math.max(1, this.stage.clientWidth), h: Math.max(1, this.stage.clientHeight) };
  }

  /**
   * Fits the matrix: whole, or a tall one by its width, which then follows the search (the
   * row being tried stays in view) until the student moves the view.
   */
  #fitNow() {
    const { w, h } = this.stageSize();
    const { tall, ...view } = fitView(this.geometry, w, h, FIT_MAX_SCALE);
    this.view = view;
    this.tallFit = tall;
    this.#follow();
    this.#caption();
  }

  /** In a tall matrix fitted by its width: scrolls to the row the search is at. */
  #follow() {
    if (!this.tallFit || this.userMoved) return;
    const level = this.trace.levels.at(-1);
    let o = level ? level.option : -1;
    if (level && o < 0) {
      // No option tried yet at this level: the first one left in the chosen item's column.
      const first = this.trace.links().nodes[4 * (level.item + 1) + 1];
      if (first > this.structure.itemCount) o = this.structure.nodeOptions[first];
    }
    const { h } = this.stageSize();
    this.view.ty = o < 0 ? 4 : followTy(this.geometry, this.view, this.geometry.rowY[o], h);
  }

  #caption() {
    const st = this.structure;
    const secondary = st.itemCount - st.primaryCount;
    const follow = this.tallFit && !this.userMoved ? '; fitted to the width, following the search' : '';
    const text =
      `${st.primaryCount} primary` +
      (secondary ? ` and ${secondary} secondary` : '') +
      ` items, ${st.optionCount} options${follow}`;
    if (this.caption.textContent !== text) this.caption.textContent = text;
  }

  /** Shows the whole matrix. */
  fit() {
    this.userMoved = false;
    this.#fitNow();
    this.#request();
  }

  /** Zooms by `factor` around (x, y) in canvas pixels (the middle by default). */
  zoomBy(factor, x, y) {
    const { w, h } = this.stageSize();
    const cx = x ?? w / 2;
    const cy = y ?? h / 2;
    const v = this.view;
    const s = clamp(v.s * factor, Math.min(this.#fitScale() * 0.5, 1), MAX_SCALE);
    const wx = (cx - v.tx) / v.s;
    const wy = (cy - v.ty) / v.s;
    this.view = { s, tx: cx - wx * s, ty: cy - wy * s };
    this.userMoved = true;
    this.#clampPan();
    this.#request();
  }

  panBy(dx, dy) {
    this.view.tx += dx;
    this.view.ty += dy;
    this.userMoved = true;
    this.#clampPan();
    this.#request();
  }

  /** Keeps at least a strip of the matrix on screen, however far it is dragged or zoomed. */
  #clampPan() {
    const { w, h } = this.stageSize();
    const g = this.geometry;
    const v = this.view;
    const keep = 60;
    v.tx = clamp(v.tx, keep - g.width * v.s, w - keep);
    v.ty = clamp(v.ty, keep - g.height * v.s, h - keep);
  }

  /** The item being branched on: the deepest level's item, or -1 before the first choice. */
  currentItem() {
    return this.trace.levels.at(-1)?.item ?? -1;
  }

  /**
   * Centres the column of the item being branched on, zoomed in far enough to read it, with its
   * chosen option's node (or its first node still in the column) in view.
   */
  zoomToCurrent() {
    const item = this.currentItem();
    if (item < 0) return false;
    const g = this.geometry;
    const { w, h } = this.stageSize();
    const s = clamp(Math.max(this.view.s, READABLE_SCALE), 1, MAX_SCALE);
    const level = this.trace.levels.at(-1);
    let n = level.node;
    if (n < 0) {
      const { nodes } = this.trace.links();
      n = nodes[4 * (item + 1) + 1];
    }
    const x = g.entryX[item + 1];
    const y = n > this.structure.itemCount ? g.rowY[this.structure.nodeOptions[n]] : g.rowsTop + 1;
    // The header band stays on screen; put the node a third of the way down the rows below it.
    const band = g.rowsTop * s;
    const tall = g.height * s;
    // A matrix taller than the canvas fills it: no empty space scrolled in below the last row.
    const ty = tall <= h ? (h - tall) / 2 : clamp(band + (h - band) / 3 - y * s, h - tall - 16, 16);
    this.view = { s, tx: w / 2 - x * s, ty };
    this.userMoved = true;
    this.#clampPan();
    this.#request();
    return true;
  }

  /** Shows only what is still live (covered items and unusable options take no room), or all. */
  setLiveOnly(on) {
    this.liveOnly = Boolean(on);
    this.buttons.live.setAttribute('aria-pressed', String(this.liveOnly));
    this.#layoutFor(this.#presenceNow());
    this.#fitNow();
    this.userMoved = false;
    this.#request();
  }

  // ------------------------------------------------------------------ hit testing (CSS px)

  /** Where header band and label band sit on screen: they stay put while the body scrolls. */
  #bands() {
    const { s, tx, ty } = this.view;
    const g = this.geometry;
    const hy = Math.max(ty, 0); // screen y of world y 0 in the header band
    const lx = Math.max(tx, 0); // screen x of world x 0 in the label band
    return { hy, lx, headerBottom: hy + (g.rowsTop - 0.2) * s, labelRight: lx + g.labelRight * s };
  }

  /** The node under canvas point (x, y) in CSS pixels, or -1. */
  nodeAt(x, y) {
    const { s, tx, ty } = this.view;
    const b = this.#bands();
    const wx = (x - tx) / s;
    if (y < b.headerBottom) {
      const wy = (y - b.hy) / s;
      const n = hitTest(this.structure, this.geometry, wx, wy);
      return n >= 0 && n <= this.structure.itemCount ? n : -1;
    }
    if (x < b.labelRight) return -1;
    const n = hitTest(this.structure, this.geometry, wx, (y - ty) / s);
    return n > this.structure.itemCount ? n : -1;
  }

  /** Where node n is drawn, in CSS pixels relative to the canvas (null for spacers). */
  nodePosition(n) {
    const c = nodeCenter(this.structure, this.geometry, n);
    if (!c) return null;
    const { s, tx, ty } = this.view;
    if (n <= this.structure.itemCount) return { x: c.x * s + tx, y: c.y * s + this.#bands().hy };
    return { x: c.x * s + tx, y: c.y * s + ty };
  }

  // ------------------------------------------------------------------ input

  /**
   * The wheel scrolls a matrix taller than the canvas (with Shift, sideways), and zooms
   * otherwise; with Ctrl (a trackpad's pinch too) it always zooms.
   */
  #wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    const r = this.canvas.getBoundingClientRect();
    const taller = this.geometry.height * this.view.s > this.stageSize().h;
    if (taller && !e.ctrlKey && !e.metaKey) {
      const d = (e.deltaY || e.deltaX) * unit;
      if (e.shiftKey) this.panBy(-d, 0);
      else this.panBy(-e.deltaX * unit, -e.deltaY * unit);
      return;
    }
    this.zoomBy(Math.exp(-e.deltaY * unit * 0.0018), e.clientX - r.left, e.clientY - r.top);
  }

  #local(e) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  #pointerDown(e) {
    try {
      this.canvas.setPointerCapture(e.pointerId);
    } catch {
      // No capture for a pointer the browser no longer tracks; dragging still works inside.
    }
    const p = this.#local(e);
    this.pointers.set(e.pointerId, { ...p, x0: p.x, y0: p.y, moved: false });
    this.pinch = this.pointers.size === 2 ? this.#pinchState() : null;
  }

  #pinchState() {
    const [a, b] = [...this.pointers.values()];
    return { d: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  }

  #pointerMove(e) {
    const p = this.#local(e);
    const held = this.pointers.get(e.pointerId);
    if (!held) {
      if (e.pointerType === 'mouse') this.#hoverAt(p.x, p.y);
      return;
    }
    const dx = p.x - held.x;
    const dy = p.y - held.y;
    held.x = p.x;
    held.y = p.y;
    if (Math.hypot(p.x - held.x0, p.y - held.y0) > 4) held.moved = true;
    if (this.pointers.size >= 2 && this.pinch) {
      const now = this.#pinchState();
      const v = this.view;
      const s = clamp(v.s * (now.d / this.pinch.d), Math.min(this.#fitScale() * 0.5, 1), MAX_SCALE);
      const wx = (this.pinch.mx - v.tx) / v.s;
      const wy = (this.pinch.my - v.ty) / v.s;
      this.view = { s, tx: now.mx - wx * s, ty: now.my - wy * s };
      this.pinch = now;
      this.userMoved = true;
      this.#clampPan();
      this.#request();
    } else if (held.moved) {
      this.canvas.classList.add('mx-dragging');
      this.panBy(dx, dy);
    }
  }

  #pointerUp(e, cancelled = false) {
    const held = this.pointers.get(e.pointerId);
    this.pointers.delete(e.pointerId);
    this.pinch = this.pointers.size === 2 ? this.#pinchState() : null;
    this.canvas.classList.remove('mx-dragging');
    if (!held || cancelled) return;
    // A tap (no drag) shows the node under the finger, or clears the readout on empty space.
    if (!held.moved) this.#hoverAt(held.x, held.y);
  }

  #key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = 60;
    const actions = {
      '+': () => this.zoomBy(1.5),
      '=': () => this.zoomBy(1.5),
      '-': () => this.zoomBy(1 / 1.5),
      _: () => this.zoomBy(1 / 1.5),
      0: () => this.fit(),
      c: () => this.zoomToCurrent(),
      l: () => this.setLiveOnly(!this.liveOnly),
      w: () => this.panBy(0, step),
      s: () => this.panBy(0, -step),
      a: () => this.panBy(step, 0),
      d: () => this.panBy(-step, 0),
      Escape: () => this.#hover(-1),
    };
    const act = actions[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!act) return;
    // Ours while the matrix has the focus (the page's +/- change the speed elsewhere).
    e.preventDefault();
    act();
  }

  #hoverAt(x, y) {
    this.#hover(this.nodeAt(x, y));
  }

  #hover(n) {
    if (n === this.hovered) {
      if (n >= 0) this.#placeTip();
      return;
    }
    this.hovered = n;
    const info = n >= 0 ? this.info(n) : null;
    this.#showTip(info);
    this.onHover?.(info);
    this.#request();
  }

  /**
   * What a student may want to know about node n: `{ node, kind ('root' | 'header' | 'node'),
   * item, itemName, primary, option, optionText, up, down, left, right, hidden, covered, len,
   * prev, next }` (neighbours as node numbers; prev/next as item-list entries for headers).
   */
  info(n) {
    const st = this.structure;
    const t = this.trace;
    const { nodes, items } = t.links();
    const covered = (e) => items[2 * items[2 * e] + 1] !== e;
    if (n <= st.itemCount) {
      const item = n - 1;
      return {
        node: n,
        kind: n === 0 ? 'root' : 'header',
        item,
        itemName: n === 0 ? 'root' : t.itemName(item),
        primary: n === 0 || item < st.primaryCount,
        option: -1,
        optionText: '',
        up: nodes[4 * n],
        down: nodes[4 * n + 1],
        left: -1,
        right: -1,
        prev: items[2 * n],
        next: items[2 * n + 1],
        len: n === 0 ? 0 : nodes[4 * n + 2],
        hidden: false,
        covered: n > 0 && covered(n),
      };
    }
    const item = st.nodeItems[n];
    const option = st.nodeOptions[n];
    return {
      node: n,
      kind: 'node',
      item,
      itemName: t.itemName(item),
      primary: item < st.primaryCount,
      option,
      optionText: t.optionText(option),
      up: nodes[4 * n],
      down: nodes[4 * n + 1],
      left: st.left[n],
      right: st.right[n],
      prev: -1,
      next: -1,
      len: -1,
      hidden: nodes[4 * nodes[4 * n] + 1] !== n,
      covered: covered(item + 1),
    };
  }

  /** "node 14 (A D G, under D)", "the header of D", "the root". */
  #describe(n) {
    const st = this.structure;
    if (n === 0) return 'the root';
    if (n <= st.itemCount) return `the header of ${this.trace.itemName(n - 1)}`;
    return `node ${n} (${this.trace.optionText(st.nodeOptions[n])}, under ${this.trace.itemName(st.nodeItems[n])})`;
  }

  #entryName(e) {
    const st = this.structure;
    if (e === 0) return 'the root';
    if (e === st.itemCount + 1) return 'the secondary root';
    return this.trace.itemName(e - 1);
  }

  #tipLines(info) {
    if (!info) return [];
    if (info.kind === 'root') {
      return [
        ['The root', 'the head of the list of primary items still to cover'],
        ['next', this.#entryName(info.next)],
        ['prev', this.#entryName(info.prev)],
      ];
    }
    if (info.kind === 'header') {
      const kind = info.primary ? 'primary item' : 'secondary item';
      return [
        [`Item ${info.itemName}`, `${kind}, len ${info.len}${info.covered ? ' (covered: out of the item list)' : ''}`],
        ['prev, next', `${this.#entryName(info.prev)}, ${this.#entryName(info.next)}`],
        ['up', this.#describe(info.up)],
        ['down', this.#describe(info.down)],
      ];
    }
    const state = info.hidden
      ? 'hidden: its column skips it, but it remembers its up and down'
      : info.covered
        ? 'in a covered column'
        : 'in its column';
    return [
      [`Node ${info.node}`, `option ${info.optionText}, item ${info.itemName}`],
      ['', state],
      ['up', this.#describe(info.up)],
      ['down', this.#describe(info.down)],
      ['left, right', `${this.#describe(info.left)}; ${this.#describe(info.right)}`],
    ];
  }

  #showTip(info) {
    const lines = this.#tipLines(info);
    const text = lines.map((l) => l.join(': ')).join('\n');
    if (text === this.tipText) return;
    this.tipText = text;
    if (!info) {
      this.tip.hidden = true;
      this.tip.replaceChildren();
      return;
    }
    const rows = lines.map(([head, body], i) => {
      const div = document.createElement('div');
      if (i === 0) {
        const b = document.createElement('strong');
        b.textContent = head;
        div.append(b, ` ${body}`);
      } else if (head) {
        const k = document.createElement('span');
        k.className = 'mx-tip-key';
        k.textContent = `${head}: `;
        div.append(k, body);
      } else div.append(body);
      return div;
    });
    this.tip.replaceChildren(...rows);
    this.tip.hidden = false;
    this.#placeTip();
  }

  #placeTip() {
    if (this.tip.hidden) return;
    const { w, h } = this.stageSize();
    // Beside the node wherever it is now (it moves with zoom and pan), inside the stage.
    const p = this.nodePosition(this.hovered) ?? { x: 0, y: 0 };
    const gap = 0.4 * this.view.s + 8;
    const tw = this.tip.offsetWidth;
    const th = this.tip.offsetHeight;
    let x = p.x + gap;
    let y = p.y + gap;
    if (x + tw > w - 4) x = p.x - tw - gap;
    if (y + th > h - 4) y = p.y - th - gap;
    x = clamp(x, 4, Math.max(4, w - tw - 4));
    y = clamp(y, 4, Math.max(4, h - th - 4));
    this.tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
  }

  // ------------------------------------------------------------------ rendering

  /** The renderer interface: draws the trace's state, `progress` of the way through `change`. */
  render(change, progress = 1) {
    this.change = change;
    this.progress = progress;
    this.#follow();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.#draw();
  }

  #request() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.#draw();
    });
  }

  #presenceNow() {
    const { nodes, items } = this.trace.links();
    return readPresence(this.structure, nodes, items, this.presence);
  }

  /** The geometry for this frame: fixed for the whole matrix, from weights in live-only view. */
  #layoutFor(presence) {
    if (!this.liveOnly) {
      this.geometry = this.fullGeometry;
      return;
    }
    this.liveW = liveWeights(this.structure, presence, this.currentItem(), this.liveW ?? undefined);
    this.liveGeometry = matrixGeometry(this.structure, this.liveW, this.liveGeometry ?? undefined);
    this.geometry = this.liveGeometry;
  }

  /**
   * What the change means for this frame: the nodes and items in motion (how far out of their
   * lists, 0..1), the most recent link events (highlighted even after they finish), and the
   * fades of search events (a new choice, an option tried, a solution).
   */
  #motion(presence) {
    const change = this.change;
    const p = this.progress;
    const e = ease(p);
    const m = {
      recentNodes: [],
      recentItems: [],
      movedNodes: [],
      movedItems: [],
      tryOption: -1,
      chooseItem: -1,
      tryFade: null,
      chooseFade: null,
      flash: 0,
      hasSolution: false,
      dead: -1,
      solved: false,
    };
    const last = this.trace.lastEvent();
    const events = change ? change.events : last ? [last] : [];
    const dir = change ? change.direction : 1;
    const animating = change !== null && p < 1;
    // Where each node or item stood before the change (its first event says), so a change that
    // takes a node out and puts it back (a step to the next option) does not make it blink.
    const before = { node: new Map(), entry: new Map() };
    for (const ev of events) {
      if (ev.kind === 'hide' || ev.kind === 'unhide') {
        m.recentNodes.push(ev.node);
        if (!before.node.has(ev.node)) before.node.set(ev.node, 1 - outAmount(ev.kind, dir, 0));
      } else if (ev.kind === 'cover' || ev.kind === 'uncover') {
        m.recentItems.push(ev.item + 1);
        if (!before.entry.has(ev.item + 1)) before.entry.set(ev.item + 1, 1 - outAmount(ev.kind, dir, 0));
      } else if (ev.kind === 'try' && change) {
        m.tryOption = ev.option;
        if (animating) m.tryFade = { option: ev.option, alpha: dir > 0 ? e : 1 - e, gone: dir < 0 };
      } else if (ev.kind === 'choose' && change) {
        m.chooseItem = ev.item;
        if (animating) m.chooseFade = { item: ev.item, alpha: dir > 0 ? e : 1 - e, gone: dir < 0 };
      } else if (ev.kind === 'solution' && dir > 0 && change) {
        m.hasSolution = true;
        if (animating) m.flash = Math.sin(Math.PI * p);
      } else if (ev.kind === 'backtrack' && dir > 0) {
        m.dead = ev.item + 1;
      }
    }
    for (const [n, from] of before.node) {
      if (from === presence.node[n]) continue;
      if (animating) presence.node[n] = from + (presence.node[n] - from) * e;
      m.movedNodes.push(n);
    }
    for (const [k, from] of before.entry) {
      if (from === presence.entry[k]) continue;
      if (animating) presence.entry[k] = from + (presence.entry[k] - from) * e;
      m.movedItems.push(k);
    }
    m.solved = last?.kind === 'solution';
    return m;
  }

  /**
   * Draws a frame. The first frame of a change draws everything; the following frames of the
   * same change (same view, same hover) redraw only the strips whose look depends on the
   * progress (the column of a node in motion, the header row during a cover, a row fading in),
   * each clipped, over the picture already on the canvas. A pass culls to its clip, so a strip
   * costs about as much as the few columns it covers.
   */
  #draw() {
    const { w, h, dpr } = this.size;
    if (!this.ctx || w <= 1) return;
    this.#caption();
    const frame = this.#prepare();
    const { s, tx, ty } = this.view;
    const key = `${s} ${tx} ${ty} ${w} ${h} ${dpr} ${this.liveOnly} ${this.hovered} ${this.colors.bg}`;
    const same = this.change !== null && this.change === this.drawn?.change && key === this.drawn.key;
    const strips = !same ? null : this.progress === this.drawn.progress ? [] : this.#strips(frame);
    if (strips) for (const clip of strips) this.#pass(frame, clip);
    else this.#pass(frame, null);
    this.drawn = { change: this.change, key, progress: this.progress };
    if (this.hovered >= 0) {
      this.#showTip(this.info(this.hovered));
      this.#placeTip();
    }
  }

  /** What every pass of a frame shares: presence (with the motion applied), the path. */
  #prepare() {
    const st = this.structure;
    const t = this.trace;
    const { nodes, items } = t.links();
    const presence = readPresence(st, nodes, items, this.presence);
    const m = this.#motion(presence);
    this.#layoutFor(presence);
    // The path: chosen options (the deepest one is the option being tried) and the current item.
    for (const o of this.chosenList) this.chosen[o] = 0;
    this.chosenList.length = 0;
    for (const level of t.levels) {
      if (level.option >= 0) {
        this.chosen[level.option] = 1;
        this.chosenList.push(level.option);
      }
    }
    const current = this.currentItem();
    if (this.buttons.current.disabled !== current < 0) this.buttons.current.disabled = current < 0;
    return { nodes, items, presence, m, current };
  }

  /**
   * The screen rectangles that change with progress in the current change, or null when the
   * whole canvas does (a solution's flash, the live-only view closing up while it animates).
   */
  #strips(frame) {
    const { m } = frame;
    if (m.hasSolution || this.liveOnly) return null;
    const st = this.structure;
    const g = this.geometry;
    const { w, h } = this.size;
    const { s, tx, ty } = this.view;
    const strips = [];
    const column = (e) => {
      // From the bow's reach on the left to the wrap's way back on the right, rings included.
      const x0 = (g.entryLeft[e] - 0.1) * s + tx - 4;
      const x1 = (g.entryLeft[e] + g.entryW[e]) * s + tx + 4;
      if (x1 > 0 && x0 < w) strips.push({ x0: Math.max(0, x0), y0: 0, x1: Math.min(w, x1), y1: h });
    };
    for (const n of m.movedNodes) column(st.nodeItems[n] + 1);
    if (m.movedItems.length) {
      strips.push({ x0: 0, y0: 0, x1: w, y1: Math.min(h, this.#bands().headerBottom + 2) });
      for (const e of m.movedItems) column(e);
    }
    if (m.chooseItem >= 0) column(m.chooseItem + 1);
    if (m.tryOption >= 0) {
      const o = m.tryOption;
      const y0 = g.rowTop[o] * s + ty - 4;
      const y1 = (g.rowTop[o] + g.rowH[o]) * s + ty + 4;
      if (y1 > 0 && y0 < h) strips.push({ x0: 0, y0: Math.max(0, y0), x1: w, y1: Math.min(h, y1) });
    }
    return strips;
  }

  /** Draws everything that meets `clip` (screen pixels; null for the whole canvas). */
  #pass(frame, clip) {
    const ctx = this.ctx;
    const { w, h, dpr } = this.size;
    const st = this.structure;
    const c = this.colors;
    const { nodes, items, presence, m, current } = frame;
    const g = this.geometry;
    const { s, tx, ty } = this.view;
    // Whole device pixels, so a clipped pass never blends its edge with the old picture.
    const snap = (v, up) => (up ? Math.ceil(v * dpr) : Math.floor(v * dpr)) / dpr;
    const area = clip ? { x0: snap(clip.x0), y0: snap(clip.y0), x1: snap(clip.x1, true), y1: snap(clip.y1, true) } : { x0: 0, y0: 0, x1: w, y1: h };
    this.area = area;
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
    for (const o of this.chosenList) {
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
    const o0 = Math.max(0, this.#rowIndexAt(wy0));
    const o1 = Math.min(st.optionCount - 1, this.#rowIndexAt(wy1) + 1);

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
      for (let o = o0; o <= o1; o += 1) if (g.rowH[o] > 0.05 && !this.chosen[o]) join(o);
      this.#fillLines(rows, c.row, 1);
      rows.reset();
      for (const o of this.chosenList) if (g.rowH[o] > 0.05) join(o);
      this.#fillLines(rows, solvedRows ? c.solution : c.chosen, 1, 2);
    }

    // ---- the columns' up/down links, walked from each header through the links themselves
    if (showLinks) this.#drawColumns(nodes, presence, m, wx0, wx1, wy0, wy1, px);

    // ---- nodes
    this.#drawNodes(presence, m, o0, o1, wx0, wx1, px, s < LINKS_MIN_SCALE ? 0 : s < OUTLINE_MIN_SCALE ? 1 : 2);

    // ---- node numbers, when there is room to read them
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // As big as the widest number fits in a node's box (never below 7.5 px: then none).
    const digits = String(st.nodeCount - 1).length;
    const nodeFont = Math.min(0.34 * s, 12, (NODE * s - 3) / (0.6 * digits));
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
          ctx.fillStyle = this.chosen[o] && !hidden ? c.primaryInk : hidden ? c.covered : c.muted;
          ctx.fillText(String(n), x, y + 0.5);
        }
      }
    }

    this.#drawHeaderBand(items, nodes, presence, m, current, currentAlpha);
    this.#drawLabelBand(o0, o1, solvedRows);
    this.#drawOverlays(m, presence);
    ctx.restore();
  }

  /** The last option whose row starts at or above world y (-1 above the first). */
  #rowIndexAt(y) {
    const g = this.geometry;
    let lo = 0;
    let hi = this.structure.optionCount - 1;
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

  #nodeY(n) {
    const st = this.structure;
    return n <= st.itemCount ? this.geometry.headerY : this.geometry.rowY[st.nodeOptions[n]];
  }

  #drawColumns(nodes, presence, m, wx0, wx1, wy0, wy1, px) {
    const ctx = this.ctx;
    const st = this.structure;
    const g = this.geometry;
    const c = this.colors;
    const { s } = this.view;
    const recent = m.recentNodes;
    // Straight links are axis-aligned: they go out as pixel-snapped rectangles (cheap for any
    // canvas), only curves and the rounded corners of big cells as paths.
    const fine = s >= OUTLINE_MIN_SCALE;
    // Rounded corners on the wraps only once they are big enough to see.
    const rounded = s >= ROUND_MIN_SCALE;
    const straight = this.lines.straight.reset();
    const wrapLines = this.lines.wraps.reset();
    const rememberedLines = this.lines.remembered.reset();
    const bowed = new Path2D();
    const moving = new Path2D();
    const wraps = new Path2D();
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
        const yu = Math.max(up <= st.itemCount ? g.headerY : this.#nodeY(up), y - 40);
        const yd = Math.min(down <= st.itemCount ? g.bottomLaneY : this.#nodeY(down), y + 40);
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
    this.#fillLines(straight, c.link, 1);
    this.#fillLines(wrapLines, c.link, fine ? 0.55 : 0.4);
    this.#fillLines(rememberedLines, this.#dashes(true), 1);
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
  #dashes(vertical) {
    const { dpr } = this.size;
    const key = `${vertical} ${dpr} ${this.colors.hidden}`;
    this.dashCache ??= new Map();
    let pattern = this.dashCache.get(key);
    if (!pattern) {
      const on = Math.max(2, Math.round(3 * dpr));
      const tile = document.createElement('canvas');
      tile.width = vertical ? 1 : 2 * on;
      tile.height = vertical ? 2 * on : 1;
      const t = tile.getContext('2d');
      t.fillStyle = this.colors.hidden;
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
  #fillLines(lines, color, alpha, thick = 1, ty = this.view.ty) {
    if (lines.count === 0) return;
    const ctx = this.ctx;
    const { s, tx } = this.view;
    const { dpr } = this.size;
    const k = s * dpr;
    const ox = tx * dpr;
    const oy = ty * dpr;
    const t = Math.max(1, Math.round(dpr * thick));
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
    const st = this.structure;
    const g = this.geometry;
    const c = this.colors;
    const solvedRows = m.solved || m.flash > 0;
    // Tiny cells: a node is its whole cell, so the shape of the matrix still shows; small
    // cells: a dark square; big ones: Knuth's white box with its number.
    const outlined = detail === 2;
    const side = detail === 0 ? 1 : detail === 1 ? 0.68 : NODE;
    const half = side / 2;
    const normal = new Path2D();
    const hidden = new Path2D();
    const covered = new Path2D();
    const chosen = new Path2D();
    // A chosen option's other nodes are hidden too (covering its first item hid them): still
    // drawn in the option's color, faded, so the whole option reads as one row.
    const chosenHidden = new Path2D();
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
        const path = this.chosen[o] ? (pr === 0 ? chosenHidden : chosen) : pr === 0 ? hidden : presence.entry[e] < 1 ? covered : normal;
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
    // After a jump (a run to a solution) only the last few: a ring on every node that moved
    // would cover the picture.
    for (const n of m.recentNodes.slice(-RECENT_RINGS)) {
      const c0 = nodeCenter(st, g, n);
      if (!c0 || g.rowH[st.nodeOptions[n]] <= 0.02) continue;
      ctx.strokeRect(c0.x - ring, c0.y - ring, 2 * ring, 2 * ring);
    }
  }

  #drawHeaderBand(items, nodes, presence, m, current, currentAlpha) {
    const ctx = this.ctx;
    const st = this.structure;
    const g = this.geometry;
    const c = this.colors;
    const { w, dpr } = this.size;
    const { s, tx } = this.view;
    const { hy } = this.#bands();
    const px = 1 / s;
    const wx0 = (this.area.x0 - tx) / s - 1;
    const wx1 = (this.area.x1 - tx) / s + 1;
    // The band stays on screen when the rows scroll up under it: then it covers them, and the
    // tops of the columns (the first link down, the wrap coming back up) are drawn again on it.
    const shifted = hy > this.view.ty + 0.5;
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
        const down = new Path2D();
        const back = new Path2D();
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
      const straight = new Path2D();
      const bowed = new Path2D();
      const moving = new Path2D();
      const wraps = new Path2D();
      const remembered = this.lines.remembered.reset();
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
      this.#fillLines(remembered, this.#dashes(false), 1, 1, hy);
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
    const fills = this.headerFills;
    fills.band.length = 0;
    fills.primary.length = 0;
    fills.secondary.length = 0;
    const dashed = new Path2D(); // covered primary items
    const dashedWide = new Path2D(); // covered secondary items
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
    // Rings: the current item (orange), a dead end (red), the header that just moved.
    const ring = (e, color, alpha = 1) => {
      if (e < 0 || g.entryW[e] <= 0.02) return;
      const x = g.entryX[e];
      const r = hh + Math.max(3 * px, 0.1);
      ctx.globalAlpha = alpha;
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(2.4 * px, 0.09);
      ctx.strokeRect(x - r, g.headerY - r, 2 * r, 2 * r);
      ctx.globalAlpha = 1;
    };
    if (current >= 0) ring(current + 1, c.current, currentAlpha(current));
    for (const e of m.recentItems.slice(-RECENT_RINGS)) ring(e, c.moving);
    if (m.dead >= 0) ring(m.dead, c.dead);

    // Text: names above the headers, len under them, "root" over the roots.
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const font = Math.min(0.78 * s, 15);
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
        ctx.font = `${!root && e - 1 === current ? '700 ' : '600 '}${root ? font * 0.8 : font}px ${FONT}`;
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
          ctx.font = `${Math.min(0.62 * s, 13)}px ${FONT}`;
          // The len sits on the column's first link: knock the line out behind it.
          const len = String(nodes[4 * e + 2]);
          const lw = ctx.measureText(len).width + 3;
          const lh = Math.min(0.62 * s, 13) + 1;
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

  #drawLabelBand(o0, o1, solvedRows) {
    const ctx = this.ctx;
    const st = this.structure;
    const g = this.geometry;
    const c = this.colors;
    const { h, dpr } = this.size;
    const { s, ty } = this.view;
    const { hy, lx, headerBottom } = this.#bands();
    const right = lx + g.labelRight * s;
    const font = Math.min(0.75 * s, 14);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // The label band stays on screen when the columns scroll left under it.
    ctx.fillStyle = c.bg;
    ctx.fillRect(0, headerBottom, right - 1, h - headerBottom);
    if (lx <= 0.5 && this.view.tx < -1) {
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
      const chosen = this.chosen[o];
      ctx.font = `${chosen ? '700 ' : ''}${font}px ${FONT}`;
      ctx.fillStyle = chosen ? (solvedRows ? c.solution : c.chosen) : c.ink;
      ctx.fillText(st.labels[o], right - pad, y, maxW);
    }
    // The corner: what the rows and the len line are.
    ctx.font = `italic ${font * 0.85}px ${FONT}`;
    ctx.fillStyle = c.muted;
    ctx.fillText('len', right - pad, hy + g.lenY * s);
  }

  #drawOverlays(m, presence) {
    const ctx = this.ctx;
    const c = this.colors;
    const { w, h, dpr } = this.size;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // Hovered node: a ring around it.
    if (this.hovered >= 0) {
      const p = this.nodePosition(this.hovered);
      if (p) {
        const r = Math.max(7, 0.45 * this.view.s);
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
      const text = w < 700 ? 'Solution' : 'Solution: every primary item is covered';
      ctx.font = `700 ${13 + 3 * m.flash}px ${FONT}`;
      const tw = ctx.measureText(text).width;
      ctx.fillStyle = c.solution;
      const bx = w - tw - 24;
      ctx.fillRect(bx, h - 34, tw + 16, 26);
      ctx.fillStyle = c.primaryInk;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, bx + 8, h - 21);
    }
    // Live only with nothing live left.
    if (this.liveOnly) {
      let any = false;
      for (let e = 1; e <= this.structure.primaryCount; e += 1) if (presence.entry[e] > 0) any = true;
      if (!any) {
        ctx.font = `600 15px ${FONT}`;
        ctx.fillStyle = c.muted;
        ctx.textAlign = 'center';
        ctx.fillText('Every primary item is covered: nothing is left to choose.', w / 2, h / 2);
      }
    }
  }
}
