// End-to-end tests of the embeddable player (embed.html, www/embed/): a course page on another
// origin, with its own strict Content-Security-Policy, frames it; the frame draws the matrix,
// plays, loops back to `from`, and its buttons and keys work. Alone: each view, a bad link (the
// warnings shown, the problem it falls back to), the link to the visualizer (it opens the same
// problem at the same step), and the fit at the frame sizes teachers use (nothing overflows;
// screenshots under test-results/e2e/<test>/, to look at). On the visualizer: Copy embed code,
// to the clipboard or, when the browser refuses, into a box to copy from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as bare } from '@playwright/test';
import { test, expect } from './fixtures.mjs';
import { serve } from '../../scripts/static-server.mjs';

const FRAME_SIZES = [
  [480, 320],
  [640, 400],
  [800, 500],
];

/** The player's origin: the built site the tests run against. */
const embedOrigin = (baseURL) => new URL(baseURL).origin;

/**
 * A course page on another origin (another port) that frames `src` at `width` x `height`, sent
 * with a strict CSP header that allows frames from the player's origin and nothing else.
 * Returns its address; the server stops when the test ends.
 */
async function coursePage(src, { width = 640, height = 400, more = '' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dlx-host-'));
  const frameOrigin = new URL(src).origin;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Week 5: exact cover</title></head>
<body><h1>Week 5: exact cover</h1><p>Watch Algorithm X place four queens.</p>
<iframe id="dlx" src="${src.replaceAll('&', '&amp;')}" width="${width}" height="${height}" title="Dancing links" loading="lazy"></iframe>
${more}</body></html>`
  );
  const server = await serve(dir, 0, 'HOST_PORT', {
    headers: () => ({ 'content-security-policy': `default-src 'none'; frame-src ${frameOrigin}` }),
  });
  const close = () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${server.address().port}/index.html`, close };
}

/** The frame of the player on the course page, once its player is built. */
async function playerFrame(page) {
  const frame = page.frameLocator('#dlx');
  await expect(frame.locator('#position')).toHaveAttribute('data-position', /\d/u);
  return { frame, handle: page.frames().find((f) => f.url().includes('/embed.html')) };
}

