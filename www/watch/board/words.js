// The search in words, for the puzzle panel's caption (board/view.js) and the search tree
// (tree.js): what an item or an option means and where the search stands, in one sentence.
// The meanings are the engine's roles, worded by narration.js or by the board's own helpers;
// this file only picks the words. Tested in tests/js/tree.test.mjs and board-pictures.test.mjs.

import {
  itemMeaning as itemWords,
  optionMeaning as optionWords,
  problemKind,
} from '../panels/index.js';
import { queenSquare, queensSize } from './queens.js';
import { placementText } from './sudoku.js';

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
    if (trace.optionRole(o)?.role === 'cage') return optionWords(o, trace);
  }
  if (queensSize(trace)) {
    const square = queenSquare(trace, o);
    if (square) return `queen in row ${square[0]}, column ${square[1]}`;
  }
  return `option ${trace.optionText(o)}`;
}

/** Whether the trace is a packing, Langford or word-square problem (their words come from narration.js). */
function isPacking(trace) {
  const { kind } = problemKind(trace);
  return kind === 'pentominoes' || kind === 'iamonds' || kind === 'sticks' || kind === 'langford' || kind === 'words';
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
    // An item that means something is a clause ("row 2 needs a queen"): name the item, then
    // say what it means, so that the sentence does not run two verbs together.
    const words = itemWords(cur.item, trace);
    const on = words ? `${trace.itemName(cur.item)}: ${words}` : what;
    return `Level ${level}: the search branches on ${on} (${optionsWord(cur.len)}).`;
  }
  return `Level ${level}: ${what}; trying ${cur.k} of ${cur.len}: ${optionMeaning(trace, cur.option)}.`;
}

/** A count of options in words: "1 option", "3 options". */
export function optionsWord(len) {
  return len === 1 ? '1 option' : `${len} options`;
}
