//! Sudoku variants (X-sudoku, jigsaw) and DLX export through the bindings, in headless Chromium.
#![cfg(target_arch = "wasm32")]

mod common;
#[path = "../../tests/common/sudoku_rules.rs"]
mod sudoku_rules;

use common::{cells, expect_err, message, property};
use dlx_wasm::{check_sudoku_variant, Solver};
use sudoku_rules::solves_by_rules;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// An X-sudoku of our own making (19 givens, one solution).
const X_PUZZLE: &str =
    "2................616..4......532..78.4...............3....7..2...6....5.8...6.9..";
const X_SOLUTION: &str =
    "234687195587291346169543782915326478342718569678954213493875621726139854851462937";

/// A jigsaw of our own making: its region map, one row per line, and a puzzle with 15 givens.
const JIGSAW_REGIONS: &str = "\
abbbbbbbb
acccddbee
aaccdeeef
aaccdeggf
aaccdeegf
ahhhdgegf
hhiddgggf
hhidiigff
hhiiiiiff";
const JIGSAW_PUZZLE: &str =
    ".........47........6........2.....39..8.....4..1....4...5.2.6.............2.....1";
const JIGSAW_SOLUTION: &str =
    "513682497479231568864379152726154839198563724381795246945827613237416985652948371";

/// [`solves_by_rules`] with the bindings' region map (`u32` per cell).
fn valid(grid: &str, puzzle: &str, regions: &[u32], diagonals: bool) -> bool {
    let regions: Vec<usize> = regions.iter().map(|&r| r as usize).collect();
    solves_by_rules(grid, puzzle, &regions, diagonals)
}

/// Every item name of a solver.
fn item_names(solver: &Solver) -> Vec<String> {
    (0..solver.item_count())
        .map(|k| solver.item_name(k).expect("an item"))
        .collect()
}

#[wasm_bindgen_test]
fn x_sudoku_solves_to_a_grid_with_both_diagonals_full() {
    let mut solver =
        Solver::from_sudoku_variant(X_PUZZLE, "x", None, None, None, None).expect("a puzzle");
    assert_eq!(solver.kind(), "sudoku");
    assert_eq!(solver.variant(), "x");
    let boxes = solver.region_map();
    assert_eq!(boxes.len(), 81);
    assert_eq!((boxes[0], boxes[8], boxes[40], boxes[80]), (0, 2, 4, 8));
    assert!(solver.find_next());
    let grid = solver.solution_text();
    assert!(valid(&grid, X_PUZZLE, &boxes, true), "{grid}");
    assert_eq!(grid, X_SOLUTION);
    assert!(!solver.find_next(), "one solution");

    // The diagonals' items come through as the engine names them; a classic grid has none.
    let names = item_names(&solver);
    assert!(names.iter().any(|n| n == "d1=1"), "{names:?}");
    assert!(names.iter().any(|n| n.starts_with("d2=")), "{names:?}");
    let classic = Solver::from_sudoku_variant(X_PUZZLE, "classic", None, None, None, None)
        .expect("the same givens are a classic puzzle too");
    assert_eq!(classic.variant(), "classic");
    assert!(!item_names(&classic).iter().any(|n| n.starts_with('d')));

    // Full encoding, first-item heuristic: the same grid; every diagonal item is there.
    let mut full = Solver::from_sudoku_variant(
        X_PUZZLE,
        "x",
        None,
        Some("full".into()),
        Some("first".into()),
        Some(3),
    )
    .expect("a puzzle");
    assert_eq!(full.item_count(), 4 * 81 + 2 * 9);
    assert!(full.find_next());
    assert_eq!(full.solution_text(), X_SOLUTION);
}

#[wasm_bindgen_test]
fn jigsaw_solves_to_a_grid_with_every_region_full() {
    let mut solver = Solver::from_sudoku_variant(
        JIGSAW_PUZZLE,
        "jigsaw",
        Some(JIGSAW_REGIONS.into()),
        None,
        None,
        None,
    )
    .expect("a puzzle");
    assert_eq!(solver.variant(), "jigsaw");
    assert_eq!(solver.box_size(), 3);
    // The regions, numbered in the reading order of their first cells: a=0, b=1, ...
    let map = solver.region_map();
    let letters: Vec<u32> = JIGSAW_REGIONS
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c as u32 - 'a' as u32)
        .collect();
    assert_eq!(map, letters);
    assert!(solver.find_next());
    let grid = solver.solution_text();
    assert!(valid(&grid, JIGSAW_PUZZLE, &map, false), "{grid}");
    assert_eq!(grid, JIGSAW_SOLUTION);
    assert!(!solver.find_next(), "one solution");
    // Boxes are no unit of a jigsaw: the regions' items are g1=v ... g9=v, never b1=v.
    let names = item_names(&solver);
    assert!(names.iter().any(|n| n.starts_with("g9=")), "{names:?}");
    assert!(!names.iter().any(|n| n.starts_with('b')), "{names:?}");
    // The grid is no classic Sudoku: some box holds a value twice.
    let boxes = Solver::from_sudoku(&".".repeat(81), None, None, None)
        .expect("an empty grid")
        .region_map();
    assert!(!valid(&grid, JIGSAW_PUZZLE, &boxes, false));

    // A 4x4 jigsaw from the core's documentation, written on one line with spaces.
    let mut small = Solver::from_sudoku_variant(
        "...4 ..1. .... .1.3",
        "jigsaw",
        Some("aaab abbb cddd cccd".into()),
        Some("full".into()),
        None,
        None,
    )
    .expect("a puzzle");
    assert!(small.find_next());
    assert_eq!(small.solution_text(), "1234431234212143");
    let item = (0..small.item_count()).find(|&k| small.item_name(k).unwrap() == "g3=7");
    assert_eq!(item, None, "a 4x4 has no 7");
    assert!(item_names(&small).contains(&"g3=2".to_string()));
}

