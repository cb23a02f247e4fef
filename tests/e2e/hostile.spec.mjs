// The pages against hostile input and long work (issue 7): crafted links on both pages (markup,
// huge values, unknown keys, bad numbers), a 10 MB paste, a 100,000-line .dlx file, binary
// files, Cancel during long searches, the visualizer's long runs paused, and a forced trap of
// the engine on both pages, recovered from without losing the problem.
//
// No test here measures the machine: each asserts what happens and in which order, at any speed
// (the long searches are ones no machine finishes while a test lives). The latencies these
// tests once timed are figures of `npm run bench:web` and `npm run bench:viz`.
//
// Every test fails on a console error, an uncaught exception or a dialog (an injected alert()
// would open one), except for errors a test names in advance with the reason it expects them;
// each such error must then really occur, so a filter can never hide a silent change.
import { test as base, expect } from '@playwright/test';
import { load } from './fixtures.mjs';
// The same problem at the size limit as the benchmarks time (bench:web, bench:viz).
import { problemAtTheLimit } from '../../scripts/latency-probes.mjs';

const test = base.extend({
  /** Errors a test expects: `{ pattern, why }`, pushed before they happen. */
  expected: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, expected }, use) => {
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      dialog.dismiss();
    });
    await use(page);
    const seen = new Set();
    const unexplained = errors.filter((e) => {
      const match = expected.find((x) => x.pattern.test(e));
      if (match) seen.add(match);
      return !match;
    });
    expect(unexplained, 'no console errors, exceptions or dialogs other than the expected ones').toEqual([]);
    for (const x of expected) expect(seen.has(x), `the expected error did occur: ${x.why}`).toBe(true);
  },
});

/**
 * The engine's panic hook (console_error_panic_hook, installed by the bindings) prints every
 * panic with console.error before the wasm module traps; debugTrap panics on purpose, so this
 * message is the trap the test asked for, and nothing else.
 */
const PANIC = {
  pattern: /^console: panicked at wasm\/src\/lib\.rs:\d+:\d+:\ndeliberate trap \(debugTrap\), used by the tests of trap recovery/u,
  why: 'the panic hook prints the deliberate trap',
};

async function shot(page, testInfo, name) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function openSolver(page, hash = '') {
  await load(page, `./${hash}`);
  await expect(page.locator('#engine-state')).toHaveAttribute('data-state', 'ready');
}

