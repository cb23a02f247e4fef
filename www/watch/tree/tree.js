// The search tree: one node per option tried (the trace's `tree`, www/watch/player/tree-store.js,
// which lays it out as it grows), labelled "k of d" (the k-th of the d options of the item
// branched on at that level), with the current path highlighted, the solutions starred and the
// dead ends (options tried that led nowhere) dashed in red. It grows as the search runs and
// shrinks when stepping back, because the trace's tree does.
//
// Small trees are drawn in SVG with their labels; large ones (a 9x9 Sudoku tries thousands of
// options) on a canvas that draws only the visible window: the nodes whose columns are in it
// are a range of node numbers, so a frame costs what is seen, not the size of the tree. The
// nodes the trace has forgotten with the history (stepping back cannot reach them) are
// summarised: their columns are shaded and counted. Either way the view scrolls itself to
// follow the current path, until the user scrolls it elsewhere.

import { plural } from '../../shared/numbers.js';
import { onCanvasFonts } from '../../shared/canvas-fonts.js';
import { TextLog } from '../../shared/text-log.js';
import { itemMeaning, optionMeaning } from '../board/index.js';
import { searchPhase } from '../panels/index.js';

// ---------------------------------------------------------------- reading the tree (pure)

/** The tree nodes on the current path (the trace's `levels`), from level 0 down. */
export function treePath(levels) {
  const path = [];
  for (const level of levels) if (level.tree >= 0) path.push(level.tree);
  return path;
}

/**
 * What node `i` is now: 'solution' (its options complete a solution), 'path' (on the current
 * path), 'dead' (tried, led nowhere: no child, not on the path, not a solution) or 'done' (its
 * subtree has been searched and left).
 */
export function nodeStatus(tree, i, onPath) {
  if (tree.solution(i)) return 'solution';
  if (onPath) return 'path';
  return tree.children(i) === 0 ? 'dead' : 'done';
}

/** How many dead ends the tree has now (counted from its leaves, in O(1)). */
export function deadEndCount(tree, path, solutions) {
  const end = path.length ? path[path.length - 1] : -1;
  const endIsOpenLeaf = end >= 0 && tree.children(end) === 0 && !tree.solution(end);
  return tree.leaves - solutions - (endIsOpenLeaf ? 1 : 0);
}

/** The words for node `i` when the pointer is on it. */
export function nodeTitle(trace, i, onPath) {
  const t = trace.tree.entry(i);
  let text = `Level ${t.level}, option ${t.k} of ${t.d}: ${optionMeaning(trace, t.option)}`;
  // The item branched on is known for the path (the trace keeps it per level).
  if (onPath) text += ` (to cover: ${itemMeaning(trace, trace.levels[t.level].item)})`;
  return text;
}

/**
 * The line under the tree: what it holds, and where the search is. "Level" is always the
 * engine's (the statistics' LEVEL, the narration's "back up from level 2"): after a backtrack
 * the search is still at the level it backs up from, below the path's last option, so the
 * caption says both apart instead of calling the path's end the level the search is at.
 */
export function treeCaption(trace, path = treePath(trace.levels)) {
  const tried = trace.tree.length;
  const sols = trace.solutions.length;
  const dead = deadEndCount(trace.tree, path, sols);
  let text = `${plural(tried, 'option')} tried, ${plural(sols, 'solution')}, ${plural(dead, 'dead end')}.`;
  if (path.length === 0) return text;
  const end = trace.tree.entry(path[path.length - 1]);
  const { level } = trace.stats();
  const option = `option ${end.k} of ${end.d}`;
  const phase = searchPhase(trace);
  if (phase === 'backing') {
    text +=
      level > end.level
        ? ` Backing up from level ${level}; the path ends with ${option} at level ${end.level}.`
        : ` Backing up at level ${level}, taking back ${option}.`;
  } else if (level > end.level) {
    text += ` At level ${level}, choosing; the path ends with ${option} at level ${end.level}.`;
  } else {
    text += ` At level ${level}: ${option}.`;
  }
  return text;
}

/** "k of d". */
export function nodeLabel(entry) {
  return `${entry.k} of ${entry.d}`;
}

// ---------------------------------------------------------------- the view

const SVG_NS = 'http://www.w3.org/2000/svg';

