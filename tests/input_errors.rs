//! Every input error the library reports, checked by its full message, so that a change in
//! wording is a deliberate change: builder errors, DLX text, 0/1 matrices, Sudoku text, presets.

use dlx::format::{self, parse_dlx, parse_matrix, ParseError};
use dlx::sudoku::{Sudoku, SudokuError};
use dlx::{
    examples, BuildError, ItemId, OptionId, PresetError, ProblemBuilder, Search, MAX_NAME_LEN,
};

/// A builder with primary items `A B C` and secondary items `x y`.
fn abc_xy() -> ProblemBuilder {
    let mut b = ProblemBuilder::new();
    for name in ["A", "B", "C"] {
        b.primary(name).unwrap();
    }
    for name in ["x", "y"] {
        b.secondary(name).unwrap();
    }
    b
}

fn build_err(result: Result<impl std::fmt::Debug, BuildError>) -> (BuildError, String) {
    let error = result.expect_err("the builder should refuse this");
    let message = error.to_string();
    (error, message)
}

fn dlx_err(text: &str) -> String {
    parse_dlx(text)
        .expect_err("the DLX text should be refused")
        .to_string()
}

fn matrix_err(text: &str) -> ParseError {
    parse_matrix(text).expect_err("the matrix should be refused")
}

fn sudoku_err(text: &str) -> (SudokuError, String) {
    let error = Sudoku::parse(text).expect_err("the Sudoku should be refused");
    let message = error.to_string();
    (error, message)
}

// ------------------------------------------------------------------------------------ builder

#[test]
fn builder_duplicate_item() {
    let mut b = ProblemBuilder::new();
    b.primary("A").unwrap();
    let (error, message) = build_err(b.primary("A"));
    assert_eq!(
        error,
        BuildError::DuplicateItem {
            name: "A".to_string()
        }
    );
    assert_eq!(message, "duplicate item name `A`");
    // A secondary item may not reuse a primary item's name either.
    let (_, message) = build_err(b.secondary("A"));
    assert_eq!(message, "duplicate item name `A`");
    b.secondary("x").unwrap();
    let (_, message) = build_err(b.secondary("x"));
    assert_eq!(message, "duplicate item name `x`");
}

#[test]
fn builder_empty_name() {
    let (error, message) = build_err(ProblemBuilder::new().primary(""));
    assert_eq!(
        error,
        BuildError::BadItemName {
            name: String::new(),
            reason: "it is empty"
        }
    );
    assert_eq!(message, "bad item name ``: it is empty");
    let (_, message) = build_err(ProblemBuilder::new().secondary(""));
    assert_eq!(message, "bad item name ``: it is empty");
}

#[test]
fn builder_name_with_blank() {
    let mut b = ProblemBuilder::new();
    let (_, message) = build_err(b.primary("a b"));
    assert_eq!(message, "bad item name `a b`: it contains a blank");
    // Control characters are escaped in messages, so that a message stays on one line.
    let (_, message) = build_err(b.primary("a\tb"));
    assert_eq!(message, "bad item name `a<U+0009>b`: it contains a blank");
    let (_, message) = build_err(b.primary(" "));
    assert_eq!(message, "bad item name ` `: it contains a blank");
    let (_, message) = build_err(b.secondary("trailing\n"));
    assert_eq!(
        message,
        "bad item name `trailing<U+000A>`: it contains a blank"
    );
}

#[test]
fn builder_name_with_control_character() {
    let mut b = ProblemBuilder::new();
    let (error, message) = build_err(b.primary("a\u{0}b"));
    assert_eq!(
        error,
        BuildError::BadItemName {
            name: "a\u{0}b".to_string(),
            reason: "it contains a control character"
        }
    );
    assert_eq!(
        message,
        "bad item name `a<U+0000>b`: it contains a control character"
    );
    let (_, message) = build_err(b.secondary("\u{1b}[31mred"));
    assert_eq!(
        message,
        "bad item name `<U+001B>[31mred`: it contains a control character"
    );
}