async function openWatch(page, hash = '') {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

const verdict = (page) => page.locator('#verdict');
const detail = (page) => page.locator('#detail');
const button = (page, name) => page.getByRole('button', { name, exact: true });

const MARKUP = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';

/** Nothing the links or files held became markup: no handler attributes, no foreign elements. */
async function expectNoInjection(page) {
  const found = await page.evaluate(() => ({
    handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
    images: document.querySelectorAll('img, iframe, object, embed').length,
    scripts: [...document.scripts].filter((s) => !s.src).length,
  }));
  expect(found).toEqual({ handlers: 0, images: 0, scripts: 0 });
}

/** The page answers: a round trip through its event loop and the next frame it draws. */
async function answers(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

// ------------------------------------------------------------------ crafted links

test('crafted links on the solver page: shown as text with a warning, never as markup; the page works', async ({ page }, testInfo) => {
  const enc = encodeURIComponent;
  const cases = [
    [`#problem=${enc(MARKUP)}`, `unknown problem "${MARKUP}"`],
    [`#problem=queens&n=1e9&evil=${enc(SCRIPT)}`, 'the number of queens "1e9" is not a whole number from 1 to 20'],
    [`#problem=queens&n=99999999999999999999`, 'is not a whole number from 1 to 20'],
    [`#problem=langford&n=-3&symmetry=${enc('<b>x</b>')}`, 'unknown symmetry "<b>x</b>": use break or keep'],
    [`#problem=matrix&rows=1%00-01`, 'not rows of 0 and 1'],
    [`#problem=pentominoes&board=${enc(SCRIPT)}`, `unknown pentomino board "${SCRIPT}"`],
    [`#problem=sudoku&puzzle=${'.'.repeat(10_001)}`, 'the puzzle in the link is too long (10,001 characters; a link carries at most 10,000)'],
  ];
  await openSolver(page);
  for (const [hash, words] of cases) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await expect(verdict(page)).toHaveText('Part of the link was ignored');
    // The warnings are sentences: their first letter is a capital.
    await expect(detail(page)).toContainText(words, { ignoreCase: true });
    await expectNoInjection(page);
  }
  await shot(page, testInfo, 'solver-link-warning');
  // A 1.5 MB problem in a link, opened as the page's address: refused by its length, the
  // example shown instead, and the page works.
  await openSolver(page, `#problem=dlx&text=${'A'.repeat(1_500_000)}`);
  await expect(detail(page)).toContainText('The problem in the link is too long (1,500,000 characters; a link carries at most 20,000): open it as a file instead.');
  await expect(page.getByLabel("Problem in Knuth's DLX format")).toHaveValue('A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');
  // A 1,000,000-character short Sudoku link: measured before it is decoded.
  await openSolver(page, `#${'1'.repeat(1_000_000)}`);
  await expect(detail(page)).toContainText('The puzzle in the link is too large: 976.6 kB (1,000,000 characters); the page takes puzzles of at most 10,000 bytes.');
  await expect(page.locator('#puzzle-text')).toHaveValue('');
  await answers(page);
  // Markup as the puzzle of a short Sudoku link: text in the field, the engine's words about it.
  await openSolver(page, `#${enc(SCRIPT)}`);
  await expect(page.locator('#puzzle-text')).toHaveValue(SCRIPT);
  await expect(verdict(page)).toHaveText('There is a problem with this puzzle');
  await expectNoInjection(page);
  // Markup as an item name: a name like any other, drawn as text.
  const dlx = `${SCRIPT} B\n${SCRIPT}\nB\n`;
  await openSolver(page, `#problem=dlx&text=${enc(dlx)}`);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');
  await expect(page.locator('#picture')).toContainText(SCRIPT);
  await expectNoInjection(page);
  await shot(page, testInfo, 'solver-markup-items');
  // Still a working solver.
  await page.getByLabel('Problem', { exact: true }).selectOption('sudoku');
  await button(page, 'Load example: Easy').click();
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
});

test('crafted links on the visualizer: warnings in words, markup as text, the page works', async ({ page }, testInfo) => {
  const enc = encodeURIComponent;
  await openWatch(page, `#problem=${enc(MARKUP)}&rule=${enc(SCRIPT)}&step=1e99&evil=1`);
  const error = page.locator('#problem-error');
  await expect(error).toContainText(`unknown problem "${MARKUP}"`);
  await expect(error).toContainText(`unknown branching rule "${SCRIPT}"`);
  await expect(error).toContainText('step "1e99" is not a whole number');
  await expect(error).toContainText('"evil" does not apply');
  expect(await page.evaluate(() => window.dlxWatch.state.problem)).toBe('knuth');
  await expectNoInjection(page);
  await shot(page, testInfo, 'watch-link-warning');
  for (const [hash, words] of [
    ['#problem=queens&n=99999999999999999999', 'is not a whole number from 1 to 16'],
    [`#problem=sudoku&puzzle=${'x'.repeat(5000)}`, 'the puzzle in the link is too long (5,000 characters; a link carries at most 1,300)'],
    ['#problem=langford&n=0x10&symmetry=sideways', 'unknown symmetry "sideways"'],
  ]) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await expect(error).toContainText(words);
    await expectNoInjection(page);
  }
  // A 1.5 MB problem in the address: refused by its length before the engine sees it.
  await openWatch(page, `#problem=dlx&text=${'A'.repeat(1_500_000)}`);
  await expect(error).toContainText('the problem in the link is too long (1,500,000 characters; a link carries at most 20,000)');
  expect(await page.evaluate(() => window.dlxWatch.state.problem)).toBe('knuth');
  // Markup as an item name: watched, named as text in the item list.
  await openWatch(page, `#problem=dlx&text=${enc(`${SCRIPT} B\n${SCRIPT}\nB\n`)}`);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);
  await expect(page.locator('#items')).toContainText(SCRIPT);
  await expectNoInjection(page);
});

// ------------------------------------------------------------------ huge pastes

/**
 * Puts `text` on the clipboard, written in the page (no 10 MB message through the test's
 * channel), and checks that it is there. Chromium takes a write from a page only when the
 * context grants the clipboard permissions and the page has the focus: a fresh profile grants
 * nothing, and a page behind another has no focus. Reading it back is the clipboard's own
 * state; a paste of anything else would test nothing.
 */
async function putOnClipboard(page, text) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
  const length = await page.evaluate(async (text) => {
    await navigator.clipboard.writeText(text);
    return (await navigator.clipboard.readText()).length;
  }, text);
  expect(length).toBe(text.length);
}

