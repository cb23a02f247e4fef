//! What can be wrong with a Sudoku's text, with the cells at fault for a page to mark.

use std::fmt;

use super::{value_char, value_range, MAX_TEXT_LEN};

/// What is wrong with a Sudoku's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The text is longer than [`MAX_TEXT_LEN`] bytes.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The number of cells is not 16, 81, 256 or 625 (or not the size asked for, or not the
    /// size of the region map).
    WrongLength {
        /// The cells found.
        cells: usize,
        /// The cells needed, when the size was known.
        expected: Option<usize>,
    },
    /// A character that is neither a value, a blank (`.`, `0`) nor grid decoration.
    BadCharacter {
        /// The character.
        ch: char,
        /// Its position in the text, counting characters from 1.
        position: usize,
        /// Its line in the text, from 1 (for a grid pasted over several lines).
        line: usize,
        /// Its column in that line, counting characters from 1.
        column: usize,
        /// The grid's size `n`, when it is known (asked for, or the text's count of cells).
        size: Option<usize>,
        /// Every cell holding a bad character (row, column), from 1, when the size is known.
        cells: Vec<(usize, usize)>,
        /// How many bad characters the text has.
        count: usize,
    },
    /// A value too large for the grid.
    ValueTooLarge {
        /// The character.
        ch: char,
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        column: usize,
        /// The grid's size `n`.
        size: usize,
        /// Every cell holding a value too large (row, column), from 1.
        cells: Vec<(usize, usize)>,
    },
    /// Two givens that break a rule.
    Conflict {
        /// The value both cells hold.
        value: u8,
        /// The earlier cell (row, column), from 1.
        first: (usize, usize),
        /// The later cell (row, column), from 1.
        second: (usize, usize),
        /// What they share: "row", "column" or "box".
        unit: &'static str,
        /// Every given that shares a unit with an equal given (row, column), from 1.
        cells: Vec<(usize, usize)>,
    },
    /// Two givens on the same diagonal of an X-sudoku.
    DiagonalConflict {
        /// The value both cells hold.
        value: u8,
        /// The earlier cell (row, column), from 1.
        first: (usize, usize),
        /// The later cell (row, column), from 1.
        second: (usize, usize),
        /// 1 for the diagonal from the top left corner, 2 for the one from the top right.
        diagonal: usize,
        /// Every given that shares a unit with an equal given (row, column), from 1.
        cells: Vec<(usize, usize)>,
    },
    /// Two givens in the same region of a jigsaw Sudoku.
    RegionConflict {
        /// The value both cells hold.
        value: u8,
        /// The earlier cell (row, column), from 1.
        first: (usize, usize),
        /// The later cell (row, column), from 1.
        second: (usize, usize),
        /// The region, numbered from 1 in the reading order of first cells.
        region: usize,
        /// Every given that shares a unit with an equal given (row, column), from 1.
        cells: Vec<(usize, usize)>,
    },
}

impl SudokuError {
    /// The cells at fault (row, column), counted from 1, for a page to mark: every given in a
    /// conflict, every value too large, every bad character when the grid's size is known;
    /// none for a text of the wrong length or too long.
    pub fn cells(&self) -> Vec<(usize, usize)> {
        match self {
            SudokuError::Conflict { cells, .. }
            | SudokuError::DiagonalConflict { cells, .. }
            | SudokuError::RegionConflict { cells, .. }
            | SudokuError::ValueTooLarge { cells, .. }
            | SudokuError::BadCharacter { cells, .. } => cells.clone(),
            SudokuError::WrongLength { .. } | SudokuError::TooLong { .. } => Vec::new(),
        }
    }

    /// Where the first bad character is in the text, counting characters from 1; `None` for the
    /// other errors.
    pub fn position(&self) -> Option<usize> {
        match *self {
            SudokuError::BadCharacter { position, .. } => Some(position),
            _ => None,
        }
    }
}

/// " (3 in all)" after a message about the first of several faults, or nothing.
fn in_all(f: &mut fmt::Formatter<'_>, count: usize, what: &str) -> fmt::Result {
    if count > 1 {
        write!(f, "; {count} {what} in all")?;
    }
    Ok(())
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SudokuError::TooLong { bytes } => write!(
                f,
                "the puzzle text is too long: {bytes} bytes, the limit is {MAX_TEXT_LEN}"
            ),
            SudokuError::WrongLength {
                cells,
                expected: Some(n),
            } => write!(
                f,
                "the puzzle has {cells} cells, a {0}x{0} needs {n}",
                (n as f64).sqrt() as usize
            ),
            SudokuError::WrongLength {
                cells,
                expected: None,
            } => write!(
                f,
                "the puzzle has {cells} cells; a Sudoku has 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)"
            ),
            SudokuError::BadCharacter {
                ch,
                position,
                line,
                column,
                size,
                count,
                ..
            } => {
                write!(f, "bad character {} at ", crate::problem::quoted_char(ch))?;
                if line == 1 {
                    write!(f, "position {position}")?;
                } else {
                    write!(f, "line {line}, column {column}")?;
                }
                match size {
                    Some(n) => write!(
                        f,
                        ": a {n}x{n} uses {} for values, . or 0 for a blank",
                        value_range(n)
                    )?,
                    None => write!(
                        f,
                        ": use 1-9 for values (and A-G on a 16x16, A-P on a 25x25), . or 0 for a blank"
                    )?,
                }
                in_all(f, count, "bad characters")
            }
            SudokuError::ValueTooLarge {
                ch,
                row,
                column,
                size,
                ref cells,
            } => {
                write!(
                    f,
                    "row {row}, column {column} holds {ch}, but a {size}x{size} grid uses only {}",
                    value_range(size)
                )?;
                in_all(f, cells.len(), "values too large")
            }
            SudokuError::Conflict {
                value,
                first,
                second,
                unit,
                ref cells,
            } => {
                clash(f, value, first, second, format_args!("in the same {unit}"), cells.len())
            }
            SudokuError::DiagonalConflict {
                value,
                first,
                second,
                diagonal,
                ref cells,
            } => {
                clash(f, value, first, second, format_args!("on diagonal {diagonal}"), cells.len())
            }
            SudokuError::RegionConflict {
                value,
                first,
                second,
                region,
                ref cells,
            } => {
                clash(f, value, first, second, format_args!("in region {region}"), cells.len())
            }
        }
    }
}

/// Two givens of one value in one unit (`place`: "in the same box 3", "on diagonal 1"), the
/// later one first; then how many clash in all when more than these two do.
fn clash(
    f: &mut fmt::Formatter<'_>,
    value: u8,
    first: (usize, usize),
    second: (usize, usize),
    place: fmt::Arguments<'_>,
    givens: usize,
) -> fmt::Result {
    write!(
        f,
        "row {}, column {} and row {}, column {} both hold {} {place}",
        second.0,
        second.1,
        first.0,
        first.1,
        value_char(value)
    )?;
    clashing(f, givens)
}

/// "; 5 givens clash in all" when more than the two named do.
fn clashing(f: &mut fmt::Formatter<'_>, givens: usize) -> fmt::Result {
    if givens > 2 {
        write!(f, "; {givens} givens clash in all")?;
    }
    Ok(())
}

impl std::error::Error for SudokuError {}
