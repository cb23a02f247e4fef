// Tetrasticks on the pages: the link grammar, the narration and the solver page's description
// over the real engine (skipped, with a note, when www/pkg has not been built yet).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SOLVER_PAGE, WATCH_PAGE, readProblem, writeProblem } from '../../www/shared/problem-link.js';
import { describe, itemLabel, itemMeaning, optionMeaning, problemKind } from '../../www/watch/panels/narration.js';
import { sticksOf } from '../../www/watch/board/sticks.js';
import { labelAt } from '../../www/shared/boards/sticks.js';
import { load, skip } from './engine-loader.mjs';

test('a tetrastick link names the piece left out and the symmetry', () => {
  for (const dialect of [SOLVER_PAGE, WATCH_PAGE]) {
    const fragment = writeProblem({ problem: 'sticks', omit: 'J', symmetry: 'keep' }, dialect);
    assert.equal(fragment, '#problem=sticks&omit=J&symmetry=keep');
    const { problem, warnings } = readProblem(fragment, dialect);
    assert.deepEqual(problem, { problem: 'sticks', omit: 'J', symmetry: 'keep' });
    assert.deepEqual(warnings, []);
  }
  const bad = readProblem('#problem=sticks&omit=F', SOLVER_PAGE);
  assert.equal(bad.problem.omit, 'Y');
  assert.match(bad.warnings.join(' '), /unknown tetrastick to leave out "F": use H, J, L, N or Y/);
});

test('a letter goes beside the stick nearest the middle of its piece', () => {
  // The I from (0,0) to (0,4): its middle sticks are the second and third; the first wins ties.
  const [x, y] = labelAt([
    [0, 0, 0, 1],
    [0, 1, 0, 2],
    [0, 2, 0, 3],
    [0, 3, 0, 4],
  ], 5);
  assert.deepEqual([x, y], [15, 3.6]);
  // A vertical stick on the right edge of a 5-column board: the letter goes inside, to its left.
  assert.deepEqual(labelAt([[0, 5, 1, 5]], 5), [47.4, 6.4]);
  assert.deepEqual(labelAt([[0, 4, 1, 4]], 5), [42.6, 6.4]);
  // The I along the bottom edge of a 5x5 board: its letter goes inside, above it (below, it
  // was drawn past the picture's 3-unit margin).
  const bottom = [0, 1, 2, 3].map((c) => [5, c, 5, c + 1]);
  assert.deepEqual(labelAt(bottom, 5, 5), [15, 46.4]);
  assert.deepEqual(labelAt(bottom.map(([, c0, , c1]) => [4, c0, 4, c1]), 5, 5), [15, 43.6]);
});

/** The item called `name` (the test's way to point at one). */
function item(trace, name) {
  for (let k = 0; k < trace.itemCount; k += 1) if (trace.itemName(k) === name) return k;
  throw new Error(`no item ${name}`);
}

test('tetrastick items and options in plain words, from the engine', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromSticks('5x5', 'Y', true), memory);
  assert.deepEqual(problemKind(trace), { kind: 'sticks' });
  assert.equal(itemMeaning(item(trace, 'F'), trace), 'piece F must be placed');
  assert.equal(itemMeaning(item(trace, 'h2.3'), trace), 'the horizontal edge from 2,3 to 2,4 must be covered');
  assert.equal(itemMeaning(item(trace, 'v0.5'), trace), 'the vertical edge from 0,5 to 1,5 must be covered');
  assert.equal(itemLabel(item(trace, 'p2.2'), trace), 'secondary item p2.2 (at most one piece goes straight through point 2,2)');
  // The X centred on 2,2 takes that point once, though it goes straight through it both ways.
  let x = -1;
  for (let o = 0; o < trace.optionCount; o += 1) if (trace.optionText(o) === 'X v1.2 h2.1 h2.2 v2.2 p2.2') x = o;
  assert.ok(x >= 0);
  assert.deepEqual(sticksOf(x, trace).crossings, [[2, 2]]);
  assert.equal(optionMeaning(x, trace), 'put piece X on 1,2–2,2 2,1–2,2 2,2–2,3 2,2–3,2, through 2,2');
  // A whole search to its first solution, every event told as a sentence.
  let solved = false;
  for (let event = trace.forward(); event !== null && !solved; event = trace.forward()) {
    const text = describe(event, trace);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object|option `/, text);
    solved = event.kind === 'solution';
  }
  assert.ok(solved);
  const placed = trace.levels.map((l) => sticksOf(l.option, trace));
  assert.equal(placed.length, 15);
  const edges = new Set(placed.flatMap((p) => p.sticks.map((s) => s.join(','))));
  assert.equal(edges.size, 60);
});
