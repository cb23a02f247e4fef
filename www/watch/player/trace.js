// A search that walks both ways, for the visualizer. It wraps the engine's Solver with its
// history on, turns each event into an object, and keeps what the events imply for a reader:
// the search path (the item chosen and the options tried at each level, "k of d"), the search
// tree, and the solutions found. It draws nothing and decides nothing: the engine searches
// (DLX logic lives in Rust alone), the player moves the cursor, the renderers read.
//
// Stepping back is the engine's exact undo. The trace mirrors it: the events that change the
// path (choose, try, backtrack, solution) push an undo record, popped when that event is
// undone, so the path and the tree shrink exactly as the links are put back. The events
// themselves stay in the engine's history (the last one is asked of it). Runs of many events
// (`forwardMany`, `backMany`) cross into the engine once: only their search events come back,
// which is what lets playing keep the engine's pace.
//
// The links, as the engine lays them out (Knuth's dlx1; see src/search.rs):
//
//   nodes: 4 numbers per node: up, down, top, right
//     0                  the root (unused links)
//     1 ..= itemCount    item headers; their `top` is the item's len
//     then the options one after another, each followed by a spacer (top <= 0)
//   items: 2 numbers per entry: prev, next; entry 0 is the root of the primary items,
//     entry k + 1 is item k, the last entry is the root of the secondary items
//
// A node is hidden when its column no longer passes through it (nodes[up].down !== node); an
// item is covered when its list no longer passes through it (items[prev].next !== its entry).

import { EVENT_KINDS, EVENT_SIZE, STEP_NAMES, memory } from '../../shared/engine.js';
import { SearchTree } from './tree-store.js';

/**
 * The memory the engine's history may take by default. The engine states at most 40 bytes an
 * event there on average (`historyBytesPerEvent`), so this keeps the last 2.5 million or so events undoable.
 */
export const DEFAULT_HISTORY_BYTES = 96 * 1024 * 1024;

/**
 * One event as an object: `{ kind, step, ...fields }`: `step` ('X2'..'X8') is the step of
 * Algorithm X the engine says the event belongs to; the fields depend on the kind:
 *   choose {level, item, len}   the search branches on `item`, which has `len` options left
 *   cover {item}                the item's header leaves the item list (a cover's last event)
 *   hide {node}                 a node leaves its column (its up and down neighbours join)
 *   try {level, node, option}   `option` (whose node in the chosen column is `node`) is tried
 *   solution {size}             the options tried at levels 0..size are a solution
 *   backtrack {level, item}     no option of `item` is left at `level`: the search backs up
 *   unhide {node}, uncover {item}   the exact inverses of hide and cover
 *   done {}                     the search is over
 *   purify {node}, mark {node}, unmark {node}, unpurify {node}   with colors: the option tried
 *                               purifies its colored item at `node` (options of other colors
 *                               leave), marks the nodes of the same color, and the inverses
 */
export function decodeEvent(numbers, at = 0) {
  const kind = EVENT_KINDS[numbers[at]];
  const a = numbers[at + 1];
  const b = numbers[at + 2];
  const c = numbers[at + 3];
  const step = STEP_NAMES[numbers[at + 4]];
  switch (kind) {
    case 'choose':
      return { kind, step, level: a, item: b, len: c };
    case 'cover':
    case 'uncover':
      return { kind, step, item: a };
    case 'hide':
    case 'unhide':
    case 'purify':
    case 'mark':
    case 'unmark':
    case 'unpurify':
      return { kind, step, node: a };
    case 'try':
      return { kind, step, level: a, node: b, option: c };
    case 'solution':
      return { kind, step, size: a };
    case 'backtrack':
      return { kind, step, level: a, item: b };
    case 'done':
      return { kind, step };
    default:
      throw new Error(`unknown event kind ${numbers[at]}`);
  }
}

/** The index of the first of `list` (ascending by `at`) above `position`. */
function firstAbove(list, position, at = (x) => x) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(list[mid]) <= position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The solutions a trace found: all counted (`length`), the last ones kept whole. Those found
 * before what the history reaches can never be taken back, and a search may find millions: it
 * forgets their options once they are many.
 */
export class Solutions {
  /** How many solutions were forgotten (the first ones found). */
  forgotten = 0;
  kept = [];

  get length() {
    return this.forgotten + this.kept.length;
  }

