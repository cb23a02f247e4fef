//! Sudoku of every box size (4x4, 9x9, 16x16, 25x25) as exact cover, and back, with two
//! variants: X-sudoku and jigsaw Sudoku.
//!
//! ```
//! use dlx::sudoku::{Sudoku, Verdict};
//! let puzzle = Sudoku::parse(
//!     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
//! )
//! .unwrap();
//! match puzzle.verdict() {
//!     Verdict::Unique(solution) => assert!(solution.to_string().starts_with("483921657")),
//!     other => panic!("expected one solution, got {other:?}"),
//! }
//! ```
//!
//! # The encoding
//!
//! Four kinds of primary item, as in Knuth's `sudoku-dlx`: each cell holds one value (`r4c7`),
//! each row holds each value once (`r4=7`), so does each column (`c7=7`) and each box (`b5=7`).
//! Placing value `v` at row `r`, column `c` is the option `rRcC rR=v cC=v bB=v`.
//!
//! Givens can be handled two ways ([`Encoding`]). The default, [`Encoding::Reduced`], removes
//! what the givens decide before the search, as `sudoku-dlx` does: only the empty cells and the
//! unmet row/column/box needs become items, and only placements that agree with the givens
//! become options. The matrix a student watches is then the puzzle that is really left (a
//! typical 9x9 shrinks from 729 options to one or two hundred), every event is a real
//! decision, and the search is faster. [`Encoding::Full`] keeps all `n^3` options and `4n^2`
//! items and places the givens as already-chosen options (covered before the search starts),
//! which shows the whole matrix; both give the same solutions.
//!
//! # Variants
//!
//! A [`Variant`] adds units or changes them; the encoding keeps its shape (one item per cell,
//! one per unit and value) and both encodings work for every variant.
//!
//! - [`Variant::X`], X-sudoku, adds the two main diagonals as units. Diagonal 1 runs from the
//!   top left corner to the bottom right (row = column), diagonal 2 from the top right to the
//!   bottom left (row + column = n + 1, counting from 1). Their items are `d1=5` ("diagonal 1
//!   needs a 5") and `d2=5`, and a placement on a diagonal covers its item as well:
//!   `r1c1 r1=5 c1=5 b1=5 d1=5`. The full encoding has `4n^2 + 2n` items.
//! - [`Variant::Jigsaw`] replaces the boxes by irregular regions read from a region map
//!   ([`Regions::parse`]): `n * n` letters or digits, one per cell, each region `n` cells joined
//!   side by side. Regions are numbered from 1 in the reading order of their first cell, and
//!   their items are `g3=5` ("region 3 needs a 5"): `g`, not `b`, so that a region is never
//!   read as the box with the same number. Placing a 5 is `r1c1 r1=5 c1=5 g1=5`.
//!
//! ```
//! use dlx::sudoku::{Regions, Sudoku, Variant};
//! // Four regions, each an L of four cells:  a a a b
//! //                                          a b b b
//! //                                          c d d d
//! //                                          c c c d
//! let regions = Regions::parse("aaab abbb cddd cccd").unwrap();
//! let puzzle = Sudoku::parse_variant("...4 ..1. .... .1.3", Variant::Jigsaw(regions)).unwrap();
//! assert_eq!(puzzle.count(None), 1);
//! assert_eq!(puzzle.solve().unwrap().to_string(), "1234431234212143");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use crate::meaning::{ItemRole, Meaning, OptionRole, Unit};
use crate::problem::{Assembler, ItemId, Names, OptionId, Problem};
use crate::search::{Heuristic, Search};

/// The longest puzzle text or region map accepted, in bytes (64 KiB).
///
/// A 25x25 grid pretty-printed with a blank between cells and ruled lines between boxes takes
/// under 4 KB, so this leaves room for any layout, while a 10 MB paste is refused at once.
pub const MAX_TEXT_LEN: usize = 1 << 16;

/// A Sudoku grid: `n x n` cells with `n = b * b`, each empty or holding a value `1..=n`, and the
/// [`Variant`] whose rules it follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sudoku {
    box_size: usize,
    cells: Vec<u8>,
    blank: char,
    variant: Variant,
}

/// Which rules a grid follows besides "each value once in each row and column".
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    /// Each value once in each box.
    #[default]
    Classic,
    /// X-sudoku: each value once in each box and on each of the two main diagonals.
    X,
    /// Jigsaw Sudoku: each value once in each region of the map, and no boxes.
    Jigsaw(Regions),
}

/// The regions of a jigsaw Sudoku: each cell's region, numbered from 0 in the reading order of
/// the region's first cell (from 1 in messages and item names).
///
/// Valid by construction: `n` regions of `n` cells each, every region connected side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Regions {
    box_size: usize,
    /// `of_cell[cell]` = the region of that cell (row-major).
    of_cell: Vec<usize>,
    /// `labels[region]` = the character the map used for it.
    labels: Vec<char>,
}

