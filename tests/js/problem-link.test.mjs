// The problem part of a link, one grammar for both pages (www/shared/problem-link.js): every link form
// either page wrote keeps reading as the same problem, each page's settings survive a round
// trip, defaults are left out, anything out of range falls back with a warning, and the solver
// page hands its problem over to the visualizer in the same grammar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  KNUTH_EXAMPLE,
  PRESETS,
  SOLVER_PAGE,
  VARIANT_EXAMPLES,
  VISUALIZER_KEYS,
  WATCH_PAGE,
  isKeyFragment,
  isProblemFragment,
  linkable,
  normalize,
  presetOf,
  readProblem,
  readSudokuFragment,
  sudokuFragment,
  watchLink,
  wholeNumber,
  writeProblem,
} from '../../www/shared/problem-link.js';
import { cellsToText, textCells } from '../../www/shared/sudoku-grid.js';
import { KILLER4_MAP, KILLER9_MAP } from '../../www/shared/killer-maps.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** What a fragment reads as on a page: the problem and the warnings apart. */
const read = (hash, page) => {
  const { problem, warnings } = readProblem(hash, page);
  return { problem, warnings };
};
const solver = (hash) => read(hash, SOLVER_PAGE);
const watch = (hash) => read(hash, WATCH_PAGE);
const roundTrip = (problem, page) => readProblem(writeProblem(problem, page), page).problem;

// ------------------------------------------------------------------ the link forms in use

test('the solver page reads each link form it has written as the same problem', () => {
  const forms = [
    ['#problem=queens&n=8', { problem: 'queens', n: 8 }],
    ['#problem=queens&n=20', { problem: 'queens', n: 20 }],
    ['#problem=langford&n=7', { problem: 'langford', n: 7, symmetry: 'break' }],
    ['#problem=langford&n=11&symmetry=keep', { problem: 'langford', n: 11, symmetry: 'keep' }],
    ['#problem=langford&n=24', { problem: 'langford', n: 24, symmetry: 'break' }],
    ['#problem=pentominoes&board=6x10', { problem: 'pentominoes', board: '6x10', symmetry: 'break' }],
    ['#problem=pentominoes&board=3x20&symmetry=keep', { problem: 'pentominoes', board: '3x20', symmetry: 'keep' }],
    ['#problem=pentominoes&board=scott&symmetry=break', { problem: 'pentominoes', board: 'scott', symmetry: 'break' }],
    ['#problem=dlx', { problem: 'dlx', text: KNUTH_EXAMPLE }],
    ['#problem=dlx&text=', { problem: 'dlx', text: '' }],
    ['#problem=dlx&text=A+B+%7C+C%0AA+C%0A', { problem: 'dlx', text: 'A B | C\nA C\n' }],
    [
      '#problem=matrix&rows=0010110-1001001&secondary=6-7',
      {
        problem: 'matrix',
        rows: [
          [false, false, true, false, true, true, false],
          [true, false, false, true, false, false, true],
        ],
        secondary: [false, false, false, false, false, true, true],
      },
    ],
    ['#problem=matrix&rows=10-01', { problem: 'matrix', rows: [[true, false], [false, true]], secondary: [false, false] }],
    ['#problem=sudoku', { problem: 'sudoku', puzzle: '', variant: 'classic', regions: '' }],
    ['#problem=sudoku&variant=x&puzzle=5...', { problem: 'sudoku', puzzle: '5...', variant: 'x', regions: '' }],
    [
      '#problem=sudoku&variant=jigsaw&puzzle=.1..&regions=AABB',
      { problem: 'sudoku', puzzle: '.1..', variant: 'jigsaw', regions: 'AABB' },
    ],
    ['#problem=sudoku&variant=jigsaw&regions=111', { problem: 'sudoku', puzzle: '', variant: 'jigsaw', regions: '111' }],
  ];
  for (const [hash, problem] of forms) {
    assert.equal(isProblemFragment(hash), true, hash);
    assert.deepEqual(solver(hash), { problem, warnings: [] }, hash);
  }
});

