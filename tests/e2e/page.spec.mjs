// End-to-end tests of the Sudoku page (issue 3, section 4), in Chromium against the built site.
// Every test fails on any console error or uncaught exception, and saves screenshots of the
// states it reaches (test-results/e2e/<test>/*.png): look at them.
import { test, expect, load, isSolvedGrid } from './fixtures.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const EASY_SOLUTION =
  '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

/** Opens the page (with an optional `#` fragment) and waits until the solver has warmed up. */
async function open(page, hash = '') {
  await load(page, hash ? `./${hash}` : './');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
}

function cell(page, r, c) {
  return page.getByRole('textbox', { name: `Row ${r}, column ${c}`, exact: true });
}

async function shot(page, testInfo, name) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** The board's values, row by row ('.' for an empty cell). */
async function boardText(page) {
  return page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));
}

/** The givens of `puzzle` still stand in `grid`. */
function keepsGivens(puzzle, grid) {
  return [...puzzle].every((ch, k) => ch === '.' || grid[k] === ch);
}

const verdict = (page) => page.locator('#verdict');
const detail = (page) => page.locator('#detail');

test('solve by typing cells, moving with the arrow keys', async ({ page }, testInfo) => {
  await open(page);
  await expect(page.getByRole('heading', { name: 'Sudoku solver' })).toBeVisible();
  await expect(page.locator('#board .cell')).toHaveCount(81);
  await shot(page, testInfo, 'empty-board');

  // Row 1 by keyboard: type, move right with the arrow key, type again.
  await cell(page, 1, 1).click();
  for (const ch of EASY.slice(0, 9)) {
    if (ch !== '.') await page.keyboard.type(ch);
    await page.keyboard.press('ArrowRight');
  }
  // A key that is no value is ignored; Delete clears; arrows move in every direction.
  await cell(page, 1, 1).click();
  await page.keyboard.type('x');
  await expect(cell(page, 1, 1)).toHaveValue('');
  await page.keyboard.type('7');
  await expect(cell(page, 1, 1)).toHaveValue('7');
  await page.keyboard.press('Delete');
  await expect(cell(page, 1, 1)).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 2, 1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, 1, 1)).toBeFocused();

  // The other rows by clicking the cells.
  for (let k = 9; k < 81; k++) {
    if (EASY[k] === '.') continue;
    await cell(page, Math.floor(k / 9) + 1, (k % 9) + 1).click();
    await page.keyboard.type(EASY[k]);
  }
  await expect(page.locator('#puzzle-text')).toHaveValue(EASY);
  await expect(page).toHaveURL(new RegExp(`#${EASY.replaceAll('.', '\\.')}$`));

  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(verdict(page)).toHaveText('Unique solution');
  await expect(detail(page)).toContainText(/Took [\d.]+ m?s: [\d,]+ search-tree nodes?, [\d,]+ link updates?/);
  expect(await boardText(page)).toBe(EASY_SOLUTION);
  // Givens and solved digits look different.
  await expect(cell(page, 1, 3)).toHaveClass(/\bgiven\b/);
  await expect(cell(page, 1, 1)).toHaveClass(/\bsolved\b/);
  const [givenWeight, solvedWeight] = await Promise.all([
    cell(page, 1, 3).evaluate((e) => getComputedStyle(e).fontWeight),
    cell(page, 1, 1).evaluate((e) => getComputedStyle(e).fontWeight),
  ]);
  expect(givenWeight).not.toBe(solvedWeight);
  // The puzzle itself is unchanged: the solution is drawn over it.
  await expect(page.locator('#puzzle-text')).toHaveValue(EASY);
  await shot(page, testInfo, 'solved-9x9');

  // Editing a cell after solving takes the solution away and edits the puzzle.
  await cell(page, 1, 1).click();
  await page.keyboard.type('4');
  await expect(page.locator('#puzzle-text')).toHaveValue(`4${EASY.slice(1)}`);
  await expect(page.locator('#board .cell.solved')).toHaveCount(0);
});

