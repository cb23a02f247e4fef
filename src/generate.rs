//! Fresh small problems from a seed, so that a whole class can be given the same one: a link
//! carries the seed, and every platform makes the same problem from it.
//!
//! ```
//! use dlx::generate::{random_exact_cover, random_sudoku4};
//! use dlx::Search;
//!
//! let problem = random_exact_cover(123);
//! assert!(Search::new(problem.clone()).count(None) >= 1);
//! assert_eq!(random_exact_cover(123).options().count(), problem.options().count());
//!
//! let puzzle = random_sudoku4(123);
//! assert_eq!(puzzle.count(Some(2)), 1);
//! ```

use crate::problem::{Problem, ProblemBuilder};
use crate::sudoku::Sudoku;

/// Vigna's SplitMix64: a tiny generator whose output depends on nothing but the seed.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started at `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` above 0), by Lemire's multiply and shift.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn between(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// Shuffles `items` (Fisher and Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

const PRIMARY_NAMES: [&str; 9] = ["A", "B", "C", "D", "E", "F", "G", "H", "I"];
const SECONDARY_NAMES: [&str; 2] = ["X", "Y"];

/// A small exact-cover problem with at least one solution: 5 to 9 primary items (`A`, `B`,
/// ...), up to two secondary ones (`X`, `Y`), and 6 to 12 options. A solution is planted
/// first (the primary items cut into 2 to 4 options, each secondary item in at most one of
/// them), then 3 to 8 other options of 2 or 3 primary items are added, and the options are
/// shuffled. The same seed gives the same problem.
pub fn random_exact_cover(seed: u64) -> Problem {
    let mut rng = SplitMix64::new(seed);
    let primary = rng.between(5, 9);
    let secondary = rng.between(0, 2);
    // Options as sets of item indices (primary 0..primary, secondary after them).
    let mut order: Vec<usize> = (0..primary).collect();
    rng.shuffle(&mut order);
    let parts = rng.between(2, 4.min(primary - 1));
    // Cut points: parts - 1 distinct places among the primary - 1 gaps.
    let mut gaps: Vec<usize> = (1..primary).collect();
    rng.shuffle(&mut gaps);
    let mut cuts = gaps[..parts - 1].to_vec();
    cuts.sort_unstable();
    cuts.push(primary);
    let mut options: Vec<Vec<usize>> = Vec::new();
    let mut from = 0;
    for cut in cuts {
        options.push(order[from..cut].to_vec());
        from = cut;
    }
    for s in 0..secondary {
        if rng.below(3) > 0 {
            let k = rng.below(options.len());
            options[k].push(primary + s);
        }
    }
    let extra = rng.between(3, 8);
    let mut tries = 0;
    while options.len() < parts + extra && tries < 100 {
        tries += 1;
        let width = rng.between(2, 3);
        let mut items: Vec<usize> = (0..primary).collect();
        rng.shuffle(&mut items);
        items.truncate(width);
        if secondary > 0 && rng.below(3) == 0 {
            items.push(primary + rng.below(secondary));
        }
        items.sort_unstable();
        let mut sorted = options.iter().map(|o| {
            let mut o = o.clone();
            o.sort_unstable();
            o
        });
        if !sorted.any(|o| o == items) {
            options.push(items);
        }
    }
    rng.shuffle(&mut options);
    let name = |k: usize| {
        if k < primary {
            PRIMARY_NAMES[k]
        } else {
            SECONDARY_NAMES[k - primary]
        }
    };
    let mut b = ProblemBuilder::new();
    for &n in &PRIMARY_NAMES[..primary] {
        b.primary(n)
            .unwrap_or_else(|e| unreachable!("fixed names are valid: {e}"));
    }
    for &n in &SECONDARY_NAMES[..secondary] {
        b.secondary(n)
            .unwrap_or_else(|e| unreachable!("fixed names are valid: {e}"));
    }
    for mut option in options {
        option.sort_unstable();
        let names: Vec<&str> = option.into_iter().map(name).collect();
        b.option(&names)
            .unwrap_or_else(|e| unreachable!("distinct known items: {e}"));
    }
    b.build()
        .unwrap_or_else(|e| unreachable!("every primary item is in an option: {e}"))
}