// Sizes in CSS pixels: columns and rows of the layout, and the node shapes.
const GEOMETRY = {
  svg: { col: 72, row: 48, pad: 16, w: 64, h: 24 },
  canvas: { col: 12, row: 26, pad: 20, w: 9, h: 9 },
};

/**
 * How much larger the tree is drawn on a projector (Present mode): the largest of these at
 * which the whole tree fits its panel, else 1 (and the panel scrolls, as on a screen).
 */
const PRESENT_SCALES = [1.5, 1.35, 1.25];
/** Present mode: the canvas's labels are never drawn under this (px). */
const PRESENT_TEXT_PX = 16;

/** GEOMETRY at a scale: every length times `k`. */
function scaled(k) {
  const out = {};
  for (const [mode, g] of Object.entries(GEOMETRY)) {
    out[mode] = Object.fromEntries(Object.entries(g).map(([key, v]) => [key, v * k]));
  }
  return out;
}

export class TreeView {
  /**
   * @param container  an empty element; the view builds its own content inside
   * @param trace      the Trace to show
   * @param svgLimit   above this many nodes the tree is drawn on a canvas (back to SVG below
   *                   four fifths of it, so it does not flip back and forth at the border)
   */
  constructor(container, trace, { svgLimit = 400 } = {}) {
    this.trace = trace;
    this.svgLimit = svgLimit;
    this.scale = 1;
    this.present = false;
    this.geometry = scaled(1);
    this.mode = '';
    this.follow = true;
    this.drawn = '';
    this.path = [];
    this.onPath = new Set();
    this.colors = null;

    const root = document.createElement('div');
    root.className = 'tree-view';
    this.root = root;
    this.caption = document.createElement('p');
    this.caption.className = 'tree-caption';
    this.caption.id = uniqueId('tree-caption');
    const frame = document.createElement('div');
    frame.className = 'tree-frame';
    this.scroller = document.createElement('div');
    this.scroller.className = 'tree-scroll';
    this.scroller.tabIndex = 0;
    this.scroller.setAttribute('role', 'region');
    this.scroller.setAttribute('aria-label', 'Search tree');
    this.scroller.setAttribute('aria-describedby', this.caption.id);
    this.sizer = document.createElement('div');
    this.sizer.className = 'tree-sizer';
    this.scroller.append(this.sizer);
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'tree-canvas';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.hidden = true;
    // What the canvas last drew as text (shared/text-log.js): tests read a projector's type here.
    this.textLog = new TextLog();
    this.canvas.textLog = this.textLog;
    this.tooltip = document.createElement('div');
    this.tooltip.className = 'tree-tooltip';
    this.tooltip.setAttribute('role', 'tooltip');
    this.tooltip.hidden = true;
    this.followButton = document.createElement('button');
    this.followButton.type = 'button';
    this.followButton.className = 'tree-follow';
    this.followButton.textContent = 'Follow the search';
    this.followButton.title = 'Scroll the tree back to the current path and keep following it';
    this.followButton.hidden = true;
    frame.append(this.scroller, this.canvas, this.tooltip, this.followButton);
    root.append(this.caption, frame, legend());
    container.append(root);

    // The user's own scrolling (wheel, touch, scrollbar, keys) stops the following.
    this.listeners = [];
    const stop = () => this.#setFollow(false);
    const keys = (e) => {
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(e.key)) stop();
    };
    this.#listen(this.scroller, 'wheel', stop, { passive: true });
    this.#listen(this.scroller, 'touchstart', stop, { passive: true });
    this.#listen(this.scroller, 'pointerdown', stop);
    this.#listen(this.scroller, 'keydown', keys);
    this.#listen(this.scroller, 'scroll', () => this.#scrolled());
    this.#listen(this.scroller, 'pointermove', (e) => this.#hover(e));
    this.#listen(this.scroller, 'pointerleave', () => (this.tooltip.hidden = true));
    this.#listen(this.followButton, 'click', () => {
      this.#setFollow(true);
      this.#followPath();
      this.#draw(true);
    });
    if (typeof ResizeObserver === 'function') {
      this.resizer = new ResizeObserver(() => {
        if (this.#fitScale() !== this.scale) this.render(null);
        else this.#draw(true);
      });
      this.resizer.observe(this.scroller);
    }
    const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (dark) {
      this.#listen(dark, 'change', () => {
        this.colors = null;
        this.render(null);
      });
    }
    this.stopFonts = onCanvasFonts(() => this.#draw(true));
    this.render(null, 1);
  }

  /**
   * Draws the tree as it is now. `change` null redraws everything (after a seek or a new
   * problem); otherwise only what changed is touched. `progress` is not needed.
   */
  render(change) {
    const { trace } = this;
    const tree = trace.tree;
    const scale = this.#fitScale();
    if (scale !== this.scale) {
      // Every node's place changes: the drawing starts again (the layout, in cells, stays).
      this.scale = scale;
      this.geometry = scaled(scale);
      this.mode = '';
    }
    const count = tree.length;
    // A tree that has forgotten nodes is a long one: the canvas summarises what it forgot.
    const small = tree.base === 0 && (this.mode === 'canvas' ? count < 0.8 * this.svgLimit : count <= this.svgLimit);
    const mode = small ? 'svg' : 'canvas';
    const full = change === null || change === undefined || mode !== this.mode;
    if (mode !== this.mode) this.#setMode(mode);
    // The palette is read once per mode and theme: reading styles in every frame costs the
    // browser a style pass there and then.
    if (this.colors === null) this.colors = readColors(this.root);

    const oldPath = this.path;
    this.path = treePath(trace.levels);
    this.onPath = new Set(this.path);
    const key = `${tree.version}|${tree.base}|${this.path.join(',')}|${trace.solutions.length}`;
    const changed = full || key !== this.key;
    this.key = key;
    if (!changed) return;

    const g = this.geometry[this.mode];
    // On the canvas the path's labels sit right of the nodes: leave them room.
    const labels = this.mode === 'canvas' ? 40 : 0;
    this.sizer.style.width = `${2 * g.pad + Math.max(1, tree.width - 1) * g.col + g.w + labels}px`;
    this.sizer.style.height = `${2 * g.pad + tree.depth * g.row + g.h}px`;
    if (this.mode === 'svg') this.#syncSvg(full, oldPath);
    if (this.follow) this.#followPath();
    this.#draw(full);
    this.#caption();
  }

  /** On a projector the tree is drawn larger (its labels readable from the back of a room). */
  setPresent(on) {
    if (on === this.present) return;
    this.present = on;
    this.colors = null;
    this.render(null);
  }

  /** The scale to draw at: 1 on a screen; on a projector, the largest that fits the panel. */
  #fitScale() {
    if (!this.present) return 1;
    const w = this.scroller.clientWidth;
    const h = this.scroller.clientHeight;
    const { width, depth } = this.trace.tree;
    const g = GEOMETRY.svg;
    const needW = 2 * g.pad + Math.max(1, width - 1) * g.col + g.w;
    const needH = 2 * g.pad + depth * g.row + g.h;
    for (const k of PRESENT_SCALES) if (w === 0 || (needW * k <= w && needH * k <= h)) return k;
    // Too big to fit at a projector's size: still drawn at it (its labels never under 16 px),
    // and the panel scrolls.
    return PRESENT_SCALES.at(-1);
  }

  destroy() {
    for (const [target, type, fn, options] of this.listeners) target.removeEventListener(type, fn, options);
    this.resizer?.disconnect();
    this.stopFonts();
    this.root.remove();
  }

  // ---------------------------------------------------------- shared

  #listen(target, type, fn, options) {
    target.addEventListener(type, fn, options);
    this.listeners.push([target, type, fn, options]);
  }

  /** Where node i is drawn, in content pixels (the root, i = -1, sits above level 0). */
  #at(i) {
    const g = this.geometry[this.mode];
    if (i < 0) return [g.pad + g.w / 2, g.pad + g.h / 2];
    const tree = this.trace.tree;
    return [g.pad + g.w / 2 + tree.x(i) * g.col, g.pad + g.h / 2 + (tree.level(i) + 1) * g.row];
  }

  /** Where node i's parent is drawn (the start for a node at level 0), known even when forgotten. */
  #parentAt(i) {
    const g = this.geometry[this.mode];
    const tree = this.trace.tree;
    return [g.pad + g.w / 2 + Math.max(0, tree.px(i)) * g.col, g.pad + g.h / 2 + tree.level(i) * g.row];
  }

  #setMode(mode) {
    this.mode = mode;
    this.colors = null;
    this.root.dataset.mode = mode;
    this.canvas.hidden = mode !== 'canvas';
    this.sizer.replaceChildren();
    this.els = [];
    this.svg = null;
    if (mode === 'svg') {
      const svg = document.createElementNS(SVG_NS, 'svg');
      svg.setAttribute('class', 'tree-svg');
      svg.setAttribute('role', 'img');
      this.edges = document.createElementNS(SVG_NS, 'g');
      this.nodes = document.createElementNS(SVG_NS, 'g');
      const [rx, ry] = this.#at(-1);
      const start = document.createElementNS(SVG_NS, 'circle');
      start.setAttribute('class', 'tree-root');
      start.setAttribute('cx', String(rx));
      start.setAttribute('cy', String(ry));
      start.setAttribute('r', String(6 * this.scale));
      svg.style.setProperty('--tree-scale', String(this.scale));
      svg.append(this.edges, start, this.nodes);
      this.sizer.append(svg);
      this.svg = svg;
    }
  }

  #setFollow(on) {
    this.follow = on;
    this.followButton.hidden = on;
  }

  /** Scrolls so that the end of the current path (or the root) is in view, with a margin. */
  #followPath() {
    const s = this.scroller;
    const end = this.path.length ? this.path[this.path.length - 1] : -1;
    const [x, y] = this.#at(end);
    const g = this.geometry[this.mode];
    const mx = Math.min(s.clientWidth / 3, 4 * g.col);
    const my = Math.min(s.clientHeight / 3, 2 * g.row);
    if (x < s.scrollLeft + mx || x > s.scrollLeft + s.clientWidth - mx) {
      s.scrollLeft = Math.max(0, x - s.clientWidth / 2);
    }
    if (y < s.scrollTop + my || y > s.scrollTop + s.clientHeight - my) {
      s.scrollTop = Math.max(0, y - s.clientHeight / 2);
    }
  }

  #scrolled() {
    if (this.mode === 'canvas') this.#draw(false);
  }

  #hover(e) {
    const rect = this.scroller.getBoundingClientRect();
    const cx = e.clientX - rect.left + this.scroller.scrollLeft;
    const cy = e.clientY - rect.top + this.scroller.scrollTop;
    const g = this.geometry[this.mode];
    const column = Math.round((cx - g.pad - g.w / 2) / g.col);
    const level = Math.round((cy - g.pad - g.h / 2) / g.row) - 1;
    const i = column >= 0 && level >= 0 ? this.trace.tree.nodeAt(column, level) : -1;
    let text = '';
    if (i >= 0) {
      const [x, y] = this.#at(i);
      const near = Math.abs(cx - x) <= Math.max(g.w / 2, g.col / 2) + 2 && Math.abs(cy - y) <= Math.max(g.h / 2, 6) + 3;
      if (near) {
        const status = nodeStatus(this.trace.tree, i, this.onPath.has(i));
        text = `${nodeTitle(this.trace, i, this.onPath.has(i))}. ${STATUS_WORDS[status]}`;
      }
    } else if (column === 0 && level === -1) {
      text = 'The start: nothing chosen yet.';
    }
    if (!text) {
      this.tooltip.hidden = true;
      return;
    }
    this.tooltip.textContent = text;
    this.tooltip.hidden = false;
    const frame = this.tooltip.parentElement.getBoundingClientRect();
    const left = Math.min(e.clientX - frame.left + 14, frame.width - this.tooltip.offsetWidth - 4);
    this.tooltip.style.left = `${Math.max(4, left)}px`;
    this.tooltip.style.top = `${e.clientY - frame.top + 16}px`;
  }

  #caption() {
    const text = treeCaption(this.trace, this.path);
    if (this.caption.textContent !== text) this.caption.textContent = text;
    if (this.svg) this.svg.setAttribute('aria-label', `Search tree: ${text}`);
  }

  // ---------------------------------------------------------- SVG

  #syncSvg(full, oldPath) {
    const { trace } = this;
    const tree = trace.tree;
    const els = this.els;
    // Take off the nodes the tree lost (or replaced), then add the new ones.
    let keep = Math.min(tree.length, els.length);
    while (keep > 0 && els[keep - 1].id !== tree.id(keep - 1)) keep -= 1;
    while (els.length > keep) {
      const el = els.pop();
      el.g.remove();
      el.edge.remove();
    }
    const touched = full ? null : new Set([...oldPath, ...this.path]);
    for (let i = keep; i < tree.length; i += 1) {
      els.push(this.#svgNode(i));
      touched?.add(i);
    }
    const restyle = (i) => {
      const el = els[i];
      if (!el) return;
      const onPath = this.onPath.has(i);
      let cls = `tree-node ${nodeStatus(tree, i, onPath)}`;
      if (onPath) cls += ' on-path';
      if (i === this.path[this.path.length - 1]) cls += ' current';
      if (el.cls !== cls) {
        el.cls = cls;
        el.g.setAttribute('class', cls);
        el.edge.setAttribute('class', onPath ? 'tree-edge on-path' : 'tree-edge');
        // A star as well as the color, so a solution stands out without seeing colors.
        el.text.textContent = (cls.includes('solution') ? '★ ' : '') + nodeLabel(tree.entry(i));
      }
    };
    if (touched) for (const i of touched) restyle(i);
    else for (let i = 0; i < els.length; i += 1) restyle(i);
    // The path's edges are drawn last, so no grey edge crosses over them.
    for (const i of this.path) if (els[i]) this.edges.append(els[i].edge);
    this.svg.setAttribute('width', this.sizer.style.width);
    this.svg.setAttribute('height', this.sizer.style.height);
  }

  #svgNode(i) {
    const g = this.geometry.svg;
    const entry = this.trace.tree.entry(i);
    const [x, y] = this.#at(i);
    const [px, py] = this.#parentAt(i);
    const edge = document.createElementNS(SVG_NS, 'path');
    edge.setAttribute('class', 'tree-edge');
    edge.setAttribute('d', elbow(px, py + (entry.parent < 0 ? 6 * this.scale : g.h / 2), x, y - g.h / 2, y - g.row / 2));
    this.edges.append(edge);
    const node = document.createElementNS(SVG_NS, 'g');
    node.setAttribute('transform', `translate(${x} ${y})`);
    const rect = document.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('x', String(-g.w / 2));
    rect.setAttribute('y', String(-g.h / 2));
    rect.setAttribute('width', String(g.w));
    rect.setAttribute('height', String(g.h));
    rect.setAttribute('rx', String(g.h / 2));
    const text = document.createElementNS(SVG_NS, 'text');
    text.setAttribute('dy', '0.35em');
    text.textContent = nodeLabel(entry);
    node.append(rect, text);
    this.nodes.append(node);
    return { g: node, edge, text, cls: '', id: this.trace.tree.id(i) };
  }

  // ---------------------------------------------------------- canvas

  /** Redraws the visible window of a large tree (only when something changed, or `force`). */
  #draw(force) {
    if (this.mode !== 'canvas') return;
    const s = this.scroller;
    const canvas = this.canvas;
    const ratio = globalThis.devicePixelRatio || 1;
    const w = s.clientWidth;
    const h = s.clientHeight;
    const key = `${this.key}|${s.scrollLeft}|${s.scrollTop}|${w}|${h}|${ratio}`;
    if (!force && key === this.drawn) return;
    this.drawn = key;
    if (canvas.width !== Math.round(w * ratio) || canvas.height !== Math.round(h * ratio)) {
      canvas.width = Math.round(w * ratio);
      canvas.height = Math.round(h * ratio);
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    this.textLog.reset();
    this.noting = { left: s.scrollLeft, top: s.scrollTop };
    try {
      this.paintCanvas(ctx, { left: s.scrollLeft, top: s.scrollTop, w, h, ratio });
    } finally {
      this.noting = null;
    }
  }

  /** The size of the canvas's labels: 11 px scaled, and never under 16 px on a projector. */
  #textPx() {
    return this.present ? Math.max(PRESENT_TEXT_PX, 11 * this.scale) : 11 * this.scale;
  }

  /** Notes a text the view's own canvas draws at content point (x, y top left), for tests. */
  #note(ctx, text, px, x, y) {
    if (!this.noting) return;
    const x0 = x - this.noting.left;
    const y0 = y - this.noting.top;
    this.textLog.add('tree', px, x0, y0, x0 + ctx.measureText(text).width, y0 + px, text);
  }

  /** The size of the whole tree in CSS pixels, as the canvas draws it. */
  canvasSize() {
    return { w: Number.parseFloat(this.sizer.style.width) || 1, h: Number.parseFloat(this.sizer.style.height) || 1 };
  }

  /**
   * Paints the window `left, top, w, h` (content pixels) of a large tree onto `ctx` at `ratio`
   * device pixels per CSS pixel: the visible window on the view's canvas, or the whole tree on
   * a context made for export (a canvas, or the SVG recorder of export/svg.js).
   */
  paintCanvas(ctx, { left, top, w, h, ratio, background = null }) {
    const c = this.colors;
    const g = this.geometry.canvas;
    const tree = this.trace.tree;
    ctx.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
    ctx.clearRect(left, top, w, h);
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(left, top, w, h);
    }
    const visible = (x0, y0, x1, y1) => x1 >= left - 10 && x0 <= left + w + 10 && y1 >= top - 10 && y0 <= top + h + 10;
    // Only the nodes whose columns are in the window (a range of node numbers: see firstFrom),
    // so a frame costs what is seen, not the size of the tree.
    const lo = tree.firstFrom(Math.floor((left - 10 - g.pad - g.w) / g.col));
    const hi = tree.firstFrom(Math.ceil((left + w + 10 - g.pad) / g.col) + 1);

    // The columns of the nodes forgotten with the history (stepping back cannot reach them):
    // shaded, with how many there were.
    if (tree.base > 0) this.#paintForgotten(ctx, { left, top, w, h });

    // Edges: the grey ones first, the path over them. An edge runs down from the parent,
    // across, and down to the child: those of the nodes in the window, and those that cross it
    // to a child right of it (from the ancestors of the first node past it, which is in each
    // such parent's subtree since nodes are numbered depth first).
    ctx.lineWidth = 1;
    ctx.strokeStyle = c.edge;
    ctx.beginPath();
    const edge = (i) => {
      const [x, y] = this.#at(i);
      const [px, py] = this.#parentAt(i);
      if (visible(Math.min(px, x), py, Math.max(px, x), y)) elbowTo(ctx, px, py, x, y, y - g.row / 2);
    };
    for (let i = lo; i < hi; i += 1) if (!this.onPath.has(i)) edge(i);
    for (let i = hi; i >= 0 && i < tree.length && tree.has(i); i = tree.parent(i)) if (!this.onPath.has(i)) edge(i);
    ctx.stroke();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = c.path;
    ctx.beginPath();
    for (const i of this.path) {
      const [x, y] = this.#at(i);
      const [px, py] = this.#parentAt(i);
      elbowTo(ctx, px, py, x, y, y - g.row / 2);
    }
    ctx.stroke();

    // Nodes, one batch per status.
    const batches = { done: [], dead: [], path: [], solution: [] };
    for (let i = lo; i < hi; i += 1) {
      const [x, y] = this.#at(i);
      if (!visible(x, y, x, y)) continue;
      batches[nodeStatus(tree, i, this.onPath.has(i))].push(x, y);
    }
    dots(ctx, batches.done, 3, c.done, null);
    crosses(ctx, batches.dead, 3, c.dead);
    dots(ctx, batches.solution, 5.5, c.solution, c.surface);
    dots(ctx, batches.path, 5, c.path, c.surface);
    const [rx, ry] = this.#at(-1);
    dots(ctx, [rx, ry], 5, c.ink, null);

    // The current node gets a ring; the path nodes get their "k of d" beside them.
    const end = this.path[this.path.length - 1];
    if (end !== undefined) {
      const [x, y] = this.#at(end);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = c.current;
      ctx.beginPath();
      ctx.arc(x, y, 9, 0, 2 * Math.PI);
      ctx.stroke();
    }
    const px = this.#textPx();
    ctx.font = `600 ${px}px ${c.font}`;
    ctx.textBaseline = 'middle';
    for (const i of this.path) {
      const [x, y] = this.#at(i);
      if (!visible(x, y, x + 60, y)) continue;
      const text = nodeLabel(tree.entry(i));
      label(ctx, text, x + 10, y, c, px);
      this.#note(ctx, text, px, x + 10, y - px / 2);
    }
  }

  /**
   * The columns left of the first node still kept, where the forgotten nodes were (those of
   * the path, still kept, are drawn over it): a shaded band and, at the top of the window,
   * how many nodes it stands for.
   */
  #paintForgotten(ctx, { left, top, w, h }) {
    const g = this.geometry.canvas;
    const tree = this.trace.tree;
    const c = this.colors;
    const first = tree.base < tree.length ? tree.x(tree.base) : tree.width;
    const right = g.pad + first * g.col - g.col / 2;
    if (right <= left) return;
    ctx.globalAlpha = 0.12;
    ctx.fillStyle = c.done;
    ctx.fillRect(left, top, Math.min(right, left + w) - left, h);
    ctx.globalAlpha = 1;
    const lines = [`${plural(tree.base, 'earlier option')} tried:`, 'forgotten with their steps'];
    const px = this.#textPx();
    ctx.font = `${px}px ${c.font}`;
    ctx.textBaseline = 'top';
    ctx.fillStyle = c.done;
    const width = Math.max(...lines.map((t) => ctx.measureText(t).width));
    const x = Math.max(left + 6, Math.min(right, left + w) - width - 6);
    lines.forEach((t, k) => {
      ctx.fillText(t, x, top + 4 + k * 1.3 * px);
      this.#note(ctx, t, px, x, top + 4 + k * 1.3 * px);
    });
  }
}

