// The embeddable player's link (www/embed/embed-link.js): the range, autoplay, loop, speed and
// view on top of the visualizer's problem and rule; strict parsing with a warning for each
// value not taken; round trips; the visualizer's link at a step; the <iframe> snippet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_EMBED, MAX_SPEED, embedSnippet, formatEmbed, parseEmbed, problemWords, watchHref } from '../../www/embed/embed-link.js';
import { MAX_STEP, parseState } from '../../www/watch/url-state.js';

function parse(hash) {
  const { warnings, ...state } = parseEmbed(hash);
  return { state, warnings };
}

test('an empty fragment is Knuth example, played from 0 to the end, waiting for Play', () => {
  assert.deepEqual(parseEmbed(''), { problem: 'knuth', rule: 'mrv', ...DEFAULT_EMBED, warnings: [] });
  assert.equal(formatEmbed(parseEmbed('')), '#problem=knuth');
});

test('every key is read', () => {
  const { state, warnings } = parse('#problem=queens&n=4&rule=first&from=5&to=30&autoplay=1&loop=1&speed=12.5&view=matrix');
  assert.deepEqual(warnings, []);
  assert.deepEqual(state, { problem: 'queens', n: 4, rule: 'first', from: 5, to: 30, autoplay: true, loop: true, speed: 12.5, view: 'matrix' });
  const off = parse('#problem=langford&n=3&autoplay=0&loop=0&view=puzzle&speed=1000');
  assert.deepEqual(off.warnings, []);
  assert.equal(off.state.autoplay, false);
  assert.equal(off.state.loop, false);
  assert.equal(off.state.view, 'puzzle');
  assert.equal(off.state.speed, MAX_SPEED);
});

test('the problem part is the visualizer link grammar, its warnings included', () => {
  for (const hash of ['#problem=queens&n=10&rule=first', '#problem=sudoku4', '#problem=pentominoes&board=3x20&symmetry=keep', '#problem=nope', '#problem=queens&n=99&board=6x10']) {
    const embed = parseEmbed(hash);
    const watch = parseState(hash);
    for (const key of ['problem', 'n', 'board', 'symmetry', 'puzzle', 'variant', 'regions', 'rule']) {
      assert.deepEqual(embed[key], watch[key], `${hash}: ${key}`);
    }
    assert.deepEqual(embed.warnings, watch.warnings, hash);
  }
  // The visualizer's own keys are not the embed's.
  assert.deepEqual(parse('#problem=queens4&step=5').warnings, ['"step" does not apply to N queens']);
});

test('a value not taken leaves the default and says why', () => {
  const cases = [
    ['from=x', 'from', 0, 'from "x" is not a whole number up to 1,000,000,000'],
    ['from=-3', 'from', 0, 'from "-3" is not a whole number up to 1,000,000,000'],
    [`from=${MAX_STEP + 1}`, 'from', 0, 'from "1000000001" is not a whole number up to 1,000,000,000'],
    ['to=1e3', 'to', null, 'to "1e3" is not a whole number up to 1,000,000,000'],
    ['from=10&to=10', 'to', null, 'to=10 is not after from=10: playing to the end of the search'],
    ['from=10&to=4', 'to', null, 'to=4 is not after from=10: playing to the end of the search'],
    ['autoplay=yes', 'autoplay', false, 'autoplay "yes" is neither 1 (on) nor 0 (off)'],
    ['loop=', 'loop', false, 'loop "" is neither 1 (on) nor 0 (off)'],
    ['speed=0', 'speed', DEFAULT_EMBED.speed, 'speed "0" is not a number of events a second from 0.25 to 1,000'],
    ['speed=0.1', 'speed', DEFAULT_EMBED.speed, 'speed "0.1" is not a number of events a second from 0.25 to 1,000'],
    ['speed=1001', 'speed', DEFAULT_EMBED.speed, 'speed "1001" is not a number of events a second from 0.25 to 1,000'],
    ['speed=Infinity', 'speed', DEFAULT_EMBED.speed, 'speed "Infinity" is not a number of events a second from 0.25 to 1,000'],
    ['view=tree', 'view', 'both', 'unknown view "tree" (view=both, matrix, puzzle)'],
  ];
  for (const [query, key, value, warning] of cases) {
    const { state, warnings } = parse(`#problem=queens4&${query}`);
    assert.deepEqual(state[key], value, query);
    assert.deepEqual(warnings, [warning], query);
  }
  // A long value is clipped in the warning.
  const long = parse(`#view=${'x'.repeat(500)}`).warnings[0];
  assert.ok(long.length < 120, long);
});

