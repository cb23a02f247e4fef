// The visualizer's problem form: the menu of problems (presets, and "your own ..." for each
// kind), the parameters beside it (N, board, symmetry, a Sudoku's puzzle, rules and region
// map), the branching rule, and a problem of the student's own in Knuth's DLX format, typed,
// pasted or opened from a file. The form shows the page's state and asks the page to watch
// another problem; the engine judges each one (a refused problem leaves the page as it was,
// with the engine's message).

import { checkText, guardField, readTextFile } from '../shared/input-limits.js';
import { MAX_LINK_TEXT, MAX_SEED, PRESETS, WATCH_PAGE, linkable } from '../shared/problem-link.js';
import { formatCount, plural } from '../shared/numbers.js';
import { normalize, presetOf } from './url-state.js';
import { syncWordFields, wireWordFields } from './word-square-form.js';

/** The Sudoku rules whose map goes in the map box (a jigsaw's regions, a Killer's cages), and its title. */
const MAPPED = new Set(['jigsaw', 'killer']);
const MAP_WORDS = { jigsaw: 'Region map of the jigsaw', killer: 'Cage map of the Killer Sudoku' };

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

/** The kinds the engine makes from a seed. */
const SEEDED = new Set(['random', 'random-sudoku']);

/** A new seed for "New": short, so that a teacher can read it out to a class. */
function freshSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

/** The words beside the symmetry box, by kind. */
const SYMMETRY_WORDS = {
  langford: 'a sequence and its reverse count once',
  pentominoes: 'turns and mirror images count once',
  iamonds: 'turns and mirror images count once',
  sticks: 'turns and mirror images count once',
  // The pieces are solid: a packing's mirror image (the screws swapped) is another packing.
  soma: 'turns of the cube count once',
};

export class ProblemForm {
  /**
   * `page` is the page's record (`state`, the problem watched, a normalized url-state.js
   * state; `own`, whether the menu shows "your own ..." for its kind; `trace`). The page is
   * asked through `setProblem(problem)` (true when the engine took it), `setRule(rule)` and
   * `showError(message)`.
   */
  constructor(page, { setProblem, setRule, showError }) {
    this.page = page;
    this.setProblem = setProblem;
    this.setRule = setRule;
    this.showError = showError;
    this.wire();
  }

  /** Shows on the menu which problem is watched: its preset, or "your own ..." for its kind. */
  syncMenu() {
    const { state, own } = this.page;
    const mine = `${state.problem}:own`;
    const hasOwn = [...$('problem').options].some((o) => o.value === mine);
    const preset = presetOf(state);
    $('problem').value = (own && hasOwn) || !preset ? mine : preset;
  }

  /** Shows the page's state on the menu and the parameter fields, and only the fields it has. */
  sync() {
    const { state } = this.page;
    const kind = state.problem;
    this.syncMenu();
    $('rule').value = state.rule;
    const hasN = kind === 'queens' || kind === 'langford';
    $('params-n').hidden = !hasN;
    if (hasN) {
      $('param-n-label').textContent = kind === 'queens' ? 'N' : 'n';
      $('param-n').max = String(WATCH_PAGE.max[kind]);
      $('param-n').value = String(state.n);
    }
    $('params-seed').hidden = !SEEDED.has(kind);
    if (SEEDED.has(kind)) $('param-seed').value = String(state.seed);
    $('params-board').hidden = kind !== 'pentominoes';
    if (kind === 'pentominoes') $('param-board').value = state.board;
    $('params-iamond-board').hidden = kind !== 'iamonds';
    if (kind === 'iamonds') $('param-iamond-board').value = state.board;
    $('params-omit').hidden = kind !== 'sticks';
    if (kind === 'sticks') $('param-omit').value = state.omit;
    $('params-symmetry').hidden = !SYMMETRY_WORDS[kind];
    if (SYMMETRY_WORDS[kind]) {
      $('param-symmetry-label').textContent = SYMMETRY_WORDS[kind];
      $('param-symmetry').checked = state.symmetry === 'break';
    }
    syncWordFields(state);
    $('puzzle-input').hidden = kind !== 'sudoku';
    if (kind === 'sudoku') {
      $('puzzle').value = state.puzzle;
      $('variant').value = state.variant;
      if (MAPPED.has(state.variant)) $('regions').value = state.regions;
    }
    $('regions-editor').hidden = kind !== 'sudoku' || !MAPPED.has($('variant').value);
    $('regions-summary').textContent = MAP_WORDS[$('variant').value] ?? MAP_WORDS.jigsaw;
    if (kind === 'dlx') $('dlx-text').value = state.text;
    $('dlx-editor').hidden = kind !== 'dlx' && $('problem').value !== 'dlx:own';
  }

