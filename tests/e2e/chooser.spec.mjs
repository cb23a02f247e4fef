// End-to-end tests of the problem chooser on the solver page (issue 5): each kind of problem is
// solved and browsed, long counts report progress and cancel, Knuth's format keeps the text on
// an error, the matrix editor's example solves to rows 1, 4 and 5, and an exported .dlx reads
// back to the same count. Every test fails on a console error, and saves screenshots: look.
import { readFile } from 'node:fs/promises';
import { test, expect, load, shot, verdict, detail, button, solutionField } from './fixtures.mjs';

async function open(page, hash = '') {
  await load(page, hash ? `./${hash}` : './');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
}


/** The option lines of the solution shown (DLX and matrix). */
async function optionLines(page) {
  return page.locator('#picture .option-items').allTextContents();
}

/** Exports the problem on the page and returns the downloaded file's name and text. */
async function exportDlx(page, name = 'Export .dlx') {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('N queens: choose, find all, browse with the buttons, the number and the arrow keys', async ({ page }, testInfo) => {
  await open(page);
  await page.getByLabel('Problem', { exact: true }).selectOption('queens');
  await expect(page).toHaveURL(/#problem=queens&n=8$/u);
  await expect(page.getByRole('heading', { name: 'N queens' })).toBeVisible();
  await page.getByLabel('Queens', { exact: true }).fill('6');
  await page.getByLabel('Queens', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/#problem=queens&n=6$/u);
  await expect(page.locator('#note')).toContainText('6 queens on a 6 x 6 board: 36 options');

  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a placement');
  await expect(page.locator('#picture .queen')).toHaveCount(6);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
  await expect(detail(page)).toContainText(/Took [\d.]+ m?s: [\d,]+ search-tree nodes/u);
  await expect(page.locator('#sol-total')).toHaveText('of 4');
  await shot(page, testInfo, 'queens-6-all');

  // Each solution is a different placement of 6 queens, none attacking another.
  const seen = new Set();
  for (let k = 1; k <= 4; k += 1) {
    await expect(solutionField(page)).toHaveValue(String(k));
    const squares = await page.locator('#picture .queen title').allTextContents();
    const rc = squares.map((t) => t.match(/row (\d+), column (\d+)/u).slice(1).map(Number));
    expect(rc).toHaveLength(6);
    for (const [a, b] of rc.flatMap((p, i) => rc.slice(i + 1).map((q) => [p, q]))) {
      expect(a[0] !== b[0] && a[1] !== b[1] && Math.abs(a[0] - b[0]) !== Math.abs(a[1] - b[1])).toBe(true);
    }
    seen.add(squares.join());
    if (k < 4) await button(page, 'Next solution').click();
  }
  expect(seen.size).toBe(4);
  await expect(button(page, 'Next solution')).toHaveAttribute('aria-disabled', 'true');
  await button(page, 'First solution').click();
  await expect(solutionField(page)).toHaveValue('1');
  await solutionField(page).fill('3');
  await solutionField(page).press('Enter');
  await expect(page.locator('#picture')).toHaveAttribute('data-solution', '3');
  // Arrow keys browse when the focus is not in a field.
  await page.locator('#picture').focus();
  await page.keyboard.press('ArrowRight');
  await expect(solutionField(page)).toHaveValue('4');
  await page.keyboard.press('Home');
  await expect(solutionField(page)).toHaveValue('1');
  await page.keyboard.press('End');
  await expect(solutionField(page)).toHaveValue('4');
  // A number that names no solution is refused.
  await solutionField(page).fill('9');
  await solutionField(page).press('Enter');
  await expect(solutionField(page)).toHaveValue('4');
  await shot(page, testInfo, 'queens-6-browsed');

  // The visualizer link carries the problem.
  // (6 queens is one of the visualizer's named problems, so its link names it.)
  await expect(page.locator('#watch-link')).toHaveAttribute('href', /watch\.html#problem=queens(?:6|&n=6)$/u);
});

test('pentominoes 3x20: all 8 packings, or 2 once the symmetry is broken', async ({ page }, testInfo) => {
  await open(page, '#problem=pentominoes&board=3x20&symmetry=keep');
  await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('3x20');
  await expect(page.getByLabel("Count each packing once (break the board's symmetry)")).not.toBeChecked();
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('8 packings');
  await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  const letters = async () => (await page.locator('#picture .pc-letter').allTextContents()).sort().join('');
  expect(await letters()).toBe('FILNPTUVWXYZ');
  // Every square of the board is covered by some piece.
  await expect(page.locator('#picture .pc-empty')).toHaveCount(0);
  await button(page, 'Last solution').click();
  await expect(solutionField(page)).toHaveValue('8');
  expect(await letters()).toBe('FILNPTUVWXYZ');
  await shot(page, testInfo, 'pentominoes-3x20-last');

  await page.getByLabel("Count each packing once (break the board's symmetry)").check();
  await expect(page).toHaveURL(/#problem=pentominoes&board=3x20$/u);
  await expect(page.locator('#sol-total')).toHaveText('none yet');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('2 packings');
  await page.getByRole('combobox', { name: 'Board', exact: true }).selectOption('scott');
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a packing');
  await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  await shot(page, testInfo, 'pentominoes-scott');
});

/** The number of solutions the browser holds, from its "of N" (or "of N kept"). */
async function browsable(page) {
  const total = (await page.locator('#sol-total').textContent()).match(/^of ([\d,]+)/u);
  return total ? Number(total[1].replaceAll(',', '')) : 0;
}

test('finding all placements of 20 queens shows progress, cancels, and browses what was found', async ({ page }, testInfo) => {
  // 20 queens have about 39 billion placements: no machine finds them all while a test lives,
  // so the search is still going when Cancel comes, however fast the engine.
  await open(page, '#problem=queens&n=20');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Finding all placements…');
  await expect(page.locator('#progress')).toContainText(/Finding: [\d,]+ placements? so far, [\d,]+ nodes visited/u);
  // Solutions can be browsed while the search goes on; wait for a few more than a page of ten.
  await expect.poll(() => browsable(page)).toBeGreaterThan(10);
  await expect(page.locator('#picture')).not.toHaveAttribute('data-solution', '0');
  const p1 = await page.locator('#progress').textContent();
  await expect(page.locator('#progress')).not.toHaveText(p1);
  await shot(page, testInfo, 'queens20-finding');

  await button(page, 'Cancel').click();
  await expect(verdict(page)).toHaveText('Cancelled');
  await expect(page.locator('#progress')).toHaveText('');
  const found = await browsable(page);
  expect(found).toBeGreaterThan(10);
  // The detail counts at least what can be browsed (all of it, unless the machine found more
  // than the browser keeps).
  const counted = Number((await detail(page).textContent()).match(/([\d,]+) placements so far/u)[1].replaceAll(',', ''));
  expect(counted).toBeGreaterThanOrEqual(found);
  // Browsing: the last placement kept, then back by ten.
  await button(page, 'Last solution').click();
  await expect(solutionField(page)).toHaveValue(String(found));
  await page.locator('#picture').focus();
  await page.keyboard.press('PageUp');
  await expect(solutionField(page)).toHaveValue(String(found - 10));
  await shot(page, testInfo, 'queens20-cancelled');
});

test('all 9356 packings of the 6x10, then any of them', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await open(page, '#problem=pentominoes&board=6x10&symmetry=keep');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('9,356 packings', { timeout: 90_000 });
  await expect(page.locator('#sol-total')).toHaveText('of 9,356');
  await solutionField(page).fill('9356');
  await solutionField(page).press('Enter');
  await expect(page.locator('#picture')).toHaveAttribute('data-solution', '9356');
  await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  await shot(page, testInfo, 'pentominoes-6x10-all');
});

test('Langford pairs: a sequence that obeys the rule, and all 26 for n = 7', async ({ page }, testInfo) => {
  await open(page);
  await page.getByLabel('Problem', { exact: true }).selectOption('langford');
  await expect(page).toHaveURL(/#problem=langford&n=7$/u);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a sequence');
  const numbers = (await page.locator('#picture .lf-number').allTextContents()).map(Number);
  expect(numbers).toHaveLength(14);
  for (let k = 1; k <= 7; k += 1) {
    const at = numbers.flatMap((v, i) => (v === k ? [i] : []));
    expect(at).toHaveLength(2);
    expect(at[1] - at[0]).toBe(k + 1);
  }
  await expect(page.locator('#picture .lf-arc')).toHaveCount(7);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('26 sequences');
  await page.getByLabel('Count a sequence and its reversal once (break the symmetry)').uncheck();
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('52 sequences');
  await button(page, 'Next solution').click();
  await shot(page, testInfo, 'langford-7');
  // n = 5 has none.
  await page.getByLabel('n', { exact: true }).fill('5');
  await page.getByLabel('n', { exact: true }).press('Enter');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('No sequence');
});

test("Knuth's format: a parse error keeps the text; export reads back to the same count", async ({ page }, testInfo) => {
  await open(page, '#problem=dlx');
  const text = page.getByLabel("Problem in Knuth's DLX format");
  await expect(text).toHaveValue(/^A B C D E \| F G\n/u);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');
  expect(await optionLines(page)).toEqual(['C E F', 'A D', 'B G']);

  const bad = 'A B C | D\nA B\nA X D\nC\n';
  await text.fill(bad);
  await expect(verdict(page)).toHaveText('The problem text has an error');
  await expect(detail(page)).toHaveText('Line 3: unknown item `X`. Line 3 is marked in the text.');
  await expect(text).toHaveValue(bad);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('The problem text has an error');
  await shot(page, testInfo, 'dlx-error');

  // A B + C, A B + C D, A D + B + C (A D with C D would cover D twice).
  await text.fill('A B C | D\nA B\nA D\nC\nC D\nB\n');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('3 solutions');
  const file = await exportDlx(page);
  expect(file.name).toBe('problem.dlx');
  expect(file.text.split('\n')[0]).toBe('A B C | D');
  await text.fill(file.text);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('3 solutions');

  // Exported pentominoes read back to the same count too.
  await page.goto('./#problem=pentominoes&board=3x20&symmetry=keep');
  await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('3x20');
  await expect(page.locator('#note')).toContainText('options');
  const pento = await exportDlx(page);
  expect(pento.name).toBe('pentominoes-3x20.dlx');
  await page.getByLabel('Problem', { exact: true }).selectOption('dlx');
  await text.fill(pento.text);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('8 solutions');
  await expect(page.locator('#picture .option-items')).toHaveCount(12);
  await shot(page, testInfo, 'dlx-pentominoes');
});

test('opening a .dlx file, and refusing a file that is not text', async ({ page }) => {
  await open(page, '#problem=dlx');
  const text = page.getByLabel("Problem in Knuth's DLX format");
  const choose = async (name, buffer) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Open a .dlx file…').click()]);
    await chooser.setFiles({ name, mimeType: 'text/plain', buffer });
  };
  await choose('two.dlx', Buffer.from('| two options\nX Y\nX\nY\nX Y\n'));
  await expect(text).toHaveValue('| two options\nX Y\nX\nY\nX Y\n');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('2 solutions');
  await choose('binary.dlx', Buffer.from([65, 0, 66]));
  await expect(verdict(page)).toHaveText('Could not open the file');
  await expect(detail(page)).toContainText('The file “binary.dlx” holds NUL bytes');
  await expect(text).toHaveValue('| two options\nX Y\nX\nY\nX Y\n');
  await choose('big.dlx', Buffer.alloc(1024 * 1024 + 1, 65));
  await expect(detail(page)).toContainText('the page opens problems of at most 1.0 MB');
});

test('the matrix editor: the example solves to rows 1, 4 and 5; edits and errors', async ({ page }, testInfo) => {
  await open(page);
  await page.getByLabel('Problem', { exact: true }).selectOption('matrix');
  const entry = (r, c) => page.getByRole('button', { name: `Row ${r}, column c${c}`, exact: true });
  await expect(entry(1, 3)).toHaveAttribute('aria-pressed', 'true');
  await expect(entry(1, 1)).toHaveAttribute('aria-pressed', 'false');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');
  await expect(page.locator('.mx-row.chosen .mx-label')).toHaveText(['1', '4', '5']);
  expect(await optionLines(page)).toEqual(['c3 c5 c6', 'c1 c4', 'c2 c7']);
  await shot(page, testInfo, 'matrix-solved');

  // Keyboard: arrows move between the entries, Space toggles.
  await entry(1, 1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(entry(2, 1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(entry(2, 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/#problem=matrix&rows=0010110-0001001-/u);
  await page.keyboard.press('Space');
  await expect(entry(2, 1)).toHaveAttribute('aria-pressed', 'true');

  // Column 7 secondary: rows 1, 4 and 5 still work, and so do others.
  await page.getByRole('button', { name: 'Column c7 secondary' }).click();
  await expect(page).toHaveURL(/secondary=7$/u);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText(/solutions?$/u);

  // An empty row is named, and marked.
  await button(page, 'Add row').click();
  await expect(verdict(page)).toHaveText('The matrix has an error');
  await expect(detail(page)).toContainText('Row 7 is empty');
  await expect(page.locator('.mx-row.bad .mx-label')).toHaveText('7');
  await shot(page, testInfo, 'matrix-error');
  // A row with only secondary columns: the engine leaves it out, as Knuth's dlx2 leaves out an
  // option without a primary item, and the page says which row.
  await entry(7, 7).click();
  await expect(page.locator('#note')).toContainText('1 row was ignored: row 7 has no primary column, so no solution can use it.');
  await button(page, 'Remove row 7').click();
  await expect(page.locator('.mx-row.bad')).toHaveCount(0);
  const file = await exportDlx(page);
  expect(file.name).toBe('matrix.dlx');
  expect(file.text.split('\n')[0]).toBe('c1 c2 c3 c4 c5 c6 | c7');
});

test('links: settings come back, bad values fall back with a message, never as HTML', async ({ page }, testInfo) => {
  await open(page, '#problem=queens&n=99');
  await expect(page.getByLabel('Queens', { exact: true })).toHaveValue('8');
  await expect(verdict(page)).toHaveText('Part of the link was ignored');
  await expect(detail(page)).toContainText('The number of queens "99" is not a whole number from 1 to 20');
  await shot(page, testInfo, 'link-warning');

  await page.goto('./#problem=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByLabel('Problem', { exact: true })).toHaveValue('sudoku');
  await expect(detail(page)).toContainText('Unknown problem "<img src=x onerror=alert(1)>"');
  await expect(page.locator('img')).toHaveCount(0);

  await page.goto('./#problem=langford&n=11&symmetry=keep');
  await expect(page.getByLabel('n', { exact: true })).toHaveValue('11');
  await expect(page.getByLabel('Count a sequence and its reversal once (break the symmetry)')).not.toBeChecked();
  // Back to a short Sudoku link (`#..3.2.6..`).
  await page.goto('./#4x4');
  await expect(page.getByLabel('Problem', { exact: true })).toHaveValue('sudoku');
  await expect(page.locator('#board .cell')).toHaveCount(16);
});

test('Sudoku variants: X and jigsaw examples solve; an X clash names both cells; export reads back', async ({ page }, testInfo) => {
  await open(page);
  await page.getByRole('button', { name: 'Load example: X-sudoku' }).click();
  await expect(page.getByLabel('Rules', { exact: true })).toHaveValue('x');
  await expect(page.locator('#board .cell.diag')).toHaveCount(17);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  const grid = await page.$$eval('#board .cell', (cells) => cells.map((c) => c.value).join(''));
  expect(new Set(Array.from({ length: 9 }, (_, k) => grid[k * 10])).size).toBe(9);
  expect(new Set(Array.from({ length: 9 }, (_, k) => grid[(k + 1) * 8])).size).toBe(9);
  await shot(page, testInfo, 'x-sudoku-solved');
  // The same givens under the classic rules have many solutions.
  await page.getByLabel('Rules', { exact: true }).selectOption('classic');
  await button(page, 'Check').click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');

  await page.getByLabel('Rules', { exact: true }).selectOption('x');
  await page.getByLabel('Puzzle', { exact: true }).fill(`5${'.'.repeat(79)}5`);
  await expect(verdict(page)).toHaveText('There is a problem with this puzzle');
  await expect(detail(page)).toContainText(/row 9, column 9 and row 1, column 1 both hold 5 on diagonal 1/iu);
  await expect(page.locator('#board .cell.bad')).toHaveCount(2);
  await shot(page, testInfo, 'x-sudoku-error');

  await page.getByRole('button', { name: 'Load example: Jigsaw' }).click();
  await expect(page.getByLabel('Rules', { exact: true })).toHaveValue('jigsaw');
  await expect(page.locator('#board')).toHaveClass(/\bjigsaw\b/u);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  await shot(page, testInfo, 'jigsaw-solved');
  const file = await exportDlx(page);
  expect(file.name).toBe('sudoku-jigsaw-9x9.dlx');
  await page.getByLabel('Problem', { exact: true }).selectOption('dlx');
  await page.getByLabel("Problem in Knuth's DLX format").fill(file.text);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');

  // A broken region map is the regions' fault, in the engine's words.
  await page.goto('./#problem=sudoku&variant=jigsaw&regions=111');
  await expect(verdict(page)).toHaveText('There is a problem with the regions');
});

test('fits 1280x720 for every kind, and every control has a name', async ({ page }) => {
  await open(page);
  for (const kind of ['queens', 'pentominoes', 'langford', 'words', 'dlx', 'matrix', 'sudoku']) {
    await page.getByLabel('Problem', { exact: true }).selectOption(kind);
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow, kind).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect(overflow.x, kind).toBeLessThanOrEqual(0);
    expect(overflow.y, kind).toBeLessThanOrEqual(0);
    const buttons = page.getByRole('button');
    for (let k = 0; k < (await buttons.count()); k += 1) {
      const name = await buttons.nth(k).evaluate((b) => b.getAttribute('aria-label') || b.textContent.trim());
      expect(name.length, kind).toBeGreaterThan(0);
    }
  }
  // The picture of a 6x10 packing is big: most of the board area's width.
  await page.goto('./#problem=pentominoes&board=6x10');
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a packing');
  const box = await page.locator('#picture svg').boundingBox();
  expect(box.width).toBeGreaterThan(500);
});

test('a solution number past the last one says so; a problem with an item in no option names it', async ({ page }, testInfo) => {
  await open(page, '#problem=queens&n=6');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
  await solutionField(page).fill('5000');
  await solutionField(page).press('Enter');
  await expect(solutionField(page)).toHaveValue('4');
  await expect(page.locator('#sol-note')).toHaveText('There are only 4 placements: this is the last.');
  await shot(page, testInfo, 'solution-past-the-last');
  // Browsing on clears the note; a number that is no number says what to type.
  await button(page, 'First solution').click();
  await expect(page.locator('#sol-note')).toHaveText('');
  await solutionField(page).fill('x');
  await solutionField(page).press('Enter');
  await expect(solutionField(page)).toHaveValue('1');
  await expect(page.locator('#sol-note')).toHaveText('Type a number from 1 to 4.');

  // Item B is in no option: the engine says so before any search.
  await open(page, `#problem=dlx&text=${encodeURIComponent('A B | C\nA C\n')}`);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('No solution');
  await expect(detail(page)).toContainText('Primary item `B` is in no option, so there can be no solution.');
});

test('a DLX error marks its line in the text area, and the mark goes when the text is fixed', async ({ page }, testInfo) => {
  const text = 'A B C\nA B\nB X\nC\n';
  await open(page, `#problem=dlx&text=${encodeURIComponent(text)}`);
  await expect(verdict(page)).toHaveText('The problem text has an error');
  await expect(detail(page)).toContainText('Line 3: unknown item `X`');
  await expect(detail(page)).toContainText('Line 3 is marked in the text.');
  const area = page.getByLabel("Problem in Knuth's DLX format");
  await expect(area).toHaveAttribute('aria-invalid', 'true');
  const mark = page.locator('.line-mark');
  await expect(mark).toBeVisible();
  // The band lies over the third line: two line heights below the first line's top.
  const where = await area.evaluate((t) => {
    const cs = getComputedStyle(t);
    const box = t.getBoundingClientRect();
    const band = document.querySelector('.line-mark').getBoundingClientRect();
    const first = box.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
    return { lines: (band.top - first) / parseFloat(cs.lineHeight), height: band.height / parseFloat(cs.lineHeight) };
  });
  expect(where.lines).toBeCloseTo(2, 1);
  expect(where.height).toBeCloseTo(1, 1);
  await shot(page, testInfo, 'dlx-error-line-marked');
  // Fixed: the mark goes, the problem reads.
  await area.fill('A B C\nA B\nB C\nC\n');
  await expect(mark).toBeHidden();
  await expect(page.locator('#note')).toContainText('3 items (3 primary) and 3 options');
  await expect(area).not.toHaveAttribute('aria-invalid', 'true');
});
