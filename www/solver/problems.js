// The chooser's problems other than Sudoku: N queens, pentominoes, Langford pairs, a problem in
// Knuth's DLX format, and the matrix editor. This maps their settings and buttons to the worker
// (describe, enumerate, export; a "find all" runs in the client's pool of workers when there
// is more than one core, with the solutions in the same order), keeps the solutions found
// (solutions.js) and lets the user browse them, each drawn by its kind's renderer
// (www/shared/boards/*). The engine decides what is valid and what the solutions are; the status
// lines are the page's (page.js, passed in as `status`).

import { drawLangford, langfordText } from '../shared/boards/langford.js';
import { clickable } from './buttons.js';
import { drawOptions } from '../shared/boards/options.js';
import { drawPentominoes } from '../shared/boards/pentominoes.js';
import { drawIamonds } from '../shared/boards/iamonds.js';
import { drawQueens } from '../shared/boards/queens.js';
import { drawSticks } from '../shared/boards/sticks.js';
import { drawSoma } from '../shared/boards/soma.js';
import { downloadText } from '../shared/download.js';
import { guardField, readTextFile } from '../shared/input-limits.js';
import { ignoredOptionsSentence } from '../shared/parse-warnings.js';
import { emptyRows, matrixMessage, matrixToDlx, seedMatrix } from './matrix.js';
import { LineMark } from './line-mark.js';
import { MatrixEditor } from './matrix-editor.js';
import {
  BOARDS,
  IAMOND_BOARDS,
  STICK_OMITS,
  SOLVER_PAGE,
  defaultsOf,
  linkable,
  watchLink,
  wholeNumber,
  writeProblem,
} from '../shared/problem-link.js';
import { formatCount, plural } from '../shared/numbers.js';
import { parseLimit, sentence, statsLine } from './words.js';
import { SearchJob, progressLine, sharedNote } from './search/search-job.js';
import { estimatePanel } from './search/estimate-panel.js';
import { SearchMeter } from './search/estimate-meter.js';
import { SolutionStore, browseKey, clampIndex, solutionNumber } from './search/solutions.js';
import * as square from './word-square.js';

const $ = (id) => document.getElementById(id);

/** What each kind is called in sentences, and what its solutions are called. */
const WORDS = {
  queens: { title: 'N queens', one: 'placement', many: 'placements' },
  pentominoes: { title: 'Pentominoes', one: 'packing', many: 'packings' },
  iamonds: { title: 'Hexiamonds', one: 'packing', many: 'packings' },
  langford: { title: 'Langford pairs', one: 'sequence', many: 'sequences' },
  sticks: { title: 'Tetrasticks', one: 'packing', many: 'packings' },
  soma: { title: 'Soma cube', one: 'packing', many: 'packings' },
  dlx: { title: "Knuth's DLX format", one: 'solution', many: 'solutions' },
  matrix: { title: 'Your own matrix', one: 'solution', many: 'solutions' },
  words: square.WORD_SQUARE_WORDS,
};

/** The headline over the engine's word on a problem it cannot set up, per kind. */
const FAULT = {
  queens: 'The board cannot be set up',
  pentominoes: 'The board cannot be set up',
  iamonds: 'The board cannot be set up',
  sticks: 'The square cannot be set up',
  soma: 'The cube cannot be set up',
  langford: 'The sequence cannot be set up',
  words: 'The word square cannot be set up',
  dlx: 'The problem text has an error',
  matrix: 'The matrix has an error',
};

const ABOUT = {
  queens: 'Place n queens on an n x n chessboard so that no two share a row, a column or a diagonal.',
  pentominoes:
    'Pack the twelve pentominoes (the shapes of five squares, named by letters) into a board of 60 cells, rotating and flipping them as needed.',
  iamonds:
    'Pack the twelve hexiamonds (the shapes of six triangles, lettered A to L) into a board of 72 triangles, turning and flipping them as needed, as in Knuth\'s "Dancing Links".',
  sticks:
    "Lay 15 of the 16 tetrasticks (pieces of four unit sticks) on the 60 edges of a 5 x 5 square so that no two cross: Knuth's use of secondary items, one per interior point.",
  soma: "Pack Piet Hein's seven Soma pieces into a 3 x 3 x 3 cube, turning them in space as needed (a piece cannot be mirrored).",
  langford:
    'Arrange two 1s, two 2s, ..., two ns in a row so that the two ks have exactly k numbers between them.',
  dlx: "Paste or open a problem in Knuth's format: a line of item names (the secondary ones after a |), then one option per line, naming its items.",
  matrix:
    'Choose rows of the matrix so that each column has exactly one 1 in them (a secondary column: at most one). Click the entries to change them.',
  words: square.WORD_SQUARE_ABOUT,
};

