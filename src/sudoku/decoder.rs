//! A Sudoku's exact-cover options turned back into placements, and what its items and
//! options stand for.

use super::names::role_of_pick;
use super::{Sudoku, Variant};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};
use crate::search::{Heuristic, Search};

/// Turns the options of a Sudoku's exact-cover problem back into placements.
#[derive(Clone, Debug)]
pub struct SudokuDecoder {
    pub(super) base: Sudoku,
    /// `places[option] = (cell, value)`.
    pub(super) places: Vec<(u32, u8)>,
    pub(super) presets: Vec<OptionId>,
}

impl SudokuDecoder {
    /// A search over `problem` (which must come from the same [`Sudoku::encode`] call), with
    /// the givens preset when the encoding is [`Encoding::Full`](super::Encoding::Full).
    pub fn search(&self, problem: Problem, heuristic: Heuristic) -> Search {
        Search::with_presets(problem, heuristic, &self.presets)
            .unwrap_or_else(|e| unreachable!("givens were checked when the puzzle was parsed: {e}"))
    }

    /// The options preset for the givens (empty for [`Encoding::Reduced`](super::Encoding::Reduced)).
    pub fn presets(&self) -> &[OptionId] {
        &self.presets
    }

    /// The cell (row-major index) and value that `option` places.
    pub fn place(&self, option: OptionId) -> (usize, u8) {
        let (cell, v) = self.places[option.index()];
        (cell as usize, v)
    }

    /// The grid with the givens and the placements of `options` filled in.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> Sudoku {
        let mut grid = self.base.clone();
        for option in options {
            let (cell, v) = self.place(option);
            grid.cells[cell] = v;
        }
        grid
    }
}

/// Items are picked from the list of names of the grid's size and rules (`item_names`): cell
/// `p` for the first `n * n`, then value `v` of unit `u` at `n * n + u * n + v - 1`, units
/// numbered rows, columns, boxes (or regions), diagonals.
impl Meaning for SudokuDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let names = self.base.item_names();
        let pick = problem.picked_name(item).unwrap_or_else(|| {
            // A problem whose names were copied, not picked: find the name in the list.
            let name = problem.item_name(item);
            (0..names.len())
                .find(|&k| names.get(k) == name)
                .unwrap_or(0)
        });
        let jigsaw = matches!(self.base.variant, Variant::Jigsaw(_));
        role_of_pick(self.base.size(), jigsaw, pick)
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let n = self.base.size() as u32;
        let (cell, value) = self.places[option.index()];
        OptionRole::Placement {
            row: cell / n,
            column: cell % n,
            value: value as u32,
        }
    }
}
