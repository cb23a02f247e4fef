// What the pages accept from a paste, a drop or a file before anything reaches the engine: a
// size each kind of text may have, and text only (no NUL bytes, valid UTF-8). Both pages use
// these checks, so a problem refused on one is refused on the other with the same words.
//
// The limits are the pages', not the engine's: the engine takes more (src/format.rs), but a
// problem bigger than these is no use to browse or to watch step by step, and a string of
// many megabytes put into a text area can freeze the tab by itself. So a paste over a limit
// is stopped before the browser inserts it, and a file before it is read.

import { formatBytes, formatCount } from './numbers.js';

/** The limits, by the kind of text. `bytes` counts UTF-8; `lines` counts line breaks + 1. */
export const LIMITS = Object.freeze({
  // 25x25 Sudoku, the biggest problem the pages make, is 377 kB and 15,627 lines in Knuth's format.
  dlx: Object.freeze({ bytes: 1024 * 1024, lines: 50_000, what: 'problems' }),
  // A 25x25 grid drawn with spaces and bars is under 3,000 characters.
  sudoku: Object.freeze({ bytes: 10_000, lines: 1_000, what: 'puzzles' }),
  regions: Object.freeze({ bytes: 10_000, lines: 1_000, what: 'region maps' }),
  cages: Object.freeze({ bytes: 10_000, lines: 1_000, what: 'cage maps' }),
});

/**
 * Past this many line breaks, a text is put into a field by the page rather than by the
 * browser: Chromium inserts a text one line at a time, in time quadratic in its lines (a
 * 500-line paste into a bare text area takes 0.8 s, 2,000 lines 7.9 s, 5,000 lines over a
 * minute), while setting the field's text at once is linear. The cost is that the browser's
 * undo does not reach such an insertion.
 */
export const MANY_LINES = 50;

function limitOf(kind) {
  const limit = LIMITS[kind];
  if (!limit) throw new RangeError(`no input limits for "${kind}"`);
  return limit;
}

/** The limit in words: "1.0 MB and 50,000 lines". */
export function limitWords(kind) {
  const { bytes, lines } = limitOf(kind);
  return `${formatBytes(bytes)} and ${formatCount(lines)} lines`;
}

/** The UTF-8 size of a string, without making a copy of a big one. */
export function utf8Bytes(text) {
  let n = text.length;
  for (let k = 0; k < text.length; k += 1) {
    const c = text.charCodeAt(k);
    if (c < 0x80) continue;
    // A surrogate pair (two code units) is four bytes; other code units up to U+07FF two, then three.
    if (c >= 0xd800 && c <= 0xdfff) n += 1;
    else n += c < 0x800 ? 1 : 2;
  }
  return n;
}

/** How many lines a text has: its line breaks, plus one for a last line without one. */
export function lineCount(text) {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks += 1;
  return breaks + (text.length > 0 && !text.endsWith('\n') ? 1 : 0);
}

/**
 * Why `text` (from `source`: 'the pasted text', 'the file “x.dlx”', ...) cannot be taken as a
 * `kind` ('dlx', 'sudoku' or 'regions'), in a sentence, or null when it can. Too big, or not
 * text (a NUL character).
 */
export function checkText(text, kind, source = 'the text') {
  const limit = limitOf(kind);
  // Every character is at least one byte: a long string is refused without being measured.
  const bytes = text.length > limit.bytes ? text.length : utf8Bytes(text);
  if (bytes > limit.bytes) {
    return `${capital(source)} is too large: ${formatBytes(bytes)} (${formatCount(text.length)} characters); the page takes ${limit.what} of at most ${formatBytes(limit.bytes)}.`;
  }
  const lines = lineCount(text);
  if (lines > limit.lines) {
    return `${capital(source)} is too large: ${formatCount(lines)} lines; the page takes ${limit.what} of at most ${formatCount(limit.lines)} lines.`;
  }
  if (text.includes('\0')) return `${capital(source)} holds NUL characters: it is not text.`;
  return null;
}

/**
 * Reads a file the user chose as a `kind` of text: resolves `{ text }`, or `{ error }` in a
 * sentence for a file over the limit (refused before it is read), one holding NUL bytes (a
 * binary file) or one that is not UTF-8.
 */