#[test]
fn builder_name_with_colon() {
    let (error, message) = build_err(ProblemBuilder::new().primary("a:b"));
    assert_eq!(
        error,
        BuildError::BadItemName {
            name: "a:b".to_string(),
            reason: "it contains `:`"
        }
    );
    assert_eq!(message, "bad item name `a:b`: it contains `:`");
}

#[test]
fn builder_name_with_bar() {
    let (_, message) = build_err(ProblemBuilder::new().primary("a|b"));
    assert_eq!(message, "bad item name `a|b`: it contains `|`");
    let (_, message) = build_err(ProblemBuilder::new().secondary("|"));
    assert_eq!(message, "bad item name `|`: it contains `|`");
}

#[test]
fn builder_name_too_long() {
    let mut b = ProblemBuilder::new();
    let longest = "n".repeat(MAX_NAME_LEN);
    b.primary(longest.as_str())
        .expect("a name of exactly MAX_NAME_LEN bytes is fine");
    let too_long = "n".repeat(MAX_NAME_LEN + 1);
    let (error, message) = build_err(b.primary(too_long.as_str()));
    assert_eq!(
        error,
        BuildError::NameTooLong {
            name: too_long.clone()
        }
    );
    // The message shows the name's first 32 bytes, so a huge token makes a short message.
    assert_eq!(
        message,
        format!(
            "item name `{}…` is too long: 65 bytes, the limit is 64",
            "n".repeat(32)
        )
    );
    // The limit is in bytes: 33 two-byte characters are too long, and the cut keeps whole
    // characters.
    let wide = "é".repeat(33);
    let (_, message) = build_err(b.secondary(wide.as_str()));
    assert_eq!(
        message,
        format!(
            "item name `{}…` is too long: 66 bytes, the limit is 64",
            "é".repeat(16)
        )
    );
}

#[test]
fn builder_primary_after_secondary() {
    let mut b = ProblemBuilder::new();
    b.primary("A").unwrap();
    b.secondary("x").unwrap();
    let (error, message) = build_err(b.primary("B"));
    assert_eq!(
        error,
        BuildError::PrimaryAfterSecondary {
            name: "B".to_string()
        }
    );
    assert_eq!(
        message,
        "primary item `B` declared after a secondary item; primary items come first"
    );
}

#[test]
fn builder_unknown_item() {
    let mut b = abc_xy();
    let (error, message) = build_err(b.option(&["A", "Z"]));
    assert_eq!(
        error,
        BuildError::UnknownItem {
            name: "Z".to_string(),
            option: 0
        }
    );
    assert_eq!(message, "unknown item `Z` in option 1");
    b.option(&["A"]).unwrap();
    let (_, message) = build_err(b.option(&["B", "a"]));
    assert_eq!(
        message, "unknown item `a` in option 2",
        "names are case-sensitive"
    );
}

#[test]
fn builder_unknown_item_id() {
    let mut b = abc_xy();
    let (_, message) = build_err(b.option_ids(&[ItemId(0), ItemId(5)]));
    assert_eq!(message, "unknown item `#5` in option 1");
}

#[test]
fn builder_repeated_item() {
    let mut b = abc_xy();
    let (error, message) = build_err(b.option(&["A", "B", "A"]));
    assert_eq!(
        error,
        BuildError::RepeatedItem {
            name: "A".to_string(),
            option: 0
        }
    );
    assert_eq!(message, "item `A` appears twice in option 1");
    b.option(&["A"]).unwrap();
    let (_, message) = build_err(b.option(&["B", "x", "x"]));
    assert_eq!(message, "item `x` appears twice in option 2");
    let (_, message) = build_err(b.option_ids(&[ItemId(2), ItemId(2)]));
    assert_eq!(message, "item `C` appears twice in option 2");
}

#[test]
fn builder_option_without_primary_item() {
    let mut b = abc_xy();
    let (error, message) = build_err(b.option(&["x", "y"]));
    assert_eq!(error, BuildError::NoPrimaryInOption { option: 0 });
    assert_eq!(message, "option 1 has no primary item");
    let (_, message) = build_err(b.option::<&str>(&[]));
    assert_eq!(message, "option 1 has no primary item", "an empty option");
}

