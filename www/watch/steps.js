// Algorithm X's steps X1-X8 (TAOCP 7.2.2.1), told in our own words, and which step each event
// of the trace belongs to; StepsView shows the list beside the matrix with the current step lit.
//
// Which step an event belongs to. Most kinds say it alone:
//   (no event yet) X1   choose X3   try X5   solution X2   backtrack X7   done X8
// Link events need their context, the nearest search event before them (the engine never puts
// a search event inside a cover or an uncover, so that event starts the run they belong to):
//   cover, hide       after a choose: covering the chosen item i        -> X4
//                     after a try: covering the other items of x_l      -> X5
//   unhide, uncover   after a solution: taking x_l back                 -> X6
//                     after a backtrack: up to and including the first uncover, putting i back
//                     (X7); after that first uncover, the engine has left the level (X8, which
//                     has no event of its own) and is taking back the option one level up -> X6
// "Before" is in time: for an event just done it is the log before it; for an event just undone
// (direction -1) the log up to the current position, which the undo left intact.

/** The eight steps: id, a short title, and what the step does, for a student. */
export const STEPS = Object.freeze([
  {
    id: 'X1',
    title: 'Initialize',
    text: 'Link every item into the list of items to cover and every option into the columns of its items. Start at level 0.',
  },
  {
    id: 'X2',
    title: 'Enter level l',
    text: 'If no primary item is left to cover, the options on the path are a solution: report it and go to X8.',
  },
  {
    id: 'X3',
    title: 'Choose i',
    text: 'Pick a primary item i that is still to cover, to branch on.',
  },
  {
    id: 'X4',
    title: 'Cover i',
    text: 'Take i out of the items to cover and take its options out of every other item’s list. Let x_l be the first option of i.',
  },
  {
    id: 'X5',
    title: 'Try x_l',
    text: 'If no option of i is left, go to X7. Otherwise cover the other items of option x_l, go one level deeper and back to X2.',
  },
  {
    id: 'X6',
    title: 'Try again',
    text: 'Take x_l back: uncover its other items in the reverse order. Let x_l be the next option of i and go to X5.',
  },
  {
    id: 'X7',
    title: 'Backtrack',
    text: 'Every option of i has been tried: uncover i, so that its options come back.',
  },
  {
    id: 'X8',
    title: 'Leave level l',
    text: 'At level 0 the search is over. Otherwise go up to level l − 1 and carry on at X6.',
  },
]);

/** How X3 picks its item under each branching rule. */
const CHOICE = {
  mrv: 'Pick the primary item i with the fewest options left (the first one on a tie).',
  first: 'Pick the first primary item i that is still to cover.',
};

/**
 * Text with Knuth's variables set as in the book: i and l in italics, x_l as x with a
 * subscript l. Returns DOM nodes.
 */
function withVariables(text) {
  const nodes = [];
  for (const part of text.split(/(x_l|\b[il]\b)/)) {
    if (part === 'x_l') {
      const x = document.createElement('var');
      x.textContent = 'x';
      const sub = document.createElement('sub');
      const l = document.createElement('var');
      l.textContent = 'l';
      sub.append(l);
      nodes.push(x, sub);
    } else if (part === 'i' || part === 'l') {
      const v = document.createElement('var');
      v.textContent = part;
      nodes.push(v);
    } else if (part) {
      nodes.push(part);
    }
  }
  return nodes;
}

function isLink(kind) {
  return kind === 'cover' || kind === 'hide' || kind === 'unhide' || kind === 'uncover';
}

/**
 * The events before `event` in time, nearest first. `since` are the events between it and the
 * trace's current state, as in a renderer's `change.events` after it (see stepOf).
 */
function* eventsBefore(trace, direction, since) {
  let i;
  if (direction < 0) {
    // Undone events: the ones undone after it happened before it.
    yield* since;
    i = trace.position - 1;
  } else {
    i = trace.position - 2 - since.length;
  }
  for (; i >= 0; i -= 1) yield trace.eventAt(i);
}

/**
 * The step ('X1'..'X8') that `event` belongs to. `event` is the event that made the trace's
 * current state (direction 1, e.g. `trace.lastEvent()`) or the one just undone (direction -1);
 * for an earlier event of the same change, pass the events after it in the change as `since`.
 * `null` (nothing done yet) is X1.
 */
export function stepOf(event, trace, direction = 1, since = []) {
  if (!event) return 'X1';
  switch (event.kind) {
    case 'choose':
      return 'X3';
    case 'try':
      return 'X5';
    case 'solution':
      return 'X2';
    case 'backtrack':
      return 'X7';
    case 'done':
      return 'X8';
    case 'cover':
    case 'hide':
      for (const e of eventsBefore(trace, direction, since)) {
        if (!isLink(e.kind)) return e.kind === 'choose' ? 'X4' : 'X5';
      }
      return 'X4';
    case 'unhide':
    case 'uncover': {
      let uncovers = 0;
      for (const e of eventsBefore(trace, direction, since)) {
        if (e.kind === 'uncover') uncovers += 1;
        else if (!isLink(e.kind)) return e.kind === 'backtrack' && uncovers === 0 ? 'X7' : 'X6';
      }
      return 'X6';
    }
    default:
      throw new Error(`unknown event kind ${event.kind}`);
  }
}