function many(kind, k) {
  return plural(k, WORDS[kind].one, WORDS[kind].many);
}

export class ProblemPage {
  /**
   * `client` is the SolverClient; `status` = { say(headline, detail, kind), note(text),
   * progress(text) } shows the answers; `onLink(fragment, push)` puts the choice in the address;
   * `onBusy(busy)` tells the page a search runs.
   */
  constructor({ client, status, onLink, onBusy }) {
    this.client = client;
    this.status = status;
    this.onLink = onLink;
    this.onBusy = onBusy;
    this.state = { problem: 'queens', ...defaultsOf('queens', SOLVER_PAGE) };
    this.matrix = seedMatrix();
    this.info = null;
    this.infoKey = '';
    this.problemError = null;
    this.store = new SolutionStore();
    /** The record of the last search of this problem (estimate-meter.js), or null. */
    this.account = null;
    this.index = 0;
    // The estimate and progress bar of a long Find all, under the status lines: about another
    // problem once this one changes.
    this.meter = estimatePanel({ client, host: document.querySelector('.status-box') });
    this.jobs = new SearchJob({ client, status, onBusy: (busy) => this.setBusy(busy), onStop: () => this.meter.hide() });
    this.describing = 0;
    this.fileName = '';
    this.ui = {
      area: $('problem-area'),
      picture: $('picture'),
      dlxArea: $('dlx-area'),
      dlxText: $('dlx-text'),
      openFile: $('open-file'),
      file: $('dlx-file'),
      matrixArea: $('matrix-area'),
      browse: $('browse'),
      first: $('sol-first'),
      prev: $('sol-prev'),
      next: $('sol-next'),
      last: $('sol-last'),
      number: $('sol-number'),
      total: $('sol-total'),
      note: $('sol-note'),
      controls: $('problem-controls'),
      queensN: $('queens-n'),
      board: $('board-choice'),
      pentoSym: $('pento-symmetry'),
      iamondBoard: $('iamond-board'),
      iamondSym: $('iamond-symmetry'),
      langfordN: $('langford-n'),
      langfordSym: $('langford-symmetry'),
      sticksOmit: $('sticks-omit'),
      sticksSym: $('sticks-symmetry'),
      somaSym: $('soma-symmetry'),
      solve: $('p-solve'),
      all: $('p-all'),
      limit: $('p-limit'),
      cancel: $('p-cancel'),
      exportDlx: $('p-export'),
      copyLink: $('p-copy-link'),
      watch: $('watch-link'),
      title: $('title'),
      lede: $('lede-text'),
    };
    this.editor = new MatrixEditor($('matrix-editor'), { onChange: (m) => this.setMatrix(m) });
    this.lineMark = new LineMark(this.ui.dlxText);
    /** The line of the DLX text or matrix that the engine's last error names (from 1), or 0. */
    this.problemLine = 0;
    for (const b of BOARDS) this.ui.board.append(new Option(b.label, b.id));
    for (const b of IAMOND_BOARDS) this.ui.iamondBoard.append(new Option(b.label, b.id));
    this.wordFields = new square.WordSquareFields({ state: () => this.state, changed: () => this.changed(), stop: () => this.stop() });
    for (const letter of STICK_OMITS) this.ui.sticksOmit.append(new Option(`the ${letter}`, letter));
    this.wire();
  }

  // ---------------------------------------------------------------- choosing and settings

