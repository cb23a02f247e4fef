// A canvas 2D context that writes SVG: the painters of the matrix view (matrix/paint.js,
// matrix/paint-bands.js) and of the large search tree (tree.js) draw into it exactly as they
// draw on screen, and the picture comes out as vector shapes and text, not as pixels.
//
// Why a recorder of our own rather than a library: the maintained canvas-to-SVG libraries
// (svgcanvas, canvas2svg) embed a CanvasPattern as a PNG inside the SVG (the matrix draws the
// links a hidden node remembers with a dash pattern), need a DOM to build their output (no
// unit test in node), and ask for their own Path2D made with the context. The painters use a
// small part of the API, listed here; this file implements that part, exactly:
//
//   state     save, restore, setTransform, translate, rotate, scale, globalAlpha, fillStyle,
//             strokeStyle, lineWidth, lineCap, lineJoin, setLineDash, font, textAlign, textBaseline
//   shapes    fillRect, strokeRect, clearRect (of the whole picture: starts it again), fillText
//             (with maxWidth), measureText
//   paths     beginPath, moveTo, lineTo, quadraticCurveTo, bezierCurveTo, arc, arcTo, rect,
//             closePath, fill, stroke, clip; and recording paths (newPath(), for Path2D)
//   patterns  createPattern(a small canvas tile): its pixels become an SVG <pattern> of rects
//
// Arcs become cubic Béziers, so every transform (an affine map) carries over exactly. The
// current path is kept in picture coordinates (transformed when each point is added, as a
// canvas does); a recording path keeps its own and gets the transform when it is filled or
// stroked. Colors go through `color` (the page gives a canvas's own parser, so a CSS color of
// any syntax comes out as #rrggbb or rgba()), and rgba() becomes a color and an opacity, which
// every SVG reader knows.
//
//   const ctx = new SvgRecorder(width, height, { measure, color, background })
//   painter(ctx) ... ; const text = ctx.toSvg({ title })

const KAPPA = 0.5522847498307936; // a quarter circle as a cubic Bézier

