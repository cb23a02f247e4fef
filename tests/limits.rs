//! Every input limit, just at it (accepted) and just above it (refused with a message that
//! names the limit, the actual size and the line), and the hostile inputs the limits are for:
//! a 10 MB paste, a 100,000-line file, a 100,000-token line, binary bytes.
//!
//! The limits: [`format::MAX_INPUT_BYTES`] and [`format::MAX_LINE_LEN`] for DLX text and 0/1
//! matrices, [`MAX_ITEMS`], [`MAX_OPTIONS`], [`MAX_NODES`] and [`MAX_NAME_LEN`] for every
//! problem, [`sudoku::MAX_TEXT_LEN`] for puzzles and region maps, [`Board::MAX_SIDE`] for
//! pentomino boards.

use std::time::Instant;

use dlx::format::{self, parse_dlx, parse_matrix, ParseError, MAX_INPUT_BYTES, MAX_LINE_LEN};
use dlx::polyomino::{Board, BoardError};
use dlx::sudoku::{self, RegionError, Regions, Sudoku, SudokuError, Variant, MAX_TEXT_LEN};
use dlx::{
    BuildError, ItemId, ProblemBuilder, Search, MAX_ITEMS, MAX_NAME_LEN, MAX_NODES, MAX_OPTIONS,
};

/// `text` padded with comment lines to exactly `len` bytes (each comment line below the line
/// limit). `text` must end with a newline.
fn padded_dlx(text: &str, len: usize) -> String {
    let mut out = String::with_capacity(len);
    out.push_str(text);
    while out.len() < len {
        // "|" + filler + "\n", at most MAX_LINE_LEN bytes before the newline.
        let room = len - out.len();
        let line = room.min(MAX_LINE_LEN + 1);
        if line == 1 {
            out.push('\n');
        } else {
            out.push('|');
            out.extend(std::iter::repeat_n('x', line - 2));
            out.push('\n');
        }
    }
    assert_eq!(out.len(), len);
    out
}

fn dlx_err(text: &str) -> ParseError {
    parse_dlx(text).expect_err("the DLX text should be refused")
}

fn matrix_err(text: &str) -> ParseError {
    parse_matrix(text).expect_err("the matrix should be refused")
}

/// Prints how long `what` took: the sizes below make linear work take milliseconds and
/// quadratic work (10^10 steps) minutes, which shows in this figure and in the layer's time.
/// It is printed, never compared: a test must not measure the machine.
fn report(what: &str, start: Instant) {
    println!("{what}: {:.1?}", start.elapsed());
}

// ----------------------------------------------------------------------------- input bytes

#[test]
fn dlx_input_at_the_byte_limit_is_read() {
    let text = padded_dlx("A B\nA\nB\n", MAX_INPUT_BYTES);
    let problem = parse_dlx(&text).expect("exactly MAX_INPUT_BYTES is accepted");
    assert_eq!(problem.option_count(), 2);
}

#[test]
fn dlx_input_over_the_byte_limit_is_refused_as_a_whole() {
    let text = padded_dlx("A B\nA\nB\n", MAX_INPUT_BYTES + 1);
    let error = dlx_err(&text);
    assert_eq!(error.line, 0, "the input as a whole, not one line");
    assert_eq!(
        error.to_string(),
        "input too large: 8388609 bytes, the limit is 8388608 bytes (8 MiB)"
    );
}

#[test]
fn a_ten_megabyte_paste_is_refused_at_once() {
    // 10 MB of a plausible problem: the refusal comes before any line is read. Line 2 names
    // an unknown item, so a reader that looked at the lines before the size would say so.
    let line = "r1 c1 a1 b1 x1 y1 z1 w1\n";
    let text = format!(
        "r1 c1 a1 b1 | x1 y1 z1 w1\nunknown\n{}",
        line.repeat(10_000_000 / line.len())
    );
    assert!(text.len() > 10_000_000 - line.len());
    let error = dlx_err(&text);
    assert_eq!(
        error.to_string(),
        format!(
            "input too large: {} bytes, the limit is 8388608 bytes (8 MiB)",
            text.len()
        )
    );
    let error = matrix_err(&"1 0 1 0\n".repeat(10_000_000 / 8));
    assert_eq!(
        error.to_string(),
        "input too large: 10000000 bytes, the limit is 8388608 bytes (8 MiB)"
    );
    let error = format::parse(&text, format::detect(&text)).unwrap_err();
    assert!(error.message.starts_with("input too large"));
}

