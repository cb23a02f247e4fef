// Vite serves the page in development (`npm start`) and builds the static site in dist/
// (`npm run build`). The pages are plain ES modules: index.html and watch.html at the root, their
// modules in www/ (solver/, watch/, workers/, shared/), and the generated wasm package in
// www/pkg (scripts/build-wasm.sh).
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * Offline after one visit: a web app manifest and a Workbox service worker that precaches every
 * built file, found by glob so a new page or asset needs no entry here. The registration is a
 * script file (registerSW.js, added to every built page), never inline, for the CSP above; the
 * file is ours (public/registerSW.js, copied over the plugin's own): it does not register in
 * another site's frame, where the browser may refuse a worker.
 * Paths stay relative (`./sw.js`, scope and start_url `./`), so dist/ works under any subpath.
 * No skipWaiting: a new build installs beside the old one and takes over only once every tab of
 * the site is closed, so a page open mid-lesson never loses a file it has yet to load (an
 * update deletes the old build's files from the cache when it takes over).
 * Development (`npm start`) runs without a service worker.
 */
const offline = VitePWA({
  injectRegister: 'script',
  registerType: 'prompt',
  devOptions: { enabled: false },
  // The glob below already finds the icons.
  includeManifestIcons: false,
  manifest: {
    name: 'Dancing Links',
    short_name: 'Dancing Links',
    description: "Solve and watch Knuth's Algorithm X on dancing links: Sudoku, queens, pentominoes, exact cover.",
    start_url: './index.html',
    scope: './',
    display: 'standalone',
    // style.css: --accent and --bg.
    theme_color: '#1959b0',
    background_color: '#f6f6f2',
    lang: 'en',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // On the first visit only (no worker before it), the open page is taken over at once, so
    // the files it loads later (workers, the wasm) come from the cache when the network drops.
    clientsClaim: true,
    globPatterns: ['**/*.{html,js,css,wasm,json,svg,png,ico,webmanifest,woff2}'],
    // Several pages, no client-side routing: an address that is not a built file goes to the
    // network (and its 404), never to index.html.
    navigateFallback: null,
  },
});

export default defineConfig({
  // Relative URLs everywhere, so dist/ works from any static host and any subpath.
  base: './',
  plugins: [contentSecurityPolicy, offline],
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
