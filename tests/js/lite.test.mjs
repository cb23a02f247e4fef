// The lean engine (www/pkg-lite, the `dlx-wasm` crate without its `full` feature) that the
// solver page loads first: it solves and counts what the page's first screen needs, as the
// full engine does, leaves out what it is lean for leaving out, and engine.js switches to the
// full engine when a problem needs it. Skipped (with a note) when the packages are not built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fetchFilesFromDisk } from './engine-loader.mjs';

const dir = (p) => fileURLToPath(new URL(`../../www/${p}`, import.meta.url));
const LITE = { glue: dir('pkg-lite/dlx_lite.js'), wasm: dir('pkg-lite/dlx_lite_bg.wasm') };
const FULL = { glue: dir('pkg/dlx_wasm.js'), wasm: dir('pkg/dlx_wasm_bg.wasm') };
const skip = [LITE, FULL].every((b) => existsSync(b.glue)) ? false : 'www/pkg or www/pkg-lite is not built (bash scripts/build-wasm.sh)';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
// EASY without its first three rows' givens: many solutions (counted up to a cap).
const MANY = `${'.'.repeat(27)}${EASY.slice(27)}`;

async function load(build) {
  const pkg = await import(build.glue);
  pkg.initSync({ module: readFileSync(build.wasm) });
  return pkg;
}

/** Whether `grid` is a solved 9x9 Sudoku that keeps the givens of `puzzle`. */
function solves(puzzle, grid) {
  if (grid.length !== 81 || ![...puzzle].every((ch, k) => ch === '.' || grid[k] === ch)) return false;
  const units = [];
  for (let k = 0; k < 9; k++) {
    units.push([...Array(9)].map((_, j) => grid[k * 9 + j]));
    units.push([...Array(9)].map((_, j) => grid[j * 9 + k]));
    const [r, c] = [Math.floor(k / 3) * 3, (k % 3) * 3];
    units.push([...Array(9)].map((_, j) => grid[(r + Math.floor(j / 3)) * 9 + c + (j % 3)]));
  }
  return units.every((u) => new Set(u).size === 9 && !u.includes('.'));
}

test('the lean engine solves a Sudoku and proves it unique', { skip }, async () => {
  const { Solver } = await load(LITE);
  const s = Solver.fromSudoku(EASY);
  assert.equal(s.next(), true);
  const grid = s.solutionText();
  assert.ok(solves(EASY, grid), `not a solution: ${grid}`);
  assert.equal(s.next(), false, 'a second solution');
  assert.equal(s.finished, true);
  s.free();
});

test('the lean engine answers as the full one: counts, errors with their cells, Knuth text', { skip }, async () => {
  const lite = await load(LITE);
  const full = await load(FULL);
  const count = (pkg) => pkg.Solver.fromSudoku(MANY).count(500);
  assert.equal(count(lite), count(full));
  assert.ok(count(lite) > 1);

  // Two 5s in row 1: the same message and cells from both.
  const bad = `55${EASY.slice(2)}`;
  const lean = lite.checkSudoku(bad);
  assert.ok(lean instanceof Error);
  assert.deepEqual([lean.message, lean.cells], [full.checkSudoku(bad).message, full.checkSudoku(bad).cells]);
  assert.ok(lean.cells.length > 0);

  const knuth = (pkg) => {
    const s = pkg.Solver.fromExample('knuth');
    const text = s.toDlx();
    s.free();
    const again = pkg.Solver.fromDlx(text);
    return [again.count(), again.nodes, again.updates];
  };
  assert.deepEqual(knuth(lite), knuth(full));

  // A bad DLX text names its line in both.
  const line = (pkg) => {
    try {
      pkg.Solver.fromDlx('a b\na c\n');
    } catch (e) {
      return [e.message, e.line];
    }
    return null;
  };
  assert.deepEqual(line(lite), line(full));
});

test('the lean engine leaves out stepping, the estimate and the other puzzles, and is smaller', { skip }, async () => {
  const lite = await load(LITE);
  const full = await load(FULL);
  for (const name of ['fromPentominoes', 'fromLangford', 'fromIamonds', 'fromSticks', 'fromWordSquare']) {
    assert.equal(typeof full.Solver[name], 'function', name);
    assert.equal(typeof lite.Solver[name], 'undefined', name);
  }
  for (const name of ['step', 'stepBack', 'itemRoles', 'optionRoles', 'outlook', 'estimator', 'question']) {
    assert.equal(typeof full.Solver.prototype[name], 'function', name);
    assert.equal(typeof lite.Solver.prototype[name], 'undefined', name);
  }
  assert.ok(statSync(LITE.wasm).size < statSync(FULL.wasm).size / 2);
});

test('engine.js starts on the lean engine and loads the full one when a problem needs it', { skip }, async () => {
  fetchFilesFromDisk();
  const engine = await import('../../www/shared/engine.js');
  assert.equal(engine.loadedBuild(), null);
  await engine.readyFor({ kind: 'sudoku', variant: 'classic' });
  assert.equal(engine.loadedBuild(), 'lite');
  const sudoku = engine.sudokuSolver(EASY, 9);
  assert.equal(sudoku.next(), true);
  await engine.readyFor({ kind: 'dlx', text: '' }, 'describe');
  assert.equal(engine.loadedBuild(), 'lite', 'Knuth text needs no more');

  await engine.readyFor({ kind: 'pentominoes', board: '3x20', symmetry: 'break' });
  assert.equal(engine.loadedBuild(), 'full');
  const packing = engine.problemSolver({ kind: 'pentominoes', board: '3x20', symmetry: 'break' });
  assert.equal(packing.count(), 2);
  packing.free();
  // A solver made by the lean engine goes on working, and is freed by its own module.
  assert.ok(solves(EASY, sudoku.solutionText()));
  sudoku.free();
});
