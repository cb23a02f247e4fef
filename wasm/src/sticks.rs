//! Tetrasticks in the browser: the constructor of a [`Solver`] over Knuth's stick packing.

use dlx::tetrastick::{StickBoard, Sticks};
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, symmetry};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// The sixteen tetrasticks without the letters in `omit` (blanks and commas ignored) on the
    /// edges of a board of `RxC` squares (`5x5` is Knuth's, with one of `H J L N Y` left out).
    /// With `breakSymmetry`, one packing of each family of rotations and reflections of the
    /// board is found (5x5 without the H: 72).
    ///
    /// # Errors
    /// A board that is no size, a letter that is no piece's, sticks and edges that differ in
    /// number.
    #[wasm_bindgen(js_name = fromSticks)]
    pub fn from_sticks(
        board_name: &str,
        omit: &str,
        break_symmetry: bool,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let board: StickBoard = board_name.parse()?;
        let letters: Vec<char> = omit
            .chars()
            .filter(|c| !c.is_whitespace() && *c != ',')
            .collect();
        let sticks = Sticks::tetrasticks(board, &letters, symmetry(break_symmetry))?;
        let (problem, decoder) = sticks.encode();
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Sticks(decoder),
        ))
    }
}
