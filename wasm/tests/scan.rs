//! The MRV scan as the wasm build compiles it (wasm SIMD, its own code: `mrv_simd128` in
//! src/search/mrv.rs), against the walk over the active items, in headless Chromium. Natively
//! tests/wide_scan.rs does the same for the x86 scans; this build's scan runs only here.
#![cfg(target_arch = "wasm32")]

use dlx::queens::Queens;
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{Heuristic, ItemId, OptionId, Problem, ProblemBuilder, Search};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn search(problem: &Problem, presets: &[OptionId], vector: bool) -> Search {
    let mut s = Search::with_presets(problem.clone(), Heuristic::Mrv, presets).expect("presets");
    s.set_vector_scan(vector);
    s
}

/// Runs the walk and the scan side by side, `slices` bounded runs of `nodes` search-tree
/// nodes each, and checks that they stay at the same place with the same counts.
fn alike(problem: &Problem, presets: &[OptionId], nodes: u64, slices: usize, what: &str) {
    let mut walk = search(problem, presets, false);
    let mut scan = search(problem, presets, true);
    for slice in 0..slices {
        let found = walk.count_within(nodes, None);
        assert_eq!(
            scan.count_within(nodes, None),
            found,
            "{what}, slice {slice}"
        );
        assert_eq!(scan.stats(), walk.stats(), "{what}, slice {slice}");
        let chosen: Vec<_> = walk.chosen().collect();
        assert_eq!(
            scan.chosen().collect::<Vec<_>>(),
            chosen,
            "{what}, slice {slice}"
        );
        if walk.is_finished() {
            assert!(scan.is_finished(), "{what}");
            break;
        }
    }
}

/// A random problem with `primary` primary items and `len`s of few distinct values, so that
/// the scan meets ties in every lane and block and, at its end, partial blocks of every size.
fn random_problem(primary: usize, seed: u64) -> Problem {
    let mut state = seed;
    let mut next = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n
    };
    let mut b = ProblemBuilder::new();
    for k in 0..primary {
        b.primary(format!("p{k}")).expect("item");
    }
    // A third more options than items, of two or three items each, at random: lens of a few
    // options each, so ties are common.
    for _ in 0..primary * 4 / 3 {
        let a = next(primary);
        let mut items = vec![ItemId(a as u32)];
        for _ in 0..1 + next(2) {
            let c = next(primary);
            if !items.contains(&ItemId(c as u32)) {
                items.push(ItemId(c as u32));
            }
        }
        b.option_ids(&items).expect("option");
    }
    // And one option per item alone, so that no item starts with a `len` of 0.
    for k in 0..primary {
        b.option_ids(&[ItemId(k as u32)]).expect("option");
    }
    b.build().expect("problem")
}

#[wasm_bindgen_test]
fn the_scan_chooses_as_the_walk_on_sudoku_and_queens() {
    let puzzles = [
        // Hard 9x9 puzzles: deep searches, many dead ends with a `len` of 0.
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    ];
    for (k, line) in puzzles.iter().enumerate() {
        let puzzle = Sudoku::parse(line).expect("valid puzzle");
        for encoding in [Encoding::Reduced, Encoding::Full] {
            let (problem, decoder) = puzzle.encode(encoding);
            alike(
                &problem,
                decoder.presets(),
                5_000,
                20,
                &format!("puzzle {k}, {encoding:?}"),
            );
        }
    }
    let empty = Sudoku::parse(&".".repeat(81)).expect("empty");
    let (problem, decoder) = empty.encode(Encoding::Reduced);
    alike(&problem, decoder.presets(), 2_000, 5, "empty 9x9");
    let empty16 = Sudoku::parse(&".".repeat(256)).expect("empty 16x16");
    let (problem, decoder) = empty16.encode(Encoding::Reduced);
    alike(&problem, decoder.presets(), 2_000, 3, "empty 16x16");
    let (queens, _) = Queens::new(64).expect("n").encode();
    alike(&queens, &[], 2_000, 3, "64 queens");
}

#[wasm_bindgen_test]
fn the_scan_chooses_as_the_walk_at_every_partial_block() {
    // 128 primary items and up: the scan's own range; 128..=160 ends on every partial block.
    for primary in 128..=160 {
        for seed in 0..3 {
            let problem = random_problem(primary, seed);
            alike(
                &problem,
                &[],
                300,
                4,
                &format!("{primary} items, seed {seed}"),
            );
        }
    }
}
