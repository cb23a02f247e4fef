//! Sudoku of every box size (4x4, 9x9, 16x16, 25x25) as exact cover, and back.
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

use std::fmt;

use crate::problem::{Assembler, OptionId, Problem};
use crate::search::{Heuristic, Search};

/// A Sudoku grid: `n x n` cells with `n = b * b`, each empty or holding a value `1..=n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sudoku {
    box_size: usize,
    cells: Vec<u8>,
    blank: char,
}

/// What is wrong with a Sudoku's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The number of cells is not 16, 81, 256 or 625 (or not the size asked for).
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
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
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
                write!(f, "bad character {ch:?} at ")?;
                if line == 1 {
                    write!(f, "position {position}")?;
                } else {
                    write!(f, "line {line}, column {column}")?;
                }
                write!(f, ": use 1-9 and A-Z for values, . or 0 for a blank")
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
        'a'..='z' => Some(c as u8 - b'a' + 10),
        'A'..='Z' => Some(c as u8 - b'A' + 10),
        _ => None,
    }
}

impl Sudoku {
    /// Parses a puzzle of any supported size, detected from the number of cells. Blanks are `.`
    /// or `0`; values are `1-9` then `A-Z` (either case); whitespace and the grid decorations
    /// `|`, `-`, `+` are ignored, so a pretty-printed grid can be pasted.
    ///
    /// # Errors
    /// A wrong number of cells, a bad character, a value too large, or two givens that clash.
    pub fn parse(text: &str) -> Result<Sudoku, SudokuError> {
        Sudoku::parse_inner(text, None)
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
        Sudoku::parse_inner(text, Some(box_size))
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
        }
    }

    fn parse_inner(text: &str, box_size: Option<usize>) -> Result<Sudoku, SudokuError> {
        let mut raw: Vec<(char, usize)> = Vec::new();
        let mut blank = None;
        let (mut line, mut line_start) = (1, 0);
        for (k, ch) in text.chars().enumerate() {
            if ch == '\n' {
                line += 1;
                line_start = k + 1;
            }
            if ch.is_whitespace() || matches!(ch, '|' | '-' | '+') {
                continue;
            }
            if ch == '.' || ch == '0' {
                blank.get_or_insert(ch);
            } else if char_value(ch).is_none() {
                return Err(SudokuError::BadCharacter {
                    ch,
                    position: k + 1,
                    line,
                    column: k + 1 - line_start,
                });
            }
            raw.push((ch, k + 1));
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
        let mut grid = Sudoku {
            box_size: b,
            cells: vec![0; n * n],
            blank: blank.unwrap_or('.'),
        };
        for (cell, &(ch, _)) in raw.iter().enumerate() {
            let v = if ch == '.' || ch == '0' {
                0
            } else {
                char_value(ch).expect("checked above")
            };
            if v as usize > n {
                return Err(SudokuError::ValueTooLarge {
                    ch,
                    row: cell / n + 1,
                    column: cell % n + 1,
                    size: n,
                });
            }
            grid.cells[cell] = v;
        }
        grid.check_givens()?;
        Ok(grid)
    }

    /// Finds the first pair of givens that share a row, column or box and a value.
    fn check_givens(&self) -> Result<(), SudokuError> {
        let n = self.size();
        // seen[unit][value] = the first cell with that value in that unit, plus one.
        let mut seen = vec![[0usize; 26]; 3 * n];
        for cell in 0..n * n {
            let v = self.cells[cell];
            if v == 0 {
                continue;
            }
            let (r, c) = (cell / n, cell % n);
            let units = [
                (r, "row"),
                (n + c, "column"),
                (2 * n + self.box_of(r, c), "box"),
            ];
            for (unit, name) in units {
                let slot = &mut seen[unit][v as usize];
                if *slot != 0 {
                    let other = *slot - 1;
                    return Err(SudokuError::Conflict {
                        value: v,
                        first: (other / n + 1, other % n + 1),
                        second: (r + 1, c + 1),
                        unit: name,
                    });
                }
            }
            for (unit, _) in units {
                seen[unit][v as usize] = cell + 1;
            }
        }
        Ok(())
    }

    fn box_of(&self, r: usize, c: usize) -> usize {
        (r / self.box_size) * self.box_size + c / self.box_size
    }

    /// The box size `b` (2 for 4x4, 3 for 9x9, ...).
    pub fn box_size(&self) -> usize {
        self.box_size
    }

    /// The grid size `n = b * b`.
    pub fn size(&self) -> usize {
        self.box_size * self.box_size
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

    /// Whether this grid is complete and breaks no rule, and keeps every given of `puzzle`.
    pub fn solves(&self, puzzle: &Sudoku) -> bool {
        self.box_size == puzzle.box_size
            && !self.cells.contains(&0)
            && self.check_givens().is_ok()
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
        // A complete grid leaves no item in the reduced encoding, and a problem needs one: it
        // keeps every item then, with one option per cell, its given (one solution: itself).
        let complete = encoding == Encoding::Reduced && self.filled() == n * n;
        let full = encoding == Encoding::Full || complete;
        let mut row_has = vec![false; n * (n + 1)];
        let mut col_has = vec![false; n * (n + 1)];
        let mut box_has = vec![false; n * (n + 1)];
        if !full {
            for cell in 0..n * n {
                let v = self.cells[cell] as usize;
                if v != 0 {
                    let (r, c) = (cell / n, cell % n);
                    row_has[r * (n + 1) + v] = true;
                    col_has[c * (n + 1) + v] = true;
                    box_has[self.box_of(r, c) * (n + 1) + v] = true;
                }
            }
        }
        let mut b = Assembler::new();
        let mut cell_item = vec![None; n * n];
        let mut row_item = vec![None; n * (n + 1)];
        let mut col_item = vec![None; n * (n + 1)];
        let mut box_item = vec![None; n * (n + 1)];
        for (cell, slot) in cell_item.iter_mut().enumerate() {
            if full || self.cells[cell] == 0 {
                *slot = Some(b.primary(format!("r{}c{}", cell / n + 1, cell % n + 1)));
            }
        }
        for (prefix, has, items) in [
            ("r", &row_has, &mut row_item),
            ("c", &col_has, &mut col_item),
            ("b", &box_has, &mut box_item),
        ] {
            for unit in 0..n {
                for v in 1..=n {
                    if !has[unit * (n + 1) + v] {
                        items[unit * (n + 1) + v] = Some(b.primary(format!(
                            "{prefix}{}={}",
                            unit + 1,
                            value_char(v as u8)
                        )));
                    }
                }
            }
        }
        let mut places = Vec::new();
        let mut presets = Vec::new();
        for (cell, &slot) in cell_item.iter().enumerate() {
            let Some(cell_id) = slot else {
                continue;
            };
            let (r, c) = (cell / n, cell % n);
            let bx = self.box_of(r, c);
            for v in 1..=n {
                if complete && self.cells[cell] != v as u8 {
                    continue;
                }
                let (Some(ri), Some(ci), Some(bi)) = (
                    row_item[r * (n + 1) + v],
                    col_item[c * (n + 1) + v],
                    box_item[bx * (n + 1) + v],
                ) else {
                    continue;
                };
                let option = b.option(&[cell_id, ri, ci, bi]);
                places.push((cell as u32, v as u8));
                if encoding == Encoding::Full && self.cells[cell] == v as u8 {
                    presets.push(option);
                }
            }
        }
        let problem = b.finish();
        let base = if full {
            Sudoku::empty(self.box_size)
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
            .expect("givens were checked when the puzzle was parsed")
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