  push(solution) {
    this.kept.push(solution);
  }

  pop() {
    return this.kept.pop();
  }

  /** Solution `n` (from 0; negative from the end), or undefined when forgotten. */
  at(n) {
    const i = n < 0 ? this.length + n : n;
    return i >= this.forgotten ? this.kept[i - this.forgotten] : undefined;
  }

  /** The solutions kept, oldest first. */
  [Symbol.iterator]() {
    return this.kept[Symbol.iterator]();
  }

  /** Forgets the solutions found at or before event `position`, once there are many. */
  forgetUpTo(position) {
    const k = firstAbove(this.kept, position, (s) => s.position);
    if (k < FORGET_AT_LEAST || k < this.kept.length / 4) return;
    this.kept.splice(0, k);
    this.forgotten += k;
  }

  toJSON() {
    return { forgotten: this.forgotten, kept: this.kept };
  }
}

/** The trace forgets what the history cannot reach back to at least this many at a time. */
const FORGET_AT_LEAST = 4096;

/** How a run of events ended, by the engine's number (wasm/src/runs.rs). */
const RUN_ENDS = Object.freeze(['length', 'stop', 'end']);

/** A run's length as the engine takes it (a u32). */
function clampLimit(limit) {
  return Math.max(0, Math.min(0xffff_ffff, Math.floor(limit)));
}

/** Event kind names as the engine's bit set (bit k: EVENT_KINDS[k]). */
function kindMask(kinds) {
  let mask = 0;
  for (const kind of kinds) {
    const k = EVENT_KINDS.indexOf(kind);
    if (k >= 0) mask |= 1 << k;
  }
  return mask >>> 0;
}

/** The node colors of a problem without any. */
const EMPTY_COLORS = new Int32Array(0);

/** The events of colors (Knuth's XCC): each changes the links or a node's mark. */
const COLOR_KINDS = new Set(['purify', 'mark', 'unmark', 'unpurify']);

/** Whether an event changes the dancing links. */
export function isLinkEvent(event) {
  return (
    event.kind === 'cover' ||
    event.kind === 'hide' ||
    event.kind === 'unhide' ||
    event.kind === 'uncover' ||
    COLOR_KINDS.has(event.kind)
  );
}

/**
 * A search on a Solver (www/shared/engine.js) that can be walked forward and back. The Solver must be
 * fresh (nothing done yet); the trace turns its history on and owns it from then on.
 */
export class Trace {
  /**
   * @param solver  a fresh engine Solver
   * @param mem     the wasm memory (defaults to the engine's; tests may pass their own)
   */
  constructor(solver, mem = memory(), { historyBytes = DEFAULT_HISTORY_BYTES } = {}) {
    this.solver = solver;
    this.mem = mem;
    solver.recordHistory(true);
    /** How many events can be undone at most: older ones are forgotten (a memory budget). */
    this.historyLimit = Math.max(1, Math.floor(historyBytes / solver.historyBytesPerEvent));
    solver.setHistoryLimit(this.historyLimit);
    this.itemCount = solver.itemCount;
    this.primaryCount = solver.primaryCount;
    this.optionCount = solver.optionCount;
    this.nodeCount = solver.nodeCount;
    /** For a Sudoku, its box size (2 to 5); 0 for other problems. */
    this.boxSize = solver.boxSize;
    /** Events done so far: the cursor's place on the timeline. */
    this.position = 0;
    /** The furthest position reached so far (stepping back does not lower it). */
    this.furthest = 0;
    /** Whether the search has reported `done` (at the current position). */
    this.finished = false;
    /** The last event done, decoded once per position (`lastEvent`). */
    this.lastAt = -1;
    this.lastCache = null;
    /** The search path: one entry per level, `{ item, len, k, option, node, tree }`. */
    this.levels = [];
    /**
     * One node per option tried (www/watch/player/tree-store.js): option k of the d that covered
     * `item` at `level` (parent -1 at the root), forgotten with the history but for the path.
     */
    this.tree = new SearchTree();
    /**
     * The solutions found up to `position`: `solutions.length` counts them all, and
     * `solutions.at(n)` is `{ position, options, leaf }` for those the history still reaches.
     */
    this.solutions = new Solutions();
    /** What undoing each path event needs, and the position each was pushed at. */
    this.undo = [];
    this.undoAt = [];
    this.itemNames = new Array(this.itemCount);
    this.optionTexts = new Array(this.optionCount);
    this.nodeOptions = new Int32Array(this.nodeCount);
    this.nodeItems = new Int32Array(this.nodeCount);
    for (let n = 0; n < this.nodeCount; n += 1) {
      this.nodeOptions[n] = solver.nodeOption(n);
      this.nodeItems[n] = solver.nodeItem(n);
    }
    /** Whether some option gives a secondary item a color (Knuth's XCC). */
    this.hasColors = Boolean(solver.hasColors);
    /** The color names: color code k (from 1) is `colorNames[k - 1]`. */
    this.colorNames = this.hasColors ? Array.from(solver.colorNames()) : [];
  }

