// The page's controls: the problem chooser, and for Sudoku the buttons, keys and text fields
// mapped to the solver (through the worker) and to the board; the other problems are
// problem-page.js's. The board draws; puzzle.js holds the pure logic; the engine, in the
// worker, decides what is valid and what the solutions are. main.js owns the status lines and
// the address (the `#` fragment: problem-link.js).

import { Board } from './board.js';
import { EXAMPLES, example } from './examples.js';
import {
  cellsToText,
  emptyCells,
  errorCells,
  filledCount,
  isEmpty,
  overlaySolution,
  parseLimit,
  parsePuzzle,
  sizeForCellCount,
  sentence,
  solutionsWord,
  statsLine,
  valueRange,
  verdict,
  verdictNote,
} from './puzzle.js';
import { formatCount, formatTime } from './numbers.js';
import { SolverClient } from './solver-client.js';
import { downloadText } from './download.js';
import { ProblemPage } from './problem-page.js';
import { SearchJob, progressLine, sharedNote } from './search-job.js';
import { defaultWorkers } from './count-pool.js';
import {
  SOLVER_PAGE,
  isProblemFragment,
  normalize,
  readProblem,
  readSudokuFragment,
  sudokuFragment,
  watchLink,
  writeProblem,
} from './problem-link.js';
import { LIMITS, checkText, guardField } from './input-limits.js';

const $ = (id) => document.getElementById(id);
const ui = {
  problem: $('problem'),
  title: $('title'),
  ledeText: $('lede-text'),
  sudokuControls: $('sudoku-controls'),
  problemControls: $('problem-controls'),
  problemArea: $('problem-area'),
  variant: $('variant'),
  regionsField: $('regions-field'),
  regionsText: $('regions-text'),
  exportDlx: $('export'),
  pCopyLink: $('p-copy-link'),
  watchLink: $('watch-link'),
  board: $('board'),
  size: $('size'),
  valuesHint: $('values-hint'),
  examples: $('examples'),
  text: $('puzzle-text'),
  solve: $('solve'),
  check: $('check'),
  count: $('count'),
  limit: $('limit'),
  cancel: $('cancel'),
  clear: $('clear'),
  copyLink: $('copy-link'),
  status: $('status'),
  verdict: $('verdict'),
  detail: $('detail'),
  progress: $('progress'),
  note: $('note'),
  engine: $('engine-state'),
};

// ------------------------------------------------------------------ state

const state = {
  /** The problem chosen: 'sudoku' or one of problem-page.js's kinds. */
  kind: 'sudoku',
  /** The Sudoku's rules: 'classic', 'x' or 'jigsaw' (whose region map is in ui.regionsText). */
  variant: 'classic',
  size: 9,
  /** The puzzle as the board shows it: one string per cell, '' for blank. */
  cells: emptyCells(9),
  /** The solver's grid over the puzzle (`{ value, solved }` per cell), or null. */
  solution: null,
  /** Indices of the cells the engine blamed. */
  bad: [],
  /** Counts validations, so that a late answer for old text is ignored. */
  validation: 0,
  /** The fragment the page last wrote or read. */
  hash: '',
  /**
   * Whether the status shows something the user must read (what was wrong with the link, a
   * crash of the solver): it stays until the next edit.
   */
  keepNote: false,
  /** The example just loaded (its description stays up until the puzzle is edited). */
  example: null,
};

const board = new Board(ui.board, {
  onEdit: (k, value) => editCell(k, value),
  onPaste: (text) => {
    const error = checkText(text, 'sudoku', 'the pasted text');
    if (error) refused(error);
    else setText(text, { push: true });
  },
});

/**
 * How many workers count and find all: one per core (at most 16: past that the copies of a
 * large problem cost more memory than the cores win), or `?workers=N` in the address (1 to
 * 16), which the tests use to compare a pool with one worker.
 */
function poolWorkers() {
  const asked = new URLSearchParams(location.search).get('workers');
  const n = asked === null ? defaultWorkers() : Number(asked);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 16) : 1;
}