/** How many different colors the matrix canvas holds (a blank canvas has one). */
function canvasColors(target) {
  return target.evaluate(() => {
    const canvas = document.querySelector('.mx-canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const colors = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) colors.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return colors.size;
  });
}

const at = (target) => target.evaluate(() => Number(document.querySelector('#position').dataset.position));

test('a course page on another origin frames the player: it draws, plays, loops back to from, and its buttons work', async ({ page, baseURL }, testInfo) => {
  const src = `${embedOrigin(baseURL)}/embed.html#problem=queens&n=4&autoplay=1&loop=1&from=0&to=30&speed=40`;
  const host = await coursePage(src);
  try {
    await page.goto(host.url);
    expect(new URL(page.url()).origin).not.toBe(embedOrigin(baseURL));
    const { frame, handle } = await playerFrame(page);
    await expect(frame.locator('.mx-canvas')).toBeVisible();
    expect(await canvasColors(handle)).toBeGreaterThan(3);
    // It plays by itself up to `to`, rests there, then goes back to `from` and plays again.
    await handle.waitForFunction(() => document.querySelector('#position').dataset.position === '30', null, { timeout: 20_000 });
    await expect(frame.locator('#position')).toHaveText('Step 30 of 30');
    await handle.waitForFunction(() => Number(document.querySelector('#position').dataset.position) < 30, null, { timeout: 20_000 });
    await handle.waitForFunction(() => {
      const n = Number(document.querySelector('#position').dataset.position);
      return n > 0 && n < 30;
    }, null, { timeout: 20_000 });
    await page.locator('#dlx').screenshot({ path: testInfo.outputPath('course-page-frame.png') });

    // Pause while the end rests on screen before the next loop (the player itself is idle then):
    // the button says Play, and the loop does not come back.
    // (Clicked in the same task that sees the rest, so the click cannot land after it.)
    await handle.waitForFunction(
      () => {
        const resting = window.dlxEmbed.loopTimer !== 0 && document.querySelector('#position').dataset.position === '30';
        if (resting) document.querySelector('[data-action="play"]').click();
        return resting;
      },
      null,
      { timeout: 20_000 }
    );
    await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible();
    await frame.getByRole('button', { name: 'Back one event' }).click();
    await expect(frame.locator('#position')).toHaveAttribute('data-position', '29');
    expect(await handle.evaluate(() => window.dlxEmbed.wantsPlay)).toBe(false);
    // Then step: each button moves exactly one event, back stops at `from`.
    await frame.getByRole('button', { name: 'To the first step' }).click();
    await expect(frame.locator('#position')).toHaveAttribute('data-position', '0');
    await expect(frame.getByRole('button', { name: 'Back one event' })).toBeDisabled();
    await frame.getByRole('button', { name: 'Forward one event' }).click();
    await frame.getByRole('button', { name: 'Forward one event' }).click();
    await expect(frame.locator('#position')).toHaveAttribute('data-position', '2');
    await frame.getByRole('button', { name: 'Back one event' }).click();
    await expect(frame.locator('#position')).toHaveAttribute('data-position', '1');
    // The keys work once the frame has the focus.
    await frame.locator('.mx-canvas').click();
    await page.keyboard.press('ArrowRight');
    await expect(frame.locator('#position')).toHaveAttribute('data-position', '2');
    await expect(frame.locator('#open-watch')).toHaveAttribute('href', './watch.html#problem=queens4&step=2');
    await frame.getByRole('button', { name: 'Play' }).click();
    await handle.waitForFunction(() => Number(document.querySelector('#position').dataset.position) > 2);
    expect(await canvasColors(handle)).toBeGreaterThan(3);
  } finally {
    host.close();
  }
});

for (const [width, height] of FRAME_SIZES) {
  test(`at ${width}x${height} in a frame, every problem and view fits with nothing cut off`, async ({ page, baseURL }, testInfo) => {
    const links = [
      ['queens8', 'problem=queens8&to=40'],
      ['sudoku4', 'problem=sudoku4&to=40'],
      ['pentominoes', 'problem=pentominoes3x20&to=60'],
      ['langford', 'problem=langford4&to=40&view=both'],
      ['knuth-matrix', 'problem=knuth&to=20&view=matrix'],
      ['sudoku9-puzzle', 'problem=sudoku9&to=40&view=puzzle'],
      ['bad-link', 'problem=queens&n=99&view=tree&speed=fast&to=20'],
    ];
    for (const [name, fragment] of links) {
      const host = await coursePage(`${embedOrigin(baseURL)}/embed.html#${fragment}`, { width, height });
      try {
        await page.goto(host.url);
        const { frame, handle } = await playerFrame(page);
        // Into the search, so the boards and the caption hold something.
        await frame.getByRole('button', { name: 'Forward one event' }).click();
        await expect(frame.locator('#position')).toHaveAttribute('data-position', '1');
        const bad = await handle.evaluate(() => {
          const found = [];
          const doc = document.documentElement;
          const vw = doc.clientWidth;
          const vh = doc.clientHeight;
          if (doc.scrollWidth > vw || doc.scrollHeight > vh) found.push(`the page scrolls: ${doc.scrollWidth}x${doc.scrollHeight} in ${vw}x${vh}`);
          const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
          const parts = ['.embed-player button', '#position', '#open-watch', '.mx-stage', '.pv-board', '.pv-caption', '#embed-note'];
          for (const e of document.querySelectorAll(parts.join(', '))) {
            if (!shown(e)) continue;
            const r = e.getBoundingClientRect();
            const name = e.id || e.className || e.tagName;
            if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) found.push(`${name} leaves the frame: ${r.left},${r.top} to ${r.right},${r.bottom}`);
            if (r.width < 8 || r.height < 8) found.push(`${name} is ${r.width}x${r.height}`);
            // Cut off by its own box (an ellipsis or a clamp counts: it hides words).
            if (e.scrollWidth > e.clientWidth + 1 && !e.matches('.pv-caption, #embed-note')) found.push(`${name} is cut off: ${e.scrollWidth} px wide in ${e.clientWidth}`);
            // The boards stay inside the puzzle's box.
            const box = e.closest('.embed-puzzle')?.getBoundingClientRect();
            if (box && (r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5)) found.push(`${name} leaves the puzzle's box`);
          }
          // The bar along the bottom, the views above it.
          const bar = document.querySelector('.embed-player').getBoundingClientRect();
          if (vh - bar.bottom > 12) found.push(`the player bar ends ${vh - bar.bottom} px above the bottom`);
          for (const e of document.querySelectorAll('.embed-views > :not([hidden])')) {
            if (e.getBoundingClientRect().bottom > bar.top + 0.5) found.push(`${e.id} runs under the player bar`);
          }
          return found;
        });
        expect(bad, name).toEqual([]);
        await page.locator('#dlx').screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
      } finally {
        host.close();
      }
    }
  });
}