  /**
   * The color of every node now, as the engine says (Int32Array by node number): 0 none, k
   * color code k, -k color k marked by a purification (its item has that color already, which
   * the node keeps). Empty without colors. Asked of the engine once per position.
   */
  nodeColors() {
    if (!this.hasColors) return EMPTY_COLORS;
    if (this.nodeColorsAt !== this.position) {
      this.nodeColorsCache = Int32Array.from(this.solver.nodeColors());
      this.nodeColorsAt = this.position;
    }
    return this.nodeColorsCache;
  }

  /**
   * The color code (from 1) the options chosen now give item `k`, as the engine says, or 0 for
   * none. Asked of the engine once per position and item.
   */
  itemColor(k) {
    if (!this.hasColors) return 0;
    if (this.itemColorsAt !== this.position) {
      this.itemColorsCache = new Map();
      this.itemColorsAt = this.position;
    }
    let code = this.itemColorsCache.get(k);
    if (code === undefined) {
      code = this.solver.itemColor(k);
      this.itemColorsCache.set(k, code);
    }
    return code;
  }

  /**
   * The earliest position stepping back can reach: 0 until the history budget forgets the
   * oldest events.
   */
  get start() {
    return this.position - this.solver.historyLength;
  }

  /** The name of item `k` (cached). */
  itemName(k) {
    return (this.itemNames[k] ??= this.solver.itemName(k));
  }

  /** Option `o` as its item names, "r1c1 r1=5 c1=5 b1=5" (cached). */
  optionText(o) {
    return (this.optionTexts[o] ??= this.solver.optionText(o));
  }

  /**
   * What the search is about to decide, as the engine says (its Search::outlook: it steps
   * ahead to its next choice and back, exactly): `{ placing, toCover, covering, emptyList,
   * next }` (emptyList: why no primary item is in the list, see nextDecision), with `next` one of `{ kind: 'choose', level, item, len, after, empty, settled }`,
   * `{ kind: 'solution', after }`, `{ kind: 'done' }`, `{ kind: 'unknown' }` (absent option and
   * item numbers are undefined). Asked of the engine once per position: the state at a
   * position is always the same, however it was reached.
   */
  outlook() {
    if (this.outlookAt !== this.position) {
      this.outlookCache = this.solver.outlook();
      this.outlookAt = this.position;
    }
    return this.outlookCache;
  }

  /**
   * The question the next event raises for Predict mode, as the engine answers it (its
   * Search::question: it steps ahead and back, exactly), or null: `{ kind: 'choose', level,
   * item, len, lens: [{ item, len }] }`, `{ kind: 'deadEnd', level, item, empty, lens }`,
   * `{ kind: 'cover', item, leaving, candidates }` or `{ kind: 'solution', options,
   * candidates }`. Asked of the engine once per position.
   */
  question() {
    if (this.questionAt !== this.position) {
      this.questionCache = this.solver.question() ?? null;
      this.questionAt = this.position;
    }
    return this.questionCache;
  }

  /**
   * What item `k` stands for, as the engine says (its puzzle's Meaning): `{ role, ... }`, e.g.
   * `{ role: 'line', line: 'row', index: 2 }` for a queens row, `{ role: 'named' }` for an item
   * of a problem given as text. Asked of the engine once, for every item.
   */
  itemRole(k) {
    this.itemRoleList ??= this.solver.itemRoles();
    return this.itemRoleList[k];
  }

  /**
   * What option `o` stands for, as the engine says: `{ role: 'queen', row, column }`,
   * `{ role: 'placement', row, column, value }`, `{ role: 'piece', letter, cells }`,
   * `{ role: 'pair', value, first, second }` or `{ role: 'plain' }`.
   */
  optionRole(o) {
    this.optionRoleList ??= this.solver.optionRoles();
    return this.optionRoleList[o];
  }

