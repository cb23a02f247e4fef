//! Killer Sudoku in the browser: the page passes it as the Sudoku variant `"killer"`, its
//! cage map where a jigsaw's region map goes, so that the page's Sudoku (board, worker, links)
//! carries it unchanged; these functions build it and answer what only a Killer has.

use dlx::sudoku::{Killer, KillerError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, js_error, InputFault};
use crate::{Puzzle, Solver};

/// A cage map's error as a JS `Error` with `input` (`"regions"` for the map, `"puzzle"` for
/// the givens), `cells` (`[row, column]` from 1) and `line` (the map's line, from 1, when one
/// is at fault).
pub(crate) fn killer_error(error: &KillerError) -> JsValue {
    #[derive(Serialize)]
    struct KillerFault {
        input: &'static str,
        cells: Vec<(usize, usize)>,
        #[serde(skip_serializing_if = "Option::is_none")]
        line: Option<usize>,
    }
    let givens_apart = matches!(error, KillerError::Givens { line: 0, .. });
    let fault = KillerFault {
        input: if givens_apart { "puzzle" } else { "regions" },
        cells: error.cells(),
        line: error.line(),
    };
    js_error(&error.to_string(), &fault)
}

/// The Killer Sudoku of `map` with the givens `text` (all blank, or empty, for none).
pub(crate) fn parse_killer(text: &str, map: Option<&str>) -> Result<Killer, JsValue> {
    let Some(map) = map.filter(|m| !m.trim().is_empty()) else {
        let message = "a Killer Sudoku needs a cage map: one row of cage letters per line, then \
                       one line per cage with its sum (A=23)";
        let fault = InputFault {
            input: "regions",
            cells: Vec::new(),
            position: None,
        };
        return Err(js_error(message, &fault));
    };
    Killer::parse_with_givens(map, Some(text)).map_err(|e| killer_error(&e))
}

/// A solver for the Killer Sudoku of `map` with givens `text`.
pub(crate) fn killer_solver(
    text: &str,
    map: Option<&str>,
    heuristic_name: Option<String>,
) -> Result<Solver, JsValue> {
    let h = heuristic(heuristic_name)?;
    let killer = parse_killer(text, map)?;
    let (problem, decoder) = killer.encode();
    Ok(Solver::new(
        dlx::Search::with_heuristic(problem, h),
        Puzzle::Killer(decoder),
    ))
}

#[wasm_bindgen]
impl Solver {
    /// For a Killer Sudoku: each cell's cage, `n * n` numbers in row-major order, cages
    /// counted from 0 in the reading order of their first cell; empty otherwise.
    #[wasm_bindgen(js_name = cageMap)]
    pub fn cage_map(&self) -> Vec<u32> {
        match &self.puzzle {
            Puzzle::Killer(decoder) => decoder.killer().cage_map(),
            _ => Vec::new(),
        }
    }

    /// For a Killer Sudoku: each cage's sum, by cage number; empty otherwise.
    #[wasm_bindgen(js_name = cageSums)]
    pub fn cage_sums(&self) -> Vec<u32> {
        match &self.puzzle {
            Puzzle::Killer(decoder) => decoder.killer().sums(),
            _ => Vec::new(),
        }
    }
}
