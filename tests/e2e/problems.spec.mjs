// End-to-end tests of the visualizer's new problems (issue 5): pentomino packing and Langford
// pairs, chosen by link or from the problem menu, run to a solution, and the board pictures
// checked against the puzzles' rules and the engine's own answer. Screenshots of a packing in
// progress, a complete packing and a Langford sequence are saved under
// test-results/e2e/<test>/: look at them.
import { test, expect, load, newTrace } from './fixtures.mjs';

/** Opens the visualizer at a fragment and waits until the trace is built. */
async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

async function shot(page, testInfo, name) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Waits until the player is at rest (not playing, no run or seek under way). */
async function settled(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    return p && !p.playing && !p.busy;
  });
}

/** Waits until the matrix's canvas holds the final frame of the trace's position (its data-drawn). */
async function drawn(page) {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('#matrix canvas');
    return canvas?.dataset.drawn === String(window.dlxWatch.trace.position);
  });
}

/** Picks a problem from the menu, and leaves the menu (so keys go to the player again). */
async function choose(page, label, kind) {
  await newTrace(page, () => page.locator('#problem').selectOption({ label }));
  await page.waitForFunction((k) => window.dlxWatch.trace?.solver.kind === k, kind);
  await page.locator('#problem').blur();
  await settled(page);
}

/** Runs to the next solution with the `n` key and waits until it is shown. */
async function nextSolution(page, count) {
  await page.keyboard.press('n');
  await page.waitForFunction((n) => window.dlxWatch.trace.solutions.length === n, count, { timeout: 30_000 });
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('solution');
}

/** The pentomino board as drawn: one letter per square ('' for an empty one), and its size. */
function packingDrawn(page) {
  return page.$eval('.pv-pentominoes', (board) => ({
    rows: Number(board.style.getPropertyValue('--rows')),
    cols: Number(board.style.getPropertyValue('--cols')),
    letters: [...board.querySelectorAll('.pv-tile')].map((t) => t.dataset.piece ?? ''),
    tried: board.querySelectorAll('.pv-tile.tried').length,
    label: board.getAttribute('aria-label'),
  }));
}

test('pentominoes 3x20: a packing in progress, then a complete one', async ({ page }, testInfo) => {
  await open(page, '#problem=pentominoes3x20');
  await settled(page);
  await expect(page.locator('#problem')).toHaveValue('pentominoes3x20');
  let drawn = await packingDrawn(page);
  expect([drawn.rows, drawn.cols]).toEqual([3, 20]);
  expect(drawn.letters.every((l) => l === '')).toBe(true);
  await expect(page.locator('.pv-legend .pv-chip')).toHaveCount(12);

  // Three options tried: three pieces on the board, the latest one highlighted.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+ArrowRight');
  await settled(page);
  const path = await page.evaluate(() => window.dlxWatch.trace.levels.filter((l) => l.option >= 0).length);
  drawn = await packingDrawn(page);
  expect(path).toBeGreaterThan(0);
  expect(drawn.letters.filter(Boolean).length).toBe(5 * path);
  expect(drawn.tried).toBe(5);
  await expect(page.locator('#puzzle-view .pv-caption')).toContainText('put piece');
  await shot(page, testInfo, 'in-progress');

  await nextSolution(page, 1);
  drawn = await packingDrawn(page);
  // Every cell covered, by the 12 pieces, 5 cells each.
  expect(drawn.letters.every(Boolean)).toBe(true);
  const counts = {};
  for (const l of drawn.letters) counts[l] = (counts[l] ?? 0) + 1;
  expect(Object.keys(counts).sort().join('')).toBe('FILNPTUVWXYZ');
  expect(Object.values(counts).every((n) => n === 5)).toBe(true);
  // The picture is the engine's answer.
  const rows = [0, 1, 2].map((r) => drawn.letters.slice(20 * r, 20 * r + 20).join(''));
  expect(rows.join('\n')).toBe(await page.evaluate(() => window.dlxWatch.trace.solver.solutionText()));
  expect(drawn.label).toBe('Pentomino board, 3 by 20: 12 of 12 pieces placed, 60 of 60 cells covered; solved');
  await expect(page.locator('.pv-legend .pv-chip.placed')).toHaveCount(12);
  await shot(page, testInfo, 'solution');
  await page.locator('#puzzle-view').screenshot({ path: testInfo.outputPath('solution-board.png') });

  // The second and last packing up to symmetry is a different one.
  await nextSolution(page, 2);
  const second = (await packingDrawn(page)).letters;
  expect(second.every(Boolean)).toBe(true);
  expect(second.join('')).not.toBe(drawn.letters.join(''));
});

