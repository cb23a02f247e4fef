//! Langford pairs.

use dlx::langford::Langford;
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, symmetry};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// Langford pairs for `n`: two copies of each of `1..=n` in `2n` slots, the two `k`s with
    /// `k` numbers between them. With `breakSymmetry`, a sequence and its reversal count once
    /// (n = 7: 26 instead of 52).
    ///
    /// # Errors
    /// `n` is 0 or above 1000.
    #[wasm_bindgen(js_name = fromLangford)]
    pub fn from_langford(
        n: u32,
        break_symmetry: bool,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let langford = Langford::new(n as usize).map_err(|e| JsError::new(&e.to_string()))?;
        let (problem, decoder) = langford.encode(symmetry(break_symmetry));
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Langford(decoder),
        ))
    }
}
