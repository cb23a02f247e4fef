// node examples/solve.mjs: the first solution of Knuth's example and of a Sudoku.
import { solve } from 'dlx-engine';

console.log(solve({ kind: 'knuth' }));
const sudoku = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
console.log(solve({ kind: 'sudoku', text: sudoku }));
console.log(solve({ kind: 'dlx', text: 'A B C\nA B\nC\nA\nB C\n' }));
