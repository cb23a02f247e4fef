// Killer Sudoku end to end: the solver page solves the shipped example and draws its cages, a
// bad cage map is refused with its line and cell while the typed map stays, and the visualizer
// watches a Killer to its solution with the cages drawn and named. Screenshots at three window
// sizes are saved under test-results/: look at them.
import { readFileSync } from 'node:fs';

import { test, expect, shot, verdict, detail } from './fixtures.mjs';

/** A shipped map read by the test itself (an oracle apart from the engine): keys and sums. */
function oracle(name) {
  const lines = readFileSync(new URL(`../data/killer/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  const rows = lines.filter((l) => !l.includes('='));
  const sums = Object.fromEntries(lines.filter((l) => l.includes('=')).map((l) => l.split('=')).map(([k, s]) => [k, Number(s)]));
  return { keys: rows.join(''), sums, n: rows.length };
}

/** Whether `grid` (one character per cell) keeps Sudoku's rules and every cage of `map`. */
function solvesKiller(grid, { keys, sums, n }) {
  if (grid.length !== n * n || grid.includes('.')) return false;
  const b = Math.sqrt(n);
  const units = [];
  for (let i = 0; i < n; i++) {
    units.push(Array.from({ length: n }, (_, j) => i * n + j));
    units.push(Array.from({ length: n }, (_, j) => j * n + i));
    const top = Math.floor(i / b) * b;
    const left = (i % b) * b;
    units.push(Array.from({ length: n }, (_, j) => (top + Math.floor(j / b)) * n + left + (j % b)));
  }
  if (!units.every((u) => new Set(u.map((k) => grid[k])).size === n)) return false;
  return Object.entries(sums).every(([key, sum]) => {
    const cells = [...keys].flatMap((k, cell) => (k === key ? [cell] : []));
    const values = cells.map((c) => Number(grid[c]));
    return new Set(values).size === values.length && values.reduce((a, v) => a + v, 0) === sum;
  });
}

const boardText = (page) => page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

test('the solver page solves the Killer example, its cages drawn from the engine', async ({ page }, testInfo) => {
  const nine = oracle('seed-2026.txt');
  await page.goto('./index.html');
  // The chooser's own entry opens the Sudoku under the Killer rules, with the example.
  await page.locator('#problem').selectOption({ label: 'Killer Sudoku' });
  await expect(page.locator('#variant')).toHaveValue('killer');
  await expect(page.locator('#problem')).toHaveValue('killer');
  await expect(page.locator('#regions-field label')).toHaveText('Cage map');
  await expect(page.locator('#regions-text')).toHaveValue(/^ABBBCDEEE\n/u);
  // One square per cell over the board, one sum per cage, in the corner of its first cell.
  await expect(page.locator('#board .cage-lines > .cage-square')).toHaveCount(81);
  await expect(page.locator('#board .cage-sum')).toHaveCount(Object.keys(nine.sums).length);
  const firstSums = await page.$$eval('#board .cage-sum', (s) => s.slice(0, 3).map((e) => Number(e.textContent)));
  expect(firstSums).toEqual([nine.sums.A, nine.sums.B, nine.sums.C]);
  // A dashed edge on the right of r1c1 (cage A, then B), none between r1c2 and r1c3 (both B).
  const edges = await page.$$eval('#board .cage-square > i', (all) => all.slice(0, 3).map((i) => i.classList.contains('cage-right')));
  expect(edges).toEqual([true, false, false]);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, testInfo, `killer-puzzle-${w}x${h}`);
  }
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(verdict(page)).toHaveText('Unique solution', { timeout: 30_000 });
  const solved = await boardText(page);
  expect(solvesKiller(solved, nine)).toBe(true);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, testInfo, `killer-solved-${w}x${h}`);
  }
  // Back to the Sudoku's entry: the classic rules, no cages.
  await page.locator('#problem').selectOption({ label: 'Sudoku' });
  await expect(page.locator('#variant')).toHaveValue('classic');
  await expect(page.locator('#board .cage-lines')).toHaveCount(0);
  await page.locator('#variant').selectOption('killer');
  await expect(page.locator('#problem')).toHaveValue('killer');
  // The visualizer link carries the rules and the map.
  const href = await page.locator('#watch-link').getAttribute('href');
  // The shipped example is the visualizer's preset, so the link names it.
  expect(href).toBe('./watch.html#problem=killer9');
});

test('a bad cage map is refused with its line and cell, and the typed map stays', async ({ page }, testInfo) => {
  await page.goto('./index.html');
  await page.locator('#variant').selectOption('killer');
  await expect(page.locator('#regions-field')).toBeVisible();
  const bad = 'AABB\nCD.B\nCEFF\nGEFH\nA=3\n';
  await page.locator('#regions-text').fill(bad);
  await expect(verdict(page)).toHaveText('There is a problem with the cage map');
  await expect(detail(page)).toContainText('Line 2: cell r2c3 is in no cage');
  // The board takes the map's size only from a good map; the cell at fault is marked.
  await expect(page.locator('#board .cell.bad')).toHaveCount(1);
  await expect(page.locator('#board .cell.bad')).toHaveAttribute('aria-label', /^Row 2, column 3/u);
  await expect(page.locator('#regions-text')).toHaveValue(bad);
  await shot(page, testInfo, 'killer-bad-map');
  // Mended: a 4x4 board with its cages, solved.
  await page.locator('#regions-text').fill('ABBC\nAADE\nFFDE\nGGGE\nA=8\nB=3\nC=3\nD=6\nE=7\nF=7\nG=6\n');
  await expect(page.locator('#board .cell')).toHaveCount(16);
  await expect(page.locator('#board .cage-sum')).toHaveCount(7);
  await page.getByRole('button', { name: 'Count solutions' }).click();
  await expect(verdict(page)).toHaveText(/^Unique solution$/u);
});

/** Waits until the visualizer's player is at rest. */
async function settled(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch?.player;
    return p && !p.playing && !p.busy;
  });
}

test('the visualizer watches a Killer to its solution, cages drawn and named', async ({ page }, testInfo) => {
  const four = oracle('seed-7-4x4.txt');
  await page.goto('./watch.html#problem=killer4');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await settled(page);
  await expect(page.locator('#variant')).toHaveValue('killer');
  await expect(page.locator('.pv-sudoku .cage-lines > .cage-square')).toHaveCount(16);
  await expect(page.locator('.pv-sudoku .cage-sum')).toHaveCount(Object.keys(four.sums).length);
  await expect(page.locator('.pv-rules')).toContainText('Killer Sudoku');
  // Step until the search branches on, or tries, a cage: the caption says which, with its sum.
  let caption = '';
  for (let i = 0; i < 60 && !/cage \d+ \(sum \d+\)/u.test(caption); i++) {
    await page.keyboard.press('ArrowRight');
    await settled(page);
    caption = await page.locator('.pv-caption').textContent();
  }
  expect(caption).toMatch(/cage \d+ \(sum \d+\)/u);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 30_000 });
  await settled(page);
  const grid = await page.$$eval('.pv-sudoku .pv-cell .pv-value', (cells) => cells.map((c) => c.textContent.trim() || '.').join(''));
  expect(solvesKiller(grid, four)).toBe(true);
  await expect(page.locator('.pv-sudoku')).toHaveAttribute('aria-label', /^Killer Sudoku grid, 4 by 4: 16 of 16 cells filled; solved$/u);
  await shot(page, testInfo, 'killer4-watched');
});

test('the visualizer opens the 9x9 Killer from a deep link and finds its one solution', async ({ page }, testInfo) => {
  const nine = oracle('seed-2026.txt');
  const map = readFileSync(new URL('../data/killer/seed-2026.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n')
    .trim();
  await page.goto(`./watch.html#problem=sudoku&variant=killer&regions=${encodeURIComponent(map)}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await settled(page);
  await expect(page.locator('#problem')).toHaveValue('killer9');
  await expect(page.locator('.pv-sudoku .cage-sum')).toHaveCount(Object.keys(nine.sums).length);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1, null, { timeout: 60_000 });
  await settled(page);
  const grid = await page.$$eval('.pv-sudoku .pv-cell .pv-value', (cells) => cells.map((c) => c.textContent.trim() || '.').join(''));
  expect(solvesKiller(grid, nine)).toBe(true);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, testInfo, `killer9-watched-${w}x${h}`);
  }
});
