// Lessons (www/watch/lesson/parse.js, lesson/moment.js, the built-in lessons in www/lessons/):
// good files parse to what they say; every kind of error names its line and what is wrong; the
// moments are found by stepping the real engine; every built-in slide lands on the event and
// the step of Algorithm X its `expect:` claims, and its counts come from the engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseLesson, LessonError, LIMITS, SLIDE_KEYS } from '../../www/watch/lesson/parse.js';
import { findMoments, wholeSearch, MomentError } from '../../www/watch/lesson/moment.js';
import { stepOf } from '../../www/watch/panels/steps.js';
import { load, skip } from './engine-loader.mjs';

// The engine's event kinds, as www/shared/engine.js lists them (it imports the wasm package,
// which a test without www/pkg cannot load; the real list is checked against this one below).
const KINDS = [
  'choose', 'cover', 'hide', 'try', 'solution', 'backtrack', 'unhide', 'uncover', 'done',
  'purify', 'mark', 'unmark', 'unpurify',
];
const parse = (text) => parseLesson(text, { kinds: KINDS });
const BUILT_IN = ['ten-slides', 'many-puzzles'].map((name) => ({
  name,
  text: readFileSync(new URL(`../../www/lessons/${name}.lesson`, import.meta.url), 'utf8'),
}));

/** The error parsing `text` throws: its line and its message. */
function failure(text) {
  try {
    parse(text);
  } catch (e) {
    assert.ok(e instanceof LessonError, `a LessonError, not ${e}`);
    assert.match(e.message, new RegExp(`^line ${e.line}: `));
    return { line: e.line, message: e.message, errors: e.errors };
  }
  assert.fail('no error');
}

test('the engine lists the event kinds this test uses', { skip }, async () => {
  const { EVENT_KINDS } = await import('../../www/shared/engine.js');
  assert.deepEqual([...EVENT_KINDS], KINDS);
});

test('a good lesson: title, defaults, slides, moments, panels, text pieces', () => {
  const lesson = parse(
    [
      '',
      '# Queens in class',
      'problem: queens&n=5',
      'rule: first',
      'panels: matrix, narration',
      'speed: 8',
      '',
      '---',
      'title: Where we start',
      'at: start',
      '',
      'Every *row* and every column, `r0` to `c4`.',
      'Second line, x_l and x_0.',
      '',
      'A new paragraph: {mrv nodes} against {first nodes}.',
      '---',
      '',
      'title: Later',
      'problem: problem=sudoku4',
      'rule: mrv',
      'at: first backtrack + 3',
      'to: solution 1',
      'speed: 2.5',
      'panels: tree',
      'expect: solution X2',
      '---',
      'title: Numbers and names',
      'at: 37',
      '---',
      'title: Choices',
      'at: choice 2 - 1',
      '---',
      'title: The end',
      'at: end',
      '',
    ].join('\r\n')
  );
  assert.equal(lesson.title, 'Queens in class');
  assert.equal(lesson.slides.length, 5);
  const [a, b, c, d, e] = lesson.slides;
  assert.deepEqual(
    { problem: a.problem, rule: a.rule, panels: a.panels, speed: a.speed, line: a.line, number: a.number },
    { problem: { problem: 'queens', n: 5 }, rule: 'first', panels: ['matrix', 'narration'], speed: 8, line: 8, number: 1 }
  );
  assert.equal(a.problemLine, 3);
  assert.deepEqual(a.at, { text: 'start', line: 10, kind: null, count: 0, step: 0, offset: 0 });
  assert.equal(a.to, null);
  assert.deepEqual(a.paragraphs, [
    [
      { type: 'text', text: 'Every ' },
      { type: 'em', pieces: [{ type: 'text', text: 'row' }] },
      { type: 'text', text: ' and every column, ' },
      { type: 'code', text: 'r0' },
      { type: 'text', text: ' to ' },
      { type: 'code', text: 'c4' },
      { type: 'text', text: '. Second line, ' },
      { type: 'var', name: 'x', sub: 'l' },
      { type: 'text', text: ' and ' },
      { type: 'var', name: 'x', sub: '0' },
      { type: 'text', text: '.' },
    ],
    [
      { type: 'text', text: 'A new paragraph: ' },
      { type: 'count', rule: 'mrv', count: 'nodes' },
      { type: 'text', text: ' against ' },
      { type: 'count', rule: 'first', count: 'nodes' },
      { type: 'text', text: '.' },
    ],
  ]);
  assert.equal(b.problem.problem, 'sudoku');
  assert.equal(b.problemLine, 19);
  assert.equal(b.rule, 'mrv');
  assert.deepEqual(b.at, { text: 'first backtrack + 3', line: 21, kind: 'backtrack', count: 1, step: 0, offset: 3 });
  assert.deepEqual(b.to, { text: 'solution 1', line: 22, kind: 'solution', count: 1, step: 0, offset: 0 });
  assert.equal(b.speed, 2.5);
  assert.deepEqual(b.panels, ['tree']);
  assert.deepEqual(b.expect, [{ kind: 'solution' }, { step: 'X2' }]);
  assert.deepEqual(b.paragraphs, []);
  assert.deepEqual(c.at, { text: '37', line: 28, kind: null, count: 0, step: 37, offset: 0 });
  // A slide's defaults are the lesson's, not the slide before's.
  assert.equal(c.problem.problem, 'queens');
  assert.equal(c.rule, 'first');
  assert.deepEqual(d.at, { text: 'choice 2 - 1', line: 31, kind: 'choose', count: 2, step: 0, offset: -1 });
  assert.deepEqual(e.at.kind, 'end');
});

