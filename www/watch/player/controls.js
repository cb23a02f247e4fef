// The player's controls: buttons, keys, the speed slider and the progress bar, mapped onto the
// player, and the player's state shown back on them. Nothing here knows about dancing links.

import { formatCount } from '../../shared/numbers.js';

/** Speed slider positions 0..100 to events per second: 1, 10, 100, 1000 at 0, 25, 50, 75;
 *  the far right end is "as fast as the machine can go". */
export function sliderSpeed(v) {
  return v >= 100 ? Infinity : Math.round(10 ** (v / 25) * 100) / 100;
}

/** The slider position for a speed (the inverse of sliderSpeed, rounded). */
export function speedSlider(speed) {
  return speed === Infinity ? 100 : Math.max(0, Math.min(99, Math.round(25 * Math.log10(speed))));
}

/**
 * What the slider asks for: "up to 250 events a second" (a slow machine may not keep up), "as
 * fast as it goes" at its top.
 */
export function speedWords(speed) {
  if (speed === Infinity) return 'as fast as it goes';
  if (speed < 1.5) return 'up to 1 event a second';
  return `up to ${formatCount(speed)} events a second`;
}

/**
 * What playing achieves, once the player has measured it (`rate`, www/watch/player/rate.js): "now
 * 1,230 events a second", to three figures (the last ones flicker from one reading to the
 * next); '' when not measured. Events, not steps: a step of a whole cover is several.
 */
export function rateWords(rate) {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '';
  const r = rate >= 1000 ? Number(rate.toPrecision(3)) : Math.round(rate);
  return r === 1 ? 'now 1 event a second' : `now ${formatCount(r)} events a second`;
}

const ACTIONS = {
  play: (p) => p.toggle(),
  event: (p) => p.stepForward('event'),
  cover: (p) => p.stepForward('cover'),
  option: (p) => p.stepForward('option'),
  'back-event': (p) => p.stepBack('event'),
  'back-cover': (p) => p.stepBack('cover'),
  'back-option': (p) => p.stepBack('option'),
  solution: (p) => p.runTo('solution'),
  backtrack: (p) => p.runTo('backtrack'),
  restart: (p) => p.restart(),
};

/**
 * The action a key press asks for, or null: the keyboard map the help dialog shows. Each key
 * means one thing wherever the focus is: `+` and `-` zoom the matrix (as they do on it), `<` and
 * `>` change the speed, `s` toggles the stop at solutions (the matrix pans with Shift+W A S D).
 * In present mode (`present`) the keys a presentation clicker sends work too: PageDown and
 * PageUp step, `b` and `.` blank the screen, Escape leaves; there `b` is the clicker's, so the
 * next backtrack is Shift+B (outside it `b` too), and the button's title says which.
 */