test('Langford pairs n = 7: a sequence that obeys the rule', async ({ page }, testInfo) => {
  await open(page, '#problem=langford7');
  await settled(page);
  await expect(page.locator('.pv-langford .pv-slot')).toHaveCount(14);
  await nextSolution(page, 1);
  const slots = await page.$$eval('.pv-langford .pv-slot', (all) => all.map((s) => Number(s.dataset.value ?? 0)));
  expect(slots).toHaveLength(14);
  for (let k = 1; k <= 7; k++) {
    const at = slots.flatMap((v, s) => (v === k ? [s] : []));
    expect(at, `the two ${k}s`).toHaveLength(2);
    expect(at[1] - at[0], `${k} numbers between the two ${k}s`).toBe(k + 1);
  }
  expect(slots.join(' ')).toBe(await page.evaluate(() => window.dlxWatch.trace.solver.solutionText()));
  // The pair tried last is highlighted: its two slots.
  await expect(page.locator('.pv-langford .pv-slot.tried')).toHaveCount(2);
  await expect(page.locator('.pv-langford')).toHaveAttribute('aria-label', /^Langford row of 14 slots: (\d, ){13}\d; solved$/);
  await shot(page, testInfo, 'solution');
});

test('the problem menu offers the new problems and the link follows', async ({ page }, testInfo) => {
  await open(page, '#problem=knuth');
  await settled(page);
  await choose(page, 'Langford pairs n=3', 'langford');
  await expect(page).toHaveURL(/#problem=langford3$/);
  await expect(page.locator('.pv-langford .pv-slot')).toHaveCount(6);
  await nextSolution(page, 1);
  const slots = await page.$$eval('.pv-langford .pv-slot', (all) => all.map((s) => s.dataset.value).join(' '));
  // n = 3 has one sequence up to reversal (OEIS A014552); breaking the symmetry keeps 3 1 2 1 3 2.
  expect(slots).toBe('3 1 2 1 3 2');

  // The 6x10 box opens (its search is long: it is only started here).
  await choose(page, 'Pentominoes 6x10 (long)', 'pentominoes');
  await expect(page).toHaveURL(/#problem=pentominoes6x10$/);
  await expect(page.locator('.pv-pentominoes .pv-tile')).toHaveCount(60);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Control+ArrowRight');
  await settled(page);
  const filled = await page.locator('.pv-pentominoes .pv-tile[data-piece]').count();
  expect(filled % 5).toBe(0);
  expect(filled).toBeGreaterThan(0);
  await shot(page, testInfo, 'six-by-ten');
});

// ------------------------------------------------------------------ Sudoku variants, problems of
// one's own, and export (issue 5, second part)

/** The Sudoku grid as drawn: one character per cell, '.' for an empty one. */
function gridDrawn(page) {
  return page.$$eval('.pv-sudoku .pv-cell .pv-value', (cells) => cells.map((c) => c.textContent.trim() || '.').join(''));
}

/** Whether a full grid holds each value once in every unit (each unit a list of cells). */
function obeys(grid, units) {
  return !grid.includes('.') && units.every((u) => new Set(u.map((k) => grid[k])).size === u.length);
}

/** The rows and columns of an n x n grid, and the units in `regions` (each cell's region). */
function units(n, regions) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(Array.from({ length: n }, (_, j) => i * n + j), Array.from({ length: n }, (_, j) => j * n + i));
  }
  for (let g = 0; g < n; g++) out.push(regions.flatMap((r, k) => (r === g ? [k] : [])));
  return out;
}

