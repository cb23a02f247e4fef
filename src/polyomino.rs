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

use crate::problem::{Assembler, ItemId, Problem};
use crate::search::Search;

mod board;
mod decoder;
pub(crate) mod picture;
mod piece;

pub use board::{Board, BoardError};
pub use decoder::{PackingDecoder, PackingGrid, Placement};
pub use piece::{pentominoes, Piece, PieceError};

/// A cell of a board or a piece: (row, column), counted from 0.
pub type Cell = (usize, usize);

/// The eight symmetries of the square, by number: how item names spell them.
const SYMMETRY_NAMES: [&str; 8] = ["id", "lr", "tb", "180", "diag", "90", "270", "anti"];

/// Symmetry `k` of a `rows` x `cols` box applied to a cell: 0 is the identity, 1 mirrors left
/// to right, 2 top to bottom, 3 is the half turn, 4 mirrors in the main diagonal, 5 is the
/// quarter turn clockwise, 6 counterclockwise, 7 mirrors in the other diagonal. Symmetries 4 to
/// 7 turn the box on its side: they map a board to itself only when it is square.
fn transform(k: usize, (r, c): Cell, rows: usize, cols: usize) -> Cell {
    match k {
        0 => (r, c),
        1 => (r, cols - 1 - c),
        2 => (rows - 1 - r, c),
        3 => (rows - 1 - r, cols - 1 - c),
        4 => (c, r),
        5 => (c, rows - 1 - r),
        6 => (cols - 1 - c, r),
        _ => (cols - 1 - c, rows - 1 - r),
    }
}