test('a lesson without defaults shows Knuth\u2019s example under MRV with the default panels', () => {
  const { slides } = parse('# Small\n---\ntitle: One\nat: third hide\n\nText.');
  assert.deepEqual(slides[0].problem, { problem: 'knuth' });
  assert.equal(slides[0].rule, 'mrv');
  assert.deepEqual(slides[0].panels, ['matrix', 'narration', 'puzzle']);
  assert.deepEqual(slides[0].at, { text: 'third hide', line: 4, kind: 'hide', count: 3, step: 0, offset: 0 });
});

test('every kind of error names its line and what is wrong', () => {
  const cases = [
    ['', 1, 'the lesson is empty'],
    ['title: no hash\n---', 1, 'a lesson starts with its title, as `# title`'],
    ['# T\nproblem: knuth\n', 2, 'the lesson has no slides'],
    ['# T\nstep: 3\n---\ntitle: a\nat: 1', 2, "unknown key 'step' (keys: problem, rule, panels, speed)"],
    ['# T\nrule: mrv\nrule: first\n---\ntitle: a\nat: 1', 3, "'rule' is given twice"],
    ['# T\n---\ntitle: a\nstpe: 3\n', 4, `unknown key 'stpe' (keys: ${SLIDE_KEYS.join(', ')})`],
    ['# T\n---\ntitle: a\nat: 1\nat: 2', 5, "'at' is given twice"],
    ['# T\n---\ntitle: a\nat: 1\nThis text needs a blank line first.', 5, 'expected `key: value` in a slide'],
    ['# T\n---\nat: 1\n\nText', 2, 'slide 1 (line 2) has no `title:`'],
    ['# T\n---\ntitle: a\n---\ntitle: b\n\nText', 2, 'slide 1 (line 2) has no `at:`'],
    ['# T\n---\ntitle: a\nrule: fewest\nat: 1', 4, "unknown rule 'fewest' (rules: mrv, first)"],
    ['# T\n---\ntitle: a\nat: 1\npanels: matrix graph', 5, "unknown panel 'graph' (panels: matrix, narration, puzzle, steps, stats, items, tree)"],
    ['# T\n---\ntitle: a\nat: 1\npanels: ,', 5, 'no panels named'],
    ['# T\n---\ntitle: a\nat: first retreat', 4, "unknown event 'retreat'"],
    ['# T\n---\ntitle: a\nat: solution 0', 4, "'solution 0': count the events from 1"],
    ['# T\n---\ntitle: a\nat: the best moment', 4, "'the best moment' is not a moment"],
    ['# T\n---\ntitle: a\nat: 99999999', 4, 'step 99999999 is too far'],
    ['# T\n---\ntitle: a\nat: try + 20000', 4, 'the offset +20000 is too large'],
    ['# T\n---\ntitle: a\nat:', 4, 'the moment is empty'],
    ['# T\n---\ntitle: a\nat: 1\nspeed: fast', 5, "speed 'fast' is not a number of events a second from 0.5 to 1000"],
    ['# T\n---\ntitle: a\nat: 1\nspeed: 5000', 5, "speed '5000' is not a number"],
    ['# T\n---\ntitle: a\nat: 1\nexpect: cover X9', 5, "expect: unknown 'X9'"],
    ['# T\n---\ntitle: a\nproblem: chess\nat: 1', 4, 'problem: unknown problem "chess"'],
    ['# T\n---\ntitle: a\nproblem: queens&n=99\nat: 1', 4, 'problem: the number of queens "99" is not a whole number from 1 to 16'],
    ['# T\n---\ntitle: a\nproblem: queens&board=6x10\nat: 1', 4, 'problem: "board" does not apply to N queens'],
    ['# T\n---\ntitle: a\nproblem: dlx&text=\nat: 1', 4, 'a problem of your own needs its text'],
    ['# T\n---\ntitle: a\nproblem:\nat: 1', 4, 'the problem is empty'],
    ['# T\n---\ntitle: a\nat: 1\n\nFine line.\nAn *emphasis never closed.', 7, 'an *emphasis* is not closed (column 4)'],
    ['# T\n---\ntitle: a\nat: 1\n\nA `code span', 6, 'a `code` span is not closed (column 3)'],
    ['# T\n---\ntitle: a\nat: 1\n\nEmpty ** here', 6, 'an *emphasis* is empty'],
    ['# T\n---\ntitle: a\nat: 1\n\n{mrv nodes} and {mrv speed}', 6, 'unknown count {mrv speed} at column 17'],
    ['# T\n---\ntitle: a\nat: 1\n\n{best nodes}', 6, 'unknown count {best nodes}'],
    ['# T\n---\ntitle: a\nat: 1\n\nan { open count', 6, 'a {count} is not closed'],
    [`# ${'T'.repeat(LIMITS.title + 1)}\n---`, 1, 'the title is too long'],
    [`# T\n---\ntitle: a\nat: 1\n\n${'word '.repeat(60)}`, 6, `the text of slide 1 (line 2) is too long (299 characters; at most ${LIMITS.text})`],
  ];
  for (const [text, line, message] of cases) {
    const got = failure(text);
    // The fault is among those listed, at its line (a fault can bring others: a slide whose
    // `at:` line is wrong also has no `at:`).
    const found = got.errors.find((e) => e.message.includes(message));
    assert.ok(found, `${JSON.stringify(text)}:\n  ${got.message}\n  should say ${message}`);
    assert.equal(found.line, line, `${JSON.stringify(text)}: ${got.message}`);
    assert.equal(found.message, `line ${found.line}: ${found.detail}`);
    assert.ok(got.message.includes(found.message));
  }
});