/** Steps `count` events forward and as many back, checking the links come back exactly. */
async function forwardAndBack(page, count) {
  const state = () =>
    page.evaluate(() => {
      const t = window.dlxWatch.trace;
      const { nodes, items } = t.links();
      return JSON.stringify({ nodes: [...nodes], items: [...items], levels: t.levels, position: t.position });
    });
  const before = await state();
  const grid = await gridDrawn(page);
  for (let i = 0; i < count; i++) await page.keyboard.press('ArrowRight');
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.position)).toBe(count);
  for (let i = 0; i < count; i++) await page.keyboard.press('ArrowLeft');
  await settled(page);
  expect(await state()).toBe(before);
  expect(await gridDrawn(page)).toBe(grid);
}

test('X-sudoku 4x4: diagonals shaded, stepped both ways, solved by the diagonal rules', async ({ page }, testInfo) => {
  await open(page, '#problem=xsudoku4');
  await settled(page);
  await expect(page.locator('#problem')).toHaveValue('xsudoku4');
  await expect(page.locator('#variant')).toHaveValue('x');
  expect(await page.evaluate(() => window.dlxWatch.trace.solver.variant)).toBe('x');
  // The two diagonals of a 4x4: 8 cells, shaded.
  const diagonal = await page.$$eval('.pv-sudoku .pv-cell', (cells) => cells.flatMap((c, k) => (c.classList.contains('pv-diag') ? [k] : [])));
  expect(diagonal).toEqual([0, 3, 5, 6, 9, 10, 12, 15]);
  await expect(page.locator('.pv-rules')).toContainText('diagonals');
  await forwardAndBack(page, 25);
  await nextSolution(page, 1);
  const grid = await gridDrawn(page);
  const boxes = Array.from({ length: 16 }, (_, k) => 2 * Math.floor(k / 8) + Math.floor((k % 4) / 2));
  const rules = [...units(4, boxes), [0, 5, 10, 15], [3, 6, 9, 12]];
  expect(obeys(grid, rules)).toBe(true);
  expect(grid).toBe(await page.evaluate(() => window.dlxWatch.trace.solver.solutionText()));
  expect([...'1.......3......2'].every((ch, k) => ch === '.' || grid[k] === ch)).toBe(true);
  await expect(page.locator('.pv-sudoku')).toHaveAttribute('aria-label', /^X-sudoku grid, 4 by 4: 16 of 16 cells filled; solved$/);
  // Somewhere on the way the narration named a diagonal by what it means.
  const told = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    const names = [];
    for (let k = 0; k < t.itemCount; k++) names.push(t.itemName(k));
    return names.filter((n) => n.startsWith('d'));
  });
  expect(told.length).toBeGreaterThan(0);
  await shot(page, testInfo, 'x-solution');
  // The only one: the search ends without another.
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.finished, null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.dlxWatch.trace.solutions.length)).toBe(1);
});

test('jigsaw 4x4: regions outlined from the engine’s map, stepped both ways, solved by region', async ({ page }, testInfo) => {
  await open(page, '#problem=jigsaw4');
  await settled(page);
  await expect(page.locator('#variant')).toHaveValue('jigsaw');
  const regions = await page.evaluate(() => Array.from(window.dlxWatch.trace.solver.regionMap()));
  expect(regions).toEqual([0, 0, 0, 1, 0, 1, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3]);
  // A thick line wherever two cells side by side are in different regions, and nowhere else.
  const lines = await page.$$eval('.pv-region-lines > div', (all) =>
    all.map((d) => [d.classList.contains('region-right'), d.classList.contains('region-bottom')])
  );
  lines.forEach(([right, bottom], k) => {
    expect(right, `right of cell ${k}`).toBe(k % 4 < 3 && regions[k + 1] !== regions[k]);
    expect(bottom, `below cell ${k}`).toBe(k < 12 && regions[k + 4] !== regions[k]);
  });
  await expect(page.locator('.pv-box-lines')).toHaveCount(0);
  // The region map is in its (folded) box, for editing.
  await expect(page.locator('#regions-editor')).toBeVisible();
  await expect(page.locator('#regions')).toHaveValue('aaab\nabbb\ncddd\ncccd');
  await forwardAndBack(page, 30);
  await nextSolution(page, 1);
  const grid = await gridDrawn(page);
  expect(obeys(grid, units(4, regions))).toBe(true);
  expect(grid).toBe('1234431234212143');
  await expect(page.locator('.pv-sudoku')).toHaveAttribute('aria-label', /^Jigsaw Sudoku grid, 4 by 4: 16 of 16 cells filled; solved$/);
  await shot(page, testInfo, 'jigsaw-solution');
  // One step back undoes the solution, one forward finds it again.
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.solutions.length)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await settled(page);
  expect(await gridDrawn(page)).toBe(grid);
});

