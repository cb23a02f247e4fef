// End-to-end tests of the pool of workers on the solver page (issue 6): "Find all" and
// Sudoku's "Count solutions" run in a pool of workers when the browser reports more than one
// core, and give what one worker gives, solution for solution and in the same order; the page
// says how many workers search; Cancel stops them all and leaves the page usable. `?workers=N`
// in the address sets the pool's size (1: the page's one worker, as on a one-core machine).
// Screenshots of the running and finished states are saved: look at them.
import { test, expect, load, shot, verdict, detail, button, solutionField } from './fixtures.mjs';

async function open(page, workers, hash) {
  await load(page, `./?workers=${workers}${hash}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('options');
}


/**
 * The picture of solution `k` (from 1), which shows its options: the drawing without its
 * board squares (the same in every picture) and without "of N" (how many there are).
 */
async function picture(page, k) {
  await solutionField(page).fill(String(k));
  await solutionField(page).press('Enter');
  await expect(page.locator('#picture')).toHaveAttribute('data-solution', String(k));
  const html = await page.locator('#picture').innerHTML();
  return html.replace(/<rect [^>]*><\/rect>/gu, '').replace(/ of [\d,]+/gu, '');
}

/** Runs Find all and returns the pictures of solutions `ks` (negative: from the end) and the count. */
async function findAll(page, ks, expected) {
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText(expected, { timeout: 110_000 });
  const total = Number((await page.locator('#sol-total').textContent()).replace(/\D/gu, ''));
  const pictures = [];
  for (const k of ks) pictures.push(await picture(page, k > 0 ? k : total + 1 + k));
  return { total, pictures };
}

test('6x10 pentominoes: all 9356 packings in the pool, the same, in the same order, as one worker finds', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const hash = '#problem=pentominoes&board=6x10&symmetry=keep';
  const ks = [1, 2, 4321, -1];
  await open(page, 2, hash);
  await button(page, 'Find all').click();
  // While it runs: how many workers search, and the packings found so far can be browsed.
  await expect(page.locator('#progress')).toContainText(/Finding: [\d,]+ packings so far, [\d,]+ nodes visited \([\d.]+ m?s\) on 2 workers/u);
  await expect(page.locator('#sol-total')).toHaveText(/of [\d,]+/u);
  await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  await shot(page, testInfo, 'pool-6x10-running');
  await expect(verdict(page)).toHaveText('9,356 packings', { timeout: 110_000 });
  await expect(detail(page)).toContainText(/Took [\d.]+ m?s: 3,637,261 search-tree nodes, 1,242,377,480 link updates\. 2 workers shared the search\./u);
  await expect(page.locator('#sol-total')).toHaveText('of 9,356');
  await expect(page.locator('#progress')).toHaveText('');
  await shot(page, testInfo, 'pool-6x10-done');
  const pool = [];
  for (const k of ks) pool.push(await picture(page, k > 0 ? k : 9357 + k));
  await shot(page, testInfo, 'pool-6x10-last');

  await open(page, 1, hash);
  const one = await findAll(page, ks, '9,356 packings');
  await expect(detail(page)).not.toContainText('workers');
  expect(one.total).toBe(9356);
  expect(pool).toEqual(one.pictures);
  // Two different packings, not one picture compared with itself.
  expect(pool[0]).not.toEqual(pool[3]);
});

test('queens 10 in the pool: 724 placements in one-worker order; a limit gives the first N', async ({ page }, testInfo) => {
  const ks = [1, 2, 100, 363, -1];
  await open(page, 1, '#problem=queens&n=10');
  const one = await findAll(page, ks, '724 placements');
  await page.locator('#p-limit').fill('100');
  const oneCapped = await findAll(page, [1, 99, 100], 'At least 100 placements');

  await open(page, 2, '#problem=queens&n=10');
  const pool = await findAll(page, ks, '724 placements');
  await expect(detail(page)).toContainText('2 workers shared the search.');
  expect(pool.total).toBe(724);
  expect(pool.pictures).toEqual(one.pictures);
  await shot(page, testInfo, 'pool-queens10');
  await page.locator('#p-limit').fill('100');
  const capped = await findAll(page, [1, 99, 100], 'At least 100 placements');
  expect(capped.total).toBe(100);
  expect(capped.pictures).toEqual(oneCapped.pictures);
  expect(capped.pictures[2]).toEqual(one.pictures[2]);
  await expect(detail(page)).toContainText('Stopped at the cap of 100');
});

test('queens 14 in the pool: 365,596 placements, the first 100,000 kept, the same as one worker keeps', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const ks = [1, 50_000, 100_000];
  const kept = {};
  for (const workers of [2, 1]) {
    await open(page, workers, '#problem=queens&n=14');
    const found = await findAll(page, ks, '365,596 placements');
    expect(found.total).toBe(100_000);
    await expect(page.locator('#sol-total')).toHaveText('of 100,000 kept');
    await expect(detail(page)).toContainText('The first 100,000 are kept for browsing.');
    if (workers === 2) await shot(page, testInfo, 'pool-queens14-kept');
    kept[workers] = found.pictures;
  }
  expect(kept[2]).toEqual(kept[1]);
});

test('Cancel stops every worker of the pool, and the page goes on', async ({ page }, testInfo) => {
  // 20 queens: billions of placements, a search no machine finishes while a test lives.
  await open(page, 2, '#problem=queens&n=20');
  await button(page, 'Find all').click();
  await expect(page.locator('#progress')).toContainText('on 2 workers');
  await expect(page.locator('#sol-total')).toHaveText(/of [\d,]+/u);
  // Both workers are at work once the progress has moved on.
  const p1 = await page.locator('#progress').textContent();
  await expect(page.locator('#progress')).not.toHaveText(p1);
  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
  await expect(button(page, 'Cancel')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#progress')).toHaveText('');
  // What can be browsed is what the detail counts: the first placements, in order (all of
  // them, unless the machine found more than the browser keeps).
  const found = Number((await page.locator('#sol-total').textContent()).match(/^of ([\d,]+)/u)[1].replaceAll(',', ''));
  expect(found).toBeGreaterThan(0);
  const counted = Number((await detail(page).textContent()).match(/([\d,]+) placements so far/u)[1].replaceAll(',', ''));
  expect(counted).toBeGreaterThanOrEqual(found);
  await button(page, 'Last solution').click();
  await expect(solutionField(page)).toHaveValue(String(found));
  await shot(page, testInfo, 'pool-queens20-cancelled');
  // No worker goes on in the background: the next search gets both workers, and its answer.
  await page.getByLabel('Queens', { exact: true }).fill('10');
  await page.getByLabel('Queens', { exact: true }).press('Enter');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('724 placements');
  await expect(detail(page)).toContainText('2 workers shared the search.');
});

test('Sudoku: Count solutions runs in the pool, and agrees with one worker', async ({ page }, testInfo) => {
  // The easy example with its top three rows wiped: 949,296 grids (seconds of counting).
  const counts = {};
  for (const workers of [1, 2]) {
    await page.goto(`./?workers=${workers}`);
    await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
    await button(page, 'Load example: Easy').click();
    const easy = await page.locator('#puzzle-text').inputValue();
    await page.locator('#puzzle-text').fill(`${'.'.repeat(27)}${easy.slice(27)}`);
    await page.locator('#limit').fill('');
    await button(page, 'Count solutions').click();
    await expect(verdict(page)).toHaveText('949,296 solutions', { timeout: 60_000 });
    counts[workers] = { verdict: await verdict(page).textContent(), detail: await detail(page).textContent() };
    if (workers === 2) {
      expect(counts[2].detail).toContain('2 workers shared the search.');
      await shot(page, testInfo, 'pool-sudoku-count');
    } else expect(counts[1].detail).not.toContain('workers');
    // With a cap: the count stops there, as one worker's does.
    await page.locator('#limit').fill('3');
    await button(page, 'Count solutions').click();
    await expect(verdict(page)).toHaveText('At least 3 solutions');
    // A unique puzzle: still one.
    await button(page, 'Load example: Easy').click();
    await button(page, 'Count solutions').click();
    await expect(verdict(page)).toHaveText('Unique solution');
  }
  expect(counts[2].verdict).toBe(counts[1].verdict);
  expect(counts[2].detail.replace(/Took [^:]+:/u, '').replace(' 2 workers shared the search.', '')).toBe(
    counts[1].detail.replace(/Took [^:]+:/u, '')
  );
});
