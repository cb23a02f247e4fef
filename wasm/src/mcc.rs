//! Problems with multiplicities (Knuth's MCC, `u:v|a`): the solver page counts and solves
//! them; the visualizer, which steps the search, asks first whether it can.

use wasm_bindgen::prelude::*;

use crate::Solver;

#[wasm_bindgen]
impl Solver {
    /// Why this search cannot be stepped event by event (a problem with multiplicities, see
    /// `dlx::Search::for_stepping`), or `undefined` when it can.
    #[wasm_bindgen(getter, js_name = steppingError)]
    pub fn stepping_error(&self) -> Option<String> {
        (!self.search.is_steppable()).then(|| dlx::NotSteppable.to_string())
    }
}