  /** Shows problem `state` (from the chooser or a link): `{ problem, ...settings }`, the link's form. */
  load(state, { push = false } = {}) {
    this.stop();
    this.state = { ...defaultsOf(state.problem, SOLVER_PAGE), ...state };
    delete this.state.warnings;
    if (state.problem === 'matrix') {
      this.matrix = state.rows?.length ? { rows: state.rows, secondary: state.secondary } : seedMatrix();
    }
    if (state.problem === 'dlx') {
      this.ui.dlxText.value = state.text ?? '';
      this.fileName = '';
    }
    this.showFields();
    this.changed({ push, keepStatus: true });
  }

  /** The settings in the fields, the visible parts of the page, the headings. */
  showFields() {
    const { problem: kind } = this.state;
    const ui = this.ui;
    document.body.dataset.kind = kind;
    for (const k of SOLVER_PAGE.kinds) {
      const part = document.getElementById(`params-${k.id}`);
      if (part) part.hidden = k.id !== kind;
    }
    ui.dlxArea.hidden = kind !== 'dlx';
    ui.matrixArea.hidden = kind !== 'matrix';
    if (kind === 'queens') ui.queensN.value = String(this.state.n);
    if (kind === 'langford') {
      ui.langfordN.value = String(this.state.n);
      ui.langfordSym.checked = this.state.symmetry === 'break';
    }
    if (kind === 'words') this.wordFields.show();
    if (kind === 'sticks') {
      ui.sticksOmit.value = this.state.omit;
      ui.sticksSym.checked = this.state.symmetry === 'break';
    }
    if (kind === 'soma') ui.somaSym.checked = this.state.symmetry === 'break';
    if (kind === 'pentominoes') {
      ui.board.value = this.state.board;
      ui.pentoSym.checked = this.state.symmetry === 'break';
    }
    if (kind === 'iamonds') {
      ui.iamondBoard.value = this.state.board;
      ui.iamondSym.checked = this.state.symmetry === 'break';
    }
    ui.title.textContent = WORDS[kind].title;
    ui.lede.textContent = `${ABOUT[kind]} Dancing links solves it, counts its solutions and draws them. Or`;
  }

  /** The problem changed: forget its solutions, ask the engine about it, update the link. */
  changed({ push = false, keepStatus = false } = {}) {
    this.stop();
    if (this.state.problem === 'matrix') this.state.text = matrixToDlx(this.matrix);
    if (this.state.problem === 'dlx') this.state.text = this.ui.dlxText.value;
    this.store.clear();
    this.account = null;
    this.index = 0;
    this.updateLink(push);
    this.describe(keepStatus);
  }

  /** The worker's spec of the current problem. */
  spec() {
    const s = this.state;
    switch (s.problem) {
      case 'queens':
        return { kind: 'queens', n: s.n };
      case 'langford':
        return { kind: 'langford', n: s.n, symmetry: s.symmetry };
      case 'pentominoes':
      case 'iamonds':
        return { kind: s.problem, board: s.board, symmetry: s.symmetry };
      case 'sticks':
        return { kind: 'sticks', omit: s.omit, symmetry: s.symmetry };
      case 'soma':
        return { kind: 'soma', symmetry: s.symmetry };
      case 'words':
        return square.wordSquareSpec(s);
      default:
        return { kind: s.problem, text: s.text };
    }
  }

  /** The chooser state for the link and the visualizer. */
  linkState() {
    const s = this.state;
    if (s.problem === 'matrix') return { problem: 'matrix', rows: this.matrix.rows, secondary: this.matrix.secondary };
    return s;
  }

  updateLink(push) {
    const fragment = writeProblem(this.linkState(), SOLVER_PAGE);
    this.tooLong = !linkable(this.state);
    this.onLink?.(fragment, push);
    const { href, note } = watchLink(this.state, this.state.text ?? '');
    this.ui.watch.href = href;
    this.ui.watch.title = note ? `The visualizer opens without this problem: ${note}.` : '';
  }

  describe(keepStatus) {
    this.described = this.describeNow(keepStatus);
    return this.described;
  }

