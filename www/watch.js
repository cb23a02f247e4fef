// The visualizer page (watch.html): puts together a problem's trace, the player that walks it,
// the renderers that draw it and the controls that drive it, and keeps the URL in step. The
// search itself runs on this thread, a few milliseconds per frame (the player budgets it), so
// every frame can read the links straight from wasm memory.
//
// The problem comes from the URL (www/viz/url-state.js over www/problem-link.js), the menu of presets, the parameters
// beside it (N, board, symmetry, a Sudoku's puzzle, rules and region map), or a problem of the
// student's own in Knuth's DLX format, typed, pasted or opened from a file. A problem the
// engine refuses leaves the page as it was, with the engine's message.

import { ready, Solver, errorInfo, isTrap, debugTrap } from './engine.js';
import { guardField, readTextFile, checkText } from './input-limits.js';
import { formatCount, plural } from './numbers.js';
import { Trace } from './viz/trace.js';
import { Player } from './viz/player.js';
import { Controls } from './viz/controls.js';
import { parseState, formatState, normalize, presetOf, DEFAULT_STATE } from './viz/url-state.js';
import { MAX_LINK_TEXT, PRESETS, WATCH_PAGE, linkable } from './problem-link.js';
import { MatrixView } from './viz/matrix.js';
import { NarrationView } from './viz/narration.js';
import { StepsView } from './viz/steps.js';
import { StatsView } from './viz/stats.js';
import { ItemsView } from './viz/items.js';
import { TreeView } from './viz/tree.js';
import { PuzzleView } from './viz/puzzle-view.js';

const $ = (id) => document.getElementById(id);

/** What the DLX text box starts with: Knuth's example, so the format explains itself. */
const DLX_EXAMPLE = `| Knuth's example: cover A to E exactly once; F and G, after the bar, at most once.
A B C D E | F G
C E F
A D G
B C F
A D
B G
D E G
`;

