// The lesson format: a small text file a teacher writes to run a class in the visualizer, a
// list of slides, each a moment of the search with a short text. Parsed strictly here (no DOM):
// every error names its line and what is wrong with it, and a file with several faults lists
// them all at once (up to MAX_ERRORS), so a teacher mends them in one pass.
//
//   # Dancing links in ten slides          the lesson's title (the first line)
//   problem: knuth                         defaults for every slide (all optional):
//   rule: mrv                                problem, rule, panels, speed
//   ---                                    a slide starts
//   title: Cover                           the slide's header, `key: value` lines up to a
//   at: first cover                          blank line (title and at are required)
//   panels: matrix narration
//                                          then the slide's text, in paragraphs
//   Covering *A* takes it out of the list of items. Its options leave the `D` and `G`
//   columns: x_l is ...
//   ---
//   ...
//
// Slide keys: title; problem (the link grammar of www/shared/problem-link.js, `queens&n=4` or
// `problem=queens&n=4`); rule (mrv, first); at (a moment, below); to (a later moment: the
// slide animates from `at` to `to`); speed (events a second for `to`); panels (Present mode's
// keys, www/watch/present.js); expect (what the slide's text says the search is doing: event
// kinds and Algorithm X's steps, checked at `at`, the moment the slide shows first, before a
// range plays on to `to`).
//
// A moment: `start`, `end`, a number of events (`37`), or an event of the engine's kinds named
// by its count, `first backtrack`, `solution 2`, `choice 3` (a choice is a `choose`), with an
// offset, `first try + 2`. The kinds are the engine's (EVENT_KINDS, passed in by the caller):
// the page finds the moment by stepping the engine, so a lesson survives a change of numbers.
//
// Text: paragraphs split by blank lines; `*emphasis*`, `` `code` ``, Knuth's variables as
// `x_l` (a letter, `_`, its subscript), and counts the engine gives when the slide is shown,
// `{mrv nodes}`, `{first updates}` (a rule, then nodes, updates, mems or solutions): the
// whole search's, under that rule, for the slide's problem.

import { readProblem, WATCH_PAGE } from '../../shared/problem-link.js';
import { PANELS, DEFAULT_PANELS } from '../present.js';
import { STEPS } from '../panels/index.js';
import { RULES } from '../url-state.js';

export const LIMITS = Object.freeze({
  bytes: 64 * 1024,
  slides: 100,
  title: 100,
  text: 240,
  value: 2000,
  offset: 10_000,
  step: 5_000_000,
});

export const LESSON_KEYS = Object.freeze(['problem', 'rule', 'panels', 'speed']);
export const SLIDE_KEYS = Object.freeze(['title', 'problem', 'rule', 'at', 'to', 'speed', 'panels', 'expect']);
export const COUNTS = Object.freeze(['nodes', 'updates', 'mems', 'solutions']);
/** Words a lesson may use for an engine's event kind. */
const ALIASES = Object.freeze({ choice: 'choose' });
const ORDINALS = Object.freeze({ first: 1, second: 2, third: 3, fourth: 4, fifth: 5 });
const DEFAULT_SPEED = 4;
const MAX_SPEED = 1000;

/** The most faults one parse reports; a file with more says how many it left out. */
export const MAX_ERRORS = 20;

/**
 * An error in a lesson file, at `line` (from 1). Its message starts with "line N: ". A file's
 * every fault comes in one LessonError: `errors` lists them ({ line, detail, message }, in line
 * order), `line` and `detail` are the first's, and the message joins them all.
 */
export class LessonError extends Error {
  constructor(line, message, errors = null) {
    const list = errors ?? [{ line, detail: message, message: `line ${line}: ${message}` }];
    super(list.map((e) => e.message).join('; '));
    this.name = 'LessonError';
    this.line = list[0].line;
    this.detail = list[0].detail;
    this.errors = list;
  }

