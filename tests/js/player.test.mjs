// The visualizer's player (www/watch/player/player.js): stepping at each depth, scrubbing with exact
// undo, budgeted runs across frames, pause, breakpoints, speed, reduced motion, one report per
// frame. Against a fake trace (a scripted list of events with exact undo) and a fake clock
// (manual time, frames flushed by hand); one test drives the real engine's trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Player, MAX_STEP_MS } from '../../www/watch/player/player.js';
import { load, skip } from './engine-loader.mjs';
import { FakeClock, FakeTrace, makeScript, stateAt, setup, kindsOf } from './player-fakes.mjs';

// ------------------------------------------------------------------ tests

test('the first report draws everything; a step forward and back is one event each way', () => {
  const { clock, trace, player, calls } = setup({ speed: 2 });
  assert.equal(calls.length, 1);
  assert.equal(calls[0].change, null);
  assert.equal(calls[0].progress, 1);
  assert.deepEqual(calls[0].state, {
    playing: false, busy: false, task: null, target: null, position: 0, furthest: 0, finished: false,
    speed: 2, depth: 'event', rate: null,
  });

  const done = player.stepForward();
  assert.deepEqual(kindsOf(done), ['choose']);
  assert.equal(trace.position, 1);
  assert.equal(calls.length, 1, 'nothing is reported before the frame');
  clock.frame(100);
  const c = calls.at(-1);
  assert.deepEqual(c.change, { events: done, direction: +1 });
  // The step's animation runs min(600, 1000 / speed) = 500 ms from the command.
  assert.ok(Math.abs(c.progress - 100 / 500) < 1e-9, `progress ${c.progress}`);
  clock.frame(250);
  assert.ok(Math.abs(calls.at(-1).progress - 350 / 500) < 1e-9);
  clock.frame(250);
  assert.equal(calls.at(-1).progress, 1);
  const n = calls.length;
  assert.equal(clock.idle(), 0, 'no frames are asked for once the animation is over');
  assert.equal(calls.length, n);

  const undone = player.stepBack();
  assert.deepEqual(kindsOf(undone), ['choose']);
  assert.equal(trace.position, 0);
  clock.frame();
  assert.deepEqual(calls.at(-1).change, { events: undone, direction: -1 });
  assert.deepEqual(trace.snapshot(), stateAt(trace.script, 0));
  assert.deepEqual(player.stepBack(), [], 'nothing to undo at the start');
});

test('a cover step moves one whole cover or uncover, both ways', () => {
  const { trace, player, script } = setup();
  assert.deepEqual(kindsOf(player.stepForward('event')), ['choose']);
  assert.deepEqual(kindsOf(player.stepForward('cover')), ['cover', 'hide', 'hide']);
  assert.deepEqual(kindsOf(player.stepForward('cover')), ['try', 'cover', 'hide']);
  assert.equal(trace.position, 7);
  assert.deepEqual(kindsOf(player.stepBack('cover')), ['hide', 'cover', 'try']);
  assert.equal(trace.position, 4);
  assert.deepEqual(trace.snapshot(), stateAt(script, 4));
  // An uncover ends with its header rejoining the list.
  while (trace.position < 11) player.stepForward('event');
  assert.equal(trace.lastEvent().kind, 'backtrack');
  assert.deepEqual(kindsOf(player.stepForward('cover')), ['unhide', 'unhide', 'uncover']);
});

