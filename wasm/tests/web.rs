//! The bindings as the page sees them, in headless Chromium (`wasm-bindgen-test`).
//!
//! Run with `cargo test -p dlx-wasm --target wasm32-unknown-unknown` (the runner is set in
//! `.cargo/config.toml`; `scripts/test.sh` puts chromedriver on PATH). Native builds skip
//! this file: everything here needs a JS host.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{cells, expect_err, message};
use dlx_wasm::{check_sudoku, Solver};
use js_sys::{Reflect, Uint32Array, WebAssembly};
use serde::Deserialize;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const EASY_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// Everything the page can see of a search at one moment: the link arrays read the way the
/// page reads them (typed arrays over wasm memory), and the control state.
#[derive(Debug, PartialEq)]
struct View {
    nodes: Vec<u32>,
    item_links: Vec<u32>,
    level: u32,
    solutions: f64,
    updates: f64,
    search_nodes: f64,
    chosen: Vec<u32>,
    solution_text: String,
}

fn view(solver: &mut Solver) -> View {
    // nodesPtr refreshes the solver's copy of the links: call it before taking the buffer.
    let nodes_ptr = solver.nodes_ptr();
    let memory: WebAssembly::Memory = wasm_bindgen::memory().dyn_into().expect("wasm memory");
    let buffer = memory.buffer();
    let read = |ptr: u32, len: u32| {
        Uint32Array::new_with_byte_offset_and_length(&buffer, ptr, len).to_vec()
    };
    View {
        nodes: read(nodes_ptr, 4 * solver.node_count()),
        item_links: read(solver.item_links_ptr(), 2 * (solver.item_count() + 2)),
        level: solver.level(),
        solutions: solver.solutions(),
        updates: solver.updates(),
        search_nodes: solver.nodes(),
        chosen: solver.chosen(),
        solution_text: solver.solution_text(),
    }
}

#[wasm_bindgen_test]
fn sudoku_solves_to_the_known_answer() {
    let mut solver = Solver::from_sudoku(EASY, None, None, None).unwrap();
    assert_eq!(solver.box_size(), 3);
    assert!(solver.find_next());
    assert_eq!(solver.solution_text(), EASY_SOLUTION);
    assert!(!solver.find_next(), "the easy puzzle has one solution");
    assert_eq!(solver.solutions(), 1.0);
    assert!(solver.finished());
    assert!(check_sudoku(EASY, None).is_undefined());
}

#[wasm_bindgen_test]
fn full_encoding_solves_the_same() {
    let mut solver =
        Solver::from_sudoku(EASY, Some("full".into()), Some("first".into()), None).unwrap();
    assert!(solver.find_next());
    assert_eq!(solver.solution_text(), EASY_SOLUTION);
}

#[wasm_bindgen_test]
fn empty_4x4_has_288_grids() {
    let mut solver = Solver::from_sudoku(&".".repeat(16), None, None, None).unwrap();
    assert_eq!(solver.box_size(), 2);
    assert_eq!(solver.count(None), 288.0);
    let mut capped = Solver::from_sudoku(&".".repeat(16), None, None, None).unwrap();
    assert_eq!(capped.count(Some(10.0)), 10.0);
}

#[wasm_bindgen_test]
fn conflicting_sudoku_names_both_cells() {
    // A 3 in row 1, column 1 beside the given 3 in row 1, column 3.
    let puzzle = format!("3{}", &EASY[1..]);
    let error = expect_err(Solver::from_sudoku(&puzzle, None, None, None));
    let text = message(error.clone());
    assert!(text.contains("row 1, column 1"), "{text}");
    assert!(text.contains("row 1, column 3"), "{text}");
    assert!(text.contains("both hold 3"), "{text}");
    let mut marked = cells(&error);
    marked.sort_unstable();
    assert_eq!(marked, [(1, 1), (1, 3)]);

    // checkSudoku reports the same error without throwing.
    let checked = check_sudoku(&puzzle, None);
    assert_eq!(message(checked.clone()), text);
    assert_eq!(cells(&checked).len(), 2);
}

