//! `dlx gen`: built-in problems written in Knuth's DLX format.

use std::io::Write;

use dlx::format::write_dlx;
use dlx::polyomino::{Packing, Symmetry};
use dlx::sudoku::{value_char, Encoding, Sudoku, Variant};
use dlx::{examples, generate, Problem};

use crate::args::Gen;
use crate::input::{Failure, Source};
use crate::options::VariantArgs;
use crate::puzzles::{langford_pairs, pentomino_packing, symmetry};

/// Prints the problem `what` asks for: a comment line saying what it is, then the problem.
pub fn gen(what: &Gen, out: &mut impl Write) -> Result<u8, Failure> {
    let (title, problem) = match what {
        Gen::Queens { n } => (
            format!("{n} queens (TAOCP 7.2.2.1): rows and columns primary, diagonals secondary"),
            examples::queens(usize::from(*n)),
        ),
        Gen::Sudoku { puzzle, variant } => sudoku_problem(puzzle, variant)?,
        Gen::Pentominoes {
            board,
            break_symmetry,
        } => {
            let packing = pentomino_packing(board, *break_symmetry)?;
            (packing_title(board, &packing), packing.encode().0)
        }
        Gen::Iamonds {
            board,
            break_symmetry,
        } => crate::iamonds::gen_iamonds(board, *break_symmetry)?,
        Gen::Sticks {
            board,
            omit,
            break_symmetry,
        } => crate::sticks::problem(board, omit, *break_symmetry)?,
        Gen::Langford { n, break_symmetry } => {
            let langford = langford_pairs(*n)?;
            let mut title = format!(
                "Langford pairs for n = {n} (TAOCP 7.2.2.1): the values 1..{n} and the slots s1..s{}",
                2 * n
            );
            if *break_symmetry {
                title.push_str("; each sequence without its reversal (OEIS A014552)");
            }
            (title, langford.encode(symmetry(*break_symmetry)).0)
        }
        Gen::Words { square } => crate::words::gen_problem(square)?,
        Gen::Killer { file } => crate::killer::gen_problem(file)?,
        Gen::Knuth => (
            "Knuth's example (TAOCP 7.2.2.1): one solution, A D / C E F / B G".to_string(),
            examples::knuth(),
        ),
        Gen::Classic { matrix: true } => {
            out.write_all(examples::CLASSIC_MATRIX.as_bytes())?;
            out.flush()?;
            return Ok(0);
        }
        Gen::Random { seed } => (
            format!("a random exact-cover problem with at least one solution, from seed {seed}"),
            generate::random_exact_cover(*seed),
        ),
        Gen::Sudoku4 { seed } => {
            let puzzle = generate::random_sudoku4(*seed);
            (
                format!("the random 4x4 Sudoku {puzzle} (one solution), from seed {seed}"),
                puzzle.encode(Encoding::Reduced).0,
            )
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

/// The comment line above a packing: the board, and how many packings each solution stands
/// for. A board that is not a full rectangle is drawn on comment lines below it.
fn packing_title(spec: &str, packing: &Packing) -> String {
    let board = packing.board();
    let (rows, cols) = (board.rows(), board.cols());
    let full = board.cell_count() == rows * cols;
    let mut title = if full {
        format!("the 12 pentominoes in the {rows}x{cols} box (TAOCP 7.2.2.1)")
    } else {
        format!(
            "the 12 pentominoes in the board `{spec}`, {rows}x{cols} with holes (TAOCP 7.2.2.1)"
        )
    };
    if packing.symmetry() == Symmetry::Break && board.symmetries() > 1 {
        title.push_str(&format!(
            ", one packing of each family of {} mirror images",
            board.symmetries()
        ));
    }
    if !full {
        title.push_str("; # is a cell, . a hole:");
        for row in board.to_string().lines() {
            title.push_str("\n|   ");
            title.push_str(row);
        }
    }
    title
}

/// The comment line and the exact-cover problem of a puzzle given as an argument, or on stdin
/// for `-`, under the rules `variant` asks for.
fn sudoku_problem(puzzle: &str, variant: &VariantArgs) -> Result<(String, Problem), Failure> {
    let variant = crate::sudoku::variant(variant)?;
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
    let sudoku = Sudoku::parse_variant(&text, variant)
        .map_err(|e| Failure::Input(format!("puzzle: {e}")))?;
    let title = match sudoku.variant() {
        Variant::Classic => "a Sudoku puzzle (items and options that the givens leave)".to_string(),
        Variant::X => "an X-sudoku puzzle (items and options that the givens leave); d1=v and \
                       d2=v: the diagonals from the top left and the top right corner need v"
            .to_string(),
        Variant::Jigsaw(regions) => {
            // The map drawn with each cell's region number (1-9, then A-Z), as the items say it.
            let mut title = "a jigsaw Sudoku puzzle (items and options that the givens leave); \
                             gK=v: region K needs v, the regions numbered from 1 in reading order:"
                .to_string();
            for row in regions.of_cells().chunks(regions.size()) {
                title.push_str("\n|   ");
                title.extend(row.iter().map(|&g| value_char(g as u8 + 1)));
            }
            title
        }
    };
    Ok((title, sudoku.encode(Encoding::Reduced).0))
}