/// Sorts cells in reading order. Pieces and their images have a handful of cells, and an
/// insertion sort is a few dozen bytes of wasm where the standard library's sort is 8 kB.
fn sort_cells(cells: &mut [Cell]) {
    for k in 1..cells.len() {
        let mut j = k;
        while j > 0 && cells[j - 1] > cells[j] {
            cells.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Moves cells so that their bounding box starts at (0, 0), and sorts them in reading order.
fn normalize(cells: &mut [Cell]) {
    let r0 = cells.iter().map(|&(r, _)| r).min().unwrap_or(0);
    let c0 = cells.iter().map(|&(_, c)| c).min().unwrap_or(0);
    for cell in cells.iter_mut() {
        *cell = (cell.0 - r0, cell.1 - c0);
    }
    sort_cells(cells);
}

/// A normalized shape turned or mirrored by symmetry `k`, normalized again.
fn transform_shape(k: usize, shape: &[Cell]) -> Vec<Cell> {
    let rows = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let cols = shape.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    let mut cells: Vec<Cell> = shape
        .iter()
        .map(|&cell| transform(k, cell, rows, cols))
        .collect();
    normalize(&mut cells);
    cells
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

/// How [`Symmetry::Break`] restricts a packing (see the [module documentation](self)).
struct Restriction {
    /// The board's symmetries, the identity first.
    group: Vec<usize>,
    /// The piece kept to one place of each family of placements.
    restricted: usize,
    /// The piece without symmetry that breaks the ties on the axes.
    helper: usize,
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
        if pieces.is_empty() {
            return Err(PackingError::NoPieces);
        }
        for (k, piece) in pieces.iter().enumerate() {
            if pieces[..k].iter().any(|p| p.name == piece.name) {
                return Err(PackingError::DuplicatePiece { name: piece.name });
            }
        }
        let area: usize = pieces.iter().map(Piece::size).sum();
        if area != board.cell_count() {
            return Err(PackingError::AreaMismatch {
                board: board.cell_count(),
                pieces: area,
            });
        }
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
        let group = self.board.symmetry_group();
        if group.len() == 1 {
            return None;
        }
        let counts: Vec<usize> = self.pieces.iter().map(|p| p.orientations().len()).collect();
        let helper = counts.iter().position(|&n| n == 8)?;
        let fewest = *counts.iter().min().expect("there are pieces");
        let restricted = counts
            .iter()
            .position(|&n| n == fewest)
            .expect("the minimum is there");
        Some(Restriction {
            group,
            restricted,
            helper,
        })
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
        let restriction = self.restriction();
        // Every placement of every piece, with the board symmetries that fix it (a bit set
        // over the numbers of `transform`) when it is a placement of the restricted piece.
        let mut placements: Vec<(usize, Vec<Cell>, u8)> = Vec::new();
        for (p, piece) in self.pieces.iter().enumerate() {
            for shape in piece.orientations() {
                for cells in fits(board, &shape) {
                    match &restriction {
                        Some(rule) if rule.restricted == p => {
                            if let Some(fixed) = orbit_leader(board, &rule.group, &cells) {
                                placements.push((p, cells, fixed));
                            }
                        }
                        _ => placements.push((p, cells, 0)),
                    }
                }
            }
        }
        // One secondary item per set of symmetries that fixes a restricted placement.
        let mut axes: Vec<u8> = Vec::new();
        for &(_, _, fixed) in &placements {
            if fixed != 0 && !axes.contains(&fixed) {
                axes.push(fixed);
            }
        }
        let axis_items: Vec<ItemId> = axes
            .iter()
            .map(|&set| b.secondary(axis_name(set)))
            .collect();
        // For each axis item, the orientations of the helper piece it forbids.
        let mut forbidden: Vec<(ItemId, Vec<Vec<Cell>>)> = Vec::new();
        if let Some(rule) = &restriction {
            let shapes = self.pieces[rule.helper].orientations();
            for (&set, &item) in axes.iter().zip(&axis_items) {
                let dropped = shapes
                    .iter()
                    .enumerate()
                    .filter(|&(k, shape)| {
                        (1..8).any(|t| {
                            set & (1 << t) != 0
                                && shapes
                                    .iter()
                                    .position(|s| *s == transform_shape(t, shape))
                                    .is_some_and(|j| j < k)
                        })
                    })
                    .map(|(_, shape)| shape.clone())
                    .collect();
                forbidden.push((item, dropped));
            }
        }
        let mut decoded = Vec::with_capacity(placements.len());
        let mut items = Vec::new();
        for (p, cells, fixed) in placements {
            items.clear();
            items.push(piece_items[p]);
            for &(r, c) in &cells {
                items.push(cell_items[r * board.cols + c].expect("placements fit the board"));
            }
            if fixed != 0 {
                let k = axes.iter().position(|&a| a == fixed).expect("declared");
                items.push(axis_items[k]);
            }
            if restriction.as_ref().is_some_and(|rule| rule.helper == p) {
                let mut shape = cells.clone();
                normalize(&mut shape);
                for (item, dropped) in &forbidden {
                    if dropped.contains(&shape) {
                        items.push(*item);
                    }
                }
            }
            b.option(&items);
            decoded.push(Placement {
                piece: self.pieces[p].name,
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

/// Every placement of `shape` (normalized) on `board`, each as its cells in reading order.
fn fits(board: &Board, shape: &[Cell]) -> Vec<Vec<Cell>> {
    let height = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let width = shape.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    let mut found = Vec::new();
    if height > board.rows || width > board.cols {
        return found;
    }
    for dr in 0..=board.rows - height {
        for dc in 0..=board.cols - width {
            if shape.iter().all(|&(r, c)| board.contains(r + dr, c + dc)) {
                found.push(shape.iter().map(|&(r, c)| (r + dr, c + dc)).collect());
            }
        }
    }
    found
}

/// `Some(fixed)` when `cells` (in reading order) come first, in reading order, among their
/// images under the board's `group`; `fixed` is the set of symmetries that map them onto
/// themselves (bit `k` for [`transform`] `k`, the identity left out). `None` otherwise.
fn orbit_leader(board: &Board, group: &[usize], cells: &[Cell]) -> Option<u8> {
    let (r0, c0, rows, cols) = board.bounds();
    let mut fixed = 0u8;
    for &k in &group[1..] {
        let mut image: Vec<Cell> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = transform(k, (r - r0, c - c0), rows, cols);
                (r + r0, c + c0)
            })
            .collect();
        sort_cells(&mut image);
        match image.as_slice().cmp(cells) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => fixed |= 1 << k,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(fixed)
}

/// The name of the secondary item for a set of symmetries: `sym-tb`, `sym-diag`,
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

/// `sym-lr+tb+180`.
fn axis_name(set: u8) -> String {
    let names: Vec<&str> = (1..8)
        .filter(|&k| set & (1 << k) != 0)
        .map(|k| SYMMETRY_NAMES[k])
        .collect();
    format!("sym-{}", names.join("+"))
}
