// Playing fast by runs of events (www/watch/player/player.js over a trace with forwardMany and
// backMany): many events a frame in a few calls, stopping exactly where single steps stop
// (breakpoints, a step, playTo's target, the end), within the frame's budget, drawn whole.
// Slow speeds and Predict's hold still go event by event. Fake clock and fake trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RUN_MIN } from '../../www/watch/player/player.js';
import { setup, stateAt } from './player-fakes.mjs';

/** Where playing pauses, frame after frame, until it does (or `max` frames). */
function playUntilPaused(clock, player, max = 10000) {
  player.play();
  for (let i = 0; i < max && player.playing; i += 1) clock.frame();
  return player.position;
}

test('as fast as it goes, playing goes by runs: a few calls a frame, within the budget, drawn whole', () => {
  const { clock, trace, player, calls } = setup({
    blocks: 2000, speed: Infinity, costMs: 0.001, budgetMs: 2, breakpoints: [], runs: true,
  });
  player.play();
  for (let f = 0; f < 5; f += 1) {
    const before = clock.time;
    const at = trace.position;
    const runs = trace.runs;
    clock.frame();
    const work = clock.time - before - 16;
    // 2 ms at 0.001 ms an event: about 2,000 events, in runs sized to about 0.5 ms each.
    assert.ok(work >= 2 && work <= 2.6, `frame ${f}: ${work} ms of work`);
    assert.ok(trace.position - at >= 1900, `frame ${f}: ${trace.position - at} events`);
    assert.ok(trace.runs - runs <= 12, `frame ${f}: ${trace.runs - runs} runs`);
    assert.equal(trace.forwards - (trace.position), 0, 'no event is done twice');
    assert.equal(calls.at(-1).change, null, 'a frame of runs is drawn whole');
    assert.equal(calls.at(-1).progress, 1);
  }
  assert.deepEqual(trace.snapshot(), stateAt(trace.script, trace.position), 'the same state as single steps');
  player.pause();
});

test('runs stop exactly where single steps stop: each solution, a backtrack, a step, the end', () => {
  for (const kinds of [['solution'], ['backtrack'], ['solution', 'backtrack']]) {
    const single = setup({ blocks: 30, speed: Infinity, breakpoints: kinds });
    const runs = setup({ blocks: 30, speed: Infinity, breakpoints: kinds, runs: true });
    const where = [];
    for (;;) {
      const a = playUntilPaused(single.clock, single.player);
      const b = playUntilPaused(runs.clock, runs.player);
      assert.equal(b, a, `${kinds}: paused at the same event`);
      assert.deepEqual(runs.trace.snapshot(), single.trace.snapshot());
      where.push(b);
      if (runs.trace.finished) break;
    }
    assert.ok(runs.trace.runs > 0, 'runs were used');
    const expected = runs.script.flatMap((e, i) => (kinds.includes(e.kind) ? [i + 1] : []));
    assert.deepEqual(where, [...expected, runs.script.length], `${kinds}: every stop, then the end`);
  }
  // A step: playing pauses on arriving at it, not before nor after.
  const { clock, player, trace } = setup({ blocks: 30, speed: Infinity, breakpoints: [], runs: true });
  player.breakpoints.step = 333;
  assert.equal(playUntilPaused(clock, player), 333);
  assert.ok(trace.runs > 0);
  // Past it, playing goes on to the end.
  assert.equal(playUntilPaused(clock, player), trace.script.length);
});

test('playTo by runs arrives at its target exactly, breakpoints passed', async () => {
  const { clock, player, trace } = setup({ blocks: 30, speed: Infinity, runs: true });
  const target = 517;
  const arrived = player.playTo(target);
  clock.idle();
  assert.equal(await arrived, 'reached');
  assert.equal(trace.position, target);
  assert.ok(trace.runs > 0);
});

test('slow speeds and a hold go event by event, with the events listed', () => {
  // 1,000 events a second: about 16 due a frame, under RUN_MIN.
  assert.ok(1000 / 60 < RUN_MIN);
  const slow = setup({ blocks: 30, speed: 1000, breakpoints: [], runs: true });
  slow.player.play();
  for (let i = 0; i < 10; i += 1) slow.clock.frame();
  assert.equal(slow.trace.runs, 0);
  assert.ok(slow.trace.position > 100);
  assert.ok(slow.calls.at(-1).change.events.length > 1, 'the events of the frame are listed');
  // Predict's hold: asked before every event, so no runs.
  const held = setup({ blocks: 30, speed: Infinity, breakpoints: [], runs: true });
  held.player.hold = () => held.trace.position === 100;
  assert.equal(playUntilPaused(held.clock, held.player), 100);
  assert.equal(held.trace.runs, 0);
});

