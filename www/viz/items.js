// The item panel: every primary item still to cover, with its len (how many options can still
// cover it), the one the search branches on marked, and the items with len 0 flagged (no option
// is left for them, so the search is about to back up). Secondary items are listed apart: they
// may be covered at most once, and the search never branches on them.
//
// Everything is read from the dancing links as they are now: the active items are the ones
// still in the item list, in list order, and an item's len is its header's `top`. The search
// itself stays in the engine; the mark is a display of the lens (when the last event is a
// `choose`, the engine's own choice is marked).
//
// The helpers that read items and columns from the links live here too; the puzzle view
// (puzzle-view.js) uses them for its candidates and its dead cells.

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
 * The item with the smallest len among `primary` (in list order), ties to the leftmost: the
 * rule the engine follows (minimum remaining values). -1 when no item is left.
 */
export function mrvItem(primary) {
  let best = -1;
  let least = Infinity;
  for (const { item, len } of primary) {
    if (len < least) {
      best = item;
      least = len;
    }
  }
  return best;
}

/**
 * The item to mark: `{ item, chosen }`. Right after a `choose` event it is the engine's actual
 * choice (`chosen` true); otherwise the item the engine's rule would pick now (`chosen`
 * false): with `heuristic` 'mrv' the smallest len, with 'first' the first item in the list.
 */
export function markedItem(lastEvent, primary, heuristic = 'mrv') {
  if (lastEvent?.kind === 'choose') return { item: lastEvent.item, chosen: true };
  if (heuristic === 'first') return { item: primary.length ? primary[0].item : -1, chosen: false };
  return { item: mrvItem(primary), chosen: false };
}

const optionItemsCache = new WeakMap();

/** The items of each option (from the trace's node tables), computed once per trace. */
export function optionItems(trace) {
  let table = optionItemsCache.get(trace);
  if (!table) {
    table = Array.from({ length: trace.optionCount }, () => []);
    for (let n = 0; n < trace.nodeCount; n += 1) {
      const o = trace.nodeOptions[n];
      const k = trace.nodeItems[n];
      if (o >= 0 && k >= 0) table[o].push(k);
    }
    optionItemsCache.set(trace, table);
  }
  return table;
}

/**
 * Where the search is in its cycle, from the path and the last event:
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
 * The items whose len may be 0 now without the branch being dead, or null when no len 0
 * means a dead end (the search is backing up, and uncovering gives the lens back).
 * Covering the chosen item hides the other nodes of all its options, so their items' lens
 * drop for a while:
 * - while the option being tried is being covered, only that option's items will be covered;
 * - just after the choice, any option of the chosen item may come: the items of all of them.
 * Any other active primary item with len 0 means the branch is dead: the search has chosen
 * it, or its next choice will (the engine picks the smallest len).
 */
export function pendingItems(trace, nodes = trace.links().nodes) {
  const phase = searchPhase(trace);
  if (phase === 'backing') return null;
  const pending = new Set();
  const cur = trace.levels[trace.levels.length - 1];
  if (!cur || phase === 'start' || phase === 'done') return pending;
  const table = optionItems(trace);
  const options = phase === 'covering' ? [cur.option] : columnOptions(trace, nodes, cur.item);
  for (const o of options) for (const k of table[o]) pending.add(k);
  return pending;
}

/** Whether the panel flags item `entry` ({ item, len }) as a dead end, given `pendingItems`. */
export function isDeadEnd(entry, pending) {
  return entry.len === 0 && pending !== null && !pending.has(entry.item);
}