#[test]
fn builder_no_primary_items() {
    let (error, message) = build_err(ProblemBuilder::new().build());
    assert_eq!(error, BuildError::NoPrimaryItems);
    assert_eq!(message, "the problem has no primary items");
    let mut b = ProblemBuilder::new();
    b.secondary("x").unwrap();
    let (_, message) = build_err(b.build());
    assert_eq!(message, "the problem has no primary items");
}

/// The problem `abc_xy` with the options `A x`, `B C y`.
fn reference() -> dlx::Problem {
    let mut b = abc_xy();
    b.option(&["A", "x"]).unwrap();
    b.option(&["B", "C", "y"]).unwrap();
    b.build().unwrap()
}

#[test]
fn rejected_options_add_nothing() {
    let mut b = abc_xy();
    b.primary("A").unwrap_err();
    b.primary("").unwrap_err();
    assert_eq!(b.option(&["A", "x"]).unwrap(), OptionId(0));
    // Each kind of rejection, with items that the next options use again.
    b.option(&["B", "C", "Z"]).unwrap_err();
    b.option(&["B", "C", "B"]).unwrap_err();
    b.option(&["y", "x"]).unwrap_err();
    b.option::<&str>(&[]).unwrap_err();
    b.option_ids(&[ItemId(1), ItemId(2), ItemId(1)])
        .unwrap_err();
    b.option_ids(&[ItemId(4), ItemId(3)]).unwrap_err();
    assert_eq!(b.option_count(), 1, "no rejected option was counted");
    assert_eq!(
        b.option(&["B", "C", "y"]).unwrap(),
        OptionId(1),
        "an option with the items of rejected ones is judged afresh"
    );
    let problem = b.build().unwrap();
    assert_eq!(problem, reference());
    assert_eq!(problem.node_count(), 5);
    assert_eq!(Search::new(problem).count(None), 1);
}

#[test]
fn rejected_option_by_unknown_id_adds_nothing() {
    // An option refused for an unknown id must not leave its earlier items marked as used.
    let mut b = abc_xy();
    b.option(&["A", "x"]).unwrap();
    b.option_ids(&[ItemId(1), ItemId(2), ItemId(4), ItemId(99)])
        .unwrap_err();
    assert_eq!(b.option_count(), 1);
    b.option(&["B", "C", "y"])
        .expect("the retry uses the items of the refused option");
    assert_eq!(b.build().unwrap(), reference());
}

// ------------------------------------------------------------------------------------ DLX text

#[test]
fn dlx_unknown_item_counts_every_line() {
    let text = "\
| Knuth's example, with a typo
A B C D E | F G

| options
C E F
  | an indented comment
A D G

B C H
";
    // Line 9: comment and blank lines count.
    assert_eq!(dlx_err(text), "line 9: unknown item `H`");
    let error = parse_dlx(text).unwrap_err();
    assert_eq!((error.line, error.column), (9, None));
    assert_eq!(error.message, "unknown item `H`");
}

#[test]
fn dlx_bar_twice_in_item_line() {
    assert_eq!(
        dlx_err("A | B | C\nA\n"),
        "line 1: the item line contains `|` twice"
    );
    assert_eq!(
        dlx_err("| comment\nA |B |C\nA\n"),
        "line 2: the item line contains `|` twice"
    );
    assert_eq!(
        dlx_err("A B | |\nA\n"),
        "line 1: the item line contains `|` twice"
    );
}

#[test]
fn dlx_colors_are_refused_where_misused() {
    // Colors (Knuth's XCC) are read on secondary items only, with a name of their own.
    assert!(parse_dlx("A B | x\nA x:red\n").is_ok());
    assert_eq!(
        dlx_err("A B | x\nA:red x\n"),
        "line 2: primary item `A` has a color: only secondary items take colors (`x:A`)"
    );
    assert_eq!(
        dlx_err("A B | x\nB\n\nA x:\n"),
        "line 4: bad color name ``: it is empty"
    );
    // In the item line a colon is just a bad name.
    assert_eq!(
        dlx_err("A B | x:red\nA\n"),
        "line 1: bad item name `x:red`: it contains `:`"
    );
}

