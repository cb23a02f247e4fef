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
