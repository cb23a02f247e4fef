//! Polyiamond packing as exact cover: pieces made of equilateral triangles placed on a
//! triangular board so that every triangle is covered once and every piece is used once. The
//! classic case, from Knuth's "Dancing Links" (2000), is the twelve hexiamonds in a 6x6
//! rhombus of 72 triangles.
//!
//! ```
//! use dlx::polyiamond::{IamondBoard, IamondPacking};
//! use dlx::polyomino::Symmetry;
//!
//! // Knuth, "Dancing Links": the hexiamonds fill the 6x6 rhombus in 156 ways, not counting
//! // the rotations and reflections of the rhombus; a first packing is quick to find.
//! let board = IamondBoard::parallelogram(6, 6).unwrap();
//! let packing = IamondPacking::hexiamonds(board, Symmetry::Break).unwrap();
//! let picture = packing.solve().expect("it has a packing");
//! assert!(picture.is_complete());
//! assert_eq!(picture.to_string().lines().count(), 6);
//! ```
//!
//! # The triangles
//!
//! A board is cut into rows of triangles that point up and down in turn. A triangle is
//! addressed by its row and its place in that row, `(row, column)` counted from 0, and it points
//! up when `row + column` is even: the top left triangle of a board points up. Neighbours in a
//! row share a slanted side; a triangle that points up shares its base with the triangle below
//! it, in the same column. Seen this way, column `j` sits at `j / 2` triangle widths from the
//! left, whatever the row, so a picture of a board is a grid of characters:
//!
//! ```text
//!   \#/#\#/#\#/#\      the 2x3 parallelogram as `dlx iamonds` draws it: rows 0 and 1, 6
//!     \#/#\#/#\#/#\    triangles each, down, up, down, ...; its picture as a board is
//!                       `.######` over `..######`, each row starting one column (half a
//!                       triangle) right of the row above
//! ```
//!
//! Turning a triangle by 60 degrees, or mirroring it, is done on the corners' lattice
//! (`to_lattice`), where both are linear maps; the shapes are then moved back so that their
//! rows and columns start at 0, by a move that keeps up triangles up.
//!
//! # The encoding
//!
//! As for the pentominoes ([`crate::polyomino`]) and in Knuth's paper: one primary item per
//! piece (its letter) and one per triangle of the board (`r2c5u`: row 2, column 5, pointing up,
//! counted from 1 in names), and one option per placement of a piece: the piece, then its
//! triangles in reading order. Every one of the (at most 12) orientations of every piece
//! (6 turns by 60 degrees, each perhaps mirrored) is placed everywhere it fits.
//!
//! # Breaking the board's symmetry
//!
//! The 6x6 rhombus maps onto itself by a half turn and by two mirrors, so each packing comes in
//! a family of 4. As Knuth does for the pentominoes, [`Symmetry::Break`] restricts one piece:
//! the first one that has no symmetry of its own (12 orientations: `B` among the hexiamonds)
//! keeps only the placements that come first among their images under the board's symmetries.
//! Such a piece is never mapped onto itself by a symmetry of the board, so each family keeps
//! exactly one packing, and the count is the number of packings divided by
//! [`IamondBoard::symmetries`].

use std::fmt;

use crate::polyomino::Symmetry;
use crate::problem::{Assembler, ItemId, Problem};
use crate::search::Search;

mod board;
mod decoder;

pub use board::{IamondBoard, IamondBoardError};
pub use decoder::{IamondDecoder, IamondGrid, IamondPlacement};

/// A triangle: (row, column), counted from 0; it points up when `row + column` is even.
pub type Triangle = (usize, usize);

/// Whether a triangle points up.
pub fn points_up((row, column): Triangle) -> bool {
    (row + column) % 2 == 0
}

/// The triangle `(row, column)` (which may lie left of or above the board, hence signed) as
/// the sum of its three corners on the lattice of corners, whose axes are 60 degrees apart:
/// an integer point, on which turns and mirrors are linear maps. Row `r`'s triangles lie
/// between the lattice lines `b = -r` and `b = -r - 1`; its column `j` is the `k = j + r`-th
/// triangle along the row, half of a rhombic cell `a = k / 2`.
fn to_lattice((r, j): (i64, i64)) -> (i64, i64) {
    let k = j + r;
    let (a, d) = (k.div_euclid(2), k.rem_euclid(2));
    let b = -r - 1;
    (3 * a + 1 + d, 3 * b + 1 + d)
}