test('runs to a kind, back to a kind and seeks by runs land where single steps do, drawn whole', async () => {
  const single = setup({ blocks: 60 });
  const runs = setup({ blocks: 60, runs: true, costMs: 0.01, budgetMs: 1 });
  const both = async (act) => {
    const a = act(single.player);
    single.clock.idle();
    const b = act(runs.player);
    let frames = 0;
    while (runs.clock.queue.size) {
      const before = runs.clock.time;
      runs.clock.frame();
      frames += 1;
      assert.ok(runs.clock.time - before - 16 <= 1 + 0.6, 'each slice near its budget');
    }
    assert.equal(await b, await a);
    assert.deepEqual(runs.trace.snapshot(), single.trace.snapshot());
    return frames;
  };
  await both((p) => p.runTo('solution'));
  await both((p) => p.runTo('backtrack'));
  await both((p) => p.runTo('solution'));
  await both((p) => p.backTo('solution'));
  await both((p) => p.backTo('solution'));
  const frames = await both((p) => p.seek(1100));
  assert.ok(frames > 5, `a long seek spreads over frames (${frames})`);
  await both((p) => p.seek(40));
  await both((p) => p.seek(0));
  assert.ok(runs.trace.runs > 0);
  assert.equal(runs.calls.at(-1).change, null);
});

test('a frame works less when drawing takes long, so that the frame still fits 60 a second', () => {
  const { clock, trace, player } = setup({
    blocks: 20000, speed: Infinity, costMs: 0.001, budgetMs: 8, breakpoints: [], runs: true, fitFrames: true,
  });
  // Drawing takes 10 ms of the clock: about 16.7 - 4 - 10 = 2.7 ms are left for the work.
  player.onChange(() => {
    clock.time += 10;
  });
  player.play();
  const work = [];
  for (let f = 0; f < 12; f += 1) {
    const before = clock.time;
    const at = trace.position;
    clock.frame();
    work.push([clock.time - before - 16 - 10, trace.position - at]);
  }
  const [ms, events] = work.at(-1);
  assert.ok(ms <= 3.3 && ms >= 2, `the work of a frame: ${ms} ms`);
  assert.ok(events >= 2000, `still runs: ${events} events`);
  // Never below the least budget, however long the drawing.
  player.onChange(() => {
    clock.time += 40;
  });
  for (let f = 0; f < 12; f += 1) clock.frame();
  const before = clock.time;
  clock.frame();
  const least = clock.time - before - 16 - 50;
  assert.ok(least >= 2 && least <= 2.6, `the least work of a frame: ${least} ms`);
  player.pause();
});

test('frames that come late shrink the work of a frame; frames on time let it grow back', () => {
  const { clock, trace, player } = setup({
    blocks: 50000, speed: Infinity, costMs: 0.001, budgetMs: 8, breakpoints: [], runs: true, fitFrames: true,
  });
  const workOf = (frame) => {
    const before = clock.time;
    frame();
    return clock.time - before;
  };
  player.play();
  // The browser takes 20 ms of each frame besides the player's work: a frame every 33 ms.
  const late = () => {
    const start = clock.time;
    clock.frame(0);
    clock.time = start + 1000 / 30;
  };
  let ms = 0;
  for (let f = 0; f < 20; f += 1) ms = workOf(() => clock.frame(0));
  assert.ok(ms >= 7.5, `on time at first: ${ms} ms of work`);
  for (let f = 0; f < 20; f += 1) {
    const at = clock.time;
    clock.frame(0);
    ms = clock.time - at;
    late();
  }
  assert.ok(ms <= 2.6, `late frames: the work shrinks to the least, ${ms} ms`);
  // On time again (the work done, the next frame 16.7 ms after the last began): it grows back.
  for (let f = 0; f < 80; f += 1) {
    const start = clock.time;
    clock.frame(0);
    ms = clock.time - start;
    clock.time = start + 1000 / 60;
  }
  assert.ok(ms >= 7.5, `on time again: ${ms} ms of work`);
  assert.ok(trace.position > 0);
  player.pause();
});
