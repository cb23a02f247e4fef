// End-to-end tests of present mode (the visualizer on a classroom projector, www/watch/present.js)
// at two projector sizes, for Knuth's example, 8 queens and the 4x4 Sudoku: the Present button
// and `f` toggle it; every shown panel fits the screen with nothing cut off or scrolling (at the
// start, after steps and at the first solution); the narration is at least 24 px and the
// matrix's names and labels at least 16 px at Fit (the sizes the canvas drew, which it reports
// on data-name-px and data-label-px); PageDown and PageUp step; `b` blanks; Escape and `f`
// leave, and the normal layout is back. Screenshots under test-results/e2e/<test>/.
import { test, expect, load, shot, overflows } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
];
const PROBLEMS = ['knuth', 'queens8', 'sudoku4'];

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

async function settled(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    return p && !p.playing && !p.busy;
  });
}

const position = (page) => page.evaluate(() => window.dlxWatch.trace.position);
const presenting = (page) => page.evaluate(() => 'present' in document.body.dataset);

/** The type a room reads: the narration's size, the matrix's names and labels as drawn. */
function typeSizes(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('#matrix canvas');
    return {
      narration: parseFloat(getComputedStyle(document.querySelector('#narration .explain-now')).fontSize),
      names: Number(canvas.dataset.namePx),
      labels: Number(canvas.dataset.labelPx),
    };
  });
}

for (const [width, height] of SIZES) {
  for (const problem of PROBLEMS) {
    test(`present mode at ${width}x${height}: ${problem}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, `#problem=${problem}`);
      await settled(page);
      const normalNames = Number(await page.locator('#matrix canvas').getAttribute('data-name-px'));
      expect(await presenting(page)).toBe(false);

      // The button enters.
      const button = page.locator('#present');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      expect(await presenting(page)).toBe(true);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      // The default panels: matrix, narration, puzzle; the rest hidden.
      for (const id of ['matrix', 'narration', 'puzzle-view']) await expect(page.locator(`#${id}`)).toBeVisible();
      for (const id of ['steps', 'stats', 'items', 'tree', 'compare']) await expect(page.locator(`#${id}`)).toBeHidden();
      await expect(page.locator('.problem-bar')).toBeHidden();

      // Fit: the sizes are the ones drawn after the fit.
      await page.locator('#matrix .mx-btn', { hasText: 'Fit' }).click();
      await page.waitForFunction(() => Number(document.querySelector('#matrix canvas').dataset.namePx) >= 16);
      const sizes = await typeSizes(page);
      testInfo.annotations.push({ type: 'type', description: JSON.stringify(sizes) });
      expect(sizes.narration).toBeGreaterThanOrEqual(24);
      expect(sizes.names).toBeGreaterThanOrEqual(16);
      expect(sizes.labels).toBeGreaterThanOrEqual(16);
      expect(await overflows(page)).toEqual([]);
      await shot(page, testInfo, 'present-start');

      // The clicker's keys step, as the arrows do.
      await page.locator('body').focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
      await settled(page);
      expect(await position(page)).toBe(6);
      await page.keyboard.press('PageUp');
      await settled(page);
      expect(await position(page)).toBe(5);
      expect(await overflows(page)).toEqual([]);
      expect((await typeSizes(page)).labels).toBeGreaterThanOrEqual(16);
      await expect(page.locator('#matrix .mx-solved')).toBeHidden();
      await shot(page, testInfo, 'present-steps');

      // The first solution: its narration and the matrix's badge still fit.
      await page.keyboard.press('n');
      await settled(page);
      await page.waitForFunction(() => window.dlxWatch.trace.solutions.length > 0 || window.dlxWatch.trace.finished);
      expect(await overflows(page)).toEqual([]);
      // The badge says it beside the picture, in the matrix's toolbar, not over its nodes.
      const badge = page.locator('#matrix .mx-solved');
      await expect(badge).toBeVisible();
      await expect(badge).toContainText('Solution');
      expect(await badge.evaluate((el) => el.closest('.mx-stage') === null && parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(18);
      await shot(page, testInfo, 'present-solution');

      // b blanks while presenting (it does not run to a backtrack), and brings the screen back.
      const before = await position(page);
      await page.keyboard.press('b');
      expect(await page.evaluate(() => 'blank' in document.body.dataset)).toBe(true);
      await expect(page.locator('.watch')).toBeHidden();
      await page.keyboard.press('b');
      expect(await page.evaluate(() => 'blank' in document.body.dataset)).toBe(false);
      expect(await position(page)).toBe(before);

      // Escape leaves; the normal layout and type are back.
      await page.keyboard.press('Escape');
      expect(await presenting(page)).toBe(false);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('.problem-bar')).toBeVisible();
      await expect(page.locator('#stats')).toBeVisible();
      await expect(page.locator('#steps')).toBeVisible();
      await page.locator('#matrix .mx-btn', { hasText: 'Fit' }).click();
      await page.waitForFunction(() => Number(document.querySelector('#matrix canvas').dataset.namePx) <= 15);
      expect(Number(await page.locator('#matrix canvas').getAttribute('data-name-px'))).toBeLessThanOrEqual(Math.max(normalNames, 15));

      // f enters and f leaves.
      await page.keyboard.press('f');
      expect(await presenting(page)).toBe(true);
      expect(await overflows(page)).toEqual([]);
      await page.keyboard.press('f');
      expect(await presenting(page)).toBe(false);
      await expect(page.locator('#stats')).toBeVisible();
    });
  }
}

