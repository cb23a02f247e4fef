// Vite serves the page in development (`npm start`) and builds the static site in dist/
// (`npm run build`). The page is plain ES modules: index.html at the root, www/*.js, and the
// generated wasm package in www/pkg (scripts/build-wasm.sh).
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative URLs everywhere, so dist/ works from any static host and any subpath.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The wasm module is fetched through `new URL('dlx_wasm_bg.wasm', import.meta.url)`
    // (wasm-bindgen's web target), which Vite copies to dist/assets with a content hash;
    // never inline it as a data URL, whatever its size.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    target: 'es2022',
    // Two pages: the solver (index.html) and the visualizer (watch.html).
    rollupOptions: {
      input: {
        main: 'index.html',
        watch: 'watch.html',
      },
    },
  },
  // The solver runs in a module worker (`new Worker(new URL('./worker.js', import.meta.url),
  // { type: 'module' })`): bundle it as an ES module too, so it can import the engine.
  worker: {
    format: 'es',
  },
  server: {
    host: '127.0.0.1',
  },
  preview: {
    host: '127.0.0.1',
  },
});