const client = new SolverClient({
  poolWorkers: poolWorkers(),
  onReady: ({ warmup }) => {
    const again = ui.engine.dataset.state === 'restarted' ? ' again, after a crash' : '';
    ui.engine.dataset.state = 'ready';
    ui.engine.textContent = `Solver ready${again} (WebAssembly, warmed up in ${formatTime(warmup)}).`;
    document.body.dataset.engine = 'ready';
  },
  onFailure: (message) => {
    ui.engine.dataset.state = 'failed';
    ui.engine.textContent = sentence(message);
    showError(message, []);
  },
  onCrash: ({ error, request, pool }) => crashed(error, request, pool),
});

/** The status lines, as both controllers speak through them. */
const status = {
  say,
  note,
  progress: (text) => {
    ui.progress.textContent = text;
  },
  isError: () => ui.status.dataset.kind === 'error',
};

/** The Sudoku's searches (the other problems have their own, in problem-page.js). */
const jobs = new SearchJob({ client, status, onBusy: setBusy });

/** What the solver was doing, in words for a bug report, by the kind of request. */
const DOING = {
  validate: 'checking the puzzle as it was typed',
  solve: 'solving',
  check: 'checking whether the solution is unique',
  count: 'counting the solutions',
  enumerate: 'finding solutions',
  describe: 'reading the problem',
  export: 'exporting the problem',
};

/**
 * The engine in the worker trapped (a bug) and the client has started a fresh worker: say
 * so plainly, and what to put in a bug report. The puzzle lives on this page, not in the
 * worker, so nothing of it is lost; a search in progress resolves as 'crashed'.
 */
function crashed(error, request, pool = false) {
  const doing = request ? (DOING[request] ?? request) : 'nothing: the solver was idle';
  const what = state.kind === 'sudoku' ? 'puzzle' : 'problem';
  // A very long link (a DLX text) is better copied with Copy link than read here.
  const link = location.href.length <= 2000 ? location.href : `${location.href.slice(0, 200)}… (use Copy link for the whole link)`;
  say(
    'The solver crashed (a bug in the engine)',
    `Your ${what} is safe; the solver was restarted. Please report: what was being done (${doing}), ` +
      `the ${what} link (${link}) and the error (${error}).`,
    'crash'
  );
  state.keepNote = true;
  // A pool's workers start afresh with the next count; the page's own worker is untouched.
  if (pool) return;
  ui.engine.dataset.state = 'restarted';
  ui.engine.textContent = 'Solver restarted after a crash.';
}

/** A paste, drop or link over the limits: nothing changes, and the status says why. */
function refused(message) {
  say('The text was not taken', `${message} The ${state.kind === 'sudoku' ? 'puzzle' : 'problem'} keeps what it had.`, 'error');
}

// ------------------------------------------------------------------ drawing

function draw() {
  const cells = state.solution ?? state.cells.map((value) => ({ value, solved: false }));
  board.show(cells, state.bad);
}

function setSize(n) {
  state.size = n;
  board.setSize(n);
  board.setVariant(state.variant, state.variant === 'jigsaw' ? regionKeys() : null);
  ui.size.value = String(n);
  ui.valuesHint.textContent = `Values ${valueRange(n)}`;
  document.body.dataset.size = String(n);
}

/**
 * Sets the status region, which a screen reader announces: a headline and a line of detail
 * (either may be empty). Verdicts, errors and answers to the user's actions go here.
 */
function say(headline, detail = '', kind = '') {
  ui.verdict.textContent = headline;
  ui.detail.textContent = detail;
  ui.status.dataset.kind = kind;
  ui.note.textContent = '';
}

/** A quiet hint in the same place, not announced (it changes with every keystroke). */
function note(text) {
  say('', '', 'hint');
  ui.note.textContent = text;
}

function showError(message, cells, input = 'puzzle') {
  state.bad = cells;
  draw();
  const where =
    cells.length > 0 ? ` The ${cells.length === 1 ? 'cell is' : 'cells are'} marked in red.` : '';
  say(
    input === 'regions' ? 'There is a problem with the regions' : 'There is a problem with this puzzle',
    `${sentence(message)}${where}`,
    'error'
  );
}

