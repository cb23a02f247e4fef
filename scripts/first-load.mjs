#!/usr/bin/env node
// The solver page's first load (issue 23): from navigation to a Sudoku solved, in a fresh
// browser context each time (nothing cached, no service worker), and what was downloaded by
// then. Part of `npm run bench:web` (its section `firstload`); alone:
//
//   node scripts/first-load.mjs [DIR]     DIR holds a built site in DIR/dist (default: this
//                                         repository); BENCH_PORT, BENCH_FIRSTLOAD_RUNS
//
// Each run opens dist/index.html with a Sudoku in its link; a script in the page clicks Solve
// the moment the page says its solver is ready, and notes when every cell holds a value. The
// times are the page's own (performance.now(), from navigation). The bytes are those of every
// response finished by then (pages, scripts, workers, wasm), as this server sends them (no
// compression), and beside them the same files gzipped (-9), what a compressing host sends.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { serve } from './static-server.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** In the page, before its own scripts: click Solve once the solver is ready; note the times. */
function watchFirstSolve() {
  const times = {};
  window.__firstLoad = new Promise((done) => {
    const look = () => {
      const state = document.getElementById('engine-state')?.dataset.state;
      if (times.ready === undefined && state === 'ready') {
        times.ready = performance.now();
        times.warmup = Number(/warmed up in ([\d.]+) ?ms/.exec(document.getElementById('engine-state').textContent)?.[1] ?? NaN);
        document.getElementById('solve').click();
      }
      const cells = [...document.querySelectorAll('#board .cell')];
      if (times.ready !== undefined && cells.length > 0 && cells.every((c) => c.dataset.value)) {
        times.solved = performance.now();
        times.paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        done(times);
        return true;
      }
      return false;
    };
    const start = () => {
      if (look()) return;
      const observer = new MutationObserver(() => look() && observer.disconnect());
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
}

/**
 * `runs` first loads of the solver page served on `port` from `root`: per run `{ paint, ready,
 * solved, bytes, gzip, wasm }` (ms from navigation; bytes downloaded by the solve; the wasm
 * files fetched by then), and their medians. Console errors go to `errors`.
 */
export async function firstLoads(browser, { port, root, runs = 5, errors = [] }) {
  const gzipped = new Map();
  const gzipOf = (path) => {
    if (!gzipped.has(path)) {
      const file = join(root, path);
      gzipped.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }
    return gzipped.get(path);
  };
  const rows = [];
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
    try {
      const finished = [];
      context.on('requestfinished', async (request) => {
        const entry = { url: new URL(request.url()).pathname, bytes: 0 };
        finished.push(entry);
        const sizes = await request.sizes().catch(() => null);
        if (sizes) entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      });
      await context.addInitScript(watchFirstSolve);
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && errors.push(`first load: console: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`first load: exception: ${e.message}`));
      await page.goto(`http://127.0.0.1:${port}/dist/index.html#${EASY}`, { waitUntil: 'commit' });
      const times = await page.evaluate(() => window.__firstLoad);
      const by = [...finished];
      // Let the sizes of the last responses come in.
      await page.waitForTimeout(100);
      rows.push({
        ...times,
        bytes: by.reduce((n, e) => n + e.bytes, 0),
        gzip: by.reduce((n, e) => n + gzipOf(e.url), 0),
        wasm: by.filter((e) => e.url.endsWith('.wasm')).map((e) => e.url.split('/').pop()),
      });
    } finally {
      await context.close();
    }
  }
  const mid = (key) => median(rows.map((x) => x[key]));
  return {
    rows,
    paint: mid('paint'),
    ready: mid('ready'),
    warmup: mid('warmup'),
    solved: mid('solved'),
    bytes: mid('bytes'),
    gzip: mid('gzip'),
  };
}

/** The figures as lines of text. */
export function firstLoadLines(result) {
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  const wasm = [...new Set(result.rows.flatMap((r) => r.wasm))].join(', ') || 'none';
  return [
    `solver page usable (navigation to a Sudoku solved): ${result.solved.toFixed(0)} ms ` +
      `(median of ${result.rows.length}; first paint ${result.paint.toFixed(0)} ms, solver ready ${result.ready.toFixed(0)} ms, ` +
      `of which its warm-up ${result.warmup.toFixed(0)} ms)`,
    `first download, by the solve: ${kB(result.bytes)} as served, ${kB(result.gzip)} gzipped; wasm: ${wasm}`,
  ];
}

async function main() {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error(`no built site at ${root}/dist (npx vite build)`);
  const port = Number(process.env.BENCH_PORT || 4374);
  const runs = Math.max(1, Number(process.env.BENCH_FIRSTLOAD_RUNS || 5));
  const server = await serve(root, port, 'BENCH_PORT');
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const errors = [];
    const result = await firstLoads(browser, { port, root, runs, errors });
    for (const line of firstLoadLines(result)) console.log(line);
    for (const e of errors) console.error(e);
    if (errors.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`first-load: ${e.message}`);
    process.exit(1);
  });
}
