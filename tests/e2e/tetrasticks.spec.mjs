// End-to-end tests of the tetrasticks (Knuth's "Dancing Links": sticks on a grid's edges, the
// interior points as secondary items): solved and counted on the solver page, watched to a
// first packing in the visualizer, both pictures checked against the engine's answer, and
// deep links read back. Screenshots at three window sizes are saved under
// test-results/e2e/<test>/: look at them.
import { test, expect, shot, verdict, button } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

/** The sticks drawn in `root`: each piece's letter and its segments as `r0,c0,r1,c1`. */
function drawnSticks(page, root) {
  return page.$$eval(`${root} .st-piece`, (paths) =>
    paths.map((p) => ({
      letter: p.dataset.piece,
      segments: [...p.getAttribute('d').matchAll(/M(\d+) (\d+)L(\d+) (\d+)/gu)].map((m) =>
        [m[2] / 10, m[1] / 10, m[4] / 10, m[3] / 10].join(',')
      ),
    }))
  );
}

/** Checks a complete packing of 15 pieces on the 60 edges of the 5x5 square. */
function expectPacking(pieces, omitted) {
  expect(pieces).toHaveLength(15);
  expect(pieces.map((p) => p.letter).sort().join('')).toBe('FHIJLNOPRTUVWXYZ'.replace(omitted, ''));
  for (const p of pieces) expect(p.segments).toHaveLength(4);
  expect(new Set(pieces.flatMap((p) => p.segments)).size).toBe(60);
}

test('solver page: a packing of the 5x5 square drawn as sticks, and all 204 counted', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('./');
  await page.getByLabel('Problem', { exact: true }).selectOption('sticks');
  await expect(page).toHaveURL(/#problem=sticks&omit=Y$/u);
  await expect(page.locator('#sticks-omit')).toHaveValue('Y');
  // The empty board: 60 free edges and 16 open crossing points, no piece.
  await expect(page.locator('#picture .st-open')).toHaveCount(16);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a packing');
  const pieces = await drawnSticks(page, '#picture');
  expectPacking(pieces, 'Y');
  // The taken points are those the engine says the chosen options go straight through.
  const taken = await page.locator('#picture .st-taken').count();
  expect(taken).toBeGreaterThan(0);
  expect(taken + (await page.locator('#picture .st-open').count())).toBe(16);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `solver-${width}x${height}`);
  }
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('204 packings', { timeout: 200_000 });
});

test('solver page: a deep link names the piece left out and the symmetry', async ({ page }) => {
  await page.goto('./#problem=sticks&omit=J&symmetry=keep');
  await expect(page.locator('#sticks-omit')).toHaveValue('J');
  await expect(page.locator('#sticks-symmetry')).not.toBeChecked();
  await page.locator('#sticks-omit').selectOption('L');
  await expect(page).toHaveURL(/#problem=sticks&omit=L&symmetry=keep$/u);
  await expect(page.locator('#watch-link')).toHaveAttribute('href', './watch.html#problem=sticks&omit=L&symmetry=keep');
});

test('visualizer: the search lays sticks and takes crossing points, to a first packing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('./watch.html#problem=sticks5x5');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  await expect(page.locator('#problem')).toHaveValue('sticks5x5');
  await expect(page.locator('.pv-sticks .st-open')).toHaveCount(16);
  await expect(page.locator('.pv-legend .pv-chip')).toHaveCount(15);

  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+ArrowRight');
  await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  const path = await page.evaluate(() => window.dlxWatch.trace.levels.filter((l) => l.option >= 0).length);
  expect(path).toBeGreaterThan(0);
  expect(await drawnSticks(page, '.pv-sticks')).toHaveLength(path);
  await expect(page.locator('.pv-sticks .st-tried')).toHaveCount(1);
  await expect(page.locator('#puzzle-view .pv-caption')).toContainText('put piece');
  await shot(page, testInfo, 'watch-in-progress');

  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 60_000 });
  await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  expectPacking(await drawnSticks(page, '.pv-sticks'), 'Y');
  // The rings are the engine's crossings of the options on the path.
  const crossings = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    return t.levels.filter((l) => l.option >= 0).reduce((n, l) => n + t.optionRole(l.option).crossings.length, 0);
  });
  await expect(page.locator('.pv-sticks .st-taken')).toHaveCount(crossings);
  await expect(page.locator('.pv-sticks svg')).toHaveAttribute('aria-label', /15 of 15 pieces placed, 60 of 60 edges covered, \d+ of 16 crossing points taken; solved/u);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `watch-${width}x${height}`);
  }
});

test('visualizer: a deep link to another piece left out, and the menu follows', async ({ page }) => {
  await page.goto('./watch.html#problem=sticks&omit=L&symmetry=keep');
  await page.waitForFunction(() => window.dlxWatch?.trace?.solver.kind === 'sticks');
  await expect(page.locator('#problem')).toHaveValue('sticks:own');
  await expect(page.locator('#param-omit')).toHaveValue('L');
  await expect(page.locator('#param-symmetry')).not.toBeChecked();
  await expect(page.locator('.pv-legend .pv-chip')).toHaveCount(15);
  await expect(page.locator('.pv-legend .pv-chip[data-piece="L"]')).toHaveCount(0);
  await page.locator('#param-omit').selectOption('N');
  await expect(page).toHaveURL(/#problem=sticks&omit=N&symmetry=keep/u);
  await expect(page.locator('.pv-legend .pv-chip[data-piece="L"]')).toHaveCount(1);
  await expect(page.locator('.pv-legend .pv-chip[data-piece="N"]')).toHaveCount(0);
});
