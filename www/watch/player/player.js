// The visualizer's player: it owns the cursor and the clock, and draws nothing. It moves a Trace
// (www/watch/player/trace.js) forward and back, and tells its listeners, at most once per animation
// frame, what changed and how far the animation of that change has run. Renderers read the
// trace and draw; controls call the player and show its state.
//
//   const player = new Player(trace, { clock, reducedMotion, speed, depth, budgetMs, maxEvents })
//   const unsubscribe = player.onChange(({ change, progress, state }) => ...)
//       change    null (draw everything from the trace: first call, seek, restart, setTrace, or
//                 too many events to list) or { events, direction: +1 | -1 }, as the renderer
//                 interface takes it; the trace is already in the state after `events`
//       progress  0..1, how far the animation of `change` has run (always 1 with reduced motion,
//                 when a frame did more than one step, and for runs and seeks)
//       state     { playing, busy, task, target, position, furthest, finished, speed, depth, rate }
//                 (rate: the events a second playing achieves, measured over the last second
//                 of the player's clock; null when not playing or not measured yet)
//     A call may repeat the last change with progress 1 when only the state changed (pause,
//     speed): drawing (change, progress) twice must give the same picture.
//
//   player.play(), player.pause(), player.toggle()        playing goes forward one step of
//       `depth` at a time, `speed` steps per second, and pauses after an event that hits
//       `player.breakpoints` (www/watch/player/breakpoints.js: a Set of event kinds, { 'solution' } at
//       first, with a `level` and a `step`; edit it freely) or at the end
//   player.hold = () => boolean     asked before each event when playing or stepping forward:
//       true stops there (playing pauses; a step does nothing or stops inside its stride)
//   player.setSpeed(perSecond)      above 0; Infinity: as many events as a frame's budget allows
//   player.setDepth(depth)          what one step is when playing: 'event' | 'cover' | 'option'
//   player.stepForward(depth = 'event'), player.stepBack(depth = 'event') -> the events
//       done or undone (done at once; a step is short). 'event': one link or search event;
//       'cover': one whole cover or uncover (trace.forwardCover/backCover, the engine's
//       step_cover/back_cover); 'option': forward until an option is tried (a 'try'), a
//       solution, or the end; back until the last event left is a 'try' (or the start),
//       undoing at least one event (trace.forwardOption/backOption, the engine's
//       step_option/back_option).
//   player.runTo(kind) -> Promise<'reached' | 'finished' | 'interrupted'>   forward until an
//       event of `kind` ('solution', 'backtrack', 'try', ...) is done, in budgeted slices
//   player.backTo(kind) -> Promise<'reached' | 'start' | 'interrupted'>   back until the last
//       event left is of `kind` (undoing at least one), in budgeted slices
//   player.playTo(position) -> Promise<'reached' | 'finished' | 'interrupted'>   plays (one
//       event a step, at `speed`, passing breakpoints) until `position`, as a lesson's range
//   player.seek(position) -> Promise<'reached' | 'finished' | 'interrupted'>   to `position`
//       (from 0; beyond `furthest` the search goes on, e.g. to restore a step from a link, and
//       stops at the end), in budgeted slices, with the engine's exact undo when going back
//       (never a replay from zero)
//   player.restart() -> Promise   pauses and seeks to 0
//   player.setTrace(trace)        a new problem: stops everything, redraws
//   player.setReducedMotion(on), player.destroy()
//   getters: trace, playing, busy, position, furthest, finished, speed, depth, reducedMotion
//   player.failedDuring             after an error thrown from a frame: what it interrupted
//       ('run' | 'back' | 'seek' | 'play'), else null
//
// Every command interrupts what was running (a run, a seek, playing): a run's or a seek's
// promise then resolves 'interrupted'. Long work is done in slices of about `budgetMs` per
// frame, so the page never freezes and pause() is heard at the next frame; frames are skipped,
// events never are.

import { Breakpoints } from './breakpoints.js';
import { RateMeter } from './rate.js';

