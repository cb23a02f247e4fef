// The player's settings (www/watch/player/player.js, breakpoints.js, rate.js): where playing stops
// (solutions or not, backtracks, a level, a step), the stops as a link writes them, and the
// rate playing achieves, measured on the player's clock. Against the fakes of player-fakes.mjs:
// time moves only when a test says so, and no test looks at the wall clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Player } from '../../www/watch/player/player.js';
import { Breakpoints, readStops, writeStops, stopsWords, readWhole } from '../../www/watch/player/breakpoints.js';
import { RateMeter } from '../../www/watch/player/rate.js';
import { FakeClock, FakeTrace, setup } from './player-fakes.mjs';

/** A search of `depth` levels down and back, `rounds` times; a solution at the bottom of each. */
function levelScript(depth, rounds) {
  const script = [];
  for (let r = 0; r < rounds; r += 1) {
    for (let level = 0; level < depth; level += 1) {
      script.push({ kind: 'choose', level }, { kind: 'cover' }, { kind: 'hide' }, { kind: 'try', level });
    }
    script.push({ kind: 'solution', size: depth });
    for (let level = depth - 1; level >= 0; level -= 1) script.push({ kind: 'backtrack', level }, { kind: 'uncover' });
  }
  script.push({ kind: 'done' });
  return script.map((e, id) => ({ ...e, id }));
}

function playerOn(script, options = {}) {
  const clock = new FakeClock();
  const trace = new FakeTrace(script, clock);
  const player = new Player(trace, { clock, reducedMotion: true, speed: Infinity, ...options });
  const states = [];
  player.onChange(({ state }) => states.push({ ...state, time: clock.time }));
  clock.frame();
  return { clock, trace, player, states };
}

const solutionsIn = (script) => script.filter((e) => e.kind === 'solution').length;

// ------------------------------------------------------------------ the stops

test('a breakpoint hits its kind, its step on arrival and a choice at its level', () => {
  const stops = new Breakpoints(['solution']);
  assert.equal(stops.hits({ kind: 'solution' }, 10), true);
  assert.equal(stops.hits({ kind: 'backtrack', level: 2 }, 10), false);
  stops.step = 12;
  assert.equal(stops.hits({ kind: 'cover' }, 11), false);
  assert.equal(stops.hits({ kind: 'cover' }, 12), true);
  stops.level = 3;
  assert.equal(stops.hits({ kind: 'choose', level: 3 }, 40), true);
  assert.equal(stops.hits({ kind: 'choose', level: 2 }, 40), false);
  assert.equal(stops.hits({ kind: 'try', level: 3 }, 40), false, 'a level stops where the search chooses there');
  stops.clear();
  assert.equal(stops.size, 0);
  assert.equal(stops.level, null);
  assert.equal(stops.step, null);
  assert.equal(stops.hits({ kind: 'choose', level: 3 }, 12), false);
});

test('stops in a link: written and read back alike, the default left out, junk named', () => {
  const stops = new Breakpoints(['solution']);
  assert.equal(writeStops(stops), '');
  assert.equal(stopsWords(stops), 'solutions');
  stops.add('backtrack');
  stops.level = 4;
  stops.step = 1200;
  assert.equal(writeStops(stops), 'solution-backtrack-level4-step1200');
  assert.equal(stopsWords(stops), 'solutions, backtracks, level 4, step 1,200');
  const back = readStops(writeStops(stops));
  assert.deepEqual(back.warnings, []);
  assert.deepEqual([...back.stops], ['solution', 'backtrack']);
  assert.equal(back.stops.level, 4);
  assert.equal(back.stops.step, 1200);

  stops.clear();
  assert.equal(writeStops(stops), 'none');
  assert.equal(stopsWords(stops), 'nowhere');
  assert.equal(readStops('none').stops.size, 0);
  assert.equal(readStops('backtrack').stops.has('solution'), false);

  const bad = readStops('backtrack-choose-level-1-step0-levelx');
  assert.deepEqual([...bad.stops], ['backtrack']);
  assert.equal(bad.stops.level, null);
  assert.equal(bad.stops.step, null);
  assert.equal(bad.warnings.length, 5);
  assert.match(bad.warnings[0], /unknown stop "choose"/);
  // Nothing readable: the default stops stay (not none), and the warning says so.
  for (const text of ['bogus', 'bogus-level-1', 'level99999']) {
    const nothing = readStops(text);
    assert.deepEqual([...nothing.stops], ['solution'], text);
    assert.equal(nothing.stops.isDefault, true, text);
    assert.match(nothing.warnings.join('; '), /unknown stop .*; playing stops at solutions, as it does by default$/u, text);
  }
  assert.equal(readWhole(' 7 ', 1, 10), 7);
  assert.equal(readWhole('0', 1, 10), null);
  assert.equal(readWhole('3.5', 0, 10), null);
  assert.equal(readWhole('11', 0, 10), null);
});