test('states survive the round trip, defaults left out', () => {
  const hashes = [
    '#problem=queens4',
    '#problem=queens&n=12&rule=first&to=500&loop=1',
    '#problem=sudoku4&from=3&to=60&autoplay=1&speed=0.5&view=puzzle',
    '#problem=langford&n=5&symmetry=keep&view=matrix',
    '#problem=dlx&text=a+b%0Aa%0Ab%0A&autoplay=1&loop=1',
  ];
  for (const hash of hashes) {
    const state = parseEmbed(hash);
    assert.deepEqual(state.warnings, [], hash);
    assert.equal(formatEmbed(state), hash);
    assert.deepEqual(parseEmbed(formatEmbed(state)), state, hash);
  }
  // Defaults written out by hand are left out when written again.
  assert.equal(formatEmbed(parseEmbed('#problem=queens4&from=0&autoplay=0&loop=0&speed=4&view=both&rule=mrv')), '#problem=queens4');
});

test('the visualizer link keeps the problem and the rule, at the step asked', () => {
  const state = parseEmbed('#problem=queens&n=10&rule=first&from=3&to=30&loop=1&view=matrix');
  assert.equal(watchHref(state, 17), './watch.html#problem=queens&n=10&rule=first&step=17');
  assert.equal(watchHref(state, 0), './watch.html#problem=queens&n=10&rule=first');
  const watched = parseState(watchHref(state, 17).slice('./watch.html'.length));
  assert.deepEqual(watched, { problem: 'queens', n: 10, rule: 'first', step: 17, warnings: [] });
});

test('the snippet is an iframe at the state, its attributes escaped', () => {
  const state = { ...parseEmbed('#problem=queens8&rule=first'), from: 0, to: 137 };
  const code = embedSnippet(state, 'https://school.example/dlx/watch.html#problem=queens8&step=137');
  assert.equal(
    code,
    '<iframe src="https://school.example/dlx/embed.html#problem=queens8&amp;rule=first&amp;to=137" width="640" height="400" ' +
      'title="Dancing links: Algorithm X on 8 queens, from step 0 to step 137" loading="lazy"></iframe>'
  );
  assert.doesNotMatch(code, /style=/u);
  // The src, unescaped, is a link the embed reads back to the same state.
  const src = code.match(/src="([^"]*)"/u)[1].replaceAll('&amp;', '&');
  const back = parseEmbed(new URL(src).hash);
  assert.deepEqual({ ...back, warnings: undefined }, { ...state, warnings: undefined });
  // A text of one's own with quotes and brackets cannot break out of the attribute.
  const own = { ...parseEmbed('#problem=dlx&text=%22a%22+%3Cb%3E%0A%22a%22%0A%3Cb%3E%0A'), to: null };
  const ownCode = embedSnippet(own, 'https://school.example/embed.html');
  assert.match(ownCode, /^<iframe( [a-z]+="[^"<>]*")+><\/iframe>$/u, ownCode);
  const names = [...ownCode.matchAll(/ ([a-z]+)="/gu)].map((m) => m[1]);
  assert.deepEqual(names, ['src', 'width', 'height', 'title', 'loading']);
  assert.match(ownCode, /title="Dancing links: Algorithm X on an exact-cover problem, from step 0 to the end"/u);
});

test('problems in a few words', () => {
  assert.equal(problemWords(parseEmbed('#problem=knuth')), "Knuth's example");
  assert.equal(problemWords(parseEmbed('#problem=queens&n=11')), '11 queens');
  assert.equal(problemWords(parseEmbed('#problem=langford&n=9')), 'Langford pairs n=9');
  assert.equal(problemWords(parseEmbed('#problem=pentominoes&board=5x12')), 'Pentominoes 5x12');
  assert.equal(problemWords(parseEmbed('#problem=pentominoes6x10')), 'Pentominoes 6x10');
  assert.equal(problemWords(parseEmbed(`#problem=sudoku&puzzle=1${'.'.repeat(15)}&variant=x`)), 'an X-sudoku');
});
