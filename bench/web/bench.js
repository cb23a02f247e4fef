// The bench page's script: `window.benchSet(puzzles, passes)` runs one puzzle set in a fresh
// module worker (bench-worker.js) and resolves with its pass times, node count and solutions.
window.benchSet = (puzzles, passes) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bench-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.ok) resolve(data);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`bench worker failed: ${event.message ?? 'could not load'}`));
    };
    worker.postMessage({ puzzles, passes });
  });
document.body.dataset.ready = 'true';
