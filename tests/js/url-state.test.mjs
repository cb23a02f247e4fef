// The visualizer's URL state (www/viz/url-state.js): round trips, defaults, presets and the
// links of older versions, parametric problems, and strict parsing of every parameter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseState,
  formatState,
  normalize,
  presetOf,
  linkable,
  PRESETS,
  KINDS,
  VARIANT_EXAMPLES,
  MAX_STEP,
  MAX_DLX_LINK,
  MAX_PUZZLE,
} from '../../www/viz/url-state.js';

/** A parsed state without its warnings, and the warnings apart. */
function parse(hash) {
  const { warnings, ...state } = parseState(hash);
  return { state, warnings };
}

test('every old link still opens the same problem', () => {
  const old = {
    knuth: { problem: 'knuth' },
    classic: { problem: 'classic' },
    queens4: { problem: 'queens', n: 4 },
    queens5: { problem: 'queens', n: 5 },
    queens6: { problem: 'queens', n: 6 },
    queens8: { problem: 'queens', n: 8 },
    pentominoes3x20: { problem: 'pentominoes', board: '3x20', symmetry: 'break' },
    pentominoes6x10: { problem: 'pentominoes', board: '6x10', symmetry: 'break' },
    langford3: { problem: 'langford', n: 3, symmetry: 'break' },
    langford4: { problem: 'langford', n: 4, symmetry: 'break' },
    langford7: { problem: 'langford', n: 7, symmetry: 'break' },
    sudoku4: { problem: 'sudoku', puzzle: '.1..3.....4..2..', variant: 'classic', regions: '' },
    sudoku9: {
      problem: 'sudoku',
      puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
      variant: 'classic',
      regions: '',
    },
  };
  for (const [name, problem] of Object.entries(old)) {
    const { state, warnings } = parse(`#problem=${name}&rule=first&step=12`);
    assert.deepEqual(state, { ...problem, rule: 'first', step: 12 }, name);
    assert.deepEqual(warnings, [], name);
    // And the link written for it is the old one.
    assert.equal(formatState(state), `#problem=${name}&rule=first&step=12`, name);
  }
  // An old Sudoku link with its own puzzle.
  const { state } = parse('#problem=sudoku4&puzzle=1...........2..3&step=42');
  assert.deepEqual(state, { problem: 'sudoku', puzzle: '1...........2..3', variant: 'classic', regions: '', rule: 'mrv', step: 42 });
});

test('formatState takes preset names as the solver page passes them', () => {
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
});