/// What is wrong with a region map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionError {
    /// The map is longer than [`MAX_TEXT_LEN`] bytes.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The number of cells is not 16, 81, 256 or 625.
    WrongLength {
        /// The cells found.
        cells: usize,
    },
    /// A character that is neither a letter, a digit nor whitespace.
    BadCharacter {
        /// The character.
        ch: char,
        /// Its position in the text, counting characters from 1.
        position: usize,
        /// Its line in the text, from 1.
        line: usize,
        /// Its column in that line, counting characters from 1.
        column: usize,
    },
    /// More or fewer regions than the grid has rows.
    WrongCount {
        /// The regions found (different labels).
        regions: usize,
        /// The grid's size `n`: the regions it needs.
        size: usize,
    },
    /// A region whose number of cells is not `n`.
    WrongSize {
        /// The region, numbered from 1 in the reading order of first cells.
        region: usize,
        /// Its label in the map.
        label: char,
        /// Its first cell (row, column), from 1.
        first: (usize, usize),
        /// Its number of cells.
        cells: usize,
        /// The grid's size `n`: the cells each region needs.
        size: usize,
    },
    /// A region in two or more pieces.
    Disconnected {
        /// The region, numbered from 1 in the reading order of first cells.
        region: usize,
        /// Its label in the map.
        label: char,
        /// Its first cell (row, column), from 1.
        first: (usize, usize),
        /// The first cell of the region (in reading order) that cannot be reached from `first`
        /// by steps up, down, left or right within the region.
        apart: (usize, usize),
    },
}

impl fmt::Display for RegionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RegionError::TooLong { bytes } => write!(
                f,
                "the region map is too long: {bytes} bytes, the limit is {MAX_TEXT_LEN}"
            ),
            RegionError::WrongLength { cells } => write!(
                f,
                "the region map has {cells} cells; it needs one label per cell: 16 (4x4), \
                 81 (9x9), 256 (16x16) or 625 (25x25)"
            ),
            RegionError::BadCharacter {
                ch,
                position,
                line,
                column,
            } => {
                write!(
                    f,
                    "bad character {} in the region map at ",
                    crate::problem::quoted_char(ch)
                )?;
                if line == 1 {
                    write!(f, "position {position}")?;
                } else {
                    write!(f, "line {line}, column {column}")?;
                }
                write!(f, ": label each cell's region with a letter or digit")
            }
            RegionError::WrongCount { regions, size } => write!(
                f,
                "the region map has {regions} {}, a {size}x{size} needs {size}",
                if regions == 1 { "region" } else { "regions" }
            ),
            RegionError::WrongSize {
                region,
                label,
                first,
                cells,
                size,
            } => write!(
                f,
                "region {region} (`{label}`, from row {}, column {}) has {cells} {}, \
                 but each region of a {size}x{size} needs {size}",
                first.0,
                first.1,
                if cells == 1 { "cell" } else { "cells" }
            ),
            RegionError::Disconnected {
                region,
                label,
                first,
                apart,
            } => write!(
                f,
                "region {region} (`{label}`) is in pieces: row {}, column {} cannot be reached \
                 from row {}, column {} through the region's cells",
                apart.0, apart.1, first.0, first.1
            ),
        }
    }
}

impl std::error::Error for RegionError {}

impl RegionError {
    /// The cells at fault (row, column), counted from 1, for a page to mark: a region's first
    /// cell, and for a region in pieces also the first cell cut off from it; none for the
    /// other errors.
    pub fn cells(&self) -> Vec<(usize, usize)> {
        match *self {
            RegionError::WrongSize { first, .. } => vec![first],
            RegionError::Disconnected { first, apart, .. } => vec![first, apart],
            RegionError::BadCharacter { .. }
            | RegionError::TooLong { .. }
            | RegionError::WrongLength { .. }
            | RegionError::WrongCount { .. } => Vec::new(),
        }
    }

    /// Where a bad character is in the map, counting characters from 1; `None` for the other
    /// errors.
    pub fn position(&self) -> Option<usize> {
        match *self {
            RegionError::BadCharacter { position, .. } => Some(position),
            _ => None,
        }
    }
}

impl Regions {
    /// Reads a region map: `n * n` letters or digits (`n` = 4, 9, 16 or 25), one per cell in
    /// reading order, the cells with the same character forming one region. Letters are told
    /// apart by case (`a` and `A` are two regions). Whitespace is ignored, so the map can be
    /// written one row per line.
    ///
    /// # Errors
    /// A map over [`MAX_TEXT_LEN`] bytes, a character that is not a letter or digit, a wrong
    /// number of cells, a number of regions other than `n`, a region whose size is not `n`, a
    /// region in pieces.
    pub fn parse(map: &str) -> Result<Regions, RegionError> {
        if map.len() > MAX_TEXT_LEN {
            return Err(RegionError::TooLong { bytes: map.len() });
        }
        let mut labels_of_cells: Vec<char> = Vec::new();
        let (mut line, mut line_start) = (1, 0);
        let mut cells = 0;
        for (k, ch) in map.chars().enumerate() {
            if ch == '\n' {
                line += 1;
                line_start = k + 1;
            }
            if ch.is_whitespace() {
                continue;
            }
            if !ch.is_ascii_alphanumeric() {
                return Err(RegionError::BadCharacter {
                    ch,
                    position: k + 1,
                    line,
                    column: k + 1 - line_start,
                });
            }
            cells += 1;
            if cells <= 625 {
                labels_of_cells.push(ch);
            }
        }
        let b = match cells {
            16 => 2,
            81 => 3,
            256 => 4,
            625 => 5,
            _ => return Err(RegionError::WrongLength { cells }),
        };
        let n = b * b;
        let mut labels: Vec<char> = Vec::new();
        let mut of_cell = Vec::with_capacity(n * n);
        for &ch in &labels_of_cells {
            let region = match labels.iter().position(|&l| l == ch) {
                Some(region) => region,
                None => {
                    labels.push(ch);
                    labels.len() - 1
                }
            };
            of_cell.push(region);
        }
        if labels.len() != n {
            return Err(RegionError::WrongCount {
                regions: labels.len(),
                size: n,
            });
        }
        let regions = Regions {
            box_size: b,
            of_cell,
            labels,
        };
        regions.check_shapes()?;
        Ok(regions)
    }

