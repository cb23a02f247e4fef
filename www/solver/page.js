// The solver page (index.html): the problem chooser and the page around the problem shown, the
// Sudoku's (sudoku.js) or another's (problems.js). The page owns the solver (the client of its
// workers, www/workers/), the status lines both controllers speak through, the address (the `#`
// fragment, www/shared/problem-link.js), Copy link, the keys that reach past the fields, and
// what is said when the engine crashes.

import { clickable } from './buttons.js';
import { defaultWorkers } from '../workers/count-pool.js';
import { formatTime } from '../shared/numbers.js';
import { ProblemPage } from './problems.js';
import { SOLVER_PAGE, VISUALIZER_KEYS, isKeyFragment, normalize, readProblem } from '../shared/problem-link.js';
import { sentence } from './words.js';
import { SolverClient } from '../workers/solver-client.js';
import { createSudoku } from './sudoku/sudoku.js';

const $ = (id) => document.getElementById(id);
const ui = {
  problem: $('problem'),
  title: $('title'),
  ledeText: $('lede-text'),
  sudokuControls: $('sudoku-controls'),
  problemControls: $('problem-controls'),
  problemArea: $('problem-area'),
  board: $('board'),
  copyLink: $('copy-link'),
  pCopyLink: $('p-copy-link'),
  status: $('status'),
  verdict: $('verdict'),
  detail: $('detail'),
  progress: $('progress'),
  note: $('note'),
  engine: $('engine-state'),
};

const state = {
  /** The problem chosen: 'sudoku' or one of problems.js's kinds. */
  kind: 'sudoku',
  /** The fragment the page last wrote or read. */
  hash: '',
};

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

/** The status lines, as both controllers speak through them. */
const status = {
  say,
  note,
  progress: (text) => {
    ui.progress.textContent = text;
  },
  isError: () => ui.status.dataset.kind === 'error',
  /** Whether the status shows a line of `kind` whose detail starts with `start`. */
  showing: (kind, start) => ui.status.dataset.kind === kind && ui.detail.textContent.startsWith(start),
  /**
   * Whether the status shows something the user must read (what was wrong with the link, a
   * crash of the solver): it stays until the next edit.
   */
  sticky: false,
};

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
    sudoku.showError(message, []);
  },
  onCrash: ({ error, request, pool }) => crashed(error, request, pool),
});

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
  status.sticky = true;
  // A pool's workers start afresh with the next count; the page's own worker is untouched.
  if (pool) return;
  ui.engine.dataset.state = 'restarted';
  ui.engine.textContent = 'Solver restarted after a crash.';
}

function setHash(hash, push) {
  state.hash = hash;
  if (location.hash === hash) return;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
}

const sudoku = createSudoku({ client, status, onLink: setHash });
const problems = new ProblemPage({
  client,
  status,
  onLink: setHash,
  onBusy: (busy) => {
    document.body.dataset.busy = busy ? 'true' : 'false';
  },
});

/** The controller of the problem shown. */
function shown() {
  return state.kind === 'sudoku' ? sudoku : problems;
}

// ------------------------------------------------------------------ links

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
  status.sticky = false;
  let warning = '';
  // Keys and values (`problem=queens&n=8`, or a visualizer's `step=3`), or a Sudoku's text.
  if (isKeyFragment(location.hash)) {
    const { problem, warnings, params } = readProblem(location.hash, SOLVER_PAGE, VISUALIZER_KEYS);
    const theirs = VISUALIZER_KEYS.filter((key) => params.has(key));
    if (theirs.length > 0) {
      const named = theirs.map((key) => `"${key}"`).join(', ');
      warnings.push(`${named} ${theirs.length === 1 ? 'is a setting' : 'are settings'} of the visualizer (watch.html), not of the solver page`);
    }
    showKind(problem.problem);
    shown().load(problem);
    warning = warnings.map(sentence).join(' ');
  } else {
    showKind('sudoku');
    warning = sudoku.loadShortLink(location.hash);
  }
  if (warning) {
    say('Part of the link was ignored', warning, 'error');
    // Until the user acts, the warning stays up (the check of the puzzle is quieter).
    status.sticky = true;
  }
}

// ------------------------------------------------------------------ the chooser

const SUDOKU_LEDE = ui.ledeText.textContent;

/** Shows the controls and board of problem `kind` ('sudoku' or one of problems.js's). */
function showKind(kind) {
  if (kind !== state.kind) shown().leave();
  state.kind = kind;
  ui.problem.value = kind;
  const isSudoku = kind === 'sudoku';
  document.body.dataset.kind = kind;
  ui.sudokuControls.hidden = !isSudoku;
  ui.board.hidden = !isSudoku;
  ui.problemControls.hidden = isSudoku;
  ui.problemArea.hidden = isSudoku;
  ui.progress.textContent = '';
  if (isSudoku) {
    ui.title.textContent = 'Sudoku solver';
    ui.ledeText.textContent = SUDOKU_LEDE;
    sudoku.show();
  }
}

/** The user chose a problem in the menu: show it with its default settings. */
function choose(kind) {
  if (kind === KILLER_ENTRY) {
    status.sticky = false;
    showKind('sudoku');
    sudoku.chooseKiller();
    return;
  }
  // From the Killer back to the Sudoku's entry: the same kind, other rules.
  const fromKiller = kind === 'sudoku' && $('variant')?.value === 'killer';
  if (kind === state.kind && !fromKiller) return;
  status.sticky = false;
  showKind(kind);
  if (kind === 'sudoku') sudoku.choose();
  else problems.load(normalize({ problem: kind }, SOLVER_PAGE), { push: true });
}

for (const k of SOLVER_PAGE.kinds) ui.problem.append(new Option(k.label, k.id));
// A Killer Sudoku is the Sudoku under the Killer rules: its entry opens the Sudoku with them.
const KILLER_ENTRY = 'killer';
ui.problem.querySelector('option[value="sudoku"]')?.after(new Option('Killer Sudoku', KILLER_ENTRY));
ui.problem.addEventListener('change', () => choose(ui.problem.value));
clickable(ui.copyLink, copyLink);
clickable(ui.pCopyLink, copyLink);

document.addEventListener('keydown', (e) => {
  const controller = shown();
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    controller.run('solve');
  } else if (e.key === 'Escape' && controller.busy) {
    e.preventDefault();
    controller.cancel();
  } else if (controller === problems && problems.key(e)) {
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

loadFromLink();

// For the end-to-end tests of crash recovery: nothing on the page calls it, so no user can by
// accident. `trap()` makes the engine in the worker trap, in the running search if any.
window.dlxDebug = Object.freeze({ trap: () => client.debugTrap() });
