// A random walk of user actions on the visualizer (watch.html), from a seed, for
// tests/e2e/wander-watch.spec.mjs: choose a problem and a rule, step forward and back, run to
// the next solution or backtrack, set a step link, toggle the stops, Present, Predict, open a
// lesson and move through it, copy the link, follow it, reload. After every action it waits for
// the page's own state (the player at rest, the address following the step) and checks:
//   - the link: the page's address opened in a fresh page shows the same problem, rule,
//     step, search path, modes and stops (a lesson's link: the same lesson slide);
//   - at a solution: the board drawn obeys the puzzle's rules, read from the drawing and
//     checked by the walks' own rules (rules.mjs, shared with the solver page's walk), never by the page;
//   - the figures: the size of the tree beside its drawing, the rule table's whole-search
//     count and the statistics never contradict each other.
// Page errors fail the walk at once, with the seed and the actions so far.
import { coverFaults, langfordFaults, pentominoFaults, puzzleCells, queensFaults, stickFaults, sudokuFaults } from './rules.mjs';
import { mulberry32 } from './prng.mjs';

/**
 * Problems whose next solution (or end) is at most a few thousand nodes away under both rules
 * (measured once from the engine: e.g. the 6x10 pentominoes under "first item" go millions of
 * nodes without one). On the others the walk runs to the next solution under MRV only.
 */
const NEAR_UNDER_BOTH = new Set([
  'knuth', 'classic', 'queens4', 'queens5', 'queens6', 'queens8', 'langford3', 'langford4', 'langford7',
  'sudoku4', 'xsudoku4', 'jigsaw4', 'killer4', 'words3',
]);

/** The page at rest: a trace, the player still, and its address following what it shows. */
export async function rest(page) {
  // A player still moving through the search is at work, however slow the machine (millions
  // of events to a packing of 3x20 pentominoes): the wait goes on while its position moves.
  const position = () => page.evaluate(() => window.dlxWatch?.trace?.position ?? null).catch(() => null);
  let last = await position();
  for (;;) {
    try {
      await atRest(page);
      return;
    } catch (e) {
      const now = await position();
      if (now !== null && now !== last && /Timeout/u.test(e.message)) {
        last = now;
        continue;
      }
      await notAtRest(page, e);
    }
  }
}

/** Fails with what the page was doing when it did not come to rest. */
async function notAtRest(page, e) {
  const state = await page
    .evaluate(() => {
      const w = window.dlxWatch;
      const p = w?.player;
      return `trace ${Boolean(w?.trace)}, playing ${p?.playing}, busy ${p?.busy}, position ${w?.trace?.position}, address ${location.hash}`;
    })
    .catch(() => 'unreadable');
  throw new Error(`not at rest (${state}): ${e.message.split('\n')[0]}`);
}

function atRest(page) {
  return page.waitForFunction(() => {
    const w = window.dlxWatch;
    const p = w?.player;
    if (!w?.trace || !p || p.playing || p.busy) return false;
    const bar = document.getElementById('lesson-bar');
    if (bar && !bar.hidden) return location.hash.startsWith('#lesson') && Boolean(bar.dataset.landed);
    const step = new URLSearchParams(location.hash.slice(1)).get('step') ?? '0';
    return step === String(w.trace.position) && !location.hash.startsWith('#lesson');
  }, null, { timeout: 30_000 });
}

/** What the page shows, for comparing with what its link shows in a fresh page. */
export function shown(page) {
  return page.evaluate(() => {
    const w = window.dlxWatch;
    const bar = document.getElementById('lesson-bar');
    const lesson = bar && !bar.hidden ? `${w.lessons.lesson?.title ?? ''} slide ${bar.dataset.slide}` : null;
    return {
      problem: document.getElementById('problem').value,
      rule: document.getElementById('rule').value,
      // In a lesson the address is the slide's, not the step's: the slide decides the step.
      position: lesson ? null : w.trace.position,
      path: lesson ? null : w.trace.levels.map((l) => `${l.item}:${l.option}`).join(' '),
      present: Boolean(w.present?.on),
      // A lesson's link is its slide's: the player's settings (Predict, the stops) are not in it.
      predict: lesson ? null : Boolean(w.predict?.on),
      stops: lesson ? null : document.getElementById('stops-shown')?.textContent ?? '',
      lesson,
    };
  });
}

