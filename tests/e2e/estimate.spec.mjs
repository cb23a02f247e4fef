// End-to-end tests of the estimate and the progress of a search (issue 22, section 4): on the
// solver page a long Find all shows the engine's estimate ("About 370,000 placements, roughly
// 20 s on 2 workers.") and a progress bar that only rises, then the final count; in the
// visualizer the estimated size of the whole tree stands beside its drawing, with the share
// explored at the cursor. Properties only (monotone, within 0-100, the words' shape), never
// a time. Screenshots at 1024x768, 1280x720 and 1440x900 are saved: look at them.
import { test, expect, shot, verdict, button } from './fixtures.mjs';
import { ESTIMATE_DELAY_MS } from '../../www/solver/search/estimate-meter.js';

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

const TIME = '(roughly [\\d,]+ (s|min|h|days?|years?)|a few seconds|more than ten thousand years)';
const ESTIMATE = new RegExp(`^(About [\\d,.]+( (million|billion|trillion))?|At least [\\d,]+) placements(, ${TIME}( on \\d+ workers)?)?\\.$`, 'u');
const LEFT = /^\d{1,2}% done(, (about [\d,]+ (s|min|h|days?|years?)|a few seconds|more than ten thousand years) left)?$/u;

/** The meter as it is at one moment (the page updates between two locator calls). */
function reading(page) {
  return page.evaluate(() => {
    const bar = document.getElementById('meter-bar');
    return {
      verdict: document.getElementById('verdict').textContent,
      now: Number(bar.getAttribute('aria-valuenow')),
      text: bar.getAttribute('aria-valuetext'),
      left: document.getElementById('meter-left').textContent,
      estimate: document.getElementById('meter-estimate').textContent,
    };
  });
}

/** While the search runs: the words have their shapes. */
function expectRunning(r) {
  expect(r.verdict).toBe('Finding all placements…');
  expect(r.left).toMatch(LEFT);
  expect(r.estimate).toMatch(ESTIMATE);
  expect(r.text).toBe(r.left);
}

/** The readings never go back and stay within 0-100. */
function expectMonotone(values) {
  for (let k = 0; k < values.length; k += 1) {
    expect(values[k]).toBeGreaterThanOrEqual(0);
    expect(values[k]).toBeLessThanOrEqual(100);
    if (k > 0) expect(values[k]).toBeGreaterThanOrEqual(values[k - 1]);
  }
}

// The bar must be seen rising while the search runs, so the search is one that cannot end
// within the test's lifetime, however fast the machine: all 18 queens (666 million placements,
// hours on two workers), ended by Cancel. The rise is awaited as the page's own state, its
// value passing the first one read, never for a set time.
test('a long Find all shows the estimate and a rising progress bar; Cancel stops it where it was', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?workers=2#problem=queens&n=18');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('Press Solve');
  // No cap (the field's default): every placement.
  await expect(page.locator('#p-limit')).toHaveValue('');
  const bar = page.getByRole('progressbar', { name: 'Search progress' });
  await expect(bar).toBeHidden();
  await button(page, 'Find all').click();
  await expect(bar).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#meter-estimate')).toHaveText(ESTIMATE, { timeout: 60_000 });

  const values = [];
  const first = await reading(page);
  expectRunning(first);
  values.push(first.now);
  let shots = 0;
  for (;;) {
    // The next reading once the page has moved the bar.
    await page.waitForFunction((v) => Number(document.getElementById('meter-bar').getAttribute('aria-valuenow')) !== v, values.at(-1), { timeout: 0 });
    const r = await reading(page);
    expectRunning(r);
    values.push(r.now);
    if (shots < SIZES.length && r.now > 0) {
      const [width, height] = SIZES[shots];
      await page.setViewportSize({ width, height });
      await shot(page, testInfo, `estimate-running-${width}x${height}`);
      shots += 1;
    }
    if (shots === SIZES.length && r.now > first.now) break;
  }
  expectMonotone(values);
  // It rose while the search ran.
  expect(new Set(values).size).toBeGreaterThan(1);

  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
  await expect(page.locator('#search-meter')).toHaveAttribute('data-state', 'stopped');
  // Stopped where it was: at or past the last reading, short of the end.
  const stopped = await reading(page);
  expect(stopped.left).toMatch(/^Stopped at \d{1,2}(\.\d)?%$/u);
  expect(stopped.now).toBeGreaterThanOrEqual(values.at(-1));
  expect(stopped.now).toBeLessThan(100);
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, testInfo, 'estimate-cancelled-1024x768');
});