/** A number for an attribute: at most 3 decimals, no trailing zeros. */
export function num(v) {
  if (!Number.isFinite(v)) return '0';
  const r = Math.round(v * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
}

/** Text escaped for XML content and attribute values. */
export function xml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

const IDENTITY = [1, 0, 0, 1, 0, 0];

function multiply([a, b, c, d, e, f], [A, B, C, D, E, F]) {
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

const isIdentity = (m) => m.every((v, i) => v === IDENTITY[i]);
const scaleOf = (m) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * A canvas font ("italic 600 12px system-ui, sans-serif") as SVG attributes. Sizes in px only
 * (the painters never use another unit).
 */
export function parseFont(font) {
  const match = /^\s*((?:(?:italic|oblique|normal|bold|bolder|lighter|small-caps|\d{3})\s+)*)([\d.]+)px(?:\/[^\s]+)?\s+(.+)$/.exec(font);
  if (!match) return { family: 'sans-serif', size: 10, weight: 'normal', style: 'normal' };
  const words = match[1].trim().split(/\s+/).filter(Boolean);
  return {
    family: match[3].trim(),
    size: Number(match[2]),
    weight: words.find((w) => /^(\d{3}|bold|bolder|lighter)$/.test(w)) ?? 'normal',
    style: words.find((w) => w === 'italic' || w === 'oblique') ?? 'normal',
  };
}

/** Splits rgba()/rgb() with an alpha into an opaque color and its alpha; others pass through. */
export function splitAlpha(color) {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(color);
  if (!m) return { color, alpha: 1 };
  let alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  if (!Number.isFinite(alpha)) alpha = 1;
  return { color: `rgb(${m[1]},${m[2]},${m[3]})`, alpha };
}

/**
 * A path as a list of segments ('M', 'L', 'Q', 'C', 'Z' with their points), in its own
 * coordinates (a recording path) or in the picture's (the context's current path, where
 * `matrix` maps each point as it comes).
 */
export class RecordingPath {
  constructor(matrix = () => IDENTITY) {
    this.segments = [];
    this.matrix = matrix;
    this.start = null;
    this.last = null;
  }

  #push(op, ...points) {
    const m = this.matrix();
    const mapped = [];
    for (let i = 0; i < points.length; i += 2) mapped.push(...apply(m, points[i], points[i + 1]));
    this.segments.push([op, ...mapped]);
  }

  moveTo(x, y) {
    this.#push('M', x, y);
    this.start = [x, y];
    this.last = [x, y];
  }

  lineTo(x, y) {
    if (!this.last) return this.moveTo(x, y);
    this.#push('L', x, y);
    this.last = [x, y];
  }

  quadraticCurveTo(cx, cy, x, y) {
    if (!this.last) this.moveTo(cx, cy);
    this.#push('Q', cx, cy, x, y);
    this.last = [x, y];
  }

  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    if (!this.last) this.moveTo(c1x, c1y);
    this.#push('C', c1x, c1y, c2x, c2y, x, y);
    this.last = [x, y];
  }

  closePath() {
    if (!this.last) return;
    this.segments.push(['Z']);
    this.last = this.start;
  }

  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
    this.moveTo(x, y);
  }

  /** A circle's arc as cubic Béziers, at most a quarter turn each. */
  arc(x, y, r, a0, a1, ccw = false) {
    let sweep = a1 - a0;
    const full = 2 * Math.PI;
    if (!ccw && sweep < 0) sweep = (sweep % full) + full;
    if (ccw && sweep > 0) sweep = (sweep % full) - full;
    if (Math.abs(a1 - a0) >= full) sweep = ccw ? -full : full;
    const sx = x + r * Math.cos(a0);
    const sy = y + r * Math.sin(a0);
    if (this.last) this.lineTo(sx, sy);
    else this.moveTo(sx, sy);
    const parts = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
    const step = sweep / parts;
    const k = (4 / 3) * Math.tan(step / 4);
    let a = a0;
    for (let i = 0; i < parts; i += 1) {
      const b = a + step;
      const [ca, sa, cb, sb] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b)];
      this.bezierCurveTo(x + r * (ca - k * sa), y + r * (sa + k * ca), x + r * (cb + k * sb), y + r * (sb - k * cb), x + r * cb, y + r * sb);
      a = b;
    }
  }

  /** The canvas's arcTo: a line to the first tangent point, then the arc between the tangents. */
  arcTo(x1, y1, x2, y2, r) {
    if (!this.last) return this.moveTo(x1, y1);
    const [x0, y0] = this.last;
    const ax = x0 - x1;
    const ay = y0 - y1;
    const bx = x2 - x1;
    const by = y2 - y1;
    const la = Math.hypot(ax, ay);
    const lb = Math.hypot(bx, by);
    const cross = ax * by - ay * bx;
    if (r === 0 || la === 0 || lb === 0 || Math.abs(cross) < 1e-9 * la * lb) return this.lineTo(x1, y1);
    const angle = Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / (la * lb))));
    const d = r / Math.tan(angle / 2);
    const t0 = [x1 + (ax / la) * d, y1 + (ay / la) * d];
    const t1 = [x1 + (bx / lb) * d, y1 + (by / lb) * d];
    // The centre lies along the bisector, r from both lines.
    const bis = [ax / la + bx / lb, ay / la + by / lb];
    const lbis = Math.hypot(bis[0], bis[1]);
    const dc = Math.hypot(d, r);
    const c = [x1 + (bis[0] / lbis) * dc, y1 + (bis[1] / lbis) * dc];
    const a0 = Math.atan2(t0[1] - c[1], t0[0] - c[0]);
    const a1 = Math.atan2(t1[1] - c[1], t1[0] - c[0]);
    this.lineTo(t0[0], t0[1]);
    this.arc(c[0], c[1], r, a0, a1, cross > 0);
  }

  /** The SVG path data. */
  d() {
    return this.segments.map(([op, ...p]) => op + p.map(num).join(' ')).join('');
  }
}

const DEFAULT_STATE = {
  transform: IDENTITY,
  fillStyle: '#000000',
  strokeStyle: '#000000',
  lineWidth: 1,
  lineCap: 'butt',
  lineJoin: 'miter',
  globalAlpha: 1,
  font: '10px sans-serif',
  textAlign: 'start',
  textBaseline: 'alphabetic',
  dash: [],
};

const BASELINES = { middle: 'central', top: 'text-before-edge', hanging: 'hanging', bottom: 'text-after-edge', ideographic: 'ideographic' };
const ANCHORS = { center: 'middle', right: 'end', end: 'end' };

