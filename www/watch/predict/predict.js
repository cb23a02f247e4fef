// Predict mode: exercises with feedback, on the engine's own decisions. While it is on, the
// player holds before each moment the engine marks as a question (Trace.question: a choice,
// the cover of the chosen item, a dead end, a solution) and a small panel above the matrix
// asks the student what will happen. The engine's answer is the truth; predict/grade.js
// compares and words it. The score counts the questions answered since the problem was
// loaded. Skip reveals the answer without scoring; turning the mode off lets the player go.

import { PROMPTS, QUESTION_STEPS, explain, picksItem, reveal, scoreWords, truthOf } from './grade.js';

/** What the rule is called beside a choice question. */
const RULE_HINTS = {
  mrv: 'MRV: the item with the fewest options left, the first one on a tie.',
  first: 'The first item still to cover.',
};

export class PredictMode {
  /**
   * @param panel     the (hidden) element that shows the question
   * @param button    the toolbar's Predict button (aria-pressed follows the mode)
   * @param getPlayer () => the current player (its trace is the search)
   * @param getRule   () => the branching rule the search was started with ('mrv' | 'first')
   * @param onChange  called after the mode is turned on or off
   * @param onAsk     called with the kind of the question open now ('choose', 'deadEnd',
   *                  'cover', 'solution') or null once it is answered, skipped or gone: the
   *                  page has its panels withhold what would answer it
   */
  constructor(panel, { button, getPlayer, getRule, onChange = () => {}, onAsk = () => {} }) {
    this.panel = panel;
    this.onChange = onChange;
    this.onAsk = onAsk;
    this.button = button;
    this.getPlayer = getPlayer;
    this.getRule = getRule;
    this.doc = panel.ownerDocument;
    this.on = false;
    this.reset();
    button.addEventListener('click', () => this.toggle());
    // The panel's own buttons and boxes keep Space and Enter (the page maps Space to play).
    panel.addEventListener('keydown', (event) => {
      if ((event.key === ' ' || event.key === 'Enter') && event.target.closest('button, input')) {
        event.stopPropagation();
      }
    });
  }

  /** A new problem (or rule): the score and the answered questions start again. */
  reset() {
    this.score = { right: 0, asked: 0 };
    /** Positions whose question was answered or skipped: the player goes on past them. */
    this.answered = new Map();
    this.shownAt = -1;
  }

  /** Attaches to a new player: it holds where a question waits. */
  attach(player) {
    this.reset();
    this.#holdWhileOn(player);
    this.render(player.state);
  }

