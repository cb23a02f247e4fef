// The puzzle board as an SVG picture: the board is built of HTML elements (a CSS grid of
// squares and cells, www/watch/puzzle-*.js), so its picture is read back from what the browser
// laid out: every element's box (background, borders, rounded corners, an inset ring, an
// outline), every text where it was set, in its font and color, and the ::before and ::after
// boxes the boards draw with (the dot on a free square, the queen). The boards are not drawn a
// second time here: only the layout the browser made is copied into shapes.
//
// Why not a library: dom-to-svg, the one that writes real SVG (not a foreignObject), hides a
// pseudo-element by inserting an inline <style> (refused under the page's Content-Security-
// Policy, and a console error), and skips inset box-shadows and rounded corners, which the
// boards use for the squares being tried and the dots of free squares.
//
// Assumption the boards keep: a ::before or ::after is centred in its element (the boards'
// squares and cells are grids with place-items: center).

import { num, xml } from './svg.js';

const px = (v) => Number.parseFloat(v) || 0;

/** A shadow list as the browser computes it ("rgb(1, 2, 3) 0px 0px 0px 2px inset, ..."). */
function insetRings(shadow) {
  if (!shadow || shadow === 'none') return [];
  const rings = [];
  for (const part of shadow.split(/,(?![^(]*\))/)) {
    if (!/\binset\b/.test(part)) continue;
    const color = /(rgba?\([^)]*\)|#[0-9a-f]{3,8}|[a-z]+\([^)]*\))/i.exec(part)?.[1];
    const lengths = part.replace(color ?? '', '').match(/-?[\d.]+px/g)?.map(px) ?? [];
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    if (color && spread > 0 && x === 0 && y === 0 && blur === 0) rings.push({ color, spread });
  }
  return rings;
}

/**
 * A picture of `root`'s boxes and texts, in CSS pixels, from the top left of the union of its
 * boxes. `skip(element)` leaves an element (and what it holds) out; `paint(color)` turns a CSS
 * color into `{ color, alpha }` an SVG reader knows. Returns `{ svg, width, height }`.
 */
