// The site offline after one visit: the service worker (vite.config.mjs, vite-plugin-pwa)
// precaches every built file, so with the network cut both pages load, the engine runs in its
// worker, and one page links to the other. The same from a copy of dist/ served under a
// subpath, where the worker's scope and the manifest's addresses must stay relative.
// Screenshots of both pages offline are saved under test-results/e2e/<test>/.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, isSolvedGrid, shot, verdict, button } from './fixtures.mjs';
import { serve } from '../../scripts/static-server.mjs';

// Chromium's service workers see the context's offline switch: a fetch they pass on fails.
test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

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

test('after one visit both pages load, solve and step with the network off', async ({ page, context }, testInfo) => {
  await page.goto('./');
  await engineReady(page);
  await controlled(page);
  await context.setOffline(true);

  await solveOffline(page);
  await shot(page, testInfo, 'solver-offline');

  await page.goto('./watch.html');
  await stepOffline(page);
  await expect(page.locator('#problem')).toBeVisible();
  await shot(page, testInfo, 'watch-offline');

  // From the solver's chooser to the visualizer through its link, still offline.
  await page.goto('./index.html#problem=queens&n=6');
  await engineReady(page);
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

test('served under a subpath, the worker and the manifest stay in it, and the site works offline', async ({ page, context }, testInfo) => {
  const root = mkdtempSync(join(tmpdir(), 'dlx-offline-'));
  cpSync(DIST, join(root, 'sub', 'dist'), { recursive: true });
  const server = await serve(root, 0, 'none');
  try {
    const site = `http://127.0.0.1:${server.address().port}/sub/dist/`;
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
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  }
});
