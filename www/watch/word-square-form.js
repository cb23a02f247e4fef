// The visualizer's fields for a word square (problem-form.js): the size, the first row and
// "all words different". A change asks the page to watch the new square; the engine judges the
// word (its length, its letters, whether the list has it).

import { WORD_SQUARE_SIZES } from '../shared/boards/word-square.js';
import { normalize } from './url-state.js';

const $ = (id) => document.getElementById(id);

/** Shows the square's settings, and the fields only for a word square. */
export function syncWordFields(state) {
  $('params-words').hidden = state.problem !== 'words';
  if (state.problem !== 'words') return;
  $('param-words-size').value = state.size;
  $('param-words-start').value = state.start;
  $('param-words-double').checked = state.double === 'yes';
}

/** Wires the fields: `page.state` is the problem watched, `setProblem` asks for another. */
export function wireWordFields(page, setProblem) {
  const size = $('param-words-size');
  for (const z of WORD_SQUARE_SIZES) size.append(new Option(z.label, z.id));
  const load = () =>
    setProblem(
      normalize({
        ...page.state,
        size: size.value,
        start: $('param-words-start').value.trim().toLowerCase(),
        double: $('param-words-double').checked ? 'yes' : 'no',
      })
    );
  size.addEventListener('change', load);
  $('param-words-double').addEventListener('change', load);
  $('param-words-start').addEventListener('change', load);
  $('param-words-start').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') load();
  });
}
