//! Solving at full speed: to the next solution, in slices the page can cancel, counted; the
//! solution found, and Knuth's counts of the search so far.

use dlx::Progress;
use wasm_bindgen::prelude::*;

use crate::{Puzzle, Solver};

/// Search-tree nodes per slice of [`Solver::count`]: a few ms of the slowest searches, so that
/// the optimizing tier takes over early, and few enough calls to cost nothing.
const COUNT_SLICE_NODES: u64 = 1 << 14;

#[wasm_bindgen]
impl Solver {
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
    /// sequence (`3 1 2 1 3 2`, `.` an empty slot); for the Soma cube, its layers side by side
    /// (the first layer at the left), each cube its piece's letter; otherwise one option per line, as its
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
            #[cfg(feature = "full")]
            Puzzle::Soma(decoder) => decoder.decode(chosen),
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

    /// Why the problem has no solution when that is plain before any search (a primary item
    /// that no option covers), in the engine's words; `undefined` otherwise.
    #[wasm_bindgen(getter, js_name = noSolutionReason)]
    pub fn no_solution_reason(&self) -> Option<String> {
        self.search.problem().no_solution_reason()
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
}