export function snapshotSvg(root, { skip = () => false, paint, background = null, title = '', margin = 8 } = {}) {
  const parts = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const grow = (r) => {
    if (r.width <= 0 || r.height <= 0) return;
    x0 = Math.min(x0, r.left);
    y0 = Math.min(y0, r.top);
    x1 = Math.max(x1, r.right);
    y1 = Math.max(y1, r.bottom);
  };
  const fillAttrs = (what, css, opacity) => {
    const { color, alpha } = paint(css);
    const a = alpha * opacity;
    if (a <= 0) return null;
    return ` ${what}="${xml(color)}"${a < 1 ? ` ${what}-opacity="${num(a)}"` : ''}`;
  };
  const rect = (r, css, opacity, radius = 0) => {
    const fill = fillAttrs('fill', css, opacity);
    if (!fill) return;
    const rx = radius > 0 ? ` rx="${num(Math.min(radius, r.width / 2, r.height / 2))}"` : '';
    parts.push(`<rect x="${num(r.left)}" y="${num(r.top)}" width="${num(r.width)}" height="${num(r.height)}"${rx}${fill}/>`);
  };
  // A ring `width` wide whose outer edge is `inset` inside the box's edge (outside when negative).
  const ring = (r, inset, width, css, opacity, radius = 0, dash = '') => {
    const stroke = fillAttrs('stroke', css, opacity);
    if (!stroke || width <= 0) return;
    const d = inset + width / 2;
    const rx = radius > 0 ? ` rx="${num(Math.max(0, radius - d))}"` : '';
    parts.push(
      `<rect x="${num(r.left + d)}" y="${num(r.top + d)}" width="${num(r.width - 2 * d)}" height="${num(r.height - 2 * d)}"${rx}` +
        ` fill="none" stroke-width="${num(width)}"${stroke}${dash}/>`
    );
  };
  const text = (content, x, y, cs, opacity, anchor = 'start') => {
    const fill = fillAttrs('fill', cs.color, opacity);
    if (!fill || !content) return;
    let attrs = `x="${num(x)}" y="${num(y)}" font-family="${xml(cs.fontFamily)}" font-size="${num(px(cs.fontSize))}"`;
    if (cs.fontWeight && cs.fontWeight !== '400' && cs.fontWeight !== 'normal') attrs += ` font-weight="${cs.fontWeight}"`;
    if (cs.fontStyle && cs.fontStyle !== 'normal') attrs += ` font-style="${cs.fontStyle}"`;
    if (anchor !== 'start') attrs += ` text-anchor="${anchor}"`;
    parts.push(`<text ${attrs} dominant-baseline="central"${fill}>${xml(content)}</text>`);
  };

  const box = (cs, r, opacity) => {
    const radius = px(cs.borderTopLeftRadius);
    rect(r, cs.backgroundColor, opacity, radius);
    const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) => ({
      side,
      width: cs[`border${side}Style`] === 'none' || cs[`border${side}Style`] === 'hidden' ? 0 : px(cs[`border${side}Width`]),
      color: cs[`border${side}Color`],
      style: cs[`border${side}Style`],
    }));
    const same = sides.every((s) => s.width === sides[0].width && s.color === sides[0].color && s.style === sides[0].style);
    if (same && sides[0].width > 0) {
      const dash = sides[0].style === 'dashed' ? ` stroke-dasharray="${num(3 * sides[0].width)}"` : '';
      ring(r, 0, sides[0].width, sides[0].color, opacity, radius, dash);
    } else {
      for (const { side, width, color } of sides) {
        if (width <= 0) continue;
        const strip = {
          Top: { left: r.left, top: r.top, width: r.width, height: width },
          Bottom: { left: r.left, top: r.bottom - width, width: r.width, height: width },
          Left: { left: r.left, top: r.top, width, height: r.height },
          Right: { left: r.right - width, top: r.top, width, height: r.height },
        }[side];
        rect(strip, color, opacity);
      }
    }
    for (const { color, spread } of insetRings(cs.boxShadow)) ring(r, 0, spread, color, opacity, radius);
  };

  const pseudo = (el, which, r, opacity) => {
    const cs = getComputedStyle(el, which);
    const content = cs.content;
    if (!content || content === 'none' || content === 'normal' || cs.display === 'none') return;
    let value = '';
    const attr = /^attr\(\s*([\w-]+)\s*\)$/.exec(content);
    if (attr) value = el.getAttribute(attr[1]) ?? '';
    else if (/^".*"$/.test(content)) value = content.slice(1, -1).replace(/\\(.)/g, '$1');
    const o = opacity * (Number(cs.opacity) || 0);
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const w = px(cs.width);
    const h = px(cs.height);
    if (w > 0 && h > 0) {
      const radius = cs.borderTopLeftRadius.endsWith('%') ? (px(cs.borderTopLeftRadius) / 100) * w : px(cs.borderTopLeftRadius);
      rect({ left: cx - w / 2, top: cy - h / 2, width: w, height: h }, cs.backgroundColor, o, radius);
    }
    if (value) text(value, cx, cy, cs, o, 'middle');
  };

  const words = (node, cs, opacity) => {
    const content = node.textContent;
    if (!content.trim()) return;
    // A text that wraps is set line by line, where the browser broke it.
    const range = document.createRange();
    const lines = [];
    const re = /\S+/g;
    let m;
    while ((m = re.exec(content))) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const b = range.getBoundingClientRect();
      if (b.width <= 0 && b.height <= 0) continue;
      const line = lines.at(-1);
      if (line && Math.abs(line.top - b.top) < 2) {
        line.text += ` ${m[0]}`;
        line.bottom = Math.max(line.bottom, b.bottom);
      } else lines.push({ text: m[0], left: b.left, top: b.top, bottom: b.bottom });
    }
    for (const line of lines) {
      grow({ left: line.left, top: line.top, right: line.left + 1, bottom: line.bottom, width: 1, height: line.bottom - line.top });
      text(line.text, line.left, (line.top + line.bottom) / 2, cs, opacity);
    }
  };

  const walk = (el, opacity) => {
    if (skip(el)) return;
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.visibility === 'hidden') return;
    const o = opacity * (Number(cs.opacity) || 0);
    if (o <= 0) return;
    const r = el.getBoundingClientRect();
    grow(r);
    box(cs, r, o);
    pseudo(el, '::before', r, o);
    for (const child of el.childNodes) {
      if (child.nodeType === 1) walk(child, o);
      else if (child.nodeType === 3) words(child, cs, o);
    }
    pseudo(el, '::after', r, o);
    if (cs.outlineStyle !== 'none' && px(cs.outlineWidth) > 0) {
      const width = px(cs.outlineWidth);
      const out = px(cs.outlineOffset) + width;
      grow({ left: r.left - out, top: r.top - out, right: r.right + out, bottom: r.bottom + out, width: 1, height: 1 });
      ring(r, -out, width, cs.outlineColor, o, px(cs.borderTopLeftRadius));
    }
  };

  for (const child of root.children) walk(child, 1);
  if (!(x1 > x0)) throw new Error('the board is not on the page: nothing to draw');
  const width = Math.ceil(x1 - x0 + 2 * margin);
  const height = Math.ceil(y1 - y0 + 2 * margin);
  const bg = background ? `<rect width="${width}" height="${height}"${fillAttrs('fill', background, 1) ?? ''}/>` : '';
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (title ? `<title>${xml(title)}</title>` : '') +
    bg +
    `<g transform="translate(${num(margin - x0)} ${num(margin - y0)})">${parts.join('')}</g></svg>\n`;
  return { svg, width, height };
}