/** The text the engine reads: the field as typed, or the board when the field is empty. */
function puzzleText() {
  return ui.text.value.trim() === '' ? cellsToText(state.cells) : ui.text.value;
}

function updateLink(push) {
  updateWatchLink();
  const hash =
    state.variant === 'classic'
      ? sudokuFragment(ui.text.value, state.size)
      : writeProblem({ problem: 'sudoku', variant: state.variant, puzzle: ui.text.value, regions: regionsText() }, SOLVER_PAGE);
  setHash(hash, push);
}

function setHash(hash, push) {
  state.hash = hash;
  if (location.hash === hash) return;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
}

/** The visualizer link carries the puzzle (and its rules). */
function updateWatchLink() {
  const puzzle = cellsToText(state.cells);
  const { href, note } = watchLink({ problem: 'sudoku', puzzle, variant: state.variant, regions: regionsText() });
  ui.watchLink.href = href;
  ui.watchLink.title = note ? `The visualizer opens without this puzzle: ${note}.` : '';
}

/** The jigsaw's region map as typed ('' for the other rules). */
function regionsText() {
  return state.variant === 'jigsaw' ? ui.regionsText.value : '';
}

/** One key per cell of the region map (whitespace skipped), as the board compares them. */
function regionKeys() {
  return Array.from(ui.regionsText.value).filter((ch) => !/\s/u.test(ch));
}

/** Redraws the rules' shapes; a complete region map decides the jigsaw's size. */
function drawVariant() {
  let keys = null;
  if (state.variant === 'jigsaw') {
    keys = regionKeys();
    const n = sizeForCellCount(keys.length);
    if (n && n !== state.size) {
      setSize(n);
      const parsed = parsePuzzle(ui.text.value, n);
      state.cells = parsed.cells;
      state.solution = null;
    }
  }
  board.setVariant(state.variant, keys);
}

// ------------------------------------------------------------------ editing

/** The user set cell k on the board. */
function editCell(k, value) {
  if (state.cells[k] === value && !state.solution) return;
  stopForEdit();
  state.example = null;
  state.keepNote = false;
  state.cells[k] = value;
  state.solution = null;
  ui.text.value = isEmpty(state.cells) ? '' : cellsToText(state.cells);
  updateLink(false);
  draw();
  validate();
}

/** New puzzle text (typed, pasted, from a link or an example). */
function setText(text, { push = false, size = 0 } = {}) {
  stopForEdit();
  if (ui.text.value !== text) ui.text.value = text;
  const parsed = parsePuzzle(text, size || state.size);
  if (parsed.size !== state.size) setSize(parsed.size);
  state.cells = parsed.cells;
  state.solution = null;
  updateLink(push);
  draw();
  validate();
}

let validateTimer = 0;
/** Asks the engine whether the puzzle is valid, and marks the cells it blames. */
function validate() {
  clearTimeout(validateTimer);
  const ticket = ++state.validation;
  validateTimer = setTimeout(async () => {
    const text = puzzleText();
    const answer = await client.validate(text, state.size, { variant: state.variant, regions: regionsText() });
    if (ticket !== state.validation || jobs.busy || answer.type === 'crashed') return;
    if (answer.type === 'error') {
      showAnswerError(answer, text);
    } else {
      state.bad = [];
      draw();
      if (state.keepNote) return;
      if (state.example) describeExample(state.example);
      else readyLine();
    }
  }, 60);
}

/** An engine error about the puzzle or (for a jigsaw) the region map, with its cells marked. */
function showAnswerError(answer, text) {
  const input = answer.input === 'regions' ? 'regions' : 'puzzle';
  const source = input === 'regions' ? ui.regionsText.value : text;
  showError(answer.error, errorCells(answer, source, state.size), input);
}

/** A quiet line saying what is on the board, once it is valid. */
function readyLine() {
  const given = filledCount(state.cells);
  const n = state.size;
  note(
    given === 0
      ? `An empty ${n}x${n} board. Type values, paste a puzzle, or pick an example.`
      : `${formatCount(given)} of ${formatCount(n * n)} cells filled. Press Solve, Check or Count solutions.`
  );
}

