//! Recognising a Sudoku that `dlx gen sudoku` printed (classic, `--x` or `--regions`).
//!
//! Unlike the other kinds, a Sudoku's problem cannot be rebuilt from its items alone: the
//! givens removed items and options, and their values are not in the text. So the problem is
//! checked option by option instead (each must place one value in one cell and name exactly
//! the units of that cell), and the givens are read back from the items they removed: a given
//! in row 4 with a 7 is why there is no item `r4=7`. Which given holds which of the missing
//! values is itself an exact-cover problem, solved here with the engine; when it has more
//! than one solution the givens are drawn as `?`.

use std::collections::HashSet;

use crate::meaning::{ItemRole, Unit};
use crate::problem::{OptionId, Problem, ProblemBuilder};
use crate::search::Search;
use crate::sudoku::{read_item_names, value_char};

/// A unit and the value it needs, as in [`ItemRole::UnitValue`]: which unit (from 0) and the
/// value (from 1).
type Need = (Unit, u32, u32);

/// Draws the solutions of a Sudoku's exact cover.
#[derive(Debug)]
pub struct SudokuPicture {
    /// The grid before any option is placed: the givens, `?` where they cannot be told.
    base: Vec<char>,
    /// The cell (row-major) and value of each option of the input.
    places: Vec<(usize, u8)>,
}

impl SudokuPicture {
    /// `None` when the items are not those of a Sudoku; otherwise the picture, or (naming it)
    /// an option that places no value in a cell the way `dlx gen sudoku` does.
    pub fn recognise(problem: &Problem) -> Option<Result<SudokuPicture, String>> {
        if problem.primary_count() != problem.item_count() {
            return None;
        }
        let names: Vec<&str> = problem
            .items()
            .map(|item| problem.item_name(item))
            .collect();
        let names = read_item_names(&names)?;
        let grid = Grid {
            n: names.n,
            jigsaw: names.jigsaw,
            x: names.x,
        };
        let mut places = Vec::with_capacity(problem.option_count());
        for option in problem.options() {
            let items = problem.option_items(option);
            match grid.place(items.iter().map(|i| names.roles[i.index()])) {
                Some(place) => places.push(place),
                None => {
                    return Some(Err(format!(
                        "the items are those of `dlx gen sudoku`, but the option `{}` does not \
                         put one value in one cell with exactly the units of that cell",
                        problem.option_text(option)
                    )))
                }
            }
        }
        let base = grid.givens(&names.roles);
        Some(Ok(SudokuPicture { base, places }))
    }

    /// The solved grid on one line, as `dlx sudoku` prints it (`.` for a cell no option fills).
    pub fn picture(&self, options: impl IntoIterator<Item = OptionId>) -> String {
        let mut grid = self.base.clone();
        for option in options {
            let (cell, v) = self.places[option.index()];
            grid[cell] = value_char(v);
        }
        grid.into_iter().collect()
    }
}

/// The shape of the grid: its size, and which units it has besides rows and columns.
struct Grid {
    n: usize,
    /// Regions instead of boxes.
    jigsaw: bool,
    /// The two diagonals.
    x: bool,
}

impl Grid {
    /// The units of the cell at (r, c), from 0; for a jigsaw without its region, which the
    /// cell's items tell.
    fn units(&self, r: usize, c: usize) -> Vec<(Unit, u32)> {
        let b = (self.n as f64).sqrt() as usize;
        let mut units = vec![(Unit::Row, r as u32), (Unit::Column, c as u32)];
        if !self.jigsaw {
            units.push((Unit::Box, ((r / b) * b + c / b) as u32));
        }
        if self.x && r == c {
            units.push((Unit::Diagonal, 0));
        }
        if self.x && r + c == self.n - 1 {
            units.push((Unit::Diagonal, 1));
        }
        units
    }

