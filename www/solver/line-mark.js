// A mark on one line of a text area: the line an error names, drawn over the text as a band,
// without moving the caret or the text. The text area must not wrap its lines (wrap="off"), so
// that line k of the text is line k on the screen, and its parent must be positioned: the mark
// is a sibling laid over it.
//
//   const mark = new LineMark(textarea);
//   mark.show(3);   // marks line 3 (from 1), scrolled into view unless the user is typing there
//   mark.hide();

export class LineMark {
  /** @param textarea  a <textarea wrap="off"> whose parent is positioned (relative) */
  constructor(textarea) {
    this.textarea = textarea;
    this.line = 0;
    this.band = document.createElement('div');
    this.band.className = 'line-mark';
    this.band.hidden = true;
    this.band.setAttribute('aria-hidden', 'true');
    textarea.insertAdjacentElement('afterend', this.band);
    textarea.addEventListener('scroll', () => this.place());
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.place()).observe(textarea);
  }

  /** Marks line `line` (from 1); 0 hides the mark. */
  show(line) {
    if (!(line > 0)) {
      this.hide();
      return;
    }
    this.line = line;
    this.textarea.setAttribute('aria-invalid', 'true');
    // Brought into view only when the user is not in the text: never scroll away from a caret.
    if (document.activeElement !== this.textarea) {
      const { lineHeight } = this.#metrics();
      const top = (line - 1) * lineHeight;
      const t = this.textarea;
      if (top < t.scrollTop || top + lineHeight > t.scrollTop + t.clientHeight) {
        t.scrollTop = Math.max(0, top - t.clientHeight / 3);
      }
    }
    this.place();
  }

  hide() {
    this.line = 0;
    this.textarea.removeAttribute('aria-invalid');
    this.band.hidden = true;
  }

  /** Puts the band over its line as the text area is scrolled now (hidden when out of view). */
  place() {
    if (!this.line) return;
    const t = this.textarea;
    const { lineHeight, padTop, borderTop, borderLeft } = this.#metrics();
    const top = padTop + (this.line - 1) * lineHeight - t.scrollTop;
    const visible = top + lineHeight > 0 && top < t.clientHeight;
    this.band.hidden = !visible;
    if (!visible) return;
    const clipTop = Math.max(top, 0);
    const clipBottom = Math.min(top + lineHeight, t.clientHeight);
    this.band.style.top = `${t.offsetTop + borderTop + clipTop}px`;
    this.band.style.left = `${t.offsetLeft + borderLeft}px`;
    this.band.style.width = `${t.clientWidth}px`;
    this.band.style.height = `${clipBottom - clipTop}px`;
  }

  #metrics() {
    const cs = getComputedStyle(this.textarea);
    const fontSize = parseFloat(cs.fontSize) || 16;
    return {
      lineHeight: parseFloat(cs.lineHeight) || 1.2 * fontSize,
      padTop: parseFloat(cs.paddingTop) || 0,
      borderTop: parseFloat(cs.borderTopWidth) || 0,
      borderLeft: parseFloat(cs.borderLeftWidth) || 0,
    };
  }
}
