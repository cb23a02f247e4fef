//! Problems as they are: Knuth's DLX text, a 0/1 matrix, and the built-in examples (Knuth's
//! seven items, the classic matrix, N queens).

use dlx::queens::Queens;
use dlx::{examples, format, Search};
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, parse_error};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// A problem in Knuth's DLX1 format. An error names its line as `error.line` too. An
    /// option of secondary items only is left out, as Knuth's `dlx2` leaves it out, and named
    /// by `parseWarnings`.
    #[wasm_bindgen(js_name = fromDlx)]
    pub fn from_dlx(text: &str, heuristic_name: Option<String>) -> Result<Solver, JsValue> {
        let parsed = format::parse_dlx_with_warnings(text).map_err(|e| parse_error(&e))?;
        let mut solver = Solver::plain(Search::with_heuristic(
            parsed.problem,
            heuristic(heuristic_name)?,
        ));
        solver.warnings = parsed.warnings;
        solver.warning_count = parsed.warning_count;
        Ok(solver)
    }

    /// A 0/1 matrix, one row per line. An error names its line as `error.line` too.
    #[wasm_bindgen(js_name = fromMatrix)]
    pub fn from_matrix(text: &str, heuristic_name: Option<String>) -> Result<Solver, JsValue> {
        let problem = format::parse_matrix(text).map_err(|e| parse_error(&e))?;
        Ok(Solver::plain(Search::with_heuristic(
            problem,
            heuristic(heuristic_name)?,
        )))
    }

    /// A built-in example: `knuth`, `classic` (the 6x7 matrix) or `queensN` (1 <= N <= 32).
    #[wasm_bindgen(js_name = fromExample)]
    pub fn from_example(name: &str, heuristic_name: Option<String>) -> Result<Solver, JsError> {
        let (problem, puzzle) = match name {
            "knuth" => (examples::knuth(), Puzzle::Other),
            "classic" => (examples::classic_matrix(), Puzzle::Other),
            _ => match name.strip_prefix("queens").map(str::parse::<usize>) {
                Some(Ok(n)) if (1..=32).contains(&n) => {
                    let (problem, decoder) = Queens::new(n)
                        .map_err(|e| JsError::new(&e.to_string()))?
                        .encode();
                    (problem, Puzzle::Queens(decoder))
                }
                _ => {
                    return Err(JsError::new(&format!(
                        "unknown example `{name}`: use knuth, classic or queens1 to queens32"
                    )))
                }
            },
        };
        let search = Search::with_heuristic(problem, heuristic(heuristic_name)?);
        Ok(Solver::new(search, puzzle))
    }
}