/// The inverse of [`to_lattice`].
fn from_lattice((p, q): (i64, i64)) -> (i64, i64) {
    let d = i64::from(p.rem_euclid(3) == 2);
    let (a, b) = ((p - 1 - d).div_euclid(3), (q - 1 - d).div_euclid(3));
    let r = -b - 1;
    (r, 2 * a + d - r)
}

/// Symmetry `k` (0 to 11) of the triangular lattice applied to a triangle: `k % 6` turns by
/// 60 degrees counterclockwise, after a mirror when `k >= 6`.
fn transform(k: usize, t: (i64, i64)) -> (i64, i64) {
    let (mut p, mut q) = to_lattice(t);
    if k >= 6 {
        (p, q) = (q, p);
    }
    for _ in 0..k % 6 {
        (p, q) = (-q, p + q);
    }
    from_lattice((p, q))
}

/// Moves triangles so that their rows start at 0 and their columns at 0 (or at 1, when the
/// move to 0 would turn up triangles down), and sorts them in reading order. Returns the move.
fn normalize(cells: &mut [(i64, i64)]) -> (i64, i64) {
    let r0 = cells.iter().map(|t| t.0).min().unwrap_or(0);
    let mut j0 = cells.iter().map(|t| t.1).min().unwrap_or(0);
    if (r0 + j0).rem_euclid(2) != 0 {
        j0 -= 1;
    }
    for cell in cells.iter_mut() {
        *cell = (cell.0 - r0, cell.1 - j0);
    }
    cells.sort_unstable();
    (r0, j0)
}

/// A shape turned or mirrored by symmetry `k`, normalized.
fn transform_shape(k: usize, shape: &[Triangle]) -> Vec<Triangle> {
    let mut cells: Vec<(i64, i64)> = shape
        .iter()
        .map(|&(r, j)| transform(k, (r as i64, j as i64)))
        .collect();
    normalize(&mut cells);
    cells
        .iter()
        .map(|&(r, j)| (r as usize, j as usize))
        .collect()
}

/// A piece: a name and its triangles, moved so that rows and columns start at 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Iamond {
    name: char,
    cells: Vec<Triangle>,
}

impl Iamond {
    /// A piece from a picture in the board's form (one `&str` per row, `#` a triangle, `.` none;
    /// the top left character is a triangle pointing up).
    fn from_rows(name: char, rows: &[&str]) -> Iamond {
        let cells: Vec<(i64, i64)> = rows
            .iter()
            .enumerate()
            .flat_map(|(r, row)| {
                row.chars()
                    .enumerate()
                    .filter(|&(_, ch)| ch == '#')
                    .map(move |(j, _)| (r as i64, j as i64))
            })
            .collect();
        let mut cells = cells;
        normalize(&mut cells);
        Iamond {
            name,
            cells: cells
                .iter()
                .map(|&(r, j)| (r as usize, j as usize))
                .collect(),
        }
    }

    /// The piece's name.
    pub fn name(&self) -> char {
        self.name
    }

    /// Its triangles, in reading order.
    pub fn cells(&self) -> &[Triangle] {
        &self.cells
    }

    /// The distinct orientations (turns by 60 degrees and mirror images): 12 for a piece
    /// without symmetry, 1 for the hexagon. The first is the piece as given.
    pub fn orientations(&self) -> Vec<Vec<Triangle>> {
        let mut found: Vec<Vec<Triangle>> = Vec::with_capacity(12);
        for k in 0..12 {
            let shape = transform_shape(k, &self.cells);
            if !found.contains(&shape) {
                found.push(shape);
            }
        }
        found
    }
}

