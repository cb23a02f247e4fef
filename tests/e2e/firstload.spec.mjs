// The solver page's first load (issue 23): its worker solves a Sudoku with the lean engine
// (www/pkg-lite, built without the crate's `full` feature) while the full one is still
// unavailable, and loads the full one when a problem needs it. What is asserted is which
// module files were asked for and what works without them, never how long anything took.
import { test, expect, shot, verdict, button } from './fixtures.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const EASY_SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

const LITE = /\/dlx_lite_bg-[\w-]+\.wasm$/u;
const FULL = /\/dlx_wasm_bg-[\w-]+\.wasm$/u;

/** The board's values, row by row ('.' for an empty cell). */
async function boardText(page) {
  return page.$$eval('#board .cell', (cells) => cells.map((c) => c.value || '.').join(''));
}

test('a Sudoku is solved on the lean engine alone; pentominoes load the full one', async ({ page }, testInfo) => {
  const asked = [];
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.wasm')) asked.push(path);
  });
  // The full module is held back (its requests wait, unanswered) until the Sudoku is solved:
  // the page must not need it for that.
  const held = [];
  let holding = true;
  await page.context().route(FULL, (route) => (holding ? held.push(route) : route.continue()));

  await page.goto(`./#${EASY}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => boardText(page)).toBe(EASY);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
  expect(await boardText(page)).toBe(EASY_SOLUTION);
  await shot(page, testInfo, 'sudoku-solved-on-the-lean-engine');

  expect(asked.some((p) => LITE.test(p)), `the lean module was fetched: ${asked.join(', ')}`).toBe(true);
  expect(asked.find((p) => LITE.test(p) || FULL.test(p)), 'the lean module is the first asked for').toMatch(LITE);
  // Every request for the full module so far (the idle preload's, if it came) is still held.
  expect(asked.filter((p) => FULL.test(p))).toHaveLength(held.length);

  holding = false;
  for (const route of held.splice(0)) await route.continue();

  // Pentominoes need the full module (the lean one has no pentominoes): it is fetched, and solves.
  await page.getByLabel('Problem', { exact: true }).selectOption('pentominoes');
  await expect(page).toHaveURL(/#problem=pentominoes/u);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Found a packing');
  await expect(page.locator('#picture .pc-letter')).toHaveCount(12);
  expect(asked.some((p) => FULL.test(p)), `the full module was fetched: ${asked.join(', ')}`).toBe(true);
  await shot(page, testInfo, 'pentominoes-on-the-full-engine');

  // Back on the Sudoku, the lean start lost nothing: the puzzle still solves.
  await page.getByLabel('Problem', { exact: true }).selectOption('sudoku');
  await expect(page.locator('#board .cell')).toHaveCount(81);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText(/solution/u);
});

test('before anything else is chosen, the page asks for no module but the lean one', async ({ page }) => {
  const asked = [];
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.wasm')) asked.push(path);
  });
  // The idle preload may ask for the full module: hold it, and count what else was asked for.
  const held = [];
  await page.context().route(FULL, (route) => held.push(route));
  await page.goto('./');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#board .cell')).toHaveCount(81);
  // The page's worker and each pool worker that has started asked for the lean module only;
  // the full module's requests (held) come from the idle preload alone: at most one.
  expect(asked.filter((p) => LITE.test(p)).length).toBeGreaterThanOrEqual(1);
  expect(asked.filter((p) => !LITE.test(p) && !FULL.test(p))).toEqual([]);
  expect(asked.filter((p) => FULL.test(p)).length).toBeLessThanOrEqual(1);
  for (const route of held.splice(0)) await route.continue();
});