#[wasm_bindgen_test]
fn a_jigsaw_without_a_region_map_says_so() {
    for regions in [None, Some(String::new()), Some(" \n ".into())] {
        let error = expect_err(Solver::from_sudoku_variant(
            JIGSAW_PUZZLE,
            "jigsaw",
            regions,
            None,
            None,
            None,
        ));
        assert!(
            message(error.clone()).starts_with("a jigsaw Sudoku needs a region map"),
            "{}",
            message(error)
        );
        assert_eq!(property(&error, "input"), "regions");
        assert!(cells(&error).is_empty());
    }
    // Other variants ignore the map, even a bad one.
    assert!(
        Solver::from_sudoku_variant(X_PUZZLE, "x", Some("??".into()), None, None, None).is_ok()
    );
    let error = expect_err(Solver::from_sudoku_variant(
        X_PUZZLE, "diagonal", None, None, None, None,
    ));
    assert_eq!(
        message(error),
        "unknown Sudoku variant `diagonal`: use `classic`, `x` or `jigsaw`"
    );
}

#[wasm_bindgen_test]
fn a_bad_region_map_names_the_region_and_its_cells() {
    let jigsaw = |map: &str| {
        expect_err(Solver::from_sudoku_variant(
            JIGSAW_PUZZLE,
            "jigsaw",
            Some(map.into()),
            None,
            None,
            None,
        ))
    };
    // Swapping the `b` at row 1, column 2 with the `c` below it leaves both in pieces; the
    // first region in reading order, and so the one named, is now `c`.
    let cut = JIGSAW_REGIONS.replacen("abbbbbbbb\nacc", "acbbbbbbb\nabc", 1);
    let error = jigsaw(&cut);
    assert_eq!(
        message(error.clone()),
        "region 2 (`c`) is in pieces: row 2, column 3 cannot be reached from row 1, column 2 \
         through the region's cells"
    );
    assert_eq!(property(&error, "input"), "regions");
    assert_eq!(cells(&error), [(1, 2), (2, 3)]);

    // One `a` too many and one `b` too few.
    let error = jigsaw(&JIGSAW_REGIONS.replacen("ab", "aa", 1));
    assert_eq!(
        message(error.clone()),
        "region 1 (`a`, from row 1, column 1) has 10 cells, but each region of a 9x9 needs 9"
    );
    assert_eq!(cells(&error), [(1, 1)]);

    // A character that labels no region: its place in the map, not a cell.
    let error = jigsaw(&JIGSAW_REGIONS.replacen("acccdd", "accc-d", 1));
    assert!(
        message(error.clone())
            .starts_with("bad character '-' in the region map at line 2, column 5"),
        "{}",
        message(error)
    );
    assert_eq!(property(&error, "position").as_f64(), Some(15.0));
    assert!(cells(&error).is_empty());

    let error = jigsaw("aaab abbb cddd cccd");
    assert_eq!(
        message(error.clone()),
        "the puzzle has 81 cells, a 4x4 needs 16"
    );
    assert_eq!(property(&error, "input"), "puzzle");

    // checkSudokuVariant says the same without throwing, and nothing for a good map.
    let checked = check_sudoku_variant(JIGSAW_PUZZLE, "jigsaw", Some(cut.clone()), None);
    assert_eq!(cells(&checked), [(1, 2), (2, 3)]);
    assert!(
        check_sudoku_variant(JIGSAW_PUZZLE, "jigsaw", Some(JIGSAW_REGIONS.into()), None)
            .is_undefined()
    );
}

