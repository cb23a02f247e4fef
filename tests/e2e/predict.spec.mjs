// End-to-end tests of Predict mode (www/watch/predict/predict.js) and of the seeded problems. On Knuth's
// example under MRV: the mode holds the player before each question, the student answers the
// first choice right (1 of 1) or wrong (the explanation names the engine's item), answers a
// cover question and a solution question; the truth is read from the engine (Trace.question),
// never written here. A seeded link opens the same problem every time and another seed another
// problem. Screenshots at 1024x768, 1280x720 and 1440x900 under test-results/e2e/<test>/.
import { test, expect, load, shot } from './fixtures.mjs';

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

const position = (page) => page.evaluate(() => window.dlxWatch.trace.position);
const question = (page) => page.evaluate(() => window.dlxWatch.trace.question());
const itemName = (page, k) => page.evaluate((k) => window.dlxWatch.trace.itemName(k), k);
const optionText = (page, o) => page.evaluate((o) => window.dlxWatch.trace.optionText(o), o);
const panel = (page) => page.locator('#predict');
const prompt = (page) => page.locator('#predict-prompt');
const feedback = (page) => page.locator('#predict-feedback');
const score = (page) => page.locator('#predict-score');

/** Ticks the boxes of `options` (engine numbers) and nothing else, then Check. */
async function pickOptions(page, options) {
  const boxes = panel(page).locator('.predict-choices input[type="checkbox"]');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    const value = Number(await box.getAttribute('value'));
    await box.setChecked(options.includes(value));
  }
  await panel(page).getByRole('button', { name: 'Check' }).click();
}

/** Skips questions and steps until the engine's next question is of `kind`. */
async function forwardToQuestion(page, kind) {
  for (let guard = 0; guard < 500; guard += 1) {
    const q = await question(page);
    if (q?.kind === kind) {
      await expect(prompt(page)).toBeVisible();
      return q;
    }
    if (q !== null && (await panel(page).getByRole('button', { name: 'Skip' }).isEnabled())) {
      await panel(page).getByRole('button', { name: 'Skip' }).click();
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no ${kind} question`);
}

for (const [width, height] of [
  [1024, 768],
  [1280, 720],
  [1440, 900],
]) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a right choice, a cover, a solution, and the player held at each question', async ({ page }, testInfo) => {
      await open(page, '#problem=knuth');
      await expect(panel(page)).toBeHidden();
      await page.keyboard.press('p');
      await expect(page.locator('#predict-toggle')).toHaveAttribute('aria-pressed', 'true');
      await expect(panel(page)).toBeVisible();
      const q = await question(page);
      expect(q.kind).toBe('choose');
      await expect(prompt(page)).toContainText('which item will the search choose');
      await shot(page, testInfo, 'choice-question');
      // The other panels do not give the answer away: no sentence about the next choice, and
      // the item the engine will choose looks like the others in the item panel.
      await expect(page.locator('#items .items-summary')).toBeHidden();
      const looks = await page.evaluate(() => {
        const chips = [...document.querySelectorAll('#items .item-chips:not(.secondary) .item-chip')];
        const look = (el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).borderTopWidth} ${getComputedStyle(el).borderTopColor}`;
        return new Set(chips.filter((el) => !el.closest('[hidden]') && !el.classList.contains('empty')).map(look)).size;
      });
      expect(looks).toBe(1);

      // Held: neither a step nor playing moves on before an answer.
      await page.keyboard.press('ArrowRight');
      await page.locator('.player [data-action="play"]').click();
      // Play sets the player playing at once, and its next frame either steps or, held by the
      // question, stops playing: the player at rest again is the page saying it held.
      await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
      expect(await position(page)).toBe(0);

      const name = await itemName(page, q.item);
      await panel(page).getByRole('button', { name, exact: true }).click();
      await expect(feedback(page)).toHaveClass(/right/);
      await expect(feedback(page)).toContainText(`Right: ${name}`);
      await expect(score(page)).toHaveText('1 of 1 right');

      // The choice is made; next, the cover of the chosen item.
      await page.keyboard.press('ArrowRight');
      expect(await position(page)).toBe(1);
      const cover = await question(page);
      expect(cover.kind).toBe('cover');
      await expect(prompt(page)).toContainText(`The search covers ${name}.`);
      // Leave one of the engine's options out: wrong, and the explanation names it.
      await pickOptions(page, cover.leaving.slice(1));
      await expect(feedback(page)).toHaveClass(/wrong/);
      await expect(feedback(page)).toContainText(`You left out “${await optionText(page, cover.leaving[0])}”`);
      await expect(score(page)).toHaveText('1 of 2 right');
      await shot(page, testInfo, 'cover-feedback');

      // Playing goes on by itself and stops at the next question.
      await page.locator('.player [data-action="play"]').click();
      await page.waitForFunction(() => !window.dlxWatch.player.playing);
      expect(await position(page)).toBeGreaterThan(1);
      expect(await question(page)).not.toBeNull();
      await expect(prompt(page)).toBeVisible();

      // A dead end: any item left with no options is a right answer.
      const deadEnd = await forwardToQuestion(page, 'deadEnd');
      await expect(prompt(page)).toContainText('Which item has no options left?');
      const empty = await itemName(page, deadEnd.empty.at(-1));
      await panel(page).getByRole('button', { name: empty, exact: true }).click();
      await expect(feedback(page)).toHaveClass(/right/);
      await expect(feedback(page)).toContainText(`Right: ${empty} has no options left.`);
      await expect(score(page)).toHaveText('2 of 3 right');
      await shot(page, testInfo, 'dead-end-feedback');

      const solution = await forwardToQuestion(page, 'solution');
      await expect(prompt(page)).toContainText('Which options form the solution?');
      await pickOptions(page, solution.options);
      await expect(feedback(page)).toHaveClass(/right/);
      await expect(score(page)).toHaveText('3 of 4 right');
      await shot(page, testInfo, 'solution-feedback');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('solution');

      // Off: the player goes on freely, the panel is gone.
      await page.keyboard.press('p');
      await expect(panel(page)).toBeHidden();
    });

    test('a wrong choice is explained with the engine’s item; the score starts again with a new problem', async ({ page }, testInfo) => {
      await open(page, '#problem=knuth');
      await page.locator('#predict-toggle').click();
      const q = await question(page);
      const chosen = await itemName(page, q.item);
      const other = q.lens.find((l) => l.item !== q.item && l.len > q.len);
      const wrong = await itemName(page, other.item);
      // Keyboard: Tab to the item's button, Enter.
      const button = panel(page).getByRole('button', { name: wrong, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(feedback(page)).toHaveClass(/wrong/);
      await expect(feedback(page)).toContainText(
        `MRV chooses ${chosen}: it has ${q.len} options left, your choice ${wrong} has ${other.len}.`
      );
      await expect(score(page)).toHaveText('0 of 1 right');
      await shot(page, testInfo, 'wrong-choice');
      await page.selectOption('#problem', 'queens4');
      await page.waitForFunction(() => window.dlxWatch.state.problem === 'queens');
      await expect(score(page)).toHaveText('No answers yet');
    });
  });
}

