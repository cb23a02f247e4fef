// The rules of the solver page's problems, written here from the puzzles' definitions and not
// from the page's code, so that the wandering test judges an answer on screen by itself: each
// check returns a list of faults in words (empty: the answer obeys the rules). Also the brute
// forces that count small cases (4x4 Sudoku of every variant, queens, Langford pairs) without
// the engine. Pure: no page, no DOM.

import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------- Sudoku and its variants

/** The cells of a puzzle text: '' for a blank (`.` or `0`), else the character in upper case. */
export function puzzleCells(text) {
  const cells = [];
  for (const ch of text ?? '') {
    if (/\s/u.test(ch) || ch === '|' || ch === '-' || ch === '+') continue;
    cells.push(ch === '.' || ch === '0' ? '' : ch.toUpperCase());
  }
  return cells;
}

/** A cell's value 1..n, or 0 when the character is no value of an n x n grid. */
export function cellValue(ch, n) {
  if (typeof ch !== 'string' || ch.length !== 1) return 0;
  let v = 0;
  if (ch >= '1' && ch <= '9') v = ch.charCodeAt(0) - 48;
  else if (ch >= 'A' && ch <= 'Z') v = ch.charCodeAt(0) - 55;
  return v >= 1 && v <= n ? v : 0;
}

/** A jigsaw's region map: one key per cell, whitespace skipped. */
export function regionKeys(text) {
  return Array.from(text ?? '').filter((ch) => !/\s/u.test(ch));
}

/**
 * A Killer's cage map: rows of cage keys (one per cell), then `A=23` lines; blank lines and
 * `#` comments skipped, a `givens:` line kept apart. `{ keys, sums: Map(key -> sum), givens }`.
 */
export function parseCageMap(text) {
  const keys = [];
  const sums = new Map();
  let givens = null;
  for (const raw of (text ?? '').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('givens:')) {
      givens ??= line.slice('givens:'.length);
      continue;
    }
    const m = /^(\S)\s*=\s*(\d+)$/u.exec(line);
    if (m) {
      sums.set(m[1], Number(m[2]));
      continue;
    }
    for (const ch of raw) if (!/\s/u.test(ch)) keys.push(ch);
  }
  return { keys, sums, givens };
}

/** The groups of cells that must hold n different values: rows, columns, boxes or regions, diagonals. */
export function sudokuUnits(n, variant, regions) {
  const b = Math.round(Math.sqrt(n));
  const units = [];
  for (let k = 0; k < n; k++) {
    units.push({ name: `row ${k + 1}`, cells: Array.from({ length: n }, (_, j) => k * n + j) });
    units.push({ name: `column ${k + 1}`, cells: Array.from({ length: n }, (_, j) => j * n + k) });
  }
  if (variant === 'jigsaw') {
    const byKey = new Map();
    regions.forEach((key, cell) => byKey.set(key, [...(byKey.get(key) ?? []), cell]));
    for (const [key, cells] of byKey) units.push({ name: `region ${key}`, cells });
  } else {
    for (let k = 0; k < n; k++) {
      const [br, bc] = [Math.floor(k / b) * b, (k % b) * b];
      units.push({ name: `box ${k + 1}`, cells: Array.from({ length: n }, (_, j) => (br + Math.floor(j / b)) * n + bc + (j % b)) });
    }
  }
  if (variant === 'x') {
    units.push({ name: 'the main diagonal', cells: Array.from({ length: n }, (_, j) => j * n + j) });
    units.push({ name: 'the anti-diagonal', cells: Array.from({ length: n }, (_, j) => j * n + (n - 1 - j)) });
  }
  return units;
}

/** A Killer's cages as `{ key, sum, cells }`, from its map (null when the map is not n x n). */
export function killerCages(n, mapText) {
  const { keys, sums } = parseCageMap(mapText);
  if (keys.length !== n * n) return null;
  const byKey = new Map();
  keys.forEach((key, cell) => byKey.set(key, [...(byKey.get(key) ?? []), cell]));
  return [...byKey].map(([key, cells]) => ({ key, sum: sums.get(key), cells }));
}

const rc = (cell, n) => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;

/**
 * Whether a full grid shown as solved obeys the rules of the problem on screen: `values` one
 * character per cell, `givens` the puzzle's cells ('' blank; null when the puzzle does not fit
 * the grid), `variant` and `mapText` (a jigsaw's regions or a Killer's cages).
 */