  /** For a Sudoku option, `[cell, value]` (cell row-major from 0); otherwise `[]`. */
  placement(o) {
    const role = this.optionRole(o);
    if (role?.role !== 'placement') return [];
    return [role.row * this.boxSize * this.boxSize + role.column, role.value];
  }

  /**
   * Fresh views of the link arrays in wasm memory (take new ones for every frame: the memory's
   * buffer changes when it grows): `nodes` (Int32Array, 4 per node) and `items` (Uint32Array,
   * 2 per entry), laid out as the picture at the top of this file shows.
   */
  links() {
    // nodesPtr first: it refreshes the engine's copy of the links (the search keeps them as
    // addresses), and only then is the buffer read.
    const nodes = this.solver.nodesPtr();
    const items = this.solver.itemLinksPtr();
    const buffer = this.mem.buffer;
    return {
      nodes: new Int32Array(buffer, nodes, 4 * this.nodeCount),
      items: new Uint32Array(buffer, items, 2 * (this.itemCount + 2)),
    };
  }

  /** The engine's statistics now (they go back too when stepping back). */
  stats() {
    const s = this.solver;
    return {
      level: s.level,
      nodes: s.nodes,
      updates: s.updates,
      mems: s.mems,
      solutions: s.solutions,
      events: this.position,
      cleansings: s.cleansings ?? 0,
    };
  }

  /**
   * The event that made the current state (the last one done), or null at the start (and when
   * the history budget has forgotten it), as the engine's history holds it.
   */
  lastEvent() {
    if (this.position === 0) return null;
    if (this.lastAt !== this.position) {
      const numbers = this.solver.lastEvent();
      this.lastCache = numbers ? decodeEvent(numbers, 0) : null;
      this.lastAt = this.position;
    }
    return this.lastCache;
  }

  /**
   * Up to `limit` events forward in one call into the engine, stopping after an event whose
   * kind is in `kinds` (names, as EVENT_KINDS spells them) or after a choice at `level`.
   * Returns `{ count, end }`: the events done, and 'length' (all `limit` done), 'stop' (a stop
   * was hit) or 'end' (the search is over). Only the search events are decoded; the path, the
   * tree and the solutions follow as they do event by event.
   */
  forwardMany(limit, { kinds = [], level = null } = {}) {
    const out = this.solver.runEvents(clampLimit(limit), kindMask(kinds), level ?? -1);
    const base = this.position;
    for (let at = 2; at < out.length; at += EVENT_SIZE + 1) {
      this.position = base + out[at] + 1;
      this.#apply(decodeEvent(out, at + 1));
    }
    this.position = base + out[0];
    this.furthest = Math.max(this.furthest, this.position);
    this.#forget();
    return { count: out[0], end: RUN_ENDS[out[1]] };
  }

