// The visualizer's normal (not present) layout on a classroom's 1024x768 projector: the matrix
// and the narration share the first screen, so the picture and its explanation are seen
// together.
import { test, expect, load, shot } from './fixtures.mjs';

const PAGES = ['#problem=queens&n=8&step=137', '#problem=sudoku4&step=40'];

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
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

// At 1400x900 and 1440x900 the three columns show their panels whole: on the left the puzzle,
// the narration and all eight steps of Algorithm X with the current step's text (the board's size
// follows the window's height); on the right the tree with its legend (the items scroll on
// their own above it). Pentominoes too, whose board has the pieces' legend under it: at step 429
// the narration (five lines) and the steps' panel (x_l on two lines) are both at their tallest.
for (const [width, height] of [
  [1400, 900],
  [1440, 900],
]) {
  for (const hash of [...PAGES, '#problem=pentominoes&step=429']) {
    test(`${width}x${height}: the steps X1-X8 and the tree's legend are whole (${hash})`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await open(page, hash);
      const cut = await page.evaluate(() => {
        const bad = [];
        const inside = (el, column) => {
          const r = el.getBoundingClientRect();
          const c = column.getBoundingClientRect();
          return r.height > 0 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5;
        };
        const left = document.querySelector('.watch-left');
        if (left.scrollHeight > left.clientHeight + 1) bad.push(`the left column scrolls (${left.scrollHeight} in ${left.clientHeight})`);
        for (const el of document.querySelectorAll('#steps .explain-step, #steps .explain-step-now, #narration .explain-now')) {
          if (!inside(el, left)) bad.push(`${el.className} ${el.dataset.step ?? ''} is cut off`);
        }
        for (const el of document.querySelectorAll('#steps .explain-step-title')) {
          if (el.scrollWidth > el.clientWidth + 1) bad.push(`${el.textContent} is cut`);
        }
        const right = document.querySelector('.watch-right');
        for (const el of document.querySelectorAll('#tree .tree-scroll, #tree .tree-legend')) {
          if (!inside(el, right)) bad.push(`${el.className} is cut off`);
        }
        return bad;
      });
      expect(cut).toEqual([]);
      await expect(page.locator('#steps .explain-step')).toHaveCount(8);
      await shot(page, testInfo, `layout-${width}x${height}`);
    });
  }
}

// A Killer's board holds its cages' sums and its pencil marks: at 1400x900 and 1440x900 a board
// drawn to leave the eight steps room (150 px: sums at 7 px, marks left out) could not be read,
// and its column scrolled anyway. It keeps 22rem; the column scrolls down to the steps.
for (const [width, height] of [
  [1400, 900],
  [1440, 900],
]) {
  test(`${width}x${height}: a Killer board is large enough to read its sums and marks`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await open(page, '#problem=killer9&step=120');
    const look = await page.evaluate(() => {
      const board = document.querySelector('#puzzle-view .pv-board');
      const cell = board.querySelector('.pv-cell').getBoundingClientRect();
      const sums = [...board.querySelectorAll('.cage-sum')].map((e) => parseFloat(getComputedStyle(e).fontSize));
      const left = document.querySelector('.watch-left');
      return {
        cell: cell.width,
        sums: Math.min(...sums),
        small: board.closest('[data-small]') !== null || board.querySelector('[data-small]') !== null,
        scrolls: getComputedStyle(left).overflowY,
      };
    });
    expect(look.cell).toBeGreaterThanOrEqual(36);
    expect(look.sums).toBeGreaterThanOrEqual(8.5);
    expect(look.small).toBe(false);
    expect(look.scrolls).toBe('auto');
    // The steps are there below it, reached by scrolling the column.
    await page.locator('#steps .explain-step-now').scrollIntoViewIfNeeded();
    await expect(page.locator('#steps .explain-step-now')).toBeInViewport();
    await shot(page, testInfo, `killer-${width}x${height}`);
  });
}

// The narration says its earlier lines in full (never cut with "…") and its current line whole,
// in type a class reads: the sentence at least 17 px, the steps' titles, the item chips and the
// tree's labels at least 13 px.
test('1024x768: the narration keeps its lines whole, and the panels their type', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#problem=queens&n=6&step=50');
  for (let i = 0; i < 4; i++) {
    const before = await page.evaluate(() => window.dlxWatch.trace.position);
    await page.evaluate(() => window.dlxWatch.player.stepForward('event'));
    await page.waitForFunction((b) => window.dlxWatch.trace.position > b && !window.dlxWatch.player.busy, before);
  }
  await expect(page.locator('#narration .explain-line')).toHaveCount(2);
  const look = await page.evaluate(() => {
    const box = document.querySelector('#narration .explain-narration').getBoundingClientRect();
    const now = document.querySelector('#narration .explain-now').getBoundingClientRect();
    const lines = [...document.querySelectorAll('#narration .explain-line')].map((el) => {
      const s = getComputedStyle(el);
      return { overflow: s.textOverflow, space: s.whiteSpace };
    });
    const px = (selector) => parseFloat(getComputedStyle(document.querySelector(selector)).fontSize);
    return {
      nowWhole: now.top >= box.top - 0.5 && now.bottom <= box.bottom + 0.5,
      lines,
      narration: px('#narration .explain-now'),
      steps: px('#steps .explain-step-title'),
      chips: px('#items .item-chips'),
      tree: px('#tree .tree-node text'),
    };
  });
  expect(look.nowWhole).toBe(true);
  for (const line of look.lines) {
    expect(line.overflow).not.toBe('ellipsis');
    expect(line.space).not.toBe('nowrap');
  }
  expect(look.narration).toBeGreaterThanOrEqual(17);
  expect(look.steps).toBeGreaterThanOrEqual(13);
  expect(look.chips).toBeGreaterThanOrEqual(13);
  expect(look.tree).toBeGreaterThanOrEqual(13);
  await shot(page, testInfo, 'narration-1024x768');
});
