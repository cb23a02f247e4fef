// board/: the puzzle in step with the search. `PuzzleView` (view.js) picks the board by the
// problem's kind (Sudoku and Killer, queens, pentominoes, hexiamonds, tetrasticks, Langford, word
// squares) or, for any other problem, the list of options chosen; dom.js holds what the boards
// share. Other folders and the embed import from this file only.
export { PuzzleView, itemMeaning, optionMeaning } from './view.js';
