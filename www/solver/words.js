// The solver page's words about a search: a verdict and its note, the engine's counts, a
// message of the engine as a sentence, and the count cap as typed. Pure: numbers and answers in,
// sentences out.

import { formatCount, formatTime, plural } from '../shared/numbers.js';

/** "1 solution", "2 solutions", "1,234 solutions". */
export function solutionsWord(k) {
  return plural(k, 'solution');
}

/**
 * The verdict in plain words, from what the worker reports:
 * - `mode` 'solve' or 'check' (the search stops at the second solution),
 *   or 'count' (it stops at `limit`, if given);
 * - `solutions` found, and whether the search `finished` (looked everywhere).
 */
export function verdict({ mode, solutions, finished, limit }) {
  if (solutions === 0) return finished ? 'No solution' : 'No solution found yet';
  if (mode === 'count') {
    if (finished) return solutions === 1 ? 'Unique solution' : solutionsWord(solutions);
    return `At least ${solutionsWord(solutions)}`;
  }
  if (solutions === 1 && finished) return 'Unique solution';
  if (solutions >= 2) return 'At least 2 solutions';
  return 'At least 1 solution';
}

/** One sentence of explanation under the verdict. */
export function verdictNote({ mode, solutions, finished, limit }) {
  if (mode === 'count') {
    if (!finished && limit && solutions >= limit) {
      return `Counting stopped at the cap of ${formatCount(limit)}; there may be more.`;
    }
    if (finished && solutions > 1) return 'Every solution was counted.';
    return '';
  }
  if (solutions === 0) return 'The clues contradict each other somewhere, though no two clash directly.';
  if (solutions >= 2) {
    return mode === 'solve'
      ? 'The board shows the first one found. A proper Sudoku has exactly one.'
      : 'A proper Sudoku has exactly one. Use “Count solutions” to count them.';
  }
  return '';
}

/**
 * The engine's counts in words: "Took 3.2 ms: 120 search-tree nodes, 4,512 link updates.", and
 * on a problem with colors (when the answer carries `cleansings`) ", 9 cleansings" before the stop.
 */
export function statsLine({ elapsed, nodes, updates, cleansings }) {
  const colors = cleansings === undefined ? '' : `, ${plural(cleansings, 'cleansing')}`;
  return (
    `Took ${formatTime(elapsed)}: ${plural(nodes, 'search-tree node')}, ${plural(updates, 'link update')}${colors}.`
  );
}

/** The engine's message as a sentence: capital first letter, final full stop. */
export function sentence(message) {
  const s = String(message ?? '').trim();
  if (!s) return '';
  const first = s[0].toUpperCase() + s.slice(1);
  return /[.!?]$/u.test(first) ? first : `${first}.`;
}

/** The count cap typed by the user: a positive whole number, or 0 for "no cap". */
export function parseLimit(value) {
  const s = String(value ?? '').replace(/[,\s_]/gu, '');
  if (s === '') return 0;
  const x = Number(s);
  if (!Number.isFinite(x) || x < 1) return 0;
  return Math.floor(x);
}
