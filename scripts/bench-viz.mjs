#!/usr/bin/env node
// `npm run bench:viz`: what the visualizer costs in a browser (issue 4, section 6). In one run:
//
//   1. builds the static site (`npm run build`, unless BENCH_NO_BUILD=1) and serves dist/ on
//      127.0.0.1:$BENCH_PORT (default 4374; a port in use is an error);
//   2. in headless Chromium (scripts/chromium.mjs), for an empty 4x4 Sudoku (64 options x 64
//      items) and an empty 9x9 (729 x 324), plays the search for a few seconds at two speeds:
//      30 events a second (every event animated over two frames: "full animation") and as fast
//      as it goes (many events a frame); every frame it records the time the page spends
//      drawing (all renderers, from the player's callback) and the time between frames;
//   3. the cost of one step back: from deep in the 9x9 search, 2,000 single steps back, each
//      timed alone (the engine's exact undo and the trace's bookkeeping) and then followed by
//      one full redraw of every renderer, timed apart;
//   4. prints a Markdown table (median, 95th percentile and worst) and saves it in
//      target/bench-viz.md.
//
// Targets (issue 4): 60 frames a second on the 9x9, no frame over 16 ms at the 95th
// percentile; one step back under 1 ms.
//
// Environment: BENCH_PORT (4374), BENCH_SECONDS (per play, 4), BENCH_NO_BUILD=1, CHROMIUM.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { serve } from './static-server.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 4374);
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS || 4));
const REPORT = join(ROOT, 'target/bench-viz.md');

const log = (...words) => console.error('bench-viz:', ...words);

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const ms = (x) => (x >= 10 ? x.toFixed(1) : x.toFixed(2));

const PROBLEMS = [
  { name: 'empty 4x4 Sudoku (64 x 64)', hash: `#problem=sudoku4&puzzle=${'.'.repeat(16)}` },
  { name: 'empty 9x9 Sudoku (729 x 324)', hash: `#problem=sudoku9&puzzle=${'.'.repeat(81)}` },
];

const SPEEDS = [
  { name: '30 events/s (animated)', slider: 37 },
  { name: 'as fast as it goes', slider: 100 },
];

/**
 * In the page: wraps every renderer's `render` to time the page's drawing per frame, plays at
 * the slider position for `seconds`, and returns the per-frame draw times and frame intervals.
 */
