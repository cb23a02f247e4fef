// The embeddable player (embed.html), for a teacher's own page in an <iframe>: the visualizer's
// trace, player, matrix and puzzle view, a compact player bar (to the first step, back, play,
// forward, where it is) and a link to the full visualizer at the same problem and step.
//
// The link (www/embed/embed-link.js) chooses the problem and the part of the search to play,
// `from` to `to`. The bar keeps to that range: back stops at `from`, forward at `to`. Playing
// reaches `to` (or the end of the search), and with `loop` goes back to `from` by the engine's
// exact undo (the player's seek) and plays again, after a moment to see the end.

import { ready, steppingSolver, errorInfo, isTrap, parseWarningsOf } from '../shared/engine.js';
import { ignoredOptionsSentence } from '../shared/parse-warnings.js';
import { formatCount } from '../shared/numbers.js';
import { keyAction, Player, Trace } from '../watch/player/index.js';
import { MatrixView } from '../watch/matrix/index.js';
import { PuzzleView } from '../watch/board/index.js';
import { DEFAULT_STATE, normalize, problemSpec } from '../watch/url-state.js';
import { parseEmbed, watchHref } from './embed-link.js';

/** How long the end of the range stays on screen before a loop plays it again (ms). */
const LOOP_HOLD_MS = 1200;

const $ = (id) => document.getElementById(id);

const embed = {
  state: parseEmbed(location.hash),
  trace: null,
  player: null,
  views: [],
  /** Playing was asked for (by autoplay or Play) and not stopped since: a loop goes on. */
  wantsPlay: false,
  loopTimer: 0,
  /** The step the visualizer link points at. */
  linked: -1,
};

const buttons = Object.fromEntries([...document.querySelectorAll('.embed-player button')].map((b) => [b.dataset.action, b]));

function showNote(text) {
  const note = $('embed-note');
  note.textContent = text;
  note.hidden = text === '';
}

/** A Trace of the state's problem, or the engine's refusal as `{ message }`. */
function traceFor(state) {
  try {
    const solver = steppingSolver(problemSpec(state), state.rule);
    return { trace: new Trace(solver), ignored: ignoredOptionsSentence(parseWarningsOf(solver)) };
  } catch (e) {
    // A trap is a bug, not a verdict on the problem: it goes to the console as one.
    if (isTrap(e)) throw e;
    return { message: errorInfo(e).message };
  }
}

/** The state's problem, or Knuth's example with the reason when the engine refuses it. */
function build() {
  const notes = [];
  if (embed.state.warnings.length) notes.push(`The link was partly ignored: ${embed.state.warnings.join('; ')}.`);
  let { trace, message, ignored } = traceFor(embed.state);
  // An option the engine left out of a DLX text is said here as on the other pages.
  if (ignored) notes.push(ignored);
  if (!trace) {
    notes.push(`This problem cannot be shown: ${message}. Knuth's example is shown instead.`);
    embed.state = { ...embed.state, ...normalize(DEFAULT_STATE), rule: embed.state.rule };
    ({ trace } = traceFor(embed.state));
  }
  showNote(notes.join(' '));
  return trace;
}

function start() {
  const { state } = embed;
  const trace = build();
  const player = new Player(trace, { speed: state.speed });
  // Solutions are moments of the range like any other: playing goes through them.
  player.breakpoints.clear();
  embed.trace = trace;
  embed.player = player;
  $('embed').dataset.view = state.view;
  const puzzle = $('puzzle-view');
  puzzle.hidden = state.view === 'matrix';
  $('matrix').hidden = state.view === 'puzzle';
  if (state.view !== 'matrix') {
    embed.views.push(new PuzzleView(puzzle, trace, { givens: state.problem === 'sudoku' ? state.puzzle : '' }));
  }
  if (state.view !== 'puzzle') embed.views.push(new MatrixView($('matrix'), trace, {}));
  player.onChange(({ change, progress, state: now }) => {
    for (const view of embed.views) view.render(change, progress);
    follow(now);
    show(now);
  });
  for (const b of Object.values(buttons)) b.addEventListener('click', () => act(b.dataset.action));
  document.addEventListener('keydown', onKey);
  player.seek(state.from).then((result) => {
    if (result === 'finished' && trace.position < state.from) {
      // The link asks for more than the search has: the range ends where the search does.
      const end = trace.position;
      showNote(`${$('embed-note').textContent} The search ends at step ${formatCount(end)}, before from=${state.from}: playing it all.`.trim());
      state.from = 0;
      state.to = end;
      player.seek(0);
      return;
    }
    if (result === 'reached' && state.autoplay) play();
  });
}

