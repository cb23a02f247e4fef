// The Sudoku board of the puzzle panel (board/view.js): the givens, the digits chosen on the
// current path and the candidates each empty cell still has; an X-sudoku's diagonals shaded, a
// jigsaw's regions tinted and outlined. What each item asks for is the engine's role for it
// (trace.itemRole), what each option places is trace.placement; nothing is decoded here.
//
// The pure helpers at the top are shared with the words of the search (board/words.js) and
// tested in tests/js/tree.test.mjs.

import { textCells, valueChar } from '../../shared/sudoku-grid.js';
import { columnOptions, isDeadEnd, itemActive, nextDecision } from '../panels/index.js';
import { setText } from './dom.js';
import { cageItemCells, killerCages, optionPlaces } from './killer.js';
import { cageLayer } from '../../shared/killer-cages.js';

/**
 * What Sudoku item `k` asks for, from the engine's role for it: `{ kind: 'cell', cell }` (cell
 * row-major from 0), or `{ kind: 'row' | 'column' | 'box' | 'diagonal' | 'region', index,
 * value }` (index from 0, value 1..n; diagonal 0 from the top left); null for anything else.
 */
export function sudokuItem(trace, k) {
  const role = trace.itemRole(k);
  const n = trace.boxSize * trace.boxSize;
  if (role.role === 'cell') return { kind: 'cell', cell: role.row * n + role.column };
  if (role.role === 'unitValue') return { kind: role.unit, index: role.index, value: role.value };
  return null;
}

/** The cells (row-major from 0) of diagonal `index`: 0 from the top left, 1 from the top right. */
export function diagonalCells(index, n) {
  return Array.from({ length: n }, (_, r) => r * n + (index === 0 ? r : n - 1 - r));
}

/**
 * A few tints for the regions of a jigsaw, so that regions side by side differ: each region
 * takes the first tint none of its neighbours has (greedy; four suffice for most maps, and a
 * fifth neighbour colour repeats one, the thick borders still telling the regions apart).
 * `regions[cell]` is each cell's region; returns each region's tint, 0..tints-1.
 */
export function regionTints(regions, n, tints = 4) {
  const count = Math.max(0, ...regions) + 1;
  const neighbours = Array.from({ length: count }, () => new Set());
  for (let cell = 0; cell < n * n; cell += 1) {
    const g = regions[cell];
    if (cell % n + 1 < n && regions[cell + 1] !== g) {
      neighbours[g].add(regions[cell + 1]);
      neighbours[regions[cell + 1]].add(g);
    }
    if (cell + n < n * n && regions[cell + n] !== g) {
      neighbours[g].add(regions[cell + n]);
      neighbours[regions[cell + n]].add(g);
    }
  }
  const tint = new Array(count).fill(-1);
  for (let g = 0; g < count; g += 1) {
    const used = new Set([...neighbours[g]].map((h) => tint[h]));
    let t = 0;
    while (used.has(t) && t < tints) t += 1;
    tint[g] = t % tints;
  }
  return tint;
}

/** The cells (row-major from 0) of box `index` (from 0, boxes numbered row by row). */
export function boxCells(index, boxSize) {
  const n = boxSize * boxSize;
  const top = Math.floor(index / boxSize) * boxSize;
  const left = (index % boxSize) * boxSize;
  const cells = [];
  for (let r = 0; r < boxSize; r += 1) {
    for (let c = 0; c < boxSize; c += 1) cells.push((top + r) * n + left + c);
  }
  return cells;
}

/** A Sudoku placement `[cell, value]` in words: "7 in row 4, column 1". */
export function placementText([cell, value], n) {
  return `${valueChar(value)} in row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1}`;
}

/** What a grid of each variant is called, for screen readers. */
const GRID_NAMES = { classic: 'Sudoku grid', x: 'X-sudoku grid', jigsaw: 'Jigsaw Sudoku grid', killer: 'Killer Sudoku grid' };

/** The rules a variant adds, under its grid. */
const RULE_WORDS = {
  x: 'X-sudoku: the two shaded diagonals must hold every value once too.',
  jigsaw: 'Jigsaw Sudoku: no boxes; each region inside the thick lines must hold every value once.',
  killer: 'Killer Sudoku: the values in each dashed cage differ and add up to the sum in its corner.',
};

export class SudokuBoard {
  kind = 'sudoku';

