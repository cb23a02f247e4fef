// Present mode: the visualizer on a classroom projector. A chosen set of panels (by default the
// matrix, the narration and the puzzle) in a layout sized to the screen, a projector's type
// scale and a high-contrast palette (present.css, keyed on `body[data-present]`), full screen
// when the browser allows it. The mode never depends on full screen: a browser that refuses
// it (or a test without a screen) still gets the layout, and leaving full screen by the
// browser's own Escape leaves the mode too.
//
// It only sets the page's state (data attributes) and tells `onChange`; the keys that drive it
// are mapped in controls.js, the panels drawn by their views. Where each panel goes is
// present-layout.js's (a grid whose tracks follow the panels chosen), how its text fits its
// region present-fit.js's.

import { presentGrid } from './present-layout.js';
import { PresentFit } from './present-fit.js';

/** The panels one can show, in the order of the chooser: [key, element id, label]. */
export const PANELS = [
  ['matrix', 'matrix', 'Matrix'],
  ['narration', 'narration', 'Narration'],
  ['puzzle', 'puzzle-view', 'Puzzle'],
  ['steps', 'steps', 'Algorithm X'],
  ['stats', 'stats', 'Statistics'],
  ['items', 'items', 'Items'],
  ['tree', 'tree', 'Search tree'],
];

/** What a class sees first: the drawing, what happens in words, and the puzzle. */
export const DEFAULT_PANELS = ['matrix', 'narration', 'puzzle'];

/** The panel keys in `list` that exist, in the chooser's order (none known: the default). */
export function panelList(list) {
  const wanted = new Set(list);
  const known = PANELS.map(([key]) => key).filter((key) => wanted.has(key));
  return known.length > 0 ? known : [...DEFAULT_PANELS];
}

export class PresentMode {
  /**
   * @param doc       the page's document (its body carries the state)
   * @param button    the toolbar's Present button (aria-pressed follows the mode)
   * @param chooser   an element to fill with a checkbox per panel
   * @param onChange  called with `{ on, panels }` after every change
   */
  constructor(doc, { button, chooser, onChange }) {
    this.doc = doc;
    this.body = doc.body;
    this.button = button;
    this.onChange = onChange;
    this.on = false;
    this.blanked = false;
    this.panels = [...DEFAULT_PANELS];
    this.boxes = new Map();
    for (const [key, , label] of PANELS) {
      const row = doc.createElement('label');
      row.className = 'present-choice';
      const box = doc.createElement('input');
      box.type = 'checkbox';
      box.value = key;
      box.checked = this.panels.includes(key);
      box.addEventListener('change', () => this.setPanels(PANELS.map(([k]) => k).filter((k) => this.boxes.get(k).checked)));
      row.append(box, ` ${label}`);
      chooser.append(row);
      this.boxes.set(key, box);
    }
    button.addEventListener('click', () => this.toggle());
    // The browser's own way out of full screen (Escape, F11) leaves the mode as well.
    this.onFullscreen = () => {
      if (!this.doc.fullscreenElement && this.wentFullscreen) {
        this.wentFullscreen = false;
        this.leave();
      }
    };
    doc.addEventListener('fullscreenchange', this.onFullscreen);
    this.fit = new PresentFit(() =>
      [...PANELS.filter(([key]) => this.panels.includes(key)).map(([, id]) => doc.getElementById(id)), doc.getElementById('predict')].filter(
        (el) => el && el.id !== 'matrix'
      )
    );
    this.#apply();
  }

  toggle() {
    if (this.on) this.leave();
    else this.enter();
  }

  /** Presents; full screen too unless `fullscreen` is false (a link opening: no gesture asked). */
  enter({ fullscreen = true } = {}) {
    if (this.on) return;
    this.on = true;
    this.#apply();
    const root = this.doc.documentElement;
    if (fullscreen && root.requestFullscreen && !this.doc.fullscreenElement) {
      // Refused without a user's gesture or in a frame: the mode works in the window as well.
      root.requestFullscreen({ navigationUI: 'hide' }).then(
        () => {
          this.wentFullscreen = true;
        },
        () => {}
      );
    }
  }

  leave() {
    if (!this.on) return;
    this.on = false;
    this.blanked = false;
    this.#apply();
    if (this.doc.fullscreenElement && this.doc.exitFullscreen) {
      this.wentFullscreen = false;
      this.doc.exitFullscreen().catch(() => {});
    }
  }

  /** Blanks the screen or brings it back (present mode only, as a clicker's blank key does). */
  toggleBlank() {
    if (!this.on) return;
    this.blanked = !this.blanked;
    this.#apply();
  }

  /** Shows these panels (keys of PANELS) in present mode. */
  setPanels(list) {
    this.panels = panelList(list);
    for (const [key, box] of this.boxes) box.checked = this.panels.includes(key);
    this.#apply();
  }

  #apply() {
    const body = this.body;
    if (this.on) body.dataset.present = this.panels.join(' ');
    else delete body.dataset.present;
    if (this.blanked) body.dataset.blank = '';
    else delete body.dataset.blank;
    for (const [key, id] of PANELS) {
      this.doc.getElementById(id)?.toggleAttribute('data-shown', this.panels.includes(key));
    }
    this.#layout();
    this.button.setAttribute('aria-pressed', String(this.on));
    this.button.textContent = this.on ? 'Leave present' : 'Present';
    this.onChange?.({ on: this.on, panels: this.panels });
  }

  /** The grid for the panels shown (both with a Predict question and without: present.css picks). */
  #layout() {
    const watch = this.doc.querySelector('.watch');
    if (!watch) return;
    const names = ['areas', 'rows', 'columns'];
    if (this.on) {
      const plain = presentGrid(this.panels);
      const asking = presentGrid(this.panels, { predict: true });
      for (const name of names) {
        watch.style.setProperty(`--present-${name}`, plain[name]);
        watch.style.setProperty(`--present-${name}-predict`, asking[name]);
      }
    } else {
      for (const name of names) {
        watch.style.removeProperty(`--present-${name}`);
        watch.style.removeProperty(`--present-${name}-predict`);
      }
    }
    this.fit.watch(this.on && !this.blanked);
  }

  destroy() {
    this.fit.watch(false);
    this.doc.removeEventListener('fullscreenchange', this.onFullscreen);
  }
}