// ------------------------------------------------------------------ the range

function last() {
  return embed.state.to ?? Infinity;
}

function atEnd(now) {
  return now.position >= last() || now.finished;
}

/** Keeps the player inside the range, and loops. Called on every report of the player. */
function follow(now) {
  if (now.busy) return;
  const { player, state } = embed;
  if (now.position > last()) {
    // A frame at a high speed, or a step of several events, went past `to`: back to it exactly.
    player.seek(last());
    return;
  }
  if (!embed.wantsPlay || !atEnd(now) || embed.loopTimer) return;
  if (now.playing) player.pause();
  if (!state.loop) {
    embed.wantsPlay = false;
    return;
  }
  embed.loopTimer = setTimeout(() => {
    embed.loopTimer = 0;
    if (!embed.wantsPlay) return;
    player.seek(state.from).then((result) => {
      if (result === 'reached' && embed.wantsPlay) player.play();
    });
  }, LOOP_HOLD_MS);
}

function play() {
  const { player, state } = embed;
  embed.wantsPlay = true;
  if (atEnd(player.state)) {
    // Play at the end plays the range again, as a video does.
    player.seek(state.from).then((result) => {
      if (result === 'reached' && embed.wantsPlay) player.play();
    });
  } else {
    player.play();
  }
}

function stop() {
  embed.wantsPlay = false;
  clearTimeout(embed.loopTimer);
  embed.loopTimer = 0;
  embed.player.pause();
}

const ACTIONS = {
  play: () => (embed.wantsPlay ? stop() : play()),
  restart: () => embed.player.seek(embed.state.from),
  event: () => embed.player.stepForward('event'),
  cover: () => embed.player.stepForward('cover'),
  option: () => embed.player.stepForward('option'),
  'back-event': () => embed.player.stepBack('event'),
  'back-cover': () => embed.player.stepBack('cover'),
  'back-option': () => embed.player.stepBack('option'),
};

function act(action) {
  const run = ACTIONS[action];
  if (!run || !embed.player) return;
  const { position } = embed.player.state;
  const back = action.startsWith('back-') || action === 'restart';
  // The bar keeps to the range; a step is what the student sees next, so it pauses first.
  if (back && position <= embed.state.from) return;
  if (action !== 'play') {
    if (!back && position >= last()) return;
    stop();
  }
  run();
  if (back && embed.player.position < embed.state.from) embed.player.seek(embed.state.from);
  // Pausing while the end of a loop rests on screen changes nothing the player would report.
  show(embed.player.state);
}

/** The visualizer's keys, those the bar has (the frame hears them once it has the focus). */
function onKey(event) {
  if (event.defaultPrevented) return;
  const action = keyAction(event);
  if (!action || !ACTIONS[action]) return;
  event.preventDefault();
  act(action);
}

// ------------------------------------------------------------------ the bar

function show(now) {
  const { state } = embed;
  const moving = embed.wantsPlay;
  const play = buttons.play;
  // Two bars from DejaVu and most fonts, where ⏸ often has no glyph.
  play.textContent = moving ? '❚❚' : '▶';
  play.setAttribute('aria-label', moving ? 'Pause' : 'Play');
  const busy = now.busy && !moving;
  buttons.restart.disabled = busy || now.position <= state.from;
  buttons['back-event'].disabled = busy || now.position <= state.from;
  buttons.event.disabled = busy || atEnd(now);
  play.disabled = false;
  const position = $('position');
  position.dataset.position = String(now.position);
  position.textContent = positionWords(now, state);
  if (now.position !== embed.linked) {
    embed.linked = now.position;
    $('open-watch').href = watchHref(state, now.position);
  }
}

/** "Step 12 of 30", "Step 12 (3 to 30)", "Step 12, the end of the search". */
function positionWords(now, state) {
  const step = `Step ${formatCount(now.position)}`;
  if (state.to === null) return now.finished ? `${step}, the end of the search` : step;
  if (state.from === 0) return `${step} of ${formatCount(state.to)}`;
  return `${step} (${formatCount(state.from)} to ${formatCount(state.to)})`;
}

window.addEventListener('hashchange', () => location.reload());

await ready();
start();
// For end-to-end tests: the embed's state, read-only by convention.
window.dlxEmbed = embed;
