// The item panel: every primary item still to cover, with its len (how many options can still
// cover it), the one the search branches on marked, and the items with len 0 flagged (no option
// is left for them, so the search is about to back up). Secondary items are listed apart: they
// may be covered at most once, and the search never branches on them.
//
// The lens are read from the dancing links as they are now: the active items are the ones
// still in the item list, in list order, and an item's len is its header's `top`. Which item
// the search branches on, and whether a dead end is coming, the engine says (nextDecision:
// the engine looks ahead to its next choice): while an option is being placed the lens are
// still moving, and the item with the fewest options now is not always the next choice, so
// the panel then says plainly that it speaks of the state once the option is in place. After a
// solution or a dead end the next choice comes once the search has backed up and tried another
// option: the panel says so, and never speaks of that option as in place.
//
// While a Predict question is open (setMask), the panel withholds what would answer it: for a
// choice or a dead end, the chips keep list order and no item is marked or flagged, and at a
// dead end the lens themselves wait (they say which item has none); the sentence about the next
// decision waits for any question.
//
// With colors (Knuth's XCC), a secondary item that the chosen options gave a color says so,
// "x is A", in its chip (tinted with the matrix's hue for it) and in a line under the chips.
//
// The helpers that read items and columns from the links live here too; the puzzle view
// (board/sudoku.js, board/queens.js) uses them for its candidates and its dead cells.

import { hueIndex, HUES } from '../matrix/index.js';
import { withCode } from './narration.js';

/**
 * The options still in the column of item `k` (from 0), top to bottom, read from the links: the
 * ones the search may still use to cover it. For a covered item this is the column as it was
 * when it was covered (covering never hides an item's own column), so for the item being
 * branched on it lists the options being tried in turn.
 */
export function columnOptions(trace, nodes, k) {
  const header = k + 1;
  const out = [];
  for (let p = nodes[4 * header + 1], guard = 0; p !== header && guard < trace.nodeCount; guard += 1) {
    out.push(trace.nodeOptions[p]);
    p = nodes[4 * p + 1];
  }
  return out;
}

/** Whether item `k` (from 0) is still in its list of active items. */
export function itemActive(items, k) {
  const prev = items[2 * (k + 1)];
  return items[2 * prev + 1] === k + 1;
}

/**
 * The items still in their lists, in list order (the order the engine scans them):
 * `{ primary: [{ item, len }], secondary: [{ item, len }] }`, items counted from 0.
 */
export function activeItems(trace, links = trace.links()) {
  const { nodes, items } = links;
  const walk = (root) => {
    const out = [];
    // The guard stops a walk that never returns to its root (which would be an engine bug).
    for (let e = items[2 * root + 1], guard = 0; e !== root && guard <= trace.itemCount; guard += 1) {
      out.push({ item: e - 1, len: nodes[4 * e + 2] });
      e = items[2 * e + 1];
    }
    return out;
  };
  return { primary: walk(0), secondary: walk(trace.itemCount + 1) };
}

/**
 * Where the search is in its cycle, from the path and the last event (for the wording):
 *   'start'     nothing done yet
 *   'choose'    it has just chosen the item to branch on
 *   'choosing'  it is covering that item (before trying its first option)
 *   'covering'  it is covering the items of the option it tries
 *   'backing'   it is uncovering, after a solution or a dead end, to try the next option
 *   'done'      the search is over
 */
export function searchPhase(trace) {
  const last = trace.lastEvent();
  if (!last) return 'start';
  if (last.kind === 'done') return 'done';
  if (last.kind === 'choose') return 'choose';
  const cur = trace.levels[trace.levels.length - 1];
  if (cur && (last.kind === 'try' || last.kind === 'cover' || last.kind === 'hide')) {
    return cur.option >= 0 ? 'covering' : 'choosing';
  }
  return 'backing';
}

/**
 * The search's next decision, as the engine tells it (Trace.outlook, the engine's
 * Search::outlook: it steps ahead to its next choice and back), in the form the panels show:
 *   { when, item, len, after, toCover, doomed }
 *   when     'chosen'    the last event chose `item` (with `len` options)
 *            'now'       the search chooses `item` next, by the lens shown now
 *            'after'     it chooses `item` (then with `len` options) once option `after` is in
 *                        place: the lens shown are still moving
 *            'solution'  once option `after` is in place, every primary item is covered
 *            'done'      the search ends without choosing again
 *            'unknown'   the engine could not look ahead (no history)
 *   item     the item chosen or to be chosen, or -1; `len` its len then
 *   after    the option placed before the choice (or the solution), or -1
 *   backsUp  whether the search first takes back options it placed (after a solution or a
 *            dead end): `after` is then an option still to be tried, not one in place
 *   toCover  the items the option being placed has still to cover (not begun)
 *   doomed   the primary items with no option left at the next choice: a dead end is coming
 *            (with MRV the search chooses one of them and backs up)
 *   emptyList when no primary item is in the list, why (the engine's EmptyList): `{ kind:
 *            'covered' }`, or `{ kind: 'chosen', item, len, tried }` when the chosen item is
 *            out of the list with no option of it in place; `null` while items are left
 */
