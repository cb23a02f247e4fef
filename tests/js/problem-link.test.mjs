// The chooser's link (www/problem-link.js): every setting survives a round trip, older Sudoku
// links are left to puzzle.js, and anything out of range falls back with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  KNUTH_EXAMPLE,
  formatProblemFragment,
  isProblemFragment,
  parseProblemFragment,
  wholeNumber,
} from '../../www/problem-link.js';

const roundTrip = (state) => parseProblemFragment(formatProblemFragment(state));

test('older Sudoku links are not the chooser\'s', () => {
  assert.equal(parseProblemFragment('#..3.2.6..'), null);
  assert.equal(parseProblemFragment('#9x9'), null);
  assert.equal(parseProblemFragment(''), null);
  assert.equal(isProblemFragment('#problem=queens&n=8'), true);
});

test('each problem\'s settings make a round trip through the link', () => {
  assert.deepEqual(roundTrip({ kind: 'queens', n: 12 }), { kind: 'queens', n: 12, warnings: [] });
  assert.deepEqual(roundTrip({ kind: 'pentominoes', board: 'scott', symmetry: 'keep' }), {
    kind: 'pentominoes',
    board: 'scott',
    symmetry: 'keep',
    warnings: [],
  });
  assert.deepEqual(roundTrip({ kind: 'langford', n: 11, symmetry: 'break' }), {
    kind: 'langford',
    n: 11,
    symmetry: 'break',
    warnings: [],
  });
  const text = 'A B C | D\n| a comment & more=1 #\nA D\nB C\n';
  assert.deepEqual(roundTrip({ kind: 'dlx', text }), { kind: 'dlx', text, warnings: [] });
  const matrix = { rows: [[true, false, true], [false, true, false]], secondary: [false, false, true] };
  assert.equal(formatProblemFragment({ kind: 'matrix', ...matrix }), '#problem=matrix&rows=101-010&secondary=3');
  assert.deepEqual(roundTrip({ kind: 'matrix', ...matrix }), { kind: 'matrix', ...matrix, warnings: [] });
  const x = { kind: 'sudoku', variant: 'x', puzzle: '5...', regions: '' };
  assert.deepEqual(roundTrip(x), { ...x, warnings: [] });
  const jigsaw = { kind: 'sudoku', variant: 'jigsaw', puzzle: '.1..', regions: 'AABBAABBCCDDCCDD' };
  assert.deepEqual(roundTrip(jigsaw), { ...jigsaw, warnings: [] });
});

test('defaults are left out of the link', () => {
  assert.equal(formatProblemFragment({ kind: 'pentominoes', board: '6x10', symmetry: 'break' }), '#problem=pentominoes&board=6x10');
  assert.equal(formatProblemFragment({ kind: 'langford', n: 7, symmetry: 'keep' }), '#problem=langford&n=7&symmetry=keep');
});

test('bad values fall back to the defaults, each with a warning', () => {
  const q = parseProblemFragment('#problem=queens&n=99');
  assert.equal(q.n, 8);
  assert.match(q.warnings[0], /n = "99" is not a whole number from 1 to 20/u);
  assert.equal(parseProblemFragment('#problem=queens&n=1e1').n, 8);
  assert.equal(parseProblemFragment('#problem=queens&n=-3').n, 8);
  assert.equal(parseProblemFragment('#problem=queens&n=0').n, 8);
  const p = parseProblemFragment('#problem=pentominoes&board=7x9&symmetry=maybe');
  assert.equal(p.board, '6x10');
  assert.equal(p.symmetry, 'break');
  assert.equal(p.warnings.length, 2);
  const u = parseProblemFragment('#problem=%3Cimg%20src%3Dx%3E');
  assert.equal(u.kind, 'sudoku');
  assert.match(u.warnings[0], /unknown problem "<img src=x>"/u);
  const extra = parseProblemFragment('#problem=queens&n=5&board=6x10');
  assert.equal(extra.n, 5);
  assert.match(extra.warnings[0], /"board" means nothing/u);
  const m = parseProblemFragment('#problem=matrix&rows=101-01');
  assert.deepEqual(m.rows, []);
  assert.match(m.warnings[0], /not rows of 0 and 1/u);
  const s = parseProblemFragment('#problem=matrix&rows=101-010&secondary=4-x-2');
  assert.deepEqual(s.secondary, [false, true, false]);
  assert.equal(s.warnings.length, 2);
  const long = parseProblemFragment(`#problem=dlx&text=${'A'.repeat(20_001)}`);
  assert.equal(long.text, KNUTH_EXAMPLE);
  assert.match(long.warnings[0], /too long \(20,001 characters; a link carries at most 20,000\)/u);
  const bigPuzzle = parseProblemFragment(`#problem=sudoku&puzzle=${'.'.repeat(10_001)}`);
  assert.equal(bigPuzzle.puzzle, '');
  assert.match(bigPuzzle.warnings[0], /puzzle in the link is too long \(10,001 characters; a link carries at most 10,000\)/u);
  assert.equal(parseProblemFragment(`#problem=sudoku&puzzle=${'.'.repeat(10_000)}`).warnings.length, 0);
  const v = parseProblemFragment('#problem=sudoku&variant=samurai');
  assert.equal(v.variant, 'classic');
  assert.equal(v.warnings.length, 1);
});

test('whole numbers are plain digits within their range', () => {
  assert.equal(wholeNumber('12', 1, 20), 12);
  assert.equal(wholeNumber(' 3 ', 1, 20), 3);
  for (const bad of ['', '3.5', '0x5', '21', '0', 'five', '1e1', '+4']) assert.equal(wholeNumber(bad, 1, 20), null, bad);
});
