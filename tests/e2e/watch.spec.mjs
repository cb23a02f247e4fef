// End-to-end tests of the visualizer (watch.html, issue 4, section 7), in Chromium against the
// built site. The page exposes its state as `window.dlxWatch` ({ trace, player, views }), which
// the tests read to compare what is drawn with what the engine holds. Screenshots of the start,
// a cover in mid-animation, a solution and the state after stepping back are saved under
// test-results/e2e/<test>/: look at them.
import { test, expect, load, isSolvedGrid } from './fixtures.mjs';

/** Opens the visualizer (with an optional fragment) and waits until the trace is built. */
async function open(page, hash = '') {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

async function shot(page, testInfo, name) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Waits until the player is at rest (not playing, no run or seek under way). */
async function settled(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    return p && !p.playing && !p.busy;
  });
}

const position = (page) => page.evaluate(() => window.dlxWatch.trace.position);

/**
 * Waits until the player is at rest and the matrix's canvas says it holds the final picture of
 * the trace's current position (its data-drawn, set by the view once the change's last frame
 * is drawn in the project's fonts): a picture compared before that could be any frame.
 */
async function drawn(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    const canvas = document.querySelector('#matrix canvas');
    return p && !p.playing && !p.busy && canvas?.dataset.drawn === String(window.dlxWatch.trace.position);
  });
}

/** The engine's link arrays and the path, as plain data. */
function engineState(page) {
  return page.evaluate(() => {
    const t = window.dlxWatch.trace;
    const { nodes, items } = t.links();
    return JSON.stringify({ nodes: [...nodes], items: [...items], levels: t.levels, tree: t.tree });
  });
}

test('stepping forward 40 events and back 40 restores the links and the drawing', async ({ page }, testInfo) => {
  // Reduced motion: every frame shows a finished state, so two drawings can be compared.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#problem=knuth');
  await drawn(page);
  const matrix = page.locator('#matrix canvas').first();
  const before = await matrix.screenshot();
  const startState = await engineState(page);
  await shot(page, testInfo, 'start');
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 40);
  await drawn(page);
  expect(await engineState(page)).not.toBe(startState);
  const middle = await matrix.screenshot();
  expect(middle.equals(before)).toBe(false);
  // The last step back alone: keys that arrive within one frame are undone as one change
  // ("Undid 2 events at once"), and a change that uncovers an item rings its header, so the
  // final picture would depend on how the machine batched the keys.
  for (let i = 0; i < 39; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 1);
  await settled(page);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 0);
  await drawn(page);
  expect(await engineState(page)).toBe(startState);
  // The page says the last frame of position 0 is drawn: the pictures are compared once, pixel
  // for pixel.
  expect((await matrix.screenshot()).equals(before)).toBe(true);
  await shot(page, testInfo, 'after-stepping-back');
});

test('a cover in mid-animation, then run to a solution on the 4x4 Sudoku: the board shows it', async ({ page }, testInfo) => {
  const puzzle = '.1..3.....4..2..';
  await open(page, `#problem=sudoku4&puzzle=${puzzle}`);
  // One event a second: the first hide animates for most of a second.
  await page.locator('#speed').fill('0');
  await page.keyboard.press('ArrowRight'); // choose
  await page.keyboard.press('ArrowRight'); // the cover's first hide (its header goes last)
  await page.keyboard.press('ArrowRight'); // the second hide
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('hide');
  // The picture for the eye: taken once the player reports the hide's animation a quarter done
  // (or two frames from now, if a slow round trip missed the animation).
  await page.evaluate(() => {
    let stop = null;
    return new Promise((resolve) => {
      stop = window.dlxWatch.player.onChange(({ change, progress }) => {
        if (change && progress >= 0.25) resolve();
      });
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    }).then(() => stop());
  });
  await shot(page, testInfo, 'mid-cover');
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  await settled(page);
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('solution');
  const grid = await page.$$eval('.pv-sudoku .pv-cell .pv-value', (cells) => cells.map((c) => c.textContent.trim() || '.').join(''));
  expect(isSolvedGrid(grid, 4)).toBe(true);
  expect([...puzzle].every((ch, k) => ch === '.' || grid[k] === ch)).toBe(true);
  await expect(page.locator('#narration')).toContainText('olution');
  await shot(page, testInfo, 'solution');
});

