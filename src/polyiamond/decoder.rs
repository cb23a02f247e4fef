//! A polyiamond packing's options turned back into placed pieces and a picture, and what its
//! items and options stand for.

use std::fmt;

use super::{points_up, IamondBoard, Triangle};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};

/// One placement of a piece on the board: what an option of an [`IamondPacking`] means.
///
/// [`IamondPacking`]: super::IamondPacking
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IamondPlacement {
    pub(super) piece: char,
    pub(super) cells: Vec<Triangle>,
}

impl IamondPlacement {
    /// The piece's name.
    pub fn piece(&self) -> char {
        self.piece
    }

    /// The triangles it covers, in reading order.
    pub fn cells(&self) -> &[Triangle] {
        &self.cells
    }
}

/// Turns the options of a polyiamond packing back into placements and pictures.
#[derive(Clone, Debug)]
pub struct IamondDecoder {
    pub(super) board: IamondBoard,
    /// The board's triangles in reading order: triangle item `k` covers `cells[k]`.
    pub(super) cells: Vec<Triangle>,
    /// `placements[option]`.
    pub(super) placements: Vec<IamondPlacement>,
}

impl IamondDecoder {
    /// The board.
    pub fn board(&self) -> &IamondBoard {
        &self.board
    }

    /// The placement that `option` stands for.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn placement(&self, option: OptionId) -> &IamondPlacement {
        &self.placements[option.index()]
    }

    /// The board with the pieces of `options` on it: complete for a solution, partial for the
    /// options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> IamondGrid {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut cells: Vec<char> = (0..rows * cols)
            .map(|k| if self.board.cells[k] { '#' } else { '.' })
            .collect();
        for option in options {
            let placement = self.placement(option);
            for &(r, j) in &placement.cells {
                cells[r * cols + j] = placement.piece;
            }
        }
        IamondGrid { rows, cols, cells }
    }
}

/// Items: the pieces (named by their letters), then the board's triangles in reading order.
impl Meaning for IamondDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let k = item.index();
        let pieces = problem.primary_count() - self.cells.len();
        if k < pieces {
            // A piece's item is named by its letter (see `IamondPacking::encode`).
            let letter = problem.item_name(item).chars().next().unwrap_or('?');
            return ItemRole::Piece { letter };
        }
        let (row, column) = self.cells[k - pieces];
        ItemRole::Triangle {
            row: row as u32,
            column: column as u32,
            up: points_up((row, column)),
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let placement = self.placement(option);
        OptionRole::Piece {
            letter: placement.piece(),
            cells: placement
                .cells()
                .iter()
                .map(|&(r, j)| [r as u32, j as u32])
                .collect(),
        }
    }
}

/// A picture of a (possibly partial) packing: each triangle holds the name of the piece that
/// covers it, `#` if no piece does yet, `.` for a hole.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IamondGrid {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) cells: Vec<char>,
}

impl IamondGrid {
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
    /// If the triangle is outside the grid.
    pub fn get(&self, row: usize, column: usize) -> char {
        assert!(
            row < self.rows && column < self.cols,
            "triangle outside the grid"
        );
        self.cells[row * self.cols + column]
    }

    /// Whether every triangle of the board is covered.
    pub fn is_complete(&self) -> bool {
        !self.cells.contains(&'#')
    }

    /// The rows as the board's picture form (one character per triangle), without the sides.
    pub fn letters(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.cols)
            .map(|row| row.iter().collect())
            .collect();
        rows.join("\n")
    }
}

impl fmt::Display for IamondGrid {
    /// One line per row of triangles, each triangle's letter between its slanted sides: `/`
    /// on the left of a triangle that points up, `\` on the left of one that points down.
    /// A side is drawn where two pieces meet or the board ends, left blank inside a piece;
    /// triangles not yet covered (`#`) have all their sides. No newline after the last line.
    ///
    /// ```text
    /// /A A A\B/B B B\
    ///  \C C/B B/D D D/
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |r: usize, j: usize| -> char {
            if j < self.cols {
                self.cells[r * self.cols + j]
            } else {
                '.'
            }
        };
        for r in 0..self.rows {
            if r > 0 {
                writeln!(f)?;
            }
            let mut line = String::with_capacity(2 * self.cols + 1);
            for j in 0..=self.cols {
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
                if j < self.cols {
                    line.push(if here == '.' { ' ' } else { here });
                }
            }
            f.write_str(line.trim_end())?;
        }
        Ok(())
    }
}
