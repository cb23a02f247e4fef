// The board: a grid of text inputs, one per cell, with the boxes drawn. It draws what it is
// given and reports what the user does (a cell typed, a puzzle pasted); it decides nothing.
//
// Keys: arrows move, Home/End go to the start/end of the row (with Ctrl: of the board),
// a value (1-9, A-...) sets the cell, Delete/Backspace/./0/space clear it. Only one cell is
// in the Tab order (a "roving" tab stop), so Tab moves past the board in one step.

import { boxSize, cellKey, textCells, valueRange } from '../../shared/sudoku-grid.js';

export class Board {
  /**
   * `root` is an empty element. `onEdit(index, value)` is called when the user sets a cell
   * (`value` '' to clear); `onPaste(text)` when a whole puzzle is pasted into a cell.
   */
  constructor(root, { onEdit, onPaste } = {}) {
    this.root = root;
    this.onEdit = onEdit;
    this.onPaste = onPaste;
    this.n = 0;
    this.inputs = [];
    this.active = 0;
    root.classList.add('board');
    root.setAttribute('role', 'group');
    root.addEventListener('keydown', (e) => this.keydown(e));
    root.addEventListener('input', (e) => this.input(e));
    root.addEventListener('paste', (e) => this.paste(e));
    root.addEventListener('focusin', (e) => {
      const k = this.indexOf(e.target);
      if (k >= 0) this.setActive(k);
    });
  }

  /** The board's size n (an n x n grid). */
  get size() {
    return this.n;
  }

