// The latency probes of the browser benchmarks (bench-web.mjs's `latency` section and
// bench-viz.mjs's long runs): how quickly the pages answer while long work goes on, each figure
// measured inside the page (performance.now(), MutationObserver, requestAnimationFrame), so no
// round trip between node and the browser is counted in it. Every probe takes a Playwright page.
//
//   cancelLatency    a click on a Cancel button to the status region saying "cancelled"
//   progressGaps     the longest wait between two updates of the progress line over a span
//   frameGaps        the longest interval between animation frames over a span, and the frames
//   pauseLatency     a click on the visualizer's play/pause button to its name saying Play
//   eventLoopDelay   a timer of 0 ms and an animation frame, asked for again and again
//   pasteRefusal     a real Ctrl+V of 10 MB to the page's message that it was refused
//   problemAtTheLimit  a DLX problem just under the pages' size limits (853 kB)
//
// TARGETS holds what each figure is held to, with `met(value)`, so both benchmarks print the
// same words beside the same figures. The end-to-end tests check what the pages do, never how
// fast: the machine's speed is measured here, where a slow run is a figure, not a failure.

/**
 * The targets: the pages' promises. The worker's header (www/workers/worker.js) promises progress "at
 * least every 200 ms"; a Cancel within 100 ms, no frame over 50 ms, a pause within 100 ms, the
 * event loop free within 50 ms while a count runs, a 10 MB paste refused within a second, the
 * answer on screen within 50 ms of Solve and 60 frames a second on the 9x9 are the targets
 * BENCHMARKS.md keeps. `words` is what the tables print beside the figure, `met(figure)` whether
 * the figure (in ms, or frames a second for fps) meets it.
 */
export const TARGETS = {
  // The solver page's Solve: the answer on screen (the frame after the board is filled).
  answer: { words: 'under 50 ms', met: (ms) => ms < 50 },
  cancel: { words: 'under 100 ms', met: (ms) => ms < 100 },
  progress: { words: 'at most 200 ms', met: (ms) => ms <= 200 },
  frame: { words: 'at most 50 ms', met: (ms) => ms <= 50 },
  pause: { words: 'under 100 ms', met: (ms) => ms < 100 },
  eventLoop: { words: 'under 50 ms', met: (ms) => ms < 50 },
  paste: { words: 'under 1 s', met: (ms) => ms < 1000 },
  // A display's 60 Hz, counted over seconds: one frame missed in four seconds still rounds to 60.
  fps: { words: '60 a second (59.5 or more)', met: (fps) => fps >= 59.5 },
};

/** "met" or "not met", for a table's last column. */
export const metWord = (target, value) => (Number.isFinite(value) && TARGETS[target].met(value) ? 'met' : 'not met');

/**
 * Clicks the button `cancelId` and resolves with the ms from the click to the status region
 * (#status) saying `data-kind="cancelled"`: the moment the page tells the user the work stopped.
 */
export function cancelLatency(page, cancelId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const status = document.getElementById('status');
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (status.dataset.kind !== 'cancelled') return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(status, { attributes: true, attributeFilter: ['data-kind'] });
        t0 = performance.now();
        document.getElementById(id).click();
      }),
    cancelId
  );
}

/**
 * Watches the progress line (#progress) for `span` ms: how many updates came, and the longest
 * wait without one, the span's two ends included (a line that stops moving shows as a long gap).
 * Setting the line's text replaces its text node even when the words are the same, so every
 * progress message the page shows is one mutation.
 */
export function progressGaps(page, span) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const line = document.getElementById('progress');
        const times = [performance.now()];
        const observer = new MutationObserver(() => times.push(performance.now()));
        observer.observe(line, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          times.push(performance.now());
          let worst = 0;
          for (let k = 1; k < times.length; k += 1) worst = Math.max(worst, times[k] - times[k - 1]);
          resolve({ updates: times.length - 2, worst, text: line.textContent });
        }, ms);
      }),
    span
  );
}

/**
 * Counts animation frames for `span` ms: the longest interval between two (the first measured
 * from the start, so a page frozen when the probe starts counts), the number of frames and the
 * span they took (for frames a second).
 */
export function frameGaps(page, span) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const start = performance.now();
        const end = start + ms;
        let last = start;
        let worst = 0;
        let frames = 0;
        const tick = (now) => {
          worst = Math.max(worst, now - last);
          last = now;
          frames += 1;
          if (now < end) requestAnimationFrame(tick);
          else resolve({ worst, frames, elapsed: now - start });
        };
        requestAnimationFrame(tick);
      }),
    span
  );
}

