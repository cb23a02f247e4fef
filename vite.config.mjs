// Vite serves the page in development (`npm start`) and builds the static site in dist/
// (`npm run build`). The pages are plain ES modules: index.html and watch.html at the root, their
// modules in www/ (solver/, watch/, workers/, shared/), and the generated wasm package in
// www/pkg (scripts/build-wasm.sh).
import { defineConfig } from 'vite';

/**
 * The Content-Security-Policy of the built pages: only this site's own scripts, styles,
 * workers and fetches; no inline script or style, no eval. WebAssembly needs
 * 'wasm-unsafe-eval' (compiling a module), and nothing more. The favicon is a `data:` URL.
 * Development (`npm start`) goes without it: Vite's dev server injects styles inline.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const contentSecurityPolicy = {
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  },
};

export default defineConfig({
  // Relative URLs everywhere, so dist/ works from any static host and any subpath.
  base: './',
  plugins: [contentSecurityPolicy],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The wasm module is fetched through `new URL('dlx_wasm_bg.wasm', import.meta.url)`
    // (wasm-bindgen's web target), which Vite copies to dist/assets with a content hash;
    // never inline it as a data URL, whatever its size.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    target: 'es2022',
    // The solver (index.html), the visualizer (watch.html) and its player for other sites'
    // frames (embed.html).
    rollupOptions: {
      input: {
        main: 'index.html',
        watch: 'watch.html',
        embed: 'embed.html',
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