test('each view shows what it says, alone', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  for (const [view, matrix, puzzle] of [
    ['matrix', true, false],
    ['puzzle', false, true],
    ['both', true, true],
  ]) {
    await page.goto(`./embed.html#problem=queens4&view=${view}`);
    await expect(page.locator('#position')).toHaveAttribute('data-position', '0');
    await expect(page.locator('#matrix')).toBeVisible({ visible: matrix });
    await expect(page.locator('.mx-canvas')).toHaveCount(matrix ? 1 : 0);
    await expect(page.locator('.pv-queens')).toHaveCount(puzzle ? 1 : 0);
    if (puzzle) await expect(page.locator('.pv-queens')).toBeVisible();
    if (matrix) expect(await canvasColors(page)).toBeGreaterThan(3);
    await expect(page.locator('#embed-note')).toBeHidden();
    await expect(page.locator('#position')).toHaveText('Step 0');
  }
});

test('a bad link says what was ignored and shows what it could', async ({ page }) => {
  await page.goto('./embed.html#problem=queens&n=99&view=tree&speed=fast&from=7&to=3&loop=yes');
  const note = page.locator('#embed-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('The link was partly ignored');
  for (const part of ['the number of queens "99"', 'unknown view "tree"', 'speed "fast"', 'to=3 is not after from=7', 'loop "yes"']) {
    await expect(note).toContainText(part);
  }
  // The defaults: 8 queens, both views, from 7 to the end.
  await expect(page.locator('#position')).toHaveAttribute('data-position', '7');
  await expect(page.locator('.pv-queens')).toBeVisible();
  await expect(page.locator('.mx-canvas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back one event' })).toBeDisabled();

  // A puzzle the engine refuses: its message, and Knuth's example instead.
  await page.goto('./embed.html#problem=sudoku&puzzle=11..............&to=10');
  await expect(note).toContainText('This problem cannot be shown');
  await expect(note).toContainText("Knuth's example is shown instead");
  await expect(page.locator('#position')).toHaveText('Step 0 of 10');
  await expect(page.locator('#open-watch')).toHaveAttribute('href', './watch.html#problem=knuth');

  // A range past the end of the search: the whole search is played.
  await page.goto('./embed.html#problem=queens4&from=4000000');
  await expect(note).toContainText('The search ends at step');
  await expect(page.locator('#position')).toHaveAttribute('data-position', '0');
});

test('Open in the visualizer opens the same problem at the same step, in a new tab', async ({ page, context }) => {
  await page.goto('./embed.html#problem=langford&n=4&rule=first&from=5&to=50&view=puzzle');
  const link = page.getByRole('link', { name: 'Open in the visualizer' });
  await expect(page.locator('#position')).toHaveAttribute('data-position', '5');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Forward one event' }).click();
  await expect(page.locator('#position')).toHaveText('Step 8 (5 to 50)');
  await expect(link).toHaveAttribute('href', './watch.html#problem=langford4&rule=first&step=8');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForFunction(() => window.dlxWatch?.player && !window.dlxWatch.player.busy && window.dlxWatch.trace.position === 8);
  expect(await tab.evaluate(() => document.querySelector('#problem').value)).toBe('langford4');
  expect(await tab.evaluate(() => document.querySelector('#rule').value)).toBe('first');
  // The new tab cannot reach back into the embed (rel=noopener).
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
});

test('Copy embed code on the visualizer gives an iframe of this problem up to this step, or a box to copy it from', async ({ page, context, baseURL }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./watch.html#problem=queens4&rule=first&step=12');
  await page.waitForFunction(() => window.dlxWatch?.trace?.position === 12);
  await page.locator('#share-menu > summary').click();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Embed code copied: it plays steps 0 to 12.');
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const origin = embedOrigin(baseURL);
  expect(code).toBe(
    `<iframe src="${origin}/embed.html#problem=queens4&amp;rule=first&amp;to=12" width="640" height="400" ` +
      'title="Dancing links: Algorithm X on 4 queens, from step 0 to step 12" loading="lazy"></iframe>'
  );
  await expect(page.locator('#embed-code-box')).toBeHidden();

  // The snippet, pasted into a course page on another origin, plays that range.
  const src = snippetSrc(code);
  const host = await coursePage(src);
  try {
    const other = await context.newPage();
    await other.goto(host.url);
    const frame = other.frameLocator('#dlx');
    await expect(frame.locator('#position')).toHaveText('Step 0 of 12');
    await other.close();
  } finally {
    host.close();
  }

  // A browser that refuses the clipboard: the code in a box, selected, to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.dlxWatch.trace.position === 13 && !window.dlxWatch.player.busy);
  await page.locator('#share-menu > summary').click();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const box = page.getByLabel('Embed code: select it and copy it into your page');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue(code.replace('to=12', 'to=13').replace('step 12', 'step 13'));
  expect(await box.evaluate((e) => e === document.activeElement && e.selectionStart === 0 && e.selectionEnd === e.value.length)).toBe(true);
  // The toolbar with its new button, and the box, at the visualizer's sizes: nothing leaves the window.
  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.watch-top *')].map((e) => e.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`watch-embed-code-${width}x${height}.png`) });
  }
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(box).toBeHidden();
});