export function sudokuFaults({ n, values, givens, variant, mapText }) {
  const faults = [];
  if (values.length !== n * n) return [`the board has ${values.length} cells, a ${n}x${n} has ${n * n}`];
  values.forEach((ch, cell) => {
    if (!cellValue(ch, n)) faults.push(`${rc(cell, n)} holds "${ch}", not a value of a ${n}x${n} (1-${n})`);
  });
  if (givens) {
    givens.forEach((g, cell) => {
      if (g && values[cell] !== g) faults.push(`${rc(cell, n)} shows "${values[cell]}" where the puzzle gives "${g}"`);
    });
  }
  let regions = null;
  if (variant === 'jigsaw') {
    regions = regionKeys(mapText);
    if (regions.length !== n * n) {
      faults.push(`a jigsaw solution is shown, but the region map has ${regions.length} cells, not ${n * n}`);
      regions = null;
    }
  }
  const units = variant === 'jigsaw' && !regions ? sudokuUnits(n, 'classic') : sudokuUnits(n, variant, regions);
  for (const unit of units) {
    if (unit.cells.length !== n) {
      faults.push(`${unit.name} has ${unit.cells.length} cells, not ${n}`);
      continue;
    }
    const seen = new Map();
    for (const cell of unit.cells) {
      const v = values[cell];
      if (seen.has(v)) faults.push(`${unit.name} holds "${v}" twice (${rc(seen.get(v), n)} and ${rc(cell, n)})`);
      else seen.set(v, cell);
    }
  }
  if (variant === 'killer') {
    const cages = killerCages(n, mapText);
    if (!cages) faults.push(`a Killer solution is shown, but its cage map is not ${n}x${n}`);
    else {
      for (const cage of cages) {
        const vals = cage.cells.map((c) => cellValue(values[c], n));
        const sum = vals.reduce((a, v) => a + v, 0);
        if (new Set(vals).size !== vals.length) faults.push(`cage ${cage.key} repeats a value`);
        if (cage.sum !== undefined && sum !== cage.sum) faults.push(`cage ${cage.key} sums to ${sum}, its map says ${cage.sum}`);
      }
    }
  }
  return faults;
}

/**
 * How many grids of a small Sudoku (4x4) fit the givens under the variant's rules, by plain
 * backtracking over the cells (stopping at `cap`). Null when the rules cannot be read (a map
 * of the wrong size, givens that are not values).
 */
export function countSudoku({ n, givens, variant, mapText, cap = 100_000 }) {
  if (givens.length !== n * n) return null;
  let regions = null;
  if (variant === 'jigsaw') {
    regions = regionKeys(mapText);
    if (regions.length !== n * n) return null;
  }
  const units = sudokuUnits(n, variant, regions);
  if (units.some((u) => u.cells.length !== n)) return 0;
  let cages = null;
  if (variant === 'killer') {
    cages = killerCages(n, mapText);
    if (!cages || cages.some((c) => c.sum === undefined)) return null;
  }
  const unitsOf = Array.from({ length: n * n }, () => []);
  for (const u of units) for (const c of u.cells) unitsOf[c].push(u.cells);
  const cageOf = new Array(n * n).fill(null);
  for (const cage of cages ?? []) for (const c of cage.cells) cageOf[c] = cage;
  const grid = new Array(n * n).fill(0);
  for (let k = 0; k < n * n; k++) {
    if (givens[k] && !cellValue(givens[k], n)) return null;
  }
  let count = 0;
  const fits = (cell, v) => {
    for (const u of unitsOf[cell]) for (const c of u) if (c !== cell && grid[c] === v) return false;
    const cage = cageOf[cell];
    if (cage) {
      let sum = v;
      let open = 0;
      for (const c of cage.cells) {
        if (c === cell) continue;
        if (grid[c] === v) return false;
        if (grid[c]) sum += grid[c];
        else open += 1;
      }
      if (open === 0 ? sum !== cage.sum : sum >= cage.sum) return false;
    }
    return true;
  };
  const walk = (cell) => {
    if (count >= cap) return;
    if (cell === n * n) {
      count += 1;
      return;
    }
    const given = givens[cell] ? cellValue(givens[cell], n) : 0;
    for (let v = given || 1; v <= (given || n); v++) {
      if (!fits(cell, v)) continue;
      grid[cell] = v;
      walk(cell + 1);
      grid[cell] = 0;
    }
  };
  walk(0);
  return count;
}

