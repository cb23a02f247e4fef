// The search tree as the trace keeps it, laid out as it grows: one node per option tried,
// numbered in the order tried (depth first), in typed arrays (about 60 bytes a node, where
// objects took hundreds), and only as far back as stepping back can reach.
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
// along each other, and placing or removing a node takes O(1) amortized. Columns never
// decrease in the order nodes are placed (a new node goes right of everything at its level and
// above, and deeper it hangs below the newest node of its level, whose column is the largest
// so far), so the nodes in a range of columns are a range of node numbers (`firstFrom`).
//
// Forgetting: the engine's history forgets its oldest events under its memory budget; a node
// whose try is older than what the history holds can never be taken back, so the tree may
// forget it too (`forget`), keeping the nodes of the current path, which the panels still show.
// Forgotten nodes are counted (`base`), not kept; the layout's columns and counts go on as if
// they were there.
//
//   const tree = new SearchTree()
//   tree.push({ parent, level, item, option, k, d, position }) -> its number (placed)
//   tree.pop()                       the last node (stepping back over its try)
//   tree.length, tree.base           nodes pushed in all; the first one still kept whole
//   tree.width, depth, leaves        columns and levels in use; nodes without a child
//   tree.version                     bumped by every push and pop
//   tree.has(i), tree.entry(i) -> { parent, level, item, option, k, d, solution } | null
//   tree.parent(i), level(i), k(i), d(i), option(i), item(i), x(i), px(i), children(i),
//       solution(i), setSolution(i, on), id(i) (a number no other push got)
//   tree.firstFrom(column), tree.nodeAt(column, level)
//   tree.firstAfter(position)        the first node whose try came after event `position`
//   tree.forget(before, keep)        forgets nodes below `before` except those in `keep`

/** Per node: what the trace says, where the layout put it, and what placing it changed. */
const FIELDS = ['parent', 'level', 'item', 'option', 'k', 'd', 'id', 'x', 'px', 'children', 'raisedAt', 'depthBefore', 'widthBefore'];

export class SearchTree {
  constructor(capacity = 1024) {
    /** Nodes pushed and not popped: the next node's number. */
    this.length = 0;
    /** The first node kept in the arrays; those below are forgotten, or pinned for the path. */
    this.base = 0;
    /** Nodes below `base` kept for the path: number -> every field. */
    this.pinned = new Map();
    this.pushes = 0;
    this.width = 0;
    this.depth = 0;
    this.leaves = 0;
    this.version = 0;
    /** Per level, the first free column (never smaller at a level than below it). */
    this.nextFree = [];
    /** What placing each node raised in nextFree, to take it back: its old values, a stack. */
    this.raised = new Int32Array(1024);
    this.raisedLength = 0;
    this.#allocate(capacity);
  }