#[test]
fn dlx_no_item_line() {
    let message = "no items: the first line that is not a comment must name the items";
    assert_eq!(dlx_err(""), message);
    assert_eq!(dlx_err("\n\n   \n\t\n"), message);
    assert_eq!(dlx_err("| just a comment\n  | and another\n"), message);
    let error = parse_dlx("| only a comment").unwrap_err();
    assert_eq!((error.line, error.column), (0, None));
}

#[test]
fn dlx_repeated_item_in_option() {
    assert_eq!(
        dlx_err("A B | x\nA B\nB x x\n"),
        "line 3: item `x` appears twice in this option"
    );
}

#[test]
fn dlx_option_with_only_secondary_items_is_left_out_with_a_warning() {
    // Knuth's dlx1 and dlx2 print "Option ignored (no primary items)" and go on: no longer an
    // error, but a warning that names the line (tests/parse_warnings.rs has more).
    let text = "A B | x y\nA x\n| next\ny x\nB\n";
    let parsed = format::parse_dlx_with_warnings(text).unwrap();
    assert_eq!(parsed.warning_count, 1);
    assert_eq!(
        parsed.warnings[0].to_string(),
        "line 4: option ignored (it has no primary item): y x"
    );
    assert_eq!(parsed.problem.option_count(), 2);
    assert_eq!(parse_dlx(text).unwrap(), parsed.problem);
}

#[test]
fn dlx_bad_names_in_item_line() {
    assert_eq!(dlx_err("| c\nA B A\n"), "line 2: duplicate item name `A`");
    assert_eq!(
        dlx_err("A B| C\n"),
        "line 1: bad item name `B|`: it contains `|`"
    );
    assert_eq!(
        dlx_err("A B|C\n"),
        "line 1: bad item name `B|C`: it contains `|`"
    );
    let long = "L".repeat(65);
    assert_eq!(
        dlx_err(&format!("A {long}\nA\n")),
        format!(
            "line 1: item name `{}…` is too long: 65 bytes, the limit is 64",
            "L".repeat(32)
        )
    );
}

// ------------------------------------------------------------------------------------ matrix

fn assert_matrix_err(text: &str, line: usize, column: Option<usize>, display: &str) {
    let error = matrix_err(text);
    assert_eq!((error.line, error.column), (line, column), "for {text:?}");
    assert_eq!(error.to_string(), display, "for {text:?}");
}

#[test]
fn matrix_bad_character() {
    assert_matrix_err(
        "1 0 1\n0 2 1\n",
        2,
        Some(3),
        "line 2, column 3: unexpected character `2`: a matrix holds only 0 and 1",
    );
    assert_matrix_err(
        "\n101\n10x\n",
        3,
        Some(3),
        "line 3, column 3: unexpected character `x`: a matrix holds only 0 and 1",
    );
    assert_matrix_err(
        "1,0\n",
        1,
        Some(2),
        "line 1, column 2: unexpected character `,`: a matrix holds only 0 and 1",
    );
}

#[test]
fn matrix_row_too_short() {
    assert_matrix_err(
        "1 0 1\n1 0\n",
        2,
        Some(4),
        "line 2, column 4: row has 2 entries but line 1 has 3",
    );
    assert_matrix_err(
        "\n1 0 1\n\n0 1 1\n01  \n",
        5,
        Some(3),
        "line 5, column 3: row has 2 entries but line 2 has 3",
    );
}

#[test]
fn matrix_row_too_long() {
    assert_matrix_err(
        "1 0 1\n1 0 1 1\n",
        2,
        Some(7),
        "line 2, column 7: row has more than 3 entries (line 1 has 3)",
    );
    assert_matrix_err(
        "\n101\n0101\n",
        3,
        Some(4),
        "line 3, column 4: row has more than 3 entries (line 2 has 3)",
    );
}

