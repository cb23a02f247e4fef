//! Tetrasticks as exact cover: pieces made of four unit sticks laid on the edges of a square
//! grid so that every edge is covered once, every piece is used once, and no two pieces cross.
//! Knuth's "Dancing Links" paper (2000, arXiv cs/0011047) uses them to show what secondary
//! items are for.
//!
//! ```
//! use dlx::tetrastick::{StickBoard, Sticks, Symmetry};
//!
//! // Knuth's 5x5 square takes 15 of the 16 tetrasticks; with the H left out it has 72
//! // packings, not counting the rotations and reflections of the square.
//! let board = StickBoard::rectangle(5, 5).unwrap();
//! let sticks = Sticks::tetrasticks(board, &['H'], Symmetry::Break).unwrap();
//! let picture = sticks.solve().expect("it has a solution");
//! assert!(picture.is_complete());
//! assert_eq!(picture.to_string().lines().count(), 11);
//! ```
//!
//! # The encoding
//!
//! A board of `rows` x `cols` squares has `(rows + 1) * cols` horizontal and
//! `rows * (cols + 1)` vertical unit edges between its grid points. There is one primary item
//! per piece (named by its letter, `F`) and one per edge: `h2.3` is the horizontal edge from
//! grid point (2, 3) to (2, 4), `v2.3` the vertical one from (2, 3) to (3, 3), grid points
//! counted from 0 at the top left. One option per placement of a piece: the piece, its four
//! edges, then its crossing points.
//!
//! Covering every edge once is not enough: two pieces could cross each other at a grid point,
//! one going straight through from left to right and the other from top to bottom. Knuth
//! forbids this with a secondary item per interior grid point (`p2.3`): an option names the
//! interior points its piece goes straight through, so no two pieces can both do so at one
//! point. Pieces may still touch there: two that turn at a point, or one that ends where
//! another passes. The points on the border need no item: only three edges meet there.
//!
//! # The pieces
//!
//! [`tetrasticks`] names the sixteen pieces by the letters they look like, as in David
//! Goodger's Polyform Puzzler: `F H I J L N O P R T U V W X Y Z`. Five of them, `H J L N Y`,
//! have three sticks one way and one the other; a square board has as many horizontal edges as
//! vertical ones, so its packings leave out one of those five (the `I` has four one way, and
//! the others two and two).
//!
//! # Breaking the board's symmetry
//!
//! With [`Symmetry::Break`], the first piece without symmetry of its own (8 orientations) is
//! placed only where no symmetry of the board maps it to an earlier placement (its edges in
//! reading order compared as lists). No packing is then its own mirror image, since that
//! piece would be, so each family of packings is counted exactly once: the count is the
//! number of packings divided by [`StickBoard::symmetries`].

use std::fmt;

use crate::polyform::{self, Coord, Lattice, Restriction, Rule};
use crate::polyomino::Symmetry as PolySymmetry;
use crate::problem::{ItemId, Problem};
use crate::search::Search;

mod decoder;
mod piece;

pub use decoder::{StickPicture, StickPlacement, SticksDecoder};
pub use piece::{tetrasticks, Stick, StickError};

/// Whether to count packings that differ only by a rotation or reflection of the board (the
/// same choice as for pentominoes).
pub type Symmetry = PolySymmetry;

/// A grid point: (row, column), counted from 0 at the top left.
pub type Point = (usize, usize);

/// A unit stick on the grid: from point (`row`, `col`) one step right, or one step down when
/// `vertical`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Edge {
    /// The row of its top or left end.
    pub row: usize,
    /// The column of its top or left end.
    pub col: usize,
    /// Whether it goes down (else right).
    pub vertical: bool,
}

impl Edge {
    /// The horizontal edge from (row, col) to (row, col + 1).
    pub const fn h(row: usize, col: usize) -> Edge {
        Edge {
            row,
            col,
            vertical: false,
        }
    }

    /// The vertical edge from (row, col) to (row + 1, col).
    pub const fn v(row: usize, col: usize) -> Edge {
        Edge {
            row,
            col,
            vertical: true,
        }
    }

