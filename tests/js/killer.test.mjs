// The Killer Sudokus the pages offer are the shipped maps, and the links carry them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { KILLER4_MAP, KILLER9_MAP } from '../../www/shared/killer-maps.js';
import { PRESETS, WATCH_PAGE, SOLVER_PAGE, readProblem, writeProblem, normalize } from '../../www/shared/problem-link.js';
import { cageSize } from '../../www/solver/sudoku/killer.js';
import { usesMap } from '../../www/solver/sudoku/sudoku-state.js';

const shipped = (name) =>
  readFileSync(new URL(`../data/killer/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim();

test('the pages offer the maps shipped in tests/data/killer', () => {
  assert.equal(KILLER9_MAP, shipped('seed-2026.txt'));
  assert.equal(KILLER4_MAP, shipped('seed-7-4x4.txt'));
});

test('a Killer link carries its cage map both ways, on both pages', () => {
  for (const dialect of [SOLVER_PAGE, WATCH_PAGE]) {
    const problem = { problem: 'sudoku', variant: 'killer', puzzle: '4' + '.'.repeat(15), regions: KILLER4_MAP };
    const hash = writeProblem(problem, dialect);
    const read = readProblem(hash, dialect);
    assert.deepEqual(read.warnings, []);
    assert.equal(read.problem.variant, 'killer');
    assert.equal(read.problem.regions, KILLER4_MAP);
    assert.equal(read.problem.puzzle, problem.puzzle);
  }
});

test('a map given to rules without one is dropped with a warning naming both maps', () => {
  const read = readProblem(`#problem=sudoku&variant=x&regions=${encodeURIComponent(KILLER4_MAP)}`, WATCH_PAGE);
  assert.equal(read.problem.regions, '');
  assert.match(read.warnings.join(' '), /cage map to a Killer/u);
});

test('the visualizer names both Killer presets, and a bare Killer link gets the 9x9 example', () => {
  assert.equal(PRESETS.killer9.problem.regions, KILLER9_MAP);
  assert.equal(PRESETS.killer4.problem.regions, KILLER4_MAP);
  const bare = normalize({ problem: 'sudoku', variant: 'killer' }, WATCH_PAGE);
  assert.equal(bare.regions, KILLER9_MAP);
  assert.equal(bare.puzzle, '.'.repeat(81));
});

test('the map field serves jigsaws and Killers; the cages give the board its size', () => {
  assert.ok(usesMap('killer') && usesMap('jigsaw') && !usesMap('x'));
  assert.equal(cageSize({ map: new Array(16).fill(0), sums: [10] }), 4);
  assert.equal(cageSize({ map: new Array(81).fill(0), sums: [1] }), 9);
  assert.equal(cageSize({ map: new Array(10).fill(0), sums: [] }), 0);
  assert.equal(cageSize(null), 0);
});

// ---------------------------------------------------------------- over the real engine

import { describe, itemMeaning, optionMeaning, problemKind } from '../../www/watch/panels/narration.js';
import { searchSentence } from '../../www/watch/board/words.js';
import { optionPlaces } from '../../www/watch/board/killer.js';
import { load, skip } from './engine-loader.mjs';

test('a Killer Sudoku in plain words: cages with their sums, cage options with their values', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const solver = Solver.fromSudokuVariant('', 'killer', KILLER4_MAP);
  assert.equal(solver.variant, 'killer');
  assert.equal(solver.boxSize, 2);
  const trace = new Trace(solver, memory);
  assert.equal(problemKind(trace).kind, 'sudoku');
  const sums = Array.from(solver.cageSums());
  const map = Array.from(solver.cageMap());
  assert.equal(map.length, 16);
  const cageItems = [];
  for (let k = 0; k < trace.itemCount; k += 1) if (trace.itemRole(k).role === 'cage') cageItems.push(k);
  assert.equal(cageItems.length, sums.length);
  assert.equal(itemMeaning(cageItems[0], trace), `cage 1 (sum ${sums[0]}) must be filled`);
  let cageOptions = 0;
  for (let o = 0; o < trace.optionCount; o += 1) {
    if (trace.optionRole(o).role !== 'cage') continue;
    cageOptions += 1;
    const places = optionPlaces(trace, o, 4);
    const words = optionMeaning(o, trace);
    assert.match(words, /^fill cage \d+ \(sum \d+\) with \d in r\dc\d/u, words);
    // The values the option puts are distinct and make the cage's sum.
    const role = trace.optionRole(o);
    assert.equal(new Set(places.map(([, v]) => v)).size, places.length);
    assert.equal(places.reduce((s, [, v]) => s + v, 0), sums[role.cage]);
    for (const [cell] of places) assert.equal(map[cell], role.cage);
  }
  assert.ok(cageOptions >= sums.length);
  // A whole search told without a gap, and one solution.
  let told = 0;
  for (let event = trace.forward(); event !== null; event = trace.forward()) {
    const text = describe(event, trace);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object/u, text);
    assert.doesNotMatch(searchSentence(trace), /undefined|NaN/u);
    told += 1;
  }
  assert.ok(told > 0);
  assert.equal(trace.solutions.length, 1);
});

test('a bad cage map is refused with its line, before any search', { skip }, async () => {
  const { Solver } = await load();
  assert.throws(
    () => Solver.fromSudokuVariant('', 'killer', 'AABB\nCD.B\nCEFF\nGEFH\n'),
    (e) => e.line === 2 && e.input === 'regions' && /r2c3 is in no cage/u.test(e.message)
  );
});
