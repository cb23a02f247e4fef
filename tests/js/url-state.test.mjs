// The visualizer's URL state (www/watch/url-state.js): the rule and the step on top of the
// problem (whose grammar tests/js/problem-link.test.mjs tests), round trips, a problem the
// visualizer cannot step through, crafted fragments, and the page's menu.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseState, formatState, MAX_STEP } from '../../www/watch/url-state.js';
import { MAX_LINK_TEXT, PRESETS, VARIANT_EXAMPLES, WATCH_PAGE } from '../../www/shared/problem-link.js';

/** A parsed state without its warnings, and the warnings apart. */
function parse(hash) {
  const { warnings, ...state } = parseState(hash);
  return { state, warnings };
}

test('every old link still opens the same problem, at its rule and step', () => {
  for (const [name, preset] of Object.entries(PRESETS)) {
    const { state, warnings } = parse(`#problem=${name}&rule=first&step=12`);
    const problem = { ...preset.problem };
    if (problem.problem === 'sudoku' && problem.variant !== 'jigsaw' && problem.variant !== 'killer') problem.regions = '';
    assert.deepEqual(state, { ...problem, rule: 'first', step: 12 }, name);
    assert.deepEqual(warnings, [], name);
    // And the link written for it is the old one.
    assert.equal(formatState(state), `#problem=${name}&rule=first&step=12`, name);
  }
  // An old Sudoku link with its own puzzle.
  const { state } = parse('#problem=sudoku4&puzzle=1...........2..3&step=42');
  assert.deepEqual(state, { problem: 'sudoku', puzzle: '1...........2..3', variant: 'classic', regions: '', rule: 'mrv', step: 42 });
});

test('formatState takes preset names as the page passes them', () => {
  const own = PRESETS.sudoku4.problem.puzzle;
  assert.equal(formatState({ problem: 'sudoku4', puzzle: own, rule: 'mrv', step: 3 }), '#problem=sudoku4&step=3');
  assert.equal(formatState({ problem: 'sudoku4', puzzle: '', rule: 'mrv', step: 0 }), '#problem=sudoku4');
  const mine = '1...........2..3';
  assert.equal(formatState({ problem: 'sudoku4', puzzle: mine, rule: 'mrv', step: 0 }), `#problem=sudoku&puzzle=${mine}`);
  assert.equal(formatState({ problem: 'knuth', puzzle: '', rule: 'mrv', step: 0 }), '#problem=knuth');
  assert.equal(formatState({ problem: 'queens', n: 8 }), '#problem=queens8');
  assert.equal(formatState({ problem: 'queens', n: 10, rule: 'first' }), '#problem=queens&n=10&rule=first');
});

test('an empty fragment is the default state', () => {
  assert.deepEqual(parseState(''), { problem: 'knuth', rule: 'mrv', step: 0, warnings: [] });
  assert.deepEqual(parseState('#').warnings, []);
  assert.deepEqual(parseState('#step=5'), { problem: 'knuth', rule: 'mrv', step: 5, warnings: [] });
});

test('parametric problems survive the round trip with the rule and the step', () => {
  const cases = [
    [{ problem: 'queens', n: 1 }, '#problem=queens&n=1'],
    [{ problem: 'queens', n: 16 }, '#problem=queens&n=16'],
    [{ problem: 'langford', n: 11, symmetry: 'break' }, '#problem=langford&n=11'],
    [{ problem: 'langford', n: 3, symmetry: 'keep' }, '#problem=langford&n=3&symmetry=keep'],
    [{ problem: 'pentominoes', board: '5x12', symmetry: 'break' }, '#problem=pentominoes&board=5x12'],
    [{ problem: 'pentominoes', board: 'scott', symmetry: 'keep' }, '#problem=pentominoes&board=scott&symmetry=keep'],
    [{ problem: 'pentominoes', board: '6x10', symmetry: 'keep' }, '#problem=pentominoes&board=6x10&symmetry=keep'],
    [{ problem: 'sudoku', puzzle: '12..' + '.'.repeat(12), variant: 'x', regions: '' }, `#problem=sudoku&puzzle=12${'.'.repeat(14)}&variant=x`],
    [{ problem: 'sudoku', puzzle: VARIANT_EXAMPLES.x.puzzle, variant: 'x', regions: '' }, '#problem=xsudoku9'],
    [{ problem: 'dlx', text: 'a b | c\na c\nb\n' }, '#problem=dlx&text=a+b+%7C+c%0Aa+c%0Ab%0A'],
  ];
  for (const [problem, hash] of cases) {
    for (const [rule, step] of [['mrv', 0], ['first', 77]]) {
      const state = { ...problem, rule, step };
      const tail = `${rule === 'first' ? '&rule=first' : ''}${step ? `&step=${step}` : ''}`;
      assert.equal(formatState(state), hash + tail);
      assert.deepEqual(parseState(formatState(state)), { ...state, warnings: [] }, hash);
    }
  }
});

