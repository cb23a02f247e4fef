//! `dlx iamonds` and `dlx gen iamonds`: the twelve hexiamonds packed into a triangular board,
//! solved and drawn, or written in Knuth's format; and `dlx soma`, the Soma pieces in a solid.

use std::io::Write;

use dlx::polyiamond::IamondPacking;
use dlx::recognise::Decoder;
use dlx::Problem;

use crate::input::Failure;
use crate::options::{IamondArgs, SomaArgs};
use crate::puzzles::{flat_packing, run, symmetry};

/// `dlx iamonds`.
pub fn iamonds(args: &IamondArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let packing = iamond_packing(&args.board, args.break_symmetry)?;
    let (problem, decoder) = packing.encode();
    run(problem, &Decoder::Iamonds(decoder), &args.run, out)
}

/// `dlx gen iamonds`: the comment line and the problem.
pub fn gen_iamonds(spec: &str, break_symmetry: bool) -> Result<(String, Problem), Failure> {
    let packing = iamond_packing(spec, break_symmetry)?;
    let board = packing.board();
    let mut title = format!(
        "the 12 hexiamonds on the triangular board `{spec}` (Knuth, \"Dancing Links\"): a \
         primary item per piece (A to L) and per triangle (r2c5u: row 2, column 5, pointing up)"
    );
    if let Some(piece) = packing.restricted() {
        title.push_str(&format!(
            "; piece {piece} kept to one place of each family of {} mirror images",
            board.symmetries()
        ));
    }
    title.push_str("; # is a triangle, . a hole:");
    for row in board.to_string().lines() {
        title.push_str("\n|   ");
        title.push_str(row);
    }
    Ok((title, packing.encode().0))
}

/// The twelve hexiamonds on the board `spec` names: a parallelogram `RxC` (rows x rhombi,
/// such as `6x6`), or a file with a picture.
fn iamond_packing(spec: &str, break_symmetry: bool) -> Result<IamondPacking, Failure> {
    flat_packing(
        spec,
        "not a size such as 6x6",
        "the 12 hexiamonds",
        |board| IamondPacking::hexiamonds(board, symmetry(break_symmetry)),
    )
}

/// `dlx soma`: the seven Soma pieces in the solid `--board` names (a box `LxRxC`) or draws (a
/// file with its layers side by side).
pub fn soma(args: &SomaArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let spec = &args.board;
    let text = if std::path::Path::new(spec).exists() {
        crate::input::Source::new(Some(std::path::Path::new(spec))).read("a solid")?
    } else {
        spec.clone()
    };
    let solid: dlx::polycube::Solid = text
        .parse()
        .map_err(|e| Failure::Input(format!("--board {spec}: {e}")))?;
    let packing = dlx::polycube::CubePacking::new(
        solid,
        dlx::polycube::soma(),
        symmetry(args.break_symmetry),
    )
    .map_err(|e| Failure::Input(format!("--board {spec}: {e}")))?;
    let (problem, decoder) = packing.encode();
    run(problem, &Decoder::Cubes(decoder), &args.run, out)
}