  /** Puts a refused problem's text where the student can mend it. */
  keepText(problem) {
    if (problem.problem === 'dlx') $('dlx-text').value = problem.text;
    if (problem.problem === 'sudoku' && MAPPED.has(problem.variant)) $('regions').value = problem.regions;
  }

  /** Unfolds the text box that holds the fault of a refused problem. */
  unfold(problem, error) {
    if (error?.input === 'regions') $('regions-editor').open = true;
    if (problem.problem === 'dlx') $('dlx-editor').open = true;
  }

  /** The Sudoku as the fields say: puzzle, rules and (for a jigsaw) region map. */
  sudokuFromFields() {
    const variant = $('variant').value;
    return normalize({
      problem: 'sudoku',
      puzzle: $('puzzle').value,
      variant,
      regions: MAPPED.has(variant) ? $('regions').value : '',
    });
  }

  loadPuzzle() {
    this.setProblem(this.sudokuFromFields());
  }

  /** Watches the text in the box; on an error the text stays as it is, the message says where. */
  loadDlx(source = 'your problem') {
    const text = $('dlx-text').value;
    if (text.trim() === '') {
      this.showError('Write a problem in the box, or open a file, first.');
      return;
    }
    const tooLarge = checkText(text, 'dlx', 'your problem');
    if (tooLarge) {
      this.showError(tooLarge);
      return;
    }
    this.page.own = true;
    if (!this.setProblem({ problem: 'dlx', text })) {
      $('dlx-status').textContent = '';
      return;
    }
    const t = this.page.trace;
    const long = linkable(this.page.state)
      ? ''
      : ` It is too long for a link (${formatCount(text.length)} characters; a link carries at most ${formatCount(MAX_LINK_TEXT)}): share it with Export .dlx.`;
    $('dlx-status').textContent =
      `Watching ${source}: ${plural(t.primaryCount, 'primary item')}, ` +
      `${plural(t.itemCount - t.primaryCount, 'secondary item')}, ${plural(t.optionCount, 'option')}.${long}`;
  }

  /** The student chose in the menu: a preset, or "your own ..." of a kind. */
  chose(value) {
    const page = this.page;
    if (!value.endsWith(':own')) {
      page.own = false;
      this.setProblem(normalize({ problem: value }));
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
      for (const id of [
        'params-n',
        'params-board',
        'params-iamond-board',
        'params-omit',
        'params-symmetry',
        'params-words',
        'regions-editor',
      ]) {
        $(id).hidden = true;
      }
      // From the top: the first lines say what the format is.
      box.setSelectionRange(0, 0);
      box.focus();
      box.scrollTop = 0;
      return;
    }
    if (SEEDED.has(kind)) {
      if (page.state.problem !== kind) this.setProblem(normalize({ problem: kind, seed: freshSeed() }));
      else this.sync();
      $('param-seed').focus();
      return;
    }
    if (page.state.problem !== kind) this.setProblem(normalize({ problem: kind }));
    else this.sync();
    const field =
      {
        sudoku: 'puzzle',
        pentominoes: 'param-board',
        iamonds: 'param-iamond-board',
        sticks: 'param-omit',
        words: 'param-words-start',
        soma: 'param-symmetry',
      }[kind] ?? 'param-n';
    $(field).focus();
  }

