//! The triangular boards to pack: parallelograms by size (`6x6`, Knuth's rhombus), or any
//! shape as a picture.

use std::fmt;

use super::{coord, Triangle};
use crate::polyform::picture::{parse_picture, parse_size, Picture, PictureError};
use crate::polyform::{BoardSymmetry, Coord, Lattice};

/// What is wrong with a polyiamond board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IamondBoardError {
    /// The board has no triangles.
    Empty,
    /// The board is more than [`IamondBoard::MAX_SIDE`] rows or columns of triangles.
    TooLarge {
        /// Its rows.
        rows: usize,
        /// Its columns (triangles in its picture's widest row).
        cols: usize,
    },
    /// A character in a board's picture that is neither `#` (a triangle) nor `.` (a hole).
    BadCharacter {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column in that line, from 1.
        column: usize,
    },
    /// A text that is no board's name and no picture.
    Unknown {
        /// The text, trimmed.
        name: String,
    },
}

impl fmt::Display for IamondBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IamondBoardError::Empty => write!(f, "the board has no triangles"),
            IamondBoardError::TooLarge { rows, cols } => write!(
                f,
                "a board of {rows} rows and {cols} columns of triangles is too large: at most {}",
                IamondBoard::MAX_SIDE
            ),
            IamondBoardError::BadCharacter { ch, line, column } => write!(
                f,
                "bad character {} at line {line}, column {column} of the board; use `#` for a \
                 triangle and `.` for a hole",
                crate::problem::quoted_char(ch)
            ),
            IamondBoardError::Unknown { ref name } => write!(
                f,
                "unknown board `{name}`: use 6x6, 4x9, 3x12, 2x18 (rows x rhombi of a \
                 parallelogram), or a picture with `#` for a triangle and `.` for a hole"
            ),
        }
    }
}

impl std::error::Error for IamondBoardError {}

/// The triangles to be covered: a grid of `rows` rows of `cols` triangles each (the triangle
/// `(r, j)` points up when `r + j` is even), some of which may be holes.
///
/// ```
/// use dlx::polyiamond::IamondBoard;
/// let rhombus: IamondBoard = "6x6".parse().unwrap();
/// assert_eq!((rhombus.rows(), rhombus.cols(), rhombus.cell_count()), (6, 18, 72));
/// assert_eq!(rhombus.symmetries(), 4);
/// assert!("big".parse::<IamondBoard>().unwrap_err().to_string().starts_with("unknown board"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IamondBoard {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) cells: Vec<bool>,
}

impl std::str::FromStr for IamondBoard {
    type Err = IamondBoardError;

    fn from_str(text: &str) -> Result<IamondBoard, IamondBoardError> {
        if let Some(named) = IamondBoard::named(text) {
            return named;
        }
        if text.contains(['#', '\n']) {
            return IamondBoard::parse(text);
        }
        Err(IamondBoardError::Unknown {
            name: text.trim().to_string(),
        })
    }
}

impl IamondBoard {
    /// The most rows, and the most triangles in a row, a board may have.
    pub const MAX_SIDE: usize = 100;

    /// A parallelogram of `rows` rows of `rhombi` rhombi each (two triangles, down then up);
    /// each row starts one column right of the row above, so both slanted sides lean right,
    /// and column 0 stays empty (a row that starts with a triangle pointing down starts at an
    /// odd column). `6x6` is the rhombus of Knuth's "Dancing Links".
    ///
    /// # Errors
    /// No triangles, or more than [`MAX_SIDE`](Self::MAX_SIDE) rows or columns.
    pub fn parallelogram(rows: usize, rhombi: usize) -> Result<IamondBoard, IamondBoardError> {
        let cols = rhombi.saturating_mul(2).saturating_add(rows);
        if rows > IamondBoard::MAX_SIDE || cols > IamondBoard::MAX_SIDE {
            return Err(IamondBoardError::TooLarge { rows, cols });
        }
        if rows == 0 || rhombi == 0 {
            return Err(IamondBoardError::Empty);
        }
        let mut cells = vec![false; rows * cols];
        for r in 0..rows {
            for j in r + 1..=r + 2 * rhombi {
                cells[r * cols + j] = true;
            }
        }
        Ok(IamondBoard { rows, cols, cells })
    }

    /// The board a name stands for: a parallelogram `RxC` (rows x rhombi, such as `6x6`).
    /// `None` when `name` is not of that form; an error for a size no board can have.
    pub fn named(name: &str) -> Option<Result<IamondBoard, IamondBoardError>> {
        let (rows, rhombi) = parse_size(name)?;
        Some(IamondBoard::parallelogram(rows, rhombi))
    }

    /// A board from a picture: one line per row of triangles, `#` for a triangle, `.` for a
    /// hole; the first character of every line is a triangle pointing up in even lines (the
    /// first is line 0) and down in odd ones. Blanks at the end of a line and blank lines at
    /// the start and end are ignored. `Display` writes this form.
    ///
    /// ```
    /// use dlx::polyiamond::IamondBoard;
    /// let board = IamondBoard::parse(".######\n..######").unwrap();
    /// assert_eq!(board, IamondBoard::parallelogram(2, 3).unwrap());
    /// assert_eq!(board.to_string(), ".######.\n..######");
    /// ```
    ///
    /// # Errors
    /// A character other than `#` and `.`, a board too large, no triangles.
    pub fn parse(text: &str) -> Result<IamondBoard, IamondBoardError> {
        let Picture { rows, cols, cells } =
            parse_picture(text, IamondBoard::MAX_SIDE).map_err(|e| match e {
                PictureError::Empty => IamondBoardError::Empty,
                PictureError::TooLarge { rows, cols } => IamondBoardError::TooLarge { rows, cols },
                PictureError::BadCharacter { ch, line, column } => {
                    IamondBoardError::BadCharacter { ch, line, column }
                }
            })?;
        Ok(IamondBoard { rows, cols, cells })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns: triangles in a row of the board's bounding grid.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether (row, column) is a triangle to cover (not a hole, not outside).
    pub fn contains(&self, row: usize, column: usize) -> bool {
        row < self.rows && column < self.cols && self.cells[row * self.cols + column]
    }

    /// The number of triangles to cover.
    pub fn cell_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c).count()
    }

    /// The triangles to cover, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Triangle> + '_ {
        (0..self.rows * self.cols)
            .filter(|&k| self.cells[k])
            .map(|k| (k / self.cols, k % self.cols))
    }

    /// The rotations and reflections of the triangular lattice that map the board onto
    /// itself.
    pub(super) fn symmetry_group(&self) -> BoardSymmetry {
        let cells: Vec<Coord> = self.cells().map(coord).collect();
        BoardSymmetry::of(Lattice::Triangle, &cells)
    }

    /// How many of the twelve rotations and reflections of the triangular grid map the board
    /// onto itself: 4 for the 6x6 rhombus, 2 for a parallelogram that is not a rhombus, 1 for a board with no
    /// symmetry. With `Symmetry::Break`, each packing found stands for this many.
    pub fn symmetries(&self) -> usize {
        self.symmetry_group().count()
    }
}

impl fmt::Display for IamondBoard {
    /// One line per row, `#` for a triangle, `.` for a hole; no newline after the last row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows {
            if r > 0 {
                writeln!(f)?;
            }
            for j in 0..self.cols {
                write!(f, "{}", if self.contains(r, j) { '#' } else { '.' })?;
            }
        }
        Ok(())
    }
}
