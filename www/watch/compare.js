// The same problem under both branching rules, run to the end at full speed (at most
// COMPARE_NODES search-tree nodes each), so a student can compare the sizes of their searches.
// It works in slices of a few milliseconds between frames, so a big problem never freezes the
// page, and it gives up when the problem changes.

import { isTrap } from '../shared/engine.js';
import { formatCount } from '../shared/numbers.js';

export const COMPARE_NODES = 200_000;
const COMPARE_SLICE_MS = 8;
const RULES = ['mrv', 'first'];

export class RuleComparison {
  /** `box` shows the table; `solverFor(problem, rule)` makes a fresh engine search. */
  constructor(box, solverFor) {
    this.box = box;
    this.solverFor = solverFor;
    this.generation = 0;
  }

  /** Gives up the comparison in progress: its table is never shown. */
  stop() {
    this.generation += 1;
  }

  /**
   * Compares both rules on `problem`, the row of `rule` (the one being watched) marked.
   * Resolves to the rows shown (`{ rule, nodes, updates, solutions, finished }`), or null
   * when the comparison was given up or the problem refused.
   */
  async run(problem, rule) {
    const generation = ++this.generation;
    const waiting = document.createElement('p');
    waiting.className = 'hint';
    waiting.textContent = 'Running the whole search under both branching rules…';
    this.box.replaceChildren(waiting);
    const rows = [];
    for (const each of RULES) {
      const row = await this.measure(problem, each, generation);
      if (!row) return null;
      rows.push(row);
    }
    if (generation !== this.generation) return null;
    this.show(rows, rule);
    return rows;
  }

  /** One rule's whole search, or null when the problem is refused or the comparison given up. */
  async measure(problem, rule, generation) {
    let solver;
    try {
      solver = this.solverFor(problem, rule);
    } catch (e) {
      if (isTrap(e)) throw e;
      return null;
    }
    let result = '';
    // Small at first: in a big problem one node can cost a millisecond or more.
    let chunk = 16;
    try {
      while (result !== 'finished' && solver.nodes < COMPARE_NODES) {
        const t0 = performance.now();
        // runFor takes a budget of nodes from here, not a total: a slice is `chunk` nodes.
        result = solver.runFor(Math.max(1, Math.min(chunk, COMPARE_NODES - solver.nodes)));
        const took = performance.now() - t0;
        // Aim each slice at a few milliseconds, whatever a node costs in this problem.
        chunk = Math.max(1, Math.round(chunk * Math.min(4, COMPARE_SLICE_MS / Math.max(took, 0.1))));
        if (result !== 'finished') {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (generation !== this.generation) return null;
        }
      }
      return { rule, nodes: solver.nodes, updates: solver.updates, solutions: solver.solutions, finished: result === 'finished' };
    } finally {
      solver.free();
    }
  }

  show(rows, current) {
    const title = document.createElement('h2');
    title.textContent = 'The whole search, by branching rule';
    const table = document.createElement('table');
    table.className = 'compare-table';
    const head = table.createTHead().insertRow();
    for (const h of ['Branch on', 'Nodes', 'Updates', 'Solutions']) {
      const th = document.createElement('th');
      th.textContent = h;
      head.append(th);
    }
    const body = table.createTBody();
    for (const r of rows) {
      const tr = body.insertRow();
      if (r.rule === current) tr.className = 'current';
      const more = r.finished ? '' : '+';
      const found = r.finished ? formatCount(r.solutions) : `${formatCount(r.solutions)} so far`;
      const cells = [r.rule === 'mrv' ? 'fewest options' : 'first item', formatCount(r.nodes) + more, formatCount(r.updates) + more, found];
      for (const text of cells) tr.insertCell().textContent = text;
    }
    this.box.replaceChildren(title, table);
    if (rows.some((r) => !r.finished)) {
      const note = document.createElement('p');
      note.className = 'hint';
      note.textContent = `A + marks a search stopped after ${formatCount(COMPARE_NODES)} nodes: it would take much longer.`;
      this.box.append(note);
    }
  }
}
