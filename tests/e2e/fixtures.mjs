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

/**
 * Loads `url` as a new document. A page.goto to an address that differs from the current one
 * only in its fragment is a same-document navigation: the page keeps running and only hears
 * `hashchange`, and a wait for "the page has a trace" or "the engine is ready" is met at once
 * by the old document's state. A blank page in between makes every open a real load.
 */
export async function load(page, url) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(url);
}

/**
 * Runs `action` (a menu choice, a file, "Watch this problem") and waits until the visualizer
 * shows a new trace: the page makes one per problem, so the old one is told apart by identity.
 * A wait for "the trace's kind is X" alone is met at once when the old problem was of that kind.
 */
export async function newTrace(page, action) {
  await page.evaluate(() => {
    window.traceBeforeAction = window.dlxWatch?.trace ?? null;
  });
  await action();
  await page.waitForFunction(() => window.dlxWatch?.trace != null && window.dlxWatch.trace !== window.traceBeforeAction);
}

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

/**
 * What overflows, for the layouts that must fit the window (Present mode, lessons): for each
 * shown panel (`[data-shown]`), the player and the elements named by `ids`, whether its content
 * is wider or taller than its box (taller is fine where the box says "more below") and whether
 * the box leaves the window; and whether the page scrolls. An empty list: everything fits.
 */
export function overflows(page, ids = []) {
  return page.evaluate(async (ids) => {
    // Present mode fits its panels' text a frame after they change: measure the fitted page.
    while (window.dlxWatch?.present?.fit?.pending()) await new Promise((resolve) => requestAnimationFrame(resolve));
    const bad = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const boxes = [...document.querySelectorAll('[data-shown]'), document.querySelector('.player'), ...ids.map((id) => document.getElementById(id))];
    for (const el of boxes) {
      if (getComputedStyle(el).display === 'none') continue;
      const r = el.getBoundingClientRect();
      const name = el.id || el.className;
      if (r.width < 20 || r.height < 20) bad.push(`${name}: ${r.width}x${r.height}, too small to show anything`);
      if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        bad.push(`${name}: ${r.left},${r.top} to ${r.right},${r.bottom} leaves the ${vw}x${vh} window`);
      }
      // Every element inside that clips too: a child cut off by its own box is cut off as well
      // (content overflowing a box that does not clip shows, and counts in the panel's size).
      for (const e of [el, ...el.querySelectorAll('*')]) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || e.closest('.visually-hidden, .mx-tip')) continue;
        if (e !== el && style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        // Text at its floor that still does not fit says so ("more below", present-fit.js):
        // announced, not cut off.
        const cued = e.hasAttribute('data-more') && getComputedStyle(e, '::after').content.includes('more');
        if (e.scrollHeight > e.clientHeight + 1 && e.clientHeight > 0 && !cued) {
          bad.push(`${name} ${e.tagName}.${e.className}: content ${e.scrollHeight} px tall in ${e.clientHeight}`);
        }
        if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) {
          bad.push(`${name} ${e.tagName}.${e.className}: content ${e.scrollWidth} px wide in ${e.clientWidth}`);
        }
      }
    }
    if (document.documentElement.scrollHeight > vh || document.documentElement.scrollWidth > vw) bad.push('the page scrolls');
    return bad;
  }, ids);
}

/** Waits until the visualizer's slide bar shows lesson slide `n` and its search came to rest there. */
export async function slideLanded(page, n) {
  await page.waitForFunction((n) => {
    const bar = document.getElementById('lesson-bar');
    const p = window.dlxWatch.player;
    return bar.dataset.slide === String(n) && bar.dataset.landed && p && !p.playing && !p.busy;
  }, n);
}
