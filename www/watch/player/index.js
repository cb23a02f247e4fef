// player/: the search as a film. `Trace` walks the engine's events both ways and keeps the tree
// they grow (`tree-store.js`); `Player` owns the cursor and the clock (rate, pace, breakpoints);
// `Controls` and `StopsMenu` map keys and buttons onto it. Nothing here draws the matrix or a board.
// Other folders and the embed import from this file only.
export { Trace } from './trace.js';
export { Player } from './player.js';
export { Pace } from './pace.js';
export { Breakpoints, MAX_STEP, readStops, writeStops } from './breakpoints.js';
export { Controls, keyAction } from './controls.js';
export { StopsMenu } from './stops-menu.js';