test('solve by pasting a line, or a grid', async ({ page }, testInfo) => {
  await open(page);
  await page.getByLabel('Puzzle', { exact: true }).fill(HARDEST);
  expect(await boardText(page)).toBe(HARDEST);
  await page.keyboard.press('Control+Enter');
  await expect(verdict(page)).toHaveText('Unique solution');
  const solved = await boardText(page);
  expect(isSolvedGrid(solved, 9)).toBe(true);
  expect(keepsGivens(HARDEST, solved)).toBe(true);
  await shot(page, testInfo, 'solved-hardest');

  // A pretty-printed grid with blanks as 0 and decorations reads as the same puzzle.
  const rows = [];
  for (let r = 0; r < 9; r++) {
    const row = EASY.slice(9 * r, 9 * r + 9).replaceAll('.', '0');
    rows.push(`${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}`);
    if (r === 2 || r === 5) rows.push('----+-----+----');
  }
  const grid = rows.join('\n');
  await page.getByLabel('Puzzle', { exact: true }).fill(grid);
  expect(await boardText(page)).toBe(EASY);
  await expect(page.getByLabel('Puzzle', { exact: true })).toHaveValue(grid); // kept as typed
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(verdict(page)).toHaveText('Unique solution');
  expect(await boardText(page)).toBe(EASY_SOLUTION);

  // Pasting a whole puzzle into a cell of the board loads it too.
  await page.getByRole('button', { name: 'Clear' }).click();
  await cell(page, 5, 5).focus();
  await cell(page, 5, 5).evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, HARDEST);
  expect(await boardText(page)).toBe(HARDEST);
  await expect(page.getByLabel('Puzzle', { exact: true })).toHaveValue(HARDEST);
});

for (const [name, n, seconds] of [
  ['16x16', 16, 10],
  ['25x25', 25, 20],
]) {
  test(`solve the ${name} example`, async ({ page }, testInfo) => {
    await open(page);
    await page.getByRole('button', { name: `Load example: ${name}` }).click();
    await expect(page.locator('#board .cell')).toHaveCount(n * n);
    await expect(page.locator('#size')).toHaveValue(String(n));
    await expect(detail(page)).toContainText(`${name}: A ${name} with boxes`);
    const puzzle = await boardText(page);
    await shot(page, testInfo, `puzzle-${name}`);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(verdict(page)).toHaveText('Unique solution', { timeout: seconds * 1000 });
    const solved = await boardText(page);
    expect(isSolvedGrid(solved, n)).toBe(true);
    expect(keepsGivens(puzzle, solved)).toBe(true);
    await shot(page, testInfo, `solved-${name}`);
  });
}

test('count a puzzle with several solutions, with and without a cap', async ({ page }, testInfo) => {
  await open(page);
  await page.getByRole('button', { name: 'Load example: Several solutions' }).click();
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(verdict(page)).toHaveText('37 solutions');
  await expect(detail(page)).toContainText('search-tree nodes');
  await shot(page, testInfo, 'several-solutions-count');

  await page.getByLabel('up to').fill('10');
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(verdict(page)).toHaveText('At least 10 solutions');
  await expect(detail(page)).toContainText('stopped at the cap of 10');

  // Check gives the verdict only; Solve shows the first solution and says there are more.
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');
  await expect(page.locator('#board .cell.solved')).toHaveCount(0);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  // Check said the same words: the board's grid is what tells that Solve answered.
  await expect.poll(async () => isSolvedGrid(await boardText(page), 9)).toBe(true);
  await expect(verdict(page)).toHaveText('At least 2 solutions');
  await shot(page, testInfo, 'several-solutions-solve');

  // Thousands separators in a big count: an empty 4x4 has 288 grids, a sparse 9x9 many more.
  await page.getByLabel('up to').fill('5000');
  await page.getByLabel('Puzzle', { exact: true }).fill(`${'.'.repeat(27)}${EASY.slice(27)}`);
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(verdict(page)).toHaveText(/^(At least 5,000 solutions|[\d,]+ solutions)$/);
});

