// Problems with multiplicities (Knuth's MCC, `u:v|a`) through the real wasm engine: the solver
// page counts and solves them; the visualizer asks `steppingError` and gets the engine's
// reason, which steppingSolver (www/shared/engine.js) turns into the page's error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load, skip } from './engine-loader.mjs';

const knuth = readFileSync(new URL('../data/mcc/knuth-dlx3.dlx', import.meta.url), 'utf8');
const mdance = readFileSync(new URL('../data/mcc/mdance.dlx', import.meta.url), 'utf8');

test('a problem with multiplicities is counted and solved', { skip }, async () => {
  const { Solver } = await load();
  const counter = Solver.fromDlx(mdance);
  assert.equal(counter.count(), 60);
  assert.equal(counter.finished, true);
  counter.free();
  const solver = Solver.fromDlx(knuth);
  assert.equal(solver.next(), true);
  assert.deepEqual(solver.solutionText().split('\n').filter(Boolean).sort(), ['A C X:1 Y:1', 'B X:1', 'C Y:1']);
  assert.equal(solver.next(), false);
  solver.free();
});

test('stepping is refused with the engine\'s reason, plain problems step as before', { skip }, async () => {
  const { Solver } = await load();
  const mcc = Solver.fromDlx(knuth);
  assert.match(mcc.steppingError, /multiplicities/);
  mcc.free();
  const plain = Solver.fromDlx('A B\nA\nB\n');
  assert.equal(plain.steppingError, undefined);
  assert.notEqual(plain.step(), undefined);
  plain.free();
});

test('bad bounds come back with their line', { skip }, async () => {
  const { Solver } = await load();
  assert.throws(
    () => Solver.fromDlx('| bounds\n3:2|a b\na b\n'),
    (e) => e.line === 2 && /lower bound 3 exceeds the upper bound 2/.test(e.message),
  );
});