#[test]
fn matrix_input_at_and_over_the_byte_limit() {
    // Rows of 1023 entries and a newline: 8192 of them are exactly 8 MiB. (That many nodes is
    // over MAX_NODES, see below; here rows of mostly blanks keep the problem small.)
    let row = format!("1{}\n", " ".repeat(1022));
    let text = row.repeat(MAX_INPUT_BYTES / row.len());
    assert_eq!(text.len(), MAX_INPUT_BYTES);
    let problem = parse_matrix(&text).expect("exactly MAX_INPUT_BYTES is accepted");
    assert_eq!((problem.item_count(), problem.option_count()), (1, 8192));
    let error = matrix_err(&format!("{text}\n"));
    assert_eq!(
        error.to_string(),
        "input too large: 8388609 bytes, the limit is 8388608 bytes (8 MiB)"
    );
}

// ----------------------------------------------------------------------------- line length

#[test]
fn dlx_line_at_the_length_limit_is_read() {
    // An option line of exactly MAX_LINE_LEN bytes: item `A`, blanks, item `B`.
    let option = format!("A{}B", " ".repeat(MAX_LINE_LEN - 2));
    assert_eq!(option.len(), MAX_LINE_LEN);
    let problem = parse_dlx(&format!("A B\n{option}\n")).expect("a line of MAX_LINE_LEN");
    assert_eq!(problem.option_text(dlx::OptionId(0)), "A B");
    // The line ending is not part of the line.
    parse_dlx(&format!("A B\r\n{option}\r\n")).expect("a line of MAX_LINE_LEN before CRLF");
}

#[test]
fn dlx_line_over_the_length_limit_is_refused() {
    let option = format!("A{}B", " ".repeat(MAX_LINE_LEN - 1));
    let error = dlx_err(&format!("A B\n| a comment\n{option}\nA\n"));
    assert_eq!(
        error.to_string(),
        "line 3: line too long: 1048577 bytes, the limit is 1048576 bytes (1 MiB)"
    );
    // Comment lines and the item line are lines too.
    let comment = format!("|{}", "x".repeat(MAX_LINE_LEN));
    assert_eq!(
        dlx_err(&format!("{comment}\nA\nA\n")).to_string(),
        "line 1: line too long: 1048577 bytes, the limit is 1048576 bytes (1 MiB)"
    );
}

#[test]
fn matrix_line_at_and_over_the_length_limit() {
    let row = format!("1{}", " ".repeat(MAX_LINE_LEN - 1));
    let problem = parse_matrix(&format!("{row}\n1\n")).expect("a row of MAX_LINE_LEN bytes");
    assert_eq!(problem.option_count(), 2);
    let error = matrix_err(&format!("1\n{row} \n"));
    assert_eq!(
        error.to_string(),
        "line 2: line too long: 1048577 bytes, the limit is 1048576 bytes (1 MiB)"
    );
}

// ----------------------------------------------------------------------------- items

