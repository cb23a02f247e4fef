// A few lines shared by the board renderers: SVG elements made from plain attributes (never
// from markup, so no text from a link or a file is ever parsed as HTML).

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes, and optional text content. */
export function svg(name, attributes = {}, text = null) {
  const el = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  if (text !== null) el.textContent = text;
  return el;
}

/**
 * An empty picture of `width` x `height` units, scaled to its container, with a title that
 * screen readers read as its name.
 */
export function picture(width, height, title, className) {
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    class: `picture-svg ${className}`,
    role: 'img',
    'aria-label': title,
    preserveAspectRatio: 'xMidYMid meet',
  });
  root.append(svg('title', {}, title));
  return root;
}
