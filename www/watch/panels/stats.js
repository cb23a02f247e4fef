// The search's live numbers, as Knuth counts them: the level, search-tree nodes, link updates,
// mems, solutions, and events so far; with colors, dlx2's cleansings too. Cheap enough to redraw every frame: one stats() call,
// and a cell's text is touched only when its number changed.

import { formatCount } from '../../shared/numbers.js';

/** The numbers shown, in order: the key in trace.stats(), a label, and what it counts. */
export const STAT_FIELDS = Object.freeze([
  { key: 'level', label: 'Level', about: 'The level l the search is at: 0 at the root of the search tree, one more for each option on the path.' },
  { key: 'nodes', label: 'Nodes', about: 'Search-tree nodes entered so far, plus one per solution.' },
  { key: 'updates', label: 'Updates', about: 'Link changes: one per item covered and one per node hidden.' },
  { key: 'mems', label: 'Mems', about: 'Memory accesses, Knuth’s measure of work that does not depend on the machine.' },
  { key: 'solutions', label: 'Solutions', about: 'Solutions found so far.' },
  { key: 'events', label: 'Events', about: 'Single steps taken: each choose, cover, hide, try, unhide, uncover…' },
  {
    key: 'cleansings',
    label: 'Cleansings',
    about: 'With colors, as Knuth’s dlx2 counts them: one per item purified (given a color) and one per node marked by it.',
  },
]);

/** The numbers shown by default: all of them, but cleansings only for a problem with colors. */
export function defaultStatFields(trace) {
  return STAT_FIELDS.map((f) => f.key).filter((key) => key !== 'cleansings' || trace.hasColors);
}

/** The numbers as a grid of labelled values; `fields` picks and orders them (default: defaultStatFields). */
export class StatsView {
  constructor(container, trace, { fields = defaultStatFields(trace) } = {}) {
    this.trace = trace;
    // The box is a size container: the grid picks its columns from its own width.
    this.root = document.createElement('div');
    this.root.className = 'explain-stats-box';
    this.list = document.createElement('dl');
    this.list.className = 'explain-stats';
    this.list.setAttribute('aria-label', 'Search statistics');
    this.root.append(this.list);
    this.cells = [];
    for (const key of fields) {
      const field = STAT_FIELDS.find((f) => f.key === key);
      if (!field) throw new Error(`no statistic ${key}`);
      const group = document.createElement('div');
      group.className = 'explain-stat';
      group.dataset.stat = key;
      group.title = field.about;
      const dt = document.createElement('dt');
      dt.textContent = field.label;
      const dd = document.createElement('dd');
      dd.textContent = '0';
      group.append(dt, dd);
      this.list.append(group);
      this.cells.push({ key, dd, value: 0 });
    }
    container.append(this.root);
    this.render(null);
  }

  /** The numbers now (they go back too when stepping back); `change` and `progress` unused. */
  render() {
    const stats = this.trace.stats();
    for (const cell of this.cells) {
      const value = stats[cell.key];
      if (value !== cell.value) {
        cell.value = value;
        const text = formatCount(value);
        cell.dd.textContent = text;
        // The type shrinks to fit long counts (explain.css): 60,966,025 mems fill a narrow box.
        if (text.length !== cell.chars) {
          cell.chars = text.length;
          cell.dd.style.setProperty('--chars', String(text.length));
        }
      }
    }
  }

  destroy() {
    this.root.remove();
  }
}