export function keyAction(event, { present = false } = {}) {
  const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
  if (altKey) return null;
  const ctrl = ctrlKey || metaKey;
  switch (key) {
    case ' ':
      return ctrl ? null : 'play';
    case 'ArrowRight':
      return ctrl ? 'option' : shiftKey ? 'cover' : 'event';
    case 'ArrowLeft':
      return ctrl ? 'back-option' : shiftKey ? 'back-cover' : 'back-event';
    default:
      break;
  }
  if (ctrl) return null;
  switch (key) {
    case 'PageDown':
      return shiftKey ? null : 'event';
    case 'PageUp':
      return shiftKey ? null : 'back-event';
    case 'f':
    case 'F':
      return 'present';
    case 'Escape':
      return present ? 'leave-present' : null;
    case '.':
      return present ? 'blank' : null;
    case 'n':
    case 'N':
      return 'solution';
    case 'b':
    case 'B':
      // Shift+B (not Caps Lock's B) runs to the next backtrack in present mode too.
      return present && !shiftKey ? 'blank' : 'backtrack';
    case 'r':
    case 'R':
      return 'restart';
    case 'p':
    case 'P':
      return 'predict';
    case 's':
    case 'S':
      // Shift+S is the matrix's (it pans); Caps Lock's S is still s.
      return shiftKey ? null : 'stop-solutions';
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
    case '_':
      return 'zoom-out';
    case '>':
      return 'faster';
    case '<':
      return 'slower';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/** The actions the page's modes and settings answer, not the player. */
const PAGE_ACTIONS = new Set(['present', 'leave-present', 'blank', 'predict', 'stop-solutions', 'zoom-in', 'zoom-out']);

/** The Next backtrack button's title, by mode: in present mode `b` blanks the screen. */
const BACKTRACK_TITLES = {
  page: 'Run to the next backtrack (b)',
  present: 'Run to the next backtrack (Shift+B: while presenting, b blanks the screen)',
};

export class Controls {
  /**
   * @param root    the element holding the player's controls (buttons with data-action,
   *                #speed, #speed-value, #progress, #position, #help-button) and #help
   * @param getPlayer  () => the current player (it changes when the problem changes)
   * @param mode     `{ present: () => whether present mode is on, act: (action) => ... }` for
   *                 the actions of the page's modes and settings ('present', 'leave-present',
   *                 'blank', 'predict', 'stop-solutions', 'zoom-in', 'zoom-out')
   */
  constructor(root, getPlayer, mode = null) {
    this.root = root;
    this.getPlayer = getPlayer;
    this.mode = mode;
    this.doc = root.ownerDocument;
    this.speed = this.doc.getElementById('speed');
    this.speedValue = this.doc.getElementById('speed-value');
    this.speedRate = this.doc.getElementById('speed-rate');
    this.progress = this.doc.getElementById('progress');
    this.position = this.doc.getElementById('position');
    this.help = this.doc.getElementById('help');
    this.playButton = root.querySelector('[data-action="play"]');
    this.backtrackButton = root.querySelector('[data-action="backtrack"]');
    this.buttons = [...root.querySelectorAll('button[data-action]')];
    for (const b of this.buttons) {
      b.addEventListener('click', () => this.act(b.dataset.action));
    }
    this.speed.addEventListener('input', () => this.applySpeed());
    this.progress.addEventListener('input', () => {
      this.getPlayer()?.seek(Number(this.progress.value));
    });
    this.doc.getElementById('help-button').addEventListener('click', () => this.toggleHelp());
    this.onKey = (event) => this.key(event);
    this.doc.addEventListener('keydown', this.onKey);
    this.applySpeed();
  }

  act(action) {
    if (PAGE_ACTIONS.has(action)) {
      this.mode?.act(action);
      return;
    }
    const player = this.getPlayer();
    if (!player) return;
    if (action === 'faster' || action === 'slower') {
      const v = Number(this.speed.value) + (action === 'faster' ? 5 : -5);
      this.speed.value = String(Math.max(0, Math.min(100, v)));
      this.applySpeed();
      return;
    }
    if (action === 'help') {
      this.toggleHelp();
      return;
    }
    const run = ACTIONS[action];
    if (!run) return;
    if (action === 'play' && player.busy && !player.playing) {
      player.pause();
      return;
    }
    // A step while playing pauses first, so the step is what the student sees next.
    if (action !== 'play' && player.playing) player.pause();
    run(player);
  }

  key(event) {
    if (event.defaultPrevented) return;
    const target = event.target;
    // Typing in a field or choosing in a list keeps its keys.
    if (target instanceof HTMLElement && target.closest('input:not([type="range"]), textarea, select, [contenteditable="true"]')) {
      return;
    }
    if (this.help.open && event.key !== '?') return;
    // Escape closes an open menu first; leaving present mode takes another press.
    if (event.key === 'Escape') {
      const menu = this.doc.querySelector('details[open]');
      if (menu) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
        event.preventDefault();
        return;
      }
    }
    const action = keyAction(event, { present: this.mode?.present() ?? false });
    if (!action) return;
    // The range inputs use the arrows themselves; the player's keys win on this page.
    event.preventDefault();
    this.act(action);
  }

  applySpeed() {
    const speed = sliderSpeed(Number(this.speed.value));
    const player = this.getPlayer();
    this.showSpeed(speed, player?.playing ? player.state.rate : null);
    player?.setSpeed(speed);
  }

  /** The promise and, playing, the rate achieved (written only when changed: every frame asks). */
  showSpeed(speed, rate) {
    const words = speedWords(speed);
    if (this.speedValue.textContent !== words) this.speedValue.textContent = words;
    const achieved = rateWords(rate);
    if (this.speedRate.textContent !== achieved) this.speedRate.textContent = achieved;
    const measured = achieved ? 'yes' : 'no';
    if (this.speedRate.dataset.measured !== measured) this.speedRate.dataset.measured = measured;
  }

  currentSpeed() {
    return sliderSpeed(Number(this.speed.value));
  }

  toggleHelp() {
    if (this.help.open) this.help.close();
    else {
      this.help.showModal();
      // It opens at its top, whatever its focused Close button at the bottom scrolled to.
      this.help.scrollTop = 0;
    }
  }

  /** Shows the player's state: `{ playing, position, furthest, finished, busy, target, speed, rate }`. */
  update(state) {
    const { playing, position, furthest, finished, busy, target = null, start = 0, rate = null } = state;
    this.showSpeed(state.speed ?? this.currentSpeed(), playing ? rate : null);
    // A run to a solution is stopped by the same button as playing.
    const moving = playing || busy;
    // Two bars from DejaVu and most fonts, where ⏸ often has no glyph (as in the embed).
    this.playButton.textContent = moving ? '❚❚' : '▶';
    this.playButton.setAttribute('aria-label', moving ? 'Pause' : 'Play');
    this.showMode();
    this.progress.min = String(start);
    this.progress.max = String(Math.max(furthest, start + 1));
    this.progress.value = String(position);
    this.progress.setAttribute('aria-valuetext', `step ${position} of ${furthest} seen`);
    // A far step (a link to step 8 million, say) takes seconds to reach: say where it is going.
    const running = target !== null ? ` (running to step ${formatCount(target)}...)` : ' (running...)';
    const end = finished ? ' (the search is over)' : busy ? running : '';
    // The history has a memory budget: say how far back one can still go.
    const forgotten = start > 0 ? `; back to step ${formatCount(start)} at most` : '';
    this.position.textContent = `Step ${formatCount(position)} of ${formatCount(furthest)} seen${end}${forgotten}`;
    this.position.title = start > 0 ? `Older steps are forgotten to save memory: stepping back stops at step ${formatCount(start)}.` : '';
    for (const b of this.buttons) {
      const a = b.dataset.action;
      const back = a.startsWith('back-') || a === 'restart';
      const disabled = back ? position <= start : a !== 'play' && finished;
      b.disabled = disabled;
    }
  }

  /** The titles that depend on the mode: which key runs to the next backtrack. */
  showMode() {
    const title = BACKTRACK_TITLES[this.mode?.present() ? 'present' : 'page'];
    if (this.backtrackButton && this.backtrackButton.title !== title) this.backtrackButton.title = title;
  }

  destroy() {
    this.doc.removeEventListener('keydown', this.onKey);
  }
}