    /// The boxes of a classic grid as regions (a jigsaw with these regions is a classic Sudoku).
    ///
    /// # Panics
    /// If `box_size` is not between 2 and 5.
    pub fn boxes(box_size: usize) -> Regions {
        assert!((2..=5).contains(&box_size), "box size must be 2 to 5");
        let b = box_size;
        let n = b * b;
        let of_cell = (0..n * n)
            .map(|cell| (cell / n / b) * b + (cell % n) / b)
            .collect();
        Regions {
            box_size,
            of_cell,
            labels: (1..=n as u8).map(value_char).collect(),
        }
    }

    /// Checks that every region has `n` cells and is connected.
    fn check_shapes(&self) -> Result<(), RegionError> {
        let n = self.size();
        let at = |cell: usize| (cell / n + 1, cell % n + 1);
        let mut first = vec![usize::MAX; n];
        let mut cells = vec![0; n];
        for (cell, &region) in self.of_cell.iter().enumerate() {
            if first[region] == usize::MAX {
                first[region] = cell;
            }
            cells[region] += 1;
        }
        for region in 0..n {
            if cells[region] != n {
                return Err(RegionError::WrongSize {
                    region: region + 1,
                    label: self.labels[region],
                    first: at(first[region]),
                    cells: cells[region],
                    size: n,
                });
            }
        }
        // Each region: walk from its first cell through its own cells, side by side.
        let mut reached = vec![false; n * n];
        for region in 0..n {
            let mut stack = vec![first[region]];
            reached[first[region]] = true;
            while let Some(cell) = stack.pop() {
                let (r, c) = (cell / n, cell % n);
                let neighbours = [
                    (r > 0).then(|| cell - n),
                    (r + 1 < n).then(|| cell + n),
                    (c > 0).then(|| cell - 1),
                    (c + 1 < n).then(|| cell + 1),
                ];
                for next in neighbours.into_iter().flatten() {
                    if !reached[next] && self.of_cell[next] == region {
                        reached[next] = true;
                        stack.push(next);
                    }
                }
            }
            if let Some(apart) =
                (0..n * n).find(|&cell| self.of_cell[cell] == region && !reached[cell])
            {
                return Err(RegionError::Disconnected {
                    region: region + 1,
                    label: self.labels[region],
                    first: at(first[region]),
                    apart: at(apart),
                });
            }
        }
        Ok(())
    }

    /// The box size `b` of grids these regions fit (`n = b * b`).
    pub fn box_size(&self) -> usize {
        self.box_size
    }

    /// The grid size `n`, which is also the number of regions and the cells in each.
    pub fn size(&self) -> usize {
        self.box_size * self.box_size
    }

    /// The region of the cell at (row, column), counted from 0; regions are numbered from 0 in
    /// the reading order of their first cell.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    pub fn region(&self, row: usize, column: usize) -> usize {
        let n = self.size();
        assert!(row < n && column < n, "cell outside the grid");
        self.of_cell[row * n + column]
    }

    /// Every cell's region, in row-major order.
    pub fn of_cells(&self) -> &[usize] {
        &self.of_cell
    }

    /// The character the map used for `region` (numbered from 0).
    ///
    /// # Panics
    /// If there is no such region.
    pub fn label(&self, region: usize) -> char {
        self.labels[region]
    }
}

impl fmt::Display for Regions {
    /// The map as one line of `n * n` labels, as it was written (whitespace left out).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &region in &self.of_cell {
            write!(f, "{}", self.labels[region])?;
        }
        Ok(())
    }
}

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
    },
}

impl SudokuError {
    /// The cells at fault (row, column), counted from 1, for a page to mark: both cells of a
    /// conflict, the cell of a value too large, none for the other errors (a bad character is
    /// not a cell).
    pub fn cells(&self) -> Vec<(usize, usize)> {
        match *self {
            SudokuError::Conflict { first, second, .. }
            | SudokuError::DiagonalConflict { first, second, .. }
            | SudokuError::RegionConflict { first, second, .. } => vec![first, second],
            SudokuError::ValueTooLarge { row, column, .. } => vec![(row, column)],
            SudokuError::WrongLength { .. }
            | SudokuError::BadCharacter { .. }
            | SudokuError::TooLong { .. } => Vec::new(),
        }
    }

