// The exact-cover matrix drawn as the torus it is: item headers across the top in their
// circular prev/next list, one row per option, a node wherever an option has an item, and each
// column's up/down links as a circle that runs down past the last row and back up to its header.
// It only reads the trace (the links, the path in `trace.levels`, the last events) and draws;
// every position comes from www/watch/matrix/layout.js, which is pure and unit-tested.
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
//   view.render(change, progress)    the renderer interface (see www/watch/player/player.js)
//   view.fit(), view.zoomBy(factor), view.zoomToCurrent(), view.setLiveOnly(on)
//                         fit: the whole matrix; too tall, by its width, following the search;
//                         too big to read even by its width, a readable region (style.js's
//                         SCREEN_ and PRESENT_ scales) that follows the search, the whole in
//                         a corner
//   view.nodeAt(x, y), view.nodePosition(n)   CSS pixels relative to the canvas (for tests)
//   view.setTrace(trace), view.destroy()
//   view.setPresent(on)   projector type: names and labels at least 16 px, a fit that keeps them
//                         readable, the present palette (the canvas's data-name-px and
//                         data-label-px say the sizes last drawn, 0 when none was)
//   canvas.textLog         every text the last frame drawn whole drew: kind, size, box
//                         (shared/text-log.js)
//   view.setMask(kind)    a Predict question of `kind` is open (null: none): at a solution
//                         question the chosen options are not highlighted, at a dead end the
//                         lens are not drawn (the canvas's data-chosen lists the options
//                         highlighted, data-lens says "shown" or "withheld")
//   canvas data-drawn      the trace position whose final frame the canvas holds, drawn in the
//                         project's fonts; empty while a change animates or the faces load
//   view.hover(n), view.request()   for its input (matrix/input.js)
//
// This file holds the view's state and wires its pieces, each made once with the view:
//   matrix/dom.js       the toolbar, canvas, tooltip and legend elements
//   matrix/input.js     clicks, wheel, pointers and keys, through the methods below
//   matrix/camera.js    the view transform: fit, zoom, pan, follow, screen <-> world
//   matrix/tooltip.js   what hovering a node tells, and where its tooltip goes
//   matrix/motion.js    what a change means for one frame, and the strips it redraws
//   matrix/paint.js     the body (bands, rows, columns, nodes), then
//   matrix/paint-bands.js   the header band, the label band and the overlays over it
//   matrix/style.js     the palette and the scales where the detail changes

import { fullWeights, liveWeights, matrixGeometry, matrixStructure, readPresence } from './layout.js';
import { MatrixCamera } from './camera.js';
import { buildMatrixDom } from './dom.js';
import { bindMatrixInput } from './input.js';
import { changedStrips, frameMotion } from './motion.js';
import { MatrixPainter } from './paint.js';
import { PRESENT_MIN_SCALE, PRESENT_REGION_SCALE, PRESENT_TEXT_SCALE, SCREEN_MIN_SCALE, SCREEN_REGION_SCALE, readColors } from './style.js';
import { MatrixTooltip, nodeInfo } from './tooltip.js';
import { readHues } from './colors.js';
import { showColorLegend } from './dom.js';
import { canvasFontsLoaded, onCanvasFonts } from '../../shared/canvas-fonts.js';
import { TextLog } from '../../shared/text-log.js';

export class MatrixView {
  /**
   * @param container  an element the view fills (give it a height; the view adds a toolbar,
   *                   the canvas and a legend inside)
   * @param trace      the Trace to draw (www/watch/player/trace.js)
   * @param onHover    called with the hovered node's info (see `info`) or null
   */
  constructor(container, trace, { onHover } = {}) {
    this.container = container;
    this.onHover = onHover;
    this.liveOnly = false;
    this.present = false;
    /** The type last drawn (px): item names and option labels (0: too small to draw). */
    this.drawnText = { names: 0, labels: 0 };
    this.hovered = -1;
    this.change = null;
    this.progress = 1;
    this.frame = 0;
    this.size = { w: 0, h: 0, dpr: 1 };
    this.#build();
    this.colors = readColors(this.root);
    this.hues = readHues(this.root);
    this.setTrace(trace);
  }

  /** The view transform `{ s, tx, ty }`: screen = world * s + (tx, ty), in CSS pixels. */
  get view() {
    return this.camera.view;
  }

