// The problem specs and the spec -> Solver mapping (dlx-engine/problem), shared by the
// package's API and any code that loads its own build of the wasm module.

import type { Solver } from './wasm/bundler/dlx_engine.js';

/** The branching rule: `'mrv'` (Knuth's: the item with the fewest options) or `'first'`. */
export type Rule = 'mrv' | 'first';

/** Whether to remove a puzzle's symmetric copies (`'break'`, the default) or count them all. */
export type Symmetry = 'break' | 'keep';

/**
 * A problem, as a plain object. Each kind is a problem the engine builds itself:
 * - `{ kind: 'dlx', text }`: Knuth's DLX format (items on the first line, `|` before the
 *   secondary ones, `item:color` for colors, `u:v|a` multiplicities; then one option a line);
 * - `{ kind: 'matrix', text }`: the same text (the project's editor hands its matrix in that form);
 * - `{ kind: 'knuth' }`: Knuth's example of TAOCP 7.2.2.1 (one solution); `{ kind: 'classic' }`:
 *   the 6x7 matrix of his paper "Dancing links";
 * - `{ kind: 'queens', n }`: n queens (92 for n = 8);
 * - `{ kind: 'sudoku', text, size?, variant?, regions? }`: a Sudoku as one line (`.` or `0`
 *   for a blank, row by row) or a grid; `variant` `'classic'` (default), `'x'`, `'jigsaw'`
 *   or `'killer'`, whose region or cage map is `regions`; `size` 4, 9, 16 or 25 only improves
 *   the message when the text's length fits no size;
 * - `{ kind: 'pentominoes', board, symmetry? }`: the twelve pentominoes on a board named
 *   `'6x10'`, `'5x12'`, `'4x15'`, `'3x20'` or `'8x8'`;
 * - `{ kind: 'iamonds', board, symmetry? }`: the twelve hexiamonds on a named triangular board;
 * - `{ kind: 'sticks', omit, symmetry? }`: Knuth's tetrasticks on a 5x5 grid, leaving out
 *   the piece `omit`;
 * - `{ kind: 'soma', symmetry? }`: Piet Hein's Soma cube, the seven pieces in the 3x3x3 cube
 *   (480 packings with the cube's rotations broken, 11,520 with `symmetry: 'keep'`);
 * - `{ kind: 'langford', n, symmetry? }`: Langford pairs of 1..n;
 * - `{ kind: 'words', size, start?, double? }`: a word square of `size` `'4'` or `'3x4'`
 *   from the shipped word list, starting with the word `start`, `double` `'yes'` for a double
 *   word square;
 * - `{ kind: 'random', seed }`: a small random exact-cover problem made from `seed`;
 *   `{ kind: 'random-sudoku', seed }`: a random 4x4 Sudoku.
 */
export type Problem =
  | { kind: 'dlx' | 'matrix'; text: string }
  | { kind: 'knuth' | 'classic' }
  | { kind: 'queens'; n: number }
  | { kind: 'sudoku'; text: string; size?: number; variant?: 'classic' | 'x' | 'jigsaw' | 'killer'; regions?: string }
  | { kind: 'pentominoes' | 'iamonds'; board: string; symmetry?: Symmetry }
  | { kind: 'sticks'; omit: string; symmetry?: Symmetry }
  | { kind: 'soma'; symmetry?: Symmetry }
  | { kind: 'langford'; n: number; symmetry?: Symmetry }
  | { kind: 'words'; size: string | number; start?: string; double?: 'yes' | 'no' }
  | { kind: 'random' | 'random-sudoku'; seed: number };

/** What the engine says about a problem it rejects, as plain data. */
export interface ErrorInfo {
  /** The engine's message, e.g. "line 2: unknown item `C`". */
  message: string;
  /** The Sudoku cells at fault, `[row, column]` from 1 (empty when the fault is not a cell). */
  cells: Array<[number, number]>;
  /** The place of a bad character in the text, from 1 (0: none). */
  position: number;
  /** The text at fault: the puzzle, or a jigsaw's or killer's region map. */
  input: 'puzzle' | 'regions';
  /** The line of a DLX text at fault, from 1 (0: none). */
  line: number;
}

