// The page's keys mean one thing wherever the focus is (www/watch/player/controls.js keyAction,
// www/watch/matrix/input.js): `s` toggles the stop at solutions even on the matrix (Shift+S pans
// it), `+` zooms the matrix from anywhere, `>` changes the speed; Escape closes an open menu
// before it leaves present mode; the help opens at its top; the Next backtrack button's title
// says which key runs to it in each mode.
import { test, expect, load } from './fixtures.mjs';

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

const scale = (page) => page.evaluate(() => window.dlxWatch.views[0].view.s);
const stopsChecked = (page) => page.locator('#stop-solutions').isChecked();

test('s, + and > mean the same with the matrix focused or not', async ({ page }) => {
  await open(page, '#problem=knuth');
  const canvas = page.locator('#matrix canvas');
  for (const focused of [false, true]) {
    if (focused) await canvas.click();
    else await page.locator('body').click({ position: { x: 5, y: 5 } });
    const before = await stopsChecked(page);
    const view = await page.evaluate(() => ({ ...window.dlxWatch.views[0].view }));
    await page.keyboard.press('s');
    expect(await stopsChecked(page), `s toggles the stops (matrix focused: ${focused})`).toBe(!before);
    // s did not pan the matrix.
    expect(await page.evaluate(() => ({ ...window.dlxWatch.views[0].view }))).toEqual(view);
    await page.keyboard.press('s');
    const s0 = await scale(page);
    await page.keyboard.press('+');
    await page.waitForFunction((s) => window.dlxWatch.views[0].view.s > s, s0);
    const speed = await page.locator('#speed').inputValue();
    await page.keyboard.press('>');
    expect(Number(await page.locator('#speed').inputValue())).toBeGreaterThan(Number(speed));
    await page.keyboard.press('<');
    expect(await page.locator('#speed').inputValue()).toBe(speed);
  }
  // Shift+S pans the focused matrix, and leaves the stops alone.
  await canvas.click();
  const before = await stopsChecked(page);
  const ty = await page.evaluate(() => window.dlxWatch.views[0].view.ty);
  await page.keyboard.press('Shift+S');
  expect(await stopsChecked(page)).toBe(before);
  expect(await page.evaluate(() => window.dlxWatch.views[0].view.ty)).not.toBe(ty);
});

test('Escape closes an open menu before it leaves present mode; the backtrack button says its key', async ({ page }) => {
  await open(page, '#problem=knuth&present=matrix-narration');
  const backtrack = page.locator('.player [data-action="backtrack"]');
  await expect(backtrack).toHaveAttribute('title', /Shift\+B/);
  await page.keyboard.press('Shift+B');
  await page.waitForFunction(() => window.dlxWatch.trace.lastEvent()?.kind === 'backtrack');
  expect(await page.evaluate(() => 'present' in document.body.dataset)).toBe(true);
  await page.locator('#stops-menu > summary').click();
  await expect(page.locator('#stops-menu')).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('#stops-menu')).not.toHaveAttribute('open', '');
  expect(await page.evaluate(() => 'present' in document.body.dataset)).toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !('present' in document.body.dataset));
  await expect(backtrack).toHaveAttribute('title', 'Run to the next backtrack (b)');
});

test('the help opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#problem=knuth');
  await page.keyboard.press('?');
  await expect(page.locator('#help')).toBeVisible();
  await expect(page.locator('#help-title')).toBeInViewport();
  expect(await page.evaluate(() => document.getElementById('help').scrollTop)).toBe(0);
});
