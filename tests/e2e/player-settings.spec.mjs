// End-to-end tests of where playing stops and how fast it goes (www/watch/player/stops-menu.js,
// breakpoints.js, rate.js, controls.js): "Stop at solutions" by its checkbox and by `s`, kept in
// the link; 6 queens played through its solutions; the speed label showing the rate measured
// while playing; the Stops menu's backtrack, level and step taking effect, and a bad number
// named. Screenshots of the bar (menu open) at three sizes and in Present mode, under
// test-results/e2e/<test>/. No test looks at how long anything takes.
import { test, expect, load, shot, overflows } from './fixtures.mjs';

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await page.waitForFunction(() => !window.dlxWatch.player.busy);
}

async function setSlider(page, value) {
  await page.locator('#speed').evaluate((input, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input'));
  }, value);
}

const player = (page) =>
  page.evaluate(() => {
    const { player, trace } = window.dlxWatch;
    return { playing: player.playing, position: trace.position, solutions: trace.stats().solutions, last: trace.lastEvent() };
  });
const stopsOf = (page) =>
  page.evaluate(() => {
    const s = window.dlxWatch.player.breakpoints;
    return { kinds: [...s], level: s.level, step: s.step };
  });
/** Opens the Stops menu (its fields are hidden while it is closed). */
async function openStops(page) {
  if ((await page.locator('#stops-menu').getAttribute('open')) === null) await page.locator('#stops-menu summary').click();
}
/** Space plays unless a checkbox or a button has the focus: give it to the speed slider. */
async function playKey(page) {
  await page.locator('#speed').focus();
  await page.keyboard.press(' ');
}
const rested = (page) => page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);

test('stop at solutions: the checkbox and s toggle it, the link keeps it, the help names the key', async ({ page }) => {
  await open(page, '#problem=queens6');
  const box = page.getByRole('checkbox', { name: 'Stop at solutions' });
  await expect(box).toBeChecked();
  expect((await stopsOf(page)).kinds).toEqual(['solution']);

  await page.keyboard.press('s');
  await expect(box).not.toBeChecked();
  expect((await stopsOf(page)).kinds).toEqual([]);
  await expect(page.locator('#stops-shown')).toHaveText('nowhere');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('stop=none');

  await box.click();
  await expect(box).toBeChecked();
  expect((await stopsOf(page)).kinds).toEqual(['solution']);
  await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('stop=');
  await box.click();
  await expect(box).not.toBeChecked();

  // A link with the setting opens with it, and a new problem keeps it.
  await page.goto('./watch.html#problem=queens5&stop=none');
  await page.reload();
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(box).not.toBeChecked();
  await page.selectOption('#problem', 'queens6');
  await expect(box).not.toBeChecked();
  expect((await stopsOf(page)).kinds).toEqual([]);

  await page.keyboard.press('?');
  await expect(page.locator('#help')).toContainText('stop at each solution, or play through them');
  await page.keyboard.press('Escape');
});

test('with solutions off, 6 queens plays through its solutions without stopping', async ({ page }) => {
  await open(page, '#problem=queens6');
  await page.getByRole('checkbox', { name: 'Stop at solutions' }).uncheck();
  await setSlider(page, 75);
  await expect(page.locator('#speed-value')).toHaveText('up to 1,000 events a second');
  await playKey(page);
  // The second solution is found while playing goes on: the first did not stop it.
  const handle = await page.waitForFunction(() => {
    const { player, trace } = window.dlxWatch;
    const solutions = trace.stats().solutions;
    return solutions >= 2 ? { playing: player.playing, solutions } : null;
  }, null, { polling: 'raf' });
  const seen = await handle.jsonValue();
  expect(seen.solutions).toBeGreaterThan(1);
  expect(seen.playing).toBe(true);
  await page.keyboard.press(' ');
  await rested(page);

  // On again: playing stops at the next solution.
  await page.keyboard.press('s');
  await expect(page.getByRole('checkbox', { name: 'Stop at solutions' })).toBeChecked();
  const before = (await player(page)).solutions;
  await playKey(page);
  await rested(page);
  const after = await player(page);
  if (!after.last || after.last.kind !== 'done') {
    expect(after.last.kind).toBe('solution');
    expect(after.solutions).toBe(before + 1);
  }
});

test('the speed label: the promise at rest, the rate measured while playing at full speed', async ({ page }) => {
  // The 6x10 pentominoes: millions of events, still playing when the label is read.
  await open(page, '#problem=pentominoes6x10&stop=none');
  await setSlider(page, 100);
  const label = page.locator('#speed-value');
  const rate = page.locator('#speed-rate');
  await expect(label).toHaveText('as fast as it goes');
  await expect(rate).toHaveAttribute('data-measured', 'no');
  await expect(rate).toHaveText('');
  await playKey(page);
  await expect(rate).toHaveAttribute('data-measured', 'yes');
  await expect(rate).toHaveText(/^now [\d,]+ events? a second$/);
  await expect(label).toHaveText('as fast as it goes');
  const shown = Number((await rate.textContent()).match(/now ([\d,]+)/)[1].replaceAll(',', ''));
  expect(shown).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.dlxWatch.player.playing)).toBe(true);
  await playKey(page);
  await rested(page);
  await expect(rate).toHaveText('');
  await setSlider(page, 50);
  await expect(label).toHaveText('up to 100 events a second');
});

