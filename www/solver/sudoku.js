// The solver page's Sudoku: the board, the puzzle and region-map fields, the size, the rules,
// the examples, and Solve, Check, Count solutions, Clear and Export mapped to the solver
// (through the worker) and to the board. The board draws; www/shared/sudoku-grid.js holds the
// pure logic of a puzzle's text and cells, words.js the words of a verdict; the engine, in the
// worker, decides what is valid and what the solutions are. The status lines and the address
// are the page's (page.js), passed in.

import { Board } from './board.js';
import { clickable } from './buttons.js';
import { downloadText } from '../shared/download.js';
import { EXAMPLES, example } from './examples.js';
import { cageSize, drawCages, labelMapField, usesMap } from './killer.js';
import { checkText, guardField, LIMITS } from '../shared/input-limits.js';
import { formatCount } from '../shared/numbers.js';
import { SOLVER_PAGE, readSudokuFragment, sudokuFragment, watchLink, writeProblem } from '../shared/problem-link.js';
import {
  cellsToText,
  emptyCells,
  errorCells,
  filledCount,
  isEmpty,
  overlaySolution,
  parsePuzzle,
  sizeForCellCount,
  valueRange,
} from '../shared/sudoku-grid.js';
import { parseLimit, sentence, solutionsWord, statsLine, verdict, verdictNote } from './words.js';
import { SearchJob, progressLine, sharedNote } from './search-job.js';
import { estimatePanel } from './estimate-panel.js';

const $ = (id) => document.getElementById(id);

const BUSY_WORDS = { solve: 'Solving…', check: 'Checking…', count: 'Counting solutions…' };
const DOING_NOW = { solve: 'Solving', check: 'Checking', count: 'Counting' };

/**
 * The Sudoku's controller. `client` is the SolverClient; `status` the page's status lines ({
 * say, note, progress, showing(kind, start), and `sticky`, set while the status shows something
 * the user must read: it stays until the next edit); `onLink(fragment, push)` puts the puzzle in
 * the address.
 */
