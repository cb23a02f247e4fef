// The visualizer page (watch.html): puts together a problem's trace, the player that walks it,
// the renderers that draw it and the controls that drive it, and keeps the URL in step. The
// search itself runs on this thread, a few milliseconds per frame (the player budgets it), so
// every frame can read the links straight from wasm memory.
//
// The problem comes from the URL (www/watch/url-state.js over www/shared/problem-link.js) or from the
// problem form (www/watch/problem-form.js); a problem the engine refuses leaves the page as it
// was, with the engine's message. Beside the search: the comparison of the branching rules
// (www/watch/compare.js) and the recovery from a trap in the engine (www/watch/recovery.js).

import { ready, steppingSolver, errorInfo, isTrap, debugTrap, randomSudokuPuzzle, parseWarningsOf } from '../shared/engine.js';
import { ignoredOptionsSentence } from '../shared/parse-warnings.js';
import { downloadText } from '../shared/download.js';
import { PRESETS, MAX_LINK_TEXT, linkable } from '../shared/problem-link.js';
import { formatCount, plural } from '../shared/numbers.js';
import { parseState, formatState, normalize, presetOf, problemSpec, DEFAULT_STATE } from './url-state.js';
import {
  Breakpoints,
  Controls,
  Pace,
  Player,
  StopsMenu,
  Trace,
  writeStops,
} from './player/index.js';
import { ProblemForm } from './problem-form.js';
import { RuleComparison } from './compare.js';
import { recoverFromTraps } from './recovery.js';
import { MatrixView } from './matrix/index.js';
import { ItemsView, NarrationView, StatsView, StepsView } from './panels/index.js';
import { TreeEstimateView, TreeView } from './tree/index.js';
import { PuzzleView } from './board/index.js';
import { PresentMode } from './present.js';
import { embedSnippet } from '../embed/embed-link.js';
import { ExportMenu, problemSlug } from './export/index.js';
import { Lessons } from './lesson/index.js';
import { PredictMode } from './predict/index.js';

const $ = (id) => document.getElementById(id);

const page = {
  state: parseState(location.hash),
  /** Whether the menu shows "your own ..." for the kind, rather than a preset it matches. */
  own: false,
  trace: null,
  player: null,
  views: [],
  urlTimer: 0,
  /** Where playing stops: shared by every player the page makes, so a new problem keeps them. */
  stops: new Breakpoints(['solution']),
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
reducedMotion.addEventListener('change', () => page.player?.setReducedMotion(reducedMotion.matches));

/**
 * A fresh Solver for a problem (a normalized state, url-state.js) and rule; throws the
 * engine's error (with cells for a Sudoku, with the line for a DLX text) for a bad one.
 */
function solverFor(problem, rule) {
  return steppingSolver(problemSpec(problem), rule);
}

/** A Sudoku's givens, for the puzzle view ('' for other problems). */
function givensOf(state) {
  if (state.problem === 'sudoku') return state.puzzle;
  if (state.problem === 'random-sudoku') return randomSudokuPuzzle(state.seed);
  return '';
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
    solver = solverFor(page.state, rule);
  } catch (e) {
    // A trap is a bug, not a verdict on the problem: the page's crash handler takes it.
    if (isTrap(e)) throw e;
    const info = errorInfo(e);
    const what = page.state.problem === 'sudoku' ? 'This puzzle' : 'This problem';
    showError(`${what} cannot be watched: ${info.message}.`);
    // The fault is in a folded text box: unfold it.
    form.unfold(page.state, info);
    return false;
  }
  // An option the engine left out of a DLX text (secondary items only) is said, not hidden.
  const ignored = ignoredOptionsSentence(parseWarningsOf(solver));
  showError([warningText(page.state.warnings), ignored].filter(Boolean).join(' '));
  page.state.warnings = [];
  page.lastGood = page.state;
  teardown();
  const trace = new Trace(solver);
  const player = new Player(trace, { reducedMotion: reducedMotion.matches, breakpoints: page.stops });
  player.setSpeed(controls.currentSpeed());
  const givens = givensOf(page.state);
  page.trace = trace;
  page.player = player;
  // The panels that read the page's layout (the matrix's and the tree's sizes and scrolling)
  // draw first, while the layout is still the last frame's: after the others change their
  // text, a read would make the browser lay the page out again there and then.
  page.viewNames = ['matrix', 'tree', 'puzzle', 'narration', 'steps', 'stats', 'items', 'tree-estimate'];
  page.views = [
    new MatrixView($('matrix'), trace, {}),
    new TreeView($('tree'), trace),
    new PuzzleView($('puzzle-view'), trace, { givens }),
    new NarrationView($('narration'), trace, { heuristic: rule }),
    new StepsView($('steps'), trace, { heuristic: rule, compact: true }),
    new StatsView($('stats'), trace),
    new ItemsView($('items'), trace, { heuristic: rule }),
    new TreeEstimateView($('tree'), trace),
  ];
  const pace = new Pace(['narration', 'steps', 'stats', 'items', 'tree-estimate']);
  player.onChange(({ change, progress, state }) => {
    const now = performance.now();
    page.views.forEach((view, i) => {
      if (pace.due(page.viewNames[i], change, state, now)) view.render(change, progress);
    });
    controls.update({ ...state, start: trace.start });
    predict.render(state);
    scheduleUrl(state);
  });
  predict.attach(player);
  for (const view of page.views) view.setPresent?.(present.on);
  for (const view of page.views) view.render(null, 1);
  controls.update({ playing: false, position: 0, furthest: 0, finished: false, busy: false });
  // The comparison runs this very search to its end (or its limit): the tree's size is then
  // known, and the estimate beside the tree gives way to it.
  const estimate = page.views.find((view) => view instanceof TreeEstimateView);
  comparison.run(page.state, rule).then((rows) => {
    const row = rows?.find((r) => r.rule === rule);
    if (row) estimate.known(row);
  });
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
  // A link says whether to present, and what: a lesson's link opens ready to show.
  if (page.state.present) {
    present.setPanels(page.state.present);
    // Full screen needs the user's gesture: leaving and entering again by F or the button asks.
    present.enter({ fullscreen: false });
  } else {
    present.leave();
  }
  const warnings = page.state.warnings ?? [];
  // A link names its stops, or has the default ones.
  page.stops.copy(page.state.stops ?? new Breakpoints(['solution']));
  stopsMenu.show();
  form.sync();
  const loaded = load({ step: page.state.step });
  // A link can hand out an exercise: Predict mode on from the start.
  predict.setOn(Boolean(page.state.predict));
  if (loaded) return;
  const refused = page.state;
  form.keepText(refused);
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
  form.sync();
}