  /** Builds an empty n x n grid of inputs (only when the size changes). */
  setSize(n) {
    if (n === this.n) return;
    const b = boxSize(n);
    this.n = n;
    this.root.replaceChildren();
    this.root.style.setProperty('--n', String(n));
    this.root.style.setProperty('--b', String(b));
    this.root.dataset.size = String(n);
    this.root.setAttribute(
      'aria-label',
      `Sudoku board, ${n} by ${n}. Arrow keys move; type ${valueRange(n)}; Delete clears.`
    );
    const fragment = document.createDocumentFragment();
    this.inputs = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const input = document.createElement('input');
        input.type = 'text';
        input.className = 'cell';
        input.autocomplete = 'off';
        input.spellcheck = false;
        input.setAttribute('autocapitalize', 'characters');
        input.setAttribute('autocorrect', 'off');
        input.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}`);
        input.dataset.row = String(r + 1);
        input.dataset.col = String(c + 1);
        input.tabIndex = -1;
        if (Math.floor(r / b) % 2 === Math.floor(c / b) % 2) input.classList.add('box-even');
        fragment.append(input);
        this.inputs.push(input);
      }
    }
    // The thick lines between boxes: a layer of b x b empty boxes over the cells.
    const lines = document.createElement('div');
    lines.className = 'box-lines';
    lines.setAttribute('aria-hidden', 'true');
    for (let k = 0; k < n; k++) {
      const box = document.createElement('div');
      if (k % b < b - 1) box.classList.add('box-right');
      if (k < n - b) box.classList.add('box-bottom');
      lines.append(box);
    }
    fragment.append(lines);
    this.root.append(fragment);
    this.active = 0;
    this.inputs[0].tabIndex = 0;
  }

  /**
   * Draws the rules' shapes: for `variant` 'x' the two long diagonals shaded, for 'jigsaw' the
   * regions of `regions` (one key per cell, equal keys one region) with thick borders between
   * them instead of the boxes; 'classic' the boxes.
   */
  setVariant(variant, regions = null) {
    const n = this.n;
    const b = boxSize(n);
    const jigsaw = variant === 'jigsaw' && Array.isArray(regions) && regions.length === n * n;
    this.root.classList.toggle('jigsaw', jigsaw);
    this.root.dataset.variant = variant;
    // Shade every other region, numbered in order of their first cell.
    const order = new Map();
    if (jigsaw) for (const key of regions) if (!order.has(key)) order.set(key, order.size);
    this.inputs.forEach((input, k) => {
      const [r, c] = [Math.floor(k / n), k % n];
      const diagonal = variant === 'x' && (r === c || r + c === n - 1);
      input.classList.toggle('diag', diagonal);
      const even = jigsaw ? order.get(regions[k]) % 2 === 0 : Math.floor(r / b) % 2 === Math.floor(c / b) % 2;
      input.classList.toggle('box-even', even);
      input.classList.toggle('rb-right', jigsaw && c < n - 1 && regions[k] !== regions[k + 1]);
      input.classList.toggle('rb-bottom', jigsaw && r < n - 1 && regions[k] !== regions[k + n]);
      input.setAttribute(
        'aria-label',
        `Row ${r + 1}, column ${c + 1}${diagonal ? ', on a diagonal' : ''}${jigsaw ? `, region ${order.get(regions[k]) + 1}` : ''}`
      );
    });
  }

  /**
   * Draws the cells: `cells[k] = { value, solved }` (a value is '' or one character;
   * `solved` marks a value the solver filled in), and the cells at fault (`bad` indices).
   */
  show(cells, bad = []) {
    const badSet = new Set(bad);
    cells.forEach(({ value, solved }, k) => {
      const input = this.inputs[k];
      if (!input) return;
      if (input.value !== value) input.value = value;
      input.dataset.value = value;
      input.classList.toggle('given', !!value && !solved);
      input.classList.toggle('solved', !!value && !!solved);
      const isBad = badSet.has(k);
      input.classList.toggle('bad', isBad);
      if (isBad) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  }

  /** Marks the board as waiting (while a search runs) or not. */
  setBusy(busy) {
    this.root.classList.toggle('busy', busy);
  }

  indexOf(el) {
    return el instanceof HTMLInputElement ? this.inputs.indexOf(el) : -1;
  }

  setActive(k) {
    if (k === this.active && this.inputs[k]?.tabIndex === 0) return;
    if (this.inputs[this.active]) this.inputs[this.active].tabIndex = -1;
    this.active = k;
    this.inputs[k].tabIndex = 0;
  }

  /** Moves the focus to cell k. */
  focusCell(k) {
    const i = Math.max(0, Math.min(this.inputs.length - 1, k));
    this.setActive(i);
    this.inputs[i].focus();
  }

  keydown(e) {
    const k = this.indexOf(e.target);
    if (k < 0) return;
    const n = this.n;
    const [r, c] = [Math.floor(k / n), k % n];
    let to = -1;
    switch (e.key) {
      case 'ArrowLeft':
        to = c > 0 ? k - 1 : k;
        break;
      case 'ArrowRight':
        to = c < n - 1 ? k + 1 : k;
        break;
      case 'ArrowUp':
        to = r > 0 ? k - n : k;
        break;
      case 'ArrowDown':
        to = r < n - 1 ? k + n : k;
        break;
      case 'Home':
        to = e.ctrlKey ? 0 : r * n;
        break;
      case 'End':
        to = e.ctrlKey ? n * n - 1 : r * n + n - 1;
        break;
      case 'Backspace':
      case 'Delete':
        e.preventDefault();
        this.onEdit?.(k, '');
        return;
      default:
        break;
    }
    if (to >= 0) {
      e.preventDefault();
      this.focusCell(to);
      return;
    }
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    // Every printable key is ours: a value sets the cell, a blank clears it, others do nothing.
    e.preventDefault();
    const action = cellKey(e.key, n);
    if (action?.set) this.onEdit?.(k, action.set);
    else if (action?.clear) this.onEdit?.(k, '');
  }

  // Typing that bypasses keydown (on-screen keyboards, autofill): keep the last character.
  input(e) {
    const k = this.indexOf(e.target);
    if (k < 0) return;
    const input = this.inputs[k];
    const typed = input.value;
    const ch = Array.from(typed).pop() ?? '';
    const action = ch ? cellKey(ch, this.n) : { clear: true };
    input.value = input.dataset.value ?? ''; // show() draws the edit, if any
    if (action?.set) this.onEdit?.(k, action.set);
    else if (action?.clear) this.onEdit?.(k, '');
  }

  paste(e) {
    const k = this.indexOf(e.target);
    if (k < 0) return;
    const text = e.clipboardData?.getData('text') ?? '';
    e.preventDefault();
    if (textCells(text).length > 1) {
      this.onPaste?.(text);
      return;
    }
    const action = cellKey(text.trim(), this.n);
    if (action?.set) this.onEdit?.(k, action.set);
  }
}