const page = {
  state: parseState(location.hash),
  /** Whether the menu shows "your own ..." for the kind, rather than a preset it matches. */
  own: false,
  trace: null,
  player: null,
  views: [],
  urlTimer: 0,
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
reducedMotion.addEventListener('change', () => page.player?.setReducedMotion(reducedMotion.matches));

/**
 * A fresh Solver for a problem (a normalized state, url-state.js) and rule; throws the
 * engine's error (with cells for a Sudoku, with the line for a DLX text) for a bad one.
 */
function makeSolver(problem, rule) {
  switch (problem.problem) {
    case 'knuth':
    case 'classic':
      return Solver.fromExample(problem.problem, rule);
    case 'queens':
      return Solver.fromExample(`queens${problem.n}`, rule);
    case 'pentominoes':
      return Solver.fromPentominoes(problem.board, problem.symmetry === 'break', rule);
    case 'langford':
      return Solver.fromLangford(problem.n, problem.symmetry === 'break', rule);
    case 'sudoku':
      if (problem.variant === 'classic') return Solver.fromSudoku(problem.puzzle, undefined, rule);
      if (typeof Solver.fromSudokuVariant !== 'function') {
        throw new Error('this build of the engine does not know the Sudoku variants yet');
      }
      return Solver.fromSudokuVariant(problem.puzzle, problem.variant, problem.regions, undefined, rule);
    case 'dlx':
      return Solver.fromDlx(problem.text, rule);
    default:
      throw new Error(`unknown problem ${problem.problem}`);
  }
}

function showError(message) {
  const box = $('problem-error');
  box.textContent = message;
  box.hidden = message === '';
}

/** The warnings of a link, as one sentence (or ''). */
function warningText(warnings) {
  return warnings?.length ? `The link was partly ignored: ${warnings.join('; ')}.` : '';
}

/**
 * Builds everything for the page's state. On a problem the engine refuses, keeps the old
 * problem, says why and returns false.
 */
function load({ step = 0 } = {}) {
  const { rule } = page.state;
  let solver;
  try {
    solver = makeSolver(page.state, rule);
  } catch (e) {
    // A trap is a bug, not a verdict on the problem: the page's crash handler takes it.
    if (isTrap(e)) throw e;
    const info = errorInfo(e);
    const what = page.state.problem === 'sudoku' ? 'This puzzle' : 'This problem';
    showError(`${what} cannot be watched: ${info.message}.`);
    // The fault is in a folded text box: unfold it.
    if (e?.input === 'regions') $('regions-editor').open = true;
    if (page.state.problem === 'dlx') $('dlx-editor').open = true;
    return false;
  }
  showError(warningText(page.state.warnings));
  page.state.warnings = [];
  page.lastGood = page.state;
  teardown();
  const trace = new Trace(solver);
  const player = new Player(trace, { reducedMotion: reducedMotion.matches });
  player.setSpeed(controls.currentSpeed());
  const givens = page.state.problem === 'sudoku' ? page.state.puzzle : '';
  page.trace = trace;
  page.player = player;
  page.viewNames = ['puzzle', 'narration', 'steps', 'matrix', 'stats', 'items', 'tree'];
  page.views = [
    new PuzzleView($('puzzle-view'), trace, { givens }),
    new NarrationView($('narration'), trace, { heuristic: rule }),
    new StepsView($('steps'), trace, { heuristic: rule }),
    new MatrixView($('matrix'), trace, {}),
    new StatsView($('stats'), trace),
    new ItemsView($('items'), trace, { heuristic: rule }),
    new TreeView($('tree'), trace),
  ];
  player.onChange(({ change, progress, state }) => {
    for (const view of page.views) view.render(change, progress);
    controls.update({ ...state, start: trace.start });
    scheduleUrl(state);
  });
  for (const view of page.views) view.render(null, 1);
  controls.update({ playing: false, position: 0, furthest: 0, finished: false, busy: false });
  compareRules();
  if (step > 0) player.seek(step);
  return true;
}

/**
 * Loads a state from a link (the page's own address, or a changed fragment). When the engine
 * refuses its problem and nothing is shown yet, Knuth's example is shown instead, the
 * engine's message above it, and the refused text kept in its box for the student to mend.
 */
function loadLink() {
  page.own = false;
  const warnings = page.state.warnings ?? [];
  syncProblemControls();
  if (load({ step: page.state.step })) return;
  const refused = page.state;
  keepText(refused);
  const message = $('problem-error').textContent;
  if (page.trace) {
    // A changed fragment: the problem already shown stays.
    page.state = page.lastGood;
    history.replaceState(null, '', linkState());
  } else {
    page.state = { ...normalize(DEFAULT_STATE), rule: refused.rule, step: 0, warnings: [] };
    load();
  }
  const shown = PRESETS[presetOf(page.state)]?.label ?? 'The problem shown before';
  showError(`${[warningText(warnings), message].filter(Boolean).join(' ')} ${shown} is shown instead.`);
  syncProblemControls();
}

/** Puts a refused problem's text where the student can mend it. */
function keepText(problem) {
  if (problem.problem === 'dlx') $('dlx-text').value = problem.text;
  if (problem.problem === 'sudoku' && problem.variant === 'jigsaw') $('regions').value = problem.regions;
}

function teardown() {
  for (const view of page.views) view.destroy?.();
  page.views = [];
  page.player?.destroy?.();
  page.trace?.free();
  page.player = null;
  page.trace = null;
}

/** The URL follows the step when the player rests (not on every frame while playing). */
function scheduleUrl(state) {
  clearTimeout(page.urlTimer);
  if (state.playing || state.busy) return;
  page.urlTimer = setTimeout(() => {
    history.replaceState(null, '', linkState());
  }, 250);
}

function linkState() {
  return formatState({ ...page.state, step: page.trace?.position ?? 0 });
}

/**
 * Switches to another problem (normalized, url-state.js), keeping the rule. Returns whether
 * the engine took it; if not, the page stays as it was and says why.
 */
function setProblem(problem) {
  const previous = page.state;
  page.state = { ...problem, rule: previous.rule, step: 0, warnings: [] };
  if (load()) {
    history.replaceState(null, '', linkState());
    syncProblemControls();
    return true;
  }
  page.state = previous;
  // A refused text of one's own stays in its box, under its own menu entry, to be mended.
  if (problem.problem !== 'dlx') syncMenu();
  return false;
}

/**
 * The same problem under both branching rules, run to the end at full speed (at most
 * COMPARE_NODES search-tree nodes each), so a student can compare the sizes of their searches.
 * It works in slices of a few milliseconds between frames, so a big problem never freezes the
 * page, and it gives up when the problem changes.
 */
const COMPARE_NODES = 200_000;
const COMPARE_SLICE_MS = 8;

async function compareRules() {
  const generation = (page.compareGeneration = (page.compareGeneration ?? 0) + 1);
  const box = $('compare');
  const waiting = document.createElement('p');
  waiting.className = 'hint';
  waiting.textContent = 'Running the whole search under both branching rules…';
  box.replaceChildren(waiting);
  const rows = [];
  for (const rule of ['mrv', 'first']) {
    let solver;
    try {
      solver = makeSolver(page.state, rule);
    } catch (e) {
      if (isTrap(e)) throw e;
      return;
    }
    let result = '';
    // Small at first: in a big problem one node can cost a millisecond or more.
    let chunk = 16;
    try {
      while (result !== 'finished' && solver.nodes < COMPARE_NODES) {
        const t0 = performance.now();
        // runFor takes a budget of nodes from here, not a total: a slice is `chunk` nodes.
        result = solver.runFor(Math.max(1, Math.min(chunk, COMPARE_NODES - solver.nodes)));
        const took = performance.now() - t0;
        // Aim each slice at a few milliseconds, whatever a node costs in this problem.
        chunk = Math.max(1, Math.round(chunk * Math.min(4, COMPARE_SLICE_MS / Math.max(took, 0.1))));
        if (result !== 'finished') {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (generation !== page.compareGeneration) return;
        }
      }
      rows.push({ rule, nodes: solver.nodes, updates: solver.updates, solutions: solver.solutions, finished: result === 'finished' });
    } finally {
      solver.free();
    }
  }
  if (generation !== page.compareGeneration) return;
  box.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = 'The whole search, by branching rule';
  const table = document.createElement('table');
  table.className = 'compare-table';
  const head = table.createTHead().insertRow();
  for (const h of ['Branch on', 'Nodes', 'Updates', 'Solutions']) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  const body = table.createTBody();
  for (const r of rows) {
    const tr = body.insertRow();
    if (r.rule === page.state.rule) tr.className = 'current';
    const more = r.finished ? '' : '+';
    const found = r.finished ? formatCount(r.solutions) : `${formatCount(r.solutions)} so far`;
    for (const text of [r.rule === 'mrv' ? 'fewest options' : 'first item', formatCount(r.nodes) + more, formatCount(r.updates) + more, found]) {
      tr.insertCell().textContent = text;
    }
  }
  box.append(title, table);
  if (rows.some((r) => !r.finished)) {
    const note = document.createElement('p');
    note.className = 'hint';
    note.textContent = `A + marks a search stopped after ${formatCount(COMPARE_NODES)} nodes: it would take much longer.`;
    box.append(note);
  }
}

// ------------------------------------------------------------ page controls

const controls = new Controls(document.querySelector('.player'), () => page.player);

/** The words beside the symmetry box, by kind. */
const SYMMETRY_WORDS = {
  langford: 'a sequence and its reverse count once',
  pentominoes: 'turns and mirror images count once',
};

function syncMenu() {
  const own = `${page.state.problem}:own`;
  const hasOwn = [...$('problem').options].some((o) => o.value === own);
  const preset = presetOf(page.state);
  $('problem').value = (page.own && hasOwn) || !preset ? own : preset;
}

/** Shows the page's state on the menu and the parameter fields, and only the fields it has. */
function syncProblemControls() {
  const state = page.state;
  const kind = state.problem;
  syncMenu();
  $('rule').value = state.rule;
  const hasN = kind === 'queens' || kind === 'langford';
  $('params-n').hidden = !hasN;
  if (hasN) {
    $('param-n-label').textContent = kind === 'queens' ? 'N' : 'n';
    $('param-n').max = String(WATCH_PAGE.max[kind]);
    $('param-n').value = String(state.n);
  }
  $('params-board').hidden = kind !== 'pentominoes';
  if (kind === 'pentominoes') $('param-board').value = state.board;
  $('params-symmetry').hidden = !SYMMETRY_WORDS[kind];
  if (SYMMETRY_WORDS[kind]) {
    $('param-symmetry-label').textContent = SYMMETRY_WORDS[kind];
    $('param-symmetry').checked = state.symmetry === 'break';
  }
  $('puzzle-input').hidden = kind !== 'sudoku';
  if (kind === 'sudoku') {
    $('puzzle').value = state.puzzle;
    $('variant').value = state.variant;
    if (state.variant === 'jigsaw') $('regions').value = state.regions;
  }
  $('regions-editor').hidden = kind !== 'sudoku' || $('variant').value !== 'jigsaw';
  if (kind === 'dlx') $('dlx-text').value = state.text;
  $('dlx-editor').hidden = kind !== 'dlx' && $('problem').value !== 'dlx:own';
}

$('problem').addEventListener('change', () => {
  const value = $('problem').value;
  if (!value.endsWith(':own')) {
    page.own = false;
    setProblem(normalize({ problem: value }));
    return;
  }
  const kind = value.slice(0, -':own'.length);
  page.own = true;
  if (kind === 'dlx') {
    // Nothing to watch until the student asks: show the text box, started with an example.
    const box = $('dlx-text');
    if (page.state.problem !== 'dlx' && box.value.trim() === '') box.value = DLX_EXAMPLE;
    $('dlx-editor').hidden = false;
    $('dlx-editor').open = true;
    $('puzzle-input').hidden = true;
    for (const id of ['params-n', 'params-board', 'params-symmetry', 'regions-editor']) $(id).hidden = true;
    // From the top: the first lines say what the format is.
    box.setSelectionRange(0, 0);
    box.focus();
    box.scrollTop = 0;
    return;
  }
  if (page.state.problem !== kind) setProblem(normalize({ problem: kind }));
  else syncProblemControls();
  (kind === 'sudoku' ? $('puzzle') : kind === 'pentominoes' ? $('param-board') : $('param-n')).focus();
});

$('rule').addEventListener('change', () => {
  page.state = { ...page.state, rule: $('rule').value, step: 0 };
  if (load()) history.replaceState(null, '', linkState());
});

$('param-n').addEventListener('change', () => {
  const input = $('param-n');
  const max = Number(input.max);
  const n = Number(input.value);
  if (!/^\d+$/u.test(input.value) || n < 1 || n > max) {
    showError(`${input.value === '' ? 'An empty value' : `"${input.value}"`} is not a whole number from 1 to ${max}.`);
    input.value = String(page.state.n);
    return;
  }
  setProblem(normalize({ ...page.state, n }));
});

$('param-board').addEventListener('change', () => {
  setProblem(normalize({ ...page.state, board: $('param-board').value }));
});

$('param-symmetry').addEventListener('change', () => {
  setProblem(normalize({ ...page.state, symmetry: $('param-symmetry').checked ? 'break' : 'keep' }));
});

/** The Sudoku as the fields say: puzzle, rules and (for a jigsaw) region map. */
function sudokuFromFields() {
  const variant = $('variant').value;
  return normalize({
    problem: 'sudoku',
    puzzle: $('puzzle').value,
    variant,
    regions: variant === 'jigsaw' ? $('regions').value : '',
  });
}

function loadPuzzle() {
  setProblem(sudokuFromFields());
}

$('load-puzzle').addEventListener('click', loadPuzzle);
$('puzzle').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') loadPuzzle();
});

