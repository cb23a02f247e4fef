//! The `dlx` binary on problems with colors (Knuth's XCC): `dlx2`'s counts with `--stats`.

mod common;
use common::run;

use std::path::PathBuf;

const TAOCP: &str = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n";

/// A random colored problem of the engine's tests (from the shared data, `xcc/`).
fn random(k: u32) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/xcc")
        .join(format!("random-{k}.dlx"));
    std::fs::read_to_string(file).expect("the test data")
}

/// The stats line without its mems, which `dlx2` counts its own way: `[solutions, updates,
/// nodes, cleansings]`.
fn counts(stats: &str) -> Vec<u64> {
    let words: Vec<&str> = stats.split(", ").collect();
    let number = |w: &str| w.split(' ').next().unwrap().parse::<u64>().unwrap();
    assert_eq!(words.len(), 5, "{stats}");
    assert!(
        words[1].ends_with(" mems") && words[4].ends_with(" cleansings"),
        "{stats}"
    );
    [words[0], words[2], words[3], words[4]]
        .into_iter()
        .map(number)
        .collect()
}

#[test]
fn solve_prints_the_options_with_their_colors() {
    let (status, out, err) = run(&["solve", "--stats"], TAOCP);
    assert_eq!((status, out.as_str()), (0, "q x:A\np r x:A y\n"));
    // dlx2: 1 solution, 20 updates, 4 nodes, 3 cleansings (the data README, `xcc/`).
    assert_eq!(counts(err.lines().next().unwrap()), [1, 20, 4, 3]);
}

#[test]
fn count_gives_dlx2s_counts() {
    // dlx2's counts, from the shared data's README (section `xcc/`).
    let expected = [
        (1, [1662, 14113, 3203, 1708]),
        (2, [2536, 15547, 4632, 2040]),
        (3, [1789, 15868, 3244, 1067]),
        (4, [2281, 19140, 4042, 2215]),
    ];
    for (k, want) in expected {
        let (status, out, err) = run(&["count", "--stats"], &random(k));
        assert_eq!(status, 0, "{err}");
        assert_eq!(out, format!("{}\n", want[0]));
        assert_eq!(counts(err.trim_end()), want, "random-{k}");
        // On threads a colored problem is counted whole, with the same counts.
        let (status, out, err) = run(&["count", "--stats", "--threads", "2"], &random(k));
        assert_eq!((status, out), (0, format!("{}\n", want[0])));
        assert_eq!(
            counts(err.lines().next().unwrap()),
            want,
            "random-{k} on threads"
        );
    }
}

#[test]
fn a_plain_problem_has_no_cleansings_in_its_stats() {
    let (_, _, err) = run(&["count", "--stats"], "A B | x\nA x\nB\nA\n");
    assert_eq!(err.matches(", ").count(), 3, "{err}");
    assert!(!err.contains("cleansing"), "{err}");
}

#[test]
fn a_color_on_a_primary_item_is_refused_with_its_line() {
    let (status, out, err) = run(&["count"], "p q | x\np x:A\nq:A\n");
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "dlx: line 3: primary item `q` has a color: only secondary items take colors (`x:A`)\n"
    );
}
