// The visualizer's normal (not present) layout on a classroom's 1024x768 projector: the matrix
// and the narration share the first screen, so the picture and its explanation are seen
// together.
import { test, expect, shot } from './fixtures.mjs';

const PAGES = ['#problem=queens&n=8&step=137', '#problem=sudoku4&step=40'];

async function open(page, hash) {
  await page.goto(`./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(page.locator('#narration')).not.toBeEmpty();
}

for (const hash of PAGES) {
  test(`1024x768: the matrix and the narration on the first screen (${hash})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, hash);
    const canvas = await page.locator('#matrix canvas').first().boundingBox();
    expect(canvas).not.toBeNull();
    expect(canvas.height).toBeGreaterThan(200);
    expect(canvas.y).toBeGreaterThanOrEqual(0);
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(768);
    // The narration's panel and its first lines of text above the fold.
    const text = page.locator('#narration .explain-now').first();
    const box = await text.boundingBox();
    expect(box).not.toBeNull();
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + Math.min(box.height, 40)).toBeLessThan(768);
    await shot(page, testInfo, 'layout-1024x768');
  });
}
