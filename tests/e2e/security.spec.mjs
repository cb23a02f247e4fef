// The pages as an attack surface (issue 7, section 3): a Content-Security-Policy without
// 'unsafe-inline' or 'unsafe-eval' on both built pages, and nothing on them breaks it while
// they solve and play (every test here, as everywhere, fails on a console error, which is
// where Chromium reports a blocked script, style or fetch).
import { test, expect } from './fixtures.mjs';

for (const [name, path, ready] of [
  ['the solver page', './', async (page) => expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready')],
  ['the visualizer', './watch.html#problem=sudoku4', async (page) => page.waitForFunction(() => window.dlxWatch?.trace != null)],
]) {
  test(`${name} runs under a strict Content-Security-Policy`, async ({ page }) => {
    const violations = [];
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective}: ${e.blockedURI}`));
    });
    await page.goto(path);
    await ready(page);
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/'unsafe-eval'/);
    if (path === './') {
      await page.getByRole('button', { name: 'Easy' }).click();
      await page.getByRole('button', { name: 'Solve' }).click();
      await expect(page.locator('#verdict')).toContainText('Unique solution');
    } else {
      await page.keyboard.press('n');
      await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
    }
    expect(violations).toEqual([]);
  });
}

test('the visualizer exports and opens DLX files under the Content-Security-Policy', async ({ page }) => {
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  await page.goto('./watch.html#problem=xsudoku4');
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  expect(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')).toContain("default-src 'self'");
  // The download goes through a Blob URL and an <a download>: nothing the policy forbids.
  // The Share menu holds the page's links and files.
  await page.locator('#share-menu > summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .dlx' }).click()]);
  expect(download.suggestedFilename()).toBe('xsudoku4.dlx');
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\n')[0]).toContain('d1=');
  // Read back from a file (FileReader), watched to its one solution.
  await page.locator('#problem').selectOption('dlx:own');
  await page.locator('#dlx-file').setInputFiles({ name: 'x.dlx', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => window.dlxWatch.trace.solver.kind === 'other');
  await page.locator('#dlx-text').blur();
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  expect(violations).toEqual([]);
});
