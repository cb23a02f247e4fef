// panels/: the explaining views beside the matrix: the narration of each event (narration.js),
// Algorithm X's steps X1-X8 (steps.js), the items and their len (items.js), the live statistics
// (stats.js). They read the trace; they draw no board. Other folders import from this file only.
export { NarrationView, describe, itemMeaning, optionMeaning, pairOf, pieceOf, problemKind, wordOf } from './narration.js';
export { STEPS, StepsView, stepOf } from './steps.js';
export { ItemsView, columnOptions, isDeadEnd, itemActive, nextDecision, searchPhase } from './items.js';
export { StatsView } from './stats.js';
