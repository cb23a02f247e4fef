//! Sudoku of any size, classic, X and jigsaw (the Killer is in `killer.rs`): the solver, and
//! the checks the page runs while the user types, each error marking the cells at fault.

use dlx::sudoku::{Encoding, RegionError, Regions, Sudoku, SudokuError, Variant};
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, js_error, InputFault};
#[cfg(feature = "full")]
use crate::killer;
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// A Sudoku of any size (4x4 to 25x25), one line or a pasted grid. `encoding` is
    /// `"reduced"` (default: givens removed before the search) or `"full"` (all options, the
    /// givens preset); `heuristic` is `"mrv"` (default) or `"first"`; `boxSize` (2 to 5), if
    /// given, is the size the user meant, used only to word a length error.
    #[wasm_bindgen(js_name = fromSudoku)]
    pub fn from_sudoku(
        text: &str,
        encoding: Option<String>,
        heuristic_name: Option<String>,
        box_size: Option<u32>,
    ) -> Result<Solver, JsValue> {
        Solver::from_sudoku_variant(text, "classic", None, encoding, heuristic_name, box_size)
    }

    /// A Sudoku of a variant: `"classic"`, `"x"` (X-sudoku: the two main diagonals hold each
    /// value once too; items `d1=5`, `d2=5`) or `"jigsaw"` (irregular regions instead of boxes;
    /// items `g3=5`). `regions` is the jigsaw's region map, one letter or digit per cell in
    /// reading order (whitespace ignored), the cells of a region sharing one; it is required
    /// for `"jigsaw"` and ignored otherwise. The other arguments are those of `fromSudoku`.
    ///
    /// # Errors
    /// As `fromSudoku`; an unknown variant; a missing or bad region map, whose error has
    /// `input = "regions"` (a puzzle's errors have `input = "puzzle"`) and `cells` (the
    /// region's first cell, and for a region in pieces the first cell cut off from it).
    #[wasm_bindgen(js_name = fromSudokuVariant)]
    pub fn from_sudoku_variant(
        text: &str,
        variant: &str,
        regions: Option<String>,
        encoding: Option<String>,
        heuristic_name: Option<String>,
        box_size: Option<u32>,
    ) -> Result<Solver, JsValue> {
        let encoding = match encoding.as_deref() {
            None | Some("reduced") => Encoding::Reduced,
            Some("full") => Encoding::Full,
            Some(other) => {
                return Err(JsError::new(&format!(
                    "unknown encoding `{other}`: use `reduced` or `full`"
                ))
                .into())
            }
        };
        #[cfg(feature = "full")]
        if variant == "killer" {
            return killer::killer_solver(text, regions.as_deref(), heuristic_name);
        }
        let h = heuristic(heuristic_name)?;
        let puzzle = parse_variant(text, variant, regions, box_size)?;
        let (problem, decoder) = puzzle.encode(encoding);
        Ok(Solver::new(
            decoder.search(problem, h),
            Puzzle::Sudoku(puzzle, Box::new(decoder)),
        ))
    }
}

/// Checks a Sudoku without solving it: `undefined` when it is well formed, else the error
/// (with `cells` for the cells at fault), for marking cells while the user types. `boxSize`
/// as for [`Solver::from_sudoku`].
#[wasm_bindgen(js_name = checkSudoku)]
pub fn check_sudoku(text: &str, box_size: Option<u32>) -> JsValue {
    match parse_sudoku(text, box_size) {
        Ok(_) => JsValue::UNDEFINED,
        Err(e) => sudoku_error(&e),
    }
}

/// Checks a Sudoku of a variant without solving it, as [`check_sudoku`] does; the arguments
/// are those of [`Solver::from_sudoku_variant`]. The error says with `input` whether the puzzle
/// (`"puzzle"`) or the region map (`"regions"`) is at fault.
#[wasm_bindgen(js_name = checkSudokuVariant)]
pub fn check_sudoku_variant(
    text: &str,
    variant: &str,
    regions: Option<String>,
    box_size: Option<u32>,
) -> JsValue {
    #[cfg(feature = "full")]
    if variant == "killer" {
        return killer::parse_killer(text, regions.as_deref())
            .err()
            .unwrap_or(JsValue::UNDEFINED);
    }
    match parse_variant(text, variant, regions, box_size) {
        Ok(_) => JsValue::UNDEFINED,
        Err(e) => e,
    }
}

/// A Sudoku's error as a JS `Error` with its [`InputFault`].
fn sudoku_error(error: &SudokuError) -> JsValue {
    let fault = InputFault {
        input: "puzzle",
        cells: error.cells(),
        position: error.position(),
    };
    js_error(&error.to_string(), &fault)
}

/// A region map's error as a JS `Error` with its [`InputFault`].
fn region_error(error: &RegionError) -> JsValue {
    let fault = InputFault {
        input: "regions",
        cells: error.cells(),
        position: error.position(),
    };
    js_error(&error.to_string(), &fault)
}

/// Parses a Sudoku. When its length fits no size, and the page says which size it meant
/// (`box_size`, 2 to 5), the error says what that size needs ("a 9x9 needs 81"), or which
/// values it takes.
fn parse_sudoku(text: &str, box_size: Option<u32>) -> Result<Sudoku, SudokuError> {
    match (Sudoku::parse(text), box_size) {
        // A bad character in a text whose cells fit no size: the size meant words its values
        // and places its cells.
        (
            Err(SudokuError::WrongLength { expected: None, .. })
            | Err(SudokuError::BadCharacter { size: None, .. }),
            Some(b),
        ) if (2..=5).contains(&b) => Sudoku::parse_with_box(text, b as usize),
        (parsed, _) => parsed,
    }
}

/// Parses a Sudoku of the variant named `variant` (`"classic"`, `"x"` or `"jigsaw"`); `regions`
/// is the region map of a jigsaw, ignored otherwise. `box_size` words a length error as in
/// [`parse_sudoku`] (a jigsaw's size is its map's).
fn parse_variant(
    text: &str,
    variant: &str,
    regions: Option<String>,
    box_size: Option<u32>,
) -> Result<Sudoku, JsValue> {
    let parsed = match variant {
        "classic" => parse_sudoku(text, box_size),
        "x" => parse_sudoku(text, box_size).and_then(|s| s.with_variant(Variant::X)),
        "jigsaw" => {
            let map = regions.filter(|m| !m.trim().is_empty()).ok_or_else(|| {
                let fault = InputFault {
                    input: "regions",
                    cells: Vec::new(),
                    position: None,
                };
                let message = "a jigsaw Sudoku needs a region map: one letter or digit per \
                               cell, the cells of each region sharing one";
                js_error(message, &fault)
            })?;
            let regions = Regions::parse(&map).map_err(|e| region_error(&e))?;
            Sudoku::parse_variant(text, Variant::Jigsaw(regions))
        }
        other => {
            return Err(JsError::new(&format!(
                "unknown Sudoku variant `{other}`: use `classic`, `x` or `jigsaw`"
            ))
            .into())
        }
    };
    parsed.map_err(|e| sudoku_error(&e))
}
