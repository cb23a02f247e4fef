// End-to-end tests of the hexiamonds on their triangular board: counted on the solver page
// (Knuth's 156 packings of the 6x6 rhombus, "Dancing Links", 2000), drawn as triangles, and
// watched in the visualizer from an empty board to a first packing, the picture checked
// against the engine's own answer. Screenshots at three window sizes are saved under
// test-results/: look at them.
import { test, expect, shot, verdict, button, solutionField } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

/**
 * The triangles of the picture in `root`: how many, and how many each piece covers. The page
 * draws its board once the engine that knows the puzzle is loaded (the full module, after the
 * lean one): wait for the picture's triangles rather than read the page at once.
 */
async function triangles(page, root) {
  await page.locator(`${root} path[data-at]`).first().waitFor();
  return page.$eval(root, (svg) => {
    const cells = [...svg.querySelectorAll('path[data-at]')];
    const counts = {};
    for (const c of cells) {
      const l = c.dataset.letter;
      if (l) counts[l] = (counts[l] ?? 0) + 1;
    }
    const letters = new Map(cells.map((c) => [Number(c.dataset.at), c.dataset.letter ?? '']));
    return { total: cells.length, counts, letters: [...letters.entries()] };
  });
}

test('solver page: the hexiamonds fill the 6x6 rhombus in 156 ways, each drawn on triangles', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./#problem=iamonds&board=6x6');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { name: 'Hexiamonds' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('6x6');
  await expect(page.getByLabel("Count each hexiamond packing once (break the board's symmetry)")).toBeChecked();
  // The empty board: 72 triangles, none covered.
  let drawn = await triangles(page, '#picture svg');
  expect(drawn.total).toBe(72);
  expect(Object.keys(drawn.counts)).toEqual([]);

  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('156 packings', { timeout: 60_000 });
  for (const at of ['first', 'last']) {
    if (at === 'last') {
      await button(page, 'Last solution').click();
      await expect(solutionField(page)).toHaveValue('156');
    }
    drawn = await triangles(page, '#picture svg');
    expect(Object.keys(drawn.counts).sort().join('')).toBe('ABCDEFGHIJKL');
    expect(Object.values(drawn.counts).every((n) => n === 6)).toBe(true);
    await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  }
  // The link carries the choice; the visualizer's link the same problem.
  await expect(page.locator('#watch-link')).toHaveAttribute('href', /watch\.html#problem=iamonds6x6$/u);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `solver-6x6-${width}x${height}`);
  }

  // Another board from the menu, with every packing counted: a half turn maps it onto itself.
  await page.getByRole('combobox', { name: 'Board', exact: true }).selectOption('4x9');
  await expect(page).toHaveURL(/#problem=iamonds&board=4x9$/u);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText(/^[\d,]+ packings$/u, { timeout: 60_000 });
  const once = Number((await verdict(page).textContent()).replace(/\D/gu, ''));
  await page.getByLabel("Count each hexiamond packing once (break the board's symmetry)").uncheck();
  await expect(page).toHaveURL(/#problem=iamonds&board=4x9&symmetry=keep$/u);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText(`${2 * once} packings`, { timeout: 60_000 });
});

test('visualizer: the triangular board fills as the search goes, to a first packing', async ({ page }, testInfo) => {
  // About a million link updates come before the first packing of the rhombus, each an event.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./watch.html#problem=iamonds6x6');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  const settled = () =>
    page.waitForFunction(() => {
      const p = window.dlxWatch.player;
      return p && !p.playing && !p.busy;
    });
  await settled();
  await expect(page.locator('#problem')).toHaveValue('iamonds6x6');
  await expect(page.locator('#param-iamond-board')).toHaveValue('6x6');
  await expect(page.locator('.pv-legend .pv-chip')).toHaveCount(12);
  let drawn = await triangles(page, '.pv-iamonds');
  expect(drawn.total).toBe(72);

  // A few options tried: their pieces on the board, 6 triangles each, in words in the caption.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+ArrowRight');
  await settled();
  const placed = await page.evaluate(() => window.dlxWatch.trace.levels.filter((l) => l.option >= 0).length);
  expect(placed).toBeGreaterThan(0);
  drawn = await triangles(page, '.pv-iamonds');
  expect(Object.values(drawn.counts).reduce((a, b) => a + b, 0)).toBe(6 * placed);
  await expect(page.locator('.pv-iamonds .ia-tried')).toHaveCount(6);
  await expect(page.locator('#puzzle-view .pv-caption')).toContainText(/triangle|put piece/u);
  await shot(page, testInfo, 'watch-in-progress');

  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 240_000 });
  await settled();
  drawn = await triangles(page, '.pv-iamonds');
  expect(Object.keys(drawn.counts).sort().join('')).toBe('ABCDEFGHIJKL');
  expect(Object.values(drawn.counts).every((n) => n === 6)).toBe(true);
  // The picture is the engine's answer: its text has each triangle's letter at 2j + 1.
  const text = await page.evaluate(() => window.dlxWatch.trace.solver.solutionText());
  const cols = await page.evaluate(() => window.dlxWatch.trace.solver.boardCols);
  for (const [at, letter] of drawn.letters) {
    const line = text.split('\n')[Math.floor(at / cols)];
    expect(line[2 * (at % cols) + 1]).toBe(letter);
  }
  await expect(page.locator('.pv-iamonds')).toHaveAttribute('aria-label', /12 of 12 pieces placed, 72 of 72 triangles covered; solved$/u);
  await expect(page.locator('.pv-legend .pv-chip.placed')).toHaveCount(12);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `watch-solution-${width}x${height}`);
  }
});