test('an option step goes forward to the next try, solution or end, and back to just after a try', () => {
  const { trace, player, script } = setup({ blocks: 6 });
  const tries = script.flatMap((e, i) => (e.kind === 'try' ? [i + 1] : []));
  assert.deepEqual(kindsOf(player.stepForward('option')), ['choose', 'cover', 'hide', 'hide', 'try']);
  assert.equal(trace.position, tries[0]);
  // Forward from a try: through the covers to the next try (no solution in block 0).
  player.stepForward('option');
  assert.equal(trace.position, tries[1]);
  // Back: at least one event, then on to just after the previous try.
  player.stepBack('option');
  assert.equal(trace.position, tries[0]);
  assert.equal(trace.lastEvent().kind, 'try');
  player.stepBack('option');
  assert.equal(trace.position, 0, 'no try before the first one: back to the start');
  // A solution ends an option step too.
  const solution = script.findIndex((e) => e.kind === 'solution') + 1;
  while (trace.position < tries[4]) player.stepForward('option');
  assert.equal(trace.position, tries[4]);
  player.stepForward('option');
  assert.equal(trace.position, solution);
  assert.equal(trace.lastEvent().kind, 'solution');
  // And so does the end.
  while (!trace.finished) player.stepForward('option');
  assert.equal(trace.position, script.length);
  assert.deepEqual(player.stepForward('option'), []);
  assert.deepEqual(trace.snapshot(), stateAt(script, script.length));
});

test('several steps in one frame are one report with all their events, shown at once', () => {
  const { clock, player, calls } = setup();
  const a = player.stepForward();
  const b = player.stepForward('cover');
  clock.frame();
  assert.equal(calls.length, 2);
  assert.deepEqual(calls[1].change, { events: [...a, ...b], direction: +1 });
  assert.equal(calls[1].progress, 1);
  // Both ways in one frame: draw everything.
  player.stepForward();
  player.stepBack();
  player.stepBack();
  clock.frame();
  assert.equal(calls.length, 3);
  assert.equal(calls[2].change, null);
});

test('scrubbing back and forth lands exactly, undoing (never replaying) on the way back', async () => {
  const { clock, trace, player, script, calls } = setup({ blocks: 60, costMs: 0.05, budgetMs: 4 });
  const end = script.length;
  const run = player.runTo('done');
  clock.idle();
  assert.equal(await run, 'reached');
  assert.equal(trace.position, end);
  assert.equal(trace.furthest, end);
  for (const target of [700, 31, 980, 980, 0, 513, end, 1]) {
    const before = { forwards: trace.forwards, backs: trace.backs, position: trace.position };
    const seek = player.seek(target);
    clock.idle();
    assert.equal(await seek, 'reached');
    assert.equal(trace.position, target);
    assert.deepEqual(trace.snapshot(), stateAt(script, target), `state at ${target}`);
    const moved = target - before.position;
    assert.equal(trace.forwards - before.forwards, Math.max(0, moved), 'forward only as far as needed');
    assert.equal(trace.backs - before.backs, Math.max(0, -moved), 'back by exact undo only');
    assert.equal(calls.at(-1).change, null, 'a seek redraws');
    assert.equal(calls.at(-1).state.position, target);
    assert.equal(calls.at(-1).state.busy, false);
  }
  // Past the end: to the end; below 0: to 0.
  const past = player.seek(end + 50);
  clock.idle();
  assert.equal(await past, 'finished');
  assert.equal(trace.position, end);
  player.seek(-4);
  clock.idle();
  assert.equal(trace.position, 0);
});

test('a seek beyond the steps seen runs the search on (a step restored from a link)', async () => {
  const { clock, trace, player, script } = setup({ blocks: 20, costMs: 0.1 });
  assert.equal(trace.furthest, 0);
  const seek = player.seek(123);
  clock.frame();
  assert.ok(trace.position < 123, 'in slices');
  clock.idle();
  assert.equal(await seek, 'reached');
  assert.equal(trace.position, 123);
  assert.equal(trace.furthest, 123);
  assert.deepEqual(trace.snapshot(), stateAt(script, 123));
});

test('a seek is sliced by the frame budget, and a new seek takes over the old one', async () => {
  const { clock, trace, player } = setup({ blocks: 60, costMs: 0.1, budgetMs: 8 });
  player.runTo('done');
  clock.idle();
  player.seek(0);
  const positions = [];
  while (clock.queue.size) {
    clock.frame();
    positions.push(trace.position);
  }
  const steps = positions.map((p, i) => (i === 0 ? trace.furthest - p : positions[i - 1] - p));
  // 8 ms at 0.1 ms per event is 80 events; the clock is looked at every few events.
  assert.ok(Math.max(...steps) <= 80 + 8, `at most ~80 events a frame, got ${Math.max(...steps)}`);
  assert.ok(steps.length > 5);
  const first = player.seek(500);
  clock.frame();
  assert.ok(trace.position > 0 && trace.position < 500);
  const second = player.seek(10);
  assert.equal(await first, 'interrupted');
  clock.idle();
  assert.equal(await second, 'reached');
  assert.equal(trace.position, 10);
});