#[test]
fn matrix_row_without_a_one() {
    assert_matrix_err(
        "1 0 1\n\n0 0 0\n",
        3,
        None,
        "line 3: row has no 1: it could never be part of an exact cover",
    );
    assert_matrix_err(
        "000\n",
        1,
        None,
        "line 1: row has no 1: it could never be part of an exact cover",
    );
}

#[test]
fn matrix_empty() {
    for text in ["", "\n", "  \n\t\n"] {
        assert_matrix_err(text, 0, None, "no rows: a matrix needs at least one row");
    }
}

// ------------------------------------------------------------------------------------ Sudoku

#[test]
fn sudoku_wrong_length() {
    let (error, message) = sudoku_err("123");
    assert_eq!(
        error,
        SudokuError::WrongLength {
            cells: 3,
            expected: None
        }
    );
    assert_eq!(
        message,
        "the puzzle has 3 cells; a Sudoku has 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)"
    );
    let (_, message) = sudoku_err("");
    assert_eq!(
        message,
        "the puzzle has 0 cells; a Sudoku has 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)"
    );
    // Decorations are not cells; more cells than the largest grid are all counted.
    let (_, message) = sudoku_err(&format!("{}|-+\n", ".".repeat(80)));
    assert!(message.starts_with("the puzzle has 80 cells;"), "{message}");
    let (_, message) = sudoku_err(&".".repeat(700));
    assert!(
        message.starts_with("the puzzle has 700 cells;"),
        "{message}"
    );
}

#[test]
fn sudoku_wrong_length_for_the_box_size() {
    let error = Sudoku::parse_with_box(&".".repeat(16), 3).unwrap_err();
    assert_eq!(
        error,
        SudokuError::WrongLength {
            cells: 16,
            expected: Some(81)
        }
    );
    assert_eq!(error.to_string(), "the puzzle has 16 cells, a 9x9 needs 81");
    let error = Sudoku::parse_with_box(&".".repeat(81), 4).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the puzzle has 81 cells, a 16x16 needs 256"
    );
    let error = Sudoku::parse_with_box(&".".repeat(82), 2).unwrap_err();
    assert_eq!(error.to_string(), "the puzzle has 82 cells, a 4x4 needs 16");
    assert!(Sudoku::parse_with_box(&".".repeat(625), 5).is_ok());
}

#[test]
fn sudoku_bad_character() {
    let (error, message) = sudoku_err("12.4|*...");
    assert_eq!(
        error,
        SudokuError::BadCharacter {
            ch: '*',
            position: 6,
            line: 1,
            column: 6,
            size: None,
            cells: Vec::new(),
            count: 1,
        }
    );
    assert_eq!(
        message,
        "bad character '*' at position 6: use 1-9 for values (and A-G on a 16x16, A-P on a 25x25), . or 0 for a blank"
    );
    // In a grid pasted over several lines, the line and column (in characters, not bytes).
    let (_, message) = sudoku_err("1 2\n+-é");
    assert_eq!(
        message,
        "bad character 'é' at line 2, column 3: use 1-9 for values (and A-G on a 16x16, A-P on a 25x25), . or 0 for a blank"
    );
    let (_, message) = sudoku_err("#");
    assert_eq!(
        message,
        "bad character '#' at position 1: use 1-9 for values (and A-G on a 16x16, A-P on a 25x25), . or 0 for a blank"
    );
}

