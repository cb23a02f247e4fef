// Where a lesson's moments are (www/watch/lesson/parse.js): the engine is stepped from the start
// on a scratch search of the slide's problem, its events counted, until the moment named
// ("solution 2", "first backtrack + 3", "end") has happened. The answer is a position on the
// player's timeline (events done), which the player then seeks exactly. Nothing here knows what
// an event means: it only counts the kinds the engine reports.

import { formatCount, plural } from '../../shared/numbers.js';

/** The most events a lesson's moment may lie from the start (stepping there must stay quick). */
export const MAX_MOMENT_STEPS = 5_000_000;
/** The most search-tree nodes a lesson's {rule count} runs (the comparison panel's bound). */
export const MAX_COUNT_NODES = 200_000;

/**
 * A moment the search never reaches; its message says why, in words. Several at once (a slide's
 * `at` and `to`) come in one error: `errors` lists each `{ line, message }`, the message joins
 * them, `line` is the first's.
 */
export class MomentError extends Error {
  constructor(line, message, errors = null) {
    const list = errors ?? [{ line, message: `line ${line}: ${message}` }];
    super(list.map((e) => e.message).join('; '));
    this.name = 'MomentError';
    this.line = list[0].line;
    this.errors = list;
  }
}

const KIND_WORDS = { choose: 'choice', try: 'option tried', done: 'end' };

/**
 * The positions of `moments` (parsed moments, in any order) in a fresh search `solver` (which
 * this steps and leaves spent), using `kinds` to name the engine's event numbers. Returns an
 * array of positions, one per moment; throws a MomentError naming every moment the search
 * never reaches.
 */
export function findMoments(solver, moments, kinds, { maxSteps = MAX_MOMENT_STEPS } = {}) {
  const positions = new Array(moments.length).fill(null);
  // What each moment waits for: a base position, then its offset.
  const waiting = moments.map((m, i) => ({ m, i, base: m.kind === null ? m.step : null }));
  const seen = new Map();
  let position = 0;
  let finished = false;
  // Moments that lie before the start: said with the others the search misses, at the end.
  const early = [];
  const settle = () => {
    for (const w of waiting) {
      if (positions[w.i] !== null || w.base === null || early.includes(w)) continue;
      const target = w.base + w.m.offset;
      if (target < 0) early.push(w);
      else if (target <= position) positions[w.i] = target;
    }
  };
  settle();
  while (positions.some((p, i) => p === null && !early.some((w) => w.i === i))) {
    if (finished || position >= maxSteps) break;
    const numbers = solver.step();
    if (numbers === undefined || numbers === null) {
      finished = true;
      for (const w of waiting) if (w.m.kind === 'end' && w.base === null) w.base = position;
      settle();
      continue;
    }
    position += 1;
    const kind = kinds[numbers[0]];
    const count = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, count);
    if (kind === 'done') finished = true;
    for (const w of waiting) {
      if (w.base !== null) continue;
      if ((w.m.kind === kind && w.m.count === count) || (w.m.kind === 'end' && kind === 'done')) w.base = position;
    }
    settle();
  }
  // Every moment missed, not only the first: a teacher mends them in one pass.
  const missed = waiting
    .filter((w) => positions[w.i] === null)
    .map((w) => {
      const why = early.includes(w) ? `'${w.m.text}' lies before the start of the search` : never(w, seen, position, finished, maxSteps);
      return { line: w.m.line, message: `line ${w.m.line}: ${why}` };
    });
  if (missed.length > 0) {
    missed.sort((a, b) => a.line - b.line);
    throw new MomentError(missed[0].line, null, missed);
  }
  return positions;
}

function never(w, seen, position, finished, maxSteps) {
  const { m } = w;
  if (!finished) return `'${m.text}' is not within the first ${formatCount(maxSteps)} events of the search`;
  if (w.base !== null) return `'${m.text}' lies past the end of the search (${plural(position, 'event')} in all)`;
  if (m.kind === null) return `the search ends after ${plural(position, 'event')}, before step ${formatCount(m.step)}`;
  const word = KIND_WORDS[m.kind] ?? m.kind;
  return `the search has ${plural(seen.get(m.kind) ?? 0, word)}, so '${m.text}' never happens`;
}

/**
 * The whole search's counts under a rule: `{ nodes, updates, mems, solutions, finished }`, run
 * by the engine on the fresh `solver` (spent after), at most `maxNodes` search-tree nodes.
 */
export function wholeSearch(solver, { maxNodes = MAX_COUNT_NODES } = {}) {
  let result = '';
  while (result !== 'finished' && solver.nodes < maxNodes) {
    result = solver.runFor(Math.max(1, Math.min(10_000, maxNodes - solver.nodes)));
  }
  return {
    nodes: solver.nodes,
    updates: solver.updates,
    mems: solver.mems,
    solutions: solver.solutions,
    finished: result === 'finished',
  };
}
