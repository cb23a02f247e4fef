// When the engine traps (a bug), the visualizer recovers: its state is not to be trusted, so
// the search is rebuilt from the problem, which lives on the page, at the step the student was
// at, and a note says what happened and what to report. A third crash within a minute is not
// recovered from: the note says to reload the page (with a button), and the page stops.
//
// A trap can surface from a click (a step), from an animation frame (playing, a run) or from a
// promise (the comparison of the branching rules): all of them land here. Other errors are
// bugs of their own and are left to the console.

import { CrashWindow } from '../shared/crash-window.js';
import { isTrap } from '../shared/engine.js';
import { formatCount } from '../shared/numbers.js';

/** What the player was doing, in words for a bug report. */
function doingWords(player) {
  if (!player) return 'loading the problem';
  // A frame that threw has stopped its job already: the player kept what it was.
  const doing = player.failedDuring ?? player.state.task ?? (player.state.playing ? 'play' : null);
  if (doing === 'run') return 'running forward (Next solution or Next backtrack)';
  if (doing === 'back') return 'running back';
  if (doing === 'seek') return 'moving to a step (the progress bar or a link)';
  if (doing === 'play') return 'playing';
  return 'a step';
}

/**
 * Catches the engine's traps on the page. `page` is what recovery needs of it: `player()`
 * (null when there is none), `step()` where the student was, `link(step)` the address of the
 * problem at that step, `drop()` lets go of the trapped search, `rebuild(step)` builds the
 * search again and says whether it could, and `keep(step)` puts the step in the address when
 * it could not. `note` holds the crash note: `{ box, text, reload }`.
 */
export function recoverFromTraps(page, note) {
  const crashes = new CrashWindow();
  const recover = (error) => {
    const tooMany = crashes.tooMany();
    const doing = doingWords(page.player());
    const step = page.step();
    const link = new URL(page.link(step), location.href).href;
    page.drop();
    const report = `Please report: what was being done (${doing}, at step ${formatCount(step)}), the link (${link}) and the error (${error.name}: ${error.message}).`;
    let rebuilt = false;
    if (!tooMany) {
      try {
        rebuilt = page.rebuild(step);
      } catch (e) {
        if (!isTrap(e)) throw e;
      }
    }
    note.box.hidden = false;
    note.reload.hidden = rebuilt;
    note.text.textContent = rebuilt
      ? `The visualizer crashed (a bug in the engine). Your problem is safe: the search was rebuilt from it, back at step ${formatCount(step)}. ${report}`
      : `The visualizer crashed (a bug in the engine) and could not start again. Your problem is in the link: reload the page to go on from step ${formatCount(step)}. ${report}`;
    if (!rebuilt) page.keep(step);
  };
  note.reload.addEventListener('click', () => location.reload());
  const caught = (error, event) => {
    if (!isTrap(error)) return;
    event.preventDefault();
    recover(error);
  };
  window.addEventListener('error', (event) => caught(event.error, event));
  window.addEventListener('unhandledrejection', (event) => caught(event.reason, event));
}
