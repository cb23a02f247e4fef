//! Word squares in the browser: the shipped list, embedded in the engine, so that the page
//! and its workers build the same problem from a size and a starting word alone.

use dlx::words::{WordList, WordSquare};
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::heuristic;
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// A `rows x cols` word square (or rectangle) from the shipped list (the 3- and 4-letter
    /// words of web2): every row and column a word. `double` asks for all words different;
    /// `start`, if given and not blank, is the first row.
    ///
    /// # Errors
    /// A side the list has no words for (it has 3 and 4 letters), a starting word of another
    /// length, with a character other than a letter, or not in the list.
    #[wasm_bindgen(js_name = fromWordSquare)]
    pub fn from_word_square(
        rows: u32,
        cols: u32,
        double: bool,
        start: Option<String>,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let error = |e: dlx::words::WordsError| JsError::new(&e.to_string());
        let mut square =
            WordSquare::new(&WordList::shipped(), rows as usize, cols as usize, double)
                .map_err(error)?;
        if let Some(word) = start.as_deref().map(str::trim).filter(|w| !w.is_empty()) {
            square = square.with_start(word).map_err(error)?;
        }
        let (problem, decoder) = square.encode();
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Words(decoder),
        ))
    }
}