test('the solver page reads the classic Sudoku links: a puzzle, an empty board, text as typed', () => {
  assert.equal(isProblemFragment('#..3.2.6..'), false);
  assert.equal(isProblemFragment('#9x9'), false);
  assert.equal(isProblemFragment(''), false);
  assert.deepEqual(readSudokuFragment(`#${EASY}`), { text: EASY, size: 0 });
  assert.deepEqual(readSudokuFragment('#4x4'), { text: '.'.repeat(16), size: 4 });
  assert.deepEqual(readSudokuFragment('#25x25'), { text: '.'.repeat(625), size: 25 });
  assert.deepEqual(readSudokuFragment('#53..7%20x%0A6..195'), { text: '53..7 x\n6..195', size: 0 });
  assert.equal(readSudokuFragment(''), null);
  assert.equal(readSudokuFragment('#'), null);
});

test('the visualizer reads each link form it has written as the same problem', () => {
  const presets = {
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
    sudoku9: { problem: 'sudoku', puzzle: VARIANT_EXAMPLES.classic.puzzle, variant: 'classic', regions: '' },
    xsudoku4: { problem: 'sudoku', puzzle: '1.......3......2', variant: 'x', regions: '' },
    xsudoku9: { problem: 'sudoku', puzzle: VARIANT_EXAMPLES.x.puzzle, variant: 'x', regions: '' },
    jigsaw4: { problem: 'sudoku', puzzle: '...4..1......1.3', variant: 'jigsaw', regions: 'aaab\nabbb\ncddd\ncccd' },
    jigsaw9: { problem: 'sudoku', puzzle: VARIANT_EXAMPLES.jigsaw.puzzle, variant: 'jigsaw', regions: VARIANT_EXAMPLES.jigsaw.regions },
  };
  for (const [name, problem] of Object.entries(presets)) {
    assert.deepEqual(watch(`#problem=${name}`), { problem, warnings: [] }, name);
    // And the link written for it names the preset.
    assert.equal(writeProblem(problem, WATCH_PAGE), `#problem=${name}`, name);
  }
  const forms = [
    ['', { problem: 'knuth' }],
    ['#', { problem: 'knuth' }],
    ['#problem=queens&n=10', { problem: 'queens', n: 10 }],
    ['#problem=queens&n=16', { problem: 'queens', n: 16 }],
    ['#problem=langford&n=11', { problem: 'langford', n: 11, symmetry: 'break' }],
    ['#problem=langford&n=3&symmetry=keep', { problem: 'langford', n: 3, symmetry: 'keep' }],
    ['#problem=langford&symmetry=keep', { problem: 'langford', n: 7, symmetry: 'keep' }],
    ['#problem=pentominoes&board=5x12', { problem: 'pentominoes', board: '5x12', symmetry: 'break' }],
    ['#problem=pentominoes&symmetry=keep', { problem: 'pentominoes', board: '6x10', symmetry: 'keep' }],
    ['#problem=sudoku4&puzzle=1...........2..3', { problem: 'sudoku', puzzle: '1...........2..3', variant: 'classic', regions: '' }],
    ['#problem=queens8&n=5', { problem: 'queens', n: 5 }],
    ['#problem=langford7&symmetry=keep', { problem: 'langford', n: 7, symmetry: 'keep' }],
    ['#problem=xsudoku4&puzzle=..1.............', { problem: 'sudoku', puzzle: '..1.............', variant: 'x', regions: '' }],
    [`#problem=sudoku&puzzle=12${'.'.repeat(14)}&variant=x`, { problem: 'sudoku', puzzle: `12${'.'.repeat(14)}`, variant: 'x', regions: '' }],
    ['#problem=sudoku&variant=jigsaw', { problem: 'sudoku', ...VARIANT_EXAMPLES.jigsaw, variant: 'jigsaw' }],
    [
      `#problem=sudoku&puzzle=1${'.'.repeat(80)}&variant=jigsaw`,
      { problem: 'sudoku', puzzle: `1${'.'.repeat(80)}`, variant: 'jigsaw', regions: VARIANT_EXAMPLES.jigsaw.regions },
    ],
    [
      '#problem=sudoku&puzzle=....&variant=jigsaw&regions=aaab%0Aabbb%0Acddd%0Acccd',
      { problem: 'sudoku', puzzle: '....', variant: 'jigsaw', regions: 'aaab\nabbb\ncddd\ncccd' },
    ],
    ['#problem=dlx&text=a+b+%7C+c%0Aa+c%0Ab%0A', { problem: 'dlx', text: 'a b | c\na c\nb\n' }],
  ];
  for (const [hash, problem] of forms) assert.deepEqual(watch(hash), { problem, warnings: [] }, hash);
});

