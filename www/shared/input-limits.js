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
});

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
 * Guards a text field against pastes and drops over the `kind`'s limit: they are stopped
 * before the browser inserts them (a field holding megabytes can freeze the tab), the field
 * keeps what it had, and `onRefused(message)` says why. A change that makes the field too
 * large some other way (a paste that fits, added to what is there; typing) is undone the same
 * way, back to what the field held before it.
 * Returns a function that removes the guard.
 */
export function guardField(field, kind, onRefused) {
  let accepted = field.value;
  const refuse = (e, text, source) => {
    const error = checkText(text, kind, source);
    if (!error) return;
    e.preventDefault();
    onRefused(error);
  };
  const onPaste = (e) => refuse(e, e.clipboardData?.getData('text/plain') ?? '', 'the pasted text');
  const onDrop = (e) => refuse(e, e.dataTransfer?.getData('text/plain') ?? '', 'the dropped text');
  const onInput = (e) => {
    const error = checkText(field.value, kind, 'the text');
    if (!error) return;
    field.value = accepted;
    // The page's own handlers never see the field out of bounds.
    e.stopImmediatePropagation();
    onRefused(error);
  };
  // What the field held just before the user's change (the page may have set it since).
  const onBeforeInput = () => {
    accepted = field.value;
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