/** Puts `megabytes` MB of DLX-looking text on the clipboard (made in the page). */
async function clipboardMegabytes(page, megabytes) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
  const length = await page.evaluate(async (mb) => {
    await navigator.clipboard.writeText('A B\n'.repeat((mb * 1024 * 1024) / 4));
    return (await navigator.clipboard.readText()).length;
  }, megabytes);
  expect(length).toBe(megabytes * 1024 * 1024);
}

const TOO_LARGE = 'The pasted text is too large: 10.0 MB (10,485,760 characters)';

/**
 * A real Ctrl+V into `field`, refused with the message in `message`. The message is awaited as
 * a change of the page's state: it was not there before the paste (so an earlier paste's
 * message cannot pass for it), and the page had answered all it was asked before (so no late
 * answer replaces it).
 */
async function pasteInto(page, field, message) {
  await expect(message).not.toContainText(TOO_LARGE);
  await field.click();
  await page.keyboard.press('Control+V');
  await expect(message).toContainText(TOO_LARGE);
}

test('a 10 MB paste is refused before it reaches a text field, on both pages, and the text is kept', async ({ page }, testInfo) => {
  await openSolver(page, '#problem=dlx');
  // The example is read (its line is up): nothing is left to answer after the paste.
  await expect(page.locator('#note')).toContainText('Press Solve or Find all.');
  await clipboardMegabytes(page, 10);
  const dlx = page.getByLabel("Problem in Knuth's DLX format");
  const before = await dlx.inputValue();
  await pasteInto(page, dlx, detail(page));
  await expect(verdict(page)).toHaveText('The text was not taken');
  await expect(detail(page)).toContainText('the page takes problems of at most 1.0 MB. The text area keeps what it had.');
  await expect(dlx).toHaveValue(before);
  await shot(page, testInfo, 'solver-paste-too-large');
  await answers(page);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');

  // The Sudoku field and a cell of the board. The example's description is its checked state.
  await page.getByLabel('Problem', { exact: true }).selectOption('sudoku');
  await button(page, 'Load example: Easy').click();
  await expect(detail(page)).toContainText('Easy');
  const puzzle = page.locator('#puzzle-text');
  const easy = await puzzle.inputValue();
  await pasteInto(page, puzzle, detail(page));
  await expect(detail(page)).toContainText('the page takes puzzles of at most 10,000 bytes. The puzzle keeps what it had.');
  await expect(puzzle).toHaveValue(easy);
  // The example again, so that the board's refusal is a new message, not the field's.
  await button(page, 'Load example: Easy').click();
  await expect(detail(page)).toContainText('Easy');
  await expect(verdict(page)).not.toHaveText('The text was not taken');
  await page.locator('#board input').first().focus();
  await page.keyboard.press('Control+V');
  await expect(verdict(page)).toHaveText('The text was not taken');
  await expect(detail(page)).toContainText(TOO_LARGE);
  await expect(puzzle).toHaveValue(easy);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');

  // The visualizer's own problem.
  await openWatch(page, '#problem=knuth');
  await page.locator('#problem').selectOption('dlx:own');
  const own = page.locator('#dlx-text');
  const example = await own.inputValue();
  await pasteInto(page, own, page.locator('#problem-error'));
  await expect(own).toHaveValue(example);
  await shot(page, testInfo, 'watch-paste-too-large');
  await answers(page);
});

test('a paste that fits but would make the field too large is undone, back to what was there', async ({ page }) => {
  await openSolver(page, '#problem=dlx');
  // 600 kB twice is over the 1 MB of a problem; once is not.
  const half = `A B\nA B\n${`| ${'filler '.repeat(14)}\n`.repeat(6000)}`;
  await putOnClipboard(page, half);
  const dlx = page.getByLabel("Problem in Knuth's DLX format");
  await dlx.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await expect.poll(() => dlx.evaluate((t) => t.value.length)).toBe(half.length);
  // The engine has read it (so no late answer about it comes after what follows).
  await expect(page.locator('#note')).toContainText('2 items (2 primary) and 1 option.');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Control+V');
  await expect(verdict(page)).toHaveText('The text was not taken');
  await expect(detail(page)).toContainText(`The text is too large: 1.2 MB (${(2 * half.length).toLocaleString('en-US')} characters)`);
  expect(await dlx.evaluate((t) => t.value.length)).toBe(half.length);
});

// ------------------------------------------------------------------ files

