//! The text formats: Knuth's DLX1 format (comments, blank lines, the `|` separator, blanks),
//! writing and reading back, 0/1 matrices, and format detection.

use dlx::format::{self, detect, parse_dlx, parse_matrix, write_dlx, Format};
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{examples, OptionId, Problem, ProblemBuilder, Search};

const KNUTH: &str = "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

/// All solutions, each as its sorted option numbers, in the order found.
fn solutions(problem: Problem) -> Vec<Vec<u32>> {
    Search::new(problem)
        .solutions()
        .map(|s| {
            let mut options: Vec<u32> = s.options.iter().map(|o| o.0).collect();
            options.sort_unstable();
            options
        })
        .collect()
}

fn names(problem: &Problem) -> Vec<&str> {
    problem.items().map(|i| problem.item_name(i)).collect()
}

fn option_texts(problem: &Problem) -> Vec<String> {
    problem.options().map(|o| problem.option_text(o)).collect()
}

// ------------------------------------------------------------------------------------ DLX

#[test]
fn knuth_text_parses_to_the_built_in_example() {
    let problem = parse_dlx(KNUTH).unwrap();
    assert_eq!(problem, examples::knuth());
    assert_eq!(problem.primary_count(), 5);
    assert_eq!(problem.item_count(), 7);
    assert_eq!(solutions(problem), [vec![0, 3, 4]]);
}

#[test]
fn comments_anywhere() {
    let text = "\
| Knuth's example from TAOCP 7.2.2.1
|
| primary A-E, secondary F G
A B C D E | F G
| the options
C E F
A D G
    | an indented comment
\t| a comment after a tab
B C F
|A D   (a comment touching the bar is still a comment, even if it looks like an option)
A D
B G
D E G
| the end";
    assert_eq!(parse_dlx(text).unwrap(), examples::knuth());
}

#[test]
fn blank_lines_anywhere() {
    let text = "\n\n  \nA B C D E | F G\n\n\t\nC E F\nA D G\n \nB C F\nA D\nB G\nD E G\n\n\n";
    assert_eq!(parse_dlx(text).unwrap(), examples::knuth());
}

#[test]
fn windows_line_endings() {
    let text = KNUTH.replace('\n', "\r\n");
    assert_eq!(parse_dlx(&text).unwrap(), examples::knuth());
}

#[test]
fn no_bar_means_every_item_is_primary() {
    let problem = parse_dlx("A B C\nA B\nC\nA\nB C\n").unwrap();
    assert_eq!(problem.primary_count(), 3);
    assert_eq!(problem.item_count(), 3);
    assert_eq!(names(&problem), ["A", "B", "C"]);
    assert!(problem.items().all(|i| problem.is_primary(i)));
    assert_eq!(solutions(problem), [vec![0, 1], vec![2, 3]]);
}

#[test]
fn bar_at_the_end_of_the_item_line() {
    let problem = parse_dlx("A B |\nA\nB\n").unwrap();
    assert_eq!(problem.primary_count(), 2);
    assert_eq!(problem.item_count(), 2);
}

#[test]
fn bar_attached_to_a_name() {
    // Knuth's parser reads `|C` as the separator, then `C`.
    let attached = parse_dlx("A B |C D\nA C\nB D\nA\nB\n").unwrap();
    let spaced = parse_dlx("A B | C D\nA C\nB D\nA\nB\n").unwrap();
    assert_eq!(attached, spaced);
    assert_eq!(attached.primary_count(), 2);
    assert_eq!(names(&attached), ["A", "B", "C", "D"]);
    assert_eq!(
        parse_dlx("A B C D E |F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n").unwrap(),
        examples::knuth()
    );
}

#[test]
fn tabs_and_runs_of_blanks() {
    let text = "  A\tB  C\t\tD E |\t F    G  \nC\tE F\n   A D  G\nB\t\tC\tF\nA D\t\nB G\n\tD E G\n";
    assert_eq!(parse_dlx(text).unwrap(), examples::knuth());
}

#[test]
fn every_unicode_blank_separates_names() {
    // A vertical tab, a form feed, a no-break space and an em space, in the item line and in
    // options (the reader splits ASCII lines its own faster way: it must agree).
    let text = "A\u{b}B\u{c}C D\u{a0}E | F\u{2003}G\nC\u{b}E F\nA D\u{a0}G\nB C\u{2003}F\nA\u{b}D\nB G\nD E G\n";
    assert_eq!(parse_dlx(text).unwrap(), examples::knuth());
}

