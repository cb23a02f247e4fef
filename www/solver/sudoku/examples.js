// Example puzzles for the page, one line each (`.` for a blank). The counts in `about` were
// checked with the command-line solver: `dlx sudoku --count --limit 100000` (and for the
// variants with the engine in tests/js/worker.test.mjs). An example of a variant carries its
// `variant` ('x', 'jigsaw' or 'killer') and a jigsaw its region map, one line per row, a Killer
// its cage map.

import { KILLER9_MAP } from '../../shared/killer-maps.js';

export const EXAMPLES = [
  {
    id: 'easy',
    name: 'Easy',
    about: 'An easy 9x9: each empty cell can be filled by simple reasoning.',
    puzzle: '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  },
  {
    id: 'hardest',
    name: 'Hardest known',
    about:
      'One of the hardest 9x9 puzzles known to human solvers (from the forum list of hardest Sudokus).',
    puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
  {
    id: 'clue17',
    name: '17 clues',
    about: 'Only 17 givens, the fewest a 9x9 with a unique solution can have.',
    puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  },
  {
    id: 'several',
    name: 'Several solutions',
    about: 'The easy puzzle with its top row wiped: 37 grids now fit the givens.',
    puzzle: '.........9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  },
  {
    id: 'none',
    name: 'No solution',
    about:
      'The easy puzzle with one extra 4 (row 4, column 8). No two givens clash, yet no grid fits.',
    puzzle: '..3.2.6..9..3.5..1..18.64....81.294.7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  },
  {
    id: 'small',
    name: '4x4',
    about: 'A small 4x4 with boxes of 2x2, to try by hand.',
    puzzle: '.1..3.....4..2..',
  },
  {
    id: 'big16',
    name: '16x16',
    about: 'A 16x16 with boxes of 4x4: values 1-9 then A-G.',
    puzzle:
      '...4.9..2..DE8.A13..........C.59.GCD...1..E...B.F.A.6DC......2...D.3.A.E.BF2..7.AF...8...G...3..G..CB.....D8.19..2....94.7A.....4..B...............E3.7..96.4..8.6G.......7...3......4..BE..2.GFCB..A.6.12...54G...6D..5.C.3....E4.1G73..F........7...2.65....F.',
  },
  {
    id: 'big25',
    name: '25x25',
    about: 'A 25x25 with boxes of 5x5: values 1-9 then A-P.',
    puzzle:
      'DK4..GP...M85..L..7CB9.JE.F.....L6741.B...D3.C.OMPN...I.4M8.C.FP.....2A..6...BM.......LIE7.4...F5.K..2H....5OC....68N.K..1G.I1....EJ..M6FC..4BN..DK..O.B.J..C.5IL.......H....E8........32.HP1E5C.FGN.A7L...EL.1D.45............H.I.G...AH...DMN.9...J.B....4..P.I..9.C...FKBGN..7A...5...F.P8...7I..E.H3.J.G.7EN.1B4...P8MA.3J......9....D.G...F4LH...8..K6..5.63C..D72..9..1M.O.P.H.....I4....D.7.G.J...L3.E.8.98K.FI..H.....M6PC.O..5.....B5FM.....6..HJ.D.G7LP1.L2..P...K..NF.1.M5....C..C.GMJ.EB1..K.H.....92...KG..E.6......C52H.87LO19..D6..N..CE....P.O.I.2...74..H....1F9....KL5.B.CI....8..D....2.E....3A....GB..O2..H.7..B...E9...8P...',
  },
  {
    id: 'x',
    name: 'X-sudoku',
    variant: 'x',
    about:
      'Both long diagonals must hold 1-9 too. Under the classic rules these givens allow 465 grids; with the diagonals, exactly one.',
    puzzle: '7..3.1425.2.579..85.342.791.78134..2..5..............74......8.3.........5......6',
  },
  {
    id: 'jigsaw',
    name: 'Jigsaw',
    variant: 'jigsaw',
    about: 'Irregular regions instead of the 3x3 boxes; 15 givens and exactly one solution.',
    puzzle: '.......3...26.....4........5........6..................8.4.3.1...5.7........3..89',
    regions: [
      '111222233',
      '111222333',
      '111223363',
      '445556663',
      '444455666',
      '447885596',
      '477855996',
      '777889999',
      '777888899',
    ].join('\n'),
  },
];

/**
 * The Killer example, which the chooser's Killer Sudoku entry loads (page.js); it has no button
 * among the examples, so that their row stays as long as the page allows.
 */
export const KILLER_EXAMPLE = Object.freeze({
  id: 'killer',
  name: 'Killer',
  variant: 'killer',
  about: 'No givens: 38 cages, each with the sum of its distinct values; exactly one solution.',
  puzzle: '',
  regions: KILLER9_MAP,
});

/** The example with this id, or undefined. */
export function example(id) {
  return id === KILLER_EXAMPLE.id ? KILLER_EXAMPLE : EXAMPLES.find((e) => e.id === id);
}