const HUNDRED_K_LINES = Buffer.from(`A B\n${'A\n'.repeat(99_999)}`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const LATIN1 = Buffer.from('A B\n\xe9t\xe9\n', 'latin1');

test('a 100,000-line .dlx and binary files are refused by the solver page; the text stays', async ({ page }, testInfo) => {
  await openSolver(page, '#problem=dlx');
  const dlx = page.getByLabel("Problem in Knuth's DLX format");
  const before = await dlx.inputValue();
  const choose = async (name, buffer) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Open a .dlx file…').click()]);
    await chooser.setFiles({ name, mimeType: 'text/plain', buffer });
  };
  await choose('lines.dlx', HUNDRED_K_LINES);
  await expect(verdict(page)).toHaveText('Could not open the file');
  await expect(detail(page)).toHaveText(
    'The file “lines.dlx” is too large: 100,000 lines; the page takes problems of at most 50,000 lines. The text area keeps what it had.'
  );
  await shot(page, testInfo, 'solver-file-too-large');
  await choose('picture.png', PNG);
  await expect(detail(page)).toHaveText('The file “picture.png” holds NUL bytes: it is not a text file. The text area keeps what it had.');
  await choose('latin1.dlx', LATIN1);
  await expect(detail(page)).toContainText('The file “latin1.dlx” is not UTF-8 text');
  await expect(dlx).toHaveValue(before);
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('Exactly 1 solution');
});

test('a 100,000-line .dlx and binary files are refused by the visualizer; the problem shown stays', async ({ page }, testInfo) => {
  await openWatch(page, '#problem=queens4');
  await page.locator('#problem').selectOption('dlx:own');
  const file = page.locator('#dlx-file');
  const box = page.locator('#dlx-text');
  const before = await box.inputValue();
  const error = page.locator('#problem-error');
  await file.setInputFiles({ name: 'lines.dlx', mimeType: 'text/plain', buffer: HUNDRED_K_LINES });
  await expect(error).toHaveText(
    'The file “lines.dlx” is too large: 100,000 lines; the page takes problems of at most 50,000 lines. The text box keeps what it had.'
  );
  await shot(page, testInfo, 'watch-file-too-large');
  await file.setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: PNG });
  await expect(error).toContainText('The file “picture.png” holds NUL bytes: it is not a text file.');
  await file.setInputFiles({ name: 'latin1.dlx', mimeType: 'text/plain', buffer: LATIN1 });
  await expect(error).toContainText('The file “latin1.dlx” is not UTF-8 text');
  await expect(box).toHaveValue(before);
  expect(await page.evaluate(() => window.dlxWatch.state.problem)).toBe('queens');
});

// ------------------------------------------------------------------ long searches and Cancel

/** Waits until the progress line has changed `times` times: the search is under way and reports. */
async function progressMoves(page, times = 2) {
  const line = page.locator('#progress');
  for (let k = 0; k < times; k += 1) {
    const shown = await line.textContent();
    await expect(line).not.toHaveText(shown);
  }
}

/** From now on, the page keeps every text the progress line shows (read with `progressSeen`). */
async function recordProgress(page) {
  await page.evaluate(() => {
    const line = document.getElementById('progress');
    window.progressSeen = [];
    window.progressObserver?.disconnect();
    window.progressObserver = new MutationObserver(() => window.progressSeen.push(line.textContent));
    window.progressObserver.observe(line, { childList: true, characterData: true, subtree: true });
  });
}

const progressSeen = (page) => page.evaluate(() => window.progressSeen.filter((text) => text !== ''));

/**
 * After a Cancel: the verdict says so, the progress line is empty and stays empty (nothing of
 * the cancelled search comes late, through a round trip of the page's event loop), and Cancel
 * is idle again.
 */
async function expectCancelled(page) {
  await expect(verdict(page)).toHaveText('Cancelled');
  await expect(page.locator('#progress')).toHaveText('');
  await recordProgress(page);
  await answers(page);
  expect(await progressSeen(page)).toEqual([]);
  await expect(button(page, 'Cancel')).toHaveAttribute('aria-disabled', 'true');
}

test('Cancel stops an empty 25x25 count: progress moves until then, stops after it, and the next count runs', async ({ page }, testInfo) => {
  await openSolver(page, '#25x25');
  await page.locator('#limit').fill('');
  for (let run = 0; run < 3; run += 1) {
    await button(page, 'Count solutions').click();
    await expect(page.locator('#progress')).toContainText('solutions');
    await progressMoves(page);
    await button(page, 'Cancel').click();
    await expectCancelled(page);
    await expect(detail(page)).toContainText(/solutions so far/u);
  }
  await shot(page, testInfo, 'cancelled-25x25');
  // The board stays the empty 25x25, and the worker takes the next count.
  await expect(page.locator('#puzzle-text')).toHaveValue('');
  await page.locator('#limit').fill('2');
  await button(page, 'Count solutions').click();
  await expect(verdict(page)).toHaveText('At least 2 solutions');
});

