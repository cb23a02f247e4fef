// The visualizer draws colors (Knuth's XCC, TAOCP 7.2.2.1's example): the matrix's tooltip
// names a node's color and whether a purification marked it, the item panel names the color
// the chosen options gave a secondary item (and not once stepped back), the statistics count
// cleansings, and the solver page's counts do too. Screenshots at a purification and a mark,
// at three window sizes and in Present mode, under test-results/: look at them.
import { readFile } from 'node:fs/promises';
import { test, expect, shot } from './fixtures.mjs';

const TAOCP = 'p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n';

async function open(page, step) {
  // A fresh page each time: `after` walks the page's trace past the step asked for.
  await page.goto('about:blank');
  await page.goto(`./watch.html#problem=dlx&text=${encodeURIComponent(TAOCP)}&step=${step}`);
  await page.waitForFunction((s) => window.dlxWatch?.trace?.position === s, step);
}

/** The position just after the first event of `kind` (its index plus one), as the trace steps. */
async function after(page, kind, from = 0) {
  return page.evaluate(
    ([kind, from]) => {
      const t = window.dlxWatch.trace;
      const at = Math.max(200, t.position);
      while (t.back() !== null);
      const kinds = [];
      while (t.position < at && !t.finished) kinds.push(t.forward().kind);
      for (let i = from; i < kinds.length; i += 1) if (kinds[i] === kind) return i + 1;
      return -1;
    },
    [kind, from]
  );
}

