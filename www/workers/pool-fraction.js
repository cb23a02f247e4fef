// How much of the whole search tree a pool of workers has done, from the engine's tree
// fraction of each subproblem (Solver.treeFraction, from 0 to 1 within its own subtree) and
// each subproblem's share of the whole tree (Solver.subproblems' `shares`).
//
// The split cut the tree at its shallow levels: every node at the cut is either a subproblem
// or a dead end the split met and dropped, and their shares (1 / (d_0 ... d_k) down the path,
// the guess the engine's fraction makes, that sibling subtrees are alike) add up to the whole
// tree. The dead ends are done once the split is, so what is left is the unfinished part of
// each subproblem not yet done:
//
//   done = 1 - sum over subproblems not done of  share_j * (1 - fraction_j)
//
// (fraction_j = 0 while waiting). Each term only shrinks as the search goes on (a fraction
// only rises, a subproblem only moves from waiting to running to done), so the sum never goes
// backwards, whatever order the workers take the subproblems in.

/**
 * The fraction of the whole tree done, from 0 to 1: `shares[j]` is subproblem j's share of
 * the tree, `jobs[j]` its `{ state, fraction }` ('waiting', 'running', 'done' or 'skipped';
 * the fraction of its own subtree searched). Before the split (no shares), 0.
 */
export function poolFraction(shares, jobs) {
  if (!shares || shares.length === 0 || jobs.length === 0) return 0;
  let left = 0;
  for (let j = 0; j < jobs.length; j += 1) {
    const job = jobs[j];
    if (job.state === 'done' || job.state === 'skipped') continue;
    const f = job.state === 'running' ? clamp01(job.fraction ?? 0) : 0;
    left += (shares[j] ?? 0) * (1 - f);
  }
  return clamp01(1 - left);
}

function clamp01(x) {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