test('a link to a step reproduces it, and Copy link points at the current step', async ({ page, context }, testInfo) => {
  await open(page, '#problem=queens6&rule=first&step=137');
  await settled(page);
  expect(await position(page)).toBe(137);
  await expect(page.locator('#problem')).toHaveValue('queens6');
  await expect(page.locator('#rule')).toHaveValue('first');
  const linked = await engineState(page);
  const narration = await page.locator('#narration .explain-now').textContent();
  await shot(page, testInfo, 'step-137');
  // The same moment reached by hand: from the start, 137 single steps.
  // A new document (open() loads it; a fragment change alone would keep the old trace).
  await open(page, '#problem=queens6&rule=first');
  await settled(page);
  expect(await position(page)).toBe(0);
  await page.locator('#speed').fill('100');
  for (let i = 0; i < 137; i++) await page.evaluate(() => window.dlxWatch.player.stepForward('event'));
  await settled(page);
  expect(await position(page)).toBe(137);
  expect(await engineState(page)).toBe(linked);
  await expect(page.locator('#narration .explain-now')).toHaveText(narration);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The Share menu holds the page's links and files.
  await page.locator('#share-menu > summary').click();
  await page.getByRole('button', { name: 'Copy link to this step' }).click();
  await expect(page.locator('#copy-status')).toContainText('137');
  expect(page.url()).toContain('step=137');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('problem=queens6');
  expect(copied).toContain('step=137');
});

test('keyboard: space, arrows, shift and ctrl arrows, n, r and ? do what the help says', async ({ page }) => {
  await open(page, '#problem=queens5');
  await settled(page);
  await page.locator('#speed').fill('60');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  // Playing is awaited by what it leaves, not by the flag: at 60 events a second it can reach
  // the first solution and stop (Stop at solutions) before a busy machine's first look.
  await page.waitForFunction(() => window.dlxWatch.trace.position >= 3);
  await page.keyboard.press(' ');
  await settled(page);
  expect(await position(page)).toBeGreaterThanOrEqual(3);
  // Where the pause lands depends on the machine's pace; the steps below start from one place
  // (from a position just before a solution, a whole cover would end on the solution).
  const p = 3;
  await page.evaluate((at) => window.dlxWatch.player.seek(at), p);
  await settled(page);
  expect(await position(page)).toBe(p);
  await page.keyboard.press('ArrowRight');
  expect(await position(page)).toBe(p + 1);
  await page.keyboard.press('ArrowLeft');
  expect(await position(page)).toBe(p);
  // Shift+right: to the end of a whole cover or uncover.
  await page.keyboard.press('Shift+ArrowRight');
  const afterCover = await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind);
  // A cover ends with its header, an uncover with its last unhide (or its header, if none).
  expect(['cover', 'unhide', 'uncover']).toContain(afterCover);
  // Ctrl+right: to just after the next option tried.
  await page.keyboard.press('Control+ArrowRight');
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toMatch(/^(try|solution|done)$/);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.lastEvent()?.kind === 'solution');
  await settled(page);
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 0);
  await page.keyboard.press('?');
  await expect(page.locator('#help')).toBeVisible();
  await expect(page.locator('#help')).toContainText('one whole cover or uncover');
  await page.keyboard.press('Escape');
  await expect(page.locator('#help')).toBeHidden();
});