/**
 * A copy of an SVG element drawn by the page with its CSS (the small search tree) that carries
 * its look in attributes: each shape gets the computed fill, stroke and type it is shown with.
 */
export function inlineSvg(svgEl, { paint, background = null, title = '' } = {}) {
  const copy = svgEl.cloneNode(true);
  const width = Math.ceil(px(svgEl.getAttribute('width')) || svgEl.getBoundingClientRect().width);
  const height = Math.ceil(px(svgEl.getAttribute('height')) || svgEl.getBoundingClientRect().height);
  const originals = [svgEl, ...svgEl.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((el, i) => {
    const c = copies[i];
    const cs = getComputedStyle(el);
    c.removeAttribute('class');
    c.removeAttribute('style');
    if (el === svgEl) return;
    const tag = el.localName;
    if (cs.display === 'none') c.setAttribute('display', 'none');
    if (cs.opacity !== '1') c.setAttribute('opacity', cs.opacity);
    if (tag === 'g') return;
    for (const what of ['fill', 'stroke']) {
      const value = cs[what];
      if (!value || value === 'none') c.setAttribute(what, 'none');
      else {
        const { color, alpha } = paint(value);
        c.setAttribute(what, color);
        if (alpha < 1) c.setAttribute(`${what}-opacity`, num(alpha));
      }
    }
    if (cs.stroke !== 'none') {
      c.setAttribute('stroke-width', num(px(cs.strokeWidth)));
      if (cs.strokeDasharray && cs.strokeDasharray !== 'none') c.setAttribute('stroke-dasharray', cs.strokeDasharray.replace(/px/g, ''));
      if (cs.strokeLinecap !== 'butt') c.setAttribute('stroke-linecap', cs.strokeLinecap);
    }
    if (tag === 'text') {
      c.setAttribute('font-family', cs.fontFamily);
      c.setAttribute('font-size', num(px(cs.fontSize)));
      if (cs.fontWeight !== '400') c.setAttribute('font-weight', cs.fontWeight);
      if (cs.textAnchor !== 'start') c.setAttribute('text-anchor', cs.textAnchor);
      if (cs.dominantBaseline !== 'auto') c.setAttribute('dominant-baseline', cs.dominantBaseline);
    }
  });
  for (const name of ['role', 'aria-label', 'class', 'style']) copy.removeAttribute(name);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  if (background) {
    const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    bg.setAttribute('width', String(width));
    bg.setAttribute('height', String(height));
    bg.setAttribute('fill', paint(background).color);
    copy.prepend(bg);
  }
  if (title) {
    const t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    t.textContent = title;
    copy.prepend(t);
  }
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
  return { svg, width, height };
}