// ---------------------------------------------------------------- N queens

/** Faults of a placement: `squares` [row, column] from 0, on an n x n board, n queens. */
export function queensFaults(n, squares) {
  const faults = [];
  if (squares.length !== n) faults.push(`${squares.length} queens on a ${n} x ${n} board, not ${n}`);
  for (let i = 0; i < squares.length; i++) {
    const [r, c] = squares[i];
    if (r < 0 || r >= n || c < 0 || c >= n) faults.push(`a queen off the board at row ${r + 1}, column ${c + 1}`);
    for (let j = 0; j < i; j++) {
      const [r2, c2] = squares[j];
      if (r === r2 || c === c2 || Math.abs(r - r2) === Math.abs(c - c2)) {
        faults.push(`the queens at r${r2 + 1}c${c2 + 1} and r${r + 1}c${c + 1} attack each other`);
      }
    }
  }
  return faults;
}

/** How many ways n queens fit on an n x n board, by backtracking row by row. */
export function countQueens(n) {
  let count = 0;
  const cols = new Set();
  const d1 = new Set();
  const d2 = new Set();
  const place = (r) => {
    if (r === n) {
      count += 1;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols.has(c) || d1.has(r - c) || d2.has(r + c)) continue;
      cols.add(c);
      d1.add(r - c);
      d2.add(r + c);
      place(r + 1);
      cols.delete(c);
      d1.delete(r - c);
      d2.delete(r + c);
    }
  };
  place(0);
  return count;
}

// ---------------------------------------------------------------- Langford pairs

/** Faults of a Langford sequence of 2n numbers: two ks, with exactly k numbers between them. */
export function langfordFaults(n, seq) {
  const faults = [];
  if (seq.length !== 2 * n) return [`the sequence has ${seq.length} numbers, not ${2 * n}`];
  for (let k = 1; k <= n; k++) {
    const at = seq.flatMap((v, i) => (v === k ? [i] : []));
    if (at.length !== 2) faults.push(`${k} appears ${at.length} times, not twice`);
    else if (at[1] - at[0] - 1 !== k) faults.push(`the two ${k}s have ${at[1] - at[0] - 1} numbers between them, not ${k}`);
  }
  if (seq.some((v) => !(v >= 1 && v <= n))) faults.push(`a number outside 1..${n}: ${seq.join(' ')}`);
  return faults;
}

/** How many Langford sequences of n pairs there are (a sequence and its reversal both counted). */
export function countLangford(n) {
  const slots = new Array(2 * n).fill(0);
  let count = 0;
  const put = (k) => {
    if (k === 0) {
      count += 1;
      return;
    }
    for (let a = 0; a + k + 1 < 2 * n; a++) {
      const b = a + k + 1;
      if (slots[a] || slots[b]) continue;
      slots[a] = slots[b] = k;
      put(k - 1);
      slots[a] = slots[b] = 0;
    }
  };
  put(n);
  return count;
}

// ---------------------------------------------------------------- packings

const SQUARE_SYMMETRIES = [
  ([r, c]) => [r, c],
  ([r, c]) => [c, -r],
  ([r, c]) => [-r, -c],
  ([r, c]) => [-c, r],
  ([r, c]) => [r, -c],
  ([r, c]) => [-c, -r],
  ([r, c]) => [-r, c],
  ([r, c]) => [c, r],
];

/** A shape of squares, the same whatever its place, rotation or reflection. */
export function freeForm(cells, { even = false } = {}) {
  // `even`: moved only by even steps, for points whose parity means something (stick midpoints).
  const low = (x) => (even ? 2 * Math.floor(x / 2) : x);
  const forms = SQUARE_SYMMETRIES.map((f) => {
    const moved = cells.map(f);
    const r0 = low(Math.min(...moved.map(([r]) => r)));
    const c0 = low(Math.min(...moved.map(([, c]) => c)));
    return moved
      .map(([r, c]) => [r - r0, c - c0])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([r, c]) => `${r},${c}`)
      .join(' ');
  });
  return forms.sort()[0];
}

function shapeOf(picture) {
  const cells = [];
  picture.forEach((row, r) => Array.from(row).forEach((ch, c) => ch === 'X' && cells.push([r, c])));
  return freeForm(cells);
}

