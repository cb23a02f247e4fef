// How often each panel redraws while the search plays fast. At millions of events a second
// every frame is a redraw from scratch (the player's change null); the canvases (the matrix,
// the tree) and the board draw every frame, but text panels (the narration, the steps, the
// counts, the items) that changed in every frame would make the browser lay out their text
// 60 times a second, which no one can read. They redraw at most every TEXT_MS while playing;
// anything else (a step, a pause, a change listing its events) draws every panel at once.
// While playing, at most one text panel redraws in a frame, so their costs take turns.
//
//   const pace = new Pace(['narration', 'steps', ...])   the names of the text panels
//   pace.due(name, change, state, now) -> boolean        whether panel `name` draws this report

/** How often a text panel redraws while playing fast (ms): ten times a second. */
export const TEXT_MS = 100;

export class Pace {
  /** @param textPanels  names of the panels that may wait */
  constructor(textPanels) {
    this.text = new Set(textPanels);
    /** When each panel last drew (ms on the page's clock). */
    this.drawn = new Map();
    /** The frame (its time) in which a text panel last redrew while playing. */
    this.textFrame = null;
  }

  /**
   * Whether panel `name` draws the report (`change`, `state`) at time `now`: always, unless it
   * is a text panel, the report is a redraw from scratch while playing, and the panel drew
   * less than TEXT_MS ago. A panel that waits loses nothing: the next redraw is from scratch.
   */
  due(name, change, state, now) {
    if (this.text.has(name) && change === null && state.playing) {
      const last = this.drawn.get(name);
      if (last !== undefined && now - last < TEXT_MS) return false;
      // One text panel a frame: their redraws take turns instead of piling into one frame.
      if (this.textFrame === now) return false;
      this.textFrame = now;
    }
    this.drawn.set(name, now);
    return true;
  }
}
