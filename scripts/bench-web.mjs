#!/usr/bin/env node
// `npm run bench:web`: the engine in the browser against the engine on the command line
// (issue 3, section 5). In one run:
//
//   1. builds what it needs: `npm run build` (setup, www/pkg through scripts/build-wasm.sh,
//      and the static site in dist/) and `cargo build --release -p dlx-cli`;
//   2. serves the repository on 127.0.0.1:$BENCH_PORT (default 4373; a port in use is an
//      error) and starts Debian's Chromium headless through Playwright;
//   3. page: for each example (easy, hardest, 17 clues, 16x16, 25x25), the time from a real
//      click on Solve on the built page (dist/index.html) to the board holding the whole
//      answer (a MutationObserver on the cells), and to the next frame after that: the first
//      solve in a freshly loaded page (cold, a few pages) apart from the median of the
//      following solves in one page (warm);
//   4. throughput: every puzzle of five Sudoku sets, first solution of each, in one loop
//      (bench/web/solve-loop.js) in three places: the `dlx sudoku FILE` command (native,
//      process start and output included), the wasm module in node (a worker thread), the
//      wasm module in Chromium (a module worker, as the page's solver). Each set runs in a
//      fresh module instance: its first pass (cold) is reported apart from the median of
//      the warm passes after it;
//   5. checks every answer against the known solutions (and the work, in search-tree nodes,
//      against the native run), prints Markdown tables and saves them in
//      target/bench-web.md.
//
// Environment: BENCH_PORT (4373), BENCH_WARM (warm passes per set, 5), BENCH_NATIVE_RUNS (5),
// BENCH_PAGE_RUNS (warm solves per example, 10), BENCH_COLD_PAGES (freshly loaded pages per
// example, each timing one cold solve, 3), BENCH_NO_BUILD=1 (use what is built),
// CHROMIUM (/usr/bin/chromium).
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { serve } from './static-server.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = resolve(ROOT, '../shared/data/sudoku');
const PORT = Number(process.env.BENCH_PORT || 4373);
const WARM = Math.max(1, Number(process.env.BENCH_WARM || 5));
const NATIVE_RUNS = Math.max(1, Number(process.env.BENCH_NATIVE_RUNS || 5));
const PAGE_RUNS = Math.max(1, Number(process.env.BENCH_PAGE_RUNS || 10));
const COLD_PAGES = Math.max(1, Number(process.env.BENCH_COLD_PAGES || 3));
const DLX = join(ROOT, 'target/release/dlx');
const REPORT = join(ROOT, 'target/bench-web.md');
// The e2e tests' way to start Chromium (scripts/chromium.mjs).
const LAUNCH = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS };

/** The puzzle sets: file, name, how many puzzles to take (the first ones). */
const SETS = [
  { file: 'top1465.txt', name: 'top1465', limit: Infinity },
  { file: 'forum_hardest_1106.txt', name: 'forum_hardest_1106', limit: Infinity },
  { file: '17_clue.txt', name: '17_clue (first 5000)', limit: 5000 },
  { file: 'sudoku16_30.txt', name: 'sudoku16_30 (16x16)', limit: Infinity },
  { file: 'sudoku25_10.txt', name: 'sudoku25_10 (25x25)', limit: Infinity },
];

/** The page's examples to time (ids of www/examples.js). */
const EXAMPLE_IDS = ['easy', 'hardest', 'clue17', 'big16', 'big25'];

const log = (...words) => console.error('bench-web:', ...words);
/** An error that ends the run with its message (no stack) and status 2, after cleaning up. */
class Fatal extends Error {}
const die = (message) => {
  throw new Fatal(message);
};

// ------------------------------------------------------------------ small helpers

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const ratio = (x) => `${x.toFixed(2)}x`;
const thousands = (n) => Math.round(n).toLocaleString('en-US');

function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (r.status !== 0) die(`\`${cmd} ${args.join(' ')}\` failed (status ${r.status ?? r.signal})`);
}