test('a run to the next solution spreads over frames within the budget, one report a frame', async () => {
  const { clock, trace, player, script, calls } = setup({ blocks: 30, costMs: 0.2, budgetMs: 8 });
  const firstSolution = script.findIndex((e) => e.kind === 'solution') + 1;
  const run = player.runTo('solution');
  const start = calls.length;
  let frames = 0;
  const perFrame = [];
  let last = 0;
  while (clock.queue.size) {
    const before = clock.time;
    const calls0 = calls.length;
    clock.frame();
    frames += 1;
    assert.ok(calls.length - calls0 <= 1, 'at most one report per frame');
    perFrame.push(trace.position - last);
    last = trace.position;
    // The frame's work stays near its budget (one clock look per few events).
    assert.ok(clock.time - before - 16 <= 8 + 8 * 0.2 + 1e-9, `frame took ${clock.time - before - 16} ms`);
  }
  assert.equal(await run, 'reached');
  assert.equal(trace.position, firstSolution);
  assert.equal(trace.lastEvent().kind, 'solution');
  assert.ok(frames >= Math.ceil(firstSolution / 48), `${frames} frames for ${firstSolution} events`);
  // Each frame's report lists the events done in that frame, shown at once.
  const reports = calls.slice(start).filter((c) => c.change);
  const listed = reports.flatMap((c) => c.change.events);
  assert.equal(listed.length, firstSolution);
  assert.deepEqual(listed.map((e) => e.id), script.slice(0, firstSolution).map((e) => e.id));
  assert.ok(reports.every((c) => c.progress === 1 && c.change.direction === +1));
  assert.equal(calls.at(-1).state.busy, false);

  // On to a backtrack, then back to the solution, then back to the start (no solution before).
  const toBacktrack = player.runTo('backtrack');
  clock.idle();
  assert.equal(await toBacktrack, 'reached');
  assert.equal(trace.lastEvent().kind, 'backtrack');
  const back = player.backTo('solution');
  clock.idle();
  assert.equal(await back, 'reached');
  assert.equal(trace.position, firstSolution);
  const back2 = player.backTo('solution');
  clock.idle();
  assert.equal(await back2, 'start');
  assert.equal(trace.position, 0);
});

test('a run reports events as null when a frame does more than maxEvents', async () => {
  const { clock, player, calls } = setup({ blocks: 30, maxEvents: 10 });
  const run = player.runTo('solution');
  clock.frame();
  assert.equal(await run, 'reached');
  assert.equal(calls.at(-1).change, null);
  assert.equal(calls.at(-1).progress, 1);
});

test('pause interrupts a run, and no events happen after it', async () => {
  const { clock, trace, player } = setup({ blocks: 200, costMs: 0.1, budgetMs: 2 });
  const run = player.runTo('done');
  clock.frame();
  clock.frame();
  assert.equal(player.busy, true);
  const at = trace.position;
  assert.ok(at > 0 && at < trace.script.length);
  player.pause();
  assert.equal(await run, 'interrupted');
  assert.equal(player.busy, false);
  clock.idle();
  assert.equal(trace.position, at);
  // Any new command interrupts too: a step.
  const run2 = player.runTo('done');
  clock.frame();
  const p = trace.position;
  player.stepForward();
  assert.equal(await run2, 'interrupted');
  clock.idle();
  assert.equal(trace.position, p + 1);
});