/** The src of an <iframe> snippet, its attribute unescaped. */
function snippetSrc(code) {
  const src = code.match(/ src="([^"]*)"/u)[1];
  return src.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

test('the player runs under the pages\' strict Content-Security-Policy', async ({ page }) => {
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  await page.goto('./embed.html#problem=sudoku4&autoplay=1&loop=1&to=25&speed=200');
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toMatch(/'unsafe-eval'/u);
  await page.waitForFunction(() => document.querySelector('#position').dataset.position === '25');
  await page.waitForFunction(() => Number(document.querySelector('#position').dataset.position) < 25);
  expect(violations).toEqual([]);
});

// The advice to hosts in docs/teaching.md, tried: `frame-ancestors` (an HTTP header; a <meta> CSP ignores
// it) lets the course page frame embed.html and keeps the visualizer out of other sites' frames.
// The fixture's test fails on any console error, and refusing a frame is one: this test checks
// the console itself, and allows that refusal alone.
bare('with the headers docs/teaching.md suggests, other sites may frame embed.html and not the visualizer', async ({ page, baseURL }) => {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const dist = new URL('../../dist', import.meta.url).pathname;
  let hostOrigin = '';
  const site = await serve(dist, 0, 'SITE_PORT', {
    headers: (file) => ({ 'content-security-policy': file === '/embed.html' ? `frame-ancestors ${hostOrigin}` : "frame-ancestors 'self'" }),
  });
  const siteOrigin = `http://127.0.0.1:${site.address().port}`;
  const host = await coursePage(`${siteOrigin}/embed.html#problem=queens4&to=10`, {
    more: `<iframe id="watch" src="${siteOrigin}/watch.html#problem=queens4" width="640" height="400" title="The visualizer"></iframe>`,
  });
  hostOrigin = new URL(host.url).origin;
  try {
    expect(hostOrigin).not.toBe(siteOrigin);
    expect(siteOrigin).not.toBe(new URL(baseURL).origin);
    await page.goto(host.url);
    await expect(page.frameLocator('#dlx').locator('#position')).toHaveText('Step 0 of 10');
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    const watch = page.frames().find((f) => f !== page.mainFrame() && !f.url().includes('/embed.html'));
    expect(watch.url()).not.toContain('/watch.html');
    // Chromium names the origin refused, and the directive.
    const refusal = (e) => e.startsWith(`Framing '${siteOrigin}/' violates`) && e.includes(`"frame-ancestors 'self'"`);
    expect(errors.filter((e) => !refusal(e))).toEqual([]);
    expect(errors.filter(refusal)).toHaveLength(1);
  } finally {
    host.close();
    site.close();
  }
});

// A frame on another site (localhost frames 127.0.0.1): the browser may refuse the offline
// worker's registration there (third-party storage), and the player must not throw for it.
test.describe('in a cross-site frame, with service workers allowed', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the player loads without an uncaught error about its service worker', async ({ page, baseURL }) => {
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
    const host = await coursePage(`${embedOrigin(baseURL)}/embed.html#problem=queens4&to=10`);
    try {
      const url = host.url.replace('//127.0.0.1:', '//localhost:');
      expect(new URL(url).hostname).not.toBe(new URL(baseURL).hostname);
      await page.goto(url);
      const { frame, handle } = await playerFrame(page);
      await frame.getByRole('button', { name: 'Forward one event' }).click();
      await expect(frame.locator('#position')).toHaveAttribute('data-position', '1');
      // The registration is asked on the frame's load event. A later question to the same
      // service worker container is answered after it, so its refusal (if it was asked) has
      // been reported once this one comes back (refused too, here: caught).
      await handle.waitForFunction(() => document.readyState === 'complete');
      await handle.evaluate(() => navigator.serviceWorker.getRegistration().catch(() => null));
      await handle.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(errors).toEqual([]);
    } finally {
      host.close();
    }
  });
});
