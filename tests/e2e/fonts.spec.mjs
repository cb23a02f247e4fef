// The pages draw every glyph in the project's own fonts (www/shared/fonts.css, bundled from
// npm), never in whatever the machine has: a layout measured here is then the layout on any
// other machine. The oracle for "which font drew this text" is Chromium's own answer
// (DevTools' CSS.getPlatformFontsForNode: the fonts the text was actually shaped with, and
// whether each is a web font), not the page's stylesheets.
import { test, expect } from './fixtures.mjs';

const FACES = ['Atkinson Hyperlegible', 'DejaVu Mono', 'STIX Two Text'];
// The same faces as the font files name themselves (fontsource's DejaVu Mono is DejaVu Sans Mono).
const FILES = /^(AtkinsonHyperlegible|DejaVuSansMono|STIXTwoText)-?/;

const PAGES = [
  ['the solver', './index.html'],
  ['the visualizer', './watch.html#problem=sudoku4&step=40'],
  ['a lesson', './watch.html#lesson=ten-slides'],
  ['the embedded player', './embed.html#problem=queens4&view=matrix'],
];

/** The first family of a computed font-family list, unquoted. */
const first = (family) => family.split(',')[0].trim().replace(/^["']|["']$/g, '');

/**
 * Every rendered element that holds text of its own (a text node child, or a form control's
 * value), marked with a data attribute for DevTools to find: [{ probe, tag, family, text }].
 */
function markTextElements(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data).join('').trim();
      const value = ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) && el.type !== 'hidden' ? String(el.value ?? '').trim() : '';
      const text = own || value;
      if (!text) continue;
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      el.dataset.fontProbe = String(out.length);
      out.push({ probe: out.length, tag: el.tagName.toLowerCase(), family: getComputedStyle(el).fontFamily, text: text.slice(0, 40) });
    }
    return out;
  });
}

for (const [name, url] of PAGES) {
  test(`${name} draws its text in the project's fonts only (${url})`, async ({ page }) => {
    await page.goto(url);
    await page.waitForFunction(() => document.readyState === 'complete');
    if (url.includes('watch.html') || url.includes('embed.html')) {
      await page.waitForFunction(() => document.querySelector('#matrix canvas, canvas')?.dataset.drawn);
    }
    await page.evaluate(() => document.fonts.ready);

    // The faces the page loaded: the project's, loaded, and nothing else.
    const faces = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/["']/g, ''), status: f.status, style: f.style, weight: f.weight })));
    const loaded = faces.filter((f) => f.status === 'loaded');
    expect(loaded.length).toBeGreaterThan(0);
    for (const f of faces) expect(FACES).toContain(f.family);
    expect(loaded.map((f) => f.family)).toContain('Atkinson Hyperlegible');
    // The canvases' face is in (the matrix and the tree draw their names with it).
    expect(await page.evaluate(() => document.fonts.check('600 12px "Atkinson Hyperlegible"'))).toBe(true);

    const elements = await markTextElements(page);
    expect(elements.length).toBeGreaterThan(3);
    // The stylesheet's choice: the first family of every text element is one of the project's.
    const notOurs = elements.filter((e) => !FACES.includes(first(e.family))).map((e) => `<${e.tag}> "${e.text}": ${e.family}`);
    expect(notOurs).toEqual([]);

    // What Chromium actually drew with: only web fonts (the project's), no glyph from a system font.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const fallbacks = [];
    let drawn = 0;
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length === 0) continue;
      drawn += 1;
      for (const f of fonts) {
        if (!f.isCustomFont || !FILES.test(f.postScriptName)) {
          const { node } = await cdp.send('DOM.describeNode', { nodeId });
          const probe = Number(node.attributes[node.attributes.indexOf('data-font-probe') + 1]);
          const e = elements[probe];
          fallbacks.push(`<${e.tag}> "${e.text}": ${f.glyphCount} glyph(s) from ${f.familyName}`);
        }
      }
    }
    expect(drawn).toBeGreaterThan(3);
    expect(fallbacks).toEqual([]);
  });
}
