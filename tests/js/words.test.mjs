// The solver page's words about a search (www/solver/words.js): verdicts and their notes, the
// engine's counts, the engine's messages as sentences, the count cap as typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLimit, sentence, statsLine, verdict, verdictNote } from '../../www/solver/words.js';

test('verdict wording for solve and check', () => {
  for (const mode of ['solve', 'check']) {
    assert.equal(verdict({ mode, solutions: 1, finished: true }), 'Unique solution');
    assert.equal(verdict({ mode, solutions: 0, finished: true }), 'No solution');
    assert.equal(verdict({ mode, solutions: 2, finished: false }), 'At least 2 solutions');
  }
});

test('verdict wording for count', () => {
  assert.equal(verdict({ mode: 'count', solutions: 0, finished: true }), 'No solution');
  assert.equal(verdict({ mode: 'count', solutions: 1, finished: true }), 'Unique solution');
  assert.equal(verdict({ mode: 'count', solutions: 37, finished: true }), '37 solutions');
  assert.equal(verdict({ mode: 'count', solutions: 1234, finished: true }), '1,234 solutions');
  assert.equal(verdict({ mode: 'count', solutions: 1000, finished: false, limit: 1000 }), 'At least 1,000 solutions');
  assert.match(verdictNote({ mode: 'count', solutions: 1000, finished: false, limit: 1000 }), /cap of 1,000/u);
  assert.equal(verdictNote({ mode: 'count', solutions: 1, finished: true }), '');
});

test('verdict notes explain several and no solutions', () => {
  assert.match(verdictNote({ mode: 'solve', solutions: 2, finished: false }), /first one/u);
  assert.match(verdictNote({ mode: 'check', solutions: 2, finished: false }), /Count solutions/u);
  assert.match(verdictNote({ mode: 'solve', solutions: 0, finished: true }), /contradict/u);
  assert.equal(verdictNote({ mode: 'solve', solutions: 1, finished: true }), '');
});

test('the engine counts in words', () => {
  assert.equal(
    statsLine({ elapsed: 3.21, nodes: 1234, updates: 45678 }),
    'Took 3.2 ms: 1,234 search-tree nodes, 45,678 link updates.'
  );
  assert.equal(statsLine({ elapsed: 0.5, nodes: 1, updates: 1 }), 'Took 0.50 ms: 1 search-tree node, 1 link update.');
});

test('engine messages become sentences', () => {
  assert.equal(sentence('the puzzle has 80 cells, a 9x9 needs 81'), 'The puzzle has 80 cells, a 9x9 needs 81.');
  assert.equal(sentence('Done.'), 'Done.');
  assert.equal(sentence(''), '');
  assert.equal(sentence(undefined), '');
});

test('the count cap: a whole number, or 0 for none', () => {
  assert.equal(parseLimit('1000'), 1000);
  assert.equal(parseLimit('1,000'), 1000);
  assert.equal(parseLimit(' 25 '), 25);
  assert.equal(parseLimit(''), 0);
  assert.equal(parseLimit('none'), 0);
  assert.equal(parseLimit('-3'), 0);
  assert.equal(parseLimit('2.7'), 2);
});