export async function readTextFile(file, kind) {
  const limit = limitOf(kind);
  const name = `the file “${file.name}”`;
  if (file.size > limit.bytes) {
    return {
      error: `${capital(name)} is too large: ${formatBytes(file.size)}; the page opens ${limit.what} of at most ${formatBytes(limit.bytes)} (a bigger one is for the command line: dlx solve).`,
    };
  }
  let bytes;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { error: `${capital(name)} could not be read.` };
  }
  if (bytes.includes(0)) return { error: `${capital(name)} holds NUL bytes: it is not a text file.` };
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: `${capital(name)} is not UTF-8 text: it may be a binary file, or text in another encoding.` };
  }
  const error = checkText(text, kind, name);
  return error ? { error } : { text };
}

/**
 * Guards a text field against text over the `kind`'s limit however it comes (a paste, a drop,
 * typing, autofill, an extension's or a test's insertion, a script that sets the value): a
 * text the browser is about to insert is measured first and, when over, stopped before the
 * browser does any work with it (a field holding megabytes, or thousands of lines inserted
 * one at a time, can freeze the tab); the field keeps what it had, and `onRefused(message)`
 * says why. A value set some other way and announced by an `input` event is undone the same
 * way, back to what the field held before, before the page's own handlers see it. A text of
 * many lines that fits is inserted by the page (see MANY_LINES). `kind` may be a function, for
 * a field whose kind changes (a map of regions or of cages); `kept()`, if given, is the text
 * the page holds for the field, what a refused change goes back to (a page that sets the
 * field itself knows better than the guard what it last held).
 * Returns a function that removes the guard.
 */
export function guardField(field, kind, onRefused, { kept = null } = {}) {
  const kindNow = typeof kind === 'function' ? kind : () => kind;
  let accepted = field.value;
  /** The field's value once `text` replaces its selection. */
  const after = (text) => {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    return { start, end, value: field.value.slice(0, start) + text + field.value.slice(end) };
  };
  /**
   * Handles an insertion of `text` about to happen (event `e`): refused when too large, done by
   * the page when of many lines, else left to the browser. Returns whether it was stopped.
   */
  const intercept = (e, text, source, inputType) => {
    if (!text) return false;
    // Measured alone first: a text over the limit by itself is refused before any copy.
    const alone = checkText(text, kindNow(), source);
    const { start, end, value } = alone ? { start: 0, end: 0, value: '' } : after(text);
    // Together with what the field keeps, it is "the text" that would be too large.
    const error = alone ?? checkText(value, kindNow(), 'the text');
    if (error) {
      e.preventDefault();
      onRefused(error);
      return true;
    }
    if (lineCount(text) <= MANY_LINES || !field.setRangeText) return false;
    e.preventDefault();
    accepted = field.value;
    field.setRangeText(text, start, end, 'end');
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: inputType === 'insertText' ? text : null }));
    return true;
  };
  const onPaste = (e) => intercept(e, e.clipboardData?.getData('text/plain') ?? '', 'the pasted text', 'insertFromPaste');
  const onDrop = (e) => {
    const text = e.dataTransfer?.getData('text/plain') ?? '';
    // A drop lands where the pointer is, which only the browser knows: it is measured only.
    const error = text ? checkText(text, kindNow(), 'the dropped text') : null;
    if (!error) return;
    e.preventDefault();
    onRefused(error);
  };
  const onInput = (e) => {
    const error = checkText(field.value, kindNow(), 'the text');
    if (!error) return;
    field.value = kept ? kept() : accepted;
    // The page's own handlers never see the field out of bounds.
    e.stopImmediatePropagation();
    onRefused(error);
  };
  const onBeforeInput = (e) => {
    // What the field held just before the user's change (the page may have set it since).
    accepted = field.value;
    // Typing, autofill and programmatic insertions carry their text here (a paste and a drop
    // were seen by their own events first).
    if (!e.cancelable || !/^insert(Text|ReplacementText|FromYank)$/u.test(e.inputType ?? '')) return;
    const text = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
    intercept(e, text, 'the text', e.inputType);
  };
  field.addEventListener('paste', onPaste);
  field.addEventListener('drop', onDrop);
  // Capture: on the field itself, it runs before the page's own input handlers.
  field.addEventListener('input', onInput, true);
  field.addEventListener('beforeinput', onBeforeInput);
  return () => {
    field.removeEventListener('paste', onPaste);
    field.removeEventListener('drop', onDrop);
    field.removeEventListener('input', onInput, true);
    field.removeEventListener('beforeinput', onBeforeInput);
  };
}

function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
