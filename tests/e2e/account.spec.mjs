// End-to-end tests of the solver page's account of a search (issue 30): the figures a run shows
// (found, kept, estimated, left) never contradict one another; Cancel tells what was found, not
// what was kept; the estimate goes once the count is exact; the browser says when there are no
// solutions at all; a fault is headed in the kind's words; the visualizer link carries what the
// page shows; the solution bar fits a phone. No test measures the machine: they wait for the
// page's own state, and the search that must still run when Cancel is pressed (18 queens,
// 666,090,624 placements) cannot finish within the test's lifetime.
import { readFile } from 'node:fs/promises';
import { test, expect, shot, verdict, detail, button } from './fixtures.mjs';

/** The counts in a line of words: "4,405 packings so far" -> 4405. */
const count = (text, noun) => Number((text.match(new RegExp(`([\\d,]+) ${noun}`, 'u'))?.[1] ?? 'NaN').replaceAll(',', ''));

test('6x10 pentominoes, every rotation counted: the estimate never says "no packings", and goes at the end', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('./?workers=2#problem=pentominoes&board=6x10');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await page.getByLabel("Count each packing once (break the board's symmetry)").uncheck();
  await expect(page).toHaveURL(/#problem=pentominoes&board=6x10&symmetry=keep$/u);
  await expect(page.locator('#note')).toContainText('Rotations and reflections of a packing count as different.');
  await button(page, 'Find all').click();
  const read = () =>
    page.evaluate(() => ({
      verdict: document.getElementById('verdict').textContent,
      progress: document.getElementById('progress').textContent,
      estimate: document.getElementById('meter-estimate').hidden ? '' : document.getElementById('meter-estimate').textContent,
      shown: !document.getElementById('search-meter').hidden,
      left: document.getElementById('meter-left').textContent,
    }));
  let seen = 0;
  let shotTaken = false;
  for (;;) {
    const r = await read();
    if (r.verdict === '9,356 packings') break;
    // Running: whatever the estimate says, it is not fewer packings than found already.
    expect(r.estimate).not.toMatch(/no packings/iu);
    const found = count(r.progress, 'packings');
    const about = r.estimate.match(/^About ([\d,]+) packings/u);
    if (about && found > 0) expect(Number(about[1].replaceAll(',', ''))).toBeGreaterThan(found);
    if (r.shown && r.estimate !== '' && !r.estimate.startsWith('Estimating') && !shotTaken) {
      await shot(page, testInfo, 'pentominoes-keep-running-1280x720');
      shotTaken = true;
    }
    if (found > 0) seen += 1;
    // The next reading once the page has said something new (a count, the estimate, the end).
    await page.waitForFunction(
      (was) =>
        document.getElementById('verdict').textContent !== was.verdict ||
        document.getElementById('progress').textContent !== was.progress ||
        (document.getElementById('meter-estimate').hidden ? '' : document.getElementById('meter-estimate').textContent) !== was.estimate ||
        document.getElementById('search-meter').hidden === was.shown,
      r,
      { timeout: 0 }
    );
  }
  expect(seen).toBeGreaterThan(0);
  // Done: the count is exact, so no estimate is left beside it, and no "Estimating".
  await expect(verdict(page)).toHaveText('9,356 packings');
  await expect(page.locator('#meter-estimate')).toBeHidden();
  await expect(page.locator('#search-meter')).not.toContainText('Estimating');
  await expect(page.locator('#search-meter')).not.toContainText('estimate');
  await expect(page.locator('#meter-bar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.locator('#sol-total')).toHaveText('of 9,356');
  await shot(page, testInfo, 'pentominoes-keep-done-1280x720');
});

test('Cancel tells what was found, not what was kept: 18 queens in a pool', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('./?workers=2#problem=queens&n=18');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await button(page, 'Find all').click();
  // Past the 100,000 the page keeps for browsing.
  await expect
    .poll(async () => count(await page.locator('#progress').textContent(), 'placements'), { timeout: 120_000 })
    .toBeGreaterThan(100_000);
  const shown = count(await page.locator('#progress').textContent(), 'placements');
  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
  const said = await detail(page).textContent();
  const found = count(said, 'placements so far');
  expect(found, said).toBeGreaterThanOrEqual(shown);
  // What can be browsed is said apart, and the browser says it holds fewer than were found.
  const kept = await page.locator('#sol-total').textContent();
  const browsable = Number(kept.match(/^of ([\d,]+) kept$/u)?.[1].replaceAll(',', '') ?? 'NaN');
  expect(browsable).toBeLessThanOrEqual(100_000);
  expect(browsable).toBeLessThan(found);
  expect(said).toContain(browsable > 0 ? `The first ${browsable.toLocaleString('en-US')} are kept for browsing.` : 'None can be browsed');
  await shot(page, testInfo, 'queens18-cancelled-1280x720');
});

test('a search that finds nothing: the browser says there are none; a fault is headed in the kind\'s words', async ({ page }) => {
  // Langford pairs exist only for n = 0 or 3 (mod 4): none for n = 5.
  await page.goto('./#problem=langford&n=5');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('Press Solve');
  await expect(page.locator('#sol-total')).toHaveText('none yet');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('No sequence');
  await expect(page.locator('#sol-total')).toHaveText('there are none');
  // Another problem: nothing is known of it yet.
  await page.getByLabel('n', { exact: true }).fill('7');
  await page.getByLabel('n', { exact: true }).press('Enter');
  await expect(page.locator('#sol-total')).toHaveText('none yet');

  await page.goto('./#problem=words&size=3&start=qqq');
  await expect(verdict(page)).toHaveText('The word square cannot be set up');
  await expect(detail(page)).toContainText('`qqq` is not in the word list');
});

test('a 4x4 word square without a first row: the link hands the visualizer that square', async ({ page }, testInfo) => {
  await page.goto('./#problem=words&size=4');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('Press Solve');
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export .dlx').click()]);
  const text = await readFile(await download.path(), 'utf8');
  const options = text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('|')).length - 1;

  const href = await page.locator('#watch-link').getAttribute('href');
  await page.goto(`./${href.slice(2)}`);
  await page.waitForFunction(() => window.dlxWatch?.trace?.solver.kind === 'words', null, { timeout: 60_000 });
  const seen = await page.evaluate(() => {
    const { state, trace } = window.dlxWatch;
    return { warnings: state.warnings ?? [], rows: trace.solver.boardRows, cols: trace.solver.boardCols, options: trace.optionCount };
  });
  expect(seen).toEqual({ warnings: [], rows: 4, cols: 4, options });
  await expect(page.getByLabel('First row')).toHaveValue('');
  await expect(page.locator('.pv-words .pv-letter')).toHaveCount(16);
  await shot(page, testInfo, 'words4-watched-1280x720');
});

