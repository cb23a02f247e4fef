//! Predict mode's questions and the seeded problems, as the page sees them (headless Chromium).
#![cfg(target_arch = "wasm32")]

use dlx_wasm::{random_exact_cover_text, random_sudoku4_text, Solver};
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

fn numbers(value: &JsValue) -> Vec<u32> {
    Array::from(value)
        .iter()
        .map(|k| k.as_f64().unwrap() as u32)
        .collect()
}

#[wasm_bindgen_test]
fn every_event_carries_its_step() {
    // Knuth's example under MRV: choose A (X3), cover it (X4), try `A D G` (X5), ...
    let mut solver = Solver::from_example("knuth", None).unwrap();
    solver.record_history(true);
    let mut steps = String::new();
    while let Some(event) = solver.step() {
        assert_eq!(event.len(), 5);
        steps.push(char::from(b'0' + event[4] as u8));
    }
    assert!(steps.starts_with("34444555555"), "{steps}");
    assert!(steps.ends_with('8'));
    // Undone, each event keeps the step it was done in.
    let mut back = String::new();
    while let Some(event) = solver.step_back() {
        back.insert(0, char::from(b'0' + event[4] as u8));
    }
    assert_eq!(back, steps);
}

#[wasm_bindgen_test]
fn questions_cross_as_plain_objects_and_change_nothing() {
    let mut solver = Solver::from_example("knuth", None).unwrap();
    solver.record_history(true);
    let q = solver.question().unwrap();
    assert_eq!(get(&q, "kind").as_string().as_deref(), Some("choose"));
    assert_eq!(get(&q, "item").as_f64(), Some(0.0)); // A
    assert_eq!(get(&q, "len").as_f64(), Some(2.0));
    let lens = Array::from(&get(&q, "lens"));
    assert_eq!(lens.length(), 5);
    assert_eq!(get(&lens.get(3), "len").as_f64(), Some(3.0)); // D has 3
    assert_eq!(solver.history_length(), 0, "asking steps nothing");
    solver.step();
    let q = solver.question().unwrap();
    assert_eq!(get(&q, "kind").as_string().as_deref(), Some("cover"));
    assert_eq!(numbers(&get(&q, "leaving")), [1, 3]); // `A D G`, `A D`
    assert_eq!(numbers(&get(&q, "candidates")), [0, 1, 2, 3, 4, 5]);
    // A link event inside the cover raises no question.
    solver.step();
    solver.step();
    assert!(solver.question().unwrap().is_undefined());
    // On to the solution: its options are the engine's chosen ones.
    let mut seen_solution = false;
    loop {
        let q = solver.question().unwrap();
        if !q.is_undefined() && get(&q, "kind").as_string().as_deref() == Some("solution") {
            solver.step();
            assert_eq!(numbers(&get(&q, "options")), solver.chosen());
            seen_solution = true;
            break;
        }
        if solver.step().is_none() {
            break;
        }
    }
    assert!(seen_solution);
}

#[wasm_bindgen_test]
fn seeded_problems_are_the_same_for_the_same_seed() {
    let a = random_exact_cover_text(42.0).unwrap();
    assert_eq!(a, random_exact_cover_text(42.0).unwrap());
    assert_ne!(a, random_exact_cover_text(43.0).unwrap());
    let mut solver = Solver::from_dlx(&a, None).unwrap();
    assert!(solver.count(None) >= 1.0);
    let puzzle = random_sudoku4_text(42.0).unwrap();
    assert_eq!(puzzle.len(), 16);
    assert_eq!(
        Solver::from_sudoku(&puzzle, None, None, None)
            .unwrap()
            .count(Some(2.0)),
        1.0
    );
    for bad in [-1.0, 1.5, f64::NAN, 9_007_199_254_740_992.0] {
        assert!(random_exact_cover_text(bad).is_err(), "{bad}");
        assert!(random_sudoku4_text(bad).is_err(), "{bad}");
    }
}
