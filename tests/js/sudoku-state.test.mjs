// The solver page's Sudoku state (www/solver/sudoku/sudoku-state.js): a change of size or rules keeps
// the puzzle, the map and the size in step, checked here against counts the test makes itself
// (cells of a text, rows and keys of a map), never against the module's own helpers.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  boxesMap,
  changeMap,
  changePuzzle,
  changeSize,
  changeVariant,
  engineInput,
  initialState,
  loaded,
} from '../../www/solver/sudoku/sudoku-state.js';

/** Cells of a puzzle text, as the engine counts them: all but whitespace and | - +. */
const cellCount = (text) => [...text].filter((ch) => !/[\s|+-]/u.test(ch)).length;
/** The rows of keys of a map (a Killer's sum lines, `A=3`, apart). */
const mapRows = (map) => map.split('\n').filter((l) => l.trim() && !l.includes('=')).map((l) => l.replace(/\s/gu, ''));

test('Killer, then 4x4: the 4x4 Killer (a 4x4 map, no 9x9 givens); then 16x16 is refused and nothing changes', () => {
  const killer = loaded({ variant: 'killer', map: changeVariant(initialState(), 'killer').state.map });
  assert.equal(killer.size, 9);
  const four = changeSize(killer, 4);
  assert.equal(four.refused, false);
  assert.equal(four.state.size, 4);
  const rows = mapRows(four.state.map);
  assert.deepEqual(
    rows.map((r) => r.length),
    [4, 4, 4, 4]
  );
  const input = engineInput(four.state);
  assert.equal(input.regions, four.state.map);
  assert.equal(input.text, '', 'a Killer without givens');
  assert.match(four.said, /4x4 Killer/u);
  const sixteen = changeSize(four.state, 16);
  assert.equal(sixteen.refused, true);
  assert.equal(sixteen.state, four.state);
  assert.match(sixteen.said, /4x4 or 9x9/u);
  // And back: the 9x9 map.
  assert.deepEqual(mapRows(changeSize(four.state, 9).state.map).map((r) => r.length), Array(9).fill(9));
});

test('a jigsaw of another size gets a map and puzzle of that size, never the old 9x9 map', () => {
  let s = changeVariant(initialState(), 'jigsaw').state;
  for (const n of [4, 16, 25, 9, 4]) {
    s = changeSize(s, n).state;
    assert.equal(s.size, n);
    assert.equal(cellCount(s.map), n * n, `map of ${n}x${n}`);
    const puzzle = cellCount(engineInput(s).text);
    assert.equal(puzzle, n * n, `puzzle of ${n}x${n}`);
  }
});

test('the boxes map: n keys, each on the n cells of one box', () => {
  for (const n of [4, 9, 16, 25]) {
    const b = Math.sqrt(n);
    const rows = boxesMap(n).split('\n');
    assert.equal(rows.length, n);
    const cellsOf = new Map();
    rows.forEach((row, r) => [...row].forEach((key, c) => cellsOf.set(key, [...(cellsOf.get(key) ?? []), [r, c]])));
    assert.equal(cellsOf.size, n);
    for (const cells of cellsOf.values()) {
      assert.equal(cells.length, n);
      const boxes = new Set(cells.map(([r, c]) => `${Math.floor(r / b)},${Math.floor(c / b)}`));
      assert.equal(boxes.size, 1);
    }
  }
});

test('a random walk of changes never hands the engine a text of another size than the state', () => {
  // mulberry32: a small generator whose low bits are as random as its high ones.
  let seed = 7;
  const rand = (k) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * k | 0;
  };
  const seen = new Set();
  const texts = ['.'.repeat(16), '1'.repeat(81), '.'.repeat(256), '12.', ''];
  let s = initialState();
  for (let step = 0; step < 2000; step++) {
    const action = rand(4);
    if (action === 0) s = changeSize(s, [4, 9, 16, 25][rand(4)]).state;
    else if (action === 1) s = changeVariant(s, ['classic', 'x', 'jigsaw', 'killer'][rand(4)]).state;
    else if (action === 2) s = changePuzzle(s, texts[rand(texts.length)]).state;
    else if (s.variant === 'jigsaw') s = changeMap(s, boxesMap([4, 9, 16, 25][rand(4)])).state;
    const input = engineInput(s);
    const cells = cellCount(input.text);
    const exact = [16, 81, 256, 625].includes(cells);
    seen.add(`${s.variant} ${s.size}`);
    // Classic and X: a text of one size makes the board that size. A jigsaw or Killer is the
    // size of its map, and a puzzle of another size is the engine's to refuse, by name.
    if (exact && !['jigsaw', 'killer'].includes(s.variant)) assert.equal(cells, s.size * s.size, JSON.stringify(s).slice(0, 200));
    if (s.variant === 'jigsaw') assert.equal(cellCount(s.map), s.size * s.size);
    if (s.variant === 'killer') assert.equal(mapRows(s.map).length, s.size);
    if (s.variant === 'classic' || s.variant === 'x') assert.equal(input.regions, '');
  }
  // The walk went everywhere: every size under the classic, X and jigsaw rules, a Killer at both.
  assert.equal(seen.size, 14, [...seen].join(', '));
});
