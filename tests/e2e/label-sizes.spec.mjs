// End-to-end tests of the type a classroom reads (the README's "never under 16 px" on a projector):
// at 1024x768 in Present, every slide of the built-in lessons (www/lessons/*.lesson, each at its
// own moment) draws every text of the matrix, the puzzle board and the search tree at 16 px or
// larger; and the matrix's item names never run into each other (4 queens' and Langford's
// "r0r1r2r3c0c1c2c3"), in Present and on the normal page.
//
// How the sizes are measured:
//   - the matrix and the tree's canvas: canvas text is invisible to the DOM, so their painters
//     note every text they draw (its kind, its size in CSS pixels, its box on the canvas) in a
//     record kept on the canvas as `canvas.textLog` (www/shared/text-log.js; in production too,
//     a few numbers per text). A text squeezed into a maximum width is noted at the size it is
//     squeezed to. The record is read once the canvas holds the slide's final frame
//     (data-drawn is the trace's position).
//   - the board and the tree's SVG: DOM text, read from the page: every visible text node's
//     element (its computed font-size), and the text the CSS draws itself (::before, ::after
//     with a content, such as the queen's glyph).
// "Run together": two names' boxes overlap or come within 2 px of each other.
import { test, expect, load, shot, slideLanded } from './fixtures.mjs';

const FLOOR = 16;

async function open(page, hash) {
  await load(page, `./watch.html${hash}`);
  await page.waitForFunction(() => window.dlxWatch?.trace != null);
}

/** Waits until the matrix (when shown) holds the final frame of the trace's position, twice painted. */
async function drawn(page) {
  await page.waitForFunction(() => {
    const p = window.dlxWatch.player;
    if (!p || p.playing || p.busy) return false;
    const canvas = document.querySelector('#matrix[data-shown] canvas');
    return !canvas || canvas.dataset.drawn === String(window.dlxWatch.trace.position);
  });
  // Two animation frames: a resize the layout made after the last step is drawn too.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => {
    const canvas = document.querySelector('#matrix[data-shown] canvas');
    return !canvas || canvas.dataset.drawn === String(window.dlxWatch.trace.position);
  });
}

/** Every text drawn in the matrix, the board and the tree: `{ panel, kind, text?, px, box }`. */
function textsDrawn(page) {
  return page.evaluate(() => {
    const out = [];
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const domTexts = (root, panel) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!node.textContent.trim() || !el || !shown(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        out.push({ panel, kind: el.className.baseVal ?? el.className, text: node.textContent.trim().slice(0, 30), px: parseFloat(getComputedStyle(el).fontSize) });
      }
      for (const el of root.querySelectorAll('*')) {
        if (!shown(el)) continue;
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const content = style.content;
          if (!content || content === 'none' || content === 'normal' || content === '""' || content === "''") continue;
          if (style.display === 'none') continue;
          out.push({ panel, kind: `${el.className}${pseudo}`, text: content.slice(0, 30), px: parseFloat(style.fontSize) });
        }
      }
    };
    const matrix = document.querySelector('#matrix[data-shown] canvas');
    if (matrix) for (const t of matrix.textLog.entries()) out.push({ panel: 'matrix', ...t });
    const board = document.querySelector('#puzzle-view[data-shown] .puzzle-view');
    if (board) domTexts(board, 'board');
    const tree = document.querySelector('#tree[data-shown] .tree-view');
    if (tree) {
      const svg = tree.querySelector('.tree-svg');
      if (svg) domTexts(svg, 'tree');
      const canvas = tree.querySelector('.tree-canvas');
      if (canvas && !canvas.hidden) for (const t of canvas.textLog.entries()) out.push({ panel: 'tree', ...t });
    }
    return out;
  });
}

/** The pairs of boxes that overlap or come within `gap` px (boxes [x0, y0, x1, y1]). */
function crowded(entries, gap = 2) {
  const bad = [];
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const [a, b] = [entries[i].box, entries[j].box];
      if (a[0] < b[2] + gap && b[0] < a[2] + gap && a[1] < b[3] + gap && b[1] < a[3] + gap) bad.push([entries[i], entries[j]]);
    }
  }
  return bad;
}

