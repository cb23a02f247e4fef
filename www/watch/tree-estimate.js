// The size of the whole search tree beside the tree drawing: "About 2,100 nodes in all; 37%
// explored." The size is the engine's estimate (Knuth's random paths, taken once per problem
// with a fixed seed, so a problem always shows the same number), counted as the statistics'
// Nodes count them; the share explored is the engine's tree fraction at the player's cursor
// (the search stands there, stepping back included). It only reads and draws.

import { treeLine } from '../shared/estimate-words.js';

/** Paths per estimate: near enough to say "about" for the problems the visualizer shows. */
export const TREE_SAMPLES = 400;
/** The same seed for every problem: the same problem, the same estimate. */
export const TREE_SEED = 1;
/**
 * The time the paths may take at once on the page's thread: a path costs about what building
 * the search does (1.4 ms in the 6x10 pentomino box, 400 of them 0.5 s), so the first are
 * taken when the problem loads and the rest in slices between frames, the line sharpening as
 * they come.
 */
const FIRST_MS = 40;
const SLICE_MS = 8;
/** Paths per engine call, between two looks at the clock. */
const CHUNK = 4;

export class TreeEstimateView {
  /** Goes under the tree's caption in `container` (the tree panel). */
  constructor(container, trace, { samples = TREE_SAMPLES, seed = TREE_SEED } = {}) {
    this.trace = trace;
    this.root = document.createElement('p');
    this.root.className = 'tree-caption tree-estimate';
    this.root.id = 'tree-estimate';
    this.root.title =
      'Knuth’s estimate of the whole search tree, from random paths down it (nodes as the Nodes count counts them), and how much of the tree lies before where the search is now.';
    const caption = container.querySelector('.tree-caption');
    if (caption) caption.after(this.root);
    else container.append(this.root);
    this.text = '';
    this.estimate = null;
    this.samples = 0;
    /** What the last paths cost each (ms), to size the next call; 0 before the first. */
    this.msPerPath = 0;
    this.total = samples;
    this.timer = 0;
    // An engine without the estimate (an older build) shows nothing.
    this.estimator = typeof trace.solver.estimator === 'function' ? trace.solver.estimator(seed) : null;
    this.root.hidden = this.estimator === null;
    if (this.estimator) this.sample(FIRST_MS);
  }

  /** Follows more paths for about `ms`, then shows the estimate so far. */
  sample(ms) {
    this.timer = 0;
    const start = performance.now();
    do {
      // As many paths as fit what is left of the slice at the cost of the last ones (a path
      // in a problem of 49,000 options costs over 10 ms): one at least, CHUNK at most.
      const left = ms - (performance.now() - start);
      const fit = this.msPerPath > 0 ? Math.floor(left / this.msPerPath) : 1;
      const n = Math.max(1, Math.min(CHUNK, fit, this.total - this.samples));
      const t0 = performance.now();
      this.estimator.run(n);
      this.msPerPath = (performance.now() - t0) / n;
      this.samples += n;
    } while (this.samples < this.total && performance.now() - start < ms);
    this.estimate = this.estimator.estimate();
    if (this.samples >= this.total) {
      this.estimator.free();
      this.estimator = null;
    } else {
      this.timer = setTimeout(() => this.sample(SLICE_MS), 0);
    }
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
    clearTimeout(this.timer);
    this.estimator?.free();
    this.estimator = null;
    this.root.remove();
  }
}
