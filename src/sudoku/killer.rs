//! Killer Sudoku: a Sudoku whose cells are cut into cages, each cage's values distinct and
//! summing to the cage's sum, encoded with colors (Knuth's XCC).
//!
//! ```
//! use dlx::sudoku::Killer;
//! // A 4x4 cut into cages; each letter is a cage, each sum line says what it adds up to.
//! let killer = Killer::parse("ABBC\nAADE\nFFDE\nGGGE\nA=8\nB=3\nC=3\nD=6\nE=7\nF=7\nG=6").unwrap();
//! let solution = killer.solve().unwrap();
//! assert!(killer.solves(&solution));
//! assert_eq!(solution.to_string(), "4213134234212134");
//! assert_eq!(killer.count(None), 1);
//! ```
//!
//! # The cage map
//!
//! One line per row of the grid (4 or 9 of them), one cage key per cell: a letter or a digit,
//! case counting (`a` and `A` are two cages), blanks between keys ignored. Then one line per
//! cage, `A=23`: its key, `=` and its sum. A line `givens: ...` may add givens, written as a
//! Sudoku ([`Sudoku::parse`]); lines starting with `#` are comments.
//!
//! ```text
//! # a 4x4 Killer Sudoku
//! ABBC
//! AADE
//! FFDE
//! GGGE
//! A=8
//! B=3
//! ...
//! ```
//!
//! Every cell is in exactly one cage (the map leaves no room for a cell in two; a `.` marks one
//! in none, which is refused), a cage's cells join side by side, a cage has at most `n` cells
//! and a sum its distinct values can make. Cages are numbered from 0 in the reading order of
//! their first cell.
//!
//! # The encoding
//!
//! The primary items of a plain Sudoku (`r4c7`, `r4=7`, `c7=7`, `b5=7`), one primary item per
//! cage (`k3`: "cage 3 must be filled", numbered from 1), and one secondary item per cell,
//! `x_r4c7`, whose color is the cell's value. Placing 7 at r4c7 is the option
//! `r4c7 r4=7 c7=7 b5=7 x_r4c7:7`, as in a plain Sudoku plus the color; filling cage 3 one way
//! is the option `k3 x_r1c1:2 x_r1c2:1`, one for every assignment of distinct values to its
//! cells with the right sum (and the givens). A cell's secondary item is shared by its
//! placement and its cage's option, so they must agree on the value: the colors tie each cage to
//! the Sudoku. Large cages have many assignments (a 6-cell cage up to 720 per set of values), so
//! the total is capped at [`MAX_CAGE_OPTIONS`], past which the map is refused.

use std::collections::VecDeque;
use std::fmt;

use super::decoder::SudokuDecoder;
use super::names::{item_names, role_of_pick};
use super::{value_char, Sudoku};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem, ProblemBuilder};
use crate::search::{Heuristic, Search};

mod error;
mod generate;

pub use error::KillerError;

/// The most options the cages may have together.
pub const MAX_CAGE_OPTIONS: usize = 50_000;

/// A Killer Sudoku: its cages and its givens (often none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Killer {
    box_size: usize,
    /// Each cell's cage, in reading order.
    cage_of: Vec<u16>,
    /// Each cage's key, sum and cells (reading order).
    cages: Vec<Cage>,
    givens: Sudoku,
    /// Each cage's assignments of values to its cells, `cells.len()` values each, one after
    /// another.
    ways: Vec<Vec<u8>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Cage {
    key: char,
    sum: u32,
    cells: Vec<u16>,
}

/// One row of keys as read: its line and its keys.
struct Row {
    line: usize,
    keys: Vec<char>,
}

impl Killer {
    /// Parses a cage map (see the [module documentation](self)), with its givens if it has a
    /// `givens:` line.
    ///
    /// # Errors
    /// The first fault of the map, with its line or cells: a bad key, a row of the wrong
    /// length, a cell in no cage, a cage not connected, a sum missing, repeated, for no cage
    /// or impossible for the cage's size, bad givens, or cages with too many ways to be filled.
    pub fn parse(text: &str) -> Result<Killer, KillerError> {
        Killer::parse_with_givens(text, None)
    }

