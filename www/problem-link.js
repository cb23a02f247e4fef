// Which problem the page shows, and its settings, as the `#` fragment of a link, so that a link
// reproduces the choice: `#problem=queens&n=8`, `#problem=pentominoes&board=6x10&symmetry=keep`,
// `#problem=langford&n=7`, `#problem=dlx&text=...`, `#problem=matrix&rows=0010110-1001001&secondary=6-7`,
// `#problem=sudoku&variant=x&puzzle=...`. A fragment without `problem=` is a classic Sudoku in the
// older form (`#..3.2.6..`, `#9x9`; see decodeFragment in puzzle.js), which keeps working.
//
// Parsing is strict: a value out of range or unknown falls back to the default and a warning says
// so, in words for the page. Nothing here touches the DOM, and callers only ever put these values
// into text, never into HTML.

/** The problems of the chooser, in its order, with their names on the page. */
export const KINDS = Object.freeze([
  { id: 'sudoku', label: 'Sudoku' },
  { id: 'queens', label: 'N queens' },
  { id: 'pentominoes', label: 'Pentominoes' },
  { id: 'langford', label: 'Langford pairs' },
  { id: 'dlx', label: "Knuth's DLX format" },
  { id: 'matrix', label: 'Your own matrix' },
]);

/** The pentomino boards the page offers (all of 60 cells), by the engine's names. */
export const BOARDS = Object.freeze([
  { id: '6x10', label: '6 x 10' },
  { id: '5x12', label: '5 x 12' },
  { id: '4x15', label: '4 x 15' },
  { id: '3x20', label: '3 x 20' },
  { id: 'scott', label: '8 x 8 without its centre (Scott)' },
]);

export const VARIANTS = Object.freeze([
  { id: 'classic', label: 'Classic' },
  { id: 'x', label: 'X (both diagonals)' },
  { id: 'jigsaw', label: 'Jigsaw' },
]);

import { LIMITS } from './input-limits.js';

export const QUEENS_MAX = 20;
export const LANGFORD_MAX = 24;
/** The longest problem text (DLX) a link may carry. */
export const MAX_LINK_TEXT = 20_000;
/** The longest puzzle or region map a link may carry: what the page takes from a paste. */
export const MAX_LINK_PUZZLE = LIMITS.sudoku.bytes;
/** The largest matrix the editor builds (rows and columns). */
export const MATRIX_MAX = 30;

/** Knuth's example from TAOCP 7.2.2.1, what the DLX text area holds at first. */
export const KNUTH_EXAMPLE = 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

export const DEFAULTS = Object.freeze({
  queens: Object.freeze({ n: 8 }),
  pentominoes: Object.freeze({ board: '6x10', symmetry: 'break' }),
  langford: Object.freeze({ n: 7, symmetry: 'break' }),
  dlx: Object.freeze({ text: KNUTH_EXAMPLE }),
  matrix: Object.freeze({ rows: [], secondary: [] }),
  sudoku: Object.freeze({ variant: 'classic', puzzle: '', regions: '' }),
});

const KEYS = {
  sudoku: ['variant', 'puzzle', 'regions'],
  queens: ['n'],
  pentominoes: ['board', 'symmetry'],
  langford: ['n', 'symmetry'],
  dlx: ['text'],
  matrix: ['rows', 'secondary'],
};

/** Whether a fragment is in the chooser's form (else it is an older Sudoku link). */
export function isProblemFragment(hash) {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body.startsWith('problem=');
}

/**
 * The choice a fragment stands for: `{ kind, ...settings, warnings }`, or null when the fragment
 * is not in the chooser's form. `warnings` lists, in words, what was ignored and why.
 */
