//! What can be wrong with a flat board, a piece or a packing, said in the words of the family
//! (cells or triangles).

use std::convert::Infallible;
use std::fmt;
use std::marker::PhantomData;

use super::flat::{Board, Cell, Flat};
use super::picture::PictureError;
use super::place::Mismatch;

/// What is wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError<F> {
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
    /// Never made: it only carries the family.
    #[doc(hidden)]
    Family(Infallible, PhantomData<F>),
}

impl<F> From<PictureError> for BoardError<F> {
    fn from(e: PictureError) -> BoardError<F> {
        match e {
            PictureError::Empty => BoardError::Empty,
            PictureError::TooLarge { rows, cols } => BoardError::TooLarge { rows, cols },
            PictureError::BadCharacter { ch, line, column } => {
                BoardError::BadCharacter { ch, line, column }
            }
        }
    }
}

impl<F: Flat> fmt::Display for BoardError<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = F::CELL;
        match *self {
            BoardError::Empty => write!(f, "the board has no {cell}s"),
            BoardError::TooLarge { rows, cols } => write!(
                f,
                "a {rows}x{cols} board is too large: at most {} rows and {} columns",
                Board::<F>::MAX_SIDE,
                Board::<F>::MAX_SIDE
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
                 use `#` for a {cell} and `.` for a hole",
                crate::problem::quoted_char(ch)
            ),
            BoardError::Unknown { ref name } => write!(
                f,
                "unknown board `{name}`: use {}, or a picture with `#` for a {cell} and `.` for a \
                 hole",
                F::NAMES
            ),
            BoardError::Family(never, _) => match never {},
        }
    }
}

impl<F: Flat> std::error::Error for BoardError<F> {}

/// What is wrong with a packing problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackingError<F> {
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
    /// `Symmetry::Break` needs a piece that has no symmetry of its own (8 orientations of a
    /// polyomino, 12 of a polyiamond), so that no packing is its own mirror image.
    CannotBreakSymmetry,
    /// Never made: it only carries the family.
    #[doc(hidden)]
    Family(Infallible, PhantomData<F>),
}

impl<F: Flat> fmt::Display for PackingError<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PackingError::NoPieces => write!(f, "no pieces to pack"),
            PackingError::DuplicatePiece { name } => {
                write!(f, "two pieces are named `{name}`")
            }
            PackingError::AreaMismatch { board, pieces } => write!(
                f,
                "the board has {board} {}s but the pieces cover {pieces}: they must be equal",
                F::CELL
            ),
            PackingError::CannotBreakSymmetry => write!(
                f,
                "cannot break the board's symmetry: no piece is without symmetry of its own \
                 ({} orientations)",
                F::LATTICE.symmetry_count()
            ),
            PackingError::Family(never, _) => match never {},
        }
    }
}

impl<F: Flat> std::error::Error for PackingError<F> {}

impl<F> From<Mismatch> for PackingError<F> {
    fn from(e: Mismatch) -> PackingError<F> {
        match e {
            Mismatch::NoPieces => PackingError::NoPieces,
            Mismatch::Duplicate(name) => PackingError::DuplicatePiece { name },
            Mismatch::Area(board, pieces) => PackingError::AreaMismatch { board, pieces },
            Mismatch::Unbreakable => PackingError::CannotBreakSymmetry,
        }
    }
}

/// What is wrong with a piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceError {
    /// The name cannot label a piece: it must be one visible character other than `.`, `#`,
    /// `:` and `|`.
    BadName {
        /// The name.
        name: char,
    },
    /// A character in the picture of a piece that is neither `#` (a cell) nor `.` or a blank
    /// (no cell).
    BadCharacter {
        /// The piece's name.
        name: char,
        /// The character.
        ch: char,
        /// Its row in the picture, from 1 (rows end at `/` or a new line).
        line: usize,
        /// Its column in that row, from 1.
        column: usize,
    },
    /// The piece has no cells.
    Empty {
        /// The piece's name.
        name: char,
    },
    /// A cell was given twice.
    RepeatedCell {
        /// The piece's name.
        name: char,
        /// The cell, as given.
        cell: Cell,
    },
    /// The cells do not hang together edge to edge.
    Disconnected {
        /// The piece's name.
        name: char,
    },
}

impl fmt::Display for PieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PieceError::BadName { name } => write!(
                f,
                "bad piece name {}: use one visible character other than `.`, `#`, `:` and `|`",
                crate::problem::quoted_char(name)
            ),
            PieceError::BadCharacter {
                name,
                ch,
                line,
                column,
            } => write!(
                f,
                "piece `{name}`: bad character {} at row {line}, column {column} of its picture; \
                 use `#` for a cell and `.` for none",
                crate::problem::quoted_char(ch)
            ),
            PieceError::Empty { name } => write!(f, "piece `{name}` has no cells"),
            PieceError::RepeatedCell { name, cell } => write!(
                f,
                "piece `{name}` lists the cell at row {}, column {} twice",
                cell.0 + 1,
                cell.1 + 1
            ),
            PieceError::Disconnected { name } => write!(
                f,
                "piece `{name}` is not connected: its cells must join edge to edge"
            ),
        }
    }
}

impl std::error::Error for PieceError {}
