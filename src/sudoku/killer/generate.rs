//! Killer Sudokus made from a seed: a shuffled solved grid cut into small cages, kept when the
//! engine counts exactly one solution.

use super::{Cage, Killer};
use crate::generate::SplitMix64;

/// The tries before giving up on a seed's stream; a cut of 9x9 into cages of one to four
/// cells is unique most of the time, so this is never reached in practice.
const TRIES: usize = 200;

impl Killer {
    /// A Killer Sudoku with exactly one solution and no givens, made from `seed`: a solved
    /// grid (a pattern shuffled by rows, columns, bands, stacks and values) cut into cages of
    /// one to four cells whose values differ, cut again until the count is 1. `box_size` is 2
    /// (4x4) or 3 (9x9). The same seed gives the same puzzle.
    ///
    /// # Panics
    /// If `box_size` is not 2 or 3.
    pub fn generate(box_size: usize, seed: u64) -> Killer {
        assert!((2..=3).contains(&box_size), "box size must be 2 or 3");
        let mut rng = SplitMix64::new(seed);
        let grid = solved_grid(box_size, &mut rng);
        for _ in 0..TRIES {
            let map = cut(&grid, &mut rng);
            if let Ok(killer) = Killer::parse(&map) {
                if killer.count(Some(2)) == 1 {
                    return killer;
                }
            }
        }
        unreachable!("no unique cut of seed {seed}'s grid in {TRIES} tries")
    }
}

/// A complete grid: `(b * (r % b) + r / b + c) % n + 1`, with rows shuffled within their
/// bands, bands among themselves, the same for columns, and the values relabelled.
fn solved_grid(b: usize, rng: &mut SplitMix64) -> Vec<u8> {
    let n = b * b;
    let order = |rng: &mut SplitMix64| {
        let mut bands: Vec<usize> = (0..b).collect();
        rng.shuffle(&mut bands);
        let mut lines = Vec::with_capacity(n);
        for band in bands {
            let mut inner: Vec<usize> = (0..b).collect();
            rng.shuffle(&mut inner);
            lines.extend(inner.into_iter().map(|i| band * b + i));
        }
        lines
    };
    let rows = order(rng);
    let columns = order(rng);
    let mut values: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut values);
    let mut grid = Vec::with_capacity(n * n);
    for &r in &rows {
        for &c in &columns {
            grid.push(values[(b * (r % b) + r / b + c) % n]);
        }
    }
    grid
}

/// A cage map of `grid`: cages grown from random cells by random neighbours with values not
/// yet in the cage, each to a random size of one to four cells, summed from the grid.
fn cut(grid: &[u8], rng: &mut SplitMix64) -> String {
    let n = (grid.len() as f64).sqrt() as usize;
    let mut cage_of = vec![usize::MAX; n * n];
    let mut cages: Vec<Cage> = Vec::new();
    let mut cells: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut cells);
    for &start in &cells {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let k = cages.len();
        // Sizes 2 and 3 most often, 1 and 4 less: small enough for one solution, large
        // enough to be a Killer.
        let size = [1, 2, 2, 2, 3, 3, 3, 4][rng.below(8)];
        let mut members = vec![start];
        cage_of[start] = k;
        while members.len() < size {
            let mut free: Vec<usize> = Vec::new();
            for &cell in &members {
                let (r, c) = (cell / n, cell % n);
                for (ok, next) in [
                    (r > 0, cell.wrapping_sub(n)),
                    (r + 1 < n, cell + n),
                    (c > 0, cell.wrapping_sub(1)),
                    (c + 1 < n, cell + 1),
                ] {
                    if ok
                        && cage_of[next] == usize::MAX
                        && !members.iter().any(|&m| grid[m] == grid[next])
                        && !free.contains(&next)
                    {
                        free.push(next);
                    }
                }
            }
            if free.is_empty() {
                break;
            }
            let next = free[rng.below(free.len())];
            cage_of[next] = k;
            members.push(next);
        }
        members.sort_unstable();
        cages.push(Cage {
            key: '?',
            sum: members.iter().map(|&m| u32::from(grid[m])).sum(),
            cells: members.iter().map(|&m| m as u16).collect(),
        });
    }
    // Keys in the reading order of each cage's first cell: A-Z, a-z, then digits.
    const KEYS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut order: Vec<usize> = (0..cages.len()).collect();
    order.sort_by_key(|&k| cages[k].cells[0]);
    let mut key = vec!['?'; cages.len()];
    for (i, &k) in order.iter().enumerate() {
        key[k] = KEYS.get(i).map_or('?', |&b| b as char);
    }
    let mut map = String::new();
    for r in 0..n {
        for c in 0..n {
            map.push(key[cage_of[r * n + c]]);
        }
        map.push('\n');
    }
    for &k in &order {
        map.push_str(&format!("{}={}\n", key[k], cages[k].sum));
    }
    map
}
