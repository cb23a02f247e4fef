#!/usr/bin/env node
// `npm run bench:web`: the engine in the browser against the engine on the command line
// (issue 3, section 5), and the solver page's first load (section `firstload`,
// scripts/first-load.mjs: navigation to a Sudoku solved, and the bytes downloaded by then). In one run:
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
//      process start and output included; half its runs before the wasm passes and half
//      after), the wasm module in node (a worker thread), the
//      wasm module in Chromium (a module worker, as the page's solver). Each set runs in a
//      fresh module instance: its first pass (cold) is reported apart from the median of
//      the warm passes after it;
//   5. peers: the npm exact-cover libraries `dancing-links` and `dlxlib` beside our wasm build
//      in the same page (bench/web/peers.js, one fresh module worker per solver and workload:
//      a cold first pass, then warm passes), on the workloads each can express: Sudoku sets
//      (first solution of each puzzle), pentominoes and queens (every solution); then the
//      `dlx` command on the same problems (`dlx count` on the DLX text ours is given, `dlx
//      sudoku` on the puzzles), which bounds what a wasm build can gain on each library;
//   6. parallel: counting all 9356 pentomino packings of the 6x10 box in a pool of 1 and of 2
//      Web Workers (www/workers/count-pool.js): each pool's first count cold, then warm counts;
//   7. latency: how quickly the built page answers while long work runs, each figure measured
//      in the page (scripts/latency-probes.mjs) and printed beside its target: Cancel (click to
//      the status saying cancelled) and the longest wait between progress lines, for an empty
//      25x25 Sudoku counted without a cap, "Find all" on Langford pairs n = 22 (no solution)
//      and n = 24 and on 20 queens (one worker, `?workers=1`), the same with a pool of two
//      workers (`?workers=2`), and a DLX problem at the size limit (853 kB, 49,000 options);
//      the event loop's delay (a 0 ms timer, an animation frame) while an empty 16x16 is
//      counted; and the time to refuse a 10 MB paste (real Ctrl+V) in the solver's DLX and
//      Sudoku fields and the visualizer's own-problem box. BENCH_LATENCY_RUNS runs of each;
//   8. checks every answer against the known solutions (and the work, in search-tree nodes,
//      against the native run), prints Markdown tables and saves them in
//      target/bench-web.md, and draws the peers' ratios and the pool's speed-up in
//      docs/bench-web.svg (bench/web/chart.mjs), which BENCHMARKS.md shows.
//
// The page and latency tables print each figure beside its target and say "met" or "not met":
// the end-to-end tests check what the pages do, never how fast, so the speed is seen here.
//
// Environment: BENCH_PORT (4373), BENCH_WARM (warm passes per set, 5), BENCH_NATIVE_RUNS (5),
// BENCH_PAGE_RUNS (warm solves per example, 10), BENCH_COLD_PAGES (freshly loaded pages per
// example, each timing one cold solve, 3), BENCH_PEER_WARM (warm passes per peer workload, 3),
// BENCH_PEER_PUZZLES (puzzles per Sudoku set for the peers, 300), BENCH_POOL_WARM (warm
// counts per pool, 3), BENCH_LATENCY_RUNS (runs of each latency case, 3), BENCH_ONLY (some of
// page,throughput,peers,parallel,latency; all by default), BENCH_NO_BUILD=1 (use what is
// built), CHROMIUM (/usr/bin/chromium).
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { benchChart } from '../bench/web/chart.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import {
  TARGETS,
  cancelLatency,
  clipboardMegabytes,
  eventLoopDelay,
  metWord,
  pasteRefusal,
  problemAtTheLimit,
  progressGaps,
} from './latency-probes.mjs';
import { serve } from './static-server.mjs';
import { firstLoadLines, firstLoads } from './first-load.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = resolve(ROOT, '../shared/data/sudoku');
const PORT = Number(process.env.BENCH_PORT || 4373);
const WARM = Math.max(1, Number(process.env.BENCH_WARM || 5));
const NATIVE_RUNS = Math.max(1, Number(process.env.BENCH_NATIVE_RUNS || 5));
const PAGE_RUNS = Math.max(1, Number(process.env.BENCH_PAGE_RUNS || 10));
const COLD_PAGES = Math.max(1, Number(process.env.BENCH_COLD_PAGES || 3));
const PEER_WARM = Math.max(1, Number(process.env.BENCH_PEER_WARM || 3));
const PEER_PUZZLES = Math.max(1, Number(process.env.BENCH_PEER_PUZZLES || 300));
const POOL_WARM = Math.max(1, Number(process.env.BENCH_POOL_WARM || 3));
const LATENCY_RUNS = Math.max(1, Number(process.env.BENCH_LATENCY_RUNS || 3));
const SECTIONS = ['page', 'throughput', 'peers', 'parallel', 'latency', 'firstload'];
const FIRSTLOAD_RUNS = Math.max(1, Number(process.env.BENCH_FIRSTLOAD_RUNS || 5));
const ONLY = new Set((process.env.BENCH_ONLY || SECTIONS.join(',')).split(',').map((x) => x.trim()).filter(Boolean));
const DLX = join(ROOT, 'target/release/dlx');
const REPORT = join(ROOT, 'target/bench-web.md');
const CHART = join(ROOT, 'docs/bench-web.svg');
// The e2e tests' way to start Chromium (scripts/chromium.mjs).
const LAUNCH = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS };
// Every context runs without the site's service worker: its first-visit download of the whole
// build and its taking over the page would fall inside the cold-page figures.
const CONTEXT = { serviceWorkers: 'block' };

