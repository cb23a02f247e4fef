//! `dlx pentominoes`, `dlx langford` and `dlx queens`: puzzles set up, solved and drawn in one
//! command; and the boards and sizes that `dlx gen` reads for them.

use std::io::Write;
use std::path::Path;

use dlx::langford::Langford;
use dlx::polyform::{self, Flat, PackingError};
use dlx::polyomino::{Packing, Symmetry};
use dlx::queens::Queens;
use dlx::recognise::Decoder;
use dlx::{Problem, Search};

use crate::input::{Failure, Source};
use crate::options::{LangfordArgs, PentominoArgs, PuzzleArgs, QueensArgs};
use crate::output::report;
use crate::solutions::{count_on_threads, print_solutions, solution_limit};

/// `dlx pentominoes`.
pub fn pentominoes(args: &PentominoArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let packing = pentomino_packing(&args.board, args.break_symmetry)?;
    let (problem, decoder) = packing.encode();
    run(problem, &Decoder::Packing(decoder), &args.run, out)
}

/// `dlx langford`.
pub fn langford(args: &LangfordArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let (problem, decoder) = langford_pairs(args.n)?.encode(symmetry(args.break_symmetry));
    run(problem, &Decoder::Langford(decoder), &args.run, out)
}

/// `dlx queens`.
pub fn queens(args: &QueensArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let queens = Queens::new(args.n).map_err(|e| Failure::Input(e.to_string()))?;
    let (problem, decoder) = queens.encode();
    run(problem, &Decoder::Queens(decoder), &args.run, out)
}

/// Counts the solutions, or prints their pictures, as `args` asks.
pub(crate) fn run(
    problem: Problem,
    decoder: &Decoder,
    args: &PuzzleArgs,
    out: &mut impl Write,
) -> Result<u8, Failure> {
    if args.count && args.threads != 1 {
        let heuristic = args.engine.heuristic.into();
        return count_on_threads(
            &problem,
            heuristic,
            args.threads.into(),
            args.limit,
            args.engine.stats,
            out,
        );
    }
    let mut search = Search::with_heuristic(problem, args.engine.heuristic.into());
    let status = if args.count {
        let found = search.count(args.limit);
        writeln!(out, "{found}")?;
        out.flush()?;
        0
    } else {
        let limit = solution_limit(args.all, args.limit);
        print_solutions(&mut search, limit, out, |out, search| {
            writeln!(out, "{}", decoder.picture(search.chosen()))
        })?
    };
    report(&args.engine, &search);
    Ok(status)
}

/// [`Symmetry::Break`] when asked, else [`Symmetry::Keep`].
pub fn symmetry(break_symmetry: bool) -> Symmetry {
    if break_symmetry {
        Symmetry::Break
    } else {
        Symmetry::Keep
    }
}

/// The Langford problem for `n`, or why there is none.
pub fn langford_pairs(n: usize) -> Result<Langford, Failure> {
    Langford::new(n).map_err(|e| Failure::Input(e.to_string()))
}

/// The twelve pentominoes on the board `spec` names (see [`board`]).
pub fn pentomino_packing(spec: &str, break_symmetry: bool) -> Result<Packing, Failure> {
    let names = "not a size such as 6x10, not `scott`,";
    flat_packing(spec, names, "the 12 pentominoes", |board| {
        Packing::pentominoes(board, symmetry(break_symmetry))
    })
}

/// The packing `pack` makes of `pieces` (say "the 12 pentominoes") on the board `spec` names
/// (see [`board`]), its errors said for `--board`.
pub fn flat_packing<F: Flat>(
    spec: &str,
    names: &str,
    pieces: &str,
    pack: impl FnOnce(polyform::Board<F>) -> Result<polyform::Packing<F>, PackingError<F>>,
) -> Result<polyform::Packing<F>, Failure> {
    pack(board(spec, names)?).map_err(|e| match e {
        PackingError::AreaMismatch {
            board,
            pieces: area,
        } => Failure::Input(format!(
            "--board {spec} has {board} {}s, but {pieces} cover {area}: the board needs \
             exactly {area}",
            F::CELL
        )),
        other => Failure::Input(format!("--board {spec}: {other}")),
    })
}

/// The board `spec` names: a name the family knows (`scott`, a size `RxC` such as `6x10`),
/// or a file with a picture of the board (`#` for a cell, `.` for a hole; [`polyform::Board::parse`]).
/// `names` says what a name would have been, for the error when it is neither.
pub fn board<F: Flat>(spec: &str, names: &str) -> Result<polyform::Board<F>, Failure> {
    if let Some(named) = polyform::Board::<F>::named(spec) {
        return named.map_err(|e| Failure::Input(format!("--board {spec}: {e}")));
    }
    let path = Path::new(spec);
    if !path.exists() {
        return Err(Failure::Input(format!(
            "--board {spec}: {names} and no file of that name"
        )));
    }
    let source = Source::new(Some(path));
    let text = source.read("a board")?;
    polyform::Board::parse(&text).map_err(|e| source.error(e))
}