/**
 * Other rules: an example puzzle is swapped for the new rules' example of the same size (4x4
 * or 9x9); the student's own puzzle is kept. A jigsaw first shows its map to edit.
 */
$('variant').addEventListener('change', () => {
  const variant = $('variant').value;
  const current = presetOf(page.state);
  if (current && page.state.problem === 'sudoku') {
    const size = page.state.puzzle.length;
    const example = Object.entries(PRESETS).find(
      ([, p]) => p.problem.problem === 'sudoku' && p.problem.variant === variant && p.problem.puzzle.length === size
    );
    if (example) {
      page.own = false;
      setProblem(normalize(example[1].problem));
      return;
    }
  }
  if (variant === 'jigsaw' && $('regions').value.trim() === '') {
    // A map is needed first: show the box, with nothing loaded yet.
    $('regions-editor').hidden = false;
    $('regions-editor').open = true;
    $('regions').focus();
    return;
  }
  $('regions-editor').hidden = variant !== 'jigsaw';
  loadPuzzle();
});

// ------------------------------------------------------------ a problem of one's own

function dlxStatus(message) {
  $('dlx-status').textContent = message;
}

/** Watches the text in the box; on an error the text stays as it is, the message says where. */
function loadDlx(source = 'your problem') {
  const text = $('dlx-text').value;
  if (text.trim() === '') {
    showError('Write a problem in the box, or open a file, first.');
    return;
  }
  const tooLarge = checkText(text, 'dlx', 'your problem');
  if (tooLarge) {
    showError(tooLarge);
    return;
  }
  page.own = true;
  if (!setProblem({ problem: 'dlx', text })) {
    dlxStatus('');
    return;
  }
  const t = page.trace;
  const long = linkable(page.state)
    ? ''
    : ` It is too long for a link (${formatCount(text.length)} characters; a link carries at most ${formatCount(MAX_LINK_TEXT)}): share it with Export .dlx.`;
  dlxStatus(
    `Watching ${source}: ${plural(t.primaryCount, 'primary item')}, ` +
      `${plural(t.itemCount - t.primaryCount, 'secondary item')}, ${plural(t.optionCount, 'option')}.${long}`
  );
}

