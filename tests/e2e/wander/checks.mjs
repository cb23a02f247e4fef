// What the wandering test checks on the solver page after every action, from one read of the
// screen (page.mjs's readSolver): an answer shown obeys the rules of the problem shown
// (rules.mjs), the figures shown agree with one another, and small counts agree with a brute
// force. Each check returns faults in words; none is a pass.

import {
  cellValue,
  countLangford,
  countQueens,
  countSudoku,
  dlxFaults,
  iamondFaults,
  langfordFaults,
  parseCageMap,
  pentominoFaults,
  puzzleCells,
  queensFaults,
  regionKeys,
  somaFaults,
  stickFaults,
  sudokuFaults,
  wordSquareFaults,
} from './rules.mjs';

/** What each kind's solutions are called in its verdicts. */
export const NOUNS = {
  sudoku: ['solution', 'solutions'],
  queens: ['placement', 'placements'],
  pentominoes: ['packing', 'packings'],
  iamonds: ['packing', 'packings'],
  sticks: ['packing', 'packings'],
  soma: ['packing', 'packings'],
  langford: ['sequence', 'sequences'],
  words: ['square', 'squares'],
  dlx: ['solution', 'solutions'],
  matrix: ['solution', 'solutions'],
};

const number = (s) => Number(String(s).replace(/,/gu, ''));

/**
 * A verdict headline read as a count: `{ count, exact, noun }` (exact: the search looked
 * everywhere; otherwise `count` is a lower bound), or null for a headline that is no count.
 */
export function readVerdict(headline) {
  let m;
  if ((m = /^Unique (solution)$/u.exec(headline))) return { count: 1, exact: true, noun: m[1] };
  if ((m = /^Exactly 1 (\w+)$/u.exec(headline))) return { count: 1, exact: true, noun: m[1] };
  if ((m = /^No (\w+)$/u.exec(headline))) return { count: 0, exact: true, noun: m[1] };
  if ((m = /^At least ([\d,]+) (\w+)$/u.exec(headline))) return { count: number(m[1]), exact: false, noun: m[2] };
  if ((m = /^Found a (\w+)$/u.exec(headline))) return { count: 1, exact: false, noun: m[1] };
  if ((m = /^([\d,]+) (\w+)$/u.exec(headline))) return { count: number(m[1]), exact: true, noun: m[2] };
  return null;
}

/** The count in a Cancelled line ("Stopped after 3 s: 936,333 placements so far, ..."), or null. */
export function cancelledCount(detail) {
  const m = /: ([\d,]+) \w+ so far/u.exec(detail);
  return m ? number(m[1]) : null;
}

/** The count in a progress line ("Finding: 4,405 packings so far, ..."), or null. */
export function progressCount(line) {
  const m = /: ([\d,]+) \w+ so far/u.exec(line);
  return m ? number(m[1]) : null;
}

/** Published counts of the packings (each once / all rotations and reflections). */
const PUBLISHED = {
  // Haselgrove and Haselgrove (1960); Knuth, "Dancing Links" (2000), table 1.
  pentominoes: { '6x10': [2339, 9356], '5x12': [1010, 4040], '4x15': [368, 1472], '3x20': [2, 8], scott: [65, 520] },
  // 240 packings up to the cube's 24 rotations and 24 reflections (Conway and Guy, 1961;
  // Berlekamp, Conway and Guy, "Winning Ways", chapter 24). The pieces cannot be mirrored, so
  // a packing and its mirror image are two: once per rotation, 240 x 2; in all, 240 x 48.
  soma: [240 * 2, 240 * 48],
};

/** The Sudoku givens on screen: the puzzle field's cells, or the board's when the field is empty. */
export function sudokuGivens(s) {
  const n = s.size;
  if (s.puzzle.trim() !== '') {
    const cells = puzzleCells(s.puzzle);
    return cells.length === n * n ? cells : null;
  }
  if (s.variant === 'killer') {
    const g = parseCageMap(s.map).givens;
    if (g) {
      const cells = puzzleCells(g);
      return cells.length === n * n ? cells : null;
    }
  }
  return s.cells.map((c) => (c.given ? c.v : ''));
}