  // ------------------------------------------------------------------ DOM

  #build() {
    // root, buttons, badge, caption, stage, canvas, tip, legend, ctx
    Object.assign(this, buildMatrixDom(this.container));
    this.camera = new MatrixCamera(this.stage);
    this.camera.readable = SCREEN_MIN_SCALE;
    this.camera.region = SCREEN_REGION_SCALE;
    this.tooltip = new MatrixTooltip(this, this.tip);
    this.painter = new MatrixPainter(this);
    // What the last frame drew as text, for whoever checks a projector's type (shared/text-log.js).
    this.painter.log = new TextLog();
    this.canvas.textLog = this.painter.log;
    const on = (target, type, fn, opts) => {
      target.addEventListener(type, fn, opts);
      (this.listeners ??= []).push(() => target.removeEventListener(type, fn, opts));
    };
    bindMatrixInput(this, on);
    this.resizeObserver = new ResizeObserver(() => {
      this.camera.forgetSize();
      this.#resize();
    });
    this.resizeObserver.observe(this.stage);
    const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (dark) on(dark, 'change', () => this.refreshColors());
    (this.listeners ??= []).push(
      onCanvasFonts(() => {
        this.drawn = null;
        this.request();
      })
    );
  }

  /** Reads the colors again (after a theme change). */
  refreshColors() {
    this.colors = readColors(this.root);
    this.hues = readHues(this.root);
    this.request();
  }

  /** Shows another trace (a new problem): rebuilds the layout and fits it. */
  setTrace(trace) {
    this.trace = trace;
    this.structure = matrixStructure(trace);
    const st = this.structure;
    this.full = fullWeights(st);
    this.fullGeometry = matrixGeometry(st, this.full, undefined, this.#textScale());
    this.geometry = this.fullGeometry;
    this.liveGeometry = null;
    this.liveW = null;
    const { nodes, items } = trace.links();
    this.presence = readPresence(st, nodes, items);
    this.mask = null;
    this.chosen = new Uint8Array(st.optionCount);
    this.chosenList = [];
    showColorLegend(this.legend, trace.hasColors);
    this.hovered = -1;
    this.tooltip.show(null);
    this.change = null;
    this.progress = 1;
    this.camera.userMoved = false;
    this.canvas.setAttribute(
      'aria-label',
      `The dancing-links matrix: ${st.itemCount} items as columns, ${st.optionCount} options as rows. ` +
        'Hover or tap a node to read its links. Keys: plus and minus zoom, 0 fits, C zooms to the ' +
        'item being branched on, L shows only what is still live, Shift with W A S D pans.'
    );
    this.camera.forgetSize();
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
    if (refit || !this.camera.userMoved || old.w <= 1) this.#fitNow();
    else this.camera.keepCentre(w - old.w, h - old.h);
    this.size = { w, h, dpr };
    this.#draw();
  }

  /** The canvas's size in CSS pixels (the stage inside its border). */
  stageSize() {
    return this.camera.stageSize();
  }

  /**
   * Fits the matrix: whole, or a tall one by its width, which then follows the search (the
   * row being tried stays in view) until the student moves the view.
   */
  #fitNow() {
    this.camera.fit(this.geometry);
    this.#follow();
    this.#caption();
  }

  /** In a tall matrix fitted by its width: scrolls to the row the search is at. */
  #follow() {
    if (!this.camera.following) return;
    const level = this.trace.levels.at(-1);
    let o = level ? level.option : -1;
    if (level && o < 0) {
      // No option tried yet at this level: the first one left in the chosen item's column.
      const first = this.trace.links().nodes[4 * (level.item + 1) + 1];
      if (first > this.structure.itemCount) o = this.structure.nodeOptions[first];
    }
    this.camera.followRow(this.geometry, o);
    if (this.camera.regionFit && level) this.camera.followColumn(this.geometry, this.geometry.entryX[level.item + 1]);
  }

  #caption() {
    const st = this.structure;
    const secondary = st.itemCount - st.primaryCount;
    const follow = !this.camera.following
      ? ''
      : this.camera.regionFit
        ? '; a readable region, following the search (the whole in the corner)'
        : '; fitted to the width, following the search';
    const text =
      `${st.primaryCount} primary` +
      (secondary ? ` and ${secondary} secondary` : '') +
      ` items, ${st.optionCount} options${follow}`;
    if (this.caption.textContent !== text) this.caption.textContent = text;
  }

  /** Shows the whole matrix. */
  fit() {
    this.camera.forgetSize();
    this.camera.userMoved = false;
    this.#fitNow();
    this.request();
  }

  /** Zooms by `factor` around (x, y) in canvas pixels (the middle by default). */
  zoomBy(factor, x, y) {
    this.camera.zoomBy(this.geometry, factor, x, y);
    this.request();
  }

  panBy(dx, dy) {
    this.camera.panBy(this.geometry, dx, dy);
    this.request();
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
    const level = this.trace.levels.at(-1);
    let n = level.node;
    if (n < 0) {
      const { nodes } = this.trace.links();
      n = nodes[4 * (item + 1) + 1];
    }
    const x = g.entryX[item + 1];
    const y = n > this.structure.itemCount ? g.rowY[this.structure.nodeOptions[n]] : g.rowsTop + 1;
    this.camera.zoomToRead(g, x, y);
    this.request();
    return true;
  }

  #textScale() {
    return this.present ? PRESENT_TEXT_SCALE : 1;
  }

  /**
   * Present mode on or off: the type grows to a projector's (names and labels drawn at least
   * PRESENT_LABEL_PX), the layout makes room for it, Fit keeps cells readable, and the palette
   * is read again (present mode's CSS gives a high-contrast one). Fits the matrix again.
   */
  setPresent(on) {
    on = Boolean(on);
    if (on === this.present) return;
    this.present = on;
    this.camera.forgetSize();
    this.camera.readable = on ? PRESENT_MIN_SCALE : SCREEN_MIN_SCALE;
    this.camera.region = on ? PRESENT_REGION_SCALE : SCREEN_REGION_SCALE;
    this.fullGeometry = matrixGeometry(this.structure, this.full, undefined, this.#textScale());
    this.liveGeometry = null;
    this.#layoutFor(this.#presenceNow());
    this.colors = readColors(this.root);
    this.hues = readHues(this.root);
    this.camera.userMoved = false;
    this.#resize(true);
  }

  /** A Predict question of `kind` is open, or none (null): see the top of this file. */
  setMask(kind) {
    kind = kind ?? null;
    if (kind === this.mask) return;
    this.mask = kind;
    this.render(null);
  }

  /** Shows only what is still live (covered items and unusable options take no room), or all. */
  setLiveOnly(on) {
    this.liveOnly = Boolean(on);
    this.buttons.live.setAttribute('aria-pressed', String(this.liveOnly));
    this.#layoutFor(this.#presenceNow());
    this.#fitNow();
    this.camera.userMoved = false;
    this.request();
  }

  // ------------------------------------------------------------------ hit testing (CSS px)

  /** The node under canvas point (x, y) in CSS pixels, or -1. */
  nodeAt(x, y) {
    return this.camera.nodeAt(this.structure, this.geometry, x, y);
  }

  /** Where node n is drawn, in CSS pixels relative to the canvas (null for spacers). */
  nodePosition(n) {
    return this.camera.nodePosition(this.structure, this.geometry, n);
  }

  /** Hovers node n (-1: none): its tooltip, its ring, and onHover. */
  hover(n) {
    if (n === this.hovered) {
      if (n >= 0) this.tooltip.place();
      return;
    }
    this.hovered = n;
    const info = n >= 0 ? this.info(n) : null;
    this.tooltip.show(info);
    this.onHover?.(info);
    this.request();
  }

  /** What a student may want to know about node n (see nodeInfo in matrix/tooltip.js). */
  info(n) {
    return nodeInfo(this.structure, this.trace, n);
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

  /** Draws at the next animation frame (once, however often asked before it). */
  request() {
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
    this.liveGeometry = matrixGeometry(this.structure, this.liveW, this.liveGeometry ?? undefined, this.#textScale());
    this.geometry = this.liveGeometry;
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
    const key = `${s} ${tx} ${ty} ${w} ${h} ${dpr} ${this.liveOnly} ${this.present} ${this.hovered} ${this.colors.bg}`;
    const same = this.change !== null && this.change === this.drawn?.change && key === this.drawn.key;
    const strips = !same ? null : this.progress === this.drawn.progress ? [] : changedStrips(this, frame.m);
    if (strips) for (const clip of strips) this.painter.paint(frame, clip);
    else this.painter.paint(frame, null);
    this.drawn = { change: this.change, key, progress: this.progress };
    // For whoever compares pictures (the tests): the position drawn, once the frame is final
    // (the change's last frame, in the project's fonts); empty while it is not.
    const final = this.progress >= 1 && canvasFontsLoaded() ? String(this.trace.position) : '';
    if (this.canvas.dataset.drawn !== final) this.canvas.dataset.drawn = final;
    const names = String(Math.round(this.drawnText.names * 10) / 10);
    const labels = String(Math.round(this.drawnText.labels * 10) / 10);
    if (this.canvas.dataset.namePx !== names) this.canvas.dataset.namePx = names;
    if (this.canvas.dataset.labelPx !== labels) this.canvas.dataset.labelPx = labels;
    if (this.hovered >= 0) {
      this.tooltip.show(this.info(this.hovered));
      this.tooltip.place();
    }
  }

  /**
   * Paints the picture shown now once more, whole, onto `ctx` (an offscreen canvas's context, or
   * a recorder that writes SVG, export/svg.js) at `scale` device pixels per CSS pixel, with
   * `bg` for the background when given: for export. The view's own canvas is left as it is.
   */
  paintTo(ctx, { scale = 1, bg = null } = {}) {
    const frame = this.#prepare();
    const painter = this.painter;
    const saved = { ctx: painter.ctx, canvas: painter.canvas, dashes: painter.dashCache, size: this.size, colors: this.colors, log: painter.log };
    painter.ctx = ctx;
    painter.log = null;
    painter.canvas = ctx.canvas;
    // A pattern belongs to the context that made it: the export makes its own.
    painter.dashCache = new Map();
    this.size = { ...this.size, dpr: scale };
    if (bg) this.colors = { ...this.colors, bg };
    try {
      painter.paint(frame, null);
    } finally {
      painter.ctx = saved.ctx;
      painter.canvas = saved.canvas;
      painter.dashCache = saved.dashes;
      painter.log = saved.log;
      this.size = saved.size;
      this.colors = saved.colors;
    }
    return { width: saved.size.w, height: saved.size.h };
  }

  /** What every pass of a frame shares: presence (with the motion applied), the path. */
  #prepare() {
    const st = this.structure;
    const t = this.trace;
    const { nodes, items } = t.links();
    const presence = readPresence(st, nodes, items, this.presence);
    const m = frameMotion(t, this.change, this.progress, presence);
    const solved = m.solved || m.flash > 0;
    if (this.badge.hidden === solved) this.badge.hidden = !solved;
    this.#layoutFor(presence);
    // The path: chosen options (the deepest one is the option being tried) and the current item.
    for (const o of this.chosenList) this.chosen[o] = 0;
    this.chosenList.length = 0;
    // A Predict question on the solution is open: the options chosen are its answer.
    const withhold = this.mask === 'solution';
    for (const level of t.levels) {
      if (level.option >= 0 && !withhold) {
        this.chosen[level.option] = 1;
        this.chosenList.push(level.option);
      }
    }
    this.hideLens = this.mask === 'deadEnd';
    const shown = { chosen: this.chosenList.join(' '), lens: this.hideLens ? 'withheld' : 'shown' };
    if (this.canvas.dataset.chosen !== shown.chosen) this.canvas.dataset.chosen = shown.chosen;
    if (this.canvas.dataset.lens !== shown.lens) this.canvas.dataset.lens = shown.lens;
    const current = this.currentItem();
    if (this.buttons.current.disabled !== current < 0) this.buttons.current.disabled = current < 0;
    // With colors, the engine's answers for this position: each node's color and mark, and
    // the color the chosen options gave each item.
    let nodeColors = null;
    let itemColors = null;
    if (t.hasColors) {
      nodeColors = t.nodeColors();
      itemColors = new Uint32Array(st.itemCount);
      for (let k = st.primaryCount; k < st.itemCount; k += 1) itemColors[k] = t.itemColor(k);
    }
    return { nodes, items, presence, m, current, nodeColors, itemColors };
  }
}
