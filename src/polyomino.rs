//! Polyomino packing as exact cover: pieces placed on a board so that every cell is covered once
//! and every piece is used once. The classic case is the twelve pentominoes in a 6x10 box.
//!
//! ```
//! use dlx::polyomino::{Board, Packing, Symmetry};
//!
//! // The 3x20 box has two solutions, not counting the rotations and reflections of the box.
//! let packing = Packing::pentominoes(Board::rectangle(3, 20).unwrap(), Symmetry::Break).unwrap();
//! assert_eq!(packing.count(None), 2);
//! let grid = packing.solve().expect("it has a solution");
//! assert_eq!(grid.to_string().lines().count(), 3);
//! assert!(grid.is_complete());
//! ```
//!
//! # Boards and pieces
//!
//! A board is a rectangle with holes: by name, or as a picture (a text with a `#` or a line
//! break, `#` for a cell and `.` for a hole). A piece is a connected set of cells, stored with
//! its bounding box at (0, 0) and its cells in reading order.
//!
//! ```
//! use dlx::polyomino::{Board, Piece};
//! let board: Board = "###\n#.#".parse().unwrap();
//! assert_eq!(board.cell_count(), 5);
//! assert_eq!("scott".parse::<Board>().unwrap().cell_count(), 60);
//! assert!("big".parse::<Board>().unwrap_err().to_string().starts_with("unknown board `big`"));
//! let board = Board::parse("###\n#.#\n###").unwrap();
//! assert_eq!((board.rows(), board.cols(), board.cell_count()), (3, 3, 8));
//! assert_eq!(board.to_string(), "###\n#.#\n###");
//! let x = Piece::parse('X', ".#./###/.#.").unwrap();
//! assert_eq!(x.cells(), [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]);
//! assert_eq!(x.orientations().len(), 1);
//! ```
//!
//! # The encoding
//!
//! As in Knuth's "Dancing Links" paper and TAOCP 7.2.2.1: one primary item per piece (named by
//! its letter, `X`) and one per cell of the board (`r3c7`, row and column counted from 1), and
//! one option per placement of a piece: the piece, then the cells it covers in reading order,
//! as in `X r2c3 r3c2 r3c3 r3c4 r4c3`. Every rotation and reflection of every piece is placed
//! everywhere it fits; a piece with symmetry of its own (the `I`, the `X`) gets only its distinct
//! orientations, so no placement is listed twice.
//!
//! # The pentominoes
//!
//! [`pentominoes`] names the pieces as Golomb did, after the letters they look like:
//! `F I L N P T U V W X Y Z`. Conway's names, used in the Game of Life, differ for four of
//! them: his `R O Q S` are Golomb's `F I L N`.
//!
//! # Breaking the board's symmetry
//!
//! Every packing of a 6x10 box can be turned upside down or mirrored, so each comes in a family
//! of 4 (8 for a square board). [`Symmetry::Break`] keeps one packing of each family, the
//! standard way: the piece with the fewest orientations (the `X` among the pentominoes) may go
//! only where no symmetry of the board maps it to an earlier place, which keeps the `X` in one
//! quarter of a rectangle, one eighth of a square. An `X` that sits on an axis of symmetry is
//! its own mirror image there, so its packings still come in mirror pairs; for those, a second
//! piece, the first one without symmetry of its own (the `F`), keeps only one orientation of
//! each mirror pair (one of 8 when the `X` sits in the centre of a square). This is done with one secondary item per kind of axis, such as `sym-tb` (the
//! `X` is on the axis between top and bottom): each `X` option on that axis names it, and so does
//! every `F` option in an orientation that is dropped, so the two never meet in a solution. The
//! counts are then exact: the number of packings divided by [`Board::symmetries`].

use std::fmt;

use crate::meaning::ItemRole;
use crate::polyform::{self, Flat, Lattice, Rule};

mod board;
mod piece;

pub use piece::pentominoes;

pub use crate::polyform::{Cell, PieceError, Placement, Symmetry};

impl Flat for Squares {
    const LATTICE: Lattice = Lattice::Square;
    const RULE: Rule = Rule::Fewest;
    const CELL: &'static str = "cell";
    const NAMES: &'static str = "6x10, 5x12, 4x15, 3x20, scott";

    fn special(name: &str) -> Option<Board> {
        name.eq_ignore_ascii_case("scott").then(Board::scott)
    }

    fn sized(rows: usize, cols: usize) -> Result<Board, BoardError> {
        Board::rectangle(rows, cols)
    }

    fn item_name(cell: Cell) -> String {
        cell_item_name(cell)
    }

    fn cell_role((row, column): Cell) -> ItemRole {
        ItemRole::Cell {
            row: row as u32,
            column: column as u32,
        }
    }

    /// One line per row, no newline after the last.
    fn draw(grid: &PackingGrid, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grid.letters())
    }
}

polyform::flat_family!(
    Squares,
    "polyominoes",
    Board,
    BoardError,
    Piece,
    Packing,
    PackingError,
    PackingDecoder,
    PackingGrid
);

impl Packing {
    /// The twelve [`pentominoes`] on `board` (which needs 60 cells).
    ///
    /// # Errors
    /// As [`new`](Self::new): the board does not have 60 cells.
    pub fn pentominoes(board: Board, symmetry: Symmetry) -> Result<Packing, PackingError> {
        Packing::new(board, pentominoes(), symmetry)
    }
}

/// The name of a board cell's item: `r3c7` for row 3, column 7 (counted from 1 in names).
fn cell_item_name((r, c): Cell) -> String {
    format!("r{}c{}", r + 1, c + 1)
}

/// The cell (counted from 0) of an item named as [`cell_item_name`] names one: `None` for any
/// other name, including a number with a leading zero.
pub(crate) fn cell_of_item_name(name: &str) -> Option<Cell> {
    let (row, col) = name.strip_prefix('r')?.split_once('c')?;
    let number = |s: &str| -> Option<usize> {
        if s.is_empty() || s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<usize>().ok()?.checked_sub(1)
    };
    Some((number(row)?, number(col)?))
}