    /// Where a bad character is in the text, counting characters from 1; `None` for the other
    /// errors.
    pub fn position(&self) -> Option<usize> {
        match *self {
            SudokuError::BadCharacter { position, .. } => Some(position),
            _ => None,
        }
    }
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
            } => {
                write!(f, "bad character {} at ", crate::problem::quoted_char(ch))?;
                if line == 1 {
                    write!(f, "position {position}")?;
                } else {
                    write!(f, "line {line}, column {column}")?;
                }
                write!(f, ": use 1-9 and A-P for values, . or 0 for a blank")
            }
            SudokuError::ValueTooLarge {
                ch,
                row,
                column,
                size,
            } => write!(
                f,
                "row {row}, column {column} holds {ch}, but a {size}x{size} grid uses only {}",
                value_range(size)
            ),
            SudokuError::Conflict {
                value,
                first,
                second,
                unit,
            } => write!(
                f,
                "row {}, column {} and row {}, column {} both hold {} in the same {unit}",
                second.0,
                second.1,
                first.0,
                first.1,
                value_char(value)
            ),
            SudokuError::DiagonalConflict {
                value,
                first,
                second,
                diagonal,
            } => write!(
                f,
                "row {}, column {} and row {}, column {} both hold {} on diagonal {diagonal}",
                second.0,
                second.1,
                first.0,
                first.1,
                value_char(value)
            ),
            SudokuError::RegionConflict {
                value,
                first,
                second,
                region,
            } => write!(
                f,
                "row {}, column {} and row {}, column {} both hold {} in region {region}",
                second.0,
                second.1,
                first.0,
                first.1,
                value_char(value)
            ),
        }
    }
}

impl std::error::Error for SudokuError {}

/// How givens enter the exact-cover problem (see the [module documentation](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Encoding {
    /// Remove what the givens decide before the search (Knuth's `sudoku-dlx`).
    #[default]
    Reduced,
    /// All `n^3` options; the givens are preset as chosen options.
    Full,
}

/// The answer to "how many solutions?", stopping at the second.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique(Sudoku),
    /// At least two; the first one found.
    Several(Sudoku),
}

/// The characters a grid of size `n` uses, in words: "1-4", "1-9", "1-9 and A-G".
fn value_range(n: usize) -> String {
    if n <= 9 {
        format!("1-{n}")
    } else {
        format!("1-9 and A-{}", value_char(n as u8))
    }
}

/// The character for value `v` (1-9, then A-Z).
pub fn value_char(v: u8) -> char {
    match v {
        0 => '.',
        1..=9 => (b'0' + v) as char,
        _ => (b'A' + v - 10) as char,
    }
}

fn char_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        'a'..='p' => Some(c as u8 - b'a' + 10),
        'A'..='P' => Some(c as u8 - b'A' + 10),
        _ => None,
    }
}

impl Sudoku {
    /// Parses a puzzle of any supported size, detected from the number of cells. Blanks are `.`
    /// or `0`; values are `1-9` then `A-P` (either case; a 25x25 uses them all); whitespace and the grid decorations
    /// `|`, `-`, `+` are ignored, so a pretty-printed grid can be pasted.
    ///
    /// # Errors
    /// A text over [`MAX_TEXT_LEN`] bytes, a wrong number of cells, a bad character, a value
    /// too large, or two givens that clash.
    pub fn parse(text: &str) -> Result<Sudoku, SudokuError> {
        Sudoku::parse_inner(text, None, Variant::Classic)
    }

    /// Parses a puzzle with boxes of `box_size` x `box_size` (2 to 5).
    ///
    /// # Errors
    /// As [`parse`](Self::parse), with the length judged against this size.
    ///
    /// # Panics
    /// If `box_size` is not between 2 and 5.
    pub fn parse_with_box(text: &str, box_size: usize) -> Result<Sudoku, SudokuError> {
        assert!((2..=5).contains(&box_size), "box size must be 2 to 5");
        Sudoku::parse_inner(text, Some(box_size), Variant::Classic)
    }

    /// Parses a puzzle of a [`Variant`], written as for [`parse`](Self::parse). For a jigsaw
    /// the length is judged against the size of the region map; otherwise the size is detected
    /// from the number of cells.
    ///
    /// # Errors
    /// As [`parse`](Self::parse); two givens that clash on a diagonal
    /// ([`SudokuError::DiagonalConflict`]) or in a region ([`SudokuError::RegionConflict`]).
    pub fn parse_variant(text: &str, variant: Variant) -> Result<Sudoku, SudokuError> {
        let box_size = match &variant {
            Variant::Jigsaw(regions) => Some(regions.box_size()),
            Variant::Classic | Variant::X => None,
        };
        Sudoku::parse_inner(text, box_size, variant)
    }

    /// An empty grid with boxes of `box_size` x `box_size` (2 to 5).
    ///
    /// # Panics
    /// If `box_size` is not between 2 and 5.
    pub fn empty(box_size: usize) -> Sudoku {
        assert!((2..=5).contains(&box_size), "box size must be 2 to 5");
        let n = box_size * box_size;
        Sudoku {
            box_size,
            cells: vec![0; n * n],
            blank: '.',
            variant: Variant::Classic,
        }
    }

    /// The same givens under the rules of `variant` (`Sudoku::empty(3).with_variant(Variant::X)`
    /// is an empty X-sudoku).
    ///
    /// # Errors
    /// A region map of another size than the grid ([`SudokuError::WrongLength`], with the cells
    /// the map needs), or two givens that clash under the new rules.
    pub fn with_variant(self, variant: Variant) -> Result<Sudoku, SudokuError> {
        if let Variant::Jigsaw(regions) = &variant {
            if regions.size() != self.size() {
                return Err(SudokuError::WrongLength {
                    cells: self.cells.len(),
                    expected: Some(regions.size().pow(2)),
                });
            }
        }
        let grid = Sudoku { variant, ..self };
        grid.check_givens()?;
        Ok(grid)
    }

