// What the engine left out of a DLX text, from the wasm Solver to the pages' sentence: the
// option of secondary items only in Knuth's dlx2 example (line 5) is named by the engine
// (Solver.parseWarnings), carried by describeProblem as plain data that survives the
// worker's structured clone, and worded by parse-warnings.js. The engine part is skipped
// (with a note) when www/pkg has not been built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load, skip } from './engine-loader.mjs';
import { describeProblem } from '../../www/shared/engine.js';
import { ignoredOptionsSentence } from '../../www/shared/parse-warnings.js';

/** The example of color controls in the documentation of Knuth's dlx2, line for line. */
const KNUTH_DLX2 = readFileSync(new URL('../data/xcc/knuth-dlx2-example.dlx', import.meta.url), 'utf8');

test("Knuth's dlx2 example: the engine names line 5, and the count is 1", { skip }, async () => {
  const { Solver } = await load();
  const solver = Solver.fromDlx(KNUTH_DLX2);
  try {
    assert.deepEqual(solver.parseWarnings(), [
      {
        line: 5,
        kind: 'no-primary',
        option: 'X:0 Y:1',
        message: 'line 5: option ignored (it has no primary item): X:0 Y:1',
      },
    ]);
    assert.equal(solver.warningCount, 1);
    // The other four options, and Knuth's one solution (tests/parse_warnings.rs checks it by
    // brute force over all 32 subsets of the five options).
    assert.equal(solver.optionCount, 4);
    const info = describeProblem(solver);
    // What crosses from the worker to the page: a structured clone.
    const crossed = structuredClone(info);
    assert.equal(crossed.warningCount, 1);
    assert.equal(crossed.warnings[0].line, 5);
    assert.equal(
      ignoredOptionsSentence(crossed),
      '1 option was ignored: line 5 has no primary item, so no solution can use it.'
    );
    assert.equal(solver.count(), 1);
  } finally {
    solver.free();
  }
});

test('a problem without ignored options, or not read from text, has no warnings', { skip }, async () => {
  const { Solver } = await load();
  for (const solver of [Solver.fromDlx('A B | x\nA x\nB\n'), Solver.fromExample('queens6')]) {
    try {
      const info = describeProblem(solver);
      assert.deepEqual([info.warnings, info.warningCount], [[], 0]);
      assert.equal(ignoredOptionsSentence(info), '');
    } finally {
      solver.free();
    }
  }
  // Still errors: an unknown item, an item twice, in an option of secondary items only.
  assert.throws(() => Solver.fromDlx('A | x y\nA\nx z\n'), /line 3: unknown item `z`/u);
  assert.throws(() => Solver.fromDlx('A | x y\nA\nx y x\n'), /line 3: item `x` appears twice/u);
});

test('the matrix editor: a row of secondary columns only is ignored with a warning', { skip }, async () => {
  const { Solver } = await load();
  // matrix.js's text for rows 1-3 over c1 c2 | c3: line k + 1 is row k.
  const solver = Solver.fromDlx('c1 c2 | c3\nc1 c3\nc3\nc2\n');
  try {
    const info = describeProblem(solver);
    assert.equal(
      ignoredOptionsSentence(info, { matrix: true }),
      '1 row was ignored: row 2 has no primary column, so no solution can use it.'
    );
    assert.equal(solver.count(), 1);
  } finally {
    solver.free();
  }
});

test('the sentence lists the lines, then how many more', () => {
  const w = (...lines) => lines.map((line) => ({ line, kind: 'no-primary', option: 'x', message: '' }));
  assert.equal(
    ignoredOptionsSentence({ warnings: w(5, 7), warningCount: 2 }),
    '2 options were ignored: lines 5 and 7 have no primary item, so no solution can use them.'
  );
  assert.equal(
    ignoredOptionsSentence({ warnings: w(3, 4, 5), warningCount: 3 }),
    '3 options were ignored: lines 3, 4 and 5 have no primary item, so no solution can use them.'
  );
  // The engine keeps the first 100 and counts them all.
  const many = w(...Array.from({ length: 100 }, (_, k) => k + 3));
  assert.equal(
    ignoredOptionsSentence({ warnings: many, warningCount: 1500 }),
    '1,500 options were ignored: lines 3, 4, 5, 6, 7 and 1,495 more have no primary item, so no solution can use them.'
  );
  assert.equal(
    ignoredOptionsSentence({ warnings: w(3, 5), warningCount: 2 }, { matrix: true }),
    '2 rows were ignored: rows 2 and 4 have no primary column, so no solution can use them.'
  );
  assert.equal(ignoredOptionsSentence({ warnings: [], warningCount: 0 }), '');
  assert.equal(ignoredOptionsSentence(undefined), '');
});
