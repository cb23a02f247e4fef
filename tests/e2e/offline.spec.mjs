// The site offline after one visit: the service worker (vite.config.mjs, vite-plugin-pwa)
// precaches every built file, so with the network cut both pages load, the engine runs in its
// worker, and one page links to the other. The same from a copy of dist/ served under a
// subpath, where the worker's scope and the manifest's addresses must stay relative; and a new
// build put in its place while a page is open, which must not break that page.
// Screenshots of both pages offline are saved under test-results/e2e/<test>/.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, isSolvedGrid, shot, verdict, button } from './fixtures.mjs';
import { serve } from '../../scripts/static-server.mjs';

// These tests need the service worker whatever the configuration's default; in Chromium it sees
// the context's offline switch too, so a file it does not hold cannot come from the network.
test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Screenshots of the page at the three window sizes the project checks. */
async function shots(page, testInfo, name) {
  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `${name}-${width}x${height}`);
  }
}

/** Waits until a service worker controls the page (polled: the worker installs in the background). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

const engineReady = (page) => expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
const boardText = (page) => page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));

/**
 * Proves the network is really cut, so the pages come from the cache: an address beside them
 * that no build holds cannot be loaded. (In a page of its own: the failed load is a console
 * error, which the fixture's page would count against the test.)
 */
async function expectNetworkOff(page) {
  const probe = await page.context().newPage();
  try {
    const missing = new URL(`not-in-any-build-${Date.now()}.txt`, page.url()).href;
    await expect(probe.goto(missing)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await probe.close();
  }
}

/** The solver page, reloaded offline: the engine starts in its worker and solves the Easy Sudoku. */
async function solveOffline(page) {
  await page.reload();
  await engineReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller != null)).toBe(true);
  await expectNetworkOff(page);
  await page.getByRole('button', { name: 'Easy' }).click();
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  expect(isSolvedGrid(await boardText(page), 9)).toBe(true);
}

/** The visualizer, opened offline: its trace is built and stepping moves the search on. */
async function stepOffline(page) {
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  const start = await page.evaluate(() => window.dlxWatch.trace.position);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    (from) => {
      const { trace, player } = window.dlxWatch;
      return trace.position === from + 5 && !player.playing && !player.busy;
    },
    start
  );
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
}

/** Every file of the build, as paths relative to dist/ with '/' between folders. */
function builtFiles(dir = DIST, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]
  );
}

test('every built page registers the worker from a file and links the manifest; every built file is precached', () => {
  const files = builtFiles();
  const pages = files.filter((f) => f.endsWith('.html'));
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'watch.html']));
  for (const name of pages) {
    const html = readFileSync(join(DIST, name), 'utf8');
    expect(html, name).toContain('<script id="vite-plugin-pwa:register-sw" src="./registerSW.js"></script>');
    expect(html, name).toContain('<link rel="manifest" href="./manifest.webmanifest">');
    // No inline script: the Content-Security-Policy would block it.
    expect(html.match(/<script\b[^>]*>\s*[^<\s][^]*?<\/script>/gu) ?? [], name).toEqual([]);
  }
  expect(readFileSync(join(DIST, 'registerSW.js'), 'utf8')).toContain("register('./sw.js', { scope: './' })");
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...sw.matchAll(/\burl:"([^"]+)"/gu)].map((m) => m[1]));
  // The worker itself and the Workbox runtime it imports are the browser's to fetch and keep.
  const rest = files.filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/u.test(f));
  expect(rest.length).toBeGreaterThan(10);
  expect(rest.filter((f) => !precached.has(f)), 'built files the service worker does not precache').toEqual([]);
});

