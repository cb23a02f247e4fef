// The visualizer page (watch.html): puts together a problem's trace, the player that walks it,
// the renderers that draw it and the controls that drive it, and keeps the URL in step. The
// search itself runs on this thread, a few milliseconds per frame (the player budgets it), so
// every frame can read the links straight from wasm memory.

import { ready, Solver, errorInfo } from './engine.js';
import { Trace } from './viz/trace.js';
import { Player } from './viz/player.js';
import { Controls } from './viz/controls.js';
import { parseState, formatState, PROBLEMS } from './viz/url-state.js';
import { MatrixView } from './viz/matrix.js';
import { NarrationView } from './viz/narration.js';
import { StepsView } from './viz/steps.js';
import { StatsView } from './viz/stats.js';
import { ItemsView } from './viz/items.js';
import { TreeView } from './viz/tree.js';
import { PuzzleView } from './viz/puzzle-view.js';

const $ = (id) => document.getElementById(id);

const page = {
  state: parseState(location.hash),
  trace: null,
  player: null,
  views: [],
  urlTimer: 0,
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
reducedMotion.addEventListener('change', () => page.player?.setReducedMotion(reducedMotion.matches));

/**
 * A fresh Solver for a problem and rule; throws the engine's error (with cells) for a bad
 * puzzle. Pentominoes and Langford pairs break their symmetry, so each solution shown stands
 * for its whole family of mirror images.
 */
function makeSolver(problem, puzzle, rule) {
  const p = PROBLEMS[problem];
  if (p.box) return Solver.fromSudoku(puzzle || p.puzzle, undefined, rule, p.box);
  if (p.board) return Solver.fromPentominoes(p.board, true, rule);
  if (p.langford) return Solver.fromLangford(p.langford, true, rule);
  return Solver.fromExample(p.example, rule);
}

function showError(message) {
  const box = $('problem-error');
  box.textContent = message;
  box.hidden = message === '';
}

/** Builds everything for the page's state; on a bad puzzle keeps the old problem and says why. */
function load({ step = 0 } = {}) {
  const { problem, puzzle, rule } = page.state;
  let solver;
  try {
    solver = makeSolver(problem, puzzle, rule);
  } catch (e) {
    const info = errorInfo(e);
    showError(`This puzzle cannot be watched: ${info.message}.`);
    return false;
  }
  showError(page.state.warnings?.length ? `The link was partly ignored: ${page.state.warnings.join('; ')}.` : '');
  page.state.warnings = [];
  teardown();
  const trace = new Trace(solver);
  const player = new Player(trace, { reducedMotion: reducedMotion.matches });
  player.setSpeed(controls.currentSpeed());
  const givens = PROBLEMS[problem].box ? puzzle || PROBLEMS[problem].puzzle : '';
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
  const { problem, puzzle, rule } = page.state;
  return formatState({ problem, puzzle, rule, step: page.trace?.position ?? 0 });
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
      solver = makeSolver(page.state.problem, page.state.puzzle, rule);
    } catch {
      return;
    }
    let result = '';
    let chunk = 500;
    try {
      while (result !== 'finished' && solver.nodes < COMPARE_NODES) {
        const t0 = performance.now();
        result = solver.runFor(Math.min(COMPARE_NODES, solver.nodes + chunk));
        const took = performance.now() - t0;
        // Aim each slice at a few milliseconds, whatever a node costs in this problem.
        chunk = Math.max(50, Math.round(chunk * Math.min(4, COMPARE_SLICE_MS / Math.max(took, 0.1))));
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
  const fmt = (x) => Math.round(x).toLocaleString('en-US');
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
    const found = r.finished ? fmt(r.solutions) : `${fmt(r.solutions)} so far`;
    for (const text of [r.rule === 'mrv' ? 'fewest options' : 'first item', fmt(r.nodes) + more, fmt(r.updates) + more, found]) {
      tr.insertCell().textContent = text;
    }
  }
  box.append(title, table);
  if (rows.some((r) => !r.finished)) {
    const note = document.createElement('p');
    note.className = 'hint';
    note.textContent = `A + marks a search stopped after ${fmt(COMPARE_NODES)} nodes: it would take much longer.`;
    box.append(note);
  }
}

// ------------------------------------------------------------ page controls

const controls = new Controls(document.querySelector('.player'), () => page.player);

function syncProblemControls() {
  const { problem, puzzle, rule } = page.state;
  $('problem').value = problem;
  $('rule').value = rule;
  const p = PROBLEMS[problem];
  $('puzzle-input').hidden = !p.box;
  if (p.box) $('puzzle').value = puzzle || p.puzzle;
}

$('problem').addEventListener('change', () => {
  page.state = { ...page.state, problem: $('problem').value, puzzle: '', step: 0 };
  syncProblemControls();
  if (load()) history.replaceState(null, '', linkState());
});

$('rule').addEventListener('change', () => {
  page.state = { ...page.state, rule: $('rule').value, step: 0 };
  if (load()) history.replaceState(null, '', linkState());
});

function loadPuzzle() {
  const text = $('puzzle').value;
  const previous = page.state;
  page.state = { ...page.state, puzzle: text, step: 0 };
  if (load()) history.replaceState(null, '', linkState());
  else page.state = { ...previous, puzzle: previous.puzzle };
}

$('load-puzzle').addEventListener('click', loadPuzzle);
$('puzzle').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') loadPuzzle();
});

$('copy-link').addEventListener('click', async () => {
  const url = new URL(linkState(), location.href).href;
  history.replaceState(null, '', linkState());
  const status = $('copy-status');
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = `Link to step ${page.trace?.position ?? 0} copied.`;
  } catch {
    status.textContent = 'Copy the address bar: it now points at this step.';
  }
});

window.addEventListener('hashchange', () => {
  if (location.hash === linkState()) return;
  page.state = parseState(location.hash);
  syncProblemControls();
  load({ step: page.state.step });
});

await ready();
syncProblemControls();
load({ step: page.state.step });
// For end-to-end tests and curious students: the page's state, read-only by convention.
window.dlxWatch = page;