test('a puzzle with no solution says so', async ({ page }, testInfo) => {
  await open(page);
  await page.getByRole('button', { name: 'Load example: No solution' }).click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(verdict(page)).toHaveText('No solution');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(verdict(page)).toHaveText('No solution');
  await expect(page.locator('#board .cell.solved')).toHaveCount(0);
  await shot(page, testInfo, 'no-solution');
});

test('a contradictory puzzle shows the engine message, marks the cells and keeps the input', async ({ page }, testInfo) => {
  await open(page);
  // Row 2 already holds a 5 in column 6; put another in column 3.
  const clash = `${EASY.slice(0, 11)}5${EASY.slice(12)}`;
  const field = page.getByLabel('Puzzle', { exact: true });
  await field.fill(clash);
  // The new 5 also meets the 5 at r9c3 in its column: all three givens are marked.
  const message = 'Row 2, column 6 and row 2, column 3 both hold 5 in the same row; 3 givens clash in all.';
  await expect(detail(page)).toContainText(message);
  await expect(verdict(page)).toHaveText('There is a problem with this puzzle');
  await expect(page.locator('#board .cell[aria-invalid="true"]')).toHaveCount(3);
  await expect(cell(page, 2, 3)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 2, 6)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 9, 3)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).toContainText(message);

  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(detail(page)).toContainText(message);
  await expect(field).toHaveValue(clash);
  expect(await boardText(page)).toBe(clash);
  await shot(page, testInfo, 'error-conflict');

  // Fixing the cell on the board clears the marks.
  await cell(page, 2, 3).click();
  await page.keyboard.press('Backspace');
  await expect(page.locator('#board .cell[aria-invalid="true"]')).toHaveCount(0);
  await expect(verdict(page)).toHaveText('');

  // A line one cell short: the length is named and nothing typed is lost.
  const short = EASY.slice(0, 80);
  await field.fill(short);
  await expect(detail(page)).toContainText('The puzzle has 80 cells, a 9x9 needs 81');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(detail(page)).toContainText('The puzzle has 80 cells, a 9x9 needs 81');
  await expect(field).toHaveValue(short);
  await shot(page, testInfo, 'error-length');

  // A bad character: the message names its place and the cell is marked.
  const bad = `${EASY.slice(0, 4)}?${EASY.slice(5)}`;
  await field.fill(bad);
  await expect(detail(page)).toContainText("Bad character '?' at position 5");
  await expect(cell(page, 1, 5)).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(bad);

  // A value too large for the grid.
  await field.fill(`G${EASY.slice(1)}`);
  await expect(detail(page)).toContainText('Row 1, column 1 holds G, but a 9x9 grid uses only 1-9');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');
});

test('cancel a long count: the page stays responsive', async ({ page }, testInfo) => {
  await open(page);
  await page.getByLabel('Size', { exact: true }).selectOption('16');
  await expect(page.locator('#board .cell')).toHaveCount(256);
  await page.getByLabel('up to').fill(''); // no cap: an empty 16x16 has astronomically many
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(verdict(page)).toHaveText('Counting solutions…');
  await expect(page.locator('#progress')).toContainText(/Counting: [\d,]+ solutions so far, [\d,]+ nodes visited/);
  const firstProgress = await page.locator('#progress').textContent();
  await expect(page.locator('#progress')).not.toHaveText(firstProgress); // it keeps moving
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'false');

  // While the count runs, the page answers: a timer fires, the help opens and closes, and the
  // count is still going after all that (the order shows it, at any speed).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.getByText('Keys and words').click();
  await expect(page.getByText('Check only tells whether')).toBeVisible();
  await page.getByText('Keys and words').click();
  await expect(verdict(page)).toHaveText('Counting solutions…');
  const during = await page.locator('#progress').textContent();
  await expect(page.locator('#progress')).not.toHaveText(during);
  await shot(page, testInfo, 'counting-in-progress');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(verdict(page)).toHaveText('Cancelled');
  await expect(page.locator('#progress')).toHaveText('');
  await expect(detail(page)).toContainText(/Stopped after .*: [\d,]+ solutions so far, [\d,]+ nodes visited\./);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  await shot(page, testInfo, 'cancelled');

  // Typing in a cell still works, and the engine still answers.
  await cell(page, 1, 1).click();
  await page.keyboard.type('g');
  await expect(cell(page, 1, 1)).toHaveValue('G');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');
  const solved = await boardText(page);
  expect(isSolvedGrid(solved, 16)).toBe(true);
  expect(solved[0]).toBe('G');

  // Escape cancels too.
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(page.locator('#progress')).toContainText('solutions so far');
  await page.keyboard.press('Escape');
  await expect(verdict(page)).toHaveText('Cancelled');
});