test('the Stops menu: backtrack, level and step take effect; a bad number is named and kept', async ({ page }, testInfo) => {
  await open(page, '#problem=queens6');
  const summary = page.locator('#stops-menu summary');
  await expect(summary).toHaveAccessibleName('Stops: playing stops at solutions');
  // By keyboard: focus the summary, open it with Enter.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#stops-menu')).toHaveAttribute('open', '');
  await page.getByRole('checkbox', { name: 'each backtrack (a dead end)' }).check();
  await expect(page.locator('#stops-shown')).toHaveText('solutions, backtracks');
  await shot(page, testInfo, 'stops-menu-open');
  await page.keyboard.press('Escape');
  await expect(page.locator('#stops-menu')).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();

  await page.keyboard.press(' ');
  await rested(page);
  expect((await player(page)).last.kind).toBe('backtrack');

  // A level: typing its number turns it on; playing stops where the search chooses there.
  await openStops(page);
  await page.getByRole('checkbox', { name: 'each backtrack (a dead end)' }).uncheck();
  await page.getByRole('spinbutton', { name: 'level' }).fill('4');
  await expect(page.getByRole('checkbox', { name: 'Stop at a level' })).toBeChecked();
  await expect(page.locator('#stops-shown')).toHaveText('solutions, level 4');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('stop=solution-level4');
  await playKey(page);
  await rested(page);
  let now = await player(page);
  expect(now.last).toMatchObject({ kind: 'choose', level: 4 });

  // A step: playing stops on arriving there.
  await openStops(page);
  await page.getByRole('checkbox', { name: 'Stop at a level' }).uncheck();
  const target = now.position + 37;
  await page.getByRole('spinbutton', { name: 'step' }).fill(String(target));
  await expect(page.locator('#stops-shown')).toHaveText(new RegExp(`^solutions, step ${target.toLocaleString('en-US')}$`));
  expect((await stopsOf(page)).step).toBe(target);
  await playKey(page);
  await rested(page);
  now = await player(page);
  expect(now.position).toBe(target);

  // A bad number: said which field and why, the stop off, the text left as typed.
  await openStops(page);
  const step = page.getByRole('spinbutton', { name: 'step' });
  await step.fill('-5');
  await expect(page.locator('#stops-error')).toHaveText(/The step "-5" is not a whole number from 1 to 1,000,000,000/);
  await expect(step).toHaveAttribute('aria-invalid', 'true');
  await expect(step).toHaveValue('-5');
  expect((await stopsOf(page)).step).toBe(null);
  // A step behind the search: kept, and said to fire only after going back.
  await step.fill('12');
  await expect(page.locator('#stops-error')).toHaveText(/^Step 12 is behind the search \(at step [\d,]+ now\): playing stops there after going back before it/);
  await expect(step).toHaveAttribute('aria-invalid', 'false');
  expect((await stopsOf(page)).step).toBe(12);
  await page.keyboard.press('Escape');
  await page.keyboard.press('r');
  await expect.poll(async () => (await player(page)).position).toBe(0);
  await playKey(page);
  await rested(page);
  expect((await player(page)).position).toBe(12);
  // Ahead of the search again, the note goes.
  await openStops(page);
  await step.fill('40');
  await expect(page.locator('#stops-error')).toBeHidden();
});

test('a link names its stops: the menu shows them, unknown ones are named', async ({ page }) => {
  await open(page, '#problem=queens6&stop=backtrack-level3-bogus');
  await expect(page.getByRole('checkbox', { name: 'Stop at solutions' })).not.toBeChecked();
  await expect(page.locator('#stops-shown')).toHaveText('backtracks, level 3');
  await openStops(page);
  await expect(page.getByRole('spinbutton', { name: 'level' })).toHaveValue('3');
  await expect(page.locator('#problem-error')).toContainText('unknown stop "bogus"');
});

for (const [width, height] of [[1024, 768], [1280, 720], [1440, 900]]) {
  test(`the bar at ${width}x${height}: the stops on one line, the menu inside the window, Present mode fits`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await open(page, '#problem=pentominoes6x10');
    const group = page.locator('.player-stops');
    const checkbox = page.locator('.stop-solutions');
    // One line: the group is as tall as its tallest part, not two rows of them.
    const one = await checkbox.boundingBox();
    const all = await group.boundingBox();
    expect(all.height).toBeLessThan(one.height * 2);
    await setSlider(page, 100);
    await page.keyboard.press('s');
    const resting = await page.locator('.player').boundingBox();
    await playKey(page);
    await expect(page.locator('#speed-rate')).toHaveAttribute('data-measured', 'yes');
    // The measured rate appearing does not reflow the bar.
    const playing = await page.locator('.player').boundingBox();
    expect(playing.height).toBe(resting.height);
    await shot(page, testInfo, `playing-${width}x${height}`);
    await playKey(page);
    await rested(page);
    await page.locator('#stops-menu summary').click();
    const panel = await page.locator('.stops-panel').boundingBox();
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.y).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    expect(panel.y + panel.height).toBeLessThanOrEqual(height);
    await shot(page, testInfo, `bar-${width}x${height}`);
    await page.keyboard.press('Escape');

    if (width === 1440) return;
    await page.keyboard.press('f');
    await expect(page.locator('body')).toHaveAttribute('data-present', /.*/);
    expect(await overflows(page)).toEqual([]);
    const presentAll = await group.boundingBox();
    expect(presentAll.height).toBeLessThan((await checkbox.boundingBox()).height * 2);
    await page.locator('#stops-menu summary').click();
    const presentPanel = await page.locator('.stops-panel').boundingBox();
    expect(presentPanel.y).toBeGreaterThanOrEqual(0);
    expect(presentPanel.x + presentPanel.width).toBeLessThanOrEqual(width);
    await shot(page, testInfo, `present-${width}x${height}`);
  });
}
