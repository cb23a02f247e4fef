//! What can be wrong with a Killer Sudoku's cage map, with the line and cells at fault.

use std::fmt;

use super::MAX_CAGE_OPTIONS;
use crate::sudoku::{SudokuError, MAX_TEXT_LEN};

/// What is wrong with a cage map (or its givens). Lines and cells count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KillerError {
    /// The text is longer than [`MAX_TEXT_LEN`] bytes.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The map has no rows of cage keys.
    NoGrid,
    /// A character that is not a cage key (a letter or digit).
    BadCharacter {
        /// The character.
        ch: char,
        /// Its line.
        line: usize,
        /// Its column in that line, in characters.
        column: usize,
    },
    /// A cell marked `.`: every cell must be in a cage.
    NoCage {
        /// The line of the cell's row.
        line: usize,
        /// The cell's row.
        row: usize,
        /// The cell's column.
        column: usize,
    },
    /// The first row's length is not a grid's side (4 or 9).
    BadSize {
        /// The line of the first row.
        line: usize,
        /// The keys on it.
        keys: usize,
    },
    /// A row of another length than the first.
    RowLength {
        /// Its line.
        line: usize,
        /// Its row.
        row: usize,
        /// The keys on it.
        keys: usize,
        /// The keys a row needs.
        expected: usize,
    },
    /// Too few or too many rows.
    RowCount {
        /// The rows found.
        rows: usize,
        /// The rows needed.
        expected: usize,
        /// The line of the first extra row, or of the last row when rows are missing.
        line: usize,
    },
    /// A line that is neither a row of keys, a sum (`A=23`) nor the givens.
    BadSumLine {
        /// Its line.
        line: usize,
    },
    /// A sum for a key that no cell has.
    UnknownCage {
        /// The sum's line.
        line: usize,
        /// The key.
        key: char,
    },
    /// A second sum for one cage.
    DuplicateSum {
        /// The second sum's line.
        line: usize,
        /// The key.
        key: char,
        /// The first sum's line.
        first: usize,
    },
    /// A cage without a sum.
    MissingSum {
        /// The key.
        key: char,
        /// Its first cell (row, column).
        cell: (usize, usize),
    },
    /// A cage whose cells do not all join its first cell side by side.
    NotConnected {
        /// The key.
        key: char,
        /// The cage's first cell (row, column).
        first: (usize, usize),
        /// A cell cut off from it (row, column).
        cell: (usize, usize),
    },
    /// A sum no set of distinct values can make in a cage of this many cells.
    ImpossibleSum {
        /// The sum's line.
        line: usize,
        /// The key.
        key: char,
        /// The cage's cells.
        cells: usize,
        /// The sum asked for.
        sum: u32,
        /// The least sum its cells can have.
        min: u32,
        /// The largest.
        max: u32,
        /// The cage's first cell (row, column).
        cell: (usize, usize),
    },
    /// The cages together have more than [`MAX_CAGE_OPTIONS`] ways to be filled.
    TooManyOptions {
        /// The ways counted before stopping (over the limit).
        options: usize,
        /// The cage that went over the limit.
        key: char,
        /// Its first cell (row, column).
        cell: (usize, usize),
    },
    /// The givens are not a grid of the map's size, or break a rule.
    Givens {
        /// The line of the givens in the map, 0 when they came apart from it.
        line: usize,
        /// What is wrong with them.
        error: SudokuError,
    },
}

impl KillerError {
    /// The line of the map at fault, from 1, if one is.
    pub fn line(&self) -> Option<usize> {
        use KillerError::*;
        match *self {
            BadCharacter { line, .. }
            | NoCage { line, .. }
            | BadSize { line, .. }
            | RowLength { line, .. }
            | RowCount { line, .. }
            | BadSumLine { line }
            | UnknownCage { line, .. }
            | DuplicateSum { line, .. }
            | ImpossibleSum { line, .. } => Some(line),
            Givens { line, .. } if line > 0 => Some(line),
            _ => None,
        }
    }

    /// The cells at fault (row, column), from 1, for a page to mark.
    pub fn cells(&self) -> Vec<(usize, usize)> {
        use KillerError::*;
        match self {
            NoCage { row, column, .. } => vec![(*row, *column)],
            MissingSum { cell, .. } | ImpossibleSum { cell, .. } | TooManyOptions { cell, .. } => {
                vec![*cell]
            }
            NotConnected { first, cell, .. } => vec![*first, *cell],
            Givens { error, .. } => error.cells(),
            _ => Vec::new(),
        }
    }
}

fn cell((r, c): (usize, usize)) -> String {
    format!("r{r}c{c}")
}

impl fmt::Display for KillerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use KillerError::*;
        match self {
            TooLong { bytes } => write!(
                f,
                "the cage map is {bytes} bytes long; the most accepted is {MAX_TEXT_LEN}"
            ),
            NoGrid => write!(
                f,
                "the cage map is empty: write one row of cage letters per line, then a sum per cage (A=23)"
            ),
            // Named as the Sudoku's own bad characters are (a control character in words).
            BadCharacter { ch, line, column } => write!(
                f,
                "line {line}, column {column}: {} is not a cage key (use letters or digits)",
                crate::problem::quoted_char(*ch)
            ),
            NoCage { line, row, column } => write!(
                f,
                "line {line}: cell r{row}c{column} is in no cage (every cell needs a cage letter)"
            ),
            BadSize { line, keys } => write!(
                f,
                "line {line}: a row of {keys} cells; a Killer Sudoku has 4 or 9 cells per row"
            ),
            RowLength {
                line,
                row,
                keys,
                expected,
            } => write!(
                f,
                "line {line}: row {row} has {keys} cells; it needs {expected}"
            ),
            RowCount {
                rows,
                expected,
                line,
            } => write!(
                f,
                "line {line}: the map has {rows} rows of cages; it needs {expected}"
            ),
            BadSumLine { line } => write!(
                f,
                "line {line}: a sum is written as a cage letter, `=` and a number (A=23)"
            ),
            UnknownCage { line, key } => {
                write!(f, "line {line}: no cell is in cage {key}")
            }
            DuplicateSum { line, key, first } => write!(
                f,
                "line {line}: cage {key} already has a sum (line {first})"
            ),
            MissingSum { key, cell: at } => write!(
                f,
                "cage {key} (at {}) has no sum: add a line {key}=...",
                cell(*at)
            ),
            NotConnected {
                key,
                first,
                cell: at,
            } => write!(
                f,
                "cage {key} is not connected: {} does not join {} side by side",
                cell(*at),
                cell(*first)
            ),
            ImpossibleSum {
                line,
                key,
                cells,
                sum,
                min,
                max,
                ..
            } => {
                if min > max {
                    write!(
                        f,
                        "line {line}: cage {key} has {cells} cells, more than there are distinct values"
                    )
                } else {
                    write!(
                        f,
                        "line {line}: cage {key} has {cells} cells, whose distinct values sum to {min}-{max}, not {sum}"
                    )
                }
            }
            TooManyOptions { options, key, .. } => write!(
                f,
                "the cages have over {MAX_CAGE_OPTIONS} ways to be filled ({options} counted when cage {key} \
                 passed the limit): split the large cages"
            ),
            Givens { line, error } if *line > 0 => write!(f, "line {line}: the givens: {error}"),
            Givens { error, .. } => write!(f, "the givens: {error}"),
        }
    }
}

impl std::error::Error for KillerError {}
