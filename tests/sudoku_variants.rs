//! Sudoku variants: X-sudoku (both main diagonals) and jigsaw Sudoku (irregular regions).
//!
//! The rules are checked here by code of the test's own: the units are built from the region
//! map's characters and the diagonals' definitions, and a plain backtracking counter (a cell at a
//! time, no exact cover) counts completions, so that the DLX encoding is compared with something
//! that does not share its code.

use std::collections::BTreeSet;

use dlx::sudoku::{Encoding, RegionError, Regions, Sudoku, SudokuError, Variant, Verdict};
use dlx::{Heuristic, OptionId};

// ------------------------------------------------------------------------------------ fixtures

/// An X-sudoku solution (made with this crate, checked below by `valid` with the diagonals).
const X9_SOLUTION: &str =
    "123456789789123456456789123637218945918534267542697831364972518871345692295861374";
/// Givens of `X9_SOLUTION`, removed one by one while the X-sudoku stayed unique: 19 givens.
const X9_PUZZLE: &str =
    "....567.9......4...5.........7.1..45.....4.........8.1.6...2....7.....92..5......";

/// A jigsaw map: the 3x3 boxes with cells traded between neighbours. Its labels are not the
/// region numbers: label `6` first appears at row 3, column 7, before label `4` (row 4,
/// column 1), so it is region 4, and label `4` is region 5.
const J9_MAP: &str = "
111122333
112222333
111222663
445555663
444555663
744455666
747888899
777888999
777889999
";
/// A solution of the jigsaw `J9_MAP` (made with this crate, checked below by `valid`).
const J9_SOLUTION: &str =
    "123456789568397214879124356914562873236978145457813692341685927692741538785239461";
/// Givens of `J9_SOLUTION`, removed one by one while the jigsaw stayed unique: 17 givens.
const J9_PUZZLE: &str =
    ".......8.......2...7....3...1.....7..3.9...4.......6..3....592...27......8.......";

/// 4x4 region maps: the boxes, the rows, four L shapes.
const BOXES_4: &str = "aabb aabb ccdd ccdd";
const ROWS_4: &str = "aaaa bbbb cccc dddd";
const L_4: &str = "
aaab
abbb
cddd
cccd
";

fn regions(map: &str) -> Regions {
    Regions::parse(map).unwrap_or_else(|e| panic!("{e}: {map}"))
}

fn jigsaw(map: &str) -> Variant {
    Variant::Jigsaw(regions(map))
}