  /** One error for the faults `found` (LessonErrors), the first MAX_ERRORS in line order. */
  static of(found) {
    const list = found.flatMap((e) => e.errors).sort((a, b) => a.line - b.line);
    const shown = list.slice(0, MAX_ERRORS);
    if (list.length > MAX_ERRORS) {
      const more = list.length - MAX_ERRORS;
      const words = `${more} more ${more === 1 ? 'fault' : 'faults'} after line ${shown[shown.length - 1].line}`;
      shown.push({ line: list[MAX_ERRORS].line, detail: words, message: `and ${words}` });
    }
    return new LessonError(shown[0].line, shown[0].detail, shown);
  }
}

/** Runs `read`; a LessonError it throws joins `errors`, and the answer is `fallback`. */
function attempt(errors, read, fallback = undefined) {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof LessonError)) throw e;
    errors.push(e);
    return fallback;
  }
}

/**
 * Parses a lesson; throws a LessonError listing every fault found (an empty or too long file
 * stops the reading at once). `kinds` are the engine's event
 * kinds (www/shared/engine.js EVENT_KINDS). Returns
 *   { title, slides: [{ line, number, title, problem, problemText, problemLine, rule, at, to,
 *     speed, panels, expect, paragraphs }] }
 * with `problem` normalized (url-state.js's problem part), `at`/`to` moments
 * `{ text, line, kind, count, step, offset }` (kind null with step: an event number; kind
 * 'end': the end), `paragraphs` lists of pieces `{ type: 'text'|'em'|'code'|'var'|'count', ... }`.
 */
export function parseLesson(source, { kinds }) {
  if (typeof source !== 'string') throw new LessonError(1, 'a lesson is text');
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > LIMITS.bytes) {
    throw new LessonError(1, `the file is too long (${bytes} bytes; a lesson has at most ${LIMITS.bytes})`);
  }
  const lines = source.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  const context = { kinds, steps: STEPS.map((s) => s.id) };
  const errors = [];
  let n = 0;
  while (n < lines.length && lines[n].trim() === '') n += 1;
  if (n === lines.length) throw new LessonError(1, 'the lesson is empty: it starts with a `# title` line');
  const titleMatch = /^#\s+(.*\S)\s*$/u.exec(lines[n]);
  let title = '';
  if (titleMatch) {
    title = attempt(errors, () => bounded(titleMatch[1], LIMITS.title, 'the title', n + 1), '');
    n += 1;
  } else {
    errors.push(new LessonError(n + 1, 'a lesson starts with its title, as `# title`'));
    // A `---` there still starts the first slide.
    if (!isSeparator(lines[n])) n += 1;
  }
  // The lesson's defaults, up to the first slide.
  const defaults = {
    problem: { problem: 'knuth' },
    problemText: 'knuth',
    problemLine: n + 1,
    rule: 'mrv',
    panels: [...DEFAULT_PANELS],
    speed: DEFAULT_SPEED,
  };
  const seen = new Set();
  for (; n < lines.length && !isSeparator(lines[n]); n += 1) {
    const line = lines[n];
    if (line.trim() === '') continue;
    const at = n + 1;
    attempt(errors, () => {
      const { key, value } = header(line, at, LESSON_KEYS, 'before the first slide (`---`)');
      once(seen, key, at);
      Object.assign(defaults, readValue(key, value, at, context));
    });
  }
  if (n === lines.length) {
    let last = lines.length;
    while (last > 1 && lines[last - 1].trim() === '') last -= 1;
    errors.push(new LessonError(last, 'the lesson has no slides: each slide starts with a `---` line'));
    throw LessonError.of(errors);
  }
  const slides = [];
  while (n < lines.length) {
    const start = n + 1;
    if (slides.length === LIMITS.slides) {
      errors.push(new LessonError(start, `too many slides (a lesson has at most ${LIMITS.slides})`));
      break;
    }
    let end = n + 1;
    while (end < lines.length && !isSeparator(lines[end])) end += 1;
    slides.push(readSlide(lines, n + 1, end, { ...defaults, number: slides.length + 1, start }, context, errors));
    n = end;
  }
  if (errors.length > 0) throw LessonError.of(errors);
  return { title, slides };
}

