// Knuth's own dlx2 example of color controls has an option of secondary items only (line 5),
// which his dlx1 and dlx2 ignore with a warning and so does the engine: the solver page reads
// the text, says which line was ignored, and counts Knuth's one solution; the visualizer says
// so too. Screenshots at 1280x720 and 1024x768 under test-results/: look at them.
import { readFileSync } from 'node:fs';
import { test, expect, shot, verdict, button } from './fixtures.mjs';

/** The example of color controls in the documentation of Knuth's dlx2, line for line. */
const KNUTH_DLX2 = readFileSync(new URL('../data/xcc/knuth-dlx2-example.dlx', import.meta.url), 'utf8');

const IGNORED = '1 option was ignored: line 5 has no primary item, so no solution can use it.';

for (const [width, height] of [[1280, 720], [1024, 768]]) {
  test(`the solver page reads Knuth's dlx2 example, names line 5 and counts 1 (${width}x${height})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto(`./#problem=dlx&text=${encodeURIComponent(KNUTH_DLX2)}`);
    await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('#note')).toContainText(`5 items (3 primary) and 4 options. ${IGNORED}`);
    await shot(page, testInfo, `dlx2-example-ready-${width}x${height}`);
    await button(page, 'Find all').click();
    // One solution, as dlx2 finds (tests/parse_warnings.rs checks it by brute force).
    await expect(verdict(page)).toHaveText('Exactly 1 solution');
    const options = await page.locator('#picture .option-items').allTextContents();
    expect(options.map((o) => o.trim()).sort()).toEqual(['A C X:1 Y:1', 'B X:1']);
    await shot(page, testInfo, `dlx2-example-solved-${width}x${height}`);
  });
}

test('the solver page still refuses other faults of such an option', async ({ page }) => {
  await page.goto(`./#problem=dlx&text=${encodeURIComponent('A | x y\nA\nx y x\n')}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await expect(verdict(page)).toHaveText('The problem text has an error');
  await expect(page.locator('#detail')).toContainText('Line 3: item `x` appears twice in this option');
});

test("the visualizer says which option of Knuth's dlx2 example it ignored", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./watch.html#problem=dlx&text=${encodeURIComponent(KNUTH_DLX2)}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await expect(page.locator('#problem-error')).toHaveText(IGNORED);
  // The problem shown is the one without it: four options.
  expect(await page.evaluate(() => window.dlxWatch.trace.optionCount)).toBe(4);
  await shot(page, testInfo, 'watch-dlx2-example');
});

test("the embedded player says which option of Knuth's dlx2 example it ignored", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto(`./embed.html#problem=dlx&text=${encodeURIComponent(KNUTH_DLX2)}`);
  await expect(page.locator('#embed-note')).toHaveText(IGNORED);
  await shot(page, testInfo, 'embed-dlx2-example');
});

test('the word square: a first row with an open letter says what is wrong, and a letter shows as itself', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./#problem=words&size=4');
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  // Once "column 2: `.` is not a letter a-z or `.`", which contradicts itself.
  await page.getByLabel('First row').fill('l..e');
  await expect(page.locator('#detail')).toContainText(
    'The starting word, column 2: `.` leaves that letter open, but the starting word must be a whole word of the list'
  );
  await expect(page.locator('#detail')).not.toContainText('or `.`');
  await shot(page, testInfo, 'words-open-letter');
  // Once `\u{e7}`.
  await page.getByLabel('First row').fill('laçe');
  await expect(page.locator('#detail')).toContainText('column 3: `ç` is not a letter a-z');
});