fn parse(text: &str, variant: &Variant) -> Sudoku {
    Sudoku::parse_variant(text, variant.clone()).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn empty(box_size: usize, variant: &Variant) -> Sudoku {
    Sudoku::empty(box_size)
        .with_variant(variant.clone())
        .expect("an empty grid breaks no rule")
}

// ------------------------------------------------------------------------------------ the rules, independently

/// The units of an `n x n` grid as lists of cells (row-major from 0): rows, columns, then the
/// groups of cells that share a character of `map` (boxes or regions), then with `x` the two
/// main diagonals.
fn units(n: usize, map: &str, x: bool) -> Vec<Vec<usize>> {
    let mut units: Vec<Vec<usize>> = Vec::new();
    for r in 0..n {
        units.push((0..n).map(|c| r * n + c).collect());
    }
    for c in 0..n {
        units.push((0..n).map(|r| r * n + c).collect());
    }
    let labels: Vec<char> = map.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(labels.len(), n * n, "map {map}");
    let distinct: BTreeSet<char> = labels.iter().copied().collect();
    for label in distinct {
        units.push((0..n * n).filter(|&cell| labels[cell] == label).collect());
    }
    if x {
        units.push((0..n).map(|k| k * n + k).collect());
        units.push((0..n).map(|k| k * n + (n - 1 - k)).collect());
    }
    units
}

/// The box map of a grid with boxes of `b x b`, as characters.
fn box_map(b: usize) -> String {
    let n = b * b;
    (0..n * n)
        .map(|cell| (b'a' + ((cell / n / b) * b + (cell % n) / b) as u8) as char)
        .collect()
}

/// Whether `grid` (values 1..=n, row-major) is complete and has each value once in each unit.
fn valid(grid: &[u8], n: usize, units: &[Vec<usize>]) -> bool {
    grid.len() == n * n
        && grid.iter().all(|&v| (1..=n as u8).contains(&v))
        && units.iter().all(|unit| {
            let values: BTreeSet<u8> = unit.iter().map(|&cell| grid[cell]).collect();
            unit.len() == n && values.len() == n
        })
}

fn values(text: &str) -> Vec<u8> {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect()
}

/// Every completion of `givens` (0 = empty) under `units`, by plain backtracking: fill the
/// empty cell with the fewest values left, try each. Independent of the exact-cover encoding.
fn brute_force(givens: &[u8], n: usize, units: &[Vec<usize>]) -> BTreeSet<String> {
    let mut units_of = vec![Vec::new(); n * n];
    for (k, unit) in units.iter().enumerate() {
        for &cell in unit {
            units_of[cell].push(k);
        }
    }
    // used[unit] = bit v set when v is in the unit.
    let mut used = vec![0u32; units.len()];
    for (cell, &v) in givens.iter().enumerate() {
        if v != 0 {
            for &u in &units_of[cell] {
                assert_eq!(used[u] & (1 << v), 0, "the givens clash");
                used[u] |= 1 << v;
            }
        }
    }
    let mut grid = givens.to_vec();
    let mut found = BTreeSet::new();
    fill(&mut grid, n, &units_of, &mut used, &mut found);
    found
}

fn fill(
    grid: &mut [u8],
    n: usize,
    units_of: &[Vec<usize>],
    used: &mut [u32],
    found: &mut BTreeSet<String>,
) {
    let all = ((1u32 << (n + 1)) - 1) & !1;
    let free =
        |cell: usize, used: &[u32]| all & !units_of[cell].iter().fold(0, |acc, &u| acc | used[u]);
    let Some(cell) = (0..grid.len())
        .filter(|&cell| grid[cell] == 0)
        .min_by_key(|&cell| free(cell, used).count_ones())
    else {
        found.insert(grid.iter().map(|&v| char::from(b'0' + v)).collect());
        return;
    };
    let candidates = free(cell, used);
    for v in 1..=n as u8 {
        if candidates & (1 << v) == 0 {
            continue;
        }
        grid[cell] = v;
        for &u in &units_of[cell] {
            used[u] |= 1 << v;
        }
        fill(grid, n, units_of, used, found);
        for &u in &units_of[cell] {
            used[u] &= !(1 << v);
        }
        grid[cell] = 0;
    }
}

/// Every solution of `puzzle` under `encoding` and `heuristic`, each checked with `solves`.
fn solution_set(puzzle: &Sudoku, encoding: Encoding, heuristic: Heuristic) -> BTreeSet<String> {
    let (problem, decoder) = puzzle.encode(encoding);
    let mut search = decoder.search(problem, heuristic);
    let mut set = BTreeSet::new();
    while search.find_next() {
        let grid = decoder.decode(search.chosen());
        assert_eq!(
            grid.variant(),
            puzzle.variant(),
            "the decoder keeps the rules"
        );
        assert!(grid.solves(puzzle), "{grid} does not solve {puzzle}");
        assert!(set.insert(grid.to_string()), "{grid} found twice");
    }
    set
}

/// Checks that the independent rules and the counter are not vacuous: a valid grid passes, a
/// grid with two cells swapped does not.
#[test]
fn the_independent_checker_can_fail() {
    let x = units(9, &box_map(3), true);
    let grid = values(X9_SOLUTION);
    assert!(valid(&grid, 9, &x));
    let mut swapped = grid.clone();
    swapped.swap(0, 1);
    assert!(!valid(&swapped, 9, &x));
    // The classic 9x9 of tests/sudoku.rs is a valid Sudoku but has 1 twice on diagonal 1
    // (row 3, column 3 and row 4, column 4).
    let classic =
        values("483921657967345821251876493548132976729564138136798245372689514814253769695417382");
    assert!(valid(&classic, 9, &units(9, &box_map(3), false)));
    assert!(!valid(&classic, 9, &x));
    // 288 Shidoku (4x4 Sudoku) grids, the published count (Wikipedia, "Mathematics of Sudoku").
    assert_eq!(
        brute_force(&[0; 16], 4, &units(4, &box_map(2), false)).len(),
        288
    );
}

// ------------------------------------------------------------------------------------ X-sudoku

#[test]
fn x_sudoku_9x9_has_one_solution() {
    let rules = units(9, &box_map(3), true);
    assert!(valid(&values(X9_SOLUTION), 9, &rules), "the fixture itself");
    let puzzle = parse(X9_PUZZLE, &Variant::X);
    assert_eq!(puzzle.variant(), &Variant::X);
    assert_eq!(puzzle.filled(), 19);
    let expected = Sudoku::parse(X9_SOLUTION).unwrap();
    assert!(
        expected.solves(&puzzle),
        "the givens come from the solution"
    );

    let Verdict::Unique(solution) = puzzle.verdict() else {
        panic!("expected one solution");
    };
    assert_eq!(solution.to_string(), X9_SOLUTION);
    assert_eq!(puzzle.solve(), Some(solution));
    assert_eq!(puzzle.count(None), 1);
    // The independent counter agrees that there is one, and which.
    let all = brute_force(&values(X9_PUZZLE), 9, &rules);
    assert_eq!(all.into_iter().collect::<Vec<_>>(), [X9_SOLUTION]);
    // Without the diagonals, the same givens leave several grids.
    let classic = Sudoku::parse(X9_PUZZLE).unwrap();
    assert!(matches!(classic.verdict(), Verdict::Several(_)));
}

#[test]
fn every_4x4_x_sudoku() {
    let x = empty(2, &Variant::X);
    let dlx = solution_set(&x, Encoding::Reduced, Heuristic::Mrv);
    let brute = brute_force(&[0; 16], 4, &units(4, &box_map(2), true));
    assert_eq!(brute.len(), 48);
    assert_eq!(dlx, brute);
    assert_eq!(x.count(None), 48);
    assert_eq!(solution_set(&x, Encoding::Full, Heuristic::First), brute);
    // Each one is a Shidoku, and only a sixth of the 288 Shidoku keep their diagonals.
    let classic = solution_set(&Sudoku::empty(2), Encoding::Reduced, Heuristic::Mrv);
    assert!(dlx.is_subset(&classic));
    assert_eq!(classic.len(), 288);
}

#[test]
fn x_sudoku_items_and_options() {
    let x = empty(3, &Variant::X);
    let (problem, decoder) = x.encode(Encoding::Full);
    assert_eq!(problem.item_count(), 4 * 81 + 2 * 9);
    assert_eq!(problem.primary_count(), problem.item_count());
    assert_eq!(problem.option_count(), 729);
    assert!(decoder.presets().is_empty());
    let text = |cell: usize, v: u8| {
        let option = (0..problem.option_count())
            .map(|k| OptionId(k as u32))
            .find(|&o| decoder.place(o) == (cell, v))
            .expect("every placement is an option");
        problem.option_text(option)
    };
    assert_eq!(text(0, 5), "r1c1 r1=5 c1=5 b1=5 d1=5");
    assert_eq!(text(8, 5), "r1c9 r1=5 c9=5 b3=5 d2=5");
    assert_eq!(text(40, 7), "r5c5 r5=7 c5=7 b5=7 d1=7 d2=7");
    assert_eq!(text(1, 2), "r1c2 r1=2 c2=2 b1=2");
    assert_eq!(text(80, 9), "r9c9 r9=9 c9=9 b9=9 d1=9");
    for name in ["d1=1", "d1=9", "d2=1", "d2=9"] {
        assert!(problem.item_by_name(name).is_some(), "{name}");
    }
    assert!(problem.item_by_name("d3=1").is_none());

    // Reduced: the givens' diagonal needs are met and leave no item.
    let puzzle = parse(X9_PUZZLE, &Variant::X);
    let (problem, decoder) = puzzle.encode(Encoding::Reduced);
    assert!(decoder.presets().is_empty());
    // The givens on the diagonals: r8c8 = 9 on diagonal 1; r1c9 = 9 and r8c2 = 7 on
    // diagonal 2. r4c3 = 7 is on neither.
    for (name, met) in [
        ("d1=9", true),
        ("d2=9", true),
        ("d2=7", true),
        ("d1=7", false),
        ("d2=1", false),
    ] {
        assert_eq!(problem.item_by_name(name).is_none(), met, "{name}");
    }
    // No option puts a 7 on diagonal 2 any more.
    for option in problem.options() {
        let (cell, v) = decoder.place(option);
        assert!(
            !(v == 7 && cell / 9 + cell % 9 == 8),
            "{}",
            problem.option_text(option)
        );
    }
    // Full: the givens are the presets.
    let (problem, decoder) = puzzle.encode(Encoding::Full);
    assert_eq!(problem.option_count(), 729);
    assert_eq!(decoder.presets().len(), 19);
}

#[test]
fn solves_judges_by_the_puzzle_rules() {
    let classic_solution = Sudoku::parse(
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
    )
    .unwrap();
    assert!(classic_solution.solves(&Sudoku::empty(3)));
    assert!(
        !classic_solution.solves(&empty(3, &Variant::X)),
        "1 twice on diagonal 1"
    );
    // A grid read as classic can solve an X-sudoku or a jigsaw.
    let x_solution = Sudoku::parse(X9_SOLUTION).unwrap();
    assert!(x_solution.solves(&parse(X9_PUZZLE, &Variant::X)));
    let j_solution = parse(J9_SOLUTION, &jigsaw(J9_MAP));
    assert!(j_solution.solves(&parse(J9_PUZZLE, &jigsaw(J9_MAP))));
    assert!(!j_solution.solves(&Sudoku::empty(3)), "not a classic grid");
    assert!(!x_solution.solves(&parse(J9_PUZZLE, &jigsaw(J9_MAP))));
    // A complete grid is its own unique solution, as DLX text too.
    for grid in [parse(X9_SOLUTION, &Variant::X), j_solution] {
        assert_eq!(grid.verdict(), Verdict::Unique(grid.clone()));
        let (problem, decoder) = grid.encode(Encoding::Reduced);
        let reread = dlx::format::parse_dlx(&dlx::format::write_dlx(&problem)).unwrap();
        let mut search = dlx::Search::new(reread);
        assert!(search.find_next());
        assert_eq!(decoder.decode(search.chosen()), grid);
        assert!(!search.find_next());
    }
}

// ------------------------------------------------------------------------------------ jigsaw

#[test]
fn jigsaw_9x9_has_one_solution() {
    let rules = units(9, J9_MAP, false);
    assert!(valid(&values(J9_SOLUTION), 9, &rules), "the fixture itself");
    let variant = jigsaw(J9_MAP);
    let puzzle = parse(J9_PUZZLE, &variant);
    assert_eq!(puzzle.filled(), 17);
    let Verdict::Unique(solution) = puzzle.verdict() else {
        panic!("expected one solution");
    };
    assert_eq!(solution.to_string(), J9_SOLUTION);
    assert_eq!(puzzle.count(None), 1);
    let all = brute_force(&values(J9_PUZZLE), 9, &rules);
    assert_eq!(all.into_iter().collect::<Vec<_>>(), [J9_SOLUTION]);
    // The solution breaks the classic boxes: row 1 to 3, columns 1 to 3 hold 1, 2, 3, 5, 6,
    // 8, 8, 7, 9: two 8s.
    assert!(matches!(
        Sudoku::parse(J9_SOLUTION),
        Err(SudokuError::Conflict { unit: "box", .. })
    ));
}

#[test]
fn every_4x4_jigsaw() {
    // Published counts: 288 Shidoku grids (Wikipedia, "Mathematics of Sudoku"); with the rows
    // as regions the regions add nothing, and the grids are the 576 Latin squares of order 4
    // (OEIS A002860). The L shapes have no published count: the backtracking counter decides.
    for (map, published) in [(BOXES_4, Some(288)), (ROWS_4, Some(576)), (L_4, None)] {
        let variant = jigsaw(map);
        let grid = empty(2, &variant);
        let brute = brute_force(&[0; 16], 4, &units(4, map, false));
        if let Some(count) = published {
            assert_eq!(brute.len(), count, "{map}");
        }
        for (encoding, heuristic) in [
            (Encoding::Reduced, Heuristic::Mrv),
            (Encoding::Full, Heuristic::First),
        ] {
            assert_eq!(
                solution_set(&grid, encoding, heuristic),
                brute,
                "{map} {encoding:?} {heuristic:?}"
            );
        }
        assert_eq!(grid.count(None), brute.len() as u64, "{map}");
    }
    assert_eq!(brute_force(&[0; 16], 4, &units(4, L_4, false)).len(), 144);
    // The boxes as regions are the classic rules.
    assert_eq!(Regions::boxes(2).of_cells(), regions(BOXES_4).of_cells());
    assert_eq!(Regions::boxes(2).to_string(), "1122112233443344");
    let easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let as_jigsaw = parse(easy, &Variant::Jigsaw(Regions::boxes(3)));
    assert_eq!(
        as_jigsaw.solve().map(|grid| grid.to_string()),
        Sudoku::parse(easy)
            .unwrap()
            .solve()
            .map(|grid| grid.to_string())
    );
    assert_eq!(as_jigsaw.count(None), 1);
}

#[test]
fn jigsaw_regions_are_numbered_in_reading_order() {
    let map = regions(J9_MAP);
    assert_eq!(map.size(), 9);
    assert_eq!(map.box_size(), 3);
    assert_eq!(
        map.to_string(),
        J9_MAP.split_whitespace().collect::<String>()
    );
    assert_eq!(map.region(0, 0), 0);
    assert_eq!(map.region(0, 4), 1);
    assert_eq!(map.region(0, 6), 2);
    // Label 6 first appears at row 3, column 7: region 4 (3 from 0); label 4 is region 5.
    assert_eq!(map.region(2, 6), 3);
    assert_eq!(map.label(3), '6');
    assert_eq!(map.region(3, 0), 4);
    assert_eq!(map.label(4), '4');
    assert_eq!(map.of_cells().len(), 81);
    assert_eq!(map.of_cells()[2 * 9 + 6], 3);

    let (problem, decoder) = empty(3, &Variant::Jigsaw(map)).encode(Encoding::Full);
    assert_eq!(problem.item_count(), 4 * 81);
    assert_eq!(problem.option_count(), 729);
    let option = problem
        .options()
        .find(|&o| decoder.place(o) == (2 * 9 + 6, 5))
        .expect("r3c7 = 5 is an option");
    assert_eq!(problem.option_text(option), "r3c7 r3=5 c7=5 g4=5");
    assert!(
        problem.item_by_name("b1=1").is_none(),
        "no boxes in a jigsaw"
    );
    assert!(problem.item_by_name("g9=9").is_some());
}

#[test]
fn jigsaw_givens_may_repeat_in_a_box() {
    // Row 1, column 1 and row 2, column 3 share box 1, but not a region of J9_MAP: labels
    // 1 and 2, regions 1 and 2.
    let mut text = vec!['.'; 81];
    text[0] = '5';
    text[9 + 2] = '5';
    let text: String = text.into_iter().collect();
    assert_eq!(
        Sudoku::parse(&text).unwrap_err().to_string(),
        "row 2, column 3 and row 1, column 1 both hold 5 in the same box"
    );
    let puzzle = parse(&text, &jigsaw(J9_MAP));
    assert_eq!(puzzle.filled(), 2);
}

// ------------------------------------------------------------------------------------ encodings

#[test]
fn reduced_and_full_agree_on_variants() {
    // Each fixture with its first given taken away: several solutions (50 and 39), whose
    // number the backtracking counter gives independently. Knuth's "first item" rule is left
    // to the 4x4 tests: without MRV these take billions of nodes.
    let cases = [
        (X9_PUZZLE, Variant::X, units(9, &box_map(3), true)),
        (J9_PUZZLE, jigsaw(J9_MAP), units(9, J9_MAP, false)),
    ];
    for (text, variant, rules) in cases {
        let mut cells: Vec<char> = text.chars().collect();
        let givens: Vec<usize> = (0..81).filter(|&k| cells[k] != '.').collect();
        for &k in &givens[..1] {
            cells[k] = '.';
        }
        let loose: String = cells.into_iter().collect();
        let puzzle = parse(&loose, &variant);
        let brute = brute_force(&values(&loose), 9, &rules);
        assert!(brute.len() > 1, "{loose}: {} solutions", brute.len());
        assert!(brute.len() < 100, "{loose}: {} solutions", brute.len());
        for (encoding, heuristic) in [
            (Encoding::Reduced, Heuristic::Mrv),
            (Encoding::Full, Heuristic::Mrv),
        ] {
            assert_eq!(
                solution_set(&puzzle, encoding, heuristic),
                brute,
                "{variant:?} {encoding:?} {heuristic:?}"
            );
        }
        assert_eq!(puzzle.count(None), brute.len() as u64);
        assert!(matches!(puzzle.verdict(), Verdict::Several(_)));
    }
}

#[test]
fn no_solution_under_the_variant() {
    // Three givens that break no rule, found by a search over random givens: three classic
    // Shidoku complete them, no X-sudoku does (the independent counter agrees).
    let text = "...4 .3.. ...2 ....";
    let classic = Sudoku::parse(text).unwrap();
    assert_eq!(classic.count(None), 3);
    let x = parse(text, &Variant::X);
    let brute = brute_force(&values(text), 4, &units(4, &box_map(2), true));
    assert_eq!(x.count(None) as usize, brute.len());
    assert_eq!(brute.len(), 0);
    assert_eq!(x.verdict(), Verdict::None);
    assert_eq!(x.solve(), None);
}

// ------------------------------------------------------------------------------------ errors

fn region_err(map: &str) -> (RegionError, String) {
    let error = Regions::parse(map).expect_err("the map should be refused");
    let message = error.to_string();
    (error, message)
}

#[test]
fn region_map_wrong_length() {
    let (error, message) = region_err("aabbaabbccddccd");
    assert_eq!(error, RegionError::WrongLength { cells: 15 });
    assert_eq!(
        message,
        "the region map has 15 cells; it needs one label per cell: 16 (4x4), 81 (9x9), \
         256 (16x16) or 625 (25x25)"
    );
    let (_, message) = region_err("");
    assert!(
        message.starts_with("the region map has 0 cells;"),
        "{message}"
    );
    let (_, message) = region_err(&"a".repeat(700));
    assert!(
        message.starts_with("the region map has 700 cells;"),
        "{message}"
    );
}

#[test]
fn region_map_bad_character() {
    let (error, message) = region_err("aab. aabb ccdd ccdd");
    assert_eq!(
        error,
        RegionError::BadCharacter {
            ch: '.',
            position: 4,
            line: 1,
            column: 4,
        }
    );
    assert_eq!(
        message,
        "bad character '.' in the region map at position 4: label each cell's region with a \
         letter or digit"
    );
    let (_, message) = region_err("aabb\naabb\nccdd\nc|dd");
    assert_eq!(
        message,
        "bad character '|' in the region map at line 4, column 2: label each cell's region \
         with a letter or digit"
    );
}

#[test]
fn region_map_too_many_or_too_few_regions() {
    let (error, message) = region_err("aabb aabb ccdd ccde");
    assert_eq!(
        error,
        RegionError::WrongCount {
            regions: 5,
            size: 4
        }
    );
    assert_eq!(message, "the region map has 5 regions, a 4x4 needs 4");
    // Case matters: `A` is another region than `a`.
    let (_, message) = region_err("aabb aAbb ccdd ccdd");
    assert_eq!(message, "the region map has 5 regions, a 4x4 needs 4");
    let (_, message) = region_err("aabb aabb aabb aabb");
    assert_eq!(message, "the region map has 2 regions, a 4x4 needs 4");
    let (_, message) = region_err(&"1".repeat(81));
    assert_eq!(message, "the region map has 1 region, a 9x9 needs 9");
}

#[test]
fn region_map_region_of_the_wrong_size() {
    let (error, message) = region_err("aabb aabb ccdd cddd");
    assert_eq!(
        error,
        RegionError::WrongSize {
            region: 3,
            label: 'c',
            first: (3, 1),
            cells: 3,
            size: 4,
        }
    );
    assert_eq!(
        message,
        "region 3 (`c`, from row 3, column 1) has 3 cells, but each region of a 4x4 needs 4"
    );
    // The first region in reading order that is wrong: here region 1 has five cells.
    let (_, message) = region_err("aaab aabb ccdb ccdd");
    assert_eq!(
        message,
        "region 1 (`a`, from row 1, column 1) has 5 cells, but each region of a 4x4 needs 4"
    );
    let (_, message) = region_err("aabb aabb cddd dddd");
    assert_eq!(
        message,
        "region 3 (`c`, from row 3, column 1) has 1 cell, but each region of a 4x4 needs 4"
    );
}

#[test]
fn region_map_disconnected_region() {
    // `b` holds columns 3-4 of rows 1-2 but for row 2, column 4, which it trades for row 3,
    // column 1; `c` gets row 2, column 4 and is cut off from the rest of it as well.
    let (error, message) = region_err("aabb aabc bcdd ccdd");
    assert_eq!(
        error,
        RegionError::Disconnected {
            region: 2,
            label: 'b',
            first: (1, 3),
            apart: (3, 1),
        }
    );
    assert_eq!(
        message,
        "region 2 (`b`) is in pieces: row 3, column 1 cannot be reached from row 1, column 3 \
         through the region's cells"
    );
    // Touching only at a corner is not connected.
    let (_, message) = region_err("abab baba cdcd dcdc");
    assert!(
        message.starts_with("region 1 (`a`) is in pieces"),
        "{message}"
    );
    // J9_MAP with row 1, column 5 (label 2) and row 9, column 9 (label 9) traded: label 9
    // now comes second in reading order, so it is region 2, and its first cell is cut off
    // from the rest (which starts at row 7, column 8). Label 2 is in one piece.
    let mut map: Vec<char> = J9_MAP.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!((map[4], map[80]), ('2', '9'));
    map.swap(4, 80);
    let (_, message) = region_err(&map.into_iter().collect::<String>());
    assert_eq!(
        message,
        "region 2 (`9`) is in pieces: row 7, column 8 cannot be reached from row 1, column 5 \
         through the region's cells"
    );
}

#[test]
fn region_map_of_another_size_than_the_puzzle() {
    let error = Sudoku::parse_variant(&".".repeat(81), jigsaw(BOXES_4)).unwrap_err();
    assert_eq!(
        error,
        SudokuError::WrongLength {
            cells: 81,
            expected: Some(16)
        }
    );
    assert_eq!(error.to_string(), "the puzzle has 81 cells, a 4x4 needs 16");
    let error = Sudoku::empty(3).with_variant(jigsaw(BOXES_4)).unwrap_err();
    assert_eq!(error.to_string(), "the puzzle has 81 cells, a 4x4 needs 16");
}

/// A 9x9 puzzle with `value` at each of the (row, column) cells, counted from 1.
fn grid_9x9(givens: &[(usize, usize, char)]) -> String {
    let mut cells = vec!['.'; 81];
    for &(row, column, value) in givens {
        cells[(row - 1) * 9 + column - 1] = value;
    }
    cells.into_iter().collect()
}

#[test]
fn conflict_on_a_diagonal() {
    let text = grid_9x9(&[(2, 2, '4'), (5, 5, '4')]);
    assert!(Sudoku::parse(&text).is_ok(), "no classic rule is broken");
    let error = Sudoku::parse_variant(&text, Variant::X).unwrap_err();
    assert_eq!(
        error,
        SudokuError::DiagonalConflict {
            value: 4,
            first: (2, 2),
            second: (5, 5),
            diagonal: 1,
            cells: vec![(2, 2), (5, 5)],
        }
    );
    assert_eq!(
        error.to_string(),
        "row 5, column 5 and row 2, column 2 both hold 4 on diagonal 1"
    );
    assert_eq!(error.cells(), [(2, 2), (5, 5)]);

    let text = grid_9x9(&[(1, 9, '7'), (9, 1, '7')]);
    let error = Sudoku::parse_variant(&text, Variant::X).unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 9, column 1 and row 1, column 9 both hold 7 on diagonal 2"
    );
    assert_eq!(error.cells(), [(1, 9), (9, 1)]);
    // The same givens made X later.
    let error = Sudoku::parse(&text)
        .unwrap()
        .with_variant(Variant::X)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 9, column 1 and row 1, column 9 both hold 7 on diagonal 2"
    );
    // The classic rules still hold in an X-sudoku, and come first for the same cell.
    let text = grid_9x9(&[(1, 1, '3'), (1, 9, '3')]);
    let error = Sudoku::parse_variant(&text, Variant::X).unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 1, column 9 and row 1, column 1 both hold 3 in the same row"
    );
    // 16x16: the value as written.
    let mut text = ".".repeat(256);
    text.replace_range(0..1, "g");
    text.replace_range(255..256, "G");
    let error = Sudoku::parse_variant(&text, Variant::X).unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 16, column 16 and row 1, column 1 both hold G on diagonal 1"
    );
}

