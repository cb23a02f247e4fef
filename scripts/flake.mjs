#!/usr/bin/env node
// A flake hunt: the e2e layer run several times over (Playwright's --repeat-each), once on a
// quiet machine and once with every core kept busy, each time in a fresh Chromium profile and
// an empty HOME (no font cache, no browser state, nothing a developer's machine has). A test
// that fails once in these runs is a race to fix, not a retry to add.
//
//   npm run test:flake                         every spec, repeat 3, quiet then busy
//   npm run test:flake -- --repeat 5           five times each
//   npm run test:flake -- --modes busy         only the busy run (quiet,busy by default)
//   npm run test:flake -- tests/e2e/watch.spec.mjs -g "link"   any other argument goes to Playwright
//
// FLAKE_REPEAT sets the default repeat; E2E_PREBUILT=1 reuses dist/ (otherwise `npm run build`
// runs first, once for both modes). The burners (one `node` busy loop per core) are killed at
// the end, on failure and on Ctrl+C too. Prints every test that failed at least once, with how
// many of its runs failed, and a summary line; exits 1 when any run failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { repeat: Number(process.env.FLAKE_REPEAT || 3), modes: ['quiet', 'busy'], rest: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--repeat' || a === '--repeat-each') opts.repeat = Number(argv[++i]);
    else if (a.startsWith('--repeat=')) opts.repeat = Number(a.slice('--repeat='.length));
    else if (a === '--modes') opts.modes = argv[++i].split(',');
    else if (a === '-h' || a === '--help') opts.help = true;
    else opts.rest.push(a);
  }
  if (!Number.isInteger(opts.repeat) || opts.repeat < 1) throw new Error(`--repeat takes a whole number of 1 or more, not "${opts.repeat}"`);
  for (const m of opts.modes) if (m !== 'quiet' && m !== 'busy') throw new Error(`--modes takes quiet and busy, not "${m}"`);
  return opts;
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

// ------------------------------------------------------------------ the burners

const burners = [];

function startBurners(n) {
  for (let k = 0; k < n; k += 1) {
    const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
    burners.push(child);
  }
}

function stopBurners() {
  while (burners.length > 0) {
    const child = burners.pop();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

// ------------------------------------------------------------------ one run

/** Every test's results in a Playwright JSON report: Map of "file:line › title" -> statuses. */
function readReport(path) {
  const outcomes = new Map();
  if (!existsSync(path)) return outcomes;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      const list = outcomes.get(name) ?? [];
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) list.push(result.status);
      outcomes.set(name, list);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file && child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return outcomes;
}

/** Runs the e2e layer once (with its repeats) in a scratch HOME; resolves to its outcomes. */
async function runMode(mode, opts) {
  const home = mkdtempSync(join(tmpdir(), `dlx-flake-${mode}-`));
  const report = join(home, 'report.json');
  const port = await freePort();
  if (mode === 'busy') startBurners(cpus().length);
  const started = Date.now();
  const args = [
    join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    `--repeat-each=${opts.repeat}`,
    '--reporter=list,json',
    `--output=${join(root, 'test-results', 'flake', mode)}`,
    ...opts.rest,
  ];
  console.log(`\nflake: ${mode} run, repeat ${opts.repeat}${mode === 'busy' ? `, ${burners.length} burners` : ''}, HOME=${home}`);
  try {
    const code = await new Promise((ok) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          // The Rust toolchain stays the machine's (the package spec builds the wasm): with
          // HOME empty, rustup would find no toolchain (scripts/fresh-machine.sh does the same).
          RUSTUP_HOME: process.env.RUSTUP_HOME ?? join(homedir(), '.rustup'),
          CARGO_HOME: process.env.CARGO_HOME ?? join(homedir(), '.cargo'),
          // A fresh profile: Chromium's config, caches and fontconfig's cache start empty.
          HOME: home,
          XDG_CONFIG_HOME: join(home, '.config'),
          XDG_CACHE_HOME: join(home, '.cache'),
          XDG_DATA_HOME: join(home, '.local', 'share'),
          E2E_PREBUILT: '1',
          E2E_PORT: String(port),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      });
      child.on('exit', (c, signal) => ok(c ?? (signal ? 1 : 0)));
    });
    return { mode, code, seconds: Math.round((Date.now() - started) / 1000), outcomes: readReport(report) };
  } finally {
    stopBurners();
    rmSync(home, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ main

const opts = parseArgs(process.argv.slice(2));
if (opts.help) {
  // The usage is the header comment above.
  const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
  console.log(header.slice(0, header.findIndex((l) => !l.startsWith('//'))).map((l) => l.replace(/^\/\/ ?/u, '')).join('\n'));
  process.exit(0);
}

if (!process.env.E2E_PREBUILT) {
  console.log('flake: npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('flake: the build failed');
    process.exit(1);
  }
}

const runs = [];
for (const mode of opts.modes) runs.push(await runMode(mode, opts));

const BAD = new Set(['failed', 'timedOut', 'interrupted']);
console.log('\nflake: tests that failed at least once');
let failedRuns = 0;
let totalRuns = 0;
let any = false;
for (const run of runs) {
  for (const [name, statuses] of run.outcomes) {
    const bad = statuses.filter((s) => BAD.has(s)).length;
    totalRuns += statuses.length;
    failedRuns += bad;
    if (bad > 0) {
      any = true;
      console.log(`  [${run.mode}] ${name}: ${bad} of ${statuses.length} runs failed (${[...new Set(statuses)].join(', ')})`);
    }
  }
  // A run that failed without a failing test (the server did not start, no report) is a failure too.
  if (run.code !== 0 && ![...run.outcomes.values()].some((s) => s.some((x) => BAD.has(x)))) {
    any = true;
    console.log(`  [${run.mode}] the run itself failed (exit ${run.code}) with no failing test in its report`);
  }
}
if (!any) console.log('  none');
const per = runs.map((r) => `${r.mode} ${[...r.outcomes.values()].flat().filter((s) => BAD.has(s)).length} failed in ${r.seconds} s`).join(', ');
console.log(`flake: ${failedRuns} of ${totalRuns} test runs failed, repeat ${opts.repeat} (${per})`);
process.exit(any ? 1 : 0);
