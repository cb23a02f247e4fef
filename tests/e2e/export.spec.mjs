// End-to-end tests of the visualizer's Export menu (www/watch/export/menu.js): the matrix, the
// search tree and the puzzle board of the step shown as PNG (signature, size at the chosen
// scale) and as SVG (well-formed XML, vector shapes and the names they should hold, rendered
// in Chromium for a look); a range of steps as WebM (EBML magic, a real size) and as GIF
// (GIF89a, more than one frame); Cancel stops a film and the page is back at its step and keeps
// working; a range past the end of a finished search is refused with a message. Screenshots of
// the menu at 1024x768, 1280x720 and 1440x900, of the progress bar at the first two, and the
// files saved, under
// test-results/e2e/<test>/.
import { readFile } from 'node:fs/promises';
import { test, expect, load, shot } from './fixtures.mjs';

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
  await settled(page);
}

async function settled(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    return p && !p.playing && !p.busy;
  });
}

const position = (page) => page.evaluate(() => window.dlxWatch.trace.position);

async function openMenu(page) {
  await page.locator('#export-menu > summary').click();
  await expect(page.locator('.export-panel')).toBeVisible();
}

/** Clicks an export button and returns the download's name and bytes (saved beside the test). */
async function save(page, testInfo, label) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
  const name = download.suggestedFilename();
  const path = testInfo.outputPath(name);
  await download.saveAs(path);
  return { name, bytes: await readFile(path), path };
}

/** A PNG's width and height, from its IHDR chunk, after checking its signature. */
function pngSize(bytes) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What the page's own XML parser makes of an SVG text: an error, or counts of what it holds. */
function parseSvg(page, text) {
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    const root = doc.documentElement;
    return {
      error: error ? error.textContent : null,
      root: root.localName,
      namespace: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
      rects: doc.querySelectorAll('rect').length,
      nodeRects: doc.querySelectorAll('g > g > rect').length,
      paths: doc.querySelectorAll('path').length,
      images: doc.querySelectorAll('image, foreignObject').length,
    };
  }, text);
}

/**
 * The pixels of a PNG or of a GIF's frames (composed as a viewer shows them), decoded by the
 * browser in a page of its own: for each image, how many distinct colors and how many dark
 * pixels (luminance under 110) lie in rows `top` to the bottom, and those rows' pixels hashed.
 */
async function bandOf(browser, bytes, type, top, frames = [0]) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const url = 'http://127.0.0.1:9/decode.html';
  await tab.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' }));
  await tab.goto(url);
  const result = await tab.evaluate(
    async ({ b64, type, top, frames }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const decoder = new ImageDecoder({ data, type });
      await decoder.tracks.ready;
      const out = [];
      for (const frameIndex of frames) {
        const { image } = await decoder.decode({ frameIndex });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(image, 0, 0);
        image.close();
        const { data: px } = ctx.getImageData(0, top, canvas.width, canvas.height - top);
        const colors = new Set();
        let dark = 0;
        let hash = 0;
        for (let i = 0; i < px.length; i += 4) {
          colors.add((px[i] << 16) | (px[i + 1] << 8) | px[i + 2]);
          if (0.3 * px[i] + 0.59 * px[i + 1] + 0.11 * px[i + 2] < 110 && px[i + 3] > 128) dark += 1;
          hash = (hash * 31 + px[i] + 7 * px[i + 1] + 13 * px[i + 2]) >>> 0;
        }
        out.push({ width: canvas.width, height: canvas.height, colors: colors.size, dark, hash });
      }
      return out;
    },
    { b64: bytes.toString('base64'), type, top, frames }
  );
  await context.close();
  return result;
}

/**
 * Renders an SVG file in Chromium (a blank page of its own, without the project's fonts) and
 * saves a PNG to look at. `font`: a family every text is drawn in instead (a viewer whose fonts
 * differ from the page's). Returns the pairs of texts whose drawn boxes overlap.
 */