    /// Parses a cage map, with the givens (a Sudoku's text) given apart; `None` or a blank text
    /// for none, and then a `givens:` line of the map counts. Givens given apart win over the
    /// map's line (a page's puzzle field over the map it was handed).
    ///
    /// # Errors
    /// As [`parse`](Self::parse).
    pub fn parse_with_givens(text: &str, givens: Option<&str>) -> Result<Killer, KillerError> {
        if text.len() > super::MAX_TEXT_LEN {
            return Err(KillerError::TooLong { bytes: text.len() });
        }
        let mut rows: Vec<Row> = Vec::new();
        let mut sums: Vec<(usize, char, u32)> = Vec::new();
        let mut given_text = givens
            .filter(|g| !g.trim().is_empty())
            .map(|g| (0, g.to_string()));
        for (k, raw) in text.lines().enumerate() {
            let line = k + 1;
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            if let Some(rest) = trimmed.strip_prefix("givens:") {
                if given_text.is_none() {
                    given_text = Some((line, rest.to_string()));
                }
                continue;
            }
            if let Some((key, sum)) = trimmed.split_once('=') {
                let key = key.trim();
                let mut chars = key.chars();
                let (Some(ch), None) = (chars.next(), chars.next()) else {
                    return Err(KillerError::BadSumLine { line });
                };
                let sum = sum.trim();
                if !ch.is_ascii_alphanumeric()
                    || sum.is_empty()
                    || sum.len() > 4
                    || !sum.bytes().all(|b| b.is_ascii_digit())
                {
                    return Err(KillerError::BadSumLine { line });
                }
                sums.push((line, ch, sum.parse().unwrap_or(0)));
                continue;
            }
            let mut keys = Vec::new();
            for (column, ch) in raw.chars().enumerate() {
                if ch.is_whitespace() {
                    continue;
                }
                if !(ch.is_ascii_alphanumeric() || ch == '.') {
                    return Err(KillerError::BadCharacter {
                        ch,
                        line,
                        column: column + 1,
                    });
                }
                keys.push(ch);
            }
            rows.push(Row { line, keys });
        }
        let (n, box_size) = match rows.first() {
            None => return Err(KillerError::NoGrid),
            Some(first) => match first.keys.len() {
                4 => (4, 2),
                9 => (9, 3),
                keys => {
                    return Err(KillerError::BadSize {
                        line: first.line,
                        keys,
                    })
                }
            },
        };
        for (r, row) in rows.iter().enumerate() {
            if r >= n {
                return Err(KillerError::RowCount {
                    rows: rows.len(),
                    expected: n,
                    line: row.line,
                });
            }
            if row.keys.len() != n {
                return Err(KillerError::RowLength {
                    line: row.line,
                    row: r + 1,
                    keys: row.keys.len(),
                    expected: n,
                });
            }
            if let Some(c) = row.keys.iter().position(|&ch| ch == '.') {
                return Err(KillerError::NoCage {
                    line: row.line,
                    row: r + 1,
                    column: c + 1,
                });
            }
        }
        if rows.len() < n {
            return Err(KillerError::RowCount {
                rows: rows.len(),
                expected: n,
                line: rows[rows.len() - 1].line,
            });
        }
        let keys: Vec<char> = rows
            .iter()
            .flat_map(|row| row.keys.iter().copied())
            .collect();
        let mut cages: Vec<Cage> = Vec::new();
        let mut cage_of = Vec::with_capacity(n * n);
        for (cell, &key) in keys.iter().enumerate() {
            let cage = match cages.iter().position(|c| c.key == key) {
                Some(k) => k,
                None => {
                    cages.push(Cage {
                        key,
                        sum: 0,
                        cells: Vec::new(),
                    });
                    cages.len() - 1
                }
            };
            cages[cage].cells.push(cell as u16);
            cage_of.push(cage as u16);
        }
        check_connected(&cages, &cage_of, n)?;
        let mut sum_line = vec![0usize; cages.len()];
        for &(line, key, sum) in &sums {
            let Some(k) = cages.iter().position(|c| c.key == key) else {
                return Err(KillerError::UnknownCage { line, key });
            };
            if sum_line[k] != 0 {
                return Err(KillerError::DuplicateSum {
                    line,
                    key,
                    first: sum_line[k],
                });
            }
            sum_line[k] = line;
            cages[k].sum = sum;
        }
        let at = |cell: u16| (cell as usize / n + 1, cell as usize % n + 1);
        for (k, cage) in cages.iter().enumerate() {
            if sum_line[k] == 0 {
                return Err(KillerError::MissingSum {
                    key: cage.key,
                    cell: at(cage.cells[0]),
                });
            }
            let size = cage.cells.len() as u32;
            let min = size * (size + 1) / 2;
            let n = n as u32;
            // The `size` largest values; more cells than values leave min above max.
            let max = if size > n {
                0
            } else {
                size * (2 * n - size + 1) / 2
            };
            if !(min..=max).contains(&cage.sum) {
                return Err(KillerError::ImpossibleSum {
                    line: sum_line[k],
                    key: cage.key,
                    cells: cage.cells.len(),
                    sum: cage.sum,
                    min,
                    max,
                    cell: at(cage.cells[0]),
                });
            }
        }
        let givens = match given_text {
            None => Sudoku::empty(box_size),
            Some((line, text)) => Sudoku::parse_with_box(&text, box_size)
                .map_err(|error| KillerError::Givens { line, error })?,
        };
        let ways = cage_ways(&cages, &givens)?;
        Ok(Killer {
            box_size,
            cage_of,
            cages,
            givens,
            ways,
        })
    }

