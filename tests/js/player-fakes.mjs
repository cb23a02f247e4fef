// The fakes the player's tests share: a clock whose time moves only when told, and a trace
// that is a script of events with exact undo (www/watch/player/player.js takes either in place of
// the browser's and the engine's).
import { Player } from '../../www/watch/player/player.js';

// ------------------------------------------------------------------ fakes

/** A clock whose time moves only when told; frames run when flushed. */
export class FakeClock {
  constructor() {
    this.time = 1000;
    this.queue = new Map();
    this.nextId = 1;
    this.frames = 0;
  }
  now() {
    return this.time;
  }
  request(callback) {
    const id = this.nextId++;
    this.queue.set(id, callback);
    return id;
  }
  cancel(id) {
    this.queue.delete(id);
  }
  /** Moves time on by `ms` and runs the frame callbacks queued before it. */
  frame(ms = 16) {
    this.time += ms;
    const callbacks = [...this.queue.values()];
    this.queue.clear();
    this.frames += 1;
    for (const callback of callbacks) callback(this.time);
    return callbacks.length;
  }
  /** Frames until nothing asks for another one (or `max` frames). */
  idle(max = 10000) {
    let n = 0;
    while (this.queue.size > 0 && n < max) {
      this.frame();
      n += 1;
    }
    return n;
  }
}

/**
 * A search that is a script of event kinds. One block of the script, repeated, looks like a
 * level of Algorithm X: choose, a cover, a try, a cover, sometimes a solution, a backtrack and
 * the uncovers; the script ends with 'done'. Its state changes with every event and is put back
 * exactly by the undo (a hash chain), so a wrong number of undos shows.
 */
export function makeScript(blocks) {
  const kinds = [];
  for (let b = 0; b < blocks; b += 1) {
    kinds.push('choose', 'cover', 'hide', 'hide', 'try', 'cover', 'hide', 'cover', 'hide', 'hide');
    if (b % 5 === 4) kinds.push('solution');
    kinds.push('backtrack', 'unhide', 'unhide', 'uncover', 'unhide', 'uncover');
    kinds.push('unhide', 'unhide', 'uncover');
  }
  kinds.push('done');
  return kinds.map((kind, i) => ({ kind, id: i }));
}

/** Whether the event at `i` ends a whole cover or uncover (the engine's job_pending is false). */
export function endsCover(script, i) {
  const e = script[i];
  const next = script[i + 1];
  if (e.kind === 'cover' || e.kind === 'hide') return !next || next.kind !== 'hide';
  return e.kind === 'uncover';
}

export class FakeTrace {
  constructor(script, clock = null, costMs = 0) {
    this.script = script;
    this.clock = clock;
    this.costMs = costMs;
    this.position = 0;
    this.furthest = 0;
    this.finished = false;
    this.hash = 0;
    this.forwards = 0;
    this.backs = 0;
  }
  #cost() {
    if (this.clock) this.clock.time += this.costMs;
  }
  lastEvent() {
    return this.position === 0 ? null : { ...this.script[this.position - 1] };
  }
  forward() {
    if (this.position >= this.script.length) return null;
    this.#cost();
    this.forwards += 1;
    const e = this.script[this.position];
    this.hash = (Math.imul(this.hash, 31) + e.id + 7) | 0;
    this.undo ??= [];
    this.undo.push(this.hash);
    this.position += 1;
    this.furthest = Math.max(this.furthest, this.position);
    if (e.kind === 'done') this.finished = true;
    return { ...e };
  }
  back() {
    if (this.position === 0) return null;
    this.#cost();
    this.backs += 1;
    this.position -= 1;
    const e = this.script[this.position];
    this.undo.pop();
    this.hash = this.undo.length ? this.undo[this.undo.length - 1] : 0;
    if (e.kind === 'done') this.finished = false;
    return { ...e };
  }
  forwardCover() {
    const events = [];
    let e;
    while ((e = this.forward()) !== null) {
      events.push(e);
      const i = this.position - 1;
      if (endsCover(this.script, i) || e.kind === 'solution' || e.kind === 'done') break;
    }
    return events;
  }
  backCover() {
    const events = [];
    let e;
    while ((e = this.back()) !== null) {
      events.push(e);
      if (this.position === 0 || endsCover(this.script, this.position - 1)) break;
    }
    return events;
  }
  // As the engine's step_option and back_option: forward through a 'try', a solution or the
  // end; back until the last event left is a 'try' (or the start), at least one event.
  forwardOption() {
    const events = [];
    let e;
    while ((e = this.forward()) !== null) {
      events.push(e);
      if (e.kind === 'try' || e.kind === 'solution') break;
    }
    return events;
  }
  backOption() {
    const events = [];
    let e;
    while ((e = this.back()) !== null) {
      events.push(e);
      if (this.position === 0 || this.script[this.position - 1].kind === 'try') break;
    }
    return events;
  }
  snapshot() {
    return { position: this.position, hash: this.hash, finished: this.finished };
  }
}

/**
 * A FakeTrace that also does runs of events, as the real trace's forwardMany and backMany do
 * (stops by kind, and forward by a choice's level), each event costing the clock what a single
 * step does. `runs` counts the calls.
 */
export class FakeRunTrace extends FakeTrace {
  runs = 0;
  forwardMany(limit, { kinds = [], level = null } = {}) {
    this.runs += 1;
    const stop = new Set(kinds);
    let count = 0;
    while (count < limit) {
      const e = this.forward();
      if (e === null) return { count, end: 'end' };
      count += 1;
      if (stop.has(e.kind) || (level !== null && e.kind === 'choose' && e.level === level)) return { count, end: 'stop' };
      if (e.kind === 'done') return { count, end: 'end' };
    }
    return { count, end: 'length' };
  }
  backMany(limit, { kinds = [] } = {}) {
    this.runs += 1;
    const stop = new Set(kinds);
    let count = 0;
    while (count < limit) {
      if (this.back() === null) return { count, end: 'end' };
      count += 1;
      if (this.position === 0) return { count, end: 'end' };
      if (stop.has(this.script[this.position - 1].kind)) return { count, end: 'stop' };
    }
    return { count, end: 'length' };
  }
}

/** The fake's state after `n` single steps from the start. */
export function stateAt(script, n) {
  const t = new FakeTrace(script);
  for (let i = 0; i < n; i += 1) t.forward();
  return t.snapshot();
}

export function setup({ blocks = 40, costMs = 0, runs = false, ...options } = {}) {
  const clock = new FakeClock();
  const script = makeScript(blocks);
  const trace = new (runs ? FakeRunTrace : FakeTrace)(script, clock, costMs);
  // A fake frame comes 16 ms after the work of the one before, so always "late": the work of
  // a frame stays `budgetMs` unless a test asks for the fitting (player-runs.test.mjs).
  const player = new Player(trace, { clock, reducedMotion: false, fitFrames: false, ...options });
  const calls = [];
  player.onChange((message) => calls.push({ ...message, frame: clock.frames }));
  clock.frame(); // the first report: draw everything
  return { clock, script, trace, player, calls };
}

export const kindsOf = (events) => events.map((e) => e.kind);