export const DEPTHS = Object.freeze(['event', 'cover', 'option']);

/** The longest animation of a single step, in ms (slower speeds only wait longer between). */
export const MAX_STEP_MS = 600;

/** Playing never owes more than this much time: after a stall (a hidden tab) it resumes. */
const MAX_LAG_MS = 100;

/** How many events a slice does between two looks at the clock (now() costs ~50 ns). */
const CLOCK_EVERY = 8;

/**
 * Playing with at least this many events due in a frame goes by runs (the trace's
 * forwardMany: one call into the engine for many events, search events alone decoded), and
 * the report says "draw everything" instead of listing them.
 */
export const RUN_MIN = 64;

/**
 * A frame at 60 a second. The work of a frame leaves room for the drawing and for what the
 * browser does after it (style, layout, painting), which no clock in the page sees: when
 * frames come late (a frame missed), the work shrinks by a fifth; when they come on time it
 * grows back by a little, up to `budgetMs`, never below LEAST_BUDGET_MS.
 */
const FRAME_MS = 1000 / 60;
const FRAME_SLACK_MS = 2;
const LEAST_BUDGET_MS = 2;
const LATE_FRAME_MS = 1.25 * FRAME_MS;

/**
 * A run's length between two looks at the clock: about RUN_MS of work at the rate the runs
 * before achieved (RUN_FIRST before any), within RUN_LEAST and RUN_MAX events.
 */
const RUN_FIRST = 64;
const RUN_LEAST = 16;
const RUN_MAX = 1 << 16;
const RUN_MS = 0.5;