test('a lesson with several faults lists them all at once, each at its line, in order', () => {
  const text = [
    '# Many faults', // 1
    'rule: fewest', // 2
    'colour: red', // 3
    '---', // 4
    'title: One', // 5
    'at: first retreat', // 6
    'panels: matrix graph', // 7
    '', // 8
    'An *emphasis never closed.', // 9
    'Fine, then {best nodes}.', // 10
    '---', // 11
    'at: 12', // 12
    'at: 13', // 13
    '---', // 14
    'title: Three', // 15
    'at: end', // 16
    '', // 17
    'All fine here: `A D G`.', // 18
  ].join('\n');
  const got = failure(text);
  assert.deepEqual(
    got.errors.map((e) => [e.line, e.detail.split(' (')[0]]),
    [
      [2, "unknown rule 'fewest'"],
      [3, "unknown key 'colour'"],
      [6, "unknown event 'retreat'"],
      [7, "unknown panel 'graph'"],
      [9, 'an *emphasis* is not closed'],
      [10, 'unknown count {best nodes} at column 12'],
      [11, 'slide 2'],
      [13, "'at' is given twice"],
    ]
  );
  assert.match(got.errors[6].detail, /^slide 2 \(line 11\) has no `title:`$/u);
  // The message says them all, in the same order.
  assert.equal(got.message, got.errors.map((e) => e.message).join('; '));
  // A file of many faults says how many it left out.
  const many = `# T\n${'---\ntitle: a\nat: no time\n'.repeat(30)}`;
  const lots = failure(many);
  assert.equal(lots.errors.length, 21);
  assert.ok(lots.errors.slice(0, 20).every((e) => /'no time' is not a moment/u.test(e.detail)));
  assert.equal(lots.errors[20].message, `and 10 more faults after line ${lots.errors[19].line}`);
});

