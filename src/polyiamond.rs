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
//! (see [`crate::polyform::Lattice`]), where both are linear maps; the shapes are then moved back so that their
//! rows and columns start at 0, by a move that keeps up triangles up.
//!
//! # Boards and pieces
//!
//! ```
//! use dlx::polyiamond::{Iamond, IamondBoard};
//! let rhombus: IamondBoard = "6x6".parse().unwrap();
//! assert_eq!((rhombus.rows(), rhombus.cols(), rhombus.cell_count()), (6, 18, 72));
//! assert_eq!(rhombus.symmetries(), 4);
//! assert!("big".parse::<IamondBoard>().unwrap_err().to_string().starts_with("unknown board"));
//! let board = IamondBoard::parse(".######\n..######").unwrap();
//! assert_eq!(board, IamondBoard::parallelogram(2, 3).unwrap());
//! assert_eq!(board.to_string(), ".######.\n..######");
//! // Three triangles in a row, the first pointing down: one of the 6 orientations.
//! let t = Iamond::from_cells('T', &[(0, 1), (0, 2), (0, 3)]).unwrap();
//! assert_eq!(t.orientations().len(), 6);
//! assert!(Iamond::from_cells('T', &[(0, 0), (0, 2)]).is_err());
//! ```
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

use crate::meaning::ItemRole;
use crate::polyform::{self, Flat, Lattice, Rule};

mod board;

pub use crate::polyform::{PieceError, Symmetry};

/// A triangle: (row, column), counted from 0; it points up when `row + column` is even.
pub type Triangle = (usize, usize);

/// Whether a triangle points up.
pub fn points_up((row, column): Triangle) -> bool {
    (row + column) % 2 == 0
}

impl Flat for Triangles {
    const LATTICE: Lattice = Lattice::Triangle;
    const RULE: Rule = Rule::FirstAsymmetric;
    const CELL: &'static str = "triangle";
    const NAMES: &'static str = "6x6, 4x9, 3x12, 2x18 (rows x rhombi of a parallelogram)";

    /// A parallelogram of `rows` rows of `rhombi` rhombi.
    fn sized(rows: usize, rhombi: usize) -> Result<IamondBoard, IamondBoardError> {
        IamondBoard::parallelogram(rows, rhombi)
    }

    /// `r2c5u` for row 2, column 5 (from 1), pointing up (`d` down).
    fn item_name(t: Triangle) -> String {
        let way = if points_up(t) { 'u' } else { 'd' };
        format!("r{}c{}{way}", t.0 + 1, t.1 + 1)
    }

    fn cell_role((row, column): Triangle) -> ItemRole {
        ItemRole::Triangle {
            row: row as u32,
            column: column as u32,
            up: points_up((row, column)),
        }
    }

    /// One line per row of triangles, each triangle's letter between its slanted sides: `/`
    /// on the left of a triangle that points up, `\` on the left of one that points down.
    /// A side is drawn where two pieces meet or the board ends, left blank inside a piece;
    /// triangles not yet covered (`#`) have all their sides. No newline after the last line.
    ///
    /// ```text
    /// /A A A\B/B B B\
    ///  \C C/B B/D D D/
    /// ```
    fn draw(grid: &IamondGrid, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |r: usize, j: usize| -> char {
            if j < grid.cols() {
                grid.get(r, j)
            } else {
                '.'
            }
        };
        for r in 0..grid.rows() {
            if r > 0 {
                writeln!(f)?;
            }
            let mut line = String::with_capacity(2 * grid.cols() + 1);
            for j in 0..=grid.cols() {
                let here = at(r, j);
                let left = if j > 0 { at(r, j - 1) } else { '.' };
                let side = if here == '.' && left == '.' {
                    ' '
                } else if here != left || here == '#' {
                    // The side is the left side of `here`, or the right side of `left`.
                    if points_up((r, j)) {
                        '/'
                    } else {
                        '\\'
                    }
                } else {
                    ' '
                };
                line.push(side);
                if j < grid.cols() {
                    line.push(if here == '.' { ' ' } else { here });
                }
            }
            f.write_str(line.trim_end())?;
        }
        Ok(())
    }
}

polyform::flat_family!(
    Triangles,
    "polyiamonds",
    IamondBoard,
    IamondBoardError,
    Iamond,
    IamondPacking,
    IamondError,
    IamondDecoder,
    IamondGrid
);

/// One placement of a piece on the board: what an option of an [`IamondPacking`] means.
pub type IamondPlacement = polyform::Placement;

/// The twelve hexiamonds (six triangles each), lettered `A` to `L`: `A` the bar (six in a
/// row), `F` the sphinx, `H` the hexagon, `L` the butterfly; the others by their pictures here.
pub fn hexiamonds() -> Vec<Iamond> {
    Iamond::set(&[
        ('A', "######"),
        ('B', "#####/#...."),
        ('C', "#####/..#.."),
        ('D', "####/##.."),
        ('E', "####/#.#."),
        ('F', "#../##./###"),
        ('G', "####/.##."),
        ('H', "###/###"),
        ('I', "####/..##"),
        ('J', "###../..###"),
        ('K', "#./##/##/#."),
        ('L', ".###/.###"),
    ])
}

/// The three tetriamonds (four triangles each), `A B C`.
pub fn tetriamonds() -> Vec<Iamond> {
    Iamond::set(&[('A', "####"), ('B', "###/#.."), ('C', ".###/..#.")])
}

/// The four pentiamonds (five triangles each), `A B C D`.
pub fn pentiamonds() -> Vec<Iamond> {
    Iamond::set(&[
        ('A', "#####"),
        ('B', "####/#..."),
        ('C', "####/..#."),
        ('D', "###/##."),
    ])
}

impl IamondPacking {
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
}
