// What a change means for one frame of the matrix view: which nodes and items are in motion
// and how far (eased), what the search events highlight, and which strips of the screen the
// motion touches, so that the later frames of a change redraw only those. The events come
// from the engine through the trace; nothing here works out a link of its own.

import { outAmount } from './layout.js';
import { markMotion } from './colors.js';

const ease = (t) => (t <= 0 ? 0 : t >= 1 ? 1 : t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * What the change means for this frame: the nodes and items in motion (how far out of their
 * lists, 0..1), the most recent link events (highlighted even after they finish), and the
 * fades of search events (a new choice, an option tried, a solution). `change` and `progress`
 * as the player gives them to render; `presence` (readPresence) gets the motion applied.
 */
export function frameMotion(trace, change, progress, presence) {
  const p = progress;
  const e = ease(p);
  const m = {
    recentNodes: [],
    recentItems: [],
    movedNodes: [],
    movedItems: [],
    tryOption: -1,
    chooseItem: -1,
    tryFade: null,
    chooseFade: null,
    flash: 0,
    hasSolution: false,
    dead: -1,
    solved: false,
    marking: null,
  };
  const last = trace.lastEvent();
  const events = change ? change.events : last ? [last] : [];
  const dir = change ? change.direction : 1;
  const animating = change !== null && p < 1;
  // Where each node or item stood before the change (its first event says), so a change that
  // takes a node out and puts it back (a step to the next option) does not make it blink.
  const before = { node: new Map(), entry: new Map() };
  for (const ev of events) {
    if (ev.kind === 'hide' || ev.kind === 'unhide') {
      m.recentNodes.push(ev.node);
      if (!before.node.has(ev.node)) before.node.set(ev.node, 1 - outAmount(ev.kind, dir, 0));
    } else if (ev.kind === 'cover' || ev.kind === 'uncover') {
      m.recentItems.push(ev.item + 1);
      if (!before.entry.has(ev.item + 1)) before.entry.set(ev.item + 1, 1 - outAmount(ev.kind, dir, 0));
    } else if (ev.kind === 'try' && change) {
      m.tryOption = ev.option;
      if (animating) m.tryFade = { option: ev.option, alpha: dir > 0 ? e : 1 - e, gone: dir < 0 };
    } else if (ev.kind === 'choose' && change) {
      m.chooseItem = ev.item;
      if (animating) m.chooseFade = { item: ev.item, alpha: dir > 0 ? e : 1 - e, gone: dir < 0 };
    } else if (ev.kind === 'solution' && dir > 0 && change) {
      m.hasSolution = true;
      if (animating) m.flash = Math.sin(Math.PI * p);
    } else if (ev.kind === 'backtrack' && dir > 0) {
      m.dead = ev.item + 1;
    } else if (ev.kind === 'purify' || ev.kind === 'mark' || ev.kind === 'unmark' || ev.kind === 'unpurify') {
      m.recentNodes.push(ev.node);
    }
  }
  m.marking = markMotion(events, dir, e, animating);
  for (const [n, from] of before.node) {
    if (from === presence.node[n]) continue;
    if (animating) presence.node[n] = from + (presence.node[n] - from) * e;
    m.movedNodes.push(n);
  }
  for (const [k, from] of before.entry) {
    if (from === presence.entry[k]) continue;
    if (animating) presence.entry[k] = from + (presence.entry[k] - from) * e;
    m.movedItems.push(k);
  }
  m.solved = last?.kind === 'solution';
  return m;
}

/**
 * The screen rectangles that change with progress in the current change, or null when the
 * whole canvas does (a solution's flash, the live-only view closing up while it animates).
 * `owner` is the MatrixView, `m` the frame's motion (frameMotion).
 */
export function changedStrips(owner, m) {
  if (m.hasSolution || owner.liveOnly) return null;
  const st = owner.structure;
  const g = owner.geometry;
  const { w, h } = owner.size;
  const { s, tx, ty } = owner.view;
  const strips = [];
  const column = (e) => {
    // From the bow's reach on the left to the wrap's way back on the right, rings included.
    const x0 = (g.entryLeft[e] - 0.1) * s + tx - 4;
    const x1 = (g.entryLeft[e] + g.entryW[e]) * s + tx + 4;
    if (x1 > 0 && x0 < w) strips.push({ x0: Math.max(0, x0), y0: 0, x1: Math.min(w, x1), y1: h });
  };
  for (const n of m.movedNodes) column(st.nodeItems[n] + 1);
  for (const n of m.marking.keys()) column(st.nodeItems[n] + 1);
  if (m.movedItems.length) {
    strips.push({ x0: 0, y0: 0, x1: w, y1: Math.min(h, owner.camera.bands(g).headerBottom + 2) });
    for (const e of m.movedItems) column(e);
  }
  if (m.chooseItem >= 0) column(m.chooseItem + 1);
  if (m.tryOption >= 0) {
    const o = m.tryOption;
    const y0 = g.rowTop[o] * s + ty - 4;
    const y1 = (g.rowTop[o] + g.rowH[o]) * s + ty + 4;
    if (y1 > 0 && y0 < h) strips.push({ x0: 0, y0: Math.max(0, y0), x1: w, y1: Math.min(h, y1) });
  }
  return strips;
}