test('with solutions off, playing goes through every solution to the end', () => {
  const script = levelScript(3, 6);
  const { clock, trace, player, states } = playerOn(script, { budgetMs: 1 });
  player.breakpoints.delete('solution');
  trace.costMs = 0.05; // a frame does ~20 events: playing spans many frames
  player.play();
  clock.idle();
  assert.equal(trace.finished, true);
  const playingAt = states.filter((s) => s.playing).map((s) => s.position);
  const passed = script.slice(0, Math.max(...playingAt)).filter((e) => e.kind === 'solution').length;
  assert.ok(passed > 1, `${passed} solutions passed while playing`);
  assert.equal(solutionsIn(script), 6);

  // On again: the next play stops at the first solution.
  player.breakpoints.add('solution');
  player.restart();
  clock.idle();
  player.play();
  clock.idle();
  assert.equal(trace.lastEvent().kind, 'solution');
  assert.equal(trace.position, script.findIndex((e) => e.kind === 'solution') + 1);
});

test('playing stops at a level, at a step (inside a whole cover too), at backtracks', () => {
  const script = levelScript(4, 3);
  const { clock, trace, player } = playerOn(script, { breakpoints: [] });
  player.breakpoints.level = 2;
  player.play();
  clock.idle();
  assert.deepEqual(trace.lastEvent(), script[8]);
  assert.equal(trace.lastEvent().level, 2);
  player.breakpoints.level = null;

  // Step 10 is inside the whole cover of level 2 ([cover, hide]): by whole covers playing
  // stops there all the same, after the cover and before its hide.
  player.breakpoints.step = 10;
  player.setDepth('cover');
  player.play();
  clock.idle();
  assert.equal(trace.position, 10);
  assert.equal(trace.lastEvent().kind, 'cover');
  player.breakpoints.step = null;
  player.setDepth('event');

  player.breakpoints.add('backtrack');
  player.play();
  clock.idle();
  assert.equal(trace.lastEvent().kind, 'backtrack');
  assert.equal(trace.position, script.findIndex((e) => e.kind === 'backtrack') + 1);
});

test('a page keeps its stops across players: a Breakpoints is shared, not copied', () => {
  const stops = new Breakpoints(['backtrack']);
  const one = playerOn(levelScript(2, 2), { breakpoints: stops });
  const two = playerOn(levelScript(2, 2), { breakpoints: stops });
  assert.equal(one.player.breakpoints, stops);
  assert.equal(two.player.breakpoints, stops);
  stops.add('solution');
  assert.equal(two.player.breakpoints.has('solution'), true);
  assert.deepEqual([...new Player(new FakeTrace([]), { clock: new FakeClock() }).breakpoints], ['solution']);
});

// ------------------------------------------------------------------ the rate

test('the rate meter: events in the last window, soon when many, read every so often', () => {
  const meter = new RateMeter({ windowMs: 1000, everyMs: 250, minEvents: 50 });
  assert.equal(meter.rate(0), null);
  meter.reset(0);
  for (let t = 10; t <= 200; t += 10) meter.add(t, 3);
  assert.equal(meter.rate(200), null, 'too short a time measured');
  for (let t = 210; t <= 400; t += 10) meter.add(t, 3);
  assert.equal(meter.rate(400), 300, 'many events: the rate over the time played');
  for (let t = 410; t <= 990; t += 10) meter.add(t, 3);
  meter.add(1000, 3);
  assert.equal(meter.rate(1000), 300);
  // Frames of 5 events from now on: the window's older frames drop out one by one.
  for (let t = 1010; t <= 1500; t += 10) meter.add(t, 5);
  assert.equal(meter.rate(1500), 50 * 5 + 50 * 3);
  // A stall: frames older than the window are forgotten.
  assert.equal(meter.rate(3000), 0);

  // Slow: few events are no rate until a whole window has passed.
  meter.reset(5000);
  meter.add(5000, 0);
  for (let t = 5100; t <= 5900; t += 100) meter.add(t, 1);
  assert.equal(meter.rate(5900), null);
  meter.reset(5000);
  meter.add(5000, 0);
  for (let t = 5100; t <= 6000; t += 100) meter.add(t, 10);
  assert.equal(meter.reading(6000), 100);
  meter.add(6100, 1000);
  assert.equal(meter.reading(6100), 100, 'the label holds its number for a moment');
  // (5250, 6250]: the frames at 5300 to 6000 and the big one.
  assert.equal(meter.reading(6250), 8 * 10 + 1000);
});

