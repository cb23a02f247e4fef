// The puzzle as a student sees it, in step with the search: a Sudoku grid with the givens, the
// digits chosen on the current path and the candidates each empty cell still has; an N-queens
// chessboard with the queens placed and the squares still free; a pentomino board with the
// pieces placed so far, one color per piece; a row of Langford slots with the pairs placed; for
// any other problem, the options chosen so far as text. It only reads the trace (the path in `trace.levels`, the links
// for what is still possible) and never moves it.
//
// What is "still possible" is read from the dancing links, not worked out again here: the
// options still in an item's column are exactly the ones the search may still use for it
// (columnOptions in items.js).
//
// The pure helpers at the top (item and option meanings, Sudoku cell decoding) are shared with
// the search tree (tree.js) and tested in tests/js/tree.test.mjs.

import { middleCell } from '../shared/boards/pentominoes.js';
import { textCells, valueChar } from '../shared/sudoku-grid.js';
import { columnOptions, isDeadEnd, itemActive, nextDecision } from './items.js';
import {
  itemMeaning as itemWords,
  optionMeaning as optionWords,
  pairOf,
  pieceOf,
  problemKind,
} from './narration.js';

// ---------------------------------------------------------------- what items and options mean

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

/** N when the engine says the problem is N queens (its primary items are rows and columns), else 0. */
export function queensSize(trace) {
  if (trace.boxSize || trace.primaryCount < 2) return 0;
  let rows = 0;
  for (let k = 0; k < trace.primaryCount; k += 1) {
    const role = trace.itemRole(k);
    if (role.role !== 'line') return 0;
    if (role.line === 'row') rows += 1;
  }
  return rows;
}

/** The square `[row, column]` (from 0) where option `o` puts a queen, as the engine says, or null. */
export function queenSquare(trace, o) {
  const role = trace.optionRole(o);
  return role.role === 'queen' ? [role.row, role.column] : null;
}

/** For a queens row or column item: `{ line: 'row' | 'column', index }`, else null. */
function queenLine(trace, k) {
  const role = trace.itemRole(k);
  return role.role === 'line' && (role.line === 'row' || role.line === 'column') ? role : null;
}

/** What item `k` asks for, in words a student can follow (narration.js's), or `item NAME`. */
export function itemMeaning(trace, k) {
  return itemWords(k, trace) || `item ${trace.itemName(k)}`;
}

/** What option `o` means: "7 in row 4, column 1", "queen in row 2, column 0", or "option C E F". */
export function optionMeaning(trace, o) {
  if (isPacking(trace)) return optionWords(o, trace);
  if (trace.boxSize) {
    const place = trace.placement(o);
    if (place.length === 2) return placementText(place, trace.boxSize * trace.boxSize);
  }
  if (queensSize(trace)) {
    const square = queenSquare(trace, o);
    if (square) return `queen in row ${square[0]}, column ${square[1]}`;
  }
  return `option ${trace.optionText(o)}`;
}

/** Whether the trace is a pentomino or Langford problem (their words come from narration.js). */
function isPacking(trace) {
  const { kind } = problemKind(trace);
  return kind === 'pentominoes' || kind === 'langford';
}

/**
 * The pentomino board `{ rows, cols, cells }` of a trace (`cells[r * cols + c]` true for a
 * cell to cover, false for a hole), or null when the trace is not a pentomino packing.
 */
export function pentominoBoard(trace) {
  const solver = trace.solver;
  if (solver?.kind !== 'pentominoes') return null;
  const rows = solver.boardRows;
  const cols = solver.boardCols;
  const mask = solver.boardCells();
  if (!(rows > 0 && cols > 0) || mask.length !== rows * cols) return null;
  return { rows, cols, cells: Array.from(mask, (x) => x === 1) };
}

/**
 * The board after `placements` (each `{ piece, cells }` as pieceOf returns them): one entry per
 * square, the letter of the piece covering it or '' (empty or a hole).
 */
