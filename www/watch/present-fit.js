// Present mode's type fit: each shown panel's text wraps in its region, and when it still does
// not fit, its type shrinks (present.css writes the panels' sizes as `max(18px, base * --fit)`,
// so no text goes under the projector's floor of 18 px); when even the floor does not fit, the
// panel scrolls and says "more below" at its foot (data-more), so that nothing is ever cut off
// mid-sentence without a word.
//
// It watches the shown panels (their text changes with every step, their regions with the
// window and the panel set) and fits them again at the next frame, at most a few times a second
// while the search plays.

/** The type scales tried, largest first: the last one puts every text at its floor. */
const SCALES = [1, 0.9, 0.8, 0.72, 0.64, 0.56];

/** A panel is fitted again at most this often (ms): while the search plays, not in every frame. */
const PLAYING_PERIOD = 200;

/** Whether any box in `panel` that clips its content holds more than it shows (down the page). */
export function overflowing(panel) {
  for (const el of [panel, ...panel.querySelectorAll('*')]) {
    if (el.clientHeight === 0 || el.closest('svg, canvas, .mx, .tree-scroll, .visually-hidden')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none') continue;
    if (el !== panel && style.overflowY === 'visible') continue;
    if (el.scrollHeight > el.clientHeight + 1) return true;
  }
  return false;
}

export class PresentFit {
  /** @param elements  () => the elements to fit now (the shown panels, the question) */
  constructor(elements) {
    this.elements = elements;
    this.frame = 0;
    this.timer = 0;
    this.last = 0;
    this.on = false;
    this.dirty = new Set();
    this.mutations = new MutationObserver((records) => {
      for (const r of records) {
        const panel = this.panels?.find((p) => p.contains(r.target));
        if (panel) this.dirty.add(panel);
      }
      this.schedule();
    });
    this.resizes = new ResizeObserver((entries) => {
      for (const e of entries) this.dirty.add(e.target);
      this.schedule();
    });
  }

  /** Starts fitting (the elements shown now), or stops and gives every panel its full type. */
  watch(on) {
    this.mutations.disconnect();
    this.resizes.disconnect();
    for (const el of this.panels ?? []) this.#reset(el);
    this.on = on;
    this.panels = on ? this.elements() : [];
    this.dirty = new Set(this.panels);
    for (const el of this.panels) {
      this.mutations.observe(el, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
      this.resizes.observe(el);
    }
    if (on) this.schedule();
  }

  schedule() {
    if (!this.on || this.frame || this.timer) return;
    const wait = this.last + PLAYING_PERIOD - performance.now();
    const go = () => {
      this.timer = 0;
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.fitNow();
      });
    };
    if (wait > 0) this.timer = setTimeout(go, wait);
    else go();
  }

  /** Whether a fit is still to come (the tests wait for none). */
  pending() {
    return Boolean(this.frame || this.timer || this.dirty.size);
  }

  /** Fits the panels whose text or region changed since the last fit. */
  fitNow() {
    this.last = performance.now();
    const dirty = [...this.dirty];
    this.dirty.clear();
    for (const el of dirty) if (this.panels.includes(el)) this.#fit(el);
  }

  #fit(el) {
    if (el.hidden || getComputedStyle(el).display === 'none') return;
    delete el.dataset.more;
    for (const scale of SCALES) {
      el.style.setProperty('--fit', String(scale));
      if (!overflowing(el)) return;
    }
    el.dataset.more = '';
  }

  #reset(el) {
    el.style.removeProperty('--fit');
    delete el.dataset.more;
  }
}
