// A page through a bundler (e.g. `npx vite` in this folder after `npm install dlx-engine`):
// the bundler picks the package's browser build and its Web Worker.
import { count, solve } from 'dlx-engine';

document.querySelector('#knuth').textContent = solve({ kind: 'knuth' }).join(' | ');
count({ kind: 'queens', n: 8 }).then((n) => {
  document.querySelector('#queens').textContent = String(n);
});