/// The twelve hexiamonds (six triangles each), lettered `A` to `L`: `A` the bar (six in a
/// row), `F` the sphinx, `H` the hexagon, `L` the butterfly; the others by their pictures here.
pub fn hexiamonds() -> Vec<Iamond> {
    let pieces: [(char, &[&str]); 12] = [
        ('A', &["######"]),
        ('B', &["#####", "#...."]),
        ('C', &["#####", "..#.."]),
        ('D', &["####", "##.."]),
        ('E', &["####", "#.#."]),
        ('F', &["#..", "##.", "###"]),
        ('G', &["####", ".##."]),
        ('H', &["###", "###"]),
        ('I', &["####", "..##"]),
        ('J', &["###..", "..###"]),
        ('K', &["#.", "##", "##", "#."]),
        ('L', &[".###", ".###"]),
    ];
    pieces
        .iter()
        .map(|(name, rows)| Iamond::from_rows(*name, rows))
        .collect()
}

/// The three tetriamonds (four triangles each), `A B C`.
pub fn tetriamonds() -> Vec<Iamond> {
    vec![
        Iamond::from_rows('A', &["####"]),
        Iamond::from_rows('B', &["###", "#.."]),
        Iamond::from_rows('C', &[".###", "..#."]),
    ]
}

/// The four pentiamonds (five triangles each), `A B C D`.
pub fn pentiamonds() -> Vec<Iamond> {
    vec![
        Iamond::from_rows('A', &["#####"]),
        Iamond::from_rows('B', &["####", "#..."]),
        Iamond::from_rows('C', &["####", "..#."]),
        Iamond::from_rows('D', &["###", "##."]),
    ]
}

/// What is wrong with a polyiamond packing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IamondError {
    /// No pieces were given.
    NoPieces,
    /// Two pieces have the same name.
    DuplicatePiece {
        /// The name.
        name: char,
    },
    /// The pieces' triangles and the board's differ in number.
    AreaMismatch {
        /// The triangles of the board.
        board: usize,
        /// The triangles of all the pieces.
        pieces: usize,
    },
    /// [`Symmetry::Break`] on a symmetric board needs a piece without symmetry of its own.
    CannotBreakSymmetry,
}

impl fmt::Display for IamondError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IamondError::NoPieces => write!(f, "no pieces to pack"),
            IamondError::DuplicatePiece { name } => write!(f, "two pieces are named `{name}`"),
            IamondError::AreaMismatch { board, pieces } => write!(
                f,
                "the board has {board} triangles but the pieces cover {pieces}: they must be equal"
            ),
            IamondError::CannotBreakSymmetry => write!(
                f,
                "cannot break the board's symmetry: no piece is without symmetry of its own \
                 (12 orientations)"
            ),
        }
    }
}

impl std::error::Error for IamondError {}

/// A packing problem: polyiamonds, each used once, covering every triangle of a board once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IamondPacking {
    board: IamondBoard,
    pieces: Vec<Iamond>,
    symmetry: Symmetry,
}

impl IamondPacking {
    /// The pieces on the board.
    ///
    /// # Errors
    /// No pieces, two pieces with one name, a total area different from the board's, or
    /// [`Symmetry::Break`] on a symmetric board with no piece lacking symmetry.
    pub fn new(
        board: IamondBoard,
        pieces: Vec<Iamond>,
        symmetry: Symmetry,
    ) -> Result<IamondPacking, IamondError> {
        if pieces.is_empty() {
            return Err(IamondError::NoPieces);
        }
        for (k, piece) in pieces.iter().enumerate() {
            if pieces[..k].iter().any(|p| p.name == piece.name) {
                return Err(IamondError::DuplicatePiece { name: piece.name });
            }
        }
        let area: usize = pieces.iter().map(|p| p.cells.len()).sum();
        if area != board.cell_count() {
            return Err(IamondError::AreaMismatch {
                board: board.cell_count(),
                pieces: area,
            });
        }
        let packing = IamondPacking {
            board,
            pieces,
            symmetry,
        };
        if symmetry == Symmetry::Break
            && packing.board.symmetries() > 1
            && packing.restricted().is_none()
        {
            return Err(IamondError::CannotBreakSymmetry);
        }
        Ok(packing)
    }