function describeExample(ex) {
  if (ui.status.dataset.kind === 'example' && ui.detail.textContent.startsWith(ex.name)) return;
  say('', `${ex.name}: ${ex.about}`, 'example');
}

/** Editing the puzzle while a search runs stops the search: its answer would be stale. */
function stopForEdit() {
  jobs.stop();
}

// ------------------------------------------------------------------ searching

const BUSY_WORDS = { solve: 'Solving…', check: 'Checking…', count: 'Counting solutions…' };
const DOING_NOW = { solve: 'Solving', check: 'Checking', count: 'Counting' };

function runSearch(mode) {
  if (jobs.busy) return;
  const text = puzzleText();
  const limit = mode === 'count' ? parseLimit(ui.limit.value) : 0;
  state.validation++; // any validation in flight is now old news
  // Quick answers replace the status at once; only a slow search says it is working.
  const busyLine = (job) => {
    if (job.found) {
      say('Found a solution', 'Now checking whether it is the only one. Press Cancel (or Esc) to stop.', 'busy');
    } else {
      say(BUSY_WORDS[mode], 'This runs in the background: press Cancel (or Esc) to stop it.', 'busy');
    }
  };
  return jobs.run(mode, {
    start: ({ job, onProgress }) =>
      client.search(mode, text, {
        limit,
        size: state.size,
        variant: state.variant,
        regions: regionsText(),
        onProgress,
        onSolution: (s) => {
          if (!jobs.live(job)) return;
          state.solution = overlaySolution(state.cells, s.grid);
          draw();
          job.found = true;
          if (job.slow) busyLine(job);
        },
      }),
    busyLine,
    progress: (p) => progressLine(DOING_NOW[mode], solutionsWord(p.solutions), p),
    stale: validate,
    // The crash message stays; the board shows the puzzle as it was.
    crashed: draw,
    error: (answer) => showAnswerError(answer, text),
    cancelled: (answer) => {
      state.bad = [];
      const found = answer.mode === 'count' || answer.solutions > 0 ? `${solutionsWord(answer.solutions)} so far, ` : '';
      const shown =
        mode === 'solve' && state.solution ? ' The board shows the solution found; whether it is the only one is unknown.' : '';
      jobs.sayCancelled(answer, found, shown);
      draw();
    },
    done: (answer) => {
      state.bad = [];
      if (mode === 'solve' && answer.grid) state.solution = overlaySolution(state.cells, answer.grid);
      draw();
      const words = verdict({ ...answer, limit });
      const note = verdictNote({ ...answer, limit });
      say(words, `${note ? `${note} ` : ''}${statsLine(answer)}${sharedNote(answer)}`, answer.solutions === 1 && answer.finished ? 'good' : 'verdict');
    },
  });
}

function setBusy(busy) {
  document.body.dataset.busy = busy ? 'true' : 'false';
  board.setBusy(busy);
  for (const b of [ui.solve, ui.check, ui.count]) b.setAttribute('aria-disabled', String(busy));
  ui.cancel.setAttribute('aria-disabled', String(!busy));
}

// ------------------------------------------------------------------ the rest of the controls

function loadExample(id) {
  const ex = example(id);
  if (!ex) return;
  setVariant(ex.variant ?? 'classic', ex.regions ?? '');
  setText(ex.puzzle, { push: true });
  state.example = ex;
  describeExample(ex);
}

/** Empties the board (at size `n`, by default the current one) and the text field. */
function clearBoard(n = state.size) {
  stopForEdit();
  state.example = null;
  state.keepNote = false;
  if (n !== state.size) setSize(n);
  ui.text.value = '';
  state.cells = emptyCells(n);
  state.solution = null;
  state.bad = [];
  updateLink(true);
  draw();
  readyLine();
  state.validation++;
}

