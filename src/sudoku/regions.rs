//! The regions of a jigsaw Sudoku: read from a map of letters or digits, checked (as many
//! regions as rows, each of `n` cells joined side by side), numbered in reading order.

use std::fmt;

use super::{value_char, MAX_TEXT_LEN};

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
