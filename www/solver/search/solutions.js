// The solutions found so far, kept compactly so that browsing them is instant: each solution is
// its chosen options' numbers, all of them in one growing Uint32Array with an offset table
// (9356 pentomino packings take 450 kB). Past `maxKept` solutions the store only counts them,
// so an enormous count cannot fill the memory. Also the pure rules of browsing: which solution
// a key or a typed number leads to.

export const MAX_KEPT = 100_000;

export class SolutionStore {
  constructor(maxKept = MAX_KEPT) {
    this.maxKept = maxKept;
    this.clear();
  }

  /** Forgets every solution. */
  clear() {
    this.ids = new Uint32Array(1024);
    this.used = 0;
    this.starts = new Uint32Array(65);
    this.kept = 0;
    /** Solutions found, kept or not. */
    this.found = 0;
    /** Set once solutions came without options: later ones are not kept either. */
    this.closed = false;
  }

  /** How many solutions can be browsed. */
  get count() {
    return this.kept;
  }

  /** Whether some solutions were counted but not kept. */
  get truncated() {
    return this.found > this.kept;
  }

  /**
   * Adds a batch of solutions, as the worker sends them: `flat` holds their option numbers one
   * solution after another, `lengths[k]` how many options solution k has; then `more`
   * solutions that come without their options (a pool of workers sends none past the first
   * `maxKept`, which would not be kept anyway).
   */
  addBatch(flat, lengths, more = 0) {
    let at = 0;
    for (const len of lengths) {
      this.add(flat.subarray ? flat.subarray(at, at + len) : flat.slice(at, at + len));
      at += len;
    }
    this.countMore(more);
  }

  /**
   * Counts `n` more solutions found after the others, without their options: none can be
   * kept after them, even below `maxKept` (the solutions kept are always the first ones).
   */
  countMore(n) {
    if (!(n > 0)) return;
    this.found += n;
    this.closed = true;
  }

  /** Adds one solution (its option numbers). */
  add(options) {
    this.found += 1;
    if (this.kept >= this.maxKept || this.closed) return;
    const len = options.length;
    if (this.used + len > this.ids.length) {
      const bigger = new Uint32Array(Math.max(this.ids.length * 2, this.used + len));
      bigger.set(this.ids.subarray(0, this.used));
      this.ids = bigger;
    }
    if (this.kept + 2 > this.starts.length) {
      const bigger = new Uint32Array(this.starts.length * 2);
      bigger.set(this.starts);
      this.starts = bigger;
    }
    this.ids.set(options, this.used);
    this.used += len;
    this.kept += 1;
    this.starts[this.kept] = this.used;
  }

  /** Solution k (from 0) as its option numbers (a view: copy it to keep it). */
  get(k) {
    if (!(k >= 0 && k < this.kept)) throw new RangeError(`there is no solution ${k + 1}`);
    return this.ids.subarray(this.starts[k], this.starts[k + 1]);
  }
}

/** k limited to the solutions there are (0 when there are none). */
export function clampIndex(k, count) {
  if (count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.trunc(k)));
}

/**
 * The solution a browsing key leads to from solution `k` (of `count`), or null for a key that
 * does not browse: arrows step by one, Page Up/Down by ten, Home/End to the ends.
 */
export function browseKey(key, k, count) {
  if (count <= 0) return null;
  const to = {
    ArrowLeft: k - 1,
    ArrowUp: k - 1,
    ArrowRight: k + 1,
    ArrowDown: k + 1,
    PageUp: k - 10,
    PageDown: k + 10,
    Home: 0,
    End: count - 1,
  }[key];
  return to === undefined ? null : clampIndex(to, count);
}

/** The solution a typed number (from 1) names, as an index from 0, or null when it names none. */
export function solutionNumber(text, count) {
  const s = String(text ?? '').replace(/[,\s_]/gu, '');
  if (!/^\d{1,9}$/u.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= count ? n - 1 : null;
}
