//! The estimate and the tree fraction as the page's workers see them, in headless Chromium.
#![cfg(target_arch = "wasm32")]

use dlx_wasm::Solver;
use js_sys::{Float64Array, Reflect};
use serde::Deserialize;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Guess {
    mean: f64,
    std_error: f64,
}

#[derive(Debug, Deserialize, PartialEq)]
struct Estimate {
    samples: f64,
    nodes: Guess,
    updates: Guess,
    solutions: Guess,
}

fn read(value: JsValue) -> Estimate {
    serde_wasm_bindgen::from_value(value).expect("an estimate")
}

/// The exact counts of a whole search of the same problem.
fn truth(name: &str) -> (f64, f64, f64) {
    let mut solver = Solver::from_example(name, None).unwrap();
    let solutions = solver.count(None);
    (solutions, solver.nodes(), solver.updates())
}

#[wasm_bindgen_test]
fn the_estimate_in_slices_comes_near_the_true_counts() {
    let solver = Solver::from_example("queens8", None).unwrap();
    let mut estimator = solver.estimator(1.0);
    let empty = read(estimator.estimate().unwrap());
    assert_eq!(empty.samples, 0.0);
    assert_eq!(empty.nodes.mean, 0.0);
    estimator.run(500.0);
    let early = read(estimator.estimate().unwrap());
    assert_eq!(early.samples, 500.0);
    estimator.run(1500.0);
    let e = read(estimator.estimate().unwrap());
    assert_eq!(e.samples, 2000.0);
    let (solutions, nodes, updates) = truth("queens8");
    for (guess, exact, what) in [
        (&e.solutions, solutions, "solutions"),
        (&e.nodes, nodes, "nodes"),
        (&e.updates, updates, "updates"),
    ] {
        assert!(guess.std_error > 0.0, "{what}: {guess:?}");
        assert!(
            (guess.mean - exact).abs() < 5.0 * guess.std_error,
            "{what}: {guess:?} against {exact}"
        );
    }
    // More paths, a smaller error.
    assert!(e.nodes.std_error < early.nodes.std_error);
}

#[wasm_bindgen_test]
fn the_same_seed_gives_the_same_estimate_wherever_the_solver_is() {
    let fresh = Solver::from_example("queens7", None).unwrap();
    let mut moved = Solver::from_example("queens7", None).unwrap();
    assert!(moved.find_next());
    let (mut a, mut b) = (fresh.estimator(9.0), moved.estimator(9.0));
    a.run(300.0);
    b.run(300.0);
    assert_eq!(read(a.estimate().unwrap()), read(b.estimate().unwrap()));
    let mut c = fresh.estimator(10.0);
    c.run(300.0);
    assert_ne!(read(a.estimate().unwrap()), read(c.estimate().unwrap()));
}

#[wasm_bindgen_test]
fn a_sudokus_givens_are_kept_by_its_estimate() {
    // Full encoding: the givens are presets of the search, and the estimate starts below them.
    let puzzle =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let solver = Solver::from_sudoku(puzzle, Some("full".into()), None, None).unwrap();
    let mut estimator = solver.estimator(3.0);
    estimator.run(50.0);
    let e = read(estimator.estimate().unwrap());
    // An easy grid: every path goes straight to its one solution.
    assert_eq!(e.solutions.mean, 1.0);
    assert_eq!(e.solutions.std_error, 0.0);
}

#[wasm_bindgen_test]
fn the_tree_fraction_rises_from_0_to_1() {
    let mut solver = Solver::from_example("queens9", None).unwrap();
    assert_eq!(solver.tree_fraction(), 0.0);
    let mut last = 0.0;
    let mut rose = 0;
    while !solver.finished() {
        solver.count_for(50.0, None);
        let f = solver.tree_fraction();
        // Shares of a share add up to it but for a rounding.
        assert!(f >= last - 1e-12 && f <= 1.0, "{f} after {last}");
        if f > last {
            rose += 1;
        }
        last = f;
    }
    assert_eq!(last, 1.0);
    assert!(rose > 10, "{rose}");
}

#[wasm_bindgen_test]
fn subproblems_carry_their_share_of_the_tree() {
    let solver = Solver::from_example("queens8", None).unwrap();
    let cut = solver.subproblems(8, None).unwrap();
    let shares: Vec<f64> =
        Float64Array::from(Reflect::get(&cut, &"shares".into()).unwrap()).to_vec();
    assert_eq!(shares, vec![1.0 / 8.0; 8]);
    let cut = solver.subproblems(30, None).unwrap();
    let shares: Vec<f64> =
        Float64Array::from(Reflect::get(&cut, &"shares".into()).unwrap()).to_vec();
    let lengths = Reflect::get(&cut, &"lengths".into()).unwrap();
    assert_eq!(
        shares.len() as u32,
        js_sys::Uint32Array::from(lengths).length()
    );
    let total: f64 = shares.iter().sum();
    assert!(shares.iter().all(|&s| s > 0.0 && s <= 1.0 / 8.0));
    assert!(total <= 1.0 + 1e-12, "{total}");
}
