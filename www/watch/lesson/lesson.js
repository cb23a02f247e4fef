// Lessons in the visualizer: a teacher's list of slides (www/watch/lesson/parse.js), each a
// moment of the search with a short text, run in Present mode. The Lesson menu opens a built-in
// lesson (www/watch/lesson/builtin.js) or a file; while one runs, the slide bar shows the
// slide's title and text, where it is in the lesson, and the buttons to move and to share.
//
// Showing a slide: its problem and rule are loaded (the page's own loading, through `host`),
// its moments found by stepping a scratch search of the engine (lesson/moment.js), and the
// player seeks there exactly, forward or back; a range then plays to its end at the slide's
// speed. What the slide expects (`expect:`) is checked against the engine's event at `at`, the
// moment the slide shows first (a range then plays on, and may be stepped by hand). A
// problem the engine refuses, or a moment the search never reaches, is said on the slide bar
// with its line; the page stays as it was.
//
// Keys while a lesson runs: PageDown and PageUp (a presentation clicker's) move by a slide, the
// arrows keep stepping the search. Only the lesson's Close button ends it: a stray Escape or f
// leaves Present mode at most, and the lesson goes on in the page's own layout.

import { EVENT_KINDS, errorInfo, isTrap } from '../../shared/engine.js';
import { downloadText } from '../../shared/download.js';
import { formatCount, plural } from '../../shared/numbers.js';
import { parseLesson, LessonError } from './parse.js';
import { findMoments, wholeSearch, MomentError } from './moment.js';
import { renderParagraphs } from './text.js';
import { BUILT_IN } from './builtin.js';
import { lessonFragment, formatState, MAX_LESSON_LINK, encodeLessonText } from '../url-state.js';
import { stepOf } from '../panels/index.js';

const KIND_WORDS = {
  start: 'the start',
  choose: 'a choice',
  try: 'an option tried',
  done: 'the end',
  unhide: 'an unhide',
  uncover: 'an uncover',
};