/** The twelve pentominoes by their usual letters (Golomb's names, as Knuth uses them). */
export const PENTOMINOES = Object.freeze({
  F: shapeOf(['.XX', 'XX.', '.X.']),
  I: shapeOf(['XXXXX']),
  L: shapeOf(['XXXX', 'X...']),
  N: shapeOf(['XX..', '.XXX']),
  P: shapeOf(['XX', 'XX', 'X.']),
  T: shapeOf(['XXX', '.X.', '.X.']),
  U: shapeOf(['X.X', 'XXX']),
  V: shapeOf(['X..', 'X..', 'XXX']),
  W: shapeOf(['X..', 'XX.', '.XX']),
  X: shapeOf(['.X.', 'XXX', '.X.']),
  Y: shapeOf(['XXXX', '.X..']),
  Z: shapeOf(['XX.', '.X.', '.XX']),
});

function connected(cells, neighbours) {
  if (cells.length === 0) return true;
  const key = (c) => c.join(',');
  const all = new Set(cells.map(key));
  const seen = new Set([key(cells[0])]);
  const todo = [cells[0]];
  while (todo.length) {
    const c = todo.pop();
    for (const d of neighbours(c)) {
      const k = key(d);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        todo.push(d);
      }
    }
  }
  return seen.size === all.size;
}

/**
 * Faults of a pentomino packing as drawn: `cells` [{ r, c, letter }] the board's squares
 * (letter '' for an empty one). Every square covered, the twelve pieces once each, each of
 * five connected squares and of its letter's shape.
 */
export function pentominoFaults(cells) {
  const faults = [];
  const empty = cells.filter((c) => !c.letter).length;
  if (empty) faults.push(`${empty} squares of the board are not covered`);
  const byLetter = new Map();
  for (const c of cells) if (c.letter) byLetter.set(c.letter, [...(byLetter.get(c.letter) ?? []), [c.r, c.c]]);
  const letters = [...byLetter.keys()].sort().join('');
  if (letters !== 'FILNPTUVWXYZ') faults.push(`the pieces are ${letters}, not the twelve FILNPTUVWXYZ`);
  for (const [letter, squares] of byLetter) {
    if (squares.length !== 5) faults.push(`piece ${letter} covers ${squares.length} squares, not 5`);
    else if (!connected(squares, ([r, c]) => [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]])) faults.push(`piece ${letter} is not in one piece`);
    else if (PENTOMINOES[letter] && freeForm(squares) !== PENTOMINOES[letter]) faults.push(`piece ${letter} does not have the shape of an ${letter}`);
  }
  return faults;
}

/**
 * Faults of a hexiamond packing as drawn: `triangles` [{ r, j, up, letter }]. Every triangle
 * covered, twelve pieces A-L once each, each of six triangles joined side to side, and no two
 * of the same shape (there are exactly twelve hexiamonds).
 */
export function iamondFaults(triangles) {
  const faults = [];
  const empty = triangles.filter((t) => !t.letter).length;
  if (empty) faults.push(`${empty} triangles of the board are not covered`);
  const up = new Map(triangles.map((t) => [`${t.r},${t.j}`, t.up]));
  const byLetter = new Map();
  for (const t of triangles) if (t.letter) byLetter.set(t.letter, [...(byLetter.get(t.letter) ?? []), [t.r, t.j]]);
  const letters = [...byLetter.keys()].sort().join('');
  if (letters !== 'ABCDEFGHIJKL') faults.push(`the pieces are ${letters}, not the twelve A to L`);
  const shapes = new Map();
  for (const [letter, tris] of byLetter) {
    if (tris.length !== 6) {
      faults.push(`piece ${letter} covers ${tris.length} triangles, not 6`);
      continue;
    }
    // Side neighbours: left and right in the row; below an up triangle, above a down one.
    const sides = ([r, j]) => [[r, j - 1], [r, j + 1], up.get(`${r},${j}`) ? [r + 1, j] : [r - 1, j]];
    if (!connected(tris, sides)) faults.push(`piece ${letter} is not in one piece`);
    const form = triangleForm(tris, up);
    if (shapes.has(form)) faults.push(`pieces ${shapes.get(form)} and ${letter} have the same shape`);
    else shapes.set(form, letter);
  }
  return faults;
}

