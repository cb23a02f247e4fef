//! Tests that run the real `dlx` binary, as a user would.

mod common;
use common::run;
#[path = "../../tests/common/sudoku_rules.rs"]
mod sudoku_rules;
use sudoku_rules::solves_by_rules;

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// `dlx gen args`, which must succeed: the problem text.
fn gen(args: &[&str]) -> String {
    let mut full = vec!["gen"];
    full.extend_from_slice(args);
    let (status, out, err) = run(&full, "");
    assert_eq!(status, 0, "dlx gen {args:?} failed: {err}");
    out
}

/// The project's shared data folder (`../shared/data` beside the repository), if present.
fn data(path: &str) -> Option<PathBuf> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data")
        .join(path);
    if file.exists() {
        Some(file)
    } else {
        println!("note: {} is absent; skipping this check", file.display());
        None
    }
}

const KNUTH: &str = "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

/// The classic 6x7 matrix of Knuth's paper, as the engine ships it.
const CLASSIC: &str = dlx::examples::CLASSIC_MATRIX;

// ------------------------------------------------------------------ solve and count

#[test]
fn solve_prints_knuths_solution_one_option_per_line() {
    let (status, out, err) = run(&["solve"], KNUTH);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "A D\nC E F\nB G\n", "")
    );
}

#[test]
fn solve_reads_a_file_and_dash_means_stdin() {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("knuth.dlx");
    std::fs::write(&file, format!("| Knuth's example\n\n{KNUTH}")).expect("temp file");
    let (status, out, _) = run(&["solve", file.to_str().expect("UTF-8 path")], "");
    assert_eq!((status, out.as_str()), (0, "A D\nC E F\nB G\n"));
    let (status, out, _) = run(&["count", "-"], KNUTH);
    assert_eq!((status, out.as_str()), (0, "1\n"));
}

#[test]
fn an_input_over_the_engine_limit_is_refused_before_it_is_read_whole() {
    // 8 MiB (format::MAX_INPUT_BYTES) and one byte more: a file by its size, stdin once one byte
    // past the limit has arrived; both with the engine's message and exit status 2.
    let big = "A".repeat((8 << 20) + 1);
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("too-large.dlx");
    std::fs::write(&file, &big).expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    let (status, out, err) = run(&["count", path], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        format!(
            "dlx: {path}: input too large: 8388609 bytes, the limit is 8388608 bytes (8 MiB)\n"
        )
    );
    let (status, out, err) = run(&["solve"], &big);
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "dlx: input too large: more than 8388608 bytes, the limit is 8388608 bytes (8 MiB)\n"
    );
}

#[test]
fn a_missing_file_is_named() {
    let (status, out, err) = run(&["solve", "no/such/file.dlx"], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.starts_with("dlx: cannot read no/such/file.dlx"),
        "{err}"
    );
}

#[test]
fn count_prints_one_line() {
    assert_eq!(run(&["count"], KNUTH), (0, "1\n".into(), String::new()));
}

#[test]
fn the_classic_matrix_is_detected_and_solved_by_rows_1_4_5() {
    // Rows 1, 4 and 5 are `c3 c5 c6`, `c1 c4` and `c2 c7`; MRV branches on c1 first.
    let expected = "c1 c4\nc3 c5 c6\nc2 c7\n";
    assert_eq!(
        run(&["solve"], CLASSIC),
        (0, expected.into(), String::new())
    );
    assert_eq!(run(&["solve", "--format", "matrix"], CLASSIC).1, expected);
    // The same problem written as DLX by `gen classic`, and the matrix it prints.
    assert_eq!(run(&["solve"], &gen(&["classic"])).1, expected);
    assert_eq!(gen(&["classic", "--matrix"]), CLASSIC);
    // Without spaces between entries, too.
    assert_eq!(run(&["count"], &CLASSIC.replace(' ', "")).1, "1\n");
}

#[test]
fn queens_8_counts_92_with_knuths_updates_and_nodes() {
    let problem = gen(&["queens", "8"]);
    let (status, out, err) = run(&["count", "--stats"], &problem);
    assert_eq!((status, out.as_str()), (0, "92\n"));
    let line = err.trim_end();
    assert!(!line.contains('\n'), "one line of stats: {err}");
    assert!(line.starts_with("92 solutions, "), "{line}");
    assert!(line.ends_with(" mems, 21375 updates, 1199 nodes"), "{line}");
}

#[test]
fn the_first_heuristic_finds_the_same_solutions() {
    let problem = gen(&["queens", "8"]);
    assert_eq!(run(&["count", "--heuristic", "first"], &problem).1, "92\n");
    // Branching on the leftmost item, the options come in the order A, B, C.
    assert_eq!(
        run(&["solve", "--heuristic", "first"], KNUTH).1,
        "A D\nB G\nC E F\n"
    );
    let (status, _, err) = run(&["count", "--heuristic", "best"], &problem);
    assert_eq!(status, 2);
    assert!(err.contains("mrv") && err.contains("first"), "{err}");
}

#[test]
fn queens_counts_match_oeis_a000170() {
    for (n, count) in [1, 0, 0, 2, 10, 4, 40, 92].iter().enumerate() {
        let n = (n + 1).to_string();
        let (status, out, _) = run(&["count"], &gen(&["queens", &n]));
        assert_eq!((status, out), (0, format!("{count}\n")), "{n} queens");
    }
}

#[test]
fn profile_lists_nodes_per_level() {
    let (status, _, err) = run(&["count", "--profile"], &gen(&["queens", "8"]));
    assert_eq!(status, 0);
    let levels: Vec<&str> = err.lines().skip(1).collect();
    assert_eq!(levels.len(), 9, "levels 0 to 8: {err}");
    assert_eq!(
        levels[0].split_whitespace().collect::<Vec<_>>(),
        ["0:", "1"]
    );
    // Every tree node is counted at one level: the levels add up to the nodes.
    let total: u64 = levels
        .iter()
        .map(|l| {
            l.split_whitespace()
                .nth(1)
                .expect("a count")
                .parse::<u64>()
                .expect("a number")
        })
        .sum();
    assert_eq!(total, 1199);
}