    fn parse_inner(
        text: &str,
        box_size: Option<usize>,
        variant: Variant,
    ) -> Result<Sudoku, SudokuError> {
        if text.len() > MAX_TEXT_LEN {
            return Err(SudokuError::TooLong { bytes: text.len() });
        }
        // The cells' values (0 for a blank): one allocation, which becomes the grid's cells.
        let mut raw: Vec<u8> = Vec::with_capacity(text.len().min(626));
        let mut largest = 0;
        let mut blank = None;
        let (mut line, mut line_start) = (1, 0);
        for (k, ch) in text.chars().enumerate() {
            // One match per character, the common ones first: parsing a 9x9 should cost less
            // than a microsecond.
            let v = match ch {
                '1'..='9' => ch as u8 - b'0',
                // No grid has a value past P (25): a Q-Z is a bad character at any size.
                'a'..='p' => ch as u8 - b'a' + 10,
                'A'..='P' => ch as u8 - b'A' + 10,
                '.' | '0' => {
                    blank.get_or_insert(ch);
                    0
                }
                '\n' => {
                    line += 1;
                    line_start = k + 1;
                    continue;
                }
                '|' | '-' | '+' => continue,
                _ if ch.is_whitespace() => continue,
                _ => {
                    return Err(SudokuError::BadCharacter {
                        ch,
                        position: k + 1,
                        line,
                        column: k + 1 - line_start,
                    })
                }
            };
            raw.push(v);
            largest = largest.max(v);
            if raw.len() > 625 {
                break;
            }
        }
        let cells_found = if raw.len() > 625 {
            text.chars()
                .filter(|&c| !(c.is_whitespace() || matches!(c, '|' | '-' | '+')))
                .count()
        } else {
            raw.len()
        };
        let b = match box_size {
            Some(b) if b * b * b * b == cells_found => b,
            Some(b) => {
                return Err(SudokuError::WrongLength {
                    cells: cells_found,
                    expected: Some(b.pow(4)),
                })
            }
            None => match cells_found {
                16 => 2,
                81 => 3,
                256 => 4,
                625 => 5,
                _ => {
                    return Err(SudokuError::WrongLength {
                        cells: cells_found,
                        expected: None,
                    })
                }
            },
        };
        let n = b * b;
        if largest as usize > n {
            let cell = raw.iter().position(|&v| v as usize > n).unwrap_or(0);
            // The character as written (a letter's case), found again only for the message.
            let ch = text
                .chars()
                .filter(|&c| c == '.' || c == '0' || char_value(c).is_some())
                .nth(cell)
                .unwrap_or('?');
            return Err(SudokuError::ValueTooLarge {
                ch,
                row: cell / n + 1,
                column: cell % n + 1,
                size: n,
            });
        }
        let grid = Sudoku {
            box_size: b,
            cells: raw,
            blank: blank.unwrap_or('.'),
            variant: Variant::Classic,
        };
        grid.with_variant(variant)
    }

    /// The number of units: rows, columns, boxes or regions, and for an X-sudoku the two
    /// diagonals. Units are numbered in that order: row `r` is unit `r`, column `c` is `n + c`,
    /// box or region `g` is `2n + g`, the diagonals are `3n` and `3n + 1`.
    fn unit_count(&self) -> usize {
        let n = self.size();
        match self.variant {
            Variant::X => 3 * n + 2,
            Variant::Classic | Variant::Jigsaw(_) => 3 * n,
        }
    }