async function renderSvg(browser, svg, path, { font = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const tab = await context.newPage();
  const style = font ? `<style>text { font-family: ${font} !important; }</style>` : '';
  await tab.setContent(`<!doctype html>${style}<body style="margin:0;background:#ddd">${svg.replace(/^<\?xml[^>]*>/, '')}</body>`);
  await tab.locator('svg').first().screenshot({ path });
  const overlaps = await tab.evaluate(() => {
    const boxes = [...document.querySelectorAll('svg text')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) out.push(`${boxes[i].text} / ${boxes[j].text}`);
      }
    }
    return out;
  });
  await context.close();
  return overlaps;
}

for (const [w, h] of [
  [1024, 768],
  [1280, 720],
  [1440, 900],
]) {
  test(`the Export menu opens from the toolbar at ${w}x${h}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: w, height: h });
    await open(page, '#problem=queens8&step=60');
    await openMenu(page);
    for (const name of ['Matrix PNG', 'Matrix SVG', 'Tree PNG', 'Tree SVG', 'Board PNG', 'Board SVG', 'Video (WebM)', 'GIF']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Prefilled: from the step shown to 40 further.
    await expect(page.locator('#export-from')).toHaveValue('60');
    await expect(page.locator('#export-to')).toHaveValue('100');
    // The panel is inside the window.
    const box = await page.locator('.export-panel').boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(w);
    expect(box.y + box.height).toBeLessThanOrEqual(h);
    await shot(page, testInfo, `export-menu-${w}x${h}`);
    // Escape closes it, `e` opens it again with the first button focused, and `e` closes it.
    await page.keyboard.press('Escape');
    await expect(page.locator('.export-panel')).toBeHidden();
    await page.keyboard.press('e');
    await expect(page.getByRole('button', { name: 'Matrix PNG', exact: true })).toBeFocused();
    await page.keyboard.press('e');
    await expect(page.locator('.export-panel')).toBeHidden();
    // Typed into a field, `e` is a letter.
    await page.keyboard.press('e');
    await page.locator('#export-from').fill('');
    await page.locator('#export-from').press('e');
    await expect(page.locator('#export-from')).toHaveValue('e');
    await expect(page.locator('.export-panel')).toBeVisible();
  });
}

test('the matrix as PNG at 2x and 1x, and as SVG', async ({ page, browser }, testInfo) => {
  await open(page, '#problem=queens8&step=60');
  await openMenu(page);
  const canvas = await page.evaluate(() => {
    const c = document.querySelector('#matrix canvas');
    return { w: c.clientWidth, h: c.clientHeight };
  });
  const png = await save(page, testInfo, 'Matrix PNG');
  expect(png.name).toBe('queens-8-step-60-matrix.png');
  // The matrix, and its legend under it: a band of swatches and words below the canvas's rows.
  const size = pngSize(png.bytes);
  expect(size.width).toBe(2 * canvas.w);
  expect(size.height).toBeGreaterThan(2 * canvas.h + 2 * 20);
  const [legend] = await bandOf(browser, png.bytes, 'image/png', 2 * canvas.h);
  expect(legend.colors, 'the legend\u2019s swatches and words').toBeGreaterThan(8);
  expect(legend.dark, 'the legend\u2019s words').toBeGreaterThan(500);
  await expect(page.locator('.export-status')).toContainText('Saved queens-8-step-60-matrix.png');

  await page.selectOption('#export-scale', '1');
  const one = await save(page, testInfo, 'Matrix PNG');
  expect(pngSize(one.bytes).width).toBe(canvas.w);
  expect(pngSize(one.bytes).height * 2).toBe(size.height);

  const svg = await save(page, testInfo, 'Matrix SVG');
  expect(svg.name).toBe('queens-8-step-60-matrix.svg');
  const text = svg.bytes.toString('utf8');
  const parsed = await parseSvg(page, text);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('svg');
  expect(parsed.namespace).toBe('http://www.w3.org/2000/svg');
  expect(parsed.width).toBe(canvas.w);
  expect(parsed.images, 'vector shapes, no picture inside').toBe(0);
  expect(parsed.rects).toBeGreaterThan(50);
  // The legend's words, as the page shows them under the matrix.
  const words = await page.$$eval('#matrix .mx-legend li', (lis) => lis.map((li) => li.textContent.trim()));
  expect(words.length).toBeGreaterThan(5);
  for (const word of words) expect(parsed.texts, `legend: ${word}`).toContain(word);
  await renderSvg(browser, text, testInfo.outputPath('queens-matrix-svg-rendered.png'));
});

test("the matrix SVG holds every item's name, every node's number and every option's label", async ({ page, browser }, testInfo) => {
  await open(page, '#problem=knuth&step=12');
  await openMenu(page);
  const svg = await save(page, testInfo, 'Matrix SVG');
  expect(svg.name).toBe('knuth-step-12-matrix.svg');
  const text = svg.bytes.toString('utf8');
  const parsed = await parseSvg(page, text);
  expect(parsed.error).toBeNull();
  expect(parsed.images).toBe(0);
  const facts = await page.evaluate(() => {
    const t = window.dlxWatch.trace;
    const nodes = [];
    for (let n = 0; n < t.nodeCount; n += 1) if (t.nodeItems[n] >= 0 && t.nodeOptions[n] >= 0) nodes.push(String(n));
    return {
      names: Array.from({ length: t.itemCount }, (_, k) => t.itemName(k)),
      labels: Array.from({ length: t.optionCount }, (_, o) => t.optionText(o)),
      nodes,
    };
  });
  expect(facts.nodes.length).toBeGreaterThan(10);
  for (const name of facts.names) expect(parsed.texts, `item ${name}`).toContain(name);
  for (const n of facts.nodes) expect(parsed.texts, `node ${n}`).toContain(n);
  for (const label of facts.labels) expect(parsed.texts, `option ${label}`).toContain(label);
  // Knuth's white boxes, one per node, go out as one path of rectangles per style.
  const boxes = (text.match(/M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z/g) ?? []).length;
  expect(boxes).toBeGreaterThanOrEqual(facts.nodes.length);
  await renderSvg(browser, text, testInfo.outputPath('knuth-matrix-svg-rendered.png'));
  // Opened where the page's font is missing (here every text in a monospace, far wider), no two
  // texts run into each other: the legend's words keep the widths they were laid out with.
  const overlaps = await renderSvg(browser, text, testInfo.outputPath('knuth-matrix-svg-monospace.png'), { font: 'monospace' });
  expect(overlaps).toEqual([]);
});

test('the search tree and the board as PNG and SVG, with a shape per tree node and per queen', async ({ page, browser }, testInfo) => {
  await open(page, '#problem=queens8&step=400');
  await openMenu(page);
  const facts = await page.evaluate(() => ({
    tried: window.dlxWatch.trace.tree.length,
    queens: window.dlxWatch.trace.levels.filter((l) => l.option >= 0).length,
    mode: document.querySelector('.tree-view').dataset.mode,
  }));
  expect(facts.mode).toBe('svg');

  const tree = await save(page, testInfo, 'Tree SVG');
  expect(tree.name).toBe('queens-8-step-400-tree.svg');
  const treeSvg = tree.bytes.toString('utf8');
  const parsedTree = await parseSvg(page, treeSvg);
  expect(parsedTree.error).toBeNull();
  expect(parsedTree.nodeRects, 'one rounded box per option tried').toBe(facts.tried);
  expect(parsedTree.texts.filter((t) => / of \d+$/.test(t)).length).toBe(facts.tried);
  expect(treeSvg).not.toContain('class=');
  expect(treeSvg).toMatch(/font-family="/);
  await renderSvg(browser, treeSvg, testInfo.outputPath('tree-svg-rendered.png'));
  const treePng = await save(page, testInfo, 'Tree PNG');
  const treeSize = pngSize(treePng.bytes);
  expect(treeSize.width).toBe(2 * Number(await page.evaluate(() => document.querySelector('.tree-svg').getAttribute('width').replace('px', ''))));

  const board = await save(page, testInfo, 'Board SVG');
  expect(board.name).toBe('queens-8-step-400-board.svg');
  const boardSvg = board.bytes.toString('utf8');
  const parsedBoard = await parseSvg(page, boardSvg);
  expect(parsedBoard.error).toBeNull();
  expect(parsedBoard.texts.filter((t) => t === '♛').length).toBe(facts.queens);
  for (const label of ['r0', 'r7', 'c0', 'c7']) expect(parsedBoard.texts).toContain(label);
  expect(parsedBoard.rects, 'at least a rect per square').toBeGreaterThanOrEqual(64);
  expect(parsedBoard.images).toBe(0);
  await renderSvg(browser, boardSvg, testInfo.outputPath('board-svg-rendered.png'));
  const boardPng = await save(page, testInfo, 'Board PNG');
  const boardSize = pngSize(boardPng.bytes);
  expect(boardSize.width).toBe(2 * parsedBoard.width);
});

test('a large tree drawn on a canvas exports whole, as vector dots', async ({ page }, testInfo) => {
  await open(page, '#problem=queens8&step=40000');
  await expect(page.locator('.tree-view')).toHaveAttribute('data-mode', 'canvas');
  await openMenu(page);
  const tried = await page.evaluate(() => window.dlxWatch.trace.tree.length);
  const tree = await save(page, testInfo, 'Tree SVG');
  const parsed = await parseSvg(page, tree.bytes.toString('utf8'));
  expect(parsed.error).toBeNull();
  expect(parsed.images).toBe(0);
  // A filled dot for each node (a circle: four Bézier curves) or a cross for a dead end (two
  // strokes, in the dead ends' color), and one for the start.
  const svg = tree.bytes.toString('utf8');
  const deadColor = await page.evaluate(() => getComputedStyle(document.querySelector('.tree-view')).getPropertyValue('--tree-dead').trim());
  const paths = [...svg.matchAll(/<path d="([^"]*)"[^>]*>/g)];
  const filled = paths.filter((m) => !m[0].includes('fill="none"'));
  const curves = filled.map((m) => (m[1].match(/C/g) ?? []).length).reduce((a, b) => a + b, 0);
  const crosses = paths
    .filter((m) => m[0].includes(`stroke="${deadColor}"`) && !m[1].includes('C'))
    .map((m) => (m[1].match(/M/g) ?? []).length / 2)
    .reduce((a, b) => a + b, 0);
  expect(crosses).toBeGreaterThan(0);
  expect(curves / 4 + crosses).toBe(tried + 1);
  // The PNG is the whole tree too, at the scale asked for.
  await page.selectOption('#export-scale', '1');
  const png = await save(page, testInfo, 'Tree PNG');
  const size = await page.evaluate(() => {
    const sizer = document.querySelector('.tree-sizer');
    return { width: Math.round(parseFloat(sizer.style.width)), height: Math.round(parseFloat(sizer.style.height)) };
  });
  expect(pngSize(png.bytes)).toEqual(size);
});

/** Plays a film in a blank page of its own (a <video> or an <img>) and says what the browser sees. */
async function playFilm(browser, bytes, type, path) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1000 } });
  const tab = await context.newPage();
  const src = `data:${type};base64,${bytes.toString('base64')}`;
  const tag = type === 'video/webm' ? `<video src="${src}" muted></video>` : `<img src="${src}" alt="">`;
  // A page of its own on a loopback address (a secure context: the image decoder needs one),
  // served by the test itself.
  const url = 'http://127.0.0.1:9/film.html';
  await tab.route(url, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><body style="margin:0">${tag}</body>` }));
  await tab.goto(url);
  const size = await tab.evaluate(async () => {
    const video = document.querySelector('video');
    if (video) {
      if (video.readyState < 2) await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
      return { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
    }
    // The browser's own decoder reads every frame; the last one, composed over the ones
    // before, is drawn under the image to look at.
    const img = document.querySelector('img');
    await img.decode();
    const data = await (await fetch(img.src)).arrayBuffer();
    const decoder = new ImageDecoder({ data, type: 'image/gif' });
    await decoder.tracks.ready;
    const frames = decoder.tracks.selectedTrack.frameCount;
    const { image } = await decoder.decode({ frameIndex: frames - 1 });
    const canvas = document.createElement('canvas');
    canvas.width = image.displayWidth;
    canvas.height = image.displayHeight;
    canvas.getContext('2d').drawImage(image, 0, 0);
    image.close();
    document.body.append(canvas);
    return { width: img.naturalWidth, height: img.naturalHeight, frames };
  });
  await tab.screenshot({ path });
  await context.close();
  return size;
}

