//! `dlx iamonds` and `dlx gen iamonds`: the twelve hexiamonds packed into a triangular board,
//! solved and drawn, or written in Knuth's format.

use std::io::Write;
use std::path::Path;

use dlx::polyiamond::{IamondBoard, IamondError, IamondPacking};
use dlx::recognise::Decoder;
use dlx::Problem;

use crate::input::{Failure, Source};
use crate::options::IamondArgs;
use crate::puzzles::{run, symmetry};

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

/// The twelve hexiamonds on the board `spec` names (see [`board`]).
fn iamond_packing(spec: &str, break_symmetry: bool) -> Result<IamondPacking, Failure> {
    let board = board(spec)?;
    IamondPacking::hexiamonds(board, symmetry(break_symmetry)).map_err(|e| match e {
        IamondError::AreaMismatch { board, pieces } => Failure::Input(format!(
            "--board {spec} has {board} triangles, but the 12 hexiamonds cover {pieces}: \
             the board needs exactly {pieces}"
        )),
        other => Failure::Input(format!("--board {spec}: {other}")),
    })
}

/// The board `spec` names: a parallelogram `RxC` (rows x rhombi, such as `6x6`), or a file
/// with a picture of the board ([`IamondBoard::parse`]).
fn board(spec: &str) -> Result<IamondBoard, Failure> {
    if let Some(named) = IamondBoard::named(spec) {
        return named.map_err(|e| Failure::Input(format!("--board {spec}: {e}")));
    }
    let path = Path::new(spec);
    if !path.exists() {
        return Err(Failure::Input(format!(
            "--board {spec}: not a size such as 6x6 and no file of that name"
        )));
    }
    let source = Source::new(Some(path));
    let text = source.read("a board")?;
    IamondBoard::parse(&text).map_err(|e| source.error(e))
}