  async describeNow(keepStatus) {
    const spec = this.spec();
    const key = JSON.stringify(spec);
    const ticket = ++this.describing;
    this.problemError = null;
    this.problemLine = 0;
    if (this.state.problem === 'matrix') {
      const empty = emptyRows(this.matrix);
      if (empty.length > 0) {
        this.info = null;
        this.infoKey = '';
        this.problemError = `row ${empty[0]} is empty: every row needs at least one 1`;
        this.showProblemError(this.problemError, empty[0]);
        return;
      }
    }
    if (this.state.problem === 'dlx' && spec.text.trim() === '') {
      this.info = null;
      this.infoKey = '';
      this.draw();
      this.problemError = 'there is no problem yet';
      this.status.note('Paste a problem in the text area, or open a .dlx file.');
      return;
    }
    if (key !== this.infoKey) {
      this.info = null;
      this.draw();
      const answer = await this.client.describe(spec);
      if (ticket !== this.describing) return;
      if (answer.type === 'crashed') {
        // The page's crash message stays up; the problem waits to be read again.
        this.info = null;
        this.infoKey = '';
        this.problemError = 'the solver crashed while reading this problem; change it or choose it again';
        return;
      }
      if (answer.type === 'error') {
        this.problemError = answer.error;
        this.problemLine = answer.line ?? 0;
        // A matrix's line 1 is its column line; line k + 1 is row k.
        const row = this.state.problem === 'matrix' && this.problemLine > 1 ? this.problemLine - 1 : 0;
        this.showProblemError(answer.error, row);
        return;
      }
      this.info = answer.info;
      this.infoKey = key;
      this.lineMark.hide();
    }
    this.draw();
    if (!keepStatus || !this.status.isError?.()) this.readyLine();
  }

  showProblemError(message, badRow = 0) {
    this.draw({ badRow });
    const kind = this.state.problem;
    const words = kind === 'matrix' ? matrixMessage(message) : message;
    const headline = FAULT[kind];
    const line = kind === 'dlx' ? this.problemLine : 0;
    this.lineMark.show(line);
    const where = kind === 'matrix' && badRow ? ' The row is marked in red.' : line ? ` Line ${formatCount(line)} is marked in the text.` : '';
    this.status.say(headline, `${sentence(words)}${where}`, 'error');
  }

  readyLine() {
    const info = this.info;
    if (!info) return;
    const s = this.state;
    const options = plural(info.options, 'option');
    const lines = {
      queens: () => `${s.n} queens on a ${s.n} x ${s.n} board: ${options}, one per square.`,
      pentominoes: () =>
        `The ${BOARDS.find((b) => b.id === s.board)?.label ?? s.board} board: ${options}, one per way to place a piece. ${
          s.symmetry === 'break'
            ? 'Each packing is counted once, not once per rotation or reflection of the board.'
            : 'Rotations and reflections of a packing count as different.'
        }`,
      iamonds: () =>
        `The ${IAMOND_BOARDS.find((b) => b.id === s.board)?.label ?? s.board} board: ${options}, one per way to place a piece. ${
          s.symmetry === 'break'
            ? 'Each packing is counted once, not once per rotation or reflection of the board.'
            : 'Rotations and reflections of a packing count as different.'
        }`,
      sticks: () =>
        `The 5 x 5 square without the ${s.omit}: ${options}, one per way to place a piece, and a secondary item per interior point. ${
          s.symmetry === 'break'
            ? 'Each packing is counted once, not once per rotation or reflection of the square.'
            : 'Rotations and reflections of a packing count as different.'
        }`,
      // The pieces cannot be mirrored, so the 24 rotations of the cube are all a packing has;
      // its mirror image (the screws A and B exchanged) is another packing (src/polycube.rs).
      soma: () =>
        `The 3 x 3 x 3 cube: ${options}, one per way to place a piece. ${
          s.symmetry === 'break'
            ? 'Each packing is counted once, not once per rotation of the cube; its mirror image (the screws A and B swapped) counts apart, so the 240 packings published up to rotations and reflections are found twice over: 480.'
            : 'Rotations and mirror images of a packing count as different: 11,520 in all, as published.'
        }`,
      langford: () =>
        `n = ${s.n}: ${options}, one per pair of slots a number may take. ${
          s.symmetry === 'break' ? 'A sequence and its reversal count once.' : 'A sequence and its reversal count as two.'
        }`,
      words: () => square.wordSquareReady(s, options),
      dlx: () => `${formatCount(info.items.length)} items (${formatCount(info.primary)} primary) and ${options}.`,
      matrix: () =>
        `${formatCount(info.items.length)} columns (${formatCount(info.primary)} primary) and ${formatCount(info.options)} rows.`,
    }[s.problem]();
    const link = this.tooLong ? ' The problem is too long for a link: use Export .dlx to share it.' : '';
    const ignored = s.problem === 'dlx' || s.problem === 'matrix' ? ignoredOptionsSentence(info, { matrix: s.problem === 'matrix' }) : '';
    this.status.note(`${lines}${ignored ? ` ${ignored}` : ''} Press Solve or Find all.${link}`);
  }