    /// Every cell's units in reading order, numbered as in [`unit_count`](Self::unit_count):
    /// its row, column, box or region, and the diagonals it lies on. Classic and X grids share
    /// one table per size, built once (it is the rules, not the puzzle); a jigsaw's depends on
    /// its region map and is built for each call.
    fn cell_units(&self) -> Cow<'static, [CellUnits]> {
        // One table per box size (2 to 5) and kind (classic, X).
        static TABLES: [OnceLock<Vec<CellUnits>>; 8] = [const { OnceLock::new() }; 8];
        let kind = match self.variant {
            Variant::Classic => 0,
            Variant::X => 1,
            Variant::Jigsaw(_) => return Cow::Owned(self.build_cell_units()),
        };
        Cow::Borrowed(
            TABLES[(self.box_size - 2) * 2 + kind].get_or_init(|| self.build_cell_units()),
        )
    }

    fn build_cell_units(&self) -> Vec<CellUnits> {
        let n = self.size();
        let x = matches!(self.variant, Variant::X);
        let mut table = Vec::with_capacity(n * n);
        for r in 0..n {
            for c in 0..n {
                let mut cell = CellUnits {
                    units: [
                        r as u8,
                        (n + c) as u8,
                        (2 * n + self.group(r, c)) as u8,
                        0,
                        0,
                    ],
                    len: 3,
                };
                for (on, unit) in [(r == c, 3 * n), (r + c == n - 1, 3 * n + 1)] {
                    if x && on {
                        cell.units[cell.len as usize] = unit as u8;
                        cell.len += 1;
                    }
                }
                table.push(cell);
            }
        }
        table
    }

    /// The names of every item of a grid of this size and kind of rules (see [`item_names`]).
    fn item_names(&self) -> &'static Names {
        item_names(self.box_size, rules_kind(&self.variant))
    }

    /// Finds the first pair of givens that share a unit and a value.
    fn check_givens(&self) -> Result<(), SudokuError> {
        let n = self.size();
        let table = self.cell_units();
        // has[unit]: the values seen in that unit, bit v for value v; at most 77 units.
        let mut has = [0u32; 3 * 25 + 2];
        // The first cell whose value is already in one of its units, and that unit.
        let mut clash = None;
        'cells: for (cell, (&v, units)) in self.cells.iter().zip(table.iter()).enumerate() {
            if v == 0 {
                continue;
            }
            for &unit in units.get() {
                if has[unit as usize] & (1 << v) != 0 {
                    clash = Some((cell, unit));
                    break 'cells;
                }
                has[unit as usize] |= 1 << v;
            }
        }
        let Some((cell, unit)) = clash else {
            return Ok(());
        };
        // Only now look for the earlier cell: the unit has exactly one with that value.
        let value = self.cells[cell];
        let other = (0..cell)
            .find(|&earlier| self.cells[earlier] == value && table[earlier].get().contains(&unit))
            .unwrap_or(0);
        let unit = unit as usize;
        let (first, second) = ((other / n + 1, other % n + 1), (cell / n + 1, cell % n + 1));
        Err(match (unit / n, &self.variant) {
            (0, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "row",
            },
            (1, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "column",
            },
            (2, Variant::Jigsaw(_)) => SudokuError::RegionConflict {
                value,
                first,
                second,
                region: unit - 2 * n + 1,
            },
            (2, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "box",
            },
            _ => SudokuError::DiagonalConflict {
                value,
                first,
                second,
                diagonal: unit - 3 * n + 1,
            },
        })
    }

    /// The box size `b` (2 for 4x4, 3 for 9x9, ...). A jigsaw has no boxes, but its size is
    /// still `n = b * b`.
    pub fn box_size(&self) -> usize {
        self.box_size
    }

    /// The grid size `n = b * b`.
    pub fn size(&self) -> usize {
        self.box_size * self.box_size
    }

    /// The rules this grid follows.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The group of the cell at (row, column), from 0: its box for a classic or X grid (boxes
    /// in reading order), its region for a jigsaw. Group `k` is the unit whose items are named
    /// `b{k+1}=v` (or `g{k+1}=v`).
    pub fn group(&self, row: usize, column: usize) -> usize {
        let (b, n) = (self.box_size, self.size());
        match &self.variant {
            Variant::Jigsaw(regions) => regions.of_cell[row * n + column],
            Variant::Classic | Variant::X => (row / b) * b + column / b,
        }
    }

    /// Every cell's group ([`group`](Self::group)), in row-major order: for drawing the borders
    /// of boxes and regions.
    pub fn groups(&self) -> Vec<usize> {
        let n = self.size();
        (0..n * n)
            .map(|cell| self.group(cell / n, cell % n))
            .collect()
    }

    /// The value at (row, column), counted from 0, or `None` for an empty cell.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    pub fn get(&self, row: usize, column: usize) -> Option<u8> {
        let n = self.size();
        assert!(row < n && column < n, "cell outside the grid");
        Some(self.cells[row * n + column]).filter(|&v| v != 0)
    }

    /// All cells in row-major order, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether this grid is complete, breaks no rule of `puzzle`'s variant, and keeps every
    /// given of `puzzle` (the grid's own variant does not matter: a solution read with
    /// [`parse`](Self::parse) can be checked against an X-sudoku or a jigsaw).
    pub fn solves(&self, puzzle: &Sudoku) -> bool {
        self.box_size == puzzle.box_size
            && !self.cells.contains(&0)
            && Sudoku {
                variant: puzzle.variant.clone(),
                ..self.clone()
            }
            .check_givens()
            .is_ok()
            && puzzle
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The exact-cover problem for this puzzle, and the table that turns its solutions back into
    /// grids.
    ///
    /// A complete grid leaves nothing to decide, and a problem needs at least one item, so for
    /// it [`Encoding::Reduced`] keeps every item and one option per cell, its given: a problem
    /// whose one solution is the grid, with nothing preset (so it can be written as DLX text).
    pub fn encode(&self, encoding: Encoding) -> (Problem, SudokuDecoder) {
        let n = self.size();
        let units = self.unit_count();
        // A complete grid leaves no item in the reduced encoding, and a problem needs one: it
        // keeps every item then, with one option per cell, its given (one solution: itself).
        let complete = encoding == Encoding::Reduced && self.filled() == n * n;
        let full = encoding == Encoding::Full || complete;
        // Sets of values are bit masks: bit v for value v (n <= 25).
        let all_values = ((1u32 << n) - 1) << 1;
        // has[unit]: the values a given already puts in that unit (77 units at most).
        let mut has = [0u32; 3 * 25 + 2];
        let has = &mut has[..units];
        let table = self.cell_units();
        if !full {
            for (&v, cell) in self.cells.iter().zip(table.iter()) {
                if v != 0 {
                    for &unit in cell.get() {
                        has[unit as usize] |= 1 << v;
                    }
                }
            }
        }
        // The cells that become items, in reading order, with the values that can still go
        // there; the counts size every vector of the problem exactly.
        let mut open: Vec<OpenCell> = Vec::with_capacity(n * n);
        let (mut options, mut entries) = (0, 0);
        for (cell, (&given, units)) in self.cells.iter().zip(table.iter()).enumerate() {
            if !full && given != 0 {
                continue;
            }
            let mut values = if complete { 1 << given } else { all_values };
            for &unit in units.get() {
                values &= !has[unit as usize];
            }
            let count = values.count_ones() as usize;
            options += count;
            entries += count * (1 + units.get().len());
            open.push(OpenCell {
                cell: cell as u16,
                values,
            });
        }
        let needs: usize = has
            .iter()
            .map(|h| (all_values & !h).count_ones() as usize)
            .sum();
        let names = self.item_names();
        let mut b = Assembler::picking(names, open.len() + needs, options, entries);
        for cell in &open {
            b.primary_pick(names, cell.cell as usize);
        }
        // unit_item[unit * (n + 1) + v]: the item "unit needs v", where it needs it.
        let mut unit_item = vec![ItemId(0); units * (n + 1)];
        for (unit, &has) in has.iter().enumerate() {
            let mut needs = all_values & !has;
            while needs != 0 {
                let v = needs.trailing_zeros();
                needs &= needs - 1;
                unit_item[unit * (n + 1) + v as usize] =
                    b.primary_pick(names, n * n + unit * n + v as usize - 1);
            }
        }
        let mut places = Vec::with_capacity(options);
        let mut presets = Vec::new();
        for (cell_item, cell) in open.iter().enumerate() {
            let cell_item = ItemId(cell_item as u32);
            let units = table[cell.cell as usize].get();
            let mut values = cell.values;
            while values != 0 {
                let v = values.trailing_zeros() as usize;
                values &= values - 1;
                let need = |unit: u8| unit_item[unit as usize * (n + 1) + v];
                let id = b.option_with(|items| match *units {
                    // Most cells have three units: one copy of four ids, one capacity check.
                    [u0, u1, u2] => {
                        items.extend_from_slice(&[cell_item, need(u0), need(u1), need(u2)])
                    }
                    _ => {
                        items.push(cell_item);
                        items.extend(units.iter().map(|&unit| need(unit)));
                    }
                });
                places.push((cell.cell as u32, v as u8));
                if encoding == Encoding::Full && self.cells[cell.cell as usize] == v as u8 {
                    presets.push(id);
                }
            }
        }
        let problem = b.finish();
        let base = if full {
            Sudoku {
                variant: self.variant.clone(),
                ..Sudoku::empty(self.box_size)
            }
        } else {
            self.clone()
        };
        (
            problem,
            SudokuDecoder {
                base,
                places,
                presets,
            },
        )
    }

    /// Counts solutions, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        let (problem, decoder) = self.encode(Encoding::Reduced);
        decoder.search(problem, Heuristic::Mrv).count(limit)
    }

    /// The first solution, if any.
    pub fn solve(&self) -> Option<Sudoku> {
        let (problem, decoder) = self.encode(Encoding::Reduced);
        let mut search = decoder.search(problem, Heuristic::Mrv);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }

    /// Whether the puzzle has no solution, one, or several (the search stops at the second).
    pub fn verdict(&self) -> Verdict {
        let (problem, decoder) = self.encode(Encoding::Reduced);
        let mut search = decoder.search(problem, Heuristic::Mrv);
        if !search.find_next() {
            return Verdict::None;
        }
        let first = decoder.decode(search.chosen());
        if search.find_next() {
            Verdict::Several(first)
        } else {
            Verdict::Unique(first)
        }
    }
}

