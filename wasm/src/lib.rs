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
//!
//! The exports are split by concern, as the engine is, each file adding its methods to
//! [`Solver`] in an `impl` block of its own: this file holds only the handle and the puzzle it
//! was built from. Without the default feature `full`, only the plain engine, Knuth's text, a
//! matrix and the classic Sudoku and its variants are built (see wasm/Cargo.toml).

#![warn(missing_docs)]

use dlx::queens::QueensDecoder;
use dlx::sudoku::{Sudoku, SudokuDecoder};
use dlx::{format, Node, Search};
#[cfg(feature = "full")]
use dlx::{
    langford::LangfordDecoder,
    polyomino::{Board, PackingDecoder},
    tetrastick::SticksDecoder,
    words::WordsDecoder,
};
use wasm_bindgen::prelude::*;

// Reading the input: the arguments every constructor shares, and errors the page can mark.
mod input;

// Each problem family: its constructor, and what only it answers.
#[cfg(feature = "full")]
mod iamonds;
#[cfg(feature = "full")]
mod killer;
#[cfg(feature = "full")]
mod langford;
#[cfg(feature = "full")]
mod pentominoes;
mod plain;
#[cfg(feature = "full")]
mod soma;
#[cfg(feature = "full")]
mod sticks;
mod sudoku;
mod warnings;
#[cfg(feature = "full")]
mod words;

// Solving: at full speed, counted, estimated, cut into subproblems for several workers.
mod estimate;
mod parallel;
mod solving;

// Stepping: one event at a time, forward and back, and runs of events to a stop.
#[cfg(feature = "full")]
mod mcc;
#[cfg(feature = "full")]
mod runs;
#[cfg(feature = "full")]
mod stepping;

// Viewing: the links in wasm memory, the colors, and what the puzzle and its parts are.
mod links;
mod puzzle;
mod vizcolors;

// Teaching: the questions of the lessons, and random problems from a seed.
#[cfg(feature = "full")]
mod teach;

#[cfg(feature = "full")]
pub use estimate::Estimator;
pub use sudoku::{check_sudoku, check_sudoku_variant};
#[cfg(feature = "full")]
pub use teach::{random_exact_cover_text, random_sudoku4_text};

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
    Sudoku(Sudoku, Box<SudokuDecoder>),
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
    #[cfg(feature = "full")]
    /// The Soma pieces in a solid, and the table that turns options into placed polycubes.
    Soma(dlx::polycube::CubeDecoder),
}

impl Solver {
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
}

/// Panics on purpose. It exists only for the tests of the page's trap recovery: a panic in
/// wasm aborts (a `RuntimeError: unreachable` in JS, after the panic hook has printed the
/// message), and the module instance should not be used afterwards.
#[wasm_bindgen(js_name = debugTrap)]
pub fn debug_trap() {
    panic!("deliberate trap (debugTrap), used by the tests of trap recovery");
}