#[test]
fn all_separates_solutions_by_one_blank_line() {
    let (status, out, _) = run(&["solve", "--all"], &gen(&["queens", "4"]));
    assert_eq!(status, 0);
    assert_eq!(
        out,
        "r0 c1 a1 b2\nr1 c3 a4 b1\nr2 c0 a2 b5\nr3 c2 a5 b4\n\n\
         r0 c2 a2 b1\nr1 c0 a1 b4\nr2 c3 a5 b2\nr3 c1 a4 b5\n"
    );
    let (_, out, _) = run(&["solve", "--all"], &gen(&["queens", "6"]));
    let solutions: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(solutions.len(), 4);
    assert!(solutions.iter().all(|s| s.trim_end().lines().count() == 6));
}

#[test]
fn limit_caps_solve_and_count() {
    let problem = gen(&["queens", "8"]);
    assert_eq!(run(&["count", "--limit", "10"], &problem).1, "10\n");
    assert_eq!(run(&["count", "--limit", "1000"], &problem).1, "92\n");
    let (_, out, _) = run(&["solve", "--limit", "3"], &problem);
    assert_eq!(out.split("\n\n").count(), 3);
    let (_, out, _) = run(&["solve", "--all", "--limit", "2"], &problem);
    assert_eq!(out.split("\n\n").count(), 2);
    // Without --all or --limit, only the first.
    let (_, out, _) = run(&["solve"], &problem);
    assert_eq!(out.lines().count(), 8);
    let (_, out, err) = run(&["solve", "--stats", "--limit", "5"], &problem);
    assert_eq!(out.split("\n\n").count(), 5);
    assert!(err.starts_with("5 solutions, "), "{err}");
    let (status, _, err) = run(&["count", "--limit", "0"], &problem);
    assert_eq!(status, 2);
    assert!(err.contains("--limit"), "{err}");
}

#[test]
fn no_solution_exits_1_with_a_message() {
    // Every item is in some option, but no two options fit together.
    let problem = "A B C\nA B\nB C\n";
    assert_eq!(
        run(&["solve"], problem),
        (1, String::new(), "no solution\n".into())
    );
    assert_eq!(run(&["solve", "--all"], problem).0, 1);
    let (status, out, err) = run(&["solve", "--stats"], problem);
    assert_eq!((status, out.as_str()), (1, ""));
    assert!(err.starts_with("no solution\n0 solutions, "), "{err}");
    // Counting zero solutions is an answer, not a failure.
    assert_eq!(run(&["count"], problem), (0, "0\n".into(), String::new()));
}

#[test]
fn no_solution_names_the_primary_items_no_option_covers() {
    let problem = "A B | C\nA C\n";
    let why = "no solution: primary item `B` is in no option\n";
    assert_eq!(run(&["solve"], problem), (1, String::new(), why.into()));
    assert_eq!(run(&["count"], problem), (0, "0\n".into(), why.into()));
    assert_eq!(
        run(&["count", "--threads", "2"], problem),
        (0, "0\n".into(), why.into())
    );
    let many = "A B C D E\nA\n";
    assert_eq!(
        run(&["solve"], many).2,
        "no solution: 4 primary items are in no option: `B`, `C`, `D`, ...\n"
    );
}

// ------------------------------------------------------------------ input errors

/// Runs `dlx args` on `input`, expects exit status 2, nothing on stdout, and one line on
/// stderr starting `dlx: ` and containing every one of `expected`.
fn rejects(args: &[&str], input: &str, expected: &[&str]) {
    let (status, out, err) = run(args, input);
    assert_eq!(
        (status, out.as_str()),
        (2, ""),
        "dlx {args:?} on {input:?}: {err}"
    );
    assert!(
        err.starts_with("dlx: ") && err.lines().count() == 1,
        "{err}"
    );
    for text in expected {
        assert!(err.contains(text), "{err:?} should contain {text:?}");
    }
}

#[test]
fn input_errors_name_the_line_and_token() {
    rejects(
        &["solve"],
        "A B | C\nA\nA X\n",
        &["line 3", "unknown item `X`"],
    );
    rejects(
        &["count"],
        "| items\nA B A\nA\n",
        &["line 2", "duplicate item", "`A`"],
    );
    rejects(&["solve"], "A | B | C\nA\n", &["line 1", "`|` twice"]);
    rejects(
        &["solve"],
        "A B\nA\nB A B\n",
        &["line 3", "`B` appears twice"],
    );
    rejects(
        &["solve"],
        "A B\nA:red\n",
        &["line 2", "primary item `A` has a color"],
    );
}

/// The example of color controls in the documentation of Knuth's `dlx2`, line for line: its
/// line 5 has secondary items only, which dlx2 ignores ("Option ignored (no primary items)").
const KNUTH_DLX2: &str = include_str!("../../tests/data/xcc/knuth-dlx2-example.dlx");

#[test]
fn knuths_dlx2_example_counts_1_with_a_warning_for_line_5() {
    // One solution, as dlx2 finds (tests/parse_warnings.rs checks it by brute force): the
    // count alone on stdout, the ignored option on stderr.
    let warning = "warning: line 5: option ignored (it has no primary item): X:0 Y:1\n";
    let (status, out, err) = run(&["count"], KNUTH_DLX2);
    assert_eq!((status, out.as_str(), err.as_str()), (0, "1\n", warning));
    let (status, out, err) = run(&["count", "--threads", "2"], KNUTH_DLX2);
    assert_eq!((status, out.as_str(), err.as_str()), (0, "1\n", warning));
    let (status, out, err) = run(&["solve"], KNUTH_DLX2);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "A C X:1 Y:1\nB X:1\n", warning)
    );
    let (status, _, err) = run(&["estimate"], KNUTH_DLX2);
    assert_eq!(status, 0);
    assert!(err.starts_with(warning), "{err}");
    // From a file, the warning names it as an error would.
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("colors.dlx");
    std::fs::write(&file, KNUTH_DLX2).expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    let (status, out, err) = run(&["count", path], "");
    assert_eq!(
        (status, out.as_str(), err),
        (
            0,
            "1\n",
            format!("warning: {path}: line 5: option ignored (it has no primary item): X:0 Y:1\n")
        )
    );
}

#[test]
fn many_ignored_options_are_counted_after_the_first_hundred() {
    let mut text = String::from("A | x\nA\n");
    text.push_str(&"x\n".repeat(130));
    let (status, out, err) = run(&["count"], &text);
    assert_eq!((status, out.as_str()), (0, "1\n"));
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 101, "{err}");
    assert_eq!(
        lines[0],
        "warning: line 3: option ignored (it has no primary item): x"
    );
    assert_eq!(
        lines[100],
        "warning: 30 more warnings not shown (the first 100 are)"
    );
}

