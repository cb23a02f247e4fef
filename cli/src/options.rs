//! Each command's options and the groups of options that several commands share, as clap
//! reads them. Every doc comment here is help text a newcomer reads. The commands read these;
//! this module reads none of them.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// What `solve` and `count` share: the input and how to search it.
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// The problem file; `-` or nothing reads stdin
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// The input format [default: a matrix if the first line holds only 0, 1 and blanks]
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<FormatArg>,

    #[command(flatten)]
    pub engine: EngineArgs,

    /// Every SECONDS (5 if not given), say on stderr how far the search is through its tree,
    /// as a percentage, with the solutions so far
    #[arg(
        long,
        value_name = "SECONDS",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "5",
        value_parser = seconds
    )]
    pub progress: Option<f64>,
}

/// A number of seconds for `--progress`: from 0 (at every look at the clock) to a day.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..=86_400.0).contains(&s) => Ok(s),
        _ => Err(format!(
            "`{text}` is not a number of seconds from 0 to 86400"
        )),
    }
}

/// What every search command shares: the branching rule, and what to report on stderr.
#[derive(Debug, Args)]
pub struct EngineArgs {
    /// How to choose the item to branch on
    #[arg(long, value_enum, default_value_t = HeuristicArg::Mrv, value_name = "RULE")]
    pub heuristic: HeuristicArg,

    /// Print Knuth's counts on stderr: solutions, mems, updates, nodes
    #[arg(long)]
    pub stats: bool,

    /// Print the search tree's profile (nodes per level) on stderr
    #[arg(long)]
    pub profile: bool,
}

/// `dlx estimate`.
#[derive(Debug, Args)]
pub struct EstimateArgs {
    /// The problem file; `-` or nothing reads stdin
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// The input format [default: a matrix if the first line holds only 0, 1 and blanks]
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<FormatArg>,

    /// How to choose the item to branch on
    #[arg(long, value_enum, default_value_t = HeuristicArg::Mrv, value_name = "RULE")]
    pub heuristic: HeuristicArg,

    /// The number of random paths
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1000,
        value_parser = clap::value_parser!(u64).range(1..=1_000_000_000)
    )]
    pub samples: u64,

    /// Where the random paths start from: the same seed, the same estimate
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// Also count exactly (the whole search), and print each estimate beside the truth
    #[arg(long)]
    pub exact: bool,
}

/// `dlx solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Print every solution, with a blank line between two
    #[arg(long)]
    pub all: bool,

    /// Print at most N solutions (implies --all)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Draw each solution, for a problem printed by `dlx gen pentominoes|langford|queens|sudoku`
    #[arg(long)]
    pub pretty: bool,

    #[command(flatten)]
    pub search: SearchArgs,
}

/// `dlx count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// Stop counting after N solutions
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Count on N threads, the search tree cut into subproblems (0: one per core; at most 256)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        conflicts_with_all = ["profile", "progress"],
        value_parser = clap::value_parser!(u16).range(..=256)
    )]
    pub threads: u16,

    #[command(flatten)]
    pub search: SearchArgs,
}

/// `dlx sudoku`.
#[derive(Debug, Args)]
pub struct SudokuArgs {
    /// The puzzles, one per line; `-` or nothing reads stdin
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// Print the number of solutions of each puzzle instead of solving it
    #[arg(long)]
    pub count: bool,

    /// With --count, stop counting a puzzle after N solutions
    #[arg(
        long,
        value_name = "N",
        default_value_t = 2,
        requires = "count",
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub limit: u64,

    /// How to choose the item to branch on
    #[arg(long, value_enum, default_value_t = HeuristicArg::Mrv, value_name = "RULE")]
    pub heuristic: HeuristicArg,

    /// Print totals on stderr at the end: puzzles, solutions, mems, updates, nodes
    #[arg(long)]
    pub stats: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

/// The Sudoku variant, for `sudoku` and `gen sudoku`: classic unless one of these is given.
#[derive(Debug, Args)]
pub struct VariantArgs {
    /// X-sudoku: the two main diagonals hold each value once too
    #[arg(long = "x", conflicts_with = "regions")]
    pub x: bool,

    /// Jigsaw Sudoku: the regions of the map in FILE replace the boxes
    #[arg(long, value_name = "FILE")]
    pub regions: Option<PathBuf>,
}

/// `dlx pentominoes`.
#[derive(Debug, Args)]
pub struct PentominoArgs {
    /// 6x10, 5x12, 4x15, 3x20 (or any RxC), `scott`, or a FILE with a picture of the board
    #[arg(long, default_value = "6x10", value_name = "BOARD")]
    pub board: String,

