//! A Sudoku answer checked by the rules alone, built from scratch rather than asked of the
//! engine: shared by the tests of the `dlx` binary (cli/tests) and of the bindings
//! (wasm/tests), which include this file by path.

/// Whether `grid` (one line) is complete, keeps the givens of `puzzle`, and holds each value
/// once in every row, column and region (`regions[cell]` is the cell's region), and with
/// `diagonals` on both main diagonals.
pub fn solves_by_rules(grid: &str, puzzle: &str, regions: &[usize], diagonals: bool) -> bool {
    let cells: Vec<char> = grid.chars().collect();
    let n = (cells.len() as f64).sqrt() as usize;
    if n * n != cells.len() || regions.len() != cells.len() || puzzle.len() != grid.len() {
        return false;
    }
    let keeps = puzzle.chars().zip(&cells).all(|(g, c)| g == '.' || g == *c);
    let mut units: Vec<Vec<usize>> = Vec::new();
    for k in 0..n {
        units.push((0..n).map(|j| k * n + j).collect());
        units.push((0..n).map(|j| j * n + k).collect());
        units.push((0..n * n).filter(|&c| regions[c] == k).collect());
    }
    if diagonals {
        units.push((0..n).map(|k| k * n + k).collect());
        units.push((0..n).map(|k| k * n + n - 1 - k).collect());
    }
    keeps
        && units.iter().all(|unit| {
            let mut seen: Vec<char> = unit.iter().map(|&c| cells[c]).collect();
            seen.sort_unstable();
            seen.dedup();
            unit.len() == n && seen.len() == n && !seen.contains(&'.')
        })
}