$('load-dlx').addEventListener('click', () => loadDlx());
$('dlx-text').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) loadDlx();
});
$('open-dlx').addEventListener('click', () => $('dlx-file').click());
$('dlx-file').addEventListener('change', async () => {
  const input = $('dlx-file');
  const file = input.files?.[0];
  // Choosing the same file again must read it again.
  input.value = '';
  if (!file) return;
  // Too big, binary or not UTF-8: refused before the engine sees it (input-limits.js).
  const read = await readTextFile(file, 'dlx');
  if (read.error) {
    showError(`${read.error} The text box keeps what it had.`);
    return;
  }
  $('dlx-text').value = read.text;
  loadDlx(`“${file.name}”`);
});

// Pastes and drops over the limits are stopped before they reach the fields.
const refused = (message) => showError(`${message} The box keeps what it had.`);
guardField($('dlx-text'), 'dlx', refused);
guardField($('puzzle'), 'sudoku', refused);
guardField($('regions'), 'regions', refused);

// ------------------------------------------------------------ links and files

$('copy-link').addEventListener('click', async () => {
  const status = $('copy-status');
  if (!linkable(page.state)) {
    status.textContent = `This problem is too long for a link (at most ${formatCount(MAX_LINK_TEXT)} characters): share it with Export .dlx.`;
    return;
  }
  const url = new URL(linkState(), location.href).href;
  history.replaceState(null, '', linkState());
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = `Link to step ${page.trace?.position ?? 0} copied.`;
  } catch {
    status.textContent = 'Copy the address bar: it now points at this step.';
  }
});