impl fmt::Display for Sudoku {
    /// One line of `n * n` characters, blanks written as the puzzle wrote them (`.` or `0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &v in &self.cells {
            let ch = if v == 0 { self.blank } else { value_char(v) };
            write!(f, "{ch}")?;
        }
        Ok(())
    }
}

/// Turns the options of a Sudoku's exact-cover problem back into placements.
#[derive(Clone, Debug)]
pub struct SudokuDecoder {
    base: Sudoku,
    /// `places[option] = (cell, value)`.
    places: Vec<(u32, u8)>,
    presets: Vec<OptionId>,
}

impl SudokuDecoder {
    /// A search over `problem` (which must come from the same [`Sudoku::encode`] call), with
    /// the givens preset when the encoding is [`Encoding::Full`].
    pub fn search(&self, problem: Problem, heuristic: Heuristic) -> Search {
        Search::with_presets(problem, heuristic, &self.presets)
            .unwrap_or_else(|e| unreachable!("givens were checked when the puzzle was parsed: {e}"))
    }

    /// The options preset for the givens (empty for [`Encoding::Reduced`]).
    pub fn presets(&self) -> &[OptionId] {
        &self.presets
    }

    /// The cell (row-major index) and value that `option` places.
    pub fn place(&self, option: OptionId) -> (usize, u8) {
        let (cell, v) = self.places[option.index()];
        (cell as usize, v)
    }

    /// The grid with the givens and the placements of `options` filled in.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> Sudoku {
        let mut grid = self.base.clone();
        for option in options {
            let (cell, v) = self.place(option);
            grid.cells[cell] = v;
        }
        grid
    }
}

/// Items are picked from the list of names of the grid's size and rules (`item_names`): cell
/// `p` for the first `n * n`, then value `v` of unit `u` at `n * n + u * n + v - 1`, units
/// numbered rows, columns, boxes (or regions), diagonals.
impl Meaning for SudokuDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let names = self.base.item_names();
        let pick = problem.picked_name(item).unwrap_or_else(|| {
            // A problem whose names were copied, not picked: find the name in the list.
            let name = problem.item_name(item);
            (0..names.len())
                .find(|&k| names.get(k) == name)
                .unwrap_or(0)
        });
        let jigsaw = matches!(self.base.variant, Variant::Jigsaw(_));
        role_of_pick(self.base.size(), jigsaw, pick)
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let n = self.base.size() as u32;
        let (cell, value) = self.places[option.index()];
        OptionRole::Placement {
            row: cell / n,
            column: cell % n,
            value: value as u32,
        }
    }
}