test('Cancel stops a search of a problem with no solution, and a long enumeration, on the chooser', async ({ page }) => {
  // Langford pairs n = 22 have no solution (n must be 0 or 3 mod 4), after a search no machine
  // finishes here; n = 24 and 20 queens have more solutions than any run could list. (Not the
  // 6x10 pentominoes: their whole enumeration takes seconds, and a quick machine finishes it.)
  for (const hash of ['#problem=langford&n=22', '#problem=langford&n=24', '#problem=queens&n=20']) {
    await openSolver(page, hash);
    await expect(page.locator('#note')).toContainText('options');
    await button(page, 'Find all').click();
    await expect(page.locator('#progress')).toContainText('nodes visited');
    await progressMoves(page);
    await button(page, 'Cancel').click();
    await expectCancelled(page);
    await expect(detail(page)).toContainText('so far');
  }
  // The chooser searches again.
  await page.getByLabel('Queens', { exact: true }).fill('6');
  await page.getByLabel('Queens', { exact: true }).press('Enter');
  await button(page, 'Find all').click();
  await expect(verdict(page)).toHaveText('4 placements');
});

/** The trace's position at each of `frames` animation frames in a row. */
function positionsOverFrames(page, frames = 6) {
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const seen = [];
        const tick = () => {
          seen.push(window.dlxWatch.trace.position);
          if (seen.length < n) requestAnimationFrame(tick);
          else resolve(seen);
        };
        requestAnimationFrame(tick);
      }),
    frames
  );
}

/**
 * The visualizer works in slices between frames: while it runs, the position moves on from
 * every frame to the next (a frame is drawn between two slices, and each slice does something).
 */
async function expectRunningInSlices(page) {
  const seen = await positionsOverFrames(page);
  for (let k = 1; k < seen.length; k += 1) expect(seen[k], `positions at six frames: ${seen}`).toBeGreaterThan(seen[k - 1]);
}

/**
 * A click on Pause while the visualizer runs is heard: the button says Play, the player is at
 * rest, and the position stays where it stopped over the frames that follow. Returns it.
 */
async function pauseAndExpectStill(page) {
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await page.evaluate(() => ({ playing: window.dlxWatch.player.playing, busy: window.dlxWatch.player.busy }))).toEqual({
    playing: false,
    busy: false,
  });
  const seen = await positionsOverFrames(page);
  expect(new Set(seen).size, `positions at six frames after the pause: ${seen}`).toBe(1);
  await expect(page.locator('#position')).not.toContainText('running');
  return seen[0];
}

test('the visualizer runs in slices and a click pauses it where it is: Next solution with none near, play at full speed', async ({ page }) => {
  // Langford pairs n = 14: no solution, and a search far too long to finish.
  await openWatch(page, '#problem=langford&n=14');
  await page.keyboard.press('n');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectRunningInSlices(page);
  const p1 = await pauseAndExpectStill(page);
  // The page works: one step back, one forward.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(p1 - 1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(p1);

  // Pentominoes 6x10, played as fast as the machine goes.
  await openWatch(page, '#problem=pentominoes6x10');
  await page.locator('#speed').evaluate((input) => {
    input.value = '100';
    input.dispatchEvent(new Event('input'));
  });
  await expect(page.locator('#speed-value')).toHaveText('as fast as it goes');
  // No breakpoint: playing goes on past every packing, to the end of a search that takes far
  // longer than this test, so it is still playing when the click comes, on any machine.
  await page.evaluate(() => window.dlxWatch.player.breakpoints.clear());
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectRunningInSlices(page);
  await pauseAndExpectStill(page);
});

