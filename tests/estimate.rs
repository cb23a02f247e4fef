//! Knuth's random-path estimate against the engine's own counts on trees too large to
//! enumerate: the mean of 10,000 paths within 10% of the true number of nodes.
//!
//! Release only: `cargo test --release --test estimate -- --ignored` (the `ignored-release`
//! layer of `scripts/test.sh`). The figures measured are in BENCHMARKS.md, "Estimating the size
//! of a search".

use dlx::estimate::{estimate, Estimate};
use dlx::langford::{Langford, Symmetry};
use dlx::queens::Queens;
use dlx::{Heuristic, Problem, Search, Stats};

const SAMPLES: u64 = 10_000;

fn truth(problem: &Problem) -> Stats {
    let mut search = Search::new(problem.clone());
    search.count(None);
    search.stats()
}

fn check(name: &str, problem: &Problem, seed: u64) -> Estimate {
    let truth = truth(problem);
    let e = estimate(problem, Heuristic::Mrv, SAMPLES, seed);
    let off = |mean: f64, exact: u64| (mean - exact as f64).abs() / exact as f64;
    println!(
        "{name}: nodes {:.0} of {} ({:.1}% off, ± {:.1}%), updates {:.0} of {} ({:.1}% off), \
         solutions {:.0} of {} ({:.1}% off)",
        e.nodes.mean,
        truth.nodes,
        100.0 * off(e.nodes.mean, truth.nodes),
        100.0 * e.nodes.relative_error(),
        e.updates.mean,
        truth.updates,
        100.0 * off(e.updates.mean, truth.updates),
        e.solutions.mean,
        truth.solutions,
        100.0 * off(e.solutions.mean, truth.solutions),
    );
    assert!(
        off(e.nodes.mean, truth.nodes) < 0.10,
        "{name}: {} nodes estimated, {} counted",
        e.nodes.mean,
        truth.nodes
    );
    e
}

#[test]
#[ignore = "release: about a second"]
fn twelve_queens_within_ten_percent() {
    let (problem, _) = Queens::new(12).unwrap().encode();
    check("12 queens", &problem, 1);
}

#[test]
#[ignore = "release: a few seconds"]
fn langford_pairs_12_within_ten_percent() {
    let (problem, _) = Langford::new(12).unwrap().encode(Symmetry::Keep);
    check("Langford pairs n = 12", &problem, 1);
}
