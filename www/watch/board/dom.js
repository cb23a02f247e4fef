// The elements every board of the puzzle panel (board/view.js) draws with: text set only
// when it changes (each step redraws the whole panel), a row of chips for the pieces or
// values, a row or column name.

export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * A row of chips, one per piece or value, marked as placed, being decided (the item branched
 * on) or being tried; `draw(state)` asks `state(name)` for each chip's marks. Each chip
 * carries its name as `data-<attribute>` (data-piece for a pentomino: its color).
 */
export function legend(names, title, attribute) {
  const root = document.createElement('ul');
  root.className = 'pv-legend';
  root.setAttribute('aria-label', title);
  const chips = names.map((name) => {
    const li = document.createElement('li');
    li.className = 'pv-chip';
    li.dataset[attribute] = name;
    li.textContent = name;
    root.append(li);
    return { li, name, state: null };
  });
  return {
    root,
    draw(state) {
      for (const chip of chips) {
        const { placed, deciding, tried } = state(chip.name);
        const classes = ['pv-chip', placed ? 'placed' : '', deciding ? 'deciding' : '', tried ? 'tried' : '']
          .filter(Boolean)
          .join(' ');
        if (chip.state === classes) continue;
        chip.state = classes;
        chip.li.className = classes;
        chip.li.title = `${chip.name}: ${placed ? 'placed' : 'not placed yet'}${deciding ? ', being decided' : ''}`;
      }
    },
  };
}

export function label(text) {
  const span = document.createElement('span');
  span.className = 'pv-label';
  span.textContent = text;
  return span;
}
