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

use crate::polyform::{self, Coord, Lattice, Restriction, Rule};
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

/// A triangle as the lattice's coordinates.
fn coord((r, j): Triangle) -> Coord {
    [r as i64, j as i64, 0]
}

/// The triangle at lattice coordinates known to lie on a board or a normalized shape.
fn triangle([r, j, _]: Coord) -> Triangle {
    (r as usize, j as usize)
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
        let mut cells: Vec<Coord> = rows
            .iter()
            .enumerate()
            .flat_map(|(r, row)| {
                row.chars()
                    .enumerate()
                    .filter(|&(_, ch)| ch == '#')
                    .map(move |(j, _)| [r as i64, j as i64, 0])
            })
            .collect();
        Lattice::Triangle.normalize(&mut cells);
        Iamond {
            name,
            cells: cells.into_iter().map(triangle).collect(),
        }
    }

    /// A piece from its triangles, anywhere on the board's grid (the triangle `(r, j)` points
    /// up when `r + j` is even); `None` when there are none, one is given twice, or they do
    /// not join side to side.
    ///
    /// ```
    /// use dlx::polyiamond::Iamond;
    /// // Three triangles in a row, the first pointing down: one of the 6 orientations.
    /// let t = Iamond::from_cells('T', &[(0, 1), (0, 2), (0, 3)]).unwrap();
    /// assert_eq!(t.orientations().len(), 6);
    /// assert!(Iamond::from_cells('T', &[(0, 0), (0, 2)]).is_none());
    /// ```
    pub fn from_cells(name: char, cells: &[Triangle]) -> Option<Iamond> {
        let mut sorted: Vec<Coord> = cells.iter().map(|&t| coord(t)).collect();
        Lattice::Triangle.normalize(&mut sorted);
        let fine = !sorted.is_empty()
            && sorted.windows(2).all(|w| w[0] != w[1])
            && Lattice::Triangle.connected(&sorted);
        fine.then(|| Iamond {
            name,
            cells: sorted.into_iter().map(triangle).collect(),
        })
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
        let cells: Vec<Coord> = self.cells.iter().map(|&t| coord(t)).collect();
        Lattice::Triangle
            .orientations(&cells)
            .into_iter()
            .map(|shape| shape.into_iter().map(triangle).collect())
            .collect()
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
        let sizes: Vec<(char, usize)> = pieces.iter().map(|p| (p.name, p.cells.len())).collect();
        polyform::check(&sizes, board.cell_count()).map_err(|e| match e {
            polyform::Mismatch::NoPieces => IamondError::NoPieces,
            polyform::Mismatch::Duplicate(name) => IamondError::DuplicatePiece { name },
            polyform::Mismatch::Area(board, pieces) => IamondError::AreaMismatch { board, pieces },
        })?;
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
        let shapes: Vec<Vec<Vec<Coord>>> = self
            .pieces
            .iter()
            .map(|p| {
                Lattice::Triangle
                    .orientations(&p.cells.iter().map(|&t| coord(t)).collect::<Vec<_>>())
            })
            .collect();
        let counts: Vec<usize> = shapes.iter().map(Vec::len).collect();
        let restriction = (self.symmetry == Symmetry::Break)
            .then(|| Restriction::choose(board.symmetry_group(), &counts, Rule::FirstAsymmetric))
            .flatten();
        let cells: Vec<Coord> = board.cells().map(coord).collect();
        let plan = polyform::plan(Lattice::Triangle, &cells, &shapes, restriction.as_ref());
        let mut placements = Vec::with_capacity(plan.placed.len());
        let mut items = Vec::new();
        for placed in plan.placed {
            let cells: Vec<Triangle> = placed.cells.into_iter().map(triangle).collect();
            items.clear();
            items.push(piece_items[placed.piece]);
            for &(r, j) in &cells {
                items.push(cell_items[r * board.cols + j].expect("placements fit"));
            }
            b.option(&items);
            placements.push(IamondPlacement {
                piece: self.pieces[placed.piece].name,
                cells,
            });
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
