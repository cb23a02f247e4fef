//! `dlx gen sticks`, counted and drawn by the real binary.

mod common;
use common::run;

/// `dlx gen sticks args`, which must succeed: the problem text.
fn gen(args: &[&str]) -> String {
    let mut full = vec!["gen", "sticks"];
    full.extend_from_slice(args);
    let (status, out, err) = run(&full, "");
    assert_eq!(status, 0, "dlx gen sticks {args:?} failed: {err}");
    out
}

#[test]
fn the_problem_names_pieces_edges_and_crossing_points() {
    let text = gen(&[]);
    let mut lines = text.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("| the tetrasticks FIJLNOPRTUVWXYZ"));
    let items = lines.next().unwrap();
    let (primary, secondary) = items.split_once(" | ").expect("secondary items");
    assert_eq!(primary.split(' ').count(), 15 + 60);
    assert_eq!(secondary.split(' ').count(), 16);
    assert!(secondary.split(' ').all(|p| p.starts_with('p')));
    // The X goes straight through its centre both ways: it names the point once.
    assert!(
        text.lines().any(|l| l == "X v1.2 h2.1 h2.2 v2.2 p2.2"),
        "{text}"
    );
}

#[test]
fn a_drawn_packing_covers_every_edge_once() {
    let problem = gen(&["--break-symmetry"]);
    let (status, out, err) = run(&["solve", "--pretty"], &problem);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 11, "{out}");
    let mut letters = std::collections::BTreeMap::new();
    for (r, line) in lines.iter().enumerate() {
        assert_eq!(line.chars().count(), 16, "{out}");
        for (c, ch) in line.chars().enumerate() {
            // A line of points: `+` at every third character, each horizontal edge's letter
            // twice after it (counted once). A line of squares: a vertical edge's letter at
            // every third character, blanks between.
            let counted = match (r % 2, c % 3) {
                (0, 0) => {
                    assert_eq!(ch, '+', "{out}");
                    false
                }
                (0, 1) | (1, 0) => true,
                _ => false,
            };
            if counted {
                *letters.entry(ch).or_insert(0) += 1;
            }
        }
    }
    // 15 pieces, each on four edges; H is left out.
    assert_eq!(letters.len(), 15, "{out}");
    assert!(letters.values().all(|&n| n == 4), "{out}");
    assert!(!letters.contains_key(&'H'));
}

#[test]
fn a_small_board_counts_as_the_pieces_allow() {
    // The O alone fits the 1x1 board once; with symmetry broken it cannot be (it is symmetric).
    let one = gen(&["--board", "1x1", "--omit", "FHIJLNPRTUVWXYZ"]);
    let (status, out, _) = run(&["count"], &one);
    assert_eq!((status, out.trim()), (0, "1"));
    let (status, _, err) = run(
        &[
            "gen",
            "sticks",
            "--board",
            "1x1",
            "--omit",
            "FHIJLNPRTUVWXYZ",
            "--break-symmetry",
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(err.contains("cannot break the board's symmetry"), "{err}");
}

#[test]
fn bad_boards_and_pieces_say_which_option() {
    for (args, says) in [
        (&["--omit", "Q"][..], "--omit Q: no tetrastick is named 'Q'"),
        (
            // Named in words, not as a Rust string (`--omit ""`), with no "piece(s)".
            &["--omit", ""][..],
            "--board 5x5 has 60 edges, but all 16 tetrasticks have 64 sticks: leave out 1 more \
             piece, if the numbers allow",
        ),
        (
            &["--omit", "I,O"][..],
            "--board 5x5 has 60 edges, but the 14 tetrasticks left after --omit IO have 56 \
             sticks: leave out 1 fewer piece, if the numbers allow",
        ),
        (
            &["--board", "0x5"][..],
            "--board 0x5: a 0x5 board of sticks cannot be",
        ),
        (
            &["--board", "big"][..],
            "--board big: unknown board of sticks `big`",
        ),
    ] {
        let mut full = vec!["gen", "sticks"];
        full.extend_from_slice(args);
        let (status, _, err) = run(&full, "");
        assert_eq!(status, 2, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
