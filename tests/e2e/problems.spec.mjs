// End-to-end tests of the visualizer's new problems (issue 5): pentomino packing and Langford
// pairs, chosen by link or from the problem menu, run to a solution, and the board pictures
// checked against the puzzles' rules and the engine's own answer. Screenshots of a packing in
// progress, a complete packing and a Langford sequence are saved under
// test-results/e2e/<test>/: look at them.
import { test, expect } from './fixtures.mjs';

/** Opens the visualizer at a fragment and waits until the trace is built. */
async function open(page, hash) {
  await page.goto(`./watch.html${hash}`);
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

/** Picks a problem from the menu, and leaves the menu (so keys go to the player again). */
async function choose(page, label, kind) {
  await page.locator('#problem').selectOption({ label });
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