test('links of one page read the same on the other, within its limits', () => {
  for (const hash of [
    '#problem=queens&n=10',
    '#problem=langford&n=3&symmetry=keep',
    '#problem=pentominoes&board=scott&symmetry=keep',
    '#problem=sudoku&puzzle=1.......3......2&variant=x',
    '#problem=dlx&text=a+b%0Aa%0Ab%0A',
  ]) {
    assert.deepEqual(solver(hash), watch(hash), hash);
  }
});

// ------------------------------------------------------------------ writing links

test('each problem of the solver page makes a round trip through the link', () => {
  const problems = [
    { problem: 'queens', n: 12 },
    { problem: 'pentominoes', board: 'scott', symmetry: 'keep' },
    { problem: 'langford', n: 11, symmetry: 'break' },
    { problem: 'dlx', text: 'A B C | D\n| a comment & more=1 #\nA D\nB C\n' },
    { problem: 'dlx', text: '' },
    { problem: 'dlx', text: KNUTH_EXAMPLE },
    { problem: 'matrix', rows: [[true, false, true], [false, true, false]], secondary: [false, false, true] },
    { problem: 'sudoku', puzzle: '5...', variant: 'x', regions: '' },
    { problem: 'sudoku', puzzle: '.1..', variant: 'jigsaw', regions: 'AABBAABBCCDDCCDD' },
  ];
  for (const problem of problems) assert.deepEqual(roundTrip(problem, SOLVER_PAGE), problem, JSON.stringify(problem));
});

test('the solver page writes the main parameter always, the others when not at their default', () => {
  const write = (problem) => writeProblem(problem, SOLVER_PAGE);
  assert.equal(write({ problem: 'queens', n: 8 }), '#problem=queens&n=8');
  assert.equal(write({ problem: 'pentominoes', board: '6x10', symmetry: 'break' }), '#problem=pentominoes&board=6x10');
  assert.equal(write({ problem: 'langford', n: 7, symmetry: 'keep' }), '#problem=langford&n=7&symmetry=keep');
  const matrix = { rows: [[true, false, true], [false, true, false]], secondary: [false, false, true] };
  assert.equal(write({ problem: 'matrix', ...matrix }), '#problem=matrix&rows=101-010&secondary=3');
  assert.equal(write({ problem: 'matrix', ...matrix, secondary: [false, false, false] }), '#problem=matrix&rows=101-010');
  assert.equal(write({ problem: 'dlx', text: '' }), '#problem=dlx&text=');
  assert.equal(write({ problem: 'sudoku', variant: 'x', puzzle: '', regions: 'ab' }), '#problem=sudoku&variant=x');
  // A text too long for a link is left out of it.
  assert.equal(write({ problem: 'dlx', text: 'a\n'.repeat(10_001) }), '#problem=dlx');
  assert.equal(linkable({ problem: 'dlx', text: 'a\n'.repeat(10_000) }), true);
  assert.equal(linkable({ problem: 'dlx', text: 'a\n'.repeat(10_001) }), false);
  assert.equal(linkable({ problem: 'queens', n: 5 }), true);
});

