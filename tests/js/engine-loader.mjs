// Loads the real engine for the node tests: the wasm package that scripts/build-wasm.sh
// generates in www/pkg, and the visualizer's Trace over it. Tests that need it pass `skip` to
// node:test, so they are skipped (with a note saying why) when www/pkg has not been built.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('../../www/pkg/', import.meta.url));

export const skip = existsSync(`${pkgDir}dlx_wasm.js`) ? false : 'www/pkg is not built yet (bash scripts/build-wasm.sh)';

let loaded = null;

/** `{ Solver, memory, Trace }`: the engine's Solver, its wasm memory, and the Trace class. */
export function load() {
  loaded ??= (async () => {
    const pkg = await import('../../www/pkg/dlx_wasm.js');
    const instance = await pkg.default({ module_or_path: readFileSync(`${pkgDir}dlx_wasm_bg.wasm`) });
    const { Trace } = await import('../../www/watch/player/trace.js');
    return { Solver: pkg.Solver, memory: instance.memory, Trace };
  })();
  return loaded;
}

/**
 * Makes `fetch` answer file: URLs from disk, as a browser answers the page's own URLs: the
 * workers (worker.js, count-worker.js) fetch the engine's wasm next to their module.
 */
export function fetchFilesFromDisk() {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url, ...rest) => {
    const u = new URL(url);
    if (u.protocol !== 'file:') return realFetch(url, ...rest);
    return new Response(await readFile(u), { headers: { 'content-type': 'application/wasm' } });
  };
}