/** The puzzle sets: file, name, how many puzzles to take (the first ones). */
const SETS = [
  { file: 'top1465.txt', name: 'top1465', limit: Infinity },
  { file: 'forum_hardest_1106.txt', name: 'forum_hardest_1106', limit: Infinity },
  { file: '17_clue.txt', name: '17_clue (first 5000)', limit: 5000 },
  { file: 'sudoku16_30.txt', name: 'sudoku16_30 (16x16)', limit: Infinity },
  { file: 'sudoku25_10.txt', name: 'sudoku25_10 (25x25)', limit: Infinity },
];

/**
 * The peers' solvers (names in bench/web/peers.js): ours first (every ratio is to it), then the
 * libraries (drawn in the chart), then our own Sudoku encoder (in the table only), each with
 * what it says when it cannot express a workload.
 */
const PEER_SOLVERS = ['dlx (ours, wasm)', 'dancing-links 4.3.10', 'dlxlib 1.0.3', 'dlx (ours, wasm), from the puzzle'];
const OURS_FROM_PUZZLE = PEER_SOLVERS[3];
/** The library the native table compares with our native code (the faster of the two). */
const FASTEST_LIBRARY = PEER_SOLVERS[1];
const PEER_LIBRARIES = [1, 2];
const PEER_NA = { 'dlxlib 1.0.3': 'no secondary items in dlxlib', 'dlx (ours, wasm), from the puzzle': 'Sudoku only' };

/**
 * The peers' workloads: problems as engine.js's problemSolver takes them, `first` (first
 * solution of each) or `all` (every solution), and the number of solutions to expect in all.
 */
function peerWorkloads(sets) {
  const sudoku = (name, label) => {
    const set = sets.find((s) => s.file === name);
    const puzzles = set.puzzles.slice(0, PEER_PUZZLES);
    return {
      name: `Sudoku ${label} (first ${puzzles.length}), first solution of each`,
      specs: puzzles.map((text) => ({ kind: 'sudoku', text, size: 9, variant: 'classic' })),
      mode: 'first',
      expect: puzzles.length,
    };
  };
  return [
    sudoku('top1465.txt', 'top1465'),
    sudoku('forum_hardest_1106.txt', 'forum_hardest_1106'),
    { name: 'pentominoes 3x20, all 8 packings', specs: [{ kind: 'pentominoes', board: '3x20', symmetry: 'keep' }], mode: 'all', expect: 8 },
    {
      name: 'pentominoes 6x10 up to symmetry, all 2339',
      specs: [{ kind: 'pentominoes', board: '6x10', symmetry: 'break' }],
      mode: 'all',
      expect: 2339,
    },
    { name: 'queens 12, all 14200 (diagonals secondary)', specs: [{ kind: 'queens', n: 12 }], mode: 'all', expect: 14200 },
  ];
}

/** The parallel count: all packings of the 6x10 box (Haselgrove 1960), in pools of these sizes. */
const POOL_SPEC = { kind: 'pentominoes', board: '6x10', symmetry: 'keep' };
const POOL_EXPECT = 9356;
const POOL_SIZES = [1, 2];

/** The load average (1, 5, 15 minutes), or '?' off Linux. */
function loadavg() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

/** The page's examples to time (ids of www/solver/sudoku/examples.js). */
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