function sudokuChecks(snap, model) {
  const s = snap.sudoku;
  const faults = [];
  const n = s.size;
  if (s.boardSize !== n) faults.push(`the Size menu says ${n}x${n}, the board is ${s.boardSize}x${s.boardSize}`);
  if (s.cells.length !== n * n) faults.push(`the board has ${s.cells.length} cells, a ${n}x${n} has ${n * n}`);
  const mapped = s.variant === 'jigsaw' || s.variant === 'killer';
  if ((snap.chooser === 'killer') !== (s.variant === 'killer')) faults.push(`the chooser says ${snap.chooser}, the Rules menu ${s.variant}`);
  if (mapped !== s.mapShown) faults.push(`the ${s.variant} rules ${mapped ? 'need' : 'have no'} map field, and it is ${s.mapShown ? 'shown' : 'hidden'}`);
  const givens = sudokuGivens(s);
  const solved = s.cells.some((c) => c.solved);
  const v = readVerdict(snap.status.verdict);
  const verdictShown = v && (snap.status.kind === 'good' || snap.status.kind === 'verdict');
  const values = s.cells.map((c) => c.v);
  // A grid shown as solved obeys the rules on screen and keeps the givens.
  const mapText = mapped ? s.map : '';
  if (solved || (verdictShown && model.lastRun?.mode === 'solve' && v.count > 0)) {
    if (givens === null) faults.push(`a solved board is shown beside a puzzle of ${puzzleCells(s.puzzle).length} cells, not ${n * n}`);
    const grid = sudokuFaults({ n, values, givens, variant: s.variant, mapText });
    for (const f of grid) faults.push(`the board shown as solved breaks the rules: ${f}`);
  }
  if (verdictShown && v.noun !== 'solution' && v.noun !== 'solutions') faults.push(`a Sudoku verdict counts ${v.noun}`);
  // Small grids: the verdict against a count by brute force.
  if (verdictShown && n === 4 && givens && givens.every((g) => !g || cellValue(g, 4))) {
    const truth = countSudoku({ n, givens, variant: s.variant, mapText, cap: 1000 });
    if (truth !== null) {
      const mode = model.lastRun?.mode;
      const capped = mode === 'count' ? number(s.limit || '0') : 0;
      if (v.exact && v.count !== truth) faults.push(`"${snap.status.verdict}", but the 4x4 has ${truth} solutions (brute force)`);
      if (!v.exact && v.count > truth) faults.push(`"${snap.status.verdict}", but the 4x4 has only ${truth} solutions (brute force)`);
      if (!v.exact && mode === 'count' && v.count < truth && !(capped && v.count >= capped)) {
        faults.push(`"${snap.status.verdict}" without reaching the cap, but the 4x4 has ${truth} solutions (brute force)`);
      }
    }
  }
  return faults;
}

