// The puzzle panel (board/view.js) for a problem with no board of its own (Knuth's example, a
// DLX text or matrix of one's own): the options chosen so far, the path level by level, and
// the solutions found, all in the engine's own names.

import { formatCount } from '../../shared/numbers.js';
import { setText } from './dom.js';
import { optionsWord } from './words.js';

/** How many of the solutions found the panel lists (the last ones). */
const SHOWN_SOLUTIONS = 12;

export class OptionsList {
  kind = 'options';

  /**
   * @param root   the panel's element; the lists are appended to it, and it is marked solved
   * @param trace  the Trace to show
   */
  constructor(root, trace) {
    this.trace = trace;
    this.root = root;
    root.dataset.kind = 'options';
    const chosen = document.createElement('p');
    chosen.className = 'pv-chosen';
    this.chosen = chosen;
    const levels = document.createElement('ol');
    levels.className = 'pv-levels';
    levels.start = 0;
    levels.setAttribute('aria-label', 'The search path, level by level');
    this.levelList = levels;
    this.levelRows = [];
    const found = document.createElement('p');
    found.className = 'pv-found';
    this.found = found;
    root.append(chosen, levels, found);
  }

  draw() {
    const { trace } = this;
    const picked = trace.levels.filter((l) => l.option >= 0).map((l) => trace.optionText(l.option));
    const solved = trace.lastEvent()?.kind === 'solution';
    this.root.classList.toggle('pv-solved', solved);
    setText(this.chosen, picked.length ? `Chosen: ${picked.join(', ')}` : 'Chosen: nothing yet');
    // One line per level: the item branched on, how many options it had, the one tried.
    const rows = this.levelRows;
    trace.levels.forEach((level, l) => {
      if (!rows[l]) {
        const li = document.createElement('li');
        this.levelList.append(li);
        rows[l] = li;
      }
      const item = trace.itemName(level.item);
      const text =
        level.option < 0
          ? `Level ${l}: item ${item} has ${optionsWord(level.len)}${level.len === 0 ? ': dead end' : ''}`
          : `Level ${l}: item ${item}, option ${level.k} of ${level.len}: ${trace.optionText(level.option)}`;
      setText(rows[l], text);
      rows[l].classList.toggle('current', l === trace.levels.length - 1);
    });
    while (rows.length > trace.levels.length) rows.pop().remove();
    // The last few: a search may find thousands, and the line is read, not scrolled.
    const count = trace.solutions.length;
    const shown = [];
    for (let n = Math.max(0, count - SHOWN_SOLUTIONS); n < count; n += 1) {
      const s = trace.solutions.at(n);
      if (s) shown.push(`{${s.options.map((o) => trace.optionText(o)).join(', ')}}`);
    }
    const more = count > shown.length ? ` (the last ${shown.length} of ${formatCount(count)})` : '';
    setText(this.found, count ? `Solutions found${more}: ${shown.join(' ')}` : '');
  }
}