test('after one visit both pages load, solve and step with the network off', async ({ page, context }, testInfo) => {
  await page.goto('./');
  await engineReady(page);
  await controlled(page);
  await context.setOffline(true);

  await solveOffline(page);
  await shots(page, testInfo, 'solver-offline');

  await page.goto('./watch.html');
  await stepOffline(page);
  await expect(page.locator('#problem')).toBeVisible();
  await shots(page, testInfo, 'watch-offline');

  // Find all (on a pool of counting workers where there are cores for it), then from the
  // solver's chooser to the visualizer through its link, still offline.
  await page.goto('./index.html#problem=queens&n=6');
  await engineReady(page);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
  await expect(page.locator('#watch-link')).toHaveAttribute('href', /watch\.html#problem=queens(?:6|&n=6)$/u);
  await page.locator('#watch-link').click();
  await expect(page).toHaveURL(/watch\.html#problem=queens(?:6|&n=6)$/u);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  // 6 queens: one option for each of the 36 squares.
  expect(await page.evaluate(() => window.dlxWatch.trace.optionCount)).toBe(36);
  await stepOffline(page);
  await shot(page, testInfo, 'watch-queens6-offline');
  await expectNetworkOff(page);
});

/**
 * Serves a copy of dist/ at /sub/dist/ of a server of its own (on a free port) while `body`
 * runs with the site's address and the copy's folder; then stops and removes both.
 */
async function underSubpath(context, body) {
  const root = mkdtempSync(join(tmpdir(), 'dlx-offline-'));
  const folder = join(root, 'sub', 'dist');
  cpSync(DIST, folder, { recursive: true });
  const server = await serve(root, 0, 'none');
  try {
    await body(`http://127.0.0.1:${server.address().port}/sub/dist/`, folder);
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  }
}

test('served under a subpath, the worker and the manifest stay in it, and the site works offline', async ({ page, context }, testInfo) => {
  await underSubpath(context, async (site) => {
    await page.goto(site);
    await engineReady(page);
    await controlled(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: navigator.serviceWorker.controller.scriptURL };
    });
    expect(worker).toEqual({ scope: site, script: `${site}sw.js` });

    // The manifest, read as the browser reads it: its addresses resolve inside the subpath.
    const manifestUrl = await page.evaluate(() => document.querySelector('link[rel="manifest"]').href);
    expect(manifestUrl).toBe(`${site}manifest.webmanifest`);
    const manifest = await page.evaluate((url) => fetch(url).then((r) => r.json()), manifestUrl);
    expect(manifest.name).toBe('Dancing Links');
    expect(manifest.display).toBe('standalone');
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(`${site}index.html`);
    expect(new URL(manifest.scope, manifestUrl).href).toBe(site);
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await context.setOffline(true);
    // Every icon the manifest names comes from the cache, at the size it claims.
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, new URL(icon.src, manifestUrl).href);
      expect(size).toBe(icon.sizes);
    }
    await solveOffline(page);
    await shot(page, testInfo, 'subpath-solver-offline');
    await page.goto(`${site}watch.html#problem=sudoku4`);
    await stepOffline(page);
    await shot(page, testInfo, 'subpath-watch-offline');
  });
});

/**
 * Turns the copy of a build in `folder` into the next build, as a deploy would: the visualizer's
 * script under a new hashed name (the old one gone from the server), a changed solver page, and
 * the service worker's list of files to match (so the browser sees a new worker).
 */
function deployNextBuild(folder) {
  const assets = join(folder, 'assets');
  const oldScript = readdirSync(assets).find((f) => /^watch-.*\.js$/u.test(f));
  const newScript = oldScript.replace(/\.js$/u, '-next.js');
  renameSync(join(assets, oldScript), join(assets, newScript));
  let sw = readFileSync(join(folder, 'sw.js'), 'utf8');
  expect(sw).toContain(`assets/${oldScript}`);
  sw = sw.replaceAll(`assets/${oldScript}`, `assets/${newScript}`);
  for (const [page, edit] of [
    ['watch.html', (html) => html.replaceAll(oldScript, newScript)],
    ['index.html', (html) => html.replace('</body>', '<!-- next build --></body>')],
  ]) {
    const before = readFileSync(join(folder, page), 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    writeFileSync(join(folder, page), after);
    const md5 = (text) => createHash('md5').update(text).digest('hex');
    expect(sw).toContain(`{url:"${page}",revision:"${md5(before)}"}`);
    sw = sw.replace(`{url:"${page}",revision:"${md5(before)}"}`, `{url:"${page}",revision:"${md5(after)}"}`);
  }
  writeFileSync(join(folder, 'sw.js'), sw);
}

test('a new build waits while a page is open, and arrives once every tab of the site is closed', async ({ page, context }) => {
  await underSubpath(context, async (site, folder) => {
    await page.goto(site);
    await engineReady(page);
    await controlled(page);
    deployNextBuild(folder);
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (next && next.state !== 'installed') {
        await new Promise((done) => next.addEventListener('statechange', () => next.state === 'installed' && done()));
      }
      return registration.waiting?.state ?? 'none';
    });
    expect(waiting).toBe('installed');

    // The open page keeps its build: the visualizer it links to loads its old script, which the
    // server no longer has, from the cache, and the solver page is still the old one.
    await page.goto(`${site}watch.html#problem=sudoku4`);
    await stepOffline(page);
    await page.goto(site);
    await engineReady(page);
    expect(await page.content()).not.toContain('next build');

    // Every tab closed, the next visit gets the new build, whose files work offline too.
    // (Waiting on a page outside the site's scope, which holds on to no worker.)
    writeFileSync(join(folder, '..', '..', 'outside.html'), '<!doctype html><title>Outside the site</title>');
    const other = await context.newPage();
    await page.close();
    await other.goto(new URL('/outside.html', site).href);
    const nextActive = (scope) =>
      navigator.serviceWorker
        .getRegistration(scope)
        .then((registration) => registration?.waiting == null && registration?.active?.state === 'activated');
    await expect.poll(() => other.evaluate(nextActive, site)).toBe(true);
    await other.goto(site);
    expect(await other.content()).toContain('next build');
    await context.setOffline(true);
    await other.goto(`${site}watch.html#problem=sudoku4`);
    await other.waitForFunction(() => window.dlxWatch?.trace != null);
    expect(await other.evaluate(() => [...document.scripts].map((s) => s.src).join(' '))).toContain('-next.js');
  });
});
