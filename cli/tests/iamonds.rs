//! `dlx iamonds` and `dlx gen iamonds`: the hexiamonds on triangular boards, counted, drawn and
//! written in Knuth's format.
//!
//! Source of the count: Knuth, "Dancing Links" (2000): 156 packings of the 6x6 rhombus, up to
//! its 4 symmetries. For the 4x9 parallelogram no published count is used: its packings are
//! checked one by one.

mod common;

use std::path::PathBuf;

use common::run;

/// The packings printed, separated by blank lines.
fn pictures(out: &str) -> Vec<String> {
    out.split("\n\n")
        .map(|p| p.trim_end().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// The letters of a picture, row by row: every second character, from the second.
fn letters(picture: &str) -> Vec<String> {
    picture
        .lines()
        .map(|line| line.chars().skip(1).step_by(2).collect::<String>())
        .collect()
}

#[test]
fn iamonds_4x9_packings_are_drawn_one_by_one() {
    let (status, out, err) = run(
        &["iamonds", "--board", "4x9", "--break-symmetry", "--count"],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""));
    let once: usize = out.trim().parse().expect("a count");
    let (status, out, _) = run(
        &["iamonds", "--board", "4x9", "--break-symmetry", "--all"],
        "",
    );
    assert_eq!(status, 0);
    let all = pictures(&out);
    assert_eq!(all.len(), once);
    for picture in &all {
        let rows = letters(picture);
        assert_eq!(rows.len(), 4, "{picture}");
        // Each row: 18 triangles, starting one column (a space and a side) right of the row above.
        for (r, row) in rows.iter().enumerate() {
            let row = row.trim_start();
            assert_eq!(row.chars().count(), 18, "row {r} of\n{picture}");
            assert!(picture
                .lines()
                .nth(r)
                .unwrap()
                .starts_with(&" ".repeat(2 * r + 2)));
        }
        // Every letter A to L covers 6 triangles.
        let text: String = rows.concat();
        for piece in 'A'..='L' {
            assert_eq!(
                text.matches(piece).count(),
                6,
                "piece {piece} in\n{picture}"
            );
        }
    }
    let mut distinct = all.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), all.len());
}

#[test]
fn gen_iamonds_round_trips_through_knuths_format() {
    let (status, dlx, _) = run(
        &["gen", "iamonds", "--board", "4x9", "--break-symmetry"],
        "",
    );
    assert_eq!(status, 0);
    assert!(
        dlx.starts_with("| the 12 hexiamonds on the triangular board `4x9`"),
        "{dlx}"
    );
    assert!(
        dlx.contains(" r1c2d r1c3u "),
        "triangle items name their way: {dlx}"
    );
    let (_, counted, _) = run(&["count", "--limit", "3"], &dlx);
    assert_eq!(counted, "3\n");
    let (_, solved, _) = run(&["solve"], &dlx);
    let (_, direct, _) = run(&["iamonds", "--board", "4x9", "--break-symmetry"], "");
    // The first solution's options, each a piece and its triangles, are the first packing.
    let picture = letters(&direct);
    for option in solved.lines() {
        let mut names = option.split_whitespace();
        let piece = names
            .next()
            .expect("a piece")
            .chars()
            .next()
            .expect("a letter");
        for name in names {
            let (r, rest) = name[1..].split_once('c').expect("r..c..");
            let (r, j): (usize, usize) =
                (r.parse().unwrap(), rest[..rest.len() - 1].parse().unwrap());
            assert_eq!(
                picture[r - 1].chars().nth(j - 1),
                Some(piece),
                "{name} in\n{direct}"
            );
        }
    }
}

#[test]
#[ignore = "release: a few seconds"]
fn iamonds_6x6_has_knuths_156_packings() {
    assert_eq!(
        run(&["iamonds", "--break-symmetry", "--count"], ""),
        (0, "156\n".into(), String::new())
    );
}

#[test]
fn iamonds_on_a_board_from_a_file_and_bad_boards() {
    // The 4x9 parallelogram, drawn in a file, is the same board as its name.
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("para.iamonds");
    let rows: Vec<String> = (0..4)
        .map(|r| format!("{}{}", ".".repeat(r + 1), "#".repeat(18)))
        .collect();
    std::fs::write(&file, rows.join("\n")).expect("temp file");
    let path = file.to_str().expect("UTF-8 path");
    let (_, from_file, _) = run(&["iamonds", "--board", path, "--limit", "1"], "");
    let (_, named, _) = run(&["iamonds", "--board", "4x9", "--limit", "1"], "");
    assert_eq!(from_file, named);
    let (status, _, err) = run(&["iamonds", "--board", "5x6"], "");
    assert_eq!(status, 2);
    assert!(
        err.contains("--board 5x6 has 60 triangles, but the 12 hexiamonds cover 72"),
        "{err}"
    );
    std::fs::write(&file, "..##\n#x#").expect("temp file");
    let (status, _, err) = run(&["iamonds", "--board", path], "");
    assert_eq!(status, 2);
    assert!(err.contains("line 2, column 2"), "{err}");
    let (status, _, err) = run(&["iamonds", "--board", "no-such-board"], "");
    assert_eq!(status, 2);
    assert!(err.contains("not a size such as 6x6"), "{err}");
}

