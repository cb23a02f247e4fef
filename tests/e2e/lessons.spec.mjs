// End-to-end tests of lessons in the visualizer (www/watch/lesson/lesson.js): the built-in "Dancing
// links in ten slides" from the Lesson menu, every slide forward and back (PageDown, PageUp and
// the buttons), each landing on the moment its `at:`/`to:` names (counted here from the trace's
// own events) with the event its `expect:` claims; the slide text at 24 px or more and nothing
// cut off or scrolling at 1024x768, 1280x720 and 1440x900; a lesson file with errors (its line-numbered
// message, the page still working); a lesson link opened in a fresh page at the same slide; a
// teacher's own lesson in a link. Screenshots under test-results/e2e/<test>/.
import { test, expect, load, shot, overflows, slideLanded } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
  [1440, 900],
];

async function open(page, hash = '') {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

/**
 * Where the search is, and whether that is the slide's moment, counted from the trace's events
 * (not from the lesson's own numbers): for `first backtrack` the last event is a backtrack and
 * the first one so far; for `end` the search is over; for a number, the position itself.
 */
function check(page) {
  return page.evaluate(() => {
    const { lessons, trace } = window.dlxWatch;
    const slide = lessons.lesson.slides[lessons.index];
    const moment = slide.to ?? slide.at;
    const last = trace.lastEvent();
    // The moment's own event is `offset` events before the position (after it, for a negative
    // offset: the trace steps there and back, exactly, to read it).
    const ahead = Math.max(0, -moment.offset);
    // Every event's kind up to there: back to the start and forward again (exact both ways).
    const here = trace.position;
    while (trace.back() !== null);
    const kinds = [];
    while (trace.position < here + ahead) kinds.push(trace.forward().kind);
    for (let i = 0; i < ahead; i += 1) trace.back();
    const at = trace.position - moment.offset;
    // The event at the slide's `at`, where its `expect:` is checked (counted the same way).
    const first = slide.at;
    const nth = (kind, count) => {
      let seen = 0;
      for (let i = 0; i < kinds.length; i += 1) if (kinds[i] === kind && (seen += 1) === count) return i + 1;
      return -1;
    };
    const atPosition =
      first.kind === null ? first.step + first.offset : first.kind === 'end' ? kinds.length + first.offset : nth(first.kind, first.count) + first.offset;
    const atKind = atPosition === 0 ? 'start' : kinds[atPosition - 1];
    let ok;
    if (moment.kind === null) ok = trace.position === moment.step + moment.offset;
    else if (moment.kind === 'end') ok = trace.finished && kinds[at - 1] === 'done';
    else ok = kinds[at - 1] === moment.kind && kinds.slice(0, at).filter((k) => k === moment.kind).length === moment.count;
    return {
      ok,
      moment: moment.text,
      position: trace.position,
      kind: last?.kind ?? 'start',
      atKind,
      expect: slide.expect.filter((x) => x.kind).map((x) => x.kind),
      landed: document.getElementById('lesson-bar').dataset.landed,
      error: document.getElementById('lesson-error').hidden ? '' : document.getElementById('lesson-error').textContent,
      text: document.getElementById('lesson-text').textContent,
    };
  });
}

/** What overflows: shown panels, the player with the slide bar, anything clipping inside. */
async function lessonOverflows(page) {
  const bad = await overflows(page, ['lesson-bar']);
  // The slide's text itself: every line inside the window, none under the player's buttons.
  const [bottom, vh] = await page.evaluate(() => [document.getElementById('lesson-text').getBoundingClientRect().bottom, document.documentElement.clientHeight]);
  if (bottom > vh + 0.5) bad.push(`the slide text ends at ${bottom}, below the ${vh} px window`);
  return bad;
}

const textPx = (page) => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#lesson-text p')).fontSize));
const slideOf = (page) => page.evaluate(() => window.dlxWatch.lessons.index + 1);

for (const [width, height] of SIZES) {
  test(`the ten-slide lesson at ${width}x${height}: every slide forward and back lands on its moment and fits`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.locator('#lesson-menu summary').click();
    await shot(page, testInfo, 'lesson-menu');
    await page.getByRole('button', { name: 'Dancing links in ten slides' }).click();
    await slideLanded(page, 1);
    expect(await page.evaluate(() => 'present' in document.body.dataset)).toBe(true);
    await expect(page.locator('#lesson-where')).toHaveText('Slide 1 of 10');
    const count = await page.evaluate(() => window.dlxWatch.lessons.lesson.slides.length);
    expect(count).toBe(10);

    const seen = [];
    for (let n = 1; n <= count; n += 1) {
      if (n > 1) {
        // The clicker's key on odd slides, the button on even ones.
        if (n % 2) await page.keyboard.press('PageDown');
        else await page.locator('#lesson-next').click();
        await slideLanded(page, n);
      }
      const c = await check(page);
      expect(c.ok, `slide ${n} at '${c.moment}': ${JSON.stringify(c)}`).toBe(true);
      expect(c.landed, `slide ${n}: ${c.error}`).toBe('ok');
      for (const kind of c.expect) expect(c.atKind, `slide ${n}`).toBe(kind);
      expect(c.text).not.toContain('…');
      expect(await textPx(page)).toBeGreaterThanOrEqual(24);
      await expect(page.locator('#lesson-where')).toHaveText(`Slide ${n} of ${count}`);
      expect(await lessonOverflows(page), `slide ${n}`).toEqual([]);
      // The panels are the slide's.
      const panels = await page.evaluate(() => document.body.dataset.present);
      const wanted = await page.evaluate(() => window.dlxWatch.lessons.lesson.slides[window.dlxWatch.lessons.index].panels.join(' '));
      expect(panels).toBe(wanted);
      seen.push(c.position);
      if ([1, 4, 5, 7, 9, 10].includes(n)) await shot(page, testInfo, `slide-${n}`);
    }
    await expect(page.locator('#lesson-next')).toBeDisabled();

    // Back again, slide by slide, to the same positions (the engine's exact undo).
    for (let n = count - 1; n >= 1; n -= 1) {
      if (n % 2) await page.keyboard.press('PageUp');
      else await page.locator('#lesson-prev').click();
      await slideLanded(page, n);
      const c = await check(page);
      expect(c.ok, `back at slide ${n}: ${JSON.stringify(c)}`).toBe(true);
      expect(c.position).toBe(seen[n - 1]);
      expect(await lessonOverflows(page), `back at slide ${n}`).toEqual([]);
    }
    await expect(page.locator('#lesson-prev')).toBeDisabled();

    // The arrows still step the search inside a slide.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((p) => window.dlxWatch.trace.position === p + 1, seen[0]);
    expect(await slideOf(page)).toBe(1);

    // A stray Escape or f does not end the lesson: each leaves Present mode at most, the
    // lesson goes on at its slide; f presents it again.
    for (const stray of ['Escape', 'f']) {
      await page.keyboard.press(stray);
      await page.waitForFunction(() => !('present' in document.body.dataset));
      await expect(page.locator('#lesson-bar')).toBeVisible();
      expect(await slideOf(page)).toBe(1);
      await page.keyboard.press('f');
      await page.waitForFunction(() => 'present' in document.body.dataset);
      await expect(page.locator('#lesson-bar')).toBeVisible();
    }
    // Its Close button ends it: the normal page is back, at the step it was on.
    await page.locator('#lesson-close').click();
    await expect(page.locator('#lesson-bar')).toBeHidden();
    expect(await page.evaluate(() => 'present' in document.body.dataset)).toBe(false);
    await expect(page.locator('.problem-bar')).toBeVisible();
    expect(await page.evaluate(() => window.dlxWatch.trace.position)).toBe(seen[0] + 1);
  });
}