/** A link to a lesson: the page is built as for its problem, then the lesson opens at its slide. */
function openLessonLink() {
  const { lesson } = page.state;
  page.lessons.close();
  if (!lesson) return;
  if (lesson.name !== undefined) page.lessons.openBuiltIn(lesson.name, lesson.slide);
  else page.lessons.openText(lesson.text, {}, lesson.slide, 'The lesson in the link');
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
  // A lesson's address is the lesson at its slide (a file too long for a link: the step's).
  const lesson = page.lessons?.fragment();
  if (lesson) return lesson;
  return formatState({
    ...page.state,
    step: page.trace?.position ?? 0,
    present: present.on ? present.panels : null,
    predict: predict.on,
    stop: writeStops(page.stops),
  });
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
    form.sync();
    return true;
  }
  page.state = previous;
  // A refused text of one's own stays in its box, under its own menu entry, to be mended.
  if (problem.problem !== 'dlx') form.syncMenu();
  return false;
}

/** Watches the same problem under another branching rule, from its start. */
function setRule(rule) {
  page.state = { ...page.state, rule, step: 0 };
  if (load()) history.replaceState(null, '', linkState());
}

// ------------------------------------------------------------ the page's parts

const present = new PresentMode(document, {
  button: $('present'),
  chooser: $('present-choices'),
  onChange: ({ on }) => {
    for (const view of page.views) view.setPresent?.(on);
    // A lesson outlives leaving Present mode (a stray f or Escape): its Close button ends it.
    page.controls?.showMode();
    // The address says it too (a link copied while presenting opens presenting).
    if (page.trace) history.replaceState(null, '', linkState());
  },
});
const controls = new Controls(document.querySelector('.player'), () => page.player, {
  present: () => present.on,
  act(action) {
    if (action === 'predict') predict.toggle();
    else if (action === 'stop-solutions') stopsMenu.toggleSolutions();
    else if (action === 'blank') present.toggleBlank();
    else if (action === 'leave-present') present.leave();
    else if (action === 'zoom-in' || action === 'zoom-out') {
      page.views.find((view) => view instanceof MatrixView)?.zoomBy(action === 'zoom-in' ? 1.5 : 1 / 1.5);
    }
    else present.toggle();
  },
});
// Present mode's onChange reads the controls once they exist.
page.controls = controls;
const predict = new PredictMode($('predict'), {
  button: $('predict-toggle'),
  getPlayer: () => page.player,
  getRule: () => page.state.rule,
  // While a question is open, the panels withhold what would answer it.
  onAsk: (kind) => {
    for (const view of page.views) view.setMask?.(kind);
  },
  // The address says it too, so a link copied now hands out the exercise.
  onChange: () => {
    if (page.trace) history.replaceState(null, '', linkState());
  },
});
const stopsMenu = new StopsMenu(
  document,
  page.stops,
  () => {
    if (page.trace) history.replaceState(null, '', linkState());
  },
  () => page.trace?.position ?? 0
);
const form = new ProblemForm(page, { setProblem, setRule, showError });
const comparison = new RuleComparison($('compare'), solverFor);
page.lessons = new Lessons(document, {
  solverFor,
  /** Shows a lesson slide's problem under its rule (kept when it is the one shown). */
  show(problem, rule) {
    const wanted = formatState({ ...problem, rule, step: 0 });
    if (page.trace && formatState({ ...page.state, step: 0 }) === wanted) return true;
    const previous = page.state;
    page.state = { ...problem, rule, step: 0, warnings: [] };
    if (!load()) {
      page.state = previous;
      return false;
    }
    form.sync();
    return true;
  },
  player: () => page.player,
  trace: () => page.trace,
  present,
  speed: () => controls.currentSpeed(),
  linkChanged: () => {
    clearTimeout(page.urlTimer);
    if (page.trace) history.replaceState(null, '', linkState());
  },
});