#[test]
fn control_characters_are_named_not_escaped() {
    rejects(
        &["count"],
        "A\u{f}B\nA\n",
        &["line 1: bad item name `A<U+000F>B`: it contains a control character"],
    );
    rejects(
        &["count", "--format", "matrix"],
        "1 0\u{0}1\n",
        &["unexpected character U+0000 (a control character)"],
    );
}

#[test]
fn empty_input_is_an_error() {
    rejects(&["solve"], "", &["no items"]);
    rejects(&["count"], "\n| only a comment\n\n", &["no items"]);
    rejects(&["count", "--format", "matrix"], "", &["no rows"]);
}

#[test]
fn matrix_errors_name_line_and_column() {
    rejects(&["solve"], "0 1 0\n1 2 0\n", &["line 2, column 3", "`2`"]);
    rejects(
        &["solve", "--format", "matrix"],
        "0 1 0\nx 0 1\n",
        &["line 2, column 1", "`x`"],
    );
    // Ragged rows: too short, too long.
    rejects(
        &["solve"],
        "0 1 0\n1 0\n",
        &["line 2", "2 entries", "line 1 has 3"],
    );
    rejects(
        &["count"],
        "0 1 0\n1 0 0 1\n",
        &["line 2, column 7", "more than 3"],
    );
    rejects(&["count"], "0 1 0\n0 0 0\n", &["line 2", "no 1"]);
}

#[test]
fn errors_in_a_file_name_the_file() {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bad.dlx");
    std::fs::write(&file, "A B\nA C\n").expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    rejects(
        &["solve", path],
        "",
        &[&format!("{path}: line 2"), "unknown item `C`"],
    );
}

#[test]
fn input_that_is_not_utf8_is_an_error() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx"))
        .arg("count")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dlx runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(b"A B\nA\n\xff B\n")
        .expect("write");
    let output = child.wait_with_output().expect("dlx finishes");
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(err.contains("line 3") && err.contains("UTF-8"), "{err}");
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    assert_eq!(run(&[], "").0, 2);
    assert_eq!(run(&["solve", "--bogus"], KNUTH).0, 2);
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["sudoku", "--help"],
        &["gen", "--help"],
        &["pentominoes", "--help"],
        &["langford", "--help"],
        &["queens", "--help"],
    ] {
        let (status, out, _) = run(args, "");
        assert_eq!(status, 0);
        assert!(out.contains("Examples:"), "{args:?}: {out}");
    }
}

// ------------------------------------------------------------------ sudoku

/// Whether `grid` (one line) is a complete Sudoku that keeps the givens of `puzzle`.
fn solves(grid: &str, puzzle: &str) -> bool {
    let cells: Vec<char> = grid.chars().collect();
    let givens: Vec<char> = puzzle.chars().collect();
    let n = (cells.len() as f64).sqrt() as usize;
    let b = (n as f64).sqrt() as usize;
    if n * n != cells.len() || b * b != n || givens.len() != cells.len() {
        return false;
    }
    let keeps = cells
        .iter()
        .zip(&givens)
        .all(|(c, g)| *g == '.' || *g == '0' || c == g);
    let units = (0..n).flat_map(|u| {
        [
            (0..n).map(|k| u * n + k).collect::<Vec<_>>(),
            (0..n).map(|k| k * n + u).collect(),
            (0..n)
                .map(|k| (u / b * b + k / b) * n + u % b * b + k % b)
                .collect(),
        ]
    });
    let all_different = units.into_iter().all(|unit| {
        let mut seen: Vec<char> = unit.iter().map(|&i| cells[i]).collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len() == n && !seen.contains(&'.')
    });
    keeps && all_different
}

#[test]
fn sudoku_solves_a_9x9_from_top95() {
    let Some(file) = data("sudoku/top95.txt") else {
        return;
    };
    let text = std::fs::read_to_string(file).expect("readable data");
    let puzzle = text
        .lines()
        .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .expect("a puzzle");
    let (status, out, err) = run(&["sudoku", "--stats"], puzzle);
    assert_eq!(status, 0, "{err}");
    assert!(solves(out.trim_end(), puzzle), "{out}");
    assert_eq!(out.lines().count(), 1);
    assert!(err.starts_with("1 puzzle, 1 solution, "), "{err}");
    assert_eq!(run(&["sudoku", "--count"], puzzle).1, "1\n");
    if let Some(sol) = data("sudoku/solutions/top95.sol") {
        let sol = std::fs::read_to_string(sol).expect("readable data");
        let expected = sol.lines().next().and_then(|l| l.split(' ').nth(1));
        assert_eq!(out.trim_end(), expected.expect("a solution field"));
    }
}