  /**
   * @param root    the panel's element; the grid (and a variant's rules) are appended to it
   * @param trace   the Trace to show
   * @param givens  the puzzle text the page had ('.'/'0' empty)
   */
  constructor(root, trace, givens) {
    const b = trace.boxSize;
    const n = b * b;
    this.trace = trace;
    this.n = n;
    root.dataset.kind = 'sudoku';
    const given = textCells(givens);
    this.givens = Array.from({ length: n * n }, (_, k) => given[k] ?? '');
    // The cell items (the others are rows, columns and boxes needing a value).
    this.cellItem = new Int32Array(n * n).fill(-1);
    this.items = [];
    for (let k = 0; k < trace.itemCount; k += 1) {
      const it = sudokuItem(trace, k);
      this.items.push(it);
      if (it?.kind === 'cell') this.cellItem[it.cell] = k;
    }
    this.placements = new Array(trace.optionCount);
    // The rules: an X-sudoku's diagonals are shaded, a jigsaw's regions tinted and outlined.
    this.variant = trace.solver?.variant || 'classic';
    const map = trace.solver?.regionMap?.();
    this.regions = this.variant === 'jigsaw' && map?.length === n * n ? Array.from(map) : null;
    const tints = this.regions ? regionTints(this.regions, n) : null;
    const board = document.createElement('div');
    board.className = 'pv-board pv-sudoku';
    board.style.setProperty('--n', String(n));
    board.style.setProperty('--b', String(b));
    board.dataset.size = String(n);
    board.dataset.variant = this.variant;
    board.setAttribute('role', 'img');
    this.board = board;
    this.cells = [];
    for (let cell = 0; cell < n * n; cell += 1) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      const div = document.createElement('div');
      // Every other box lightly shaded, as on the solver's board; a jigsaw's regions tinted.
      if (tints) div.className = `pv-cell pv-tint${tints[this.regions[cell]]}`;
      else div.className = Math.floor(r / b) % 2 !== Math.floor(c / b) % 2 ? 'pv-cell pv-alt' : 'pv-cell';
      if (this.variant === 'x' && (r === c || r + c === n - 1)) div.classList.add('pv-diag');
      const value = document.createElement('span');
      value.className = 'pv-value';
      const marks = document.createElement('span');
      marks.className = 'pv-marks';
      // Up to 9 values, one mark per value in its place; bigger grids show a count instead.
      const slots = [];
      if (n <= 9) {
        for (let v = 1; v <= n; v += 1) {
          const slot = document.createElement('span');
          marks.append(slot);
          slots.push(slot);
        }
      }
      div.append(value, marks);
      board.append(div);
      this.cells.push({ div, base: div.className, value, marks, slots, state: null, candidates: -1, count: -2 });
    }
    board.append(this.regions ? regionLines(this.regions, n) : boxLines(b));
    this.cages = killerCages(trace, n);
    if (this.cages) board.append(cageLayer(this.cages.map, this.cages.sums, n));
    root.append(board);
    const rules = RULE_WORDS[this.variant];
    if (rules) {
      const note = document.createElement('p');
      note.className = 'pv-rules';
      note.textContent = rules;
      root.append(note);
    }
  }

  /** The cells and values option `o` decides: one placement, or a Killer's whole cage. */
  #places(o) {
    return (this.placements[o] ??= optionPlaces(this.trace, o, this.n));
  }

  /** `marks`: false while a Predict question on a dead end is open (no candidates, no stuck cell). */
  draw({ marks: showMarks = true } = {}) {
    const { trace, n } = this;
    // The engine's next decision first: its look ahead may grow wasm memory, which would
    // leave views of the links taken before it empty.
    const decision = nextDecision(trace);
    const { nodes, items } = trace.links();
    const values = this.givens.slice();
    const chosen = new Array(n * n).fill(false);
    for (const level of trace.levels) {
      if (level.option < 0) continue;
      for (const [cell, value] of this.#places(level.option)) {
        values[cell] = valueChar(value);
        chosen[cell] = true;
      }
    }
    // The deepest level: the item branched on (a cell, or a row/column/box needing a value)
    // and the option being tried there.
    const cur = trace.levels.at(-1);
    const deciding = new Set();
    const unit = new Set();
    let tried = -1;
    let choice = -1;
    if (cur) {
      const it = this.items[cur.item];
      if (it?.kind === 'cell') deciding.add(it.cell);
      else if (it) for (const cell of unitCells(it, trace.boxSize, this.regions)) unit.add(cell);
      else for (const cell of cageItemCells(trace, cur.item, this.cages) ?? []) unit.add(cell);
      if (cur.option >= 0) {
        const places = this.#places(cur.option);
        tried = places[0]?.[0] ?? -1;
        for (const [cell] of places) deciding.add(cell);
      }
      choice = cur.item;
    }
    // The cells where the value asked for by the item branched on may still go.
    const choiceCells = new Set();
    if (choice >= 0 && this.items[choice]?.kind !== 'cell') {
      for (const o of columnOptions(trace, nodes, choice)) for (const [cell] of this.#places(o)) choiceCells.add(cell);
    }
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    // A cell with no candidate left is a dead end, unless the option being placed fills it
    // (the engine says which: see nextDecision, as the item panel shows it).
    let empty = 0;
    for (let cell = 0; cell < n * n; cell += 1) {
      const view = this.cells[cell];
      const k = this.cellItem[cell];
      let marks = 0;
      let count = -1;
      if (showMarks && !values[cell] && k >= 0 && itemActive(items, k)) {
        count = 0;
        for (const o of columnOptions(trace, nodes, k)) {
          marks |= 1 << (this.#places(o)[0][1] - 1);
          count += 1;
        }
        if (isDeadEnd({ item: k, len: count }, decision)) empty += 1;
        else if (count === 0) count = -1;
      }
      const classes = [
        this.givens[cell] ? 'given' : chosen[cell] ? 'chosen' : '',
        deciding.has(cell) || cell === tried ? 'deciding' : '',
        cell === tried ? 'tried' : '',
        unit.has(cell) ? 'unit' : '',
        choiceCells.has(cell) ? 'choice' : '',
        count === 0 ? 'stuck' : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (view.state !== classes) {
        view.div.className = `${view.base} ${classes}`;
        view.state = classes;
      }
      setText(view.value, values[cell]);
      if (view.candidates !== marks || view.count !== count) {
        view.candidates = marks;
        view.count = count;
        if (view.slots.length) {
          view.slots.forEach((slot, v) => setText(slot, marks & (1 << v) ? valueChar(v + 1) : ''));
        } else {
          setText(view.marks, count > 0 ? String(count) : '');
        }
      }
    }
    const placed = values.filter(Boolean).length;
    this.board.setAttribute(
      'aria-label',
      `${GRID_NAMES[this.variant] ?? 'Sudoku grid'}, ${n} by ${n}: ${placed} of ${n * n} cells filled` +
        (empty ? `; ${empty === 1 ? '1 empty cell has' : `${empty} empty cells have`} no value left` : '') +
        (solved ? '; solved' : '')
    );
  }
}

/**
 * The cells of a row, column, box, diagonal or region (a Sudoku item that is not a cell);
 * `regions` is each cell's region, for a jigsaw.
 */
function unitCells(it, boxSize, regions) {
  const n = boxSize * boxSize;
  if (it.kind === 'box') return boxCells(it.index, boxSize);
  if (it.kind === 'diagonal') return diagonalCells(it.index, n);
  if (it.kind === 'region') return regions ? regions.flatMap((g, cell) => (g === it.index ? [cell] : [])) : [];
  const out = [];
  for (let j = 0; j < n; j += 1) out.push(it.kind === 'row' ? it.index * n + j : j * n + it.index);
  return out;
}

/**
 * The thick lines between a jigsaw's regions: a layer of n x n empty squares over the cells,
 * each with a line on its right or bottom where the next cell is in another region.
 */
function regionLines(regions, n) {
  const lines = document.createElement('div');
  lines.className = 'pv-region-lines';
  lines.setAttribute('aria-hidden', 'true');
  for (let cell = 0; cell < n * n; cell += 1) {
    const square = document.createElement('div');
    if (cell % n < n - 1 && regions[cell + 1] !== regions[cell]) square.classList.add('region-right');
    if (cell + n < n * n && regions[cell + n] !== regions[cell]) square.classList.add('region-bottom');
    lines.append(square);
  }
  return lines;
}

/** The thick lines between boxes: a layer of b x b empty boxes over the cells (as board.js does). */
function boxLines(b) {
  const lines = document.createElement('div');
  lines.className = 'pv-box-lines';
  lines.setAttribute('aria-hidden', 'true');
  for (let k = 0; k < b * b; k += 1) {
    const box = document.createElement('div');
    if (k % b < b - 1) box.classList.add('box-right');
    if (k < b * b - b) box.classList.add('box-bottom');
    lines.append(box);
  }
  return lines;
}
