// The visualizer, wandered (issue 30): from a seed, a random walk of user actions on
// watch.html (tests/e2e/wander/watch-walk.mjs), every step checked: no page error, the link
// reproduces what is shown, a solution drawn obeys its puzzle's rules (this test's checkers),
// no figure contradicts another. One test per seed, `wander watch seed N`:
//
//   WANDER_SEEDS=20 WANDER_FIRST_SEED=1 npx playwright test tests/e2e/wander-watch.spec.mjs
//
// (default: 3 seeds from 1; WANDER_TIMES=1 prints what each action took). A failure names
// its seed and the actions, to replay it.
// Below the walk, the reduced tests of what walking and the issue found, each on its own.
import { test, expect, load } from './fixtures.mjs';
import { figuresFault, labelsOutside, rest, solutionFault, wander } from './wander/watch-walk.mjs';
import { queensFaults } from './wander/rules.mjs';

const SEEDS = Number(process.env.WANDER_SEEDS || 3);
const FIRST = Number(process.env.WANDER_FIRST_SEED || 1);
/** Actions per walk: from 20 to 40, by the seed. */
const length = (seed) => 20 + ((seed * 7919) % 21);

for (let seed = FIRST; seed < FIRST + SEEDS; seed += 1) {
  test(`wander watch seed ${seed}`, async ({ page, context }) => {
    // A guard against a hang, not a speed to meet: a walk waits out a player that keeps moving.
    test.setTimeout(30 * 60_000);
    // Errors of both pages, read after every action (the fixture checks the main page's too).
    const errors = [];
    const fresh = await context.newPage();
    for (const [name, p] of [['page', page], ['link', fresh]]) {
      p.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${name} console: ${m.text()}`);
      });
      p.on('pageerror', (e) => errors.push(`${name} exception: ${e.message}`));
    }
    // Every other seed with reduced motion (each step shown at once, as a student who asks
    // for it sees it); the others animate.
    if (seed % 2 === 0) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await fresh.emulateMedia({ reducedMotion: 'reduce' });
    }
    const done = await wander(page, fresh, { seed, length: length(seed), errors });
    test.info().annotations.push({ type: 'actions', description: done.join(' / ') });
    await fresh.close();
  });
}

/** Opens the visualizer at `hash` and waits for its rest. */
async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await rest(page);
}

test('Scott\'s board: the tree\'s size beside the drawing is the rule table\'s exact count, not an estimate', async ({ page }) => {
  await open(page, '#problem=pentominoes&board=scott');
  // The rule table runs this same search (MRV, symmetry broken) to its end.
  const row = page.locator('#compare .compare-table tr.current');
  await expect(row).toBeVisible({ timeout: 30_000 });
  const nodes = await row.locator('td').nth(1).textContent();
  // Knuth's search of Scott's board with the X kept to one eighth: 65 packings, counted here
  // (520 / 8) in the table itself, and its node count in the line beside the tree.
  await expect(row.locator('td').nth(3)).toHaveText('65');
  await expect(page.locator('#tree-estimate')).toHaveText(`${nodes} nodes in all; 0% explored.`);
  expect(await figuresFault(page)).toBe('');
  // With the symmetry kept the table stops at its limit ("200,000+"): the line beside the
  // tree never says fewer.
  await open(page, '#problem=pentominoes&board=scott&symmetry=keep');
  await expect(row.locator('td').nth(1)).toHaveText(/\+$/u, { timeout: 60_000 });
  expect(await figuresFault(page)).toBe('');
});

test('a link with only unknown stops keeps the default stops and says it ignored them', async ({ page }) => {
  await open(page, '#problem=queens6&stop=bogus');
  await expect(page.getByRole('checkbox', { name: 'Stop at solutions' })).toBeChecked();
  await expect(page.locator('#stops-shown')).toHaveText('solutions');
  await expect(page.locator('#problem-error')).toHaveText(/^The link was partly ignored: unknown stop "bogus" .*playing stops at solutions, as it does by default\.$/u);
  // Playing (at full speed) stops at the first solution, as by default, not at the end.
  await page.locator('#speed').evaluate((r) => {
    r.value = '100';
    r.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.keyboard.press(' ');
  await rest(page);
  const at = await page.evaluate(() => ({ last: window.dlxWatch.trace.lastEvent()?.kind, finished: window.dlxWatch.trace.finished }));
  expect(at).toEqual({ last: 'solution', finished: false });
  // The link no longer carries the bad part.
  expect(page.url()).not.toContain('stop=');
});

test('at 6 queens\' first solution the item panel names no option outside the solution as in place', async ({ page }) => {
  await open(page, '#problem=queens6');
  await page.keyboard.press('n');
  await rest(page);
  // The queens drawn, checked by the rules (no two attack), and their options' squares.
  const squares = await page.$$eval('.pv-queens .pv-square', (s) => s.flatMap((q, at) => (q.dataset.queen === '♛' ? [[Math.floor(at / 6), at % 6]] : [])));
  expect(queensFaults(6, squares)).toEqual([]);
  // The sentence as the panel wrote it, options in backticks (shown as code).
  const text = await page.locator('.items-summary').getAttribute('data-text');
  for (const [, option] of text.matchAll(/`([^`]+)` is in place/gu)) {
    const m = /\br(\d+) c(\d+)\b/u.exec(option);
    expect(m && squares.some(([r, c]) => r === Number(m[1]) && c === Number(m[2])), `${text} (queens at ${JSON.stringify(squares)})`).toBe(true);
  }
  expect(text).toMatch(/^Every primary item is covered\. Next the search backs up and tries option `[^`]+`/u);
});

test('every tetrastick letter lies inside its picture, in the visualizer and on the solver page', async ({ page }) => {
  test.setTimeout(120_000);
  const bottomI = (selector) =>
    page.evaluate((selector) => {
      const i = document.querySelector(`${selector} .st-piece[data-piece="I"]`);
      return Boolean(i && /^(M\d+ 50L\d+ 50)+$/u.test(i.getAttribute('d')));
    }, selector);
  // Knuth's 5x5 square without the L: its first packing (MRV, symmetry broken) has the I
  // along the bottom edge, the letter that was drawn below the picture.
  await open(page, '#problem=sticks&omit=L');
  await page.keyboard.press('n');
  await rest(page);
  expect(await solutionFault(page)).toBe('');
  expect(await bottomI('#puzzle-view'), 'the I on the bottom edge').toBe(true);
  expect(await page.evaluate(labelsOutside, '#puzzle-view .pv-sticks svg')).toEqual([]);
  // The solver page draws with the same pictures: its first packing, each letter inside.
  await page.goto('./#problem=sticks&omit=L');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.locator('#verdict')).toHaveText('Found a packing');
  expect(await page.evaluate(labelsOutside, '#picture svg')).toEqual([]);
  console.log(`solver page, first packing without the L: the I on the bottom edge: ${await bottomI('#picture')}`);
});
