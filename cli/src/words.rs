//! `dlx words` and `dlx gen words`: word squares and rectangles from a word list.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use dlx::recognise::Decoder;
use dlx::words::{WordList, WordSquare, MAX_SIDE};
use dlx::Problem;

use crate::args::PuzzleArgs;
use crate::input::{Failure, Source};
use crate::puzzles::run;

pub const WORDS_ABOUT: &str = "\
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

pub const WORDS_EXAMPLES: &str = "\
Examples:
  dlx words --size 3 --start bit        a 3x3 square whose first row is bit
  dlx words --size 4 --start lane --all --limit 5
  dlx words --size 3x4 --double         3 rows of 4-letter words, 4 columns of 3-letter ones
  dlx words --size 4 --given 'l.../..../..../...s'   letters given in place, `.` for open
  dlx words --size 5 --list words.txt --count --limit 1000

Exit status: 0 when a grid was printed (or counted), 1 when there is none, 2 for bad input.";

pub const GEN_ABOUT: &str = "\
A word square as Knuth sets it up for dlx2 (TAOCP 7.2.2.1), with colors: a primary item for
each row R1..Rm and column C1..Cn, which need a word, and a secondary item for each cell
r1c1..rmcn, colored by its letter. The option `R2 r2c1:l r2c2:a r2c3:n r2c4:e` puts lane in
row 2; two options share a cell only where they give it the same letter. With --double each
word is a secondary item too, so that no word is used twice. Given letters (--start, --given)
keep only the options that agree with them. See `dlx help words` for the list and the sizes.";

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

/// `dlx words`.
pub fn words(args: &WordsArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let (problem, decoder) = square(&args.square)?.encode();
    run(problem, &Decoder::Words(decoder), &args.run, out)
}

/// The comment line and the problem of `dlx gen words`.
pub fn gen_problem(args: &SquareArgs) -> Result<(String, Problem), Failure> {
    let square = square(args)?;
    let (m, n) = (square.rows(), square.cols());
    let list = match &args.list {
        Some(path) => format!("the words of {}", path.display()),
        None => "the shipped web2 words".to_string(),
    };
    let mut title = format!(
        "a {m}x{n} word {} from {list} (TAOCP 7.2.2.1, dlx2): rows R1..R{m} and columns C1..C{n} \
         need a word, each cell's color is its letter",
        if m == n { "square" } else { "rectangle" }
    );
    if square.is_double() {
        title.push_str("; each word at most once (a double word square)");
    }
    Ok((title, square.encode().0))
}

/// The grid `args` asks for, with its list and given letters.
fn square(args: &SquareArgs) -> Result<WordSquare, Failure> {
    let (rows, cols) = size(&args.size)?;
    let list = match &args.list {
        Some(path) => {
            let source = Source::new(Some(path));
            let text = source.read("a word list")?;
            WordList::parse(&text).map_err(|e| source.error(e))?
        }
        None => WordList::shipped(),
    };
    let input = |e: dlx::words::WordsError| Failure::Input(e.to_string());
    let mut square =
        WordSquare::new(&list, rows, cols, args.double).map_err(|e| match args.list {
            Some(ref path) => Failure::Input(format!("{}: {e}", path.display())),
            None => Failure::Input(format!(
                "{e} (the shipped list has words of 3 and 4 letters; give --list FILE)"
            )),
        })?;
    if let Some(word) = &args.start {
        square = square
            .with_start(word)
            .map_err(|e| Failure::Input(format!("--start: {e}")))?;
    }
    if let Some(rows) = &args.given {
        square = square
            .with_givens(&rows.replace('/', "\n"))
            .map_err(|e| Failure::Input(format!("--given: {}", input(e))))?;
    }
    Ok(square)
}

/// `N` or `RxC`.
fn size(spec: &str) -> Result<(usize, usize), Failure> {
    let bad = || {
        Failure::Input(format!(
            "--size {spec}: not a size such as 4 or 3x5 (sides 1 to {MAX_SIDE})"
        ))
    };
    let side = |s: &str| {
        s.trim()
            .parse::<usize>()
            .ok()
            .filter(|&n| (1..=MAX_SIDE).contains(&n))
    };
    match spec.split_once(['x', 'X']) {
        Some((r, c)) => Ok((side(r).ok_or_else(bad)?, side(c).ok_or_else(bad)?)),
        None => {
            let n = side(spec).ok_or_else(bad)?;
            Ok((n, n))
        }
    }
}