#[test]
fn conflict_in_a_region() {
    // Row 3, column 7 and row 5, column 8 are both in region 4 (label 6) of J9_MAP, and in
    // different boxes.
    let text = grid_9x9(&[(3, 7, '2'), (5, 8, '2')]);
    assert!(Sudoku::parse(&text).is_ok());
    let error = Sudoku::parse_variant(&text, jigsaw(J9_MAP)).unwrap_err();
    assert_eq!(
        error,
        SudokuError::RegionConflict {
            value: 2,
            first: (3, 7),
            second: (5, 8),
            region: 4,
            cells: vec![(3, 7), (5, 8)],
        }
    );
    assert_eq!(
        error.to_string(),
        "row 5, column 8 and row 3, column 7 both hold 2 in region 4"
    );
    assert_eq!(error.cells(), [(3, 7), (5, 8)]);
    // 4x4 L shapes: row 2, column 1 is in region 1 with row 1, columns 1-3.
    let error = Sudoku::parse_variant("..4. 4... .... ....", jigsaw(L_4)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 2, column 1 and row 1, column 3 both hold 4 in region 1"
    );
    // Other errors mark the cells at fault: a value too large, a bad character (the map gives
    // the size, so its cell is known).
    let error = Sudoku::parse_variant("..5. .... .... ....", jigsaw(L_4)).unwrap_err();
    assert_eq!(error.cells(), [(1, 3)]);
    let error = Sudoku::parse_variant("..*. .... .... ....", jigsaw(L_4)).unwrap_err();
    assert_eq!(error.cells(), [(1, 3)]);
    assert!(error.to_string().contains("a 4x4 uses 1-4"), "{error}");
}

#[test]
fn every_cell_knows_its_box_or_region() {
    // The boxes of a 4x4, in reading order.
    let classic = Sudoku::parse(&".".repeat(16)).unwrap();
    assert_eq!(
        classic.groups(),
        [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]
    );
    // A jigsaw's regions, numbered in the order their first cells come.
    let jigsaw = Sudoku::parse_variant(&".".repeat(16), jigsaw(L_4)).unwrap();
    assert_eq!(
        jigsaw.groups(),
        [0, 0, 0, 1, 0, 1, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3]
    );
    assert_eq!(jigsaw.group(2, 0), 2);
}