    /// Keep one packing of each family of mirror images
    #[arg(long)]
    pub break_symmetry: bool,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// `dlx iamonds`.
#[derive(Debug, Args)]
pub struct IamondArgs {
    /// 6x6 (Knuth's rhombus), 4x9 (any RxC parallelogram of 72 triangles), or a FILE
    #[arg(long, default_value = "6x6", value_name = "BOARD")]
    pub board: String,

    /// Keep one packing of each family of mirror images
    #[arg(long)]
    pub break_symmetry: bool,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// `dlx soma`.
#[derive(Debug, Args)]
pub struct SomaArgs {
    /// 3x3x3 (the Soma cube), any box LxRxC of 27 cubes, or a FILE with its layers side by side
    #[arg(long, default_value = "3x3x3", value_name = "SOLID")]
    pub board: String,

    /// Keep one packing of each family of rotations of the solid
    #[arg(long)]
    pub break_symmetry: bool,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// `dlx langford`.
#[derive(Debug, Args)]
pub struct LangfordArgs {
    /// The largest value (1 to 1000)
    pub n: usize,

    /// Count a sequence and its reversal once
    #[arg(long)]
    pub break_symmetry: bool,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// `dlx queens`.
#[derive(Debug, Args)]
pub struct QueensArgs {
    /// The size of the board (1 to 1000)
    pub n: usize,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// `dlx killer`.
#[derive(Debug, Args)]
pub struct KillerArgs {
    /// The cage map; `-` or nothing reads stdin
    #[arg(value_name = "FILE", conflicts_with = "new")]
    pub file: Option<PathBuf>,

    /// Givens, written as a Sudoku on one line (`.` for an empty cell)
    #[arg(long, value_name = "PUZZLE")]
    pub givens: Option<String>,

    /// Print a new cage map with one solution, made from this seed, instead of solving
    #[arg(long, value_name = "SEED")]
    pub new: Option<u64>,

    /// The size of the new map: 4 or 9
    #[arg(long, default_value = "9", requires = "new", value_parser = ["4", "9"])]
    pub size: String,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// The grid and the list, for `dlx words` and `dlx gen words`.
#[derive(Debug, Args)]
pub struct SquareArgs {
    /// N for an N x N square, or RxC for R rows of C-letter words (sides 1 to 12)
    #[arg(long, default_value = "4", value_name = "SIZE")]
    pub size: String,

    /// A word list, one word per line (default: the shipped 3- and 4-letter words)
    #[arg(long, value_name = "FILE")]
    pub list: Option<PathBuf>,

    /// All words of a grid different (a double word square)
    #[arg(long)]
    pub double: bool,

    /// The word of the first row
    #[arg(long, value_name = "WORD")]
    pub start: Option<String>,

    /// Letters given in place: the rows separated by `/`, `.` for an open cell
    #[arg(long, value_name = "ROWS", conflicts_with = "start")]
    pub given: Option<String>,
}

/// `dlx words`.
#[derive(Debug, Args)]
pub struct WordsArgs {
    #[command(flatten)]
    pub square: SquareArgs,

    #[command(flatten)]
    pub run: PuzzleArgs,
}

/// What `pentominoes`, `langford` and `queens` share: what to print, and how to search.
#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// Print every solution, with a blank line between two
    #[arg(long, conflicts_with = "count")]
    pub all: bool,

    /// Print only the number of solutions
    #[arg(long)]
    pub count: bool,

    /// Print (or count) at most N solutions
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// With --count, count on N threads, the search tree cut into subproblems (0: one per core;
    /// at most 256)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        requires = "count",
        conflicts_with = "profile",
        value_parser = clap::value_parser!(u16).range(..=256)
    )]
    pub threads: u16,

    #[command(flatten)]
    pub engine: EngineArgs,
}

/// `--format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Knuth's DLX format: a line of item names, then one option per line
    Dlx,
    /// Rows of 0 and 1, one option per row, every column a primary item
    Matrix,
}

/// `--heuristic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HeuristicArg {
    /// The primary item with the fewest options left, ties to the leftmost (Knuth's choice)
    Mrv,
    /// Always the leftmost primary item still to cover
    First,
}

impl From<FormatArg> for dlx::format::Format {
    fn from(format: FormatArg) -> Self {
        match format {
            FormatArg::Dlx => dlx::format::Format::Dlx,
            FormatArg::Matrix => dlx::format::Format::Matrix,
        }
    }
}

impl From<HeuristicArg> for dlx::Heuristic {
    fn from(heuristic: HeuristicArg) -> Self {
        match heuristic {
            HeuristicArg::Mrv => dlx::Heuristic::Mrv,
            HeuristicArg::First => dlx::Heuristic::First,
        }
    }
}