test('playing stops at a solution by default, at the kinds in breakpoints, and at the end', () => {
  const { clock, trace, player, script, calls } = setup({ blocks: 12, speed: Infinity });
  const solutions = script.flatMap((e, i) => (e.kind === 'solution' ? [i + 1] : []));
  player.play();
  assert.equal(player.playing, true);
  clock.idle();
  assert.equal(player.playing, false);
  assert.equal(trace.position, solutions[0]);
  assert.equal(calls.at(-1).state.playing, false);
  player.play();
  clock.idle();
  assert.equal(trace.position, solutions[1]);

  player.breakpoints.clear();
  player.breakpoints.add('backtrack');
  player.play();
  clock.idle();
  assert.equal(trace.lastEvent().kind, 'backtrack');
  assert.equal(trace.position, script.findIndex((e, i) => i >= solutions[1] && e.kind === 'backtrack') + 1);

  player.breakpoints.clear();
  player.play();
  clock.idle();
  assert.equal(trace.finished, true);
  assert.equal(player.playing, false);
  player.play();
  assert.equal(player.playing, false, 'nothing to play at the end');
});

test('playing by whole covers still stops right after a breakpoint inside one', () => {
  const { clock, trace, player, script } = setup({
    blocks: 4, speed: Infinity, depth: 'cover', breakpoints: ['hide'],
  });
  player.stepForward(); // choose
  player.play();
  clock.idle();
  // The first cover is [cover, hide, hide]: play stops after its first hide.
  assert.equal(trace.position, 3);
  assert.equal(trace.lastEvent().kind, 'hide');
  assert.deepEqual(trace.snapshot(), stateAt(script, 3));
});

test('the speed decides how many events a frame does; a single event animates as it runs', () => {
  const { clock, trace, player, calls } = setup({ blocks: 200, speed: 10, breakpoints: [] });
  player.play();
  for (let i = 0; i < 62; i += 1) clock.frame(16); // 992 ms
  // Due at 0, 100, ..., 900 ms after play: ten events.
  assert.equal(trace.position, 10);
  // Each event animates over min(600, 100) ms: progress grows within an event's frames.
  const firstEvent = calls.filter((c) => c.change && c.change.events[0].id === 0);
  assert.ok(firstEvent.length >= 6, `${firstEvent.length} reports of the first event`);
  const progress = firstEvent.map((c) => c.progress);
  // It runs out just as the next event is due: the motion never stops while playing.
  assert.ok(progress[0] < 0.5 && progress.at(-1) > 0.9, progress.join(' '));
  assert.deepEqual([...progress].sort((a, b) => a - b), progress);

  player.setSpeed(240); // 4 events every 16 ms frame (3.84 due on average)
  const p0 = trace.position;
  const c0 = calls.length;
  for (let i = 0; i < 60; i += 1) clock.frame(16); // 960 ms
  assert.ok(Math.abs(trace.position - p0 - 240 * 0.96) <= 4, `${trace.position - p0} events at 240/s`);
  const fast = calls.slice(c0);
  assert.ok(fast.every((c) => c.progress === 1), 'several events in a frame: progress 1');
  assert.ok(fast.some((c) => c.change.events.length >= 3));
  player.pause();

  // Slow: one event per second animates for MAX_STEP_MS.
  player.setSpeed(1);
  player.play();
  clock.frame(16);
  const one = calls.at(-1);
  assert.equal(one.change.events.length, 1);
  assert.ok(Math.abs(one.progress - 16 / MAX_STEP_MS) < 1e-9);
  const p1 = trace.position;
  for (let i = 0; i < 40; i += 1) clock.frame(16); // 640 ms more
  assert.equal(trace.position, p1, 'the next event is due a second later');
  assert.equal(calls.at(-1).progress, 1);
  for (let i = 0; i < 22; i += 1) clock.frame(16);
  assert.equal(trace.position, p1 + 1);
  player.pause();
});

test('as fast as possible: each frame does its budget of events, shown at once', () => {
  const { clock, trace, player, calls } = setup({
    blocks: 100, speed: Infinity, costMs: 0.01, budgetMs: 1, breakpoints: [],
  });
  player.play();
  clock.frame();
  const first = trace.position;
  // 1 ms at 0.01 ms an event: 100 events, and the clock is looked at every few.
  assert.ok(first >= 100 && first <= 108, `${first} events in 1 ms at 0.01 ms each`);
  clock.frame();
  assert.ok(trace.position - first >= 100 && trace.position - first <= 108);
  assert.equal(calls.at(-1).progress, 1);
  player.pause();
});

