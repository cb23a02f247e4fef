// Predict mode never gives its answer away (www/watch/predict/predict.js and the panels' setMask).
// For every kind of question the engine asks (a choice, a cover, a dead end, a solution), on
// problems with and without a board, in the page's own layout and in Present with every panel:
// while the question is open, no panel on screen states its answer (the visible text, tooltips
// and labels of every panel, the items panel's order and marks, the matrix's highlighted options
// and lens as its canvas reports them, the board), and once it is answered the panels show it
// again. The answer is the engine's (Trace.question, itself checked against the events that
// follow in the engine's tests); a solution's options are checked here to be an exact cover.
import { test, expect, load, shot } from './fixtures.mjs';

const PANELS = ['#puzzle-view', '#narration', '#steps', '#stats', '#items', '#tree', '#matrix', '.player'];
const KINDS = ['choose', 'cover', 'deadEnd', 'solution'];
/** What states a dead end in words, about whatever item. */
const DEAD_END_WORDS = /no options? left|has 0 options|len 0|cannot succeed|dead end is coming|no way to cover/i;
/** What states the next choice in words. */
const CHOICE_WORDS = /next choice|branches on|fewest options now|first in the list now/i;

/**
 * The text a student can see or hover in the panels shown: each visible panel's text, and the
 * titles and accessible labels of its visible elements. The Predict panel is left out: it asks.
 */
function shownText(page) {
  return page.evaluate((selectors) => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const parts = [];
    for (const selector of selectors) {
      const root = document.querySelector(selector);
      if (!root || !visible(root)) continue;
      parts.push(root.innerText);
      for (const el of root.querySelectorAll('[title], [aria-label]')) {
        if (!visible(el)) continue;
        parts.push(el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '');
      }
    }
    return parts.join('\n');
  }, PANELS);
}

/**
 * Whether `text` names option `option` (its items, "A D G"): as a whole, so that "A D" is not
 * found in "A D G" (the words around it are not item names).
 */
