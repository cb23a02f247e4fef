// Algorithm X's steps X1-X8 (TAOCP 7.2.2.1), told in our own words; StepsView shows the list
// beside the matrix with the current step lit. Which step an event belongs to is the engine's
// answer (src/search/steps.rs), carried by every event the trace decodes: the page never works
// it out from the events around it.

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
    text: 'Take each option of i out of every other item’s list, top to bottom, then take i out of the items to cover. Let x_l be the first option of i.',
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
    text: 'Every option of i has been tried: uncover i, putting it back among the items to cover, then its options back into the other items’ lists, bottom to top.',
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

/**
 * The step ('X1'..'X8') that `event` belongs to, as the engine said when it did the event;
 * `null` (nothing done yet) is X1.
 */
export function stepOf(event) {
  if (!event) return 'X1';
  if (!event.step) throw new Error(`the engine gave no step for a ${event.kind} event`);
  return event.step;
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
    const step = stepOf(event);
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

  // Knuth's variables at the current level: l, the item i chosen there, the option x_l; by
  // their names, as the matrix shows them.
  #renderVars() {
    const trace = this.trace;
    const level = trace.stats().level;
    const here = trace.levels[level];
    const withheld = this.mask === 'solution';
    const key = here ? `${level}:${here.item}:${here.option}:${here.k}:${withheld}` : `${level}`;
    if (key === this.varsKey) return;
    this.varsKey = key;
    const parts = [['l', String(level)]];
    if (here) {
      parts.push(['i', trace.itemName(here.item)]);
      // While a Predict question asks for the solution, the option tried (one of its answers) waits.
      if (here.option >= 0) {
        parts.push(['x_l', withheld ? '?' : trace.optionText(here.option), ` (option ${here.k} of ${here.len})`]);
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

  /** A Predict question of `kind` is open, or none (null): at a solution question x_l waits. */
  setMask(kind) {
    this.mask = kind ?? null;
    this.#renderVars();
  }

  destroy() {
    this.root.remove();
  }
}
