//! A packing's options turned back into placed pieces and a picture, and what its items and
//! options stand for.

use std::fmt;

use super::{Board, Cell};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};

/// One placement of a piece on the board: what an option of a [`Packing`](super::Packing) means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub(super) piece: char,
    pub(super) cells: Vec<Cell>,
}

impl Placement {
    /// The piece's name.
    pub fn piece(&self) -> char {
        self.piece
    }

    /// The cells it covers, in reading order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }
}

/// Turns the options of a packing problem back into placements and pictures.
#[derive(Clone, Debug)]
pub struct PackingDecoder {
    pub(super) board: Board,
    /// The board's cells in reading order: cell item `k` covers `cells[k]`.
    pub(super) cells: Vec<Cell>,
    /// `placements[option]`.
    pub(super) placements: Vec<Placement>,
    /// For each secondary item, in order, the set of board symmetries it stands for (bit `k`
    /// for symmetry `k` of `transform`).
    pub(super) axes: Vec<u8>,
}

impl PackingDecoder {
    /// The placement that `option` stands for.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn placement(&self, option: OptionId) -> &Placement {
        &self.placements[option.index()]
    }

    /// The board with the pieces of `options` drawn on it: a complete picture for a solution,
    /// a partial one for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> PackingGrid {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut cells: Vec<char> = (0..rows * cols)
            .map(|k| if self.board.cells[k] { '#' } else { '.' })
            .collect();
        for option in options {
            let placement = self.placement(option);
            for &(r, c) in &placement.cells {
                cells[r * cols + c] = placement.piece;
            }
        }
        PackingGrid { rows, cols, cells }
    }
}

/// Items: the pieces (named by their letters), then the board's cells in reading order, then
/// the secondary items that break the board's symmetry.
impl Meaning for PackingDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let k = item.index();
        if k >= problem.primary_count() {
            let fixes = self
                .axes
                .get(k - problem.primary_count())
                .copied()
                .unwrap_or(0);
            return ItemRole::Symmetry { fixes };
        }
        let pieces = problem.primary_count() - self.cells.len();
        if k < pieces {
            // A piece's item is named by its letter (see `Packing::encode`).
            let letter = problem.item_name(item).chars().next().unwrap_or('?');
            return ItemRole::Piece { letter };
        }
        let (row, column) = self.cells[k - pieces];
        ItemRole::Cell {
            row: row as u32,
            column: column as u32,
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let placement = self.placement(option);
        OptionRole::Piece {
            letter: placement.piece(),
            cells: placement
                .cells()
                .iter()
                .map(|&(r, c)| [r as u32, c as u32])
                .collect(),
        }
    }
}

/// A picture of a (possibly partial) packing: each cell holds the name of the piece that covers
/// it, `#` if no piece does yet, `.` for a hole.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PackingGrid {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) cells: Vec<char>,
}

impl PackingGrid {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// What covers (row, column), counted from 0: a piece's name, `#` or `.`.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    pub fn get(&self, row: usize, column: usize) -> char {
        assert!(
            row < self.rows && column < self.cols,
            "cell outside the grid"
        );
        self.cells[row * self.cols + column]
    }

    /// Whether every cell of the board is covered.
    pub fn is_complete(&self) -> bool {
        !self.cells.contains(&'#')
    }
}

impl fmt::Display for PackingGrid {
    /// One line per row, no newline after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(self.cols).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            for &ch in row {
                write!(f, "{ch}")?;
            }
        }
        Ok(())
    }
}