test('the size limits: bytes, slides, and a value\u2019s length', () => {
  const big = `# T\n---\ntitle: a\nat: 1\n\n${'x'.repeat(LIMITS.bytes)}`;
  const { errors, ...first } = failure(big);
  assert.equal(errors.length, 1);
  assert.deepEqual(first, { line: 1, message: `line 1: the file is too long (${LIMITS.bytes + 24} bytes; a lesson has at most ${LIMITS.bytes})` });
  const many = `# T\n${'---\ntitle: a\nat: 1\n'.repeat(LIMITS.slides + 1)}`;
  const got = failure(many);
  assert.equal(got.line, 2 + 3 * LIMITS.slides);
  assert.match(got.message, /too many slides \(a lesson has at most 100\)/);
  assert.equal(parse(`# T\n${'---\ntitle: a\nat: 1\n'.repeat(LIMITS.slides)}`).slides.length, LIMITS.slides);
  const long = failure(`# T\n---\ntitle: a\nat: 1\nproblem: dlx&text=${'A'.repeat(LIMITS.value)}`);
  assert.equal(long.line, 5);
  assert.match(long.message, /the value of 'problem' is too long/);
});

test('the built-in lessons parse, with the slides their titles promise', () => {
  const [ten, many] = BUILT_IN.map((l) => parse(l.text));
  assert.equal(ten.title, 'Dancing links in ten slides');
  assert.equal(ten.slides.length, 10);
  assert.equal(many.title, 'One algorithm, many puzzles');
  assert.deepEqual(
    [...new Set(many.slides.map((s) => s.problem.problem))],
    ['queens', 'pentominoes', 'sudoku', 'langford']
  );
  // Every slide claims what it shows, for the test below to check.
  for (const slide of [...ten.slides, ...many.slides]) assert.ok(slide.expect.length > 0, slide.title);
});

/** A fresh engine search for a parsed slide's problem under `rule`. */
function solverFor(Solver, problem, rule) {
  switch (problem.problem) {
    case 'knuth':
      return Solver.fromExample('knuth', rule);
    case 'queens':
      return Solver.fromExample(`queens${problem.n}`, rule);
    case 'langford':
      return Solver.fromLangford(problem.n, problem.symmetry !== 'keep', rule);
    case 'pentominoes':
      return Solver.fromPentominoes(problem.board, problem.symmetry !== 'keep', rule);
    case 'sudoku':
      return Solver.fromSudoku(problem.puzzle, undefined, rule);
    default:
      throw new Error(`no solver for ${problem.problem} in this test`);
  }
}

test('moments are found by stepping the engine; one that never happens says why, at its line', { skip }, async () => {
  const { Solver } = await load();
  const { slides } = parse(
    '# T\n---\ntitle: a\nat: first backtrack\n---\ntitle: b\nat: solution 1 + 2\n---\ntitle: c\nat: end\n---\ntitle: d\nat: 12\n---\ntitle: e\nat: choice 3 - 1\n'
  );
  const positions = findMoments(Solver.fromExample('knuth', 'mrv'), slides.map((s) => s.at), KINDS);
  // Counted independently: every event of the same search, by kind.
  const kinds = [];
  const s = Solver.fromExample('knuth', 'mrv');
  for (let e = s.step(); e; e = s.step()) kinds.push(KINDS[e[0]]);
  const nth = (kind, n) => kinds.reduce((found, k, i) => (found.n < n && k === kind ? { n: found.n + 1, at: i + 1 } : found), { n: 0, at: -1 }).at;
  assert.deepEqual(positions, [nth('backtrack', 1), nth('solution', 1) + 2, kinds.length, 12, nth('choose', 3) - 1]);
  assert.equal(kinds.at(-1), 'done');

  const never = (text) => {
    const [slide] = parse(`# T\n---\ntitle: a\nat: ${text}\n`).slides;
    try {
      findMoments(Solver.fromExample('knuth', 'mrv'), [slide.at], KINDS);
    } catch (e) {
      assert.ok(e instanceof MomentError);
      assert.equal(e.line, 4);
      return e.message;
    }
    return assert.fail(`${text} was found`);
  };
  assert.equal(never('solution 2'), "line 4: the search has 1 solution, so 'solution 2' never happens");
  const choices = kinds.filter((k) => k === 'choose').length;
  assert.equal(never('choice 9'), `line 4: the search has ${choices} choices, so 'choice 9' never happens`);
  assert.equal(never('end + 1'), `line 4: 'end + 1' lies past the end of the search (${kinds.length} events in all)`);
  assert.equal(never('start - 1'), "line 4: 'start - 1' lies before the start of the search");
  assert.equal(never('500'), `line 4: '500' lies past the end of the search (${kinds.length} events in all)`);
  assert.equal(never('choice 1 - 5'), "line 4: 'choice 1 - 5' lies before the start of the search");
  // A slide's `at` and `to` both missed: both said at once, each at its line.
  const [both] = parse('# T\n---\ntitle: a\nat: solution 2\nto: first backtrack - 900\n').slides;
  assert.throws(
    () => findMoments(Solver.fromExample('knuth', 'mrv'), [both.at, both.to], KINDS),
    (e) =>
      e instanceof MomentError &&
      e.line === 4 &&
      e.errors.length === 2 &&
      e.message ===
        "line 4: the search has 1 solution, so 'solution 2' never happens; line 5: 'first backtrack - 900' lies before the start of the search"
  );
  const far = parse('# T\n---\ntitle: a\nat: solution 3\n').slides[0].at;
  assert.throws(() => findMoments(Solver.fromExample('queens8', 'mrv'), [far], KINDS, { maxSteps: 100 }), /not within the first 100 events/);
});