  /**
   * The player holds only while the mode is on: with no hold, playing fast goes by runs of
   * events (the player asks a hold before every event).
   */
  #holdWhileOn(player) {
    if (player) player.hold = this.on ? () => this.on && this.#waiting(player.trace) : null;
  }

  toggle() {
    this.setOn(!this.on);
  }

  setOn(on) {
    this.on = Boolean(on);
    this.button.setAttribute('aria-pressed', String(this.on));
    this.doc.body.toggleAttribute('data-predict', this.on);
    this.shownAt = -1;
    const player = this.getPlayer();
    this.#holdWhileOn(player);
    // Turning it on while playing: the player holds at the next question by itself.
    this.render(player?.state ?? { playing: false, busy: false });
    this.onChange(this.on);
  }

  #waiting(trace) {
    return !this.answered.has(trace.position) && trace.question() !== null;
  }

  /** Called with the player's state after every change: shows, keeps or hides the panel. */
  render(state) {
    const player = this.getPlayer();
    const trace = player?.trace;
    if (!this.on || !trace) {
      this.#hide();
      return;
    }
    const position = trace.position;
    if (state.playing || state.busy) {
      // The answered question goes once the search moves on; the next one waits for a rest.
      if (position !== this.shownAt) this.#hide();
      return;
    }
    if (position === this.shownAt) return;
    const question = trace.question();
    if (question === null) {
      this.#hide();
      return;
    }
    this.shownAt = position;
    this.#show(question, trace, this.answered.get(position) ?? null);
  }

  /**
   * Says which question is open (null: none), on the body too (`data-predict-ask`), so the
   * panels can withhold its answer until it is settled.
   */
  #ask(kind) {
    if (kind) this.doc.body.dataset.predictAsk = kind;
    else delete this.doc.body.dataset.predictAsk;
    this.onAsk(kind);
  }

  #hide() {
    this.#ask(null);
    this.panel.hidden = true;
    this.panel.replaceChildren();
    this.shownAt = -1;
  }

  #names(trace) {
    return { item: (k) => trace.itemName(k), option: (o) => trace.optionText(o) };
  }

  /**
   * Draws `question`; `feedback` is `{ right, text, answer }` once it is settled: then the
   * student's answer stays marked, and the engine's answer is marked beside it.
   */
  #show(question, trace, feedback) {
    const doc = this.doc;
    const names = this.#names(trace);
    const head = doc.createElement('div');
    head.className = 'predict-head';
    const title = doc.createElement('h2');
    title.className = 'predict-title';
    title.textContent = `Predict · ${QUESTION_STEPS[question.kind]}`;
    const score = doc.createElement('span');
    score.className = 'predict-score';
    score.id = 'predict-score';
    score.textContent = scoreWords(this.score) || 'No answers yet';
    head.append(title, score);

    const prompt = doc.createElement('p');
    prompt.className = 'predict-prompt';
    prompt.id = 'predict-prompt';
    prompt.textContent = PROMPTS[question.kind](question, names.item);
    const parts = [head, prompt];
    if (question.kind === 'choose') {
      const hint = doc.createElement('p');
      hint.className = 'predict-hint';
      hint.textContent = RULE_HINTS[this.getRule()] ?? RULE_HINTS.mrv;
      parts.push(hint);
    }

    const form = doc.createElement('form');
    form.className = 'predict-form';
    form.setAttribute('aria-labelledby', 'predict-prompt');
    const choices = doc.createElement('div');
    choices.className = picksItem(question) ? 'predict-choices items' : 'predict-choices options';
    choices.setAttribute('role', 'group');
    choices.setAttribute('aria-labelledby', 'predict-prompt');
    const done = feedback !== null;
    const truth = new Set(done ? truthOf(question) : []);
    const picked = new Set(done ? [feedback.answer].flat().filter((x) => x !== undefined) : []);
    const mark = (el, value) => {
      el.classList.toggle('truth', truth.has(value));
      el.classList.toggle('picked', picked.has(value));
    };
    if (picksItem(question)) {
      for (const { item } of question.lens) {
        const b = doc.createElement('button');
        b.type = 'button';
        b.className = 'predict-item';
        b.dataset.item = String(item);
        b.textContent = names.item(item);
        b.disabled = done;
        mark(b, item);
        if (picked.has(item)) b.setAttribute('aria-description', 'your answer');
        b.addEventListener('click', () => this.#answer(question, item));
        choices.append(b);
      }
    } else {
      for (const o of question.candidates) {
        const label = doc.createElement('label');
        label.className = 'predict-option';
        const box = doc.createElement('input');
        box.type = 'checkbox';
        box.value = String(o);
        box.disabled = done;
        box.checked = picked.has(o);
        mark(label, o);
        label.append(box, ` ${names.option(o)}`);
        choices.append(label);
      }
    }
    form.append(choices);

    const buttons = doc.createElement('div');
    buttons.className = 'predict-buttons';
    if (!picksItem(question)) {
      const check = doc.createElement('button');
      check.type = 'submit';
      check.className = 'primary';
      check.textContent = 'Check';
      check.disabled = done;
      buttons.append(check);
    }
    const skip = doc.createElement('button');
    skip.type = 'button';
    skip.textContent = 'Skip';
    skip.className = 'predict-skip';
    skip.disabled = done;
    skip.addEventListener('click', () => this.#skip(question));
    const off = doc.createElement('button');
    off.type = 'button';
    off.textContent = 'Stop predicting';
    off.addEventListener('click', () => this.setOn(false));
    buttons.append(skip, off);
    form.append(buttons);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const picked = [...choices.querySelectorAll('input:checked')].map((box) => Number(box.value));
      this.#answer(question, picked);
    });
    parts.push(form);

    const said = doc.createElement('p');
    said.className = 'predict-feedback';
    said.id = 'predict-feedback';
    said.setAttribute('role', 'status');
    if (done) {
      said.textContent = `${feedback.text} Go on: →`;
      said.classList.add(feedback.right === true ? 'right' : feedback.right === false ? 'wrong' : 'skipped');
    }
    parts.push(said);
    this.panel.replaceChildren(...parts);
    this.panel.hidden = false;
    this.#ask(done ? null : question.kind);
    const first = this.panel.querySelector('.predict-choices button:not(:disabled), .predict-choices input:not(:disabled)');
    if (first && this.doc.activeElement?.closest?.('.predict') == null) first.focus({ preventScroll: true });
  }

  #answer(question, answer) {
    const trace = this.getPlayer()?.trace;
    if (!trace || this.answered.has(trace.position)) return;
    const feedback = { ...explain(question, answer, this.#names(trace), this.getRule()), answer };
    this.score = { right: this.score.right + (feedback.right ? 1 : 0), asked: this.score.asked + 1 };
    this.#settle(trace, question, feedback);
  }

  #skip(question) {
    const trace = this.getPlayer()?.trace;
    if (!trace || this.answered.has(trace.position)) return;
    this.#settle(trace, question, { right: null, text: reveal(question, this.#names(trace)) });
  }

  #settle(trace, question, feedback) {
    this.answered.set(trace.position, feedback);
    this.#show(question, trace, feedback);
    // The focus leaves the disabled choices for the panel, so → and Space reach the player.
    this.panel.focus({ preventScroll: true });
  }
}
