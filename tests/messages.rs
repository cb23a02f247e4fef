//! Every message that shows a character the user typed shows it as itself when it can be
//! seen (`ç`, not `\u{e7}`), and names it in words when it cannot (`U+000F (a control
//! character)`, not `'\u{f}'`): the engine's one way of printing characters, through each
//! parser that quotes one.

use dlx::format::{parse_dlx, parse_matrix};
use dlx::polyomino::Board;
use dlx::sudoku::{Killer, Sudoku};
use dlx::words::WordList;

/// No Rust escape (`\u{...}`, `\t`, `\n`) and no raw control character in a message.
fn readable(message: &str) {
    assert!(!message.contains("\\u{"), "{message}");
    assert!(
        !message.contains("\\t") && !message.contains("\\n"),
        "{message}"
    );
    assert!(!message.chars().any(char::is_control), "{message:?}");
}

#[test]
fn a_control_character_is_named_in_words() {
    let sudoku = Sudoku::parse(&format!("\u{f}{}", ".".repeat(80)))
        .unwrap_err()
        .to_string();
    readable(&sudoku);
    assert!(
        sudoku.starts_with("bad character U+000F (a control character) at position 1"),
        "{sudoku}"
    );
    let killer = Killer::parse("AABB\nCDDB\nC\u{1b}FF\nGEFH\n")
        .unwrap_err()
        .to_string();
    readable(&killer);
    assert_eq!(
        killer,
        "line 3, column 2: U+001B (a control character) is not a cage key (use letters or digits)"
    );
    let board = "#\u{7}#".parse::<Board>().unwrap_err().to_string();
    readable(&board);
    assert!(
        board.starts_with("bad character U+0007 (a control character) at line 1, column 2"),
        "{board}"
    );
    let words = WordList::parse("ca\u{0}t").unwrap_err().to_string();
    readable(&words);
    assert!(
        words.contains("U+0000 (a control character) is not a letter a-z"),
        "{words}"
    );
    let dlx = parse_dlx("A\u{f}B\nA\u{f}B\n").unwrap_err().to_string();
    readable(&dlx);
    assert_eq!(
        dlx,
        "line 1: bad item name `A<U+000F>B`: it contains a control character"
    );
    let matrix = parse_matrix("1\u{7f}\n").unwrap_err().to_string();
    readable(&matrix);
    assert_eq!(
        matrix,
        "line 1, column 2: unexpected character U+007F (a control character): a matrix holds \
         only 0 and 1"
    );
}

#[test]
fn a_letter_that_can_be_seen_is_shown_as_itself() {
    let sudoku = Sudoku::parse(&format!("ç{}", ".".repeat(80)))
        .unwrap_err()
        .to_string();
    assert!(
        sudoku.starts_with("bad character 'ç' at position 1"),
        "{sudoku}"
    );
    let words = WordList::parse("garçon").unwrap_err().to_string();
    assert!(
        words.starts_with("line 1, column 4: `ç` is not a letter a-z"),
        "{words}"
    );
    let killer = Killer::parse("AABB\nCDDB\nCçFF\nGEFH\n")
        .unwrap_err()
        .to_string();
    assert!(
        killer.starts_with("line 3, column 2: 'ç' is not a cage key"),
        "{killer}"
    );
    let dlx = parse_dlx("A B\nA ç\n").unwrap_err().to_string();
    assert_eq!(dlx, "line 2: unknown item `ç`");
}

#[test]
fn a_character_that_cannot_be_seen_between_quotes_is_named() {
    // A no-break space and a zero-width space would show as `' '` and `''`.
    let words = WordList::parse("do\u{a0}g").unwrap_err().to_string();
    assert!(
        words.contains("column 3: U+00A0 (a space) is not a letter"),
        "{words}"
    );
    let words = WordList::parse("do\u{200b}g").unwrap_err().to_string();
    assert!(
        words.contains("column 3: U+200B (an invisible character) is not a letter"),
        "{words}"
    );
    let matrix = parse_matrix("1\u{feff}0\n").unwrap_err().to_string();
    assert!(
        matrix.contains("U+FEFF (an invisible character)"),
        "{matrix}"
    );
}
