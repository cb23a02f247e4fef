// The solvers of the browser comparison (scripts/bench-web.mjs, "npm DLX libraries"): ours
// (the wasm engine) and two exact-cover libraries from npm, `dancing-links` and `dlxlib`, all
// behind one signature, so that the benchmark is a table over solvers (tdoku's habit):
//
//   load()                 -> the library (timed apart: it is not part of any solve)
//   accepts(problem)       -> whether the library can express the problem
//   prepare(problem)       -> the problem in the library's own input form (not timed)
//   run(lib, input, mode)  -> mode 'first': the options of the first solution (indices), or
//                             null; mode 'all': the number of solutions. Timed: it builds the
//                             library's structures from the input, then searches.
//
// A problem is `{ text, primary, columns, options }`: Knuth's DLX text (our input), the number
// of primary items (items 0..primary-1), of all items, and each option as its item indices;
// and for a Sudoku, `puzzle`, its text.

/** `{ text, primary, columns, options }` of the engine's Solver over a problem. */
export function describe(solver) {
  const index = new Map();
  for (let k = 0; k < solver.itemCount; k += 1) index.set(solver.itemName(k), k);
  const options = [];
  for (let o = 0; o < solver.optionCount; o += 1) {
    options.push(solver.optionText(o).split(' ').map((name) => index.get(name)));
  }
  return { text: solver.toDlx(), primary: solver.primaryCount, columns: solver.itemCount, options };
}

/** Whether `chosen` (option indices) covers each primary item once and each other at most once. */
export function isExactCover(problem, chosen) {
  if (!Array.isArray(chosen)) return false;
  const seen = new Uint8Array(problem.columns);
  for (const o of chosen) {
    for (const c of problem.options[o] ?? []) {
      if (seen[c]) return false;
      seen[c] = 1;
    }
  }
  for (let c = 0; c < problem.primary; c += 1) if (!seen[c]) return false;
  return true;
}

/** Counts what a generator yields. */
function drain(generator) {
  let n = 0;
  while (!generator.next().done) n += 1;
  return n;
}

export const SOLVERS = {
  'dlx (ours, wasm)': {
    async load() {
      const engine = await import('../../www/shared/engine.js');
      await engine.ready();
      return engine.Solver;
    },
    accepts: () => true,
    prepare: (problem) => problem.text,
    run(Solver, text, mode) {
      const solver = Solver.fromDlx(text);
      try {
        if (mode === 'all') return solver.count();
        return solver.next() ? Array.from(solver.chosen()) : null;
      } finally {
        solver.free();
      }
    },
  },

  // Our Sudoku path, for comparison: the engine's own encoder from the puzzle's text, which
  // skips reading a DLX text (the same problem, its options in the same order).
  'dlx (ours, wasm), from the puzzle': {
    load: () => SOLVERS['dlx (ours, wasm)'].load(),
    accepts: (problem) => typeof problem.puzzle === 'string',
    prepare: (problem) => problem.puzzle,
    run(Solver, puzzle) {
      const solver = Solver.fromSudoku(puzzle);
      try {
        return solver.next() ? Array.from(solver.chosen()) : null;
      } finally {
        solver.free();
      }
    },
  },

  'dancing-links 4.3.10': {
    async load() {
      const { DancingLinks } = await import('../../node_modules/dancing-links/built/lib/index.js');
      return DancingLinks;
    },
    accepts: () => true,
    // Its sparse form, the fastest it offers: column indices, secondary ones counted apart.
    prepare(problem) {
      const { primary, columns } = problem;
      if (primary === columns) {
        return { config: { columns }, rows: problem.options.map((cols, k) => ({ data: k, columnIndices: cols })) };
      }
      return {
        config: { primaryColumns: primary, secondaryColumns: columns - primary },
        rows: problem.options.map((cols, k) => ({
          data: k,
          columnIndices: {
            primary: cols.filter((c) => c < primary),
            secondary: cols.filter((c) => c >= primary).map((c) => c - primary),
          },
        })),
      };
    },
    run(DancingLinks, input, mode) {
      const solver = new DancingLinks().createSolver(input.config);
      solver.addSparseConstraints(input.rows);
      if (mode === 'all') return drain(solver.createGenerator());
      const first = solver.findOne()[0];
      return first ? first.map((r) => r.index) : null;
    },
  },

  'dlxlib 1.0.3': {
    // A webpack bundle written for CommonJS: it assigns to a free `exports`.
    async load() {
      const source = await (await fetch(new URL('../../node_modules/dlxlib/lib/index.js', import.meta.url))).text();
      const exports = {};
      new Function('exports', source)(exports);
      return exports;
    },
    // Every column is primary in dlxlib: it has no secondary items.
    accepts: (problem) => problem.primary === problem.columns,
    // Its one input form: a dense 0/1 matrix, one row per option.
    prepare(problem) {
      return problem.options.map((cols) => {
        const row = new Array(problem.columns).fill(0);
        for (const c of cols) row[c] = 1;
        return row;
      });
    },
    run(dlxlib, matrix, mode) {
      if (mode === 'all') return drain(dlxlib.solutionGenerator(matrix));
      return dlxlib.solve(matrix, null, null, 1)[0] ?? null;
    },
  },
};