/** The wasm-bindgen module a solver is built with: its `Solver` class and free functions. */
export interface Engine {
  Solver: typeof Solver;
  randomExactCover?(seed: number): string;
  randomSudoku4?(seed: number): string;
  checkSudokuVariant?(text: string, variant: string, regions?: string | null, boxSize?: number | null): unknown;
}

/**
 * A fresh `Solver` over `spec`, built with `engine`. Throws an {@link ErrorInfo} (a plain
 * object, not an Error) when the engine rejects the problem, or a `WebAssembly.RuntimeError`
 * when the engine traps (a bug). Call `solver.free()` when done.
 */
export function problemSolver(engine: Engine, spec: Problem, rule?: Rule): Solver;

/** A Sudoku's solver (see {@link Problem}'s `sudoku`); throws as {@link problemSolver}. */
export function sudokuSolver(
  engine: Engine,
  text: string,
  size?: number,
  variant?: string,
  regions?: string,
  rule?: Rule,
): Solver;

/** Whether `engine` knows the Sudoku variants (a lean build of the module may not). */
export function hasVariants(engine: Engine): boolean;

/** A word square's size `'4'` or `'3x4'` as `[rows, columns]`. */
export function wordSquareSides(size: string | number): [number, number];

/** Anything thrown by the engine or by JS as a plain, cloneable {@link ErrorInfo}. */
export function errorInfo(e: unknown): ErrorInfo;

/** Whether `e` is a trap of the wasm module (a panic in the engine: a bug). */
export function isTrap(e: unknown): boolean;

/** The kinds of events by the engine's codes (the first of an event's five numbers). */
export const EVENT_KINDS: readonly EventKind[];

/** How many numbers one event takes in the low-level `Solver.step()` arrays: 5. */
export const EVENT_SIZE: 5;

/** The steps of Algorithm X by the engine's numbers (1 to 8): `'X1'` ... `'X8'`. */
export const STEP_NAMES: readonly (string | undefined)[];

/** The kind of an event of the search. */
export type EventKind =
  | 'choose'
  | 'cover'
  | 'hide'
  | 'try'
  | 'solution'
  | 'backtrack'
  | 'unhide'
  | 'uncover'
  | 'done'
  | 'purify'
  | 'mark'
  | 'unmark'
  | 'unpurify';

/**
 * One elementary event of Algorithm X. `step` is the step of Algorithm X (`'X1'` to `'X8'`)
 * it belongs to; items, options and nodes are numbers from 0 (`Search.itemName`,
 * `Search.optionText` name them).
 */
export type SearchEvent =
  /** Choose the item to cover at `level`, one with `len` options left. */
  | { kind: 'choose'; step: string; level: number; item: number; len: number }
  /** Cover or uncover an item. */
  | { kind: 'cover' | 'uncover'; step: string; item: number }
  /** Hide or unhide a node (one item of an option), or purify, mark, unmark, unpurify it (colors). */
  | { kind: 'hide' | 'unhide' | 'purify' | 'mark' | 'unmark' | 'unpurify'; step: string; node: number }
  /** Try `option` (through its node `node`) at `level`. */
  | { kind: 'try'; step: string; level: number; node: number; option: number }
  /** A solution of `size` options. */
  | { kind: 'solution'; step: string; size: number }
  /** Give up `item` at `level`: its options are all tried. */
  | { kind: 'backtrack'; step: string; level: number; item: number }
  /** The search is over. */
  | { kind: 'done'; step: string };

/** One event from five numbers of a low-level `Solver.step()` array, starting at `at`. */
export function decodeEvent(events: ArrayLike<number>, at?: number): SearchEvent;
