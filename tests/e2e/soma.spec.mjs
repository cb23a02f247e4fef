// End-to-end tests of the Soma cube on the solver page: a packing solved and drawn as three
// layers side by side, checked by the puzzle's own rules written in the tests (not by asking the
// engine): 27 cubes filled, each piece's number of cubes, each piece connected face to face and
// of its published shape up to the 24 rotations of space; the counts against the published
// figures; and the link. Screenshots at 1280x720 and 1024x768 are saved under
// test-results/e2e/<test>/: look at them.
//
// The rules (the pieces' published shapes, each up to the 24 rotations of space) are the
// wandering test's, shared from tests/e2e/wander/rules.mjs (somaFaults): one copy for both.
//
// The counts: 11,520 packings in all, 240 up to the cube's 48 rotations and reflections
// (Conway and Guy, 1961; "Winning Ways"). The pieces cannot be mirrored, so counting each
// packing once per rotation of the cube leaves 11,520 / 24 = 480: each of the 240 and its
// mirror image.
import { test, expect, shot, verdict, button } from './fixtures.mjs';
import { SOMA_SCREWS, SOMA_SHAPES, SPACE_ROTATIONS, cubeForm, placedCubes, somaFaults } from './wander/rules.mjs';

const SIZES = [
  [1280, 720],
  [1024, 768],
];

/** The cubes drawn on the page: `{ layer, row, column, letter, fill }` per lettered cube. */
function drawnCubes(page) {
  return page.$$eval('#picture svg.soma [data-cube]', (texts) =>
    texts.map((t) => {
      const [layer, row, column] = t.dataset.cube.split(',').map(Number);
      const square = [...t.parentNode.querySelectorAll('rect')].find(
        (r) => Number(r.getAttribute('x')) === column * 10 && Number(r.getAttribute('y')) === row * 10
      );
      return { layer, row, column, letter: t.textContent, fill: getComputedStyle(square).fill };
    })
  );
}

/** Checks a drawn packing by the rules of the Soma cube, and its colours. */
function expectSomaPacking(cubes) {
  expect(somaFaults(cubes)).toEqual([]);
  // One colour per piece, the same in every layer, and seven colours.
  const fills = {};
  for (const c of cubes) (fills[c.letter] ??= new Set()).add(c.fill);
  for (const [letter, set] of Object.entries(fills)) expect(set.size, `piece ${letter}'s colours`).toBe(1);
  expect(new Set(Object.values(fills).map((s) => [...s][0])).size).toBe(7);
}

test('the shapes of the rules: the two screws are mirror images, not turns of each other', () => {
  const [left, right] = SOMA_SCREWS.map(cubeForm);
  expect(left).not.toBe(right);
  expect(cubeForm(SOMA_SCREWS[0].map(([x, y, z]) => [-x, y, z]))).toBe(right);
  // The branch turns onto itself in 3 ways: 24 / 3 = 8 distinct positions.
  expect(SPACE_ROTATIONS).toHaveLength(24);
  expect(new Set(SPACE_ROTATIONS.map((turn) => placedCubes(SOMA_SHAPES.P.map(turn)))).size).toBe(8);
});

/** A packing written as its three layers, top first, each three rows of three letters. */
function packing(layers) {
  return layers.flatMap((rows, layer) => rows.flatMap((row, r) => [...row].map((letter, column) => ({ layer, row: r, column, letter }))));
}
// A packing (the engine's first, each piece checked by eye): the screws A and B in the lower two layers.
const PACKED = [
  ['LLL', 'LVZ', 'VVT'],
  ['PAA', 'BZZ', 'BTT'],
  ['PPA', 'PZA', 'BBT'],
];

test('the rules pass a packing and its mirror image, and fail it with a layer moved or a cube missing', () => {
  expect(somaFaults(packing(PACKED))).toEqual([]);
  // Mirrored, the screws trade shapes: still the two screws, one each, so still a packing.
  expect(somaFaults(packing(PACKED.map((rows) => rows.map((row) => [...row].reverse().join('')))))).toEqual([]);
  // The top layer drawn one column over: V, Z and T lose their shapes (the L keeps its own).
  const shifted = packing([PACKED[0].map((row) => row.slice(1) + row[0]), PACKED[1], PACKED[2]]);
  expect(somaFaults(shifted)).toEqual([
    'piece V is not joined face to face',
    'piece Z does not have the shape of the Z',
    'piece T does not have the shape of the T',
  ]);
  const missing = packing(PACKED).filter((c) => !(c.layer === 2 && c.row === 2 && c.column === 2));
  expect(somaFaults(missing)).toEqual(['26 cells of the cube are drawn, not 27', 'piece T has 3 cubes, not 4']);
  const empty = packing(PACKED).map((c) => (c.layer === 2 && c.row === 2 && c.column === 2 ? { ...c, letter: '' } : c));
  expect(somaFaults(empty)).toEqual(['1 cell of the cube is not filled', 'piece T has 3 cubes, not 4']);
});