for (const lesson of ['ten-slides', 'many-puzzles']) {
  test(`${lesson} at 1024x768 in Present: every text of the matrix, board and tree is ${FLOOR} px or larger on every slide`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `#lesson=${lesson}`);
    await slideLanded(page, 1);
    const count = await page.evaluate(() => window.dlxWatch.lessons.lesson.slides.length);
    const small = [];
    const together = [];
    for (let n = 1; n <= count; n += 1) {
      if (n > 1) {
        await page.keyboard.press('PageDown');
        await slideLanded(page, n);
      }
      await drawn(page);
      const texts = await textsDrawn(page);
      const panels = await page.evaluate(() => document.body.dataset.present);
      // Not vacuous: each drawing panel shown drew text.
      for (const [panel, id] of [['matrix', 'matrix'], ['board', 'puzzle-view'], ['tree', 'tree']]) {
        if (panels.split(' ').includes(id === 'puzzle-view' ? 'puzzle' : id)) {
          expect(texts.some((t) => t.panel === panel), `slide ${n}: the ${panel} drew no text`).toBe(true);
        }
      }
      // The names of the matrix's items never run together either.
      const names = texts.filter((t) => t.panel === 'matrix' && (t.kind === 'name' || t.kind === 'root'));
      for (const [a, b] of crowded(names)) together.push(`slide ${n}: ${a.text} ${JSON.stringify(a.box)} and ${b.text} ${JSON.stringify(b.box)}`);
      for (const t of texts) if (!(t.px >= FLOOR - 0.01)) small.push(`slide ${n} ${t.panel} ${t.kind} ${t.text ?? ''} ${t.px} px`);
      await shot(page, testInfo, `slide-${n}`);
    }
    // Everything at once, so a failure lists every slide's small text (the smallest first).
    // One line per slide and kind of text, with its smallest size and how many there were.
    const summary = new Map();
    for (const line of small) {
      const words = line.split(' ');
      const key = `${words[0]} ${words[1]} ${words[2]} ${words[3]}`;
      const px = parseFloat(words.at(-2));
      const seen = summary.get(key) ?? { px, count: 0, example: line };
      seen.count += 1;
      if (px < seen.px) Object.assign(seen, { px, example: line });
      summary.set(key, seen);
    }
    const lines = [...summary.values()].map((v) => `${v.example} (${v.count} such)`);
    expect(lines, `${small.length} texts under ${FLOOR} px`).toEqual([]);
    expect(together, 'names that run together').toEqual([]);
  });
}

const CROWDED = [
  ['4 queens', '#problem=queens&n=4&step=6'],
  ['Langford', '#problem=langford&n=3&step=6'],
];

for (const [name, hash] of CROWDED) {
  for (const [width, height, present] of [
    [1024, 768, true],
    [1280, 720, false],
  ]) {
    test(`${name}: the matrix's item names never run together (${present ? 'Present' : 'page'} at ${width}x${height})`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, hash + (present ? '&present=matrix-narration-puzzle' : ''));
      await drawn(page);
      const texts = await textsDrawn(page);
      const names = texts.filter((t) => t.panel === 'matrix' && (t.kind === 'name' || t.kind === 'root'));
      const lens = texts.filter((t) => t.panel === 'matrix' && t.kind === 'len');
      const labels = texts.filter((t) => t.panel === 'matrix' && t.kind === 'label');
      // Not vacuous: the item being branched on is named, and so is more than one item.
      expect(names.length).toBeGreaterThan(3);
      const current = await page.evaluate(() => {
        const { trace } = window.dlxWatch;
        const k = trace.levels.at(-1)?.item ?? -1;
        return k >= 0 ? trace.itemName(k) : null;
      });
      expect(current).not.toBeNull();
      expect(names.map((t) => t.text)).toContain(current);
      testInfo.annotations.push({ type: 'names', description: JSON.stringify(names.map((t) => [t.px, t.box])) });
      await shot(page, testInfo, 'matrix');
      expect(crowded(names).map(([a, b]) => `${JSON.stringify(a)} ${JSON.stringify(b)}`)).toEqual([]);
      expect(crowded(lens).map(([a, b]) => `${JSON.stringify(a)} ${JSON.stringify(b)}`)).toEqual([]);
      expect(crowded(labels, 0).map(([a, b]) => `${JSON.stringify(a)} ${JSON.stringify(b)}`)).toEqual([]);
      if (present) for (const t of [...names, ...lens, ...labels]) expect(t.px, JSON.stringify(t)).toBeGreaterThanOrEqual(FLOOR);
    });
  }
}

test("8 queens in Present with every panel at 1280x720: the board's names never run together and the board fits its region", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#problem=queens&n=8&step=2663&present=matrix-narration-puzzle-steps-stats-items-tree');
  await drawn(page);
  // The board's fit is measured on a resize: two frames after the layout settles.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const seen = await page.evaluate(() => {
    const board = document.querySelector('#puzzle-view .pv-queens');
    const region = document.getElementById('puzzle-view').getBoundingClientRect();
    const labels = [...board.querySelectorAll('.pv-label')]
      .filter((el) => el.textContent && el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none')
      .map((el) => {
        // The ink of the text, not its grid cell.
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return { text: el.textContent, px: parseFloat(getComputedStyle(el).fontSize), box: [r.left, r.top, r.right, r.bottom] };
      });
    const b = board.getBoundingClientRect();
    // The squares in their n x n grid, whatever the names do: square (r, c) stands in row r and
    // column c of the board's picture, so a queen is drawn where the engine put it.
    const squares = [...board.querySelectorAll('.pv-square')].map((el) => el.getBoundingClientRect());
    const n = Math.round(Math.sqrt(squares.length));
    let misplaced = 0;
    squares.forEach((r, i) => {
      const [row, col] = [Math.floor(i / n), i % n];
      const [x0, y0] = [squares[0].left, squares[0].top];
      const w = squares[0].width;
      if (Math.abs(r.left - (x0 + col * w)) > 1.5 || Math.abs(r.top - (y0 + row * w)) > 1.5) misplaced += 1;
    });
    return { labels, board: [b.left, b.top, b.right, b.bottom], region: [region.left, region.top, region.right, region.bottom], n, misplaced };
  });
  await shot(page, testInfo, 'board');
  testInfo.annotations.push({ type: 'board', description: JSON.stringify(seen) });
  // The names shown (all, or none when they would not fit at the floor) keep apart, at the floor.
  expect(crowded(seen.labels, 1).map(([a, b]) => `${a.text}/${b.text}`)).toEqual([]);
  for (const l of seen.labels) expect(l.px, l.text).toBeGreaterThanOrEqual(FLOOR);
  expect(seen.n).toBe(8);
  expect(seen.misplaced).toBe(0);
  // The board stands inside its region.
  expect(seen.board[3]).toBeLessThanOrEqual(seen.region[3] + 0.5);
  expect(seen.board[2]).toBeLessThanOrEqual(seen.region[2] + 0.5);
});

