// The engine: the only JS file that imports the generated wasm package (www/pkg, built by
// scripts/build-wasm.sh). Everything else talks to the engine through this module, and the
// page itself only through the worker (www/worker.js), so long searches never block it.

import init, { Solver, checkSudoku as wasmCheckSudoku, version } from './pkg/dlx_wasm.js';
import { SIZES, boxSize } from './puzzle.js';

let loading = null;
let exports = null;

/** Loads and instantiates the wasm module once; later calls return the same promise. */
export function ready() {
  loading ??= init().then((instance) => {
    exports = instance;
  });
  return loading;
}

/**
 * The wasm module's memory, for views of the link arrays (`Solver.nodesPtr`, `itemLinksPtr`).
 * Its buffer is replaced when the memory grows: take a fresh view each time you draw.
 */
export function memory() {
  if (!exports) throw new Error('the engine is not loaded yet: await ready() first');
  return exports.memory;
}

/**
 * A search over a Sudoku (one line or a pasted grid). Throws `{ message, cells }` when the
 * text is not a valid puzzle: the engine's message, and the cells at fault as
 * `[[row, column], ...]` from 1 (empty when the fault is not one cell, e.g. the length).
 * Call `solver.free()` when done.
 */
export function sudokuSolver(text, size) {
  try {
    return Solver.fromSudoku(text, undefined, undefined, boxHint(size));
  } catch (e) {
    throw errorInfo(e);
  }
}

/**
 * The box size for a board of `size` x `size` cells, or undefined when there is no board size:
 * the engine uses it only to say what that size needs when the text's length fits no size.
 */
function boxHint(size) {
  return SIZES.includes(size) ? boxSize(size) : undefined;
}

/** `null` when the text is a valid Sudoku, else `{ message, cells }` as above. */
export function checkSudoku(text, size) {
  const e = wasmCheckSudoku(text, boxHint(size));
  return e === undefined || e === null ? null : errorInfo(e);
}

/**
 * A plain, cloneable `{ message, cells, position }` from anything thrown by the engine or by
 * JS: `cells` are the cells at fault ([row, column] from 1), `position` the place of a bad
 * character in the text (from 1, or 0 when there is none).
 */
export function errorInfo(e) {
  const message = e instanceof Error ? e.message : String(e?.message ?? e);
  const cells = Array.isArray(e?.cells) ? e.cells.map(([r, c]) => [Number(r), Number(c)]) : [];
  const position = Number.isInteger(e?.position) ? e.position : 0;
  return { message, cells, position };
}

/** The engine crate's version. */
export function engineVersion() {
  return version();
}

/**
 * The kinds of the events that `solver.step()` returns as `[kind, a, b, c]` (see
 * wasm/src/lib.rs), for the visualizer: Choose [level, item, len], Cover [item],
 * Hide [node], Try [level, node, option], Solution [size], Backtrack [level, item],
 * Unhide [node], Uncover [item], Done.
 */
export const EVENT_KINDS = Object.freeze([
  'choose',
  'cover',
  'hide',
  'try',
  'solution',
  'backtrack',
  'unhide',
  'uncover',
  'done',
]);

export { Solver };