test('a DLX text too long for a link, or none, falls back to the default problem', () => {
  const long = `a b\n${'a\n'.repeat(MAX_LINK_TEXT)}`;
  const { state, warnings } = parse(`#problem=dlx&text=${encodeURIComponent(long)}`);
  assert.equal(state.problem, 'knuth');
  assert.deepEqual(warnings, [
    'the problem in the link is too long (40,004 characters; a link carries at most 20,000): open it as a file instead',
  ]);
  assert.equal(parse('#problem=dlx').state.problem, 'knuth');
  assert.deepEqual(parse('#problem=dlx').warnings, ['a problem of your own needs its text (text=...)']);
  assert.deepEqual(parse('#problem=dlx&text=%20%0A').warnings, ['the problem in the link is empty']);
  assert.equal(parse('#problem=dlx&text=%20%0A').state.problem, 'knuth');
  // Exactly the limit is fine.
  const fits = 'a\n'.repeat(MAX_LINK_TEXT / 2);
  assert.equal(fits.length, MAX_LINK_TEXT);
  assert.equal(parse(`#problem=dlx&text=${encodeURIComponent(fits)}`).state.text, fits);
});

test('crafted fragments fall back to defaults and say what was ignored', () => {
  const s = parseState('#problem=<img src=x onerror=alert(1)>&rule=best&step=-3');
  assert.equal(s.problem, 'knuth');
  assert.equal(s.rule, 'mrv');
  assert.equal(s.step, 0);
  assert.equal(s.warnings.length, 3);
  assert.match(s.warnings[0], /unknown problem/u);
  assert.match(s.warnings[1], /unknown branching rule "best"/u);
  assert.match(s.warnings[2], /step "-3" is not a whole number up to 1,000,000,000/u);
  assert.equal(parseState(`#step=${MAX_STEP + 1}`).step, 0);
  assert.equal(parseState('#step=1e9').step, 0);
  const evil = parseState('#problem=queens&n=5&evil=1');
  assert.deepEqual(evil.warnings, ['"evil" does not apply to N queens']);
});

test('the page’s problem menu offers every preset and every kind', async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(new URL('../../watch.html', import.meta.url), 'utf8');
  const select = /<select id="problem">([\s\S]*?)<\/select>/u.exec(html);
  assert.ok(select, 'watch.html has <select id="problem">');
  const values = [...select[1].matchAll(/<option value="([^"]+)"/gu)].map((m) => m[1]);
  const kinds = WATCH_PAGE.kinds.map((k) => k.id).filter((k) => !Object.hasOwn(PRESETS, k));
  assert.deepEqual(values.toSorted(), [...Object.keys(PRESETS), ...kinds.map((k) => `${k}:own`)].toSorted());
});