    /// The twelve [`hexiamonds`] on `board` (which needs 72 triangles).
    ///
    /// # Errors
    /// As [`new`](Self::new): the board does not have 72 triangles.
    pub fn hexiamonds(
        board: IamondBoard,
        symmetry: Symmetry,
    ) -> Result<IamondPacking, IamondError> {
        IamondPacking::new(board, hexiamonds(), symmetry)
    }

    /// The board.
    pub fn board(&self) -> &IamondBoard {
        &self.board
    }

    /// The pieces, in the order of their items.
    pub fn pieces(&self) -> &[Iamond] {
        &self.pieces
    }

    /// Whether the board's symmetry is broken.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// The piece whose placements [`Symmetry::Break`] restricts, when it applies: the first
    /// piece with 12 orientations.
    pub fn restricted(&self) -> Option<char> {
        if self.symmetry == Symmetry::Keep || self.board.symmetries() == 1 {
            return None;
        }
        self.pieces
            .iter()
            .find(|p| p.orientations().len() == 12)
            .map(|p| p.name)
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into placements.
    pub fn encode(&self) -> (Problem, IamondDecoder) {
        let board = &self.board;
        let mut b = Assembler::new();
        let piece_items: Vec<ItemId> = self
            .pieces
            .iter()
            .map(|p| b.primary(p.name.to_string()))
            .collect();
        let mut cell_items = vec![None; board.rows * board.cols];
        for t in board.cells() {
            cell_items[t.0 * board.cols + t.1] = Some(b.primary(triangle_item_name(t)));
        }
        let restricted = self.restricted();
        let group = board.symmetry_moves();
        let mut placements = Vec::new();
        let mut items = Vec::new();
        for (p, piece) in self.pieces.iter().enumerate() {
            for shape in piece.orientations() {
                for cells in fits(board, &shape) {
                    if restricted == Some(piece.name) && !leads_orbit(&group, &cells) {
                        continue;
                    }
                    items.clear();
                    items.push(piece_items[p]);
                    for &(r, j) in &cells {
                        items.push(cell_items[r * board.cols + j].expect("placements fit"));
                    }
                    b.option(&items);
                    placements.push(IamondPlacement {
                        piece: piece.name,
                        cells,
                    });
                }
            }
        }
        let decoder = IamondDecoder {
            board: board.clone(),
            cells: board.cells().collect(),
            placements,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first packing found, if there is one.
    pub fn solve(&self) -> Option<IamondGrid> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// The name of a triangle's item: `r2c5u` for row 2, column 5 (from 1), pointing up (`d` down).
fn triangle_item_name(t: Triangle) -> String {
    let way = if points_up(t) { 'u' } else { 'd' };
    format!("r{}c{}{way}", t.0 + 1, t.1 + 1)
}

/// Every placement of `shape` (normalized) on `board`, each as its triangles in reading order.
/// A shift keeps up triangles up only when its rows and columns add up to an even number.
fn fits(board: &IamondBoard, shape: &[Triangle]) -> Vec<Vec<Triangle>> {
    let height = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let width = shape.iter().map(|&(_, j)| j + 1).max().unwrap_or(0);
    let mut found = Vec::new();
    if height > board.rows || width > board.cols {
        return found;
    }
    for dr in 0..=board.rows - height {
        for dj in (dr % 2..=board.cols - width).step_by(2) {
            if shape.iter().all(|&(r, j)| board.contains(r + dr, j + dj)) {
                found.push(shape.iter().map(|&(r, j)| (r + dr, j + dj)).collect());
            }
        }
    }
    found
}

/// Whether `cells` (in reading order) come first, in reading order, among their images under
/// the board's symmetries (each a lattice symmetry and the move that brings the board back).
fn leads_orbit(group: &[(usize, (i64, i64))], cells: &[Triangle]) -> bool {
    group.iter().all(|&(k, (dr, dj))| {
        let mut image: Vec<Triangle> = cells
            .iter()
            .map(|&(r, j)| {
                let (r, j) = transform(k, (r as i64, j as i64));
                ((r + dr) as usize, (j + dj) as usize)
            })
            .collect();
        image.sort_unstable();
        image.as_slice() >= cells
    })
}
