// The pictures the export menu saves: the matrix, the search tree and the puzzle board, each as
// PNG (at a chosen scale, for print) and as SVG (vector shapes and text). The views draw them:
// the matrix and a large tree through their own painters, onto an offscreen canvas or the SVG
// recorder (export/svg.js); a small tree (SVG on the page) and the board (HTML) are copied with
// the look the browser computed (export/dom.js), and rasterized from that SVG for their PNG.
//
//   const picture = await matrixPicture(view, { format: 'png' | 'svg', scale, background })
//   -> { blob, width, height }   (width, height: the file's, in pixels or SVG units)

import { SvgRecorder } from './svg.js';
import { inlineSvg, snapshotSvg } from './dom.js';
import { layoutLegend, legendEntries, legendFont, paintLegend } from './legend.js';

/** The largest side and area a PNG may have (browsers refuse bigger canvases). */
const MAX_SIDE = 16384;
const MAX_AREA = 64 * 1024 * 1024;

let scratch = null;
function scratchContext() {
  if (!scratch) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    scratch = canvas.getContext('2d', { willReadFrequently: true });
  }
  return scratch;
}

const colorCache = new Map();

/**
 * A CSS color (any syntax the page's CSS computes: rgb(), color(srgb ...), a name) as
 * `{ color: 'rgb(r,g,b)' | '#rrggbb', alpha }`, read from a pixel when the canvas does not
 * hand it back in a form every SVG reader knows.
 */
export function paintOf(css) {
  const key = String(css);
  let found = colorCache.get(key);
  if (found) return found;
  const ctx = scratchContext();
  ctx.fillStyle = '#000000';
  ctx.fillStyle = key;
  const parsed = ctx.fillStyle;
  if (typeof parsed === 'string' && /^#[0-9a-f]{6}$/i.test(parsed)) found = { color: parsed, alpha: 1 };
  else {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    found = { color: `rgb(${r},${g},${b})`, alpha: Math.round((a / 255) * 1000) / 1000 };
  }
  colorCache.set(key, found);
  return found;
}

function colorForRecorder(css) {
  const { color, alpha } = paintOf(css);
  if (alpha >= 1) return color;
  const [r, g, b] = color.startsWith('#') ? [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) : color.match(/\d+/g);
  return `rgba(${r},${g},${b},${alpha})`;
}

function measure(font, text) {
  const ctx = scratchContext();
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** A recorder (export/svg.js) that measures text and reads colors as the page does. */
function recorder(width, height, background) {
  return new SvgRecorder(width, height, { measure, color: colorForRecorder, background });
}

/** The scale asked for, lowered if the PNG would be larger than a browser can make. */
export function pngScale(width, height, scale) {
  const side = MAX_SIDE / Math.max(width, height);
  const area = Math.sqrt(MAX_AREA / (width * height));
  return Math.max(0.1, Math.min(scale, side, area));
}

function offscreen(width, height, scale) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  return canvas;
}

export function canvasBlob(canvas, type = 'image/png') {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the picture'))), type);
  });
}

const svgBlob = (text) => new Blob([text], { type: 'image/svg+xml;charset=utf-8' });

/** An SVG text drawn onto a canvas at `scale` (through an <img>: a data: URL, which the CSP allows). */
export async function rasterize(svg, width, height, scale, background) {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = offscreen(width, height, scale);
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The first background color that is not transparent, from `el` up. */
export function pageBackground(el) {
  for (let e = el; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor;
    if (paintOf(bg).alpha > 0) return bg;
  }
  return '#ffffff';
}

/**
 * The matrix as shown now (the same view, zoom and highlights), with its legend under it (what
 * the swatches mean, read from the page's). `background`: a CSS color for the picture's
 * background (null: the matrix's own).
 */
export async function matrixPicture(view, { format, scale = 1, background = null, title = '' }) {
  const { w, h } = view.size;
  const family = view.legend ? getComputedStyle(view.legend).fontFamily : 'sans-serif';
  const font = legendFont(family);
  const legend = layoutLegend(legendEntries(view.legend), w, (text) => measure(font, text));
  const paintKey = (ctx) =>
    paintLegend(ctx, legend, {
      top: h,
      width: w,
      font,
      color: view.legend ? getComputedStyle(view.legend).color : '#1a1a1a',
      background: background ?? view.colors?.bg ?? '#ffffff',
    });
  const height = h + legend.height;
  if (format === 'svg') {
    const ctx = recorder(w, height, null);
    view.paintTo(ctx, { scale: 1, bg: background });
    paintKey(ctx);
    const text = ctx.toSvg({ title });
    return { blob: svgBlob(text), width: w, height, text, legendHeight: legend.height };
  }
  const k = pngScale(w, height, scale);
  const canvas = offscreen(w, height, k);
  const ctx = canvas.getContext('2d');
  view.paintTo(ctx, { scale: k, bg: background });
  ctx.setTransform(k, 0, 0, k, 0, 0);
  paintKey(ctx);
  return { blob: await canvasBlob(canvas), width: canvas.width, height: canvas.height, canvas, legendHeight: legend.height };
}

/** The whole search tree (not only the part scrolled into view). */
export async function treePicture(view, { format, scale = 1, background = null, title = '' }) {
  const bg = background ?? pageBackground(view.root);
  if (view.mode === 'svg' && view.svg) {
    const { svg, width, height } = inlineSvg(view.svg, { paint: paintOf, background: bg, title });
    if (format === 'svg') return { blob: svgBlob(svg), width, height, text: svg };
    const k = pngScale(width, height, scale);
    const canvas = await rasterize(svg, width, height, k, bg);
    return { blob: await canvasBlob(canvas), width: canvas.width, height: canvas.height, canvas };
  }
  const { w, h } = view.canvasSize();
  if (format === 'svg') {
    const ctx = recorder(w, h, null);
    view.paintCanvas(ctx, { left: 0, top: 0, w, h, ratio: 1, background: bg });
    const text = ctx.toSvg({ title });
    return { blob: svgBlob(text), width: w, height: h, text };
  }
  const k = pngScale(w, h, scale);
  const canvas = offscreen(w, h, k);
  view.paintCanvas(canvas.getContext('2d'), { left: 0, top: 0, w, h, ratio: k, background: bg });
  return { blob: await canvasBlob(canvas), width: canvas.width, height: canvas.height, canvas };
}

/** The puzzle board and its legend (not the sentence under it), as laid out now. */
export async function boardPicture(view, { format, scale = 1, background = null, title = '' }) {
  const bg = background ?? pageBackground(view.root);
  const skip = (el) => el === view.caption;
  const { svg, width, height } = snapshotSvg(view.root, { skip, paint: paintOf, background: bg, title });
  if (format === 'svg') return { blob: svgBlob(svg), width, height, text: svg };
  const k = pngScale(width, height, scale);
  const canvas = await rasterize(svg, width, height, k, bg);
  return { blob: await canvasBlob(canvas), width: canvas.width, height: canvas.height, canvas };
}