/** Runs `dlx ARGS` NATIVE_RUNS times: each run's wall time, and the last run's output. */
function timeCommand(args) {
  const times = [];
  let out = null;
  for (let r = 0; r < NATIVE_RUNS; r++) {
    const t0 = performance.now();
    out = spawnSync(DLX, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
    times.push(performance.now() - t0);
    if (out.status !== 0) die(`dlx ${args.join(' ')} failed (status ${out.status}): ${out.stderr}`);
  }
  return { times, median: median(times), stdout: out.stdout, stderr: out.stderr };
}

function runNative(set, file) {
  const { times, median: mid, stdout, stderr } = timeCommand(['sudoku', '--stats', file]);
  const solutions = stdout.split('\n').filter(Boolean);
  const nodes = Number(/(\d+) nodes/.exec(stderr)?.[1] ?? 0);
  return { times, median: mid, solutions, nodes };
}

/**
 * The native command on one of the peers' workloads, NATIVE_RUNS times: `dlx count` on the
 * DLX text ours is given in the page, or `dlx sudoku` on the puzzles (our encoder's path).
 * Times less the command's start-up (`startup`, the command on an empty file); the answers
 * are checked as the page's are.
 */
function runNativePeer(workload, texts, tmp, startup, problems) {
  const sudoku = workload.specs[0].kind === 'sudoku';
  const file = join(tmp, `peer-${workload.specs[0].kind}.${sudoku ? 'txt' : 'dlx'}`);
  const args = sudoku ? ['sudoku', file] : ['count', file];
  if (sudoku) writeFileSync(file, `${workload.specs.map((s) => s.text).join('\n')}\n`);
  else if (texts.length === 1) writeFileSync(file, texts[0]);
  else return null;
  const { times, median: mid, stdout } = timeCommand(args);
  const lines = stdout.split('\n').filter(Boolean);
  const solutions = sudoku ? lines.filter((grid, k) => solves(workload.specs[k]?.text, grid)).length : Number(lines[0]);
  if (solutions !== workload.expect) problems.push(`peers, ${workload.name}, native: ${solutions} solutions (want ${workload.expect})`);
  return { times, median: mid - startup };
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
      const context = await browser.newContext({ ...CONTEXT, viewport: { width: 1280, height: 720 } });
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

// ------------------------------------------------------------------ npm libraries and the pool

/** Opens the bench page (bench/web/index.html) in a fresh context; errors go to `errors`. */
async function benchPageOpen(browser, errors) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
  await page.goto(`http://127.0.0.1:${PORT}/bench/web/index.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  return { context, page };
}

/**
 * Every solver on every workload it can express, each in a fresh module worker: a cold pass,
 * then PEER_WARM warm passes. Checks the answers (problems go to `problems`).
 */
async function benchPeers(browser, workloads, problems, tmp, startup) {
  const errors = [];
  const { context, page } = await benchPageOpen(browser, errors);
  const rows = [];
  try {
    for (const w of workloads) {
      const runs = [];
      for (const solver of PEER_SOLVERS) {
        log(`peers: ${w.name}: ${solver} (1 cold + ${PEER_WARM} warm passes)`);
        const run = await page
          .evaluate(([name, specs, mode, passes]) => window.benchPeer(name, specs, mode, passes), [solver, w.specs, w.mode, 1 + PEER_WARM])
          .catch((e) => ({ error: String(e.message ?? e) }));
        if (run.error) {
          // A library that cannot express the workload says so; anything else is a problem.
          if (!/cannot express/.test(run.error)) problems.push(`peers, ${w.name}, ${solver}: ${run.error.split('\n')[0]}`);
          runs.push(null);
          continue;
        }
        if (run.answers.solutions !== w.expect || !run.answers.valid) {
          problems.push(`peers, ${w.name}, ${solver}: ${run.answers.solutions} solutions (want ${w.expect}), valid: ${run.answers.valid}`);
        }
        runs.push({ ...run, cold: run.times[0], warm: median(run.times.slice(1)) });
      }
      log(`peers: ${w.name}: native dlx (${NATIVE_RUNS} runs)`);
      const texts = w.mode === 'all' ? await page.evaluate((specs) => window.peerTexts(specs), w.specs) : [];
      const native = runNativePeer(w, texts, tmp, startup, problems);
      rows.push({ workload: w, runs, native });
    }
  } finally {
    await context.close();
  }
  problems.push(...errors.map((e) => `bench page (peers): ${e}`));
  return rows;
}

/** The parallel count in pools of POOL_SIZES workers; checks every count. */
async function benchParallel(browser, problems) {
  const errors = [];
  const { context, page } = await benchPageOpen(browser, errors);
  try {
    log(`parallel: pentominoes 6x10, pools of ${POOL_SIZES.join(' and ')} workers (1 cold + ${POOL_WARM} warm counts each)`);
    const result = await page.evaluate(([spec, sizes, warm]) => window.benchPool(spec, sizes, warm), [POOL_SPEC, POOL_SIZES, POOL_WARM]);
    const nodes = result.runs[0][0].nodes;
    result.runs.forEach((runs, k) => {
      for (const r of runs) {
        if (r.solutions !== POOL_EXPECT) problems.push(`parallel, ${POOL_SIZES[k]} workers: ${r.solutions} solutions (want ${POOL_EXPECT})`);
        if (r.nodes !== nodes) problems.push(`parallel, ${POOL_SIZES[k]} workers: ${r.nodes} nodes, but ${nodes} with one worker`);
      }
    });
    problems.push(...errors.map((e) => `bench page (parallel): ${e}`));
    return {
      ...result,
      sizes: POOL_SIZES,
      cold: result.runs.map((runs) => runs[0].ms),
      warm: result.runs.map((runs) => median(runs.slice(1).map((r) => r.ms))),
    };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------ latency while work runs

/** The chooser's long searches: none can finish while it is watched. */
const FIND_ALL_CASES = [
  { hash: '#problem=langford&n=22', name: 'Langford pairs n = 22, Find all (no solution: a search to the end)' },
  { hash: '#problem=langford&n=24', name: 'Langford pairs n = 24, Find all' },
  { hash: '#problem=queens&n=20', name: '20 queens, Find all' },
];
/** How long the progress line is watched before each Cancel (ms). */
const PROGRESS_SPAN = 1200;

/** Opens the built solver page at `search` + `hash` and waits for its worker to be ready. */
async function openSolver(context, errors, search, hash) {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
  await page.goto(`http://127.0.0.1:${PORT}/dist/index.html${search}${hash}`);
  await page.waitForFunction(() => document.querySelector('#engine-state')?.dataset.state === 'ready', null, {
    timeout: 30_000,
  });
  return page;
}

/** How many workers the search runs on, from its progress line ("... on 2 workers"). */
const workersOf = (progress) => Number(/ on (\d+) workers/u.exec(progress)?.[1] ?? 1);

/**
 * Starts a long search with the button `startId`, waits for its progress line to hold `words`,
 * watches the line for PROGRESS_SPAN ms, then clicks `cancelId` and waits for "Cancelled".
 * Returns { gap, updates, cancel, workers }.
 */
async function searchThenCancel(page, startId, cancelId, words) {
  await page.click(`#${startId}`);
  await page.waitForFunction((w) => document.getElementById('progress').textContent.includes(w), words, { timeout: 60_000 });
  const gaps = await progressGaps(page, PROGRESS_SPAN);
  const cancel = await cancelLatency(page, cancelId);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Cancelled', null, { timeout: 10_000 });
  await page.waitForFunction(() => document.body.dataset.busy !== 'true');
  return { gap: gaps.worst, updates: gaps.updates, cancel, workers: workersOf(gaps.text) };
}

/**
 * The latency section: every case LATENCY_RUNS times, each figure measured in the page.
 * Returns { rows, problems }: a row is one figure of one case, with every run's value.
 */
async function benchLatency(browser) {
  const errors = [];
  const problems = [];
  const rows = [];
  /** Adds the cancel and progress rows of one case from its runs. */
  const cancelRows = (what, runs) => {
    const workers = [...new Set(runs.map((r) => r.workers))].join(', ');
    rows.push({ what, workers, figure: 'Cancel: click to "Cancelled" on the page', values: runs.map((r) => r.cancel), target: 'cancel' });
    rows.push({
      what,
      workers,
      figure: `longest wait between progress lines (${(PROGRESS_SPAN / 1000).toFixed(1)} s watched, ${runs.map((r) => r.updates).join('/')} lines)`,
      values: runs.map((r) => r.gap),
      target: 'progress',
    });
    for (const r of runs) if (r.updates === 0) problems.push(`latency, ${what}: no progress line in ${PROGRESS_SPAN} ms`);
  };
  const withContext = async (work) => {
    const context = await browser.newContext({ ...CONTEXT, viewport: { width: 1280, height: 720 } });
    try {
      return await work(context);
    } finally {
      await context.close();
    }
  };

  // An empty 25x25 counted without a cap: astronomically many solutions, the page's own pool.
  await withContext(async (context) => {
    log(`latency: empty 25x25 Sudoku, Count with no cap, ${LATENCY_RUNS} runs`);
    const page = await openSolver(context, errors, '', '#25x25');
    await page.locator('#limit').fill('');
    const runs = [];
    for (let r = 0; r < LATENCY_RUNS; r++) runs.push(await searchThenCancel(page, 'count', 'cancel', 'solutions'));
    cancelRows('Empty 25x25 Sudoku, Count solutions with no cap (the page as it opens)', runs);
  });

  // The chooser's Find all on one worker, then in a pool of two.
  const findAll = [
    ...FIND_ALL_CASES.map((c) => ({ ...c, search: '?workers=1' })),
    { ...FIND_ALL_CASES[2], search: '?workers=2', name: `${FIND_ALL_CASES[2].name}, in a pool of 2 workers` },
  ];
  for (const c of findAll) {
    await withContext(async (context) => {
      log(`latency: ${c.name} (${c.search}), ${LATENCY_RUNS} runs`);
      const page = await openSolver(context, errors, c.search, c.hash);
      await page.waitForFunction(() => document.getElementById('note').textContent.includes('options'));
      const runs = [];
      for (let r = 0; r < LATENCY_RUNS; r++) runs.push(await searchThenCancel(page, 'p-all', 'p-cancel', 'nodes visited'));
      cancelRows(c.name, runs);
    });
  }

  // The event loop while an empty 16x16 is counted: timers and frames still come at once.
  await withContext(async (context) => {
    log(`latency: event loop while an empty 16x16 Sudoku is counted, ${LATENCY_RUNS} runs`);
    const page = await openSolver(context, errors, '', '#16x16');
    await page.locator('#limit').fill('');
    const timer = [];
    const frame = [];
    let workers = 1;
    // The same probe on the idle page first: what the browser and the machine give anyway.
    const idle = await eventLoopDelay(page, 30, 40);
    for (let r = 0; r < LATENCY_RUNS; r++) {
      await page.click('#count');
      await page.waitForFunction(() => document.getElementById('progress').textContent.includes('solutions so far'), null, { timeout: 30_000 });
      const d = await eventLoopDelay(page, 30, 40);
      workers = workersOf(await page.textContent('#progress'));
      timer.push(Math.max(...d.timer));
      frame.push(Math.max(...d.frame));
      await cancelLatency(page, 'cancel');
      await page.waitForFunction(() => document.body.dataset.busy !== 'true');
    }
    const what = 'Empty 16x16 Sudoku, Count solutions with no cap (the page as it opens)';
    const still = 'The same page, idle (for comparison: no target)';
    rows.push({ what: still, workers: 0, figure: 'a 0 ms timer: the longest wait of 30', values: [Math.max(...idle.timer)], target: null });
    rows.push({ what, workers, figure: 'a 0 ms timer: the longest wait of 30 (event-loop delay)', values: timer, target: 'eventLoop' });
    rows.push({ what: still, workers: 0, figure: 'an animation frame asked for: the longest wait of 30', values: [Math.max(...idle.frame)], target: null });
    rows.push({ what, workers, figure: 'an animation frame asked for: the longest wait of 30', values: frame, target: 'frame' });
  });

  // A DLX problem at the size limit: one search-tree node costs thousands of link updates.
  const big = problemAtTheLimit();
  await withContext(async (context) => {
    log(`latency: a problem at the size limit (${thousands(big.length)} bytes), Find all, ${LATENCY_RUNS} runs`);
    const page = await openSolver(context, errors, '', '#problem=dlx');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#open-file')]);
    await chooser.setFiles({ name: 'big.dlx', mimeType: 'text/plain', buffer: big });
    await page.waitForFunction(() => document.getElementById('note').textContent.includes('49,000 options'), null, { timeout: 60_000 });
    const runs = [];
    for (let r = 0; r < LATENCY_RUNS; r++) runs.push(await searchThenCancel(page, 'p-all', 'p-cancel', 'nodes visited'));
    cancelRows(`A DLX problem at the size limit (${Math.round(big.length / 1024)} kB: 49,000 options of 4 of 200 items), Find all (the page as it opens)`, runs);
  });

  // A 10 MB paste, refused before the browser inserts it, in each field that takes text.
  await withContext(async (context) => {
    log(`latency: 10 MB pastes, ${LATENCY_RUNS} runs per field`);
    const page = await openSolver(context, errors, '', '#problem=dlx');
    await clipboardMegabytes(page, 10);
    const fields = [
      { name: "the solver page's DLX text", open: async () => {}, field: '#dlx-text', message: '#detail' },
      {
        name: "the solver page's Sudoku puzzle field",
        open: () => page.locator('#problem').selectOption('sudoku'),
        field: '#puzzle-text',
        message: '#detail',
      },
      {
        name: "the visualizer's own-problem text box",
        open: async () => {
          await page.goto(`http://127.0.0.1:${PORT}/dist/watch.html#problem=knuth`);
          await page.waitForFunction(() => window.dlxWatch?.trace != null);
          await page.locator('#problem').selectOption('dlx:own');
        },
        field: '#dlx-text',
        message: '#problem-error',
      },
    ];
    for (const f of fields) {
      await f.open();
      const before = await page.locator(f.field).inputValue();
      const values = [];
      for (let r = 0; r < LATENCY_RUNS; r++) values.push((await pasteRefusal(page, page.locator(f.field), f.message)).frame);
      if ((await page.locator(f.field).inputValue()) !== before) problems.push(`latency, 10 MB paste into ${f.name}: the field's text changed`);
      rows.push({
        what: `A 10 MB paste (Ctrl+V) into ${f.name}`,
        workers: '',
        figure: 'key press to the refusal on screen (the frame after the message)',
        values,
        target: 'paste',
      });
    }
  });

  problems.push(...errors.map((e) => `latency: ${e}`));
  return { rows, problems };
}

/** The latency Markdown: each figure, every run, the worst, the target and whether it is met. */
function latencyReport(rows) {
  const md = [];
  md.push(`**How quickly the page answers while long work runs** (dist/, the built site): each figure is`);
  md.push(`measured inside the page (performance.now(), a MutationObserver on the status or the progress`);
  md.push(`line, animation frames; scripts/latency-probes.mjs), ${LATENCY_RUNS} runs each, and the worst run is held to`);
  md.push(`the target. The targets are the pages' promises (issue 19 and the design): Cancel stops a search`);
  md.push(`within 100 ms; the worker reports progress at least every 200 ms (www/workers/worker.js); while a count`);
  md.push(`runs, a timer waits under 50 ms and no frame waits over 50 ms; a 10 MB paste is refused within`);
  md.push(`1 s. "Workers" is how many searched (\`?workers=N\` in the address sets it; the page as it`);
  md.push(`opens takes one per core).`);
  md.push('');
  md.push('| what runs | workers | figure | each run | worst | target | met |');
  md.push('|---|---:|---|---|---:|---|---|');
  for (const r of rows) {
    const worst = Math.max(...r.values);
    const target = r.target ? `${TARGETS[r.target].words} | ${metWord(r.target, worst)}` : ' | ';
    md.push(`| ${r.what} | ${r.workers} | ${r.figure} | ${r.values.map(ms).join(', ')} ms | ${ms(worst)} ms | ${target} |`);
  }
  return md;
}

/** The peers' Markdown: times, cold and warm, and each library's ratio to ours. */
function peersReport(rows) {
  const md = [];
  md.push(`**The npm exact-cover libraries in the same page** (bench/web/peers.js): every solver gets the same`);
  md.push(`exact-cover problems, encoded by our engine beforehand (not timed) and handed over in the solver's`);
  md.push(`own input form: DLX text for ours (\`Solver.fromDlx\`: parsed, built, solved), sparse column lists`);
  md.push(`for \`dancing-links\`, a dense 0/1 matrix for \`dlxlib\` (its only form; it has no secondary items, so`);
  md.push(`queens is out of its reach). For Sudoku, ours also from the puzzle's text through our own encoder`);
  md.push(`(\`Solver.fromSudoku\`), the path our page takes. Timed: building the solver's structures and the search; for Sudoku,`);
  md.push(`the first solution of each puzzle, for the others, every solution (counted). Each solver and`);
  md.push(`workload runs in a fresh module worker: the first pass is cold (library and engine just loaded,`);
  md.push(`nothing compiled by the JIT yet), then the median of ${PEER_WARM} warm passes. Every answer is checked`);
  md.push(`(each first solution is an exact cover; each count is the published one).`);
  md.push('');
  md.push('| workload | solver | cold | warm (median) | cold / ours | warm / ours | warm passes |');
  md.push('|---|---|---:|---:|---:|---:|---|');
  for (const { workload, runs } of rows) {
    const ours = runs[0];
    runs.forEach((run, k) => {
      const name = PEER_SOLVERS[k];
      if (!run) {
        md.push(`| ${workload.name} | ${name} | n/a | n/a | | | ${PEER_NA[name] ?? 'cannot express it'} |`);
        return;
      }
      const rel = (a, b) => (k === 0 || !b ? '' : ratio(a / b));
      md.push(
        `| ${workload.name} | ${name} | ${ms(run.cold)} ms | ${ms(run.warm)} ms | ${rel(run.cold, ours?.cold)} | ${rel(run.warm, ours?.warm)} | ${run.times.slice(1).map(ms).join(', ')} |`
      );
    });
  }
  md.push('');
  md.push(`**How far the libraries are from our native code**: the \`dlx\` command on the same problems (\`dlx count\``);
  md.push(`on the DLX text ours is given, \`dlx sudoku\` on the puzzles, the path of our encoder), median of`);
  const library = FASTEST_LIBRARY.split(' ')[0];
  md.push(`${NATIVE_RUNS} runs after the page's passes, less the command's start-up. \`${library}\` / native bounds`);
  md.push(`what any wasm build can reach against that library without running faster than native code.`);
  md.push('');
  md.push(`| workload | ours, native | ours, wasm warm | wasm / native | ${library} warm | ${library} / native | ${library} / ours (wasm) |`);
  md.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const { workload, runs, native } of rows) {
    if (!native) continue;
    // For Sudoku the native command takes the puzzle: compare it with ours from the puzzle.
    const ours = runs[workload.specs[0].kind === 'sudoku' ? PEER_SOLVERS.indexOf(OURS_FROM_PUZZLE) : 0];
    const lib = runs[PEER_SOLVERS.indexOf(FASTEST_LIBRARY)];
    if (!ours || !lib) continue;
    md.push(
      `| ${workload.name} | ${ms(native.median)} ms | ${ms(ours.warm)} ms | ${ratio(ours.warm / native.median)} | ${ms(lib.warm)} ms | ${ratio(lib.warm / native.median)} | ${ratio(lib.warm / ours.warm)} |`
    );
  }
  return md;
}

/** The pool's Markdown: cold and warm counts, speed-up and efficiency over one worker. */
function poolReport(pool) {
  const md = [];
  md.push(`**Counting in a pool of Web Workers** (www/workers/count-pool.js): all ${POOL_EXPECT} packings of the`);
  md.push(`pentominoes in the 6x10 box, the page's own pool code: one worker cuts the search tree into about`);
  md.push(`8 subproblems per worker (the engine's parallel::split), every worker counts subproblems from a`);
  md.push(`shared queue. Cold: a new pool's first count (workers started, engine compiled, problem built);`);
  md.push(`warm: the median of ${POOL_WARM} more counts in the same pool, the pools taking turns.`);
  md.push(`Chromium reports ${pool.cores} cores (navigator.hardwareConcurrency).`);
  md.push('');
  md.push('| workers | cold | warm (median) | warm counts | speed-up (warm) | per core | subproblems | nodes per worker (last count) |');
  md.push('|---:|---:|---:|---|---:|---:|---:|---|');
  pool.sizes.forEach((n, k) => {
    const last = pool.runs[k].at(-1);
    const speedup = pool.warm[0] / pool.warm[k];
    md.push(
      `| ${n} | ${ms(pool.cold[k])} ms | ${ms(pool.warm[k])} ms | ${pool.runs[k].slice(1).map((r) => ms(r.ms)).join(', ')} | ${ratio(speedup)} | ${(speedup / n).toFixed(2)} | ${last.split.subproblems} | ${last.workers.map((w) => thousands(w.nodes)).join(' / ')} |`
    );
  });
  const last = pool.runs[0].at(-1);
  md.push('');
  md.push(
    `Every count: ${POOL_EXPECT} packings, ${thousands(last.nodes)} search-tree nodes and ${thousands(last.updates)} updates in all (the split's ${thousands(last.split.nodes)} ${last.split.nodes === 1 ? 'node' : 'nodes'} above the cut included), the same in every pool.`
  );
  return md;
}

/** The chart's first panel: each library's warm time over ours, per workload. */
function peerChart(rows) {
  if (!rows.length) return null;
  return {
    solvers: PEER_LIBRARIES.map((k) => PEER_SOLVERS[k]),
    rows: rows.map(({ workload, runs, native }) => ({
      workload: workload.name,
      ratios: PEER_LIBRARIES.map((k) => (runs[k] && runs[0] ? runs[k].warm / runs[0].warm : null)),
      bounds: PEER_LIBRARIES.map((k) => (runs[k] && native ? runs[k].warm / native.median : null)),
    })),
  };
}

/** The chart's second panel: the pool's warm speed-up over one worker. */
function poolChart(pool) {
  if (!pool) return null;
  return {
    title: `Counting all ${POOL_EXPECT} pentomino packings of the 6x10 box in a pool of Web Workers`,
    sizes: pool.sizes,
    speedups: pool.warm.map((w) => pool.warm[0] / w),
    times: pool.warm,
  };
}

// ------------------------------------------------------------------ main

async function main() {
  const started = performance.now();
  for (const section of ONLY) {
    if (!SECTIONS.includes(section)) die(`BENCH_ONLY: unknown section \`${section}\` (use some of ${SECTIONS.join(',')})`);
  }
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
    // The command is needed only by the sections that compare with it.
    const needDlx = ONLY.has('throughput') || ONLY.has('peers');
    for (const f of [...(needDlx ? [DLX] : []), join(ROOT, 'www/pkg/dlx_wasm_bg.wasm'), join(ROOT, 'dist/index.html')]) {
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
    const startup = ONLY.has('throughput') || ONLY.has('peers') ? runNative(null, emptyFile).median : 0;
    for (const set of ONLY.has('throughput') ? sets : []) {
      const file = join(tmp, set.file);
      writeFileSync(file, `${set.puzzles.join('\n')}\n`);
      log(`${set.name}: ${set.puzzles.length} puzzles: native (${NATIVE_RUNS} runs)`);
      const native = runNative(set, file);
      log(`${set.name}: wasm in node (1 cold + ${WARM} warm passes)`);
      const node = await runNode(set);
      rows.push({ set, native, node });
    }

    const loadBefore = loadavg();
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch(LAUNCH);
    const chromiumVersion = browser.version();

    // Throughput in Chromium: the bench page, a fresh module worker per set.
    if (rows.length) {
      const context = await browser.newContext(CONTEXT);
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
      // The native command again, now that the browser's passes are done: the machine's speed
      // drifts over a run (from one run of this script to the next the native times of the
      // five sets moved by 10% while Chromium's moved by 4%), so the native median is taken
      // over runs before and after the wasm passes it is compared with.
      for (const row of rows) {
        log(`${row.set.name}: native again (${NATIVE_RUNS} runs)`);
        const again = runNative(row.set, join(tmp, row.set.file));
        row.native.times.push(...again.times);
        row.native.median = median(row.native.times);
      }
    }

    // The page itself: click Solve, watch the board.
    const { EXAMPLES } = await import('../www/solver/sudoku/examples.js');
    const examples = EXAMPLE_IDS.map((id) => EXAMPLES.find((e) => e.id === id));
    if (ONLY.has('page')) log(`page: ${examples.length} examples, a fresh page each, 1 cold + ${PAGE_RUNS} warm solves`);
    const pageResult = ONLY.has('page') ? await benchPage(browser, examples) : { rows: [], errors: [], problems: [] };
    problems.push(...pageResult.problems, ...pageResult.errors.map((e) => `page: ${e}`));

    // The solver page's first load: navigation to a Sudoku solved, and the bytes downloaded.
    if (ONLY.has('firstload')) log(`firstload: ${FIRSTLOAD_RUNS} fresh pages`);
    const firstErrors = [];
    const firstLoad = ONLY.has('firstload')
      ? await firstLoads(browser, { port: PORT, root: ROOT, runs: FIRSTLOAD_RUNS, errors: firstErrors })
      : null;
    problems.push(...firstErrors);

    // The npm libraries and the worker pool, in the bench page.
    const peerRows = ONLY.has('peers') ? await benchPeers(browser, peerWorkloads(sets), problems, tmp, startup) : [];
    const pool = ONLY.has('parallel') ? await benchParallel(browser, problems) : null;
    // Last, so no other section's page is still winding down in the background.
    const latency = ONLY.has('latency') ? await benchLatency(browser) : null;
    if (latency) problems.push(...latency.problems);
    await browser.close();
    browser = null;
    const loadAfter = loadavg();

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
    const only = ONLY.size === SECTIONS.length ? '' : ` with BENCH_ONLY=${[...ONLY].join(',')}`;
    md.push(`| command | \`npm run bench:web\`${only} (${totalSeconds.toFixed(0)} s in all, ${measureSeconds.toFixed(0)} s of it measuring) |`);
    md.push(`| load average | ${loadBefore} before the browser runs, ${loadAfter} after (1, 5, 15 minutes; ${cores} cores) |`);
    if (firstLoad) {
      md.push('');
      md.push(`**First load** (scripts/first-load.mjs): a fresh context per page, no cache, no service worker;`);
      md.push(`the page clicks Solve as soon as its solver is ready; times from navigation, medians.`);
      md.push('');
      for (const line of firstLoadLines(firstLoad)) md.push(`- ${line}`);
    }
    if (ONLY.has('page')) {
      md.push('');
      md.push(`**Click to answer on the page** (dist/, the built site): from the Solve click's event time stamp`);
      md.push(`to the last cell of the answer written into the board (DOM), and to a task queued from the next`);
      md.push(`animation frame after that (the frame that shows it has been produced by then). Cold: the first`);
      md.push(`solve in a freshly loaded page, once its worker reported ready (median and worst of ${COLD_PAGES} pages);`);
      md.push(`warm: the next ${PAGE_RUNS} solves in the first of those pages (median and worst). The target`);
      md.push(`(the page's design, issue 3): the answer on screen ${TARGETS.answer.words} after the click, held against`);
      md.push(`the worst next frame of all the example's solves, cold and warm.`);
      md.push('');
      md.push('| example | size | cold: filled | cold: next frame (worst) | warm: filled | warm: next frame (worst) | target: next frame | met |');
      md.push('|---|---|---:|---:|---:|---:|---|---|');
      for (const r of pageResult.rows) {
        const n = Math.round(Math.sqrt(r.ex.puzzle.length));
        const worst = Math.max(r.coldWorstFrame, r.warmWorstFrame);
        md.push(
          `| ${r.ex.name} | ${n}x${n} | ${ms(r.coldFilled)} ms | ${ms(r.coldFrame)} ms (${ms(r.coldWorstFrame)}) | ${ms(r.warmFilled)} ms | ${ms(r.warmFrame)} ms (${ms(r.warmWorstFrame)}) | ${TARGETS.answer.words} | ${metWord('answer', worst)} |`
        );
    }
    const readies = pageResult.rows.flatMap((r) => r.readies);
    const warmups = pageResult.rows.flatMap((r) => r.warmups);
    md.push('');
    md.push(
      `Page load to "Solver ready" (${readies.length} loads): median ${ms(median(readies))} ms, of which the worker's warm-up solves took a median ${ms(median(warmups))} ms.`
    );
    }
    if (rows.length) {
      md.push('');
      md.push(`**Throughput**, first solution of every puzzle (build, solve, decode to text, free). Native: the`);
      md.push(`\`dlx sudoku FILE\` command, median of ${2 * NATIVE_RUNS} runs (half before the wasm passes, half after), process start, file reading and output`);
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
    }
    if (peerRows.length) md.push('', ...peersReport(peerRows));
    if (pool) md.push('', ...poolReport(pool));
    if (latency) md.push('', ...latencyReport(latency.rows));
    const report = md.join('\n');
    writeFileSync(REPORT, `${report}\n`);
    if (peerRows.length || pool) {
      const caption = `${cpu} (${cores} cores), ${chromiumLine} headless; npm run bench:web, ${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty}; load average ${loadBefore} before, ${loadAfter} after.`;
      writeFileSync(CHART, benchChart({ peers: peerChart(peerRows), pool: poolChart(pool), caption }));
      log(`saved ${CHART}`);
    }

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
    if (firstLoad) for (const line of firstLoadLines(firstLoad)) console.log(line);
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
