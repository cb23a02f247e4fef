// Present mode lays out every set of panels it offers (present.js's PANELS: all 127 non-empty
// sets of its seven panels, not a sample) for four problems at a classroom's two projector
// sizes, 1024x768 and 1280x720, each at a moment the issue found broken: Knuth's example at a
// dead end, 8 queens at its first solution (the solution badge), the 4x4 Sudoku and a random
// problem with a Predict question open. For each set, after the page has laid it out and fitted
// its text (present-fit.js says when: fit.pending()):
//   - no two regions overlap (the panels, the question, the Present controls, the player), and
//     the solution badge, the question's score and the Present controls are each the topmost
//     element at their centre (nothing covers them);
//   - no text is clipped: every line of text lies inside every box that clips it, unless that
//     box says "more below" (data-more, its cue drawn); no box hides content sideways;
//   - every button (and menu, and slider) is inside the window and answers a click at its centre
//     (elementFromPoint), the question's choices and buttons all of them;
//   - the panels' text is 18 px or larger (the canvas-drawn matrix and tree, and the board's
//     cells, are measured by their own tests);
//   - each panel has a region a class can see something in (at least 90 px by 140 px).
// The panel set changes through the page's own chooser (PresentMode.setPanels, what its check
// boxes call), one page load per problem and size.
import { test, expect, load } from './fixtures.mjs';

const SIZES = [
  [1024, 768],
  [1280, 720],
];

const PROBLEMS = [
  ['knuth', '#problem=knuth&step=23'],
  ['queens8', '#problem=queens8&step=2663'],
  ['sudoku4', '#problem=sudoku4&predict=1'],
  ['random', '#problem=random&seed=5&predict=1'],
];

/** The panels the chooser offers (a check box each), in its order. */
const panelKeys = (page) => page.locator('#present-choices input[type=checkbox]').evaluateAll((boxes) => boxes.map((box) => box.value));

/** Every non-empty subset of `keys`. */
function subsets(keys) {
  const all = [];
  for (let mask = 1; mask < 1 << keys.length; mask++) all.push(keys.filter((_, i) => mask & (1 << i)));
  return all;
}

/**
 * Shows each set of panels in turn and checks it, in the page: returns, per set, its faults
 * and how many panels say "more below".
 */
