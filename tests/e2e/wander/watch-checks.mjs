// The wandering test's own checkers (tests/e2e/wander-watch.spec.mjs): whether a board read
// from the visualizer's drawing obeys its puzzle's rules, each written here from the rules
// themselves, never from the page's or the engine's code. Each returns '' when the board is
// right, else what is wrong, in words for the failure message.

/** Queens on `squares` ([row, column] pairs) of an n x n board: n of them, none attacking. */
export function queensFault(squares, n) {
  if (squares.length !== n) return `${squares.length} queens on a ${n}x${n} board`;
  for (let i = 0; i < squares.length; i += 1) {
    for (let j = i + 1; j < squares.length; j += 1) {
      const [[r, c], [r2, c2]] = [squares[i], squares[j]];
      if (r === r2 || c === c2 || Math.abs(r - r2) === Math.abs(c - c2)) return `queens at ${r},${c} and ${r2},${c2} attack each other`;
    }
  }
  return '';
}

const DIGITS = '123456789ABCDEFG';

/**
 * A filled n x n Sudoku `grid` (a string, row by row): each row, column and region holds each
 * value once. `regions` is the map of a jigsaw (a letter or digit per cell, '' for the boxes);
 * `diagonals` adds the X-sudoku's two; `givens` (dots for blanks) must be kept.
 */
export function sudokuFault(grid, n, { regions = '', diagonals = false, givens = '' } = {}) {
  if (grid.length !== n * n) return `${grid.length} cells, not ${n * n}`;
  const values = DIGITS.slice(0, n);
  for (let k = 0; k < n * n; k += 1) {
    if (!values.includes(grid[k])) return `cell r${Math.floor(k / n) + 1}c${(k % n) + 1} holds "${grid[k]}"`;
    if (givens[k] && givens[k] !== '.' && givens[k] !== grid[k]) return `the given ${givens[k]} at r${Math.floor(k / n) + 1}c${(k % n) + 1} became ${grid[k]}`;
  }
  const units = [];
  const b = Math.round(Math.sqrt(n));
  for (let i = 0; i < n; i += 1) {
    units.push([`row ${i + 1}`, Array.from({ length: n }, (_, j) => i * n + j)]);
    units.push([`column ${i + 1}`, Array.from({ length: n }, (_, j) => j * n + i)]);
  }
  const map = regions.replace(/\s/gu, '');
  if (map.length === n * n) {
    for (const name of new Set(map)) units.push([`region ${name}`, [...map].flatMap((m, k) => (m === name ? [k] : []))]);
  } else {
    for (let i = 0; i < n; i += 1) {
      const [br, bc] = [Math.floor(i / b) * b, (i % b) * b];
      units.push([`box ${i + 1}`, Array.from({ length: n }, (_, j) => (br + Math.floor(j / b)) * n + bc + (j % b))]);
    }
  }
  if (diagonals) {
    units.push(['the main diagonal', Array.from({ length: n }, (_, j) => j * n + j)]);
    units.push(['the anti-diagonal', Array.from({ length: n }, (_, j) => j * n + (n - 1 - j))]);
  }
  for (const [name, cells] of units) {
    const seen = new Set(cells.map((k) => grid[k]));
    if (cells.length !== n || seen.size !== n) return `${name} does not hold each value once: ${cells.map((k) => grid[k]).join('')}`;
  }
  return '';
}

/**
 * A pentomino packing: `letters` per square of a `cols`-wide rectangle ('' for a hole or an
 * empty square, `holes` the squares that are not on the board). Every board square covered,
 * by 12 different pieces of 5 squares each, every piece's squares joined edge to edge.
 */
export function packingFault(letters, cols, holes, size = 5, pieces = 12) {
  const cells = new Map();
  for (let at = 0; at < letters.length; at += 1) {
    if (holes.has(at)) {
      if (letters[at]) return `the hole at square ${at} is covered by ${letters[at]}`;
      continue;
    }
    if (!letters[at]) return `square r${Math.floor(at / cols) + 1}c${(at % cols) + 1} is not covered`;
    if (!cells.has(letters[at])) cells.set(letters[at], []);
    cells.get(letters[at]).push(at);
  }
  if (cells.size !== pieces) return `${cells.size} pieces, not ${pieces}`;
  for (const [letter, own] of cells) {
    if (own.length !== size) return `piece ${letter} covers ${own.length} squares, not ${size}`;
    // Joined: every square reached from the first through the piece's own.
    const inside = new Set(own);
    const reached = new Set([own[0]]);
    const queue = [own[0]];
    while (queue.length) {
      const at = queue.pop();
      const next = [at - cols, at + cols];
      if (at % cols > 0) next.push(at - 1);
      if (at % cols < cols - 1) next.push(at + 1);
      for (const n of next) {
        if (inside.has(n) && !reached.has(n)) {
          reached.add(n);
          queue.push(n);
        }
      }
    }
    if (reached.size !== size) return `piece ${letter} is in ${size - reached.size + 1} or more parts`;
  }
  return '';
}

/** A Langford sequence of pairs 1..n: each k twice, k numbers between its two. */
export function langfordFault(sequence, n) {
  if (sequence.length !== 2 * n) return `${sequence.length} numbers, not ${2 * n}`;
  for (let k = 1; k <= n; k += 1) {
    const at = sequence.flatMap((v, i) => (v === k ? [i] : []));
    if (at.length !== 2) return `${k} appears ${at.length} times`;
    if (at[1] - at[0] !== k + 1) return `the two ${k}s are ${at[1] - at[0] - 1} apart, not ${k}`;
  }
  return '';
}

/**
 * Tetrasticks on a `rows` x `cols` grid: `pieces` as `{ letter, segments: ['r0,c0,r1,c1'] }`.
 * Every unit edge covered once, each piece of 4 joined sticks, `count` different pieces.
 */
export function sticksFault(pieces, rows, cols, count) {
  const letters = new Set(pieces.map((p) => p.letter));
  if (pieces.length !== count || letters.size !== count) return `${pieces.length} pieces (${[...letters].join('')}), not ${count}`;
  const seen = new Set();
  for (const p of pieces) {
    if (p.segments.length !== 4) return `piece ${p.letter} has ${p.segments.length} sticks`;
    for (const s of p.segments) {
      if (seen.has(s)) return `edge ${s} is covered twice`;
      seen.add(s);
    }
  }
  const edges = rows * (cols + 1) + cols * (rows + 1);
  if (seen.size !== edges) return `${seen.size} edges covered, not ${edges}`;
  return '';
}

/**
 * An exact cover read from the chosen options' items (`options`, each a list of item names,
 * with `name:color` for a colored secondary item): every primary item once, a secondary one at
 * most once (or, with a color, always with the same color).
 */
export function coverFault(options, primary, secondary) {
  const count = new Map();
  const color = new Map();
  for (const option of options) {
    for (const token of option) {
      const [name, c] = token.split(':');
      if (c !== undefined) {
        if (color.has(name) && color.get(name) !== c) return `item ${name} gets colors ${color.get(name)} and ${c}`;
        color.set(name, c);
        continue;
      }
      count.set(name, (count.get(name) ?? 0) + 1);
    }
  }
  for (const name of primary) if (count.get(name) !== 1) return `primary item ${name} is covered ${count.get(name) ?? 0} times`;
  for (const name of secondary) if ((count.get(name) ?? 0) > 1) return `secondary item ${name} is used ${count.get(name)} times`;
  return '';
}