/**
 * A shape of triangles, the same whatever its place, rotation or reflection: each triangle by
 * its three corners in lattice coordinates (x along a row, y down the rows, a row's corners
 * shifted half a side), under the twelve symmetries of the triangular lattice.
 */
function triangleForm(tris, up) {
  // Corners in axial coordinates (q, s): a corner at column x/2 of row y is q = x - y... use
  // cube-free axial: point (col, row) with col in half-sides; axial q = (col - row) / 1.
  const corners = ([r, j]) => {
    const isUp = up.get(`${r},${j}`);
    // Triangle (r, j): its apex or base corners at half-side columns j, j+1, j+2 (x2 scale).
    const pts = isUp ? [[j + 1, r], [j + 2, r + 1], [j, r + 1]] : [[j, r], [j + 2, r], [j + 1, r + 1]];
    // Half-side column x and row y to axial (a, b) on the lattice of corners: x = 2a + b.
    return pts.map(([x, y]) => [(x - y) / 2, y]);
  };
  const rot = ([a, b]) => [-b, a + b];
  const flip = ([a, b]) => [b, a];
  const forms = [];
  let fs = [(p) => p];
  for (let k = 0; k < 5; k++) fs.push(((g) => (p) => rot(g(p)))(fs[fs.length - 1]));
  fs = [...fs, ...fs.map((g) => (p) => flip(g(p)))];
  for (const f of fs) {
    const tri = tris.map((t) => corners(t).map(f));
    const pts = tri.flat();
    const a0 = Math.min(...pts.map(([a]) => a));
    const b0 = Math.min(...pts.map(([, b]) => b));
    forms.push(
      tri
        .map((t) => t.map(([a, b]) => `${a - a0},${b - b0}`).sort().join('/'))
        .sort()
        .join(' ')
    );
  }
  return forms.sort()[0];
}

/**
 * Faults of a tetrastick packing as drawn on Knuth's 5 x 5 square: `pieces` [{ letter, sticks:
 * [[r0, c0, r1, c1], ...] }] (unit sticks between grid points), `omit` the piece left out.
 * Every one of the 60 edges covered once, 15 different pieces of four joined sticks, all of
 * different shapes, and no two pieces crossing (both going straight through one interior point).
 */
export function stickFaults(pieces, omit, side = 5) {
  const faults = [];
  const owner = new Map();
  const norm = ([r0, c0, r1, c1]) => (r0 < r1 || (r0 === r1 && c0 < c1) ? [r0, c0, r1, c1] : [r1, c1, r0, c0]);
  for (const p of pieces) {
    for (const s of p.sticks) {
      const k = norm(s).join(',');
      if (owner.has(k)) faults.push(`the edge ${k} is covered by ${owner.get(k)} and ${p.letter}`);
      owner.set(k, p.letter);
    }
  }
  const edges = 2 * side * (side + 1);
  if (owner.size !== edges) faults.push(`${owner.size} of the ${edges} edges are covered`);
  const letters = pieces.map((p) => p.letter).sort();
  if (new Set(letters).size !== letters.length) faults.push(`a piece appears twice: ${letters.join('')}`);
  if (letters.length !== 15) faults.push(`${letters.length} pieces, not 15`);
  if (letters.includes(omit)) faults.push(`the ${omit} was to be left out, and it is on the board`);
  const shapes = new Map();
  for (const p of pieces) {
    if (p.sticks.length !== 4) {
      faults.push(`piece ${p.letter} has ${p.sticks.length} sticks, not 4`);
      continue;
    }
    // Sticks as the squares of a doubled grid: a stick's midpoint, at odd coordinates on one axis.
    const mids = p.sticks.map(([r0, c0, r1, c1]) => [r0 + r1, c0 + c1]);
    const touches = (a, b) => {
      const ends = (s) => [`${s[0]},${s[1]}`, `${s[2]},${s[3]}`];
      return ends(a).some((e) => ends(b).includes(e));
    };
    const idx = p.sticks.map((_, k) => [k]);
    if (!connected(idx, ([k]) => p.sticks.flatMap((s, m) => (m !== k && touches(p.sticks[k], s) ? [[m]] : [])))) {
      faults.push(`piece ${p.letter} is not in one piece`);
    }
    const form = freeForm(mids, { even: true });
    if (shapes.has(form)) faults.push(`pieces ${shapes.get(form)} and ${p.letter} have the same shape`);
    else shapes.set(form, p.letter);
  }
  for (let r = 1; r < side; r++) {
    for (let c = 1; c < side; c++) {
      const through = new Set();
      for (const p of pieces) {
        const has = (s) => p.sticks.some((t) => norm(t).join(',') === norm(s).join(','));
        if ((has([r, c - 1, r, c]) && has([r, c, r, c + 1])) || (has([r - 1, c, r, c]) && has([r, c, r + 1, c]))) through.add(p.letter);
      }
      if (through.size > 1) faults.push(`pieces ${[...through].join(' and ')} cross at the point ${r},${c}`);
    }
  }
  return faults;
}