/** The problem's own settings as the fields show them. */
function problemChecks(snap, model) {
  const p = snap.problem;
  const kind = snap.kind;
  const faults = [];
  if (p.pictureKind !== kind) faults.push(`the picture is of ${p.pictureKind}, the page shows ${kind}`);
  if (snap.chooser !== kind) faults.push(`the chooser says ${snap.chooser}, the page shows ${kind}`);
  const k = p.solution;
  // The browser: its number, its total and the picture agree.
  const total = /^of ([\d,]+)( kept)?$/u.exec(p.total);
  const kept = total ? number(total[1]) : 0;
  // No solution kept: before or during a search "none yet", after a Cancel "none found", after a
  // search that looked everywhere "there are none" (checked against the rules' count below).
  const empty = ['none yet', 'none found', 'there are none'];
  if (!total && !empty.includes(p.total)) faults.push(`the browser's total reads "${p.total}"`);
  if (p.total === 'there are none' && snap.busy) faults.push('the browser says "there are none" while the search runs');
  if (k > 0 && !total) faults.push(`solution ${k} is drawn, and the browser says "${p.total}"`);
  if (total && (k < 1 || k > kept)) faults.push(`the browser says "${p.total}", the picture shows solution ${k}`);
  if (total && p.number !== String(k) && p.number !== '') faults.push(`the solution field says ${p.number}, the picture shows solution ${k}`);
  if (k > 0) faults.push(...drawnChecks(snap).map((f) => `solution ${k} as drawn breaks the rules: ${f}`));
  // The verdict against the browser, and against the rules' counts.
  const v = readVerdict(snap.status.verdict);
  const verdictShown = v && (snap.status.kind === 'good' || snap.status.kind === 'verdict');
  if (verdictShown && !snap.busy) {
    const nouns = NOUNS[kind];
    if (!nouns.includes(v.noun)) faults.push(`"${snap.status.verdict}" on a page of ${kind}, whose solutions are ${nouns[1]}`);
    if (v.count === 0 && total) faults.push(`"${snap.status.verdict}", and the browser says "${p.total}"`);
    if (v.count > 0 && !total) faults.push(`"${snap.status.verdict}", and the browser says "${p.total}"`);
    if (v.count > 0 && total) {
      if (v.count <= 100_000 && (kept !== v.count || total[2])) faults.push(`"${snap.status.verdict}", and the browser says "${p.total}"`);
      if (v.count > 100_000 && (kept > v.count || !total[2])) faults.push(`"${snap.status.verdict}", and the browser says "${p.total}"`);
    }
    const truth = trueCount(snap);
    if (truth !== null && model.lastRun?.mode === 'all') {
      if (v.exact && v.count !== truth.count) faults.push(`"${snap.status.verdict}", but there are ${truth.count} (${truth.source})`);
      if (!v.exact && v.count > truth.count) faults.push(`"${snap.status.verdict}", but there are only ${truth.count} (${truth.source})`);
    }
    if (truth !== null && p.total === 'there are none' && truth.count > 0) faults.push(`the browser says "there are none", but there are ${truth.count} (${truth.source})`);
    if (truth !== null && v.exact && v.count === 0 && truth.count > 0) faults.push(`"${snap.status.verdict}", but there are ${truth.count} (${truth.source})`);
  }
  if (snap.status.kind === 'cancelled' && !snap.busy) {
    const found = cancelledCount(snap.status.detail);
    if (found !== null && model.lastSeenCount !== null && found < model.lastSeenCount) {
      faults.push(`Cancel says "${found.toLocaleString('en')} ... so far", after the progress line had counted ${model.lastSeenCount.toLocaleString('en')}`);
    }
    if (found !== null && total && kept > found) faults.push(`Cancel says ${found} found, and the browser keeps ${kept}`);
    if (found !== null && total && kept < found && !total[2] && found <= 100_000) faults.push(`Cancel says ${found} found, and the browser has only "${p.total}"`);
  }
  return faults;
}

/** The count of the problem on screen that the test knows by itself, or null. */
function trueCount(snap) {
  const p = snap.problem;
  switch (snap.kind) {
    case 'queens': {
      const n = Number(p.queensN);
      return n >= 1 && n <= 10 ? { count: countQueens(n), source: 'brute force' } : null;
    }
    case 'langford': {
      const n = Number(p.langfordN);
      if (!(n >= 1 && n <= 9)) return null;
      const all = countLangford(n);
      return { count: p.langfordSym ? all / 2 : all, source: 'brute force' };
    }
    case 'pentominoes': {
      const c = PUBLISHED.pentominoes[p.pentoBoard];
      return c ? { count: p.pentoSym ? c[0] : c[1], source: 'the published count' } : null;
    }
    case 'soma':
      return { count: PUBLISHED.soma[p.somaSym ? 0 : 1], source: 'the published 240 up to rotation and reflection' };
    default:
      return null;
  }
}

/**
 * The n a queens or Langford field holds, or, while it holds what is no n (the page says so and
 * keeps the last good one), the n of the picture.
 */
function fieldN(p, kind) {
  const typed = kind === 'queens' ? p.queensN : p.langfordN;
  const max = kind === 'queens' ? 20 : 24;
  if (/^\d+$/u.test(typed) && Number(typed) >= 1 && Number(typed) <= max) return Number(typed);
  return kind === 'queens' ? Math.round((p.width - 2) / 10) : (p.slots ?? 0) / 2;
}

