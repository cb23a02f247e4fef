// A Killer Sudoku's cages drawn over a grid, on both pages: a layer of n x n squares laid over
// the cells, each with a dashed line on the sides where the next cell is in another cage, and
// the cage's sum in the corner of its first cell. Which cell is in which cage, and the sums,
// come from the engine (the solver's cageMap and cageSums); nothing is read from the map here.

/**
 * The layer for cages `map` (each cell's cage, row-major, from 0) with `sums` (by cage) on an
 * n x n grid, or null when the map does not fit the grid.
 */
export function cageLayer(map, sums, n) {
  if (!map || map.length !== n * n) return null;
  const layer = document.createElement('div');
  layer.className = 'cage-lines';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.setProperty('--n', String(n));
  const labelled = new Set();
  for (let cell = 0; cell < n * n; cell += 1) {
    const cage = map[cell];
    const r = Math.floor(cell / n);
    const c = cell % n;
    const square = document.createElement('div');
    square.className = 'cage-square';
    const edge = document.createElement('i');
    // A side is an edge of the cage where the neighbour is outside the grid or in another cage.
    const sides = [
      ['top', r === 0 || map[cell - n] !== cage],
      ['right', c === n - 1 || map[cell + 1] !== cage],
      ['bottom', r === n - 1 || map[cell + n] !== cage],
      ['left', c === 0 || map[cell - 1] !== cage],
    ];
    for (const [side, isEdge] of sides) if (isEdge) edge.classList.add(`cage-${side}`);
    square.append(edge);
    // A corner where the cage turns inward (both sides inside it, the cell across the corner
    // not): a short dashed elbow joins the lines of the two cells beside it.
    const inCage = (rr, cc) => rr >= 0 && rr < n && cc >= 0 && cc < n && map[rr * n + cc] === cage;
    for (const [corner, dr, dc] of [
      ['tl', -1, -1],
      ['tr', -1, 1],
      ['bl', 1, -1],
      ['br', 1, 1],
    ]) {
      if (inCage(r + dr, c) && inCage(r, c + dc) && !inCage(r + dr, c + dc)) {
        const elbow = document.createElement('b');
        elbow.className = `cage-corner cage-${corner}`;
        square.append(elbow);
      }
    }
    if (!labelled.has(cage)) {
      labelled.add(cage);
      const sum = document.createElement('span');
      sum.className = 'cage-sum';
      sum.textContent = String(sums[cage] ?? '');
      square.append(sum);
    }
    layer.append(square);
  }
  return layer;
}

/** The cells of `cage` (row-major, from 0) in the cage map `map`. */
export function cageCells(map, cage) {
  const cells = [];
  for (let cell = 0; cell < map.length; cell += 1) if (map[cell] === cage) cells.push(cell);
  return cells;
}

/** Cell `cell`'s words for a screen reader: ", cage 4 (sum 23)". */
export function cageWords(map, sums, cell) {
  if (!map || map[cell] === undefined) return '';
  return `, cage ${map[cell] + 1} (sum ${sums[map[cell]]})`;
}