test('the solution bar fits a 390 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('./#problem=queens&n=8');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('92 placements');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    bar: document.getElementById('browse').scrollWidth,
    right: Math.max(...[...document.querySelectorAll('#browse > *')].map((e) => e.getBoundingClientRect().right)),
  }));
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.bar).toBeLessThanOrEqual(390);
  expect(widths.right).toBeLessThanOrEqual(390);
  await page.locator('#browse').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'browse-390x800');
});

test('one problem state: what a field shows is what is searched, and an old search says nothing of the new problem', async ({ page }) => {
  await page.goto('./?workers=2#problem=queens&n=18');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#note')).toContainText('Press Solve');
  // An n past the page's: refused, and the field goes back to the n the problem still has.
  await page.locator('#queens-n').fill('25');
  await page.locator('#queens-n').press('Enter');
  await expect(verdict(page)).toHaveText('Not a valid n');
  await expect(detail(page)).toHaveText('n must be a whole number from 1 to 20; it stays 18.');
  await expect(page.locator('#queens-n')).toHaveValue('18');

  // A search of 18 queens, then 6 chosen while it runs: nothing of the old search stays.
  await button(page, 'Find all').click();
  await expect(page.locator('#progress')).toContainText('placements so far', { timeout: 60_000 });
  await page.locator('#queens-n').fill('6');
  await page.locator('#queens-n').press('Enter');
  await expect(page).toHaveURL(/#problem=queens&n=6$/u);
  await expect(page.locator('#progress')).toHaveText('');
  await expect(page.locator('#note')).toContainText('6 queens on a 6 x 6 board');
  await expect(page.locator('#sol-total')).toHaveText('none yet');
  await expect(page.locator('#search-meter')).toBeHidden();
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
  await expect(page.locator('#sol-total')).toHaveText('of 4');

  // A first row typed and searched at once (before the pause that takes it in): the search
  // is of the row the field shows.
  await page.goto('./#problem=words&size=3');
  await expect(page.locator('#note')).toContainText('Press Solve');
  await page.evaluate(() => {
    const field = document.getElementById('words-start');
    field.value = 'bit';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('p-solve').click();
  });
  await expect(verdict(page)).toHaveText('Found a square');
  const letters = await page.locator('#picture .ws-letter').allTextContents();
  expect(letters.slice(0, 3).join('').toLowerCase()).toBe('bit');
  await expect(page).toHaveURL(/#problem=words&size=3&start=bit$/u);
});
