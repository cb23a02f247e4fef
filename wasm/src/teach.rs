//! For teaching: the question the search's next event raises (Predict mode), and fresh
//! problems made from a seed that a link carries.

use dlx::format::write_dlx;
use dlx::generate::{random_exact_cover, random_sudoku4};
use wasm_bindgen::prelude::*;

use crate::Solver;

/// The largest seed: every integer up to it is exact in a JS number, so a link carries it.
const MAX_SEED: f64 = 9_007_199_254_740_991.0;

fn seed(value: f64) -> Result<u64, JsError> {
    if value.fract() != 0.0 || !(0.0..=MAX_SEED).contains(&value) {
        return Err(JsError::new(&format!(
            "seed {value} is not a whole number from 0 to {MAX_SEED}"
        )));
    }
    Ok(value as u64)
}

#[wasm_bindgen]
impl Solver {
    /// The question the next event raises (`dlx::Search::question`), or `undefined`:
    /// `{ kind: 'choose', level, item, len, lens: [{ item, len }] }`,
    /// `{ kind: 'deadEnd', level, item, empty, lens }`,
    /// `{ kind: 'cover', item, leaving, candidates, own }` or
    /// `{ kind: 'solution', options, candidates }`; items and options are numbers from 0.
    pub fn question(&mut self) -> Result<JsValue, JsError> {
        match self.search.question() {
            Some(q) => Ok(serde_wasm_bindgen::to_value(&q)?),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}

/// A small random exact-cover problem with at least one solution, in Knuth's DLX format
/// (`dlx::generate::random_exact_cover`): the same seed gives the same text everywhere.
#[wasm_bindgen(js_name = randomExactCover)]
pub fn random_exact_cover_text(value: f64) -> Result<String, JsError> {
    Ok(write_dlx(&random_exact_cover(seed(value)?)))
}

/// A random 4x4 Sudoku with exactly one solution, as one line of 16 cells (`.` for a blank).
#[wasm_bindgen(js_name = randomSudoku4)]
pub fn random_sudoku4_text(value: f64) -> Result<String, JsError> {
    Ok(random_sudoku4(seed(value)?).to_string())
}
