// The Soma cube on the pages: its link, and what the engine hands the page (fromSoma, the cubes'
// and placed pieces' roles, describeProblem) over the real engine (skipped, with a note, when
// www/pkg has not been built yet). The counts are the published ones: 11,520 packings, 240 up
// to the cube's 48 rotations and reflections (Berlekamp, Conway and Guy, "Winning Ways",
// chapter 24); with the 24 rotations broken, each of the 240 and its mirror image: 480.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SOLVER_PAGE, WATCH_PAGE, readProblem, watchLink, writeProblem } from '../../www/shared/problem-link.js';
import { describeProblem } from '../../www/shared/engine.js';
import { problemSolver } from '../../packages/dlx-engine/src/problem.js';
import { layerName, somaLetters } from '../../www/shared/boards/soma.js';
import { load, skip } from './engine-loader.mjs';

test('a Soma link names the kind, and the symmetry only when kept', () => {
  for (const dialect of [SOLVER_PAGE, WATCH_PAGE]) {
    assert.equal(writeProblem({ problem: 'soma', symmetry: 'break' }, dialect), '#problem=soma');
    assert.equal(writeProblem({ problem: 'soma', symmetry: 'keep' }, dialect), '#problem=soma&symmetry=keep');
    assert.deepEqual(readProblem('#problem=soma', dialect), {
      problem: { problem: 'soma', symmetry: 'break' },
      warnings: [],
      params: new URLSearchParams('problem=soma'),
    });
    assert.deepEqual(readProblem('#problem=soma&symmetry=keep', dialect).problem, { problem: 'soma', symmetry: 'keep' });
  }
  const bad = readProblem('#problem=soma&board=6x10&symmetry=both', SOLVER_PAGE);
  assert.deepEqual(bad.problem, { problem: 'soma', symmetry: 'break' });
  assert.deepEqual(bad.warnings, ['"board" does not apply to the Soma cube', 'unknown symmetry "both": use break or keep']);
  // The visualizer steps through the same problem.
  assert.deepEqual(watchLink({ problem: 'soma', symmetry: 'keep' }), { href: './watch.html#problem=soma&symmetry=keep', note: '' });
});

test('the layers are named from the top', () => {
  assert.deepEqual([0, 1, 2].map((l) => layerName(l, 3)), ['Layer 1 (top)', 'Layer 2', 'Layer 3 (bottom)']);
});

/** The engine as problemSolver takes it. */
async function engine() {
  const { Solver } = await load();
  return { Solver };
}

test('the Soma cube as the page reads it: 27 cubes, each option a piece in its cubes', { skip }, async () => {
  const solver = problemSolver(await engine(), { kind: 'soma', symmetry: 'break' });
  try {
    const info = describeProblem(solver);
    assert.equal(info.kind, 'soma');
    assert.deepEqual([info.layers, info.rows, info.cols], [3, 3, 3]);
    assert.deepEqual(info.board, new Array(27).fill(1));
    // Each option's role against its items' names (`l2r1c3` counted from 1).
    for (let o = 0; o < info.options; o += 1) {
      const { letter, cubes } = info.pieces[o];
      const names = [letter, ...cubes.map(([l, r, c]) => `l${l + 1}r${r + 1}c${c + 1}`)];
      assert.deepEqual(names.toSorted(), info.texts[o].split(' ').toSorted(), `option ${o}`);
    }
    // The page's layout of a packing is the engine's picture (layers side by side, a blank
    // column between two).
    assert.ok(solver.next());
    const letters = somaLetters(info, Array.from(solver.chosen()));
    const rows = [0, 1, 2].map((r) => [0, 1, 2].map((l) => letters.slice((l * 3 + r) * 3, (l * 3 + r) * 3 + 3).join('')).join(' '));
    assert.equal(rows.join('\n'), solver.solutionText());
  } finally {
    solver.free();
  }
});

test('the Soma cube has 480 packings up to rotation and 11,520 in all', { skip }, async () => {
  const broken = problemSolver(await engine(), { kind: 'soma' });
  const all = problemSolver(await engine(), { kind: 'soma', symmetry: 'keep' });
  try {
    assert.equal(broken.count(), 480);
    assert.equal(all.count(), 11_520);
  } finally {
    broken.free();
    all.free();
  }
});

test('a solid the Soma pieces cannot fill says why', { skip }, async () => {
  const { Solver } = await load();
  assert.throws(() => Solver.fromSoma('3x3x4', true), /the solid has 36 cubes but the pieces fill 27/);
  assert.throws(() => Solver.fromSoma('3x3x0', true), /no box `3x3x0`: each side 1 to 10/);
});