#[wasm_bindgen_test]
fn bad_character_gives_its_position_in_the_text() {
    // A `?` in a text of 81 characters stands where a cell is: the error carries that cell
    // (for the board to mark) and its place in the text (for the text field).
    let puzzle = format!("..?{}", &EASY[3..]);
    let error = expect_err(Solver::from_sudoku(&puzzle, None, None, None));
    assert!(message(error.clone()).starts_with("bad character '?' at position 3"));
    assert_eq!(cells(&error), [(1, 3)]);
    let position = Reflect::get(&error, &"position".into()).unwrap();
    assert_eq!(position.as_f64(), Some(3.0));
    // Other errors carry no position.
    let error = expect_err(Solver::from_sudoku(&EASY[1..], None, None, None));
    assert!(Reflect::get(&error, &"position".into())
        .unwrap()
        .is_undefined());
}

#[wasm_bindgen_test]
fn wrong_length_names_the_size_the_page_meant() {
    let error = expect_err(Solver::from_sudoku(&EASY[1..], None, None, Some(3)));
    assert_eq!(message(error), "the puzzle has 80 cells, a 9x9 needs 81");
    let checked = check_sudoku(&EASY[1..], Some(4));
    assert_eq!(
        message(checked),
        "the puzzle has 80 cells, a 16x16 needs 256"
    );
    // A text of another valid size is judged as what it is, whatever the page meant.
    assert!(check_sudoku(&".".repeat(16), Some(3)).is_undefined());
}

#[wasm_bindgen_test]
fn wrong_length_sudoku_says_what_it_needs() {
    let error = expect_err(Solver::from_sudoku(&EASY[1..], None, None, None));
    assert_eq!(
        message(error.clone()),
        "the puzzle has 80 cells; a Sudoku has 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)"
    );
    assert!(cells(&error).is_empty());
}

#[wasm_bindgen_test]
fn dlx_text_with_an_unknown_item_names_the_line() {
    let text = "\
| Knuth's example, with a typo
A B C D E | F G

| options
C E F
  | an indented comment
A D G

B C H
";
    let error = expect_err(Solver::from_dlx(text, None));
    assert_eq!(message(error), "line 9: unknown item `H`");

    let good = text.replace('H', "G");
    assert!(Solver::from_dlx(&good, None).is_ok());
}

#[wasm_bindgen_test]
fn matrix_text_builds_and_solves() {
    // Knuth's 6x7 matrix, one row per line: its only solution is rows 1, 4 and 5 (from 0: 0, 3, 4).
    let rows = "0010110\n1001001\n0110010\n1001000\n0100001\n0001101\n";
    let mut solver = Solver::from_matrix(rows, None).unwrap();
    assert_eq!(solver.primary_count(), 7);
    assert!(solver.find_next());
    let mut chosen = solver.chosen();
    chosen.sort_unstable();
    assert_eq!(chosen, [0, 3, 4]);
    assert!(!solver.find_next());
    assert!(Solver::from_matrix("01\n1x\n", None).is_err());
}

#[wasm_bindgen_test]
fn queens8_counts_like_knuths_dlx1() {
    let mut solver = Solver::from_example("queens8", None).unwrap();
    assert_eq!(solver.size(), 8);
    assert_eq!(solver.count(None), 92.0);
    assert_eq!(solver.solutions(), 92.0);
    assert_eq!(solver.updates(), 21375.0);
    assert_eq!(solver.nodes(), 1199.0);
    assert_eq!(solver.max_level(), 8);
    assert_eq!(solver.profile().iter().sum::<f64>(), 1199.0);
}

#[wasm_bindgen_test]
fn run_for_pauses_and_resumes_to_the_same_count() {
    // The budget counts nodes from each call, so it must be smaller than the gaps between
    // solutions (a dozen nodes or so in 8 queens) to pause at all.
    for budget in [1.0, 2.0, 5.0] {
        let mut solver = Solver::from_example("queens8", None).unwrap();
        let (mut found, mut paused, mut calls) = (0, 0, 0);
        loop {
            calls += 1;
            assert!(calls < 100_000, "runFor never finished");
            match solver.run_for(budget).as_str() {
                "solution" => found += 1,
                "paused" => paused += 1,
                "finished" => break,
                other => panic!("unexpected runFor result {other:?}"),
            }
        }
        assert_eq!(found, 92, "budget {budget}");
        assert!(paused > 0, "budget {budget} never paused");
        assert_eq!(solver.solutions(), 92.0);
        assert_eq!(solver.updates(), 21375.0);
        assert_eq!(solver.nodes(), 1199.0);
        assert!(solver.finished());
    }
}