    /// Its two ends, the top or left one first.
    pub fn ends(self) -> [Point; 2] {
        let far = if self.vertical {
            (self.row + 1, self.col)
        } else {
            (self.row, self.col + 1)
        };
        [(self.row, self.col), far]
    }

    /// Its item's name: `h2.3` or `v2.3`.
    pub fn name(self) -> String {
        let kind = if self.vertical { 'v' } else { 'h' };
        format!("{kind}{}.{}", self.row, self.col)
    }
}

/// The item name of an interior grid point: `p2.3`.
pub fn point_name((row, col): Point) -> String {
    format!("p{row}.{col}")
}

/// An edge as the lattice's coordinates.
fn coord(e: Edge) -> Coord {
    [e.row as i64, e.col as i64, i64::from(e.vertical)]
}

/// The edge at lattice coordinates known to lie on a board or a normalized shape.
fn edge([row, col, vertical]: Coord) -> Edge {
    Edge {
        row: row as usize,
        col: col as usize,
        vertical: vertical == 1,
    }
}

/// The points that `edges` go straight through: both sticks on their left and right, or both
/// above and below. Two pieces can cross only at such a point of each.
pub fn straight_through(edges: &[Edge]) -> Vec<Point> {
    let mut found: Vec<Point> = Vec::new();
    for e in edges {
        let next = if e.vertical {
            Edge::v(e.row + 1, e.col)
        } else {
            Edge::h(e.row, e.col + 1)
        };
        if edges.contains(&next) {
            found.push(e.ends()[1]);
        }
    }
    found.sort_unstable();
    // The X goes straight through its centre both ways.
    found.dedup();
    found
}

