//! Checks the instance generators and the peer adapters against published
//! solution counts, and prints how long each peer takes.
//!
//! `cargo bench --bench peers_check` runs the small set; add `-- --large` for
//! the large one too, and any other word to keep only instances whose name
//! contains it. Exits non-zero on a wrong count or an invalid solution.

mod common;

use common::instances::{self, Known};
use common::peers::{self, PEERS};
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed())
}

/// Runs every peer on one instance; returns the number of failures.
fn check(known: &Known) -> usize {
    let inst = &known.instance;
    if let Err(e) = inst.validate() {
        println!("{}: INVALID INSTANCE: {e}", inst.name);
        return 1;
    }
    println!(
        "{}: {} primary + {} secondary items, {} options, {} entries; expect {} ({})",
        inst.name,
        inst.primary.len(),
        inst.secondary.len(),
        inst.options.len(),
        inst.entry_count(),
        known.solutions,
        known.source,
    );
    let mut failures = 0;
    for peer in &PEERS {
        let (count, took) = timed(|| (peer.count)(inst));
        let first = (peer.first_solution)(inst);
        let first_ok = match (&first, count) {
            (None, 0) => Ok(()),
            (None, _) => Err("no first solution".to_string()),
            (Some(chosen), _) => inst.check_solution(chosen),
        };
        let verdict = match (count == known.solutions, &first_ok) {
            (true, Ok(())) => "ok".to_string(),
            (false, _) => {
                failures += 1;
                "WRONG COUNT".to_string()
            }
            (true, Err(e)) => {
                failures += 1;
                format!("BAD FIRST SOLUTION: {e}")
            }
        };
        println!(
            "    {:<14} {:<6} {:>12} {:>12.3} ms  {verdict}",
            peer.name,
            peer.version,
            count,
            took.as_secs_f64() * 1e3,
        );
    }
    // Machine-independent costs, for comparing our engine with a dlx1.
    let stats = peers::stats_dlx(inst);
    println!(
        "    dlx 0.8.5 costs: {} updates, {} nodes",
        stats.updates, stats.nodes
    );
    failures
}

/// The `sudoku` crate reads 9x9 puzzle strings only: check its count and
/// that its solution is the one the DLX peers find on our encoding.
fn check_sudoku_crate(puzzle: &str) -> usize {
    let (count, took) = timed(|| peers::count_sudoku_crate(puzzle, 2));
    let ours = instances::sudoku(puzzle).expect("valid puzzle");
    let dlx_solution = peers::first_solution_dlx(&ours)
        .map(|chosen| instances::sudoku_fill(puzzle, &ours, &chosen).expect("sudoku option"));
    let same = dlx_solution == peers::solve_sudoku_crate(puzzle);
    let ok = count == 1 && same;
    println!(
        "    {:<14} {:<6} {:>12} {:>12.3} ms  {}",
        "sudoku",
        "0.8.0",
        count,
        took.as_secs_f64() * 1e3,
        if ok {
            "ok, same grid as dlx"
        } else {
            "MISMATCH"
        },
    );
    usize::from(!ok)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let large = args.iter().any(|a| a == "--large");
    let filter: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .map(String::as_str)
        .collect();
    let mut set = instances::known_small();
    if large {
        set.extend(instances::known_large());
    }
    let (mut passed, mut failed) = (0, 0);
    for known in &set {
        let name = &known.instance.name;
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f)) {
            continue;
        }
        let mut failures = check(known);
        if name.starts_with("sudoku-9x9") {
            let puzzle = [
                instances::SUDOKU_WIKIPEDIA,
                instances::SUDOKU_INKALA,
                instances::SUDOKU_17_CLUES,
            ]
            .into_iter()
            .find(|p| instances::sudoku(p).is_ok_and(|i| i == known.instance));
            failures += puzzle.map_or(1, check_sudoku_crate);
        }
        if failures == 0 {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    // One line per instance above; this closing line counts instances.
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
