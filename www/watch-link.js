// The link from the solver page to the visualizer (watch.html) for the problem on the page,
// in the visualizer's own link form (www/viz/url-state.js). Returns `{ href, note }`: `note`
// says why the link carries no problem, when it cannot (too large to step through).

import * as urlState from './viz/url-state.js';

/** The visualizer's link state for a chooser state (see problem-link.js), or a reason it has none. */
export function watchState(state, dlxText = '') {
  const max = { queens: urlState.MAX_QUEENS, langford: urlState.MAX_LANGFORD };
  switch (state.kind) {
    case 'queens':
    case 'langford':
      if (state.n > max[state.kind]) {
        return { reason: `the visualizer steps through n up to ${max[state.kind]}` };
      }
      return { problem: state.kind, n: state.n, ...(state.kind === 'langford' ? { symmetry: state.symmetry } : {}) };
    case 'pentominoes':
      return { problem: 'pentominoes', board: state.board, symmetry: state.symmetry };
    case 'sudoku':
      return { problem: 'sudoku', puzzle: state.puzzle, variant: state.variant, regions: state.regions };
    case 'dlx':
    case 'matrix': {
      const text = dlxText;
      const max = urlState.MAX_DLX_LINK;
      if (text.trim() === '') return { reason: 'there is no problem yet' };
      if (text.length > max) {
        return { reason: `the problem is too large to hand over by link (${text.length.toLocaleString('en-US')} characters)` };
      }
      return { problem: 'dlx', text };
    }
    default:
      return { reason: 'unknown problem' };
  }
}

/** `{ href, note }` for the "watch" link. */
export function watchLink(state, dlxText = '') {
  const target = watchState(state, dlxText);
  if (target.reason) return { href: './watch.html', note: target.reason };
  return { href: `./watch.html${urlState.formatState({ ...target, rule: 'mrv', step: 0 })}`, note: '' };
}