export function packingLetters(board, placements) {
  const letters = new Array(board.rows * board.cols).fill('');
  for (const placed of placements) {
    for (const [r, c] of placed.cells) letters[r * board.cols + c] = placed.piece;
  }
  return letters;
}

/**
 * The square where a piece's letter is written: the cell of the piece nearest its centre
 * (ties to the first in reading order), as `r * cols + c`.
 */
export function labelCell(cells, cols) {
  const [r, c] = middleCell(cells);
  return r * cols + c;
}

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

/**
 * The state of the search in one sentence, from the path and the last event: what is being
 * decided at the deepest level, or that a solution was found, or that the search is over.
 */
export function searchSentence(trace) {
  const last = trace.lastEvent();
  if (!last) return 'The search has not started yet.';
  if (last.kind === 'done') {
    const s = trace.solutions.length;
    return `The search is over: ${s === 0 ? 'no solution' : s === 1 ? '1 solution' : `${s} solutions`}.`;
  }
  if (last.kind === 'solution') {
    return `Solution ${trace.solutions.length} found: every primary item is covered exactly once.`;
  }
  if (last.kind === 'backtrack') {
    return `Level ${last.level}: no option of ${itemMeaning(trace, last.item)} is left, so the search backs up.`;
  }
  const level = trace.levels.length - 1;
  const cur = trace.levels[level];
  if (!cur) return 'Backing up to try the next option.';
  const what = itemMeaning(trace, cur.item);
  if (cur.option < 0) {
    if (cur.len === 0) return `Level ${level}: ${what}, but no option is left: a dead end.`;
    return `Level ${level}: the search branches on ${what} (${optionsWord(cur.len)}).`;
  }
  return `Level ${level}: ${what}; trying ${cur.k} of ${cur.len}: ${optionMeaning(trace, cur.option)}.`;
}

function optionsWord(len) {
  return len === 1 ? '1 option' : `${len} options`;
}

// ---------------------------------------------------------------- the view

export class PuzzleView {
  /**
   * @param container  an empty element; the view builds its own content inside
   * @param trace      the Trace to show
   * @param givens     for a Sudoku, the puzzle text the page had ('.'/'0' empty)
   */
  constructor(container, trace, { givens = '' } = {}) {
    this.container = container;
    this.trace = trace;
    this.root = document.createElement('div');
    this.root.className = 'puzzle-view';
    this.caption = document.createElement('p');
    this.caption.className = 'pv-caption';
    this.queens = queensSize(trace);
    const board = pentominoBoard(trace);
    if (trace.boxSize) this.#buildSudoku(givens);
    else if (board) this.#buildPentominoes(board);
    else if (problemKind(trace).kind === 'langford') this.#buildLangford(problemKind(trace).n);
    else if (this.queens) this.#buildQueens();
    else this.#buildOptions();
    this.root.append(this.caption);
    container.append(this.root);
    this.render(null, 1);
  }

  /** Draws the current state; `change` and `progress` are not needed (the state says it all). */
  render() {
    if (this.kind === 'sudoku') this.#drawSudoku();
    else if (this.kind === 'pentominoes') this.#drawPentominoes();
    else if (this.kind === 'langford') this.#drawLangford();
    else if (this.kind === 'queens') this.#drawQueens();
    else this.#drawOptions();
    setText(this.caption, searchSentence(this.trace));
  }

  destroy() {
    this.root.remove();
  }

  // ---------------------------------------------------------- Sudoku