test('reduced motion: every report has progress 1', () => {
  const { clock, player, calls } = setup({ speed: 1, reducedMotion: true });
  player.stepForward();
  clock.frame(10);
  player.play();
  for (let i = 0; i < 200; i += 1) clock.frame(16);
  player.pause();
  clock.idle();
  assert.ok(calls.length > 3);
  assert.ok(calls.every((c) => c.progress === 1));
  // It can be turned on for a player made without it, even for a step already made.
  const other = setup({ speed: 1 });
  other.player.stepForward();
  other.player.setReducedMotion(true);
  other.clock.frame(10);
  assert.equal(other.calls.at(-1).progress, 1);
  other.player.stepForward();
  other.clock.frame(10);
  assert.equal(other.calls.at(-1).progress, 1);
});

test('listeners hear at most once per frame, whatever happens between frames', () => {
  const { clock, player, calls } = setup({ speed: 30 });
  const frames = new Map();
  player.onChange(() => frames.set(clock.frames, (frames.get(clock.frames) ?? 0) + 1));
  for (let i = 0; i < 30; i += 1) {
    player.stepForward();
    player.stepForward('cover');
    player.setSpeed(30 + i);
    player.play();
    clock.frame(16);
    player.pause();
    player.stepBack('option');
    player.seek(3);
    clock.frame(16);
  }
  clock.idle();
  assert.ok([...frames.values()].every((n) => n === 1));
  const byFrame = new Map();
  for (const c of calls) byFrame.set(c.frame, (byFrame.get(c.frame) ?? 0) + 1);
  assert.ok([...byFrame.values()].every((n) => n === 1));
  // Unsubscribing stops the calls.
  const n = calls.length;
  const off = player.onChange(() => assert.fail('unsubscribed'));
  off();
  player.stepForward();
  clock.idle();
  assert.ok(calls.length > n);
});

test('pause, toggle and speed changes are reported without redrawing from scratch', () => {
  const { clock, player, calls } = setup({ speed: 5 });
  player.stepForward();
  clock.idle();
  const shown = calls.at(-1).change;
  player.toggle();
  assert.equal(player.playing, true);
  player.toggle();
  assert.equal(player.playing, false);
  player.setSpeed(50);
  clock.frame();
  const c = calls.at(-1);
  assert.equal(c.change, shown, 'the last change again, drawn the same');
  assert.equal(c.progress, 1);
  assert.equal(c.state.speed, 50);
  assert.equal(c.state.playing, false);
  assert.throws(() => player.setSpeed(0), RangeError);
  assert.throws(() => player.stepForward('level'), RangeError);
});

test('a step while playing pauses; restart goes back to 0; a new trace redraws', async () => {
  const { clock, trace, player, calls, script } = setup({ speed: 20 });
  player.play();
  for (let i = 0; i < 10; i += 1) clock.frame();
  const p = trace.position;
  assert.ok(p > 0);
  player.stepForward();
  assert.equal(player.playing, false);
  assert.equal(trace.position, p + 1);
  const done = player.restart();
  clock.idle();
  assert.equal(await done, 'reached');
  assert.deepEqual(trace.snapshot(), stateAt(script, 0));
  const next = new FakeTrace(makeScript(2), clock);
  player.setTrace(next);
  assert.equal(player.trace, next);
  clock.frame();
  assert.equal(calls.at(-1).change, null);
  assert.equal(calls.at(-1).state.furthest, 0);
  player.stepForward('option');
  assert.equal(next.lastEvent().kind, 'try');
  player.destroy();
  assert.equal(clock.queue.size, 0);
});

