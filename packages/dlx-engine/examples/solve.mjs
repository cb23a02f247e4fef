// node examples/solve.mjs: first solutions, through solve() and through the low-level Solver.
import { solve, Solver } from 'dlx-engine';

console.log(solve({ kind: 'knuth' })); // [ 'A D', 'C E F', 'B G' ]
console.log(solve({ kind: 'dlx', text: 'A B C\nA B\nC\nA\nB C\n' })); // [ 'A B', 'C' ]

// solve() answers with the options chosen (for a Sudoku, 81 - givens of them); the Solver
// underneath also writes a puzzle's solution in the puzzle's own format.
const sudoku = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const solver = Solver.fromSudoku(sudoku);
if (solver.next()) console.log(solver.solutionText());
solver.free();