  #allocate(capacity) {
    const old = this.cols;
    const used = this.length - this.base;
    this.cols = {};
    for (const f of FIELDS) {
      this.cols[f] = new Int32Array(capacity);
      if (old) this.cols[f].set(old[f].subarray(0, used));
    }
    const solutions = new Uint8Array(capacity);
    const positions = new Float64Array(capacity);
    if (old) {
      solutions.set(this.solutions.subarray(0, used));
      positions.set(this.positions.subarray(0, used));
    }
    this.solutions = solutions;
    this.positions = positions;
  }

  /** Adds and places node `length` (its parent is on the path, so known); returns its number. */
  push({ parent, level, item, option, k, d, position }) {
    const at = this.length - this.base;
    if (at >= this.cols.parent.length) this.#allocate(2 * this.cols.parent.length);
    const px = parent >= 0 ? this.x(parent) : 0;
    const x = Math.max(px, this.nextFree[level] ?? 0);
    // Everything placed later at this level or above belongs to another subtree: it goes right
    // of this node. The free columns only grow going up, so the raise stops at the first level
    // that is already far enough right.
    const raisedAt = this.raisedLength;
    for (let l = level; l >= 0 && (this.nextFree[l] ?? 0) <= x; l -= 1) {
      if (this.raisedLength >= this.raised.length) {
        const grown = new Int32Array(2 * this.raised.length);
        grown.set(this.raised);
        this.raised = grown;
      }
      this.raised[this.raisedLength++] = this.nextFree[l] ?? 0;
      this.nextFree[l] = x + 1;
    }
    const c = this.cols;
    c.parent[at] = parent;
    c.level[at] = level;
    c.item[at] = item;
    c.option[at] = option;
    c.k[at] = k;
    c.d[at] = d;
    c.id[at] = this.pushes;
    c.x[at] = x;
    c.px[at] = parent >= 0 ? px : -1;
    c.children[at] = 0;
    c.raisedAt[at] = raisedAt;
    c.depthBefore[at] = this.depth;
    c.widthBefore[at] = this.width;
    this.pushes = (this.pushes + 1) | 0;
    this.solutions[at] = 0;
    this.positions[at] = position;
    this.width = Math.max(this.width, x + 1);
    this.depth = Math.max(this.depth, level + 1);
    this.leaves += 1;
    if (parent >= 0) {
      if (this.children(parent) === 0) this.leaves -= 1;
      this.#addChildren(parent, 1);
    }
    this.length += 1;
    this.version += 1;
    return this.length - 1;
  }

  /** Takes the last node off, exactly (never a forgotten one: stepping back cannot reach them). */
  pop() {
    if (this.length <= this.base) throw new RangeError('the tree has no node left to take back');
    const i = this.length - 1;
    const at = i - this.base;
    const c = this.cols;
    const level = c.level[at];
    const from = c.raisedAt[at];
    for (let j = this.raisedLength - 1; j >= from; j -= 1) this.nextFree[level - (j - from)] = this.raised[j];
    this.raisedLength = from;
    this.depth = c.depthBefore[at];
    this.width = c.widthBefore[at];
    this.leaves -= 1;
    const parent = c.parent[at];
    if (parent >= 0 && this.has(parent)) {
      this.#addChildren(parent, -1);
      if (this.children(parent) === 0) this.leaves += 1;
    }
    this.length -= 1;
    this.version += 1;
  }

  #addChildren(i, delta) {
    if (i >= this.base) this.cols.children[i - this.base] += delta;
    else {
      const p = this.pinned.get(i);
      if (p) p.children += delta;
    }
  }

  /** Whether node `i` is known (kept, or pinned for the path). */
  has(i) {
    return (i >= this.base && i < this.length) || this.pinned.has(i);
  }

  #field(name, i) {
    if (i >= this.base && i < this.length) return this.cols[name][i - this.base];
    const p = this.pinned.get(i);
    if (p === undefined) throw new RangeError(`tree node ${i} is not kept`);
    return p[name];
  }

  parent(i) {
    return this.#field('parent', i);
  }
  level(i) {
    return this.#field('level', i);
  }
  item(i) {
    return this.#field('item', i);
  }
  option(i) {
    return this.#field('option', i);
  }
  k(i) {
    return this.#field('k', i);
  }
  d(i) {
    return this.#field('d', i);
  }
  id(i) {
    return this.#field('id', i);
  }
  /** The column the layout gave node `i`. */
  x(i) {
    return this.#field('x', i);
  }
  /** Its parent's column (-1 under the start). */
  px(i) {
    return this.#field('px', i);
  }
  /** How many children node `i` has now. */
  children(i) {
    return this.#field('children', i);
  }

  solution(i) {
    if (i >= this.base && i < this.length) return this.solutions[i - this.base] === 1;
    return Boolean(this.pinned.get(i)?.solution);
  }

  setSolution(i, on) {
    if (i >= this.base && i < this.length) this.solutions[i - this.base] = on ? 1 : 0;
    else if (this.pinned.has(i)) this.pinned.get(i).solution = Boolean(on);
  }

  /** Node `i` as an object (null when forgotten): for the few readers that want all of it. */
  entry(i) {
    if (!this.has(i)) return null;
    return {
      parent: this.parent(i),
      level: this.level(i),
      item: this.item(i),
      option: this.option(i),
      k: this.k(i),
      d: this.d(i),
      solution: this.solution(i),
    };
  }

  /** The first kept node at `column` or right of it (`length` when none), by halving. */
  firstFrom(column) {
    let lo = this.base;
    let hi = this.length;
    const xs = this.cols.x;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (xs[mid - this.base] < column) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The node at (`column`, `level`), kept or pinned, or -1. */
  nodeAt(column, level) {
    for (let i = this.firstFrom(column); i < this.length && this.x(i) === column; i += 1) {
      if (this.level(i) === level) return i;
    }
    for (const [i, p] of this.pinned) if (p.x === column && p.level === level) return i;
    return -1;
  }

  /** The first kept node whose try was done to arrive after event `position` (or `length`). */
  firstAfter(position) {
    let lo = this.base;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.positions[mid - this.base] <= position) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Forgets the nodes below `before` (at most `length`), except those in `keep` (the path's),
   * which stay readable; a node pinned before and not in `keep` is forgotten now. Returns how
   * many nodes left the arrays.
   */
  forget(before, keep = []) {
    const path = new Set(keep);
    for (const i of this.pinned.keys()) if (!path.has(i)) this.pinned.delete(i);
    const to = Math.min(before, this.length);
    if (to <= this.base) return 0;
    for (const i of path) {
      if (i < this.base || i >= to) continue;
      const p = { solution: this.solution(i) };
      for (const f of FIELDS) p[f] = this.cols[f][i - this.base];
      this.pinned.set(i, p);
    }
    const gone = to - this.base;
    const used = this.length - to;
    for (const f of FIELDS) this.cols[f].copyWithin(0, gone, gone + used);
    this.solutions.copyWithin(0, gone, gone + used);
    this.positions.copyWithin(0, gone, gone + used);
    // What the forgotten nodes raised can no longer be taken back either.
    const from = used > 0 ? this.cols.raisedAt[0] : this.raisedLength;
    this.raised.copyWithin(0, from, this.raisedLength);
    this.raisedLength -= from;
    for (let j = 0; j < used; j += 1) this.cols.raisedAt[j] -= from;
    this.base = to;
    return gone;
  }

  /** What a reader sees, as plain data (the arrays hold stale slots past `length`). */
  toJSON() {
    const nodes = [];
    for (let i = this.base; i < this.length; i += 1) nodes.push({ ...this.entry(i), x: this.x(i), children: this.children(i) });
    return {
      base: this.base,
      pinned: [...this.pinned.keys()],
      nodes,
      width: this.width,
      depth: this.depth,
      leaves: this.leaves,
      nextFree: this.nextFree.slice(0, this.depth),
    };
  }
}