#[test]
fn sudoku_reads_a_whole_file_of_puzzles_with_solutions_on_their_lines() {
    // The 16x16 file holds `puzzle solution clues=N` lines: the first field is the puzzle.
    let Some(file) = data("sudoku/sudoku16_30.txt") else {
        return;
    };
    let text = std::fs::read_to_string(&file).expect("readable data");
    let first: Vec<&str> = text.lines().take(2).collect();
    let (status, out, err) = run(&["sudoku"], &first.join("\n"));
    assert_eq!(status, 0, "{err}");
    let expected: Vec<&str> = first
        .iter()
        .map(|l| l.split(' ').nth(1).expect("solution"))
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn sudoku_answers_each_line_in_order() {
    let input = "\
# a comment, then a blank line

1.3.........3...
123
11..............
....
";
    let (status, out, _) = run(&["sudoku"], input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(solves(lines[0], "1.3.........3..."), "{}", lines[0]);
    assert_eq!(
        lines[1],
        "error: line 4: the puzzle has 3 cells; a Sudoku has 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)"
    );
    assert!(lines[2].starts_with("error: line 5: "), "{}", lines[2]);
    assert!(
        lines[2].contains("row 1, column 2") && lines[2].contains("row 1, column 1"),
        "a conflict names both cells: {}",
        lines[2]
    );
    assert!(lines[3].starts_with("error: line 6: the puzzle has 4 cells"));
    assert_eq!(status, 2, "an input error wins over everything");
}

#[test]
fn sudoku_reports_a_puzzle_without_solution() {
    // Row 1 needs a 4 in column 4, but row 3 already has one there.
    let puzzle = ["123.", "....", "...4", "...."].concat();
    let (status, out, _) = run(&["sudoku"], &format!("{puzzle}\n1...............\n"));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "no solution");
    assert!(solves(lines[1], "1..............."));
    assert_eq!(status, 1);
    assert_eq!(
        run(&["sudoku", "--count"], &puzzle),
        (1, "0\n".into(), String::new())
    );
}

#[test]
fn sudoku_count_on_an_empty_4x4() {
    let empty = "................";
    assert_eq!(
        run(&["sudoku", "--count"], empty),
        (0, "2\n".into(), String::new())
    );
    let (status, out, err) = run(&["sudoku", "--count", "--limit", "1000", "--stats"], empty);
    assert_eq!((status, out.as_str()), (0, "288\n"));
    assert!(err.starts_with("1 puzzle, 288 solutions, "), "{err}");
    // The same with `0` for blanks, and a pretty grid on one line.
    assert_eq!(
        run(&["sudoku", "--count", "--limit", "1000"], &"0".repeat(16)).1,
        "288\n"
    );
    assert_eq!(
        run(&["sudoku"], "12|34 - 34|12 + 21|43 - 4.|2.").1,
        "1234341221434321\n"
    );
}

#[test]
fn sudoku_keeps_a_complete_grid() {
    let grid = "1234341221434321";
    assert_eq!(
        run(&["sudoku"], grid),
        (0, format!("{grid}\n"), String::new())
    );
    assert_eq!(run(&["sudoku", "--count"], grid).1, "1\n");
}

#[test]
fn sudoku_limit_needs_count() {
    assert_eq!(run(&["sudoku", "--limit", "5"], "................").0, 2);
}

// ------------------------------------------------------------------ gen

#[test]
fn gen_sudoku_output_reads_back_with_one_solution() {
    let puzzle =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let problem = gen(&["sudoku", puzzle]);
    assert!(problem.starts_with("| "), "a comment says what it is");
    assert_eq!(run(&["count"], &problem).1, "1\n");
    let (_, solution, _) = run(&["solve"], &problem);
    assert!(
        solution.lines().all(|l| l.split(' ').count() == 4),
        "{solution}"
    );
    // From stdin with `-`, as a pretty grid over several lines.
    let (status, from_stdin, _) = run(
        &["gen", "sudoku", "-"],
        "# a 4x4\n1.|..\n..|2.\n--+--\n.3|..\n..|.4\n",
    );
    assert_eq!(status, 0);
    assert_eq!(run(&["count"], &from_stdin).1, "1\n");
    // A complete grid has exactly one solution, itself.
    assert_eq!(
        run(&["count"], &gen(&["sudoku", "1234341221434321"])).1,
        "1\n"
    );
    // An empty 4x4 grid has 288.
    assert_eq!(
        run(&["count"], &gen(&["sudoku", "................"])).1,
        "288\n"
    );
}

#[test]
fn gen_sudoku_rejects_a_bad_puzzle() {
    let (status, out, err) = run(&["gen", "sudoku", "11.............."], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.starts_with("dlx: puzzle: row 1, column 2"), "{err}");
    assert_eq!(run(&["gen", "sudoku", "12x"], "").0, 2);
}

#[test]
fn gen_knuth_and_queens_are_knuths_format() {
    let knuth = gen(&["knuth"]);
    assert_eq!(
        knuth.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n",
        KNUTH
    );
    let queens = gen(&["queens", "2"]);
    let lines: Vec<&str> = queens.lines().collect();
    assert!(lines[0].starts_with("| 2 queens"));
    assert_eq!(lines[1], "r0 r1 c0 c1 | a0 a1 a2 b0 b1 b2");
    assert_eq!(lines[2], "r0 c0 a0 b1");
    assert_eq!(lines.len(), 2 + 4);
    assert_eq!(run(&["gen", "queens", "0"], "").0, 2);
}

#[test]
fn gen_random_and_sudoku4_depend_on_the_seed_alone() {
    for seed in ["0", "123", "9007199254740991"] {
        let random = gen(&["random", "--seed", seed]);
        assert_eq!(random, gen(&["random", "--seed", seed]));
        assert!(
            random.starts_with("| a random exact-cover problem"),
            "{random}"
        );
        let count: u64 = run(&["count"], &random).1.trim().parse().unwrap();
        assert!(count >= 1, "seed {seed}: {random}");
        let sudoku = gen(&["sudoku4", "--seed", seed]);
        assert_eq!(sudoku, gen(&["sudoku4", "--seed", seed]));
        assert_eq!(run(&["count"], &sudoku).1, "1\n", "seed {seed}");
    }
    assert_ne!(
        gen(&["random", "--seed", "1"]),
        gen(&["random", "--seed", "2"])
    );
    assert_eq!(run(&["gen", "random", "--seed", "-1"], "").0, 2);
    assert_eq!(
        run(&["gen", "sudoku4", "--seed", "9007199254740992"], "").0,
        2
    );
}

// ------------------------------------------------------------------ pentominoes, langford, queens

/// The pictures `dlx` printed, one per solution (separated by blank lines).
fn pictures(out: &str) -> Vec<String> {
    out.split("\n\n")
        .map(|p| p.trim_end().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// Checks that `picture` is a packing of the twelve pentominoes in a `rows` x `cols` box: every
/// row `cols` letters, each of `F I L N P T U V W X Y Z` on 5 cells in the shape of that piece.
fn check_packing(picture: &str, rows: usize, cols: usize) {
    let lines: Vec<Vec<char>> = picture.lines().map(|l| l.chars().collect()).collect();
    assert_eq!(lines.len(), rows, "{rows} rows:\n{picture}");
    assert!(
        lines.iter().all(|l| l.len() == cols),
        "{cols} letters a row:\n{picture}"
    );
    for piece in dlx::polyomino::pentominoes() {
        let cells: Vec<(usize, usize)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|&(r, c)| lines[r][c] == piece.name())
            .collect();
        assert_eq!(cells.len(), 5, "5 cells of {}:\n{picture}", piece.name());
        let placed = dlx::polyomino::Piece::from_cells(piece.name(), &cells)
            .unwrap_or_else(|e| panic!("{e}:\n{picture}"));
        assert!(
            piece.orientations().contains(&placed.cells().to_vec()),
            "the cells of {} are not its shape:\n{picture}",
            piece.name()
        );
    }
}

/// The picture turned upside down, mirrored, and both: the symmetries of a box.
fn box_images(picture: &str) -> [String; 4] {
    let rows: Vec<&str> = picture.lines().collect();
    let mirror =
        |rows: &[&str]| -> Vec<String> { rows.iter().map(|r| r.chars().rev().collect()).collect() };
    let flipped: Vec<&str> = rows.iter().rev().copied().collect();
    [
        rows.join("\n"),
        mirror(&rows).join("\n"),
        flipped.join("\n"),
        mirror(&flipped).join("\n"),
    ]
}

#[test]
fn pentominoes_3x20_count_2_with_symmetry_broken_and_8_without() {
    // Knuth, TAOCP 7.2.2.1 and "Dancing Links": the 3x20 box has 2 packings, up to its
    // 4 symmetries.
    assert_eq!(
        run(
            &[
                "pentominoes",
                "--board",
                "3x20",
                "--break-symmetry",
                "--count"
            ],
            ""
        ),
        (0, "2\n".into(), String::new())
    );
    assert_eq!(
        run(&["pentominoes", "--board", "3x20", "--count"], ""),
        (0, "8\n".into(), String::new())
    );
    let (status, out, _) = run(
        &["pentominoes", "--board", "3x20", "--count", "--limit", "3"],
        "",
    );
    assert_eq!((status, out.as_str()), (0, "3\n"));
}

#[test]
fn pentominoes_3x20_pictures_are_the_packings() {
    let (status, out, err) = run(&["pentominoes", "--board", "3x20", "--all", "--stats"], "");
    assert_eq!(status, 0, "{err}");
    assert!(err.starts_with("8 solutions, "), "{err}");
    let all = pictures(&out);
    assert_eq!(all.len(), 8, "{out}");
    for picture in &all {
        check_packing(picture, 3, 20);
    }
    let mut distinct = all.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 8, "8 different packings:\n{out}");
    // With the symmetry broken: 2 packings, whose images under the box's symmetries are the 8.
    let (_, out, _) = run(
        &[
            "pentominoes",
            "--board",
            "3x20",
            "--break-symmetry",
            "--all",
        ],
        "",
    );
    let broken = pictures(&out);
    assert_eq!(broken.len(), 2, "{out}");
    let mut images: Vec<String> = broken.iter().flat_map(|p| box_images(p)).collect();
    images.sort();
    images.dedup();
    assert_eq!(images, distinct);
    // Without --all, the first packing alone.
    let (_, first, _) = run(&["pentominoes", "--board", "3x20"], "");
    assert_eq!(pictures(&first), [all[0].clone()]);
}

#[test]
fn pentominoes_on_a_board_from_a_file() {
    // Dana Scott's board, drawn in a file: 65 packings up to the 8 symmetries of the square.
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scott.board");
    let scott = "########\n########\n########\n###..###\n###..###\n########\n########\n########\n";
    std::fs::write(&file, scott).expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    assert_eq!(
        run(
            &[
                "pentominoes",
                "--board",
                path,
                "--break-symmetry",
                "--count"
            ],
            ""
        )
        .1,
        "65\n"
    );
    let (status, out, err) = run(&["pentominoes", "--board", path], "");
    assert_eq!(status, 0, "{err}");
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows.len(), 8, "{out}");
    assert_eq!(&rows[3][3..5], "..", "the holes stay holes:\n{out}");
    assert_eq!(&rows[4][3..5], "..", "the holes stay holes:\n{out}");
    let letters: usize = out.chars().filter(char::is_ascii_uppercase).count();
    assert_eq!(letters, 60, "{out}");
    // `scott` names the same board.
    assert_eq!(run(&["pentominoes", "--board", "scott"], "").1, out);
}