  /**
   * Forgets what only events the history no longer holds could need (stepping back cannot
   * reach them): the tree's nodes but for the path's, the undo records, the solutions' options
   * (still counted). Done once there are many, so the trace takes memory in step with the
   * history's budget however long the search plays.
   */
  #forget() {
    const start = this.start;
    const tree = this.tree;
    const gone = tree.firstAfter(start) - tree.base;
    if (gone >= FORGET_AT_LEAST && gone >= (tree.length - tree.base) / 4) {
      tree.forget(tree.base + gone, this.levels.map((l) => l.tree).filter((i) => i >= 0));
    }
    const undone = firstAbove(this.undoAt, start);
    if (undone >= FORGET_AT_LEAST && undone >= this.undo.length / 4) {
      this.undo.splice(0, undone);
      this.undoAt.splice(0, undone);
    }
    this.solutions.forgetUpTo(start);
  }

  #pushUndo(record) {
    this.undo.push(record);
    this.undoAt.push(this.position);
  }

  #popUndo() {
    this.undoAt.pop();
    return this.undo.pop();
  }

  /**
   * Up to `limit` events back in one call, stopping when the last event left is of a kind in
   * `kinds` or a choice at `level` (after undoing at least one). Returns `{ count, end }`,
   * 'end' meaning the start of what can be undone.
   */
  backMany(limit, { kinds = [], level = null } = {}) {
    if (this.position === 0) return { count: 0, end: 'end' };
    const out = this.solver.backEvents(clampLimit(Math.min(limit, this.position)), kindMask(kinds), level ?? -1);
    const base = this.position;
    for (let at = 2; at < out.length; at += EVENT_SIZE + 1) {
      this.position = base - out[at] - 1;
      this.#unapply(decodeEvent(out, at + 1));
    }
    this.position = base - out[0];
    return { count: out[0], end: RUN_ENDS[out[1]] };
  }

  /** One event forward; returns it, or null when the search is over. */
  forward() {
    const numbers = this.solver.step();
    if (numbers === undefined || numbers === null) return null;
    return this.#did(numbers, 0);
  }

  /** Undoes the last event exactly; returns it, or null at the start. */
  back() {
    if (this.position === 0) return null;
    const numbers = this.solver.stepBack();
    if (numbers === undefined || numbers === null) return null;
    return this.#undid(numbers, 0);
  }

  /** Forward to the end of the next whole cover or uncover; the events done, in order. */
  forwardCover() {
    return this.#didAll(this.solver.stepCover());
  }

  /** Back to the end of the previous whole cover or uncover; the events undone, in order. */
  backCover() {
    return this.#undidAll(this.solver.backCover());
  }

  /** Forward until the next option is tried, a solution, or the end; the events done. */
  forwardOption() {
    return this.#didAll(this.solver.stepOption());
  }

  /** Back to just after the previous option was tried (or the start); the events undone. */
  backOption() {
    return this.#undidAll(this.solver.backOption());
  }

  #didAll(numbers) {
    const events = [];
    for (let at = 0; at < numbers.length; at += EVENT_SIZE) events.push(this.#did(numbers, at));
    return events;
  }

  #undidAll(numbers) {
    const events = [];
    for (let at = 0; at < numbers.length; at += EVENT_SIZE) events.push(this.#undid(numbers, at));
    return events;
  }

  #did(numbers, at) {
    const event = decodeEvent(numbers, at);
    this.position += 1;
    this.furthest = Math.max(this.furthest, this.position);
    this.#apply(event);
    this.lastAt = this.position;
    this.lastCache = event;
    return event;
  }

  #undid(numbers, at) {
    const event = decodeEvent(numbers, at);
    this.position -= 1;
    this.#unapply(event);
    return event;
  }

  #apply(event) {
    const { levels, tree } = this;
    switch (event.kind) {
      case 'choose': {
        this.#pushUndo({ length: levels.length, entry: levels[event.level] });
        levels.length = event.level;
        levels.push({ item: event.item, len: event.len, k: 0, option: -1, node: -1, tree: -1 });
        break;
      }
      case 'try': {
        const level = levels[event.level];
        this.#pushUndo({ ...level });
        const parent = event.level > 0 ? levels[event.level - 1].tree : -1;
        level.k += 1;
        level.option = event.option;
        level.node = event.node;
        level.tree = tree.push({
          parent,
          level: event.level,
          item: level.item,
          option: event.option,
          k: level.k,
          d: level.len,
          position: this.position,
        });
        break;
      }
      case 'backtrack': {
        this.#pushUndo(levels.slice(event.level));
        levels.length = event.level;
        break;
      }
      case 'solution': {
        const options = levels.slice(0, event.size).map((l) => l.option);
        const leaf = event.size > 0 ? levels[event.size - 1].tree : -1;
        if (leaf >= 0) tree.setSolution(leaf, true);
        this.solutions.push({ position: this.position, options, leaf });
        break;
      }
      case 'done':
        this.finished = true;
        break;
      default:
        break;
    }
  }

  #unapply(event) {
    const { levels, tree } = this;
    switch (event.kind) {
      case 'choose': {
        const { length, entry } = this.#popUndo();
        levels.length = length;
        if (entry !== undefined) levels[event.level] = entry;
        break;
      }
      case 'try': {
        tree.pop();
        levels[event.level] = this.#popUndo();
        break;
      }
      case 'backtrack': {
        levels.push(...this.#popUndo());
        break;
      }
      case 'solution': {
        const { leaf } = this.solutions.pop();
        if (leaf >= 0) tree.setSolution(leaf, false);
        break;
      }
      case 'done':
        this.finished = false;
        break;
      default:
        break;
    }
  }

  /** Frees the engine's memory; the trace is unusable afterwards. */
  free() {
    this.solver.free();
  }
}