/**
 * The list of steps, with the current one highlighted (and marked as being undone when
 * stepping back). Under the list, the values of Knuth's variables now: the level l, the item
 * i chosen there and the option x_l being tried.
 */
export class StepsView {
  /**
   * @param container  an empty element
   * @param trace      the Trace to read
   * @param options    `heuristic`: 'mrv' or 'first', the branching rule (for X3's text);
   *                   `compact`: explain only the current step (the others show their titles)
   */
  constructor(container, trace, { heuristic = 'mrv', compact = false } = {}) {
    this.trace = trace;
    this.root = document.createElement('section');
    this.root.className = compact ? 'explain-steps compact' : 'explain-steps';
    this.root.setAttribute('aria-label', 'Algorithm X, step by step');
    const heading = document.createElement('h2');
    heading.className = 'explain-heading';
    heading.textContent = 'Algorithm X';
    const list = document.createElement('ol');
    list.className = 'explain-step-list';
    this.rows = new Map();
    for (const step of STEPS) {
      const li = document.createElement('li');
      li.className = 'explain-step';
      li.dataset.step = step.id;
      const id = document.createElement('span');
      id.className = 'explain-step-id';
      id.textContent = step.id;
      const title = document.createElement('span');
      title.className = 'explain-step-title';
      title.append(...withVariables(step.title));
      const text = document.createElement('span');
      text.className = 'explain-step-text';
      text.append(...withVariables(step.id === 'X3' ? (CHOICE[heuristic] ?? step.text) : step.text));
      li.append(id, title, text);
      list.append(li);
      this.rows.set(step.id, li);
    }
    // Compact: the titles in a fixed grid, the current step's text in a box under it (the
    // list keeps its shape as the step changes, so the eye finds the lit title).
    this.nowText = document.createElement('p');
    this.nowText.className = 'explain-step-now';
    this.texts = new Map();
    for (const step of STEPS) this.texts.set(step.id, step.id === 'X3' ? (CHOICE[heuristic] ?? step.text) : step.text);
    this.vars = document.createElement('p');
    this.vars.className = 'explain-vars';
    if (compact) {
      // Compact keeps the list short enough to see whole; every step's text is a click away.
      const all = document.createElement('button');
      all.type = 'button';
      all.className = 'explain-all';
      all.textContent = 'Explain all';
      all.title = 'Show what every step does, not only the current one';
      all.setAttribute('aria-pressed', 'false');
      all.addEventListener('click', () => {
        const on = all.getAttribute('aria-pressed') !== 'true';
        all.setAttribute('aria-pressed', String(on));
        this.root.classList.toggle('compact', !on);
      });
      heading.append(all);
    }
    this.root.append(heading, list, this.nowText, this.vars);
    container.append(this.root);
    this.current = null;
    this.varsKey = '';
    this.cache = { position: -1, direction: 0, event: null, step: 'X1' };
    this.render(null);
  }

  /**
   * Lights the step of the latest event (of `change`, or of the state after a seek). The step
   * changes with the event, not with the animation's `progress`.
   */
  render(change) {
    const trace = this.trace;
    let event = null;
    let direction = 1;
    if (change && change.events.length > 0) {
      direction = change.direction;
      // The event next to the current state: done last, or undone last.
      event = change.events[change.events.length - 1];
    } else {
      event = trace.lastEvent();
    }
    const step = this.#step(event, direction);
    if (step !== this.current) {
      this.rows.get(this.current)?.classList.remove('current');
      this.rows.get(this.current)?.removeAttribute('aria-current');
      const row = this.rows.get(step);
      row.classList.add('current');
      row.setAttribute('aria-current', 'step');
      this.current = step;
      this.nowText.replaceChildren(...withVariables(this.texts.get(step)));
    }
    this.root.classList.toggle('undoing', direction < 0);
    this.#renderVars();
  }

  // The step search scans back through a cover or uncover; a frame redrawn at the same
  // position (the animation running on) reuses the answer.
  #step(event, direction) {
    const c = this.cache;
    const { position } = this.trace;
    if (c.position === position && c.direction === direction && c.event === event) return c.step;
    const step = stepOf(event, this.trace, direction);
    this.cache = { position, direction, event, step };
    return step;
  }

  // Knuth's variables at the current level: l, the item i chosen there, the option x_l; by
  // their names, as the matrix shows them.
  #renderVars() {
    const trace = this.trace;
    const level = trace.stats().level;
    const here = trace.levels[level];
    const key = here ? `${level}:${here.item}:${here.option}:${here.k}` : `${level}`;
    if (key === this.varsKey) return;
    this.varsKey = key;
    const parts = [['l', String(level)]];
    if (here) {
      parts.push(['i', trace.itemName(here.item)]);
      if (here.option >= 0) {
        parts.push(['x_l', trace.optionText(here.option), ` (option ${here.k} of ${here.len})`]);
      }
    }
    const nodes = [];
    for (const [name, value, after] of parts) {
      const item = document.createElement('span');
      item.className = 'explain-var';
      const code = document.createElement('code');
      code.textContent = value;
      item.append(...withVariables(name), ' = ', code, after ?? '');
      nodes.push(item);
    }
    this.vars.replaceChildren(...nodes);
  }

  destroy() {
    this.root.remove();
  }
}