/** The solution drawn, checked by its kind's rules. */
export function drawnChecks(snap) {
  const p = snap.problem;
  switch (snap.kind) {
    case 'queens': {
      const n = fieldN(p, 'queens');
      const drawn = Math.round((p.width - 2) / 10);
      const out = drawn !== n ? [`the board drawn is ${drawn} x ${drawn}, the field says n = ${n}`] : [];
      return [...out, ...queensFaults(n, p.queens ?? [])];
    }
    case 'pentominoes': {
      const dims = { '6x10': [6, 10], '5x12': [5, 12], '4x15': [4, 15], '3x20': [3, 20], scott: [8, 8] }[p.pentoBoard];
      const [rows, cols] = [Math.round((p.height - 2) / 10), Math.round((p.width - 2) / 10)];
      const out = dims && (dims[0] !== rows || dims[1] !== cols) ? [`the board drawn is ${rows} x ${cols}, the menu says ${p.pentoBoard}`] : [];
      return [...out, ...pentominoFaults(p.squares ?? [])];
    }
    case 'iamonds': {
      const cols = Math.round((p.width - 2) / 5 - 1);
      const tris = (p.triangles ?? []).map((t) => ({ r: Math.floor(t.at / cols), j: t.at % cols, up: t.up, letter: t.letter }));
      const out = tris.length !== 72 ? [`the board has ${tris.length} triangles, not 72`] : [];
      return [...out, ...iamondFaults(tris)];
    }
    case 'sticks':
      return stickFaults(p.sticks ?? [], p.omit);
    case 'soma':
      return somaFaults(p.cubes ?? []);
    case 'langford': {
      const n = fieldN(p, 'langford');
      const seq = new Array(p.slots).fill(0);
      for (const [slot, v] of p.numbers ?? []) seq[slot] = v;
      return langfordFaults(n, seq);
    }
    case 'words': {
      const [rows, cols] = (p.wordsSize.includes('x') ? p.wordsSize.split('x') : [p.wordsSize, p.wordsSize]).map(Number);
      const grid = Array.from({ length: rows }, () => new Array(cols).fill(''));
      for (const [r, c, letter] of p.letters ?? []) if (grid[r]) grid[r][c] = letter;
      return wordSquareFaults(grid, { rows, cols, start: p.wordsStart.trim(), double: p.wordsDouble });
    }
    case 'dlx':
      return dlxFaults(p.dlx, p.options);
    default:
      return [];
  }
}

/**
 * The address bar and the visualizer's link against the fields, where the test knows the link
 * a problem must have: the Soma cube's names the kind, and its symmetry only when kept (the
 * box unticked), as problem-link.js's header documents.
 */
function linkChecks(snap) {
  if (snap.kind !== 'soma') return [];
  const faults = [];
  const fragment = `#problem=soma${snap.problem.somaSym ? '' : '&symmetry=keep'}`;
  const box = snap.problem.somaSym ? 'ticked' : 'unticked';
  if (snap.hash !== fragment) faults.push(`the symmetry box is ${box}, and the address ends "${snap.hash}", not "${fragment}"`);
  if (snap.watch !== `./watch.html${fragment}`) faults.push(`the symmetry box is ${box}, and the visualizer's link is "${snap.watch}"`);
  return faults;
}

/** The estimate panel and the progress line against the verdict and one another. */
function meterChecks(snap, model) {
  const m = snap.meter;
  const faults = [];
  if (!m || m.hidden) return faults;
  const found = progressCount(snap.status.progress);
  if (snap.busy) {
    if (/^No /u.test(m.line) && found > 0) faults.push(`the estimate says "${m.line}" while the search counts ${found} so far`);
    return faults;
  }
  if (/^Estimating/u.test(m.line)) faults.push(`the search is over, and the panel still says "${m.line}"`);
  const mode = model.lastRun?.mode;
  if (mode && mode !== 'count' && mode !== 'all') faults.push(`the last search was a ${mode}, and the panel of an older count stays: "${m.line} ${m.left}"`);
  const said = /^The estimate said (.*); the search found ([\d,]+)\.$/u.exec(m.line);
  if (said) {
    const v = readVerdict(snap.status.verdict);
    if (v && (snap.status.kind === 'good' || snap.status.kind === 'verdict') && number(said[2]) !== v.count) {
      faults.push(`the panel says the search found ${said[2]}, the verdict "${snap.status.verdict}"`);
    }
    if (/^no /u.test(said[1]) && number(said[2]) > 0) faults.push(`"${m.line}": the estimate is of another search than the count`);
  }
  return faults;
}

/** Every check of one read of the solver page. */
export function checkSolver(snap, model) {
  const faults = [];
  if (!snap.kind) faults.push('the page shows no problem kind');
  if (snap.kind === 'sudoku') faults.push(...sudokuChecks(snap, model));
  else if (snap.problem) faults.push(...problemChecks(snap, model), ...linkChecks(snap));
  faults.push(...meterChecks(snap, model));
  return faults;
}

// ---------------------------------------------------------------- two reads of the same problem

