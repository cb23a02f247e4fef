// The caption under each frame of a film: the step and what the search did there, in the
// narration's words (panels/narration.js), so a film shown in class says what each frame is,
// as the page beside the matrix does. Laid out in a band of a fixed height (a video's frames
// all have one size): the words wrap, and a caption too long for the band is set smaller, down
// to a floor, and only then cut, with an ellipsis.

import { describe, stepOf } from '../panels/index.js';

/** The band's lines, and the type size range (in the frame's pixels, for a frame 800 wide). */
export const CAPTION_LINES = 3;
const MAX_PX = 16;
const MIN_PX = 11;

/** The words for the step the trace is at: "Step 23 (X7): Item E has no options at all: ...". */
export function filmCaption(trace, heuristic = 'mrv') {
  const event = trace.lastEvent();
  const words = describe(event, trace, { heuristic }).replaceAll('`', '');
  return `Step ${trace.position} (${stepOf(event)}): ${words}`;
}

/** The type size for a frame `width` pixels wide. */
export function captionPx(width) {
  return Math.max(MIN_PX, Math.round((width / 800) * MAX_PX));
}

/** The band's height for a frame `width` wide. */
export function captionHeight(width) {
  const px = captionPx(width);
  return Math.round(CAPTION_LINES * px * 1.3 + px);
}

/**
 * `text` in at most `lines` lines of at most `width`, measured by `measure(text)`: whole words,
 * the last line cut with an ellipsis when the words run over (`cut` true then).
 */
export function wrapCaption(text, width, measure, lines = CAPTION_LINES) {
  const out = [];
  let line = '';
  const words = text.split(/\s+/u).filter(Boolean);
  let i = 0;
  for (; i < words.length; i += 1) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (measure(next) <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = words[i];
    if (out.length === lines) break;
  }
  if (out.length < lines) {
    if (line) out.push(line);
    return { lines: out, cut: false };
  }
  // Past the last line: cut it to end with an ellipsis.
  let last = out[lines - 1];
  while (last && measure(`${last}…`) > width) last = last.slice(0, last.lastIndexOf(' ') > 0 ? last.lastIndexOf(' ') : last.length - 1);
  out[lines - 1] = `${last}…`;
  return { lines: out, cut: true };
}

/**
 * Draws `text` in the band from `top` (height `height`, the frame's `width`) on `ctx`: a light
 * band, dark words, set smaller until they fit. Returns the lines drawn and their size.
 */
export function paintCaption(ctx, text, { top, width, height, family = 'sans-serif' }) {
  const pad = Math.round(captionPx(width) / 2);
  let px = captionPx(width);
  let wrapped;
  for (;;) {
    ctx.font = `${px}px ${family}`;
    wrapped = wrapCaption(text, width - 2 * pad, (t) => ctx.measureText(t).width);
    if (!wrapped.cut || px <= MIN_PX) break;
    px -= 1;
  }
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, top, width, height);
  ctx.fillStyle = '#1a1a1a';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  const lineHeight = Math.round(px * 1.3);
  wrapped.lines.forEach((line, i) => ctx.fillText(line, pad, top + pad + i * lineHeight));
  ctx.restore();
  return { lines: wrapped.lines, px };
}