/** Whether the user asked the system for less motion (false where there is no window). */
export function prefersReducedMotion() {
  return Boolean(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** The browser's clock; outside a browser (node), a timer stands in for animation frames. */
export function defaultClock() {
  const now = () => performance.now();
  if (typeof globalThis.requestAnimationFrame === 'function') {
    return {
      now,
      request: (callback) => globalThis.requestAnimationFrame(callback),
      cancel: (id) => globalThis.cancelAnimationFrame(id),
    };
  }
  return {
    now,
    request: (callback) => setTimeout(() => callback(now()), 16),
    cancel: (id) => clearTimeout(id),
  };
}

export class Player {
  #trace;
  #clock;
  #listeners = new Set();
  #frame = null;
  /** Inside a frame's work, requests wait: the frame's report asks for the next one itself. */
  #inFrame = false;
  #playing = false;
  #nextDue = 0;
  #speed;
  #depth;
  #reducedMotion;
  /** The long job in progress: { kind: 'run' | 'back' | 'seek', stop, target, resolve }. */
  #task = null;
  /** Since the last report: null, or { events, direction, redraw, start, duration }. */
  #pending = null;
  /** Where playTo stops, and its promise's resolve: { target, resolve }, or null. */
  #until = null;
  /** The change being shown: { change, start, duration }, and whether it reached progress 1. */
  #shown = { change: null, start: 0, duration: 0 };
  #shownDone = false;
  /** The state changed (play, pause, a task ended, speed) and listeners should hear it. */
  #dirty = true;
  /** What playing achieves, for the speed label. */
  #meter = new RateMeter();
  /** Events a millisecond the last run of events achieved (null before the first). */
  #runRate = null;
  /** How long the listeners take to draw a report, smoothed over the last few (ms). */
  #drawMs = 0;
  /** The work a frame may do now (ms; see FRAME_MS), and when the last frame began. */
  #workMs = null;
  #lastFrame = null;

  /**
   * @param trace  a Trace (or anything with its forward/back/forwardCover/backCover/lastEvent,
   *               position, furthest and finished)
   * @param options.clock          { now, request(callback) -> id, cancel(id) }; tests pass a fake
   * @param options.reducedMotion  progress is always 1 (no animation)
   * @param options.speed          steps per second when playing (Infinity: as fast as possible)
   * @param options.depth          what one step is when playing ('event' | 'cover' | 'option')
   * @param options.budgetMs       work per frame for playing fast, runs and seeks (at most)
   * @param options.fitFrames      the work of a frame shrinks when drawing or the browser
   *                               would make frames late (tests with fake clocks turn it off)
   * @param options.maxEvents      a frame that did more events than this reports change null
   * @param options.breakpoints    a Breakpoints (kept, so a page's stops outlive its player) or
   *                               the event kinds that pause playing
   */
  constructor(
    trace,
    {
      clock = defaultClock(),
      reducedMotion = prefersReducedMotion(),
      speed = 2,
      depth = 'event',
      budgetMs = 8,
      maxEvents = 2000,
      breakpoints = ['solution'],
      fitFrames = true,
    } = {}
  ) {
    this.#trace = trace;
    this.#clock = clock;
    this.#reducedMotion = Boolean(reducedMotion);
    this.#speed = checkSpeed(speed);
    this.#depth = checkDepth(depth);
    this.budgetMs = budgetMs;
    /** Whether the work of a frame shrinks to keep 60 frames a second (see FRAME_MS). */
    this.fitFrames = fitFrames;
    this.maxEvents = maxEvents;
    /** Event kinds that pause playing once done. */
    this.breakpoints = breakpoints instanceof Breakpoints ? breakpoints : new Breakpoints(breakpoints);
    /**
     * null, or () => whether to stop before the next event: playing pauses and stepping
     * forward stays there (runs and seeks pass). Predict mode holds where a question waits.
     */
    this.hold = null;
    /** What a frame that threw was doing: 'run' | 'back' | 'seek' | 'play', or null. */
    this.failedDuring = null;
    // The first report draws everything, whoever subscribes before the first frame.
    this.#request();
  }

  get trace() {
    return this.#trace;
  }
  get playing() {
    return this.#playing;
  }
  /** Whether a run or a seek is in progress. */
  get busy() {
    return this.#task !== null;
  }
  get position() {
    return this.#trace.position;
  }
  get furthest() {
    return this.#trace.furthest;
  }
  get finished() {
    return this.#trace.finished;
  }
  get speed() {
    return this.#speed;
  }
  get depth() {
    return this.#depth;
  }
  get reducedMotion() {
    return this.#reducedMotion;
  }

  /** What the controls show. */
  get state() {
    const t = this.#trace;
    return {
      playing: this.#playing,
      busy: this.#task !== null,
      task: this.#task ? this.#task.kind : null,
      target: this.#task?.kind === 'seek' ? this.#task.target : null,
      position: t.position,
      furthest: t.furthest,
      finished: t.finished,
      speed: this.#speed,
      depth: this.#depth,
      rate: this.#playing ? this.#meter.reading(this.#clock.now()) : null,
    };
  }

  /** Calls `listener({ change, progress, state })` at most once a frame; returns an unsubscribe. */
  onChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ------------------------------------------------------------------ playing

  play() {
    if (this.#playing) return;
    this.#interrupt();
    if (this.#trace.finished) return;
    this.#playing = true;
    // The first step is due now: pressing play shows something at the next frame.
    this.#nextDue = this.#clock.now();
    this.#meter.reset(this.#nextDue);
    this.#changed();
  }

  pause() {
    this.#interrupt();
  }

  /** Plays event by event, breakpoints passed, until `position` (at most the end). */
  playTo(position) {
    this.#interrupt();
    const target = Math.max(0, Math.round(Number(position) || 0));
    const t = this.#trace;
    if (t.position >= target || t.finished) return Promise.resolve(t.position === target ? 'reached' : 'finished');
    return new Promise((resolve) => {
      this.play();
      this.#until = { target, resolve };
    });
  }

  toggle() {
    if (this.#playing || this.#task) this.pause();
    else this.play();
  }

  setSpeed(perSecond) {
    const speed = checkSpeed(perSecond);
    if (speed === this.#speed) return;
    // The next step comes one new interval after the last one, and faster play owes nothing
    // for the time already spent waiting at the old speed.
    const last = this.#nextDue - this.#interval();
    this.#speed = speed;
    this.#nextDue = Math.max(last + this.#interval(), this.#clock.now());
    this.#changed();
  }

  setDepth(depth) {
    this.#depth = checkDepth(depth);
    this.#changed();
  }

  setReducedMotion(on) {
    this.#reducedMotion = Boolean(on);
    this.#changed();
  }

  // ------------------------------------------------------------------ steps

  /**
   * One step forward of `depth`; returns the events done (none at the end, or when `hold`
   * keeps the player where it is).
   */
  stepForward(depth = 'event') {
    this.#interrupt();
    const { events } = this.#forward(checkDepth(depth));
    if (events.length === 0) this.#changed();
    this.#note(events, +1, this.#clock.now(), this.#stepMs());
    return events;
  }

  /**
   * One step forward of `depth` that stops before any event `hold` holds at (it is asked in
   * the state before each event but the first). A step of several events is the engine's
   * stride (a whole cover, an option); to stop inside it, it is undone and done again one
   * event at a time, so where a stride ends is still the engine's call.
   */
  #forward(depth) {
    const t = this.#trace;
    if (this.hold?.()) return { events: [], held: true };
    const events = this.#step(depth, +1);
    if (!this.hold || events.length <= 1) return { events, held: false };
    for (let i = 0; i < events.length; i += 1) t.back();
    const done = [];
    for (let i = 0; i < events.length; i += 1) {
      if (i > 0 && this.hold()) return { events: done, held: true };
      done.push(t.forward());
    }
    return { events: done, held: false };
  }

  /** One step back of `depth`; returns the events undone, in the order undone. */
  stepBack(depth = 'event') {
    this.#interrupt();
    const events = this.#step(checkDepth(depth), -1);
    this.#note(events, -1, this.#clock.now(), this.#stepMs());
    return events;
  }

  #step(depth, direction) {
    const t = this.#trace;
    if (depth === 'cover') return direction > 0 ? t.forwardCover() : t.backCover();
    if (depth === 'option') return direction > 0 ? t.forwardOption() : t.backOption();
    if (direction > 0) {
      const event = t.forward();
      return event === null ? [] : [event];
    }
    const event = t.back();
    return event === null ? [] : [event];
  }

  // ------------------------------------------------------------------ long jobs

  /** Forward until an event of `kind` is done (or the end), a slice per frame. */
  runTo(kind) {
    return this.#start({ kind: 'run', stop: kind });
  }

  /** Back until the last event left is of `kind` (or the start), a slice per frame. */
  backTo(kind) {
    return this.#start({ kind: 'back', stop: kind });
  }

  /** To `position` (at least 0; past the end of the search it stops at the end), in slices. */
  seek(position) {
    const target = Math.max(0, Math.round(Number(position) || 0));
    return this.#start({ kind: 'seek', target });
  }

  /** Pauses and goes back to the start (the engine's undo, budgeted). */
  restart() {
    return this.seek(0);
  }

  /** Shows a new problem: stops everything and redraws from the new trace. */
  setTrace(trace) {
    this.#interrupt();
    this.#trace = trace;
    this.#redraw();
    this.#changed();
  }

  /** Stops the clock and forgets the listeners. */
  destroy() {
    this.#interrupt();
    if (this.#frame !== null) this.#clock.cancel(this.#frame);
    this.#frame = null;
    this.#listeners.clear();
  }

  #start(task) {
    this.#interrupt();
    return new Promise((resolve) => {
      this.#task = { ...task, resolve };
      this.#changed();
    });
  }

  /** Stops playing and ends the job in progress (its promise says 'interrupted'). */
  #interrupt() {
    this.#stopUntil('interrupted');
    if (this.#playing) {
      this.#playing = false;
      this.#changed();
    }
    if (this.#task) this.#end('interrupted');
  }

  #stopUntil(reason) {
    const until = this.#until;
    this.#until = null;
    until?.resolve(reason);
  }

  #end(reason) {
    const task = this.#task;
    this.#task = null;
    this.#changed();
    task.resolve(reason);
  }

  // ------------------------------------------------------------------ the frame

  #request() {
    if (this.#frame !== null || this.#inFrame) return;
    this.#frame = this.#clock.request(() => this.#onFrame());
  }

  #changed() {
    this.#dirty = true;
    this.#request();
  }

  #onFrame() {
    this.#frame = null;
    const now = this.#clock.now();
    const deadline = now + this.#budget(now);
    this.#inFrame = true;
    try {
      if (this.#task) this.#work(deadline);
      else if (this.#playing) this.#play(now, deadline);
    } catch (error) {
      // A failing engine must not leave a clock running on a broken state. What was running
      // is kept for whoever reports the error (the page's crash message).
      this.failedDuring = this.#task?.kind ?? (this.#playing ? 'play' : null);
      this.#interrupt();
      throw error;
    } finally {
      this.#inFrame = false;
      this.#report(now);
    }
  }

  /** One slice of the job in progress, until `deadline`. */
  #work(deadline) {
    if (this.#runs()) {
      this.#workRuns(deadline);
      return;
    }
    const task = this.#task;
    const t = this.#trace;
    const clock = this.#clock;
    const events = [];
    let count = 0;
    let direction = task.kind === 'back' ? -1 : +1;
    let reason = null;
    for (let n = 1; ; n += 1) {
      if (task.kind === 'seek') {
        if (t.position === task.target) {
          reason = 'reached';
          break;
        }
        direction = t.position < task.target ? +1 : -1;
      }
      const event = direction > 0 ? t.forward() : t.back();
      if (event === null) {
        reason = direction > 0 ? 'finished' : 'start';
        break;
      }
      count += 1;
      if (events.length <= this.maxEvents) events.push(event);
      if (task.kind === 'run' && event.kind === task.stop) reason = 'reached';
      if (task.kind === 'back') {
        if (t.position === 0) reason = 'start';
        else if (t.lastEvent().kind === task.stop) reason = 'reached';
      }
      if (reason !== null) break;
      if (n % CLOCK_EVERY === 0 && clock.now() >= deadline) break;
    }
    if (task.kind === 'seek') {
      if (count > 0) this.#redraw();
    } else {
      this.#note(events, direction, 0, 0, count);
    }
    if (reason !== null) this.#end(reason);
  }

  /** One slice of the job in progress in runs of events, until `deadline`; shown as a redraw. */
  #workRuns(deadline) {
    const task = this.#task;
    const t = this.#trace;
    let reason = null;
    let count = 0;
    if (task.kind === 'run') {
      const r = this.#runMany((n) => t.forwardMany(n, { kinds: [task.stop] }), Infinity, deadline);
      count = r.count;
      if (r.end === 'stop') reason = 'reached';
      else if (r.end === 'end') reason = 'finished';
    } else if (task.kind === 'back') {
      const r = this.#runMany((n) => t.backMany(n, { kinds: [task.stop] }), Infinity, deadline);
      count = r.count;
      if (r.end === 'end' || t.position === 0) reason = 'start';
      else if (r.end === 'stop') reason = 'reached';
    } else {
      const forward = t.position < task.target;
      const r = forward
        ? this.#runMany((n) => t.forwardMany(n), task.target - t.position, deadline)
        : this.#runMany((n) => t.backMany(n), t.position - task.target, deadline);
      count = r.count;
      if (t.position === task.target) reason = 'reached';
      else if (r.end === 'end') reason = forward ? 'finished' : 'start';
    }
    if (count > 0) this.#redraw();
    if (reason !== null) this.#end(reason);
  }

  /** Steps due at the current speed, within the frame's budget; pauses at a breakpoint. */
  #play(now, deadline) {
    const t = this.#trace;
    const interval = this.#interval();
    this.#nextDue = Math.max(this.#nextDue, now - MAX_LAG_MS);
    const dueNow = this.#nextDue > now ? 0 : interval === 0 ? Infinity : 1 + Math.floor((now - this.#nextDue) / interval);
    if (dueNow >= RUN_MIN && this.#runs() && (this.#until || this.#depth === 'event')) {
      this.#playRuns(now, deadline, dueNow, interval);
      return;
    }
    const events = [];
    let steps = 0;
    let count = 0;
    let due = now;
    let unchecked = 0;
    while (this.#nextDue <= now) {
      if (unchecked >= CLOCK_EVERY) {
        unchecked = 0;
        if (this.#clock.now() >= deadline) {
          // The machine cannot keep up: what is not done by now is forgiven, not owed.
          this.#nextDue = now + Math.min(interval, MAX_LAG_MS);
          break;
        }
      }
      const until = this.#until;
      const from = t.position;
      const forward = this.#forward(until ? 'event' : this.#depth);
      let done = forward.events;
      due = this.#nextDue;
      this.#nextDue += interval;
      steps += 1;
      const stop = until ? -1 : done.findIndex((e, i) => this.breakpoints.hits(e, from + i + 1));
      if (stop >= 0 && stop < done.length - 1) {
        // A step of several events passed a breakpoint: undo back to just after it.
        for (let i = done.length - 1; i > stop; i -= 1) t.back();
        done = done.slice(0, stop + 1);
      }
      for (const e of done) if (events.length <= this.maxEvents) events.push(e);
      count += done.length;
      unchecked += done.length;
      const arrived = until !== null && t.position >= until.target;
      if (done.length === 0 || stop >= 0 || t.finished || arrived || forward.held) {
        this.#playing = false;
        this.#dirty = true;
        this.#stopUntil(arrived ? 'reached' : forward.held ? 'interrupted' : 'finished');
        break;
      }
    }
    this.#meter.add(now, count);
    if (steps === 1) this.#note(events, +1, due, this.#stepMs(), count);
    else this.#note(events, +1, 0, 0, count);
  }

  /** Whether the trace can do runs of events (the real one; tests' fakes may not) and nothing holds. */
  #runs() {
    return typeof this.#trace.forwardMany === 'function' && !this.hold;
  }

  /**
   * Playing fast: the `due` events (fewer at a stop, the end, playTo's target or the deadline)
   * in runs of the trace's forwardMany, the breakpoints passed to the engine.
   */
  #playRuns(now, deadline, due, interval) {
    const t = this.#trace;
    const until = this.#until;
    const b = this.breakpoints;
    let left = due;
    if (until) left = Math.min(left, until.target - t.position);
    const stepStop = !until && b.step !== null && b.step > t.position;
    if (stepStop) left = Math.min(left, b.step - t.position);
    const stops = until ? undefined : { kinds: b, level: b.level };
    const { count, end, late } = this.#runMany((n) => t.forwardMany(n, stops), left, deadline);
    this.#meter.add(now, count);
    if (late) this.#nextDue = now + Math.min(interval, MAX_LAG_MS);
    else this.#nextDue += interval === 0 ? 0 : count * interval;
    const arrived = until !== null && t.position >= until.target;
    const hitStep = stepStop && t.position === b.step;
    if (count === 0 || end !== 'length' || hitStep || arrived || t.finished) {
      this.#playing = false;
      this.#dirty = true;
      this.#stopUntil(arrived ? 'reached' : 'finished');
    }
    this.#note([], +1, 0, 0, count);
  }

  /**
   * Runs of `run(n)` (the trace's forwardMany or backMany) until `left` events are done, a run
   * ends short (a stop, the end) or the clock passes `deadline`; each run is sized to about
   * RUN_MS of work by the rate the one before achieved.
   */
  #runMany(run, left, deadline) {
    let count = 0;
    let end = 'length';
    let late = false;
    while (left > 0) {
      const t0 = this.#clock.now();
      // About RUN_MS of work at the rate the last run achieved, and no more than is left
      // before the deadline at that rate.
      const rate = this.#runRate;
      const size = rate === null ? RUN_FIRST : Math.max(RUN_LEAST, Math.min(RUN_MAX, Math.round(rate * Math.min(RUN_MS, deadline - t0))));
      const r = run(Math.min(size, left));
      count += r.count;
      left -= r.count;
      end = r.end;
      if (end !== 'length') break;
      const t1 = this.#clock.now();
      // A clock coarser than a run (browsers round it to 0.1 ms or so) gives no rate: the next
      // run is twice as long.
      this.#runRate = t1 > t0 ? r.count / (t1 - t0) : Math.min(RUN_MAX, 2 * Math.max(r.count, RUN_LEAST)) / RUN_MS;
      if (t1 >= deadline) {
        late = left > 0;
        break;
      }
    }
    return { count, end, late };
  }

  /** The next report says "draw everything" (change null), whatever else happened. */
  #redraw() {
    this.#pending = { events: [], direction: 0, redraw: true, start: 0, duration: 0 };
    this.#request();
  }

  /** Records events done (+1) or undone (-1) for the next report; `count` when not all listed. */
  #note(events, direction, start, duration, count = events.length) {
    if (count === 0) return;
    const p = this.#pending;
    if (p === null) {
      this.#pending = {
        events: events.slice(),
        direction,
        redraw: count > this.maxEvents || count > events.length,
        start,
        duration,
      };
    } else {
      // More than one change in a frame: shown at once, no animation.
      p.redraw ||= p.direction !== direction || p.events.length + count > this.maxEvents || count > events.length;
      if (!p.redraw) p.events.push(...events);
      p.duration = 0;
    }
    this.#request();
  }

  #report(now) {
    const p = this.#pending;
    if (p !== null) {
      this.#pending = null;
      this.#shown = {
        change: p.redraw ? null : { events: p.events, direction: p.direction },
        start: p.start,
        duration: this.#reducedMotion ? 0 : p.duration,
      };
      this.#shownDone = false;
    } else if (this.#shownDone && !this.#dirty) {
      if (this.#playing || this.#task) this.#request();
      return;
    }
    const { change, start, duration } = this.#shown;
    const progress = duration > 0 ? Math.min(1, Math.max(0, (now - start) / duration)) : 1;
    this.#shownDone = progress >= 1;
    this.#dirty = false;
    // Ask for the next frame first, so a throwing listener cannot stop the clock.
    if (this.#playing || this.#task || !this.#shownDone) this.#request();
    const message = { change, progress, state: this.state };
    const t0 = this.#clock.now();
    try {
      for (const listener of [...this.#listeners]) listener(message);
    } finally {
      this.#drawMs = 0.7 * this.#drawMs + 0.3 * (this.#clock.now() - t0);
    }
  }

  /**
   * The work a frame may do: `budgetMs`, less when drawing takes so long that the frame would
   * miss 60 a second (the drawing, then the browser's own share, come first).
   */
  #budget(now) {
    if (!this.fitFrames) return this.budgetMs;
    const busy = this.#playing || this.#task !== null;
    const period = busy && this.#lastFrame !== null ? now - this.#lastFrame : null;
    this.#lastFrame = busy ? now : null;
    let work = this.#workMs ?? this.budgetMs;
    if (period !== null) work = period > LATE_FRAME_MS ? 0.8 * work : work + 0.1;
    work = Math.min(work, FRAME_MS - FRAME_SLACK_MS - this.#drawMs);
    this.#workMs = Math.min(this.budgetMs, Math.max(LEAST_BUDGET_MS, work));
    return this.#workMs;
  }

  #interval() {
    return this.#speed === Infinity ? 0 : 1000 / this.#speed;
  }

  /** How long one step's animation runs: follows the speed, never longer than MAX_STEP_MS. */
  #stepMs() {
    return this.#reducedMotion ? 0 : Math.min(MAX_STEP_MS, this.#interval());
  }
}

function checkDepth(depth) {
  if (DEPTHS.includes(depth)) return depth;
  throw new RangeError(`unknown step depth "${depth}" (event, cover or option)`);
}

function checkSpeed(speed) {
  const s = Number(speed);
  if (!(s > 0)) throw new RangeError(`speed must be above 0 steps per second, not ${speed}`);
  return s;
}
