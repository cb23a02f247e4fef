// The npm package's browser build (packages/dlx-engine, `browser` condition: the wasm built for
// bundlers, counts in a module Web Worker) as a bundler gives it to a page: its example page
// (examples/browser) built by Vite into a scratch folder, served here, opened in Chromium.
// Vite has no WebAssembly ES module integration of its own; the few lines of wasmModules below
// give it, as vite-plugin-wasm does. Figures: 8 queens 92 (OEIS A000170); Knuth's example's one
// solution, TAOCP 7.2.2.1 (6).

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkgDir = join(root, 'packages', 'dlx-engine');

/** `import * as wasm from './x.wasm'` for Vite: instantiate the module with its imports. */
function wasmModules() {
  return {
    name: 'wasm-modules',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.wasm')) return null;
      const bytes = readFileSync(id);
      const module = new WebAssembly.Module(bytes);
      const from = [...new Set(WebAssembly.Module.imports(module).map((i) => i.module))];
      const names = WebAssembly.Module.exports(module).map((e) => e.name);
      const ref = this.emitFile({ type: 'asset', name: id.split('/').pop(), source: bytes });
      return [
        ...from.map((m, k) => `import * as i${k} from ${JSON.stringify(m)};`),
        `const url = new URL(import.meta.ROLLUP_FILE_URL_${ref}, import.meta.url);`,
        `const imports = {${from.map((m, k) => `${JSON.stringify(m)}: i${k}`).join(', ')}};`,
        'const { instance } = await WebAssembly.instantiateStreaming(fetch(url), imports);',
        ...names.map((n) => `export const ${n} = instance.exports.${n};`),
      ].join('\n');
    },
  };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

let scratch;
let server;

test.beforeAll(async () => {
  // The package build is a cargo build and wasm-opt: minutes on a cold, busy machine.
  test.setTimeout(900_000);
  execFileSync('bash', [join(root, 'scripts', 'build-package.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
  scratch = mkdtempSync(join(tmpdir(), 'dlx-package-page-'));
  const app = join(scratch, 'app');
  cpSync(join(pkgDir, 'examples', 'browser'), app, { recursive: true });
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(pkgDir, join(app, 'node_modules', 'dlx-engine'));
  const dist = join(scratch, 'dist');
  await build({
    configFile: false,
    root: app,
    logLevel: 'warn',
    plugins: [wasmModules()],
    worker: { format: 'es', plugins: () => [wasmModules()] },
    build: { outDir: dist, emptyOutDir: true, target: 'esnext' },
  });
  server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    try {
      const body = await readFile(join(dist, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
});

test.afterAll(() => {
  server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('the package in a page built by Vite: solve in the page, count in its Web Worker', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await expect(page.locator('#knuth')).toHaveText('A D | C E F | B G');
  await expect(page.locator('#queens')).toHaveText('92');
  expect(errors).toEqual([]);
});