export class Lessons {
  /**
   * @param doc   the page's document (the menu, the file input and the slide bar by their ids)
   * @param host  the page: `{ solverFor(problem, rule), show(problem, rule) -> boolean,
   *              player(), trace(), present, speed(), linkChanged() }`
   */
  constructor(doc, host) {
    this.doc = doc;
    this.host = host;
    this.lesson = null;
    this.source = null;
    this.index = 0;
    this.generation = 0;
    /** What the last slide shown did: { index, position, expected, landed, error }. */
    this.shown = null;
    this.positions = new Map();
    this.counts = new Map();
    const $ = (id) => doc.getElementById(id);
    this.el = {
      menu: $('lesson-menu'),
      choices: $('lesson-choices'),
      open: $('lesson-open'),
      file: $('lesson-file'),
      fileError: $('lesson-file-error'),
      bar: $('lesson-bar'),
      lessonTitle: $('lesson-title'),
      where: $('lesson-where'),
      title: $('lesson-slide-title'),
      text: $('lesson-text'),
      error: $('lesson-error'),
      prev: $('lesson-prev'),
      next: $('lesson-next'),
      link: $('lesson-link'),
      download: $('lesson-download'),
      close: $('lesson-close'),
      status: $('lesson-status'),
    };
    for (const lesson of BUILT_IN) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'lesson-choice';
      button.dataset.lesson = lesson.name;
      button.textContent = lesson.label;
      button.addEventListener('click', () => {
        this.el.menu.open = false;
        this.openBuiltIn(lesson.name);
      });
      this.el.choices.insertBefore(button, this.el.open);
    }
    this.el.open.addEventListener('click', () => this.el.file.click());
    this.el.file.addEventListener('change', () => this.#openFile());
    this.el.prev.addEventListener('click', () => this.go(this.index - 1));
    this.el.next.addEventListener('click', () => this.go(this.index + 1));
    this.el.close.addEventListener('click', () => this.close());
    this.el.link.addEventListener('click', () => this.#copyLink());
    this.el.download.addEventListener('click', () => this.#download());
    // Before the player's keys (a listener on the document): a clicker's keys move slides.
    this.onKey = (event) => this.#key(event);
    doc.defaultView.addEventListener('keydown', this.onKey, { capture: true });
  }

  get active() {
    return this.lesson !== null;
  }

  /** Opens a built-in lesson by name at `slide` (from 1); false (and says why) if unknown. */
  openBuiltIn(name, slide = 1) {
    const found = BUILT_IN.find((l) => l.name === name);
    if (!found) {
      this.#fileError(`There is no lesson "${name}" (lessons: ${BUILT_IN.map((l) => l.name).join(', ')}).`);
      return false;
    }
    return this.openText(found.text, { name }, slide);
  }

  /**
   * Parses a lesson's text and shows its slide `slide`; on an error, says where (`what` names
   * the file) and returns false, the page as it was.
   */
  openText(text, source, slide = 1, what = 'This lesson') {
    let lesson;
    try {
      lesson = parseLesson(text, { kinds: EVENT_KINDS });
    } catch (e) {
      if (!(e instanceof LessonError)) throw e;
      // Every fault at once, one a line (the element keeps line breaks).
      this.#fileError(
        e.errors.length === 1
          ? `${what} cannot be opened: ${e.message}.`
          : `${what} cannot be opened (${e.errors.length} faults):\n${e.errors.map((x) => `${x.message}.`).join('\n')}`
      );
      return false;
    }
    this.#fileError('');
    this.lesson = lesson;
    this.source = { ...source, text };
    this.positions.clear();
    this.counts.clear();
    this.doc.body.dataset.lesson = source.name ?? 'own';
    this.el.bar.hidden = false;
    this.el.lessonTitle.textContent = lesson.title;
    this.el.status.textContent = '';
    this.el.download.hidden = true;
    this.go(Math.min(Math.max(1, slide), lesson.slides.length) - 1);
    return true;
  }

  /** Leaves the lesson: the slide bar goes, Present mode ends, the page stays at its step. */
  close() {
    if (!this.lesson) return;
    this.generation += 1;
    this.lesson = null;
    this.shown = null;
    delete this.doc.body.dataset.lesson;
    this.el.bar.hidden = true;
    this.host.player()?.pause();
    this.host.present.leave();
    this.host.linkChanged();
  }

  /** The address of the lesson at its slide, or null (a file too long for a link). */
  fragment() {
    if (!this.lesson) return null;
    const { name, text } = this.source;
    return lessonFragment(name !== undefined ? { name, slide: this.index + 1 } : { text, slide: this.index + 1 });
  }

  /** Shows slide `index` (from 0); out of range: nothing. */
  async go(index) {
    if (!this.lesson || index < 0 || index >= this.lesson.slides.length) return;
    const generation = ++this.generation;
    const slide = this.lesson.slides[index];
    this.index = index;
    this.shown = { index, position: null, landed: false, error: null, expected: slide.expect };
    this.#render(slide);
    const { present } = this.host;
    // Full screen needs the user's gesture: the F key or the Present button asks for it.
    present.enter({ fullscreen: false });
    present.setPanels(slide.panels);
    let at;
    let to;
    try {
      [at, to] = this.#positions(slide);
    } catch (e) {
      this.#slideError(slide, e);
      return;
    }
    if (!this.host.show(slide.problem, slide.rule)) {
      this.#slideError(slide, new MomentError(slide.problemLine, 'the page could not load this problem'));
      return;
    }
    try {
      this.#fillCounts(slide);
    } catch (e) {
      // The slide still goes to its moment: only its counts are missing, and the bar says why.
      this.#slideError(slide, e);
    }
    const player = this.host.player();
    player.setSpeed(this.host.speed());
    const reached = await player.seek(at);
    if (generation !== this.generation) return;
    // The claim is the slide's first moment's, whatever the range then plays.
    const wrong = this.#check(slide, to !== null);
    if (to !== null && reached === 'reached') {
      player.setSpeed(slide.speed);
      await player.playTo(to);
      if (generation !== this.generation) return;
      player.setSpeed(this.host.speed());
    }
    this.#landed(wrong);
    this.host.linkChanged();
  }

  /** The positions of the slide's `at` and `to` (null), found once per lesson and problem. */
  #positions(slide) {
    const key = `${formatState({ ...slide.problem, rule: slide.rule, step: 0 })}|${slide.at.text}|${slide.to?.text ?? ''}`;
    if (!this.positions.has(key)) {
      const solver = this.#solver(slide, slide.rule);
      try {
        const moments = slide.to ? [slide.at, slide.to] : [slide.at];
        const [at, to = null] = findMoments(solver, moments, EVENT_KINDS);
        if (to !== null && to < at) {
          throw new MomentError(slide.to.line, `the range ends at event ${formatCount(to)}, before it starts (event ${formatCount(at)})`);
        }
        this.positions.set(key, [at, to]);
      } finally {
        solver.free();
      }
    }
    return this.positions.get(key);
  }

