//! The command line, as clap reads it: the commands and their help. Every doc comment here is
//! help text a newcomer reads. Each command's options are in [`crate::options`], which the
//! commands read; nothing here knows how a command runs.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::options::{
    CountArgs, EstimateArgs, IamondArgs, KillerArgs, LangfordArgs, PentominoArgs, QueensArgs,
    SolveArgs, SomaArgs, SquareArgs, SudokuArgs, VariantArgs, WordsArgs,
};

const ABOUT: &str = "Solve exact-cover problems with Knuth's Algorithm X on dancing links";

const LONG_ABOUT: &str = "\
Solve exact-cover problems with Knuth's Algorithm X on dancing links.

An exact-cover problem is a list of items and a list of options, each option a set of items.
A solution is a choice of options that covers every primary item exactly once and every
secondary item at most once.

Problems are read in Knuth's DLX format, the one his program dlx1 reads:

  | Knuth's example (lines starting with | are comments)
  A B C D E | F G      <- the primary items, then |, then the secondary items
  C E F                <- then one option per line, naming its items
  A D G
  B C F
  A D
  B G
  D E G

A secondary item in an option may carry a color, `x:A`, as in Knuth's dlx2: options may then
share `x` where they give it the same color.

or as a 0/1 matrix, one row per option and every column a primary item (named c1, c2, ...):

  0 0 1 0 1 1 0
  1 0 0 1 0 0 1
  ...";

const AFTER_HELP: &str = "\
Examples:
  dlx gen knuth | dlx solve             the one solution of Knuth's example
  dlx gen queens 8 | dlx count --stats  92, and Knuth's cost counts on stderr
  dlx solve --all problem.dlx           every solution, separated by blank lines
  dlx sudoku puzzles.txt                solve one Sudoku per line
  dlx pentominoes --board 3x20 --all    the 8 packings of the pentominoes in a 3x20 box
  dlx langford 7 --count                52 Langford sequences, each with its reversal
  dlx queens 8 --all                    the 92 solutions of 8 queens, drawn as boards
  dlx words --size 4 --start lane       a 4x4 word square whose first row is lane
  dlx gen queens 12 | dlx estimate      how large the search is, from random paths

Exit status: 0 on success, 1 when there is no solution, 2 for bad input or usage.
Run `dlx help COMMAND` for more about each command.";

/// The `dlx` command.
#[derive(Debug, Parser)]
#[command(
    name = "dlx",
    version,
    about = ABOUT,
    long_about = LONG_ABOUT,
    after_help = AFTER_HELP,
    propagate_version = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the first solution of a problem (or several, with --all or --limit)
    #[command(
        long_about = "\
Print the first solution of an exact-cover problem: one option per line, each written as
the names of its items separated by spaces (Knuth's style). With --all, print every solution,
with a blank line between two solutions; with --limit N, at most N of them.

With --pretty, each solution of a problem that `dlx gen` printed is drawn instead: a packing
of pentominoes, hexiamonds or tetrasticks, a Langford sequence, a board of queens, a word square
(its letters read from the cells' colors), or a solved Sudoku (classic, X or jigsaw) on one
line, its givens read back from the items they removed (`?` for a given that the items leave
open).

When there is no solution, `no solution` goes to stderr and the exit status is 1.",
        after_help = "\
Examples:
  dlx solve problem.dlx
  dlx gen knuth | dlx solve               prints `A D`, `C E F`, `B G`
  dlx solve --all --stats problem.dlx
  dlx gen queens 8 | dlx solve --limit 3  the first three of the 92 solutions
  dlx gen langford 4 | dlx solve --pretty 4 1 3 1 2 4 3 2, drawn instead of 4 options
  dlx gen sudoku --x PUZZLE | dlx solve --pretty   the solved grid, as `dlx sudoku --x` prints it

Exit status: 0 when a solution was printed, 1 when there is none, 2 for bad input."
    )]
    Solve(SolveArgs),

    /// Print the number of solutions of a problem
    #[command(
        long_about = "\
Count the solutions of an exact-cover problem and print the number, alone on one line.
With --limit N the search stops after N solutions, so the answer is at most N.