  // ---------------------------------------------------------------- drawing

  /** Draws the current solution (or the empty board) with the kind's renderer. */
  draw({ badRow = 0 } = {}) {
    const { problem: kind } = this.state;
    const info = this.info;
    const count = this.store.count;
    const options = count > 0 ? this.store.get(this.index) : new Uint32Array(0);
    const label = count > 0 ? `${WORDS[kind].one} ${formatCount(this.index + 1)} of ${formatCount(count)}` : '';
    let picture = null;
    if (info && info.kind !== 'other' && kind !== 'dlx' && kind !== 'matrix') {
      const title =
        count > 0
          ? `${WORDS[kind].title}: ${label}`
          : `${WORDS[kind].title}: the empty ${{ langford: 'row of slots', soma: 'cube' }[kind] ?? 'board'}`;
      if (info.kind === 'queens') picture = drawQueens(info, options, title);
      else if (info.kind === 'pentominoes') picture = drawPentominoes(info, options, title);
      else if (info.kind === 'iamonds') picture = drawIamonds(info, options, title);
      else if (info.kind === 'sticks') picture = drawSticks(info, options, title);
      else if (info.kind === 'soma') picture = drawSoma(info, options, title);
      else if (info.kind === 'langford') {
        picture = drawLangford(info, options, count > 0 ? `${title}: ${langfordText(info, options)}` : title);
      } else if (info.kind === 'words') picture = square.drawWordSquareSolution(info, options, title, count > 0);
    } else if (info) {
      const title = count > 0 ? `Solution ${formatCount(this.index + 1)} of ${formatCount(count)}: the options chosen` : 'The options of a solution will be listed here.';
      picture = drawOptions(info, count > 0 ? options : [], title, { rowWord: kind === 'matrix' ? 'row' : 'option' });
    }
    this.ui.picture.replaceChildren(...(picture ? [picture] : []));
    this.ui.picture.dataset.kind = kind;
    this.ui.picture.dataset.solution = count > 0 ? String(this.index + 1) : '0';
    if (kind === 'matrix') {
      const chosen = count > 0 ? Array.from(options) : [];
      if (this.editor.matrix !== this.matrix || badRow !== this.editor.bad) this.editor.show(this.matrix, { chosen, bad: badRow });
      else this.editor.highlight(chosen);
    }
    this.drawBrowse();
  }

  drawBrowse() {
    const count = this.store.count;
    const ui = this.ui;
    const k = this.index;
    const off = (b, disabled) => b.setAttribute('aria-disabled', String(disabled));
    off(ui.first, count === 0 || k === 0);
    off(ui.prev, count === 0 || k === 0);
    off(ui.next, count === 0 || k >= count - 1);
    off(ui.last, count === 0 || k >= count - 1);
    ui.number.disabled = count === 0;
    if (document.activeElement !== ui.number) ui.number.value = count > 0 ? String(k + 1) : '';
    ui.number.max = String(Math.max(1, count));
    // Fewer kept than found (the account's figures, or the store's own when it counted more).
    const truncated = this.store.truncated || Boolean(this.account?.truncated);
    ui.total.textContent = count > 0 ? `of ${formatCount(count)}${truncated ? ' kept' : ''}` : this.noneWord();
  }

  /**
   * What the browser says with nothing to browse: "none yet" until a search of this problem
   * says more; "there are none" once one searched everywhere and found nothing.
   */
  noneWord() {
    const a = this.account;
    if (!a || a.found > 0) return 'none yet';
    // A search that ended with nothing found and was not cancelled looked everywhere.
    if (a.finished) return 'there are none';
    return a.phase === 'running' ? 'none yet' : 'none found';
  }