#[wasm_bindgen_test]
fn step_and_step_back_restore_the_view() {
    let mut solver = Solver::from_example("queens5", None).unwrap();
    solver.record_history(true);
    let start = view(&mut solver);
    assert!(solver.step_back().is_none(), "nothing to undo at the start");

    // Forward into the search, remember the view there, go further, come back to it.
    for _ in 0..40 {
        assert!(solver.step().is_some());
    }
    let middle = view(&mut solver);
    assert_ne!(middle, start, "40 events changed nothing");
    for _ in 0..3 {
        let events = solver.step_solution();
        assert_eq!(
            events.chunks(5).last().map(|e| e[0]),
            Some(4),
            "kind 4 is a solution"
        );
    }
    assert_eq!(solver.solutions(), middle.solutions + 3.0);
    while solver.history_length() > 40 {
        assert!(solver.step_back().is_some());
    }
    assert_eq!(view(&mut solver), middle);

    // And all the way back to the start.
    while solver.step_back().is_some() {}
    assert_eq!(solver.history_length(), 0);
    assert_eq!(view(&mut solver), start);
}

#[wasm_bindgen_test]
fn stepping_finds_what_the_fast_path_finds() {
    let mut fast = Solver::from_example("queens6", None).unwrap();
    let mut expected = Vec::new();
    while fast.find_next() {
        expected.push(fast.chosen());
    }
    let mut stepped = Solver::from_example("queens6", None).unwrap();
    let mut found = Vec::new();
    loop {
        let events = stepped.step_solution();
        match events.chunks(5).last() {
            Some([4, ..]) => found.push(stepped.chosen()),
            _ => break,
        }
    }
    assert_eq!(found, expected);
    assert_eq!(found.len(), 4);
}

#[wasm_bindgen_test]
fn grouped_steps_undo_exactly() {
    let mut solver = Solver::from_example("knuth", None).unwrap();
    solver.record_history(true);
    let start = view(&mut solver);
    let covered = solver.step_cover();
    assert!(!covered.is_empty() && covered.len().is_multiple_of(5));
    let tried = solver.step_option();
    assert!(
        tried.chunks(5).any(|e| e[0] == 3),
        "stepOption tried no option"
    );
    solver.back_option();
    solver.back_cover();
    while solver.step_back().is_some() {}
    assert_eq!(view(&mut solver), start);
}

#[wasm_bindgen_test]
fn layout_queries_and_their_errors() {
    let solver = Solver::from_example("queens4", None).unwrap();
    assert_eq!(solver.primary_count(), 8);
    assert_eq!(solver.item_count(), 8 + 7 + 7);
    assert_eq!(solver.option_count(), 16);
    assert_eq!(solver.item_name(0).unwrap(), "r0");
    assert_eq!(
        message(expect_err(solver.item_name(22))),
        "there is no item 22"
    );
    assert_eq!(
        message(expect_err(solver.option_text(16))),
        "there is no option 16"
    );
    assert_eq!(solver.node_item(0), -1, "the root is in no column");
    assert!(
        matches!(option_roles(&solver)[0], Role::Queen { row: 0, column: 0 }),
        "queens options are queens on squares"
    );
    let sudoku = Solver::from_sudoku(EASY, None, None, None).unwrap();
    for role in option_roles(&sudoku) {
        let Role::Placement { row, column, value } = role else {
            panic!("a Sudoku option places a value: {role:?}");
        };
        assert!(row < 9 && column < 9 && (1..=9).contains(&value));
    }
}

#[wasm_bindgen_test]
fn unknown_names_are_errors() {
    let error = expect_err(Solver::from_example("queens99", None));
    assert_eq!(
        message(error),
        "unknown example `queens99`: use knuth, classic or queens1 to queens32"
    );
    assert!(Solver::from_example("sudoku", None).is_err());
    let error = expect_err(Solver::from_example("knuth", Some("fastest".into())));
    assert_eq!(
        message(error),
        "unknown heuristic `fastest`: use `mrv` or `first`"
    );
    let error = expect_err(Solver::from_sudoku(
        EASY,
        Some("compact".into()),
        None,
        None,
    ));
    assert_eq!(
        message(error),
        "unknown encoding `compact`: use `reduced` or `full`"
    );
}

// ------------------------------------------------------------ pentominoes and Langford pairs

