// Any exact cover problem's solution as its chosen options, each written with its item names:
// the picture of a problem given in Knuth's format or as a matrix.

/** The chosen options' texts, in the order the search chose them. */
export function optionLines(info, options) {
  return Array.from(options, (o) => info.texts[o]);
}

export function drawOptions(info, options, title, { rowWord = 'option' } = {}) {
  const root = document.createElement('div');
  root.className = 'option-list';
  const heading = document.createElement('p');
  heading.className = 'option-list-title';
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('ol');
  list.className = options.length > 12 ? 'option-lines many' : 'option-lines';
  // Options are numbered as in the text (from 1), not in the order chosen: show that number.
  for (const o of [...options].sort((a, b) => a - b)) {
    const li = document.createElement('li');
    const number = document.createElement('span');
    number.className = 'option-number';
    number.textContent = `${rowWord} ${o + 1}`;
    const items = document.createElement('span');
    items.className = 'option-items';
    items.textContent = info.texts[o];
    li.append(number, items);
    list.append(li);
  }
  root.append(list);
  return root;
}