  /** Shows solution k (from 0). */
  browse(k) {
    if (this.store.count === 0) return;
    const to = clampIndex(k, this.store.count);
    if (to === this.index && this.ui.picture.dataset.solution === String(to + 1)) return;
    // A note about the number typed belongs to the solution it showed.
    this.ui.note.textContent = '';
    this.index = to;
    this.draw();
  }

  // ---------------------------------------------------------------- searching

  /** Takes in text still waiting for its pause in typing, and waits for the engine's word on it. */
  async settle() {
    clearTimeout(this.typing);
    if (this.state.problem === 'dlx' && this.ui.dlxText.value !== this.state.text) this.changed();
    if (this.state.problem === 'words') this.wordFields.flush();
    await this.described;
  }

  async run(mode) {
    if (this.jobs.busy) return;
    await this.settle();
    if (this.jobs.busy || !this.info) {
      if (!this.info && this.problemError) this.showProblemError(this.problemError);
      return;
    }
    const kind = this.state.problem;
    const limit = mode === 'solve' ? 1 : parseLimit(this.ui.limit.value);
    const spec = this.spec();
    // The search belongs to the problem it was started on: what comes back for another one
    // (the state changed meanwhile) is dropped, whatever the order of the messages.
    const key = JSON.stringify(spec);
    const current = (job) => !job?.stale && key === JSON.stringify(this.spec());
    // Every figure of this search (found, kept, estimated, left) is this one record's.
    const account = new SearchMeter({ limit, one: WORDS[kind].one, many: WORDS[kind].many });
    this.store.clear();
    this.account = account;
    this.index = 0;
    this.ui.note.textContent = '';
    this.draw();
    // The solutions found come in batches, with the progress messages and the answer.
    const take = (msg) => {
      if (!msg.batch) return;
      const before = this.store.count;
      this.store.addBatch(msg.batch.flat, msg.batch.lengths, msg.batch.more);
      account.setKept(this.store.count);
      if (before === 0 && this.store.count > 0) this.draw();
      else this.drawBrowse();
    };
    // The bar of an earlier Find all is about that search: a Solve has none.
    if (mode !== 'solve') this.meter.begin({ spec, limit, account });
    else this.meter.hide();
    const ended = (answer) => {
      if (mode !== 'solve') this.meter.end(answer);
      account.end(answer);
    };
    await this.jobs.run(mode, {
      start: ({ onProgress }) =>
        this.client.enumerate(spec, {
          limit,
          // A pool of workers sends no options past what the store keeps.
          keep: this.store.maxKept,
          onProgress,
        }),
      busyLine: (job) =>
        current(job) &&
        this.status.say(
          mode === 'solve' ? 'Solving…' : `Finding ${limit ? `up to ${formatCount(limit)}` : 'all'} ${WORDS[kind].many}…`,
          'This runs in the background: press Cancel (or Esc) to stop it. Solutions found can be browsed already.',
          'busy'
        ),
      progress: (p, job) => {
        if (current(job)) {
          take(p);
          if (mode !== 'solve') this.meter.progress(p);
          else account.progress(p);
        }
        return progressLine(mode === 'solve' ? 'Solving' : 'Finding', many(kind, account.found), p);
      },
      // The crash message stays; the solutions found before the crash can still be browsed.
      crashed: () => current() && this.draw(),
      error: (answer) => {
        if (!current()) return;
        this.problemLine = answer.line ?? 0;
        this.showProblemError(answer.error);
      },
      cancelled: (answer) => {
        if (!current()) return;
        take(answer);
        ended(answer);
        this.draw();
        this.jobs.sayCancelled(answer, `${many(kind, account.found)} so far, `, account.found > 0 ? this.keptNote(account) : '');
      },
      done: (answer) => {
        if (!current()) return;
        take(answer);
        ended(answer);
        this.draw();
        this.verdict(mode, answer, limit, account);
      },
    });
    // A search that failed, crashed or went stale leaves no bar behind.
    this.meter.stop();
  }