async function copyLink() {
  const url = location.href;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    // No clipboard permission (an insecure page, a test browser): try the old way.
    const scratch = document.createElement('textarea');
    scratch.value = url;
    scratch.setAttribute('readonly', '');
    scratch.className = 'visually-hidden';
    document.body.append(scratch);
    scratch.select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    scratch.remove();
    (state.kind === 'sudoku' ? ui.copyLink : ui.pCopyLink).focus();
  }
  say(
    copied ? 'Link copied' : 'Copy the link from the address bar',
    state.kind === 'sudoku' ? 'Anyone who opens this link sees the same puzzle.' : 'Anyone who opens this link sees the same problem.',
    'hint'
  );
}

/** Reads the problem from the link (on load, and on Back/Forward). */
function loadFromLink() {
  state.hash = location.hash;
  state.example = null;
  state.keepNote = false;
  if (isProblemFragment(location.hash)) {
    const { problem: chosen, warnings } = readProblem(location.hash, SOLVER_PAGE);
    if (chosen.problem === 'sudoku') {
      showKind('sudoku');
      setVariant(chosen.variant, chosen.regions);
      const parsed = parsePuzzle(chosen.puzzle, state.size);
      if (parsed.size !== state.size) setSize(parsed.size);
      setText(chosen.puzzle);
    } else {
      showKind(chosen.problem);
      problems.load(chosen);
    }
    if (warnings.length > 0) {
      say('Part of the link was ignored', `${warnings.map(sentence).join(' ')}`, 'error');
      // Until the user acts, the warning stays up (the check of the puzzle is quieter).
      state.keepNote = true;
    }
    return;
  }
  showKind('sudoku');
  setVariant('classic', '');
  // A crafted link may hold megabytes: it is measured before it is decoded or shown.
  const tooLarge = location.hash.length > 1 + 3 * LIMITS.sudoku.bytes ? checkText(location.hash.slice(1), 'sudoku', 'the puzzle in the link') : null;
  const found = tooLarge ? null : readSudokuFragment(location.hash);
  const tooLong = found ? checkText(found.text, 'sudoku', 'the puzzle in the link') : tooLarge;
  if (!found || tooLong) {
    setSize(state.size);
    ui.text.value = '';
    state.cells = emptyCells(state.size);
    state.solution = null;
    state.bad = [];
    draw();
    readyLine();
    if (tooLong) {
      say('Part of the link was ignored', `${tooLong} An empty board is shown instead.`, 'error');
      state.keepNote = true;
    }
    return;
  }
  const text = found.size && isEmpty(parsePuzzle(found.text, found.size).cells) ? '' : found.text;
  if (found.size) setSize(found.size);
  setText(text, { size: found.size });
  // setText rewrote the fragment in its normal form; the history entry stays the same.
}

// ------------------------------------------------------------------ the chooser

const SUDOKU_LEDE = ui.ledeText.textContent;

/** Shows the controls and board of problem `kind` ('sudoku' or one of problem-page.js's). */
function showKind(kind) {
  if (kind !== state.kind) {
    if (state.kind === 'sudoku') {
      stopForEdit();
      state.validation += 1; // a check in flight is about the Sudoku no longer shown
    } else {
      problems.leave();
    }
  }
  state.kind = kind;
  ui.problem.value = kind;
  const sudoku = kind === 'sudoku';
  document.body.dataset.kind = kind;
  ui.sudokuControls.hidden = !sudoku;
  ui.board.hidden = !sudoku;
  ui.problemControls.hidden = sudoku;
  ui.problemArea.hidden = sudoku;
  ui.progress.textContent = '';
  if (sudoku) {
    ui.title.textContent = 'Sudoku solver';
    ui.ledeText.textContent = SUDOKU_LEDE;
    updateWatchLink();
  }
}

/** The user chose a problem in the menu: show it with its default settings. */
function choose(kind) {
  if (kind === state.kind) return;
  state.example = null;
  state.keepNote = false;
  showKind(kind);
  if (kind === 'sudoku') {
    setVariant('classic', '');
    updateLink(true);
    draw();
    validate();
    return;
  }
  problems.load(normalize({ problem: kind }, SOLVER_PAGE), { push: true });
}