test('the item panel shows the engine\'s len for every active item, at random moments', async ({ page }) => {
  await open(page, '#problem=sudoku4&puzzle=....3.....4..2..');
  await page.locator('#speed').fill('100');
  // A fixed sequence of "random" stops, so a failure can be replayed.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 25;
  for (let round = 0; round < 12; round++) {
    const steps = 1 + next();
    for (let i = 0; i < steps; i++) await page.evaluate(() => window.dlxWatch.player.stepForward('event'));
    if (round % 4 === 3) await page.evaluate(() => window.dlxWatch.player.stepBack('cover'));
    await settled(page);
    // The panel is drawn at the next frame: wait for it to agree, and say how it differs if not.
    const panel = () =>
      page.evaluate(() => {
        const t = window.dlxWatch.trace;
        const { nodes, items } = t.links();
        const engine = {};
        for (let k = 0; k < t.primaryCount; k++) {
          const entry = k + 1;
          const prev = items[2 * entry];
          if (items[2 * prev + 1] === entry) engine[t.itemName(k)] = nodes[4 * (k + 1) + 2];
        }
        const shown = {};
        for (const chip of document.querySelectorAll('#items .item-chip')) {
          if (chip.hidden || chip.closest('.secondary')) continue;
          shown[chip.querySelector('.item-name').textContent.trim()] = Number(chip.querySelector('.item-len').textContent);
        }
        return { shown, engine };
      });
    const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
    await expect
      .poll(async () => {
        const { shown, engine } = await panel();
        return same(shown, engine) ? 'agree' : { shown, engine };
      })
      .toBe('agree');
  }
});

test('a bad puzzle is refused with its reason, keeps what was typed and the problem shown', async ({ page }) => {
  await open(page, '#problem=sudoku4');
  const field = page.locator('#puzzle');
  await field.fill('11..............');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.locator('#problem-error')).toBeVisible();
  await expect(page.locator('#problem-error')).toContainText('row 1');
  await expect(field).toHaveValue('11..............');
  // The previous problem is still there and still steps; in the field, the arrows are the field's.
  await field.press('ArrowRight');
  expect(await position(page)).toBe(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  expect(await position(page)).toBe(1);
});

test('a crafted link is ignored with a message, never run as HTML', async ({ page }) => {
  await open(page, '#problem=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&step=abc');
  await expect(page.locator('#problem-error')).toContainText('unknown problem');
  await expect(page.locator('#problem-error img')).toHaveCount(0);
  expect(await page.evaluate(() => window.dlxWatch.trace.itemCount)).toBe(7);
});

test('the Sudoku page hands its puzzle to the visualizer', async ({ page }, testInfo) => {
  await page.goto('./#.1..3.....4..2..');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('link', { name: 'watch the search step by step' }).click();
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(page.locator('#problem')).toHaveValue('sudoku4');
  await expect(page.locator('#puzzle')).toHaveValue('.1..3.....4..2..');
  expect(await page.evaluate(() => window.dlxWatch.trace.boxSize)).toBe(2);
  // Givens are removed before the search: 12 empty cells, 12 cell items among the primaries.
  const cellItems = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    return Array.from({ length: t.primaryCount }, (_, k) => t.itemName(k)).filter((n) => /^r\dc\d$/.test(n)).length;
  });
  expect(cellItems).toBe(12);
  await shot(page, testInfo, 'handed-over');
});

test('step 137 of 8 queens: the item panel names the item the engine branches on next, and says when', async ({ page }, testInfo) => {
  await open(page, '#problem=queens&n=8&step=137');
  await settled(page);
  const summary = page.locator('.items-summary');
  // Covering row 2's column is under way: the panel speaks of the state once the option is in place.
  await expect(summary).toContainText(/Once option .+ is in place.*the search branches on (\w+)/u);
  // The option is set as code, as the narration sets it: no backtick shows.
  await expect(summary.locator('code')).toHaveText(/^r\d+ c\d+ a\d+ b\d+$/u);
  expect(await summary.textContent()).not.toContain('`');
  const named = (await summary.textContent()).match(/the search branches on (\w+)/u)[1];
  await expect(page.locator('#items .item-chip.marked .item-name')).toHaveText(named);
  await shot(page, testInfo, 'queens8-step137-items');
  // The engine's next choice is that item.
  const chosen = await page.evaluate(() => {
    const { trace, player } = window.dlxWatch;
    while (trace.lastEvent()?.kind !== 'choose') player.stepForward('event');
    return trace.itemName(trace.lastEvent().item);
  });
  expect(chosen).toBe(named);
  await expect(summary).toContainText(`The search branches on ${named}, the item with the fewest options`);
});
