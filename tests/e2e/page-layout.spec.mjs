// The visualizer's own layout (not presenting) at a classroom's 1024x768: the problem bar's
// controls stay clear of the Present controls on every Sudoku problem (the puzzle's Load button
// sat half under Predict, and a click on its right half toggled Predict), and the keys' help
// opens at its top.
import { test, expect, load } from './fixtures.mjs';

const SUDOKUS = ['sudoku4', 'sudoku9', 'xsudoku4', 'xsudoku9', 'jigsaw4', 'jigsaw9', 'killer4', 'killer9'];

test('1024x768: the top bar keeps Load and every other control clear of Predict and Present, on every Sudoku problem', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await load(page, './watch.html#problem=knuth');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  for (const problem of SUDOKUS) {
    await page.evaluate((p) => {
      window.traceBefore = window.dlxWatch.trace;
      location.hash = `#problem=${p}`;
    }, problem);
    await page.waitForFunction(() => window.dlxWatch.trace != null && window.dlxWatch.trace !== window.traceBefore);
    await expect(page.locator('#load-puzzle')).toBeVisible();
    const faults = await page.evaluate(() => {
      const bad = [];
      const bar = document.querySelector('.present-bar').getBoundingClientRect();
      const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      for (const el of document.querySelectorAll('.problem-bar button, .problem-bar select, .problem-bar input, .problem-bar summary')) {
        if (el.getClientRects().length === 0 || el.closest('details:not([open]) > :not(summary)')) continue;
        const r = el.getBoundingClientRect();
        if (!apart(r, bar)) bad.push(`${el.id || el.tagName} overlaps the Present controls`);
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        if (hit !== el && !el.contains(hit)) bad.push(`${el.id || el.tagName} is covered at its centre by ${hit?.id || hit?.tagName}`);
      }
      return bad;
    });
    expect(faults, problem).toEqual([]);
  }
  // A click on Load's right edge loads; it does not turn Predict on.
  const load_ = await page.locator('#load-puzzle').boundingBox();
  await page.mouse.click(load_.x + load_.width - 3, load_.y + load_.height / 2);
  await expect(page.locator('#predict-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('the keys help opens at its top, and its title has the focus', async ({ page }) => {
  // Short enough that the list of keys scrolls.
  await page.setViewportSize({ width: 1024, height: 600 });
  await load(page, './watch.html#problem=knuth');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await page.locator('#help-button').click();
  await expect(page.locator('#help')).toBeVisible();
  const help = await page.evaluate(() => {
    const d = document.getElementById('help');
    return { scrolls: d.scrollHeight > d.clientHeight, top: d.scrollTop, focus: document.activeElement?.id };
  });
  expect(help.scrolls).toBe(true);
  expect(help.top).toBe(0);
  expect(help.focus).toBe('help-title');
  await expect(page.locator('#help-title')).toBeInViewport();
  // Escape still closes it.
  await page.keyboard.press('Escape');
  await expect(page.locator('#help')).toBeHidden();
});
