// What each event does, in words a student can follow: items and options named by what they
// mean in the puzzle ("row 4 needs a 7", "put 7 in row 4, column 1"), counts read from the
// links at the moment of the event. describe() is pure (it only reads the trace);
// NarrationView shows the latest lines and tells screen readers, without flooding them.
//
// A description reads the trace's current state, so it is exact for the event next to that
// state: the one just done (direction 1) or just undone (direction -1). For an earlier event of
// a change that did many at once, pass the events after it as `since`: the counts are then
// worked back through them (each hide takes one from its item's len, each unhide gives it
// back, tries add to the tree), so they are still the ones of the event's own moment.

import { formatCount, plural } from '../../shared/numbers.js';
import { valueChar } from '../../shared/sudoku-grid.js';
import { stepOf } from './steps.js';

// ------------------------------------------------------------------ what items and options mean

const kinds = new WeakMap();

/**
 * What kind of problem the trace holds: { kind: 'sudoku', n } | { kind: 'queens', n } |
 * { kind: 'pentominoes' } | { kind: 'iamonds' } | { kind: 'langford', n } |
 * { kind: 'words', rows, cols } | { kind: 'generic' }: what the engine
 * says its solver was built from (`solver.kind`). A problem given as text is generic, whatever
 * its names look like.
 */
export function problemKind(trace) {
  let kind = kinds.get(trace);
  if (kind) return kind;
  const built = trace.solver?.kind;
  if (trace.boxSize > 0) {
    kind = { kind: 'sudoku', n: trace.boxSize * trace.boxSize };
  } else if (built === 'pentominoes') {
    kind = { kind: 'pentominoes' };
  } else if (built === 'iamonds') {
    kind = { kind: 'iamonds' };
  } else if (built === 'sticks') {
    kind = { kind: 'sticks' };
  } else if (built === 'langford') {
    kind = { kind: 'langford', n: trace.solver.size };
  } else if (built === 'queens') {
    kind = { kind: 'queens', n: trace.solver.size };
  } else if (built === 'words') {
    kind = { kind: 'words', rows: trace.solver.boardRows, cols: trace.solver.boardCols };
  } else {
    kind = { kind: 'generic' };
  }
  kinds.set(trace, kind);
  return kind;
}

/**
 * Pentomino option `o` as placed by the engine: `{ piece, cells }`, the piece's letter and the
 * `[row, column]` of each cell it covers (from 0, in reading order); null for other options.
 */
export function pieceOf(o, trace) {
  const role = trace.optionRole?.(o);
  if (role?.role !== 'piece') return null;
  return { piece: role.letter, cells: role.cells };
}

/**
 * Langford option `o`: `{ value, slots: [first, second] }`, the slots counted from 1; null for
 * other options.
 */
export function pairOf(o, trace) {
  const role = trace.optionRole?.(o);
  if (role?.role !== 'pair') return null;
  return { value: role.value, slots: [role.first + 1, role.second + 1] };
}

/**
 * Word-square option `o`: `{ direction: 'across' | 'down', index, word }`, the row or column
 * counted from 0; null for other options.
 */
export function wordOf(o, trace) {
  const role = trace.optionRole?.(o);
  if (role?.role !== 'word') return null;
  return { direction: role.direction, index: role.index, word: role.word };
}

/** "row 2" or "column 3" of a word square, from the engine's direction and index (from 0). */
function wordLine(direction, index) {
  return `${direction === 'across' ? 'row' : 'column'} ${index + 1}`;
}

/** The board symmetries, by their number in the engine's symmetry items (ItemRole `fixes`). */
const SYMMETRY_WORDS = [
  '',
  'the left–right mirror',
  'the top–bottom mirror',
  'the half turn',
  'the mirror in the main diagonal',
  'the quarter turn',
  'the quarter turn back',
  'the mirror in the other diagonal',
];