export function createSudoku({ client, status, onLink }) {
  const ui = {
    variant: $('variant'),
    regionsField: $('regions-field'),
    regionsText: $('regions-text'),
    exportDlx: $('export'),
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
  };
  const { say, note } = status;

  const state = {
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
    /** The example just loaded (its description stays up until the puzzle is edited). */
    example: null,
    /** A Killer Sudoku's cages as the engine read them (`{ map, sums }`), or null. */
    cages: null,
  };

  const board = new Board(ui.board, {
    onEdit: (k, value) => editCell(k, value),
    onPaste: (text) => {
      const error = checkText(text, 'sudoku', 'the pasted text');
      if (error) refused(error);
      else setText(text, { push: true });
    },
  });

  // The estimate and progress bar of a long count, under the status lines.
  const meter = estimatePanel({ client, host: document.querySelector('.status-box') });
  const jobs = new SearchJob({ client, status, onBusy: setBusy, onStop: () => meter.hide() });

  /** A paste, drop or link over the limits: nothing changes, and the status says why. */
  function refused(message) {
    say('The text was not taken', `${message} The puzzle keeps what it had.`, 'error');
  }

  // ---------------------------------------------------------------- drawing

  function draw() {
    const cells = state.solution ?? state.cells.map((value) => ({ value, solved: false }));
    board.show(cells, state.bad);
  }

  function setSize(n) {
    state.size = n;
    board.setSize(n);
    board.setVariant(state.variant, state.variant === 'jigsaw' ? regionKeys() : null);
    drawCages(ui.board, n, state.cages);
    ui.size.value = String(n);
    ui.valuesHint.textContent = `Values ${valueRange(n)}`;
    document.body.dataset.size = String(n);
  }

  function showError(message, cells, input = 'puzzle') {
    state.bad = cells;
    draw();
    const where = cells.length > 0 ? ` The ${cells.length === 1 ? 'cell is' : 'cells are'} marked in red.` : '';
    say(
      input !== 'regions'
        ? 'There is a problem with this puzzle'
        : state.variant === 'killer'
          ? 'There is a problem with the cage map'
          : 'There is a problem with the regions',
      `${sentence(message)}${where}`,
      'error'
    );
  }

  /** The text the engine reads: the field as typed, or the board when the field is empty. */
  function puzzleText() {
    // A Killer's size is its map's: an empty puzzle says "no givens" at whatever size that is.
    if (state.variant === 'killer' && ui.text.value.trim() === '' && isEmpty(state.cells)) return '';
    return ui.text.value.trim() === '' ? cellsToText(state.cells) : ui.text.value;
  }

  function updateLink(push) {
    updateWatchLink();
    const hash =
      state.variant === 'classic'
        ? sudokuFragment(ui.text.value, state.size)
        : writeProblem({ problem: 'sudoku', variant: state.variant, puzzle: ui.text.value, regions: regionsText() }, SOLVER_PAGE);
    onLink(hash, push);
  }

  /** The visualizer link carries the puzzle (and its rules). */
  function updateWatchLink() {
    const puzzle = cellsToText(state.cells);
    const { href, note: why } = watchLink({ problem: 'sudoku', puzzle, variant: state.variant, regions: regionsText() });
    ui.watchLink.href = href;
    ui.watchLink.title = why ? `The visualizer opens without this puzzle: ${why}.` : '';
  }

  /** The jigsaw's region map or the Killer's cage map as typed ('' for the other rules). */
  function regionsText() {
    return usesMap(state.variant) ? ui.regionsText.value : '';
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

  /** Sets the Sudoku's rules (and a jigsaw's region map). */
  function setVariant(variant, regions = '') {
    state.variant = variant;
    ui.variant.value = variant;
    // The chooser has an entry of its own for the Killer rules (page.js).
    const chooser = $('problem');
    if (chooser && !ui.board.hidden) chooser.value = variant === 'killer' ? 'killer' : 'sudoku';
    ui.regionsField.hidden = !usesMap(variant);
    labelMapField(ui.regionsField, variant);
    if (usesMap(variant) && ui.regionsText.value !== regions && regions !== undefined) ui.regionsText.value = regions;
    if (variant !== 'killer') setCages(null);
    drawVariant();
  }

  /** A Killer's cages from the engine: the board takes their size, then draws them. */
  function setCages(cages) {
    state.cages = cages;
    const n = cageSize(cages);
    if (n && n !== state.size) {
      setSize(n);
      state.cells = parsePuzzle(ui.text.value, n).cells;
      state.solution = null;
      draw();
    }
    drawCages(ui.board, state.size, cages);
  }

  // ---------------------------------------------------------------- editing

  /** The user edited: the example's description and the status that waited for it go. */
  function edited() {
    state.example = null;
    status.sticky = false;
  }

  /** The user set cell k on the board. */
  function editCell(k, value) {
    if (state.cells[k] === value && !state.solution) return;
    jobs.stop();
    edited();
    state.cells[k] = value;
    state.solution = null;
    ui.text.value = isEmpty(state.cells) ? '' : cellsToText(state.cells);
    updateLink(false);
    draw();
    validate();
  }

  /** New puzzle text (typed, pasted, from a link or an example). */
  function setText(text, { push = false, size = 0 } = {}) {
    jobs.stop();
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
        if (state.variant === 'killer' && answer.input === 'regions') setCages(null);
        showAnswerError(answer, text);
      } else {
        if (state.variant === 'killer') setCages(answer.cages ?? null);
        state.bad = [];
        draw();
        if (status.sticky) return;
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
    if (status.showing('example', ex.name)) return;
    say('', `${ex.name}: ${ex.about}`, 'example');
  }

  // ---------------------------------------------------------------- searching

  function run(mode) {
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
    if (mode === 'count') {
      const spec = { kind: 'sudoku', text, size: state.size, variant: state.variant, regions: regionsText() };
      meter.begin({ spec, limit, one: 'solution', many: 'solutions' });
    }
    const measured = (answer) => mode === 'count' && meter.end(answer);
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
      progress: (p, job) => {
        if (mode === 'count' && !job.stale) meter.progress(p);
        return progressLine(DOING_NOW[mode], solutionsWord(p.solutions), p);
      },
      stale: validate,
      // The crash message stays; the board shows the puzzle as it was.
      crashed: draw,
      error: (answer) => showAnswerError(answer, text),
      cancelled: (answer) => {
        state.bad = [];
        const found = answer.mode === 'count' || answer.solutions > 0 ? `${solutionsWord(answer.solutions)} so far, ` : '';
        const shown =
          mode === 'solve' && state.solution ? ' The board shows the solution found; whether it is the only one is unknown.' : '';
        measured(answer);
        jobs.sayCancelled(answer, found, shown);
        draw();
      },
      done: (answer) => {
        state.bad = [];
        measured(answer);
        if (mode === 'solve' && answer.grid) state.solution = overlaySolution(state.cells, answer.grid);
        draw();
        const words = verdict({ ...answer, limit });
        const why = verdictNote({ ...answer, limit });
        say(words, `${why ? `${why} ` : ''}${statsLine(answer)}${sharedNote(answer)}`, answer.solutions === 1 && answer.finished ? 'good' : 'verdict');
      },
    }).finally(() => meter.stop());
  }

  function setBusy(busy) {
    document.body.dataset.busy = busy ? 'true' : 'false';
    board.setBusy(busy);
    for (const b of [ui.solve, ui.check, ui.count]) b.setAttribute('aria-disabled', String(busy));
    ui.cancel.setAttribute('aria-disabled', String(!busy));
  }

  // ---------------------------------------------------------------- the rest of the controls

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
    jobs.stop();
    edited();
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

  async function exportDlx() {
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

  // ---------------------------------------------------------------- from a link or the chooser

  /** Shows a Sudoku of the link's grammar: `{ variant, puzzle, regions }`. */
  function load(problem) {
    state.example = null;
    setVariant(problem.variant, problem.regions);
    const parsed = parsePuzzle(problem.puzzle, state.size);
    if (parsed.size !== state.size) setSize(parsed.size);
    setText(problem.puzzle);
  }

  /**
   * Shows the classic Sudoku of a short link (`#..3.2.6..`, `#9x9`; none: an empty board).
   * Returns why the link's puzzle was not taken, in a sentence, or ''.
   */
  function loadShortLink(hash) {
    state.example = null;
    setVariant('classic', '');
    // A crafted link may hold megabytes: it is measured before it is decoded or shown.
    const tooLarge = hash.length > 1 + 3 * LIMITS.sudoku.bytes ? checkText(hash.slice(1), 'sudoku', 'the puzzle in the link') : null;
    const found = tooLarge ? null : readSudokuFragment(hash);
    const tooLong = found ? checkText(found.text, 'sudoku', 'the puzzle in the link') : tooLarge;
    if (!found || tooLong) {
      setSize(state.size);
      ui.text.value = '';
      state.cells = emptyCells(state.size);
      state.solution = null;
      state.bad = [];
      draw();
      readyLine();
      return tooLong ? `${tooLong} An empty board is shown instead.` : '';
    }
    const text = found.size && isEmpty(parsePuzzle(found.text, found.size).cells) ? '' : found.text;
    if (found.size) setSize(found.size);
    // setText writes the fragment in its normal form; the history entry stays the same.
    setText(text, { size: found.size });
    return '';
  }

  /** The chooser switched to the Sudoku: a classic one, as the board holds it. */
  function choose() {
    state.example = null;
    setVariant('classic', '');
    updateLink(true);
    draw();
    validate();
  }

  /** The page shows another problem: stop, and let no late answer speak. */
  function leave() {
    jobs.stop();
    state.validation += 1;
  }

  // ---------------------------------------------------------------- wiring

  ui.variant.addEventListener('change', () => {
    jobs.stop();
    edited();
    setVariant(ui.variant.value, ui.regionsText.value);
    updateLink(true);
    state.solution = null;
    draw();
    validate();
  });

  ui.regionsText.addEventListener('input', () => {
    jobs.stop();
    edited();
    drawVariant();
    state.solution = null;
    updateLink(false);
    draw();
    validate();
  });

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

  clickable(ui.solve, () => run('solve'));
  clickable(ui.check, () => run('check'));
  clickable(ui.count, () => run('count'));
  clickable(ui.cancel, () => jobs.cancel());
  clickable(ui.clear, () => clearBoard());
  clickable(ui.exportDlx, exportDlx);

  ui.size.addEventListener('change', () => {
    const n = Number(ui.size.value);
    if (n !== state.size) clearBoard(n);
  });

  // Pastes over the limits are stopped before they reach the fields (see input-limits.js).
  guardField(ui.text, 'sudoku', refused);
  guardField(ui.regionsText, 'regions', refused);

  ui.text.addEventListener('input', () => {
    edited();
    setText(ui.text.value);
  });
  ui.limit.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      run('count');
    }
  });

  setSize(9);
  setBusy(false);

  return {
    load,
    loadShortLink,
    choose,
    leave,
    run,
    showError,
    /** The Sudoku is shown again: its visualizer link is the page's. */
    show: updateWatchLink,
    /** The chooser's Killer Sudoku: the Killer rules, with their example. */
    chooseKiller: () => loadExample('killer'),
    cancel: () => jobs.cancel(),
    get busy() {
      return jobs.busy;
    },
  };
}
