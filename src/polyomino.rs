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

use crate::polyform::{self, Coord, Lattice, Restriction, Rule};
use crate::problem::{Assembler, ItemId, Problem};
use crate::search::Search;

mod board;
mod decoder;
mod piece;

pub use board::{Board, BoardError};
pub use decoder::{PackingDecoder, PackingGrid, Placement};
pub use piece::{pentominoes, Piece, PieceError};

/// A cell of a board or a piece: (row, column), counted from 0.
pub type Cell = (usize, usize);

/// The eight symmetries of the square, by number: how item names spell them.
const SYMMETRY_NAMES: [&str; 8] = ["id", "lr", "tb", "180", "diag", "90", "270", "anti"];

/// A cell as the lattice's coordinates.
fn coord((r, c): Cell) -> Coord {
    [r as i64, c as i64, 0]
}

/// The cell at lattice coordinates that are known to lie on a board or a normalized shape.
fn cell([r, c, _]: Coord) -> Cell {
    (r as usize, c as usize)
}

/// Cells as the lattice's coordinates.
fn coords(cells: &[Cell]) -> Vec<Coord> {
    cells.iter().map(|&c| coord(c)).collect()
}

/// Whether to count packings that differ only by a rotation or reflection of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Symmetry {
    /// Every solution: a packing and its mirror images are all counted.
    #[default]
    Keep,
    /// One solution of each family of mirror images (see the [module documentation](self)
    /// and, for Langford pairs, [`crate::langford`]).
    Break,
}

/// What is wrong with a packing problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackingError {
    /// No pieces were given.
    NoPieces,
    /// Two pieces have the same name.
    DuplicatePiece {
        /// The name.
        name: char,
    },
    /// The pieces cannot cover the board exactly: their cells and the board's differ in number.
    AreaMismatch {
        /// The cells of the board.
        board: usize,
        /// The cells of all the pieces.
        pieces: usize,
    },
    /// [`Symmetry::Break`] needs a piece that has no symmetry of its own (8 orientations),
    /// so that no packing is its own mirror image.
    CannotBreakSymmetry,
}

impl fmt::Display for PackingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PackingError::NoPieces => write!(f, "no pieces to pack"),
            PackingError::DuplicatePiece { name } => {
                write!(f, "two pieces are named `{name}`")
            }
            PackingError::AreaMismatch { board, pieces } => write!(
                f,
                "the board has {board} cells but the pieces cover {pieces}: they must be equal"
            ),
            PackingError::CannotBreakSymmetry => write!(
                f,
                "cannot break the board's symmetry: no piece is without symmetry of its own \
                 (8 orientations)"
            ),
        }
    }
}

impl std::error::Error for PackingError {}

/// A packing problem: pieces, each used once, covering every cell of a board once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing {
    board: Board,
    pieces: Vec<Piece>,
    symmetry: Symmetry,
}

impl Packing {
    /// The pieces on the board.
    ///
    /// # Errors
    /// No pieces, two pieces with one name, a total area different from the board's, or
    /// [`Symmetry::Break`] on a symmetric board with no piece lacking symmetry.
    pub fn new(
        board: Board,
        pieces: Vec<Piece>,
        symmetry: Symmetry,
    ) -> Result<Packing, PackingError> {
        let sizes: Vec<(char, usize)> = pieces.iter().map(|p| (p.name, p.size())).collect();
        polyform::check(&sizes, board.cell_count()).map_err(|e| match e {
            polyform::Mismatch::NoPieces => PackingError::NoPieces,
            polyform::Mismatch::Duplicate(name) => PackingError::DuplicatePiece { name },
            polyform::Mismatch::Area(board, pieces) => PackingError::AreaMismatch { board, pieces },
        })?;
        let packing = Packing {
            board,
            pieces,
            symmetry,
        };
        if symmetry == Symmetry::Break
            && packing.board.symmetries() > 1
            && packing.restriction().is_none()
        {
            return Err(PackingError::CannotBreakSymmetry);
        }
        Ok(packing)
    }

    /// The twelve [`pentominoes`] on `board` (which needs 60 cells).
    ///
    /// # Errors
    /// As [`new`](Self::new): the board does not have 60 cells.
    pub fn pentominoes(board: Board, symmetry: Symmetry) -> Result<Packing, PackingError> {
        Packing::new(board, pentominoes(), symmetry)
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The pieces, in the order of their items.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Whether the board's symmetry is broken.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// The symmetry breaking to apply, if any: `None` for [`Symmetry::Keep`], for a board
    /// without symmetry, and when no piece lacks symmetry.
    fn restriction(&self) -> Option<Restriction> {
        if self.symmetry == Symmetry::Keep {
            return None;
        }
        let counts: Vec<usize> = self.pieces.iter().map(|p| p.orientations().len()).collect();
        Restriction::choose(self.board.symmetry_group(), &counts, Rule::Fewest)
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into placements.
    pub fn encode(&self) -> (Problem, PackingDecoder) {
        let board = &self.board;
        let mut b = Assembler::new();
        let piece_items: Vec<ItemId> = self
            .pieces
            .iter()
            .map(|p| b.primary(p.name.to_string()))
            .collect();
        let mut cell_items = vec![None; board.rows * board.cols];
        for (r, c) in board.cells() {
            cell_items[r * board.cols + c] = Some(b.primary(cell_item_name((r, c))));
        }
        let shapes: Vec<Vec<Vec<Coord>>> = self
            .pieces
            .iter()
            .map(|p| Lattice::Square.orientations(&coords(&p.cells)))
            .collect();
        let plan = polyform::plan(
            Lattice::Square,
            &coords(&board.cells().collect::<Vec<_>>()),
            &shapes,
            self.restriction().as_ref(),
        );
        let axes: Vec<u8> = plan.axes.iter().map(|&set| set as u8).collect();
        let axis_items: Vec<ItemId> = axes
            .iter()
            .map(|&set| b.secondary(axis_name(set)))
            .collect();
        let mut decoded = Vec::with_capacity(plan.placed.len());
        let mut items = Vec::new();
        for placed in plan.placed {
            let cells: Vec<Cell> = placed.cells.iter().map(|&c| cell(c)).collect();
            items.clear();
            items.push(piece_items[placed.piece]);
            for &(r, c) in &cells {
                items.push(cell_items[r * board.cols + c].expect("placements fit the board"));
            }
            items.extend(placed.axes.iter().map(|&k| axis_items[k]));
            b.option(&items);
            decoded.push(Placement {
                piece: self.pieces[placed.piece].name,
                cells,
            });
        }
        let decoder = PackingDecoder {
            board: board.clone(),
            cells: board.cells().collect(),
            placements: decoded,
            axes,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first packing found, if there is one.
    pub fn solve(&self) -> Option<PackingGrid> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
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

/// The name of the secondary item for a set of symmetries: `sym-tb`, `sym-diag`,
/// `sym-lr+tb+180`.
fn axis_name(set: u8) -> String {
    let names: Vec<&str> = (1..8)
        .filter(|&k| set & (1 << k) != 0)
        .map(|k| SYMMETRY_NAMES[k])
        .collect();
    format!("sym-{}", names.join("+"))
}