/// An option's role as `optionRoles()` gives it to JS, read back.
#[derive(Debug, Deserialize)]
#[serde(tag = "role", rename_all = "camelCase")]
enum Role {
    Placement { row: u32, column: u32, value: u32 },
    Queen { row: u32, column: u32 },
    Piece { letter: char, cells: Vec<[u32; 2]> },
    Pair { value: u32, first: u32, second: u32 },
    Plain,
}

/// Every option's role, as JS receives them.
fn option_roles(solver: &Solver) -> Vec<Role> {
    let roles = solver.option_roles().expect("roles cross to JS");
    serde_wasm_bindgen::from_value(roles).expect("roles are plain objects")
}

/// The board a solution of a pentomino packing draws, from the roles of the chosen options:
/// the letter in each square, `#` where none.
fn packing_picture(solver: &Solver) -> Vec<Vec<char>> {
    let (rows, cols) = (solver.board_rows() as usize, solver.board_cols() as usize);
    let mut picture = vec![vec!['#'; cols]; rows];
    let roles = option_roles(solver);
    for option in solver.chosen() {
        let Role::Piece { letter, cells } = &roles[option as usize] else {
            panic!("option {option} is no piece: {:?}", roles[option as usize]);
        };
        let letter = *letter;
        assert_eq!(cells.len(), 5, "a pentomino covers 5 cells");
        for cell in cells {
            let square = &mut picture[cell[0] as usize][cell[1] as usize];
            assert_eq!(
                *square, '#',
                "two pieces on row {}, column {}",
                cell[0], cell[1]
            );
            *square = letter;
        }
    }
    picture
}

#[wasm_bindgen_test]
fn pentominoes_3x20_have_2_packings_up_to_symmetry() {
    // 2 packings of the 3x20 box, 8 counting its rotations and reflections (Golomb,
    // "Polyominoes", 1965; Knuth, "Dancing Links", 2000).
    let mut solver = Solver::from_pentominoes("3x20", true, None).unwrap();
    assert_eq!(solver.kind(), "pentominoes");
    assert_eq!((solver.board_rows(), solver.board_cols()), (3, 20));
    assert_eq!(solver.board_cells(), vec![1; 60]);
    assert!(solver.find_next());
    let picture = packing_picture(&solver);
    let text: Vec<String> = picture.iter().map(|row| row.iter().collect()).collect();
    assert_eq!(solver.solution_text(), text.join("\n"));
    let mut letters: Vec<char> = picture.concat();
    letters.sort_unstable();
    letters.dedup();
    assert_eq!(letters.iter().collect::<String>(), "FILNPTUVWXYZ");
    assert_eq!(solver.count(None), 1.0, "one more after the first");

    let mut all = Solver::from_pentominoes("3x20", false, None).unwrap();
    assert_eq!(all.count(None), 8.0);
}

#[wasm_bindgen_test]
fn pentomino_boards_by_name_and_picture() {
    let scott = Solver::from_pentominoes("scott", true, None).unwrap();
    assert_eq!((scott.board_rows(), scott.board_cols()), (8, 8));
    let mask = scott.board_cells();
    assert_eq!(mask.iter().filter(|&&c| c == 0).count(), 4);
    assert_eq!(mask[3 * 8 + 3], 0, "the centre is a hole");
    let picture =
        Solver::from_pentominoes("##########\n".repeat(6).trim_end(), false, None).unwrap();
    assert_eq!((picture.board_rows(), picture.board_cols()), (6, 10));
    let roles = option_roles(&picture);
    assert_eq!(roles.len(), picture.option_count() as usize);
    assert!(roles.iter().all(|r| matches!(r, Role::Piece { .. })));

    let error = expect_err(Solver::from_pentominoes("7x7", true, None));
    assert_eq!(
        message(error),
        "the board has 49 cells but the pieces cover 60: they must be equal"
    );
    let error = expect_err(Solver::from_pentominoes("big", true, None));
    assert_eq!(
        message(error),
        "unknown board `big`: use 6x10, 5x12, 4x15, 3x20, scott, or a picture with `#` for a \
         cell and `.` for a hole"
    );
    let error = expect_err(Solver::from_pentominoes("###\n#x#", true, None));
    assert!(message(error).contains("line 2, column 2"));
    let error = expect_err(Solver::from_pentominoes("6x10", true, Some("best".into())));
    assert_eq!(
        message(error),
        "unknown heuristic `best`: use `mrv` or `first`"
    );
}