export function nextDecision(trace) {
  const last = trace.lastEvent();
  const outlook = trace.outlook();
  const toCover = outlook.toCover ?? [];
  const emptyList = outlook.emptyList ?? null;
  const next = outlook.next;
  const after = next.after ?? -1;
  if (last?.kind === 'choose') {
    // The choice is made: any item without an option now is a dead end (the chosen one, with MRV).
    const { primary } = activeItems(trace);
    const doomed = new Set(primary.filter((e) => e.len === 0).map((e) => e.item));
    return { when: 'chosen', item: last.item, len: last.len, after: -1, backsUp: false, toCover, doomed, emptyList };
  }
  const backsUp = Boolean(next.backsUp);
  if (next.kind === 'choose') {
    return { when: next.settled ? 'now' : 'after', item: next.item, len: next.len, after, backsUp, toCover, doomed: new Set(next.empty), emptyList };
  }
  return { when: next.kind, item: -1, len: 0, after, backsUp, toCover, doomed: new Set(), emptyList };
}

/** Whether item `entry` ({ item, len }) is shown as a dead end: no option now, and none to come. */
export function isDeadEnd(entry, decision) {
  return entry.len === 0 && decision.doomed.has(entry.item);
}

/** The order the chips are shown in: by len, ties in list order, so the smallest comes first. */
export function byLen(list) {
  return list.map((entry, at) => ({ ...entry, at })).sort((a, b) => a.len - b.len || a.at - b.at);
}

/**
 * The sentence above the chips: how many primary items are left (`primary`, from activeItems),
 * and the search's next decision (`decision`, from nextDecision) under `heuristic` ('mrv' or
 * 'first'). When the lens shown are still moving (an option is being placed, or the search is
 * backing up), it says that it speaks of the state once the option is in place.
 */
export function itemsSummary(trace, primary, decision, heuristic = 'mrv') {
  const covered = trace.primaryCount - primary.length;
  const left =
    primary.length === 0
      ? emptyListWords(trace, decision.emptyList)
      : `${primary.length} of ${trace.primaryCount} primary ${trace.primaryCount === 1 ? 'item' : 'items'} to cover (${covered} covered). `;
  const first = heuristic === 'first';
  const why = first ? 'the first item still to cover' : 'the item with the fewest options';
  const name = decision.item >= 0 ? trace.itemName(decision.item) : '';
  const option = decision.after >= 0 ? `option ${quoteOption(trace.optionText(decision.after))}` : '';
  const still = decision.toCover.length
    ? ` (${decision.toCover.length === 1 ? 'item' : 'items'} ${decision.toCover.map((k) => trace.itemName(k)).join(', ')} still to cover)`
    : '';
  let text;
  switch (decision.when) {
    case 'chosen':
      text = `${left}The search branches on ${name}, ${why} (len ${decision.len}).`;
      break;
    case 'now':
      text = first
        ? `${left}First in the list now: ${name} (len ${decision.len}), the next choice.`
        : `${left}Fewest options now: ${name} (${decision.len}), the next choice.`;
      break;
    case 'after':
      text = decision.backsUp
        ? `${left}Next the search backs up${option ? ` and tries ${option}` : ''}; then it branches on ${name}, ${why} then (len ${decision.len}).`
        : `${left}Once ${option} is in place${still}, the search branches on ${name}, ${why} then (len ${decision.len}).`;
      break;
    case 'solution':
      text = decision.backsUp
        ? `${left}Next the search backs up${option ? ` and tries ${option}` : ''}, which completes another solution.`
        : `${left}Once ${option} is in place${still}, every primary item is covered: a solution.`;
      break;
    case 'done':
      text = `${left}The search ends without choosing again.`;
      break;
    default:
      text = left.trim();
  }
  const dead = primary.filter((e) => isDeadEnd(e, decision)).length;
  if (dead) text += ` ${dead === 1 ? '1 item has' : `${dead} items have`} len 0: a dead end is coming.`;
  return text;
}