// On a laptop's screen, too, the matrix's names and labels are type one reads: a matrix too big
// to show whole at that size shows a region that follows the search (the whole in a corner)
// rather than shrinking every label (pentominoes' were 6-7 px, 8 queens' not drawn at all); and
// a Sudoku board's pencil marks fit their cells or are left out.
const SCREEN_FLOOR = { name: 12, label: 12, len: 9.5 };
const ON_SCREEN = [
  ['8 queens', '#problem=queens8&step=300'],
  ['a 4x4 Sudoku', '#problem=sudoku4&step=40'],
  ['a 9x9 Sudoku', '#problem=sudoku&step=300'],
  ['pentominoes 6x10', '#problem=pentominoes&step=2000'],
  ['Langford, n = 7', '#problem=langford&n=7&step=200'],
];
for (const [width, height] of [
  [1280, 720],
  [1440, 900],
]) {
  test(`on the page at ${width}x${height}, the matrix's names and labels are readable on large problems`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const small = [];
    for (const [name, hash] of ON_SCREEN) {
      await open(page, hash);
      await drawn(page);
      const texts = (await textsDrawn(page)).filter((t) => t.panel === 'matrix');
      // Not vacuous: names and option labels are drawn, the item being branched on among them.
      const names = texts.filter((t) => t.kind === 'name');
      expect(names.length, `${name}: names drawn`).toBeGreaterThan(3);
      expect(texts.filter((t) => t.kind === 'label').length, `${name}: labels drawn`).toBeGreaterThan(3);
      const current = await page.evaluate(() => {
        const { trace } = window.dlxWatch;
        const k = trace.levels.at(-1)?.item ?? -1;
        return k >= 0 ? trace.itemName(k) : null;
      });
      expect(names.map((t) => t.text), `${name}: the current item is named`).toContain(current);
      for (const t of texts) {
        const floor = SCREEN_FLOOR[t.kind];
        if (floor && !(t.px >= floor - 0.01)) small.push(`${name}: ${t.kind} ${t.text ?? ''} ${t.px} px`);
      }
      expect(crowded(names).map(([a, b]) => `${name}: ${a.text} ${b.text}`)).toEqual([]);
      // A Sudoku's pencil marks, where shown, fit their cell: b lines of them, none cut or run
      // into the next line (a 9x9 on a small board leaves them out instead).
      const marks = await page.evaluate(() => {
        const bad = [];
        for (const m of document.querySelectorAll('#puzzle-view .pv-marks')) {
          if (m.getClientRects().length === 0 || !m.textContent.trim()) continue;
          const lines = getComputedStyle(m).gridTemplateRows.split(' ').length;
          const px = parseFloat(getComputedStyle(m).fontSize);
          const cell = m.parentElement.getBoundingClientRect().height;
          if (lines * px > cell + 0.5) bad.push(`${lines} lines of ${px} px in a cell ${cell.toFixed(1)} px tall`);
        }
        return bad;
      });
      expect(marks.slice(0, 3), `${name}: pencil marks that do not fit their cells`).toEqual([]);
      await shot(page, testInfo, name.replace(/\W+/g, '-'));
    }
    expect(small.slice(0, 20), `${small.length} texts under the screen's floor`).toEqual([]);
  });
}

// A Killer's board in Present: its cage sums, too, are type a room reads.
for (const hash of ['#problem=killer9&step=120', '#problem=killer4&step=30']) {
  test(`a Killer board in Present at 1024x768 draws every text, its cage sums too, at ${FLOOR} px or more (${hash})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `${hash}&present=matrix-narration-puzzle`);
    await drawn(page);
    const texts = (await textsDrawn(page)).filter((t) => t.panel === 'board');
    // Not vacuous: the cage sums are among the texts read.
    expect(texts.filter((t) => /cage-sum/.test(t.kind)).length).toBeGreaterThan(3);
    await shot(page, testInfo, 'killer-present');
    expect(texts.filter((t) => !(t.px >= FLOOR - 0.01)).map((t) => `${t.kind} ${t.text} ${t.px} px`)).toEqual([]);
  });
}
