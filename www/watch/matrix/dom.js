// The matrix view's elements: a toolbar, the stage with its canvas and tooltip, and a legend
// whose swatches matrix.css colors from the same variables the canvas reads. Only builds them;
// what they do is wired in matrix/input.js.

import { COLOR_LEGEND } from './colors.js';

function button(label, text, key, extra = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'mx-btn';
  b.textContent = text;
  b.setAttribute('aria-label', label);
  b.title = `${label} (${key})`;
  b.setAttribute('aria-keyshortcuts', key === '-' ? 'Minus' : key === '+' ? 'Plus' : key.toUpperCase());
  for (const [k, v] of Object.entries(extra)) b.setAttribute(k, v);
  return b;
}

const LEGEND = [
  ['primary', 'primary item'],
  ['secondary', 'secondary item'],
  ['node', 'node'],
  ['hidden', 'hidden node (dashed: the links it remembers)'],
  ['covered', 'covered item'],
  ['current', 'item being branched on'],
  ['chosen', 'chosen option'],
  ['moving', 'just moved'],
  ['solution', 'solution'],
];

/**
 * Fills `container` with the view's elements; returns `{ root, buttons, badge, caption, stage,
 * canvas, tip, legend, ctx }` (buttons: out, in, fit, current, live; badge: says a solution is shown).
 */
export function buildMatrixDom(container) {
  const root = document.createElement('div');
  root.className = 'mx';
  const bar = document.createElement('div');
  bar.className = 'mx-bar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', 'Matrix view');
  const buttons = {
    out: button('Zoom out', '−', '-'),
    in: button('Zoom in', '+', '+'),
    fit: button('Fit: the whole matrix, or a readable region of it that follows the search', 'Fit', '0'),
    current: button('Current item: zoom to the item being branched on', 'Current item', 'c'),
    live: button('Live only: hide covered items and options no longer usable', 'Live only', 'l', {
      'aria-pressed': 'false',
    }),
  };
  // Said beside the picture rather than drawn on it, where it would hide nodes.
  const badge = document.createElement('span');
  badge.className = 'mx-solved';
  badge.setAttribute('role', 'status');
  badge.textContent = 'Solution: every primary item is covered';
  badge.hidden = true;
  const caption = document.createElement('span');
  caption.className = 'mx-caption';
  bar.append(...Object.values(buttons), badge, caption);
  const stage = document.createElement('div');
  stage.className = 'mx-stage';
  const canvas = document.createElement('canvas');
  canvas.className = 'mx-canvas';
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  const tip = document.createElement('div');
  tip.className = 'mx-tip';
  tip.id = `mx-tip-${Math.random().toString(36).slice(2, 8)}`;
  tip.hidden = true;
  tip.setAttribute('role', 'status');
  canvas.setAttribute('aria-describedby', tip.id);
  stage.append(canvas, tip);
  const legend = document.createElement('ul');
  legend.className = 'mx-legend';
  legend.setAttribute('aria-label', 'Legend');
  for (const [kind, text] of LEGEND) {
    const li = document.createElement('li');
    const sw = document.createElement('span');
    sw.className = `mx-sw mx-sw-${kind}`;
    sw.setAttribute('aria-hidden', 'true');
    li.append(sw, text);
    legend.append(li);
  }
  root.append(bar, stage, legend);
  container.replaceChildren(root);
  return { root, buttons, badge, caption, stage, canvas, tip, legend, ctx: canvas.getContext('2d') };
}

/** Adds the legend's entries for colors (COLOR_LEGEND) when `on`, or takes them away. */
export function showColorLegend(legend, on) {
  for (const li of legend.querySelectorAll('li[data-colors]')) li.remove();
  if (!on) return;
  for (const [kind, text] of COLOR_LEGEND) {
    const li = document.createElement('li');
    li.dataset.colors = '';
    const sw = document.createElement('span');
    sw.className = `mx-sw mx-sw-${kind}`;
    sw.setAttribute('aria-hidden', 'true');
    li.append(sw, text);
    legend.append(li);
  }
}