test('hold: stepping stops before a held event, inside a stride too, and playing pauses there', () => {
  const { clock, trace, player, script } = setup({ speed: 1000 });
  // Hold before every 'try' until it is let go, as Predict mode holds before a question.
  const letGo = new Set();
  player.hold = () => {
    const next = script[trace.position];
    return next?.kind === 'try' && !letGo.has(trace.position);
  };
  assert.deepEqual(kindsOf(player.stepForward('cover')), ['choose', 'cover', 'hide', 'hide']);
  // The next event is a try: held, nothing done.
  assert.deepEqual(player.stepForward('event'), []);
  assert.deepEqual(player.stepForward('option'), []);
  assert.equal(trace.position, 4);
  letGo.add(4);
  assert.deepEqual(kindsOf(player.stepForward('event')), ['try']);
  // A stride that passes a held event stops just before it, and its state is exact.
  const before = trace.position;
  let done = [];
  for (let i = 0; i < 10 && script[trace.position].kind !== 'try'; i += 1) done = player.stepForward('option');
  assert.equal(script[trace.position].kind, 'try');
  assert.notEqual(trace.position, before);
  assert.deepEqual(trace.snapshot(), stateAt(script, trace.position));
  assert.ok(done.length > 0 && done.every((e) => e.kind !== 'try'));
  // Playing pauses before the held event.
  const at = trace.position;
  letGo.add(at);
  player.play();
  clock.frame(100);
  clock.idle(50);
  assert.equal(player.playing, false);
  assert.equal(script[trace.position].kind, 'try');
  assert.ok(trace.position > at);
  assert.deepEqual(trace.snapshot(), stateAt(script, trace.position));
  // Runs are not held.
  player.hold = () => true;
  player.runTo('solution');
  clock.idle();
  assert.equal(trace.lastEvent().kind, 'solution');
});

// ------------------------------------------------------------------ the real engine

test('the real trace: seek to a position and back to 0 by exact undo', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const clock = new FakeClock();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const player = new Player(trace, { clock, reducedMotion: true });

  // The path at each position, by single steps on a second trace.
  const single = new Trace(Solver.fromExample('queens6'), memory);
  const paths = [JSON.stringify(single.levels)];
  while (single.forward() !== null && single.position < 3000) paths.push(JSON.stringify(single.levels));
  assert.ok(single.position >= 1500);

  const run = player.runTo('solution');
  clock.idle();
  assert.equal(await run, 'reached');
  assert.equal(trace.lastEvent().kind, 'solution');
  assert.equal(trace.levels.length, 6);
  const solutionAt = trace.position;

  for (const target of [1500, 17, solutionAt, 0]) {
    while (trace.furthest < target) player.stepForward('cover');
    const seek = player.seek(target);
    clock.idle();
    assert.equal(await seek, 'reached');
    assert.equal(trace.position, target);
    assert.equal(JSON.stringify(trace.levels), paths[target], `the path at ${target}`);
  }
  assert.equal(trace.position, 0);
  assert.deepEqual(trace.levels, []);
  assert.equal(trace.solutions.length, 0);
  player.stepForward('option');
  assert.equal(trace.lastEvent().kind, 'try');
  player.destroy();
  trace.free();
  single.free();
});

test('playTo plays event by event past breakpoints to the position, at the speed; a step interrupts it', async () => {
  const { clock, trace, player, script } = setup({ blocks: 12, speed: 10, depth: 'cover' });
  const solution = script.findIndex((e) => e.kind === 'solution') + 1;
  const target = solution + 7;
  const reached = player.playTo(target);
  assert.equal(player.playing, true);
  // The first event is due at once, the next 100 ms later: two single events (a step by whole
  // covers would have done choose, cover, hide, hide).
  clock.frame(100);
  assert.equal(trace.position, 2);
  clock.idle(100000);
  assert.equal(await reached, 'reached');
  assert.equal(trace.position, target, 'past the solution (a breakpoint) and exactly to the position');
  assert.equal(player.playing, false);
  assert.deepEqual(trace.snapshot(), stateAt(script, target));

  assert.equal(await player.playTo(target), 'reached', 'already there');
  const later = player.playTo(target + 50);
  clock.frame(100);
  player.stepBack();
  assert.equal(await later, 'interrupted');
  assert.equal(player.playing, false);
  const end = player.playTo(script.length + 10);
  clock.idle(100000);
  assert.equal(await end, 'finished');
  assert.equal(trace.finished, true);
});
