//! The hexiamonds through the bindings, in headless Chromium: the triangular board as the page
//! reads it (which triangles point up), a packing and its picture, and a bad board's message.

mod common;

use common::{expect_err, message};
use dlx_wasm::Solver;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_4x9_parallelogram_is_read_as_triangles_and_packed() {
    let mut solver = Solver::from_iamonds("4x9", true, None).unwrap();
    assert_eq!(solver.kind(), "iamonds");
    let (rows, cols) = (solver.board_rows() as usize, solver.board_cols() as usize);
    let cells = solver.board_cells();
    assert_eq!(cells.len(), rows * cols);
    // 72 triangles, half pointing up (1), half down (2); each row starts with one pointing down.
    assert_eq!(cells.iter().filter(|&&c| c == 1).count(), 36);
    assert_eq!(cells.iter().filter(|&&c| c == 2).count(), 36);
    for r in 0..rows {
        let first = cells[r * cols..].iter().position(|&c| c != 0).unwrap();
        assert_eq!((first, cells[r * cols + first]), (r + 1, 2), "row {r}");
    }
    assert!(solver.find_next());
    let picture = solver.solution_text();
    assert_eq!(picture.lines().count(), rows);
    for piece in 'A'..='L' {
        assert_eq!(picture.matches(piece).count(), 6, "{piece} in\n{picture}");
    }
}

#[wasm_bindgen_test]
fn a_board_of_the_wrong_size_says_so() {
    let error = message(expect_err(Solver::from_iamonds("5x6", true, None)));
    assert!(error.contains("60 triangles"), "{error}");
    let error = message(expect_err(Solver::from_iamonds("big", true, None)));
    assert!(error.starts_with("unknown board `big`"), "{error}");
}