#[test]
fn langford_7_counts_26_sequences_up_to_reversal() {
    // OEIS A014552: 26 Langford sequences for n = 7, a sequence and its reversal counted once.
    assert_eq!(
        run(&["langford", "7", "--break-symmetry", "--count"], ""),
        (0, "26\n".into(), String::new())
    );
    assert_eq!(run(&["langford", "7", "--count"], "").1, "52\n");
    let (status, out, _) = run(&["langford", "7", "--break-symmetry", "--all"], "");
    assert_eq!(status, 0);
    let sequences = pictures(&out);
    assert_eq!(sequences.len(), 26, "{out}");
    for sequence in &sequences {
        let slots: Vec<usize> = sequence
            .split(' ')
            .map(|v| v.parse().expect("a number"))
            .collect();
        assert_eq!(slots.len(), 14, "{sequence}");
        for k in 1..=7 {
            let at: Vec<usize> = (0..14).filter(|&s| slots[s] == k).collect();
            assert!(
                at.len() == 2 && at[1] - at[0] == k + 1,
                "two {k}s with {k} numbers between them: {sequence}"
            );
        }
        let reversed: Vec<&str> = sequence.split(' ').rev().collect();
        assert!(
            !sequences.contains(&reversed.join(" ")),
            "{sequence} and its reversal"
        );
    }
    assert_eq!(run(&["langford", "3"], "").1, "3 1 2 1 3 2\n");
}

#[test]
fn langford_without_solutions_exits_1() {
    assert_eq!(
        run(&["langford", "5"], ""),
        (1, String::new(), "no solution\n".into())
    );
    assert_eq!(
        run(&["langford", "6", "--count"], ""),
        (0, "0\n".into(), String::new())
    );
}

#[test]
fn queens_are_drawn_as_boards() {
    assert_eq!(
        run(&["queens", "4", "--all"], ""),
        (
            0,
            ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n".into(),
            String::new()
        )
    );
    let (status, out, err) = run(&["queens", "8", "--count", "--stats"], "");
    assert_eq!((status, out.as_str()), (0, "92\n"));
    assert!(
        err.starts_with("92 solutions, ") && err.trim_end().ends_with(" 21375 updates, 1199 nodes"),
        "the same search as `dlx gen queens 8 | dlx count`: {err}"
    );
    let (_, out, _) = run(&["queens", "8", "--limit", "5"], "");
    assert_eq!(pictures(&out).len(), 5);
    assert_eq!(run(&["queens", "3"], "").0, 1);
}