test('a jigsaw of one’s own: the map typed in, a bad map refused with its reason', async ({ page }, testInfo) => {
  await open(page, '#problem=sudoku4');
  await settled(page);
  await page.locator('#variant').selectOption('jigsaw');
  // The 4x4 example of the jigsaw rules replaces the classic example.
  await page.waitForFunction(() => window.dlxWatch.trace.solver.variant === 'jigsaw');
  await expect(page.locator('#problem')).toHaveValue('jigsaw4');
  // Rows as regions: a Latin square; this puzzle then has solutions of its own.
  await page.locator('#regions-editor > summary').click();
  await page.locator('#regions').fill('aaaa bbbb cccc dddd');
  await page.locator('#puzzle').fill('1234............');
  await page.locator('#load-puzzle').click();
  await page.waitForFunction(() => Array.from(window.dlxWatch.trace.solver.regionMap()).join('') === '0000111122223333');
  await expect(page.locator('#problem')).toHaveValue('sudoku:own');
  expect(page.url()).toContain('regions=aaaa+bbbb+cccc+dddd');
  await expect(page.locator('#problem-error')).toBeHidden();
  // A region in two pieces: refused, the page keeps the last good problem and the typed map.
  await page.locator('#regions').fill('aabb aabb ccdd cddd');
  await page.locator('#load-puzzle').click();
  await expect(page.locator('#problem-error')).toBeVisible();
  await expect(page.locator('#problem-error')).toContainText('This puzzle cannot be watched');
  await expect(page.locator('#problem-error')).toContainText('region');
  await expect(page.locator('#regions')).toHaveValue('aabb aabb ccdd cddd');
  expect(await page.evaluate(() => Array.from(window.dlxWatch.trace.solver.regionMap()).join(''))).toBe('0000111122223333');
  await shot(page, testInfo, 'bad-map');
});

const OWN = `| Two ways to cover p, q and r; s at most once.
p q r | s
p q
r s
p s
q r
q
`;

test('a problem of one’s own, pasted: watched to its solutions, in the link, read back', async ({ page }, testInfo) => {
  await open(page, '#problem=knuth');
  await settled(page);
  await page.locator('#problem').selectOption({ label: 'Your own problem (DLX)…' });
  await expect(page.locator('#dlx-editor')).toBeVisible();
  await expect(page.locator('#dlx-text')).toHaveValue(/^\| Knuth's example/);
  await page.locator('#dlx-text').fill(OWN);
  await page.getByRole('button', { name: 'Watch this problem' }).click();
  await page.waitForFunction(() => window.dlxWatch.trace.optionCount === 5);
  await expect(page.locator('#dlx-status')).toHaveText('Watching your problem: 3 primary items, 1 secondary item, 5 options.');
  await expect(page.locator('#problem-error')).toBeHidden();
  expect(page.url()).toContain(`#problem=dlx&text=${new URLSearchParams({ t: OWN }).toString().slice(2)}`);
  await page.locator('#dlx-text').blur();
  await nextSolution(page, 1);
  // The generic view: the options chosen, by their items.
  await expect(page.locator('.pv-chosen')).toHaveText('Chosen: p q, r s');
  await shot(page, testInfo, 'own-solution');
  await nextSolution(page, 2);
  await expect(page.locator('.pv-chosen')).toHaveText('Chosen: p s, q r');
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.finished);
  expect(await page.evaluate(() => window.dlxWatch.trace.solutions.length)).toBe(2);
  // The link opens the same problem at the same step.
  const at = await page.evaluate(() => window.dlxWatch.trace.position);
  await page.waitForFunction((p) => location.hash.endsWith(`step=${p}`), at);
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await settled(page);
  await expect(page.locator('#problem')).toHaveValue('dlx:own');
  await expect(page.locator('#dlx-text')).toHaveValue(OWN);
  expect(await page.evaluate(() => [window.dlxWatch.trace.position, window.dlxWatch.trace.solutions.length])).toEqual([at, 2]);
});