test('parametric problems survive the round trip, their defaults left out', () => {
  const cases = [
    [{ problem: 'queens', n: 1 }, '#problem=queens&n=1'],
    [{ problem: 'queens', n: 16 }, '#problem=queens&n=16'],
    [{ problem: 'langford', n: 11, symmetry: 'break' }, '#problem=langford&n=11'],
    [{ problem: 'langford', n: 3, symmetry: 'keep' }, '#problem=langford&n=3&symmetry=keep'],
    [{ problem: 'pentominoes', board: '5x12', symmetry: 'break' }, '#problem=pentominoes&board=5x12'],
    [{ problem: 'pentominoes', board: 'scott', symmetry: 'keep' }, '#problem=pentominoes&board=scott&symmetry=keep'],
    [{ problem: 'pentominoes', board: '6x10', symmetry: 'keep' }, '#problem=pentominoes&symmetry=keep'],
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

test('a jigsaw carries its region map, unless it is the variant’s own', () => {
  const regions = 'aaab\nabbb\ncddd\ncccd';
  const state = { problem: 'sudoku', puzzle: '....'.repeat(4), variant: 'jigsaw', regions, rule: 'mrv', step: 0 };
  const hash = formatState(state);
  assert.match(hash, /&variant=jigsaw&regions=aaab%0Aabbb%0Acddd%0Acccd$/);
  assert.deepEqual(parseState(hash), { ...state, warnings: [] });
  // The variant alone: its example, map and all (one solution).
  const { state: example, warnings } = parse('#problem=sudoku&variant=jigsaw');
  assert.deepEqual(warnings, []);
  assert.equal(example.puzzle, VARIANT_EXAMPLES.jigsaw.puzzle);
  assert.equal(example.regions, VARIANT_EXAMPLES.jigsaw.regions);
  assert.equal(presetOf(example), 'jigsaw9');
  assert.equal(formatState({ ...example, rule: 'mrv', step: 0 }), '#problem=jigsaw9');
  // A puzzle of its own keeps the example's map, which is left out of the link.
  const mine = { ...example, puzzle: '1' + '.'.repeat(80) };
  assert.equal(formatState(mine), `#problem=sudoku&puzzle=1${'.'.repeat(80)}&variant=jigsaw`);
});

test('a region map only counts for a jigsaw', () => {
  const { state, warnings } = parse('#problem=sudoku&variant=x&regions=aabb');
  assert.equal(state.regions, '');
  assert.equal(state.variant, 'x');
  assert.match(warnings[0], /a region map only applies to a jigsaw Sudoku/);
});

test('bad values fall back to the default and say why', () => {
  const cases = [
    ['#problem=queens&n=0', { n: 8 }, /the number of queens "0" is not a whole number from 1 to 16/],
    ['#problem=queens&n=17', { n: 8 }, /"17" is not a whole number from 1 to 16/],
    ['#problem=queens&n=4.5', { n: 8 }, /"4.5"/],
    ['#problem=queens&n=', { n: 8 }, /""/],
    ['#problem=queens&n=%2B7', { n: 8 }, /"\+7"/],
    ['#problem=queens&n=0x10', { n: 8 }, /"0x10"/],
    ['#problem=langford&n=99', { n: 7 }, /the n of the Langford pairs "99" is not a whole number from 1 to 16/],
    ['#problem=langford&symmetry=both', { symmetry: 'break' }, /unknown symmetry "both": use break or keep/],
    ['#problem=pentominoes&board=7x7', { board: '6x10' }, /unknown pentomino board "7x7": use 6x10, 5x12, 4x15, 3x20 or scott/],
    ['#problem=pentominoes&symmetry=BREAK', { symmetry: 'break' }, /unknown symmetry "BREAK"/],
    ['#problem=sudoku&variant=samurai', { variant: 'classic' }, /unknown Sudoku variant "samurai": use classic, x or jigsaw/],
    ['#problem=sudoku&puzzle=' + '.'.repeat(MAX_PUZZLE + 1), { puzzle: VARIANT_EXAMPLES.classic.puzzle }, /the puzzle in the link is too long \(1,301 characters\)/],
    ['#problem=sudoku&variant=jigsaw&regions=' + 'a'.repeat(5000), { regions: VARIANT_EXAMPLES.jigsaw.regions }, /the region map in the link is too long \(5,000 characters\)/],
  ];
  for (const [hash, expected, warning] of cases) {
    const { state, warnings } = parse(hash);
    for (const [key, value] of Object.entries(expected)) assert.equal(state[key], value, `${hash}: ${key}`);
    assert.equal(warnings.length, 1, `${hash}: ${warnings}`);
    assert.match(warnings[0], warning, hash);
  }
});

test('a DLX text too long for a link, or none, falls back to the default problem', () => {
  const long = `a b\n${'a\n'.repeat(MAX_DLX_LINK)}`;
  const { state, warnings } = parse(`#problem=dlx&text=${encodeURIComponent(long)}`);
  assert.equal(state.problem, 'knuth');
  assert.match(warnings[0], /the problem in the link is too long \(40,004 characters; a link carries at most 20,000\): open it as a file instead/);
  assert.equal(parse('#problem=dlx').state.problem, 'knuth');
  assert.match(parse('#problem=dlx').warnings[0], /needs its text/);
  assert.match(parse('#problem=dlx&text=%20%0A').warnings[0], /the problem in the link is empty/);
  // Exactly the limit is fine.
  const fits = 'a\n'.repeat(MAX_DLX_LINK / 2);
  assert.equal(fits.length, MAX_DLX_LINK);
  assert.equal(parse(`#problem=dlx&text=${encodeURIComponent(fits)}`).state.text, fits);
  assert.equal(linkable({ problem: 'dlx', text: fits }), true);
  assert.equal(linkable({ problem: 'dlx', text: `${fits}a` }), false);
  assert.equal(linkable({ problem: 'queens', n: 5 }), true);
});

test('crafted fragments fall back to defaults and say what was ignored', () => {
  const s = parseState('#problem=<img src=x onerror=alert(1)>&rule=best&step=-3');
  assert.equal(s.problem, 'knuth');
  assert.equal(s.rule, 'mrv');
  assert.equal(s.step, 0);
  assert.equal(s.warnings.length, 3);
  assert.match(s.warnings[0], /unknown problem/);
  assert.match(s.warnings[1], /unknown branching rule "best"/);
  assert.match(s.warnings[2], /step "-3"/);
  assert.equal(parseState(`#step=${MAX_STEP + 1}`).step, 0);
  assert.equal(parseState('#step=1e9').step, 0);
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    assert.equal(parseState(`#problem=${name}`).problem, 'knuth', name);
  }
  // A long value is clipped in the warning.
  const long = parseState(`#problem=${'x'.repeat(500)}`);
  assert.ok(long.warnings[0].length < 80);
});

test('parameters that do not apply are ignored with a warning', () => {
  let r = parse('#problem=queens5&puzzle=123');
  assert.deepEqual(r.state, { problem: 'queens', n: 5, rule: 'mrv', step: 0 });
  assert.match(r.warnings[0], /"puzzle" does not apply to n queens/);
  r = parse('#problem=knuth&n=4&color=red');
  assert.deepEqual(r.state, { problem: 'knuth', rule: 'mrv', step: 0 });
  assert.equal(r.warnings.length, 2);
  assert.match(r.warnings[1], /"color" does not apply/);
  r = parse('#problem=pentominoes3x20&text=abc');
  assert.equal(r.state.board, '3x20');
  assert.match(r.warnings[0], /"text" does not apply to pentominoes/);
});

test('a preset name takes the parameters given beside it', () => {
  assert.deepEqual(parse('#problem=queens8&n=5').state, { problem: 'queens', n: 5, rule: 'mrv', step: 0 });
  assert.equal(parse('#problem=langford7&symmetry=keep').state.symmetry, 'keep');
  const x = parse('#problem=xsudoku4&puzzle=..1.............').state;
  assert.equal(x.variant, 'x');
  assert.equal(x.puzzle, '..1.............');
});

test('every preset is a problem of a known kind, with a label, and is its own preset', () => {
  for (const [name, preset] of Object.entries(PRESETS)) {
    assert.ok(Object.hasOwn(KINDS, preset.problem.problem), name);
    assert.ok(preset.label.length > 0, name);
    assert.equal(presetOf(preset.problem), name);
    assert.deepEqual(normalize({ problem: name }), normalize(preset.problem), name);
  }
  assert.equal(presetOf({ problem: 'queens', n: 7 }), '');
});

test('the page’s problem menu offers every preset and every kind', async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(new URL('../../watch.html', import.meta.url), 'utf8');
  const select = /<select id="problem">([\s\S]*?)<\/select>/.exec(html);
  assert.ok(select, 'watch.html has <select id="problem">');
  const values = [...select[1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  const kinds = Object.keys(KINDS).filter((k) => !Object.hasOwn(PRESETS, k));
  assert.deepEqual(values.toSorted(), [...Object.keys(PRESETS), ...kinds.map((k) => `${k}:own`)].toSorted());
});