/** What a solution drawn on the board breaks, read from the drawing ('' when it obeys). */
export async function solutionFault(page) {
  const board = await page.evaluate(() => {
    const w = window.dlxWatch;
    const trace = w.trace;
    if (trace.lastEvent()?.kind !== 'solution') return null;
    const root = document.getElementById('puzzle-view');
    const kind = root.querySelector('[data-kind]')?.dataset.kind ?? '';
    const out = { kind, state: { ...w.state, warnings: undefined, stops: undefined } };
    if (kind === 'queens') {
      const squares = [...root.querySelectorAll('.pv-queens .pv-square')];
      out.n = Math.round(Math.sqrt(squares.length));
      out.queens = squares.flatMap((s, at) => (s.dataset.queen === '♛' ? [[Math.floor(at / out.n), at % out.n]] : []));
    } else if (kind === 'sudoku') {
      out.grid = [...root.querySelectorAll('.pv-sudoku .pv-cell .pv-value')].map((c) => c.textContent.trim() || '.').join('');
    } else if (kind === 'pentominoes') {
      const grid = root.querySelector('.pv-pentominoes');
      out.cols = Number(grid.style.getPropertyValue('--cols'));
      const tiles = [...grid.querySelectorAll('.pv-tile')];
      out.letters = tiles.map((t) => t.dataset.piece ?? '');
      out.holes = tiles.flatMap((t, at) => (t.classList.contains('hole') ? [at] : []));
    } else if (kind === 'langford') {
      out.sequence = [...root.querySelectorAll('.pv-langford .pv-slot')].map((s) => Number(s.dataset.value ?? 0));
    } else if (kind === 'sticks') {
      out.rows = trace.solver.boardRows;
      out.cols = trace.solver.boardCols;
      out.pieces = [...root.querySelectorAll('.pv-sticks .st-piece')].map((p) => ({
        letter: p.dataset.piece,
        sticks: [...p.getAttribute('d').matchAll(/M(\d+) (\d+)L(\d+) (\d+)/gu)].map((m) => [m[2] / 10, m[1] / 10, m[4] / 10, m[3] / 10]),
      }));
    }
    if (kind !== 'sudoku') {
      // Every kind but a Sudoku (whose givens are set before the search): the options on the
      // path, as their items, for the test's own exact-cover check.
      out.options = trace.levels.filter((l) => l.option >= 0).map((l) => trace.optionText(l.option).split(/\s+/u).filter(Boolean));
      out.primary = [];
      out.secondary = [];
      for (let k = 0; k < trace.itemCount; k += 1) (k < trace.primaryCount ? out.primary : out.secondary).push(trace.itemName(k));
    }
    return out;
  });
  if (!board) return '';
  if (board.kind === 'sticks') board.outside = await page.evaluate(labelsOutside, '#puzzle-view .pv-sticks svg');
  const faults = [];
  const { state } = board;
  switch (board.kind) {
    case 'queens':
      faults.push(...queensFaults(board.n, board.queens));
      break;
    case 'sudoku': {
      const n = Math.round(Math.sqrt(board.grid.length));
      const variant = state.variant ?? 'classic';
      const givens = puzzleCells(state.puzzle ?? '');
      faults.push(
        ...sudokuFaults({
          n,
          values: [...board.grid],
          givens: givens.length === n * n ? givens : null,
          variant,
          mapText: variant === 'jigsaw' || variant === 'killer' ? state.regions ?? '' : '',
        })
      );
      break;
    }
    case 'pentominoes': {
      const holes = new Set(board.holes);
      const cells = board.letters.flatMap((letter, at) => (holes.has(at) ? [] : [{ r: Math.floor(at / board.cols), c: at % board.cols, letter }]));
      faults.push(...pentominoFaults(cells));
      break;
    }
    case 'langford':
      faults.push(...langfordFaults(board.sequence.length / 2, board.sequence));
      break;
    case 'sticks':
      faults.push(...stickFaults(board.pieces, state.omit, board.rows));
      if (board.rows !== board.cols) faults.push(`a ${board.rows} x ${board.cols} tetrastick board, not Knuth's square`);
      if (board.outside.length) faults.push(`letters outside the picture: ${board.outside.join('; ')}`);
      break;
    default:
      break;
  }
  if (board.options) faults.push(...coverFaults(board.options, board.primary, board.secondary));
  return faults.filter(Boolean).join('; ');
}

/**
 * The letters of the picture `selector` (an svg) that leave it: each text's box on screen
 * against the picture's viewBox on screen. Runs in the page.
 */