/// What is wrong with a board of sticks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A side of 0, or above [`StickBoard::MAX_SIDE`].
    BadSize {
        /// Its rows of squares.
        rows: usize,
        /// Its columns of squares.
        cols: usize,
    },
    /// A text that is no board's name.
    Unknown {
        /// The text, trimmed.
        name: String,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::BadSize { rows, cols } => write!(
                f,
                "a {rows}x{cols} board of sticks cannot be: each side needs 1 to {} squares",
                StickBoard::MAX_SIDE
            ),
            BoardError::Unknown { name } => write!(
                f,
                "unknown board of sticks `{name}`: use a size RxC in squares, such as 5x5 \
                 (Knuth's) or 1x1"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A rectangle of `rows` x `cols` unit squares whose edges are all to be covered by sticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StickBoard {
    rows: usize,
    cols: usize,
}

impl std::str::FromStr for StickBoard {
    type Err = BoardError;

    /// A size `RxC` in squares, such as `5x5`.
    fn from_str(text: &str) -> Result<StickBoard, BoardError> {
        let unknown = || BoardError::Unknown {
            name: text.trim().to_string(),
        };
        let (rows, cols) = text.trim().split_once(['x', 'X']).ok_or_else(unknown)?;
        let number = |s: &str| -> Option<usize> {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            Some(s.parse().unwrap_or(usize::MAX))
        };
        StickBoard::rectangle(
            number(rows).ok_or_else(unknown)?,
            number(cols).ok_or_else(unknown)?,
        )
    }
}

impl StickBoard {
    /// The most squares a side may have.
    pub const MAX_SIDE: usize = 30;

    /// A rectangle of squares.
    ///
    /// # Errors
    /// A side of 0 or above [`MAX_SIDE`](Self::MAX_SIDE).
    pub fn rectangle(rows: usize, cols: usize) -> Result<StickBoard, BoardError> {
        if rows == 0 || cols == 0 || rows > Self::MAX_SIDE || cols > Self::MAX_SIDE {
            return Err(BoardError::BadSize { rows, cols });
        }
        Ok(StickBoard { rows, cols })
    }

    /// Rows of squares.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of squares.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Every edge, in reading order of their top or left ends (the horizontal edge first).
    pub fn edges(&self) -> Vec<Edge> {
        let mut edges = Vec::with_capacity(self.edge_count());
        for r in 0..=self.rows {
            for c in 0..=self.cols {
                if c < self.cols {
                    edges.push(Edge::h(r, c));
                }
                if r < self.rows {
                    edges.push(Edge::v(r, c));
                }
            }
        }
        edges
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        (self.rows + 1) * self.cols + self.rows * (self.cols + 1)
    }

    /// The grid points inside the board (not on its border), in reading order.
    pub fn interior_points(&self) -> Vec<Point> {
        (1..self.rows)
            .flat_map(|r| (1..self.cols).map(move |c| (r, c)))
            .collect()
    }

    /// Whether `edge` is on the board.
    pub fn contains(&self, edge: Edge) -> bool {
        if edge.vertical {
            edge.row < self.rows && edge.col <= self.cols
        } else {
            edge.row <= self.rows && edge.col < self.cols
        }
    }

    /// The rotations and reflections that map the board onto itself.
    fn symmetry_group(&self) -> polyform::BoardSymmetry {
        let edges: Vec<Coord> = self.edges().into_iter().map(coord).collect();
        polyform::BoardSymmetry::of(Lattice::Edge, &edges)
    }

    /// How many rotations and reflections map the board onto itself: 8 for a square, 4 for
    /// another rectangle. With [`Symmetry::Break`], each packing found stands for this many.
    pub fn symmetries(&self) -> usize {
        self.symmetry_group().count()
    }
}

/// What is wrong with a packing of sticks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SticksError {
    /// No pieces were given.
    NoPieces,
    /// Two pieces have the same name.
    DuplicatePiece {
        /// The name.
        name: char,
    },
    /// A letter to leave out that is no piece's.
    UnknownPiece {
        /// The letter.
        name: char,
    },
    /// The pieces' sticks and the board's edges differ in number.
    EdgeMismatch {
        /// The board's edges.
        board: usize,
        /// The pieces' sticks.
        pieces: usize,
    },
    /// [`Symmetry::Break`] needs a piece without symmetry of its own.
    CannotBreakSymmetry,
}

impl fmt::Display for SticksError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SticksError::NoPieces => write!(f, "no pieces to place"),
            SticksError::DuplicatePiece { name } => write!(f, "two pieces are named `{name}`"),
            SticksError::UnknownPiece { name } => write!(
                f,
                "no tetrastick is named {}: the pieces are F H I J L N O P R T U V W X Y Z",
                crate::problem::quoted_char(name)
            ),
            SticksError::EdgeMismatch { board, pieces } => write!(
                f,
                "the board has {board} edges but the pieces have {pieces} sticks: they must be \
                 equal"
            ),
            SticksError::CannotBreakSymmetry => write!(
                f,
                "cannot break the board's symmetry: no piece is without symmetry of its own \
                 (8 orientations)"
            ),
        }
    }
}

impl std::error::Error for SticksError {}

impl From<polyform::Mismatch> for SticksError {
    fn from(e: polyform::Mismatch) -> SticksError {
        match e {
            polyform::Mismatch::NoPieces => SticksError::NoPieces,
            polyform::Mismatch::Duplicate(name) => SticksError::DuplicatePiece { name },
            polyform::Mismatch::Area(board, pieces) => SticksError::EdgeMismatch { board, pieces },
            polyform::Mismatch::Unbreakable => SticksError::CannotBreakSymmetry,
        }
    }
}

/// A packing problem: sticks pieces, each used once, covering every edge of a board once,
/// never crossing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sticks {
    board: StickBoard,
    pieces: Vec<Stick>,
    symmetry: Symmetry,
}