#[test]
fn a_bad_character_is_named_before_a_wrong_length() {
    // 82 characters, one of them an X (no Sudoku has a value past P): the X and its place, not
    // the count of cells.
    let mut line = ".".repeat(82);
    line.replace_range(4..5, "X");
    let (error, message) = sudoku_err(&line);
    assert_eq!(
        error,
        SudokuError::BadCharacter {
            ch: 'X',
            position: 5,
            line: 1,
            column: 5,
            size: None,
            cells: Vec::new(),
            count: 1,
        }
    );
    assert_eq!(
        message,
        "bad character 'X' at position 5: use 1-9 for values (and A-G on a 16x16, A-P on a 25x25), . or 0 for a blank"
    );
    // A value some grid has (a 7 in a 4x4's text of 81 cells: a 9x9 pasted in): the length is
    // what is wrong, and said so.
    let nine = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let error = Sudoku::parse_with_box(nine, 2).unwrap_err();
    assert_eq!(error.to_string(), "the puzzle has 81 cells, a 4x4 needs 16");
    let error = Sudoku::parse_with_box(&".".repeat(82), 3).unwrap_err();
    assert_eq!(error.to_string(), "the puzzle has 82 cells, a 9x9 needs 81");
}

#[test]
fn sudoku_value_too_large_for_16x16() {
    let mut text = ".".repeat(256);
    // Row 2, column 3 is cell 16 + 2.
    text.replace_range(18..19, "H");
    let (error, message) = sudoku_err(&text);
    assert_eq!(
        error,
        SudokuError::ValueTooLarge {
            ch: 'H',
            row: 2,
            column: 3,
            size: 16,
            cells: vec![(2, 3)],
        }
    );
    assert_eq!(
        message,
        "row 2, column 3 holds H, but a 16x16 grid uses only 1-9 and A-G"
    );
    text.replace_range(18..19, "g");
    assert!(Sudoku::parse(&text).is_ok(), "g (16) fits a 16x16");
    text.replace_range(18..19, "h");
    let (_, message) = sudoku_err(&text);
    assert_eq!(
        message,
        "row 2, column 3 holds h, but a 16x16 grid uses only 1-9 and A-G"
    );
}

#[test]
fn sudoku_value_too_large_for_9x9() {
    let mut text = ".".repeat(81);
    text.replace_range(80..81, "A");
    let (_, message) = sudoku_err(&text);
    assert_eq!(
        message,
        "row 9, column 9 holds A, but a 9x9 grid uses only 1-9"
    );
    let mut text = ".".repeat(16);
    text.replace_range(5..6, "5");
    let (_, message) = sudoku_err(&text);
    assert_eq!(
        message,
        "row 2, column 2 holds 5, but a 4x4 grid uses only 1-4"
    );
}

/// A 9x9 puzzle with `value` at each of the (row, column) cells, counted from 1.
fn grid_9x9(givens: &[(usize, usize, char)]) -> String {
    let mut cells = vec!['.'; 81];
    for &(row, column, value) in givens {
        cells[(row - 1) * 9 + column - 1] = value;
    }
    cells.into_iter().collect()
}

#[test]
fn sudoku_conflict_in_a_row() {
    let (error, message) = sudoku_err(&grid_9x9(&[(1, 1, '5'), (1, 9, '5')]));
    assert_eq!(
        error,
        SudokuError::Conflict {
            value: 5,
            first: (1, 1),
            second: (1, 9),
            unit: "row",
            cells: vec![(1, 1), (1, 9)],
        }
    );
    assert_eq!(
        message,
        "row 1, column 9 and row 1, column 1 both hold 5 in the same row"
    );
}

#[test]
fn sudoku_conflict_in_a_column() {
    let (_, message) = sudoku_err(&grid_9x9(&[(2, 4, '7'), (8, 4, '7')]));
    assert_eq!(
        message,
        "row 8, column 4 and row 2, column 4 both hold 7 in the same column"
    );
}

#[test]
fn sudoku_conflict_in_a_box() {
    let (_, message) = sudoku_err(&grid_9x9(&[(4, 4, '1'), (6, 6, '1')]));
    assert_eq!(
        message,
        "row 6, column 6 and row 4, column 4 both hold 1 in the same box"
    );
}

#[test]
fn sudoku_conflict_in_16x16_names_the_value_as_written() {
    let mut text = ".".repeat(256);
    text.replace_range(0..1, "g");
    text.replace_range(15..16, "G");
    let (_, message) = sudoku_err(&text);
    assert_eq!(
        message,
        "row 1, column 16 and row 1, column 1 both hold G in the same row"
    );
}