/** Sets the Sudoku's rules (and a jigsaw's region map). */
function setVariant(variant, regions = '') {
  state.variant = variant;
  ui.variant.value = variant;
  ui.regionsField.hidden = variant !== 'jigsaw';
  if (variant === 'jigsaw' && ui.regionsText.value !== regions && regions !== undefined) ui.regionsText.value = regions;
  drawVariant();
}

async function exportSudoku() {
  const spec = { kind: 'sudoku', text: puzzleText(), size: state.size, variant: state.variant, regions: regionsText() };
  const answer = await client.exportDlx(spec);
  if (answer.type === 'crashed') return;
  if (answer.type === 'error') {
    showAnswerError(answer, spec.text);
    return;
  }
  const name = `sudoku${state.variant === 'classic' ? '' : `-${state.variant}`}-${state.size}x${state.size}.dlx`;
  downloadText(answer.text, name);
  say('Exported', `${name}: the puzzle as an exact cover problem in Knuth's format, ${formatCount(answer.text.length)} characters.`, 'hint');
}

const problems = new ProblemPage({
  client,
  status,
  onLink: setHash,
  onBusy: (busy) => {
    document.body.dataset.busy = busy ? 'true' : 'false';
  },
});

for (const k of SOLVER_PAGE.kinds) ui.problem.append(new Option(k.label, k.id));
ui.problem.addEventListener('change', () => choose(ui.problem.value));

ui.variant.addEventListener('change', () => {
  stopForEdit();
  state.example = null;
  state.keepNote = false;
  setVariant(ui.variant.value, ui.regionsText.value);
  updateLink(true);
  state.solution = null;
  draw();
  validate();
});

ui.regionsText.addEventListener('input', () => {
  stopForEdit();
  state.example = null;
  state.keepNote = false;
  drawVariant();
  state.solution = null;
  updateLink(false);
  draw();
  validate();
});

function clickable(button, action) {
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    action();
  });
}

for (const ex of EXAMPLES) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = ex.name;
  b.title = ex.about;
  b.dataset.example = ex.id;
  b.setAttribute('aria-label', `Load example: ${ex.name}`);
  clickable(b, () => loadExample(ex.id));
  ui.examples.append(b);
}

clickable(ui.solve, () => runSearch('solve'));
clickable(ui.check, () => runSearch('check'));
clickable(ui.count, () => runSearch('count'));
clickable(ui.cancel, () => jobs.cancel());
clickable(ui.clear, () => clearBoard());
clickable(ui.copyLink, copyLink);
clickable(ui.pCopyLink, copyLink);
clickable(ui.exportDlx, exportSudoku);

ui.size.addEventListener('change', () => {
  const n = Number(ui.size.value);
  if (n !== state.size) clearBoard(n);
});

// Pastes over the limits are stopped before they reach the fields (see input-limits.js).
guardField(ui.text, 'sudoku', refused);
guardField(ui.regionsText, 'regions', refused);

ui.text.addEventListener('input', () => {
  state.example = null;
  state.keepNote = false;
  setText(ui.text.value);
});
ui.limit.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    runSearch('count');
  }
});

document.addEventListener('keydown', (e) => {
  const sudoku = state.kind === 'sudoku';
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    if (sudoku) runSearch('solve');
    else problems.run('solve');
  } else if (e.key === 'Escape' && (sudoku ? jobs.busy : problems.busy)) {
    e.preventDefault();
    if (sudoku) jobs.cancel();
    else problems.cancel();
  } else if (!sudoku && problems.key(e)) {
    e.preventDefault();
  }
});

// A fragment navigation fires popstate and then hashchange, by which time loadFromLink may
// have rewritten the fragment in its normal form: an event for the address the page itself
// wrote is not news.
const followLink = () => {
  if (location.hash !== state.hash) loadFromLink();
};
window.addEventListener('popstate', followLink);
window.addEventListener('hashchange', followLink);

setSize(9);
setBusy(false);
loadFromLink();

// For the end-to-end tests of crash recovery: nothing on the page calls it, so no user can by
// accident. `trap()` makes the engine in the worker trap, in the running search if any.
window.dlxDebug = Object.freeze({ trap: () => client.debugTrap() });