#[test]
fn gen_pentominoes_and_langford_round_trip_through_knuths_format() {
    let packing = gen(&["pentominoes", "--board", "3x20", "--break-symmetry"]);
    assert!(
        packing.starts_with("| the 12 pentominoes in the 3x20 box"),
        "{packing}"
    );
    let items = packing.lines().nth(1).expect("the item line");
    assert!(
        items.starts_with("F I L N P T U V W X Y Z r1c1 r1c2 ")
            && items.ends_with(" r3c20 | sym-tb"),
        "{items}"
    );
    assert_eq!(run(&["count"], &packing), (0, "2\n".into(), String::new()));
    assert_eq!(
        run(&["count"], &gen(&["pentominoes", "--board", "3x20"])).1,
        "8\n"
    );
    let langford = gen(&["langford", "4"]);
    assert_eq!(
        langford.lines().nth(1),
        Some("1 2 3 4 s1 s2 s3 s4 s5 s6 s7 s8")
    );
    assert!(langford.lines().any(|l| l == "4 s1 s6"), "{langford}");
    assert_eq!(run(&["count"], &langford), (0, "2\n".into(), String::new()));
    assert_eq!(
        run(&["count"], &gen(&["langford", "7", "--break-symmetry"])).1,
        "26\n"
    );
    // The default board is the 6x10 box.
    let box6x10 = gen(&["pentominoes"]);
    assert!(
        box6x10
            .lines()
            .nth(1)
            .is_some_and(|l| l.ends_with(" r6c10")),
        "{box6x10}"
    );
}

#[test]
fn solve_pretty_draws_what_gen_printed() {
    for (problem, direct) in [
        (
            &["pentominoes", "--board", "3x20", "--break-symmetry"][..],
            &[
                "pentominoes",
                "--board",
                "3x20",
                "--break-symmetry",
                "--all",
            ][..],
        ),
        (
            &["pentominoes", "--board", "scott"],
            &["pentominoes", "--board", "scott"],
        ),
        (
            &["langford", "7", "--break-symmetry"],
            &["langford", "7", "--break-symmetry", "--all"],
        ),
        (&["queens", "6"], &["queens", "6", "--all"]),
    ] {
        let text = gen(problem);
        let all = direct.contains(&"--all");
        let args: &[&str] = if all {
            &["solve", "--pretty", "--all"]
        } else {
            &["solve", "--pretty"]
        };
        let (status, out, err) = run(args, &text);
        assert_eq!(status, 0, "{problem:?}: {err}");
        assert_eq!(out, run(direct, "").1, "{problem:?}");
    }
    // Options in another order, items in another order inside them, comments gone: the same
    // pictures, because the options are recognised by their items.
    // Both solutions for n = 4, 4 1 3 1 2 4 3 2 and its reversal, and two options of neither.
    let shuffled = "s8 s1 4 2 3 s3 s4 s5 s6 1 s7 s2\n\
                    s6 4 s1\n1 s1 s3\ns4 s2 1\n3 s7 s3\ns8 2 s5\n2 s1 s4\n\
                    2 s2 s5\ns6 s2 3\ns3 s8 4\n1 s7 s5\n";
    let (status, out, err) = run(&["solve", "--pretty", "--all"], shuffled);
    assert_eq!(status, 0, "{err}");
    let mut found = pictures(&out);
    found.sort();
    assert_eq!(found, ["2 3 4 2 1 3 1 4", "4 1 3 1 2 4 3 2"]);
}

#[test]
fn solve_pretty_rejects_what_it_cannot_draw() {
    rejects(
        &["solve", "--pretty"],
        KNUTH,
        &[
            "--pretty",
            "dlx gen pentominoes",
            "dlx gen langford",
            "dlx gen queens",
        ],
    );
    // Langford's items, but an option that does not put two copies k apart.
    rejects(
        &["solve", "--pretty"],
        "1 2 s1 s2 s3 s4\n1 s1 s3\n1 s2 s4\n2 s1 s2\n",
        &["--pretty", "dlx gen langford", "option `2 s1 s2`"],
    );
    // Pentomino cells, but 59 of them.
    let short = gen(&["pentominoes", "--board", "6x10"]).replace(" r6c10", "");
    let short: String = short
        .lines()
        .filter(|l| !l.contains("r6c10"))
        .map(|l| format!("{l}\n"))
        .collect();
    rejects(&["solve", "--pretty"], &short, &["--pretty", "cannot draw"]);
    // A file's name comes first, as for every input error.
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("knuth-pretty.dlx");
    std::fs::write(&file, KNUTH).expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    rejects(
        &["solve", "--pretty", path],
        "",
        &[&format!("{path}: --pretty: ")],
    );
}

#[test]
fn bad_puzzle_arguments_exit_2_and_say_why() {
    for command in [&["pentominoes"][..], &["gen", "pentominoes"]] {
        fn and<'a>(command: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
            [command, extra].concat()
        }
        let with = |extra| and(command, extra);
        rejects(
            &with(&["--board", "7x7"]),
            "",
            &["--board 7x7 has 49 cells", "12 pentominoes cover 60"],
        );
        rejects(
            &with(&["--board", "0x60"]),
            "",
            &["--board 0x60", "no cells"],
        );
        rejects(
            &with(&["--board", "200x3"]),
            "",
            &["--board 200x3", "too large", "at most 100"],
        );
        rejects(
            &with(&["--board", "no/such/board"]),
            "",
            &["--board no/such/board", "6x10", "scott", "no file"],
        );
        let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bad.board");
        std::fs::write(&file, "\n######\n###x##\n").expect("temp file");
        let path = file.to_str().expect("UTF-8 path");
        rejects(
            &with(&["--board", path]),
            "",
            &[&format!("{path}: "), "'x'", "line 3, column 4"],
        );
    }
    rejects(&["langford", "0"], "", &["n of at least 1, not 0"]);
    rejects(&["gen", "langford", "0"], "", &["n of at least 1, not 0"]);
    rejects(&["langford", "1001"], "", &["at most 1000"]);
    rejects(&["queens", "0"], "", &["at least 1x1"]);
    // Usage errors, from the argument parser: exit 2 too.
    assert_eq!(run(&["langford", "seven"], "").0, 2);
    assert_eq!(run(&["queens", "4", "--all", "--count"], "").0, 2);
    assert_eq!(run(&["pentominoes", "--limit", "0"], "").0, 2);
}

// ------------------------------------------------------------------ sudoku variants

/// An X-sudoku of our own making (19 givens, one solution).
const X_PUZZLE: &str =
    "2................616..4......532..78.4...............3....7..2...6....5.8...6.9..";

/// A jigsaw of our own making: the region map, one row per line (a comment first), and a
/// puzzle with 15 givens and one solution.
const JIGSAW_MAP: &str = "\
# nine regions a..i of nine cells each
abbbbbbbb
acccddbee
aaccdeeef
aaccdeggf
aaccdeegf
ahhhdgegf
hhiddgggf
hhidiigff
hhiiiiiff
";
const JIGSAW_PUZZLE: &str =
    ".........47........6........2.....39..8.....4..1....4...5.2.6.............2.....1";