  #buildSudoku(givens) {
    const trace = this.trace;
    const b = trace.boxSize;
    const n = b * b;
    this.kind = 'sudoku';
    this.n = n;
    this.root.dataset.kind = 'sudoku';
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
    this.root.append(board);
    const rules = RULE_WORDS[this.variant];
    if (rules) {
      const note = document.createElement('p');
      note.className = 'pv-rules';
      note.textContent = rules;
      this.root.append(note);
    }
  }

  #placement(o) {
    return (this.placements[o] ??= this.trace.placement(o));
  }

  #drawSudoku() {
    const { trace, n } = this;
    // The engine's next decision first: its look ahead may grow wasm memory, which would
    // leave views of the links taken before it empty.
    const decision = nextDecision(trace);
    const { nodes, items } = trace.links();
    const values = this.givens.slice();
    const chosen = new Array(n * n).fill(false);
    for (const level of trace.levels) {
      if (level.option < 0) continue;
      const [cell, value] = this.#placement(level.option);
      values[cell] = valueChar(value);
      chosen[cell] = true;
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
      if (cur.option >= 0) tried = this.#placement(cur.option)[0];
      choice = cur.item;
    }
    // The cells where the value asked for by the item branched on may still go.
    const choiceCells = new Set();
    if (choice >= 0 && this.items[choice]?.kind !== 'cell') {
      for (const o of columnOptions(trace, nodes, choice)) choiceCells.add(this.#placement(o)[0]);
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
      if (!values[cell] && k >= 0 && itemActive(items, k)) {
        count = 0;
        for (const o of columnOptions(trace, nodes, k)) {
          marks |= 1 << (this.#placement(o)[1] - 1);
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

  // ---------------------------------------------------------- N queens

  #buildQueens() {
    const n = this.queens;
    const trace = this.trace;
    this.kind = 'queens';
    this.root.dataset.kind = 'queens';
    this.squares = new Array(trace.optionCount);
    for (let o = 0; o < trace.optionCount; o += 1) this.squares[o] = queenSquare(trace, o);
    // The item of each row and column.
    this.lineItem = { row: new Int32Array(n), column: new Int32Array(n) };
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const line = queenLine(trace, k);
      if (line) this.lineItem[line.line][line.index] = k;
    }
    const board = document.createElement('div');
    board.className = 'pv-board pv-queens';
    board.style.setProperty('--n', String(n));
    board.setAttribute('role', 'img');
    this.board = board;
    // A corner, the column names on top, then each row: its name and its squares.
    const corner = document.createElement('span');
    corner.className = 'pv-label';
    board.append(corner);
    for (let c = 0; c < n; c += 1) board.append(label(`c${c}`));
    this.cells = [];
    for (let r = 0; r < n; r += 1) {
      board.append(label(`r${r}`));
      for (let c = 0; c < n; c += 1) {
        const div = document.createElement('div');
        div.className = `pv-square ${(r + c) % 2 ? 'dark' : 'light'}`;
        board.append(div);
        this.cells.push({ div, state: null, base: div.className });
      }
    }
    this.root.append(board);
  }

  #drawQueens() {
    const { trace } = this;
    const n = this.queens;
    const { nodes, items } = trace.links();
    const state = new Array(n * n).fill('');
    // Squares still free: the options left in the columns of the rows still to fill.
    for (let r = 0; r < n; r += 1) {
      const k = this.lineItem.row[r];
      if (!itemActive(items, k)) continue;
      for (const o of columnOptions(trace, nodes, k)) {
        const sq = this.squares[o];
        if (sq) state[sq[0] * n + sq[1]] = 'free';
      }
    }
    const cur = trace.levels.at(-1);
    const line = new Set();
    const choice = new Set();
    if (cur) {
      const which = queenLine(trace, cur.item);
      if (which) {
        const i = which.index;
        for (let j = 0; j < n; j += 1) line.add(which.line === 'row' ? i * n + j : j * n + i);
      }
      for (const o of columnOptions(trace, nodes, cur.item)) {
        const sq = this.squares[o];
        if (sq) choice.add(sq[0] * n + sq[1]);
      }
    }
    let queens = 0;
    trace.levels.forEach((level, l) => {
      if (level.option < 0) return;
      const sq = this.squares[level.option];
      if (!sq) return;
      const at = sq[0] * n + sq[1];
      state[at] = l === trace.levels.length - 1 ? 'queen tried' : 'queen';
      queens += 1;
    });
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    for (let at = 0; at < n * n; at += 1) {
      const view = this.cells[at];
      const classes = [state[at], line.has(at) ? 'line' : '', choice.has(at) ? 'choice' : ''].filter(Boolean).join(' ');
      if (view.state === classes) continue;
      view.state = classes;
      view.div.className = `${view.base} ${classes}`;
      // The queen is a glyph in CSS (::after), so the squares stay plain boxes for layout.
      view.div.dataset.queen = state[at].startsWith('queen') ? '♛' : '';
    }
    this.board.setAttribute(
      'aria-label',
      `Chessboard, ${n} by ${n}: ${queens === 1 ? '1 queen' : `${queens} queens`} placed` + (solved ? '; solved' : '')
    );
  }

  // ---------------------------------------------------------- pentominoes

  #buildPentominoes(board) {
    const trace = this.trace;
    this.kind = 'pentominoes';
    this.root.dataset.kind = 'pentominoes';
    this.packing = board;
    this.pieces = new Array(trace.optionCount);
    // The piece items (one letter each) and the cell items, by square.
    this.pieceItems = [];
    this.cellItem = new Int32Array(board.rows * board.cols).fill(-1);
    for (let k = 0; k < trace.primaryCount; k += 1) {
      const role = trace.itemRole(k);
      if (role.role === 'cell') this.cellItem[role.row * board.cols + role.column] = k;
      else if (role.role === 'piece') this.pieceItems.push({ k, name: role.letter });
    }
    const grid = document.createElement('div');
    grid.className = 'pv-board pv-pentominoes';
    grid.style.setProperty('--rows', String(board.rows));
    grid.style.setProperty('--cols', String(board.cols));
    grid.setAttribute('role', 'img');
    this.board = grid;
    this.cells = [];
    for (let at = 0; at < board.rows * board.cols; at += 1) {
      const div = document.createElement('div');
      div.className = board.cells[at] ? 'pv-tile' : 'pv-tile hole';
      grid.append(div);
      this.cells.push({ div, base: div.className, state: null, piece: null, label: null });
    }
    this.legend = legend(
      this.pieceItems.map((p) => p.name),
      'The pieces',
      'piece'
    );
    this.root.append(grid, this.legend.root);
  }

  #piece(o) {
    return (this.pieces[o] ??= pieceOf(o, this.trace));
  }

  #drawPentominoes() {
    const { trace, packing } = this;
    const { rows, cols } = packing;
    const placed = [];
    const cur = trace.levels.at(-1);
    let tried = null;
    trace.levels.forEach((level, l) => {
      const p = level.option >= 0 ? this.#piece(level.option) : null;
      if (!p) return;
      placed.push(p);
      if (l === trace.levels.length - 1) tried = p;
    });
    const letters = packingLetters(packing, placed);
    const triedCells = new Set(tried ? tried.cells.map(([r, c]) => r * cols + c) : []);
    const labels = new Set(placed.map((p) => labelCell(p.cells, cols)));
    // The item branched on: a cell to cover (outlined) or a piece to place (in the legend).
    const deciding = cur ? this.cellItem.indexOf(cur.item) : -1;
    const solved = trace.lastEvent()?.kind === 'solution';
    this.board.classList.toggle('pv-solved', solved);
    for (let at = 0; at < rows * cols; at += 1) {
      const view = this.cells[at];
      const letter = letters[at];
      const r = Math.floor(at / cols);
      const c = at % cols;
      // Thick lines where two different pieces (or a piece and an empty cell) meet.
      const right = c + 1 < cols && letters[at + 1] !== letter ? 'edge-r' : '';
      const below = r + 1 < rows && letters[at + cols] !== letter ? 'edge-b' : '';
      const classes = [
        letter ? 'filled' : '',
        triedCells.has(at) ? 'tried' : '',
        at === deciding ? 'deciding' : '',
        right,
        below,
      ]
        .filter(Boolean)
        .join(' ');
      if (view.state !== classes) {
        view.state = classes;
        view.div.className = `${view.base} ${classes}`;
      }
      if (view.piece !== letter) {
        view.piece = letter;
        if (letter) view.div.dataset.piece = letter;
        else delete view.div.dataset.piece;
      }
      const label = letter && labels.has(at) ? letter : '';
      if (view.label !== label) {
        view.label = label;
        view.div.textContent = label;
      }
    }
    const onBoard = new Set(placed.map((p) => p.piece));
    const choosing = cur ? trace.itemName(cur.item) : '';
    this.legend.draw((name) => ({
      placed: onBoard.has(name),
      deciding: name === choosing,
      tried: tried?.piece === name,
    }));
    const covered = letters.filter(Boolean).length;
    const total = packing.cells.filter(Boolean).length;
    this.board.setAttribute(
      'aria-label',
      `Pentomino board, ${rows} by ${cols}: ${placed.length} of ${this.pieceItems.length} pieces placed, ` +
        `${covered} of ${total} cells covered` + (solved ? '; solved' : '')
    );
  }

  // ---------------------------------------------------------- Langford pairs

  #buildLangford(n) {
    this.kind = 'langford';
    this.root.dataset.kind = 'langford';
    this.n = n;
    this.pairs = new Array(this.trace.optionCount);
    // Items: the values 1..n, then the slots s1..s2n.
    this.slotItem = (k) => (k >= n && k < 3 * n ? k - n : -1);
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
    this.root.append(row, this.legend.root);
  }

  #pair(o) {
    return (this.pairs[o] ??= pairOf(o, this.trace));
  }

  #drawLangford() {
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

  // ---------------------------------------------------------- any other problem

  #buildOptions() {
    this.kind = 'options';
    this.root.dataset.kind = 'options';
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
    this.root.append(chosen, levels, found);
  }

  #drawOptions() {
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
    const sols = trace.solutions.map((s) => `{${s.options.map((o) => trace.optionText(o)).join(', ')}}`);
    setText(this.found, sols.length ? `Solutions found: ${sols.join(' ')}` : '');
  }
}

