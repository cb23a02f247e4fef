// What both engine workers need on their side of the message channel: worker.js (the page's
// solver) and count-worker.js (one of the pool's counters).

// Yielding through a MessageChannel: unlike setTimeout it is not clamped to 4 ms.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** Resolves after the event loop has had a turn, so that waiting messages are seen. */
export function yieldToEvents() {
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