// ---------------------------------------------------------------- the Soma cube

// The shapes are the published definition (Berlekamp, Conway and Guy, "Winning Ways", chapter
// 24; Gardner, Scientific American, September 1958): V the bent tricube; L, T and Z (S) a row
// or a bent tricube with one cube added in its plane; P (the branch) one cube on the bend of a
// V; A and B (the screws) one cube on top of either end of a V, mirror images of each other.
// Which screw is called A differs between sources (left or right, clockwise or not), so the
// rules ask that A and B are the two screws, one each.
export const SOMA_SHAPES = Object.freeze({
  V: [[0, 0, 0], [1, 0, 0], [0, 1, 0]],
  L: [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]],
  T: [[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]],
  Z: [[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 1, 0]],
  P: [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
});
export const SOMA_SCREWS = Object.freeze([
  [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1]],
  [[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 0, 1]],
]);

/** The 24 rotations of space: the signed permutation matrices of determinant 1. */
function spaceRotations() {
  const out = [];
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const parity = [1, -1, -1, 1, 1, -1];
  perms.forEach((p, k) => {
    for (let signs = 0; signs < 8; signs += 1) {
      const s = [0, 1, 2].map((i) => ((signs >> i) & 1 ? -1 : 1));
      if (parity[k] * s[0] * s[1] * s[2] !== 1) continue;
      out.push((v) => [0, 1, 2].map((i) => s[i] * v[p[i]]));
    }
  });
  return out;
}
export const SPACE_ROTATIONS = Object.freeze(spaceRotations());

/** Cubes moved to touch the axes, sorted, as text: equal for equal shapes in one position. */
export function placedCubes(cubes) {
  const min = [0, 1, 2].map((i) => Math.min(...cubes.map((c) => c[i])));
  return cubes
    .map((c) => c.map((x, i) => x - min[i]).join(','))
    .sort()
    .join(' ');
}

/** The least of a shape's 24 turned copies: equal exactly for shapes equal up to rotation. */
export function cubeForm(cubes) {
  return SPACE_ROTATIONS.map((turn) => placedCubes(cubes.map(turn))).sort()[0];
}

const FACES = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];

/**
 * Faults of a Soma packing as drawn: `cubes` [{ layer, row, column, letter }] (letter '' for a
 * cube not filled). The 27 cells of the 3 x 3 x 3 cube each drawn once and filled; the seven
 * pieces V (3 cubes) and L, T, Z, A, B, P (4 cubes) once each, each joined face to face and of
 * its published shape up to the 24 rotations (the pieces cannot be mirrored), A and B the two
 * screws, one each.
 */
export function somaFaults(cubes) {
  const faults = [];
  const seen = new Set();
  for (const c of cubes) {
    const at = `${c.layer},${c.row},${c.column}`;
    if (![c.layer, c.row, c.column].every((x) => [0, 1, 2].includes(x))) faults.push(`the cube at ${at} is outside the 3 x 3 x 3 cube`);
    else if (seen.has(at)) faults.push(`the cube at ${at} is drawn twice`);
    seen.add(at);
  }
  if (seen.size !== 27) faults.push(`${seen.size} cells of the cube are drawn, not 27`);
  const empty = cubes.filter((c) => !c.letter).length;
  if (empty) faults.push(`${empty} ${empty === 1 ? 'cell of the cube is' : 'cells of the cube are'} not filled`);
  const pieces = new Map();
  for (const c of cubes) if (c.letter) pieces.set(c.letter, [...(pieces.get(c.letter) ?? []), [c.layer, c.row, c.column]]);
  const letters = [...pieces.keys()].sort().join('');
  if (letters !== 'ABLPTVZ') faults.push(`the pieces are ${letters}, not the seven ABLPTVZ`);
  const good = new Map();
  for (const [letter, own] of pieces) {
    const size = letter === 'V' ? 3 : 4;
    if (own.length !== size) faults.push(`piece ${letter} has ${own.length} cubes, not ${size}`);
    else if (!connected(own, ([x, y, z]) => FACES.map(([dx, dy, dz]) => [x + dx, y + dy, z + dz]))) faults.push(`piece ${letter} is not joined face to face`);
    else if (SOMA_SHAPES[letter] && cubeForm(own) !== cubeForm(SOMA_SHAPES[letter])) faults.push(`piece ${letter} does not have the shape of the ${letter}`);
    else good.set(letter, cubeForm(own));
  }
  if (good.has('A') && good.has('B')) {
    const screws = SOMA_SCREWS.map(cubeForm).sort();
    const drawn = [good.get('A'), good.get('B')].sort();
    if (drawn[0] !== screws[0] || drawn[1] !== screws[1]) faults.push('pieces A and B are not the two screws (mirror images of each other), one each');
  }
  return faults;
}

