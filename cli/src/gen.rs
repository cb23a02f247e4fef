//! `dlx gen`: built-in problems written in Knuth's DLX format.

use std::io::Write;

use dlx::format::write_dlx;
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{examples, Problem};

use crate::args::Gen;
use crate::input::{Failure, Source};

/// Prints the problem `what` asks for: a comment line saying what it is, then the problem.
pub fn gen(what: &Gen, out: &mut impl Write) -> Result<u8, Failure> {
    let (title, problem) = match what {
        Gen::Queens { n } => (
            format!("{n} queens (TAOCP 7.2.2.1): rows and columns primary, diagonals secondary"),
            examples::queens(usize::from(*n)),
        ),
        Gen::Sudoku { puzzle } => (
            "a Sudoku puzzle (items and options that the givens leave)".to_string(),
            sudoku_problem(puzzle)?,
        ),
        Gen::Knuth => (
            "Knuth's example (TAOCP 7.2.2.1): one solution, A D / C E F / B G".to_string(),
            examples::knuth(),
        ),
        Gen::Classic { matrix: true } => {
            out.write_all(examples::CLASSIC_MATRIX.as_bytes())?;
            out.flush()?;
            return Ok(0);
        }
        Gen::Classic { matrix: false } => (
            "the 6x7 matrix of Knuth's \"Dancing Links\": one solution, rows 1, 4 and 5"
                .to_string(),
            examples::classic_matrix(),
        ),
    };
    writeln!(out, "| {title}")?;
    out.write_all(write_dlx(&problem).as_bytes())?;
    out.flush()?;
    Ok(0)
}

/// The exact-cover problem of a puzzle given as an argument, or on stdin for `-`.
fn sudoku_problem(puzzle: &str) -> Result<Problem, Failure> {
    let text = if puzzle == "-" {
        let source = Source::new(None);
        let text = source.read("a puzzle")?;
        // Comment lines, as `dlx sudoku` skips them; the rest may be a grid over several lines.
        text.lines()
            .filter(|line| !line.trim_start().starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n")
    } else {
        puzzle.to_string()
    };
    let sudoku = Sudoku::parse(&text).map_err(|e| Failure::Input(format!("puzzle: {e}")))?;
    Ok(sudoku.encode(Encoding::Reduced).0)
}
