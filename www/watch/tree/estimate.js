// The size of the whole search tree beside the tree drawing: "About 2,100 nodes in all; 37%
// explored." The size is the engine's estimate (Knuth's random paths, taken once per problem
// with a fixed seed, so a problem always shows the same number), counted as the statistics'
// Nodes count them; the share explored is the engine's tree fraction at the player's cursor
// (the search stands there, stepping back included). It only reads and draws.
//
// The estimate is of the very search the page shows (same problem, same rule, same symmetry
// breaking), but a few hundred paths can be far off where a rare deep path weighs a lot (Scott's
// board: 310,000 from 400 paths, 42,224 in truth). So once the page knows the exact size (the
// comparison of the rules, compare.js, ran this search to its end), the line says that instead,
// and the paths stop; a comparison cut off at its limit gives a floor the line never goes under.

import { percentText, treeLine } from '../../shared/estimate-words.js';
import { plural } from '../../shared/numbers.js';

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
    /** The exact size of the tree, once known (null before). */
    this.exact = null;
    /** A size the tree is known to exceed (a search cut off at a limit), or 0. */
    this.floor = 0;
    /** Set once the view is gone: a comparison that ends later has nothing to tell it. */
    this.destroyed = false;
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

  /**
   * What a whole run of this same search counted: `{ nodes, finished }`. Finished, `nodes` is
   * the tree's exact size, shown from now on instead of the estimate; cut off, the tree has
   * more nodes than that, and the line never says fewer.
   */
  known({ nodes, finished }) {
    if (this.destroyed) return;
    if (finished) {
      this.exact = nodes;
      clearTimeout(this.timer);
      this.estimator?.free();
      this.estimator = null;
      this.root.hidden = false;
      this.root.title = 'The whole search tree, counted by running the search to its end (nodes as the Nodes count counts them), and how much of it lies before where the search is now.';
      this.root.dataset.exact = '';
    } else {
      this.floor = Math.max(this.floor, nodes);
    }
    this.render();
  }

  /** The share explored at the cursor; `change` and `progress` unused. */
  render() {
    const fraction = this.trace.solver.treeFraction;
    let text;
    if (this.exact !== null) text = exactLine(this.exact, fraction);
    else if (!this.estimate) return;
    else if (this.floor > 0 && this.estimate.nodes.mean <= this.floor) text = floorLine(this.floor, fraction);
    else text = treeLine({ nodes: this.estimate.nodes.mean, fraction });
    if (text !== this.text) {
      this.text = text;
      this.root.textContent = text;
    }
  }

  destroy() {
    this.destroyed = true;
    clearTimeout(this.timer);
    this.estimator?.free();
    this.estimator = null;
    this.root.remove();
  }
}

/** The share explored, as treeLine says it: "37% explored." */
function explored(fraction) {
  return `${percentText(fraction, fraction >= 1)} explored.`;
}

/** The tree's exact size: "42,224 nodes in all; 37% explored." */
export function exactLine(nodes, fraction) {
  return `${plural(nodes, 'node')} in all; ${explored(fraction)}`;
}

/** A size the tree exceeds: "More than 200,000 nodes in all; 3% explored." */
export function floorLine(nodes, fraction) {
  return `More than ${plural(nodes, 'node')} in all; ${explored(fraction)}`;
}