test('playing reports the rate it achieves: the speed when the machine keeps up, less when not', () => {
  const { clock, player, calls } = setup({ blocks: 400, speed: 240, breakpoints: [] });
  player.play();
  for (let i = 0; i < 12; i += 1) clock.frame(16);
  assert.equal(calls.at(-1).state.rate, null, 'too little measured yet');
  for (let i = 0; i < 28; i += 1) clock.frame(16);
  for (let i = 0; i < 60; i += 1) clock.frame(16);
  const kept = calls.at(-1).state.rate;
  assert.ok(Math.abs(kept - 240) <= 8, `${kept} events a second at 240 asked`);
  player.pause();
  clock.frame(16);
  assert.equal(calls.at(-1).state.rate, null, 'paused: no rate');

  // As fast as it goes, on a machine where an event costs 0.05 ms and a frame's budget is 2 ms:
  // the rate is what the frames did over the last second, whatever the slider promised.
  const slow = setup({ blocks: 2000, speed: Infinity, costMs: 0.05, budgetMs: 2, breakpoints: [] });
  const seen = [];
  slow.player.onChange(({ state }) => seen.push({ time: slow.clock.time, position: state.position, rate: state.rate }));
  slow.player.play();
  for (let i = 0; i < 120; i += 1) slow.clock.frame(16);
  const last = seen.at(-1);
  assert.ok(Number.isFinite(last.rate) && last.rate > 0);
  // The reading was taken at some frame: the events done in the second before it.
  const at = seen.findLast((s, i) => i > 0 && s.rate === last.rate && seen[i - 1].rate !== last.rate) ?? last;
  const before = seen.findLast((s) => s.time <= at.time - 1000);
  const after = seen.find((s) => s.time > at.time - 1000);
  assert.ok(before && after);
  assert.ok(at.rate >= at.position - after.position && at.rate <= at.position - before.position,
    `${at.rate} between ${at.position - after.position} and ${at.position - before.position}`);
  slow.player.pause();
});

// ------------------------------------------------------------------ the bar's words and keys

test('the speed label: the promise at rest, the rate achieved while playing', async () => {
  const { speedWords, rateWords, keyAction } = await import('../../www/watch/player/controls.js');
  assert.equal(speedWords(1000), 'up to 1,000 events a second');
  assert.equal(speedWords(1), 'up to 1 event a second');
  assert.equal(speedWords(Infinity), 'as fast as it goes');
  assert.equal(rateWords(1012.4), 'now 1,010 events a second');
  assert.equal(rateWords(2), 'now 2 events a second');
  assert.equal(rateWords(1), 'now 1 event a second');
  assert.equal(rateWords(1234567), 'now 1,230,000 events a second');
  assert.equal(rateWords(0), 'now 0 events a second');
  assert.equal(rateWords(null), '');
  const key = (k, more = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...more });
  assert.equal(keyAction(key('s')), 'stop-solutions');
  assert.equal(keyAction(key('S')), 'stop-solutions');
  assert.equal(keyAction(key('s', { ctrlKey: true })), null);
});

test('a link keeps the stops: written when not the default, read back with its warnings', async () => {
  const { parseState, formatState } = await import('../../www/watch/url-state.js');
  const state = parseState('#problem=queens8&stop=backtrack-level4');
  assert.deepEqual(state.warnings, []);
  assert.deepEqual([...state.stops], ['backtrack']);
  assert.equal(state.stops.level, 4);
  assert.equal(formatState({ ...state, stop: writeStops(state.stops) }), '#problem=queens8&stop=backtrack-level4');
  assert.equal(formatState({ ...state, stop: writeStops(new Breakpoints(['solution'])) }), '#problem=queens8');
  assert.equal(parseState('#problem=queens8').stops, undefined, 'no stop in the link: the page keeps its default');
  const bad = parseState('#problem=queens8&stop=solution-sometimes');
  assert.deepEqual([...bad.stops], ['solution']);
  assert.match(bad.warnings.join(' '), /unknown stop "sometimes"/);
});
