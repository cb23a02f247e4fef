// The size of the whole search tree beside the tree drawing: "About 2,100 nodes in all; 37%
// explored." The size is the engine's estimate (Knuth's random paths, taken once per problem
// with a fixed seed, so a problem always shows the same number), counted as the statistics'
// Nodes count them; the share explored is the engine's tree fraction at the player's cursor
// (the search stands there, stepping back included). It only reads and draws.

import { treeLine } from '../shared/estimate-words.js';

/** Paths per estimate: a few ms for the problems the visualizer shows, near enough to say "about". */
export const TREE_SAMPLES = 400;
/** The same seed for every problem: the same problem, the same estimate. */
export const TREE_SEED = 1;

/** The engine's estimate of `solver`'s whole search: { samples, nodes, updates, solutions }. */
export function estimateTree(solver, samples = TREE_SAMPLES, seed = TREE_SEED) {
  const estimator = solver.estimator(seed);
  try {
    estimator.run(samples);
    return estimator.estimate();
  } finally {
    estimator.free();
  }
}

export class TreeEstimateView {
  /** Goes under the tree's caption in `container` (the tree panel). */
  constructor(container, trace, { samples = TREE_SAMPLES } = {}) {
    this.trace = trace;
    this.root = document.createElement('p');
    this.root.className = 'tree-caption tree-estimate';
    this.root.id = 'tree-estimate';
    this.root.title =
      'Knuth’s estimate of the whole search tree, from random paths down it (nodes as the Nodes count counts them), and how much of the tree lies before where the search is now.';
    // An engine without the estimate (an older build) shows nothing.
    this.estimate = typeof trace.solver.estimator === 'function' ? estimateTree(trace.solver, samples) : null;
    this.root.hidden = this.estimate === null;
    const caption = container.querySelector('.tree-caption');
    if (caption) caption.after(this.root);
    else container.append(this.root);
    this.text = '';
    this.render();
  }

  /** The share explored at the cursor; `change` and `progress` unused. */
  render() {
    if (!this.estimate) return;
    const text = treeLine({ nodes: this.estimate.nodes.mean, fraction: this.trace.solver.treeFraction });
    if (text !== this.text) {
      this.text = text;
      this.root.textContent = text;
    }
  }

  destroy() {
    this.root.remove();
  }
}
