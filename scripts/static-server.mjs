// A static file server for the browser benchmarks (bench-web.mjs, bench-viz.mjs) and for the
// other origin that frames the player in tests/e2e/embed.spec.mjs: serves one
// directory on 127.0.0.1 only, never anything outside it, and no caching, so every page load
// is what the benchmark says it is.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves `root` on 127.0.0.1:`port`; resolves to the server once it listens. A port in use is
 * an error naming `portVariable`, the environment variable that chooses another. `headers(file)`
 * gives further response headers for a file (its path under `root`, from '/'): a host that
 * frames the player, say, sends its Content-Security-Policy this way, as a real host would.
 */
export function serve(root, port, portVariable, { headers = () => ({}) } = {}) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = resolve(base, `.${path}`);
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      ...headers(`/${file.slice(base.length + 1).split(sep).join('/')}`),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', (e) =>
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `port ${port} is already in use: free it or choose another with ${portVariable}=...`
            : `cannot listen on 127.0.0.1:${port}: ${e.message}`
        )
      )
    );
    server.listen(port, '127.0.0.1', () => resolveListen(server));
  });
}