With --threads N the search tree is cut at its shallow levels into subproblems (about 8 per
thread), and N threads count them, each taking the next one when it is done: the same answer,
sooner on several cores. --threads 0 takes one thread per core. With --stats, the counts are
those of the whole tree (nodes and updates equal to a one-thread search's), then how they were
split: the levels above the cut and the subproblems below it; mems are counted below the cut
only.",
        after_help = "\
Examples:
  dlx gen queens 8 | dlx count           92
  dlx gen queens 8 | dlx count --stats   and `92 solutions, 304951 mems, 21375 updates, 1199 nodes`
  dlx count --limit 2 problem.dlx        1 for a unique solution, 2 for several
  dlx gen queens 13 | dlx count --threads 2    73712, on two threads

Exit status: 0 (also when the count is 0), 2 for bad input."
    )]
    Count(CountArgs),

    /// Solve Sudoku puzzles, one per line (4x4, 9x9, 16x16 or 25x25)
    #[command(
        long_about = "\
Solve Sudoku puzzles, one per input line. The size is told by the number of cells: 16 (4x4),
81 (9x9), 256 (16x16) or 625 (25x25). A blank cell is `.` or `0`; values are 1-9, then A-Z
for 16x16 and 25x25 grids. Spaces and the grid decorations | - + are ignored. Blank lines
and lines starting with # are skipped. When a line holds more than the puzzle, as in
`puzzle solution` or `puzzle:count:solution`, the first field is the puzzle and the rest is
ignored.

For each puzzle one line is printed: the solved grid in the same one-line format, or
`no solution`, or `error: line N: ...` when the line is not a valid puzzle. With --count,
the number of solutions is printed instead (stopping at --limit, 2 by default, so
1 means unique and 2 means several).

Two variants change the rules for every puzzle of the input:
  --x             X-sudoku: each of the two main diagonals holds each value once too.
  --regions FILE  jigsaw Sudoku: irregular regions replace the boxes. FILE is the region map:
                  one letter or digit per cell, row by row (spaces and line breaks ignored),
                  the cells of one region sharing one; each region has n cells joined side by
                  side. Lines starting with # are comments. Every puzzle must have the map's
                  size.",
        after_help = "\
Examples:
  dlx sudoku puzzles.txt
  echo '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' | dlx sudoku
  dlx sudoku --count puzzles.txt               1 for each proper puzzle
  echo '................' | dlx sudoku --count --limit 1000    288 (every 4x4 grid)
  echo '................' | dlx sudoku --x --count --limit 1000    48 (every 4x4 X-sudoku)
  dlx sudoku --regions map.txt jigsaws.txt     jigsaw puzzles, regions from map.txt

A map for a 4x4 jigsaw, regions a b c d:
  aaab
  abbb
  cddd
  cccd

Exit status: 2 if any line was not a valid puzzle (or the region map is bad); otherwise 1
if some puzzle has no solution; otherwise 0."
    )]
    Sudoku(SudokuArgs),

    /// Pack the twelve pentominoes into a board and draw the packings
    #[command(
        long_about = "\
Pack the twelve pentominoes (F I L N P T U V W X Y Z, Golomb's names) into a board of 60
cells, as Knuth does in TAOCP 7.2.2.1, and draw each packing: one line per row of the board,
each cell the letter of the piece that covers it, `.` for a hole. Packings are separated by
blank lines.

The board is one of 6x10 (the default), 5x12, 4x15, 3x20, any other RxC with 60 cells,
`scott` (Dana Scott's 8x8 board without its 2x2 centre), or a FILE with a picture of the
board: one line per row, `#` for a cell, `.` for a hole.

With --break-symmetry, only one packing of each family of mirror images is found: each then
stands for 4 packings of a rectangle, 8 of a square board such as Scott's.",
        after_help = "\
Examples:
  dlx pentominoes                                         a packing of the 6x10 box
  dlx pentominoes --board 3x20 --all                      the 8 packings of the 3x20 box
  dlx pentominoes --board 3x20 --break-symmetry --count   2 (Knuth, TAOCP 7.2.2.1)
  dlx pentominoes --break-symmetry --count                2339 for the 6x10 box
  dlx pentominoes --count --threads 2                     9356 (every packing), on two threads
  dlx pentominoes --board scott --break-symmetry --count  65 (Dana Scott, 1958)
  dlx pentominoes --board my-board.txt --all              every packing of a board of yours

Exit status: 0 when a packing was printed (or counted), 1 when there is none, 2 for bad
input."
    )]
    Pentominoes(PentominoArgs),

    /// Pack the twelve hexiamonds into a triangular board and draw the packings
    #[command(
        long_about = "\
Pack the twelve hexiamonds (the shapes of six equilateral triangles, lettered A to L) into a
triangular board of 72 triangles, as Knuth does in \"Dancing Links\" (2000), and draw each
packing: one line per row of triangles, each triangle's letter between its slanted sides
(`/` and `\\`), which are drawn where two pieces meet. Packings are separated by blank lines.

