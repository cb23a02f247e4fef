// Word squares on the pages: the link grammar, the pure helpers of the pictures, and the
// narration over the real engine ("row 2 is ICE"). The engine tests skip (with a note) when
// www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { letterGrid, wordSquareSides, wordSquareText } from '../../www/shared/boards/word-square.js';
import { SOLVER_PAGE, WATCH_PAGE, readProblem, watchLink, writeProblem } from '../../www/shared/problem-link.js';
import { wordSquareLetters } from '../../www/watch/board/word-square.js';
import { describe, itemMeaning, optionMeaning, problemKind, wordOf } from '../../www/watch/panels/narration.js';
import { problemWords } from '../../www/embed/embed-link.js';
import { load, skip } from './engine-loader.mjs';

test('a word square link carries its size, first row and rule, and refuses what is not one', () => {
  const link = writeProblem({ problem: 'words', size: '3x4', start: 'Lane', double: 'yes' }, SOLVER_PAGE);
  assert.equal(link, '#problem=words&size=3x4&start=Lane&double=yes');
  const back = readProblem(link, SOLVER_PAGE);
  assert.deepEqual(back.problem, { problem: 'words', size: '3x4', start: 'lane', double: 'yes' });
  assert.deepEqual(back.warnings, []);
  const bad = readProblem('#problem=words&size=5&start=l4ne&double=maybe', SOLVER_PAGE);
  assert.deepEqual(bad.problem, { problem: 'words', size: '4', start: '', double: 'no' });
  assert.equal(bad.warnings.length, 3);
  assert.match(bad.warnings[0], /unknown word square size "5": use 3, 4, 3x4 or 4x3/u);
  assert.match(bad.warnings[1], /the starting word "l4ne" is not letters a-z only/u);
  // The visualizer starts from a small square with its first row given; its presets are named.
  assert.deepEqual(readProblem('#problem=words', WATCH_PAGE).problem, { problem: 'words', size: '3', start: 'bit', double: 'no' });
  assert.equal(writeProblem({ problem: 'words', size: '4', start: 'lane', double: 'no' }, WATCH_PAGE), '#problem=words4');
  assert.equal(watchLink({ problem: 'words', size: '4', start: 'lane', double: 'no' }).href, './watch.html#problem=words4');
  // An embedded frame's title names the square.
  assert.equal(problemWords({ problem: 'words', size: '3x4', start: '', double: 'yes' }), 'a 3x4 word square');
  assert.equal(problemWords({ problem: 'words', size: '3', start: 'bit', double: 'no' }), 'Word square 3x3');
});

test('the letters of a grid come from the words placed, across and down', () => {
  assert.deepEqual(wordSquareSides('4'), [4, 4]);
  assert.deepEqual(wordSquareSides('3x4'), [3, 4]);
  const info = {
    rows: 3,
    cols: 3,
    words: [
      { direction: 'across', index: 0, word: 'bit' },
      { direction: 'down', index: 2, word: 'tea' },
      null,
    ],
  };
  assert.deepEqual(letterGrid(info, [0, 1, 2]), [
    ['b', 'i', 't'],
    ['', '', 'e'],
    ['', '', 'a'],
  ]);
  assert.equal(wordSquareText(info, [1]), '..t\n..e\n..a');
  assert.deepEqual(wordSquareLetters(2, 3, [{ direction: 'down', index: 1, word: 'ab' }]), [
    ['', 'a', ''],
    ['', 'b', ''],
  ]);
});

test('the narration names rows, columns and cells, and tells a whole search', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromWordSquare(3, 3, false, 'bit', undefined), memory);
  assert.deepEqual(problemKind(trace), { kind: 'words', rows: 3, cols: 3 });
  assert.equal(itemMeaning(1, trace), 'row 2 needs a word');
  assert.equal(itemMeaning(5, trace), 'column 3 needs a word');
  assert.match(itemMeaning(6 + 4, trace), /^the letter in row 2, column 2/u);
  // The only option of row 1 is the starting word.
  assert.equal(optionMeaning(0, trace), 'row 1 is BIT');
  assert.deepEqual(wordOf(0, trace), { direction: 'across', index: 0, word: 'bit' });
  let solution = null;
  for (let event = trace.forward(); event !== null; event = trace.forward()) {
    const text = describe(event, trace);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object|option `/u, text);
    if (event.kind === 'solution') {
      solution = text;
      break;
    }
  }
  assert.ok(solution, 'a 3x3 square starting with bit is found');
  assert.match(solution, /row 1 is BIT/u);
  const grid = wordSquareLetters(3, 3, trace.levels.map((l) => wordOf(l.option, trace)).filter(Boolean));
  assert.equal(grid[0].join(''), 'bit');
  assert.ok(grid.every((row) => row.every((l) => /^[a-z]$/u.test(l))), JSON.stringify(grid));
});

test('the engine refuses a starting word it cannot use, saying why', { skip }, async () => {
  const { Solver } = await load();
  assert.throws(() => Solver.fromWordSquare(4, 4, false, 'bit'), /the starting word has 3 letters, but the grid needs 4/u);
  assert.throws(() => Solver.fromWordSquare(3, 3, false, 'qqq'), /the starting word `qqq` is not in the word list/u);
  assert.throws(() => Solver.fromWordSquare(5, 5, false, ''), /the word list has no word of 5 letters/u);
});