test('a problem of one’s own with a mistake: the engine’s message with its line, the text kept', async ({ page }, testInfo) => {
  await open(page, '#problem=queens4');
  await settled(page);
  await page.locator('#problem').selectOption('dlx:own');
  const bad = 'p q r | s\np q\nr t\n';
  await page.locator('#dlx-text').fill(bad);
  await page.getByRole('button', { name: 'Watch this problem' }).click();
  await expect(page.locator('#problem-error')).toHaveText('This problem cannot be watched: line 3: unknown item `t`.');
  await expect(page.locator('#dlx-text')).toHaveValue(bad);
  await expect(page.locator('#problem')).toHaveValue('dlx:own');
  // The 4 queens are still there to watch.
  expect(await page.evaluate(() => window.dlxWatch.trace.solver.kind)).toBe('queens');
  await page.locator('#dlx-text').blur();
  await page.keyboard.press('ArrowRight');
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.position)).toBe(1);
  await shot(page, testInfo, 'own-mistake');
  // Mended, it is watched.
  await page.locator('#dlx-text').fill('p q r | s\np q\nr s\n');
  // The problem shown before the mistake may be of the same kind: the new trace is awaited.
  await newTrace(page, () => page.locator('#dlx-text').press('Control+Enter'));
  await page.waitForFunction(() => window.dlxWatch.trace.solver.kind === 'other');
  await expect(page.locator('#problem-error')).toBeHidden();
});

test('Open file: a problem file is read and watched; a big or binary file is refused', async ({ page }) => {
  await open(page, '#problem=knuth');
  await settled(page);
  await page.locator('#problem').selectOption('dlx:own');
  const file = page.locator('#dlx-file');
  await newTrace(page, () => file.setInputFiles({ name: 'mine.dlx', mimeType: 'text/plain', buffer: Buffer.from(OWN) }));
  await page.waitForFunction(() => window.dlxWatch.trace.optionCount === 5);
  await expect(page.locator('#dlx-status')).toContainText('Watching “mine.dlx”: 3 primary items');
  await expect(page.locator('#dlx-text')).toHaveValue(OWN);
  // Over 1 MB: refused before the engine sees it; the problem shown stays.
  await file.setInputFiles({ name: 'huge.dlx', mimeType: 'text/plain', buffer: Buffer.alloc(1024 * 1024 + 1, 'a') });
  await expect(page.locator('#problem-error')).toContainText('The file “huge.dlx” is too large: 1.0 MB; the page opens problems of at most 1.0 MB');
  await file.setInputFiles({ name: 'binary.dlx', mimeType: 'application/octet-stream', buffer: Buffer.from('a b\na\0\nb\n') });
  await expect(page.locator('#problem-error')).toHaveText('The file “binary.dlx” holds NUL bytes: it is not a text file. The text box keeps what it had.');
  expect(await page.evaluate(() => window.dlxWatch.trace.optionCount)).toBe(5);
  await expect(page.locator('#dlx-text')).toHaveValue(OWN);
});

/** The solution count of the whole search, from the table comparing the branching rules. */
async function wholeCount(page) {
  const cell = page.locator('#compare .compare-table tbody tr.current td').nth(3);
  await expect(cell).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });
  return Number((await cell.textContent()).replaceAll(',', ''));
}