test('a problem at the size limit: progress, Cancel, and a visualizer that runs in slices and pauses', async ({ page }) => {
  const big = problemAtTheLimit();
  expect(big.length).toBeLessThan(1024 * 1024);
  await openSolver(page, '#problem=dlx');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Open a .dlx file…').click()]);
  await chooser.setFiles({ name: 'big.dlx', mimeType: 'text/plain', buffer: big });
  await expect(page.locator('#note')).toContainText('200 items (200 primary) and 49,000 options');
  await button(page, 'Find all').click();
  await expect(page.locator('#progress')).toContainText('nodes visited');
  await progressMoves(page);
  await button(page, 'Cancel').click();
  await expectCancelled(page);

  await openWatch(page, '#problem=knuth');
  await page.locator('#problem').selectOption('dlx:own');
  await page.locator('#dlx-file').setInputFiles({ name: 'big.dlx', mimeType: 'text/plain', buffer: big });
  await page.waitForFunction(() => window.dlxWatch.trace.optionCount === 49_000);
  // The keys are the player's once the text box is left.
  await page.locator('#dlx-text').blur();
  await page.keyboard.press('n');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectRunningInSlices(page);
  await pauseAndExpectStill(page);
});

// ------------------------------------------------------------------ a forced trap

test('a trap in the solver page\'s engine: the message, a fresh worker, the puzzle intact', async ({ page, expected }, testInfo) => {
  // Two traps below, two panic messages (one pattern covers both).
  expected.push(PANIC);
  await openSolver(page);
  await button(page, 'Load example: Easy').click();
  const puzzle = page.locator('#puzzle-text');
  const easy = await puzzle.inputValue();
  const link = page.url();
  // An idle worker traps: it dies of an uncaught error, as any bug in it would.
  await page.evaluate(() => window.dlxDebug.trap());
  await expect(verdict(page)).toHaveText('The solver crashed (a bug in the engine)');
  await expect(detail(page)).toContainText('Your puzzle is safe; the solver was restarted. Please report: what was being done (nothing: the solver was idle)');
  await expect(detail(page)).toContainText(`the puzzle link (${link})`);
  await expect(detail(page)).toContainText('RuntimeError: unreachable');
  await expect(page.locator('#engine-state')).toHaveText(/Solver ready again, after a crash/u);
  await shot(page, testInfo, 'solver-trap-idle');
  await expect(puzzle).toHaveValue(easy);
  expect(page.url()).toBe(link);
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');

  // A trap in the middle of a count: the count ends, the message says what it was doing.
  await page.locator('#size').selectOption('16');
  await page.locator('#limit').fill('');
  await button(page, 'Count solutions').click();
  await expect(page.locator('#progress')).toContainText('solutions');
  await page.evaluate(() => window.dlxDebug.trap());
  await expect(verdict(page)).toHaveText('The solver crashed (a bug in the engine)');
  await expect(detail(page)).toContainText('what was being done (counting the solutions)');
  await expect(button(page, 'Cancel')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#progress')).toHaveText('');
  await shot(page, testInfo, 'solver-trap-count');
  // The fresh worker takes the next request.
  await page.locator('#size').selectOption('9');
  await button(page, 'Load example: Easy').click();
  await button(page, 'Solve').click();
  await expect(verdict(page)).toHaveText('Unique solution');
});

test('a trap in the visualizer\'s engine: the message, the search rebuilt at the same step', async ({ page, expected }, testInfo) => {
  // The trap happens on the page's thread: the panic hook prints it. The RuntimeError itself
  // is taken by the page's error handler (preventDefault): no uncaught exception is left.
  expected.push(PANIC);
  await openWatch(page, '#problem=sudoku4');
  for (let k = 0; k < 5; k += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(5);
  await page.evaluate(() => window.dlxDebug.trapInStep());
  await page.keyboard.press('ArrowRight');
  const note = page.locator('#crash-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('The visualizer crashed (a bug in the engine). Your problem is safe: the search was rebuilt from it, back at step 5.');
  await expect(note).toContainText('what was being done (a step, at step 5)');
  await expect(note).toContainText('RuntimeError: unreachable');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(5);
  await shot(page, testInfo, 'watch-trap-step');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(6);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.solutions.length === 1);

  // A trap during a run (Next solution): rebuilt where the run had got to. Langford pairs
  // n = 14 have no solution, so the run is still going when the trap is set, on any machine.
  await openWatch(page, '#problem=langford&n=14');
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.dlxWatch.trace.position > 2000 && window.dlxWatch.player.busy);
  await page.evaluate(() => window.dlxDebug.trapInStep());
  await expect(note).toContainText('what was being done (running forward (Next solution or Next backtrack)');
  const at = Number((await note.textContent()).match(/back at step ([\d,]+)/u)[1].replaceAll(',', ''));
  expect(at).toBeGreaterThan(2000);
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(at);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBe(at + 1);
  await page.keyboard.press('n');
  await expect.poll(() => page.evaluate(() => window.dlxWatch.trace.position)).toBeGreaterThan(at + 1);
});