test('solver page: a Soma packing drawn as three layers, checked by the rules, and the counts', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('./');
  await page.getByLabel('Problem', { exact: true }).selectOption('soma');
  await expect(page).toHaveURL(/#problem=soma$/u);
  await expect(page.locator('#soma-symmetry')).toBeChecked();
  // The empty cube: three layers of nine cubes, none filled yet.
  await expect(page.locator('#picture svg.soma .pc-empty')).toHaveCount(27);
  await expect(page.locator('#picture .soma-layer')).toHaveText(['Layer 1 (top)', 'Layer 2', 'Layer 3 (bottom)']);
  await expect(page.locator('#note')).toContainText('480');

  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a packing');
  expectSomaPacking(await drawnCubes(page));

  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // The layers side by side, left to right, in the window and wide enough to read.
    const boxes = await page.$$eval('#picture svg.soma > g[data-layer]', (gs) => gs.map((g) => g.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(3);
    for (let l = 1; l < 3; l += 1) {
      expect(boxes[l].left).toBeGreaterThan(boxes[l - 1].right);
      expect(Math.abs(boxes[l].top - boxes[0].top)).toBeLessThan(1);
    }
    for (const b of boxes) {
      expect(b.width).toBeGreaterThan(90);
      expect(b.right).toBeLessThanOrEqual(width);
      expect(b.bottom).toBeLessThanOrEqual(height);
    }
    await shot(page, testInfo, `solver-${width}x${height}`);
  }

  // Every packing once per rotation of the cube: the 240 published and their mirror images.
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('480 packings', { timeout: 200_000 });
  // A packing further on is drawn by the same rules.
  await page.locator('#sol-last').click();
  await expect(page.locator('#picture')).toHaveAttribute('data-solution', '480');
  expectSomaPacking(await drawnCubes(page));

  await page.locator('#soma-symmetry').uncheck();
  await expect(page).toHaveURL(/#problem=soma&symmetry=keep$/u);
  await expect(page.locator('#note')).toContainText('11,520');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('11,520 packings', { timeout: 200_000 });
});

test('solver page: #problem=soma opens the Soma cube, and its visualizer link opens the same', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./#problem=soma&symmetry=keep');
  await expect(page.getByLabel('Problem', { exact: true })).toHaveValue('soma');
  await expect(page.locator('#title')).toHaveText('Soma cube');
  await expect(page.locator('#soma-symmetry')).not.toBeChecked();
  await expect(page.locator('#picture svg.soma .pc-empty')).toHaveCount(27);
  await page.locator('#soma-symmetry').check();
  await expect(page).toHaveURL(/#problem=soma$/u);
  const watch = page.locator('#watch-link');
  await expect(watch).toHaveAttribute('href', './watch.html#problem=soma');
  // Export .dlx: the problem in Knuth's format, 7 pieces and 27 cubes as its items.
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export .dlx').click()]);
  expect(download.suggestedFilename()).toBe('soma-3x3x3-once.dlx');
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await download.path(), 'utf8')).split('\n').filter((l) => l && !l.startsWith('|'));
  expect(lines[0].split(' ').toSorted()).toEqual(
    ['A', 'B', 'L', 'P', 'T', 'V', 'Z', ...[1, 2, 3].flatMap((l) => [1, 2, 3].flatMap((r) => [1, 2, 3].map((c) => `l${l}r${r}c${c}`)))].toSorted()
  );

  // The visualizer has no picture of cubes: it steps through the matrix, the options listed.
  await page.goto('./watch.html#problem=soma&symmetry=keep');
  await page.waitForFunction(() => window.dlxWatch?.trace?.solver.kind === 'soma');
  await expect(page.locator('#problem')).toHaveValue('soma:own');
  await expect(page.locator('#param-symmetry')).not.toBeChecked();
  await expect(page.locator('#params-symmetry')).toBeVisible();
  await expect(page.getByText('unknown problem')).toHaveCount(0);
  const counts = await page.evaluate(() => [window.dlxWatch.trace.itemCount, window.dlxWatch.trace.primaryCount]);
  expect(counts).toEqual([34, 34]);
});