  /** A fresh engine search of the slide's problem; a refusal becomes a MomentError at its line. */
  #solver(slide, rule) {
    try {
      return this.host.solverFor(slide.problem, rule);
    } catch (e) {
      if (isTrap(e)) throw e;
      throw new MomentError(slide.problemLine, `this problem cannot be watched: ${errorInfo(e).message}`);
    }
  }

  /** Fills the slide's {rule count} from whole searches by the engine (once per problem). */
  #fillCounts(slide) {
    for (const el of this.el.text.querySelectorAll('[data-count]')) {
      const [rule, name] = el.dataset.count.split(' ');
      const key = `${formatState({ ...slide.problem, rule, step: 0 })}`;
      if (!this.counts.has(key)) {
        const solver = this.#solver(slide, rule);
        try {
          this.counts.set(key, wholeSearch(solver));
        } finally {
          solver.free();
        }
      }
      const result = this.counts.get(key);
      el.textContent = `${formatCount(result[name])}${result.finished ? '' : '+'}`;
    }
  }

  #render(slide) {
    const { el } = this;
    el.where.textContent = `Slide ${slide.number} of ${this.lesson.slides.length}`;
    el.title.textContent = slide.title;
    el.text.replaceChildren(...renderParagraphs(this.doc, slide.paragraphs));
    el.error.hidden = true;
    el.error.textContent = '';
    el.prev.disabled = slide.number === 1;
    el.next.disabled = slide.number === this.lesson.slides.length;
    el.bar.dataset.slide = String(slide.number);
    delete el.bar.dataset.landed;
  }

  #slideError(slide, e) {
    if (!(e instanceof MomentError)) throw e;
    this.shown.error = e.message;
    this.el.error.textContent = `Slide ${slide.number} cannot be shown: ${e.message}.`;
    this.el.error.hidden = false;
    this.el.bar.dataset.landed = 'error';
  }

  /**
   * At the slide's `at`: is the search doing what the slide says? Says so on the bar when not
   * (`range`: the slide plays on from there), and answers the claims the engine contradicts.
   */
  #check(slide, range) {
    const trace = this.host.trace();
    const event = trace.lastEvent();
    const kind = event?.kind ?? 'start';
    const step = stepOf(event, trace);
    const wrong = slide.expect.filter((x) => (x.kind ? x.kind !== kind : x.step !== step));
    if (wrong.length > 0 && this.shown.error === null) {
      const wanted = slide.expect.map((x) => (x.kind ? KIND_WORDS[x.kind] ?? `a ${x.kind}` : `step ${x.step}`)).join(' and ');
      const where = range ? 'where the slide starts, the search is' : 'the search is';
      this.el.error.textContent = `This slide expects ${wanted}, but ${where} at ${KIND_WORDS[kind] ?? `a ${kind}`} (step ${step}): the lesson may need mending (line ${slide.line}).`;
      this.el.error.hidden = false;
    }
    return wrong;
  }

  /** After the player came to rest: where it is, and whether the slide's claims held. */
  #landed(wrong) {
    this.shown.position = this.host.trace().position;
    this.shown.landed = wrong.length === 0 && this.shown.error === null;
    if (this.shown.error === null) this.el.bar.dataset.landed = wrong.length === 0 ? 'ok' : 'elsewhere';
  }

  #key(event) {
    if (!this.lesson || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('input:not([type="range"]), textarea, select, [contenteditable="true"]')) return;
    if (this.doc.getElementById('help')?.open) return;
    let act = null;
    if (event.key === 'PageDown') act = () => this.go(this.index + 1);
    else if (event.key === 'PageUp') act = () => this.go(this.index - 1);
    if (!act) return;
    event.preventDefault();
    event.stopPropagation();
    act();
  }

  async #openFile() {
    const file = this.el.file.files?.[0];
    this.el.file.value = '';
    if (!file) return;
    this.el.menu.open = false;
    const limit = 64 * 1024;
    if (file.size > limit) {
      this.#fileError(`${file.name} cannot be opened: line 1: the file is too long (${formatCount(file.size)} bytes; a lesson has at most ${formatCount(limit)}).`);
      return;
    }
    const text = await file.text();
    this.openText(text, { file: file.name }, 1, file.name);
  }

  #fileError(message) {
    this.el.fileError.textContent = message;
    this.el.fileError.hidden = message === '';
  }

  async #copyLink() {
    const fragment = this.fragment();
    if (fragment === null) {
      const length = encodeLessonText(this.source.text).length;
      this.el.status.textContent = `This lesson is too long for a link (${plural(length, 'character')} encoded; at most ${formatCount(MAX_LESSON_LINK)}): download it and share the file.`;
      this.el.download.hidden = false;
      return;
    }
    this.host.linkChanged();
    const url = new URL(fragment, this.doc.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      this.el.status.textContent = `Link to slide ${this.index + 1} copied.`;
    } catch {
      this.el.status.textContent = 'Copy the address bar: it now opens this slide.';
    }
  }

  #download() {
    const name = this.source.file ?? `${this.source.name ?? 'lesson'}.lesson`;
    downloadText(this.source.text, name);
    this.el.status.textContent = `Saved as ${name}.`;
  }

  destroy() {
    this.doc.defaultView.removeEventListener('keydown', this.onKey, { capture: true });
  }
}
