// What a Killer Sudoku adds to the visualizer's Sudoku board (board/sudoku.js): its cages, and
// the options that fill a cage, read from the engine's roles (a cage option is
// `{ role: 'cage', cage, sum, cells, values }`; a cage item `{ role: 'cage', cage, sum }`).

import { cageCells } from '../../shared/killer-cages.js';

/** The cages of a Killer Sudoku's trace, `{ map, sums }`, or null for any other grid. */
export function killerCages(trace, n) {
  if (trace.solver?.variant !== 'killer' || typeof trace.solver.cageMap !== 'function') return null;
  const map = Array.from(trace.solver.cageMap());
  return map.length === n * n ? { map, sums: Array.from(trace.solver.cageSums()) } : null;
}

/**
 * The cells and values option `o` decides, `[[cell, value], ...]` (cells row-major from 0):
 * one for a placement, every cell of its cage for a cage option, none otherwise.
 */
export function optionPlaces(trace, o, n) {
  const role = trace.optionRole(o);
  if (role?.role === 'placement') return [[role.row * n + role.column, role.value]];
  if (role?.role === 'cage') return role.cells.map(([r, c], i) => [r * n + c, role.values[i]]);
  return [];
}

/** The cells of item `k` when it is a cage, or null. */
export function cageItemCells(trace, k, cages) {
  const role = trace.itemRole(k);
  return role?.role === 'cage' && cages ? cageCells(cages.map, role.cage) : null;
}
