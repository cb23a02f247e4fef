// The bench page's script: each measurement runs in a fresh module worker, which answers once
// with `{ ok, ... }` or `{ ok: false, error }` and is then terminated.
function runWorker(url, name, message) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.ok) resolve(data);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`${name} failed: ${event.message ?? 'could not load'}`));
    };
    worker.postMessage(message);
  });
}

// `window.benchSet(puzzles, passes)`: one puzzle set (bench-worker.js): its pass times, node
// count and solutions.
window.benchSet = (puzzles, passes) =>
  runWorker(new URL('./bench-worker.js', import.meta.url), 'bench worker', { puzzles, passes });

// `window.benchPeer(solver, specs, mode, passes)`: one solver of peers.js on one workload
// (peer-worker.js): the load time, every pass's time, the answers checked.
window.benchPeer = (solver, specs, mode, passes) =>
  runWorker(new URL('./peer-worker.js', import.meta.url), 'peer worker', { solver, specs, mode, passes });

// `window.peerTexts(specs)`: the DLX text of each problem, as ours is given it (peer-worker.js).
window.peerTexts = (specs) =>
  runWorker(new URL('./peer-worker.js', import.meta.url), 'peer worker', { specs, textsOnly: true }).then((r) => r.texts);

// `window.benchPool(spec, workers, warm)`: counts the problem in a pool of each size in
// `workers` (www/workers/count-pool.js, as a page would). Each pool's first count is cold (workers
// started, engine compiled, problem built); then `warm` more counts in each pool, the pools
// taking turns so that load from elsewhere falls on all of them alike.
window.benchPool = async (spec, workers, warm) => {
  const { CountPool } = await import('../../www/workers/count-pool.js');
  const pools = workers.map((n) => new CountPool({ workers: n }));
  const runs = workers.map(() => []);
  const count = async (k) => {
    const t0 = performance.now();
    const result = await pools[k].count({ spec });
    runs[k].push({ ms: performance.now() - t0, ...result });
  };
  try {
    for (let k = 0; k < pools.length; k += 1) await count(k);
    for (let r = 0; r < warm; r += 1) {
      for (let k = 0; k < pools.length; k += 1) await count(k);
    }
  } finally {
    for (const pool of pools) pool.close();
  }
  return { cores: navigator.hardwareConcurrency, runs };
};

document.body.dataset.ready = 'true';
