// Walking a trace the way a player jumps: many events per move, for tests that check what is
// said or shown of each event from inside a bigger change.

/**
 * Walks `trace` to its end (`direction` 1) or back to its start (-1) in moves of `size` events,
 * calling `check(events, start)` after each move: the events done (or undone, in that order)
 * and the position before the move.
 */
export function walkInChunks(trace, size, direction, check) {
  for (;;) {
    const start = trace.position;
    const events = [];
    for (let i = 0; i < size; i += 1) {
      const e = direction > 0 ? trace.forward() : trace.back();
      if (e === null) break;
      events.push(e);
    }
    if (events.length === 0) return;
    check(events, start);
  }
}