/// Writes `text` to a file of the test's own and returns its path.
fn temp_file(name: &str, text: &str) -> String {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&file, text).expect("temp file");
    file.to_str().expect("UTF-8 path").to_string()
}

/// Each cell's region (from 0) in a region map: the cells sharing a letter share a region.
fn regions_of(map: &str) -> Vec<usize> {
    let mut letters: Vec<char> = Vec::new();
    map.lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.chars())
        .filter(|c| !c.is_whitespace())
        .map(|c| match letters.iter().position(|&l| l == c) {
            Some(k) => k,
            None => {
                letters.push(c);
                letters.len() - 1
            }
        })
        .collect()
}

/// The boxes of an n x n grid as regions.
fn boxes(n: usize) -> Vec<usize> {
    let b = (n as f64).sqrt() as usize;
    (0..n * n).map(|k| (k / n / b) * b + k % n / b).collect()
}

#[test]
fn sudoku_x_solves_an_x_sudoku_with_full_diagonals() {
    let (status, out, err) = run(&["sudoku", "--x", "--stats"], X_PUZZLE);
    assert_eq!(status, 0, "{err}");
    let grid = out.trim_end();
    assert!(solves_by_rules(grid, X_PUZZLE, &boxes(9), true), "{grid}");
    assert!(err.starts_with("1 puzzle, 1 solution, "), "{err}");
    assert_eq!(run(&["sudoku", "--x", "--count"], X_PUZZLE).1, "1\n");
    // Without the diagonals the same givens leave several grids.
    assert_eq!(run(&["sudoku", "--count"], X_PUZZLE).1, "2\n");
    // Every 4x4 X-sudoku grid: 48, each valid.
    let empty = "................";
    assert_eq!(
        run(&["sudoku", "--x", "--count", "--limit", "1000"], empty).1,
        "48\n"
    );
    let (_, out, _) = run(&["sudoku", "--x"], empty);
    assert!(
        solves_by_rules(out.trim_end(), empty, &boxes(4), true),
        "{out}"
    );
}

#[test]
fn sudoku_regions_solves_a_jigsaw_from_a_map_file() {
    let map = temp_file("jigsaw9.txt", JIGSAW_MAP);
    let regions = regions_of(JIGSAW_MAP);
    let (status, out, err) = run(&["sudoku", "--regions", &map], JIGSAW_PUZZLE);
    assert_eq!(status, 0, "{err}");
    let grid = out.trim_end();
    assert!(
        solves_by_rules(grid, JIGSAW_PUZZLE, &regions, false),
        "{grid}"
    );
    assert!(
        !solves_by_rules(grid, JIGSAW_PUZZLE, &boxes(9), false),
        "not a classic grid"
    );
    assert_eq!(
        run(&["sudoku", "--regions", &map, "--count"], JIGSAW_PUZZLE).1,
        "1\n"
    );
    // Each line of the input is judged against the map's size, and answered in order.
    let input = format!(
        "{JIGSAW_PUZZLE} a comment after the puzzle\n{}\n",
        ".".repeat(16)
    );
    let (status, out, _) = run(&["sudoku", "--regions", &map], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], grid);
    assert_eq!(
        lines[1],
        "error: line 2: the puzzle has 16 cells, a 9x9 needs 81"
    );
    assert_eq!(status, 2);
    // Under the map's rules, givens clash where a classic grid's would not: row 1, column 3
    // and row 2, column 1 are both in region `a` (1), but in two boxes.
    let four = temp_file("jigsaw4.txt", "aaab\nabbb\ncddd\ncccd\n");
    let puzzle = "..1.1...........";
    let (status, out, _) = run(&["sudoku", "--regions", &four], puzzle);
    assert_eq!(
        (status, out.as_str()),
        (
            2,
            "error: line 1: row 2, column 1 and row 1, column 3 both hold 1 in region 1\n"
        )
    );
    assert_eq!(run(&["sudoku", "--count"], puzzle).1, "2\n");
}