export function labelsOutside(selector) {
  const svg = document.querySelector(selector);
  if (!svg) return [`no picture ${selector}`];
  const box = svg.viewBox.baseVal;
  const m = svg.getScreenCTM();
  const corner = (x, y) => new DOMPoint(x, y).matrixTransform(m);
  const [a, b] = [corner(box.x, box.y), corner(box.x + box.width, box.y + box.height)];
  const bad = [];
  for (const t of svg.querySelectorAll('text')) {
    const r = t.getBoundingClientRect();
    if (r.left < a.x - 0.5 || r.top < a.y - 0.5 || r.right > b.x + 0.5 || r.bottom > b.y + 0.5) {
      bad.push(`${t.textContent} from ${r.left.toFixed(1)},${r.top.toFixed(1)} to ${r.right.toFixed(1)},${r.bottom.toFixed(1)}, the picture ${a.x.toFixed(1)},${a.y.toFixed(1)} to ${b.x.toFixed(1)},${b.y.toFixed(1)}`);
    }
  }
  return bad;
}

/** Figures on the page that contradict each other, in words ('' when none). */
export async function figuresFault(page) {
  const f = await page.evaluate(() => {
    const w = window.dlxWatch;
    const line = document.getElementById('tree-estimate');
    const row = document.querySelector('#compare .compare-table tr.current');
    const stats = {};
    for (const g of document.querySelectorAll('#stats .explain-stat')) stats[g.dataset.stat] = g.querySelector('dd').textContent;
    return {
      line: line && !line.hidden ? line.textContent : null,
      row: row ? [...row.cells].map((c) => c.textContent) : null,
      finished: w.trace.finished,
      stats,
    };
  });
  const count = (text) => Number(String(text).replace(/[^\d]/gu, ''));
  // "2,100", "1.2 million", "2.9 × 10²³": the size a tree line says.
  const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const size = (number, word, power) => {
    const x = Number(number.replace(/,/gu, ''));
    if (power) return x * 10 ** Number([...power].map((c) => SUP.indexOf(c)).join(''));
    return x * ({ million: 1e6, billion: 1e9, trillion: 1e12 }[word] ?? 1);
  };
  const faults = [];
  const m = f.line ? /^(About |More than )?([\d,.]+)(?: (million|billion|trillion)| × 10([⁰¹²³⁴⁵⁶⁷⁸⁹]+))? nodes? in all; (\d+)% explored\.$/u.exec(f.line) : null;
  const tree = m && { prefix: m[1] ?? '', exact: !m[1] && !m[3] && !m[4], nodes: size(m[2], m[3], m[4]), percent: Number(m[5]) };
  if (f.line && !tree) faults.push(`the tree line "${f.line}" has an unknown shape`);
  if (tree) {
    const { percent } = tree;
    if (f.finished && percent !== 100) faults.push(`"${f.line}" at the end of the search`);
    tree.whole = percent === 100;
  }
  if (f.row) {
    const [, nodesText, , solutionsText] = f.row;
    const whole = !nodesText.endsWith('+');
    const nodes = count(nodesText);
    if (whole) {
      // The whole search is counted: the tree's size is that figure, exactly.
      if (tree && (!tree.exact || tree.nodes !== nodes)) faults.push(`"${f.line}" beside the rule table's ${nodesText} nodes`);
      if (count(f.stats.nodes) > nodes) faults.push(`${f.stats.nodes} nodes so far, more than the whole search's ${nodesText}`);
      if (count(f.stats.solutions) > count(solutionsText)) faults.push(`${f.stats.solutions} solutions so far, more than the whole search's ${solutionsText}`);
      // All of the tree explored: every node of it counted so far.
      if (tree?.whole && count(f.stats.nodes) !== nodes) faults.push(`"${f.line}" with ${f.stats.nodes} nodes so far of the rule table's ${nodesText}`);
      if (f.finished && count(f.stats.nodes) !== nodes) faults.push(`${f.stats.nodes} nodes at the end, the rule table says ${nodesText}`);
      if (f.finished && count(f.stats.solutions) !== count(solutionsText)) faults.push(`${f.stats.solutions} solutions at the end, the rule table says ${solutionsText}`);
    } else if (tree && tree.nodes < nodes) {
      faults.push(`"${f.line}" beside a search cut off after ${nodesText} nodes`);
    }
  }
  return faults.join('; ');
}

/** Stops a step link may name: kinds, a level, a step, none, and one the page does not know. */
const STOPS = ['solution', 'backtrack', 'solution-level2', 'bogus', 'solution-bogus', 'step40'];