test('the other built-in lesson: every slide lands where its text says', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#lesson=many-puzzles');
  await slideLanded(page, 1);
  const count = await page.evaluate(() => window.dlxWatch.lessons.lesson.slides.length);
  for (let n = 1; n <= count; n += 1) {
    if (n > 1) {
      await page.keyboard.press('PageDown');
      await slideLanded(page, n);
    }
    const c = await check(page);
    expect(c.ok, `slide ${n}: ${JSON.stringify(c)}`).toBe(true);
    expect(c.landed, `slide ${n}: ${c.error}`).toBe('ok');
    expect(await lessonOverflows(page), `slide ${n}`).toEqual([]);
    if (n === 4) await shot(page, testInfo, 'pentominoes');
  }
});

test('a lesson file with errors: the line-numbered message, and the page keeps working', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, '#problem=queens4&step=5');
  const bad = '# My lesson\nproblem: queens&n=4\n---\ntitle: One\nat: first choice\n\nText.\n---\ntitle: Two\nstpe: 3\n';
  await page.locator('#lesson-menu summary').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open lesson file…' }).click();
  await (await chooser).setFiles({ name: 'broken.lesson', mimeType: 'text/plain', buffer: Buffer.from(bad) });
  const error = page.locator('#lesson-file-error');
  await expect(error).toBeVisible();
  // Both faults: the unknown key, and the slide it leaves without its `at:`.
  await expect(error).toContainText('broken.lesson cannot be opened (2 faults):');
  await expect(error).toContainText('line 8: slide 2 (line 8) has no `at:`');
  await expect(error).toContainText('line 10: unknown key \'stpe\'');
  await expect(error).toContainText('keys: title, problem, rule, at, to, speed, panels, expect');
  await shot(page, testInfo, 'file-error');
  // The page as it was: the same problem at the same step, still stepping, not presenting.
  expect(await page.evaluate(() => [window.dlxWatch.state.problem, window.dlxWatch.trace.position])).toEqual(['queens', 5]);
  await expect(page.locator('#lesson-bar')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 6);

  // A file that parses but names a moment the search never reaches: said on its slide, with its line.
  const never =
    '# Too far\nproblem: queens&n=4\n---\ntitle: Three solutions?\nat: solution 3\n\nThere are only two.\n---\ntitle: Fine\nat: first try\n' +
    '---\ntitle: Claims a backtrack\nat: first try\nexpect: backtrack X7\n';
  await page.locator('#lesson-menu summary').click();
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open lesson file…' }).click();
  await (await chooser2).setFiles({ name: 'far.lesson', mimeType: 'text/plain', buffer: Buffer.from(never) });
  await expect(error).toBeHidden();
  await slideLanded(page, 1);
  await expect(page.locator('#lesson-error')).toContainText("Slide 1 cannot be shown: line 5: the search has 2 solutions, so 'solution 3' never happens");
  await shot(page, testInfo, 'moment-error');
  await page.keyboard.press('PageDown');
  await slideLanded(page, 2);
  expect((await check(page)).ok).toBe(true);
  await expect(page.locator('#lesson-error')).toBeHidden();
  // A slide whose claim the engine contradicts says so (the lesson needs mending).
  await page.keyboard.press('PageDown');
  await slideLanded(page, 3);
  expect(await page.evaluate(() => document.getElementById('lesson-bar').dataset.landed)).toBe('elsewhere');
  await expect(page.locator('#lesson-error')).toHaveText(
    'This slide expects a backtrack and step X7, but the search is at an option tried (step X5): the lesson may need mending (line 11).'
  );
});