test('a lesson link: a built-in lesson by name at a slide, a lesson\u2019s own text in base64url', async () => {
  const { lessonFragment, encodeLessonText, decodeLessonText, MAX_LESSON_LINK } = await import('../../www/watch/url-state.js');
  assert.equal(lessonFragment({ name: 'ten-slides', slide: 3 }), '#lesson=ten-slides&slide=3');
  assert.equal(lessonFragment({ name: 'ten-slides', slide: 1 }), '#lesson=ten-slides');
  let { state, warnings } = parse('#lesson=ten-slides&slide=3');
  assert.deepEqual(state.lesson, { name: 'ten-slides', slide: 3 });
  assert.deepEqual(warnings, []);
  assert.deepEqual(parse('#lesson=many-puzzles').state.lesson, { name: 'many-puzzles', slide: 1 });

  // Any text, with its line breaks and letters beyond ASCII, comes back exactly.
  const text = '# Leçon: les reines\nproblem: queens&n=4\n---\ntitle: Début — x_l\nat: first try + 2\n\n*Très* bien.\n';
  const fragment = lessonFragment({ text, slide: 2 });
  assert.match(fragment, /^#lesson-text=[A-Za-z0-9_-]+&slide=2$/);
  ({ state, warnings } = parse(fragment));
  assert.deepEqual(state.lesson, { text, slide: 2 });
  assert.deepEqual(warnings, []);
  assert.equal(decodeLessonText(encodeLessonText('')), '');

  // Too long for a link: no fragment; the page offers the file instead.
  const long = 'x'.repeat(Math.ceil((MAX_LESSON_LINK * 3) / 4) + 3);
  assert.ok(encodeLessonText(long).length > MAX_LESSON_LINK);
  assert.equal(lessonFragment({ text: long, slide: 1 }), null);

  // Crafted links: warned about, never taken.
  for (const [hash, warning] of [
    ['#lesson=ten-slides&slide=0', 'slide "0" is not a whole number from 1 to 100'],
    ['#lesson=ten-slides&slide=101', 'slide "101" is not a whole number from 1 to 100'],
    ['#lesson=<script>', 'unknown lesson "<script>"'],
    ['#lesson-text=@@@', 'the lesson in the link is damaged'],
    ['#lesson-text=_w', 'the lesson in the link is damaged'],
    [`#lesson-text=${'A'.repeat(MAX_LESSON_LINK + 4)}`, 'the lesson in the link is too long'],
  ]) {
    ({ state, warnings } = parse(hash));
    assert.ok(warnings.some((w) => w.includes(warning)), `${hash.slice(0, 40)}: ${warnings}`);
  }
  assert.equal(parse('#lesson=ten-slides&slide=0').state.lesson.slide, 1);
  assert.equal(parse('#lesson-text=@@@').state.lesson, undefined);
  // A plain problem link has no lesson at all.
  assert.equal('lesson' in parse('#problem=queens8&step=4').state, false);
});

test('a seeded problem keeps its seed with the rule and the step', () => {
  const { state, warnings } = parse('#problem=random&seed=42&rule=first&step=9');
  assert.deepEqual(state, { problem: 'random', seed: 42, rule: 'first', step: 9 });
  assert.deepEqual(warnings, []);
  assert.equal(formatState(state), '#problem=random&seed=42&rule=first&step=9');
  assert.equal(formatState({ problem: 'random-sudoku', seed: 7, rule: 'mrv', step: 0 }), '#problem=random-sudoku&seed=7');
});

test('a link hands out an exercise: predict=1 turns Predict mode on, and is written back', () => {
  let { state, warnings } = parse('#problem=queens&n=6&predict=1');
  assert.equal(state.predict, true);
  assert.deepEqual(warnings, []);
  assert.equal(formatState({ ...state, step: 3 }), '#problem=queens6&step=3&predict=1');
  assert.equal('predict' in parse('#problem=queens&n=6').state, false);
  assert.equal(formatState({ ...parse('#problem=knuth').state, predict: false }), '#problem=knuth');
  ({ state, warnings } = parse('#problem=knuth&predict=yes'));
  assert.equal('predict' in state, false);
  assert.ok(warnings.some((w) => w.includes('predict "yes" is not 1')), String(warnings));
});

test('a step the page reaches by itself comes back from its link (3x20 pentominoes, two "next solution" under MRV)', () => {
  // The visualizer walk reached step 7,971,276 this way and wrote it into the address; the link
  // must open there, not at step 0 with a warning.
  const link = formatState({ problem: 'pentominoes3x20', rule: 'mrv', step: 7_971_276, predict: true });
  assert.match(link, /step=7971276/u);
  const back = parseState(link);
  assert.deepEqual(back.warnings, []);
  assert.equal(back.step, 7_971_276);
  assert.equal(formatState(back), link);
  // The bound is the engine's counter's order of magnitude, and it is said in the refusal.
  assert.equal(parseState(`#step=${MAX_STEP}`).step, MAX_STEP);
  assert.equal(parseState(`#step=${MAX_STEP + 1}`).step, 0);
  assert.ok(MAX_STEP >= 1_000_000_000);
});
