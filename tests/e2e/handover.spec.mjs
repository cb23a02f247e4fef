// The solver page hands every kind of problem to the visualizer (issue 5: each problem "shown
// both when solving at full speed ... and in sync with the visualizer"). For each kind: find all
// solutions on the solver page, follow its "watch the search" link, and check that the
// visualizer opened the same problem: no warning, the same numbers of items and options as the
// engine behind the solver page reports in its export, and the same number of solutions when
// the visualizer's engine counts from where it starts.
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures.mjs';

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The first line of a DLX text that is not a comment: its items. */
function itemLine(text) {
  return text.split('\n').find((line) => line.trim() !== '' && !line.trim().startsWith('|'));
}

/** Items and options of a problem in Knuth's format, as the solver page exports it. */
async function exported(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export .dlx').click()]);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('|'));
  const items = itemLine(text).split(/\s+/u).filter((t) => t !== '' && t !== '|').length;
  return { items, options: lines.length - 1 };
}

/** What the visualizer shows: its warnings, and its engine's item, option and solution counts. */
async function watched(page) {
  await expect.poll(() => page.evaluate(() => Boolean(window.dlxWatch?.trace))).toBe(true);
  return page.evaluate(() => {
    const { state, trace } = window.dlxWatch;
    // Counting at full speed moves the engine; this is the last thing the test reads.
    const solutions = trace.solver.count();
    return {
      warnings: state.warnings ?? [],
      items: trace.itemCount,
      options: trace.optionCount,
      solutions,
    };
  });
}

const CASES = [
  { name: 'queens', hash: '#problem=queens&n=6', count: 4 },
  { name: 'langford', hash: '#problem=langford&n=4&symmetry=keep', count: 2 },
  { name: 'pentominoes', hash: '#problem=pentominoes&board=3x20&symmetry=break', count: 2 },
  { name: 'dlx', hash: '', kind: 'dlx', count: 1 },
  { name: 'matrix', hash: '', kind: 'matrix', count: 1 },
];

for (const c of CASES) {
  test(`${c.name}: the visualizer opens the problem of the solver page`, async ({ page }, testInfo) => {
    await page.goto(`./${c.hash}`);
    await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
    if (c.kind) await page.getByLabel('Problem', { exact: true }).selectOption(c.kind);
    await button(page, 'Find all').click();
    await expect(page.locator('#sol-total')).toHaveText(`of ${c.count}`);
    const solver = await exported(page);

    const href = await page.locator('#watch-link').getAttribute('href');
    expect(href).toMatch(/^\.\/watch\.html#problem=/u);
    await page.goto(`./${href.slice(2)}`);
    const seen = await watched(page);
    await page.screenshot({ path: testInfo.outputPath(`${c.name}-watched.png`) });
    expect(seen.warnings).toEqual([]);
    expect({ items: seen.items, options: seen.options }).toEqual(solver);
    expect(seen.solutions).toBe(c.count);
  });
}

for (const example of ['X-sudoku', 'Jigsaw']) {
  test(`${example}: the visualizer opens the Sudoku of the solver page with its rules`, async ({ page }, testInfo) => {
    await page.goto('./');
    await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
    await button(page, `Load example: ${example}`).click();
    await button(page, 'Count solutions').click();
    await expect(page.locator('#verdict')).toHaveText('Unique solution');
    const solver = await exported(page);

    const href = await page.locator('#watch-link').getAttribute('href');
    expect(href).toContain(example === 'Jigsaw' ? 'variant=jigsaw' : 'variant=x');
    await page.goto(`./${href.slice(2)}`);
    const seen = await watched(page);
    await page.screenshot({ path: testInfo.outputPath(`${example}-watched.png`) });
    expect(seen.warnings).toEqual([]);
    expect({ items: seen.items, options: seen.options }).toEqual(solver);
    expect(seen.solutions).toBe(1);
  });
}
