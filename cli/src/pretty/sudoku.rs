//! `--pretty` for a Sudoku that `dlx gen sudoku` printed (classic, `--x` or `--regions`).
//!
//! Unlike the other kinds, a Sudoku's problem cannot be rebuilt from its items alone: the
//! givens removed items and options, and their values are not in the text. So the problem is
//! checked option by option instead (each must place one value in one cell and name exactly
//! the units of that cell), and the givens are read back from the items they removed: a given
//! in row 4 with a 7 is why there is no item `r4=7`. Which given holds which of the missing
//! values is itself an exact-cover problem, solved here with the engine; when it has more
//! than one solution the givens are drawn as `?`.

use std::collections::HashSet;

use dlx::sudoku::value_char;
use dlx::{OptionId, Problem, ProblemBuilder, Search};

/// A primary item of a Sudoku's exact cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Name {
    /// `r4c7`: the cell at row 4, column 7 (here from 0).
    Cell(usize, usize),
    /// `r4=7`, `c7=7`, `b5=7`, `g5=7`, `d1=7`: a unit (its letter and number, from 1) needs a
    /// value.
    Unit(char, usize, u8),
}

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
        let names: Vec<Name> = problem
            .items()
            .map(|item| parse_name(problem.item_name(item)))
            .collect::<Option<_>>()?;
        let largest = names
            .iter()
            .map(|&name| match name {
                Name::Cell(r, c) => r.max(c) + 1,
                Name::Unit(_, k, v) => k.max(usize::from(v)),
            })
            .max()?;
        let n = [4, 9, 16, 25].into_iter().find(|&n| n >= largest)?;
        let has = |letter: char| {
            names
                .iter()
                .any(|name| matches!(name, Name::Unit(l, ..) if *l == letter))
        };
        let (jigsaw, x) = (has('g'), has('d'));
        if (jigsaw && (has('b') || x))
            || names
                .iter()
                .any(|n| matches!(n, Name::Unit('d', k, _) if *k > 2))
        {
            return None;
        }
        let grid = Grid { n, jigsaw, x };
        let mut places = Vec::with_capacity(problem.option_count());
        for option in problem.options() {
            let items = problem.option_items(option);
            match grid.place(items.iter().map(|i| names[i.index()])) {
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
        let base = grid.givens(&names);
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
    /// Regions (`g`) instead of boxes (`b`).
    jigsaw: bool,
    /// The two diagonals (`d1`, `d2`).
    x: bool,
}

impl Grid {
    /// The units of the cell at (r, c), from 0, as the letters and numbers of their items;
    /// for a jigsaw without its region, which the cell's items tell.
    fn units(&self, r: usize, c: usize) -> Vec<(char, usize)> {
        let b = (self.n as f64).sqrt() as usize;
        let mut units = vec![('r', r + 1), ('c', c + 1)];
        if !self.jigsaw {
            units.push(('b', (r / b) * b + c / b + 1));
        }
        if self.x && r == c {
            units.push(('d', 1));
        }
        if self.x && r + c == self.n - 1 {
            units.push(('d', 2));
        }
        units
    }

    /// The cell and value of an option with these items, if they are one cell and exactly the
    /// units of that cell needing one value (plus one region for a jigsaw).
    fn place(&self, items: impl Iterator<Item = Name>) -> Option<(usize, u8)> {
        let (mut cell, mut value, mut units, mut regions) = (None, None, Vec::new(), 0);
        for name in items {
            match name {
                Name::Cell(r, c) if cell.is_none() && r < self.n && c < self.n => {
                    cell = Some((r, c));
                }
                Name::Unit(letter, k, v) if value.is_none_or(|value| value == v) => {
                    value = Some(v);
                    if letter == 'g' {
                        regions += 1;
                    } else {
                        units.push((letter, k));
                    }
                }
                _ => return None,
            }
        }
        let ((r, c), v) = (cell?, value?);
        let mut expected = self.units(r, c);
        units.sort_unstable();
        expected.sort_unstable();
        let regions_fit = regions == usize::from(self.jigsaw);
        (units == expected && regions_fit && usize::from(v) <= self.n)
            .then_some((r * self.n + c, v))
    }

    /// The grid of the givens: the cells without an item, with the values the missing unit
    /// items say they hold; `?` where that leaves a choice; `.` for the cells to fill.
    fn givens(&self, names: &[Name]) -> Vec<char> {
        let n = self.n;
        let declared: HashSet<Name> = names.iter().copied().collect();
        let mut grid = vec!['.'; n * n];
        let given: Vec<(usize, usize)> = (0..n * n)
            .map(|cell| (cell / n, cell % n))
            .filter(|&(r, c)| !declared.contains(&Name::Cell(r, c)))
            .collect();
        if given.is_empty() {
            return grid;
        }
        let missing =
            |letter: char, k: usize, v: usize| !declared.contains(&Name::Unit(letter, k, v as u8));
        let unit_name =
            |(letter, k): (char, usize), v: usize| format!("{letter}{k}={}", value_char(v as u8));
        // Items: each given cell, and each value a row, column, box or diagonal lacks; options:
        // each value a given cell may hold, with its units.
        let mut builder = ProblemBuilder::new();
        let mut units_needing = HashSet::new();
        let mut options: Vec<(usize, Vec<String>)> = Vec::new();
        for &(r, c) in &given {
            let cell = format!("r{}c{}", r + 1, c + 1);
            if builder.primary(cell.clone()).is_err() {
                return vec!['?'; n * n];
            }
            for v in 1..=n {
                let units = self.units(r, c);
                if units.iter().all(|&(l, k)| missing(l, k, v)) {
                    let mut option = vec![cell.clone()];
                    for unit in units {
                        let name = unit_name(unit, v);
                        units_needing.insert(name.clone());
                        option.push(name);
                    }
                    options.push((v, option));
                }
            }
        }
        for name in &units_needing {
            if builder.primary(name.clone()).is_err() {
                return vec!['?'; n * n];
            }
        }
        for (_, option) in &options {
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
                    let (v, items) = &options[option.index()];
                    let (r, c) = cell_of(&items[0]);
                    grid[r * n + c] = value_char(*v as u8);
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

/// The cell (from 0) of a cell item's name, as written by [`Grid::givens`].
fn cell_of(name: &str) -> (usize, usize) {
    match parse_name(name) {
        Some(Name::Cell(r, c)) => (r, c),
        _ => unreachable!("a cell item"),
    }
}

/// The item `name` as a Sudoku's item, if it is one.
fn parse_name(name: &str) -> Option<Name> {
    let mut chars = name.chars();
    let letter = chars.next()?;
    let rest = chars.as_str();
    if let Some((k, v)) = rest.split_once('=') {
        if !"rcbgd".contains(letter) {
            return None;
        }
        let mut value = v.chars();
        let v = match (value.next()?, value.next()) {
            (d @ '1'..='9', None) => d as u8 - b'0',
            (l @ 'A'..='Z', None) => l as u8 - b'A' + 10,
            _ => return None,
        };
        return Some(Name::Unit(letter, number(k)?, v));
    }
    let (r, c) = rest.split_once('c')?;
    (letter == 'r').then_some(())?;
    Some(Name::Cell(number(r)? - 1, number(c)? - 1))
}

/// A number from 1 written without a leading zero.
fn number(s: &str) -> Option<usize> {
    if s.is_empty() || s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) || s.len() > 3 {
        return None;
    }
    s.parse().ok()
}
