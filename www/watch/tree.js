// The search tree: one node per option tried (the trace's `tree`), labelled "k of d" (the k-th
// of the d options of the item branched on at that level), with the current path highlighted,
// the solutions starred and the dead ends (options tried that led nowhere) dashed in red. It grows
// as the search runs and shrinks when stepping back, because the trace's tree does.
//
// Layout: layered (one row per level) and incremental. The search builds its tree depth first,
// so a new node only ever hangs below the current path. It goes under its parent if that
// column is free at its level, else right of everything placed so far at its level and above
// (so each subtree keeps columns of its own, and a parent sits over its first child):
//
//            ● the start
//            ├───────────────┐
//   level 0: 1 of 2          2 of 2
//            ├───────┐       │
//   level 1: 1 of 2  2 of 2  1 of 1
//            │       │
//   level 2: 1 of 1  1 of 1
//
// So nodes never move once placed (a student's eye can follow them), edges never cross or run
// along each other, and placing or removing a node takes O(1) amortized. The tree is about as
// wide as it has leaves (410 columns for the 6,685 nodes of the hardest 9x9). Small trees are drawn in SVG with their labels; large
// ones (a 9x9 Sudoku tries thousands of options) on a canvas that draws only the visible
// window. Either way the view scrolls itself to follow the current path, until the user
// scrolls it elsewhere.

import { plural } from '../shared/numbers.js';
import { itemMeaning, optionMeaning } from './puzzle-view.js';

// ---------------------------------------------------------------- the layout (pure)

/** An empty layout, to give to `layoutTree`. */
export function emptyLayout() {
  return {
    count: 0,
    /** Column and level of each node. */
    x: [],
    level: [],
    /** How many children each node has now. */
    children: [],
    /** The tree entries laid out, to see what changed (the trace never reuses an entry). */
    entries: [],
    /** Per level, the first free column (never smaller at a level than below it). */
    nextFree: [],
    /** What placing each node changed, to take it back exactly. */
    saved: [],
    /** Columns and levels in use (the tree's size in cells). */
    width: 0,
    depth: 0,
    /** Nodes with no child. */
    leaves: 0,
    /** How many entries the last call kept from before (the rest were placed anew). */
    stable: 0,
    /** Bumped on every change, so a view can tell whether to redraw. */
    version: 0,
  };
}

/**
 * Lays out `tree` (the trace's `tree`: `{ parent, level, ... }` entries in the order tried),
 * reusing `layout` from an earlier call: entries it already placed stay where they are, entries
 * the tree lost (stepping back) are taken off, and new ones are placed. Returns the layout:
 * `x[i]` (column) and `level[i]` (row) for each node, `width`, `depth`, `children`, `leaves`.
 */
export function layoutTree(tree, layout = emptyLayout()) {
  // The tree only changes at its end (it is a stack), so what still matches is a prefix.
  let keep = Math.min(layout.count, tree.length);
  while (keep > 0 && layout.entries[keep - 1] !== tree[keep - 1]) keep -= 1;
  layout.stable = keep;
  while (layout.count > keep) unplace(layout);
  for (let i = layout.count; i < tree.length; i += 1) place(layout, tree[i]);
  return layout;
}

function place(layout, entry) {
  const { level, parent } = entry;
  const i = layout.count;
  const x = Math.max(parent >= 0 ? layout.x[parent] : 0, layout.nextFree[level] ?? 0);
  // Everything placed later at this level or above belongs to another subtree: it goes right
  // of this node. The free columns only grow going up, so the raise stops at the first level
  // that is already far enough right.
  const raised = [];
  for (let l = level; l >= 0 && (layout.nextFree[l] ?? 0) <= x; l -= 1) {
    raised.push(layout.nextFree[l] ?? 0);
    layout.nextFree[l] = x + 1;
  }
  layout.saved.push({ raised, width: layout.width, depth: layout.depth });
  layout.x.push(x);
  layout.level.push(level);
  layout.children.push(0);
  layout.entries.push(entry);
  layout.width = Math.max(layout.width, x + 1);
  layout.depth = Math.max(layout.depth, level + 1);
  layout.leaves += 1;
  if (parent >= 0) {
    if (layout.children[parent] === 0) layout.leaves -= 1;
    layout.children[parent] += 1;
  }
  layout.count += 1;
  layout.version += 1;
}

function unplace(layout) {
  const i = layout.count - 1;
  const entry = layout.entries[i];
  const { raised, width, depth } = layout.saved.pop();
  raised.forEach((free, j) => {
    layout.nextFree[entry.level - j] = free;
  });
  layout.width = width;
  layout.depth = depth;
  layout.leaves -= 1;
  if (entry.parent >= 0) {
    layout.children[entry.parent] -= 1;
    if (layout.children[entry.parent] === 0) layout.leaves += 1;
  }
  layout.x.pop();
  layout.level.pop();
  layout.children.pop();
  layout.entries.pop();
  layout.count -= 1;
  layout.version += 1;
}

