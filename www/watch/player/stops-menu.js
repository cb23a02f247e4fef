// Where playing stops, on the player bar: the "Stop at solutions" checkbox (and its key, s),
// and the Stops menu beside it for the other breakpoints: each backtrack, a level, a step. They
// edit the page's Breakpoints (www/watch/player/breakpoints.js), which every player of the page shares,
// and show them back; the summary of the menu says which are on.

import { formatCount } from '../../shared/numbers.js';
import { MAX_STEP, MAX_STOP_LEVEL, readWhole, stopsWords } from './breakpoints.js';

export class StopsMenu {
  /**
   * @param doc       the page, holding #stop-solutions, #stops-menu (a <details>), #stops-shown,
   *                  #stop-backtrack, #stop-level, #stop-level-n, #stop-step, #stop-step-n and
   *                  #stops-error
   * @param stops     the page's Breakpoints
   * @param onChange  () => ..., after every change the user makes (the page updates its link)
   * @param position  () => the step the search is at (a step stop behind it is said to be)
   */
  constructor(doc, stops, onChange = () => {}, position = () => 0) {
    this.position = position;
    const $ = (id) => doc.getElementById(id);
    this.stops = stops;
    this.onChange = onChange;
    this.menu = $('stops-menu');
    this.shown = $('stops-shown');
    this.solutions = $('stop-solutions');
    this.backtrack = $('stop-backtrack');
    this.level = { box: $('stop-level'), field: $('stop-level-n'), min: 0, max: MAX_STOP_LEVEL, what: 'The level' };
    this.step = { box: $('stop-step'), field: $('stop-step-n'), min: 1, max: MAX_STEP, what: 'The step' };
    this.error = $('stops-error');
    /** What is wrong with the level's and the step's numbers ('' when nothing). */
    this.errors = { level: '', step: '' };

    this.solutions.addEventListener('change', () => this.#setKind('solution', this.solutions.checked));
    this.backtrack.addEventListener('change', () => this.#setKind('backtrack', this.backtrack.checked));
    for (const key of ['level', 'step']) {
      const { box, field } = this[key];
      box.addEventListener('change', () => this.#readNumber(key, { focus: true }));
      // Typing a number turns its stop on: what else would one type it for.
      field.addEventListener('input', () => {
        if (field.value.trim() !== '') box.checked = true;
        this.#readNumber(key);
      });
    }
    // Opened near the window's right edge (a wide window's bar ends there), the panel opens
    // leftwards instead.
    this.menu.addEventListener('toggle', () => {
      if (!this.menu.open) return;
      const panel = this.menu.querySelector('.stops-panel');
      panel.style.left = '';
      panel.style.right = '';
      const box = panel.getBoundingClientRect();
      if (box.right > doc.documentElement.clientWidth) {
        panel.style.left = 'auto';
        panel.style.right = '0';
      }
    });
    // A menu: Escape and a click elsewhere close it.
    this.menu.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.menu.open) return;
      e.preventDefault();
      e.stopPropagation();
      this.menu.open = false;
      this.menu.querySelector('summary').focus();
    });
    doc.addEventListener('pointerdown', (e) => {
      if (this.menu.open && !this.menu.contains(e.target)) this.menu.open = false;
    });
    this.show();
  }

  /** The `s` key: stop at solutions, or play through them. */
  toggleSolutions() {
    this.#setKind('solution', !this.stops.has('solution'));
  }

  /** Shows the stops as they are (after a link changed them, say); typed text that is not a stop stays. */
  show() {
    const { stops } = this;
    this.solutions.checked = stops.has('solution');
    this.backtrack.checked = stops.has('backtrack');
    for (const key of ['level', 'step']) {
      const { box, field } = this[key];
      box.checked = stops[key] !== null;
      if (stops[key] !== null) field.value = String(stops[key]);
    }
    const words = stopsWords(stops);
    this.shown.textContent = words;
    this.menu.querySelector('summary').setAttribute('aria-label', `Stops: playing stops at ${words}`);
  }

  #setKind(kind, on) {
    if (on) this.stops.add(kind);
    else this.stops.delete(kind);
    this.show();
    this.onChange();
  }

  /** A level's or a step's box and number, into the stops; a bad number is named, not dropped. */
  #readNumber(key, { focus = false } = {}) {
    const { box, field, min, max, what } = this[key];
    let message = '';
    if (!box.checked) {
      this.stops[key] = null;
    } else {
      const n = readWhole(field.value, min, max);
      this.stops[key] = n;
      if (n === null) {
        message = field.value.trim() === ''
          ? `${what} to stop at: type a whole number (${formatCount(min)} to ${formatCount(max)}).`
          : `${what} "${field.value.trim().slice(0, 20)}" is not a whole number from ${formatCount(min)} to ${formatCount(max)}: this stop is off until it is.`;
        if (focus) field.focus();
      } else if (key === 'step' && n <= this.position()) {
        // Kept, but it would never fire from here: playing only goes forward.
        message = `Step ${formatCount(n)} is behind the search (at step ${formatCount(this.position())} now): playing stops there after going back before it (restart with r, or drag the bar).`;
      }
    }
    field.setAttribute('aria-invalid', this.stops[key] === null && box.checked ? 'true' : 'false');
    this.errors[key] = message;
    const all = [this.errors.level, this.errors.step].filter(Boolean).join(' ');
    this.error.textContent = all;
    this.error.hidden = all === '';
    const typed = field.value;
    this.show();
    // What the user typed stays in the box, right or wrong.
    field.value = typed;
    this.onChange();
  }
}
