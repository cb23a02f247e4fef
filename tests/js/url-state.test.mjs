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

test('pentominoes and Langford pairs are problems a link can name', () => {
  for (const problem of ['pentominoes3x20', 'pentominoes6x10', 'langford3', 'langford4', 'langford7']) {
    const state = { problem, puzzle: '', rule: 'first', step: 12 };
    assert.equal(formatState(state), `#problem=${problem}&rule=first&step=12`);
    const back = parseState(formatState(state));
    assert.deepEqual(back, { ...state, warnings: [] });
  }
  assert.equal(PROBLEMS.pentominoes3x20.board, '3x20');
  assert.equal(PROBLEMS.pentominoes6x10.board, '6x10');
  assert.deepEqual([3, 4, 7].map((n) => PROBLEMS[`langford${n}`].langford), [3, 4, 7]);
  // Only a Sudoku carries a puzzle; an unknown size is refused with a warning.
  assert.equal(parseState('#problem=pentominoes3x20&puzzle=abc').puzzle, '');
  const odd = parseState('#problem=pentominoes7x7');
  assert.equal(odd.problem, 'knuth');
  assert.match(odd.warnings[0], /unknown problem "pentominoes7x7"/);
  assert.equal(parseState('#problem=langford5').problem, 'knuth');
});

test('every problem the page offers is one kind of problem, with a label', () => {
  for (const [name, p] of Object.entries(PROBLEMS)) {
    const kinds = ['example', 'box', 'board', 'langford'].filter((key) => p[key] !== undefined);
    assert.equal(kinds.length, 1, `${name} is ${kinds.join(' and ') || 'nothing'}`);
    assert.ok(p.label.length > 0, name);
  }
});

test('the page’s problem chooser offers exactly the problems a link can name', async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(new URL('../../watch.html', import.meta.url), 'utf8');
  const select = /<select id="problem">([\s\S]*?)<\/select>/.exec(html);
  assert.ok(select, 'watch.html has <select id="problem">');
  const values = [...select[1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(values.toSorted(), Object.keys(PROBLEMS).toSorted());
});