/**
 * The first node at `column` or right of it (`layout.count` when none). Columns never
 * decrease in the order nodes are placed: a new node goes right of everything at its level and
 * above, and deeper it hangs below the newest node of its level, whose column is the largest
 * so far. So the nodes in a range of columns are a range of node numbers, found by halving.
 */
export function firstFrom(layout, column) {
  let lo = 0;
  let hi = layout.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (layout.x[mid] < column) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The node at (`column`, `level`) of a layout, or -1. */
export function nodeAt(layout, column, level) {
  for (let i = firstFrom(layout, column); i < layout.count && layout.x[i] === column; i += 1) {
    if (layout.level[i] === level) return i;
  }
  return -1;
}

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
export function nodeStatus(tree, layout, i, onPath) {
  if (tree[i].solution) return 'solution';
  if (onPath) return 'path';
  return layout.children[i] === 0 ? 'dead' : 'done';
}

/** How many dead ends the tree has now (counted from the layout's leaves, in O(1)). */
export function deadEndCount(tree, layout, path, solutions) {
  const end = path.length ? path[path.length - 1] : -1;
  const endIsOpenLeaf = end >= 0 && layout.children[end] === 0 && !tree[end].solution;
  return layout.leaves - solutions - (endIsOpenLeaf ? 1 : 0);
}

/** The words for node `i` when the pointer is on it. */
export function nodeTitle(trace, i, onPath) {
  const t = trace.tree[i];
  let text = `Level ${t.level}, option ${t.k} of ${t.d}: ${optionMeaning(trace, t.option)}`;
  // The item branched on is known for the path (the trace keeps it per level).
  if (onPath) text += ` (to cover: ${itemMeaning(trace, trace.levels[t.level].item)})`;
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
    this.layout = emptyLayout();
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
    this.render(null, 1);
  }

  /**
   * Draws the tree as it is now. `change` null redraws everything (after a seek or a new
   * problem); otherwise only what changed is touched. `progress` is not needed.
   */
  render(change) {
    const { trace, layout } = this;
    layoutTree(trace.tree, layout);
    const scale = this.#fitScale();
    if (scale !== this.scale) {
      // Every node's place changes: the drawing starts again (the layout, in cells, stays).
      this.scale = scale;
      this.geometry = scaled(scale);
      this.mode = '';
    }
    const count = layout.count;
    const mode = this.mode === 'canvas' ? (count < 0.8 * this.svgLimit ? 'svg' : 'canvas') : count > this.svgLimit ? 'canvas' : 'svg';
    const full = change === null || change === undefined || mode !== this.mode;
    if (mode !== this.mode) this.#setMode(mode);
    // The palette is read once per mode and theme: reading styles in every frame costs the
    // browser a style pass there and then.
    if (this.colors === null) this.colors = readColors(this.root);

    const oldPath = this.path;
    this.path = treePath(trace.levels);
    this.onPath = new Set(this.path);
    const key = `${layout.version}|${this.path.join(',')}|${trace.solutions.length}`;
    const changed = full || key !== this.key;
    this.key = key;
    if (!changed) return;

    const g = this.geometry[this.mode];
    // On the canvas the path's labels sit right of the nodes: leave them room.
    const labels = this.mode === 'canvas' ? 40 : 0;
    this.sizer.style.width = `${2 * g.pad + Math.max(1, layout.width - 1) * g.col + g.w + labels}px`;
    this.sizer.style.height = `${2 * g.pad + layout.depth * g.row + g.h}px`;
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
    const { width, depth, count } = this.layout;
    if (count > this.svgLimit) return 1;
    const g = GEOMETRY.svg;
    const needW = 2 * g.pad + Math.max(1, width - 1) * g.col + g.w;
    const needH = 2 * g.pad + depth * g.row + g.h;
    for (const k of PRESENT_SCALES) if (w === 0 || (needW * k <= w && needH * k <= h)) return k;
    return 1;
  }

  destroy() {
    for (const [target, type, fn, options] of this.listeners) target.removeEventListener(type, fn, options);
    this.resizer?.disconnect();
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
    return [g.pad + g.w / 2 + this.layout.x[i] * g.col, g.pad + g.h / 2 + (this.layout.level[i] + 1) * g.row];
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
    const i = column >= 0 && level >= 0 ? nodeAt(this.layout, column, level) : -1;
    let text = '';
    if (i >= 0) {
      const [x, y] = this.#at(i);
      const near = Math.abs(cx - x) <= Math.max(g.w / 2, g.col / 2) + 2 && Math.abs(cy - y) <= Math.max(g.h / 2, 6) + 3;
      if (near) {
        const status = nodeStatus(this.trace.tree, this.layout, i, this.onPath.has(i));
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
    const { trace, layout, path } = this;
    const tried = layout.count;
    const sols = trace.solutions.length;
    const dead = deadEndCount(trace.tree, layout, path, sols);
    let text =
      `${plural(tried, 'option')} tried, ${plural(sols, 'solution')}, ${plural(dead, 'dead end')}.`;
    if (path.length) {
      const end = trace.tree[path[path.length - 1]];
      text += ` Now at level ${end.level}, option ${end.k} of ${end.d}.`;
    }
    if (this.caption.textContent !== text) this.caption.textContent = text;
    if (this.svg) this.svg.setAttribute('aria-label', `Search tree: ${text}`);
  }

  // ---------------------------------------------------------- SVG

  #syncSvg(full, oldPath) {
    const { trace, layout } = this;
    const els = this.els;
    // Take off the nodes the tree lost, then add the new ones.
    const keep = Math.min(layout.stable, els.length);
    while (els.length > keep) {
      const el = els.pop();
      el.g.remove();
      el.edge.remove();
    }
    const touched = full ? null : new Set([...oldPath, ...this.path]);
    for (let i = keep; i < layout.count; i += 1) {
      els.push(this.#svgNode(i));
      touched?.add(i);
    }
    const restyle = (i) => {
      const el = els[i];
      if (!el) return;
      const onPath = this.onPath.has(i);
      let cls = `tree-node ${nodeStatus(trace.tree, layout, i, onPath)}`;
      if (onPath) cls += ' on-path';
      if (i === this.path[this.path.length - 1]) cls += ' current';
      if (el.cls !== cls) {
        el.cls = cls;
        el.g.setAttribute('class', cls);
        el.edge.setAttribute('class', onPath ? 'tree-edge on-path' : 'tree-edge');
        // A star as well as the color, so a solution stands out without seeing colors.
        el.text.textContent = (cls.includes('solution') ? '★ ' : '') + nodeLabel(trace.tree[i]);
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
    const entry = this.trace.tree[i];
    const [x, y] = this.#at(i);
    const [px, py] = this.#at(entry.parent);
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
    return { g: node, edge, text, cls: '' };
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
    this.paintCanvas(ctx, { left: s.scrollLeft, top: s.scrollTop, w, h, ratio });
  }

  /** The size of the whole tree in CSS pixels, as the canvas draws it. */
  canvasSize() {
    return { w: Number.parseFloat(this.sizer.style.width) || 1, h: Number.parseFloat(this.sizer.style.height) || 1 };
  }

  /**
   * Paints the window `left, top, w, h` (content pixels) of a large tree onto `ctx` at `ratio`
   * device pixels per CSS pixel: the visible window on the view's canvas, or the whole tree on
   * a context made for export (a canvas, or the SVG recorder of export-svg.js).
   */
  paintCanvas(ctx, { left, top, w, h, ratio, background = null }) {
    const c = this.colors;
    const g = this.geometry.canvas;
    const { trace, layout } = this;
    const tree = trace.tree;
    ctx.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
    ctx.clearRect(left, top, w, h);
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(left, top, w, h);
    }
    const visible = (x0, y0, x1, y1) => x1 >= left - 10 && x0 <= left + w + 10 && y1 >= top - 10 && y0 <= top + h + 10;
    // Only the nodes whose columns are in the window (a range of node numbers: see firstFrom),
    // so a frame costs what is seen, not the size of the tree.
    const lo = firstFrom(layout, Math.floor((left - 10 - g.pad - g.w) / g.col));
    const hi = firstFrom(layout, Math.ceil((left + w + 10 - g.pad) / g.col) + 1);

    // Edges: the grey ones first, the path over them. An edge runs down from the parent,
    // across, and down to the child: those of the nodes in the window, and those that cross it
    // to a child right of it (from the ancestors of the first node past it, which is in each
    // such parent's subtree since nodes are numbered depth first).
    ctx.lineWidth = 1;
    ctx.strokeStyle = c.edge;
    ctx.beginPath();
    const edge = (i) => {
      const [x, y] = this.#at(i);
      const [px, py] = this.#at(tree[i].parent);
      if (visible(Math.min(px, x), py, Math.max(px, x), y)) elbowTo(ctx, px, py, x, y, y - g.row / 2);
    };
    for (let i = lo; i < hi; i += 1) if (!this.onPath.has(i)) edge(i);
    for (let i = hi; i >= 0 && i < layout.count; i = tree[i].parent) if (!this.onPath.has(i)) edge(i);
    ctx.stroke();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = c.path;
    ctx.beginPath();
    for (const i of this.path) {
      const [x, y] = this.#at(i);
      const [px, py] = this.#at(tree[i].parent);
      elbowTo(ctx, px, py, x, y, y - g.row / 2);
    }
    ctx.stroke();

    // Nodes, one batch per status.
    const batches = { done: [], dead: [], path: [], solution: [] };
    for (let i = lo; i < hi; i += 1) {
      const [x, y] = this.#at(i);
      if (!visible(x, y, x, y)) continue;
      batches[nodeStatus(tree, layout, i, this.onPath.has(i))].push(x, y);
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
    ctx.font = `600 ${11 * this.scale}px ${c.font}`;
    ctx.textBaseline = 'middle';
    for (const i of this.path) {
      const [x, y] = this.#at(i);
      if (!visible(x, y, x + 60, y)) continue;
      label(ctx, nodeLabel(tree[i]), x + 10, y, c);
    }
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

function label(ctx, text, x, y, c) {
  const w = ctx.measureText(text).width + 6;
  ctx.fillStyle = c.surface;
  ctx.globalAlpha = 0.9;
  ctx.fillRect(x, y - 7, w, 14);
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