/**
 * Why no primary item is left in the list, as the engine says (`emptyList`, from its outlook):
 * at a solution every one is covered by an option, but X4 takes the chosen item out before an
 * option covers it, so at a dead end (MRV chose an item with no option) none ever will, and
 * "every primary item is covered" would read like a solution. Unsaid (`null`, while a Predict
 * question is open) it says only that the list is empty.
 */
function emptyListWords(trace, emptyList) {
  if (emptyList?.kind === 'covered') return 'Every primary item is covered. ';
  if (emptyList?.kind !== 'chosen') return 'No primary item is left in the list. ';
  const name = trace.itemName(emptyList.item);
  if (emptyList.len === 0) return `No primary item is left in the list, but no option covers ${name}: a dead end, not a solution. `;
  if (emptyList.tried) return `No primary item is left in the list; ${name} is not covered: its options have all been tried, and the search backs up. `;
  return `No primary item is left in the list; ${name} is not covered by an option yet. `;
}

/**
 * The color the chosen options give item `k` now, as the engine says (Trace.itemColor), in
 * words: "x is A", or '' when they give it none.
 */
export function itemColorWords(trace, k) {
  const code = trace.itemColor(k);
  return code ? `${trace.itemName(k)} is ${trace.colorNames[code - 1]}` : '';
}

/** The line under the secondary items of a problem with colors: which have a color now. */
export function colorsSummary(trace) {
  if (!trace.hasColors) return '';
  const words = [];
  for (let k = trace.primaryCount; k < trace.itemCount; k += 1) {
    const said = itemColorWords(trace, k);
    if (said) words.push(said);
  }
  return words.length
    ? `Colors given by the chosen options: ${words.join(', ')}.`
    : 'No secondary item has a color yet: no chosen option gives one.';
}

/** No decision told: what the panel draws while a Predict question on the next choice is open. */
const UNSAID = Object.freeze({ when: 'unknown', item: -1, len: 0, after: -1, backsUp: false, toCover: [], doomed: new Set(), emptyList: null });

/** An option named as the narration names it: by its items, `A D G` (shown as code). */
function quoteOption(text) {
  return `\`${text}\``;
}

export class ItemsView {
  /**
   * @param container  an empty element; the view builds its own content inside
   * @param trace      the Trace to show
   * @param heuristic  the engine's branching rule: 'mrv' (fewest options; the chips are
   *                   sorted by len) or 'first' (the first item; the chips keep list order)
   * @param dense      group the primary items by len, names only (default: when there are
   *                   more than 60 primary items, as in a 9x9 Sudoku)
   */
  constructor(container, trace, { heuristic = 'mrv', dense = trace.primaryCount > 60 } = {}) {
    this.trace = trace;
    this.heuristic = heuristic;
    this.dense = dense;
    this.root = document.createElement('section');
    this.root.className = 'items-view';
    this.root.setAttribute('aria-label', 'Items still to cover');
    this.summary = document.createElement('p');
    this.summary.className = 'items-summary';
    this.primaryList = dense ? groupList() : chipList('Primary items still to cover, with their len');
    this.secondaryTitle = document.createElement('p');
    this.secondaryTitle.className = 'items-secondary-title';
    this.secondaryTitle.textContent = 'Secondary items (each used at most once; never branched on):';
    this.secondaryList = chipList('Secondary items still free, with their len');
    this.secondaryList.classList.add('secondary');
    this.secondaryNone = document.createElement('p');
    this.secondaryNone.className = 'items-none';
    this.secondaryNone.textContent = 'None free: every one is used by a chosen option.';
    const hasSecondary = trace.itemCount > trace.primaryCount;
    this.secondaryTitle.hidden = !hasSecondary;
    this.secondaryList.hidden = !hasSecondary;
    this.secondaryNone.hidden = true;
    this.colors = document.createElement('p');
    this.colors.className = 'items-colors';
    this.colors.hidden = !trace.hasColors;
    this.masked = document.createElement('p');
    this.masked.className = 'items-none items-masked';
    this.masked.textContent = 'The lens come back once you answer: they would give the answer away.';
    this.masked.hidden = true;
    /** The kind of the Predict question open now (null: none), see setMask. */
    this.mask = null;
    this.root.append(this.summary, this.masked, this.primaryList, this.secondaryTitle, this.secondaryList, this.secondaryNone, this.colors);
    container.append(this.root);
    this.primaryChips = [];
    this.groups = [];
    this.secondaryChips = [];
    // One scale for every bar: the longest column at the start, so a bar shrinks as options go.
    const { primary, secondary } = activeItems(trace);
    this.scale = Math.max(1, ...primary.map((e) => e.len), ...secondary.map((e) => e.len));
    this.render(null, 1);
  }