export class SvgRecorder {
  /**
   * @param width, height  the picture's size (user units: CSS pixels)
   * @param measure        (font, text) -> width; by default 0.6 em a character
   * @param color          a CSS color -> the same color as #rrggbb or rgba() (default: as is)
   * @param background     painted under everything (null: transparent)
   */
  constructor(width, height, { measure, color, background = null } = {}) {
    this.width = width;
    this.height = height;
    this.canvas = { width, height };
    this.measure = measure ?? ((font, text) => 0.6 * parseFont(font).size * [...text].length);
    this.normalize = color ?? ((c) => c);
    this.background = background;
    this.state = { ...DEFAULT_STATE };
    this.stack = [];
    this.defs = [];
    this.ids = 0;
    this.patterns = new Map();
    this.path = new RecordingPath(() => this.state.transform);
    this.#reset();
  }

  /** Forgets what was drawn; clips still open stay open. */
  #reset() {
    /** Open groups: the root, then one per clip; each { parts, attrs, depth }. */
    if (!this.groups) this.groups = [{ parts: [], attrs: '', depth: -1 }];
    for (const group of this.groups) group.parts = [];
  }

  // ---------------------------------------------------------------- state

  get globalAlpha() {
    return this.state.globalAlpha;
  }

  set globalAlpha(v) {
    if (Number.isFinite(v) && v >= 0 && v <= 1) this.state.globalAlpha = v;
  }

  get fillStyle() {
    return this.state.fillStyle;
  }

  set fillStyle(v) {
    this.state.fillStyle = v;
  }

  get strokeStyle() {
    return this.state.strokeStyle;
  }

  set strokeStyle(v) {
    this.state.strokeStyle = v;
  }

  get lineWidth() {
    return this.state.lineWidth;
  }

  set lineWidth(v) {
    if (Number.isFinite(v) && v > 0) this.state.lineWidth = v;
  }

  get lineCap() {
    return this.state.lineCap;
  }

  set lineCap(v) {
    this.state.lineCap = v;
  }

  get lineJoin() {
    return this.state.lineJoin;
  }

  set lineJoin(v) {
    this.state.lineJoin = v;
  }

  get font() {
    return this.state.font;
  }

  set font(v) {
    this.state.font = v;
  }

  get textAlign() {
    return this.state.textAlign;
  }

  set textAlign(v) {
    this.state.textAlign = v;
  }

  get textBaseline() {
    return this.state.textBaseline;
  }

  set textBaseline(v) {
    this.state.textBaseline = v;
  }

  save() {
    this.stack.push({ ...this.state, dash: this.state.dash.slice() });
  }

  restore() {
    if (!this.stack.length) return;
    this.state = this.stack.pop();
    // Clips made since the matching save end with it.
    while (this.groups.length > 1 && this.groups.at(-1).depth >= this.stack.length) this.#closeGroup();
  }

  setTransform(a, b, c, d, e, f) {
    this.state.transform = [a, b, c, d, e, f];
  }

  transform(a, b, c, d, e, f) {
    this.state.transform = multiply(this.state.transform, [a, b, c, d, e, f]);
  }

  translate(x, y) {
    this.transform(1, 0, 0, 1, x, y);
  }

  scale(x, y) {
    this.transform(x, 0, 0, y, 0, 0);
  }

  rotate(angle) {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.transform(cos, sin, -sin, cos, 0, 0);
  }

  setLineDash(dash) {
    this.state.dash = Array.isArray(dash) && dash.every((v) => Number.isFinite(v) && v >= 0) ? dash.slice() : this.state.dash;
  }

  getLineDash() {
    return this.state.dash.slice();
  }

  // ---------------------------------------------------------------- paths

  /** A recording path, standing in for `new Path2D()`. */
  newPath() {
    return new RecordingPath();
  }

  beginPath() {
    this.path = new RecordingPath(() => this.state.transform);
  }

  moveTo(x, y) {
    this.path.moveTo(x, y);
  }

  lineTo(x, y) {
    this.path.lineTo(x, y);
  }

  quadraticCurveTo(cx, cy, x, y) {
    this.path.quadraticCurveTo(cx, cy, x, y);
  }

  bezierCurveTo(a, b, c, d, x, y) {
    this.path.bezierCurveTo(a, b, c, d, x, y);
  }

  arc(x, y, r, a0, a1, ccw) {
    this.path.arc(x, y, r, a0, a1, ccw);
  }

  arcTo(x1, y1, x2, y2, r) {
    this.path.arcTo(x1, y1, x2, y2, r);
  }

  rect(x, y, w, h) {
    this.path.rect(x, y, w, h);
  }

  closePath() {
    this.path.closePath();
  }

  fill(path) {
    const own = path instanceof RecordingPath ? path : this.path;
    if (!own.segments.length) return;
    const transform = own === this.path ? IDENTITY : this.state.transform;
    this.#emit('path', `d="${own.d()}"${this.#transformAttr(transform)}`, this.#paint('fill', this.state.fillStyle));
  }

  stroke(path) {
    const own = path instanceof RecordingPath ? path : this.path;
    if (!own.segments.length) return;
    // The current path is already in picture coordinates: its line width gets the transform's scale.
    const mine = own === this.path;
    const k = mine ? scaleOf(this.state.transform) : 1;
    const transform = mine ? IDENTITY : this.state.transform;
    this.#emit('path', `d="${own.d()}"${this.#transformAttr(transform)} fill="none"`, this.#strokeAttrs(k));
  }

  /** Clips to the current path (or `path`) until the matching restore. */
  clip(path) {
    const own = path instanceof RecordingPath ? path : this.path;
    const id = `clip${(this.ids += 1)}`;
    const transform = own === this.path ? IDENTITY : this.state.transform;
    this.defs.push(`<clipPath id="${id}"><path d="${own.d()}"${this.#transformAttr(transform)}/></clipPath>`);
    this.groups.push({ parts: [], attrs: ` clip-path="url(#${id})"`, depth: this.stack.length - 1 });
  }

  // ---------------------------------------------------------------- shapes

  fillRect(x, y, w, h) {
    if (!(w && h)) return;
    this.#emit('rect', this.#rectAttrs(x, y, w, h), this.#paint('fill', this.state.fillStyle));
  }

  strokeRect(x, y, w, h) {
    const m = this.state.transform;
    const folded = m[1] === 0 && m[2] === 0 && Math.abs(m[0]) === Math.abs(m[3]);
    this.#emit('rect', `${this.#rectAttrs(x, y, w, h)} fill="none"`, this.#strokeAttrs(folded ? Math.abs(m[0]) : 1));
  }

  /** Clearing the whole picture starts it again (the painters clear only that way). */
  clearRect(x, y, w, h) {
    const m = this.state.transform;
    const [x0, y0] = apply(m, x, y);
    const [x1, y1] = apply(m, x + w, y + h);
    const covers = Math.min(x0, x1) <= 0 && Math.min(y0, y1) <= 0 && Math.max(x0, x1) >= this.width && Math.max(y0, y1) >= this.height;
    if (covers) this.#reset();
  }

  measureText(text) {
    return { width: this.measure(this.state.font, String(text)) };
  }

  fillText(text, x, y, maxWidth) {
    const font = parseFont(this.state.font);
    const anchor = ANCHORS[this.state.textAlign] ?? 'start';
    const baseline = BASELINES[this.state.textBaseline];
    let attrs = `x="${num(x)}" y="${num(y)}"${this.#transformAttr(this.state.transform)}`;
    attrs += ` font-family="${xml(font.family)}" font-size="${num(font.size)}"`;
    if (font.weight !== 'normal') attrs += ` font-weight="${font.weight}"`;
    if (font.style !== 'normal') attrs += ` font-style="${font.style}"`;
    if (anchor !== 'start') attrs += ` text-anchor="${anchor}"`;
    if (baseline) attrs += ` dominant-baseline="${baseline}"`;
    // Every text keeps the width it was laid out with, whatever font the viewer has: where the
    // page's font is missing, a wider one would otherwise run the legend's words together.
    const width = this.measure(this.state.font, String(text));
    const length = Number.isFinite(maxWidth) ? Math.min(width, maxWidth) : width;
    if (length > 0) attrs += ` textLength="${num(length)}" lengthAdjust="spacingAndGlyphs"`;
    this.#emit('text', attrs, this.#paint('fill', this.state.fillStyle), xml(text));
  }

  // ---------------------------------------------------------------- patterns

  /**
   * A pattern from a small canvas tile: its opaque pixels become rects in an SVG <pattern>, in
   * the picture's coordinates (the painters fill patterns with the identity transform).
   */
  createPattern(image, repetition = 'repeat') {
    const w = image.width;
    const h = image.height;
    const data = image.getContext('2d').getImageData(0, 0, w, h).data;
    const id = `pattern${(this.ids += 1)}`;
    const rects = [];
    for (let y = 0; y < h; y += 1) {
      let x = 0;
      while (x < w) {
        const i = 4 * (y * w + x);
        if (data[i + 3] === 0) {
          x += 1;
          continue;
        }
        const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        let end = x + 1;
        while (end < w && data.slice(4 * (y * w + end), 4 * (y * w + end) + 4).join() === [r, g, b, a].join()) end += 1;
        const opacity = a < 255 ? ` fill-opacity="${num(a / 255)}"` : '';
        rects.push(`<rect x="${x}" y="${y}" width="${end - x}" height="1" fill="rgb(${r},${g},${b})"${opacity}/>`);
        x = end;
      }
    }
    this.defs.push(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${rects.join('')}</pattern>`);
    const pattern = { svgPattern: id, repetition };
    this.patterns.set(id, pattern);
    return pattern;
  }

  // ---------------------------------------------------------------- output

  #transformAttr(m) {
    return isIdentity(m) ? '' : ` transform="matrix(${m.map(num).join(' ')})"`;
  }

  /** A rect's attributes: the transform folded in when it only scales and moves. */
  #rectAttrs(x, y, w, h) {
    const m = this.state.transform;
    if (m[1] === 0 && m[2] === 0) {
      const [x0, y0] = apply(m, x, y);
      const [x1, y1] = apply(m, x + w, y + h);
      return `x="${num(Math.min(x0, x1))}" y="${num(Math.min(y0, y1))}" width="${num(Math.abs(x1 - x0))}" height="${num(Math.abs(y1 - y0))}"`;
    }
    return `x="${num(Math.min(x, x + w))}" y="${num(Math.min(y, y + h))}" width="${num(Math.abs(w))}" height="${num(Math.abs(h))}"${this.#transformAttr(m)}`;
  }

  /** `fill="..."` (or stroke) and its opacity, for a style (a color or a recorded pattern). */
  #paint(what, style) {
    if (style && typeof style === 'object' && style.svgPattern) {
      return { attrs: ` ${what}="url(#${style.svgPattern})"`, alpha: 1 };
    }
    const { color, alpha } = splitAlpha(String(this.normalize(String(style))));
    return { attrs: ` ${what}="${xml(color)}"`, alpha };
  }

  #strokeAttrs(k) {
    const s = this.state;
    const paint = this.#paint('stroke', s.strokeStyle);
    let attrs = `${paint.attrs} stroke-width="${num(s.lineWidth * k)}"`;
    if (s.lineCap !== 'butt') attrs += ` stroke-linecap="${s.lineCap}"`;
    if (s.lineJoin !== 'miter') attrs += ` stroke-linejoin="${s.lineJoin}"`;
    if (s.dash.length) attrs += ` stroke-dasharray="${s.dash.map((v) => num(v * k)).join(' ')}"`;
    return { attrs, alpha: paint.alpha };
  }

  #emit(tag, geometry, { attrs, alpha }, content = null) {
    const opacity = alpha * this.state.globalAlpha;
    if (opacity <= 0) return;
    const o = opacity < 1 ? ` opacity="${num(opacity)}"` : '';
    const body = content === null ? '/>' : `>${content}</${tag}>`;
    this.groups.at(-1).parts.push(`<${tag} ${geometry}${attrs}${o}${body}`);
  }

  #closeGroup() {
    const group = this.groups.pop();
    if (group.parts.length) this.groups.at(-1).parts.push(`<g${group.attrs}>${group.parts.join('')}</g>`);
  }

  /** The picture as an SVG document (the recorder can go on drawing after). */
  toSvg({ title = '' } = {}) {
    const open = this.groups;
    let body = '';
    for (let i = open.length - 1; i >= 0; i -= 1) {
      const inner = open[i].parts.join('') + body;
      body = i === 0 ? inner : inner ? `<g${open[i].attrs}>${inner}</g>` : '';
    }
    const w = num(this.width);
    const h = num(this.height);
    const bg = this.background ? `<rect width="${w}" height="${h}" fill="${xml(splitAlpha(this.normalize(this.background)).color)}"/>` : '';
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      (title ? `<title>${xml(title)}</title>` : '') +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      bg +
      body +
      '</svg>\n'
    );
  }
}
