// The solver page's Sudoku as one state: where one choice meets another (rules, then a size; an
// example, then a size; a count cancelled, then a solve), what is on screen belongs together.
// Each answer is checked by the rules of the puzzle on screen, read from the page's own fields
// by checkers written here (not by the page).
import { test, expect, load, shot, verdict, detail, button } from './fixtures.mjs';

const boardText = (page) => page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));
const SIZES = [
  [1280, 720],
  [1024, 768],
];

/** Keys of a map's rows (whitespace apart; a Killer's `A=3` lines left out), one per cell. */
function mapKeys(map) {
  return map
    .split('\n')
    .filter((l) => l.trim() && !l.includes('='))
    .join('')
    .replace(/\s/gu, '');
}

/** Whether `grid` fills an n x n board with each value once per row, column and region (`regions`: a key per cell, or null for the boxes). */
function obeys(grid, n, regions = null) {
  if (grid.length !== n * n || grid.includes('.')) return false;
  const b = Math.sqrt(n);
  const units = new Map();
  const add = (unit, k) => units.set(unit, [...(units.get(unit) ?? []), grid[k]]);
  for (let k = 0; k < n * n; k++) {
    const [r, c] = [Math.floor(k / n), k % n];
    add(`r${r}`, k);
    add(`c${c}`, k);
    add(regions ? `g${regions[k]}` : `b${Math.floor(r / b)},${Math.floor(c / b)}`, k);
  }
  const values = new Set([...grid]);
  return values.size === n && [...units.values()].every((u) => u.length === n && new Set(u).size === n);
}

/** Whether `grid` keeps every cage of a Killer map: distinct values adding up to the cage's sum. */
function keepsCages(grid, map) {
  const keys = mapKeys(map);
  const sums = Object.fromEntries(map.split('\n').filter((l) => l.includes('=')).map((l) => l.split('=').map((x) => x.trim())));
  return Object.entries(sums).every(([key, sum]) => {
    const values = [...keys].flatMap((k, cell) => (k === key ? [Number(grid[cell])] : []));
    return values.length > 0 && new Set(values).size === values.length && values.reduce((a, v) => a + v, 0) === Number(sum);
  });
}

