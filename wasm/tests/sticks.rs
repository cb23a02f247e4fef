//! Tetrasticks as the page sees them, in headless Chromium (`wasm-bindgen-test`).
#![cfg(target_arch = "wasm32")]

mod common;

use common::{expect_err, message};
use dlx_wasm::Solver;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_square_without_the_y_has_a_packing_drawn_on_its_edges() {
    let mut solver = Solver::from_sticks("5x5", "Y", true, None).unwrap();
    assert_eq!(solver.kind(), "sticks");
    assert_eq!((solver.board_rows(), solver.board_cols()), (5, 5));
    assert!(solver.find_next());
    let text = solver.solution_text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 11);
    assert!(lines.iter().all(|l| l.chars().count() == 16));
    // Every edge has its piece: no `--` or `|` of a free edge is left.
    assert!(!text.contains("--") && !text.contains('|'), "{text}");
    assert!(!text.contains('Y'));
}

#[wasm_bindgen_test]
fn bad_pieces_and_boards_say_what_is_wrong() {
    let unknown = message(expect_err(Solver::from_sticks("5x5", "Q", true, None)));
    assert!(
        unknown.starts_with("no tetrastick is named 'Q'"),
        "{unknown}"
    );
    let none = message(expect_err(Solver::from_sticks("5x5", "", true, None)));
    assert!(
        none.contains("60 edges but the pieces have 64 sticks"),
        "{none}"
    );
    let board = message(expect_err(Solver::from_sticks("big", "H", true, None)));
    assert!(
        board.starts_with("unknown board of sticks `big`"),
        "{board}"
    );
}
