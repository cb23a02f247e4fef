// tree/: the search tree as it grows ("k of d" per level, a canvas that draws only the visible
// window; tree.js) and the estimated size of the whole tree beside it (estimate.js). Other folders
// import from this file only.
export { TreeView } from './tree.js';
export { TreeEstimateView } from './estimate.js';