// ---------------------------------------------------------------- word squares

let words = null;
/** The shipped word list (src/words/web2.txt), as a set. */
export function wordList() {
  if (!words) {
    const text = readFileSync(new URL('../../../src/words/web2.txt', import.meta.url), 'utf8');
    words = new Set(text.split('\n').map((w) => w.trim()).filter((w) => w && !w.startsWith('#')));
  }
  return words;
}

/**
 * Faults of a word grid (rows of letters): every row and column a word of the list, the
 * first row the starting word if one was given, and all words different in a double square.
 */
export function wordSquareFaults(grid, { rows, cols, start, double }) {
  const faults = [];
  if (grid.length !== rows || grid.some((row) => row.length !== cols)) {
    return [`the grid is ${grid.length} x ${grid[0]?.length ?? 0}, not ${rows} x ${cols}`];
  }
  const list = wordList();
  const across = grid.map((row) => row.join('').toLowerCase());
  const down = grid[0].map((_, c) => grid.map((row) => row[c]).join('').toLowerCase());
  for (const [k, w] of across.entries()) if (!list.has(w)) faults.push(`row ${k + 1} reads "${w}", not a word of the list`);
  for (const [k, w] of down.entries()) if (!list.has(w)) faults.push(`column ${k + 1} reads "${w}", not a word of the list`);
  if (start && across[0] !== start.toLowerCase()) faults.push(`the first row is "${across[0]}", the starting word "${start}"`);
  if (double && new Set([...across, ...down]).size !== rows + cols) faults.push(`a double square repeats a word: ${[...across, ...down].join(' ')}`);
  return faults;
}

// ---------------------------------------------------------------- Knuth's DLX format

/**
 * The items of a DLX text without colors: `{ primary, secondary }` (names), from its first
 * line that is not a comment (`|` starts a comment line; the secondary items follow a `|`).
 */
export function dlxItems(text) {
  const lines = text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('|'));
  const [head = ''] = lines;
  const [p, s = ''] = head.split('|');
  return { primary: p.trim().split(/\s+/u).filter(Boolean), secondary: s.trim().split(/\s+/u).filter(Boolean) };
}

/** Faults of a solution: the chosen options' texts cover each primary item once, each secondary at most once. */
export function dlxFaults(text, chosen) {
  const { primary, secondary } = dlxItems(text);
  return coverFaults(
    chosen.map((option) => option.trim().split(/\s+/u)),
    primary,
    secondary
  );
}

/**
 * Faults of an exact cover given as the chosen options' items (`name`, or `name:color` for a
 * colored secondary item): every primary item once, a secondary one at most once or always
 * with the same color.
 */
export function coverFaults(options, primary, secondary) {
  const faults = [];
  const uses = new Map();
  const colors = new Map();
  for (const option of options) {
    for (const token of option) {
      const [name, color] = token.split(':');
      if (color !== undefined) {
        if (colors.has(name) && colors.get(name) !== color) faults.push(`item ${name} gets colors ${colors.get(name)} and ${color}`);
        colors.set(name, color);
        continue;
      }
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  for (const item of primary) if ((uses.get(item) ?? 0) !== 1) faults.push(`primary item ${item} is covered ${uses.get(item) ?? 0} times`);
  for (const item of secondary) if ((uses.get(item) ?? 0) > 1) faults.push(`secondary item ${item} is covered ${uses.get(item)} times`);
  return faults;
}
