// One search at a time, the same way for both controllers of the solver page (the Sudoku's and
// the other problems'): the search starts, the buttons say busy, a line says what it does only
// once it takes long enough to be seen, its progress goes to the progress line, Cancel (or a
// change of the problem) stops it, and its answer comes back sorted by what it means. What a
// verdict says, and how an error is marked, is each controller's.
//
//   run ─► busy ─► (after SLOW_MS) busy line ─► progress lines ─► answer ─► not busy ─► one of
//          stale      the problem changed meanwhile: the answer is old news, nothing is said
//          crashed    the engine trapped: the page's crash message stays up
//          error      the engine's message about the problem
//          cancelled  stopped by Cancel: what was found so far
//          done       the verdict

import { formatCount, formatTime } from '../../shared/numbers.js';

/** A search quicker than this says nothing until its answer: no flash of a busy line. */
export const SLOW_MS = 150;

export class SearchJob {
  /**
   * `client` is the SolverClient; `status` the page's status lines ({ say(headline, detail,
   * kind), progress(text) }); `onBusy(busy)` tells the controller that a search starts or ends;
   * `onStop()` that its problem changed (whether a search runs or not).
   */
  constructor({ client, status, onBusy, onStop }) {
    this.client = client;
    this.status = status;
    this.onBusy = onBusy;
    this.onStop = onStop;
    /** The running search: `{ mode, stale, slow }`, or null. */
    this.job = null;
  }

  get busy() {
    return this.job !== null;
  }

  /** Whether `job` is the search running now, and its answer still wanted. */
  live(job) {
    return this.job === job && !job.stale;
  }

  /**
   * Runs one search, unless one runs already. `start({ job, onProgress })` starts it on the
   * client and returns its promise; `busyLine(job)` says what it does once it is slow;
   * `progress(p, job)` puts a progress message in words. The answer goes to the handler of its
   * outcome: `stale()`, `crashed(answer)`, `error(answer)`, `cancelled(answer)`,
   * `done(answer)` (each optional).
   */
  async run(mode, { start, busyLine, progress, ...handlers }) {
    if (this.job) return;
    const job = { mode, stale: false, slow: false };
    this.job = job;
    this.onBusy?.(true);
    const slow = setTimeout(() => {
      if (this.job !== job) return;
      job.slow = true;
      busyLine?.(job);
    }, SLOW_MS);
    // Only the running search's progress is shown: one whose problem changed says nothing more.
    const onProgress = (p) => {
      if (this.live(job)) this.status.progress(progress(p, job));
    };
    let answer;
    try {
      answer = await start({ job, onProgress });
    } finally {
      clearTimeout(slow);
      this.job = null;
      this.onBusy?.(false);
      this.status.progress('');
    }
    if (job.stale) handlers.stale?.();
    else if (answer.type === 'crashed') handlers.crashed?.(answer);
    else if (answer.type === 'error') handlers.error?.(answer);
    else if (answer.type === 'cancelled') handlers.cancelled?.(answer);
    else handlers.done?.(answer);
  }

  /** Stops a search whose problem changed: its answer would be stale. */
  stop() {
    this.onStop?.();
    if (!this.job) return;
    this.job.stale = true;
    // Its progress line is about the problem that was: it goes now, not when the answer comes.
    this.status.progress('');
    this.client.cancel();
  }

  /** Cancel (the button, or Esc): the answer comes back as 'cancelled'. */
  async cancel() {
    if (!this.job) return;
    this.status.say('Cancelling…', '', 'busy');
    await this.client.cancel();
  }

  /** Says that the search was cancelled: `found` is what it had found ("3 solutions so far, "). */
  sayCancelled(answer, found, more = '') {
    this.status.say(
      'Cancelled',
      `Stopped after ${formatTime(answer.elapsed)}: ${found}${formatCount(answer.nodes)} nodes visited.${more}`,
      'cancelled'
    );
  }
}

/** The progress of a long search: "Counting: 12 solutions so far, 1,234 nodes visited (2.50 s)". */
export function progressLine(doing, found, { nodes, elapsed, workers }) {
  return `${doing}: ${found} so far, ${formatCount(nodes)} nodes visited (${formatTime(elapsed)})${workersNote({ workers })}`;
}

/** " on 2 workers" after the progress line of a search in a pool of workers. */
export function workersNote({ workers }) {
  return workers > 1 ? ` on ${workers} workers` : '';
}

/** " 2 workers shared the search." after the result line of a search in a pool. */
export function sharedNote({ workers }) {
  return workers > 1 ? ` ${workers} workers shared the search.` : '';
}
