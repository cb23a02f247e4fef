//! `dlx killer`, run as a user would.

mod common;
use common::run;

use std::path::PathBuf;

/// A shipped cage map, by its path from the repository's root.
fn map(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/killer")
        .join(name)
        .to_str()
        .expect("UTF-8 path")
        .to_string()
}

#[test]
fn solves_the_shipped_map_and_draws_the_cages_beside_the_grid() {
    let (status, out, err) = run(&["killer", &map("seed-2026.txt")], "");
    assert_eq!((status, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    // Nine rows and two rules between the bands.
    assert_eq!(lines.len(), 11, "{out}");
    assert!(lines[3].starts_with("------+"), "{out}");
    // Each row: nine values, then the nine cage keys of the map's row.
    let text = std::fs::read_to_string(map("seed-2026.txt")).unwrap();
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(9)
        .collect();
    let drawn: Vec<&&str> = lines.iter().filter(|l| !l.starts_with('-')).collect();
    for (line, row) in drawn.iter().zip(&rows) {
        let (grid, keys) = line.split_once("    ").expect("grid, then keys");
        assert_eq!(keys.replace(' ', ""), *row);
        let values: Vec<char> = grid.chars().filter(char::is_ascii_digit).collect();
        assert_eq!(values.len(), 9);
    }
}

#[test]
fn counts_one_solution_and_a_given_that_breaks_it_none() {
    let four = map("seed-7-4x4.txt");
    assert_eq!(run(&["killer", "--count", &four], "").1, "1\n");
    let (status, out, _) = run(
        &["killer", "--count", "--givens", "1...............", &four],
        "",
    );
    assert_eq!((status, out.as_str()), (0, "0\n"));
    let (status, _, err) = run(&["killer", "--givens", "1...............", &four], "");
    assert_eq!(status, 1, "{err}");
}

#[test]
fn new_maps_are_made_from_a_seed_and_read_back() {
    let (status, made, _) = run(&["killer", "--new", "7", "--size", "4"], "");
    assert_eq!(status, 0);
    let shipped = std::fs::read_to_string(map("seed-7-4x4.txt")).unwrap();
    let without_comment: String = shipped.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(made, without_comment);
    assert_eq!(run(&["killer", "--count", "-"], &made).1, "1\n");
}

#[test]
fn a_bad_map_is_refused_with_its_line_and_cell() {
    let (status, out, err) = run(&["killer", "-"], "AABB\nCD.B\nCEFF\nGEFH\n");
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err.trim(),
        "dlx: line 2: cell r2c3 is in no cage (every cell needs a cage letter)"
    );
    let (status, _, err) = run(&["killer", "-"], "AABB\nCDDB\nCEFF\nGEFH\nA=99\n");
    assert_eq!(status, 2);
    assert!(
        err.contains("line 5: cage A has 2 cells, whose distinct values sum to 3-7, not 99"),
        "{err}"
    );
}

#[test]
fn gen_killer_writes_the_colored_problem_that_solves_to_the_same_grid() {
    let (status, dlx, err) = run(&["gen", "killer", &map("seed-7-4x4.txt")], "");
    assert_eq!((status, err.as_str()), (0, ""));
    // The comment lines: what it is, the map, the cages' items and sums.
    let comments: Vec<&str> = dlx.lines().take_while(|l| l.starts_with('|')).collect();
    assert!(
        comments[0].contains("Killer Sudoku as exact cover with colors"),
        "{dlx}"
    );
    assert_eq!(comments[1], "|   ABBC");
    assert_eq!(
        comments[5],
        "|   k1: A=8 k2: B=3 k3: C=3 k4: D=6 k5: E=7 k6: F=7 k7: G=6"
    );
    // As dlx2 would read it: one solution, and the cells' colors are the grid `dlx killer` draws.
    let (_, count, _) = run(&["count"], &dlx);
    assert_eq!(count, "1\n");
    let (_, solved, _) = run(&["solve"], &dlx);
    let (_, drawn, _) = run(&["killer", &map("seed-7-4x4.txt")], "");
    let values: Vec<char> = drawn
        .lines()
        .filter(|l| !l.starts_with('-'))
        .flat_map(|l| {
            l.split("    ")
                .next()
                .unwrap()
                .chars()
                .filter(char::is_ascii_digit)
                .collect::<Vec<_>>()
        })
        .collect();
    for option in solved.lines().filter(|l| l.starts_with('r')) {
        // `r2c3 r2=4 c3=4 b2=4 x_r2c3:4`: row 2, column 3 holds 4.
        let cell = option.split_whitespace().next().unwrap();
        let (r, c) = cell[1..].split_once('c').unwrap();
        let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
        let value = option.rsplit(':').next().unwrap().chars().next().unwrap();
        assert_eq!(values[(r - 1) * 4 + (c - 1)], value, "{option}");
    }
    // A bad map: the file and the line said, nothing written.
    let (status, out, err) = run(&["gen", "killer", "-"], "AB\nAB\nA=3\n");
    assert_eq!(status, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "dlx: line 1: a row of 2 cells; a Killer Sudoku has 4 or 9 cells per row\n"
    );
}