The board is a parallelogram RxC (R rows of C rhombi: 6x6, Knuth's rhombus, the default;
4x9; any other size with 72 triangles), or a FILE with a picture: one line per row, `#` for
a triangle, `.` for a hole; the first character of a line is a triangle pointing up in lines
1, 3, 5, ... and down in lines 2, 4, ...

With --break-symmetry, only one packing of each family of mirror images is found.",
        after_help = "\
Examples:
  dlx iamonds                                    a packing of the 6x6 rhombus
  dlx iamonds --break-symmetry --count           156 (Knuth, \"Dancing Links\")
  dlx iamonds --board 4x9 --break-symmetry --all  the 74 packings of a 4x9 parallelogram
  dlx gen iamonds | dlx count                    624: every packing of the rhombus

Exit status: 0 when a packing was printed (or counted), 1 when there is none, 2 for bad
input."
    )]
    Iamonds(IamondArgs),

    /// Fill a solid with the seven Soma pieces and draw the packings layer by layer
    #[command(
        long_about = "\
Fill a solid with Piet Hein's seven Soma pieces (V, the three cubes of a corner; L, T, Z, the
flat tetracubes; A and B, the two screws; P, the branch), turned but never mirrored, and draw
each packing as its layers side by side, top layer first, each cube the letter of its piece.

The solid is a box LxRxC (3x3x3, the Soma cube, the default), or a FILE with a picture: the
layers side by side, `#` for a cube, a column without `#` between two layers.

With --break-symmetry, only one packing of each family of rotations of the solid is found.",
        after_help = "\
Examples:
  dlx soma                              a packing of the Soma cube
  dlx soma --count                      11520 (Conway and Guy)
  dlx soma --break-symmetry --count     480: 240 up to rotations and reflections, a mirror
                                        image exchanging the screws A and B

Exit status: 0 when a packing was printed (or counted), 1 when there is none, 2 for bad
input."
    )]
    Soma(SomaArgs),

    /// Langford pairs: two of each of 1..N, the two k's with k numbers between them
    #[command(
        long_about = "\
Find Langford sequences: two copies of each number 1..N in a row of 2N slots, so that the two
copies of k have exactly k numbers between them, such as `2 3 1 2 1 3` for N = 3. Each
sequence is printed on one line, with a blank line between two. There are solutions only when
N leaves remainder 0 or 3 when divided by 4.

With --break-symmetry, a sequence and its reversal count once (OEIS A014552).",
        after_help = "\
Examples:
  dlx langford 3                            the first sequence: 3 1 2 1 3 2
  dlx langford 7 --break-symmetry --count   26 (OEIS A014552)
  dlx langford 8 --count                    300: the 150 sequences and their reversals

Exit status: 0 when a sequence was printed (or counted), 1 when there is none, 2 for bad
input."
    )]
    Langford(LangfordArgs),

    /// N queens on an N x N board, drawn as boards
    #[command(
        long_about = "\
Place N queens on an N x N board, no two in one row, column or diagonal, and draw each
solution: one line per row, `Q` for a queen, `.` for an empty square. Solutions are
separated by blank lines. The problem is the one `dlx gen queens N` prints.",
        after_help = "\
Examples:
  dlx queens 8                    the first of the 92 solutions
  dlx queens 4 --all              both solutions
  dlx queens 12 --count --stats   14200, and Knuth's cost counts on stderr
  dlx queens 14 --count --threads 0   365596, on every core

Exit status: 0 when a board was printed (or counted), 1 when there is none, 2 for bad input."
    )]
    Queens(QueensArgs),

    /// Solve a Killer Sudoku: a map of cages, each with a sum
    #[command(
        long_about = "\
Solve a Killer Sudoku (4x4 or 9x9): each row, column and box holds every value once, and the
cells are cut into cages whose values are distinct and add up to the cage's sum. FILE is the
cage map: one line per row, one cage letter (or digit) per cell; then one line per cage, its
letter, `=` and its sum; optionally a line `givens: ...` with givens written as a Sudoku.
Lines starting with # are comments. Each solution is drawn with the map beside it.

  AABB
  CDDB
  CEFF
  GEFH
  A=8
  B=3
  ...