async function play(page, slider, seconds) {
  await page.locator('#speed').fill(String(slider));
  return page.evaluate(async (seconds) => {
    const w = window.dlxWatch;
    const draw = [];
    let inFrame = 0;
    let last = -1;
    const originals = w.views.map((v) => v.render);
    w.views.forEach((v, i) => {
      v.render = (change, progress) => {
        const t0 = performance.now();
        originals[i].call(v, change, progress);
        inFrame += performance.now() - t0;
      };
    });
    const intervals = [];
    const start = w.trace.position;
    // Play through solutions: this measures drawing, not the breakpoints.
    const breakpoints = [...w.player.breakpoints];
    w.player.breakpoints.clear();
    await new Promise((done) => {
      const end = performance.now() + seconds * 1000;
      w.player.play();
      const tick = (now) => {
        if (inFrame > 0) draw.push(inFrame);
        inFrame = 0;
        if (last >= 0) intervals.push(now - last);
        last = now;
        if (now < end && w.player.playing) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    w.player.pause();
    for (const b of breakpoints) w.player.breakpoints.add(b);
    w.views.forEach((v, i) => {
      v.render = originals[i];
    });
    return { draw, intervals, events: w.trace.position - start };
  }, seconds);
}

/**
 * In the page: `count` single steps back timed together (the browser's clock is coarsened to
 * 0.1 ms, too coarse for one undo), then `count` more, each followed by one full redraw of every
 * renderer, each redraw timed alone (and per renderer).
 */
async function stepBacks(page, count) {
  return page.evaluate(async (count) => {
    const w = window.dlxWatch;
    const t0 = performance.now();
    let undone = 0;
    while (undone < count && w.trace.back()) undone += 1;
    const backEach = (performance.now() - t0) / undone;
    const redraw = [];
    const byView = w.views.map(() => []);
    for (let i = 0; i < count; i++) {
      const event = w.trace.back();
      if (event === null) break;
      const t1 = performance.now();
      w.views.forEach((v, k) => {
        const a = performance.now();
        v.render({ events: [event], direction: -1 }, 1);
        byView[k].push(performance.now() - a);
      });
      redraw.push(performance.now() - t1);
    }
    const names = w.viewNames;
    return { backEach, undone, redraw, byView, names };
  }, count);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (bash scripts/setup.sh installs it)`);
  if (!process.env.BENCH_NO_BUILD) {
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(join(ROOT, 'dist/watch.html'))) throw new Error('dist/watch.html is missing: run without BENCH_NO_BUILD');
  const server = await serve(join(ROOT, 'dist'), PORT, 'BENCH_PORT');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  let backRow = null;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const problem of PROBLEMS) {
      for (const speed of SPEEDS) {
        await page.goto('about:blank');
        await page.goto(`http://127.0.0.1:${PORT}/watch.html${problem.hash}`);
        await page.waitForFunction(() => window.dlxWatch?.trace != null);
        // Warm the renderers and the engine up (V8's optimizing tier), then start again.
        await play(page, speed.slider, 1);
        await page.evaluate(() => window.dlxWatch.player.restart());
        await page.waitForFunction(() => !window.dlxWatch.player.busy);
        log(`${problem.name}, ${speed.name}: playing ${SECONDS} s`);
        const r = await play(page, speed.slider, SECONDS);
        rows.push({ problem: problem.name, speed: speed.name, ...r });
      }
      if (problem.hash.includes('sudoku9')) {
        // A fresh page (playing as fast as it goes may have filled the history budget, and
        // then the oldest steps are forgotten), deep into the search, then single steps back.
        // (about:blank first: a goto to the same address with the same fragment reloads nothing.)
        await page.goto('about:blank');
        await page.goto(`http://127.0.0.1:${PORT}/watch.html${problem.hash}`);
        await page.waitForFunction(() => window.dlxWatch?.trace != null);
        await page.evaluate(() => window.dlxWatch.player.seek(60000));
        await page.waitForFunction(() => !window.dlxWatch.player.busy, null, { timeout: 120_000 });
        backRow = await stepBacks(page, 2000);
      }
    }
    if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
    server.close();
  }

  const cpu = spawnSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], { encoding: 'utf8' }).stdout.trim();
  const lines = [
    `Chromium ${browser.version()} headless, ${cpu}, viewport 1440x900, ${SECONDS} s of play per row (after 1 s of warm-up).`,
    '',
    '| Problem | Speed | Events | Frames | Draw per frame: median | p95 | worst | Frame interval: median | p95 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.problem} | ${r.speed} | ${r.events.toLocaleString('en-US')} | ${r.intervals.length} | ${ms(percentile(r.draw, 50))} ms | ${ms(percentile(r.draw, 95))} ms | ${ms(Math.max(...r.draw))} ms | ${ms(percentile(r.intervals, 50))} ms | ${ms(percentile(r.intervals, 95))} ms |`
    );
  }
  if (backRow) {
    lines.push(
      '',
      `One step back from step 60,000 of the empty 9x9: the undo alone (engine and trace), ${backRow.undone} in a row, ${(1000 * backRow.backEach).toFixed(1)} µs each; with one full redraw of every renderer after each (${backRow.redraw.length} more), the redraw takes median ${ms(percentile(backRow.redraw, 50))} ms, p95 ${ms(percentile(backRow.redraw, 95))} ms, worst ${ms(Math.max(...backRow.redraw))} ms.`,
      '',
      '| Renderer | Redraw after one step back: median | p95 | worst |',
      '|---|---:|---:|---:|',
      ...backRow.names.map((name, k) => `| ${name} | ${ms(percentile(backRow.byView[k], 50))} ms | ${ms(percentile(backRow.byView[k], 95))} ms | ${ms(Math.max(...backRow.byView[k]))} ms |`)
    );
  }
  const text = `${lines.join('\n')}\n`;
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, text);
  process.stdout.write(text);
  log(`saved ${REPORT}`);
}

main().catch((e) => {
  console.error(`bench-viz: error: ${e.message}`);
  process.exit(2);
});