test('the visualizer names presets, and leaves out a variant’s own example', () => {
  const write = (problem) => writeProblem(problem, WATCH_PAGE);
  assert.equal(write({ problem: 'queens', n: 8 }), '#problem=queens8');
  assert.equal(write({ problem: 'queens', n: 10 }), '#problem=queens&n=10');
  assert.equal(write({ problem: 'langford', n: 11, symmetry: 'break' }), '#problem=langford&n=11');
  assert.equal(write({ problem: 'pentominoes', board: '6x10', symmetry: 'keep' }), '#problem=pentominoes&board=6x10&symmetry=keep');
  // A preset name with a puzzle of its own is that puzzle; an empty one is the preset's.
  assert.equal(write({ problem: 'sudoku4', puzzle: PRESETS.sudoku4.problem.puzzle }), '#problem=sudoku4');
  assert.equal(write({ problem: 'sudoku4', puzzle: '' }), '#problem=sudoku4');
  assert.equal(write({ problem: 'sudoku4', puzzle: '1...........2..3' }), '#problem=sudoku&puzzle=1...........2..3');
  const regions = 'aaab\nabbb\ncddd\ncccd';
  assert.match(write({ problem: 'sudoku', puzzle: '.'.repeat(16), variant: 'jigsaw', regions }), /&variant=jigsaw&regions=aaab%0Aabbb%0Acddd%0Acccd$/u);
  assert.equal(write({ problem: 'sudoku', puzzle: `1${'.'.repeat(80)}`, variant: 'jigsaw', regions: '' }), `#problem=sudoku&puzzle=1${'.'.repeat(80)}&variant=jigsaw`);
  assert.equal(write({ problem: 'dlx', text: 'a b | c\na c\nb\n' }), '#problem=dlx&text=a+b+%7C+c%0Aa+c%0Ab%0A');
});

test('every preset is a problem the visualizer shows, with a label, and is its own preset', () => {
  for (const [name, preset] of Object.entries(PRESETS)) {
    assert.ok(WATCH_PAGE.kinds.some((k) => k.id === preset.problem.problem), name);
    assert.ok(preset.label.length > 0, name);
    assert.equal(presetOf(preset.problem, WATCH_PAGE), name);
    assert.deepEqual(normalize({ problem: name }, WATCH_PAGE), normalize(preset.problem, WATCH_PAGE), name);
  }
  assert.equal(presetOf({ problem: 'queens', n: 7 }, WATCH_PAGE), '');
  assert.equal(presetOf({ problem: 'queens', n: 8 }, SOLVER_PAGE), '');
});

test('a classic Sudoku round-trips through the solver page’s short form', () => {
  for (const text of [EASY, '.'.repeat(15) + '1', 'G'.padEnd(256, '.'), 'P'.padEnd(625, '.')]) {
    const hash = sudokuFragment(text, 9);
    assert.ok(hash.startsWith('#'));
    assert.doesNotMatch(hash, /[\s%]/u);
    const back = readSudokuFragment(hash);
    assert.equal(cellsToText(textCells(back.text)), text);
    assert.equal(back.size, 0);
  }
  // Blanks written as 0, or a pasted grid, come back as one line with dots.
  const grid = EASY.replaceAll('.', '0').replace(/(.{9})/gu, '$1\n');
  assert.equal(readSudokuFragment(sudokuFragment(grid, 9)).text, EASY);
  // An empty board is its size.
  assert.equal(sudokuFragment('', 16), '#16x16');
  assert.equal(sudokuFragment('.'.repeat(81), 16), '#9x9');
  assert.equal(readSudokuFragment('#10x10').size, 0); // not a size the page offers: plain text
  // A half-typed puzzle is kept exactly as typed.
  const typed = '53..7 x\n6..195';
  assert.equal(readSudokuFragment(sudokuFragment(typed, 9)).text, typed);
  assert.equal(readSudokuFragment('#50%').text, '50%'); // a stray % does not throw
});