/** The order the chips are shown in: by len, ties in list order, so the smallest comes first. */
export function byLen(list) {
  return list.map((entry, at) => ({ ...entry, at })).sort((a, b) => a.len - b.len || a.at - b.at);
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
    this.root.append(this.summary, this.primaryList, this.secondaryTitle, this.secondaryList, this.secondaryNone);
    container.append(this.root);
    this.primaryChips = [];
    this.groups = [];
    this.secondaryChips = [];
    // One scale for every bar: the longest column at the start, so a bar shrinks as options go.
    const { primary, secondary } = activeItems(trace);
    this.scale = Math.max(1, ...primary.map((e) => e.len), ...secondary.map((e) => e.len));
    this.render(null, 1);
  }

  /** Draws the lens as they are now; `change` and `progress` are not needed. */
  render() {
    const { trace } = this;
    const links = trace.links();
    const { primary, secondary } = activeItems(trace, links);
    const pending = pendingItems(trace, links.nodes);
    // The mark leaves out the items the current option is covering: they are about to go.
    const last = trace.lastEvent();
    const candidates = last?.kind === 'choose' || !pending ? primary : primary.filter((e) => !pending.has(e.item));
    const mark = markedItem(last, candidates, this.heuristic);
    const first = this.heuristic === 'first';
    if (this.dense) this.#fillGroups(primary, mark.item, pending);
    else this.#fill(this.primaryList, this.primaryChips, first ? primary : byLen(primary), mark.item, true, pending);
    if (!this.secondaryList.hidden) {
      this.#fill(this.secondaryList, this.secondaryChips, secondary, -1, false, null);
      this.secondaryNone.hidden = secondary.length > 0;
    }
    const covered = trace.primaryCount - primary.length;
    let text;
    if (primary.length === 0) {
      text = 'Every primary item is covered.';
    } else {
      const left = `${primary.length} of ${trace.primaryCount} primary ${trace.primaryCount === 1 ? 'item' : 'items'} to cover (${covered} covered). `;
      const name = mark.item >= 0 ? trace.itemName(mark.item) : '';
      const len = primary.find((e) => e.item === mark.item)?.len ?? 0;
      const dead = primary.filter((e) => isDeadEnd(e, pending)).length;
      const why = first ? 'the first item still to cover' : 'the item with the fewest options';
      if (mark.item < 0) text = `${left}The option being tried covers the rest.`;
      else if (mark.chosen) text = `${left}The search branches on ${name}, ${why} (len ${len}).`;
      else if (first) text = `${left}First in the list now: ${name} (len ${len}).`;
      else text = `${left}Fewest options now: ${name} (${len}).`;
      if (dead) text += ` ${dead === 1 ? '1 item has' : `${dead} items have`} len 0: a dead end is coming.`;
    }
    if (this.summary.textContent !== text) this.summary.textContent = text;
  }

  destroy() {
    this.root.remove();
  }

  #fillGroups(primary, marked, pending) {
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
        const empty = isDeadEnd(entry, pending);
        flagged ||= empty;
        const waiting = !empty && entry.len === 0;
        const cls = `item-token${entry.item === marked ? ' marked' : ''}${empty ? ' empty' : ''}${waiting ? ' pending' : ''}`;
        const state = `${entry.item}|${cls}`;
        if (token.state === state) return;
        token.state = state;
        token.span.hidden = false;
        token.span.className = cls;
        token.span.textContent = this.trace.itemName(entry.item);
        token.span.title =
          `${token.span.textContent}: len ${entry.len}` +
          (empty ? ' (no way to cover it: a dead end is coming)' : '') +
          (waiting ? (pending ? ' (an option at this level may still cover it)' : ' (the search is backing up: its options come back)') : '');
      });
      group.div.classList.toggle('zero', flagged);
    }
  }

  // Reuses the chips in place (chip i shows the i-th entry), writing only what changed, so a
  // panel of hundreds of items stays cheap to redraw every frame.
  // `pending`: see pendingItems (only the primary items are ever flagged).
  #fill(list, chips, entries, marked, primary, pending) {
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
      const empty = primary && isDeadEnd(entry, pending);
      const waiting = primary && !empty && entry.len === 0;
      const state = `${entry.item}:${entry.len}:${entry.item === marked}:${waiting}`;
      if (chip.state === state) continue;
      chip.state = state;
      const name = this.trace.itemName(entry.item);
      chip.name.textContent = name;
      chip.len.textContent = String(entry.len);
      chip.fill.style.width = `${(100 * Math.min(entry.len, this.scale)) / this.scale}%`;
      chip.li.classList.toggle('marked', entry.item === marked);
      chip.li.classList.toggle('empty', empty);
      chip.li.classList.toggle('pending', waiting);
      chip.li.title =
        `${name}: ${entry.len === 1 ? '1 option' : `${entry.len} options`} left` +
        (empty ? ' (no way to cover it: a dead end is coming)' : '') +
        (waiting ? (pending ? ' (an option at this level may still cover it)' : ' (the search is backing up: its options come back)') : '') +
        (entry.item === marked ? (this.heuristic === 'first' ? ' (first in the list)' : ' (the fewest)') : '');
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
  li.append(name, len, bar);
  return { li, name, len, fill, state: '' };
}