    /// The grid size `n` (4 or 9).
    pub fn size(&self) -> usize {
        self.box_size * self.box_size
    }

    /// The box size (2 or 3).
    pub fn box_size(&self) -> usize {
        self.box_size
    }

    /// The givens, as a classic Sudoku (all blank when there are none).
    pub fn givens(&self) -> &Sudoku {
        &self.givens
    }

    /// Each cell's cage, from 0, in reading order.
    pub fn cage_map(&self) -> Vec<u32> {
        self.cage_of.iter().map(|&k| u32::from(k)).collect()
    }

    /// Each cage's sum, by cage number.
    pub fn sums(&self) -> Vec<u32> {
        self.cages.iter().map(|c| c.sum).collect()
    }

    /// Each cage's key, by cage number.
    pub fn keys(&self) -> Vec<char> {
        self.cages.iter().map(|c| c.key).collect()
    }

    /// The number of cages.
    pub fn cage_count(&self) -> usize {
        self.cages.len()
    }

    /// The number of options the cages have together (ways to fill them).
    pub fn cage_options(&self) -> usize {
        self.cages
            .iter()
            .zip(&self.ways)
            .map(|(c, w)| w.len() / c.cells.len())
            .sum()
    }

    /// Whether `grid` is a complete Sudoku of this size that keeps the givens, and each cage's
    /// values are distinct and add up to its sum.
    pub fn solves(&self, grid: &Sudoku) -> bool {
        grid.solves(&self.givens)
            && self.cages.iter().all(|cage| {
                let values: Vec<u8> = cage.cells.iter().map(|&c| grid.cells[c as usize]).collect();
                let mask = values.iter().fold(0u32, |m, &v| m | 1 << v);
                mask.count_ones() as usize == values.len()
                    && values.iter().map(|&v| u32::from(v)).sum::<u32>() == cage.sum
            })
    }