#[test]
fn sudoku_variant_errors_name_the_file_line_region_and_cells() {
    let bad = |name: &str, map: &str| temp_file(name, map);
    let map = bad("bad-char.txt", "aaab\nab-b\ncddd\ncccd\n");
    rejects(
        &["sudoku", "--regions", &map],
        "",
        &[&format!("{map}: "), "bad character '-'", "line 2, column 3"],
    );
    // `b` cut in two by swapping its cell at row 2, column 2 with the `c` below it.
    let map = bad("pieces.txt", "aaab\nacbb\nbddd\ncccd\n");
    rejects(
        &["sudoku", "--regions", &map],
        "",
        &["is in pieces", "row 3, column 1"],
    );
    let map = bad("big-region.txt", "aaaa\nabbb\ncddd\ncccd\n");
    rejects(
        &["sudoku", "--regions", &map],
        "",
        &[
            "region 1 (`a`, from row 1, column 1) has 5 cells",
            "needs 4",
        ],
    );
    let map = bad("short.txt", "aaab\nabbb\ncddd\n");
    rejects(
        &["sudoku", "--regions", &map],
        "",
        &["12 cells", "16 (4x4)"],
    );
    rejects(
        &["sudoku", "--regions", "no/such/map.txt"],
        "",
        &["cannot read no/such/map.txt"],
    );
    rejects(
        &[
            "gen",
            "sudoku",
            "--regions",
            "no/such/map.txt",
            "................",
        ],
        "",
        &["cannot read no/such/map.txt"],
    );
    // Two 1s on diagonal 1 (row 1, column 1 and the centre): only X-sudoku minds.
    let mut grid = vec!['.'; 81];
    grid[0] = '1';
    grid[40] = '1';
    let puzzle: String = grid.iter().collect();
    let (status, out, _) = run(&["sudoku", "--x"], &puzzle);
    assert_eq!(
        (status, out.as_str()),
        (
            2,
            "error: line 1: row 5, column 5 and row 1, column 1 both hold 1 on diagonal 1\n"
        )
    );
    assert_eq!(run(&["sudoku", "--count"], &puzzle).1, "2\n");
    rejects(
        &["gen", "sudoku", "--x", &puzzle],
        "",
        &["dlx: puzzle: row 5, column 5 and row 1, column 1 both hold 1 on diagonal 1"],
    );
    // One variant at a time: a usage error, exit 2.
    let map = temp_file("ok4.txt", "aaab\nabbb\ncddd\ncccd\n");
    let (status, _, err) = run(&["sudoku", "--x", "--regions", &map], "");
    assert_eq!(status, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn gen_sudoku_variants_read_back_and_draw_like_dlx_sudoku() {
    let map = temp_file("jigsaw9-gen.txt", JIGSAW_MAP);
    for (variant, puzzle) in [
        (vec!["--x"], X_PUZZLE),
        (vec!["--regions", map.as_str()], JIGSAW_PUZZLE),
        (
            vec![],
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        ),
    ] {
        let gen_args = [&["sudoku"][..], &variant, &[puzzle]].concat();
        let problem = gen(&gen_args);
        assert!(problem.starts_with("| "), "a comment says what it is");
        assert_eq!(run(&["count"], &problem).1, "1\n", "{variant:?}");
        // --pretty draws the grid as `dlx sudoku` prints it, givens read back from the items.
        let (status, drawn, err) = run(&["solve", "--pretty"], &problem);
        assert_eq!(status, 0, "{variant:?}: {err}");
        let sudoku_args = [&["sudoku"][..], &variant].concat();
        assert_eq!(drawn, run(&sudoku_args, puzzle).1, "{variant:?}");
    }
    let x = gen(&["sudoku", "--x", X_PUZZLE]);
    let items = x.lines().nth(1).expect("the item line");
    assert!(
        items.split(' ').any(|i| i == "d1=1") && items.contains(" d2="),
        "{items}"
    );
    let jigsaw = gen(&["sudoku", "--regions", &map, JIGSAW_PUZZLE]);
    assert!(
        jigsaw.contains("\n|   122222222\n|   133344255\n"),
        "{jigsaw}"
    );
    let items = jigsaw
        .lines()
        .find(|l| !l.starts_with('|'))
        .expect("the item line");
    assert!(items.contains(" g9=") && !items.contains(" b1="), "{items}");

    // All 12 X-sudoku grids with a 1 in the corner: each valid, no two the same.
    let problem = gen(&["sudoku", "--x", "1..............."]);
    let (status, out, _) = run(&["solve", "--pretty", "--all"], &problem);
    assert_eq!(status, 0);
    let mut grids = pictures(&out);
    assert_eq!(grids.len(), 12);
    for grid in &grids {
        assert!(
            solves_by_rules(grid, "1...............", &boxes(4), true),
            "{grid}"
        );
    }
    grids.sort();
    grids.dedup();
    assert_eq!(grids.len(), 12);
}

#[test]
fn solve_pretty_marks_givens_the_items_leave_open() {
    // Rows 1-2 and columns 1 and 3 lack a 1 and a 2, and so do boxes 1 and 2: the four givens
    // could be 1 2 / 2 1 or 2 1 / 1 2. The cells the options fill are drawn all the same.
    let puzzle = "1.2.2.1.........";
    let (status, drawn, _) = run(&["solve", "--pretty"], &gen(&["sudoku", puzzle]));
    assert_eq!(status, 0);
    let solved = run(&["sudoku"], puzzle).1;
    let expected: String = solved
        .chars()
        .zip(format!("{puzzle}\n").chars())
        .map(|(s, p)| if p == '.' || p == '\n' { s } else { '?' })
        .collect();
    assert_eq!(drawn, expected);
    assert!(drawn.starts_with("?3?4?4?3"), "{drawn}");
}

#[test]
fn solve_pretty_rejects_a_sudoku_option_in_the_wrong_units() {
    // The items of a 4x4 Sudoku, but an option whose column does not match its cell.
    let problem = gen(&["sudoku", "................"]);
    let broken = problem.replacen("r1c1 r1=1 c1=1 b1=1", "r1c1 r1=1 c2=1 b1=1", 1);
    assert_ne!(broken, problem);
    rejects(
        &["solve", "--pretty"],
        &broken,
        &["dlx gen sudoku", "option `r1c1 r1=1 c2=1 b1=1`"],
    );
}

#[test]
fn help_for_sudoku_and_gen_names_the_variants() {
    let (status, out, _) = run(&["help", "sudoku"], "");
    assert_eq!(status, 0);
    for text in ["--x", "--regions <FILE>", "X-sudoku", "jigsaw", "aaab"] {
        assert!(out.contains(text), "{text:?} in {out}");
    }
    let (_, out, _) = run(&["help", "gen", "sudoku"], "");
    for text in ["--x", "--regions <FILE>", "d1=7", "g3=7", "--pretty"] {
        assert!(out.contains(text), "{text:?} in {out}");
    }
    let (_, out, _) = run(&["help", "gen"], "");
    assert!(out.contains("dlx gen sudoku --x"), "{out}");
}

// ------------------------------------------------------------------ output

#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    // 12 queens has 14200 solutions: megabytes of output, far more than a pipe holds.
    let problem = gen(&["queens", "12"]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx"))
        .args(["solve", "--all"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dlx runs");
    let mut stdin = child.stdin.take().expect("piped");
    stdin
        .write_all(problem.as_bytes())
        .expect("write the problem");
    drop(stdin);
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("a first line");
    assert!(first.starts_with("r0 "), "{first}");
    drop(stdout); // what `| head -1` does
    let output = child.wait_with_output().expect("dlx finishes");
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "quietly: {err}");
}

/// Every puzzle of the shared sets, solved through the command and checked against the known
/// answers (`NAME.sol` for 9x9, the second field of each line for 16x16 and 25x25). Slow in a
/// debug build: run with `cargo test --release -- --ignored`.
#[test]
#[ignore = "a few seconds in release mode; run with --ignored"]
fn sudoku_solves_the_shared_sets() {
    let sets = [
        ("sudoku/top95.txt", Some("sudoku/solutions/top95.sol")),
        (
            "sudoku/norvig_hardest.txt",
            Some("sudoku/solutions/norvig_hardest.sol"),
        ),
        ("sudoku/sudoku16_30.txt", None),
        ("sudoku/sudoku25_10.txt", None),
    ];
    for (puzzles, answers) in sets {
        let Some(file) = data(puzzles) else {
            continue;
        };
        let answers = match answers {
            Some(sol) => match data(sol) {
                Some(sol) => std::fs::read_to_string(sol).expect("readable data"),
                None => continue,
            },
            None => std::fs::read_to_string(&file).expect("readable data"),
        };
        let expected: Vec<&str> = answers
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| l.split(' ').nth(1).expect("a solution field"))
            .collect();
        let (status, out, err) = run(&["sudoku", file.to_str().expect("UTF-8 path")], "");
        assert_eq!(status, 0, "{puzzles}: {err}");
        assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{puzzles}");
    }
}
