// The solver page's word square (problems.js): its fields (size, first row, all words
// different), the sentences about it and its picture. The engine builds the problem from the
// shipped list and says what each option places; this file only maps fields and draws.

import { WORD_SQUARE_SIZES, drawWordSquare, wordSquareSides, wordSquareText } from '../shared/boards/word-square.js';

const $ = (id) => document.getElementById(id);

export const WORD_SQUARE_WORDS = { title: 'Word square', one: 'square', many: 'squares' };

export const WORD_SQUARE_ABOUT =
  'Fill a grid with letters so that every row and every column reads a word of the list, as in bit / ice / tea.';

/** The fields of the word square, wired to `state` (size, start, double) and `changed()`. */
export class WordSquareFields {
  constructor({ state, changed, stop }) {
    this.state = state;
    this.size = $('words-size');
    this.start = $('words-start');
    this.double = $('words-double');
    for (const z of WORD_SQUARE_SIZES) this.size.append(new Option(z.label, z.id));
    this.size.addEventListener('change', () => {
      this.state().size = this.size.value;
      changed();
    });
    this.double.addEventListener('change', () => {
      this.state().double = this.double.checked ? 'yes' : 'no';
      changed();
    });
    this.changed = changed;
    // The engine judges the word (length, letters, in the list) once typing pauses.
    this.start.addEventListener('input', () => {
      stop();
      clearTimeout(this.typing);
      this.typing = setTimeout(() => this.flush(), 300);
    });
  }

  /**
   * Takes in a first row still waiting for its pause in typing (a search started meanwhile
   * searches what the field shows). Letters are taken in lower case, as a link reads them.
   */
  flush() {
    clearTimeout(this.typing);
    const word = this.start.value.trim().toLowerCase();
    if (word === this.state().start) return;
    this.state().start = word;
    this.changed();
  }

  show() {
    const s = this.state();
    this.size.value = s.size;
    if (this.start.value.trim().toLowerCase() !== s.start) this.start.value = s.start;
    this.double.checked = s.double === 'yes';
  }
}

/** The worker's spec. */
export function wordSquareSpec(s) {
  return { kind: 'words', size: s.size, start: s.start, double: s.double };
}

/** The line under the picture before a search. */
export function wordSquareReady(s, options) {
  const [rows, cols] = wordSquareSides(s.size);
  const grid = rows === cols ? `A ${rows} x ${cols} square` : `${rows} rows of ${cols} letters, ${cols} columns of ${rows}`;
  const start = s.start ? `, ${s.start.toUpperCase()} across the top` : '';
  const rule =
    s.double === 'yes'
      ? 'Every word differs, so no square is its own mirror image.'
      : 'Words may repeat; a square that reads the same across and down counts once.';
  return `${grid}${start}: ${options}, one per word a row or column may take. ${rule}`;
}

export function drawWordSquareSolution(info, options, title, solved) {
  return drawWordSquare(info, options, solved ? `${title}: ${wordSquareText(info, options).replaceAll('\n', ' / ')}` : title);
}

export function wordSquareFile(s) {
  return `words-${s.size}${s.start ? `-${s.start}` : ''}${s.double === 'yes' ? '-double' : ''}.dlx`;
}
