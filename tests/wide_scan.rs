//! The MRV choice has two ways to find the active primary item with the smallest `len`: a walk
//! over the active items (few primary items) and a vector scan of every `len` (many). They
//! must choose the same items and count the same mems, in full-speed runs and when stepping.

use dlx::queens::Queens;
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{Heuristic, Problem, Search};

/// Hard 9x9 puzzles (deep searches, many dead ends with a `len` of 0) and a 16x16 one.
fn sudoku_problems() -> Vec<(Problem, Vec<dlx::OptionId>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sudoku");
    let mut lines: Vec<String> = Vec::new();
    for (file, take) in [("top95.txt", 12), ("sudoku16_30.txt", 2)] {
        let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
            continue;
        };
        lines.extend(
            text.lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .take(take)
                .map(|l| l.split_whitespace().next().unwrap_or("").to_string()),
        );
    }
    // Puzzles written here, so that the test runs without the data directory too.
    lines.push(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".into(),
    );
    lines.push(".".repeat(81));
    let mut out = Vec::new();
    for line in lines {
        let puzzle = Sudoku::parse(&line).expect("valid puzzle");
        for encoding in [Encoding::Reduced, Encoding::Full] {
            let (problem, decoder) = puzzle.encode(encoding);
            out.push((problem, decoder.presets().to_vec()));
        }
    }
    out
}

fn search(problem: &Problem, presets: &[dlx::OptionId], vector: bool) -> Search {
    let mut s = Search::with_presets(problem.clone(), Heuristic::Mrv, presets).expect("presets");
    s.set_vector_scan(vector);
    s
}

#[test]
fn both_scans_choose_alike_at_full_speed() {
    let mut problems = sudoku_problems();
    problems.push((Queens::new(9).expect("n").encode().0, Vec::new()));
    for (k, (problem, presets)) in problems.iter().enumerate() {
        let mut walk = search(problem, presets, false);
        let mut scan = search(problem, presets, true);
        for _ in 0..3 {
            let (a, b) = (walk.find_next(), scan.find_next());
            assert_eq!(a, b, "problem {k}");
            if !a {
                break;
            }
            let chosen: Vec<_> = walk.chosen().collect();
            assert_eq!(chosen, scan.chosen().collect::<Vec<_>>(), "problem {k}");
            assert!(scan.check_links().is_ok(), "problem {k}");
        }
        assert_eq!(walk.stats(), scan.stats(), "problem {k}");
        assert_eq!(walk.profile(), scan.profile(), "problem {k}");
        assert!(walk.stats().nodes > 1, "problem {k} searched nothing");
    }
}

#[test]
fn both_scans_choose_alike_with_secondary_items() {
    // 64 queens: 128 primary items (rows and columns), the diagonals secondary. Its first
    // solution lies far away, so both run the same node budget, solutions or not.
    let problem = Queens::new(64).expect("n").encode().0;
    let mut walk = search(&problem, &[], false);
    let mut scan = search(&problem, &[], true);
    for _ in 0..20 {
        assert_eq!(walk.find_next_within(2_000), scan.find_next_within(2_000));
        assert_eq!(walk.stats(), scan.stats());
        assert_eq!(
            walk.chosen().collect::<Vec<_>>(),
            scan.chosen().collect::<Vec<_>>()
        );
    }
    assert!(scan.stats().nodes >= 40_000);
    assert!(scan.check_links().is_ok());
}

#[test]
fn both_scans_step_alike_and_back_exactly() {
    for (k, (problem, presets)) in sudoku_problems().iter().take(6).enumerate() {
        let mut walk = search(problem, presets, false);
        let mut scan = search(problem, presets, true);
        scan.record_history(true);
        walk.record_history(true);
        let fresh = scan.nodes();
        let mut steps = 0;
        while steps < 20_000 {
            let (a, b) = (walk.step(), scan.step());
            assert_eq!(a, b, "problem {k}, step {steps}");
            if a.is_none() {
                break;
            }
            steps += 1;
            if steps % 997 == 0 {
                assert!(scan.check_links().is_ok(), "problem {k}, step {steps}");
            }
        }
        assert_eq!(walk.stats(), scan.stats(), "problem {k}");
        while scan.step_back().is_some() {}
        assert_eq!(
            scan.nodes(),
            fresh,
            "problem {k}: stepping back all the way"
        );
        assert!(scan.check_links().is_ok(), "problem {k}");
    }
}