test('a shared link restores the puzzle', async ({ page, context }, testInfo) => {
  await open(page, `#${HARDEST}`);
  expect(await boardText(page)).toBe(HARDEST);
  await expect(page.getByLabel('Puzzle', { exact: true })).toHaveValue(HARDEST);

  // Loading an example puts it in the link; Back returns to the previous puzzle.
  await page.getByRole('button', { name: 'Load example: 4x4' }).click();
  await expect(page.locator('#board .cell')).toHaveCount(16);
  await expect(page).toHaveURL(/#\.1\.\.3\.\.\.\.\.4\.\.2\.\.$/);
  await page.goBack();
  await expect(page.locator('#board .cell')).toHaveCount(81);
  expect(await boardText(page)).toBe(HARDEST);

  // Copy link puts the address in the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(verdict(page)).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());

  // A fresh page with that link shows the same puzzle; an empty board's link keeps its size.
  const other = await context.newPage();
  await other.goto(copied);
  await expect(other.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  expect(await boardText(other)).toBe(HARDEST);
  await other.goto('./#25x25');
  await expect(other.locator('#board .cell')).toHaveCount(625);
  await expect(other.locator('#size')).toHaveValue('25');
  await shot(other, testInfo, 'empty-25x25');
  await other.close();

  // A half-typed puzzle is kept in the link exactly as typed.
  const typed = '53..7....\n6..195...';
  await page.getByLabel('Puzzle', { exact: true }).fill(typed);
  await page.reload();
  await expect(page.getByLabel('Puzzle', { exact: true })).toHaveValue(typed);
  await expect(detail(page)).toContainText('The puzzle has 18 cells');
});

test('every control has a name and a keyboard route', async ({ page }) => {
  await open(page);
  const buttons = page.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(10);
  for (let k = 0; k < count; k++) {
    const name = await buttons.nth(k).evaluate((b) => b.getAttribute('aria-label') || b.textContent.trim());
    expect(name.length).toBeGreaterThan(0);
  }
  for (const label of ['Problem', 'Size', 'Rules', 'Puzzle', 'up to']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }

  // Tab reaches the introduction's link to the visualizer, then the board in one stop, then
  // the controls (the problem chooser first); the board is left with one Tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'watch the search step by step' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell(page, 1, 1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('1');
  await expect(cell(page, 2, 2)).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Problem', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Size', { exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(cell(page, 2, 2)).toBeFocused(); // the board remembers the cell

  // Buttons work from the keyboard.
  await page.getByRole('button', { name: 'Load example: Easy' }).focus();
  await page.keyboard.press('Enter');
  expect(await boardText(page)).toBe(EASY);
  await page.getByRole('button', { name: 'Solve', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(verdict(page)).toHaveText('Unique solution');
  await expect(page.getByRole('status')).toContainText('Unique solution');
});

test('fits a 1280x720 window without scrolling, at every size', async ({ page }) => {
  await open(page);
  for (const size of ['4', '9', '16', '25']) {
    await page.getByLabel('Size', { exact: true }).selectOption(size);
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow.x).toBeLessThanOrEqual(0);
    expect(overflow.y).toBeLessThanOrEqual(0);
  }
  // The 25x25 board's cells stay legible.
  const box = await cell(page, 1, 1).boundingBox();
  expect(box.width).toBeGreaterThanOrEqual(24);
  const fontSize = await cell(page, 1, 1).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(14);
});
