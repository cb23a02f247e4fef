//! Colors through the bindings (Knuth's XCC), in headless Chromium: the color names, each
//! node's color and mark as the search steps, the color of an item, and the cleansings.
#![cfg(target_arch = "wasm32")]

use dlx::format::parse_dlx;
use dlx::Search;
use dlx_wasm::Solver;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// TAOCP 7.2.2.1's example of colors.
const TAOCP: &str = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n";

/// The kind of a mark event in `Solver::step`'s numbers.
const MARK: u32 = 10;

#[wasm_bindgen_test]
fn cleansings_are_the_engines_count() {
    let mut solver = Solver::from_dlx(TAOCP, None).expect("a problem");
    assert!(solver.has_colors());
    assert_eq!(solver.cleansings(), 0.0);
    solver.count(None);
    let mut search = Search::new(parse_dlx(TAOCP).unwrap());
    search.count(None);
    let expected = search.stats().cleansings as f64;
    assert!(expected > 0.0);
    assert_eq!(solver.cleansings(), expected);

    let mut plain = Solver::from_dlx("p q | x\np x\nq\n", None).expect("a problem");
    plain.count(None);
    assert!(!plain.has_colors());
    assert_eq!(plain.cleansings(), 0.0);
    assert!(plain.node_colors().is_empty());
    assert!(plain.color_names().is_empty());
}

#[wasm_bindgen_test]
fn node_colors_show_the_marks_as_the_search_steps_and_back() {
    let mut solver = Solver::from_dlx(TAOCP, None).expect("a problem");
    solver.record_history(true);
    assert_eq!(solver.color_names(), ["A", "B"]);
    let start = solver.node_colors();
    assert_eq!(start.len() as u32, solver.node_count());
    // Every node the text gives a color has its code, and none is marked yet.
    for (n, &code) in start.iter().enumerate() {
        let option = solver.node_option(n as u32);
        let colored = option >= 0 && solver.option_text(option as u32).unwrap().contains(':');
        assert!(code >= 0);
        if code > 0 {
            assert!(colored, "node {n} has a color its option does not give");
        }
    }
    let mut marks = 0;
    while let Some(event) = solver.step() {
        if event[0] == MARK {
            let node = event[1] as usize;
            let now = solver.node_colors();
            assert_eq!(now[node], -start[node]);
            marks += 1;
            let back = solver.step_back().expect("an event to undo");
            assert_eq!(back[..2], [MARK, event[1]]);
            assert_eq!(solver.node_colors()[node], start[node]);
            solver.step();
        }
    }
    assert!(marks > 0);
    assert_eq!(solver.node_colors(), start);
}

#[wasm_bindgen_test]
fn item_color_names_what_the_chosen_options_give() {
    let mut solver = Solver::from_dlx(TAOCP, None).expect("a problem");
    let x = (0..solver.item_count())
        .find(|&k| solver.item_name(k).unwrap() == "x")
        .unwrap();
    assert_eq!(solver.item_color(x), 0);
    assert!(solver.find_next());
    // The solution's options give x color A (code 1).
    assert_eq!(solver.item_color(x), 1);
    assert_eq!(solver.item_color(999), 0);
}
