//! The hexiamonds on a triangular board (`dlx::polyiamond`), for the page.

use dlx::polyiamond::{points_up, IamondBoard, IamondPacking};
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, symmetry};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// The twelve hexiamonds packed into a triangular board: `6x6` (Knuth's rhombus), any
    /// parallelogram `RxC` of 72 triangles (`4x9`), or a picture (`#` a triangle, `.` a hole,
    /// one line per row; triangle `(r, j)` points up when `r + j` is even). With
    /// `breakSymmetry`, one packing of each family of rotations and reflections of the board
    /// is found (6x6: 156 instead of 624).
    ///
    /// # Errors
    /// An unknown board name, a bad picture, a board without exactly 72 triangles.
    #[wasm_bindgen(js_name = fromIamonds)]
    pub fn from_iamonds(
        board_name: &str,
        break_symmetry: bool,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let board: IamondBoard = board_name.parse()?;
        let packing = IamondPacking::hexiamonds(board, symmetry(break_symmetry))?;
        let (problem, decoder) = packing.encode();
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Iamonds(decoder),
        ))
    }
}

/// One byte per triangle of the board's grid, in reading order: 1 a triangle to cover that
/// points up, 2 one that points down, 0 a hole.
pub(crate) fn board_cells(board: &IamondBoard) -> Vec<u8> {
    (0..board.rows())
        .flat_map(|r| {
            (0..board.cols()).map(move |j| match (board.contains(r, j), points_up((r, j))) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            })
        })
        .collect()
}