    /// The exact-cover problem with colors (see the [module documentation](self)), and the
    /// table that turns its solutions back into grids.
    pub fn encode(&self) -> (Problem, KillerDecoder) {
        let n = self.size();
        let names = item_names(self.box_size, 0);
        let mut b = ProblemBuilder::new();
        let add = |b: &mut ProblemBuilder, name: String, primary: bool| {
            let added = if primary {
                b.primary(name)
            } else {
                b.secondary(name)
            };
            added.unwrap_or_else(|e| unreachable!("the names are distinct and short: {e}"));
        };
        for k in 0..n * n + 3 * n * n {
            add(&mut b, names.get(k).to_string(), true);
        }
        for k in 0..self.cages.len() {
            add(&mut b, format!("k{}", k + 1), true);
        }
        let color_item = |cell: usize| format!("x_r{}c{}", cell / n + 1, cell % n + 1);
        for cell in 0..n * n {
            add(&mut b, color_item(cell), false);
        }
        let colors: Vec<String> = (1..=n as u8).map(|v| value_char(v).to_string()).collect();
        let mut places = Vec::with_capacity(n * n * n);
        for cell in 0..n * n {
            let (r, c) = (cell / n, cell % n);
            let group = (r / self.box_size) * self.box_size + c / self.box_size;
            let x = color_item(cell);
            for v in 1..=n {
                let given = self.givens.cells[cell] as usize;
                if given != 0 && given != v {
                    continue;
                }
                let need = |unit: usize| names.get(n * n + unit * n + v - 1);
                let entries = [
                    (names.get(cell), None),
                    (need(r), None),
                    (need(n + c), None),
                    (need(2 * n + group), None),
                    (x.as_str(), Some(colors[v - 1].as_str())),
                ];
                b.colored_option(&entries)
                    .unwrap_or_else(|e| unreachable!("every item was declared: {e}"));
                places.push((cell as u32, v as u8));
            }
        }
        let xs: Vec<String> = (0..n * n).map(color_item).collect();
        let mut cage_options = Vec::with_capacity(self.cage_options());
        for (k, (cage, ways)) in self.cages.iter().zip(&self.ways).enumerate() {
            let item = format!("k{}", k + 1);
            for (w, way) in ways.chunks(cage.cells.len()).enumerate() {
                let mut entries = vec![(item.as_str(), None)];
                for (&cell, &v) in cage.cells.iter().zip(way) {
                    entries.push((
                        xs[cell as usize].as_str(),
                        Some(colors[v as usize - 1].as_str()),
                    ));
                }
                b.colored_option(&entries)
                    .unwrap_or_else(|e| unreachable!("every item was declared: {e}"));
                cage_options.push((k as u32, (w * cage.cells.len()) as u32));
            }
        }
        let problem = b
            .build()
            .unwrap_or_else(|e| unreachable!("a Killer Sudoku's problem is well formed: {e}"));
        let sudoku = SudokuDecoder {
            base: self.givens.clone(),
            places,
            presets: Vec::new(),
        };
        (
            problem,
            KillerDecoder {
                sudoku,
                killer: self.clone(),
                cage_options,
            },
        )
    }

    /// Counts solutions, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        let (problem, _) = self.encode();
        Search::with_heuristic(problem, Heuristic::Mrv).count(limit)
    }

    /// The first solution, if any.
    pub fn solve(&self) -> Option<Sudoku> {
        let (problem, decoder) = self.encode();
        let mut search = Search::with_heuristic(problem, Heuristic::Mrv);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// Finds the first cage whose cells do not all join its first cell.
fn check_connected(cages: &[Cage], cage_of: &[u16], n: usize) -> Result<(), KillerError> {
    let mut seen = vec![false; n * n];
    for (k, cage) in cages.iter().enumerate() {
        let first = cage.cells[0] as usize;
        let mut queue = VecDeque::from([first]);
        seen[first] = true;
        while let Some(cell) = queue.pop_front() {
            let (r, c) = (cell / n, cell % n);
            let neighbours = [
                (r > 0).then(|| cell - n),
                (r + 1 < n).then(|| cell + n),
                (c > 0).then(|| cell - 1),
                (c + 1 < n).then(|| cell + 1),
            ];
            for next in neighbours.into_iter().flatten() {
                if !seen[next] && cage_of[next] as usize == k {
                    seen[next] = true;
                    queue.push_back(next);
                }
            }
        }
        if let Some(&cut) = cage.cells.iter().find(|&&c| !seen[c as usize]) {
            let at = |cell: usize| (cell / n + 1, cell % n + 1);
            return Err(KillerError::NotConnected {
                key: cage.key,
                first: at(first),
                cell: at(cut as usize),
            });
        }
    }
    Ok(())
}

/// Every cage's assignments of distinct values with its sum that keep the givens, stopping
/// with an error once they pass [`MAX_CAGE_OPTIONS`] together.
fn cage_ways(cages: &[Cage], givens: &Sudoku) -> Result<Vec<Vec<u8>>, KillerError> {
    let n = givens.size();
    let mut total = 0;
    let mut all = Vec::with_capacity(cages.len());
    for cage in cages {
        let fixed: Vec<u8> = cage
            .cells
            .iter()
            .map(|&c| givens.cells[c as usize])
            .collect();
        let mut out = Vec::new();
        let mut way = Vec::with_capacity(fixed.len());
        let mut budget = MAX_CAGE_OPTIONS - total;
        if fill(
            &fixed,
            n as u8,
            cage.sum,
            0,
            &mut way,
            &mut out,
            &mut budget,
        )
        .is_err()
        {
            return Err(KillerError::TooManyOptions {
                options: MAX_CAGE_OPTIONS + 1,
                key: cage.key,
                cell: (
                    cage.cells[0] as usize / n + 1,
                    cage.cells[0] as usize % n + 1,
                ),
            });
        }
        total += out.len() / fixed.len();
        all.push(out);
    }
    Ok(all)
}

/// Extends `way` (values for the first cells) in every way that keeps the values distinct,
/// the givens in `fixed`, and the sum `left` for the cells to come; each finished way goes to
/// `out`. `Err` once `budget` ways have been found and there is one more.
fn fill(
    fixed: &[u8],
    n: u8,
    left: u32,
    used: u32,
    way: &mut Vec<u8>,
    out: &mut Vec<u8>,
    budget: &mut usize,
) -> Result<(), ()> {
    let k = way.len();
    if k == fixed.len() {
        if left != 0 {
            return Ok(());
        }
        if *budget == 0 {
            return Err(());
        }
        *budget -= 1;
        out.extend_from_slice(way);
        return Ok(());
    }
    // The cells after this one need at least 1 + 2 + ... and at most n + (n - 1) + ...
    let rest = (fixed.len() - k - 1) as u32;
    let low = rest * (rest + 1) / 2;
    let high = rest * (2 * u32::from(n) - rest + 1) / 2;
    for v in 1..=n {
        if used & 1 << v != 0 || (fixed[k] != 0 && fixed[k] != v) {
            continue;
        }
        let v32 = u32::from(v);
        if v32 > left {
            break;
        }
        if left - v32 < low || left - v32 > high {
            continue;
        }
        way.push(v);
        fill(fixed, n, left - v32, used | 1 << v, way, out, budget)?;
        way.pop();
    }
    Ok(())
}

impl fmt::Display for Killer {
    /// The cage map: the rows of keys, the sums in cage order, and a `givens:` line if any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size();
        for r in 0..n {
            for c in 0..n {
                write!(f, "{}", self.cages[self.cage_of[r * n + c] as usize].key)?;
            }
            writeln!(f)?;
        }
        for cage in &self.cages {
            writeln!(f, "{}={}", cage.key, cage.sum)?;
        }
        if self.givens.filled() > 0 {
            writeln!(f, "givens: {}", self.givens)?;
        }
        Ok(())
    }
}