  /**
   * Other rules: an example puzzle is swapped for the new rules' example of the same size (4x4
   * or 9x9); the student's own puzzle is kept. A jigsaw first shows its map to edit.
   */
  changeVariant(variant) {
    const { state } = this.page;
    if (presetOf(state) && state.problem === 'sudoku') {
      const size = state.puzzle.length;
      const example = Object.entries(PRESETS).find(
        ([, p]) => p.problem.problem === 'sudoku' && p.problem.variant === variant && p.problem.puzzle.length === size
      );
      if (example) {
        this.page.own = false;
        this.setProblem(normalize(example[1].problem));
        return;
      }
    }
    if (MAPPED.has(variant) && $('regions').value.trim() === '') {
      // A map is needed first: show the box, with nothing loaded yet.
      $('regions-editor').hidden = false;
      $('regions-editor').open = true;
      $('regions').focus();
      return;
    }
    $('regions-editor').hidden = !MAPPED.has(variant);
    this.loadPuzzle();
  }

  wire() {
    const page = this.page;
    $('problem').addEventListener('change', () => this.chose($('problem').value));
    $('rule').addEventListener('change', () => this.setRule($('rule').value));
    wireWordFields(page, (problem) => this.setProblem(problem));
    $('param-n').addEventListener('change', () => {
      const input = $('param-n');
      const max = Number(input.max);
      const n = Number(input.value);
      if (!/^\d+$/u.test(input.value) || n < 1 || n > max) {
        this.showError(`${input.value === '' ? 'An empty value' : `"${input.value}"`} is not a whole number from 1 to ${max}.`);
        input.value = String(page.state.n);
        return;
      }
      this.setProblem(normalize({ ...page.state, n }));
    });
    $('param-seed').addEventListener('change', () => {
      const input = $('param-seed');
      const seed = /^\d{1,16}$/u.test(input.value) ? Number(input.value) : NaN;
      if (!(seed <= MAX_SEED)) {
        this.showError(`${input.value === '' ? 'An empty seed' : `The seed "${input.value}"`} is not a whole number from 0 to ${MAX_SEED}.`);
        input.value = String(page.state.seed);
        return;
      }
      this.setProblem(normalize({ ...page.state, seed }));
    });
    $('new-seed').addEventListener('click', () => {
      this.setProblem(normalize({ ...page.state, seed: freshSeed() }));
    });
    $('param-board').addEventListener('change', () => {
      this.setProblem(normalize({ ...page.state, board: $('param-board').value }));
    });
    $('param-iamond-board').addEventListener('change', () => {
      this.setProblem(normalize({ ...page.state, board: $('param-iamond-board').value }));
    });
    $('param-omit').addEventListener('change', () => {
      this.setProblem(normalize({ ...page.state, omit: $('param-omit').value }));
    });
    $('param-symmetry').addEventListener('change', () => {
      this.setProblem(normalize({ ...page.state, symmetry: $('param-symmetry').checked ? 'break' : 'keep' }));
    });
    $('load-puzzle').addEventListener('click', () => this.loadPuzzle());
    $('puzzle').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.loadPuzzle();
    });
    $('variant').addEventListener('change', () => this.changeVariant($('variant').value));
    $('load-dlx').addEventListener('click', () => this.loadDlx());
    $('dlx-text').addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) this.loadDlx();
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
        this.showError(`${read.error} The text box keeps what it had.`);
        return;
      }
      $('dlx-text').value = read.text;
      this.loadDlx(`“${file.name}”`);
    });
    // Pastes and drops over the limits are stopped before they reach the fields.
    const refused = (message) => this.showError(`${message} The box keeps what it had.`);
    guardField($('dlx-text'), 'dlx', refused);
    guardField($('puzzle'), 'sudoku', refused);
    guardField($('regions'), 'regions', refused);
  }
}
