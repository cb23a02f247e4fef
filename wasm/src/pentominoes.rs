//! The twelve pentominoes packed into a board.

use dlx::polyomino::{Board, Packing};
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, symmetry};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// The twelve pentominoes packed into a board: `6x10`, `5x12`, `4x15`, `3x20` (any `RxC`
    /// with 60 cells), `scott` (8x8 without its centre square), or a picture of the board (`#`
    /// a cell, `.` a hole, one line per row). With `breakSymmetry`, one packing of each family
    /// of rotations and reflections of the board is found (3x20: 2 instead of 8).
    ///
    /// # Errors
    /// An unknown board name, a bad picture, a board without exactly 60 cells.
    #[wasm_bindgen(js_name = fromPentominoes)]
    pub fn from_pentominoes(
        board_name: &str,
        break_symmetry: bool,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let board: Board = board_name.parse()?;
        let packing = Packing::pentominoes(board, symmetry(break_symmetry))?;
        let (problem, decoder) = packing.encode();
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Pentominoes(packing.board().clone(), decoder),
        ))
    }
}