/// Turns the options of a Killer Sudoku's problem back into grids, and says what its items and
/// options stand for.
#[derive(Clone, Debug)]
pub struct KillerDecoder {
    sudoku: SudokuDecoder,
    killer: Killer,
    /// For each cage option (after the placements): its cage, and where its values start in
    /// that cage's ways.
    cage_options: Vec<(u32, u32)>,
}

impl KillerDecoder {
    /// The grid with the givens and the values the chosen options place (cage options add
    /// nothing the placements do not say).
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> Sudoku {
        let placements = self.sudoku.places.len();
        self.sudoku
            .decode(options.into_iter().filter(|o| o.index() < placements))
    }

    /// The puzzle this decoder belongs to.
    pub fn killer(&self) -> &Killer {
        &self.killer
    }
}

/// Items in the order [`Killer::encode`] declares them: the `n * n + 3 * n * n` items of a
/// classic Sudoku, one per cage, then one secondary per cell.
impl Meaning for KillerDecoder {
    fn item_role(&self, _: &Problem, item: ItemId) -> ItemRole {
        let n = self.killer.size();
        let k = item.index();
        let sudoku_items = 4 * n * n;
        let cages = self.killer.cages.len();
        if k < sudoku_items {
            role_of_pick(n, false, k)
        } else if k < sudoku_items + cages {
            let cage = k - sudoku_items;
            ItemRole::Cage {
                cage: cage as u32,
                sum: self.killer.cages[cage].sum,
            }
        } else {
            let cell = k - sudoku_items - cages;
            ItemRole::CellValue {
                row: (cell / n) as u32,
                column: (cell % n) as u32,
            }
        }
    }

    fn option_role(&self, problem: &Problem, option: OptionId) -> OptionRole {
        let placements = self.sudoku.places.len();
        if option.index() < placements {
            return self.sudoku.option_role(problem, option);
        }
        let n = self.killer.size() as u32;
        let (k, start) = self.cage_options[option.index() - placements];
        let cage = &self.killer.cages[k as usize];
        let way = &self.killer.ways[k as usize][start as usize..start as usize + cage.cells.len()];
        OptionRole::Cage {
            cage: k,
            sum: cage.sum,
            cells: cage
                .cells
                .iter()
                .map(|&c| [u32::from(c) / n, u32::from(c) % n])
                .collect(),
            values: way.iter().map(|&v| u32::from(v)).collect(),
        }
    }
}