for (const [hash, file, count] of [
  ['#problem=queens6', 'queens-6.dlx', 4],
  ['#problem=jigsaw4', 'jigsaw4.dlx', 1],
  ['#problem=langford&n=4&symmetry=keep', 'langford-4-all.dlx', 2],
]) {
  test(`Export .dlx of ${hash}: the file reads back to the same ${count} solution(s)`, async ({ page }, testInfo) => {
    await open(page, hash);
    await settled(page);
    expect(await wholeCount(page)).toBe(count);
    // The Share menu holds the page's links and files.
    await page.locator('#share-menu > summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .dlx' }).click()]);
    expect(download.suggestedFilename()).toBe(file);
    const path = testInfo.outputPath(file);
    await download.saveAs(path);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8');
    expect(text).toBe(await page.evaluate(() => window.dlxWatch.trace.solver.toDlx()));
    await expect(page.locator('#copy-status')).toContainText(`Saved as ${file}`);
    // Read back as a problem of one's own: the same items, options and solutions.
    const shape = await page.evaluate(() => [window.dlxWatch.trace.itemCount, window.dlxWatch.trace.optionCount]);
    await page.locator('#problem').selectOption('dlx:own');
    await page.locator('#dlx-text').fill(text);
    await newTrace(page, () => page.getByRole('button', { name: 'Watch this problem' }).click());
    await page.waitForFunction(() => window.dlxWatch.trace.solver.kind === 'other');
    expect(await page.evaluate(() => [window.dlxWatch.trace.itemCount, window.dlxWatch.trace.optionCount])).toEqual(shape);
    expect(await wholeCount(page)).toBe(count);
  });
}

test('crafted links: a bad text, a bad region map, a text too long: warnings, and a page that works', async ({ page }, testInfo) => {
  // A DLX text the engine refuses: Knuth's example is shown instead, the text kept to mend.
  await open(page, '#problem=dlx&text=A%20B%0AA%0AC%0A&step=3');
  await expect(page.locator('#problem-error')).toHaveText(
    "This problem cannot be watched: line 3: unknown item `C`. Knuth's example (7 items) is shown instead."
  );
  await expect(page.locator('#problem')).toHaveValue('knuth');
  await page.locator('#problem').selectOption('dlx:own');
  await expect(page.locator('#dlx-text')).toHaveValue('A B\nA\nC\n');
  await page.locator('#dlx-text').blur();
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  await shot(page, testInfo, 'bad-text');

  // HTML in a region map is only ever text; the engine names the bad character.
  const map = encodeURIComponent('<img src=x onerror=alert(1)>aaaaaaaaaa');
  // A fragment change on purpose (page.goto, not open(): no new document), awaited by the
  // message it brings.
  await page.goto(`./watch.html#problem=sudoku&variant=jigsaw&puzzle=${'.'.repeat(16)}&regions=${map}`);
  await expect(page.locator('#problem-error')).toContainText("bad character '<' in the region map at position 1");
  await expect(page.locator('#problem-error')).toContainText('is shown instead');
  expect(await page.locator('img').count()).toBe(0);
  // (A changed fragment: the problem already shown stays, where it was.)
  const at = await page.evaluate(() => window.dlxWatch.trace.position);
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.position)).toBe(at - 1);

  // Too long for a link: a warning in words.
  const long = `a\n${'a\n'.repeat(10_001)}`;
  await open(page, `#problem=dlx&text=${encodeURIComponent(long)}`);
  await expect(page.locator('#problem-error')).toContainText('the problem in the link is too long (20,004 characters; a link carries at most 20,000): open it as a file instead');
  await expect(page.locator('#problem')).toHaveValue('knuth');

  // Out-of-range and unknown parameters fall back with a warning; the rest is kept.
  await open(page, '#problem=queens&n=99&rule=first');
  await expect(page.locator('#problem-error')).toContainText('the number of queens "99" is not a whole number from 1 to 16');
  await expect(page.locator('#problem')).toHaveValue('queens8');
  await expect(page.locator('#rule')).toHaveValue('first');
});