  /**
   * A Predict question is open (its kind: 'choose', 'deadEnd', 'cover', 'solution') or none
   * (null): the panel withholds what would answer it, and shows everything again after.
   */
  setMask(kind) {
    if (this.mask === (kind ?? null)) return;
    this.mask = kind ?? null;
    this.root.dataset.mask = this.mask ?? '';
    this.render();
  }

  /** Draws the lens as they are now; `change` and `progress` are not needed. */
  render() {
    const { trace } = this;
    const links = trace.links();
    const { primary, secondary } = activeItems(trace, links);
    // A choice or a dead end asked: nothing says which item the search takes next.
    const hideChoice = this.mask === 'choose' || this.mask === 'deadEnd';
    const decision = hideChoice ? UNSAID : nextDecision(trace);
    const listOrder = this.heuristic === 'first' || hideChoice;
    const hideLens = this.mask === 'deadEnd';
    if (this.masked.hidden === hideLens) this.masked.hidden = !hideLens;
    if (this.primaryList.hidden !== hideLens) this.primaryList.hidden = hideLens;
    this.summary.hidden = this.mask !== null;
    if (hideLens) {
      // The list is not drawn: its chips are drawn afresh after.
    } else if (this.dense) this.#fillGroups(primary, decision);
    else this.#fill(this.primaryList, this.primaryChips, listOrder ? primary : byLen(primary), decision, true);
    if (!this.secondaryList.hidden) {
      this.#fill(this.secondaryList, this.secondaryChips, secondary, null, false);
      this.secondaryNone.hidden = secondary.length > 0;
    }
    const text = itemsSummary(trace, primary, decision, this.heuristic);
    if (this.summary.dataset.text !== text) {
      this.summary.dataset.text = text;
      this.summary.replaceChildren(...withCode(text));
    }
    if (!this.colors.hidden) {
      const colors = colorsSummary(trace);
      if (this.colors.textContent !== colors) this.colors.textContent = colors;
    }
  }