export function parseProblemFragment(hash) {
  if (!isProblemFragment(hash)) return null;
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = new URLSearchParams(body);
  const warnings = [];
  let kind = params.get('problem');
  if (!KINDS.some((k) => k.id === kind)) {
    warnings.push(`unknown problem "${clip(kind)}": showing the Sudoku instead`);
    kind = 'sudoku';
  }
  const state = { kind, ...structuredClone(DEFAULTS[kind]), warnings };
  for (const key of params.keys()) {
    if (key !== 'problem' && !KEYS[kind].includes(key)) {
      warnings.push(`the setting "${clip(key)}" means nothing for this problem and was ignored`);
    }
  }
  const get = (key) => params.get(key);
  if (kind === 'queens' || kind === 'langford') {
    const max = kind === 'queens' ? QUEENS_MAX : LANGFORD_MAX;
    const n = get('n');
    if (n !== null) {
      const value = wholeNumber(n, 1, max);
      if (value === null) warnings.push(`n = "${clip(n)}" is not a whole number from 1 to ${max}; using ${state.n}`);
      else state.n = value;
    }
  }
  if (kind === 'pentominoes') {
    const board = get('board');
    if (board !== null) {
      if (BOARDS.some((b) => b.id === board)) state.board = board;
      else warnings.push(`unknown board "${clip(board)}"; using ${state.board}`);
    }
  }
  if (kind === 'pentominoes' || kind === 'langford') {
    const symmetry = get('symmetry');
    if (symmetry !== null) {
      if (symmetry === 'break' || symmetry === 'keep') state.symmetry = symmetry;
      else warnings.push(`symmetry "${clip(symmetry)}" is neither "break" nor "keep"; using ${state.symmetry}`);
    }
  }
  if (kind === 'dlx') {
    const text = get('text');
    if (text !== null) {
      if (text.length <= MAX_LINK_TEXT) state.text = text;
      else warnings.push(`the problem in the link is too long (${count(text.length)} characters; a link carries at most ${count(MAX_LINK_TEXT)})`);
    }
  }
  if (kind === 'matrix') parseMatrix(get('rows'), get('secondary'), state, warnings);
  if (kind === 'sudoku') {
    const variant = get('variant');
    if (variant !== null) {
      if (VARIANTS.some((v) => v.id === variant)) state.variant = variant;
      else warnings.push(`unknown Sudoku variant "${clip(variant)}"; using the classic rules`);
    }
    for (const key of ['puzzle', 'regions']) {
      const value = get(key);
      if (value === null) continue;
      if (value.length <= MAX_LINK_PUZZLE) state[key] = value;
      else {
        warnings.push(
          `the ${key === 'puzzle' ? 'puzzle' : 'region map'} in the link is too long (${count(value.length)} characters; a link carries at most ${count(MAX_LINK_PUZZLE)})`
        );
      }
    }
  }
  return state;
}

function parseMatrix(rows, secondary, state, warnings) {
  if (rows === null) return;
  const list = rows.split('-');
  const width = list[0].length;
  const ok =
    width >= 1 &&
    width <= MATRIX_MAX &&
    list.length <= MATRIX_MAX &&
    list.every((r) => r.length === width && /^[01]+$/u.test(r));
  if (!ok) {
    warnings.push(
      `the matrix in the link is not rows of 0 and 1 of one length (at most ${MATRIX_MAX} by ${MATRIX_MAX}); showing the example`
    );
    return;
  }
  state.rows = list.map((r) => Array.from(r, (ch) => ch === '1'));
  state.secondary = new Array(width).fill(false);
  if (secondary === null || secondary === '') return;
  for (const token of secondary.split('-')) {
    const c = wholeNumber(token, 1, width);
    if (c === null) warnings.push(`secondary column "${clip(token)}" is not a column from 1 to ${width}`);
    else state.secondary[c - 1] = true;
  }
}

/** The fragment for a choice (settings at their default are left out, so links stay short). */
export function formatProblemFragment(state) {
  const params = new URLSearchParams();
  params.set('problem', state.kind);
  const defaults = DEFAULTS[state.kind];
  const put = (key) => {
    if (state[key] !== undefined && state[key] !== defaults[key]) params.set(key, String(state[key]));
  };
  switch (state.kind) {
    case 'queens':
      params.set('n', String(state.n));
      break;
    case 'langford':
      params.set('n', String(state.n));
      put('symmetry');
      break;
    case 'pentominoes':
      params.set('board', state.board);
      put('symmetry');
      break;
    case 'dlx':
      if (state.text.length <= MAX_LINK_TEXT) params.set('text', state.text);
      break;
    case 'matrix':
      if (state.rows.length > 0) {
        params.set('rows', state.rows.map((r) => r.map((x) => (x ? '1' : '0')).join('')).join('-'));
        const sec = state.secondary.flatMap((s, k) => (s ? [String(k + 1)] : []));
        if (sec.length > 0) params.set('secondary', sec.join('-'));
      }
      break;
    case 'sudoku':
      put('variant');
      if (state.puzzle) params.set('puzzle', state.puzzle);
      if (state.variant === 'jigsaw' && state.regions) params.set('regions', state.regions);
      break;
    default:
      break;
  }
  return `#${params.toString()}`;
}

/** A whole number written in plain digits, within [min, max], or null. */
export function wholeNumber(text, min, max) {
  const s = String(text ?? '').trim();
  if (!/^\d{1,6}$/u.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

function count(n) {
  return n.toLocaleString('en-US');
}

function clip(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}
