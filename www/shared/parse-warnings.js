// The pages' sentence for what the engine left out of a DLX text: an option of secondary
// items only, which Knuth's dlx1 and dlx2 ignore ("Option ignored (no primary items)") and the
// engine ignores too (Solver.parseWarnings, read by engine.js's describeProblem into
// `info.warnings` and `info.warningCount`). The engine says which lines; the words are here.

import { formatCount } from './numbers.js';

/** The most line numbers a sentence lists before "and N more". */
const LISTED = 5;

/** `5`, `5 and 7`, `5, 7 and 9`, `5, 7, 9, 11, 13 and 20 more`. */
function listed(numbers, total) {
  const shown = numbers.slice(0, LISTED).map((n) => formatCount(n));
  const more = total - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${formatCount(more)} more`;
  if (shown.length === 1) return shown[0];
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * One sentence for the options the engine ignored, or '' when it ignored none. `matrix`
 * words it for the matrix editor, whose text has the column line first, so that line k + 1
 * is row k: "1 row was ignored: row 4 has no primary column, so no solution can use it."
 * For a DLX text: "1 option was ignored: line 5 has no primary item, so no solution can use it."
 */
export function ignoredOptionsSentence({ warnings = [], warningCount = 0 } = {}, { matrix = false } = {}) {
  const ignored = warnings.filter((w) => w.kind === 'no-primary');
  const total = Math.max(warningCount, ignored.length);
  if (total === 0) return '';
  const one = total === 1;
  const what = matrix ? (one ? 'row was' : 'rows were') : one ? 'option was' : 'options were';
  const where = matrix ? (one ? 'row' : 'rows') : one ? 'line' : 'lines';
  const numbers = ignored.map((w) => (matrix ? w.line - 1 : w.line));
  const lacks = matrix ? 'primary column' : 'primary item';
  return `${formatCount(total)} ${what} ignored: ${where} ${listed(numbers, total)} ${one ? 'has' : 'have'} no ${lacks}, so no solution can use ${one ? 'it' : 'them'}.`;
}
