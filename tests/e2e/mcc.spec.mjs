// Problems with multiplicities (Knuth's MCC, `u:v|a` as his dlx3 reads it): the solver page
// counts and shows their solutions, a bad bound is reported with its line, and the visualizer,
// which steps the search, says why it cannot watch one (the engine's reason). Screenshots at
// three window sizes under test-results/: look at them.
import { test, expect, shot } from './fixtures.mjs';

// dlx3's own example: its unique solution is A C X:1 Y:1, B X:1, C Y:1.
const DLX3 = 'A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';

for (const [width, height] of [[1024, 768], [1280, 720], [1440, 900]]) {
  test(`the solver page solves dlx3's example at ${width}x${height}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto(`./#problem=dlx&text=${encodeURIComponent(DLX3)}`);
    await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
    await page.getByRole('button', { name: 'Find all', exact: true }).click();
    await expect(page.locator('#verdict')).toHaveText('Exactly 1 solution');
    for (const option of ['A C X:1 Y:1', 'B X:1', 'C Y:1']) {
      await expect(page.locator('#picture')).toContainText(option);
    }
    await shot(page, testInfo, `solver-dlx3-${width}x${height}`);
  });
}

test('a bad bound is reported with its line', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./#problem=dlx&text=${encodeURIComponent(DLX3)}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
  await page.getByLabel("Problem in Knuth's DLX format").fill('| bounds\n3:2|a b\na b\n');
  await expect(page.locator('#verdict')).toHaveText('The problem text has an error');
  await expect(page.locator('#detail')).toContainText('Line 2: bad bounds on item `a`: the lower bound 3 exceeds');
  await shot(page, testInfo, 'solver-bound-error');
});

test('the visualizer says why it cannot step a problem with multiplicities', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./watch.html#problem=dlx&text=${encodeURIComponent(DLX3)}`);
  const error = page.locator('#problem-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('cannot be watched');
  await expect(error).toContainText('multiplicities');
  await shot(page, testInfo, 'watch-refuses-mcc');
});