test('parameters beside the menu: N queens and Langford pairs of any size, other boards', async ({ page }, testInfo) => {
  await open(page, '#problem=queens5');
  await settled(page);
  await expect(page.locator('#param-n')).toHaveValue('5');
  await page.locator('#param-n').fill('10');
  await page.locator('#param-n').press('Enter');
  await page.waitForFunction(() => window.dlxWatch.trace.primaryCount === 20);
  await expect(page.locator('#problem')).toHaveValue('queens:own');
  expect(page.url()).toMatch(/#problem=queens&n=10$/);
  await expect(page.locator('.pv-queens .pv-square')).toHaveCount(100);
  // Back to a preset's size: the menu shows the preset.
  await page.locator('#param-n').fill('8');
  await page.locator('#param-n').press('Enter');
  await page.waitForFunction(() => window.dlxWatch.trace.primaryCount === 16);
  await expect(page.locator('#problem')).toHaveValue('queens8');
  // A size out of range is refused in words, the field put back.
  await page.locator('#param-n').fill('40');
  await page.locator('#param-n').press('Enter');
  await expect(page.locator('#problem-error')).toHaveText('"40" is not a whole number from 1 to 16.');
  await expect(page.locator('#param-n')).toHaveValue('8');

  await page.locator('#problem').selectOption('langford:own');
  await page.waitForFunction(() => window.dlxWatch.trace.solver.kind === 'langford');
  await expect(page.locator('#params-symmetry')).toBeVisible();
  await page.locator('#param-symmetry').uncheck();
  await page.waitForFunction(() => location.hash.includes('symmetry=keep'));
  await page.locator('#param-n').fill('3');
  await page.locator('#param-n').press('Enter');
  await page.waitForFunction(() => location.hash === '#problem=langford&n=3&symmetry=keep');
  await page.locator('#param-n').blur();
  await nextSolution(page, 1);
  await nextSolution(page, 2);
  const seq = await page.$$eval('.pv-langford .pv-slot', (all) => all.map((s) => s.dataset.value).join(' '));
  // Both directions of the one Langford sequence for n = 3.
  expect(['2 3 1 2 1 3', '3 1 2 1 3 2']).toContain(seq);

  await page.locator('#problem').selectOption('pentominoes:own');
  await page.locator('#param-board').selectOption('5x12');
  await page.waitForFunction(() => window.dlxWatch.trace.solver.boardCols === 12);
  expect(page.url()).toContain('#problem=pentominoes&board=5x12');
  await expect(page.locator('.pv-pentominoes .pv-tile')).toHaveCount(60);
  await shot(page, testInfo, 'five-by-twelve');
});

test('a matrix too big to read whole shows a readable region that follows the search until moved', async ({ page }, testInfo) => {
  await open(page, '#problem=pentominoes3x20');
  await settled(page);
  await drawn(page);
  await expect(page.locator('.mx-caption')).toHaveText('72 primary and 1 secondary items, 1227 options; a readable region, following the search (the whole in the corner)');
  const view = () => page.evaluate(() => ({ ...window.dlxWatch.views[window.dlxWatch.viewNames.indexOf('matrix')].view }));
  const fitted = await view();
  expect(fitted.s).toBeGreaterThan(6);
  // The names and labels drawn are ones a screen reads (the canvas's own record of its text).
  const type = await page.evaluate(() => ({ ...document.querySelector('#matrix canvas').dataset }));
  expect(Number(type.namePx)).toBeGreaterThanOrEqual(12);
  expect(Number(type.labelPx)).toBeGreaterThanOrEqual(12);
  // Three options in: the row being tried is on screen, below the header band.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+ArrowRight');
  await settled(page);
  // The view follows the search when the matrix draws the new position: read it once drawn.
  await drawn(page);
  const row = await page.evaluate(() => {
    const m = window.dlxWatch.views[window.dlxWatch.viewNames.indexOf('matrix')];
    const level = window.dlxWatch.trace.levels.at(-1);
    const y = m.view.ty + m.geometry.rowY[level.option] * m.view.s;
    return { y, band: m.geometry.rowsTop * m.view.s, h: m.stageSize().h };
  });
  expect(row.y).toBeGreaterThan(row.band);
  expect(row.y).toBeLessThan(row.h);
  await shot(page, testInfo, 'tall-following');
  // The wheel scrolls it (and the view stops following); Fit brings the fit back.
  const box = await page.locator('#matrix canvas').first().boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = await view();
  await page.mouse.wheel(0, 300);
  await expect.poll(async () => (await view()).ty).toBeLessThan(before.ty);
  expect((await view()).s).toBe(before.s);
  await expect(page.locator('.mx-caption')).toHaveText('72 primary and 1 secondary items, 1227 options');
  await page.getByRole('button', { name: /^Fit/ }).click();
  await expect(page.locator('.mx-caption')).toContainText('following the search');
});