test('a range slide\u2019s expect: is checked where it starts; a file\u2019s faults come all at once', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#problem=queens4');
  const openFile = async (name, text) => {
    await page.locator('#lesson-menu summary').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open lesson file…' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  };
  const ranges =
    '# Ranges\nproblem: queens&n=4\nspeed: 1000\n---\ntitle: Tried, then on to a dead end\nat: first try\nto: first backtrack\nexpect: try X5\n' +
    '---\ntitle: Claims the end of its range\nat: first try\nto: first backtrack\nexpect: backtrack X7\n';
  await openFile('ranges.lesson', ranges);
  await slideLanded(page, 1);
  // The range played on to its end, and the claim about its start held.
  expect(await page.evaluate(() => window.dlxWatch.trace.lastEvent().kind)).toBe('backtrack');
  expect(await page.evaluate(() => document.getElementById('lesson-bar').dataset.landed)).toBe('ok');
  await expect(page.locator('#lesson-error')).toBeHidden();
  await page.keyboard.press('PageDown');
  await slideLanded(page, 2);
  expect(await page.evaluate(() => document.getElementById('lesson-bar').dataset.landed)).toBe('elsewhere');
  await expect(page.locator('#lesson-error')).toHaveText(
    'This slide expects a backtrack and step X7, but where the slide starts, the search is at an option tried (step X5): the lesson may need mending (line 9).'
  );
  await page.locator('#lesson-close').click();
  await expect(page.locator('#lesson-bar')).toBeHidden();

  const faults = '# Faults\nrule: fewest\n---\ntitle: One\nat: first retreat\npanels: matrix graph\n\nAn *emphasis never closed.\n';
  await openFile('faults.lesson', faults);
  const error = page.locator('#lesson-file-error');
  await expect(error).toBeVisible();
  const lines = (await error.innerText()).split('\n');
  expect(lines[0]).toBe('faults.lesson cannot be opened (4 faults):');
  expect(lines.slice(1).map((l) => l.split(' (')[0].split(':').slice(0, 2).join(':'))).toEqual([
    "line 2: unknown rule 'fewest'",
    "line 5: unknown event 'retreat'",
    "line 6: unknown panel 'graph'",
    'line 8: an *emphasis* is not closed',
  ]);
  await shot(page, testInfo, 'file-faults');
});