// ------------------------------------------------------------ links and files

// The Share menu closes once used, and on a click elsewhere.
const shareMenu = $('share-menu');
shareMenu.addEventListener('click', (e) => {
  if (e.target.closest('button')) shareMenu.open = false;
});
document.addEventListener('click', (e) => {
  if (shareMenu.open && !shareMenu.contains(e.target)) shareMenu.open = false;
});

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

/**
 * The <iframe> for a teacher's page: this problem and rule, played from the start to this step
 * (to the end at step 0). Copied to the clipboard, or shown in a box to copy from when the
 * browser refuses.
 */
$('copy-embed').addEventListener('click', async () => {
  const status = $('copy-status');
  const box = $('embed-code-box');
  if (!linkable(page.state)) {
    status.textContent = `This problem is too long for a link (at most ${formatCount(MAX_LINK_TEXT)} characters): it cannot be embedded.`;
    return;
  }
  const step = page.trace?.position ?? 0;
  const code = embedSnippet({ ...page.state, from: 0, to: step > 0 ? step : null }, location.href);
  $('embed-code').value = code;
  try {
    await navigator.clipboard.writeText(code);
    box.hidden = true;
    status.textContent = step > 0 ? `Embed code copied: it plays steps 0 to ${formatCount(step)}.` : 'Embed code copied: it plays the whole search.';
  } catch {
    box.hidden = false;
    $('embed-code').focus();
    $('embed-code').select();
    status.textContent = '';
  }
});
$('embed-code-close').addEventListener('click', () => {
  $('embed-code-box').hidden = true;
});

/** A file name for the current problem: queens-8.dlx, sudoku-x-4x4.dlx, ... */
function dlxFileName(state) {
  return `${problemSlug(state, presetOf(state))}.dlx`;
}

// Pictures of the step shown and films of a range of steps (www/watch/export/menu.js).
new ExportMenu($('export-menu'), {
  player: () => page.player,
  view: (name) => page.views[page.viewNames?.indexOf(name) ?? -1] ?? null,
  slug: () => problemSlug(page.state, presetOf(page.state)),
  rule: () => page.state.rule,
});

/** Downloads the current problem in Knuth's DLX format, written by the engine. */
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
  const name = dlxFileName(page.state);
  downloadText(text, name);
  status.textContent = `Saved as ${name} (${plural(text.split('\n').filter(Boolean).length, 'line')}).`;
});

window.addEventListener('hashchange', (e) => {
  // The fragment navigated to, even if the page's own URL update has replaced it since.
  const hash = new URL(e.newURL).hash;
  if (hash === linkState()) return;
  clearTimeout(page.urlTimer);
  page.state = parseState(hash);
  loadLink();
  openLessonLink();
});

// ------------------------------------------------------------ when the engine crashes

recoverFromTraps(
  {
    player: () => page.player,
    step: () => page.trace?.position ?? page.state.step ?? 0,
    link: (step) => formatState({ ...page.state, step }),
    drop() {
      comparison.stop();
      // The trapped solver may not even free: leave it to the garbage collector's finalizer.
      const trace = page.trace;
      page.trace = null;
      teardown();
      try {
        trace?.free();
      } catch {
        // Its memory is lost with it; what matters is a working page.
      }
    },
    rebuild(step) {
      page.state = { ...page.state, step, warnings: [] };
      return load({ step });
    },
    keep: (step) => history.replaceState(null, '', formatState({ ...page.state, step })),
  },
  { box: $('crash-note'), text: $('crash-text'), reload: $('crash-reload') }
);

await ready();
loadLink();
openLessonLink();
// For end-to-end tests and curious students: the page's state, read-only by convention.
window.dlxWatch = page;
page.present = present;
page.predict = predict;
// For the tests of crash recovery (nothing on the page calls it, so no user can by accident):
// the engine traps in the next forward step of the search, as a bug in a step would.
window.dlxDebug = Object.freeze({
  trapInStep() {
    const trace = page.trace;
    if (!trace) return;
    // The next step, or run of steps (playing fast, Next solution), traps.
    const trap = () => {
      delete trace.forward;
      delete trace.forwardMany;
      debugTrap();
    };
    trace.forward = trap;
    trace.forwardMany = trap;
  },
});