    /// The cell and value of an option with these items, if they are one cell and exactly the
    /// units of that cell needing one value (plus one region for a jigsaw).
    fn place(&self, items: impl Iterator<Item = ItemRole>) -> Option<(usize, u8)> {
        let (mut cell, mut value, mut units, mut regions) = (None, None, Vec::new(), 0);
        for role in items {
            match role {
                ItemRole::Cell { row, column } if cell.is_none() => {
                    cell = Some((row as usize, column as usize));
                }
                ItemRole::UnitValue {
                    unit,
                    index,
                    value: v,
                } if value.is_none_or(|value| value == v) => {
                    value = Some(v);
                    if unit == Unit::Region {
                        regions += 1;
                    } else {
                        units.push((unit, index));
                    }
                }
                _ => return None,
            }
        }
        let ((r, c), v) = (cell?, value?);
        let mut expected = self.units(r, c);
        units.sort_unstable_by_key(|&(unit, index)| (unit as u8, index));
        expected.sort_unstable_by_key(|&(unit, index)| (unit as u8, index));
        let regions_fit = regions == usize::from(self.jigsaw);
        (units == expected && regions_fit).then_some((r * self.n + c, v as u8))
    }

    /// The grid of the givens: the cells without an item, with the values the missing unit
    /// items say they hold; `?` where that leaves a choice; `.` for the cells to fill.
    fn givens(&self, roles: &[ItemRole]) -> Vec<char> {
        let n = self.n;
        let mut cells = HashSet::new();
        let mut needs: HashSet<Need> = HashSet::new();
        for &role in roles {
            match role {
                ItemRole::Cell { row, column } => {
                    cells.insert((row as usize, column as usize));
                }
                ItemRole::UnitValue { unit, index, value } => {
                    needs.insert((unit, index, value));
                }
                _ => {}
            }
        }
        let mut grid = vec!['.'; n * n];
        let given: Vec<(usize, usize)> = (0..n * n)
            .map(|cell| (cell / n, cell % n))
            .filter(|cell| !cells.contains(cell))
            .collect();
        if given.is_empty() {
            return grid;
        }
        // Items: each given cell, and each value a row, column, box or diagonal lacks; options:
        // each value a given cell may hold, with its units. The names are this search's own.
        let unit_name = |(unit, index): (Unit, u32), v: u32| format!("{unit:?}{index}={v}");
        let mut builder = ProblemBuilder::new();
        let mut needed = HashSet::new();
        // (cell, value, items) of each option.
        let mut options: Vec<((usize, usize), u32, Vec<String>)> = Vec::new();
        for &(r, c) in &given {
            let cell = format!("{r},{c}");
            if builder.primary(cell.clone()).is_err() {
                return vec!['?'; n * n];
            }
            for v in 1..=n as u32 {
                let units = self.units(r, c);
                if units
                    .iter()
                    .all(|&(unit, index)| !needs.contains(&(unit, index, v)))
                {
                    let mut option = vec![cell.clone()];
                    for unit in units {
                        let name = unit_name(unit, v);
                        needed.insert(name.clone());
                        option.push(name);
                    }
                    options.push(((r, c), v, option));
                }
            }
        }
        for name in &needed {
            if builder.primary(name.clone()).is_err() {
                return vec!['?'; n * n];
            }
        }
        for (_, _, option) in &options {
            if builder.option(option).is_err() {
                return vec!['?'; n * n];
            }
        }
        let Ok(problem) = builder.build() else {
            return vec!['?'; n * n];
        };
        let mut search = Search::new(problem);
        let solution: Option<Vec<OptionId>> = search.find_next().then(|| search.chosen().collect());
        match solution {
            Some(chosen) if !search.find_next() => {
                for option in chosen {
                    let ((r, c), v, _) = options[option.index()];
                    grid[r * n + c] = value_char(v as u8);
                }
            }
            _ => {
                for &(r, c) in &given {
                    grid[r * n + c] = '?';
                }
            }
        }
        grid
    }
}
