// What a canvas painter drew as text in its last frame: each text's kind, its size in CSS pixels
// (the size a reader sees: a text squeezed into a maximum width counts at its squeezed size) and
// its box on the canvas. Canvas text is invisible to the DOM, so this record is how a test (or a
// curious reader, from the console) checks that a projector's type is never under its floor and
// that labels never run into each other. It costs a few numbers per text drawn, in arrays reused
// from frame to frame; the painter hangs it on its canvas as `canvas.textLog`.
//
//   log.reset()                       at the start of a frame drawn whole
//   log.add(kind, px, x0, y0, x1, y1, text)   for each text drawn
//   log.entries()                     [{ kind, text, px, box: [x0, y0, x1, y1] }, ...] (for tests)
//   log.smallest()                    the smallest size drawn (0 when nothing was)

export class TextLog {
  constructor() {
    this.kinds = [];
    this.texts = [];
    this.numbers = new Float64Array(5 * 256);
    this.count = 0;
  }

  reset() {
    this.count = 0;
  }

  add(kind, px, x0, y0, x1, y1, text = '') {
    if (5 * (this.count + 1) > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const i = 5 * this.count;
    this.kinds[this.count] = kind;
    this.texts[this.count] = text;
    this.numbers[i] = px;
    this.numbers[i + 1] = x0;
    this.numbers[i + 2] = y0;
    this.numbers[i + 3] = x1;
    this.numbers[i + 4] = y1;
    this.count += 1;
  }

  entries() {
    const out = [];
    for (let k = 0; k < this.count; k += 1) {
      const i = 5 * k;
      const box = Array.from(this.numbers.subarray(i + 1, i + 5), (v) => Math.round(v * 10) / 10);
      out.push({ kind: this.kinds[k], text: this.texts[k], px: Math.round(this.numbers[i] * 100) / 100, box });
    }
    return out;
  }

  smallest() {
    let min = Infinity;
    for (let k = 0; k < this.count; k += 1) min = Math.min(min, this.numbers[5 * k]);
    return Number.isFinite(min) ? min : 0;
  }
}
