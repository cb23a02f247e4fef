// matrix/: the exact-cover matrix drawn as its torus of links on a canvas. `MatrixView` (matrix.js)
// puts together the geometry (layout.js), the camera and input, the painters (paint*.js, style.js),
// the motion of one event, the tooltip and the colors of XCC items (colors.js). It imports nothing
// else of the visualizer. Other folders and the embed import from this file only.
export { MatrixView } from './matrix.js';
export { HUES, hueIndex } from './colors.js';