/** "a, b and c". */
function listWords(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a symmetry-breaking item does, from the set of symmetries it stands for. */
function symmetryWords(fixes) {
  const words = SYMMETRY_WORDS.filter((_, k) => k > 0 && fixes & (1 << k));
  if (words.length === 0) return '';
  return (
    `symmetry breaking, at most once: an X that ${listWords(words)} ${words.length === 1 ? 'leaves' : 'leave'} ` +
    'in place, and the turns of the F that would repeat its packings, exclude each other'
  );
}

/** "a 7", "an 8", "an A": the article for a Sudoku value as it is said aloud. */
function withArticle(ch) {
  return /^[8AEFHILMNOS]$/.test(ch) ? `an ${ch}` : `a ${ch}`;
}

/** An X-sudoku's two diagonals, by their index in the engine's roles. */
const DIAGONALS = ['the main diagonal, top left to bottom right,', 'the other diagonal, top right to bottom left,'];

/**
 * What item `k` asks for, in plain words, from what the engine says it stands for
 * (trace.itemRole), or '' when it stands for nothing beyond its name: Sudoku "cell row 2,
 * column 7 needs a value", "row 4 needs a 7", "column 3 needs an A", "box 5 needs a 2", an
 * X-sudoku's "the main diagonal, top left to bottom right, needs a 5", a jigsaw's "region 3
 * needs a 7"; queens "row 3 needs a queen", "at most one queen where row + column = 5" (a
 * diagonal); pentominoes "piece X must be placed", "cell row 2, column 7 must be covered";
 * Langford pairs "value 3 must be placed", "slot 5 must be filled". Rows, columns, boxes and
 * slots are said from 1, as people count them; queens' rows and columns from 0, as their items
 * are named.
 */
export function itemMeaning(k, trace) {
  const role = trace.itemRole(k);
  switch (role.role) {
    case 'cell':
      return trace.boxSize
        ? `cell row ${role.row + 1}, column ${role.column + 1} needs a value`
        : `cell row ${role.row + 1}, column ${role.column + 1} must be covered`;
    case 'unitValue': {
      const value = withArticle(valueChar(role.value));
      if (role.unit === 'diagonal') return `${DIAGONALS[role.index]} needs ${value}`;
      return `${role.unit} ${role.index + 1} needs ${value}`;
    }
    case 'line':
      switch (role.line) {
        case 'row':
        case 'column':
          return `${role.line} ${role.index} needs a queen`;
        case 'sum':
          return `at most one queen where row + column = ${role.index}`;
        default: {
          // A minus sign, not a hyphen, for the differences below zero.
          const d = role.index - (problemKind(trace).n - 1);
          return `at most one queen where row − column = ${d < 0 ? `−${-d}` : d}`;
        }
      }
    case 'piece':
      return `piece ${role.letter} must be placed`;
    case 'triangle':
      return `the triangle pointing ${role.up ? 'up' : 'down'} in row ${role.row + 1}, place ${role.column + 1}, must be covered`;
    case 'value':
      return `value ${role.value} must be placed`;
    case 'slot':
      return `slot ${role.slot + 1} must be filled`;
    case 'symmetry':
      return symmetryWords(role.fixes);
    case 'cage':
      return `cage ${role.cage + 1} (sum ${role.sum}) must be filled`;
    case 'cellValue':
      return `the value in row ${role.row + 1}, column ${role.column + 1} (its color)`;
    case 'wordSlot':
      return `${wordLine(role.direction, role.index)} needs a word`;
    case 'letterCell':
      return `the letter in row ${role.row + 1}, column ${role.column + 1}: the words across and down must agree on it`;
    case 'edge':
      return `the ${role.vertical ? 'vertical' : 'horizontal'} edge ${stickWords(role)} must be covered`;
    case 'crossing':
      return `at most one piece goes straight through point ${role.row},${role.column}`;
    default:
      return '';
  }
}

/**
 * Item `k` as a sentence names it: "item r4=7 (row 4 needs a 7)", "item C", "secondary item
 * F (at most once)", "secondary item a5 (at most one queen on ...)".
 */
export function itemLabel(k, trace) {
  const name = trace.itemName(k);
  const meaning = itemMeaning(k, trace);
  if (k >= trace.primaryCount) return `secondary item ${name} (${meaning || 'at most once'})`;
  return meaning ? `item ${name} (${meaning})` : `item ${name}`;
}

/**
 * What option `o` does, in plain words: Sudoku "put 7 in row 4, column 1", queens "a queen on
 * row 2, column 3", pentominoes "put piece X on r1c2 r2c1 r2c2 r2c3 r3c2" (rows and columns
 * from 1, as the cell items name them), Langford pairs "put the two 3s in slots 2 and 6",
 * otherwise its items: "option `C E F`".
 */
export function optionMeaning(o, trace) {
  const problem = problemKind(trace);
  if (problem.kind === 'pentominoes') {
    const placed = pieceOf(o, trace);
    if (placed) {
      const cells = placed.cells.map(([r, c]) => `r${r + 1}c${c + 1}`).join(' ');
      return `put piece ${placed.piece} on ${cells}`;
    }
  } else if (problem.kind === 'iamonds') {
    const placed = pieceOf(o, trace);
    if (placed) {
      const rows = [...new Set(placed.cells.map(([r]) => r + 1))];
      return `put piece ${placed.piece} on ${placed.cells.length} triangles of row${rows.length > 1 ? 's' : ''} ${listWords(rows.map(String))}`;
    }
  } else if (problem.kind === 'sticks') {
    const role = trace.optionRole(o);
    if (role?.role === 'sticks') {
      const through = role.crossings.length ? `, through ${role.crossings.map(([r, c]) => `${r},${c}`).join(' and ')}` : '';
      return `put piece ${role.letter} on ${role.sticks.map(([r0, c0, r1, c1]) => `${r0},${c0}–${r1},${c1}`).join(' ')}${through}`;
    }
  } else if (problem.kind === 'langford') {
    const pair = pairOf(o, trace);
    if (pair) return `put the two ${pair.value}s in slots ${pair.slots[0]} and ${pair.slots[1]}`;
  } else if (problem.kind === 'sudoku') {
    const cage = trace.optionRole?.(o);
    if (cage?.role === 'cage') {
      const fills = cage.cells.map(([r, c], i) => `${valueChar(cage.values[i])} in r${r + 1}c${c + 1}`).join(', ');
      return `fill cage ${cage.cage + 1} (sum ${cage.sum}) with ${fills}`;
    }
    const [cell, value] = trace.placement(o);
    if (cell !== undefined) {
      const { n } = problem;
      return `put ${valueChar(value)} in row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1}`;
    }
  } else if (problem.kind === 'words') {
    const placed = wordOf(o, trace);
    if (placed) return `${wordLine(placed.direction, placed.index)} is ${placed.word.toUpperCase()}`;
  } else if (problem.kind === 'queens') {
    const place = queenOf(o, trace);
    if (place) return `a queen on row ${place[0]}, column ${place[1]}`;
  }
  return `option \`${trace.optionText(o)}\``;
}

/** A tetrastick edge's ends in words, grid points as "row,column" from 0: "from 2,3 to 2,4". */
function stickWords({ row, column, vertical }) {
  return `from ${row},${column} to ${vertical ? row + 1 : row},${vertical ? column : column + 1}`;
}

/** The square `[row, column]` (from 0) where option `o` puts a queen, as the engine says. */
function queenOf(o, trace) {
  const role = trace.optionRole(o);
  return role.role === 'queen' ? [role.row, role.column] : null;
}

/** Option `o` as the subject of a sentence: "the option to put 7 in ...", "the queen on ...". */
function optionSubject(o, trace) {
  const problem = problemKind(trace);
  const meaning = optionMeaning(o, trace);
  if (problem.kind !== 'generic' && meaning.startsWith('put ')) return `the option to ${meaning}`;
  if (problem.kind === 'queens' && meaning.startsWith('a queen')) return `the queen${meaning.slice(7)}`;
  if (problem.kind === 'words' && wordOf(o, trace)) return `the option that ${meaning}`;
  return meaning;
}

// ------------------------------------------------------------------ words and numbers

function options(n) {
  return plural(n, 'option');
}

function capitalize(s) {
  return s.length ? s[0].toUpperCase() + s.slice(1) : s;
}

// ------------------------------------------------------------------ the state at the event

/** Item k's len at the event's moment: now, worked back through the hides in `since`. */
function lenAt(trace, k, direction, since) {
  const { nodes } = trace.links();
  let delta = 0;
  for (const e of since) {
    if (e.kind === 'hide' && trace.nodeItems[e.node] === k) delta += 1;
    else if (e.kind === 'unhide' && trace.nodeItems[e.node] === k) delta -= 1;
  }
  return nodes[4 * (k + 1) + 2] + direction * delta;
}

/** The primary items still to cover now, in the order of their list. */
function activePrimary(trace) {
  const { items } = trace.links();
  const active = [];
  for (let e = items[1], guard = 0; e !== 0 && guard <= trace.itemCount; e = items[2 * e + 1]) {
    active.push(e - 1);
    guard += 1;
  }
  return active;
}

/** Whether item k was still to cover at the event's moment. */
function activeAt(trace, k, direction, since) {
  const { items } = trace.links();
  const prev = items[2 * (k + 1)];
  let active = items[2 * prev + 1] === k + 1;
  for (const e of since) {
    if ((e.kind === 'cover' || e.kind === 'uncover') && e.item === k) active = !active;
  }
  return active;
}

/** "k of d" for a try, or null when the trace can no longer tell. */
function tryCount(event, trace, direction, since) {
  const tries = since.filter((e) => e.kind === 'try').length;
  if (direction > 0) {
    // The tree only grows going forward: this try's node is the one before those of later tries.
    const node = trace.tree.entry(trace.tree.length - 1 - tries);
    return node ? { k: node.k, d: node.d } : null;
  }
  // Undone: count back the tries at this level undone after it, down to the choice that
  // started the level (in `since`) or the level's entry now.
  let k = 1;
  for (const e of since) {
    if (e.kind === 'try' && e.level === event.level) k += 1;
    else if (e.kind === 'choose' && e.level === event.level) return { k, d: e.len };
  }
  const level = trace.levels[event.level];
  return level ? { k: k + level.k, d: level.len } : null;
}

// ------------------------------------------------------------------ the descriptions

/**
 * One event in words. `direction` 1: the event was just done; -1: it was just undone.
 * `heuristic` is the search's branching rule ('mrv' or 'first'), to say why an item was
 * chosen. `since`: see the top of this file (leave it empty for the latest event).
 * `withhold`: the kind of Predict question open, whose answer the words leave out: 'deadEnd'
 * (how many options a hide or unhide leaves its item) or 'solution' (which option a try
 * tries: the options tried on the path are the solution).
 */
export function describe(event, trace, { direction = 1, heuristic = 'mrv', since = [], withhold = null } = {}) {
  if (!event) return 'Ready at level 0: every item is still to cover. Step forward to start.';
  const said = { lens: withhold !== 'deadEnd', tried: withhold !== 'solution' };
  return direction < 0 ? undone(event, trace, since, said) : done(event, trace, heuristic, since, said);
}

function done(event, trace, heuristic, since, { lens, tried }) {
  const dir = 1;
  switch (event.kind) {
    case 'choose':
      return chose(event, trace, heuristic, since);
    case 'cover': {
      // The engine covers as TAOCP does: every option of the item's column leaves the other
      // items' lists, top to bottom, and the item's own header goes last: this event.
      const len = lenAt(trace, event.item, dir, since);
      const label = itemLabel(event.item, trace);
      const name = trace.itemName(event.item);
      const list = itemList(event.item, trace);
      const last = `last, ${name} itself leaves ${list}`;
      if (stepOf(event) === 'X4') {
        if (len === 0) return `Cover ${label}: it has no options to take out, so ${name} just leaves ${list}.`;
        return `Cover ${label}: its ${options(len)} ${len === 1 ? 'has' : 'have'} left the other items’ lists, from the top of ${name}’s column down; ${last}.`;
      }
      const head = `Cover ${label} too, since the option just tried includes it:`;
      if (len === 0) return `${head} no other option needs it, so ${name} just leaves ${list}.`;
      return `${head} ${plural(len, 'clashing option')} ${len === 1 ? 'has' : 'have'} left the other items’ lists, from the top of ${name}’s column down; ${last}.`;
    }
    case 'hide':
      return `Hide node ${event.node}: ${nodeMove(event.node, trace, dir, since, 'leaves', lens)}.`;
    case 'try': {
      const kd = tryCount(event, trace, dir, since);
      const which = kd ? `option ${kd.k} of ${kd.d}` : 'an option';
      if (!tried) return `Try ${which} at level ${event.level}.`;
      return `Try ${which} at level ${event.level}: ${optionMeaning(event.option, trace)}.`;
    }
    case 'solution': {
      const later = since.filter((e) => e.kind === 'solution').length;
      const number = trace.solutions.length - later;
      const found = trace.solutions.at(number - 1);
      return `Solution ${formatCount(number)} found: ${solutionWords(found?.options, event.size, trace)}`;
    }
    case 'backtrack': {
      const len = lenAt(trace, event.item, dir, since);
      const label = itemLabel(event.item, trace);
      let why = `All ${options(len)} of ${label} have been tried`;
      if (len === 0) why = `${capitalize(label)} has no options at all`;
      else if (len === 1) why = `The only option of ${label} has been tried`;
      const next = event.level === 0
        ? 'uncover it, and the search is over'
        : `uncover it and go back to level ${event.level - 1}`;
      return `${why}: back up from level ${event.level}. Next, ${next}.`;
    }
    case 'unhide':
      return `Unhide node ${event.node}: ${nodeMove(event.node, trace, dir, since, 'returns to', lens)}.`;
    case 'purify':
      return `Purify node ${event.node}: the options that give its item another color leave the other items’ lists.`;
    case 'mark':
      return `Mark node ${event.node}: its option gives the item the same color, so it stays.`;
    case 'unmark':
      return `Unmark node ${event.node}: it has its color back.`;
    case 'unpurify':
      return `Unpurify node ${event.node}: the options of the other colors are back.`;
    case 'uncover': {
      // The mirror image of a cover: the header comes back first (this event), then the
      // options of its column, bottom to top.
      const len = lenAt(trace, event.item, dir, since);
      const label = itemLabel(event.item, trace);
      const name = trace.itemName(event.item);
      const back = `${name} is back in ${itemList(event.item, trace)}`;
      if (stepOf(event) === 'X7') {
        if (len === 0) return `Uncover ${label}: ${back}, and it had no options to put back.`;
        return `Uncover ${label}: ${back}; next, its ${options(len)} ${len === 1 ? 'returns' : 'return'} to the other items’ lists, from the bottom of ${name}’s column up.`;
      }
      const head = `Uncover ${label}, taking back the option that included it: ${back}`;
      if (len === 0) return `${head}, and no clashing option comes back.`;
      return `${head}; next, ${plural(len, 'clashing option')} ${len === 1 ? 'comes' : 'come'} back, from the bottom of ${name}’s column up.`;
    }
    case 'done': {
      const s = trace.stats();
      return (
        `Done: every branch has been tried. The search found ${plural(trace.solutions.length, 'solution')} ` +
        `in ${plural(s.nodes, 'search-tree node')} and ${plural(s.updates, 'link update')}.`
      );
    }
    default:
      return `${event.kind}.`;
  }
}

function chose(event, trace, heuristic, since) {
  const label = itemLabel(event.item, trace);
  const head = `Level ${event.level}: choose ${label}`;
  if (event.len === 0) return `${head}. It has no options left, so this path is a dead end.`;
  // Choosing changes no link, but the events in `since` may have: work the count of items
  // still to cover back through their covers and uncovers.
  const active = activePrimary(trace);
  let left = active.length;
  for (const e of since) {
    if (e.item < trace.primaryCount && e.kind === 'cover') left += 1;
    else if (e.item < trace.primaryCount && e.kind === 'uncover') left -= 1;
  }
  if (heuristic === 'first') {
    return `${head}, the first of the ${plural(left, 'item')} still to cover. It has ${options(event.len)}.`;
  }
  let tie = '';
  if (since.length === 0) {
    const { nodes } = trace.links();
    const ties = active.filter((k) => k !== event.item && nodes[4 * (k + 1) + 2] === event.len).length;
    if (ties > 0) tie = ` (${plural(ties, 'other item')} ${ties === 1 ? 'ties' : 'tie'}; the first is taken)`;
  }
  if (left === 1) return `${head}, the last item still to cover. It has ${options(event.len)}.`;
  return (
    `${head}. Of the ${formatCount(left)} items still to cover, ` +
    `it has the fewest options left: ${formatCount(event.len)}${tie}.`
  );
}

/** The list an item's header is in while it is not covered, as a cover or uncover names it. */
function itemList(k, trace) {
  return k < trace.primaryCount ? 'the list of items to cover' : 'the list of secondary items';
}

/** "<option> leaves the list of <item>, which now has 2 options" and the like. */
function nodeMove(node, trace, direction, since, verb, lens = true) {
  const k = trace.nodeItems[node];
  const o = trace.nodeOptions[node];
  const len = lenAt(trace, k, direction, since);
  const subject = optionSubject(o, trace);
  const label = itemLabel(k, trace);
  const back = verb === 'returns to';
  // Withheld (a Predict question on a dead end is open): how many options the item has left.
  if (!lens) return `${subject} ${verb} the list of ${label}`;
  let after;
  if (len === 0) {
    after = 'which now has no options left';
    if (doomed(k, trace, direction, since)) after += ': this path cannot succeed';
  } else {
    after = `which ${back ? 'has' : 'now has'} ${options(len)}${back ? ' again' : ''}`;
  }
  return `${subject} ${verb} the list of ${label}, ${after}`;
}

/**
 * Whether a hide while covering the other items of the option x_l just tried (X5) left primary
 * item k, still to cover, with no option while x_l does not cover k either: then no choice
 * below can cover it. (While covering the chosen item, X4, the option about to be tried may
 * still be the one that covers k, so nothing is certain yet.) Told only for the latest event,
 * where the path in `trace.levels` is the event's own.
 */
function doomed(k, trace, direction, since) {
  if (direction < 0 || since.length > 0 || k >= trace.primaryCount) return false;
  if (!activeAt(trace, k, direction, since)) return false;
  // No option tried yet at the current level: this hide is part of X4.
  const here = trace.levels[trace.levels.length - 1];
  if (!here || here.option < 0) return false;
  // k is still to cover, so the option covers it exactly when the engine has it still to
  // cover for that option (its outlook at this, the latest, position).
  return !(trace.outlook().toCover ?? []).includes(k);
}

function solutionWords(chosen, size, trace) {
  if (size === 0) return 'nothing was left to cover.';
  const head = `every primary item is covered, by ${plural(size, 'option')}`;
  if (!chosen) return `${head}.`;
  const shown = chosen.slice(0, 6).map((o) => optionMeaning(o, trace));
  const rest = chosen.length - shown.length;
  return `${head}: ${shown.join('; ')}${rest > 0 ? `; and ${formatCount(rest)} more` : ''}.`;
}

function undone(event, trace, since, { lens, tried }) {
  const dir = -1;
  switch (event.kind) {
    case 'choose':
      return `Undo: level ${event.level} has not chosen ${itemLabel(event.item, trace)} yet.`;
    case 'cover':
      return `Put back ${itemLabel(event.item, trace)}: it is one of the items to cover again.`;
    case 'hide':
      return `Put back node ${event.node}: ${nodeMove(event.node, trace, dir, since, 'returns to', lens)}.`;
    case 'try': {
      const kd = tryCount(event, trace, dir, since);
      const which = kd ? `option ${kd.k} of ${kd.d}` : 'the option';
      if (!tried) return `Undo: ${which} at level ${event.level} is not tried yet.`;
      const what = optionMeaning(event.option, trace);
      return `Undo: ${which} at level ${event.level} is not tried yet (${what}).`;
    }
    case 'solution': {
      const earlier = since.filter((e) => e.kind === 'solution').length;
      return `Undo: solution ${formatCount(trace.solutions.length + 1 + earlier)} is not found yet.`;
    }
    case 'backtrack':
      return (
        `Undo: back at level ${event.level}, ` +
        `where every option of ${itemLabel(event.item, trace)} has been tried.`
      );
    case 'unhide':
      return `Undo: hide node ${event.node} again; ${nodeMove(event.node, trace, dir, since, 'leaves', lens)}.`;
    case 'uncover':
      return `Undo: cover ${itemLabel(event.item, trace)} again; it is no longer among the items to cover.`;
    case 'purify':
      return `Undo: node ${event.node} does not purify its item yet.`;
    case 'mark':
      return `Undo: node ${event.node} is not marked.`;
    case 'unmark':
      return `Undo: mark node ${event.node} again.`;
    case 'unpurify':
      return `Undo: node ${event.node}'s purification holds again.`;
    case 'done':
      return 'Undo: the search is not over yet.';
    default:
      return `Undo: ${event.kind}.`;
  }
}

/** The kinds of Predict question whose answer a line may state (describe's `withhold`). */
const WITHHELD = ['deadEnd', 'solution'];

/** Events a long change is summed up by, rather than told one by one. */
const MINOR = new Set(['hide', 'unhide']);

/**
 * A renderer's change as lines (oldest first), each `{ text, step }`: every event when there is
 * one, else the last few events that matter (not single hides or unhides) after a line that
 * sums up the whole jump.
 */
export function describeChange(change, trace, { heuristic = 'mrv', max = 3, withhold = null } = {}) {
  const { events, direction } = change;
  const line = (i) => {
    const since = events.slice(i + 1);
    return {
      text: describe(events[i], trace, { direction, heuristic, since, withhold }),
      step: stepOf(events[i]),
    };
  };
  if (events.length === 0) return [];
  if (events.length === 1) return [line(0)];
  const major = [];
  for (let i = 0; i < events.length; i += 1) if (!MINOR.has(events[i].kind)) major.push(i);
  const told = major.length > 0 ? major.slice(-max) : [events.length - 1];
  return [{ text: summary(events, direction), step: null }, ...told.map(line)];
}

const TALLY = [
  ['choose', 'item chosen', 'items chosen'],
  ['try', 'option tried', 'options tried'],
  ['cover', 'item covered', 'items covered'],
  ['hide', 'node hidden', 'nodes hidden'],
  ['unhide', 'node put back', 'nodes put back'],
  ['uncover', 'item uncovered', 'items uncovered'],
  ['backtrack', 'backtrack', 'backtracks'],
  ['solution', 'solution', 'solutions'],
];

function summary(events, direction) {
  const tally = new Map();
  for (const e of events) tally.set(e.kind, (tally.get(e.kind) ?? 0) + 1);
  const parts = TALLY.filter(([kind]) => tally.has(kind)).map(([kind, one, many]) =>
    plural(tally.get(kind), one, many)
  );
  const verb = direction < 0 ? 'Undid' : 'Did';
  return `${verb} ${plural(events.length, 'event')} at once: ${parts.join(', ')}.`;
}

// ------------------------------------------------------------------ the view

/**
 * The narration: the current line, a few earlier ones fading above it, and a polite live
 * region that a screen reader hears at most every `announceMs` (the latest line then, not
 * every line of a fast run).
 */
export class NarrationView {
  /**
   * @param container  an empty element
   * @param trace      the Trace to read
   * @param options    `heuristic` ('mrv' | 'first'), `history` (earlier lines kept, 2),
   *                   `announceMs` (the least time between two announcements, 1500)
   */
  constructor(container, trace, { heuristic = 'mrv', history = 2, announceMs = 1500 } = {}) {
    this.trace = trace;
    this.heuristic = heuristic;
    this.keep = history;
    this.announceMs = announceMs;
    this.root = document.createElement('section');
    this.root.className = 'explain-narration';
    this.root.setAttribute('aria-label', 'What the algorithm does');
    this.past = document.createElement('ol');
    this.past.className = 'explain-past';
    this.past.setAttribute('aria-hidden', 'true');
    this.now = document.createElement('p');
    this.now.className = 'explain-now';
    this.live = document.createElement('p');
    this.live.className = 'explain-live visually-hidden';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'true');
    this.root.append(this.past, this.now, this.live);
    container.append(this.root);
    this.lines = [];
    this.key = '';
    this.lastAnnounce = -Infinity;
    this.timer = null;
    this.render(null);
  }

  render(change, progress = 1) {
    const trace = this.trace;
    if (!change || change.events.length === 0) {
      const event = trace.lastEvent();
      const text = describe(event, trace, { heuristic: this.heuristic });
      const masked = Object.fromEntries(WITHHELD.map((withhold) => [withhold, describe(event, trace, { heuristic: this.heuristic, withhold })]));
      this.lines = [{ text, masked, step: stepOf(event), back: false }];
      this.key = `seek:${trace.position}`;
      this.#draw();
    } else {
      // The player redraws the same change while it animates: add its lines once.
      const key = `${trace.position}:${change.direction}:${change.events.length}`;
      if (key !== this.key) {
        this.key = key;
        const back = change.direction < 0;
        // Each line also as said while a Predict question is open (see setMask).
        const masked = WITHHELD.map((withhold) => describeChange(change, trace, { heuristic: this.heuristic, withhold }));
        describeChange(change, trace, { heuristic: this.heuristic }).forEach((line, i) => {
          this.lines.push({ ...line, masked: Object.fromEntries(WITHHELD.map((withhold, w) => [withhold, masked[w][i].text])), back });
        });
        this.lines = this.lines.slice(-(this.keep + 1));
        this.#draw();
      }
    }
    this.now.style.setProperty('--progress', String(progress));
  }

  /**
   * A Predict question is open (its kind) or none (null): while it asks for a dead end, the
   * lines leave out the lens, which would say which item has no option left; for a solution,
   * the options tried, which are the solution.
   */
  setMask(kind) {
    const withhold = WITHHELD.includes(kind) ? kind : null;
    if (this.withhold === withhold) return;
    this.withhold = withhold;
    this.#draw();
  }

  #draw() {
    const said = (line) => (this.withhold ? line.masked?.[this.withhold] ?? line.text : line.text);
    const current = this.lines[this.lines.length - 1];
    const older = this.lines.slice(0, -1);
    this.past.replaceChildren(
      ...older.map((line, i) => {
        const li = document.createElement('li');
        li.className = 'explain-line';
        // The older, the fainter.
        li.style.setProperty('--age', String(older.length - i));
        fill(li, { ...line, text: said(line) });
        return li;
      })
    );
    this.now.replaceChildren();
    const text = said(current);
    fill(this.now, { ...current, text });
    this.now.classList.toggle('back', current.back);
    this.#announce(text);
  }

  #announce(text) {
    const plain = text.replaceAll('`', '');
    const wait = this.lastAnnounce + this.announceMs - Date.now();
    clearTimeout(this.timer);
    if (wait <= 0) {
      this.live.textContent = plain;
      this.lastAnnounce = Date.now();
    } else {
      // Too soon after the last one: say the latest line when the pause is over.
      this.timer = setTimeout(() => {
        this.live.textContent = plain;
        this.lastAnnounce = Date.now();
      }, wait);
    }
  }

  destroy() {
    clearTimeout(this.timer);
    this.root.remove();
  }
}

/** Writes a line into `element`: its step as a tag, and `code` spans for backticked text. */
function fill(element, { text, step, back }) {
  const nodes = [];
  if (step) {
    const tag = document.createElement('span');
    tag.className = 'explain-tag';
    tag.textContent = back ? `↶ ${step}` : step;
    tag.title = back ? `Undoing step ${step}` : `Step ${step}`;
    nodes.push(tag, ' ');
  }
  nodes.push(...withCode(text));
  element.append(...nodes);
}

/** Text with `code` spans as <code> elements (the narration's and the item panel's), never as HTML. */
export function withCode(text) {
  const nodes = [];
  text.split('`').forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) nodes.push(part);
    } else {
      const code = document.createElement('code');
      code.textContent = part;
      nodes.push(code);
    }
  });
  return nodes;
}