The problem is exact cover with colors (Knuth's XCC): a plain Sudoku's items and options, an
item per cage whose options are the ways to fill it, and a secondary item per cell whose color
is its value, shared by the cell's placements and its cage's options so that they agree.",
        after_help = "\
Examples:
  dlx killer map.txt                  the solution, beside the cages
  dlx killer map.txt --count          1 for a proper puzzle
  dlx killer --new 2026 > map.txt     a new 9x9 map with one solution, from a seed
  dlx gen killer map.txt | dlx count  the same puzzle as exact cover with colors (for dlx2 too)

Exit status: 0 when a solution was printed (or counted, or a map made), 1 when there is none,
2 for bad input."
    )]
    Killer(KillerArgs),
    /// Word squares: rows and columns that are all words of a list, drawn as letter grids
    #[command(long_about = WORDS_ABOUT, after_help = WORDS_EXAMPLES)]
    Words(WordsArgs),

    /// Estimate how large the search tree is, from random paths down it
    #[command(
        long_about = "\
Estimate the size of a search before running it, by Knuth's method (\"Estimating the
efficiency of backtrack programs\", 1975; TAOCP 7.2.2): follow one random path from the root,
at each node branching on the item the search would choose and taking one of its d options at
random. If the nodes on the path have d0, d1, ... branches, 1 + d0 + d0*d1 + ... is an
unbiased estimate of the number of nodes, and d0*d1*... at a solution (0 at a dead end) one
of the number of solutions. The mean over --samples paths is printed, with its standard error
as a percentage: the truth is within twice that about 95% of the time, once the paths are
many enough to meet the rare deep ones. Nodes and updates are counted as `dlx count --stats`
counts them.

The same --seed gives the same estimate. With --exact, the real count is run too, and each
estimate is printed beside it.",
        after_help = "\
Examples:
  dlx gen queens 12 | dlx estimate                     about 330 thousand nodes
  dlx gen queens 12 | dlx estimate --samples 100 --exact   a rough guess, then the truth
  dlx gen pentominoes | dlx estimate --samples 100000 --seed 7

Exit status: 0, or 2 for bad input."
    )]
    Estimate(EstimateArgs),

    /// Print a built-in problem in Knuth's DLX format
    #[command(
        subcommand,
        long_about = "\
Print a problem in Knuth's DLX format, so that `dlx` and any other DLX program (such as
Knuth's dlx1) can be run on exactly the same input.",
        after_help = "\
Examples:
  dlx gen queens 8 > queens8.dlx
  dlx gen queens 8 | dlx count --stats
  dlx gen pentominoes --board 3x20 --break-symmetry | dlx count     2
  dlx gen sticks --omit H --break-symmetry | dlx count         72 (Knuth)
  dlx gen langford 4 | dlx solve --pretty --all
  dlx gen sudoku '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' | dlx solve
  dlx gen sudoku --x '1...............' | dlx count             12 X-sudoku grids
  dlx gen sudoku --regions map.txt - < jigsaw.txt | dlx solve --pretty"
    )]
    Gen(Gen),
}

/// The problems `dlx gen` can print.
#[derive(Debug, Subcommand)]
pub enum Gen {
    /// N queens: rows and columns primary, diagonals secondary (TAOCP 7.2.2.1)
    #[command(long_about = "\
N queens as Knuth sets it up in TAOCP 7.2.2.1: primary items r0..r(N-1) (rows) and c0..c(N-1)
(columns), secondary items a0..a(2N-2) and b0..b(2N-2) (the diagonals), and one option
`ri cj a(i+j) b(i-j+N-1)` per square, in row-major order.")]
    Queens {
        /// The size of the board (1 to 1000)
        #[arg(value_parser = clap::value_parser!(u16).range(1..=1000))]
        n: u16,
    },

