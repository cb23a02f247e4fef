//! `dlx gen sticks`: the tetrasticks on a board, with the comment line that says what it is.

use dlx::tetrastick::{StickBoard, Sticks, SticksError};
use dlx::Problem;

use crate::input::Failure;
use crate::puzzles::symmetry;

/// The comment line and the problem of the tetrasticks on `board` without the pieces `omit`.
pub fn problem(
    board: &str,
    omit: &str,
    break_symmetry: bool,
) -> Result<(String, Problem), Failure> {
    let parsed: StickBoard = board
        .parse()
        .map_err(|e| Failure::Input(format!("--board {board}: {e}")))?;
    let letters: Vec<char> = omit
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .collect();
    let sticks =
        Sticks::tetrasticks(parsed, &letters, symmetry(break_symmetry)).map_err(|e| match e {
            SticksError::UnknownPiece { .. } => Failure::Input(format!("--omit {omit}: {e}")),
            SticksError::EdgeMismatch {
                board: edges,
                pieces,
            } => {
                let (n, way) = if pieces > edges {
                    ((pieces - edges) / 4, "more")
                } else {
                    ((edges - pieces) / 4, "fewer")
                };
                let which = if letters.is_empty() {
                    format!("all {} tetrasticks", pieces / 4)
                } else {
                    let omitted: String = letters.iter().collect();
                    format!("the {} tetrasticks left after --omit {omitted}", pieces / 4)
                };
                let piece = if n == 1 { "piece" } else { "pieces" };
                Failure::Input(format!(
                    "--board {board} has {edges} edges, but {which} have {pieces} sticks: leave \
                     out {n} {way} {piece}, if the numbers allow"
                ))
            }
            other => Failure::Input(format!("--board {board}: {other}")),
        })?;
    let names: String = sticks.pieces().iter().map(|p| p.name()).collect();
    let (rows, cols) = (parsed.rows(), parsed.cols());
    let mut title = format!(
        "the tetrasticks {names} on the edges of a {rows}x{cols} board (Knuth, \"Dancing Links\"): \
         hR.C and vR.C run right and down from grid point R,C; pR.C (secondary) keeps pieces \
         from crossing there"
    );
    if sticks.symmetry() == dlx::tetrastick::Symmetry::Break {
        title.push_str(&format!(
            ", one packing of each family of {} mirror images",
            parsed.symmetries()
        ));
    }
    Ok((title, sticks.encode().0))
}
