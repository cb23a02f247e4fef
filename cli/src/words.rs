//! `dlx words` and `dlx gen words`: word squares and rectangles from a word list.

use std::io::Write;

use dlx::recognise::Decoder;
use dlx::words::{WordList, WordSquare, MAX_SIDE};
use dlx::Problem;

use crate::input::{Failure, Source};
use crate::options::{SquareArgs, WordsArgs};
use crate::puzzles::run;

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