#[wasm_bindgen_test]
fn langford_7_has_26_sequences_up_to_reversal() {
    // OEIS A014552: 26 Langford sequences for n = 7, each with its reversal.
    let mut solver = Solver::from_langford(7, true, None).unwrap();
    assert_eq!(solver.kind(), "langford");
    assert_eq!(solver.size(), 7);
    assert_eq!(solver.primary_count(), 7 + 14);
    assert!(solver.find_next());
    let mut slots = [0u32; 14];
    let roles = option_roles(&solver);
    for option in solver.chosen() {
        let Role::Pair {
            value,
            first,
            second,
        } = roles[option as usize]
        else {
            panic!("a pair is a value and two slots");
        };
        assert_eq!(
            second - first,
            value + 1,
            "{value} numbers between the two {value}s"
        );
        slots[first as usize] = value;
        slots[second as usize] = value;
    }
    let text: Vec<String> = slots.iter().map(u32::to_string).collect();
    assert_eq!(solver.solution_text(), text.join(" "));
    assert_eq!(solver.count(None), 25.0, "25 more after the first");
    assert_eq!(
        Solver::from_langford(7, false, None).unwrap().count(None),
        52.0
    );
    assert_eq!(
        Solver::from_langford(3, true, None).unwrap().count(None),
        1.0
    );
    assert_eq!(
        Solver::from_langford(5, true, None).unwrap().count(None),
        0.0
    );

    let error = expect_err(Solver::from_langford(0, true, None));
    assert_eq!(message(error), "langford pairs need n of at least 1, not 0");
    assert!(
        !roles.iter().any(|r| matches!(r, Role::Piece { .. })),
        "langford options are no pieces"
    );
}

#[wasm_bindgen_test]
fn every_solver_says_what_it_is() {
    let kind = |s: Solver| s.kind();
    assert_eq!(
        kind(Solver::from_sudoku(EASY, None, None, None).unwrap()),
        "sudoku"
    );
    assert_eq!(
        kind(Solver::from_example("queens6", None).unwrap()),
        "queens"
    );
    assert_eq!(kind(Solver::from_example("knuth", None).unwrap()), "other");
    assert_eq!(
        kind(Solver::from_matrix("1 0\n0 1", None).unwrap()),
        "other"
    );
}

#[wasm_bindgen_test]
fn outlook_crosses_as_a_plain_object_and_changes_nothing() {
    // Knuth's example: MRV will choose A first; after `A D G` is tried, D and G are still to
    // cover and the next choice is B.
    let mut solver = Solver::from_example("knuth", None).unwrap();
    solver.record_history(true);
    let get = |value: &wasm_bindgen::JsValue, key: &str| Reflect::get(value, &key.into()).unwrap();
    let outlook = solver.outlook().unwrap();
    let next = get(&outlook, "next");
    assert_eq!(get(&next, "kind").as_string().as_deref(), Some("choose"));
    assert_eq!(get(&next, "item").as_f64(), Some(0.0));
    assert_eq!(get(&next, "settled").as_bool(), Some(true));
    assert!(get(&outlook, "placing").is_undefined());
    let before = view(&mut solver);
    while solver.step().unwrap()[0] != 3 {} // up to the first try (kind 3)
    let outlook = solver.outlook().unwrap();
    assert_eq!(get(&outlook, "placing").as_f64(), Some(1.0));
    let to_cover: Vec<f64> = js_sys::Array::from(&get(&outlook, "toCover"))
        .iter()
        .map(|k| k.as_f64().unwrap())
        .collect();
    assert_eq!(to_cover, [3.0, 6.0]);
    let next = get(&outlook, "next");
    assert_eq!(get(&next, "item").as_f64(), Some(1.0));
    assert_eq!(get(&next, "after").as_f64(), Some(1.0));
    assert_eq!(get(&next, "settled").as_bool(), Some(false));
    assert_eq!(get(&next, "backsUp").as_bool(), Some(false));
    // On to the dead end (B's one option `B C F` leaves E none: a choice of len 0). From there
    // the search backs up before it chooses again, and the outlook says so, in camelCase.
    while {
        let e = solver.step().unwrap();
        !(e[0] == 0 && e[3] == 0)
    } {}
    let next = get(&solver.outlook().unwrap(), "next");
    assert_eq!(get(&next, "backsUp").as_bool(), Some(true));
    assert!(get(&next, "backs_up").is_undefined());
    while solver.step_back().is_some() {}
    assert_eq!(view(&mut solver), before);
}
