// End-to-end tests of word squares (colors, XCC): solved and counted on the solver page, watched
// to a solution on the visualizer with its letters on the board and the words in the narration,
// and linked from one page to the other. The grids are checked against the shipped list itself
// (every row and column a word of it), the count against an enumeration of the list made here.
// Screenshots at 1024x768, 1280x720 and 1440x900 are saved under test-results/: look at them.
import { readFile } from 'node:fs/promises';
import { test, expect, shot, verdict, detail, button } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

/** The shipped list, read from the repository as the engine embeds it. */
async function shippedWords() {
  const text = await readFile(new URL('../../src/words/web2.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter((w) => /^[a-z]+$/u.test(w)));
}

/** The rows and columns of a grid given as rows of letters. */
function linesOf(rows) {
  const columns = [...rows[0]].map((_, c) => rows.map((r) => r[c]).join(''));
  return [...rows, ...columns];
}

/** How many 3x3 grids start with `top` and read words across and down: every pair of rows tried. */
function countSquares(words, top) {
  const three = [...words].filter((w) => w.length === 3);
  let count = 0;
  for (const second of three) {
    if (!three.some((w) => w[0] === top[0] && w[1] === second[0])) continue;
    for (const third of three) {
      if (linesOf([top, second, third]).every((w) => words.has(w))) count += 1;
    }
  }
  return count;
}

/** The letters of the solver page's picture, as rows. */
async function pictureRows(page, cols) {
  const letters = await page.locator('#picture .ws-letter').allTextContents();
  const rows = [];
  for (let k = 0; k < letters.length; k += cols) rows.push(letters.slice(k, k + cols).join('').toLowerCase());
  return rows;
}

test('solver page: a 3x3 square from a first row, solved, counted, browsed, and a bad word named', async ({ page }, testInfo) => {
  const words = await shippedWords();
  await page.goto('./#problem=words&size=3&start=bit');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { name: 'Word square' })).toBeVisible();
  await expect(page.locator('#note')).toContainText('A 3 x 3 square, BIT across the top');
  await expect(page.getByLabel('First row')).toHaveValue('bit');

  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a square');
  await expect(page.locator('#picture .ws-letter')).toHaveCount(9);
  const rows = await pictureRows(page, 3);
  expect(rows[0]).toBe('bit');
  for (const w of linesOf(rows)) expect(words.has(w), `${w} in ${rows.join('/')}`).toBe(true);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `solver-bit-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText(`${countSquares(words, 'bit').toLocaleString('en-US')} squares`, { timeout: 60_000 });
  await expect(detail(page)).toContainText('All of them were found.');
  await button(page, 'Next solution').click();
  const second = await pictureRows(page, 3);
  expect(second[0]).toBe('bit');
  expect(second.join('/')).not.toBe(rows.join('/'));
  for (const w of linesOf(second)) expect(words.has(w), `${w} in ${second.join('/')}`).toBe(true);
  await shot(page, testInfo, 'solver-bit-all');

  // A first row the list lacks: the engine's words, and the field keeps what was typed.
  await page.getByLabel('First row').fill('qqq');
  await expect(verdict(page)).toHaveText('The word square cannot be set up');
  await expect(detail(page)).toContainText('The starting word `qqq` is not in the word list');
  await expect(page.getByLabel('First row')).toHaveValue('qqq');
  await shot(page, testInfo, 'solver-bad-word');

  // A rectangle of all-different words, chosen from the fields.
  await page.getByLabel('First row').fill('');
  await page.getByLabel('Grid', { exact: true }).selectOption('3x4');
  await page.getByLabel('All words different (a double word square)').check();
  await expect(page).toHaveURL(/#problem=words&size=3x4&double=yes$/u);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a square');
  const rect = await pictureRows(page, 4);
  expect(rect).toHaveLength(3);
  const all = linesOf(rect);
  expect(new Set(all).size).toBe(7);
  for (const w of all) expect(words.has(w), `${w} in ${rect.join('/')}`).toBe(true);
  await shot(page, testInfo, 'solver-3x4-double');
});

test('visualizer: a 3x3 square watched to a solution, its letters on the board, its words told', async ({ page }, testInfo) => {
  const words = await shippedWords();
  await page.goto('./watch.html#problem=words3');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(page.locator('.pv-words .pv-letter')).toHaveCount(9);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 60_000 });
  await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  const letters = await page.locator('.pv-words .pv-letter').allTextContents();
  const rows = [0, 3, 6].map((k) => letters.slice(k, k + 3).join('').toLowerCase());
  expect(rows[0]).toBe('bit');
  for (const w of linesOf(rows)) expect(words.has(w), `${w} in ${rows.join('/')}`).toBe(true);
  await expect(page.locator('.pv-words')).toHaveAttribute('aria-label', new RegExp(`: ${rows.join(' / ')}; solved$`, 'u'));
  await expect(page.locator('.pv-words')).toHaveClass(/pv-solved/u);
  // The narration says the solution in the puzzle's words.
  await expect(page.locator('#narration')).toContainText(`row 1 is BIT`);
  await expect(page.locator('#narration')).toContainText(`row 2 is ${rows[1].toUpperCase()}`);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(page, testInfo, `watch-bit-${width}x${height}`);
  }
});

test('deep links: the solver hands its square to the visualizer, which reads it back', async ({ page }) => {
  await page.goto('./#problem=words&size=4&start=lane');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#watch-link')).toHaveAttribute('href', './watch.html#problem=words4');
  await page.goto('./watch.html#problem=words&size=3x4&start=bite&double=yes');
  await page.waitForFunction(() => window.dlxWatch?.trace?.solver.kind === 'words');
  await expect(page.locator('#problem')).toHaveValue('words:own');
  await expect(page.getByLabel('First row')).toHaveValue('bite');
  await expect(page.locator('.pv-words .pv-letter')).toHaveCount(12);
});

test('visualizer: the 4x4 preset, thousands of options, runs to a solution from its menu', async ({ page }, testInfo) => {
  const words = await shippedWords();
  await page.goto('./watch.html#problem=knuth');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await page.locator('#problem').selectOption({ label: 'Word square 4x4 (lane)' });
  await page.waitForFunction(() => window.dlxWatch.trace?.solver.kind === 'words', null, { timeout: 60_000 });
  await expect(page).toHaveURL(/#problem=words4$/u);
  await page.locator('#problem').blur();
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 120_000 });
  await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  const letters = await page.locator('.pv-words .pv-letter').allTextContents();
  const rows = [0, 4, 8, 12].map((k) => letters.slice(k, k + 4).join('').toLowerCase());
  expect(rows[0]).toBe('lane');
  for (const w of linesOf(rows)) expect(words.has(w), `${w} in ${rows.join('/')}`).toBe(true);
  await shot(page, testInfo, 'watch-lane-1280x720');
});