#[test]
fn gen_iamonds_solved_with_pretty_is_drawn_as_dlx_iamonds_draws_it() {
    let (_, dlx, _) = run(
        &["gen", "iamonds", "--board", "4x9", "--break-symmetry"],
        "",
    );
    let (status, pretty, err) = run(&["solve", "--pretty", "--limit", "3", "--all"], &dlx);
    assert_eq!(status, 0, "{err}");
    let (_, direct, _) = run(
        &["iamonds", "--board", "4x9", "--break-symmetry", "--all"],
        "",
    );
    // The same search, the same order: the first three packings, drawn the same way.
    let drawn = pictures(&pretty);
    assert_eq!(drawn.len(), 3);
    assert_eq!(drawn, pictures(&direct)[..3].to_vec());
    // An option that is not a placement is named.
    // An option of the problem's own items that is not a placement is named: piece A on six
    // triangles far apart.
    let items: Vec<&str> = dlx
        .lines()
        .find(|l| !l.starts_with('|'))
        .expect("the items line")
        .split_whitespace()
        .filter(|name| name.len() > 1)
        .collect();
    let scattered: Vec<&str> = items.iter().step_by(11).take(6).copied().collect();
    let option = format!("A {}", scattered.join(" "));
    let broken = format!("{}\n{option}\n", dlx.trim_end());
    let (status, _, err) = run(&["solve", "--pretty"], &broken);
    assert_eq!(status, 2);
    assert!(
        err.contains(&format!(
            "the items are those of `dlx gen iamonds`, but the option `{option}` is not a placement of a hexiamond"
        )),
        "{err}"
    );
}

#[test]
fn a_board_that_starts_in_the_first_column_keeps_its_placements_there() {
    // A board that starts in its first column (72 triangles, pointing up there in row 7 and
    // down in row 8): an independent generator of Knuth's format counted by a separate DLX
    // program gave 152 packings from 1,699 options; `tests/polyform_oracle.rs` counts them
    // again by a brute force.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/polyform/first-column.iamonds"
    );
    let (status, out, err) = run(&["iamonds", "--board", path, "--count"], "");
    assert_eq!((status, out.trim(), err.as_str()), (0, "152", ""));
    let (status, dlx, err) = run(&["gen", "iamonds", "--board", path], "");
    assert_eq!((status, err.as_str()), (0, ""));
    let rows: Vec<&str> = dlx
        .lines()
        .filter(|l| !l.starts_with('|') && !l.trim().is_empty())
        .collect();
    // The items line, then one option per placement.
    assert_eq!(rows.len() - 1, 1699);
    // The triangles of the first column (rows 7 and 8, from 1) are covered by some options.
    for item in ["r7c1u", "r8c1d"] {
        assert!(
            rows[1..].iter().any(|o| o.split(' ').any(|i| i == item)),
            "no option covers {item}"
        );
    }
    let (status, out, _) = run(&["count"], &dlx);
    assert_eq!((status, out.trim()), (0, "152"));
}

#[test]
fn soma_fills_the_cube_in_480_ways_up_to_rotation() {
    // Conway and Guy: 240 packings up to the cube's 48 rotations and reflections, 11,520 in
    // all; a mirror image exchanges the screws A and B, so up to rotation alone there are 480.
    let (status, out, err) = run(&["soma", "--break-symmetry", "--count"], "");
    assert_eq!((status, out.trim(), err.as_str()), (0, "480", ""));
    let (status, out, _) = run(&["soma"], "");
    assert_eq!(status, 0);
    // Three layers side by side, each 3x3, every piece with its own number of cubes.
    let rows: Vec<&str> = out.trim_end().lines().collect();
    assert_eq!(rows.len(), 3, "{out}");
    let mut letters: Vec<char> = rows
        .iter()
        .flat_map(|row| {
            assert_eq!(row.chars().count(), 11, "{out}");
            row.chars().filter(|&c| c != ' ')
        })
        .collect();
    letters.sort_unstable();
    let counts: String = "VLTZABP"
        .chars()
        .map(|p| char::from(b'0' + letters.iter().filter(|&&c| c == p).count() as u8))
        .collect();
    assert_eq!(counts, "3444444", "{out}");
    assert_eq!(letters.len(), 27);
}