function output(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Whether `grid` is a full n x n Sudoku grid (rows, columns, boxes) keeping the givens. */
function solves(puzzle, grid) {
  const n = Math.round(Math.sqrt(puzzle.length));
  const b = Math.round(Math.sqrt(n));
  if (typeof grid !== 'string' || grid.length !== n * n || /[.0]/.test(grid)) return false;
  if (![...puzzle].every((ch, k) => ch === '.' || ch === '0' || grid[k] === ch)) return false;
  for (let k = 0; k < n; k++) {
    const row = new Set();
    const col = new Set();
    const box = new Set();
    const [br, bc] = [Math.floor(k / b) * b, (k % b) * b];
    for (let j = 0; j < n; j++) {
      row.add(grid[k * n + j]);
      col.add(grid[j * n + k]);
      box.add(grid[(br + Math.floor(j / b)) * n + bc + (j % b)]);
    }
    if (row.size !== n || col.size !== n || box.size !== n) return false;
  }
  return true;
}

// ------------------------------------------------------------------ data

/** The puzzles of a set and their known solutions (solutions/NAME.sol, or the same line). */
function loadSet(set) {
  const lines = readFileSync(join(DATA, set.file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .slice(0, set.limit === Infinity ? undefined : set.limit);
  const puzzles = lines.map((line) => line.trim().split(/\s+/)[0]);
  let known = lines.map((line) => line.trim().split(/\s+/)[1] ?? null);
  const sol = join(DATA, 'solutions', set.file.replace(/\.txt$/, '.sol'));
  if (known.some((s) => s === null) && existsSync(sol)) {
    const wanted = new Set(puzzles);
    const answers = new Map();
    for (const line of readFileSync(sol, 'utf8').split('\n')) {
      const [p, s] = line.trim().split(/\s+/);
      if (wanted.has(p)) answers.set(p, s);
    }
    known = puzzles.map((p) => answers.get(p) ?? null);
  }
  return { ...set, puzzles, known };
}

/**
 * Checks a run's answers: each must be the known solution (when there is one) and a valid
 * grid keeping the givens. Returns a list of problems (empty when all is well).
 */
function verify(set, solutions, where) {
  const problems = [];
  if (solutions.length !== set.puzzles.length) {
    problems.push(`${where}, ${set.name}: ${solutions.length} answers for ${set.puzzles.length} puzzles`);
  }
  let checkedKnown = 0;
  set.puzzles.forEach((p, k) => {
    const got = solutions[k];
    const want = set.known[k];
    if (want) checkedKnown++;
    if ((want && got !== want) || !solves(p, got)) {
      if (problems.length < 5) problems.push(`${where}, ${set.name}, puzzle ${k + 1}: got ${got}, want ${want ?? 'a valid grid'}`);
    }
  });
  return { problems, checkedKnown };
}

// ------------------------------------------------------------------ native and node

function runNative(set, file) {
  const times = [];
  let solutions = null;
  let nodes = null;
  for (let r = 0; r < NATIVE_RUNS; r++) {
    const t0 = performance.now();
    const out = spawnSync(DLX, ['sudoku', '--stats', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
    times.push(performance.now() - t0);
    if (out.status !== 0) die(`dlx sudoku ${file} failed (status ${out.status}): ${out.stderr}`);
    solutions = out.stdout.split('\n').filter(Boolean);
    nodes = Number(/(\d+) nodes/.exec(out.stderr)?.[1] ?? 0);
  }
  return { times, median: median(times), solutions, nodes };
}

function runNode(set) {
  return new Promise((resolveRun, reject) => {
    const worker = new Worker(new URL('../bench/web/node-worker.mjs', import.meta.url), {
      workerData: { puzzles: set.puzzles, passes: 1 + WARM },
    });
    worker.once('message', (m) => {
      worker.terminate();
      resolveRun(m);
    });
    worker.once('error', (e) => {
      worker.terminate();
      reject(e);
    });
  });
}

// ------------------------------------------------------------------ the page

/** Opens the built page and waits until its solver worker is loaded and warmed up. */
async function openPage(context, errors) {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
  await page.goto(`http://127.0.0.1:${PORT}/dist/index.html`);
  await page.waitForFunction(() => document.querySelector('#engine-state')?.dataset.state === 'ready', null, {
    timeout: 30_000,
  });
  const ready = await page.evaluate(() => ({
    readyAt: performance.now(),
    text: document.querySelector('#engine-state').textContent,
  }));
  return { page, ...ready };
}

/**
 * Loads an example, clicks Solve (a real mouse click through Playwright) and measures, from
 * the click event's time stamp, when every cell holds a value (the solution drawn) and the
 * next frame after that. Waits for the search to finish (the uniqueness check) before
 * returning, and returns the board's text.
 */
async function timeSolve(page, id) {
  await page.click(`[data-example="${id}"]`);
  // Let the example's validation round trip to the worker finish, as it would for a user.
  await page.waitForTimeout(250);
  await page.waitForFunction(() => document.body.dataset.busy !== 'true');
  await page.evaluate(() => {
    const board = document.getElementById('board');
    const solve = document.getElementById('solve');
    window.__solveTiming = new Promise((done) => {
      let click = null;
      solve.addEventListener(
        'click',
        (e) => {
          click = { stamp: e.timeStamp, seen: performance.now() };
        },
        { capture: true, once: true }
      );
      const cells = [...board.querySelectorAll('.cell')];
      const observer = new MutationObserver(() => {
        if (click === null || cells.some((c) => !c.dataset.value)) return;
        const filled = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => done({ ...click, filled, frame: performance.now() }), 0)
        );
      });
      observer.observe(board, { attributes: true, subtree: true, attributeFilter: ['data-value'] });
    });
  });
  await page.click('#solve');
  const t = await page.evaluate(() => window.__solveTiming);
  await page.waitForFunction(() => document.body.dataset.busy === 'false', null, { timeout: 60_000 });
  const grid = await page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));
  const verdict = await page.textContent('#verdict');
  return {
    filled: t.filled - t.stamp,
    frame: t.frame - t.stamp,
    dispatch: t.seen - t.stamp,
    grid,
    verdict,
  };
}

async function benchPage(browser, examples) {
  const errors = [];
  const rows = [];
  const problems = [];
  const check = (ex, run) => {
    if (!solves(ex.puzzle, run.grid)) problems.push(`page, ${ex.id}: the board shows ${run.grid}`);
    if (run.verdict !== 'Unique solution') problems.push(`page, ${ex.id}: verdict "${run.verdict}"`);
  };
  for (const ex of examples) {
    const colds = [];
    const readies = [];
    const warmups = [];
    let warm = [];
    for (let p = 0; p < COLD_PAGES; p++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      try {
        const { page, readyAt, text } = await openPage(context, errors);
        readies.push(readyAt);
        warmups.push(Number(/warmed up in ([\d.]+) ?ms/.exec(text)?.[1] ?? NaN));
        const cold = await timeSolve(page, ex.id);
        check(ex, cold);
        colds.push(cold);
        // The warm solves: in the first page only.
        for (let r = 0; p === 0 && r < PAGE_RUNS; r++) {
          const run = await timeSolve(page, ex.id);
          check(ex, run);
          warm.push(run);
        }
      } finally {
        await context.close();
      }
    }
    rows.push({
      ex,
      readies,
      warmups,
      coldFilled: median(colds.map((c) => c.filled)),
      coldFrame: median(colds.map((c) => c.frame)),
      coldWorstFrame: Math.max(...colds.map((c) => c.frame)),
      warmFilled: median(warm.map((w) => w.filled)),
      warmFrame: median(warm.map((w) => w.frame)),
      warmWorstFrame: Math.max(...warm.map((w) => w.frame)),
      dispatch: median([...colds, ...warm].map((w) => w.dispatch)),
    });
  }
  return { rows, errors, problems };
}

// ------------------------------------------------------------------ main

async function main() {
  const started = performance.now();
  if (!existsSync(DATA)) die(`the Sudoku data is not at ${DATA} (../shared/data/sudoku beside the repository)`);
  if (!existsSync(CHROMIUM)) die(`no Chromium at ${CHROMIUM} (bash scripts/setup.sh installs Debian's; or set CHROMIUM)`);

  // Take the port first: fail before minutes of building, and keep it for ourselves.
  const server = await serve(ROOT, PORT, 'BENCH_PORT').catch((e) => die(e.message));
  let browser = null;
  const tmp = mkdtempSync(join(tmpdir(), 'dlx-bench-web-'));
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    browser = null;
    await new Promise((r) => server.close(r));
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    log(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`serving ${ROOT} on http://127.0.0.1:${PORT}/`);
    if (process.env.BENCH_NO_BUILD !== '1') {
      log('npm run build (setup, www/pkg, dist/)');
      sh('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 2, 2] });
      log('cargo build --release -p dlx-cli');
      sh('cargo', ['build', '--quiet', '--release', '-p', 'dlx-cli'], { stdio: ['ignore', 2, 2] });
    }
    for (const f of [DLX, join(ROOT, 'www/pkg/dlx_wasm_bg.wasm'), join(ROOT, 'dist/index.html')]) {
      if (!existsSync(f)) die(`${f} is missing: run without BENCH_NO_BUILD`);
    }
    const buildDone = performance.now();

    const sets = SETS.map(loadSet);
    const problems = [];
    const rows = [];

    // Native and node first, with no browser running (two cores: nothing else competes).
    // The command's fixed cost: start, read an empty file, exit.
    const emptyFile = join(tmp, 'empty.txt');
    writeFileSync(emptyFile, '');
    const startup = runNative(null, emptyFile).median;
    for (const set of sets) {
      const file = join(tmp, set.file);
      writeFileSync(file, `${set.puzzles.join('\n')}\n`);
      log(`${set.name}: ${set.puzzles.length} puzzles: native (${NATIVE_RUNS} runs)`);
      const native = runNative(set, file);
      log(`${set.name}: wasm in node (1 cold + ${WARM} warm passes)`);
      const node = await runNode(set);
      rows.push({ set, native, node });
    }

    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch(LAUNCH);
    const chromiumVersion = browser.version();

    // Throughput in Chromium: the bench page, a fresh module worker per set.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
      await page.goto(`http://127.0.0.1:${PORT}/bench/web/index.html`);
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      for (const row of rows) {
        log(`${row.set.name}: wasm in Chromium (1 cold + ${WARM} warm passes)`);
        row.browser = await page.evaluate(([p, n]) => window.benchSet(p, n), [row.set.puzzles, 1 + WARM]);
      }
      await context.close();
      problems.push(...errors.map((e) => `bench page: ${e}`));
    }

    // The page itself: click Solve, watch the board.
    const { EXAMPLES } = await import('../www/examples.js');
    const examples = EXAMPLE_IDS.map((id) => EXAMPLES.find((e) => e.id === id));
    log(`page: ${examples.length} examples, a fresh page each, 1 cold + ${PAGE_RUNS} warm solves`);
    const pageResult = await benchPage(browser, examples);
    problems.push(...pageResult.problems, ...pageResult.errors.map((e) => `page: ${e}`));
    await browser.close();
    browser = null;

    // Every answer, every engine.
    const checked = [];
    for (const { set, native, node, browser: web } of rows) {
      const v = [
        verify(set, native.solutions, 'native'),
        verify(set, node.solutions, 'node'),
        verify(set, web.solutions, 'chromium'),
      ];
      for (const x of v) problems.push(...x.problems);
      if (!node.same) problems.push(`node, ${set.name}: a warm pass differs from the cold one`);
      if (!web.same) problems.push(`chromium, ${set.name}: a warm pass differs from the cold one`);
      if (node.nodes !== native.nodes || web.nodes !== native.nodes) {
        problems.push(`${set.name}: nodes differ: native ${native.nodes}, node ${node.nodes}, chromium ${web.nodes}`);
      }
      checked.push(`${set.name}: ${set.puzzles.length} answers x 3 (${v[0].checkedKnown} against known solutions)`);
    }

    // ------------------------------------------------------------------ report
    const cpu = output('lscpu', []).match(/^Model name:\s*(.+)$/m)?.[1] ?? 'unknown';
    const cores = output('nproc', []);
    const chromiumLine = output(CHROMIUM, ['--version']) || `Chromium ${chromiumVersion}`;
    const commit = output('git', ['rev-parse', '--short', 'HEAD']);
    const dirty = output('git', ['status', '--porcelain', '--untracked-files=no']) ? ' (with uncommitted changes)' : '';
    const wasmBytes = statSync(join(ROOT, 'www/pkg/dlx_wasm_bg.wasm')).size;
    const totalSeconds = (performance.now() - started) / 1000;
    const measureSeconds = (performance.now() - buildDone) / 1000;

    const md = [];
    md.push('| | |', '|---|---|');
    md.push(`| CPU | ${cpu} (${cores} cores) |`);
    md.push(`| browser | ${chromiumLine}, headless, through Playwright |`);
    md.push(`| node | ${process.version} |`);
    md.push(`| wasm | www/pkg/dlx_wasm_bg.wasm, ${thousands(wasmBytes)} bytes (scripts/build-wasm.sh) |`);
    md.push(`| date | ${new Date().toISOString().slice(0, 10)}, commit \`${commit}\`${dirty} |`);
    md.push(`| command | \`npm run bench:web\` (${totalSeconds.toFixed(0)} s in all, ${measureSeconds.toFixed(0)} s of it measuring) |`);
    md.push('');
    md.push(`**Click to answer on the page** (dist/, the built site): from the Solve click's event time stamp`);
    md.push(`to the last cell of the answer written into the board (DOM), and to a task queued from the next`);
    md.push(`animation frame after that (the frame that shows it has been produced by then). Cold: the first`);
    md.push(`solve in a freshly loaded page, once its worker reported ready (median and worst of ${COLD_PAGES} pages);`);
    md.push(`warm: the next ${PAGE_RUNS} solves in the first of those pages (median and worst).`);
    md.push('');
    md.push('| example | size | cold: filled | cold: next frame (worst) | warm: filled | warm: next frame (worst) |');
    md.push('|---|---|---:|---:|---:|---:|');
    for (const r of pageResult.rows) {
      const n = Math.round(Math.sqrt(r.ex.puzzle.length));
      md.push(
        `| ${r.ex.name} | ${n}x${n} | ${ms(r.coldFilled)} ms | ${ms(r.coldFrame)} ms (${ms(r.coldWorstFrame)}) | ${ms(r.warmFilled)} ms | ${ms(r.warmFrame)} ms (${ms(r.warmWorstFrame)}) |`
      );
    }
    const readies = pageResult.rows.flatMap((r) => r.readies);
    const warmups = pageResult.rows.flatMap((r) => r.warmups);
    md.push('');
    md.push(
      `Page load to "Solver ready" (${readies.length} loads): median ${ms(median(readies))} ms, of which the worker's warm-up solves took a median ${ms(median(warmups))} ms.`
    );
    md.push('');
    md.push(`**Throughput**, first solution of every puzzle (build, solve, decode to text, free). Native: the`);
    md.push(`\`dlx sudoku FILE\` command, median of ${NATIVE_RUNS} runs, process start, file reading and output`);
    md.push(`included (the command on an empty file takes ${ms(startup)} ms). Wasm: the same loop`);
    md.push(`(bench/web/solve-loop.js) over the puzzles already in memory, in node (a worker thread) and in`);
    md.push(`Chromium (a module worker, as on the page); each set in a fresh module instance, its first pass`);
    md.push(`(cold) apart from the median of the ${WARM} warm passes after it.`);
    md.push('');
    md.push(
      '| set | puzzles | native | wasm node cold | wasm node warm | wasm Chromium cold | wasm Chromium warm | Chromium warm / native | node warm / native | puzzles/s (Chromium warm) |'
    );
    md.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const total = { n: 0, native: 0, nodeCold: 0, nodeWarm: 0, webCold: 0, webWarm: 0 };
    for (const { set, native, node, browser: web } of rows) {
      const nodeWarm = median(node.times.slice(1));
      const webWarm = median(web.times.slice(1));
      total.n += set.puzzles.length;
      total.native += native.median;
      total.nodeCold += node.times[0];
      total.nodeWarm += nodeWarm;
      total.webCold += web.times[0];
      total.webWarm += webWarm;
      md.push(
        `| ${set.name} | ${thousands(set.puzzles.length)} | ${ms(native.median)} ms | ${ms(node.times[0])} ms | ${ms(nodeWarm)} ms | ${ms(web.times[0])} ms | ${ms(webWarm)} ms | ${ratio(webWarm / native.median)} | ${ratio(nodeWarm / native.median)} | ${thousands((set.puzzles.length / webWarm) * 1000)} |`
      );
    }
    md.push(
      `| **all five** | ${thousands(total.n)} | ${ms(total.native)} ms | ${ms(total.nodeCold)} ms | ${ms(total.nodeWarm)} ms | ${ms(total.webCold)} ms | ${ms(total.webWarm)} ms | ${ratio(total.webWarm / total.native)} | ${ratio(total.nodeWarm / total.native)} | ${thousands((total.n / total.webWarm) * 1000)} |`
    );
    md.push('');
    md.push(
      `Checked: every answer of every engine against the known solution and the rules (${thousands(total.n * 3)} answers), and the search-tree nodes of node and Chromium against the native run's: ${problems.length === 0 ? 'all agree' : `${problems.length} problems`}.`
    );
    const report = md.join('\n');
    writeFileSync(REPORT, `${report}\n`);

    // Details for the reader of the terminal, then the Markdown.
    console.log('');
    for (const { set, native, node, browser: web } of rows) {
      console.log(
        `${set.name}: native runs ${native.times.map(ms).join(', ')} ms; node passes ${node.times.map(ms).join(', ')} ms (load ${ms(node.load)} ms); chromium passes ${web.times.map(ms).join(', ')} ms (load ${ms(web.load)} ms); nodes ${native.nodes}`
      );
    }
    for (const r of pageResult.rows) {
      console.log(`page ${r.ex.id}: click dispatch (event time stamp to the first listener) median ${ms(r.dispatch)} ms`);
    }
    for (const line of checked) console.log(`checked ${line}`);
    console.log('');
    console.log(report);
    console.log('');
    log(`saved ${REPORT}`);
    if (problems.length) {
      for (const p of problems) console.error(`bench-web: PROBLEM: ${p}`);
      process.exitCode = 1;
    }
    log(`done in ${totalSeconds.toFixed(1)} s`);
  } finally {
    await cleanup();
  }
}

main().catch((e) => {
  console.error(`bench-web: error: ${e instanceof Fatal ? e.message : (e?.stack ?? e)}`);
  process.exitCode = e instanceof Fatal ? 2 : 1;
});
