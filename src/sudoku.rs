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
//! [`Killer`] Sudoku is not a [`Variant`] but its own puzzle: a classic grid whose cells are cut
//! into cages with sums, encoded with colors (Knuth's XCC; see [`killer`]).
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

use crate::problem::{Assembler, ItemId, Names, Problem};
use crate::search::Heuristic;

mod decoder;
mod error;
pub mod killer;
mod names;
mod regions;

pub use decoder::SudokuDecoder;
pub use error::SudokuError;
pub use killer::{Killer, KillerDecoder, KillerError, MAX_CAGE_OPTIONS};
pub(crate) use names::read_item_names;
use names::{item_names, rules_kind};
pub use regions::{RegionError, Regions};

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
        // Every cell, a bad character included (it stands where a cell was meant).
        let mut cells_found = 0;
        // The bad characters: the first as found, and every one's cell.
        let mut first_bad = None;
        let mut bad_cells: Vec<usize> = Vec::new();
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
                    first_bad.get_or_insert((ch, k + 1, line, k + 1 - line_start));
                    bad_cells.push(cells_found);
                    cells_found += 1;
                    continue;
                }
            };
            cells_found += 1;
            if raw.len() <= 625 {
                raw.push(v);
                largest = largest.max(v);
            }
        }
        let known = match box_size {
            Some(b) => Some(b * b),
            None => [4, 9, 16, 25].into_iter().find(|n| n * n == cells_found),
        };
        if let Some((ch, position, line, column)) = first_bad {
            let cells = match known {
                Some(n) => bad_cells
                    .iter()
                    .filter(|&&cell| cell < n * n)
                    .map(|&cell| (cell / n + 1, cell % n + 1))
                    .collect(),
                None => Vec::new(),
            };
            return Err(SudokuError::BadCharacter {
                ch,
                position,
                line,
                column,
                size: known,
                cells,
                count: bad_cells.len(),
            });
        }
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
            let cells = (0..raw.len())
                .filter(|&k| raw[k] as usize > n)
                .map(|k| (k / n + 1, k % n + 1))
                .collect();
            return Err(SudokuError::ValueTooLarge {
                ch,
                row: cell / n + 1,
                column: cell % n + 1,
                size: n,
                cells,
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
        let cells = self.clashing_cells(&table);
        Err(match (unit / n, &self.variant) {
            (0, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "row",
                cells: cells.clone(),
            },
            (1, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "column",
                cells: cells.clone(),
            },
            (2, Variant::Jigsaw(_)) => SudokuError::RegionConflict {
                value,
                first,
                second,
                region: unit - 2 * n + 1,
                cells: cells.clone(),
            },
            (2, _) => SudokuError::Conflict {
                value,
                first,
                second,
                unit: "box",
                cells: cells.clone(),
            },
            _ => SudokuError::DiagonalConflict {
                value,
                first,
                second,
                diagonal: unit - 3 * n + 1,
                cells: cells.clone(),
            },
        })
    }

    /// Every given that shares a unit with an equal given, as (row, column) from 1: all the
    /// cells a page marks for a conflict, not only the first pair.
    fn clashing_cells(&self, table: &[CellUnits]) -> Vec<(usize, usize)> {
        let n = self.size();
        // seen[unit * (n + 1) + v]: how many givens of value v the unit holds (up to 2).
        let mut seen = vec![0u8; self.unit_count() * (n + 1)];
        for (&v, units) in self.cells.iter().zip(table.iter()) {
            if v != 0 {
                for &unit in units.get() {
                    let count = &mut seen[unit as usize * (n + 1) + v as usize];
                    *count = (*count + 1).min(2);
                }
            }
        }
        self.cells
            .iter()
            .zip(table.iter())
            .enumerate()
            .filter(|&(_, (&v, units))| {
                v != 0
                    && units
                        .get()
                        .iter()
                        .any(|&unit| seen[unit as usize * (n + 1) + v as usize] > 1)
            })
            .map(|(cell, _)| (cell / n + 1, cell % n + 1))
            .collect()
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
        let b = self.box_size;
        match &self.variant {
            Variant::Jigsaw(regions) => regions.region(row, column),
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