/** A file name for the current problem: queens-8.dlx, sudoku-x-4x4.dlx, ... */
function dlxFileName(state) {
  switch (state.problem) {
    case 'queens':
      return `queens-${state.n}.dlx`;
    case 'langford':
      return `langford-${state.n}${state.symmetry === 'keep' ? '-all' : ''}.dlx`;
    case 'pentominoes':
      return `pentominoes-${state.board}${state.symmetry === 'keep' ? '-all' : ''}.dlx`;
    case 'sudoku': {
      const preset = presetOf(state);
      return preset ? `${preset}.dlx` : `sudoku${state.variant === 'classic' ? '' : `-${state.variant}`}.dlx`;
    }
    case 'dlx':
      return 'my-problem.dlx';
    default:
      return `${state.problem}.dlx`;
  }
}

/**
 * Downloads the current problem in Knuth's DLX format, written by the engine. A Blob URL and
 * an <a download> work under the page's strict Content-Security-Policy (no data: URL, no
 * inline script).
 */
$('export-dlx').addEventListener('click', () => {
  const status = $('copy-status');
  const solver = page.trace?.solver;
  let text = null;
  if (typeof solver?.toDlx === 'function') text = solver.toDlx();
  else if (page.state.problem === 'dlx') text = page.state.text;
  if (text === null) {
    status.textContent = 'This build of the engine cannot write problems yet.';
    return;
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = dlxFileName(page.state);
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy by then; a minute is generous.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  status.textContent = `Saved as ${a.download} (${plural(text.split('\n').filter(Boolean).length, 'line')}).`;
});

window.addEventListener('hashchange', (e) => {
  // The fragment navigated to, even if the page's own URL update has replaced it since.
  const hash = new URL(e.newURL).hash;
  if (hash === linkState()) return;
  clearTimeout(page.urlTimer);
  page.state = parseState(hash);
  loadLink();
});

// ------------------------------------------------------------ when the engine crashes

/** A crash within this long of the last two is not recovered from: the page says reload. */
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES = 3;

/** What the player was doing, in words for a bug report. */
function doingWords(player) {
  if (!player) return 'loading the problem';
  // A frame that threw has stopped its job already: the player kept what it was.
  const doing = player.failedDuring ?? player.state.task ?? (player.state.playing ? 'play' : null);
  if (doing === 'run') return 'running forward (Next solution or Next backtrack)';
  if (doing === 'back') return 'running back';
  if (doing === 'seek') return 'moving to a step (the progress bar or a link)';
  if (doing === 'play') return 'playing';
  return 'a step';
}

/**
 * The engine trapped (a bug): its state is not to be trusted, so the search is rebuilt from
 * the problem, which lives on this page, at the step the student was at. The message says
 * what happened and what to report. A third crash within a minute is not recovered from:
 * the page says to reload it (with a button), and stops.
 */
function recover(error) {
  const now = performance.now();
  page.crashes = (page.crashes ?? []).filter((t) => now - t < CRASH_WINDOW_MS);
  page.crashes.push(now);
  const doing = doingWords(page.player);
  const step = page.trace?.position ?? page.state.step ?? 0;
  const link = new URL(formatState({ ...page.state, step }), location.href).href;
  // The trapped solver may not even free: leave it to the garbage collector's finalizer.
  page.compareGeneration = (page.compareGeneration ?? 0) + 1;
  const trace = page.trace;
  page.trace = null;
  teardown();
  try {
    trace?.free();
  } catch {
    // Its memory is lost with it; what matters is a working page.
  }
  const report = `Please report: what was being done (${doing}, at step ${formatCount(step)}), the link (${link}) and the error (${error.name}: ${error.message}).`;
  const again = page.crashes.length >= MAX_CRASHES;
  let rebuilt = false;
  if (!again) {
    page.state = { ...page.state, step, warnings: [] };
    try {
      rebuilt = load({ step });
    } catch (e) {
      if (!isTrap(e)) throw e;
    }
  }
  const note = $('crash-note');
  note.hidden = false;
  $('crash-reload').hidden = rebuilt;
  $('crash-text').textContent = rebuilt
    ? `The visualizer crashed (a bug in the engine). Your problem is safe: the search was rebuilt from it, back at step ${formatCount(step)}. ${report}`
    : `The visualizer crashed (a bug in the engine) and could not start again. Your problem is in the link: reload the page to go on from step ${formatCount(step)}. ${report}`;
  if (!rebuilt) history.replaceState(null, '', formatState({ ...page.state, step }));
}

$('crash-reload').addEventListener('click', () => location.reload());

// A trap can surface from a click (a step), from an animation frame (playing, a run) or from
// a promise (the comparison of the branching rules): all of them land here. Other errors are
// bugs of their own and are left to the console.
window.addEventListener('error', (event) => {
  if (!isTrap(event.error)) return;
  event.preventDefault();
  recover(event.error);
});
window.addEventListener('unhandledrejection', (event) => {
  if (!isTrap(event.reason)) return;
  event.preventDefault();
  recover(event.reason);
});

await ready();
loadLink();
// For end-to-end tests and curious students: the page's state, read-only by convention.
window.dlxWatch = page;
// For the tests of crash recovery (nothing on the page calls it, so no user can by accident):
// the engine traps in the next forward step of the search, as a bug in a step would.
window.dlxDebug = Object.freeze({
  trapInStep() {
    const trace = page.trace;
    if (!trace) return;
    trace.forward = () => {
      delete trace.forward;
      debugTrap();
    };
  },
});
