// The Langford row of the puzzle panel (board/view.js): 2n slots with the pairs placed so
// far, the slot branched on, and a legend of the values. Each option's value and slots come
// from pairOf (narration.js, over the engine's option roles).
//
// The pure helpers at the top are tested in tests/js/board-pictures.test.mjs.

import { pairOf } from '../panels/index.js';
import { legend, setText } from './dom.js';

/**
 * The Langford row after `pairs` (each `{ value, slots }` as pairOf returns them, slots from
 * 1): `2n` entries, the value in each slot or 0.
 */
export function langfordSlots(n, pairs) {
  const slots = new Array(2 * n).fill(0);
  for (const { value, slots: [a, b] } of pairs) {
    slots[a - 1] = value;
    slots[b - 1] = value;
  }
  return slots;
}

/**
 * Whether a row of slots is a Langford sequence: each of 1..n twice, the two `k`s with `k`
 * numbers between them.
 */
export function isLangford(slots) {
  const n = slots.length / 2;
  if (!Number.isInteger(n) || n < 1) return false;
  for (let k = 1; k <= n; k += 1) {
    const at = [];
    slots.forEach((v, s) => {
      if (v === k) at.push(s);
    });
    if (at.length !== 2 || at[1] - at[0] !== k + 1) return false;
  }
  return true;
}

export class LangfordBoard {
  kind = 'langford';

  /**
   * @param root   the panel's element; the row and its legend are appended to it
   * @param trace  the Trace to show
   * @param n      the largest value (problemKind's n)
   */
  constructor(root, trace, n) {
    this.trace = trace;
    root.dataset.kind = 'langford';
    this.n = n;
    this.pairs = new Array(trace.optionCount);
    // Which slot an item is, as the engine says (its ItemRole), -1 for a value.
    this.slotItem = (k) => {
      const role = trace.itemRole(k);
      return role?.role === 'slot' ? role.slot : -1;
    };
    const row = document.createElement('div');
    row.className = 'pv-board pv-langford';
    row.style.setProperty('--slots', String(2 * n));
    row.setAttribute('role', 'img');
    this.board = row;
    this.cells = [];
    for (let s = 0; s < 2 * n; s += 1) {
      const div = document.createElement('div');
      div.className = 'pv-slot';
      const value = document.createElement('span');
      value.className = 'pv-slot-value';
      const number = document.createElement('span');
      number.className = 'pv-slot-number';
      number.textContent = String(s + 1);
      div.append(value, number);
      row.append(div);
      this.cells.push({ div, value, state: null });
    }
    this.legend = legend(
      Array.from({ length: n }, (_, k) => String(k + 1)),
      'The values',
      'value'
    );
    root.append(row, this.legend.root);
  }

  #pair(o) {
    return (this.pairs[o] ??= pairOf(o, this.trace));
  }

  draw() {
    const { trace, n } = this;
    const pairs = [];
    let tried = null;
    trace.levels.forEach((level, l) => {
      const p = level.option >= 0 ? this.#pair(level.option) : null;
      if (!p) return;
      pairs.push(p);
      if (l === trace.levels.length - 1) tried = p;
    });
    const slots = langfordSlots(n, pairs);
    const cur = trace.levels.at(-1);
    const deciding = cur ? this.slotItem(cur.item) : -1;
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    for (let s = 0; s < 2 * n; s += 1) {
      const view = this.cells[s];
      const v = slots[s];
      const classes = [
        v ? 'filled' : '',
        tried && tried.slots.includes(s + 1) ? 'tried' : '',
        s === deciding ? 'deciding' : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (view.state !== classes) {
        view.state = classes;
        view.div.className = `pv-slot ${classes}`;
      }
      setText(view.value, v ? String(v) : '');
      if (v) view.div.dataset.value = String(v);
      else delete view.div.dataset.value;
    }
    const placed = new Set(pairs.map((p) => String(p.value)));
    const choosing = cur && cur.item < n ? String(cur.item + 1) : '';
    this.legend.draw((name) => ({
      placed: placed.has(name),
      deciding: name === choosing,
      tried: tried !== null && String(tried.value) === name,
    }));
    const text = slots.map((v) => (v ? String(v) : 'empty')).join(', ');
    this.board.setAttribute(
      'aria-label',
      `Langford row of ${2 * n} slots: ${text}` + (solved ? '; solved' : '')
    );
  }
}
