// How often the engine may crash before a page stops recovering: the solver page replaces its
// worker, and the visualizer rebuilds its search, after each crash but the third within a
// minute (a bug that comes back at once would only crash again).

export const CRASH_WINDOW_MS = 60_000;
export const MAX_CRASHES = 3;

export class CrashWindow {
  /** `now()` is the clock (tests fake it). */
  constructor(now = () => performance.now()) {
    this.now = now;
    /** When the recent crashes happened (within CRASH_WINDOW_MS). */
    this.times = [];
  }

  /** Counts a crash now, and says whether it is one too many to recover from. */
  tooMany() {
    const now = this.now();
    this.times = this.times.filter((t) => now - t < CRASH_WINDOW_MS);
    this.times.push(now);
    return this.times.length >= MAX_CRASHES;
  }

  /** How many crashes the window holds. */
  get count() {
    return this.times.length;
  }
}