function walkSets(page, sets) {
  return page.evaluate(async (sets) => {
    const FLOOR = 17.9;
    const present = window.dlxWatch.present;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el) => (el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    const intersect = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    /** The box an element clips its content to (inside its borders and scroll bars). */
    const clipBox = (el) => {
      const r = el.getBoundingClientRect();
      const left = r.left + el.clientLeft;
      const top = r.top + el.clientTop;
      return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
    };
    const clips = (el) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.overflowY !== 'visible';
    };
    /** The topmost element at an element's centre is it or inside it. */
    const onTop = (el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return hit !== null && (hit === el || el.contains(hit) || (el.tagName === 'INPUT' && hit.closest('label')?.control === el));
    };
    /** The text nodes directly in an element, as one rectangle (null: no text shown). */
    const textRect = (el) => {
      const nodes = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (nodes.length === 0) return null;
      const range = document.createRange();
      let box = null;
      for (const node of nodes) {
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0 || r.height === 0) continue;
          box = box ? { left: Math.min(box.left, r.left), top: Math.min(box.top, r.top), right: Math.max(box.right, r.right), bottom: Math.max(box.bottom, r.bottom) } : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }
      }
      return box;
    };
    /** Whether an element shows the "more below" cue (its ::after drawn, over the content). */
    const cued = (el) => el.hasAttribute('data-more') && getComputedStyle(el, '::after').content.includes('more');

    const results = [];
    for (const set of sets) {
      present.setPanels(set);
      // The layout, the views' redraws on their new sizes, then the text fit (which waits for them).
      await frame();
      await frame();
      while (present.fit?.pending()) await frame();
      await frame();
      const faults = [];
      const shownPanels = [...document.querySelectorAll('[data-shown]')].filter(rendered);
      const predict = document.getElementById('predict');
      const asking = !predict.hidden && rendered(predict);
      const regions = [...shownPanels, ...(asking ? [predict] : []), document.querySelector('.present-bar'), document.querySelector('.player')];
      if (shownPanels.length !== set.length) faults.push(`${shownPanels.length} panels shown for ${set.length} chosen`);
      if (document.documentElement.scrollHeight > vh + 1 || document.documentElement.scrollWidth > vw + 1) faults.push('the page scrolls');

      // Regions: inside the window, large enough, apart.
      for (const el of regions) {
        const r = el.getBoundingClientRect();
        if (!inside(r, { left: 0, top: 0, right: vw, bottom: vh })) faults.push(`${name(el)} leaves the window (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
        if (shownPanels.includes(el) && (r.height < 90 || r.width < 140)) faults.push(`${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
      }
      for (let i = 0; i < regions.length; i++) {
        for (let j = i + 1; j < regions.length; j++) {
          if (intersect(regions[i].getBoundingClientRect(), regions[j].getBoundingClientRect())) faults.push(`${name(regions[i])} overlaps ${name(regions[j])}`);
        }
      }
      const badge = document.querySelector('#matrix[data-shown] .mx-solved');
      const score = asking ? predict.querySelector('.predict-score') : null;
      for (const el of [badge, score, ...document.querySelectorAll('.present-bar > button, .present-bar > details > summary')]) {
        if (!el || !rendered(el)) continue;
        if (!inside(el.getBoundingClientRect(), { left: 0, top: 0, right: vw, bottom: vh })) faults.push(`${name(el)} leaves the window`);
        else if (!onTop(el)) faults.push(`${name(el)} is covered`);
      }

      // Text: never cut by a box that does not say "more below"; never under the floor.
      for (const region of regions) {
        for (const el of [region, ...region.querySelectorAll('*')]) {
          if (!rendered(el) || el.closest('svg, canvas, .visually-hidden, .mx-tip, .tree-tooltip, details:not([open]) > :not(summary)')) continue;
          if (clips(el) && !el.closest('.tree-scroll, .mx-stage')) {
            if (el.scrollWidth > el.clientWidth + 1) faults.push(`${name(el)} in ${name(region)} hides ${el.scrollWidth - el.clientWidth} px sideways`);
            if (el.scrollHeight > el.clientHeight + 1 && !cued(el)) faults.push(`${name(el)} in ${name(region)} holds ${el.scrollHeight} px in ${el.clientHeight} and says nothing`);
          }
          const text = textRect(el);
          if (!text) continue;
          let clipped = null;
          for (let box = el; box && box !== region.parentElement; box = box.parentElement) {
            if (box !== el && clips(box) && !inside(text, clipBox(box)) && !cued(box)) clipped = box;
          }
          if (clipped) faults.push(`"${el.textContent.trim().slice(0, 40)}" (${name(el)}) is cut by ${name(clipped)}`);
          if (!inside(text, { left: 0, top: 0, right: vw, bottom: vh }) && !el.closest('[data-more]')) faults.push(`"${el.textContent.trim().slice(0, 40)}" leaves the window`);
          const px = parseFloat(getComputedStyle(el).fontSize);
          const panelText = region !== document.querySelector('.player') && !region.classList.contains('present-bar') && !el.closest('.pv-board, .pv-tile, .pv-cell');
          if (panelText && px < FLOOR) faults.push(`"${el.textContent.trim().slice(0, 30)}" (${name(el)}) at ${px} px`);
        }
      }

      // Controls: inside the window and answering at their centre (unless scrolled out of a box
      // that says so).
      for (const el of document.querySelectorAll('.watch button, .watch summary, .watch select, .watch input:not([type=file])')) {
        if (!rendered(el) || el.closest('details:not([open]) > :not(summary), .visually-hidden')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // In a box that says "more below", a control scrolled out of sight (or under the box's
        // own foot, which stays in sight) is reached by scrolling.
        const scroller = el.closest('[data-more]');
        const reachable = (box) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
          return box.contains(hit);
        };
        if (scroller && (!inside(r, clipBox(scroller)) || (!onTop(el) && reachable(scroller)))) continue;
        if (!inside(r, { left: 0, top: 0, right: vw, bottom: vh })) faults.push(`${name(el)} "${el.textContent.trim()}" leaves the window`);
        else if (!onTop(el)) faults.push(`${name(el)} "${el.textContent.trim() || el.getAttribute('aria-label')}" is covered at its centre`);
      }
      // The question's buttons always in sight, and with up to three panels (the default set, the
      // issue's) the whole question: every choice without scrolling.
      if (asking) {
        for (const el of predict.querySelectorAll('.predict-buttons button')) {
          if (!inside(el.getBoundingClientRect(), clipBox(predict)) || !onTop(el)) faults.push(`the question's ${el.textContent} button is out of sight`);
        }
        if (set.length <= 3 && predict.hasAttribute('data-more')) faults.push('the Predict question does not fit');
      }

      results.push({ set: set.join('-'), faults: [...new Set(faults)], more: document.querySelectorAll('[data-more]').length });
    }
    return results;
  }, sets);
}

for (const [width, height] of SIZES) {
  for (const [label, hash] of PROBLEMS) {
    test(`present mode lays out every set of panels at ${width}x${height}: ${label}`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await load(page, `./watch.html${hash}&present=matrix`);
      await page.waitForFunction(() => window.dlxWatch?.trace != null && !window.dlxWatch.player.busy && 'present' in document.body.dataset);
      if (hash.includes('predict=1')) await expect(page.locator('#predict')).toBeVisible();
      const keys = await panelKeys(page);
      expect(keys).toHaveLength(7);
      const sets = subsets(keys);
      expect(sets).toHaveLength(127);
      const results = await walkSets(page, sets);
      expect(results).toHaveLength(127);
      // The worst set (the most panels saying "more below", then the most panels), for the eye.
      const worst = [...results].sort((a, b) => b.more - a.more || b.set.split('-').length - a.set.split('-').length)[0];
      await walkSets(page, [worst.set.split('-')]);
      await page.screenshot({ path: testInfo.outputPath(`worst-${label}-${width}x${height}-${worst.set}.png`) });
      testInfo.annotations.push({ type: 'worst', description: `${worst.set}: ${worst.more} panels say "more below"` });
      const faulty = results.filter((r) => r.faults.length > 0);
      expect(faulty, `${faulty.length} of 127 sets have faults`).toEqual([]);
    });
  }
}