// ---------------------------------------------------------------- small helpers

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * A row of chips, one per piece or value, marked as placed, being decided (the item branched
 * on) or being tried; `draw(state)` asks `state(name)` for each chip's marks. Each chip
 * carries its name as `data-<attribute>` (data-piece for a pentomino: its color).
 */
function legend(names, title, attribute) {
  const root = document.createElement('ul');
  root.className = 'pv-legend';
  root.setAttribute('aria-label', title);
  const chips = names.map((name) => {
    const li = document.createElement('li');
    li.className = 'pv-chip';
    li.dataset[attribute] = name;
    li.textContent = name;
    root.append(li);
    return { li, name, state: null };
  });
  return {
    root,
    draw(state) {
      for (const chip of chips) {
        const { placed, deciding, tried } = state(chip.name);
        const classes = ['pv-chip', placed ? 'placed' : '', deciding ? 'deciding' : '', tried ? 'tried' : '']
          .filter(Boolean)
          .join(' ');
        if (chip.state === classes) continue;
        chip.state = classes;
        chip.li.className = classes;
        chip.li.title = `${chip.name}: ${placed ? 'placed' : 'not placed yet'}${deciding ? ', being decided' : ''}`;
      }
    },
  };
}

function label(text) {
  const span = document.createElement('span');
  span.className = 'pv-label';
  span.textContent = text;
  return span;
}

/** What a grid of each variant is called, for screen readers. */
const GRID_NAMES = { classic: 'Sudoku grid', x: 'X-sudoku grid', jigsaw: 'Jigsaw Sudoku grid' };

/** The rules a variant adds, under its grid. */
const RULE_WORDS = {
  x: 'X-sudoku: the two shaded diagonals must hold every value once too.',
  jigsaw: 'Jigsaw Sudoku: no boxes; each region inside the thick lines must hold every value once.',
};

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