/// A 4x4 Sudoku with exactly one solution: a random full grid (the digits, the rows within
/// each band, the bands, the columns within each stack and the stacks permuted, the grid
/// perhaps transposed), then givens taken away in a random order for as long as the engine
/// still counts one solution. The same seed gives the same puzzle.
pub fn random_sudoku4(seed: u64) -> Sudoku {
    let mut rng = SplitMix64::new(seed);
    let mut digits = [1u8, 2, 3, 4];
    rng.shuffle(&mut digits);
    // Rows and columns in a new order that keeps bands and stacks whole.
    let mut lines = || {
        let mut halves = [0usize, 2];
        rng.shuffle(&mut halves);
        let mut order = Vec::new();
        for h in halves {
            let mut pair = [h, h + 1];
            rng.shuffle(&mut pair);
            order.extend(pair);
        }
        order
    };
    let rows = lines();
    let columns = lines();
    let transpose = rng.below(2) == 1;
    // The base grid: row r, column c holds (2 * (r % 2) + r / 2 + c) % 4.
    let base = |r: usize, c: usize| digits[(2 * (r % 2) + r / 2 + c) % 4];
    let mut cells = [0u8; 16];
    for r in 0..4 {
        for c in 0..4 {
            let (r0, c0) = if transpose { (c, r) } else { (r, c) };
            cells[4 * r + c] = base(rows[r0], columns[c0]);
        }
    }
    let mut order: Vec<usize> = (0..16).collect();
    rng.shuffle(&mut order);
    for cell in order {
        let kept = cells[cell];
        cells[cell] = 0;
        if puzzle(&cells).count(Some(2)) != 1 {
            cells[cell] = kept;
        }
    }
    puzzle(&cells)
}

fn puzzle(cells: &[u8; 16]) -> Sudoku {
    let text: String = cells
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect();
    Sudoku::parse_with_box(&text, 2).unwrap_or_else(|e| unreachable!("a valid grid: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::write_dlx;
    use crate::Search;

    #[test]
    fn splitmix64_gives_vignas_numbers() {
        // The first outputs for seed 1234567 from Vigna's reference implementation.
        let mut rng = SplitMix64::new(1_234_567);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423
            ]
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_problem_and_other_seeds_others() {
        for seed in 0..50 {
            assert_eq!(
                write_dlx(&random_exact_cover(seed)),
                write_dlx(&random_exact_cover(seed))
            );
            assert_eq!(
                random_sudoku4(seed).to_string(),
                random_sudoku4(seed).to_string()
            );
        }
        let problems: std::collections::HashSet<String> =
            (0..50).map(|s| write_dlx(&random_exact_cover(s))).collect();
        assert!(problems.len() > 45, "{} different of 50", problems.len());
        let puzzles: std::collections::HashSet<String> =
            (0..50).map(|s| random_sudoku4(s).to_string()).collect();
        assert!(puzzles.len() > 45, "{} different of 50", puzzles.len());
    }

    #[test]
    fn every_random_problem_has_a_solution_and_keeps_to_its_sizes() {
        for seed in 0..500 {
            let problem = random_exact_cover(seed);
            assert!(Search::new(problem.clone()).count(None) >= 1, "seed {seed}");
            assert!((5..=9).contains(&problem.primary_count()), "seed {seed}");
            assert!(problem.item_count() - problem.primary_count() <= 2);
            assert!((5..=12).contains(&problem.option_count()), "seed {seed}");
        }
    }

    #[test]
    fn every_random_sudoku_has_exactly_one_solution_and_no_given_to_spare() {
        for seed in 0..300 {
            let puzzle = random_sudoku4(seed);
            assert_eq!(puzzle.size(), 4);
            assert_eq!(puzzle.count(Some(2)), 1, "seed {seed}: {puzzle}");
            // Minimal: taking away any given leaves more than one solution.
            let text = puzzle.to_string();
            for (i, ch) in text.char_indices().filter(|&(_, ch)| ch != '.') {
                let fewer = format!("{}.{}", &text[..i], &text[i + ch.len_utf8()..]);
                let fewer = Sudoku::parse(&fewer).unwrap();
                assert!(
                    fewer.count(Some(2)) > 1,
                    "seed {seed}: given {i} is not needed"
                );
            }
        }
    }
}
