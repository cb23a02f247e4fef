// The measured loop of the wasm throughput benchmark (scripts/bench-web.mjs), shared by the
// browser worker (bench-worker.js) and the node worker (node-worker.mjs), so both run exactly
// the same code: for each puzzle, build the search from its text, find the first solution,
// decode it to a line of text, free the handle. That is what `dlx sudoku FILE` does per line.

/** One pass over `puzzles`: its time in ms, the search-tree nodes, the solutions. */
export function solveAll(Solver, puzzles) {
  const solutions = new Array(puzzles.length);
  let nodes = 0;
  const t0 = performance.now();
  for (let k = 0; k < puzzles.length; k++) {
    const solver = Solver.fromSudoku(puzzles[k]);
    try {
      solutions[k] = solver.next() ? solver.solutionText() : null;
      nodes += solver.nodes;
    } finally {
      solver.free();
    }
  }
  return { ms: performance.now() - t0, nodes, solutions };
}

/**
 * `passes` passes in a row, in one fresh module instance: the first is the cold one. Returns
 * every pass's time, the first pass's nodes and solutions, and whether every later pass found
 * the same solutions and node count.
 */
export function runPasses(Solver, puzzles, passes) {
  const first = solveAll(Solver, puzzles);
  const times = [first.ms];
  let same = true;
  for (let p = 1; p < passes; p++) {
    const again = solveAll(Solver, puzzles);
    times.push(again.ms);
    same &&= again.nodes === first.nodes && again.solutions.every((s, k) => s === first.solutions[k]);
  }
  return { times, nodes: first.nodes, solutions: first.solutions, same };
}