// ------------------------------------------------------------------ what is not taken

test('bad values fall back to the page’s defaults, each with a warning', () => {
  const cases = [
    [solver, '#problem=queens&n=99', { n: 8 }, /the number of queens "99" is not a whole number from 1 to 20/u],
    [watch, '#problem=queens&n=17', { n: 8 }, /the number of queens "17" is not a whole number from 1 to 16/u],
    [watch, '#problem=queens&n=0', { n: 8 }, /"0" is not a whole number from 1 to 16/u],
    [solver, '#problem=queens&n=1e1', { n: 8 }, /"1e1"/u],
    [solver, '#problem=queens&n=-3', { n: 8 }, /"-3"/u],
    [watch, '#problem=queens&n=4.5', { n: 8 }, /"4.5"/u],
    [watch, '#problem=queens&n=', { n: 8 }, /""/u],
    [watch, '#problem=queens&n=%2B7', { n: 8 }, /"\+7"/u],
    [watch, '#problem=queens&n=0x10', { n: 8 }, /"0x10"/u],
    [solver, '#problem=langford&n=25', { n: 7 }, /the n of the Langford pairs "25" is not a whole number from 1 to 24/u],
    [watch, '#problem=langford&n=99', { n: 7 }, /the n of the Langford pairs "99" is not a whole number from 1 to 16/u],
    [watch, '#problem=langford&symmetry=both', { symmetry: 'break' }, /unknown symmetry "both": use break or keep/u],
    [solver, '#problem=pentominoes&symmetry=BREAK', { symmetry: 'break' }, /unknown symmetry "BREAK"/u],
    [solver, '#problem=pentominoes&board=7x9', { board: '6x10' }, /unknown pentomino board "7x9": use 6x10, 5x12, 4x15, 3x20 or scott/u],
    [watch, '#problem=sudoku&variant=samurai', { variant: 'classic' }, /unknown Sudoku variant "samurai": use classic, x, jigsaw or killer/u],
    [solver, '#problem=sudoku&variant=samurai', { variant: 'classic' }, /unknown Sudoku variant "samurai"/u],
    [
      solver,
      `#problem=sudoku&puzzle=${'.'.repeat(10_001)}`,
      { puzzle: '' },
      /the puzzle in the link is too long \(10,001 characters; a link carries at most 10,000\)/u,
    ],
    [
      watch,
      `#problem=sudoku&puzzle=${'.'.repeat(1301)}`,
      { puzzle: VARIANT_EXAMPLES.classic.puzzle },
      /the puzzle in the link is too long \(1,301 characters; a link carries at most 1,300\)/u,
    ],
    [
      watch,
      `#problem=sudoku&variant=jigsaw&regions=${'a'.repeat(5000)}`,
      { regions: VARIANT_EXAMPLES.jigsaw.regions },
      /the region map in the link is too long \(5,000 characters; a link carries at most 1,300\)/u,
    ],
    [
      solver,
      `#problem=dlx&text=${'A'.repeat(20_001)}`,
      { text: KNUTH_EXAMPLE },
      /the problem in the link is too long \(20,001 characters; a link carries at most 20,000\): open it as a file instead/u,
    ],
    [solver, '#problem=matrix&rows=101-01', { rows: [] }, /not rows of 0 and 1/u],
    [solver, '#problem=sudoku&variant=x&regions=aabb', { regions: '' }, /a region map only applies to a jigsaw Sudoku/u],
    [watch, '#problem=sudoku&variant=x&regions=aabb', { regions: '' }, /a region map only applies to a jigsaw Sudoku/u],
  ];
  for (const [page, hash, expected, warning] of cases) {
    const { problem, warnings } = page(hash);
    for (const [key, value] of Object.entries(expected)) assert.deepEqual(problem[key], value, `${hash.slice(0, 60)}: ${key}`);
    assert.equal(warnings.length, 1, `${hash.slice(0, 60)}: ${warnings}`);
    assert.match(warnings[0], warning, hash.slice(0, 60));
  }
  // Exactly the limit is fine.
  assert.deepEqual(solver(`#problem=sudoku&puzzle=${'.'.repeat(10_000)}`).warnings, []);
  const s = solver('#problem=matrix&rows=101-010&secondary=4-x-2');
  assert.deepEqual(s.problem.secondary, [false, true, false]);
  assert.equal(s.warnings.length, 1);
  assert.match(s.warnings[0], /secondary column "4" is not a column from 1 to 3; secondary column "x"/u);
  const p = solver('#problem=pentominoes&board=7x9&symmetry=maybe');
  assert.deepEqual(p.problem, { problem: 'pentominoes', board: '6x10', symmetry: 'break' });
  assert.equal(p.warnings.length, 2);
});