test('a Find all that ends: the bar never goes back, ends full, and the estimate gives way to the count', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./?workers=2#problem=queens&n=14');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  const bar = page.getByRole('progressbar', { name: 'Search progress' });
  await button(page, 'Find all').click();
  await expect(bar).toBeVisible({ timeout: 60_000 });
  // Read the bar at each change until the search ends (how many readings that makes depends on
  // the machine; what is checked of them does not).
  const values = [];
  for (;;) {
    const r = await reading(page);
    values.push(r.now);
    if (r.verdict !== 'Finding all placements…') break;
    expect(r.left).toMatch(LEFT);
    expect(r.text).toBe(r.left);
    // The next reading once the page has moved the bar or ended the search.
    await page.waitForFunction(
      (v) => Number(document.getElementById('meter-bar').getAttribute('aria-valuenow')) !== v || document.getElementById('verdict').textContent !== 'Finding all placements…',
      values.at(-1),
      { timeout: 0 }
    );
  }
  expectMonotone(values);
  await expect(verdict(page)).toHaveText('365,596 placements');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.locator('#meter-left')).toHaveText('100% done');
  // The count is exact: the estimate goes.
  await expect(page.locator('#meter-estimate')).toBeHidden();
  await shot(page, testInfo, 'estimate-done-1024x768');

  // Another problem: the bar is about the old one, and goes.
  await page.locator('#queens-n').fill('6');
  await page.locator('#queens-n').press('Enter');
  await expect(page.locator('#search-meter')).toBeHidden();
});

/**
 * n queens on the solver page with two workers, the page's clock standing still from the
 * moment this returns: the workers search in real time, the page's timers wait for the test.
 */