    /// A Sudoku puzzle as exact cover (what the givens decide is removed first)
    #[command(long_about = "\
A Sudoku puzzle as exact cover, as Knuth's sudoku-dlx encodes it: an item for each empty cell
(r4c7), and for each value a row, column and box still needs (r4=7, c7=7, b5=7); an option for
each value that may go in an empty cell. The puzzle is one line of 16, 81, 256 or 625 cells,
or `-` to read it from stdin (there it may be a pretty grid over several lines).

With --x (X-sudoku) the two main diagonals are units too: d1=7 for the one from the top left
corner, d2=7 for the one from the top right. With --regions FILE (jigsaw) the regions of the
map replace the boxes: g3=7 says region 3 still needs a 7, regions numbered from 1 in the
reading order of their first cells (see `dlx help sudoku` for the map). `dlx solve --pretty`
draws the solutions of all three.")]
    Sudoku {
        /// The puzzle, or `-` for stdin
        puzzle: String,

        #[command(flatten)]
        variant: VariantArgs,
    },

    /// The twelve pentominoes in a board: a primary item per piece and per cell
    #[command(long_about = "\
The twelve pentominoes packed into a board, as Knuth sets it up in TAOCP 7.2.2.1: a primary
item for each piece (F I L N P T U V W X Y Z) and for each cell of the board (r1c1, row and
column counted from 1), and an option for each placement of a piece, such as
`X r1c2 r2c1 r2c2 r2c3 r3c2`. With --break-symmetry, the options of the X are kept to one
place of each family of mirror images, and secondary items such as `sym-tb` break the ties
when the X sits on an axis of the board (see `dlx pentominoes --help` for the boards).")]
    Pentominoes {
        /// 6x10, 5x12, 4x15, 3x20 (or any RxC), `scott`, or a FILE with a picture of the board
        #[arg(long, default_value = "6x10", value_name = "BOARD")]
        board: String,

        /// Keep one packing of each family of mirror images
        #[arg(long)]
        break_symmetry: bool,
    },

    /// The twelve hexiamonds on a triangular board: a primary item per piece and per triangle
    #[command(long_about = "\
The twelve hexiamonds packed into a triangular board, as in Knuth's \"Dancing Links\": a
primary item for each piece (A to L) and for each triangle of the board (r2c5u: row 2,
column 5, pointing up; `d` down), and an option for each placement of a piece in each of its
orientations. With --break-symmetry, the first piece without symmetry of its own keeps one
place of each family of mirror images (see `dlx iamonds --help` for the boards).")]
    Iamonds {
        /// 6x6 (Knuth's rhombus), 4x9 (any RxC parallelogram of 72 triangles), or a FILE
        #[arg(long, default_value = "6x6", value_name = "BOARD")]
        board: String,

        /// Keep one packing of each family of mirror images
        #[arg(long)]
        break_symmetry: bool,
    },

    /// Tetrasticks on a grid's edges, crossing points secondary (Knuth, "Dancing Links")
    #[command(long_about = "\
The sixteen tetrasticks (F H I J L N O P R T U V W X Y Z) laid on the edges of a board of
squares, as in Knuth's \"Dancing Links\" (2000): a primary item for each piece and for each
unit edge (h2.3 runs right from grid point row 2, column 3; v2.3 runs down from it; points
counted from 0), a secondary item for each interior point (p2.3), and an option for each
placement of a piece: the piece, its four edges, and the points it goes straight through, so
that no two pieces cross. Knuth's 5x5 square takes 15 pieces: leave one of H J L N Y out.
With --break-symmetry, the first piece without symmetry of its own keeps one placement of each
family of mirror images. `dlx solve --pretty` draws the solutions.")]
    Sticks {
        /// A size RxC in squares: 5x5 is Knuth's
        #[arg(long, default_value = "5x5", value_name = "BOARD")]
        board: String,

        /// The pieces to leave out, as letters (5x5: one of H J L N Y)
        #[arg(long, default_value = "H", value_name = "LETTERS")]
        omit: String,

        /// Keep one packing of each family of mirror images
        #[arg(long)]
        break_symmetry: bool,
    },

