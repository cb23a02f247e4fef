// node examples/step.mjs: Knuth's example step by step, then back to the start.
import { Search } from 'dlx-engine';

const search = new Search({ kind: 'knuth' });
let event;
while ((event = search.step()) && event.kind !== 'solution') {
  const what = event.kind === 'try' ? ` option ${search.optionText(event.option)}` : '';
  console.log(event.step, event.kind, what);
}
console.log('solution:', search.chosen.map((o) => search.optionText(o)));
while (search.stepBack());
console.log('back at the start:', search.chosen.length === 0);
search.free();
