// The solver page's Sudoku: the board, the puzzle and map fields, the size, the rules, the
// examples, and Solve, Check, Count solutions, Clear and Export mapped to the solver (through the
// worker) and to the board. What the user has chosen is one state (sudoku-state.js): every
// control, the link, the engine's input and the board are drawn from it, every change goes
// through it, and a search's answer counts only for the state it was started from. The board
// draws; www/shared/sudoku-grid.js holds the pure logic of a puzzle's text and cells, words.js
// the words of a verdict; the engine, in the worker, decides what is valid and what the
// solutions are. The status lines and the address are the page's (page.js), passed in.

import { Board } from './board.js';
import { clickable } from '../buttons.js';
import { downloadText } from '../../shared/download.js';
import { EXAMPLES, example } from './examples.js';
import { cageSize, drawCages, labelMapField } from './killer.js';
import { checkText, guardField, LIMITS } from '../../shared/input-limits.js';
import { formatCount } from '../../shared/numbers.js';
import { SOLVER_PAGE, readSudokuFragment, sudokuFragment, watchLink, writeProblem } from '../../shared/problem-link.js';
import { cellsToText, errorCells, filledCount, overlaySolution, sizeForCellCount, textCells, valueRange } from '../../shared/sudoku-grid.js';
import {
  boardCells,
  changeMap,
  changePuzzle,
  changeSize,
  changeVariant,
  engineInput,
  initialState,
  killerSize,
  loaded,
  regionKeys,
  sameState,
  usesMap,
} from './sudoku-state.js';
import { parseLimit, sentence, solutionsWord, statsLine, verdict, verdictNote } from '../words.js';
import { SearchJob, progressLine, sharedNote } from '../search/search-job.js';
import { estimatePanel } from '../search/estimate-panel.js';

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

  /** What the user has chosen (sudoku-state.js): the one source of the rest. */
  let chosen = initialState();
  /** Counts the changes of `chosen`: a search's answer is taken only at the count it began at. */
  let version = 0;

  const view = {
    /** The puzzle as the board shows it: one string per cell, '' for blank. */
    cells: boardCells(chosen),
    /** The solver's grid over the puzzle (`{ value, solved }` per cell), or null. */
    solution: null,
    /** Indices of the cells the engine blamed. */
    bad: [],
    /** Counts validations, so that a late answer for old text is ignored. */
    validation: 0,
    /** The example just loaded (its description stays up until the puzzle is edited). */
    example: null,
    /** What the last change did beyond what was asked (an example loaded), until the next edit. */
    notice: '',
    /** A Killer Sudoku's cages as the engine read them (`{ map, sums }`), or null. */
    cages: null,
  };

  const board = new Board(ui.board, {
    onEdit: (k, value) => editCell(k, value),
    onPaste: (text) => {
      const error = checkText(text, 'sudoku', 'the pasted text');
      if (error) refused(error);
      else change(changePuzzle(chosen, text), { push: true });
    },
  });

  // The estimate and progress bar of a long count, under the status lines.
  const meter = estimatePanel({ client, host: document.querySelector('.status-box') });
  const jobs = new SearchJob({ client, status, onBusy: setBusy, onStop: () => meter.hide() });

  /** A paste, drop or link over the limits: nothing changes, and the status says why. */
  function refused(message, field = 'The puzzle') {
    say('The text was not taken', `${message} ${field} keeps what it had.`, 'error');
    // A check of the unchanged puzzle may still be answering: it must not say this away.
    status.sticky = true;
  }

  // ---------------------------------------------------------------- the state and its views

  /**
   * Makes `next` the state shown: the search of the old one stops (its answer is dropped), and
   * the controls, board, link and check follow. `force` redraws a state equal to the old one
   * (a link read again).
   */
  function show(next, { push = false, force = false } = {}) {
    if (!force && sameState(next, chosen)) {
      render();
      return;
    }
    jobs.stop();
    meter.hide();
    version += 1;
    chosen = next;
    view.solution = null;
    view.bad = [];
    if (view.cages && cageSize(view.cages) !== chosen.size) view.cages = null;
    render();
    updateLink(push);
    validate();
  }

  /** A change from sudoku-state.js (`{ state, said, refused }`): shown, refused or said. */
  function change({ state, said, refused: no }, { push = true } = {}) {
    if (no) {
      // Only a size is ever refused (a Killer's), and the board stays as it was.
      render();
      say(`The size stays ${chosen.size}x${chosen.size}`, said, 'error');
      return;
    }
    edited();
    show(state, { push });
    if (said) {
      view.notice = said;
      say('', said, 'example');
    }
  }

  /** Draws every control from the state. */
  function render() {
    const n = chosen.size;
    ui.size.value = String(n);
    ui.variant.value = chosen.variant;
    // The chooser has an entry of its own for the Killer rules (page.js).
    const chooser = $('problem');
    if (chooser && !ui.board.hidden) chooser.value = chosen.variant === 'killer' ? 'killer' : 'sudoku';
    ui.regionsField.hidden = !usesMap(chosen.variant);
    labelMapField(ui.regionsField, chosen.variant);
    if (ui.text.value !== chosen.puzzle) ui.text.value = chosen.puzzle;
    if (usesMap(chosen.variant) && ui.regionsText.value !== chosen.map) ui.regionsText.value = chosen.map;
    board.setSize(n);
    board.setVariant(chosen.variant, chosen.variant === 'jigsaw' ? regionKeys(chosen.map) : null);
    drawCages(ui.board, n, chosen.variant === 'killer' ? view.cages : null);
    ui.valuesHint.textContent = `Values ${valueRange(n)}`;
    document.body.dataset.size = String(n);
    view.cells = boardCells(chosen);
    draw();
    // The visualizer's link is drawn from the state like every control: a Killer's size the
    // engine answers after a link or Back is read changes the cells it carries.
    updateWatchLink();
  }

  function draw() {
    const cells = view.solution ?? view.cells.map((value) => ({ value, solved: false }));
    board.show(cells, view.bad);
  }

  /** A grid from the solver, over the puzzle: only one of the board's size (a Killer's size is its map's). */
  function showGrid(grid) {
    const n = sizeForCellCount(textCells(grid).length);
    if (n !== chosen.size) {
      if (chosen.variant !== 'killer' || !n) return;
      chosen = killerSize(chosen, n);
      render();
    }
    view.solution = overlaySolution(view.cells, grid);
    draw();
  }

  function showError(message, cells, input = 'puzzle') {
    view.bad = cells;
    draw();
    const where = cells.length > 0 ? ` The ${cells.length === 1 ? 'cell is' : `${formatCount(cells.length)} cells are`} marked in red.` : '';
    say(
      input !== 'regions'
        ? 'There is a problem with this puzzle'
        : chosen.variant === 'killer'
          ? 'There is a problem with the cage map'
          : 'There is a problem with the regions',
      `${sentence(message)}${where}`,
      'error'
    );
  }

  function linkHash() {
    if (chosen.variant === 'classic') return sudokuFragment(chosen.puzzle, chosen.size);
    // The size goes in the link when no text decides it: an X-sudoku's puzzle not yet complete.
    const decided = usesMap(chosen.variant) || sizeForCellCount(textCells(chosen.puzzle).length) === chosen.size;
    const problem = { problem: 'sudoku', variant: chosen.variant, puzzle: chosen.puzzle, regions: chosen.map, size: decided ? 0 : chosen.size };
    return writeProblem(problem, SOLVER_PAGE);
  }

  function updateLink(push) {
    updateWatchLink();
    onLink(linkHash(), push);
  }

  /** The visualizer link carries the puzzle (and its rules). */
  function updateWatchLink() {
    const puzzle = cellsToText(view.cells);
    const regions = usesMap(chosen.variant) ? chosen.map : '';
    const { href, note: why } = watchLink({ problem: 'sudoku', puzzle, variant: chosen.variant, regions });
    ui.watchLink.href = href;
    ui.watchLink.title = why ? `The visualizer opens without this puzzle: ${why}.` : '';
  }

  /** A Killer's cages from the engine: the board takes their size, then draws them. */
  function setCages(cages) {
    view.cages = cages;
    const n = cageSize(cages);
    if (n && n !== chosen.size) {
      chosen = killerSize(chosen, n);
      view.solution = null;
    }
    render();
  }

  // ---------------------------------------------------------------- editing

  /** The user edited: the example's description and the status that waited for it go. */
  function edited() {
    view.example = null;
    view.notice = '';
    status.sticky = false;
  }

  /** The user set cell k on the board. */
  function editCell(k, value) {
    if (view.cells[k] === value && !view.solution) return;
    const cells = view.cells.slice();
    cells[k] = value;
    edited();
    show(changePuzzle(chosen, cells.some((c) => c) ? cellsToText(cells) : '').state);
  }

  let validateTimer = 0;
  let checking = Promise.resolve();
  /** Whether a check is on its way to the engine or back. */
  let inFlight = false;
  /** Asks the engine, soon, whether the puzzle is valid, and marks the cells it blames. */
  function validate() {
    clearTimeout(validateTimer);
    const ticket = ++view.validation;
    validateTimer = setTimeout(() => {
      validateTimer = 0;
      checking = check(ticket);
    }, 60);
  }

  /** A check due now runs now: a search starts from a state the engine has read (a Killer's size). */
  function settle() {
    if (validateTimer) {
      clearTimeout(validateTimer);
      validateTimer = 0;
      checking = check(view.validation);
    }
    return checking;
  }

  async function check(ticket) {
    const input = engineInput(chosen);
    inFlight = true;
    let answer;
    try {
      answer = await client.validate(input.text, input.size, { variant: input.variant, regions: input.regions });
    } finally {
      inFlight = false;
    }
    if (ticket !== view.validation || jobs.busy || answer.type === 'crashed') return;
    if (answer.type === 'error') {
      if (chosen.variant === 'killer' && answer.input === 'regions') setCages(null);
      showAnswerError(answer, input.text);
      return;
    }
    if (chosen.variant === 'killer') setCages(answer.cages ?? null);
    view.bad = [];
    draw();
    if (status.sticky) return;
    if (view.example) describeExample(view.example);
    else if (view.notice) say('', view.notice, 'example');
    else readyLine();
  }

  /** An engine error about the puzzle or the map, with its cells marked. */
  function showAnswerError(answer, text) {
    const input = answer.input === 'regions' ? 'regions' : 'puzzle';
    const source = input === 'regions' ? chosen.map : text;
    showError(answer.error, errorCells(answer, source, chosen.size), input);
  }

  /** A quiet line saying what is on the board, once it is valid. */
  function readyLine() {
    const given = filledCount(view.cells);
    const n = chosen.size;
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

  let starting = false;
  async function run(mode) {
    if (jobs.busy || starting) return;
    // With no check pending the search starts at once, in the click's own turn.
    if (validateTimer || inFlight) {
      starting = true;
      try {
        await settle();
      } finally {
        starting = false;
      }
      if (jobs.busy) return;
    }
    const at = version;
    const input = engineInput(chosen);
    const current = () => at === version;
    const limit = mode === 'count' ? parseLimit(ui.limit.value) : 0;
    view.validation++; // any validation in flight is now old news
    // Quick answers replace the status at once; only a slow search says it is working.
    const busyLine = (job) => {
      if (job.found) {
        say('Found a solution', 'Now checking whether it is the only one. Press Cancel (or Esc) to stop.', 'busy');
      } else {
        say(BUSY_WORDS[mode], 'This runs in the background: press Cancel (or Esc) to stop it.', 'busy');
      }
    };
    // The estimate of an earlier count is about another search: only a count has one.
    if (mode === 'count') meter.begin({ spec: { kind: 'sudoku', ...input }, limit, one: 'solution', many: 'solutions' });
    else meter.hide();
    const measured = (answer) => mode === 'count' && meter.end(answer);
    return jobs
      .run(mode, {
        start: ({ job, onProgress }) =>
          client.search(mode, input.text, {
            limit,
            size: input.size,
            variant: input.variant,
            regions: input.regions,
            onProgress,
            onSolution: (s) => {
              if (!jobs.live(job) || !current()) return;
              showGrid(s.grid);
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
        error: (answer) => current() && showAnswerError(answer, input.text),
        cancelled: (answer) => {
          if (!current()) return;
          view.bad = [];
          const found = answer.mode === 'count' || answer.solutions > 0 ? `${solutionsWord(answer.solutions)} so far, ` : '';
          const shown =
            mode === 'solve' && view.solution ? ' The board shows the solution found; whether it is the only one is unknown.' : '';
          measured(answer);
          jobs.sayCancelled(answer, found, shown);
          draw();
        },
        done: (answer) => {
          if (!current()) return;
          view.bad = [];
          measured(answer);
          if (mode === 'solve' && answer.grid) showGrid(answer.grid);
          draw();
          const words = verdict({ ...answer, limit });
          const why = verdictNote({ ...answer, limit });
          say(words, `${why ? `${why} ` : ''}${statsLine(answer)}${sharedNote(answer)}`, answer.solutions === 1 && answer.finished ? 'good' : 'verdict');
        },
      })
      .finally(() => meter.stop());
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
    edited();
    show(loaded({ variant: ex.variant ?? 'classic', puzzle: ex.puzzle, map: ex.regions ?? '' }), { push: true, force: true });
    view.example = ex;
    describeExample(ex);
  }

  /** Empties the puzzle (a jigsaw or Killer keeps its map). */
  function clearBoard() {
    edited();
    show(changePuzzle(chosen, '').state, { push: true, force: true });
    readyLine();
  }

  async function exportDlx() {
    await settle();
    const input = engineInput(chosen);
    const spec = { kind: 'sudoku', ...input };
    const answer = await client.exportDlx(spec);
    if (answer.type === 'crashed') return;
    if (answer.type === 'error') {
      showAnswerError(answer, spec.text);
      return;
    }
    const name = `sudoku${chosen.variant === 'classic' ? '' : `-${chosen.variant}`}-${chosen.size}x${chosen.size}.dlx`;
    downloadText(answer.text, name);
    say('Exported', `${name}: the puzzle as an exact cover problem in Knuth's format, ${formatCount(answer.text.length)} characters.`, 'hint');
  }

  // ---------------------------------------------------------------- from a link or the chooser

  /** Shows a Sudoku of the link's grammar: `{ variant, puzzle, regions, size }`. */
  function load(problem) {
    edited();
    show(loaded({ variant: problem.variant, puzzle: problem.puzzle, map: problem.regions, size: problem.size ?? 0 }), { force: true });
  }

  /**
   * Shows the classic Sudoku of a short link (`#..3.2.6..`, `#9x9`; none: an empty board).
   * Returns why the link's puzzle was not taken, in a sentence, or ''.
   */
  function loadShortLink(hash) {
    edited();
    // A crafted link may hold megabytes: it is measured before it is decoded or shown.
    const tooLarge = hash.length > 1 + 3 * LIMITS.sudoku.bytes ? checkText(hash.slice(1), 'sudoku', 'the puzzle in the link') : null;
    const found = tooLarge ? null : readSudokuFragment(hash);
    const tooLong = found ? checkText(found.text, 'sudoku', 'the puzzle in the link') : tooLarge;
    if (!found || tooLong) {
      show(loaded({ size: chosen.size }), { force: true });
      readyLine();
      return tooLong ? `${tooLong} An empty board is shown instead.` : '';
    }
    const text = found.size && textCells(found.text).every((c) => !c) ? '' : found.text;
    // The fragment is written again in its normal form; the history entry stays the same.
    show(loaded({ puzzle: text, size: found.size }), { force: true });
    return '';
  }

  /** The chooser switched to the Sudoku: a classic one, as the board holds it. */
  function choose() {
    edited();
    show(changeVariant(chosen, 'classic').state, { push: true, force: true });
  }

  /** The page shows another problem: stop, and let no late answer speak. */
  function leave() {
    jobs.stop();
    meter.hide();
    version += 1;
    view.validation += 1;
  }

  // ---------------------------------------------------------------- wiring

  ui.variant.addEventListener('change', () => change(changeVariant(chosen, ui.variant.value)));
  ui.size.addEventListener('change', () => change(changeSize(chosen, Number(ui.size.value))));

  ui.regionsText.addEventListener('input', () => {
    edited();
    show(changeMap(chosen, ui.regionsText.value).state);
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

  // Text over the limits is stopped before it reaches the fields (see input-limits.js); the
  // map field is named for what it holds.
  guardField(ui.text, 'sudoku', refused, { kept: () => chosen.puzzle });
  const mapCalled = () => (chosen.variant === 'killer' ? 'The cage map' : 'The region map');
  guardField(ui.regionsText, () => (chosen.variant === 'killer' ? 'cages' : 'regions'), (message) => refused(message, mapCalled()), {
    kept: () => chosen.map,
  });

  ui.text.addEventListener('input', () => {
    edited();
    show(changePuzzle(chosen, ui.text.value).state);
  });
  ui.limit.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      run('count');
    }
  });

  render();
  setBusy(false);

  return {
    load,
    loadShortLink,
    choose,
    leave,
    run,
    showError,
    /**
     * The Sudoku is shown again: every control is drawn from its state (a browser that restored
     * a field on Back may have changed it meanwhile), and its visualizer link is the page's.
     */
    show: () => render(),
    /** The chooser's Killer Sudoku: the Killer rules, with their example. */
    chooseKiller: () => loadExample('killer'),
    cancel: () => jobs.cancel(),
    get busy() {
      return jobs.busy;
    },
  };
}
