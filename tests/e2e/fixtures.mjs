// What every end-to-end test shares: a page that fails the test on any console error or
// uncaught exception, a checker for solved Sudoku grids, and the solver page's parts that
// several specs read.
import { test as base, expect } from '@playwright/test';

export { expect };

/** The page, with every console error and uncaught exception collected and checked at the end. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
    await use(page);
    expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
  },
});

/** Whether a full grid obeys the rules: each row, column and box holds each value once. */
export function isSolvedGrid(text, n) {
  const b = Math.round(Math.sqrt(n));
  if (text.length !== n * n || text.includes('.')) return false;
  const units = [];
  for (let k = 0; k < n; k++) {
    units.push(Array.from({ length: n }, (_, j) => text[k * n + j]));
    units.push(Array.from({ length: n }, (_, j) => text[j * n + k]));
    const [br, bc] = [Math.floor(k / b) * b, (k % b) * b];
    units.push(Array.from({ length: n }, (_, j) => text[(br + Math.floor(j / b)) * n + bc + (j % b)]));
  }
  return units.every((u) => new Set(u).size === n);
}


/** Saves a screenshot of the page beside the test's other output. */
export async function shot(page, testInfo, name) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

// The solver page's problem chooser: its verdict and detail lines, a button by its exact
// name, and the solution number field.
export const verdict = (page) => page.locator('#verdict');
export const detail = (page) => page.locator('#detail');
export const button = (page, name) => page.getByRole('button', { name, exact: true });
export const solutionField = (page) => page.getByLabel('Solution', { exact: true });
