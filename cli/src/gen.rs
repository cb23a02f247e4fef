//! `dlx gen`: built-in problems written in Knuth's DLX format.

use std::io::Write;

use dlx::format::write_dlx;
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{examples, OptionId, Problem, ProblemBuilder};

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
    let (problem, decoder) = sudoku.encode(Encoding::Reduced);
    if decoder.presets().is_empty() {
        return Ok(problem);
    }
    // A complete grid leaves nothing to decide, so the engine encodes it in full with the
    // givens preset. DLX text cannot say "preset", so keep only those options: the problem
    // then has exactly one solution, the grid itself.
    Ok(only(&problem, decoder.presets()))
}

/// `problem` with only the given options (all of them valid options of it).
fn only(problem: &Problem, options: &[OptionId]) -> Problem {
    let mut builder = ProblemBuilder::new();
    for item in problem.items() {
        let name = problem.item_name(item);
        let declared = if problem.is_primary(item) {
            builder.primary(name)
        } else {
            builder.secondary(name)
        };
        declared.expect("the names come from a valid problem");
    }
    for &option in options {
        builder
            .option_ids(problem.option_items(option))
            .expect("the options come from a valid problem");
    }
    builder.build().expect("a valid problem has primary items")
}
