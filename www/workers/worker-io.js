// What both engine workers need on their side of the message channel: worker.js (the page's
// solver) and count-worker.js (one of the pool's counters).

// Yielding through a MessageChannel: unlike setTimeout it is not clamped to 4 ms. The channel
// is made at the first yield, not on import: an open port keeps node running, and a module
// that only imports this one (search-slices.js, in its tests with a fake yield) needs none.
let channel = null;
const waiting = [];

/** Resolves after the event loop has had a turn, so that waiting messages are seen. */
export function yieldToEvents() {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** Posts `message` to the worker's owner; a batch of solutions moves instead of being copied. */
export function post(message) {
  const buffer = message.batch?.flat?.buffer;
  if (buffer) self.postMessage(message, [buffer]);
  else self.postMessage(message);
}

/** Collects the options of the solutions found, to be sent in batches with the messages. */
export class SolutionBatch {
  constructor() {
    this.flat = [];
    this.lengths = [];
  }

  /** One solution, as the option numbers it chose. */
  add(options) {
    for (const o of options) this.flat.push(o);
    this.lengths.push(options.length);
  }

  /** The solutions since the last take, as a message's `batch` (its buffer moves with `post`). */
  take() {
    const batch = { flat: Uint32Array.from(this.flat), lengths: this.lengths };
    this.flat = [];
    this.lengths = [];
    return batch;
  }
}

/**
 * A trap the tests of crash recovery ask for, to happen in the running search: armed, it is
 * sprung by the search before the engine's next slice.
 */
export class ArmedTrap {
  /** `trap()` makes the engine trap (engine.js's debugTrap). */
  constructor(trap) {
    this.trap = trap;
    this.armed = false;
  }

  arm() {
    this.armed = true;
  }

  disarm() {
    this.armed = false;
  }

  /** Before each slice: traps if armed. */
  spring() {
    if (!this.armed) return;
    this.armed = false;
    this.trap();
  }
}