test('the panel chooser: the puzzle left out, the Algorithm X steps put in', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#problem=knuth');
  await settled(page);
  await page.keyboard.press('f');
  await page.locator('.present-panels summary').click();
  await page.getByRole('checkbox', { name: 'Puzzle' }).uncheck();
  await expect(page.locator('#puzzle-view')).toBeHidden();
  await expect(page.locator('#narration')).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.present)).toBe('matrix narration');
  expect(await overflows(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Matrix' }).uncheck();
  await expect(page.locator('#matrix')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Algorithm X' }).check();
  await expect(page.locator('#steps')).toBeVisible();
  await page.locator('.present-panels summary').click();
  expect(await overflows(page)).toEqual([]);
  await shot(page, testInfo, 'present-narration-steps');
  // Outside present mode the choice changes nothing, and the chooser is away.
  await page.keyboard.press('f');
  await expect(page.locator('#matrix')).toBeVisible();
  await expect(page.locator('#puzzle-view')).toBeVisible();
  await expect(page.locator('.present-panels')).toBeHidden();
  // The next time, the same choice.
  await page.keyboard.press('f');
  await expect(page.locator('#steps')).toBeVisible();
  await expect(page.locator('#matrix')).toBeHidden();
});

test('a link opens presenting, with its panels; leaving takes present out of the address', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#problem=sudoku4&present=matrix-narration');
  await settled(page);
  expect(await presenting(page)).toBe(true);
  await expect(page.locator('#matrix')).toBeVisible();
  await expect(page.locator('#narration')).toBeVisible();
  await expect(page.locator('#puzzle-view')).toBeHidden();
  expect(await overflows(page)).toEqual([]);
  expect((await typeSizes(page)).names).toBeGreaterThanOrEqual(16);
  await shot(page, testInfo, 'present-link');
  await page.keyboard.press('f');
  expect(await presenting(page)).toBe(false);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#problem=sudoku4');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#problem=sudoku4&present=matrix-narration');
});

// The complaint: at 1280x720 the narration and Algorithm X panels were cut off. With
// the steps added to the default panels, everything still fits, through a search.
for (const [width, height] of SIZES) {
  test(`present mode at ${width}x${height} with Algorithm X's steps too: Knuth's example, 8 queens and the 4x4 Sudoku fit`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const problem of ['queens8', 'sudoku4', 'knuth']) {
      await open(page, `#problem=${problem}&present=matrix-narration-puzzle-steps`);
      await settled(page);
      await expect(page.locator('#steps')).toBeVisible();
      expect(await overflows(page), `${problem} at the start`).toEqual([]);
      const sizes = await typeSizes(page);
      expect(sizes.names, problem).toBeGreaterThanOrEqual(16);
      expect(sizes.labels, problem).toBeGreaterThanOrEqual(16);
      expect(sizes.narration, problem).toBeGreaterThanOrEqual(24);
      for (let i = 0; i < 8; i++) await page.keyboard.press('PageDown');
      await settled(page);
      expect(await overflows(page), `${problem} after 8 events`).toEqual([]);
      await page.keyboard.press('n');
      await settled(page);
      expect(await overflows(page), `${problem} at its first solution`).toEqual([]);
      await shot(page, testInfo, `${problem}-solution`);
    }
  });
}

// The search state on a projector: the counters, the item chips and the tree drawn at a size a
// room reads (the tree's nodes scaled up by tree.js as far as its panel allows), and nothing cut
// off.
for (const [width, height] of SIZES) {
  test(`present mode at ${width}x${height}: statistics, items and tree in a projector's type`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await open(page, '#problem=knuth&step=60&present=stats-items-tree');
    await settled(page);
    expect(await presenting(page)).toBe(true);
    for (const id of ['stats', 'items', 'tree']) await expect(page.locator(`#${id}`)).toBeVisible();
    expect(await overflows(page)).toEqual([]);
    const sizes = await page.evaluate(() => {
      const px = (selector) => parseFloat(getComputedStyle(document.querySelector(selector)).fontSize);
      const node = document.querySelector('#tree .tree-node rect').getBoundingClientRect();
      return { stat: px('#stats .explain-stat dd'), chips: px('#items .item-chips'), tree: px('#tree .tree-node text'), nodeHeight: node.height };
    });
    testInfo.annotations.push({ type: 'type', description: JSON.stringify(sizes) });
    expect(sizes.stat).toBeGreaterThanOrEqual(28);
    expect(sizes.chips).toBeGreaterThanOrEqual(18);
    // The tree is drawn as large as its panel allows, up to 1.5 times (labels 13 px on a screen).
    expect(sizes.tree).toBeGreaterThanOrEqual(16);
    expect(sizes.nodeHeight).toBeGreaterThanOrEqual(30);
    await shot(page, testInfo, 'present-state');
    // Leaving, the tree is drawn at its normal size again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#tree .tree-node text')).fontSize))).toBeLessThan(18);
  });
}