test('steps as a WebM video and as a GIF; the page ends at its step', async ({ page, browser }, testInfo) => {
  await open(page, '#problem=queens6&step=20');
  await openMenu(page);
  await page.fill('#export-to', '30');
  await page.selectOption('#export-fps', '30');
  const webm = await save(page, testInfo, 'Video (WebM)');
  expect(webm.name).toBe('queens-6-steps-20-30.webm');
  expect([...webm.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect(webm.bytes.length).toBeGreaterThan(2000);
  await expect(page.locator('.export-status')).toContainText('back at step 20');
  await settled(page);
  expect(await position(page)).toBe(20);
  const canvas = await page.evaluate(() => {
    const c = document.querySelector('#matrix canvas');
    return { width: c.width, height: c.height };
  });
  const video = await playFilm(browser, webm.bytes, 'video/webm', testInfo.outputPath('webm-first-frame.png'));
  expect(video.width).toBe(2 * Math.round(canvas.width / 2));
  // Every frame at its time, however long the machine took to make it: steps 20 to 30 and the
  // last held for one more frame, 12 frames at 30 a second, the last starting at 11/30 s (the
  // duration a browser reads from the file). A film recorded against the real clock has no
  // such duration, and came out empty on a loaded machine.
  expect(video.duration).toBeCloseTo(11 / 30, 2);
  // The matrix, and the caption's band under it.
  expect(video.height).toBeGreaterThan(canvas.height + 30);

  await page.fill('#export-to', '26');
  const gif = await save(page, testInfo, 'GIF');
  expect(gif.name).toBe('queens-6-steps-20-26.gif');
  expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  // A frame is a graphic control extension (21 F9 04) and an image descriptor.
  let frames = 0;
  for (let i = 0; i + 2 < gif.bytes.length; i += 1) {
    if (gif.bytes[i] === 0x21 && gif.bytes[i + 1] === 0xf9 && gif.bytes[i + 2] === 0x04) frames += 1;
  }
  expect(frames).toBe(7);
  const picture = await playFilm(browser, gif.bytes, 'image/gif', testInfo.outputPath('gif-first-and-last-frame.png'));
  expect(picture.frames).toBe(7);
  expect(picture.width).toBeGreaterThan(100);
  expect(picture.width).toBeLessThanOrEqual(800);
  // Each frame has its caption under the matrix: words (dark pixels) in the band, and a band
  // that changes from step to step (each frame names its own step and event).
  const k = Math.min(1, 800 / canvas.width);
  const matrixRows = Math.round(canvas.height * k);
  expect(picture.height).toBeGreaterThan(matrixRows + 30);
  const bands = await bandOf(browser, gif.bytes, 'image/gif', matrixRows, [0, 1, 6]);
  for (const band of bands) expect(band.dark, 'caption words').toBeGreaterThan(300);
  expect(new Set(bands.map((b) => b.hash)).size).toBe(3);
  await settled(page);
  expect(await position(page)).toBe(20);
});

for (const [w, h] of [
  [1024, 768],
  [1280, 720],
]) {
  test(`Cancel stops a film at ${w}x${h}; the page is back at its step and keeps working`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: w, height: h });
    await open(page, '#problem=queens8&step=15');
    await openMenu(page);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.selectOption('#export-fps', '2');
    // The longest film one file holds: 600 frames at 2 a second, recorded in real time, last
    // five minutes, past the test's lifetime: Cancel always comes while it records.
    await page.fill('#export-to', '614');
    await page.getByRole('button', { name: 'Video (WebM)', exact: true }).click();
    const progress = page.locator('.export-progress progress');
    await expect(progress).toBeVisible();
    await page.waitForFunction(() => Number(document.querySelector('.export-progress progress').value) >= 2);
    await expect(page.getByRole('button', { name: 'Matrix PNG', exact: true })).toBeDisabled();
    await shot(page, testInfo, `export-progress-${w}x${h}`);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.locator('.export-status')).toHaveText('Cancelled: nothing saved, back at step 15.');
    await expect(progress).toBeHidden();
    await settled(page);
    expect(await position(page)).toBe(15);
    expect(downloaded).toBe(false);
    // The page works as before: a click elsewhere closes the menu (which may lie over the
    // matrix), a step forward, and the menu exports again.
    await page.locator('#stats').click();
    await expect(page.locator('.export-panel')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBe(16);
    await openMenu(page);
    const png = await save(page, testInfo, 'Matrix PNG');
    expect(png.name).toBe('queens-8-step-16-matrix.png');
  });
}