/** The walk's actions: a name, whether it can be done now, and how. */
function actions(problems) {
  const key = (keys) => async (page) => {
    for (const k of keys) await page.keyboard.press(k);
  };
  return [
    {
      name: 'problem',
      weight: 3,
      plan: (rnd) => problems[Math.floor(rnd() * problems.length)],
      when: (s) => s.visible.problem,
      run: (page, value) => page.selectOption('#problem', value, { timeout: 10_000 }),
    },
    {
      name: 'rule',
      weight: 2,
      plan: (rnd) => (rnd() < 0.5 ? 'mrv' : 'first'),
      when: (s) => s.visible.rule,
      run: (page, value) => page.selectOption('#rule', value, { timeout: 10_000 }),
    },
    {
      name: 'forward',
      weight: 4,
      plan: (rnd) => Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => ['ArrowRight', 'Shift+ArrowRight', 'Control+ArrowRight'][Math.floor(rnd() * 3)]),
      run: (page, keys) => key(keys)(page),
    },
    {
      name: 'back',
      weight: 3,
      plan: (rnd) => Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => ['ArrowLeft', 'Shift+ArrowLeft', 'Control+ArrowLeft'][Math.floor(rnd() * 3)]),
      run: (page, keys) => key(keys)(page),
    },
    { name: 'next solution', weight: 3, when: (s) => s.near, plan: () => 'n', run: (page) => page.keyboard.press('n') },
    { name: 'next backtrack', weight: 1, when: (s) => !s.present, plan: () => 'b', run: (page) => page.keyboard.press('b') },
    { name: 'restart', weight: 1, plan: () => 'r', run: (page) => page.keyboard.press('r') },
    {
      name: 'step link',
      weight: 2,
      when: (s) => !s.lesson,
      // Now and then the link names stops too, good or bad ('bogus' keeps the default ones).
      plan: (rnd) => ({ step: Math.floor(rnd() * 400), stop: rnd() < 0.3 ? STOPS[Math.floor(rnd() * STOPS.length)] : null }),
      run: (page, { step, stop }) =>
        page.evaluate(({ step, stop }) => {
          const params = new URLSearchParams(location.hash.slice(1));
          if (step > 0) params.set('step', String(step));
          else params.delete('step');
          if (stop !== null) params.set('stop', stop);
          location.hash = params.toString();
        }, { step, stop }),
    },
    {
      name: 'play',
      weight: 2,
      // Playing stops at the next solution (or the end) only where one is near.
      when: (s) => s.near && s.stopsAtSolutions && s.visible.speed,
      plan: () => 'play',
      run: async (page) => {
        await page.locator('#speed').fill('100', { timeout: 10_000 });
        await page.keyboard.press(' ');
      },
    },
    { name: 'stops', weight: 1, plan: () => 's', run: (page) => page.keyboard.press('s') },
    { name: 'present', weight: 1, plan: () => 'f', run: (page) => page.keyboard.press('f') },
    { name: 'predict', weight: 1, plan: () => 'p', run: (page) => page.keyboard.press('p') },
    {
      name: 'predict skip',
      weight: 2,
      when: (s) => s.question,
      plan: () => 'skip',
      run: (page) => page.locator('#predict').getByRole('button', { name: /^Skip/u }).click({ timeout: 10_000 }),
    },
    {
      name: 'lesson',
      weight: 1,
      when: (s) => !s.lesson && s.lessons > 0 && s.visible['lesson-menu'],
      plan: (rnd) => rnd(),
      run: async (page, pick) => {
        const menu = page.locator('#lesson-menu');
        if (!(await menu.evaluate((d) => d.open))) await menu.locator('summary').click({ timeout: 10_000 });
        const choices = page.locator('#lesson-choices .lesson-choice');
        await choices.nth(Math.floor(pick * (await choices.count()))).click({ timeout: 10_000 });
      },
    },
    {
      name: 'lesson slide',
      weight: 2,
      when: (s) => s.lesson,
      plan: (rnd) => (rnd() < 0.7 ? 'PageDown' : 'PageUp'),
      run: (page, k) => page.keyboard.press(k),
    },
    { name: 'lesson close', weight: 1, when: (s) => s.lesson && s.visible['lesson-close'], plan: () => 'close', run: (page) => page.locator('#lesson-close').click({ timeout: 10_000 }) },
    {
      name: 'copy link',
      weight: 1,
      when: (s) => !s.lesson && s.visible['share-menu'],
      plan: () => 'copy',
      run: async (page) => {
        await page.locator('#share-menu summary').click({ timeout: 10_000 });
        await page.locator('#copy-link').click({ timeout: 10_000 });
      },
    },
    {
      name: 'follow link',
      weight: 1,
      plan: () => 'follow',
      run: async (page) => {
        const url = page.url();
        await page.goto('about:blank');
        await page.goto(url);
      },
    },
    { name: 'reload', weight: 1, plan: () => 'reload', run: (page) => page.reload() },
  ];
}