test('every built-in slide lands on the event and the step of Algorithm X it claims, at its at', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  for (const { name, text } of BUILT_IN) {
    for (const slide of parse(text).slides) {
      const moments = slide.to ? [slide.at, slide.to] : [slide.at];
      const [at, to] = findMoments(solverFor(Solver, slide.problem, slide.rule), moments, KINDS);
      if (to !== undefined) assert.ok(to > at, `${name} slide ${slide.number}: the range goes forward`);
      // `expect:` speaks of the moment the slide shows first (docs/teaching.md).
      const end = at;
      const trace = new Trace(solverFor(Solver, slide.problem, slide.rule), memory);
      while (trace.position < end) trace.forward();
      const event = trace.lastEvent();
      for (const claim of slide.expect) {
        const what = `${name} slide ${slide.number} (${slide.title}) at ${end}`;
        if (claim.kind) assert.equal(event?.kind, claim.kind, what);
        else assert.equal(stepOf(event, trace), claim.step, what);
      }
      trace.free();
    }
  }
});

test('the counts a slide shows are the engine\u2019s whole search under each rule', { skip }, async () => {
  const { Solver } = await load();
  for (const rule of ['mrv', 'first']) {
    const counts = wholeSearch(Solver.fromExample('knuth', rule));
    // The same search stepped event by event ends with the same statistics.
    const s = Solver.fromExample('knuth', rule);
    while (s.step());
    assert.deepEqual(counts, { nodes: s.nodes, updates: s.updates, mems: s.mems, solutions: s.solutions, finished: true });
  }
  const capped = wholeSearch(Solver.fromExample('queens8', 'first'), { maxNodes: 50 });
  assert.equal(capped.finished, false);
  assert.ok(capped.nodes >= 50);
});

test('the README\u2019s example lesson parses, and its moments are in the search', { skip }, async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Lessons'));
  const example = /```text\n([\s\S]*?)```/u.exec(section)[1];
  const { slides } = parse(example);
  assert.equal(slides.length, 3);
  const { Solver } = await load();
  for (const slide of slides) {
    const moments = slide.to ? [slide.at, slide.to] : [slide.at];
    const found = findMoments(solverFor(Solver, slide.problem, slide.rule), moments, KINDS);
    assert.equal(found.length, moments.length);
  }
});

/** The plain words of a slide, and its `code` spans. */
function slideWords(slide) {
  const codes = [];
  const words = (pieces) =>
    pieces
      .map((p) => {
        if (p.type === 'code') {
          codes.push(p.text);
          return `\`${p.text}\``;
        }
        if (p.type === 'em') return words(p.pieces);
        if (p.type === 'var') return `${p.name}_${p.sub}`;
        if (p.type === 'count') return `{${p.rule} ${p.count}}`;
        return p.text;
      })
      .join('');
  return { text: slide.paragraphs.map(words).join('\n'), codes };
}

