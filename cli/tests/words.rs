//! `dlx words` and `dlx gen words`, run as a user would.

mod common;
use common::run;

use std::collections::HashSet;
use std::path::PathBuf;

/// A word list in a temporary file named `name`.
fn list_file(name: &str, text: &str) -> String {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&file, text).expect("temp file");
    file.to_str().expect("UTF-8 path").to_string()
}

fn shipped() -> HashSet<String> {
    dlx::words::WordList::shipped()
        .words()
        .iter()
        .cloned()
        .collect()
}

/// The rows and the columns of a grid printed one row per line.
fn rows_and_columns(grid: &str) -> Vec<String> {
    let rows: Vec<&str> = grid.lines().collect();
    let columns =
        (0..rows[0].len()).map(|c| rows.iter().map(|r| r.as_bytes()[c] as char).collect());
    rows.iter().map(|r| r.to_string()).chain(columns).collect()
}

#[test]
fn words_draws_a_square_of_shipped_words_with_the_starting_word() {
    let (status, out, err) = run(&["words", "--size", "4", "--start", "LANE"], "");
    assert_eq!(status, 0, "{err}");
    assert_eq!(out.lines().next(), Some("lane"));
    assert_eq!(out.lines().count(), 4);
    let words = shipped();
    for word in rows_and_columns(&out) {
        assert!(
            words.contains(&word),
            "{word} is not a shipped word:\n{out}"
        );
    }
}

#[test]
fn all_prints_grids_separated_by_blank_lines() {
    let list = list_file("words-all.txt", "# three words\nbit\nice\ntea\nbat\n");
    let (status, out, _) = run(&["words", "--size", "3", "--list", &list, "--all"], "");
    assert_eq!((status, out.as_str()), (0, "bit\nice\ntea\n"));
    let (status, out, _) = run(&["words", "--size", "3", "--list", &list, "--double"], "");
    assert_eq!(
        status, 1,
        "a symmetric square is no double word square: {out}"
    );
}

#[test]
fn gen_words_counts_as_words_counts_and_as_a_brute_force() {
    let text = "ab\nba\naa\nbb\nab\n";
    let list = list_file("words-2.txt", text);
    let words: Vec<&str> = ["ab", "ba", "aa", "bb"].to_vec();
    for double in [false, true] {
        let mut args = vec!["--size", "2", "--list", list.as_str()];
        if double {
            args.push("--double");
        }
        let mut expected = 0;
        for r1 in &words {
            for r2 in &words {
                let c1: String = [r1.as_bytes()[0] as char, r2.as_bytes()[0] as char]
                    .iter()
                    .collect();
                let c2: String = [r1.as_bytes()[1] as char, r2.as_bytes()[1] as char]
                    .iter()
                    .collect();
                let all: HashSet<&str> = [*r1, *r2, c1.as_str(), c2.as_str()].into();
                if words.contains(&c1.as_str())
                    && words.contains(&c2.as_str())
                    && (!double || all.len() == 4)
                {
                    expected += 1;
                }
            }
        }
        let mut gen = vec!["gen", "words"];
        gen.extend(&args);
        let (status, problem, err) = run(&gen, "");
        assert_eq!(status, 0, "{err}");
        assert!(problem.starts_with("| a 2x2 word square"), "{problem}");
        assert!(
            problem.contains("\nR1 R2 C1 C2 | r1c1 r1c2 r2c1 r2c2"),
            "{problem}"
        );
        assert_eq!(problem.contains(" ab\n"), double, "{problem}");
        let (_, counted, _) = run(&["count"], &problem);
        let mut count = vec!["words", "--count"];
        count.extend(&args);
        let (_, direct, _) = run(&count, "");
        assert_eq!(counted, format!("{expected}\n"), "double {double}");
        assert_eq!(direct, counted);
    }
}

#[test]
fn gen_words_options_color_each_cell_with_its_letter() {
    let (status, problem, _) = run(&["gen", "words", "--size", "3", "--start", "bit"], "");
    assert_eq!(status, 0);
    let (status, solution, _) = run(&["solve"], &problem);
    assert_eq!(status, 0);
    assert!(solution.contains("R1 r1c1:b r1c2:i r1c3:t\n"), "{solution}");
    assert!(problem
        .lines()
        .skip(2)
        .all(|o| !o.starts_with("R1 ") || o == "R1 r1c1:b r1c2:i r1c3:t"));
}

#[test]
fn a_rectangle_has_rows_and_columns_of_its_own_lengths() {
    let (status, out, err) = run(&["words", "--size", "3x4", "--double"], "");
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|l| l.len() == 4));
    let words = rows_and_columns(&out);
    let distinct: HashSet<&String> = words.iter().collect();
    assert_eq!(distinct.len(), 7, "{out}");
    let shipped = shipped();
    assert!(words.iter().all(|w| shipped.contains(w)), "{out}");
}

#[test]
fn bad_input_is_named() {
    let bad = list_file("words-bad.txt", "cat\n\nd0g\n");
    for (args, message) in [
        (
            vec!["words", "--list", bad.as_str(), "--size", "3"],
            "words-bad.txt: line 3, column 2: `0` is not a letter",
        ),
        (
            vec!["words", "--size", "4", "--start", "cat"],
            "--start: the starting word has 3 letters, but the grid needs 4",
        ),
        (
            vec!["words", "--size", "4", "--start", "l..e"],
            "--start: the starting word, column 2: `.` leaves that letter open, but the \
             starting word must be a whole word of the list",
        ),
        (
            vec!["words", "--size", "13"],
            "--size 13: not a size such as 4 or 3x5",
        ),
        (
            vec!["words", "--size", "5"],
            "the word list has no word of 5 letters",
        ),
        (
            vec!["gen", "words", "--size", "2x", "--double"],
            "--size 2x: not a size",
        ),
        (
            vec!["words", "--size", "3", "--given", "b../.x."],
            "--given: the given letters have 2 rows, but the grid has 3",
        ),
    ] {
        let (status, out, err) = run(&args, "");
        assert_eq!(status, 2, "{args:?}: {out}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let (status, out, _) = run(&["words", "--help"], "");
    assert_eq!(status, 0);
    assert!(
        out.contains("Examples:") && out.contains("counts once"),
        "{out}"
    );
}

#[test]
fn solve_pretty_draws_a_generated_square_as_words_draws_it() {
    let (_, problem, _) = run(
        &["gen", "words", "--size", "3", "--start", "bit", "--double"],
        "",
    );
    let (status, drawn, err) = run(&["solve", "--pretty", "--limit", "3"], &problem);
    assert_eq!(status, 0, "{err}");
    let (_, direct, _) = run(
        &[
            "words", "--size", "3", "--start", "bit", "--double", "--limit", "3",
        ],
        "",
    );
    assert_eq!(drawn, direct);
    assert_eq!(drawn.split("\n\n").count(), 3, "{drawn}");
}