test('a range past the end of a finished search is refused, saying where it ends', async ({ page }) => {
  await open(page, '#problem=knuth');
  await page.evaluate(() => window.dlxWatch.player.runTo('done'));
  await settled(page);
  const end = await page.evaluate(() => (window.dlxWatch.trace.finished ? window.dlxWatch.trace.furthest : -1));
  expect(end).toBeGreaterThan(0);
  await openMenu(page);
  await page.fill('#export-from', '0');
  await page.fill('#export-to', '900');
  await page.getByRole('button', { name: 'GIF', exact: true }).click();
  await expect(page.locator('.export-status')).toHaveText(`Step 900 is past the last step seen, ${end}: the search ends there.`);
  await expect(page.locator('#export-to')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#export-to')).toBeFocused();
  await page.fill('#export-to', 'x');
  await page.getByRole('button', { name: 'Video (WebM)', exact: true }).click();
  await expect(page.locator('.export-status')).toHaveText('The last step must be a whole number of 0 or more, not "x".');
  expect(await position(page)).toBe(end);
});

test('every kind of board exports as SVG with its texts, and as PNG', async ({ page, browser }, testInfo) => {
  // The least number of rectangles each must hold: its cells, squares or slots (and the frame
  // of the options chosen, for a problem without a board).
  for (const [hash, slug, cells] of [
    ['#problem=sudoku4&step=40', 'sudoku4', 16],
    ['#problem=jigsaw9&step=200', 'jigsaw9', 81],
    ['#problem=pentominoes3x20&step=400', 'pentominoes-3x20', 60],
    ['#problem=langford4&step=30', 'langford-4', 8],
    ['#problem=knuth&step=12', 'knuth', 1],
  ]) {
    await open(page, hash);
    await openMenu(page);
    const step = await position(page);
    // What the board shows as text, read from the page: every word of it is in the picture.
    const shown = await page.evaluate(() => {
      const view = document.querySelector('.puzzle-view');
      const caption = view.querySelector('.pv-caption');
      const words = [];
      const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (caption.contains(n) || !n.parentElement.checkVisibility()) continue;
        words.push(...n.textContent.split(/\s+/).filter(Boolean));
      }
      return words;
    });
    const svg = await save(page, testInfo, 'Board SVG');
    expect(svg.name).toBe(`${slug}-step-${step}-board.svg`);
    const text = svg.bytes.toString('utf8');
    const parsed = await parseSvg(page, text);
    expect(parsed.error, slug).toBeNull();
    expect(parsed.images).toBe(0);
    const words = parsed.texts.flatMap((t) => t.split(/\s+/));
    for (const word of shown) expect(words, `${slug}: "${word}"`).toContain(word);
    expect(parsed.rects, slug).toBeGreaterThanOrEqual(cells);
    await renderSvg(browser, text, testInfo.outputPath(`${slug}-board-rendered.png`));
    const png = await save(page, testInfo, 'Board PNG');
    expect(pngSize(png.bytes).width).toBe(2 * parsed.width);
    // A click elsewhere closes the menu (it may lie over the matrix).
    await page.locator('#stats').click();
  }
});