/// An item line naming `count` items `0`, `1`, `2`, ...
fn numbered_items(count: usize) -> String {
    (0..count)
        .map(|k| k.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn dlx_items_at_the_limit_are_read() {
    let items = numbered_items(MAX_ITEMS);
    assert!(items.len() <= MAX_LINE_LEN);
    let problem = parse_dlx(&format!("{items}\n0 131071\n")).expect("MAX_ITEMS items");
    assert_eq!(problem.item_count(), MAX_ITEMS);
}

#[test]
fn dlx_items_over_the_limit_are_refused_with_their_count() {
    let items = numbered_items(MAX_ITEMS + 5);
    let error = dlx_err(&format!("| too many\n{items}\n0\n"));
    assert_eq!(
        error.to_string(),
        "line 2: too many items: 131077, the limit is 131072"
    );
    // Secondary items count too; a bare `|` is not an item.
    let primary = numbered_items(MAX_ITEMS);
    let error = dlx_err(&format!("{primary} | s\n0\n"));
    assert_eq!(
        error.to_string(),
        "line 1: too many items: 131073, the limit is 131072"
    );
}

#[test]
fn builder_items_at_and_over_the_limit() {
    let mut b = ProblemBuilder::new();
    for k in 0..MAX_ITEMS {
        b.primary(k.to_string()).unwrap();
    }
    let error = b.secondary("extra").unwrap_err();
    assert_eq!(
        error,
        BuildError::TooLarge {
            what: "items",
            count: MAX_ITEMS + 1,
            limit: MAX_ITEMS
        }
    );
    assert_eq!(
        error.to_string(),
        "too many items: 131073, the limit is 131072"
    );
    b.option_ids(&[ItemId(0)]).unwrap();
    assert_eq!(b.build().unwrap().item_count(), MAX_ITEMS);
}

#[test]
fn matrix_columns_at_and_over_the_item_limit() {
    let row = format!("1{}", "0".repeat(MAX_ITEMS - 1));
    let problem = parse_matrix(&format!("{row}\n")).expect("MAX_ITEMS columns");
    assert_eq!(problem.item_count(), MAX_ITEMS);
    let error = matrix_err(&format!("\n{row}0\n"));
    assert_eq!(
        error.to_string(),
        "line 2: too many items: 131073 columns, the limit is 131072"
    );
}

// ----------------------------------------------------------------------------- options

#[test]
fn dlx_options_at_and_over_the_limit() {
    let text = format!("A\n{}", "A\n".repeat(MAX_OPTIONS));
    let problem = parse_dlx(&text).expect("MAX_OPTIONS options");
    assert_eq!(problem.option_count(), MAX_OPTIONS);
    // Over it, the message counts every option of the input, not just the one over the limit.
    let text = format!("A\n{}| the end\n", "A\n".repeat(MAX_OPTIONS + 10));
    assert_eq!(
        dlx_err(&text).to_string(),
        "line 2097154: too many options: 2097162, the limit is 2097152"
    );
}

#[test]
fn matrix_rows_at_and_over_the_option_limit() {
    let problem = parse_matrix(&"1\n".repeat(MAX_OPTIONS)).expect("MAX_OPTIONS rows");
    assert_eq!(problem.option_count(), MAX_OPTIONS);
    assert_eq!(
        matrix_err(&"1\n".repeat(MAX_OPTIONS + 1)).to_string(),
        "line 2097153: too many options: 2097153, the limit is 2097152"
    );
}

#[test]
fn builder_options_over_the_limit() {
    let mut b = ProblemBuilder::new();
    b.primary("A").unwrap();
    for _ in 0..MAX_OPTIONS {
        b.option_ids(&[ItemId(0)]).unwrap();
    }
    assert_eq!(
        b.option_ids(&[ItemId(0)]),
        Err(BuildError::TooLarge {
            what: "options",
            count: MAX_OPTIONS + 1,
            limit: MAX_OPTIONS
        })
    );
    assert_eq!(
        b.option_count(),
        MAX_OPTIONS,
        "the refused option is not added"
    );
}

// ----------------------------------------------------------------------------- nodes

/// 1000 items and options holding all of them, the last one shorter, for exactly
/// `MAX_NODES - extra` nodes; `extra` more nodes are then one option of `extra - 1` items.
fn builder_with_nodes_below_the_limit(extra: usize) -> ProblemBuilder {
    let mut b = ProblemBuilder::new();
    let ids: Vec<ItemId> = (0..1000)
        .map(|k| b.primary(k.to_string()).unwrap())
        .collect();
    // Nodes: items + 2 (the roots) + one spacer per option + one per entry.
    let mut nodes = 1000 + 2;
    let target = MAX_NODES - extra;
    while nodes + 1001 <= target {
        b.option_ids(&ids).unwrap();
        nodes += 1001;
    }
    let rest = target - nodes;
    if rest > 0 {
        b.option_ids(&ids[..rest - 1]).unwrap();
    }
    b
}

#[test]
fn builder_nodes_at_and_over_the_limit() {
    let b = builder_with_nodes_below_the_limit(0);
    let problem = b.build().expect("exactly MAX_NODES nodes");
    assert_eq!(
        problem.item_count() + 2 + problem.option_count() + problem.node_count(),
        MAX_NODES
    );
    // The search's node array is exactly that long.
    assert_eq!(Search::new(problem).nodes().len(), MAX_NODES);

    let mut b = builder_with_nodes_below_the_limit(2);
    let error = b.option_ids(&[ItemId(7), ItemId(8)]).unwrap_err();
    assert_eq!(
        error,
        BuildError::TooLarge {
            what: "nodes",
            count: MAX_NODES + 1,
            limit: MAX_NODES
        }
    );
    assert_eq!(
        error.to_string(),
        "too many nodes: 8388609, the limit is 8388608"
    );
    // One item fits exactly; an item declared after the options is one node too many.
    b.option_ids(&[ItemId(7)]).unwrap();
    b.secondary("late").unwrap();
    assert_eq!(
        b.build().unwrap_err().to_string(),
        "too many nodes: 8388609, the limit is 8388608"
    );
}

#[test]
fn matrix_over_the_node_limit_gives_the_total() {
    // 8192 rows of 1023 ones: exactly 8 MiB of text, but 1023 + 2 + 8192 + 8192 * 1023 nodes.
    let row = format!("{}\n", "1".repeat(1023));
    let text = row.repeat(8192);
    assert_eq!(text.len(), MAX_INPUT_BYTES);
    let total = 1023 + 2 + 8192 + 8192 * 1023;
    let error = matrix_err(&text);
    // The limit is crossed on the last row but one; the message counts them all.
    assert_eq!(
        error.to_string(),
        format!("line 8191: too many nodes: {total}, the limit is 8388608")
    );
}

// ----------------------------------------------------------------------------- names

#[test]
fn dlx_names_at_and_over_the_length_limit() {
    let longest = "n".repeat(MAX_NAME_LEN);
    let problem = parse_dlx(&format!("{longest} x\n{longest}\n")).expect("a 64-byte name");
    assert_eq!(problem.item_name(ItemId(0)), longest);
    let error = dlx_err(&format!("x {longest}n\nx\n"));
    assert_eq!(
        error.to_string(),
        format!(
            "line 1: item name `{}…` is too long: 65 bytes, the limit is 64",
            "n".repeat(32)
        )
    );
}

#[test]
fn a_huge_token_makes_a_short_message() {
    // A megabyte token in an option is an unknown item; the message shows 32 bytes of it.
    let token = "t".repeat(MAX_LINE_LEN - 2);
    let error = dlx_err(&format!("A\nA {token}\n"));
    assert_eq!(
        error.to_string(),
        format!("line 2: unknown item `{}…` (1048574 bytes)", "t".repeat(32))
    );
    let error = dlx_err(&format!("A\nA:{token}\n"));
    assert!(error.to_string().len() < 120, "{error}");
    let error = dlx_err(&format!("A {token}\nA\n"));
    assert!(error.to_string().len() < 120, "{error}");
}

// ----------------------------------------------------------------------- long lines are linear

#[test]
fn a_hundred_thousand_token_option_is_checked_in_linear_time() {
    // 100,000 distinct items in one option: the check for repeated items is a stamp per
    // item, not a comparison of every pair (10^10 of them).
    let items = numbered_items(100_000);
    let start = Instant::now();
    let problem = parse_dlx(&format!("{items}\n{items}\n")).expect("one option of every item");
    assert_eq!(problem.node_count(), 100_000);
    // The same item 100,000 times: found at the second token.
    let error = dlx_err(&format!("A B\n{}\n", "A ".repeat(100_000)));
    assert_eq!(
        error.to_string(),
        "line 2: item `A` appears twice in this option"
    );
    // A repeat at the very end of the long line.
    let error = dlx_err(&format!("{items}\n{items} 99999\n"));
    assert_eq!(
        error.to_string(),
        "line 2: item `99999` appears twice in this option"
    );
    // A matrix row of 100,000 entries, and a row one entry too long.
    let row = "10".repeat(50_000);
    let problem = parse_matrix(&format!("{row}\n{row}\n")).expect("two long rows");
    assert_eq!(problem.node_count(), 100_000);
    let error = matrix_err(&format!("{row}\n{row}1\n"));
    assert_eq!(
        error.to_string(),
        "line 2, column 100001: row has more than 100000 entries (line 1 has 100000)"
    );
    report("a 100,000-token option, checked and refused", start);
}

#[test]
fn a_hundred_thousand_line_dlx_file_is_read() {
    // 100,000 options of a 500-item problem, like a large generated puzzle (2.4 MB): well
    // under the limits, so it is read, quickly.
    let mut text = numbered_items(500);
    text.push('\n');
    for k in 0..100_000usize {
        let (a, b, c) = (k % 500, (k * 7 + 1) % 500, (k * 13 + 2) % 500);
        if a == b || b == c || a == c {
            text.push_str(&format!("{a}\n"));
        } else {
            text.push_str(&format!("{a} {b} {c}\n"));
        }
    }
    let start = Instant::now();
    let problem = parse_dlx(&text).expect("a 100,000-line problem");
    report("a 100,000-line problem read", start);
    assert_eq!(problem.option_count(), 100_000);
    assert_eq!(format::write_dlx(&problem).lines().count(), 100_001);
}

// ----------------------------------------------------------------------------- binary input

#[test]
fn binary_bytes_get_a_message_not_a_problem() {
    // Bytes of a binary file, as a browser reads them (invalid UTF-8 replaced).
    let bytes = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01";
    let text = String::from_utf8_lossy(bytes);
    // Line 1, `\u{fffd}PNG`, is a fine item name; line 2 is a control character.
    let error = dlx_err(&text);
    assert_eq!(error.to_string(), "line 2: unknown item `<U+001A>`");
    let error = dlx_err("A\u{0}B\nA\u{0}B\n");
    assert_eq!(
        error.to_string(),
        "line 1: bad item name `A<U+0000>B`: it contains a control character"
    );
    // A NUL in an option is an unknown item, shown by its code point.
    assert_eq!(
        dlx_err("A B\nA \u{0}\n").to_string(),
        "line 2: unknown item `<U+0000>`"
    );
    let error = matrix_err("1 0\u{0}1\n");
    assert_eq!(
        error.to_string(),
        "line 1, column 4: unexpected character U+0000 (a control character): a matrix holds only 0 and 1"
    );
    let error = Sudoku::parse(&text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad character '\u{fffd}' at position 1: use 1-9 for values (and A-G on a 16x16, A-P on a \
         25x25), . or 0 for a blank; 9 bad characters in all"
    );
}

// ----------------------------------------------------------------------------- Sudoku

const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

#[test]
fn sudoku_text_at_the_length_limit_is_read() {
    let padded = format!("{PUZZLE}{}", " ".repeat(MAX_TEXT_LEN - PUZZLE.len()));
    assert_eq!(padded.len(), MAX_TEXT_LEN);
    let grid = Sudoku::parse(&padded).expect("MAX_TEXT_LEN bytes");
    assert_eq!(grid.to_string(), PUZZLE);
    Sudoku::parse_with_box(&padded, 3).expect("MAX_TEXT_LEN bytes");
    Sudoku::parse_variant(&padded, Variant::Classic).expect("MAX_TEXT_LEN bytes");
}

#[test]
fn sudoku_text_over_the_length_limit_is_refused() {
    let padded = format!("{PUZZLE}{}", " ".repeat(MAX_TEXT_LEN + 1 - PUZZLE.len()));
    let error = Sudoku::parse(&padded).unwrap_err();
    assert_eq!(
        error,
        SudokuError::TooLong {
            bytes: MAX_TEXT_LEN + 1
        }
    );
    assert_eq!(
        error.to_string(),
        "the puzzle text is too long: 65537 bytes, the limit is 65536"
    );
    assert!(error.cells().is_empty());
    for result in [
        Sudoku::parse_with_box(&padded, 3),
        Sudoku::parse_variant(&padded, Variant::X),
        Sudoku::parse_variant(&padded, Variant::Jigsaw(Regions::boxes(3))),
    ] {
        assert_eq!(result, Err(SudokuError::TooLong { bytes: 65537 }));
    }
    // A 10 MB paste: refused before it is read. Its first character is no digit, so a parser
    // that read the cells before the length would name it instead.
    let paste = format!("%{}", PUZZLE.repeat(10_000_000 / PUZZLE.len()));
    assert_eq!(
        Sudoku::parse(&paste),
        Err(SudokuError::TooLong { bytes: paste.len() })
    );
}

#[test]
fn region_map_at_and_over_the_length_limit() {
    let map = "aaabbbccc".repeat(3) + &"dddeeefff".repeat(3) + &"ggghhhiii".repeat(3);
    let padded = format!("{map}{}", "\n".repeat(MAX_TEXT_LEN - map.len()));
    let regions = Regions::parse(&map).expect("the boxes as a map");
    assert_eq!(Regions::parse(&padded), Ok(regions));
    let error = Regions::parse(&format!("{padded}\n")).unwrap_err();
    assert_eq!(error, RegionError::TooLong { bytes: 65537 });
    assert_eq!(
        error.to_string(),
        "the region map is too long: 65537 bytes, the limit is 65536"
    );
}

#[test]
fn sudoku_limit_fits_every_grid_layout() {
    // The most generous layout of the largest grid, a 25x25 with blanks between cells and
    // ruled lines between boxes, is far below the limit.
    let grid = Sudoku::empty(5);
    let mut pretty = String::new();
    for r in 0..25 {
        if r % 5 == 0 {
            pretty.push_str(&"-".repeat(80));
            pretty.push('\n');
        }
        for c in 0..25 {
            if c % 5 == 0 {
                pretty.push_str("| ");
            }
            pretty.push_str(". ");
        }
        pretty.push_str("|\r\n");
    }
    assert!(
        pretty.len() * 10 < sudoku::MAX_TEXT_LEN,
        "{} bytes",
        pretty.len()
    );
    assert_eq!(Sudoku::parse(&pretty), Ok(grid));
}

// ----------------------------------------------------------------------------- boards

#[test]
fn board_pictures_at_and_over_the_side_limit() {
    let side = Board::MAX_SIDE;
    let full = format!("{}\n", "#".repeat(side)).repeat(side);
    let board = Board::parse(&full).expect("a MAX_SIDE x MAX_SIDE board");
    assert_eq!((board.rows(), board.cols()), (side, side));
    let wide = format!("{}\n", "#".repeat(side + 1));
    assert_eq!(
        Board::parse(&wide),
        Err(BoardError::TooLarge { rows: 1, cols: 101 })
    );
    let tall = "#\n".repeat(side + 1);
    assert_eq!(
        Board::parse(&tall).unwrap_err().to_string(),
        "a 101x1 board is too large: at most 100 rows and 100 columns"
    );
}

#[test]
fn a_huge_board_picture_is_sized_without_being_kept() {
    // 10 MB on one line, and 5 million lines: judged by their size in one pass.
    let start = Instant::now();
    let line = "#".repeat(10_000_000);
    assert_eq!(
        Board::parse(&line),
        Err(BoardError::TooLarge {
            rows: 1,
            cols: 10_000_000
        })
    );
    let lines = "#\n".repeat(5_000_000);
    assert_eq!(
        Board::parse(&lines),
        Err(BoardError::TooLarge {
            rows: 5_000_000,
            cols: 1
        })
    );
    // Blank lines around a small picture do not count.
    let padded = format!(
        "{}#.#\n###{}",
        "\n".repeat(1_000_000),
        "  \n".repeat(1_000_000)
    );
    let board = Board::parse(&padded).expect("a 2x3 board among blank lines");
    assert_eq!((board.rows(), board.cols(), board.cell_count()), (2, 3, 5));
    report("board pictures of 10 MB and 5 million lines sized", start);
}
