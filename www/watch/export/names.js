// The words and numbers of an export, as pure functions (tested in node): what a file is
// called, and whether a range of steps asked for can be rendered, with a message that says
// which field is wrong and why.

/** The problem's short name, for file names: queens-8, sudoku-x-4x4, pentominoes-6x10-all, ... */
export function problemSlug(state, preset = null) {
  switch (state.problem) {
    case 'queens':
      return `queens-${state.n}`;
    case 'langford':
      return `langford-${state.n}${state.symmetry === 'keep' ? '-all' : ''}`;
    case 'pentominoes':
      return `pentominoes-${state.board}${state.symmetry === 'keep' ? '-all' : ''}`;
    case 'iamonds':
      return `hexiamonds-${state.board}${state.symmetry === 'keep' ? '-all' : ''}`;
    case 'sticks':
      return `tetrasticks-5x5-no-${state.omit}${state.symmetry === 'keep' ? '-all' : ''}`;
    case 'soma':
      return `soma-3x3x3${state.symmetry === 'keep' ? '-all' : ''}`;
    case 'sudoku':
      return preset || `sudoku${state.variant === 'classic' ? '' : `-${state.variant}`}`;
    case 'dlx':
      return 'my-problem';
    case 'random':
      return `random-${state.seed}`;
    case 'random-sudoku':
      return `sudoku-4x4-random-${state.seed}`;
    default:
      return String(state.problem || 'problem').replace(/[^a-z0-9-]+/gi, '-');
  }
}

/** A picture's file name: queens-8-step-137-matrix.png. */
export function pictureFileName(slug, step, what, ext) {
  return `${slug}-step-${step}-${what}.${ext}`;
}

/** A film's file name: queens-8-steps-137-187.webm. */
export function rangeFileName(slug, from, to, ext) {
  return `${slug}-steps-${from}-${to}.${ext}`;
}

/** Frames a film may have: enough for a lesson's worth of steps, not a file nobody can open. */
export const MAX_FRAMES = 600;

/** How many steps ahead the range's last field starts. */
export const DEFAULT_SPAN = 40;

/** The range a dialog opens with: from the step shown to DEFAULT_SPAN further (not past the end). */
export function defaultRange({ position, furthest, finished }, span = DEFAULT_SPAN) {
  const to = finished ? Math.min(furthest, position + span) : position + span;
  return { from: position, to: Math.max(to, position) };
}

/** A RangeError that names the field to mend ('from' or 'to'). */
function fieldError(field, message) {
  const error = new RangeError(message);
  error.field = field;
  return error;
}

function wholeStep(text, field) {
  const s = String(text ?? '').trim();
  const name = field === 'from' ? 'first' : 'last';
  if (s === '') throw fieldError(field, `the ${name} step is empty: give a step number`);
  if (!/^\d+$/.test(s)) throw fieldError(field, `the ${name} step must be a whole number of 0 or more, not "${s}"`);
  return Number(s);
}

/**
 * Checks a range of steps typed in the export menu: `from` and `to` as typed, the player's
 * state `{ furthest, finished }`. Past the last step seen the search goes on (the player
 * computes the steps) unless it has finished: then there is nothing past its end. Returns
 * `{ from, to, frames }`, or throws a RangeError whose message says what to mend.
 */
export function checkRange(from, to, { furthest, finished }, maxFrames = MAX_FRAMES) {
  const a = wholeStep(from, 'from');
  const b = wholeStep(to, 'to');
  const past = (step) => `step ${step} is past the last step seen, ${furthest}: the search ends there`;
  if (finished && a > furthest) throw fieldError('from', past(a));
  if (finished && b > furthest) throw fieldError('to', past(b));
  if (b < a) throw fieldError('to', `the last step, ${b}, comes before the first, ${a}`);
  if (b === a) throw fieldError('to', `steps ${a} to ${b} make a single picture: export a PNG, or end the range further on`);
  const frames = b - a + 1;
  if (frames > maxFrames) {
    throw fieldError('to', `steps ${a} to ${b} make ${frames} frames, more than the ${maxFrames} one file may hold: end at step ${a + maxFrames - 1} or before`);
  }
  return { from: a, to: b, frames };
}
