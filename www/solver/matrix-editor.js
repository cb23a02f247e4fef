// The 0/1 matrix editor: a grid of toggle buttons (aria-pressed), one per entry, with buttons
// to add and remove rows and columns and to mark a column secondary. Arrow keys move between
// the entries (one Tab stop for the whole grid); Space or Enter toggles. It draws the matrix it
// is given and reports each edit through `onChange(matrix)`; matrix.js makes the edits.

import {
  addColumn,
  addRow,
  columnCount,
  columnName,
  removeColumn,
  removeRow,
  toggleCell,
  toggleSecondary,
} from './matrix.js';

export class MatrixEditor {
  constructor(root, { onChange } = {}) {
    this.root = root;
    this.onChange = onChange;
    this.matrix = { rows: [], secondary: [] };
    this.chosen = new Set();
    this.bad = 0;
    this.focus = [0, 0];
    root.classList.add('matrix-editor');
    root.addEventListener('keydown', (e) => this.keydown(e));
    root.addEventListener('click', (e) => this.click(e));
  }

  /** Draws `matrix`; `chosen` holds the rows (from 0) of the solution shown; `bad` a row (from 1) at fault. */
  show(matrix, { chosen = [], bad = 0 } = {}) {
    this.matrix = matrix;
    this.chosen = new Set(chosen);
    this.bad = bad;
    const had = this.root.contains(document.activeElement) ? document.activeElement.dataset : null;
    this.build();
    if (had) this.refocus(had);
  }

  /** Only the highlight of the chosen rows (when browsing solutions: no rebuild). */
  highlight(chosen = []) {
    this.chosen = new Set(chosen);
    for (const row of this.root.querySelectorAll('[data-row-index]')) {
      const r = Number(row.dataset.rowIndex);
      row.classList.toggle('chosen', this.chosen.has(r));
    }
  }

  build() {
    const { rows, secondary } = this.matrix;
    const cols = columnCount(this.matrix);
    const [fr, fc] = this.focus;
    this.focus = [Math.min(fr, rows.length - 1), Math.min(fc, cols - 1)];
    const grid = el('div', 'mx-grid');
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', `Matrix, ${rows.length} rows by ${cols} columns. Arrow keys move, Space toggles.`);
    grid.style.setProperty('--cols', String(cols));
    // The header row: each column's name, its secondary toggle and its remove button.
    grid.append(el('span', 'mx-corner', 'row'));
    for (let c = 0; c < cols; c += 1) {
      const head = el('div', `mx-head${secondary[c] ? ' secondary' : ''}`);
      head.append(el('span', 'mx-name', columnName(c)));
      const sec = button('mx-sec', 'sec', `Column ${columnName(c)} secondary`, { action: 'secondary', col: c });
      sec.setAttribute('aria-pressed', String(secondary[c]));
      sec.title = 'Secondary: may be covered at most once, instead of exactly once';
      head.append(sec, button('mx-remove', '×', `Remove column ${columnName(c)}`, { action: 'remove-col', col: c }));
      grid.append(head);
    }
    grid.append(el('span', 'mx-corner'));
    rows.forEach((row, r) => {
      const line = el('div', 'mx-row');
      line.dataset.rowIndex = String(r);
      line.classList.toggle('chosen', this.chosen.has(r));
      line.classList.toggle('bad', this.bad === r + 1);
      line.append(el('span', 'mx-label', String(r + 1)));
      row.forEach((on, c) => {
        const cell = button(`mx-cell${secondary[c] ? ' secondary' : ''}`, on ? '1' : '', `Row ${r + 1}, column ${columnName(c)}`, {
          action: 'toggle',
          row: r,
          col: c,
        });
        cell.setAttribute('aria-pressed', String(on));
        cell.tabIndex = r === this.focus[0] && c === this.focus[1] ? 0 : -1;
        line.append(cell);
      });
      line.append(button('mx-remove', '×', `Remove row ${r + 1}`, { action: 'remove-row', row: r }));
      grid.append(line);
    });
    const tools = el('div', 'mx-tools');
    tools.append(
      button('', 'Add row', 'Add row', { action: 'add-row' }),
      button('', 'Add column', 'Add column', { action: 'add-col' })
    );
    this.root.replaceChildren(grid, tools);
  }

  refocus(data) {
    const selector = Object.entries(data)
      .map(([k, v]) => `[data-${k.replace(/[A-Z]/gu, (m) => `-${m.toLowerCase()}`)}="${CSS.escape(v)}"]`)
      .join('');
    const target = selector ? this.root.querySelector(selector) : null;
    (target ?? this.root.querySelector('.mx-cell[tabindex="0"]'))?.focus();
  }

  click(e) {
    const b = e.target.closest('button[data-action]');
    if (!b || !this.root.contains(b)) return;
    const { action } = b.dataset;
    const r = Number(b.dataset.row);
    const c = Number(b.dataset.col);
    const m = this.matrix;
    const next = {
      toggle: () => toggleCell(m, r, c),
      secondary: () => toggleSecondary(m, c),
      'remove-row': () => removeRow(m, r),
      'remove-col': () => removeColumn(m, c),
      'add-row': () => addRow(m),
      'add-col': () => addColumn(m),
    }[action]?.();
    if (action === 'toggle') this.focus = [r, c];
    if (next && next !== m) this.onChange?.(next);
  }

  keydown(e) {
    const cell = e.target.closest?.('.mx-cell');
    if (!cell) return;
    const rows = this.matrix.rows.length;
    const cols = columnCount(this.matrix);
    let [r, c] = [Number(cell.dataset.row), Number(cell.dataset.col)];
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key === 'Home') c = 0;
    else if (e.key === 'End') c = cols - 1;
    else if (moves[e.key]) {
      r = Math.max(0, Math.min(rows - 1, r + moves[e.key][0]));
      c = Math.max(0, Math.min(cols - 1, c + moves[e.key][1]));
    } else return;
    e.preventDefault();
    e.stopPropagation();
    cell.tabIndex = -1;
    this.focus = [r, c];
    const to = this.root.querySelector(`.mx-cell[data-row="${r}"][data-col="${c}"]`);
    to.tabIndex = 0;
    to.focus();
  }
}

function el(tag, className, text = null) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== null) e.textContent = text;
  return e;
}

function button(className, text, label, data) {
  const b = el('button', className, text);
  b.type = 'button';
  b.setAttribute('aria-label', label);
  for (const [k, v] of Object.entries(data)) b.dataset[k] = String(v);
  return b;
}
