//! `dlx estimate`, and `--progress` on `dlx count` and `dlx solve`, run as a user would.

mod common;
use common::run;

/// `dlx gen args`, which must succeed: the problem text.
fn gen(args: &[&str]) -> String {
    let mut full = vec!["gen"];
    full.extend_from_slice(args);
    let (status, out, err) = run(&full, "");
    assert_eq!(status, 0, "dlx gen {args:?} failed: {err}");
    out
}

/// The number after `word` in `line`, as in `counted 1199` or `1238 solutions`.
fn number_after(line: &str, word: &str) -> f64 {
    let rest = &line[line
        .find(word)
        .unwrap_or_else(|| panic!("{word} in {line}"))
        + word.len()..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("a number after {word} in {line}"))
}

/// The estimate in a line of `dlx estimate`: `about 21.4 thousand` is 21400.
fn estimate_in(line: &str) -> f64 {
    let words = line[line.find("about ").expect("about") + 6..]
        .split(' ')
        .nth(1);
    let scale = match words {
        Some("thousand") => 1e3,
        Some("million") => 1e6,
        _ => 1.0,
    };
    number_after(line, "about") * scale
}

#[test]
fn estimate_prints_nodes_updates_and_solutions_with_their_error() {
    let queens = gen(&["queens", "8"]);
    let (status, out, err) = run(&["estimate", "--samples", "500", "--exact"], &queens);
    assert_eq!((status, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].starts_with("estimated from 500 random paths (seed 1, MRV)"));
    // The exact counts are `dlx count --stats`'s.
    let (_, _, stats) = run(&["count", "--stats"], &queens);
    for (line, name, truth) in [
        (lines[1], "nodes", number_after(&stats, "updates,")),
        (lines[2], "updates", number_after(&stats, "mems,")),
        (lines[3], "solutions", 92.0),
    ] {
        assert!(line.starts_with(name), "{line}");
        assert!(line.contains("about ") && line.contains("(± "), "{line}");
        assert_eq!(number_after(line, "counted"), truth, "{line}");
        // 8 queens' tree is small: 500 paths land within a fifth of the truth.
        let estimate = estimate_in(line);
        assert!((estimate - truth).abs() < 0.2 * truth, "{line}");
    }
}

#[test]
fn the_same_seed_gives_the_same_estimate() {
    let queens = gen(&["queens", "7"]);
    let estimate = |args: &[&str]| {
        let (status, out, err) = run(args, &queens);
        assert_eq!(status, 0, "{err}");
        out
    };
    let a = estimate(&["estimate", "--samples", "50", "--seed", "3"]);
    assert_eq!(a, estimate(&["estimate", "--samples", "50", "--seed", "3"]));
    assert_ne!(a, estimate(&["estimate", "--samples", "50", "--seed", "4"]));
    let first = estimate(&["estimate", "--samples", "50", "--heuristic", "first"]);
    assert!(first.starts_with("estimated from 50 random paths (seed 1, first item)"));
}

#[test]
fn estimate_reads_what_count_reads_and_reports_bad_input() {
    let (status, out, _) = run(&["estimate", "--exact"], "1 0\n0 1\n");
    assert_eq!(status, 0);
    assert!(
        out.contains("solutions  about 1 (± 0.00%); counted 1, 0.00% off"),
        "{out}"
    );
    let (status, out, err) = run(&["estimate"], "A B\nA C\n");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains("line 2") && err.contains("`C`"), "{err}");
    let (status, _, err) = run(&["estimate", "--samples", "0"], "A\nA\n");
    assert_eq!(status, 2);
    assert!(err.contains("--samples"), "{err}");
}

/// The `progress:` lines of stderr: (percentage, solutions so far).
fn progress_lines(err: &str) -> Vec<(f64, f64)> {
    err.lines()
        .filter(|l| l.starts_with("progress: "))
        .map(|l| (number_after(l, "progress:"), number_after(l, "tree,")))
        .collect()
}

#[test]
fn count_progress_goes_up_to_100_percent_with_the_solutions_so_far() {
    // Interval 0: a report after every slice of the search, whatever the machine's speed.
    let queens = gen(&["queens", "10"]);
    let (status, out, err) = run(&["count", "--progress=0"], &queens);
    assert_eq!((status, out.as_str()), (0, "724\n"));
    let lines = progress_lines(&err);
    assert!(lines.len() >= 2, "{err}");
    for pair in lines.windows(2) {
        assert!(pair[0].0 <= pair[1].0 && pair[0].1 <= pair[1].1, "{err}");
    }
    assert_eq!(lines.last(), Some(&(100.0, 724.0)), "{err}");
    assert!(lines[0].0 < 100.0, "{err}");
    assert!(err.contains("; at "), "the branches of the path: {err}");
}

#[test]
fn solve_progress_reports_on_stderr_and_leaves_stdout_alone() {
    let queens = gen(&["queens", "10"]);
    let (_, plain, _) = run(&["solve", "--all"], &queens);
    let (status, out, err) = run(&["solve", "--all", "--progress=0"], &queens);
    assert_eq!((status, out), (0, plain));
    let lines = progress_lines(&err);
    assert!(!lines.is_empty(), "{err}");
    assert!(lines.windows(2).all(|p| p[0].0 <= p[1].0), "{err}");
}

#[test]
fn progress_refuses_threads_and_bad_intervals() {
    let queens = gen(&["queens", "6"]);
    let (status, _, err) = run(&["count", "--threads", "2", "--progress"], &queens);
    assert_eq!(status, 2);
    assert!(err.contains("--progress"), "{err}");
    let (status, _, err) = run(&["count", "--progress=soon"], &queens);
    assert_eq!(status, 2);
    assert!(err.contains("`soon` is not a number of seconds"), "{err}");
    // Without a value, the default interval; before a FILE, no value is taken from it.
    let (status, out, err) = run(&["count", "--progress", "-"], &queens);
    assert_eq!((status, out.as_str()), (0, "4\n"), "{err}");
}