#[wasm_bindgen_test]
fn conflicting_givens_on_a_diagonal_name_both_cells() {
    // A 1 at row 5, column 5 (the centre) as well as at row 1, column 1 of an otherwise
    // empty grid: no row, column or box in common, only diagonal 1.
    let mut grid = vec!['.'; 81];
    grid[0] = '1';
    grid[40] = '1';
    let puzzle: String = grid.iter().collect();
    let error = expect_err(Solver::from_sudoku_variant(
        &puzzle, "x", None, None, None, None,
    ));
    assert_eq!(
        message(error.clone()),
        "row 5, column 5 and row 1, column 1 both hold 1 on diagonal 1"
    );
    assert_eq!(property(&error, "input"), "puzzle");
    let mut marked = cells(&error);
    marked.sort_unstable();
    assert_eq!(marked, [(1, 1), (5, 5)]);
    // Diagonal 2 runs from the top right corner: row 1, column 9 and row 9, column 1.
    let mut grid = vec!['.'; 81];
    grid[8] = '7';
    grid[72] = '7';
    let puzzle: String = grid.iter().collect();
    let checked = check_sudoku_variant(&puzzle, "x", None, None);
    assert!(message(checked.clone()).ends_with("both hold 7 on diagonal 2"));
    assert_eq!(cells(&checked).len(), 2);
    // Both puzzles are fine as classic Sudoku.
    assert!(check_sudoku_variant(&puzzle, "classic", None, None).is_undefined());
}

/// `toDlx`, read back with `fromDlx`: the same items in the same order, the options of the
/// original (all of them, unless the original presets some), and the same number of solutions.
fn round_trip(mut solver: Solver, solutions: f64) {
    let text = solver.to_dlx();
    let mut back = Solver::from_dlx(&text, None).expect("toDlx writes what fromDlx reads");
    assert_eq!(item_names(&back), item_names(&solver));
    assert_eq!(back.primary_count(), solver.primary_count());
    let options: Vec<String> = (0..solver.option_count())
        .map(|k| solver.option_text(k).unwrap())
        .collect();
    for k in 0..back.option_count() {
        assert!(options.contains(&back.option_text(k).unwrap()));
    }
    assert_eq!(solver.count(None), solutions, "{}", text);
    assert_eq!(back.count(None), solutions, "{}", text);
}

#[wasm_bindgen_test]
fn to_dlx_reads_back_to_the_same_count_for_every_kind() {
    let sudoku = |text: &str, variant: &str, regions: Option<&str>, encoding: &str| {
        Solver::from_sudoku_variant(
            text,
            variant,
            regions.map(String::from),
            Some(encoding.into()),
            None,
            None,
        )
        .expect("a puzzle")
    };
    // 4x4 grids with several solutions, so the count means something.
    for encoding in ["reduced", "full"] {
        round_trip(
            sudoku("1...............", "classic", None, encoding),
            288.0 / 4.0,
        );
        round_trip(sudoku("................", "x", None, encoding), 48.0);
        round_trip(sudoku("1...............", "x", None, encoding), 12.0);
        round_trip(
            sudoku(
                "...4..1.........",
                "jigsaw",
                Some("aaababbbcdddcccd"),
                encoding,
            ),
            12.0,
        );
        round_trip(sudoku(X_PUZZLE, "x", None, encoding), 1.0);
        // A complete grid: one solution, itself.
        round_trip(sudoku("1234341221434321", "classic", None, encoding), 1.0);
    }
    let full = sudoku("1...............", "classic", None, "full").to_dlx();
    assert!(full.starts_with("| the givens"), "{full}");
    // A comment, the items, and the 64 options less the 10 that clash with the given 1 at
    // row 1, column 1: 3 more for its cell, 3 in its row, 3 in its column, 1 more in its box.
    assert_eq!(full.lines().count(), 2 + 64 - 10);

    let reduced = sudoku("1...............", "classic", None, "reduced").to_dlx();
    assert!(reduced.starts_with("r1c2 r1c3 "), "{reduced}");

    round_trip(Solver::from_example("queens6", None).unwrap(), 4.0);
    round_trip(Solver::from_pentominoes("3x20", true, None).unwrap(), 2.0);
    round_trip(Solver::from_pentominoes("3x20", false, None).unwrap(), 8.0);
    round_trip(Solver::from_langford(4, false, None).unwrap(), 2.0);
    round_trip(Solver::from_example("knuth", None).unwrap(), 1.0);
    round_trip(Solver::from_matrix("10\n01\n11", None).unwrap(), 2.0);
    let queens = Solver::from_example("queens6", None).unwrap().to_dlx();
    assert!(
        queens.lines().next().unwrap().contains(" | a0 "),
        "{queens}"
    );
}

#[wasm_bindgen_test]
fn only_sudoku_solvers_have_a_variant_and_regions() {
    for solver in [
        Solver::from_example("queens6", None).unwrap(),
        Solver::from_langford(3, false, None).unwrap(),
        Solver::from_pentominoes("3x20", true, None).unwrap(),
        Solver::from_dlx("A B\nA\nB", None).unwrap(),
    ] {
        assert_eq!(solver.variant(), "");
        assert!(solver.region_map().is_empty());
    }
    let classic = Solver::from_sudoku(&".".repeat(16), None, None, None).unwrap();
    assert_eq!(classic.variant(), "classic");
    assert_eq!(
        classic.region_map(),
        [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]
    );
}
