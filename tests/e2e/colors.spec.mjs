// The visualizer on a problem with colors (Knuth's XCC, TAOCP 7.2.2.1's example): the engine's
// purify and mark events are narrated and the page keeps working through the whole search and
// back. Screenshots at a purification and at a mark, at three window sizes, under
// test-results/: look at them.
import { test, expect, load, shot } from './fixtures.mjs';

const TAOCP = 'p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n';

async function open(page, step) {
  await load(page, `./watch.html#problem=dlx&text=${encodeURIComponent(TAOCP)}&step=${step}`);
  await page.waitForFunction((s) => window.dlxWatch?.trace?.position === s, step);
}

for (const [width, height] of [[1024, 768], [1280, 720], [1440, 900]]) {
  test(`a colored search is narrated at ${width}x${height}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    // Event 13 purifies the item y of the option tried, event 30 marks node 14 (`x:A`).
    await open(page, 13);
    await expect(page.locator('#problem-error')).toBeHidden();
    const now = page.locator('#narration .explain-now');
    await expect(now).toContainText('Purify node 10');
    await shot(page, testInfo, `purify-${width}x${height}`);
    await open(page, 30);
    await expect(now).toContainText('Mark node 14');
    await shot(page, testInfo, `mark-${width}x${height}`);
    // Back one event: the narration says what was undone.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => window.dlxWatch.trace.position === 29);
    await expect(page.locator('#narration')).toContainText('node 14 is not marked');
  });
}

test('a colored search runs to its one solution and the end', async ({ page }) => {
  await open(page, 0);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  const texts = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    return t.solutions.at(0).options.map((o) => t.optionText(o)).sort();
  });
  expect(texts).toEqual(['p r x:A y', 'q x:A']);
});

test("the solver page finds a colored problem's solutions", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./#problem=dlx&text=${encodeURIComponent(TAOCP)}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Find all', exact: true }).click();
  await expect(page.locator('#verdict')).toHaveText('Exactly 1 solution');
  await expect(page.locator('#picture')).toContainText('q x:A');
  await expect(page.locator('#picture')).toContainText('p r x:A y');
  await shot(page, testInfo, 'solver-taocp');
  // A color on a primary item: the engine's message, with its line.
  await page.getByLabel("Problem in Knuth's DLX format").fill('p q | x\np x:A\nq:A\n');
  await expect(page.locator('#verdict')).toHaveText('The problem text has an error');
  await expect(page.locator('#detail')).toContainText('Line 3: primary item `q` has a color');
  await shot(page, testInfo, 'solver-color-error');
});