test('every claim of the built-in slides, checked against the engine at the slide\u2019s moments', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const { activeItems } = await import('../../www/watch/panels/items.js');
  /** A trace of the slide's problem stepped to `position`, with what the claims read. */
  const at = (slide, position) => {
    const trace = new Trace(solverFor(Solver, slide.problem, slide.rule), memory);
    const events = [];
    while (trace.position < position) events.push(trace.forward());
    const names = Array.from({ length: trace.itemCount }, (_, k) => trace.itemName(k));
    const item = (name) => names.indexOf(name);
    const options = Array.from({ length: trace.optionCount }, (_, o) => trace.optionText(o));
    const lens = () => new Map(activeItems(trace).primary.map((e) => [trace.itemName(e.item), e.len]));
    return { trace, events, names, item, options, lens };
  };
  const claims = {
    'ten-slides 1': ({ text }, { trace, events, item }) => {
      const hide = events.at(-1);
      assert.equal(hide.kind, 'hide');
      assert.equal(events.filter((e) => e.kind === 'hide').length, 1);
      assert.equal(trace.optionText(trace.nodeOptions[hide.node]), 'A D G');
      assert.equal(trace.nodeItems[hide.node], item('D'));
      // D's len from 3 to 2: before this hide (after the choice) and after it.
      assert.match(text, /`D`, whose len drops from 3 to 2/u);
      const before = at({ problem: { problem: 'knuth' }, rule: 'mrv' }, trace.position - 1);
      assert.equal(before.lens().get('D'), 3);
      before.trace.free();
      return [[trace, 'D', 2]];
    },
    'ten-slides 2': ({ text }, { trace, events }) => {
      const hides = events.filter((e) => e.kind === 'hide').map((e) => trace.optionText(trace.nodeOptions[e.node]));
      assert.deepEqual(hides, ['A D G', 'A D G', 'A D']);
      assert.match(text, /`D` has one option left, `D E G`/u);
      return [[trace, 'D', 1]];
    },
    'ten-slides 3': (_, { trace, events }) => {
      // The cover comes after its column's hides (TAOCP's order: the header last).
      assert.deepEqual(events.map((e) => e.kind), ['choose', 'hide', 'hide', 'hide', 'cover']);
      assert.equal(trace.itemName(events.at(-1).item), 'A');
      return [];
    },
    'ten-slides 4': ({ text }, { trace, events, lens }) => {
      const choice = events.at(-1);
      assert.equal(choice.level, 1);
      assert.equal(trace.itemName(choice.item), 'B');
      assert.deepEqual([...lens()], [['B', 1], ['C', 2], ['E', 1]]);
      assert.match(text, /At level 1, B, C and E are left/u);
      return [];
    },
    'ten-slides 5': (_, { trace, events }, toTrace) => {
      const tried = events.at(-1);
      assert.equal(trace.optionText(tried.option), 'B C F');
      // B's only option: its len at the choice was 1.
      assert.equal(events.findLast((e) => e.kind === 'choose').len, 1);
      // Over the range, covering C hides C E F from E's list: E's len goes to 0.
      const hidden = toTrace.events.slice(events.length).filter((e) => e.kind === 'hide');
      assert.ok(hidden.some((e) => toTrace.trace.optionText(toTrace.trace.nodeOptions[e.node]) === 'C E F' && toTrace.trace.itemName(toTrace.trace.nodeItems[e.node]) === 'E'));
      return [[toTrace.trace, 'E', 0]];
    },
    'ten-slides 6': (_, { trace, events }) => {
      assert.equal(trace.itemName(events.at(-1).item), 'E');
      assert.equal(events.findLast((e) => e.kind === 'choose').len, 0);
      // The next option tried after this: `A D`, at level 0.
      let next;
      while ((next = trace.forward()).kind !== 'try');
      assert.deepEqual([next.level, trace.optionText(next.option)], [0, 'A D']);
      return [];
    },
    'ten-slides 7': (_, { trace }) => {
      assert.deepEqual(trace.levels.map((l) => trace.optionText(l.option)), ['A D', 'C E F', 'B G']);
      return [];
    },
    'ten-slides 8': (_, { trace }) => {
      assert.equal(trace.solutions.length, 1);
      assert.deepEqual(trace.solutions.at(0).options.map((o) => trace.optionText(o)), ['A D', 'C E F', 'B G']);
      return [];
    },
    'ten-slides 9': ({ text }, { trace, events }) => {
      const tried = events.at(-1);
      assert.equal(tried.kind, 'try');
      assert.ok(text.includes(`X5 tries \`${trace.optionText(tried.option)}\``), text);
      return [];
    },
    'ten-slides 10': () => [],
    'many-puzzles 1': (_, { trace, names }) => {
      assert.deepEqual(names.slice(0, trace.primaryCount), ['r0', 'r1', 'r2', 'r3', 'c0', 'c1', 'c2', 'c3']);
      assert.ok(names.slice(trace.primaryCount).every((n) => /^[ab]\d+$/u.test(n)));
      return [];
    },
    'many-puzzles 2': (_, { trace }) => {
      assert.equal(trace.levels.length, 4);
      return [];
    },
    'many-puzzles 3': ({ text }, { trace, names, options }) => {
      const pieces = names.filter((n) => /^[A-Z]$/u.test(n));
      const cells = names.filter((n) => /^r\d+c\d+$/u.test(n));
      assert.equal(pieces.length, 12);
      assert.deepEqual([pieces[0], pieces.at(-1)], ['F', 'Z']);
      assert.equal(cells.length, 60);
      assert.deepEqual([cells[0], cells.at(-1)], ['r1c1', 'r3c20']);
      // The 73rd item, and the only secondary one.
      assert.equal(names.length, 73);
      assert.equal(trace.primaryCount, 72);
      assert.equal(names[72], 'sym-tb');
      assert.match(text, /a 73rd, `sym-tb`, secondary/u);
      // Every X option names it, and otherwise only F options do.
      for (const o of options) {
        const piece = o.split(' ').find((w) => /^[A-Z]$/u.test(w));
        if (piece === 'X') assert.ok(o.includes('sym-tb'), o);
        else if (o.includes('sym-tb')) assert.equal(piece, 'F', o);
      }
      // One F of each mirror pair (top and bottom swapped): half of the F options, and never
      // an F and its mirror image both.
      const mirror = (o) => o.replace(/r([13])c/gu, (_, r) => `r${4 - Number(r)}c`);
      const fs = options.filter((o) => o.startsWith('F '));
      const marked = new Set(fs.filter((o) => o.includes('sym-tb')).map((o) => o.replace(' sym-tb', '').split(' ').sort().join(' ')));
      assert.equal(marked.size * 2, fs.length);
      for (const o of marked) assert.ok(!marked.has(mirror(o).split(' ').sort().join(' ')), o);
      return [];
    },
    'many-puzzles 4': () => [],
    'many-puzzles 5': () => [],
    'many-puzzles 6': (_, { trace, names, options }) => {
      assert.deepEqual(names.slice(0, trace.primaryCount), ['1', '2', '3', 's1', 's2', 's3', 's4', 's5', 's6']);
      // An option puts k in slots j and j + k + 1.
      for (const o of options) {
        const [k, a, b] = o.split(' ');
        assert.equal(Number(b.slice(1)), Number(a.slice(1)) + Number(k) + 1, o);
      }
      return [];
    },
    'many-puzzles 7': () => [],
  };
  for (const { name, text } of BUILT_IN) {
    for (const slide of parse(text).slides) {
      const key = `${name} ${slide.number}`;
      assert.ok(claims[key], `${key} (${slide.title}): its claims are checked here`);
      const moments = slide.to ? [slide.at, slide.to] : [slide.at];
      const [from, to] = findMoments(solverFor(Solver, slide.problem, slide.rule), moments, KINDS);
      const here = at(slide, from);
      const there = to === undefined ? null : at(slide, to);
      const words = slideWords(slide);
      // Every `code` span is an item or an option of the slide's problem.
      for (const code of words.codes) {
        assert.ok(here.names.includes(code) || here.options.includes(code), `${key}: \`${code}\` is neither an item nor an option`);
      }
      // A len the slide states is the len the engine's links give.
      for (const [trace, item, len] of claims[key](words, here, there)) {
        const shown = new Map(activeItems(trace).primary.map((e) => [trace.itemName(e.item), e.len]));
        assert.equal(shown.get(item), len, `${key}: len of ${item}`);
      }
      here.trace.free();
      there?.trace.free();
    }
  }
});
