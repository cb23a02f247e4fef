// A page through a bundler (e.g. `npx vite` in this folder after `npm install dlx-engine`; Vite
// needs vite-plugin-wasm for the wasm import, webpack 5 `experiments.asyncWebAssembly`): the
// bundler picks the package's browser build and bundles its Web Worker.
import { count, solve } from 'dlx-engine';

document.querySelector('#knuth').textContent = solve({ kind: 'knuth' }).join(' | ');
count({ kind: 'queens', n: 8 }).then(
  (n) => {
    document.querySelector('#queens').textContent = String(n);
  },
  (e) => {
    document.querySelector('#queens').textContent = `failed: ${e.message}`;
  },
);