/** What the walk needs to know of the page to pick its next action. */
function situation(page) {
  return page.evaluate((near) => {
    const w = window.dlxWatch;
    const bar = document.getElementById('lesson-bar');
    const problem = document.getElementById('problem').value;
    const rule = document.getElementById('rule').value;
    const predict = document.getElementById('predict');
    // What a user can reach now (Present mode hides the menus, for one).
    const visible = {};
    for (const id of ['problem', 'rule', 'lesson-menu', 'share-menu', 'lesson-close', 'speed']) visible[id] = Boolean(document.getElementById(id)?.checkVisibility());
    return {
      visible,
      lesson: Boolean(bar && !bar.hidden),
      lessons: document.querySelectorAll('#lesson-choices .lesson-choice').length,
      present: Boolean(w.present?.on),
      near: rule === 'mrv' || near.includes(problem),
      stopsAtSolutions: w.stops.has('solution'),
      question: Boolean(predict && !predict.hidden && [...predict.querySelectorAll('button')].some((b) => /^Skip/u.test(b.textContent) && !b.disabled && b.checkVisibility())),
    };
  }, [...NEAR_UNDER_BOTH]);
}

/**
 * Walks `length` random actions (from `seed`) on `page`, checking after each. `fresh` opens a
 * page of the same browser context for the link check. Throws with the seed and the actions
 * done so far at the first fault.
 */
export async function wander(page, fresh, { seed, length, errors }) {
  const rnd = mulberry32(seed);
  await page.goto('./watch.html');
  await rest(page);
  const problems = await page.$$eval('#problem option', (os) => os.map((o) => o.value).filter((v) => !v.endsWith(':own')));
  const all = actions(problems);
  const done = [];
  const fail = (message) => {
    const list = done.map((a, i) => `  ${i + 1}. ${a}`).join('\n');
    throw new Error(`wander watch seed ${seed}: ${message}\nactions (replay with WANDER_FIRST_SEED=${seed} WANDER_SEEDS=1):\n${list}`);
  };
  let checked = '';
  let started = Date.now();
  for (let i = 0; i < length; i += 1) {
    started = Date.now();
    const s = await situation(page);
    const open = all.filter((a) => !a.when || a.when(s));
    let pick = rnd() * open.reduce((sum, a) => sum + a.weight, 0);
    const action = open.find((a) => (pick -= a.weight) < 0) ?? open.at(-1);
    const plan = action.plan(rnd);
    done.push(`${action.name} ${JSON.stringify(plan)}`);
    try {
      await action.run(page, plan);
      await rest(page);
    } catch (e) {
      fail(`the page did not come to rest after "${done.at(-1)}": ${e.message.split('\n')[0]}`);
    }
    if (errors.length) fail(`page errors: ${errors.join(' | ')}`);
    const solution = await solutionFault(page);
    if (solution) fail(`the solution drawn is wrong: ${solution}`);
    const figures = await figuresFault(page);
    if (figures) fail(`figures contradict each other: ${figures}`);
    const here = await shown(page);
    const url = page.url();
    // The same address showing the same as at the last check: that check stands.
    const key = `${url} ${JSON.stringify(here)}`;
    if (key === checked) continue;
    checked = key;
    if (process.env.WANDER_TIMES) console.log(`${seed}.${i + 1} ${done.at(-1)}: ${Date.now() - started} ms`);
    await fresh.goto('about:blank');
    await fresh.goto(url);
    try {
      await rest(fresh);
    } catch (e) {
      fail(`the link ${url} did not come to rest in a fresh page: ${e.message.split('\n')[0]}`);
    }
    const there = await shown(fresh);
    if (JSON.stringify(here) !== JSON.stringify(there)) {
      fail(`the link ${url} shows another state:\n  page: ${JSON.stringify(here)}\n  link: ${JSON.stringify(there)}`);
    }
    if (errors.length) fail(`page errors: ${errors.join(' | ')}`);
    if (process.env.WANDER_TIMES) console.log(`  with the link check: ${Date.now() - started} ms`);
  }
  return done;
}