async function open(page, hash = '') {
  await load(page, `./index.html${hash}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
}

test('Killer, then 4x4: the 4x4 Killer is solved by its cages; 16x16 is refused and the 4x4 stays', async ({ page }, testInfo) => {
  await open(page);
  await page.locator('#problem').selectOption({ label: 'Killer Sudoku' });
  await expect(page.locator('#board .cell')).toHaveCount(81);
  await page.locator('#size').selectOption('4');
  await expect(page.locator('#board .cell')).toHaveCount(16);
  const map = await page.locator('#regions-text').inputValue();
  expect(mapKeys(map)).toHaveLength(16);
  await expect(page.locator('#board .cage-sum')).not.toHaveCount(0);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  const grid = await boardText(page);
  expect(obeys(grid, 4)).toBe(true);
  expect(keepsCages(grid, map)).toBe(true);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, testInfo, `killer-4x4-${w}x${h}`);
  }
  await page.locator('#size').selectOption('16');
  await expect(detail(page)).toContainText('A Killer Sudoku comes in 4x4 or 9x9');
  await expect(page.locator('#size')).toHaveValue('4');
  await expect(page.locator('#board .cell')).toHaveCount(16);
  expect(await page.locator('#regions-text').inputValue()).toBe(map);
  await shot(page, testInfo, 'killer-16-refused');
  // Back to 9x9, then a 4x4 map typed and solved at once, before the page has checked it: the
  // answer is drawn at the map's size, by the map's cages.
  await page.locator('#size').selectOption('9');
  await expect(page.locator('#board .cell')).toHaveCount(81);
  // Cages of two cells around the grid 4213/1342/3421/2134, so it has a solution.
  const mine = 'ABBC\nADDC\nEFGG\nEFHH\nA=5\nB=3\nC=5\nD=7\nE=5\nF=5\nG=3\nH=7';
  await page.locator('#regions-text').fill(mine);
  await button(page, 'Solve').click();
  await expect(page.locator('#board .cell')).toHaveCount(16);
  await expect.poll(async () => keepsCages(await boardText(page), mine) && obeys(await boardText(page), 4)).toBe(true);
  await expect(verdict(page)).toHaveText(/solution/u);
});

test('a Killer whose blank puzzle is of another size than its map is refused by name, never solved beside it', async ({ page }, testInfo) => {
  await open(page);
  await page.locator('#problem').selectOption({ label: 'Killer Sudoku' });
  await expect(page.locator('#board .cell')).toHaveCount(81);
  // Sixteen blanks beside the 9x9 cage map: the board, its link and the visualizer would
  // otherwise disagree on the size (a 9x9 answer was shown beside a 4x4 puzzle).
  await page.locator('#puzzle-text').fill('.'.repeat(16));
  await button(page, 'Solve').click();
  await expect(detail(page)).toContainText('16 cells');
  await expect(verdict(page)).not.toHaveText(/solution/u);
  expect(await boardText(page)).not.toMatch(/^[1-9]{81}$/u);
  await shot(page, testInfo, 'killer-16-blanks-9x9-map');
});

test('a 4x4 Killer read from a link, or again after Back, hands the visualizer its 16 cells', async ({ page }) => {
  const map = 'ABBC\nAADE\nFFDE\nGGGE\nA=8\nB=3\nC=3\nD=6\nE=7\nF=7\nG=6';
  const puzzle = '321.1.32...34.21';
  const fragment = `#problem=sudoku&puzzle=${puzzle}&variant=killer&regions=${encodeURIComponent(map)}`;
  // The board's size is the engine's answer on the map (9 until it comes); the visualizer's
  // link once kept the cells of the first guess: the 16 givens and 65 blanks, which the
  // visualizer refused for a 4x4 map.
  const watchPuzzle = async () => {
    await expect(page.locator('#board .cell')).toHaveCount(16);
    const href = await page.locator('#watch-link').getAttribute('href');
    return new URLSearchParams(href.slice(href.indexOf('#') + 1)).get('puzzle');
  };
  await page.goto(`./${fragment}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect.poll(watchPuzzle).toBe(puzzle);
  await page.getByRole('button', { name: '17 clues' }).click();
  await expect(page.locator('#board .cell')).toHaveCount(81);
  await page.goBack();
  await expect.poll(watchPuzzle).toBe(puzzle);
  await page.locator('#watch-link').click();
  await page.waitForFunction(() => window.dlxWatch?.state != null);
  await expect(page.locator('#problem-error')).toHaveText('');
  expect(await page.evaluate(() => window.dlxWatch.state.variant)).toBe('killer');
});

test('the Jigsaw example, then 4x4: a 4x4 jigsaw with its own regions, solved by them', async ({ page }, testInfo) => {
  await open(page);
  await button(page, 'Load example: Jigsaw').click();
  await expect(page.locator('#regions-field')).toBeVisible();
  await page.locator('#size').selectOption('4');
  await expect(page.locator('#board .cell')).toHaveCount(16);
  const regions = mapKeys(await page.locator('#regions-text').inputValue());
  expect(regions).toHaveLength(16);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  expect(obeys(await boardText(page), 4, regions)).toBe(true);
  await shot(page, testInfo, 'jigsaw-4x4');
  // 16x16: its boxes as regions, an empty board that any classic 16x16 fills.
  await page.locator('#size').selectOption('16');
  await expect(page.locator('#board .cell')).toHaveCount(256);
  expect(mapKeys(await page.locator('#regions-text').inputValue())).toHaveLength(256);
  await expect(page.locator('#board .cell.bad')).toHaveCount(0);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');
  const big = mapKeys(await page.locator('#regions-text').inputValue());
  expect(obeys(await boardText(page), 16, big)).toBe(true);
});

test('a cancelled count leaves nothing behind: the next Solve has no estimate under it', async ({ page }, testInfo) => {
  await open(page, '#16x16');
  await page.locator('#limit').fill('');
  await button(page, 'Count solutions').click();
  // An empty 16x16 has about 6e98 grids: this count cannot end before Cancel.
  await expect(page.locator('#search-meter')).toBeVisible();
  await expect(page.locator('#meter-estimate')).toContainText('solutions');
  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');
  await expect(page.locator('#search-meter')).toBeHidden();
  expect(obeys(await boardText(page), 16)).toBe(true);
  await shot(page, testInfo, 'solve-after-cancelled-count');
});

test('links: a Sudoku size is honoured, a visualizer key is named as ignored', async ({ page }, testInfo) => {
  await open(page, '#problem=sudoku&size=16');
  await expect(page.locator('#board .cell')).toHaveCount(256);
  await expect(page.locator('#size')).toHaveValue('16');
  await expect(verdict(page)).not.toHaveText('Part of the link was ignored');
  await open(page, '#problem=sudoku&variant=x&size=4');
  await expect(page.locator('#board .cell')).toHaveCount(16);
  await expect(page.locator('#variant')).toHaveValue('x');
  await open(page, '#problem=sudoku&size=12');
  await expect(detail(page)).toContainText('Unknown Sudoku size "12"');
  await open(page, '#step=-1');
  await expect(verdict(page)).toHaveText('Part of the link was ignored');
  await expect(detail(page)).toContainText('"step" is a setting of the visualizer (watch.html), not of the solver page');
  await expect(page.locator('#board .cell')).toHaveCount(81);
  await expect(page.locator('#board .cell.bad')).toHaveCount(0);
  await expect(page.locator('#puzzle-text')).toHaveValue('');
  await shot(page, testInfo, 'step-link');
});

test('messages: the size\'s values, every bad cell marked, the map field named as it is', async ({ page }, testInfo) => {
  await open(page);
  // Three bad characters in a 9x9: the 9x9's values, all three cells marked.
  const cells = Array(81).fill('.');
  for (const [k, ch] of [
    [4, '*'],
    [40, '?'],
    [80, 'x'],
  ]) {
    cells[k] = ch;
  }
  await page.locator('#puzzle-text').fill(cells.join(''));
  await expect(verdict(page)).toHaveText('There is a problem with this puzzle');
  await expect(detail(page)).toContainText('a 9x9 uses 1-9 for values');
  await expect(detail(page)).not.toContainText('A-P');
  await expect(detail(page)).toContainText('3 bad characters in all');
  const marked = await page.$$eval('#board .cell.bad', (all) => all.map((c) => `${c.dataset.row},${c.dataset.col}`));
  expect(marked).toEqual(['1,5', '5,5', '9,9']);
  await shot(page, testInfo, 'bad-characters');
  // Two clashes: the four givens in them.
  const clash = Array(81).fill('.');
  for (const [k, ch] of [
    [0, '5'],
    [8, '5'],
    [12, '7'],
    [66, '7'],
  ]) {
    clash[k] = ch;
  }
  await page.locator('#puzzle-text').fill(clash.join(''));
  await expect(detail(page)).toContainText('4 givens clash in all');
  await expect(page.locator('#board .cell.bad')).toHaveCount(4);
  // 200 kB into the Killer's cage map, set by a script: refused, and called a cage map.
  await page.locator('#variant').selectOption('killer');
  const map = await page.locator('#regions-text').inputValue();
  await page.locator('#regions-text').evaluate((el) => {
    el.value = 'AB'.repeat(100_000);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(detail(page)).toContainText('the page takes cage maps of at most');
  await expect(detail(page)).toContainText('The cage map keeps what it had.');
  await expect(page.locator('#regions-text')).toHaveValue(map);
});

test('5,000 lines put into the puzzle field are refused before the browser inserts them, and the page answers', async ({ page }, testInfo) => {
  await open(page);
  await button(page, 'Load example: Easy').click();
  const easy = await page.locator('#puzzle-text').inputValue();
  // fill() inserts text as autofill or an extension would (not a paste): Chromium inserts it
  // a line at a time, which took over a minute for these lines before the guard measured it.
  await page.locator('#puzzle-text').fill('123456789\n'.repeat(5000));
  await expect(verdict(page)).toHaveText('The text was not taken');
  await expect(detail(page)).toContainText('48.8 kB (50,000 characters)');
  await expect(page.locator('#puzzle-text')).toHaveValue(easy);
  // The page still answers.
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  // 200 kB of random text, the same.
  await page.locator('#puzzle-text').fill(Array.from({ length: 200_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''));
  await expect(detail(page)).toContainText('195.3 kB (200,000 characters)');
  await expect(page.locator('#puzzle-text')).toHaveValue(easy);
  // A 25x25 written one cell per line fits: it is taken, whole.
  const big = '.'.repeat(625).split('').join('\n');
  await page.locator('#puzzle-text').fill(big);
  await expect(page.locator('#board .cell')).toHaveCount(625);
  await expect(page.locator('#size')).toHaveValue('25');
  expect(await page.locator('#puzzle-text').inputValue()).toBe(big);
  await shot(page, testInfo, 'many-lines');
});
