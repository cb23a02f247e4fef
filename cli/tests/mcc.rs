//! The `dlx` binary on problems with multiplicities (Knuth's MCC, `u:v|a` as `dlx3` reads
//! it): solving and counting with `--stats`, on threads, with progress; errors by line.
//!
//! There is no `dlx3` binary here to compare counts with; the CLI's counts are the engine's
//! (Algorithm M as `dlx3` runs it), which the engine's tests check against a brute-force
//! solver.

mod common;
use common::run;

use std::path::PathBuf;

fn data(name: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/mcc")
        .join(name);
    std::fs::read_to_string(file).expect("the test data")
}

/// The engine's own counts for `text`, as the stats line prints them.
fn engine_stats(text: &str) -> String {
    let mut search = dlx::Search::new(dlx::format::parse_dlx(text).unwrap());
    search.count(None);
    let s = search.stats();
    let mut line = format!(
        "{} solution{}, {} mems, {} updates, {} nodes",
        s.solutions,
        if s.solutions == 1 { "" } else { "s" },
        s.mems,
        s.updates,
        s.nodes
    );
    if s.cleansings > 0 {
        line.push_str(&format!(", {} cleansings", s.cleansings));
    }
    line
}

#[test]
fn solve_prints_knuths_solution() {
    let text = data("knuth-dlx3.dlx");
    let (status, out, err) = run(&["solve", "--all", "--stats"], &text);
    assert_eq!(status, 0, "{err}");
    let mut lines: Vec<&str> = out.lines().collect();
    lines.sort();
    assert_eq!(lines, ["A C X:1 Y:1", "B X:1", "C Y:1"]);
    assert_eq!(err.trim_end(), engine_stats(&text));
    assert!(err.starts_with("1 solution, "), "{err}");
}

#[test]
fn count_gives_the_engines_counts_alone_and_on_threads() {
    for name in ["mdance.dlx", "committee.dlx"] {
        let text = data(name);
        let want = engine_stats(&text);
        let solutions = want.split(' ').next().unwrap();
        let (status, out, err) = run(&["count", "--stats"], &text);
        assert_eq!((status, out.trim_end()), (0, solutions), "{name}: {err}");
        assert_eq!(err.trim_end(), want, "{name}");
        // On threads a problem with multiplicities is counted whole, with the same counts.
        let (status, out, err) = run(&["count", "--stats", "--threads", "2"], &text);
        assert_eq!((status, out.trim_end()), (0, solutions), "{name}: {err}");
        assert_eq!(err.lines().next().unwrap(), want, "{name} on threads");
        // Progress reports slice the search; the count and the counts stay.
        let (status, out, err) = run(&["count", "--stats", "--progress=0"], &text);
        assert_eq!((status, out.trim_end()), (0, solutions), "{name}: {err}");
        assert_eq!(err.lines().last().unwrap(), want, "{name} with progress");
    }
}

#[test]
fn mdance_has_c53_times_c42_solutions() {
    let (status, out, _) = run(&["count"], &data("mdance.dlx"));
    assert_eq!((status, out.as_str()), (0, "60\n"));
}

#[test]
fn bad_bounds_are_refused_with_their_line() {
    let (status, out, err) = run(&["count"], "| bounds\n3:2|a b\na b\n");
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "dlx: line 2: bad bounds on item `a`: the lower bound 3 exceeds the upper bound 2\n"
    );
    let (status, _, err) = run(&["solve"], "a | 2|x\na x\n");
    assert_eq!(status, 2);
    assert!(
        err.starts_with("dlx: line 1: secondary item `x` has bounds"),
        "{err}"
    );
}

#[test]
fn estimate_says_why_it_cannot() {
    let (status, out, err) = run(&["estimate"], &data("committee.dlx"));
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.contains("cannot estimate") && err.contains("multiplicities"),
        "{err}"
    );
}