// ---------------------------------------------------------------- drawing helpers

const STATUS_WORDS = {
  solution: 'A solution.',
  path: 'On the current path.',
  dead: 'A dead end: nothing below it worked.',
  done: 'Searched, and left behind.',
};

/** An edge that drops from the parent, runs across at `mid`, and drops to the child. */
function elbow(px, py, x, y, mid) {
  if (px === x) return `M${px} ${py}V${y}`;
  return `M${px} ${py}V${mid}H${x}V${y}`;
}

function elbowTo(ctx, px, py, x, y, mid) {
  ctx.moveTo(px, py);
  if (px !== x) {
    ctx.lineTo(px, mid);
    ctx.lineTo(x, mid);
  }
  ctx.lineTo(x, y);
}

function dots(ctx, xy, r, fill, stroke) {
  if (!xy.length) return;
  ctx.beginPath();
  for (let k = 0; k < xy.length; k += 2) {
    ctx.moveTo(xy[k] + r, xy[k + 1]);
    ctx.arc(xy[k], xy[k + 1], r, 0, 2 * Math.PI);
  }
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.lineWidth = 1;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

function crosses(ctx, xy, r, color) {
  if (!xy.length) return;
  ctx.beginPath();
  for (let k = 0; k < xy.length; k += 2) {
    const [x, y] = [xy[k], xy[k + 1]];
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.moveTo(x + r, y - r);
    ctx.lineTo(x - r, y + r);
  }
  ctx.lineWidth = 1.6;
  ctx.strokeStyle = color;
  ctx.stroke();
}

function label(ctx, text, x, y, c, px) {
  const w = ctx.measureText(text).width + 6;
  ctx.fillStyle = c.surface;
  ctx.globalAlpha = 0.9;
  ctx.fillRect(x, y - 0.65 * px, w, 1.3 * px);
  ctx.globalAlpha = 1;
  ctx.fillStyle = c.path;
  ctx.fillText(text, x + 3, y);
}

/** The colors of the page (CSS variables), for the canvas. */
function readColors(el) {
  const style = getComputedStyle(el);
  const v = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    edge: v('--tree-edge', '#b8bfc9'),
    path: v('--tree-path', '#1959b0'),
    current: v('--tree-current', '#e08a00'),
    solution: v('--tree-solution', '#1c6f37'),
    dead: v('--tree-dead', '#c9302c'),
    done: v('--tree-done', '#545e6b'),
    surface: v('--surface', '#ffffff'),
    ink: v('--ink', '#1b2129'),
    font: style.fontFamily || 'sans-serif',
  };
}

function legend() {
  const ul = document.createElement('ul');
  ul.className = 'tree-legend';
  ul.setAttribute('aria-label', 'Key to the search tree');
  for (const [cls, text] of [
    ['path', 'current path'],
    ['current', 'where the search is'],
    ['solution', 'solution'],
    ['dead', 'dead end'],
    ['done', 'searched'],
  ]) {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `tree-swatch ${cls}`;
    swatch.setAttribute('aria-hidden', 'true');
    li.append(swatch, text);
    ul.append(li);
  }
  return ul;
}

let ids = 0;
function uniqueId(prefix) {
  ids += 1;
  return `${prefix}-${ids}`;
}