#[test]
fn names_that_share_long_prefixes_stay_apart() {
    // Names equal in their first eight bytes, or one the other's prefix: each is its own item.
    let items = [
        "abcdefgh",
        "abcdefgh1",
        "abcdefg",
        "abcdefgh2",
        "abcdefghabcdefgh",
        "a",
    ];
    let mut text = items.join(" ");
    text.push('\n');
    for name in items {
        text.push_str(name);
        text.push('\n');
    }
    let problem = parse_dlx(&text).unwrap();
    assert_eq!(names(&problem), items);
    assert_eq!(option_texts(&problem), items);
    assert_eq!(solutions(problem), [vec![0, 1, 2, 3, 4, 5]]);
}

#[test]
fn names_may_hold_any_other_character() {
    let text = "r1c1 r1=9 #x é_ü x.y | s-1 [z]\nr1c1 r1=9\n#x é_ü s-1\nx.y [z]\n";
    let problem = parse_dlx(text).unwrap();
    assert_eq!(
        names(&problem),
        ["r1c1", "r1=9", "#x", "é_ü", "x.y", "s-1", "[z]"]
    );
    assert_eq!(
        option_texts(&problem),
        ["r1c1 r1=9", "#x é_ü s-1", "x.y [z]"]
    );
    assert_eq!(write_dlx(&problem), text);
}

#[test]
fn write_knuth_exactly() {
    assert_eq!(write_dlx(&examples::knuth()), KNUTH);
    let mut b = ProblemBuilder::new();
    b.primary("A").unwrap();
    b.primary("B").unwrap();
    b.option(&["B", "A"]).unwrap();
    assert_eq!(
        write_dlx(&b.build().unwrap()),
        "A B\nB A\n",
        "no bar without secondary items; option order kept"
    );
}

fn assert_round_trip(problem: &Problem) {
    let text = write_dlx(problem);
    let back = parse_dlx(&text).unwrap_or_else(|e| panic!("{e} in\n{text}"));
    assert_eq!(&back, problem);
    assert_eq!(write_dlx(&back), text);
}

#[test]
fn round_trip_knuth() {
    assert_round_trip(&examples::knuth());
}

#[test]
fn round_trip_queens() {
    for n in [1, 2, 5, 8] {
        assert_round_trip(&examples::queens(n));
    }
    let text = write_dlx(&examples::queens(5));
    assert!(text.starts_with("r0 r1 r2 r3 r4 c0 c1 c2 c3 c4 | a0 "));
    assert_eq!(Search::new(parse_dlx(&text).unwrap()).count(None), 10);
}

