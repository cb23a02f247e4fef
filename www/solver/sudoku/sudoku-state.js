// The Sudoku the user has chosen on the solver page, as one plain object: its rules
// (`variant`), its size, the puzzle as typed and the map as typed (a jigsaw's regions, a
// Killer's cages). The controls, the link, the engine's input and the board are all drawn from
// it (sudoku.js), and every change goes through one of the functions here, which keep its parts
// in step: a size change either empties the board, loads that size's example of the rules, or
// is refused with the reason; it never leaves a text of one size under a board of another.
// Pure: no DOM, no engine. Whether a text is valid is still the engine's to say.

import { KILLER4_MAP, KILLER9_MAP } from '../../shared/killer-maps.js';
import { example } from './examples.js';
import { SIZES, boxSize, cellsToText, isEmpty, sizeForCellCount, textCells, valueChar } from '../../shared/sudoku-grid.js';

/** The sizes a Killer Sudoku comes in (the engine reads cage maps of 4x4 and 9x9). */
export const KILLER_SIZES = Object.freeze([4, 9]);

/** Whether a variant's rules need the map field: a jigsaw's regions, a Killer's cages. */
export function usesMap(variant) {
  return variant === 'jigsaw' || variant === 'killer';
}

/**
 * The example each size has under the map's rules: `{ puzzle, map, about }`. A jigsaw of 16x16
 * or 25x25 starts from its boxes (any classic grid fits them); a Killer has no such sizes.
 */
export function sizeExample(variant, n) {
  if (variant === 'killer') {
    if (n === 4) return { puzzle: '', map: KILLER4_MAP, about: 'a 4x4 Killer with 7 cages and one solution' };
    if (n === 9) return { puzzle: '', map: KILLER9_MAP, about: 'the 9x9 Killer example, 38 cages and one solution' };
    return null;
  }
  if (variant === 'jigsaw') {
    if (n === 4) return { puzzle: '...4..1......1.3', map: 'aaab\nabbb\ncddd\ncccd', about: 'a 4x4 jigsaw of four L-shaped regions, with one solution' };
    if (n === 9) return { puzzle: example('jigsaw').puzzle, map: example('jigsaw').regions, about: 'the 9x9 jigsaw example, with one solution' };
    return { puzzle: '', map: boxesMap(n), about: `the ${n}x${n} boxes as regions: edit the map to reshape them` };
  }
  return null;
}

/** A region map whose regions are the boxes of an n x n grid: one key per box, a row per line. */
export function boxesMap(n) {
  const b = boxSize(n);
  const rows = [];
  for (let r = 0; r < n; r += 1) {
    let row = '';
    for (let c = 0; c < n; c += 1) row += valueChar(Math.floor(r / b) * b + Math.floor(c / b) + 1);
    rows.push(row);
  }
  return rows.join('\n');
}

/** A classic 9x9 with nothing in it: the page's first state. */
export function initialState() {
  return Object.freeze({ variant: 'classic', size: 9, puzzle: '', map: '' });
}

function next(state, change) {
  return Object.freeze({ ...state, ...change });
}

/**
 * The outcome of a change: `{ state, said }`, `said` a sentence for the status when the change
 * did more than asked (an example loaded) or was refused (`refused: true`, and `state` is the
 * old one), else ''.
 */
function outcome(state, said = '', refused = false) {
  return { state, said, refused };
}

/** The size menu: a size under the same rules. */
export function changeSize(state, n) {
  if (!SIZES.includes(n) || n === state.size) return outcome(state);
  if (state.variant === 'killer') {
    const ex = sizeExample('killer', n);
    if (!ex) {
      return outcome(
        state,
        `A Killer Sudoku comes in ${KILLER_SIZES.map((k) => `${k}x${k}`).join(' or ')} here. For a ${n}x${n}, choose other rules first (Classic, X or Jigsaw).`,
        true
      );
    }
    return outcome(next(state, { size: n, puzzle: ex.puzzle, map: ex.map }), `A Killer's cages are drawn for its size: this is ${ex.about}.`);
  }
  if (state.variant === 'jigsaw') {
    const ex = sizeExample('jigsaw', n);
    return outcome(next(state, { size: n, puzzle: ex.puzzle, map: ex.map }), `A jigsaw's regions are drawn for its size: this is ${ex.about}.`);
  }
  return outcome(next(state, { size: n, puzzle: '' }));
}