/**
 * Clicks the visualizer's play/pause button (it says Pause while playing or running) and
 * resolves with the ms until its accessible name says Play again: the run has stopped.
 */
export function pauseLatency(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.querySelector('[data-action="play"]');
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (button.getAttribute('aria-label') !== 'Play') return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(button, { attributes: true, attributeFilter: ['aria-label'] });
        t0 = performance.now();
        button.click();
      })
  );
}

/**
 * How long the page's event loop makes work wait, `samples` times about every `spacing` ms: a
 * 0 ms timer (how late a task runs) and an animation frame asked for (how soon the page can show
 * something; a frame every 16.7 ms at 60 Hz, so about 8 ms at best on average). Each sample
 * starts from a message event, not from a timer: timers set from timers nested five deep are
 * held to 4 ms by the browser, which would be measured instead of the page.
 */
export function eventLoopDelay(page, samples = 30, spacing = 40) {
  return page.evaluate(
    ([n, gap]) =>
      new Promise((resolve) => {
        const timer = [];
        const frame = [];
        const channel = new MessageChannel();
        const sample = () => {
          const t0 = performance.now();
          setTimeout(() => {
            timer.push(performance.now() - t0);
            const t1 = performance.now();
            requestAnimationFrame(() => {
              frame.push(performance.now() - t1);
              if (timer.length >= n) {
                channel.port1.close();
                resolve({ timer, frame });
              } else setTimeout(() => channel.port2.postMessage(0), gap);
            });
          }, 0);
        };
        channel.port1.onmessage = sample;
        channel.port2.postMessage(0);
      }),
    [samples, spacing]
  );
}

/**
 * Puts `megabytes` MB of DLX-looking text on the clipboard; made in the page, so no 10 MB
 * message crosses from node. The page's context needs the clipboard permissions.
 */
export async function clipboardMegabytes(page, megabytes) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((mb) => navigator.clipboard.writeText('A B\n'.repeat((mb * 1024 * 1024) / 4)), megabytes);
}

/**
 * A real Ctrl+V into `field` (a locator) with what the clipboard holds, timed in the page from
 * the key's event time stamp to the message element (`messageSelector`) saying "The pasted
 * text is too large", and to the next frame after it (when the refusal can be on screen).
 * Resolves with { message, frame } in ms, or rejects if the message does not come in 30 s.
 */
export async function pasteRefusal(page, field, messageSelector) {
  await field.click();
  await page.evaluate((selector) => {
    const message = document.querySelector(selector);
    window.__dlxPasteTiming = new Promise((resolve, reject) => {
      let pressed = null;
      const onKey = (e) => {
        // Playwright's Control+V sends the key as "V".
        if (e.key.toLowerCase() === 'v' && e.ctrlKey) pressed = e.timeStamp;
      };
      window.addEventListener('keydown', onKey, { capture: true });
      const observer = new MutationObserver(() => {
        if (pressed === null || !message.textContent.includes('The pasted text is too large')) return;
        const shown = performance.now();
        observer.disconnect();
        window.removeEventListener('keydown', onKey, { capture: true });
        clearTimeout(timeout);
        requestAnimationFrame(() => setTimeout(() => resolve({ message: shown - pressed, frame: performance.now() - pressed }), 0));
      });
      observer.observe(message, { childList: true, characterData: true, subtree: true, attributes: true });
      const timeout = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`no refusal in ${selector} within 30 s; it says: ${message.textContent}`));
      }, 30_000);
    });
  }, messageSelector);
  await page.keyboard.press('Control+V');
  return page.evaluate(() => window.__dlxPasteTiming);
}

/**
 * A problem just under the pages' limits (1 MB, 50,000 lines): 49,000 options of 4 of 200
 * items (873,271 bytes, 853 kB), each item in about a thousand options, so one cover moves thousands of
 * links and one search-tree node costs far more than in the pages' own puzzles. The same
 * text every time (a fixed linear congruential generator).
 */
export function problemAtTheLimit() {
  let seed = 1;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    // The high bits: the low bits of this generator repeat with a short period.
    return Math.floor(seed / 65536) % n;
  };
  const items = Array.from({ length: 200 }, (_, k) => `i${k}`);
  const lines = [items.join(' ')];
  for (let k = 0; k < 49_000; k += 1) {
    const chosen = new Set();
    while (chosen.size < 4) chosen.add(items[random(200)]);
    lines.push([...chosen].join(' '));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}