#[test]
fn round_trip_sudoku_encodings() {
    let puzzle = Sudoku::parse(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap();
    for encoding in [Encoding::Reduced, Encoding::Full] {
        let (problem, _) = puzzle.encode(encoding);
        assert_round_trip(&problem);
    }
    let (problem, _) = Sudoku::empty(2).encode(Encoding::Full);
    assert_round_trip(&problem);
}

#[test]
fn round_trip_classic_matrix() {
    assert_round_trip(&examples::classic_matrix());
}

#[test]
fn round_trip_zero_options() {
    let problem = parse_dlx("A B | C\n").unwrap();
    assert_round_trip(&problem);
}

#[test]
fn zero_options_means_zero_solutions() {
    let problem = parse_dlx("A B | C\n| no options at all\n").unwrap();
    assert_eq!(problem.option_count(), 0);
    assert_eq!(problem.node_count(), 0);
    let mut search = Search::new(problem);
    assert_eq!(search.count(None), 0);
    assert!(search.next_solution().is_none());

    let mut b = ProblemBuilder::new();
    b.primary("only").unwrap();
    assert_eq!(Search::new(b.build().unwrap()).count(None), 0);
}

// ------------------------------------------------------------------------------------ matrix

const CLASSIC_COMPACT: &str = "\
0010110
1001001
0110010
1001000
0100001
0001101
";

#[test]
fn classic_matrix_with_spaces() {
    let problem = parse_matrix(examples::CLASSIC_MATRIX).unwrap();
    assert_eq!(problem, examples::classic_matrix());
    assert_eq!(problem.item_count(), 7);
    assert_eq!(problem.primary_count(), 7);
    assert_eq!(problem.option_count(), 6);
    assert_eq!(names(&problem), ["c1", "c2", "c3", "c4", "c5", "c6", "c7"]);
    assert_eq!(problem.option_text(OptionId(0)), "c3 c5 c6");
    // Rows 1, 4 and 5.
    assert_eq!(solutions(problem), [vec![0, 3, 4]]);
}

#[test]
fn classic_matrix_without_spaces() {
    let problem = parse_matrix(CLASSIC_COMPACT).unwrap();
    assert_eq!(problem, examples::classic_matrix());
    assert_eq!(solutions(problem), [vec![0, 3, 4]]);
}

#[test]
fn matrix_blank_lines_tabs_and_line_endings() {
    let text =
        "\n0 0 1\t0 1 1 0\r\n\n1001001\r\n 0 1 1 0 0 1 0 \n1001000\n\n0100001\n0 0 0 1 1 0 1";
    assert_eq!(parse_matrix(text).unwrap(), examples::classic_matrix());
}

#[test]
fn matrix_as_dlx_text() {
    let text = write_dlx(&examples::classic_matrix());
    assert_eq!(
        text,
        "c1 c2 c3 c4 c5 c6 c7\nc3 c5 c6\nc1 c4 c7\nc2 c3 c6\nc1 c4\nc2 c7\nc4 c5 c7\n"
    );
}

// ------------------------------------------------------------------------------------ detect

#[test]
fn detect_formats() {
    assert_eq!(detect(examples::CLASSIC_MATRIX), Format::Matrix);
    assert_eq!(detect(CLASSIC_COMPACT), Format::Matrix);
    assert_eq!(detect("\n1 0\t1\n\n0 1 1\n"), Format::Matrix);
    assert_eq!(detect(KNUTH), Format::Dlx);
    assert_eq!(detect("| a comment\n1 0\n"), Format::Dlx);
    assert_eq!(detect("1 0 2\n"), Format::Dlx);
    // The first line that is not blank decides, so a typo further down a matrix is reported
    // as a bad matrix character.
    let typo = "1 0 1\n0 2 1\n";
    assert_eq!(detect(typo), Format::Matrix);
    assert_eq!(
        format::parse(typo, detect(typo)).unwrap_err().to_string(),
        "line 2, column 3: unexpected character `2`: a matrix holds only 0 and 1"
    );
    // Nothing to go on: DLX, whose parser explains what is missing.
    assert_eq!(detect(""), Format::Dlx);
    assert_eq!(detect("  \n\n"), Format::Dlx);
}

#[test]
fn parse_by_detected_format() {
    for (text, expected) in [
        (examples::CLASSIC_MATRIX, examples::classic_matrix()),
        (CLASSIC_COMPACT, examples::classic_matrix()),
        (KNUTH, examples::knuth()),
    ] {
        assert_eq!(format::parse(text, detect(text)).unwrap(), expected);
    }
    assert_eq!(
        format::parse(KNUTH, Format::Matrix)
            .unwrap_err()
            .to_string(),
        "line 1, column 1: unexpected character `A`: a matrix holds only 0 and 1"
    );
}

#[test]
fn dlx_with_presets_has_the_solutions_of_the_preset_search() {
    use dlx::Heuristic;
    // A 4x4 with two solutions, in the full encoding: its givens are presets.
    let sudoku = Sudoku::parse("1.3.....2..1....").unwrap();
    let (problem, decoder) = sudoku.encode(Encoding::Full);
    assert!(!decoder.presets().is_empty());
    let mut preset = decoder.search(problem.clone(), Heuristic::Mrv);
    let text = format::write_dlx_with_presets(&problem, decoder.presets());
    assert!(text.starts_with("| the givens are the only options left for their items\n"));
    let read = parse_dlx(&text).expect("the text reads back");
    assert!(read.option_count() < problem.option_count());
    assert_eq!(Search::new(read).count(None), preset.count(None));
    // Without presets, the plain text.
    assert_eq!(
        format::write_dlx_with_presets(&problem, &[]),
        write_dlx(&problem)
    );
}