test('a seeded link opens the same problem every time; another seed, another problem', async ({ page }, testInfo) => {
  const problemOf = () =>
    page.evaluate(() => {
      const t = window.dlxWatch.trace;
      const items = Array.from({ length: t.itemCount }, (_, k) => t.itemName(k));
      const options = Array.from({ length: t.optionCount }, (_, o) => t.optionText(o));
      return { items, options, primary: t.primaryCount };
    });
  await open(page, '#problem=random&seed=123');
  const first = await problemOf();
  expect(first.primary).toBeGreaterThanOrEqual(5);
  await expect(page.locator('#param-seed')).toHaveValue('123');
  await expect(page.locator('#problem')).toHaveValue('random:own');
  await shot(page, testInfo, 'random-123');
  await page.goto('about:blank');
  await open(page, '#problem=random&seed=123');
  expect(await problemOf()).toEqual(first);
  await open(page, '#problem=random&seed=124');
  await page.waitForFunction(() => window.dlxWatch.state.seed === 124);
  expect(await problemOf()).not.toEqual(first);

  // The 4x4 Sudoku: the same puzzle from the same seed, with one solution.
  await open(page, '#problem=random-sudoku&seed=7');
  await page.waitForFunction(() => window.dlxWatch.state.problem === 'random-sudoku');
  const sudoku = await problemOf();
  await page.goto('about:blank');
  await open(page, '#problem=random-sudoku&seed=7');
  expect(await problemOf()).toEqual(sudoku);
  await page.locator('.player [data-action="solution"]').click();
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  await page.locator('.player [data-action="solution"]').click();
  await page.waitForFunction(() => window.dlxWatch.trace.finished);
  expect(await page.evaluate(() => window.dlxWatch.trace.solutions.length)).toBe(1);
  await shot(page, testInfo, 'random-sudoku-7');

  // New: another seed, in the link too.
  await page.locator('#new-seed').click();
  await page.waitForFunction(() => window.dlxWatch.state.seed !== 7);
  const seed = await page.evaluate(() => window.dlxWatch.state.seed);
  await expect(page).toHaveURL(new RegExp(`#problem=random-sudoku&seed=${seed}$`));
});

test('a link hands out an exercise: predict=1 opens asking, and the address follows the mode', async ({ page }, testInfo) => {
  await open(page, '#problem=random&seed=5&predict=1');
  await expect(page.locator('#predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page)).toBeVisible();
  await expect(prompt(page)).toContainText('which item will the search choose');
  await shot(page, testInfo, 'predict-link');
  // Turned off by its button, the address drops it; on again, it comes back.
  await page.locator('#predict-toggle').click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(/#problem=random&seed=5$/);
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/#problem=random&seed=5&predict=1$/);
});

test('at a cover, ticking an option of the covered item alone is explained as what the search tries next', async ({ page }, testInfo) => {
  // Random problem 5 has an option of one item ("D"); the search covers that item at some point.
  await open(page, '#problem=random&seed=5&predict=1');
  await page.evaluate(() => window.dlxWatch.player.setSpeed(Infinity));
  let found = null;
  for (let guard = 0; guard < 300 && !found; guard += 1) {
    const q = await question(page);
    if (q?.kind === 'cover') {
      const name = await itemName(page, q.item);
      for (const o of q.candidates) if ((await optionText(page, o)) === name) found = { q, o, name };
    }
    if (found) break;
    if (q !== null) await panel(page).getByRole('button', { name: 'Skip' }).click();
    if (await page.evaluate(() => window.dlxWatch.trace.finished)) break;
    await page.locator('.player [data-action="play"]').click();
    await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
  }
  expect(found, 'a cover of an item that has an option of its own alone').not.toBeNull();
  const { q, o, name } = found;
  // The option of the item alone leaves no list: the engine's answer does not hold it.
  expect(q.leaving).not.toContain(o);
  await pickOptions(page, [...q.leaving, o]);
  await expect(feedback(page)).toHaveClass(/wrong/);
  await expect(feedback(page)).toContainText(new RegExp(`“${name}” is (${name}’s only option: the search tries it next|one of ${name}’s own options, with no other item)`));
  await expect(feedback(page)).not.toContainText('does not touch');
  await shot(page, testInfo, 'own-option-feedback');
});