function namesOption(text, option, itemNames) {
  const strip = (w) => w.replace(/^[\s,.;:()`“”"{}[\]]+|[\s,.;:()`“”"{}[\]]+$/g, '');
  const words = text.split(/\s+/);
  const want = option.split(/\s+/);
  for (let i = 0; i + want.length <= words.length; i += 1) {
    if (!want.every((w, j) => strip(words[i + j]) === w)) continue;
    const before = i === 0 ? '' : words[i - 1];
    const after = words[i + want.length] ?? '';
    const joinedBefore = before && !/[,.;:(`“"{]$/.test(before) && itemNames.has(strip(before)) && !/[,.;:(`“"{]$/.test(words[i - 1]);
    const lastWord = words[i + want.length - 1];
    const joinedAfter = after && !/[,.;:)`”"}]$/.test(lastWord) && itemNames.has(strip(after));
    if (!joinedBefore && !joinedAfter) return true;
  }
  return false;
}

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

const question = (page) => page.evaluate(() => window.dlxWatch.trace.question());
const panel = (page) => page.locator('#predict');
const feedback = (page) => page.locator('#predict-feedback');

/** The problem's names, from the engine: items, options (by number) and each option's items. */
function namesOf(page) {
  return page.evaluate(() => {
    const t = window.dlxWatch.trace;
    const items = Array.from({ length: t.itemCount }, (_, k) => t.itemName(k));
    const options = Array.from({ length: t.optionCount }, (_, o) => t.optionText(o));
    return { items, options, primary: t.primaryCount };
  });
}

/** The items panel as drawn: its primary chips in order (name, len text, classes) and the summary. */
function itemsPanel(page) {
  return page.evaluate(() => {
    const shown = (el) => el.getClientRects().length > 0;
    const chips = [...document.querySelectorAll('#items .item-chips:not(.secondary) .item-chip')].filter(shown);
    const summary = document.querySelector('#items .items-summary');
    return {
      chips: chips.map((li) => ({
        name: li.querySelector('.item-name').textContent,
        len: li.querySelector('.item-len').textContent,
        marked: li.classList.contains('marked'),
        empty: li.classList.contains('empty'),
      })),
      summary: summary && shown(summary) ? summary.textContent : '',
    };
  });
}

/** What the matrix's canvas says it drew: the options highlighted as chosen, and its lens. */
function matrixState(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('#matrix canvas');
    return { chosen: canvas.dataset.chosen ?? null, lens: canvas.dataset.lens ?? null };
  });
}

/** The matrix has drawn the position shown (its canvas's data-drawn). */
async function drawn(page) {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('#matrix canvas');
    return !canvas || canvas.getClientRects().length === 0 || canvas.dataset.drawn === String(window.dlxWatch.trace.position);
  });
}

/** Checks that nothing shown answers `q`; `names` from namesOf. Returns what it read, for the message. */
async function expectNothingAnswers(page, q, names) {
  await drawn(page);
  const text = await shownText(page);
  const itemNames = new Set(names.items);
  const items = await itemsPanel(page);
  const matrix = await matrixState(page);
  const where = `at step ${await page.evaluate(() => window.dlxWatch.trace.position)}`;
  switch (q.kind) {
    case 'choose': {
      // The chips keep the engine's list order (q.lens), none is marked, nothing says the choice.
      if (items.chips.length > 0) {
        expect(items.chips.map((c) => c.name), `${where}: item chips in list order`).toEqual(q.lens.map((l) => names.items[l.item]));
        expect(items.chips.filter((c) => c.marked || c.empty), `${where}: no chip marked`).toEqual([]);
      }
      expect(items.summary, `${where}: no sentence about the next choice`).toBe('');
      expect(text, `${where}: no words about the next choice`).not.toMatch(CHOICE_WORDS);
      break;
    }
    case 'deadEnd': {
      // No len is shown (a 0 is the answer), no item flagged, no words about an item left empty.
      expect(items.chips.filter((c) => c.len === '0' || c.empty), `${where}: no chip shows len 0`).toEqual([]);
      expect(text, `${where}: no words about an item with no options`).not.toMatch(DEAD_END_WORDS);
      expect(matrix.lens, `${where}: the matrix draws no lens`).toBe('withheld');
      const stuck = await page.locator('#puzzle-view .stuck:visible, #puzzle-view .pv-dead:visible').count();
      expect(stuck, `${where}: the board flags no cell`).toBe(0);
      // The board itself stays, without the candidates or free squares that would point at the
      // item left with none: reading that from the board is the question.
      const board = await page.evaluate(() => {
        const b = document.querySelector('#puzzle-view .pv-board');
        if (!b) return null;
        if (b.getClientRects().length === 0) return 'hidden';
        const marks = [...b.querySelectorAll('.pv-marks')].map((m) => m.textContent).join('');
        return { marks, free: b.querySelectorAll('.free').length };
      });
      if (board) expect(board, `${where}: the board without its candidates`).toEqual({ marks: '', free: 0 });
      break;
    }
    case 'cover': {
      // No option the cover takes out is named anywhere outside the question.
      const named = q.leaving.filter((o) => namesOption(text, names.options[o], itemNames)).map((o) => names.options[o]);
      expect(named, `${where}: options the cover takes out, named before the answer`).toEqual([]);
      break;
    }
    case 'solution': {
      // Neither the chosen list nor the matrix's highlights nor the board show the solution, and
      // no panel names one of its options (not even the one just tried).
      // An option of one item reads as the item's name: only the others can be looked for.
      const named = q.options.filter((o) => names.options[o].includes(' ') && namesOption(text, names.options[o], itemNames)).map((o) => names.options[o]);
      expect(named, `${where}: the solution's options named in ${text}`).toEqual([]);
      expect(matrix.chosen, `${where}: the matrix highlights no chosen option`).toBe('');
      const board = await page.locator('#puzzle-view .pv-board:visible, #puzzle-view .pv-chosen:visible').count();
      expect(board, `${where}: no board or chosen list`).toBe(0);
      break;
    }
    default:
      throw new Error(`unknown question kind ${q.kind}`);
  }
}

/** Answers `q` right, with the engine's answer, through the Predict panel. */
async function answer(page, q, names) {
  if (q.kind === 'choose' || q.kind === 'deadEnd') {
    const item = q.kind === 'choose' ? q.item : q.empty[0];
    await panel(page).getByRole('button', { name: names.items[item], exact: true }).click();
  } else {
    const truth = q.kind === 'cover' ? q.leaving : q.options;
    const boxes = panel(page).locator('.predict-choices input[type="checkbox"]');
    for (let i = 0; i < (await boxes.count()); i += 1) {
      const box = boxes.nth(i);
      await box.setChecked(truth.includes(Number(await box.getAttribute('value'))));
    }
    await panel(page).getByRole('button', { name: 'Check' }).click();
  }
  await expect(feedback(page)).toHaveClass(/right/);
}

/** Once answered, the panels show again what they withheld. */
async function expectShownAgain(page, q, names, rule) {
  await drawn(page);
  const items = await itemsPanel(page);
  const matrix = await matrixState(page);
  expect(await page.evaluate(() => document.body.dataset.predictAsk ?? null)).toBeNull();
  switch (q.kind) {
    case 'choose':
      if (items.chips.length > 0) {
        expect(items.chips.filter((c) => c.marked).map((c) => c.name)).toEqual([names.items[q.item]]);
        if (rule === 'mrv') expect(items.chips[0].name).toBe(names.items[q.item]);
      }
      expect(items.summary).not.toBe('');
      break;
    case 'deadEnd':
      expect(matrix.lens).toBe('shown');
      expect(items.chips.filter((c) => c.len === '0').map((c) => c.name)).toEqual(expect.arrayContaining(q.empty.map((k) => names.items[k])));
      break;
    case 'cover':
      break;
    case 'solution': {
      expect(matrix.chosen.split(' ').map(Number).sort((a, b) => a - b)).toEqual([...q.options].sort((a, b) => a - b));
      await expect(page.locator('#puzzle-view .pv-withheld')).toBeHidden();
      break;
    }
    default:
      throw new Error(`unknown question kind ${q.kind}`);
  }
}

/** Whether `options` cover every primary item exactly once and no secondary item twice. */
function isExactCover(options, names) {
  const seen = new Map();
  for (const o of options) for (const item of names.options[o].split(/\s+/).map((w) => w.split(':')[0])) seen.set(item, (seen.get(item) ?? 0) + 1);
  const primary = names.items.slice(0, names.primary);
  return primary.every((item) => seen.get(item) === 1) && [...seen.values()].every((n) => n === 1);
}

const CASES = [
  { name: 'Knuth’s example', hash: '#problem=knuth', rule: 'mrv' },
  { name: '4 queens', hash: '#problem=queens4', rule: 'mrv' },
  { name: 'a 4x4 Sudoku, first item', hash: '#problem=random-sudoku&seed=7&rule=first', rule: 'first' },
  { name: 'a random problem, first item', hash: '#problem=random&seed=5&rule=first', rule: 'first' },
  { name: 'Knuth’s example in Present, every panel', hash: '#problem=knuth&present=matrix-narration-puzzle-steps-stats-items-tree', rule: 'mrv' },
];

for (const [width, height] of [
  [1280, 720],
  [1024, 768],
]) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const c of CASES) {
      test(`${c.name}: every kind of question is asked with its answer withheld, and shown once answered`, async ({ page }, testInfo) => {
        // A hang guard: a Sudoku asks a few hundred questions before its first dead end.
        test.setTimeout(300_000);
        await open(page, `${c.hash}&predict=1`);
        const names = await namesOf(page);
        const seen = new Set();
        // Fast: playing runs to the next question by itself (the mode holds the player there).
        await page.evaluate(() => window.dlxWatch.player.setSpeed(Infinity));
        for (let guard = 0; guard < 2000 && seen.size < KINDS.length; guard += 1) {
          const q = await question(page);
          if (q !== null) {
            await expect(panel(page)).toBeVisible();
            await expect(feedback(page)).toBeEmpty();
            if (!seen.has(q.kind)) {
              seen.add(q.kind);
              expect(await page.evaluate(() => document.body.dataset.predictAsk)).toBe(q.kind);
              if (q.kind === 'solution') expect(isExactCover(q.options, names), 'the engine’s solution is an exact cover').toBe(true);
              await expectNothingAnswers(page, q, names);
              await shot(page, testInfo, `${q.kind}-open`);
              await answer(page, q, names);
              await expectShownAgain(page, q, names, c.rule);
              await shot(page, testInfo, `${q.kind}-answered`);
            } else {
              await panel(page).getByRole('button', { name: 'Skip' }).click();
            }
          }
          if (await page.evaluate(() => window.dlxWatch.trace.finished)) break;
          // Steps to the next question, or to the next stop (a solution) on the way.
          await page.locator('.player [data-action="play"]').click();
          await page.waitForFunction(() => !window.dlxWatch.player.playing && !window.dlxWatch.player.busy);
        }
        // Every problem here asks every kind (a dead end and a solution come in each).
        expect([...seen].sort()).toEqual([...KINDS].sort());
      });
    }
  });
}
