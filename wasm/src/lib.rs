//! The engine in the browser: a thin `wasm-bindgen` layer over the `dlx` crate.
//!
//! One handle, [`Solver`], owns a search. Every export is a few lines that call the engine;
//! every error becomes a JS `Error` carrying the engine's message. Large state stays in wasm
//! memory: the page reads the links through typed-array views ([`Solver::nodes_ptr`] and
//! friends), rebuilt every frame because wasm memory can grow.
//!
//! ```js
//! import init, { Solver } from './pkg/dlx_wasm.js';
//! const wasm = await init();
//! const solver = Solver.fromSudoku('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
//! if (solver.next()) console.log(solver.solutionText());   // `next` is `find_next` in Rust
//! ```
#![warn(missing_docs)]

use dlx::queens::{Queens, QueensDecoder};
use dlx::sudoku::{Encoding, RegionError, Regions, Sudoku, SudokuDecoder, SudokuError, Variant};
use dlx::{examples, format, Heuristic, ItemId, Node, OptionId, Progress, Search};
// What only the full module exports (stepping, the other puzzles): see wasm/Cargo.toml.
#[cfg(feature = "full")]
use dlx::{
    langford::{Langford, LangfordDecoder},
    meaning::{Meaning, Plain},
    polyomino::{Board, Packing, PackingDecoder, Symmetry},
    tetrastick::SticksDecoder,
    words::WordsDecoder,
    Event, NodeId, Step, Stride,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod estimate;
#[cfg(feature = "full")]
mod iamonds;
#[cfg(feature = "full")]
mod killer;
#[cfg(feature = "full")]
mod mcc;
mod parallel;
#[cfg(feature = "full")]
mod runs;
#[cfg(feature = "full")]
mod sticks;
#[cfg(feature = "full")]
mod teach;
mod vizcolors;
mod warnings;
#[cfg(feature = "full")]
mod words;

#[cfg(feature = "full")]
pub use estimate::Estimator;
#[cfg(feature = "full")]
pub use teach::{random_exact_cover_text, random_sudoku4_text};

/// Search-tree nodes per slice of [`Solver::count`]: a few ms of the slowest searches, so that
/// the optimizing tier takes over early, and few enough calls to cost nothing.
const COUNT_SLICE_NODES: u64 = 1 << 14;

/// Installs the panic hook, so a bug shows a readable message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The version of the engine crate.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// A search over one problem, owned by the page (or its worker).
#[wasm_bindgen]
pub struct Solver {
    search: Search,
    /// What the problem is, and the table that turns its options back into the puzzle's terms.
    puzzle: Puzzle,
    /// The links as node indices, refreshed by `nodesPtr` for the page to read in place (the
    /// search holds them as addresses). Allocated by the first `nodesPtr`, not before: a
    /// solver that only solves never needs it, and converting every link took 11% of the
    /// 17-clue set's time in node. Later calls reuse it, so refreshing never grows memory.
    #[cfg_attr(not(feature = "full"), allow(dead_code))]
    view: Vec<Node>,
    /// What the parser left out of a DLX text (the first `format::MAX_WARNINGS`), and how
    /// many such things there were: empty for a problem not read from text.
    warnings: Vec<format::ParseWarning>,
    warning_count: usize,
}

/// The puzzle a [`Solver`] was built from, with its decoder.
enum Puzzle {
    /// A problem given as text or a plain example: options are only their items.
    Other,
    /// A Sudoku and the table that turns options into placements.
    Sudoku(Sudoku, SudokuDecoder),
    /// Knuth's N-queens example, and the table that turns options into squares.
    Queens(QueensDecoder),
    #[cfg(feature = "full")]
    /// Pentominoes on a board, and the table that turns options into placed pieces.
    Pentominoes(Board, PackingDecoder),
    #[cfg(feature = "full")]
    /// Langford pairs, and the table that turns options into pairs of slots.
    Langford(LangfordDecoder),
    #[cfg(feature = "full")]
    /// A Killer Sudoku (the variant `"killer"`), whose decoder holds its cages.
    Killer(dlx::sudoku::KillerDecoder),
    #[cfg(feature = "full")]
    /// Hexiamonds on a triangular board, and the table that turns options into placed pieces.
    Iamonds(dlx::polyiamond::IamondDecoder),
    #[cfg(feature = "full")]
    /// A word square or rectangle, and the table that turns options into words.
    Words(WordsDecoder),
    #[cfg(feature = "full")]
    /// Tetrasticks on a board's edges, and the table that turns options into placed sticks.
    Sticks(SticksDecoder),
}

#[cfg(feature = "full")]
/// `Symmetry::Break` when the page asks to break the symmetry, else `Symmetry::Keep`.
fn symmetry(break_symmetry: bool) -> Symmetry {
    if break_symmetry {
        Symmetry::Break
    } else {
        Symmetry::Keep
    }
}

/// Where an input is at fault, for the page to mark it: which text (`"puzzle"` or
/// `"regions"`), the cells (`[row, column]`, counted from 1), and for a bad character its
/// place in that text (in characters, from 1), since such a character is not a cell.
#[derive(Serialize)]
struct InputFault {
    input: &'static str,
    cells: Vec<(usize, usize)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<usize>,
}

/// A JS `Error` with `message` and the fields of `fault` as its own properties
/// (`error.cells`, `error.line`, ...), so that the page can both show and mark it.
fn js_error(message: &str, fault: &impl Serialize) -> JsValue {
    let error = js_sys::Error::new(message);
    if let Ok(fields) = serde_wasm_bindgen::to_value(fault) {
        js_sys::Object::assign(&error, &fields.unchecked_into());
    }
    error.into()
}

/// A DLX text's or a matrix's error as a JS `Error` with `error.line`: the line at fault,
/// from 1 (0 when the input as a whole is), and `error.column` when one character is.
fn parse_error(error: &format::ParseError) -> JsValue {
    #[derive(Serialize)]
    struct LineFault {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        column: Option<usize>,
    }
    let fault = LineFault {
        line: error.line,
        column: error.column,
    };
    js_error(&error.to_string(), &fault)
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

fn heuristic(name: Option<String>) -> Result<Heuristic, JsError> {
    Ok(name.map_or(Ok(Heuristic::Mrv), |name| name.parse())?)
}

#[cfg(feature = "full")]
/// Events cross the boundary as five numbers: a kind, up to three fields, and the step of
/// Algorithm X (1 to 8) the event belongs to, as the engine knows it.
fn encode((event, step): (Event, Step)) -> [u32; 5] {
    let [a, b, c] = match event {
        Event::Choose { level, item, len } => [level, item.0, len],
        Event::Cover { item } | Event::Uncover { item } => [item.0, 0, 0],
        Event::Hide { node }
        | Event::Unhide { node }
        | Event::Purify { node }
        | Event::Mark { node }
        | Event::Unmark { node }
        | Event::Unpurify { node } => [node.0, 0, 0],
        Event::Try {
            level,
            node,
            option,
        } => [level, node.0, option.0],
        Event::Solution { size } => [size, 0, 0],
        Event::Backtrack { level, item } => [level, item.0, 0],
        Event::Done => [0, 0, 0],
    };
    [event.kind_code(), a, b, c, step.number()]
}

#[cfg(feature = "full")]
fn encode_all(events: Vec<(Event, Step)>) -> Vec<u32> {
    events.into_iter().flat_map(encode).collect()
}

#[cfg(feature = "full")]
impl Solver {
    /// What the puzzle's items and options stand for: its decoder's [`Meaning`].
    fn meaning(&self) -> &dyn Meaning {
        match &self.puzzle {
            Puzzle::Other => &Plain,
            Puzzle::Sudoku(_, decoder) => decoder,
            Puzzle::Queens(decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(_, decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Langford(decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder,
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder,
        }
    }
}

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
            Puzzle::Sudoku(puzzle, decoder),
        ))
    }

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

    #[cfg(feature = "full")]
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

    #[cfg(feature = "full")]
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

    fn plain(search: Search) -> Solver {
        Solver::new(search, Puzzle::Other)
    }

    fn new(search: Search, puzzle: Puzzle) -> Solver {
        Solver {
            search,
            puzzle,
            view: Vec::new(),
            warnings: Vec::new(),
            warning_count: 0,
        }
    }

    // ------------------------------------------------------------ full speed

    /// Runs to the next solution at full speed; `false` when there are no more.
    #[wasm_bindgen(js_name = next)]
    pub fn find_next(&mut self) -> bool {
        self.search.find_next()
    }

    /// Runs to the next solution but enters at most `nodes` search-tree nodes, so that long
    /// searches can report progress and be cancelled: `"solution"`, `"finished"` or `"paused"`.
    #[wasm_bindgen(js_name = runFor)]
    pub fn run_for(&mut self, nodes: f64) -> String {
        match self.search.find_next_within(nodes.max(1.0) as u64) {
            Progress::Solution => "solution",
            Progress::Finished => "finished",
            Progress::Paused => "paused",
        }
        .to_string()
    }

    /// Counts the remaining solutions, at most `limit` of them if given.
    pub fn count(&mut self, limit: Option<f64>) -> f64 {
        // In slices of nodes, not in one call: V8 moves a wasm function to its optimizing
        // tier only when it is called again, so a count made in one call would run at the
        // baseline tier's speed to its end (a 1 s pentomino count took 2 s on its first run).
        let mut left = limit.map(|l| l.max(0.0) as u64);
        let mut found = 0;
        while left != Some(0) && !self.search.is_finished() {
            let n = self.search.count_within(COUNT_SLICE_NODES, left);
            found += n;
            left = left.map(|l| l - n);
        }
        found as f64
    }

    /// Counts on for at most `nodes` search-tree nodes and at most `limit` more solutions
    /// (if given), without stopping at each solution as `runFor` does; returns how many it
    /// found. `finished` tells the end.
    #[wasm_bindgen(js_name = countFor)]
    pub fn count_for(&mut self, nodes: f64, limit: Option<f64>) -> f64 {
        let limit = limit.map(|l| l.max(0.0) as u64);
        self.search.count_within(nodes.max(1.0) as u64, limit) as f64
    }

    /// The solution (or partial solution) the search is at: for a Sudoku, the grid in the
    /// puzzle's own format (one line); for pentominoes, the board with each cell's piece
    /// letter (`#` not yet covered, `.` a hole), one line per row; for Langford pairs, the
    /// sequence (`3 1 2 1 3 2`, `.` an empty slot); otherwise one option per line, as its
    /// item names.
    #[wasm_bindgen(js_name = solutionText)]
    pub fn solution_text(&self) -> String {
        let chosen = self.search.chosen();
        match &self.puzzle {
            Puzzle::Sudoku(_, decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(_, decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Langford(decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder.decode(chosen).to_string(),
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder.decode(chosen).to_string(),
            Puzzle::Other | Puzzle::Queens(_) => self
                .search
                .chosen()
                .map(|o| self.search.problem().option_text(o))
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }

    /// The chosen options so far, as option numbers (from 0).
    pub fn chosen(&self) -> Vec<u32> {
        self.search.chosen().map(|o| o.0).collect()
    }

    // ------------------------------------------------------------ statistics

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.search.stats().solutions as f64
    }

    /// Knuth's mems so far.
    #[wasm_bindgen(getter)]
    pub fn mems(&self) -> f64 {
        self.search.stats().mems as f64
    }

    /// Knuth's updates so far.
    #[wasm_bindgen(getter)]
    pub fn updates(&self) -> f64 {
        self.search.stats().updates as f64
    }

    /// Search-tree nodes so far (plus one per solution).
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.search.stats().nodes as f64
    }

    /// The deepest level reached.
    #[wasm_bindgen(getter, js_name = maxLevel)]
    pub fn max_level(&self) -> u32 {
        self.search.stats().max_level
    }

    /// The current level.
    #[wasm_bindgen(getter)]
    pub fn level(&self) -> u32 {
        self.search.level()
    }

    /// Whether the search is over.
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.search.is_finished()
    }

    /// Search-tree nodes per level (Knuth's profile).
    pub fn profile(&self) -> Vec<f64> {
        self.search.profile().iter().map(|&n| n as f64).collect()
    }

    // ------------------------------------------------------------ stepping

    #[cfg(feature = "full")]
    /// Turns the history on (so steps can be undone) or off.
    #[wasm_bindgen(js_name = recordHistory)]
    pub fn record_history(&mut self, on: bool) {
        self.search.record_history(on);
    }

    #[cfg(feature = "full")]
    /// Keeps at most `limit` events in the history: older ones are forgotten, and stepping
    /// back stops there (bounds the memory of a long watched search).
    #[wasm_bindgen(js_name = setHistoryLimit)]
    pub fn set_history_limit(&mut self, limit: u32) {
        self.search.set_history_limit(limit as usize);
    }

    #[cfg(feature = "full")]
    /// What one event of the history costs in wasm memory on average, at most, in bytes.
    #[wasm_bindgen(getter, js_name = historyBytesPerEvent)]
    pub fn history_bytes_per_event(&self) -> u32 {
        dlx::HISTORY_BYTES_PER_EVENT as u32
    }

    #[cfg(feature = "full")]
    /// How many steps can be undone.
    #[wasm_bindgen(getter, js_name = historyLength)]
    pub fn history_length(&self) -> u32 {
        self.search.history_len() as u32
    }

    #[cfg(feature = "full")]
    /// What every item stands for (`dlx::meaning::ItemRole`), in item order, as plain objects:
    /// `{ role: 'cell', row, column }`, `{ role: 'unitValue', unit, index, value }`,
    /// `{ role: 'line', line, index }`, `{ role: 'piece', letter }`, `{ role: 'value', value }`,
    /// `{ role: 'slot', slot }`, `{ role: 'triangle', row, column, up }`, `{ role: 'symmetry' }`
    /// or `{ role: 'named' }`; rows, columns, cells and slots from 0, values from 1.
    #[wasm_bindgen(js_name = itemRoles)]
    pub fn item_roles(&self) -> Result<JsValue, JsError> {
        let problem = self.search.problem();
        Ok(serde_wasm_bindgen::to_value(
            &self.meaning().item_roles(problem),
        )?)
    }

    #[cfg(feature = "full")]
    /// What every option stands for (`dlx::meaning::OptionRole`), in option order:
    /// `{ role: 'placement', row, column, value }`, `{ role: 'queen', row, column }`,
    /// `{ role: 'piece', letter, cells: [[row, column], ...] }`,
    /// `{ role: 'pair', value, first, second }` or `{ role: 'plain' }`.
    #[wasm_bindgen(js_name = optionRoles)]
    pub fn option_roles(&self) -> Result<JsValue, JsError> {
        let problem = self.search.problem();
        Ok(serde_wasm_bindgen::to_value(
            &self.meaning().option_roles(problem),
        )?)
    }

    /// Why the problem has no solution when that is plain before any search (a primary item
    /// that no option covers), in the engine's words; `undefined` otherwise.
    #[wasm_bindgen(getter, js_name = noSolutionReason)]
    pub fn no_solution_reason(&self) -> Option<String> {
        self.search.problem().no_solution_reason()
    }

    #[cfg(feature = "full")]
    /// What the search is about to decide (`dlx::Search::outlook`), as a plain object:
    /// `{ placing, toCover, covering, next }`, where `next` is `{ kind: 'choose', level, item,
    /// len, after, empty }`, `{ kind: 'solution', after }`, `{ kind: 'done' }` or
    /// `{ kind: 'unknown' }`; items and options are numbers from 0, absent ones `undefined`.
    pub fn outlook(&mut self) -> Result<JsValue, JsError> {
        Ok(serde_wasm_bindgen::to_value(&self.search.outlook())?)
    }

    #[cfg(feature = "full")]
    /// One elementary event forward, as `[kind, a, b, c, step]` (see `www/shared/engine.js`),
    /// or `undefined` when the search is over.
    pub fn step(&mut self) -> Option<Vec<u32>> {
        self.search.step_with_step().map(|e| encode(e).to_vec())
    }

    #[cfg(feature = "full")]
    /// Undoes the last event exactly; returns it, or `undefined` at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Option<Vec<u32>> {
        self.search
            .step_back_with_step()
            .map(|e| encode(e).to_vec())
    }

    #[cfg(feature = "full")]
    /// Forward to the end of the next whole cover or uncover; the events, five numbers each.
    #[wasm_bindgen(js_name = stepCover)]
    pub fn step_cover(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Cover))
    }

    #[cfg(feature = "full")]
    /// Forward until the next option is tried.
    #[wasm_bindgen(js_name = stepOption)]
    pub fn step_option(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Option))
    }

    #[cfg(feature = "full")]
    /// Forward to the next solution, one event at a time (recorded if the history is on).
    #[wasm_bindgen(js_name = stepSolution)]
    pub fn step_solution(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Solution))
    }

    #[cfg(feature = "full")]
    /// Forward to the next backtrack.
    #[wasm_bindgen(js_name = stepBacktrack)]
    pub fn step_backtrack(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Backtrack))
    }

    #[cfg(feature = "full")]
    /// Back to the end of the previous whole cover or uncover.
    #[wasm_bindgen(js_name = backCover)]
    pub fn back_cover(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Cover))
    }

    #[cfg(feature = "full")]
    /// Back to just after the previous option was tried.
    #[wasm_bindgen(js_name = backOption)]
    pub fn back_option(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Option))
    }

    #[cfg(feature = "full")]
    /// Back to just after the previous solution.
    #[wasm_bindgen(js_name = backSolution)]
    pub fn back_solution(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Solution))
    }

    // ------------------------------------------------------------ the links, for drawing

    #[cfg(feature = "full")]
    /// Where the nodes start in wasm memory: four `u32`s per node (`up`, `down`, `top` as
    /// signed, `right`), links as node indices, as they are now: call it again after the
    /// search moves. Read it as `new Uint32Array(memory.buffer, nodesPtr, 4 * nodeCount)`.
    #[wasm_bindgen(js_name = nodesPtr)]
    pub fn nodes_ptr(&mut self) -> u32 {
        self.search.nodes_into(&mut self.view);
        self.view.as_ptr() as u32
    }

    #[cfg(feature = "full")]
    /// The number of nodes (index 0 is the root, `1..=itemCount` the headers).
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.search.node_count() as u32
    }

    #[cfg(feature = "full")]
    /// Where the item links start: two `u32`s (`prev`, `next`) per entry; entry 0 is the root
    /// of the primary items, entry `k + 1` item `k`, the last entry the secondary items' root.
    #[wasm_bindgen(js_name = itemLinksPtr)]
    pub fn item_links_ptr(&mut self) -> u32 {
        self.search.item_links().as_ptr() as u32
    }

    /// The number of items.
    #[wasm_bindgen(getter, js_name = itemCount)]
    pub fn item_count(&self) -> u32 {
        self.search.problem().item_count() as u32
    }

    /// The number of primary items (items `0..primaryCount`).
    #[wasm_bindgen(getter, js_name = primaryCount)]
    pub fn primary_count(&self) -> u32 {
        self.search.problem().primary_count() as u32
    }

    /// The number of options.
    #[wasm_bindgen(getter, js_name = optionCount)]
    pub fn option_count(&self) -> u32 {
        self.search.problem().option_count() as u32
    }

    /// The name of item `k`.
    ///
    /// # Errors
    /// `k` is not an item.
    #[wasm_bindgen(js_name = itemName)]
    pub fn item_name(&self, k: u32) -> Result<String, JsError> {
        let problem = self.search.problem();
        if (k as usize) < problem.item_count() {
            Ok(problem.item_name(ItemId(k)).to_string())
        } else {
            Err(JsError::new(&format!("there is no item {k}")))
        }
    }

    /// Option `k` as its item names.
    ///
    /// # Errors
    /// `k` is not an option.
    #[wasm_bindgen(js_name = optionText)]
    pub fn option_text(&self, k: u32) -> Result<String, JsError> {
        let problem = self.search.problem();
        if (k as usize) < problem.option_count() {
            Ok(problem.option_text(OptionId(k)))
        } else {
            Err(JsError::new(&format!("there is no option {k}")))
        }
    }

    #[cfg(feature = "full")]
    /// The option holding `node`, or -1 for a header or spacer.
    #[wasm_bindgen(js_name = nodeOption)]
    pub fn node_option(&self, node: u32) -> i32 {
        self.search
            .node_option(NodeId(node))
            .map_or(-1, |o| o.0 as i32)
    }

    #[cfg(feature = "full")]
    /// The item whose column holds `node`, or -1 for the root or a spacer.
    #[wasm_bindgen(js_name = nodeItem)]
    pub fn node_item(&self, node: u32) -> i32 {
        self.search
            .node_item(NodeId(node))
            .map_or(-1, |i| i.0 as i32)
    }

    /// What the problem is: `"sudoku"`, `"pentominoes"`, `"langford"`, `"queens"` (the
    /// `queensN` examples), `"iamonds"` (hexiamonds), `"sticks"` (tetrasticks), `"words"` (a word
    /// square) or `"other"`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        match self.puzzle {
            Puzzle::Other => "other",
            Puzzle::Sudoku(..) => "sudoku",
            #[cfg(feature = "full")]
            Puzzle::Killer(_) => "sudoku",
            Puzzle::Queens(_) => "queens",
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(..) => "pentominoes",
            #[cfg(feature = "full")]
            Puzzle::Langford(_) => "langford",
            #[cfg(feature = "full")]
            Puzzle::Iamonds(_) => "iamonds",
            #[cfg(feature = "full")]
            Puzzle::Words(_) => "words",
            #[cfg(feature = "full")]
            Puzzle::Sticks(_) => "sticks",
        }
        .to_string()
    }

    /// The puzzle's size `n`: the side of a Sudoku's grid or of the queens' board, the largest
    /// value of Langford pairs; 0 for any other problem.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.size() as u32,
            Puzzle::Queens(decoder) => decoder.n() as u32,
            #[cfg(feature = "full")]
            Puzzle::Langford(decoder) => decoder.n() as u32,
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder.killer().size() as u32,
            // Pentominoes, hexiamonds, tetrasticks, word squares and plain problems.
            _ => 0,
        }
    }

    /// For a Sudoku: its box size (2 to 5); 0 otherwise.
    #[wasm_bindgen(getter, js_name = boxSize)]
    pub fn box_size(&self) -> u32 {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.box_size() as u32,
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder.killer().box_size() as u32,
            _ => 0,
        }
    }

    /// For a Sudoku: its variant, `"classic"`, `"x"` or `"jigsaw"`; `""` otherwise.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => match sudoku.variant() {
                Variant::Classic => "classic",
                Variant::X => "x",
                Variant::Jigsaw(_) => "jigsaw",
            },
            #[cfg(feature = "full")]
            Puzzle::Killer(_) => "killer",
            _ => "",
        }
        .to_string()
    }

    /// For a Sudoku: each cell's region (its box for a classic or X grid), `n * n` numbers in
    /// row-major order, regions counted from 0 (region `k` is the items `g{k+1}=v` of a jigsaw,
    /// box `k` the items `b{k+1}=v`), for drawing region borders. Empty otherwise.
    #[wasm_bindgen(js_name = regionMap)]
    pub fn region_map(&self) -> Vec<u32> {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.groups().into_iter().map(|g| g as u32).collect(),
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder
                .killer()
                .givens()
                .groups()
                .into_iter()
                .map(|g| g as u32)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The problem in Knuth's DLX1 text format (the item line, then one option per line), which
    /// `fromDlx` and Knuth's `dlx1` read back to the same solutions. A Sudoku with the full
    /// encoding presets its givens, which the format cannot say: there the options that clash
    /// with a given are left out, so each given's option is the only one left for its cell.
    #[wasm_bindgen(js_name = toDlx)]
    pub fn to_dlx(&self) -> String {
        let presets = match &self.puzzle {
            Puzzle::Sudoku(_, decoder) => decoder.presets(),
            _ => &[],
        };
        format::write_dlx_with_presets(self.search.problem(), presets)
    }

    /// For pentominoes and hexiamonds: the rows of the board; for tetrasticks, its rows of
    /// squares; for a word square, its rows; 0 otherwise.
    #[wasm_bindgen(getter, js_name = boardRows)]
    pub fn board_rows(&self) -> u32 {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => board.rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder.board().rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder.rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder.board().rows() as u32,
            _ => 0,
        }
    }

    /// For pentominoes: the columns of the board; for hexiamonds, the triangles in a row of
    /// its grid (triangle `(r, j)` points up when `r + j` is even); for tetrasticks, its columns
    /// of squares; for a word square, its columns; 0 otherwise.
    #[wasm_bindgen(getter, js_name = boardCols)]
    pub fn board_cols(&self) -> u32 {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => board.cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder.board().cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder.cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder.board().cols() as u32,
            _ => 0,
        }
    }

    #[cfg(feature = "full")]
    /// For pentominoes: one byte per square of the board's rectangle, in reading order, 1 for
    /// a cell to cover and 0 for a hole; for hexiamonds, per triangle, 1 for one that points up,
    /// 2 for one that points down, 0 for a hole; empty otherwise.
    #[wasm_bindgen(js_name = boardCells)]
    pub fn board_cells(&self) -> Vec<u8> {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => (0..board.rows())
                .flat_map(|r| (0..board.cols()).map(move |c| u8::from(board.contains(r, c))))
                .collect(),
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => iamonds::board_cells(decoder.board()),
            _ => Vec::new(),
        }
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

/// Panics on purpose. It exists only for the tests of the page's trap recovery: a panic in
/// wasm aborts (a `RuntimeError: unreachable` in JS, after the panic hook has printed the
/// message), and the module instance should not be used afterwards.
#[wasm_bindgen(js_name = debugTrap)]
pub fn debug_trap() {
    panic!("deliberate trap (debugTrap), used by the tests of trap recovery");
}
