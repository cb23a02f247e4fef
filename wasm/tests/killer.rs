//! Killer Sudoku through the bindings (the Sudoku variant "killer", its cage map where a
//! jigsaw's region map goes), in headless Chromium.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{cells, expect_err, message, property};
use dlx_wasm::{check_sudoku_variant, Solver};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const FOUR: &str = include_str!("../../tests/data/killer/seed-7-4x4.txt");

#[wasm_bindgen_test]
fn a_killer_solves_with_its_cages_and_sums() {
    let mut solver = Solver::from_sudoku_variant("", "killer", Some(FOUR.into()), None, None, None)
        .expect("a Killer");
    assert_eq!(
        (solver.kind(), solver.variant()),
        ("sudoku".into(), "killer".into())
    );
    assert_eq!((solver.size(), solver.box_size()), (4, 2));
    assert_eq!(
        solver.cage_map(),
        [0, 1, 1, 2, 0, 0, 3, 4, 5, 5, 3, 4, 6, 6, 6, 4]
    );
    assert_eq!(solver.cage_sums(), [8, 3, 3, 6, 7, 7, 6]);
    assert!(solver.find_next());
    let grid = solver.solution_text();
    let values: Vec<u32> = grid
        .chars()
        .map(|c| c.to_digit(10).expect("a digit"))
        .collect();
    for (cage, &sum) in solver.cage_sums().iter().enumerate() {
        let total: u32 = (0..16)
            .filter(|&k| solver.cage_map()[k] == cage as u32)
            .map(|k| values[k])
            .sum();
        assert_eq!(total, sum, "cage {cage} of {grid}");
    }
    assert!(!solver.find_next(), "one solution");
}

#[wasm_bindgen_test]
fn a_bad_cage_map_names_its_line_and_cell() {
    let error = expect_err(Solver::from_sudoku_variant(
        "",
        "killer",
        Some("AABB\nCD.B\nCEFF\nGEFH\n".into()),
        None,
        None,
        None,
    ));
    assert!(
        message(error.clone()).contains("r2c3 is in no cage"),
        "{}",
        message(error.clone())
    );
    assert_eq!(property(&error, "line").as_f64(), Some(2.0));
    assert_eq!(
        property(&error, "input").as_string().as_deref(),
        Some("regions")
    );
    assert_eq!(cells(&error), [(2, 3)]);
    let checked = check_sudoku_variant("", "killer", Some(String::new()), None);
    assert!(
        message(checked.clone()).contains("needs a cage map"),
        "{}",
        message(checked.clone())
    );
    // Givens of the wrong size are the puzzle's fault, not the map's.
    let givens = check_sudoku_variant("12", "killer", Some(FOUR.into()), None);
    assert_eq!(
        property(&givens, "input").as_string().as_deref(),
        Some("puzzle")
    );
}