    /// A Killer Sudoku's cage map as exact cover with colors (Knuth's XCC, for dlx2)
    #[command(long_about = "\
A Killer Sudoku (the cage map `dlx killer` reads: see `dlx help killer`) as exact cover with
colors, as `dlx killer` solves it: a plain Sudoku's items and options, a primary item per cage
whose options are the ways to fill it, and a secondary item per cell whose color is its value,
shared by the cell's placements and its cage's options. Knuth's dlx2 reads it; so do `dlx
solve` and `dlx count`.")]
    Killer {
        /// The cage map, or `-` for stdin
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },

    /// Langford pairs: an item for each value 1..N and each slot s1..s2N (TAOCP 7.2.2.1)
    #[command(long_about = "\
Langford pairs as Knuth sets them up in TAOCP 7.2.2.1: a primary item for each value 1..N and
for each slot s1..s2N, and an option `k sj sl` for each way to put the two copies of k in
slots j and l = j + k + 1. With --break-symmetry, the largest odd value keeps only first
slots j <= N/2, which leaves out the reversal of every sequence.")]
    Langford {
        /// The largest value (1 to 1000)
        n: usize,

        /// Count a sequence and its reversal once
        #[arg(long)]
        break_symmetry: bool,
    },

    /// Word squares with colors (XCC): a primary item per row and column, a cell per letter
    #[command(long_about = GEN_WORDS_ABOUT)]
    Words {
        #[command(flatten)]
        square: SquareArgs,
    },

    /// Knuth's 7-item example: A B C D E | F G with six options
    Knuth,

    /// The 6x7 matrix from Knuth's "Dancing Links" paper (columns c1..c7)
    Classic {
        /// Print it as the 0/1 matrix instead of DLX format
        #[arg(long)]
        matrix: bool,
    },

    /// A small random exact-cover problem with at least one solution, made from a seed
    #[command(long_about = "\
A small random exact-cover problem with at least one solution: 5 to 9 primary items (A, B, ...),
up to two secondary ones (X, Y), 6 to 12 options. A solution is planted, other options added.
The same seed gives the same problem everywhere, as the visualizer's link
`watch.html#problem=random&seed=N` does.")]
    Random {
        /// The seed (0 to 2^53 - 1, so that a link carries it exactly)
        #[arg(long, value_parser = clap::value_parser!(u64).range(0..=(1u64 << 53) - 1))]
        seed: u64,
    },

    /// A random 4x4 Sudoku with exactly one solution, made from a seed
    #[command(long_about = "\
A random 4x4 Sudoku with exactly one solution, as exact cover (as `dlx gen sudoku` writes it):
a random full grid from the seed, then givens taken away while the solution stays unique. The
puzzle itself is on the comment line. The same seed gives the same puzzle everywhere, as the
visualizer's link `watch.html#problem=random-sudoku&seed=N` does.")]
    Sudoku4 {
        /// The seed (0 to 2^53 - 1)
        #[arg(long, value_parser = clap::value_parser!(u64).range(0..=(1u64 << 53) - 1))]
        seed: u64,
    },
}

// The help of `dlx words` and `dlx gen words`, longer than fits beside the variants above.

const WORDS_ABOUT: &str = "\
Fill a grid with letters so that every row and every column reads a word of a list, and draw
each grid: one line per row. Grids are separated by blank lines. The list is the shipped one
(the 3- and 4-letter words of Webster's Second International, 1934, public domain) or a FILE
given with --list: one word per line, letters only, lines starting with # skipped; words of
other lengths than the grid's are left out.

Every grid whose rows and columns are words is one solution, so a symmetric square (the same
word in row i and column i, such as bit / ice / tea) counts once, and a square and its
transpose count twice when they differ. With --double, all the words of a grid must differ: a
double word square, which leaves out the symmetric ones.

The problem is the one `dlx gen words` prints (see `dlx help gen words`).";

const WORDS_EXAMPLES: &str = "\
Examples:
  dlx words --size 3 --start bit        a 3x3 square whose first row is bit
  dlx words --size 4 --start lane --all --limit 5
  dlx words --size 3x4 --double         3 rows of 4-letter words, 4 columns of 3-letter ones
  dlx words --size 4 --given 'l.../..../..../...s'   letters given in place, `.` for open
  dlx words --size 5 --list words.txt --count --limit 1000

Exit status: 0 when a grid was printed (or counted), 1 when there is none, 2 for bad input.";

const GEN_WORDS_ABOUT: &str = "\
A word square as Knuth sets it up for dlx2 (TAOCP 7.2.2.1), with colors: a primary item for
each row R1..Rm and column C1..Cn, which need a word, and a secondary item for each cell
r1c1..rmcn, colored by its letter. The option `R2 r2c1:l r2c2:a r2c3:n r2c4:e` puts lane in
row 2; two options share a cell only where they give it the same letter. With --double each
word is a secondary item too, so that no word is used twice. Given letters (--start, --given)
keep only the options that agree with them. See `dlx help words` for the list and the sizes.";