/** What a link must carry: the problem on screen, without its answers. */
export function shownProblem(snap) {
  if (snap.kind === 'sudoku') {
    const s = snap.sudoku;
    const mapped = s.variant === 'jigsaw' || s.variant === 'killer';
    const field = puzzleCells(s.puzzle);
    return {
      kind: 'sudoku',
      size: s.size,
      variant: s.variant,
      puzzle: (field.length ? field : s.cells.map((c) => (c.given ? c.v : ''))).map((c) => c || '.').join(''),
      map: mapped ? (s.variant === 'jigsaw' ? regionKeys(s.map).join('') : s.map.trim().replace(/\s*\n\s*/gu, '\n')) : '',
    };
  }
  const p = snap.problem;
  const own = {
    queens: { n: snap.kind === 'queens' ? fieldN(p, 'queens') : 0 },
    langford: { n: snap.kind === 'langford' ? fieldN(p, 'langford') : 0, symmetry: p.langfordSym },
    pentominoes: { board: p.pentoBoard, symmetry: p.pentoSym },
    iamonds: { board: p.iamondBoard, symmetry: p.iamondSym },
    sticks: { omit: p.omit, symmetry: p.sticksSym },
    soma: { symmetry: p.somaSym },
    words: { size: p.wordsSize, start: p.wordsStart.trim().toLowerCase(), double: p.wordsDouble },
    dlx: { text: p.dlx },
    matrix: {},
  }[snap.kind];
  return { kind: snap.kind, ...own };
}

/** The differences between two problems (shownProblem's), in words. */
export function problemDifferences(before, after, what) {
  const out = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [JSON.stringify(before[key]), JSON.stringify(after[key])];
    if (a !== b) out.push(`${what}: ${key} was ${clip(a)}, is ${clip(b)}`);
  }
  return out;
}

function clip(s) {
  return s && s.length > 90 ? `${s.slice(0, 90)}…` : s;
}

/**
 * The visualizer's problem (its `dlxWatch.state`) against the solver's, in words: the same
 * kind and parameters, a Sudoku's givens as the board holds them.
 */
export function watchDifferences(snap, state) {
  const out = [];
  const same = (what, a, b) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`the visualizer's ${what} is ${clip(JSON.stringify(b))}, the solver's ${clip(JSON.stringify(a))}`);
  };
  const kind = snap.kind === 'matrix' ? 'dlx' : snap.kind;
  same('problem', kind, state.problem);
  if (state.problem !== kind) return out;
  if (snap.kind === 'sudoku') {
    const s = snap.sudoku;
    same('variant', s.variant, state.variant);
    const givens = s.cells.map((c) => (c.given ? c.v : '.') || '.').join('');
    // A Killer without givens may go as no puzzle at all: no givens at the map's size.
    const theirs = puzzleCells(state.puzzle).map((c) => c || '.').join('');
    same('puzzle', givens, s.variant === 'killer' && theirs === '' ? '.'.repeat(givens.length) : theirs);
    if (s.variant === 'jigsaw') same('region map', regionKeys(s.map).join(''), regionKeys(state.regions).join(''));
    if (s.variant === 'killer') same('cage map', s.map.trim().replace(/\s*\n\s*/gu, '\n'), state.regions.trim().replace(/\s*\n\s*/gu, '\n'));
    return out;
  }
  const p = snap.problem;
  const sym = (b) => (b ? 'break' : 'keep');
  if (kind === 'queens') same('n', fieldN(p, 'queens'), state.n);
  if (kind === 'langford') {
    same('n', fieldN(p, 'langford'), state.n);
    same('symmetry', sym(p.langfordSym), state.symmetry);
  }
  if (kind === 'pentominoes' || kind === 'iamonds') {
    same('board', kind === 'pentominoes' ? p.pentoBoard : p.iamondBoard, state.board);
    same('symmetry', sym(kind === 'pentominoes' ? p.pentoSym : p.iamondSym), state.symmetry);
  }
  if (kind === 'sticks') {
    same('piece left out', p.omit, state.omit);
    same('symmetry', sym(p.sticksSym), state.symmetry);
  }
  if (kind === 'soma') same('symmetry', sym(p.somaSym), state.symmetry);
  if (kind === 'words') {
    same('size', p.wordsSize, state.size);
    same('first row', p.wordsStart.trim().toLowerCase(), state.start);
    same('double', p.wordsDouble ? 'yes' : 'no', state.double);
  }
  if (snap.kind === 'dlx') same('text', p.dlx.trim(), state.text.trim());
  return out;
}
