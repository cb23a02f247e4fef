// The rate playing achieves, in events a second, measured on the player's own clock: the
// events done in the last second, read at most a few times a second so the label can be read.
// The speed slider's promise is what playing asks for; this is what the machine delivers.
//
//   const meter = new RateMeter()
//   meter.reset(now)        playing starts: nothing measured yet
//   meter.add(now, count)   a frame did `count` events
//   meter.reading(now)      events a second over the last `windowMs` (over the time played, in
//                           the first window, once it holds `minEvents`: a fast play shows its
//                           rate soon, a slow one after a whole window, not a guess from one
//                           event); null before that; the same number until `everyMs` have passed

export class RateMeter {
  /** Frames of the window: { time, count }, oldest first. */
  #frames = [];
  #since = null;
  #shown = null;
  #shownAt = -Infinity;

  constructor({ windowMs = 1000, everyMs = 250, minEvents = 50 } = {}) {
    this.windowMs = windowMs;
    this.everyMs = everyMs;
    this.minEvents = minEvents;
  }

  reset(now) {
    this.#frames = [];
    this.#since = now;
    this.#shown = null;
    this.#shownAt = -Infinity;
  }

  add(now, count) {
    if (this.#since === null) this.reset(now);
    if (count > 0) this.#frames.push({ time: now, count });
    this.#forget(now);
  }

  /** Events a second over the last window (or the time since reset), or null: too little measured. */
  rate(now) {
    if (this.#since === null) return null;
    const span = Math.min(this.windowMs, now - this.#since);
    if (span < this.everyMs) return null;
    this.#forget(now);
    let events = 0;
    for (const f of this.#frames) events += f.count;
    if (span < this.windowMs && events < this.minEvents) return null;
    return (events * 1000) / span;
  }

  /** The rate as a label shows it: recomputed at most every `everyMs`. */
  reading(now) {
    if (this.#shown === null || now - this.#shownAt >= this.everyMs) {
      this.#shown = this.rate(now);
      if (this.#shown !== null) this.#shownAt = now;
    }
    return this.#shown;
  }

  #forget(now) {
    const frames = this.#frames;
    let drop = 0;
    while (drop < frames.length && frames[drop].time <= now - this.windowMs) drop += 1;
    if (drop > 0) frames.splice(0, drop);
  }
}