/** The rules menu: other rules for the same board, as far as they allow it. */
export function changeVariant(state, variant) {
  if (variant === state.variant) return outcome(state);
  if (variant === 'killer') {
    // A classic puzzle's givens are no Killer's: the Killer of this size (or the 9x9) instead.
    const n = KILLER_SIZES.includes(state.size) ? state.size : 9;
    const ex = sizeExample('killer', n);
    const why = n === state.size ? '' : `A Killer Sudoku comes in ${KILLER_SIZES.map((k) => `${k}x${k}`).join(' or ')}: `;
    return outcome(next(state, { variant, size: n, puzzle: ex.puzzle, map: ex.map }), `${why}${why ? 't' : 'T'}his is ${ex.about}.`);
  }
  if (variant === 'jigsaw') {
    // The puzzle stays; the regions start as the boxes it already keeps to, unless the map
    // field holds a region map of this size already.
    const keep = state.variant === 'jigsaw' || (state.variant !== 'killer' && mapSize(state.map) === state.size);
    const map = keep ? state.map : boxesMap(state.size);
    return outcome(next(state, { variant, map }), keep ? '' : 'The regions start as the boxes: edit the map to reshape them.');
  }
  // Without a map, a puzzle of one size makes the board that size (as when it is typed).
  return changePuzzle(next(state, { variant, map: '' }), state.puzzle);
}

/** The puzzle field (typed, pasted, or from the board). A classic or X text of one size sets the size. */
export function changePuzzle(state, puzzle) {
  if (usesMap(state.variant)) return outcome(next(state, { puzzle }));
  const n = sizeForCellCount(textCells(puzzle).length);
  return outcome(next(state, { puzzle, size: n || state.size }));
}

/** The map field. A jigsaw's complete map sets the size; a Killer's size is the engine's answer. */
export function changeMap(state, map) {
  if (state.variant === 'jigsaw') {
    const n = mapSize(map);
    return outcome(next(state, { map, size: n || state.size }));
  }
  return outcome(next(state, { map }));
}

/** The size of a Killer's map, as the engine read it (its cages' count of cells). */
export function killerSize(state, n) {
  return state.variant === 'killer' && SIZES.includes(n) ? next(state, { size: n }) : state;
}

/** A whole problem at once (a link, an example): `{ variant, puzzle, map, size }`, size 0 when the texts decide. */
export function loaded({ variant = 'classic', puzzle = '', map = '', size = 0 }) {
  let n = SIZES.includes(size) ? size : 0;
  if (variant === 'jigsaw') n = mapSize(map) || n;
  else if (variant !== 'killer') n = sizeForCellCount(textCells(puzzle).length) || n;
  return next(initialState(), { variant, puzzle, map: usesMap(variant) ? map : '', size: n || 9 });
}

/** The grid size a jigsaw map's keys make (one per cell, whitespace apart), or 0. */
export function mapSize(map) {
  return sizeForCellCount(regionKeys(map).length);
}

/** One key per cell of a region map (whitespace skipped), as the board compares them. */
export function regionKeys(map) {
  return Array.from(map).filter((ch) => !/\s/u.test(ch));
}

/**
 * The board's cells (one string per cell, '' for blank) for the puzzle at the state's size:
 * the first cells of a text that is too long, blanks after one that is too short (the engine
 * says what is wrong with its length).
 */
export function boardCells(state) {
  const all = textCells(state.puzzle);
  return Array.from({ length: state.size * state.size }, (_, k) => all[k] ?? '');
}

/** The puzzle as the engine reads it: the text as typed, a blank board, or '' for a Killer without givens. */
export function engineInput(state) {
  const cells = boardCells(state);
  let text = state.puzzle;
  if (state.puzzle.trim() === '') text = state.variant === 'killer' ? '' : cellsToText(cells);
  // A Killer's blank puzzle of its own size is no givens; blanks of another size are the
  // engine's to refuse by name, or the board, the link and the visualizer would disagree.
  else if (state.variant === 'killer' && isEmpty(textCells(state.puzzle)) && textCells(state.puzzle).length === cells.length) text = '';
  return { text, size: state.size, variant: state.variant, regions: usesMap(state.variant) ? state.map : '' };
}

/** Whether two states are the same problem (a search of one answers the other). */
export function sameState(a, b) {
  return a.variant === b.variant && a.size === b.size && a.puzzle === b.puzzle && a.map === b.map;
}