/** Hovers node `n` of the matrix; returns the tooltip's text. */
async function hoverNode(page, n) {
  const box = await page.locator('#matrix canvas').boundingBox();
  const p = await page.evaluate((n) => window.dlxWatch.views[window.dlxWatch.viewNames.indexOf('matrix')].nodePosition(n), n);
  await page.mouse.move(box.x + p.x, box.y + p.y);
  const tip = page.locator('#matrix .mx-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(`Node ${n}`);
  return tip.innerText();
}

/** The node of the last event (a purify or a mark). */
const lastNode = (page) => page.evaluate(() => window.dlxWatch.trace.lastEvent().node);

for (const [width, height] of [[1024, 768], [1280, 720], [1440, 900]]) {
  test(`colors are drawn and named at ${width}x${height}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await open(page, 0);
    const purify = await after(page, 'purify');
    const mark = await after(page, 'mark');
    expect(purify).toBeGreaterThan(0);
    expect(mark).toBeGreaterThan(purify);

    await open(page, purify);
    const purifier = await lastNode(page);
    const item = await page.evaluate((n) => window.dlxWatch.trace.itemName(window.dlxWatch.trace.nodeItems[n]), purifier);
    // The option tried gave its item the purifier's color: the panel words it, the tooltip too.
    const color = await page.evaluate((n) => {
      const t = window.dlxWatch.trace;
      return t.colorNames[Math.abs(t.nodeColors()[n]) - 1];
    }, purifier);
    expect(color).toBeTruthy();
    await expect(page.locator('#items .items-colors')).toContainText(`${item} is ${color}`);
    await expect(page.locator('#items .item-chips.secondary .item-chip.colored')).toContainText(`${item} is ${color}`);
    expect(await hoverNode(page, purifier)).toContain(`color ${color}`);
    await shot(page, testInfo, `purify-${width}x${height}`);

    await open(page, mark);
    const marked = await lastNode(page);
    const tip = await hoverNode(page, marked);
    expect(tip).toContain('marked');
    await expect(page.locator('#matrix .mx-legend')).toContainText('marked: its item already has this color');
    // Cleansings: shown, and the engine's count.
    const cleansings = page.locator('#stats [data-stat="cleansings"] dd');
    const engine = await page.evaluate(() => window.dlxWatch.trace.solver.cleansings);
    expect(engine).toBeGreaterThan(0);
    await expect(cleansings).toHaveText(String(engine));
    await shot(page, testInfo, `mark-${width}x${height}`);

    // One step back: the node is not marked any more.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((s) => window.dlxWatch.trace.position === s - 1, mark);
    expect(await hoverNode(page, marked)).not.toContain('marked');
  });
}

test('the item panel forgets a color once the option that gave it is stepped back', async ({ page }) => {
  await open(page, 0);
  const tried = await after(page, 'try');
  await open(page, tried);
  // The first option tried gives some secondary item a color, as soon as it is tried.
  const words = page.locator('#items .items-colors');
  await expect(words).toContainText('Colors given by the chosen options:');
  await expect(page.locator('#items .item-chip.colored')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((s) => window.dlxWatch.trace.position === s - 1, tried);
  await expect(words).toHaveText('No secondary item has a color yet: no chosen option gives one.');
  await expect(page.locator('#items .item-chip.colored')).toHaveCount(0);
});

test('a problem without colors shows no cleansings and no color legend', async ({ page }) => {
  await page.goto('./watch.html#problem=knuth&step=20');
  await page.waitForFunction(() => window.dlxWatch?.trace?.position === 20);
  await expect(page.locator('#stats [data-stat="mems"]')).toBeVisible();
  await expect(page.locator('#stats [data-stat="cleansings"]')).toHaveCount(0);
  await expect(page.locator('#matrix .mx-legend')).not.toContainText('marked');
  await expect(page.locator('#items .items-colors')).toBeHidden();
});

test('colors stay readable in Present mode', async ({ page }, testInfo) => {
  for (const [width, height] of [[1024, 768], [1280, 720]]) {
    await page.setViewportSize({ width, height });
    await open(page, 0);
    const mark = await after(page, 'mark');
    await open(page, mark);
    await page.locator('#present').click();
    await expect(page.locator('body')).toHaveAttribute('data-present', /.*/);
    const marked = await lastNode(page);
    expect(await hoverNode(page, marked)).toContain('marked');
    await shot(page, testInfo, `present-mark-${width}x${height}`);
  }
});

test("the solver page counts a colored problem's cleansings, and a plain one's not", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./#problem=dlx&text=${encodeURIComponent(TAOCP)}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  // Solve runs in the page's own worker: the engine's count comes with the answer.
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.locator('#detail')).toContainText(/search-tree nodes?, [\d,]+ link updates?, [1-9][\d,]* cleansings?\./);
  await shot(page, testInfo, 'solver-cleansings');
  await page.getByLabel("Problem in Knuth's DLX format").fill('p q | x\np x\nq\n');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.locator('#detail')).toContainText(/link updates?\./);
  await expect(page.locator('#detail')).not.toContainText('cleansing');
});

test('the matrix exported as SVG keeps the colors', async ({ page }, testInfo) => {
  await open(page, 0);
  const mark = await after(page, 'mark');
  await open(page, mark);
  // The hue of the marked node's color, as the page's CSS gives it (line and tint).
  const hue = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    const code = Math.abs(t.nodeColors()[t.lastEvent().node]);
    const style = getComputedStyle(document.querySelector('#matrix .mx'));
    const k = ((code - 1) % 8) + 1;
    return [style.getPropertyValue(`--mx-hue-${k}`).trim(), style.getPropertyValue(`--mx-hue-${k}-fill`).trim()];
  });
  await page.locator('#export-menu > summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Matrix SVG', exact: true }).click(),
  ]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const text = await readFile(path, 'utf8');
  for (const color of hue) expect(text.toLowerCase(), `the SVG paints ${color}`).toContain(color.toLowerCase());
});

test('Find all counts the cleansings in a pool of workers too', async ({ page }) => {
  // Two workers: the pool's path, whose count of a colored problem is one subproblem.
  await page.goto(`./?workers=2#problem=dlx&text=${encodeURIComponent(TAOCP)}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Find all', exact: true }).click();
  await expect(page.locator('#verdict')).toHaveText('Exactly 1 solution');
  await expect(page.locator('#detail')).toContainText(/link updates?, [1-9][\d,]* cleansings?\./);
});

test('a mark in mid-animation, for the eye', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, 0);
  const mark = await after(page, 'mark');
  await open(page, mark - 1);
  // One event a second: the mark animates for most of a second.
  await page.locator('#speed').fill('0');
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('mark');
  await page.evaluate(() => {
    let stop = null;
    return new Promise((resolve) => {
      stop = window.dlxWatch.player.onChange(({ change, progress }) => {
        if (change && progress >= 0.4) resolve();
      });
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    }).then(() => stop());
  });
  await shot(page, testInfo, 'mid-mark');
});