function isSeparator(line) {
  return /^-{3,}\s*$/u.test(line);
}

/** One `key: value` line among `keys`, or an error that says what was expected. */
function header(line, at, keys, where) {
  const m = /^([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/u.exec(line);
  if (!m) throw new LessonError(at, `expected \`key: value\` ${where} (keys: ${keys.join(', ')})`);
  const key = m[1].toLowerCase();
  if (!keys.includes(key)) throw new LessonError(at, `unknown key '${clip(m[1])}' (keys: ${keys.join(', ')})`);
  if (m[2].length > LIMITS.value) throw new LessonError(at, `the value of '${key}' is too long (at most ${LIMITS.value} characters)`);
  return { key, value: m[2] };
}

function once(seen, key, at) {
  if (seen.has(key)) throw new LessonError(at, `'${key}' is given twice`);
  seen.add(key);
}

/** The lines from..end (exclusive, from 0) after a `---` at line `from`; faults join `errors`. */
function readSlide(lines, from, end, base, context, errors) {
  const slide = {
    line: base.start,
    number: base.number,
    title: '',
    problem: base.problem,
    problemText: base.problemText,
    problemLine: base.problemLine,
    rule: base.rule,
    at: null,
    to: null,
    speed: base.speed,
    panels: base.panels,
    expect: [],
    paragraphs: [],
  };
  let n = from;
  while (n < end && lines[n].trim() === '') n += 1;
  const seen = new Set();
  // A key given with a faulty value counts as given: the slide is not also said to lack it.
  const given = new Set();
  for (; n < end && lines[n].trim() !== ''; n += 1) {
    const line = n + 1;
    const text = lines[n];
    attempt(errors, () => {
      const { key, value } = header(text, line, SLIDE_KEYS, 'in a slide\u2019s header: its text comes after a blank line');
      given.add(key);
      once(seen, key, line);
      if (key === 'title') slide.title = bounded(value, LIMITS.title, 'the title', line);
      else if (key === 'at' || key === 'to') slide[key] = readMoment(value, line, context);
      else if (key === 'expect') slide.expect = readExpect(value, line, context);
      else Object.assign(slide, readValue(key, value, line, context));
    });
  }
  const at = `slide ${base.number} (line ${base.start})`;
  if (!given.has('title')) errors.push(new LessonError(base.start, `${at} has no \`title:\``));
  if (!given.has('at')) {
    errors.push(new LessonError(base.start, `${at} has no \`at:\` (a moment: start, end, a step, or e.g. first backtrack)`));
  }
  const textLines = [];
  while (n < end && lines[n].trim() === '') n += 1;
  for (; n < end; n += 1) textLines.push({ line: n + 1, text: lines[n] });
  while (textLines.length > 0 && textLines[textLines.length - 1].text.trim() === '') textLines.pop();
  const length = textLines.reduce((sum, l) => sum + l.text.trim().length, 0);
  if (length > LIMITS.text) {
    errors.push(new LessonError(textLines[0].line, `the text of ${at} is too long (${length} characters; at most ${LIMITS.text})`));
  }
  slide.paragraphs = readParagraphs(textLines, context, errors);
  return slide;
}

/** A lesson-wide or slide value: `{ problem, problemText }`, `{ rule }`, `{ panels }` or `{ speed }`. */
function readValue(key, value, at, context) {
  switch (key) {
    case 'problem':
      return { problem: readLessonProblem(value, at), problemText: value, problemLine: at };
    case 'rule':
      if (!RULES.includes(value)) throw new LessonError(at, `unknown rule '${clip(value)}' (rules: ${RULES.join(', ')})`);
      return { rule: value };
    case 'panels':
      return { panels: readPanels(value, at) };
    case 'speed': {
      const speed = /^\d+(\.\d+)?$/u.test(value) ? Number(value) : NaN;
      if (!(speed >= 0.5 && speed <= MAX_SPEED)) {
        throw new LessonError(at, `speed '${clip(value)}' is not a number of events a second from 0.5 to ${MAX_SPEED}`);
      }
      return { speed };
    }
    default:
      throw new LessonError(at, `unknown key '${key}'`);
  }
}

/** A problem in the link grammar (`queens&n=4` or `problem=queens&n=4`), normalized. */
export function readLessonProblem(value, at) {
  if (value === '') throw new LessonError(at, 'the problem is empty (e.g. problem: knuth, problem: queens&n=4)');
  const fragment = value.startsWith('problem=') ? value : `problem=${value}`;
  const { problem, warnings } = readProblem(`#${fragment}`, WATCH_PAGE);
  if (warnings.length > 0) throw new LessonError(at, `problem: ${warnings.join('; ')}`);
  if (problem.problem === 'dlx' && problem.text.trim() === '') {
    throw new LessonError(at, 'problem: a problem of your own needs its text (dlx&text=..., URI-encoded)');
  }
  return problem;
}

function readPanels(value, at) {
  const keys = PANELS.map(([key]) => key);
  const list = value.split(/[\s,]+/u).filter(Boolean);
  if (list.length === 0) throw new LessonError(at, `no panels named (panels: ${keys.join(', ')})`);
  for (const key of list) {
    if (!keys.includes(key)) throw new LessonError(at, `unknown panel '${clip(key)}' (panels: ${keys.join(', ')})`);
  }
  return keys.filter((key) => list.includes(key));
}

/** A moment (see the top of this file), or an error that lists what a moment can be. */
export function readMoment(value, at, { kinds }) {
  const text = value.trim().replace(/\s+/gu, ' ');
  const known = [...kinds, ...Object.keys(ALIASES)].join(', ');
  const bad = (why) =>
    new LessonError(at, `${why} (a moment is start, end, a step number, or an event such as first backtrack, solution 2, choice 1 + 3; events: ${known})`);
  if (text === '') throw bad('the moment is empty');
  const m = /^(.*?)(?:\s*([+-])\s*(\d+))?$/u.exec(text);
  const offset = m[2] ? (m[2] === '-' ? -1 : 1) * Number(m[3]) : 0;
  if (Math.abs(offset) > LIMITS.offset) throw bad(`the offset ${m[2]}${m[3]} is too large (at most ${LIMITS.offset})`);
  const words = m[1].toLowerCase().split(' ').filter(Boolean);
  const moment = { text, line: at, kind: null, count: 0, step: 0, offset };
  if (words.length === 1 && words[0] === 'start') return moment;
  if (words.length === 1 && words[0] === 'end') return { ...moment, kind: 'end' };
  if (words.length === 1 && /^\d+$/u.test(words[0])) {
    const step = Number(words[0]);
    if (step > LIMITS.step) throw bad(`step ${words[0]} is too far (at most ${LIMITS.step})`);
    return { ...moment, step };
  }
  let count = 1;
  let kindWord;
  if (words.length === 2 && Object.hasOwn(ORDINALS, words[0])) {
    count = ORDINALS[words[0]];
    kindWord = words[1];
  } else if (words.length === 2 && /^\d+$/u.test(words[1])) {
    count = Number(words[1]);
    kindWord = words[0];
  } else if (words.length === 1) {
    kindWord = words[0];
  } else {
    throw bad(`'${clip(text)}' is not a moment`);
  }
  const kind = ALIASES[kindWord] ?? kindWord;
  if (!kinds.includes(kind)) throw bad(`unknown event '${clip(kindWord)}'`);
  if (count < 1 || count > LIMITS.step) throw bad(`'${clip(text)}': count the events from 1`);
  return { ...moment, kind, count };
}

function readExpect(value, at, { kinds, steps }) {
  const list = value.split(/[\s,]+/u).filter(Boolean);
  if (list.length === 0) throw new LessonError(at, 'expect: name an event kind or a step of Algorithm X (X1 to X8)');
  return list.map((word) => {
    const kind = ALIASES[word] ?? word;
    if (kinds.includes(kind)) return { kind };
    if (steps.includes(word)) return { step: word };
    throw new LessonError(at, `expect: unknown '${clip(word)}' (events: ${kinds.join(', ')}; steps: ${steps.join(', ')})`);
  });
}

/** Paragraphs of inline pieces, from lines split by blank lines; a line's fault joins `errors`. */
function readParagraphs(textLines, context, errors) {
  const paragraphs = [];
  let current = null;
  for (const { line, text } of textLines) {
    if (text.trim() === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = [];
      paragraphs.push(current);
    } else {
      current.push({ type: 'text', text: ' ' });
    }
    current.push(...attempt(errors, () => readInline(text.trim(), line, context), []));
  }
  return paragraphs.map(merge);
}

/**
 * One line's pieces: `*emphasis*` (holding text and variables), `` `code` ``, variables
 * `x_l`, counts `{rule count}`. An unclosed mark or an unknown count is an error at the line.
 */
export function readInline(text, line, context = {}) {
  const pieces = [];
  let i = 0;
  let plain = '';
  const flush = () => {
    if (plain) pieces.push(...variables(plain));
    plain = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '`' || ch === '*' || ch === '{') {
      const close = ch === '{' ? '}' : ch;
      const j = text.indexOf(close, i + 1);
      const what = { '`': 'a `code` span', '*': 'an *emphasis*', '{': 'a {count}' }[ch];
      if (j < 0) throw new LessonError(line, `${what} is not closed (column ${i + 1})`);
      const inner = text.slice(i + 1, j);
      if (inner === '') throw new LessonError(line, `${what} is empty (column ${i + 1})`);
      flush();
      if (ch === '`') pieces.push({ type: 'code', text: inner });
      else if (ch === '*') pieces.push({ type: 'em', pieces: variables(inner) });
      else pieces.push(readCount(inner, line, i + 1));
      i = j + 1;
    } else {
      plain += ch;
      i += 1;
    }
  }
  flush();
  return pieces;
}

function readCount(inner, line, column) {
  const words = inner.trim().split(/\s+/u);
  if (words.length === 2 && RULES.includes(words[0]) && COUNTS.includes(words[1])) {
    return { type: 'count', rule: words[0], count: words[1] };
  }
  throw new LessonError(
    line,
    `unknown count {${clip(inner)}} at column ${column} (a rule, ${RULES.join(' or ')}, then ${COUNTS.join(', ')}: e.g. {mrv nodes})`
  );
}

/** Plain text with Knuth's subscripted variables (`x_l`, `x_0`) as their own pieces. */
function variables(text) {
  const pieces = [];
  for (const part of text.split(/(\b[A-Za-z]_[A-Za-z0-9]{1,3}\b)/u)) {
    if (!part) continue;
    const m = /^([A-Za-z])_([A-Za-z0-9]{1,3})$/u.exec(part);
    pieces.push(m ? { type: 'var', name: m[1], sub: m[2] } : { type: 'text', text: part });
  }
  return pieces;
}

function merge(pieces) {
  const out = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (p.type === 'text' && last?.type === 'text') last.text += p.text;
    else out.push(p.type === 'text' ? { ...p } : p);
  }
  return out;
}

function bounded(value, max, what, at) {
  if (value.length > max) throw new LessonError(at, `${what} is too long (${value.length} characters; at most ${max})`);
  return value;
}

function clip(text) {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}