  verdict(mode, answer, limit, account) {
    const kind = this.state.problem;
    const solutions = account.found;
    const kept = this.keptNote(account);
    const stats = `${statsLine(answer)}${sharedNote(answer)}`;
    if (solutions === 0) {
      // The engine may know why before searching: a primary item that no option covers.
      const why = this.info?.noSolutionReason;
      const where = why ? `${why[0].toUpperCase()}${why.slice(1)}, so there can be no solution. ` : answer.finished ? 'The search looked everywhere. ' : '';
      this.status.say(answer.finished ? `No ${WORDS[kind].one}` : 'None found yet', `${where}${stats}`, 'verdict');
      return;
    }
    if (mode === 'solve') {
      this.status.say(`Found a ${WORDS[kind].one}`, `Press Find all to see every one. ${stats}`, 'good');
      return;
    }
    if (answer.finished) {
      this.status.say(
        solutions === 1 ? `Exactly 1 ${WORDS[kind].one}` : many(kind, solutions),
        `${solutions > 1 ? 'All of them were found.' : 'The search looked everywhere.'}${kept} ${stats}`,
        'good'
      );
      return;
    }
    this.status.say(
      `At least ${many(kind, solutions)}`,
      `Stopped at the cap of ${formatCount(limit)}; there may be more.${kept} ${stats}`,
      'verdict'
    );
  }

  /** Where the solutions found (in `account`) can be browsed, after a verdict or a Cancel. */
  keptNote(account) {
    if (account.truncated) {
      if (account.kept > 0) return ` The first ${formatCount(account.kept)} are kept for browsing.`;
      // A pool's workers search parts of the tree at once: what a later part found can be
      // browsed only once every part before it is in.
      return ' None can be browsed: the workers found them ahead of the first ones, which the search had not reached.';
    }
    return account.found > 1 ? ' Browse them with the arrows under the picture (or the arrow keys).' : '';
  }

  setBusy(busy) {
    for (const b of [this.ui.solve, this.ui.all]) b.setAttribute('aria-disabled', String(busy));
    this.ui.cancel.setAttribute('aria-disabled', String(!busy));
    this.onBusy?.(busy);
  }

  /** Stops a running search whose problem changed (its answer would be stale). */
  stop() {
    this.jobs.stop();
  }

  /** The page shows another problem: stop, and let no late answer speak. */
  leave() {
    this.stop();
    this.describing += 1;
    clearTimeout(this.typing);
  }

  get busy() {
    return this.jobs.busy;
  }

  cancel() {
    return this.jobs.cancel();
  }

  async exportDlx() {
    await this.settle();
    if (!this.info) {
      if (this.problemError) this.showProblemError(this.problemError);
      return;
    }
    // The file is named after the problem exported, even if another is chosen meanwhile.
    const s = structuredClone(this.state);
    const answer = await this.client.exportDlx(this.spec());
    if (answer.type === 'crashed') return;
    if (answer.type === 'error') {
      this.status.say('Could not export', sentence(answer.error), 'error');
      return;
    }
    const name = {
      queens: `queens-${s.n}.dlx`,
      pentominoes: `pentominoes-${s.board}${s.symmetry === 'break' ? '-once' : ''}.dlx`,
      iamonds: `hexiamonds-${s.board}${s.symmetry === 'break' ? '-once' : ''}.dlx`,
      sticks: `tetrasticks-5x5-no-${s.omit}${s.symmetry === 'break' ? '-once' : ''}.dlx`,
      soma: `soma-3x3x3${s.symmetry === 'break' ? '-once' : ''}.dlx`,
      langford: `langford-${s.n}${s.symmetry === 'break' ? '-once' : ''}.dlx`,
      dlx: this.fileName ? this.fileName.replace(/(\.dlx)?$/u, '.dlx') : 'problem.dlx',
      matrix: 'matrix.dlx',
      words: square.wordSquareFile(s),
    }[s.problem];
    downloadText(answer.text, name);
    this.status.say('Exported', `${name}: the problem in Knuth's format, ${formatCount(answer.text.length)} characters.`, 'hint');
  }

  async openFile(file) {
    const read = await readTextFile(file, 'dlx');
    if (read.error) {
      this.status.say('Could not open the file', `${sentence(read.error)} The text area keeps what it had.`, 'error');
      return;
    }
    this.fileName = file.name;
    this.ui.dlxText.value = read.text;
    this.changed({ push: true });
  }

  setMatrix(m) {
    this.matrix = m;
    this.changed();
  }

