// A worker of the browser comparison: runs one solver of peers.js on one workload, in a fresh
// module instance, so that its first pass is cold (nothing compiled or warmed up yet) and the
// passes after it are warm. Each problem is encoded by our engine first and handed to the
// solver in its own input form, outside the timed passes; every answer is checked after them.
//
// In: { solver, specs, mode, passes }   specs as engine.js's problemSolver takes them
// Out: { ok, load, times, answers: { solutions, valid } } or { ok: false, error }
// With `textsOnly` (and no solver): { ok, texts }, each problem as the DLX text ours is given,
// for the native command to read the same problems.
import { problemSolver, ready } from '../../www/shared/engine.js';
import { SOLVERS, describe, isExactCover } from './peers.js';

self.onmessage = async ({ data }) => {
  try {
    const solver = SOLVERS[data.solver];
    if (!solver && !data.textsOnly) throw new Error(`no solver called ${data.solver}`);
    await ready();
    const problems = data.specs.map((spec) => {
      const s = problemSolver(spec);
      try {
        return { ...describe(s), puzzle: spec.kind === 'sudoku' ? spec.text : undefined };
      } finally {
        s.free();
      }
    });
    if (data.textsOnly) {
      self.postMessage({ ok: true, texts: problems.map((p) => p.text) });
      return;
    }
    if (!problems.every((p) => solver.accepts(p))) throw new Error(`${data.solver} cannot express this workload`);
    const t0 = performance.now();
    const lib = await solver.load();
    const load = performance.now() - t0;
    const inputs = problems.map((p) => solver.prepare(p));
    const times = [];
    let first = null;
    for (let pass = 0; pass < data.passes; pass += 1) {
      const start = performance.now();
      const out = inputs.map((input) => solver.run(lib, input, data.mode));
      times.push(performance.now() - start);
      first ??= out;
    }
    // For 'first', each answer must be an exact cover; for 'all', the counts are compared by
    // the caller against the published ones.
    const solutions = data.mode === 'all' ? first.reduce((s, n) => s + n, 0) : first.filter(Boolean).length;
    const valid = data.mode === 'all' || first.every((chosen, k) => isExactCover(problems[k], chosen));
    self.postMessage({ ok: true, load, times, answers: { solutions, valid } });
  } catch (e) {
    self.postMessage({ ok: false, error: String(e?.stack ?? e) });
  }
};
