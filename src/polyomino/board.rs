//! The boards to pack: a rectangle with holes, by name (`6x10`, `scott`) or as a picture.

use std::fmt;

use super::picture::{parse_picture, parse_size, Picture, PictureError};
use super::{transform, Cell};

/// What is wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The board has no cells.
    Empty,
    /// The board is more than [`Board::MAX_SIDE`] rows or columns.
    TooLarge {
        /// Its rows.
        rows: usize,
        /// Its columns.
        cols: usize,
    },
    /// A hole outside the board.
    HoleOutside {
        /// The hole.
        hole: Cell,
        /// The board's rows.
        rows: usize,
        /// The board's columns.
        cols: usize,
    },
    /// A character in a board's picture that is neither `#` (a cell) nor `.` (a hole).
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

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Empty => write!(f, "the board has no cells"),
            BoardError::TooLarge { rows, cols } => write!(
                f,
                "a {rows}x{cols} board is too large: at most {} rows and {} columns",
                Board::MAX_SIDE,
                Board::MAX_SIDE
            ),
            BoardError::HoleOutside { hole, rows, cols } => write!(
                f,
                "the hole at row {}, column {} is outside the {rows}x{cols} board",
                hole.0 + 1,
                hole.1 + 1
            ),
            BoardError::BadCharacter { ch, line, column } => write!(
                f,
                "bad character {} at line {line}, column {column} of the board; \
                 use `#` for a cell and `.` for a hole",
                crate::problem::quoted_char(ch)
            ),
            BoardError::Unknown { ref name } => write!(
                f,
                "unknown board `{name}`: use 6x10, 5x12, 4x15, 3x20, scott, or a picture with \
                 `#` for a cell and `.` for a hole"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A board by name ([`Board::named`]) or as a picture ([`Board::parse`]: a text with a `#` or
/// a line break).
///
/// ```
/// use dlx::polyomino::Board;
/// let board: Board = "###\n#.#".parse().unwrap();
/// assert_eq!(board.cell_count(), 5);
/// assert_eq!("scott".parse::<Board>().unwrap().cell_count(), 60);
/// assert!("big".parse::<Board>().unwrap_err().to_string().starts_with("unknown board `big`"));
/// ```
impl std::str::FromStr for Board {
    type Err = BoardError;

    fn from_str(text: &str) -> Result<Board, BoardError> {
        if let Some(named) = Board::named(text) {
            return named;
        }
        if text.contains(['#', '\n']) {
            return Board::parse(text);
        }
        Err(BoardError::Unknown {
            name: text.trim().to_string(),
        })
    }
}

/// The cells to be covered: a rectangle of `rows` x `cols`, some of which may be holes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) cells: Vec<bool>,
}

impl Board {
    /// The most rows, and the most columns, a board may have.
    pub const MAX_SIDE: usize = 100;

    /// A full rectangle.
    ///
    /// # Errors
    /// No cells (a side of 0), or a side above [`MAX_SIDE`](Self::MAX_SIDE).
    pub fn rectangle(rows: usize, cols: usize) -> Result<Board, BoardError> {
        Board::with_holes(rows, cols, &[])
    }

    /// A rectangle without the cells in `holes`.
    ///
    /// # Errors
    /// A side above [`MAX_SIDE`](Self::MAX_SIDE), a hole outside the rectangle, no cells left.
    pub fn with_holes(rows: usize, cols: usize, holes: &[Cell]) -> Result<Board, BoardError> {
        if rows > Board::MAX_SIDE || cols > Board::MAX_SIDE {
            return Err(BoardError::TooLarge { rows, cols });
        }
        let mut cells = vec![true; rows * cols];
        for &hole in holes {
            if hole.0 >= rows || hole.1 >= cols {
                return Err(BoardError::HoleOutside { hole, rows, cols });
            }
            cells[hole.0 * cols + hole.1] = false;
        }
        if !cells.contains(&true) {
            return Err(BoardError::Empty);
        }
        Ok(Board { rows, cols, cells })
    }

    /// Dana Scott's board (1958): 8x8 without the 2x2 square in its centre.
    pub fn scott() -> Board {
        Board::with_holes(8, 8, &[(3, 3), (3, 4), (4, 3), (4, 4)])
            .unwrap_or_else(|e| unreachable!("the board is valid: {e}"))
    }

    /// The board a name stands for: `scott` (in any case) or a size `RxC` such as `6x10` (both
    /// sides whole numbers). `None` when `name` is neither, so that the caller may read it as a
    /// picture or a file; an error for a size no board can have.
    ///
    /// ```
    /// use dlx::polyomino::Board;
    /// assert_eq!(Board::named("6x10").unwrap().unwrap().cell_count(), 60);
    /// assert_eq!(Board::named("Scott").unwrap().unwrap().cell_count(), 60);
    /// assert!(Board::named("0x10").unwrap().is_err());
    /// assert!(Board::named("board.txt").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Result<Board, BoardError>> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("scott") {
            return Some(Ok(Board::scott()));
        }
        let (rows, cols) = parse_size(name)?;
        Some(Board::rectangle(rows, cols))
    }

    /// A board from a picture: one line per row, `#` for a cell, `.` for a hole. Shorter lines
    /// end in holes; blanks at the end of a line and blank lines at the start and end of the
    /// text are ignored. `Display` writes this form.
    ///
    /// ```
    /// use dlx::polyomino::Board;
    /// let board = Board::parse("###\n#.#\n###").unwrap();
    /// assert_eq!((board.rows(), board.cols(), board.cell_count()), (3, 3, 8));
    /// assert_eq!(board.to_string(), "###\n#.#\n###");
    /// ```
    ///
    /// # Errors
    /// A character other than `#` and `.`, a board too large, no cells.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let Picture { rows, cols, cells } =
            parse_picture(text, Board::MAX_SIDE).map_err(|e| match e {
                PictureError::Empty => BoardError::Empty,
                PictureError::TooLarge { rows, cols } => BoardError::TooLarge { rows, cols },
                PictureError::BadCharacter { ch, line, column } => {
                    BoardError::BadCharacter { ch, line, column }
                }
            })?;
        Ok(Board { rows, cols, cells })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether (row, column) is a cell to cover (not a hole, not outside).
    pub fn contains(&self, row: usize, column: usize) -> bool {
        row < self.rows && column < self.cols && self.cells[row * self.cols + column]
    }

    /// The number of cells to cover.
    pub fn cell_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c).count()
    }

    /// The cells to cover, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows * self.cols)
            .filter(|&k| self.cells[k])
            .map(|k| (k / self.cols, k % self.cols))
    }

    /// The bounding box of the cells: first row, first column, rows, columns.
    pub(super) fn bounds(&self) -> (usize, usize, usize, usize) {
        let (mut r0, mut c0, mut r1, mut c1) = (usize::MAX, usize::MAX, 0, 0);
        for (r, c) in self.cells() {
            (r0, c0, r1, c1) = (r0.min(r), c0.min(c), r1.max(r), c1.max(c));
        }
        (r0, c0, r1 + 1 - r0, c1 + 1 - c0)
    }

    /// The symmetries (numbered as [`transform`]) that map the cells onto themselves, the
    /// identity first.
    pub(super) fn symmetry_group(&self) -> Vec<usize> {
        let (r0, c0, rows, cols) = self.bounds();
        (0..8)
            .filter(|&k| {
                self.cells().all(|(r, c)| {
                    let (r, c) = transform(k, (r - r0, c - c0), rows, cols);
                    self.contains(r + r0, c + c0)
                })
            })
            .collect()
    }

    /// How many of the eight rotations and reflections of the square map the board onto
    /// itself: 4 for a rectangle that is not square, 8 for Scott's board, 1 for a board with
    /// no symmetry. With [`Symmetry::Break`](super::Symmetry::Break), each packing found stands for this many.
    pub fn symmetries(&self) -> usize {
        self.symmetry_group().len()
    }
}

impl fmt::Display for Board {
    /// One line per row, `#` for a cell, `.` for a hole; no newline after the last row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows {
            if r > 0 {
                writeln!(f)?;
            }
            for c in 0..self.cols {
                write!(f, "{}", if self.contains(r, c) { '#' } else { '.' })?;
            }
        }
        Ok(())
    }
}