impl Sticks {
    /// The pieces on the board.
    ///
    /// # Errors
    /// No pieces, two with one name, sticks and edges in different numbers, or
    /// [`Symmetry::Break`] with no piece lacking symmetry.
    pub fn new(
        board: StickBoard,
        pieces: Vec<Stick>,
        symmetry: Symmetry,
    ) -> Result<Sticks, SticksError> {
        let sizes: Vec<(char, usize)> =
            pieces.iter().map(|p| (p.name(), p.edges().len())).collect();
        polyform::check(&sizes, board.edge_count())?;
        let packing = Sticks {
            board,
            pieces,
            symmetry,
        };
        if symmetry == Symmetry::Break && packing.restriction().is_none() {
            return Err(SticksError::CannotBreakSymmetry);
        }
        Ok(packing)
    }

    /// The sixteen [`tetrasticks`] without those in `omit`, on `board`.
    ///
    /// # Errors
    /// A letter in `omit` that names no tetrastick, or as [`new`](Self::new).
    pub fn tetrasticks(
        board: StickBoard,
        omit: &[char],
        symmetry: Symmetry,
    ) -> Result<Sticks, SticksError> {
        let all = tetrasticks();
        for &name in omit {
            if !all.iter().any(|p| p.name() == name) {
                return Err(SticksError::UnknownPiece { name });
            }
        }
        let pieces = all
            .into_iter()
            .filter(|p| !omit.contains(&p.name()))
            .collect();
        Sticks::new(board, pieces, symmetry)
    }

    /// The board.
    pub fn board(&self) -> &StickBoard {
        &self.board
    }

    /// The pieces, in the order of their items.
    pub fn pieces(&self) -> &[Stick] {
        &self.pieces
    }

    /// Whether the board's symmetry is broken.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// The orientations of each piece, as the lattice's coordinates.
    fn shapes(&self) -> Vec<Vec<Vec<Coord>>> {
        self.pieces
            .iter()
            .map(|p| {
                Lattice::Edge.orientations(&p.edges().iter().map(|&e| coord(e)).collect::<Vec<_>>())
            })
            .collect()
    }

    /// With [`Symmetry::Break`], the first piece without symmetry of its own, kept to one
    /// placement of each family.
    fn restriction(&self) -> Option<Restriction> {
        let counts: Vec<usize> = self.shapes().iter().map(Vec::len).collect();
        let group = self.board.symmetry_group();
        let rule = Restriction::choose(group, &counts, Rule::FirstAsymmetric);
        rule.filter(|_| self.symmetry == Symmetry::Break)
    }

    /// Every placement of every piece: the piece's index and its edges, sorted.
    fn placements(&self) -> Vec<(usize, Vec<Edge>)> {
        let edges: Vec<Coord> = self.board.edges().into_iter().map(coord).collect();
        polyform::plan(
            Lattice::Edge,
            &edges,
            &self.shapes(),
            self.restriction().as_ref(),
        )
        .placed
        .into_iter()
        .map(|placed| (placed.piece, placed.cells.into_iter().map(edge).collect()))
        .collect()
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into placements.
    pub fn encode(&self) -> (Problem, SticksDecoder) {
        let board = &self.board;
        let (mut b, piece_items) = polyform::with_pieces(self.pieces.iter().map(Stick::name));
        let edges = board.edges();
        let edge_items: Vec<ItemId> = edges.iter().map(|e| b.primary(e.name())).collect();
        let points = board.interior_points();
        let point_items: Vec<ItemId> = points.iter().map(|&p| b.secondary(point_name(p))).collect();
        let mut decoded = Vec::new();
        let mut items = Vec::new();
        for (p, placed) in self.placements() {
            items.clear();
            items.push(piece_items[p]);
            for e in &placed {
                let k = edges.binary_search(e).expect("placements fit the board");
                items.push(edge_items[k]);
            }
            let mut crossings = Vec::new();
            for joint in straight_through(&placed) {
                if let Ok(k) = points.binary_search(&joint) {
                    items.push(point_items[k]);
                    crossings.push(joint);
                }
            }
            b.option(&items);
            decoded.push(StickPlacement {
                piece: self.pieces[p].name(),
                edges: placed,
                crossings,
            });
        }
        let decoder = SticksDecoder {
            board: *board,
            edges,
            points,
            placements: decoded,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first packing found, if there is one.
    pub fn solve(&self) -> Option<StickPicture> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}
