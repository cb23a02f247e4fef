// The npm package packages/dlx-engine as its users get it: built (scripts/build-package.sh),
// packed with `npm pack`, installed from the tarball into a scratch folder with no registry
// reachable, and imported there by name, so that node resolves it through its `exports`.
// The figures are published ones (8 queens: 92, OEIS A000170; Knuth's example: one solution,
// TAOCP 7.2.2.1 (6)) or checked by a brute force written here.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkgDir = join(root, 'packages', 'dlx-engine');

let scratch;
let api;

/** npm with a registry that cannot answer and a cache of its own: a fetch would fail. */
function npm(args, cwd) {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: join(scratch, 'npm-cache'),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
  });
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'dlx-package-'));
  execFileSync('bash', [join(root, 'scripts', 'build-package.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('npm pack --dry-run lists the wasm, the JS and the types', () => {
  const [report] = JSON.parse(npm(['pack', '--dry-run', '--json'], pkgDir));
  const files = report.files.map((f) => f.path);
  for (const want of [
    'package.json',
    'README.md',
    'index.d.ts',
    'problem.d.ts',
    'src/node.js',
    'src/browser.js',
    'src/api.js',
    'src/problem.js',
    'src/worker-node.js',
    'src/worker-browser.js',
    'wasm/node/dlx_engine.js',
    'wasm/node/dlx_engine.d.ts',
    'wasm/bundler/dlx_engine.js',
    'wasm/bundler/dlx_engine_bg.js',
    'wasm/bundler/dlx_engine_bg.wasm',
    'wasm/bundler/dlx_engine.d.ts',
  ]) {
    assert.ok(files.includes(want), `the package lacks ${want}: ${files.join(', ')}`);
  }
  assert.ok(!files.some((f) => f.endsWith('.tgz')), 'a tarball is packed inside the package');
  // One copy of the module, which both builds load.
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['wasm/bundler/dlx_engine_bg.wasm']);
});

test('the packed tarball installs offline and imports by name', () => {
  const packed = join(scratch, 'packed');
  const app = join(scratch, 'app');
  execFileSync('mkdir', ['-p', packed, app]);
  npm(['pack', '--pack-destination', packed], pkgDir);
  const [tarball] = readdirSync(packed).filter((f) => f.endsWith('.tgz'));
  assert.match(tarball, /^dlx-engine-\d+\.\d+\.\d+\.tgz$/);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  npm(['install', '--offline', '--no-save', '--no-package-lock', '--ignore-scripts', join(packed, tarball)], app);
  // Resolved from the scratch app by name, through the package's `exports` (the node build).
  writeFileSync(join(app, 'entry.mjs'), "export * from 'dlx-engine';\n");
});

/** The installed package, imported from the scratch app (after the install test). */
async function installed() {
  api ??= await import(pathToFileURL(join(scratch, 'app', 'entry.mjs')).href);
  return api;
}

test('count: 8 queens have 92 solutions (OEIS A000170), in a worker', async () => {
  const { count } = await installed();
  assert.equal(await count({ kind: 'queens', n: 8 }), 92);
  assert.equal(await count({ kind: 'queens', n: 8 }, { limit: 10 }), 10);
});

const KNUTH = 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

/** The exact covers of a DLX text without colors, by trying every subset of its options. */
function bruteCovers(text) {
  const [head, ...rows] = text.trim().split('\n');
  const [primary, secondary = ''] = head.split('|');
  const prim = primary.trim().split(/\s+/);
  const sec = secondary.trim().split(/\s+/).filter(Boolean);
  const options = rows.map((r) => r.trim().split(/\s+/));
  const covers = [];
  for (let mask = 0; mask < 1 << options.length; mask += 1) {
    const use = new Map();
    for (let o = 0; o < options.length; o += 1) {
      if (mask & (1 << o)) for (const i of options[o]) use.set(i, (use.get(i) ?? 0) + 1);
    }
    if (prim.every((i) => use.get(i) === 1) && sec.every((i) => (use.get(i) ?? 0) <= 1)) {
      covers.push(options.filter((_, o) => mask & (1 << o)).map((opt) => opt.join(' ')));
    }
  }
  return covers;
}

