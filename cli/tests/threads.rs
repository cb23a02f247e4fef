//! `--threads N` on the real `dlx` binary: `dlx count` and the puzzles' `--count` give the same
//! answer on any number of threads, `--stats` reports the whole tree's nodes and updates (equal
//! to the one-thread search's) and how they were split, and misuse is a usage error.

mod common;
use common::run;

fn gen(args: &[&str]) -> String {
    let mut full = vec!["gen"];
    full.extend_from_slice(args);
    let (status, out, err) = run(&full, "");
    assert_eq!(status, 0, "dlx gen {args:?} failed: {err}");
    out
}

/// The number before `word` in a stats line (`21375 updates` -> 21375).
fn counted(line: &str, word: &str) -> u64 {
    let words: Vec<&str> = line
        .split([' ', ',', ';'])
        .filter(|w| !w.is_empty())
        .collect();
    let k = words
        .iter()
        .position(|w| *w == word)
        .unwrap_or_else(|| panic!("no `{word}` in {line}"));
    words[k - 1]
        .parse()
        .unwrap_or_else(|_| panic!("no number before `{word}` in {line}"))
}

const KNUTH: &str = "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

#[test]
fn count_gives_the_same_answer_on_any_number_of_threads() {
    let queens = gen(&["queens", "8"]);
    for threads in ["1", "2", "3", "0", "16"] {
        assert_eq!(
            run(&["count", "--threads", threads], &queens),
            (0, "92\n".into(), String::new()),
            "--threads {threads}"
        );
        assert_eq!(
            run(&["count", "--threads", threads], KNUTH).1,
            "1\n",
            "--threads {threads}"
        );
        assert_eq!(
            run(&["count", "--threads", threads], "A B\nA\n").1,
            "0\n",
            "--threads {threads}"
        );
    }
    let pentominoes = gen(&["pentominoes", "--board", "3x20"]);
    assert_eq!(run(&["count", "--threads", "2"], &pentominoes).1, "8\n");
    assert_eq!(
        run(
            &["count", "--threads", "2", "--heuristic", "first"],
            &queens
        )
        .1,
        "92\n"
    );
}

#[test]
fn stats_on_threads_count_the_whole_tree_and_its_split() {
    let queens = gen(&["queens", "10"]);
    let (_, _, one) = run(&["count", "--stats"], &queens);
    let (status, out, two) = run(&["count", "--stats", "--threads", "2"], &queens);
    assert_eq!((status, out.as_str()), (0, "724\n"));
    let lines: Vec<&str> = two.lines().collect();
    assert_eq!(lines.len(), 2, "{two}");
    // The first line reads as the one-thread line does, with the same nodes and updates.
    assert!(lines[0].starts_with("724 solutions, "), "{two}");
    for word in ["nodes", "updates"] {
        assert_eq!(
            counted(lines[0], word),
            counted(one.trim_end(), word),
            "{word}: {one} / {two}"
        );
    }
    // The second says how: threads, subproblems, and the work above and below the cut, which
    // add up to the first line's.
    let split = lines[1];
    assert!(split.starts_with("2 threads, "), "{split}");
    assert!(counted(split, "subproblems") >= 16, "{split}");
    let above =
        &split[split.find("above").expect("above the cut")..split.find("below").expect("below it")];
    let below = &split[split.find("below").expect("below it")..];
    assert_eq!(
        counted(above, "nodes") + counted(below, "nodes"),
        counted(lines[0], "nodes")
    );
    assert_eq!(
        counted(above, "updates") + counted(below, "updates"),
        counted(lines[0], "updates")
    );
    assert!(counted(above, "nodes") > 0, "{split}");
}

#[test]
fn a_limit_caps_a_count_on_threads() {
    let queens = gen(&["queens", "8"]);
    assert_eq!(
        run(&["count", "--threads", "2", "--limit", "10"], &queens).1,
        "10\n"
    );
    assert_eq!(
        run(&["count", "--threads", "2", "--limit", "1000"], &queens).1,
        "92\n"
    );
    assert_eq!(
        run(
            &["queens", "8", "--count", "--threads", "2", "--limit", "5"],
            ""
        )
        .1,
        "5\n"
    );
}

#[test]
fn the_puzzles_count_on_threads() {
    assert_eq!(
        run(&["queens", "8", "--count", "--threads", "2"], ""),
        (0, "92\n".into(), String::new())
    );
    assert_eq!(
        run(
            &[
                "pentominoes",
                "--board",
                "3x20",
                "--count",
                "--threads",
                "2"
            ],
            ""
        )
        .1,
        "8\n"
    );
    assert_eq!(
        run(
            &[
                "pentominoes",
                "--board",
                "3x20",
                "--break-symmetry",
                "--count",
                "--threads",
                "0"
            ],
            ""
        )
        .1,
        "2\n"
    );
    assert_eq!(
        run(&["langford", "7", "--count", "--threads", "3"], "").1,
        "52\n"
    );
    assert_eq!(
        run(
            &[
                "langford",
                "7",
                "--break-symmetry",
                "--count",
                "--threads",
                "2"
            ],
            ""
        )
        .1,
        "26\n"
    );
    let (status, _, err) = run(&["queens", "9", "--count", "--threads", "2", "--stats"], "");
    assert_eq!(status, 0);
    assert!(
        err.starts_with("352 solutions, ") && err.contains("2 threads, "),
        "{err}"
    );
}

#[test]
fn threads_misused_is_a_usage_error() {
    let queens = gen(&["queens", "4"]);
    for (args, words) in [
        (&["queens", "8", "--threads", "2"][..], &["--count"][..]),
        (
            &["count", "--threads", "2", "--profile"][..],
            &["--threads", "--profile"][..],
        ),
        (&["count", "--threads=-1"][..], &["--threads"][..]),
        (
            &["count", "--threads", "257"][..],
            &["--threads", "256"][..],
        ),
        (&["count", "--threads", "two"][..], &["--threads"][..]),
    ] {
        let (status, out, err) = run(args, &queens);
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}: {err}");
        for word in words {
            assert!(err.contains(word), "{args:?}: {err}");
        }
    }
    // The help says what it does.
    let (_, help, _) = run(&["help", "count"], "");
    assert!(
        help.contains("--threads") && help.contains("one per core"),
        "{help}"
    );
}
