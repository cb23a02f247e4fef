// How the matrix view looks: its palette, read from the CSS variables matrix.css defines, and
// the sizes at which the drawing changes its level of detail. Shared by the painters
// (matrix/paint.js, matrix/paint-bands.js) so both halves of a frame switch at the same scale.

import { rowFont } from './labels.js';

/** At most this many nodes (and headers) get the "just moved" ring after one change. */
export const RECENT_RINGS = 8;

/** The CSS variables the canvas reads (matrix.css defines them, from the page's palette). */
const COLOR_VARS = {
  bg: '--mx-bg',
  ink: '--mx-ink',
  muted: '--mx-muted',
  link: '--mx-link',
  row: '--mx-row',
  node: '--mx-node',
  nodeLine: '--mx-node-line',
  primary: '--mx-primary',
  primaryInk: '--mx-primary-ink',
  secondary: '--mx-secondary',
  secondaryFill: '--mx-secondary-fill',
  hidden: '--mx-hidden',
  covered: '--mx-covered',
  coveredBand: '--mx-covered-band',
  current: '--mx-current',
  currentBand: '--mx-current-band',
  chosen: '--mx-chosen',
  chosenBand: '--mx-chosen-band',
  moving: '--mx-moving',
  solution: '--mx-solution',
  solutionBand: '--mx-solution-band',
  dead: '--mx-dead',
};

const FALLBACK = {
  bg: '#ffffff',
  ink: '#1b2129',
  muted: '#545e6b',
  link: '#4f5a68',
  row: '#c9d0d9',
  node: '#ffffff',
  nodeLine: '#27303a',
  primary: '#1b2129',
  primaryInk: '#ffffff',
  secondary: '#7b3fa8',
  secondaryFill: '#f3ebfa',
  hidden: '#b9c0ca',
  covered: '#8e97a3',
  coveredBand: '#eceef1',
  current: '#d97f00',
  currentBand: '#fff0d4',
  chosen: '#1959b0',
  chosenBand: '#dfe9f8',
  moving: '#c8175d',
  solution: '#1c6f37',
  solutionBand: '#d9f0df',
  dead: '#c9302c',
};

/** Below this many pixels per cell the links are not drawn (they would fill the picture). */
export const LINKS_MIN_SCALE = 4;
/** Nodes are drawn as white boxes (rather than dark squares) from this many pixels per cell. */
export const OUTLINE_MIN_SCALE = 15;
/** The wraps get rounded corners from this many pixels per cell. */
export const ROUND_MIN_SCALE = 24;
/** Text smaller than this (px) is not drawn. */
export const TEXT_MIN_PX = 6;
/** The page's text face (www/shared/fonts.css), as the canvas's `font` family list. */
export const FONT = '"Atkinson Hyperlegible", "DejaVu Mono", sans-serif';

// Present mode (a projector in a classroom): names and labels are read from the back of the
// room, so they get a floor in pixels rather than only a share of a cell (texts that would
// then run together are thinned out, matrix/labels.js), and the fit keeps cells big enough to
// hold that type (a matrix too tall for it is fitted by its width, one too wide shown as a
// region around the current item).

/** Present mode: item names and option labels are never drawn smaller than this (px). */
export const PRESENT_LABEL_PX = 16;
/** Present mode: Fit fits a matrix by its width when whole it would make cells smaller than this. */
export const PRESENT_MIN_SCALE = 18;
/**
 * Present mode: a matrix whose width alone would make cells smaller than PRESENT_MIN_SCALE is
 * shown as a region around the item being branched on at this many pixels per cell, with an
 * overview of the whole in a corner.
 */
export const PRESENT_REGION_SCALE = 24;
/**
 * On a screen (not present mode): a whole matrix whose cells would be smaller than
 * SCREEN_MIN_SCALE (names under 12 px) is fitted by its width instead; one whose cells would be
 * that small even by its width is shown as a region at SCREEN_REGION_SCALE pixels per cell
 * (names 14 px, labels 13.5 px), with the whole in a corner, rather than with unreadable labels.
 */
export const SCREEN_MIN_SCALE = 16;
export const SCREEN_REGION_SCALE = 18;
/** Present mode: the room names and labels take, relative to the usual (their type is bigger per cell). */
export const PRESENT_TEXT_SCALE = 1.3;

/**
 * The size (px) of the item names at `s` pixels per cell. `fit` (px, optional) is the largest
 * size at which neighbours stay apart: the names shrink to it, down to a floor (a projector's
 * PRESENT_LABEL_PX; 9 px on a screen), under which the painter thins them out instead.
 */
export function nameFontPx(s, present = false, fit = Infinity) {
  if (present) return rowFont(Math.min(0.78 * s, 28), fit, PRESENT_LABEL_PX);
  const want = Math.min(0.78 * s, 15);
  return rowFont(want, fit, Math.min(want, 9));
}

/** The size (px) of the option labels left of the rows at `s` pixels per cell (see nameFontPx). */
export function labelFontPx(s, present = false, fit = Infinity) {
  if (present) return rowFont(Math.min(0.75 * s, 26), fit, PRESENT_LABEL_PX);
  return Math.min(0.75 * s, 14);
}

/** The size (px) of the lens under the headers at `s` pixels per cell (see nameFontPx). */
export function lenFontPx(s, present = false, fit = Infinity) {
  if (present) return rowFont(Math.min(0.62 * s, 20), fit, PRESENT_LABEL_PX);
  const want = Math.min(0.62 * s, 13);
  return rowFont(want, fit, Math.min(want, 10));
}

/** Reads the palette from the widget's CSS variables (once per theme, never per frame). */
export function readColors(element) {
  const style = getComputedStyle(element);
  const colors = {};
  for (const [key, name] of Object.entries(COLOR_VARS)) {
    colors[key] = style.getPropertyValue(name).trim() || FALLBACK[key];
  }
  return colors;
}
