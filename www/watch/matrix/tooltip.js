// What hovering (or tapping) a node of the matrix tells: its links as the engine holds them
// (nodeInfo, also what the view's onHover receives), put in words in the tooltip beside it.

import { colorWords } from './colors.js';

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/**
 * What a student may want to know about node n: `{ node, kind ('root' | 'header' | 'node'),
 * item, itemName, primary, option, optionText, up, down, left, right, hidden, covered, len,
 * prev, next, color }` (neighbours as node numbers; prev/next as item-list entries for headers;
 * color as the engine says: a node's color code, negative when marked, or the color code the
 * chosen options gave a header's item; 0 for none).
 * `st` is the matrixStructure of trace `t`.
 */
export function nodeInfo(st, t, n) {
  const { nodes, items } = t.links();
  const covered = (e) => items[2 * items[2 * e] + 1] !== e;
  if (n <= st.itemCount) {
    const item = n - 1;
    return {
      node: n,
      kind: n === 0 ? 'root' : 'header',
      item,
      itemName: n === 0 ? 'root' : t.itemName(item),
      primary: n === 0 || item < st.primaryCount,
      option: -1,
      optionText: '',
      up: nodes[4 * n],
      down: nodes[4 * n + 1],
      left: -1,
      right: -1,
      prev: items[2 * n],
      next: items[2 * n + 1],
      len: n === 0 ? 0 : nodes[4 * n + 2],
      hidden: false,
      covered: n > 0 && covered(n),
      color: n === 0 ? 0 : t.itemColor?.(item) ?? 0,
    };
  }
  const item = st.nodeItems[n];
  const option = st.nodeOptions[n];
  return {
    node: n,
    kind: 'node',
    item,
    itemName: t.itemName(item),
    primary: item < st.primaryCount,
    option,
    optionText: t.optionText(option),
    up: nodes[4 * n],
    down: nodes[4 * n + 1],
    left: st.left[n],
    right: st.right[n],
    prev: -1,
    next: -1,
    len: -1,
    hidden: nodes[4 * nodes[4 * n] + 1] !== n,
    covered: covered(item + 1),
    color: t.hasColors ? t.nodeColors()[n] : 0,
  };
}

/** The tooltip of a MatrixView (`owner`): reads its structure, trace, view and hovered node. */
export class MatrixTooltip {
  constructor(owner, tip) {
    this.owner = owner;
    this.tip = tip;
    this.text = '';
  }

  /** "node 14 (A D G, under D)", "the header of D", "the root". */
  #describe(n) {
    const { structure: st, trace } = this.owner;
    if (n === 0) return 'the root';
    if (n <= st.itemCount) return `the header of ${trace.itemName(n - 1)}`;
    return `node ${n} (${trace.optionText(st.nodeOptions[n])}, under ${trace.itemName(st.nodeItems[n])})`;
  }

  #entryName(e) {
    const st = this.owner.structure;
    if (e === 0) return 'the root';
    if (e === st.itemCount + 1) return 'the secondary root';
    return this.owner.trace.itemName(e - 1);
  }

  #lines(info) {
    if (!info) return [];
    if (info.kind === 'root') {
      return [
        ['The root', 'the head of the list of primary items still to cover'],
        ['next', this.#entryName(info.next)],
        ['prev', this.#entryName(info.prev)],
      ];
    }
    if (info.kind === 'header') {
      const kind = info.primary ? 'primary item' : 'secondary item';
      const color = info.color ? `; ${this.owner.trace.itemName(info.item)} is ${this.owner.trace.colorNames[info.color - 1]}` : '';
      return [
        [`Item ${info.itemName}`, `${kind}, len ${info.len}${info.covered ? ' (covered: out of the item list)' : ''}${color}`],
        ['prev, next', `${this.#entryName(info.prev)}, ${this.#entryName(info.next)}`],
        ['up', this.#describe(info.up)],
        ['down', this.#describe(info.down)],
      ];
    }
    const state = info.hidden
      ? 'hidden: its column skips it, but it remembers its up and down'
      : info.covered
        ? 'in a covered column'
        : 'in its column';
    const color = colorWords(this.owner.trace.colorNames ?? [], info.color);
    return [
      [`Node ${info.node}`, `option ${info.optionText}, item ${info.itemName}`],
      ['', state],
      ...(color ? [['', color]] : []),
      ['up', this.#describe(info.up)],
      ['down', this.#describe(info.down)],
      ['left, right', `${this.#describe(info.left)}; ${this.#describe(info.right)}`],
    ];
  }

  /** Shows `info` (a nodeInfo), or hides the tooltip for null; the DOM is touched only on a change. */
  show(info) {
    const lines = this.#lines(info);
    const text = lines.map((l) => l.join(': ')).join('\n');
    if (text === this.text) return;
    this.text = text;
    if (!info) {
      this.tip.hidden = true;
      this.tip.replaceChildren();
      return;
    }
    const rows = lines.map(([head, body], i) => {
      const div = document.createElement('div');
      if (i === 0) {
        const b = document.createElement('strong');
        b.textContent = head;
        div.append(b, ` ${body}`);
      } else if (head) {
        const k = document.createElement('span');
        k.className = 'mx-tip-key';
        k.textContent = `${head}: `;
        div.append(k, body);
      } else div.append(body);
      return div;
    });
    this.tip.replaceChildren(...rows);
    this.tip.hidden = false;
    this.place();
  }

  place() {
    if (this.tip.hidden) return;
    const owner = this.owner;
    const { w, h } = owner.stageSize();
    // Beside the node wherever it is now (it moves with zoom and pan), inside the stage.
    const p = owner.nodePosition(owner.hovered) ?? { x: 0, y: 0 };
    const gap = 0.4 * owner.view.s + 8;
    const tw = this.tip.offsetWidth;
    const th = this.tip.offsetHeight;
    let x = p.x + gap;
    let y = p.y + gap;
    if (x + tw > w - 4) x = p.x - tw - gap;
    if (y + th > h - 4) y = p.y - th - gap;
    x = clamp(x, 4, Math.max(4, w - tw - 4));
    y = clamp(y, 4, Math.max(4, h - th - 4));
    this.tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
  }
}
