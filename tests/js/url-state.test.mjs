// The visualizer's URL state (www/viz/url-state.js): round trips, defaults, strict parsing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseState, formatState, PROBLEMS, MAX_STEP } from '../../www/viz/url-state.js';

test('a state survives the round trip through its fragment', () => {
  for (const state of [
    { problem: 'knuth', puzzle: '', rule: 'mrv', step: 0 },
    { problem: 'queens6', puzzle: '', rule: 'first', step: 137 },
    { problem: 'sudoku4', puzzle: '1...........2..3', rule: 'mrv', step: 42 },
    { problem: 'sudoku9', puzzle: '', rule: 'first', step: 5 },
  ]) {
    const back = parseState(formatState(state));
    assert.deepEqual({ ...back, warnings: undefined }, { ...state, warnings: undefined });
    assert.deepEqual(back.warnings, []);
  }
});

test('defaults are left out of the link', () => {
  assert.equal(formatState({ problem: 'knuth', puzzle: '', rule: 'mrv', step: 0 }), '#problem=knuth');
  const own = PROBLEMS.sudoku4.puzzle;
  assert.equal(formatState({ problem: 'sudoku4', puzzle: own, rule: 'mrv', step: 3 }), '#problem=sudoku4&step=3');
});

test('an empty fragment is the default state', () => {
  assert.deepEqual(parseState(''), { problem: 'knuth', puzzle: '', rule: 'mrv', step: 0, warnings: [] });
  assert.deepEqual(parseState('#').warnings, []);
});

test('crafted fragments fall back to defaults and say what was ignored', () => {
  const s = parseState('#problem=<img src=x onerror=alert(1)>&rule=best&step=-3');
  assert.equal(s.problem, 'knuth');
  assert.equal(s.rule, 'mrv');
  assert.equal(s.step, 0);
  assert.equal(s.warnings.length, 3);
  assert.match(s.warnings[0], /unknown problem/);
  assert.match(s.warnings[1], /unknown branching rule "best"/);
  assert.match(s.warnings[2], /step "-3"/);
  assert.equal(parseState(`#step=${MAX_STEP + 1}`).step, 0);
  assert.equal(parseState('#step=1e9').step, 0);
  assert.equal(parseState('#problem=__proto__').problem, 'knuth');
  assert.equal(parseState('#problem=constructor').problem, 'knuth');
});

test('a puzzle only counts for a Sudoku, and a huge one is refused', () => {
  assert.equal(parseState('#problem=queens5&puzzle=123').puzzle, '');
  const long = parseState(`#problem=sudoku9&puzzle=${'.'.repeat(5000)}`);
  assert.equal(long.puzzle, '');
  assert.match(long.warnings[0], /too long \(5000 characters\)/);
});