  /** What a chip's tooltip adds to its len: why it is marked or flagged. */
  #note(entry, decision) {
    if (!decision || decision === UNSAID) return '';
    if (isDeadEnd(entry, decision)) return ' (no way to cover it: a dead end is coming)';
    if (entry.len === 0) {
      return searchPhase(this.trace) === 'backing'
        ? ' (the search is backing up: its options come back)'
        : ' (an option at this level will still cover it)';
    }
    if (entry.item !== decision.item) return '';
    const rule = this.heuristic === 'first' ? 'first in the list' : 'the fewest';
    if (decision.when === 'chosen') return ` (chosen: ${rule})`;
    if (decision.when === 'now') return ` (the next choice: ${rule})`;
    // A tooltip shows plain text: the option by its items, without code marks.
    const option = decision.after >= 0 ? `option ${this.trace.optionText(decision.after)}` : '';
    if (decision.backsUp) return ` (the next choice, once the search has backed up${option ? ` and tried ${option}` : ''})`;
    return ` (the next choice, once ${option} is in place)`;
  }

  destroy() {
    this.root.remove();
  }

  #fillGroups(primary, decision) {
    const marked = decision.item;
    const byLength = [];
    for (const entry of primary) {
      const len = Math.min(entry.len, this.scale);
      (byLength[len] ??= []).push(entry);
    }
    for (let len = 0; len <= this.scale; len += 1) {
      const entries = byLength[len] ?? [];
      let group = this.groups[len];
      if (!group) {
        if (entries.length === 0) continue;
        group = makeGroup(len);
        // Keep the lines in len order whatever order they were made in.
        const next = this.groups.slice(len + 1).find(Boolean);
        this.primaryList.insertBefore(group.div, next ? next.div : null);
        this.groups[len] = group;
      }
      group.div.hidden = entries.length === 0;
      if (entries.length === 0) continue;
      const count = `${entries.length}`;
      if (group.count.textContent !== count) group.count.textContent = count;
      while (group.tokens.length < entries.length) {
        const token = document.createElement('span');
        token.setAttribute('role', 'listitem');
        group.names.append(token);
        group.tokens.push({ span: token, state: '' });
      }
      let flagged = false;
      group.tokens.forEach((token, i) => {
        const entry = entries[i];
        if (!entry) {
          if (token.state !== 'hidden') {
            token.span.hidden = true;
            token.state = 'hidden';
          }
          return;
        }
        const empty = isDeadEnd(entry, decision);
        flagged ||= empty;
        const waiting = !empty && entry.len === 0 && decision !== UNSAID;
        const cls = `item-token${entry.item === marked ? ' marked' : ''}${empty ? ' empty' : ''}${waiting ? ' pending' : ''}`;
        const state = `${entry.item}|${cls}`;
        if (token.state === state) return;
        token.state = state;
        token.span.hidden = false;
        token.span.className = cls;
        token.span.textContent = this.trace.itemName(entry.item);
        token.span.title = `${token.span.textContent}: len ${entry.len}${this.#note(entry, decision)}`;
      });
      group.div.classList.toggle('zero', flagged);
    }
  }

  // Reuses the chips in place (chip i shows the i-th entry), writing only what changed, so a
  // panel of hundreds of items stays cheap to redraw every frame.
  // `decision`: see nextDecision (null for the secondary items, never marked or flagged).
  #fill(list, chips, entries, decision, primary) {
    const marked = decision?.item ?? -1;
    while (chips.length < entries.length) {
      const chip = makeChip();
      list.append(chip.li);
      chips.push(chip);
    }
    for (let i = 0; i < chips.length; i += 1) {
      const chip = chips[i];
      const entry = entries[i];
      if (!entry) {
        if (!chip.li.hidden) chip.li.hidden = true;
        continue;
      }
      if (chip.li.hidden) chip.li.hidden = false;
      const empty = primary && isDeadEnd(entry, decision);
      const waiting = primary && !empty && entry.len === 0 && decision !== UNSAID;
      const note = primary ? this.#note(entry, decision) : '';
      const code = primary ? 0 : this.trace.itemColor?.(entry.item) ?? 0;
      const state = `${entry.item}:${entry.len}:${entry.item === marked}:${note}:${code}`;
      if (chip.state === state) continue;
      chip.state = state;
      const name = this.trace.itemName(entry.item);
      chip.name.textContent = name;
      chip.len.textContent = String(entry.len);
      chip.fill.style.width = `${(100 * Math.min(entry.len, this.scale)) / this.scale}%`;
      chip.li.classList.toggle('marked', entry.item === marked);
      chip.li.classList.toggle('empty', empty);
      chip.li.classList.toggle('pending', waiting);
      // A color: the chip takes its hue (matrix.css) and says it, "x is A".
      const color = code ? itemColorWords(this.trace, entry.item) : '';
      if (!primary) {
        chip.li.classList.toggle('colored', code > 0);
        for (let h = 0; h < HUES; h += 1) chip.li.classList.toggle(`hue-${h + 1}`, code > 0 && hueIndex(code) === h);
      }
      chip.color.hidden = !code;
      chip.color.textContent = color;
      chip.li.title = `${name}: ${entry.len === 1 ? '1 option' : `${entry.len} options`} left${note}${color ? `; ${color}` : ''}`;
      chip.li.setAttribute('aria-label', chip.li.title);
    }
  }
}

function groupList() {
  const div = document.createElement('div');
  div.className = 'item-groups';
  div.setAttribute('role', 'list');
  div.setAttribute('aria-label', 'Primary items still to cover, grouped by len');
  return div;
}

function chipList(name) {
  const ul = document.createElement('ul');
  ul.className = 'item-chips';
  ul.setAttribute('aria-label', name);
  return ul;
}

// The dense form: one line per len, the item names in list order after it. The lines and the
// names in them are reused in place, like the chips.
function makeGroup(len) {
  const div = document.createElement('div');
  div.className = 'item-group';
  const label = document.createElement('span');
  label.className = 'item-group-len';
  const value = document.createElement('b');
  value.textContent = `len ${len}`;
  const count = document.createElement('span');
  count.className = 'item-group-count';
  label.append(value, ' ', count);
  const names = document.createElement('span');
  names.className = 'item-group-names';
  div.append(label, names);
  return { div, count, names, tokens: [] };
}

function makeChip() {
  const li = document.createElement('li');
  li.className = 'item-chip';
  const name = document.createElement('span');
  name.className = 'item-name';
  const len = document.createElement('span');
  len.className = 'item-len';
  const bar = document.createElement('span');
  bar.className = 'item-bar';
  bar.setAttribute('aria-hidden', 'true');
  const fill = document.createElement('span');
  bar.append(fill);
  const color = document.createElement('span');
  color.className = 'item-color';
  color.hidden = true;
  li.append(name, len, bar, color);
  return { li, name, len, fill, color, state: '' };
}