test("solve: Knuth's example has one solution, and solve returns it", async () => {
  const { solve, count } = await installed();
  const covers = bruteCovers(KNUTH);
  assert.equal(covers.length, 1);
  const found = solve({ kind: 'dlx', text: KNUTH });
  assert.deepEqual([...found].sort(), [...covers[0]].sort());
  assert.deepEqual([...solve({ kind: 'knuth' })].sort(), [...covers[0]].sort());
  assert.equal(await count({ kind: 'knuth' }), 1);
  assert.equal(solve({ kind: 'dlx', text: 'A B\nA\nA B\n' }) === null, false);
  assert.equal(solve({ kind: 'dlx', text: 'A B\nA\n' }), null);
});

test('count agrees with a brute force on small problems', async () => {
  const { count } = await installed();
  const problems = [
    'A B C D\nA B\nC D\nA C\nB D\nA D\nB C\nA\nB\nC\nD\n',
    'P Q R | S\nP S\nQ S\nR\nP Q\nQ R\nP R S\n',
  ];
  for (const text of problems) {
    assert.equal(await count({ kind: 'dlx', text }), bruteCovers(text).length, text);
  }
});

test('a problem the engine rejects is a ProblemError with its line', async () => {
  const { solve, count, ProblemError } = await installed();
  assert.throws(
    () => solve({ kind: 'dlx', text: 'A B\nA C\n' }),
    (e) => e instanceof ProblemError && e.line === 2 && /`C`/.test(e.message),
  );
  await assert.rejects(count({ kind: 'dlx', text: 'A B\nA C\n' }), (e) => e instanceof ProblemError && e.line === 2);
});

test('count reports progress and an AbortSignal ends a count that cannot finish', async () => {
  const { count } = await installed();
  // The empty 16x16 Sudoku has far more solutions than any run can count: only the abort,
  // given at the first progress report, can end it.
  const controller = new AbortController();
  const reports = [];
  const counting = count(
    { kind: 'sudoku', text: '.'.repeat(256) },
    {
      signal: controller.signal,
      onProgress: (p) => {
        reports.push(p);
        controller.abort();
      },
    },
  );
  await assert.rejects(counting, (e) => e.name === 'AbortError');
  assert.equal(reports.length, 1, 'no progress after the abort');
  assert.ok(reports[0].nodes > 0 && Number.isInteger(reports[0].solutions));
  // Aborted before it starts: rejects at once with the signal's reason.
  const reason = new Error('not wanted');
  await assert.rejects(count({ kind: 'queens', n: 8 }, { signal: AbortSignal.abort(reason) }), (e) => e === reason);
});

test('Search steps forward N and back N to the same state', async () => {
  const { Search } = await installed();
  const search = new Search({ kind: 'queens', n: 6 });
  const forward = search.steps(200);
  assert.equal(forward.length, 200);
  const midway = { chosen: search.chosen, level: search.level };
  assert.ok(midway.level > 0);
  const more = search.steps(50);
  for (let k = 0; k < 50; k += 1) assert.ok(search.stepBack());
  assert.deepEqual({ chosen: search.chosen, level: search.level }, midway);
  // Forward again from there: the same events as the first time.
  assert.deepEqual(search.steps(50), more);
  for (let k = 0; k < 250; k += 1) assert.ok(search.stepBack());
  assert.deepEqual({ chosen: search.chosen, level: search.level }, { chosen: [], level: 0 });
  assert.equal(search.stepBack(), null, 'nothing to undo at the start');
  assert.deepEqual(search.steps(200), forward);
  search.free();
});

test("Search: stepping Knuth's example to its end meets its one solution", async () => {
  const { Search } = await installed();
  const search = new Search({ kind: 'dlx', text: KNUTH });
  const solutions = [];
  let event;
  while ((event = search.step()) && event.kind !== 'done') {
    assert.match(event.step, /^X[1-8]$/);
    if (event.kind === 'solution') solutions.push(search.chosen.map((o) => search.optionText(o)).sort());
  }
  assert.deepEqual(solutions, [[...bruteCovers(KNUTH)[0]].sort()]);
  assert.equal(search.finished, true);
  search.free();
});
