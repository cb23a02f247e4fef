// The matrix's legend in an exported picture: the page shows it as HTML under the canvas (its
// swatches colored by matrix.css), which a PNG or SVG of the canvas alone would lose. Its
// entries are read from the page's own legend (each swatch's computed colors and border), laid
// out in rows under the matrix, and drawn through the canvas API, so the same code writes the
// PNG's pixels and the SVG recorder's shapes and text.

/** The legend's type size and spacing, in CSS pixels. */
const FONT_PX = 13;
const SWATCH = 12;
const GAP = 6;
const SPACE = 16;
const ROW = 20;
const PAD = 8;

/**
 * The legend's entries as the page draws them: `[{ text, fill, stroke, strokeWidth, dashed,
 * alpha }]`, from `legend` (the matrix view's <ul class="mx-legend">), its entries in order.
 */
export function legendEntries(legend) {
  if (!legend) return [];
  return [...legend.querySelectorAll('li')].map((li) => {
    const sw = li.querySelector('.mx-sw');
    const style = sw ? getComputedStyle(sw) : null;
    const width = style ? Number.parseFloat(style.borderTopWidth) || 0 : 0;
    return {
      text: li.textContent.trim(),
      fill: style?.backgroundColor ?? 'transparent',
      stroke: width > 0 && style.borderTopStyle !== 'none' ? style.borderTopColor : null,
      strokeWidth: width,
      dashed: style?.borderTopStyle === 'dashed',
      alpha: style ? Number(style.opacity) : 1,
    };
  });
}

/** The font the legend's words are drawn in. */
export function legendFont(family) {
  return `${FONT_PX}px ${family}`;
}

/**
 * Where each entry goes in rows `width` wide: `{ height, places: [{ entry, x, y }] }` (`y` the
 * row's middle), measuring words with `measure(text)`. An entry is never split across rows.
 */
export function layoutLegend(entries, width, measure) {
  const places = [];
  let x = PAD;
  let row = 0;
  for (const entry of entries) {
    const textWidth = measure(entry.text);
    const w = SWATCH + GAP + textWidth;
    if (x > PAD && x + w > width - PAD) {
      row += 1;
      x = PAD;
    }
    places.push({ entry, x, y: PAD + row * ROW + ROW / 2, textWidth });
    x += w + SPACE;
  }
  return { height: entries.length ? 2 * PAD + (row + 1) * ROW : 0, places };
}

/**
 * Draws a laid-out legend on `ctx` with its top at `top` and the given width, on `background`
 * (a CSS color), its words in `color`.
 */
export function paintLegend(ctx, layout, { top, width, font, color, background }) {
  if (!layout.height) return;
  ctx.save();
  ctx.setLineDash([]);
  ctx.fillStyle = background;
  ctx.fillRect(0, top, width, layout.height);
  ctx.font = font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const { entry, x, y } of layout.places) {
    const sy = top + y - SWATCH / 2;
    ctx.globalAlpha = entry.alpha;
    ctx.fillStyle = entry.fill;
    ctx.fillRect(x, sy, SWATCH, SWATCH);
    if (entry.stroke) {
      ctx.strokeStyle = entry.stroke;
      ctx.lineWidth = entry.strokeWidth;
      ctx.setLineDash(entry.dashed ? [3, 2] : []);
      const half = entry.strokeWidth / 2;
      ctx.strokeRect(x + half, sy + half, SWATCH - entry.strokeWidth, SWATCH - entry.strokeWidth);
      ctx.setLineDash([]);
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = color;
    ctx.fillText(entry.text, x + SWATCH + GAP, top + y);
  }
  ctx.restore();
}