  // ---------------------------------------------------------------- controls

  wire() {
    const ui = this.ui;
    clickable(ui.solve, () => this.run('solve'));
    clickable(ui.all, () => this.run('all'));
    clickable(ui.cancel, () => this.cancel());
    clickable(ui.exportDlx, () => this.exportDlx());
    clickable(ui.first, () => this.browse(0));
    clickable(ui.prev, () => this.browse(this.index - 1));
    clickable(ui.next, () => this.browse(this.index + 1));
    clickable(ui.last, () => this.browse(this.store.count - 1));
    ui.limit.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        this.run('all');
      }
    });
    ui.number.addEventListener('change', () => {
      const count = this.store.count;
      const k = solutionNumber(ui.number.value, count);
      if (k !== null) {
        this.browse(k);
        return;
      }
      // Not one of the solutions: say so, never jump without a word.
      const asked = solutionNumber(ui.number.value, Number.MAX_SAFE_INTEGER);
      const kind = this.state.problem;
      if (asked !== null && count > 0) {
        this.browse(count - 1);
        ui.number.value = String(count);
        const kept = this.store.truncated || this.account?.truncated ? ' kept' : '';
        ui.note.textContent = `There ${count === 1 ? 'is' : 'are'} only ${many(kind, count)}${kept}: this is the last.`;
        return;
      }
      ui.number.value = count ? String(this.index + 1) : '';
      ui.note.textContent = count ? `Type a number from 1 to ${formatCount(count)}.` : '';
    });
    ui.number.addEventListener('input', () => {
      ui.note.textContent = '';
    });
    ui.number.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') ui.number.dispatchEvent(new Event('change'));
    });
    const number = (input, max, key) => () => {
      const n = wholeNumber(input.value, 1, max);
      if (n === null) {
        // The field shows the n that is searched: the one the problem still has.
        this.status.say('Not a valid n', `n must be a whole number from 1 to ${max}; it stays ${this.state.n}.`, 'error');
        input.value = String(this.state.n);
        return;
      }
      if (n === this.state.n) return;
      this.state.n = n;
      this.changed({ push: false });
      input.dataset.key = key;
    };
    ui.queensN.addEventListener('change', number(ui.queensN, SOLVER_PAGE.max.queens, 'queens'));
    ui.langfordN.addEventListener('change', number(ui.langfordN, SOLVER_PAGE.max.langford, 'langford'));
    ui.board.addEventListener('change', () => {
      this.state.board = ui.board.value;
      this.changed();
    });
    ui.iamondBoard.addEventListener('change', () => {
      this.state.board = ui.iamondBoard.value;
      this.changed();
    });
    ui.sticksOmit.addEventListener('change', () => {
      this.state.omit = ui.sticksOmit.value;
      this.changed();
    });
    for (const box of [ui.pentoSym, ui.iamondSym, ui.langfordSym, ui.sticksSym, ui.somaSym]) {
      box.addEventListener('change', () => {
        this.state.symmetry = box.checked ? 'break' : 'keep';
        this.changed();
      });
    }
    // Pastes over the limits are stopped before they reach the text area (input-limits.js).
    guardField(ui.dlxText, 'dlx', (message) =>
      this.status.say('The text was not taken', `${message} The text area keeps what it had.`, 'error')
    );
    ui.dlxText.addEventListener('input', () => {
      // The lines may have moved: the mark comes back if the engine still finds the error.
      this.lineMark.hide();
      if (ui.dlxText.value !== this.state.text) this.stop();
      clearTimeout(this.typing);
      this.typing = setTimeout(() => {
        if (ui.dlxText.value !== this.state.text) this.changed();
      }, 250);
    });
    clickable(ui.openFile, () => ui.file.click());
    ui.file.addEventListener('change', () => {
      const file = ui.file.files?.[0];
      ui.file.value = '';
      if (file) this.openFile(file);
    });
  }

  /** Browsing keys, from the page's key handler: true when the key was used. */
  key(e) {
    const target = e.target;
    if (target instanceof HTMLElement && target.closest('input, textarea, select, .matrix-editor')) return false;
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const to = browseKey(e.key, this.index, this.store.count);
    if (to === null) return false;
    this.browse(to);
    return true;
  }
}
