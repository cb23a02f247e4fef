// The solver page's Killer Sudoku: the map field's words when it holds cages rather than
// regions, and the cages drawn over the board. Which cell is in which cage, and the sums, are
// the engine's answer to the page's check (the worker's `valid` message carries them); this
// file only words and draws them.

import { cageLayer } from '../../shared/killer-cages.js';

const FIELD_WORDS = {
  jigsaw: {
    label: 'Regions',
    hint: 'They replace the boxes: one letter or digit per cell, row by row.',
    placeholder: 'One letter or digit per cell: the cells of a region share one',
    rows: 2,
  },
  killer: {
    label: 'Cage map',
    hint: 'One letter per cell, row by row (a cage’s cells share one); then one line per cage with its sum, such as A=23. The puzzle field may add givens.',
    placeholder: 'AABB…\nCDDB…\n…\nA=3\nB=9',
    rows: 6,
  },
};

/** Words the map field for `variant`: its label, hint and placeholder. */
export function labelMapField(field, variant) {
  const words = FIELD_WORDS[variant] ?? FIELD_WORDS.jigsaw;
  const label = field.querySelector('label');
  const hint = field.querySelector('.hint');
  const text = field.querySelector('textarea');
  if (label) label.textContent = words.label;
  if (hint) hint.textContent = words.hint;
  if (text) {
    text.placeholder = words.placeholder;
    text.rows = words.rows;
  }
  field.dataset.variant = variant;
}

/** The grid size of the engine's cages (`{ map, sums }`), or 0 when there are none. */
export function cageSize(cages) {
  const n = Math.round(Math.sqrt(cages?.map?.length ?? 0));
  return n * n === (cages?.map?.length ?? -1) ? n : 0;
}

/** Draws `cages` over the board `root` of size n (none when `cages` is null). */
export function drawCages(root, n, cages) {
  root.querySelector('.cage-lines')?.remove();
  root.classList.toggle('killer', !!cages);
  const layer = cages && cageSize(cages) === n ? cageLayer(cages.map, cages.sums, n) : null;
  if (layer) root.append(layer);
}