test('a lesson link opens a fresh page at the same slide; a teacher\u2019s own lesson travels in its link', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#lesson=ten-slides');
  await slideLanded(page, 1);
  for (let n = 2; n <= 3; n += 1) {
    await page.keyboard.press('PageDown');
    await slideLanded(page, n);
  }
  await page.locator('#lesson-link').click();
  await expect(page.locator('#lesson-status')).toContainText(/slide 3|address bar/);
  const url = page.url();
  expect(new URL(url).hash).toBe('#lesson=ten-slides&slide=3');
  const position = await page.evaluate(() => window.dlxWatch.trace.position);

  const fresh = await context.newPage();
  await fresh.setViewportSize({ width: 1024, height: 768 });
  await fresh.goto(url);
  await fresh.waitForFunction(() => window.dlxWatch?.lessons?.shown != null);
  await slideLanded(fresh, 3);
  expect(await fresh.evaluate(() => window.dlxWatch.trace.position)).toBe(position);
  await expect(fresh.locator('#lesson-where')).toHaveText('Slide 3 of 10');
  await shot(fresh, testInfo, 'fresh-slide-3');
  await fresh.close();

  // A lesson of one's own, opened from a file, shares its text in the link.
  const own = '# Queens, briefly\nproblem: queens&n=4\npanels: matrix narration puzzle\n---\ntitle: Start\nat: start\n\nFour queens.\n---\ntitle: The first solution\nat: solution 1\nexpect: solution X2\n\nHere *x_l* is the last queen placed.\n';
  await page.locator('#lesson-menu summary').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open lesson file…' }).click();
  await (await chooser).setFiles({ name: 'queens.lesson', mimeType: 'text/plain', buffer: Buffer.from(own) });
  await slideLanded(page, 1);
  await page.keyboard.press('PageDown');
  await slideLanded(page, 2);
  await page.locator('#lesson-link').click();
  const ownUrl = page.url();
  expect(new URL(ownUrl).hash).toMatch(/^#lesson-text=[A-Za-z0-9_-]+&slide=2$/);
  const second = await context.newPage();
  await second.goto(ownUrl);
  await second.waitForFunction(() => window.dlxWatch?.lessons?.shown != null);
  await slideLanded(second, 2);
  await expect(second.locator('#lesson-title')).toHaveText('Queens, briefly');
  expect((await check(second)).ok).toBe(true);
  // The variable is set as Knuth sets it: x with a subscript l.
  await expect(second.locator('#lesson-text .lesson-var sub')).toHaveText('l');
  await second.close();
});

test('a lesson too long for a link offers its file instead; its longest slide text still fits', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page);
  // 90 slides of 240 characters (the most a slide's text has) in varied words: more than a
  // link carries once encoded.
  const slides = [];
  for (let k = 0; k < 90; k += 1) {
    const words = Array.from({ length: 60 }, (_, i) => `w${(k * 7919 + i * 104729) % 100000}`).join(' ');
    slides.push(`---\ntitle: Slide ${k + 1} of a long lesson\nat: ${k % 77}\n\n${words.slice(0, 240).trim()}\n`);
  }
  const text = `# Long\n${slides.join('')}`;
  await page.locator('#lesson-menu summary').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open lesson file…' }).click();
  await (await chooser).setFiles({ name: 'long.lesson', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await slideLanded(page, 1);
  expect(await lessonOverflows(page)).toEqual([]);
  await shot(page, testInfo, 'longest-text');
  await page.locator('#lesson-link').click();
  await expect(page.locator('#lesson-status')).toContainText('too long for a link');
  await expect(page.locator('#lesson-download')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.locator('#lesson-download').click();
  expect((await download).suggestedFilename()).toBe('long.lesson');
});
