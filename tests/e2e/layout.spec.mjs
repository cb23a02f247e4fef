// The visualizer's normal (not present) layout at a classroom's window sizes: at 1024x768 the
// matrix and the narration share the first screen, so the picture and its explanation are seen
// together; at 1400x900 the last of Algorithm X's steps (X8) and the search tree's legend are
// whole, not cut off by the edge of a panel column or of the window.
import { test, expect, shot } from './fixtures.mjs';

const PAGES = ['#problem=queens&n=8&step=137', '#problem=sudoku4&step=40'];

async function open(page, hash) {
  await page.goto(`./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(page.locator('#narration')).not.toBeEmpty();
}

/**
 * How far (in px, 0 when whole) the element pokes out of the visible box of any ancestor that
 * clips (overflow other than visible), or out of the window.
 */
function clippedBy(selector) {
  const el = document.querySelector(selector);
  if (!el) return [`${selector} missing`];
  const b = el.getBoundingClientRect();
  const out = [];
  for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const st = getComputedStyle(a);
    if (st.display === 'contents' || (st.overflowX === 'visible' && st.overflowY === 'visible')) continue;
    const c = a.getBoundingClientRect();
    const top = c.top + a.clientTop;
    const left = c.left + a.clientLeft;
    if (b.top < top - 0.5 || b.bottom > top + a.clientHeight + 0.5 || b.left < left - 0.5 || b.right > left + a.clientWidth + 0.5) {
      out.push(a.id || a.className || a.tagName);
    }
  }
  if (b.top < 0 || b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5) out.push('window');
  return out;
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

  test(`1400x900: step X8 and the tree's legend are not clipped (${hash})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, hash);
    const last = '#steps .explain-step:last-child';
    await expect(page.locator(last)).toContainText('X8');
    expect(await page.evaluate(clippedBy, last)).toEqual([]);
    await expect(page.locator('#tree .tree-legend')).toBeVisible();
    expect(await page.evaluate(clippedBy, '#tree .tree-legend')).toEqual([]);
    await shot(page, testInfo, 'layout-1400x900');
  });
}