async function queensOnAStoppedClock(page, n) {
  await page.clock.install();
  await page.goto(`./?workers=2#problem=queens&n=${n}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('Press Solve');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test('a Find all that ends before the meter’s delay shows no estimate and no bar', async ({ page }) => {
  // The page's clock stands still from the click on: the workers search in real time, so the
  // search ends before the page's delay is up however slow the machine is (on a loaded machine
  // a real 6 queens with two workers starting can take longer than the delay, and then the meter
  // rightly shows).
  await queensOnAStoppedClock(page, 6);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
  await expect(page.locator('#search-meter')).toBeHidden();
  // Its delay passing after the end changes nothing: the search is over, no estimate starts.
  await page.clock.runFor(ESTIMATE_DELAY_MS * 4);
  await expect(page.locator('#search-meter')).toBeHidden();
  await expect(page.locator('#meter-estimate')).toHaveText('');
});

test('the meter appears when the page’s delay is up, and not a moment before', async ({ page }) => {
  // The same clock, standing still: 18 queens (666,090,624 placements) cannot end in the test's
  // lifetime, so only the page's own time decides when the meter shows.
  await queensOnAStoppedClock(page, 18);
  await button(page, 'Find all').click();
  await expect(page.locator('#progress')).toContainText('placements so far', { timeout: 60_000 });
  await page.clock.runFor(ESTIMATE_DELAY_MS - 1);
  await expect(page.locator('#search-meter')).toBeHidden();
  await page.clock.runFor(1);
  await expect(page.locator('#search-meter')).toBeVisible();
  await expect(page.locator('#meter-estimate')).toHaveText(ESTIMATE, { timeout: 60_000 });
  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
});

test('the visualizer shows the estimated size of the tree and the share explored', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('./watch.html#problem=queens6');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  const line = page.locator('#tree-estimate');
  // The estimate first; once the comparison of the rules has run the search to its end, its
  // exact size (queens 6 under MRV: 1 + ... nodes, as the rule table counts them).
  const shape = /^(About )?[\d,]+ nodes in all; (\d+)% explored\.$/u;
  await expect(line).toHaveText(shape);
  const percent = async () => Number((await line.textContent()).match(shape)[2]);
  expect(await percent()).toBe(0);
  const seen = [0];
  // Next solution, four times (6 queens has 4), then on to the end.
  for (let k = 0; k < 5; k += 1) {
    await page.keyboard.press('n');
    await page.waitForFunction(() => {
      const p = window.dlxWatch.player;
      return p && !p.playing && !p.busy;
    });
    seen.push(await percent());
    // Mid-search, after the second solution: what a student sees.
    if (k === 1) {
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await line.scrollIntoViewIfNeeded();
        await shot(page, testInfo, `tree-estimate-${width}x${height}`);
      }
    }
    // After the last solution the search backs out of its levels: event by event, the share
    // explored does not drop while the links are restored (every event to the end is checked
    // in the engine's own tests: src/search/tree.rs).
    if (k === 3) {
      for (let e = 0; e < 60; e += 1) {
        const at = await page.evaluate(() => window.dlxWatch.trace.position);
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((p) => window.dlxWatch.trace.position > p, at);
        seen.push(await percent());
      }
    }
  }
  for (let k = 1; k < seen.length; k += 1) {
    expect(seen[k]).toBeGreaterThanOrEqual(seen[k - 1]);
    expect(seen[k]).toBeLessThanOrEqual(100);
  }
  expect(seen[2]).toBeGreaterThan(0);
  // At the end, all of it.
  expect(seen.at(-1)).toBe(100);
  // Back to the start: nothing explored again.
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 0);
  await expect(line).toHaveText(/; 0% explored\.$/u);
});

test('a long Sudoku count on one worker shows the estimate and a rising bar too', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('./?workers=1');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  // The easy example with its top three rows wiped: 949,296 grids, seconds of counting.
  await button(page, 'Load example: Easy').click();
  const easy = await page.locator('#puzzle-text').inputValue();
  await page.locator('#puzzle-text').fill(`${'.'.repeat(27)}${easy.slice(27)}`);
  await page.locator('#limit').fill('');
  const bar = page.getByRole('progressbar', { name: 'Search progress' });
  await button(page, 'Count solutions').click();
  await expect(page.locator('#meter-estimate')).toHaveText(/^(About [\d,.]+( million)?|At least [\d,]+) solutions, (roughly [\d,]+ (s|min)|a few seconds)\.$/u, {
    timeout: 60_000,
  });
  const values = [];
  for (;;) {
    const r = await page.evaluate(() => ({
      verdict: document.getElementById('verdict').textContent,
      now: Number(document.getElementById('meter-bar').getAttribute('aria-valuenow')),
    }));
    values.push(r.now);
    if (r.verdict === '949,296 solutions') break;
    expect(r.verdict).toBe('Counting solutions…');
    if (values.length === 3) await shot(page, testInfo, 'sudoku-count-running-1280x720');
    // The next reading once the page has moved the bar or ended the count.
    await page.waitForFunction(
      (v) => Number(document.getElementById('meter-bar').getAttribute('aria-valuenow')) !== v || document.getElementById('verdict').textContent !== 'Counting solutions…',
      r.now,
      { timeout: 0 }
    );
  }
  for (let k = 1; k < values.length; k += 1) expect(values[k]).toBeGreaterThanOrEqual(values[k - 1]);
  expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.locator('#meter-estimate')).toBeHidden();
  // A new puzzle: the bar goes.
  await button(page, 'Load example: Easy').click();
  await expect(page.locator('#search-meter')).toBeHidden();
});

test('a large problem in the visualizer is estimated in slices, the page answering meanwhile', async ({ page }) => {
  // The 6x10 box: a path costs about a millisecond and a half, more than one frame's worth.
  await page.goto('./watch.html#problem=pentominoes&board=6x10&symmetry=keep');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  const view = () =>
    page.evaluate(() => {
      const v = window.dlxWatch.views[window.dlxWatch.viewNames.indexOf('tree-estimate')];
      return { samples: v.samples, total: v.total, text: document.getElementById('tree-estimate').textContent };
    });
  const shape = /^About [\d,.]+( (million|billion))? nodes in all; \d+% explored\.$/u;
  await expect(page.locator('#tree-estimate')).toHaveText(shape);
  // Stepping works while it samples, and the line keeps its shape.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 1);
  await page.waitForFunction(() => {
    const v = window.dlxWatch.views[window.dlxWatch.viewNames.indexOf('tree-estimate')];
    return v.samples === v.total;
  });
  const done = await view();
  expect(done.text).toMatch(shape);
});