test('an unknown problem is the page’s own first problem, and names what was shown instead', () => {
  const s = solver('#problem=%3Cimg%20src%3Dx%3E');
  assert.equal(s.problem.problem, 'sudoku');
  assert.match(s.warnings[0], /^unknown problem "<img src=x>": showing the Sudoku instead$/u);
  const w = watch('#problem=%3Cimg%20src%3Dx%3E');
  assert.equal(w.problem.problem, 'knuth');
  assert.match(w.warnings[0], /^unknown problem "<img src=x>": showing Knuth's example instead$/u);
  // A problem of the other page is unknown here.
  assert.equal(solver('#problem=knuth').problem.problem, 'sudoku');
  assert.equal(solver('#problem=queens8').problem.problem, 'sudoku');
  assert.equal(watch('#problem=matrix&rows=10-01').problem.problem, 'knuth');
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    assert.equal(watch(`#problem=${name}`).problem.problem, 'knuth', name);
    assert.equal(solver(`#problem=${name}`).problem.problem, 'sudoku', name);
  }
  // A long value is clipped in the warning.
  assert.ok(watch(`#problem=${'x'.repeat(500)}`).warnings[0].length < 100);
});

test('parameters that do not apply are ignored with a warning', () => {
  let r = watch('#problem=queens5&puzzle=123');
  assert.deepEqual(r.problem, { problem: 'queens', n: 5 });
  assert.match(r.warnings[0], /"puzzle" does not apply to N queens/u);
  r = watch('#problem=knuth&n=4&color=red');
  assert.deepEqual(r.problem, { problem: 'knuth' });
  assert.equal(r.warnings.length, 2);
  assert.match(r.warnings[1], /"color" does not apply to Knuth's example/u);
  r = watch('#problem=pentominoes3x20&text=abc');
  assert.equal(r.problem.board, '3x20');
  assert.match(r.warnings[0], /"text" does not apply to pentominoes/u);
  r = solver('#problem=queens&n=5&board=6x10');
  assert.equal(r.problem.n, 5);
  assert.match(r.warnings[0], /"board" does not apply to N queens/u);
  // The keys a page layers on top are its own.
  assert.deepEqual(readProblem('#problem=queens&n=5&rule=first', WATCH_PAGE, ['rule']).warnings, []);
});

test('whole numbers are plain digits within their range', () => {
  assert.equal(wholeNumber('12', 1, 20), 12);
  assert.equal(wholeNumber(' 3 ', 1, 20), 3);
  for (const bad of ['', '3.5', '0x5', '21', '0', 'five', '1e1', '+4']) assert.equal(wholeNumber(bad, 1, 20), null, bad);
});

// ------------------------------------------------------------------ from the solver to the visualizer

test('the solver page hands its problem to the visualizer in the same grammar', () => {
  assert.deepEqual(watchLink({ problem: 'queens', n: 6 }), { href: './watch.html#problem=queens6', note: '' });
  assert.deepEqual(watchLink({ problem: 'queens', n: 10 }), { href: './watch.html#problem=queens&n=10', note: '' });
  assert.deepEqual(watchLink({ problem: 'langford', n: 4, symmetry: 'keep' }), {
    href: './watch.html#problem=langford&n=4&symmetry=keep',
    note: '',
  });
  assert.equal(watchLink({ problem: 'pentominoes', board: '3x20', symmetry: 'break' }).href, './watch.html#problem=pentominoes3x20');
  assert.equal(
    watchLink({ problem: 'sudoku', puzzle: `1${'.'.repeat(15)}`, variant: 'x', regions: '' }).href,
    `./watch.html#problem=sudoku&puzzle=1${'.'.repeat(15)}&variant=x`
  );
  // The matrix and the DLX text go as the text in Knuth's format.
  const text = 'c1 c2\nc1\nc2\n';
  const matrix = { problem: 'matrix', rows: [[true, false], [false, true]], secondary: [false, false] };
  assert.equal(watchLink(matrix, text).href, './watch.html#problem=dlx&text=c1+c2%0Ac1%0Ac2%0A');
  assert.deepEqual(watch(watchLink(matrix, text).href.slice('./watch.html'.length)).problem, { problem: 'dlx', text });
  // What the visualizer cannot step through, or a link cannot carry, goes without a problem.
  assert.deepEqual(watchLink({ problem: 'queens', n: 20 }), { href: './watch.html', note: 'the visualizer steps through n up to 16' });
  assert.equal(watchLink({ problem: 'dlx', text: '' }, ' \n').note, 'there is no problem yet');
  assert.equal(
    watchLink({ problem: 'dlx', text: '' }, 'a\n'.repeat(10_001)).note,
    'the problem is too large to hand over by link (20,002 characters)'
  );
});

test('a word square hands over everything the solver page shows: its size, its first row or none, double', () => {
  // The pages' defaults differ (the solver page's square has no first row, the visualizer's
  // starts with "bit"): a square without a first row must say so in the link, or the
  // visualizer reads its own default word instead.
  for (const size of ['3', '4', '3x4', '4x3']) {
    for (const start of ['', 'bit', 'lane']) {
      for (const double of ['no', 'yes']) {
        const shown = { problem: 'words', size, start, double };
        const { href, note } = watchLink(shown);
        assert.equal(note, '');
        assert.deepEqual(watch(href.slice('./watch.html'.length)), { problem: shown, warnings: [] }, href);
      }
    }
  }
  assert.equal(watchLink({ problem: 'words', size: '4', start: '', double: 'no' }).href, './watch.html#problem=words&size=4&start=');
  // The solver page's own link still leaves its default first row (none) out.
  assert.equal(writeProblem({ problem: 'words', size: '4', start: '', double: 'no' }, SOLVER_PAGE), '#problem=words&size=4');
});

test('the visualizer’s seeded problems: the link carries the seed, exactly, and nothing else', () => {
  for (const kind of ['random', 'random-sudoku']) {
    for (const seed of [0, 123, 999999, Number.MAX_SAFE_INTEGER]) {
      const hash = writeProblem({ problem: kind, seed }, WATCH_PAGE);
      assert.equal(hash, `#problem=${kind}&seed=${seed}`);
      assert.deepEqual(watch(hash), { problem: { problem: kind, seed }, warnings: [] });
    }
    // A bad seed keeps the default one, and says why.
    for (const bad of ['-1', '1.5', 'abc', '9007199254740992', '']) {
      const { problem, warnings } = watch(`#problem=${kind}&seed=${encodeURIComponent(bad)}`);
      assert.deepEqual(problem, { problem: kind, seed: 1 }, bad);
      assert.equal(warnings.length, 1, bad);
      assert.match(warnings[0], /seed .* is not a whole number from 0 to 9007199254740991/u);
    }
    assert.deepEqual(watch(`#problem=${kind}&n=3`).warnings, [`"n" does not apply to a random ${kind === 'random' ? 'exact-cover problem' : '4x4 Sudoku'}`]);
  }
  // The solver page does not make them.
  assert.equal(solver('#problem=random&seed=5').problem.problem, 'sudoku');
});

test('a Sudoku link carries its size when no text decides it, and reads it back', () => {
  for (const n of [4, 9, 16, 25]) {
    const { problem, warnings } = readProblem(`#problem=sudoku&size=${n}`, SOLVER_PAGE);
    assert.deepEqual(warnings, []);
    assert.equal(problem.size, n);
    assert.equal(readProblem(`#problem=sudoku&size=${n}x${n}`, SOLVER_PAGE).problem.size, n);
  }
  const x16 = { problem: 'sudoku', variant: 'x', puzzle: '', regions: '', size: 16 };
  const hash = writeProblem(x16, SOLVER_PAGE);
  assert.equal(hash, '#problem=sudoku&variant=x&size=16');
  assert.deepEqual(readProblem(hash, SOLVER_PAGE).problem, x16);
  // Sizes no Sudoku has: the default stays, and the warning names the sizes there are.
  for (const bad of ['12', '9x16', 'big', '-1']) {
    const { problem, warnings } = readProblem(`#problem=sudoku&size=${bad}`, SOLVER_PAGE);
    assert.equal(problem.size, undefined);
    assert.deepEqual(warnings, [`unknown Sudoku size "${bad}": use 4, 9, 16 or 25`]);
  }
  // A word square's size is still its own.
  assert.equal(readProblem('#problem=words&size=3x4', SOLVER_PAGE).problem.size, '3x4');
});

test("keys and values in a fragment are not a Sudoku's text; the visualizer's keys are known", () => {
  assert.equal(isKeyFragment('#step=-1'), true);
  assert.equal(isKeyFragment('#problem=queens&n=8'), true);
  assert.equal(isKeyFragment('#..3.2.6..'), false);
  assert.equal(isKeyFragment('#9x9'), false);
  // What the solver page writes for a typed text never holds a bare `=`.
  assert.equal(isKeyFragment(sudokuFragment('1=2', 9)), false);
  const { problem, warnings, params } = readProblem('#step=-1&rule=first', SOLVER_PAGE, VISUALIZER_KEYS);
  assert.equal(problem.problem, 'sudoku');
  assert.deepEqual(warnings, []);
  assert.deepEqual(VISUALIZER_KEYS.filter((k) => params.has(k)), ['rule', 'step']);
});

test('a Killer map without a puzzle reaches the visualizer with no givens, at the map’s size', () => {
  // Read from the solver page's own full form (as after Back), the 4x4 map must not be paired
  // with the 9x9 example's blank puzzle: the visualizer could not step through that pair.
  for (const map of [KILLER4_MAP, KILLER9_MAP]) {
    const { href } = watchLink({ problem: 'sudoku', puzzle: '', variant: 'killer', regions: map });
    const shown = watch(href.slice('./watch.html'.length)).problem;
    assert.equal(shown.variant, 'killer');
    assert.equal(shown.regions.trim(), map.trim());
    const cells = textCells(shown.puzzle).length;
    const mapCells = map.split('\n').filter((line) => line && !line.includes('=')).join('').length;
    assert.ok(cells === 0 || cells === mapCells, `a puzzle of ${cells} cells beside a map of ${mapCells}`);
  }
  // Without a map the Killer is the visualizer's example, puzzle and map together.
  const example = normalize({ problem: 'sudoku', variant: 'killer' }, WATCH_PAGE);
  assert.equal(textCells(example.puzzle).length, 81);
  assert.equal(example.regions, KILLER9_MAP);
});