/// The kind of rules as an index into the tables built once per size: 0 classic, 1 X,
/// 2 jigsaw.
fn rules_kind(variant: &Variant) -> usize {
    match variant {
        Variant::Classic => 0,
        Variant::X => 1,
        Variant::Jigsaw(_) => 2,
    }
}

/// The names of every item of a grid of this box size and kind of rules ([`rules_kind`]), in
/// the order of the full encoding: the cells (`r1c1`, `r1c2`, ...), then each unit's needs in
/// the order of [`Sudoku::unit_count`] (`r1=1`, `r1=2`, ...), need `v` of unit `u` at
/// `n * n + u * n + v - 1`. Every problem picks its names from this list, built once per size
/// and kind: the names belong to the rules, not to the puzzle, and spelling them for each
/// puzzle took most of its encoding time.
fn item_names(box_size: usize, kind: usize) -> &'static Names {
    // One list per box size (2 to 5) and kind (classic, X, jigsaw).
    static LISTS: [OnceLock<Names>; 12] = [const { OnceLock::new() }; 12];
    LISTS[(box_size - 2) * 3 + kind].get_or_init(|| {
        let n = box_size * box_size;
        let units = if kind == 1 { 3 * n + 2 } else { 3 * n };
        let count = n * n + units * n;
        // Names are at most 6 bytes (`r25c25`, `r25=P`).
        let mut names = Names::with_capacity(count, 6 * count);
        for cell in 0..n * n {
            names.push_with(|text| {
                text.push('r');
                push_number(text, cell / n + 1);
                text.push('c');
                push_number(text, cell % n + 1);
            });
        }
        for unit in 0..units {
            let (prefix, k) = match unit / n {
                0 => ('r', unit),
                1 => ('c', unit - n),
                2 if kind == 2 => ('g', unit - 2 * n),
                2 => ('b', unit - 2 * n),
                _ => ('d', unit - 3 * n),
            };
            for v in 1..=n {
                names.push_with(|text| {
                    text.push(prefix);
                    push_number(text, k + 1);
                    text.push('=');
                    text.push(value_char(v as u8));
                });
            }
        }
        names
    })
}

/// What the item at `pick` of the list [`item_names`] of an `n x n` grid stands for.
fn role_of_pick(n: usize, jigsaw: bool, pick: usize) -> ItemRole {
    if pick < n * n {
        return ItemRole::Cell {
            row: (pick / n) as u32,
            column: (pick % n) as u32,
        };
    }
    let need = pick - n * n;
    let (u, value) = (need / n, (need % n + 1) as u32);
    let (unit, index) = match u / n {
        0 => (Unit::Row, u),
        1 => (Unit::Column, u - n),
        2 if jigsaw => (Unit::Region, u - 2 * n),
        2 => (Unit::Box, u - 2 * n),
        _ => (Unit::Diagonal, u - 3 * n),
    };
    ItemRole::UnitValue {
        unit,
        index: index as u32,
        value,
    }
}

/// Item names read as those of a Sudoku's encoding: the grid's size and rules, and what each
/// name stands for.
#[derive(Debug)]
pub(crate) struct SudokuNames {
    /// The grid's size `n` (cells per side).
    pub n: usize,
    /// Regions instead of boxes.
    pub jigsaw: bool,
    /// The two diagonals are units.
    pub x: bool,
    /// The role of each name, in the order given.
    pub roles: Vec<ItemRole>,
}

/// Reads `names` as item names that [`Sudoku::encode`] writes, for the smallest grid whose
/// list has them all (classic rules before X, X before jigsaw); `None` when no grid's does.
pub(crate) fn read_item_names(names: &[&str]) -> Option<SudokuNames> {
    for box_size in 2..=5 {
        for kind in 0..3 {
            let list = item_names(box_size, kind);
            let pick: std::collections::HashMap<&str, usize> =
                (0..list.len()).map(|k| (list.get(k), k)).collect();
            let Some(picks) = names
                .iter()
                .map(|name| pick.get(name).copied())
                .collect::<Option<Vec<usize>>>()
            else {
                continue;
            };
            let n = box_size * box_size;
            let roles: Vec<ItemRole> = picks
                .into_iter()
                .map(|p| role_of_pick(n, kind == 2, p))
                .collect();
            return Some(SudokuNames {
                n,
                jigsaw: kind == 2,
                x: kind == 1,
                roles,
            });
        }
    }
    None
}

/// A cell's units, numbered as in `unit_count` (at most 77): three, and on an X-sudoku's
/// diagonals four or five.
#[derive(Clone, Copy, Debug)]
struct CellUnits {
    units: [u8; 5],
    len: u8,
}

impl CellUnits {
    fn get(&self) -> &[u8] {
        &self.units[..self.len as usize]
    }
}

/// A cell that becomes an item, and the values it can still take, as a bit mask.
struct OpenCell {
    cell: u16,
    values: u32,
}

/// Appends `k` (below 100) in decimal, without the formatting machinery.
fn push_number(text: &mut String, k: usize) {
    debug_assert!(k < 100);
    if k >= 10 {
        text.push(char::from(b'0' + (k / 10) as u8));
    }
    text.push(char::from(b'0' + (k % 10) as u8));
}