// ------------------------------------------------------------------------------------ presets

#[test]
fn preset_errors() {
    let error =
        Search::with_presets(examples::knuth(), dlx::Heuristic::Mrv, &[OptionId(6)]).unwrap_err();
    assert_eq!(
        error,
        PresetError::UnknownOption {
            option: OptionId(6)
        }
    );
    assert_eq!(error.to_string(), "preset option 7 does not exist");
    // `A D G` then `A D`: item A (#0) twice.
    let error = Search::with_presets(
        examples::knuth(),
        dlx::Heuristic::Mrv,
        &[OptionId(1), OptionId(3)],
    )
    .unwrap_err();
    assert_eq!(
        error,
        PresetError::Conflict {
            option: OptionId(3),
            item: ItemId(0),
            name: "A".to_string(),
        }
    );
    assert_eq!(
        error.to_string(),
        "preset option 4 covers item `A` a second time"
    );
}

#[test]
fn a_bad_character_names_the_values_of_its_size_and_every_bad_cell() {
    // An 81-cell text (a 9x9) with three bad characters: the range is a 9x9's, and every one
    // of the three cells is reported, counted by the test from where it put them.
    let mut cells: Vec<char> = ".".repeat(81).chars().collect();
    for (k, ch) in [(4, '*'), (40, '?'), (80, 'x')] {
        cells[k] = ch;
    }
    let text: String = cells.iter().collect();
    let (error, message) = sudoku_err(&text);
    assert_eq!(
        message,
        "bad character '*' at position 5: a 9x9 uses 1-9 for values, . or 0 for a blank; \
         3 bad characters in all"
    );
    assert_eq!(error.cells(), vec![(1, 5), (5, 5), (9, 9)]);
    // The size asked for words it when the count of cells does not decide it.
    let error = Sudoku::parse_with_box("1*3", 2).unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad character '*' at position 2: a 4x4 uses 1-4 for values, . or 0 for a blank"
    );
    assert_eq!(error.cells(), vec![(1, 2)]);
    let error = Sudoku::parse_with_box(&format!("{}#", ".".repeat(255)), 4).unwrap_err();
    assert!(
        error.to_string().contains("a 16x16 uses 1-9 and A-G"),
        "{error}"
    );
}

#[test]
fn a_conflict_marks_every_given_that_clashes() {
    // Two 5s in row 1 and two 7s in column 4, and a lone 3: the four clashing givens, by a
    // brute-force check in the test of which givens share a row, column or box with an equal one.
    let givens = [
        (1, 1, '5'),
        (1, 9, '5'),
        (2, 4, '7'),
        (8, 4, '7'),
        (5, 5, '3'),
    ];
    let (error, message) = sudoku_err(&grid_9x9(&givens));
    let box_of = |r: usize, c: usize| ((r - 1) / 3, (c - 1) / 3);
    let expected: Vec<(usize, usize)> = givens
        .iter()
        .filter(|&&(r, c, v)| {
            givens.iter().any(|&(r2, c2, v2)| {
                (r, c) != (r2, c2)
                    && v == v2
                    && (r == r2 || c == c2 || box_of(r, c) == box_of(r2, c2))
            })
        })
        .map(|&(r, c, _)| (r, c))
        .collect();
    assert_eq!(expected.len(), 4);
    assert_eq!(error.cells(), expected);
    assert!(message.ends_with("; 4 givens clash in all"), "{message}");
}

#[test]
fn values_too_large_are_all_marked() {
    let mut text: Vec<char> = ".".repeat(16).chars().collect();
    text[1] = '7';
    text[14] = '9';
    let text: String = text.iter().collect();
    let (error, message) = sudoku_err(&text);
    assert_eq!(error.cells(), vec![(1, 2), (4, 3)]);
    assert_eq!(
        message,
        "row 1, column 2 holds 7, but a 4x4 grid uses only 1-4; 2 values too large in all"
    );
}
