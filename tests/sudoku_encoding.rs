//! The Sudoku encoding, item by item and option by option, against a plain reference written
//! here: the item names built with `format!`, the units of a cell computed from its row and
//! column, the options in cell order then value order. `Sudoku::encode` is tuned for speed (no
//! formatting machinery, tables shared by every grid of a size); this holds it to exactly the
//! problem and decoder it has always produced, for every size, variant and encoding, on grids
//! from empty to complete, and on grids whose givens leave some cell without a value.

use dlx::sudoku::{value_char, Encoding, Regions, Sudoku, Variant};
use dlx::OptionId;

// ------------------------------------------------------------------------------------ reference

/// What an encoding must be: item names in order (all primary), each option as its items'
/// names, the placement of each option, the preset options, and the grid the decoder starts from.
#[derive(Debug, PartialEq, Eq)]
struct Expected {
    names: Vec<String>,
    primary: usize,
    options: Vec<Vec<String>>,
    places: Vec<(usize, u8)>,
    presets: Vec<usize>,
    base: String,
    base_variant: Variant,
}

/// The units of the cell at (r, c): row `r`, column `n + c`, box or region `2n + g`, and for an
/// X-sudoku diagonal 1 (`3n`) when `r == c` and diagonal 2 (`3n + 1`) when `r + c == n - 1`.
fn units_of(puzzle: &Sudoku, r: usize, c: usize) -> Vec<usize> {
    let (b, n) = (puzzle.box_size(), puzzle.size());
    let group = match puzzle.variant() {
        Variant::Jigsaw(regions) => regions.region(r, c),
        _ => (r / b) * b + c / b,
    };
    let mut units = vec![r, n + c, 2 * n + group];
    if *puzzle.variant() == Variant::X {
        if r == c {
            units.push(3 * n);
        }
        if r + c == n - 1 {
            units.push(3 * n + 1);
        }
    }
    units
}

fn unit_name(puzzle: &Sudoku, unit: usize, v: usize) -> String {
    let n = puzzle.size();
    let (prefix, k) = match unit / n {
        0 => ('r', unit),
        1 => ('c', unit - n),
        2 if matches!(puzzle.variant(), Variant::Jigsaw(_)) => ('g', unit - 2 * n),
        2 => ('b', unit - 2 * n),
        _ => ('d', unit - 3 * n),
    };
    format!("{prefix}{}={}", k + 1, value_char(v as u8))
}

fn reference(puzzle: &Sudoku, encoding: Encoding) -> Expected {
    let n = puzzle.size();
    let cells = puzzle.cells();
    let units = if *puzzle.variant() == Variant::X {
        3 * n + 2
    } else {
        3 * n
    };
    let complete = encoding == Encoding::Reduced && !cells.contains(&0);
    let full = encoding == Encoding::Full || complete;
    // has[unit * (n + 1) + v]: a given already puts `v` in that unit.
    let mut has = vec![false; units * (n + 1)];
    if !full {
        for (cell, &v) in cells.iter().enumerate() {
            if v != 0 {
                for unit in units_of(puzzle, cell / n, cell % n) {
                    has[unit * (n + 1) + v as usize] = true;
                }
            }
        }
    }
    let mut names = Vec::new();
    let mut open_cells = Vec::new();
    for (cell, &v) in cells.iter().enumerate() {
        if full || v == 0 {
            names.push(format!("r{}c{}", cell / n + 1, cell % n + 1));
            open_cells.push(cell);
        }
    }
    for unit in 0..units {
        for v in 1..=n {
            if !has[unit * (n + 1) + v] {
                names.push(unit_name(puzzle, unit, v));
            }
        }
    }
    let mut options = Vec::new();
    let mut places = Vec::new();
    let mut presets = Vec::new();
    for &cell in &open_cells {
        let (r, c) = (cell / n, cell % n);
        for v in 1..=n {
            if complete && cells[cell] as usize != v {
                continue;
            }
            let units = units_of(puzzle, r, c);
            if units.iter().any(|&unit| has[unit * (n + 1) + v]) {
                continue;
            }
            let mut option = vec![format!("r{}c{}", r + 1, c + 1)];
            option.extend(units.iter().map(|&unit| unit_name(puzzle, unit, v)));
            if encoding == Encoding::Full && cells[cell] as usize == v {
                presets.push(options.len());
            }
            options.push(option);
            places.push((cell, v as u8));
        }
    }
    let base = if full {
        ".".repeat(n * n)
    } else {
        puzzle.to_string()
    };
    Expected {
        primary: names.len(),
        names,
        options,
        places,
        presets,
        base,
        base_variant: puzzle.variant().clone(),
    }
}

/// What `Sudoku::encode` gives, read through the public API into the same shape.
fn actual(puzzle: &Sudoku, encoding: Encoding) -> Expected {
    let (problem, decoder) = puzzle.encode(encoding);
    let names = problem
        .items()
        .map(|item| problem.item_name(item).to_string())
        .collect();
    let options = problem
        .options()
        .map(|option| {
            problem
                .option_items(option)
                .iter()
                .map(|&item| problem.item_name(item).to_string())
                .collect()
        })
        .collect();
    let places = problem.options().map(|o| decoder.place(o)).collect();
    let presets = decoder.presets().iter().map(|o| o.index()).collect();
    let base = decoder.decode(std::iter::empty::<OptionId>());
    // The problem's own text agrees with its names (the DLX writer reads them back).
    for option in problem.options() {
        let text: Vec<String> = problem
            .option_items(option)
            .iter()
            .map(|&item| problem.item_name(item).to_string())
            .collect();
        assert_eq!(problem.option_text(option), text.join(" "));
    }
    for item in problem.items() {
        assert_eq!(problem.item_by_name(problem.item_name(item)), Some(item));
    }
    Expected {
        names,
        primary: problem.primary_count(),
        options,
        places,
        presets,
        base: base.to_string(),
        base_variant: base.variant().clone(),
    }
}

fn check(puzzle: &Sudoku, what: &str) {
    for encoding in [Encoding::Reduced, Encoding::Full] {
        let want = reference(puzzle, encoding);
        let got = actual(puzzle, encoding);
        // Field by field, so a failure says which part differs without printing everything.
        assert_eq!(got.names, want.names, "{what}, {encoding:?}: item names");
        assert_eq!(got.primary, want.primary, "{what}, {encoding:?}: primary");
        assert_eq!(got.options, want.options, "{what}, {encoding:?}: options");
        assert_eq!(got.places, want.places, "{what}, {encoding:?}: places");
        assert_eq!(got.presets, want.presets, "{what}, {encoding:?}: presets");
        assert_eq!(got.base, want.base, "{what}, {encoding:?}: base grid");
        assert_eq!(
            got.base_variant, want.base_variant,
            "{what}, {encoding:?}: base variant"
        );
    }
}

// ------------------------------------------------------------------------------------ grids

/// A small deterministic generator (xorshift), so that every run checks the same grids.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A classic solution of any size (also a solution of the jigsaw whose regions are the rows, and
/// of the one whose regions are the boxes).
fn pattern(b: usize) -> Vec<u8> {
    let n = b * b;
    (0..n * n)
        .map(|cell| {
            let (r, c) = (cell / n, cell % n);
            ((b * (r % b) + r / b + c) % n + 1) as u8
        })
        .collect()
}

/// A solution under `variant`, found by the crate's own search on the empty grid: the test is
/// about the encoding, not the solver.
fn solved(b: usize, variant: &Variant) -> Vec<u8> {
    let empty = Sudoku::empty(b).with_variant(variant.clone()).unwrap();
    empty
        .solve()
        .expect("the empty grid has a solution")
        .cells()
        .to_vec()
}

fn text(values: &[u8]) -> String {
    values.iter().map(|&v| value_char(v)).collect()
}

/// `solution` with its values relabelled at random, then about `keep` cells in 1000 kept.
fn thinned(solution: &[u8], n: usize, keep: usize, rng: &mut Rng) -> Vec<u8> {
    let mut relabel: Vec<u8> = (1..=n as u8).collect();
    for k in (1..n).rev() {
        relabel.swap(k, rng.below(k + 1));
    }
    solution
        .iter()
        .map(|&v| {
            if rng.below(1000) < keep {
                relabel[v as usize - 1]
            } else {
                0
            }
        })
        .collect()
}

/// Givens placed at random where no rule forbids them, not from any solution: such grids often
/// leave a cell with no value or a unit need with no place, which the encoding must still
/// write the same way.
fn scattered(b: usize, variant: &Variant, tries: usize, rng: &mut Rng) -> Sudoku {
    let n = b * b;
    let mut grid = Sudoku::empty(b).with_variant(variant.clone()).unwrap();
    for _ in 0..tries {
        let mut values = grid.cells().to_vec();
        let cell = rng.below(n * n);
        if values[cell] != 0 {
            continue;
        }
        values[cell] = 1 + rng.below(n) as u8;
        if let Ok(next) = Sudoku::parse_variant(&text(&values), variant.clone()) {
            grid = next;
        }
    }
    grid
}

/// Grids of size `b` under `variant`: empty, complete, thinned from `solution` at several
/// densities, and scattered; each checked against the reference.
fn check_many(b: usize, variant: Variant, solution: &[u8], count: usize, seed: u64) {
    let n = b * b;
    let mut rng = Rng(seed);
    let name = format!("{n}x{n} {variant:?}");
    let parse = |values: &[u8]| {
        Sudoku::parse_variant(&text(values), variant.clone())
            .unwrap_or_else(|e| panic!("{name}: {e}: {}", text(values)))
    };
    check(&parse(&vec![0; n * n]), &format!("{name}, empty"));
    check(&parse(solution), &format!("{name}, complete"));
    for k in 0..count {
        let keep = [0, 50, 200, 350, 500, 800, 950, 1000][k % 8];
        let values = thinned(solution, n, keep, &mut rng);
        check(&parse(&values), &format!("{name}, {}", text(&values)));
    }
    for _ in 0..count / 4 + 1 {
        let grid = scattered(b, &variant, n * n, &mut rng);
        check(&grid, &format!("{name}, scattered {grid}"));
    }
}

// ------------------------------------------------------------------------------------ tests

/// The reference is not vacuous: it knows the names and counts of a classic 9x9.
#[test]
fn the_reference_names_what_the_docs_say() {
    let puzzle = Sudoku::parse(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap();
    let full = reference(&puzzle, Encoding::Full);
    assert_eq!(full.names.len(), 4 * 81);
    assert_eq!(full.names[0], "r1c1");
    assert_eq!(full.names[81], "r1=1");
    assert_eq!(full.names[4 * 81 - 1], "b9=9");
    assert_eq!(full.options.len(), 729);
    assert_eq!(full.options[0], ["r1c1", "r1=1", "c1=1", "b1=1"]);
    assert_eq!(full.presets.len(), 32);
    let reduced = reference(&puzzle, Encoding::Reduced);
    assert_eq!(reduced.names.len(), 4 * (81 - 32));
    assert!(reduced.options.len() < 729);
    let x = reference(
        &Sudoku::empty(3).with_variant(Variant::X).unwrap(),
        Encoding::Full,
    );
    assert_eq!(x.options[0], ["r1c1", "r1=1", "c1=1", "b1=1", "d1=1"]);
    assert_eq!(x.options[8 * 9], ["r1c9", "r1=1", "c9=1", "b3=1", "d2=1"]);
}

#[test]
fn classic_4x4() {
    check_many(2, Variant::Classic, &pattern(2), 48, 1);
}

#[test]
fn classic_9x9() {
    check_many(3, Variant::Classic, &pattern(3), 48, 2);
}

#[test]
fn classic_16x16() {
    check_many(4, Variant::Classic, &pattern(4), 16, 3);
}

#[test]
fn classic_25x25() {
    check_many(5, Variant::Classic, &pattern(5), 6, 4);
}

#[test]
fn x_sudoku_every_size() {
    let x = Variant::X;
    check_many(2, x.clone(), &solved(2, &x), 48, 5);
    check_many(3, x.clone(), &solved(3, &x), 48, 6);
    check_many(4, x.clone(), &solved(4, &x), 12, 7);
    check_many(5, x.clone(), &solved(5, &x), 4, 8);
}

#[test]
fn jigsaw_every_size() {
    let map_9 = "111122333 112222333 111222663 445555663 444555663 \
                 744455666 747888899 777888999 777889999";
    for (k, map) in ["aaab abbb cddd cccd", "aaaa bbbb cccc dddd", map_9]
        .into_iter()
        .enumerate()
    {
        let variant = Variant::Jigsaw(Regions::parse(map).unwrap());
        let b = if k < 2 { 2 } else { 3 };
        let solution = solved(b, &variant);
        check_many(b, variant, &solution, 32, 10 + k as u64);
    }
    for b in [4, 5] {
        // Rows as regions (any classic solution is a solution) and the boxes as regions.
        let n = b * b;
        let rows: String = (0..n * n)
            .map(|cell| char::from_digit((cell / n) as u32, 36).unwrap())
            .collect();
        for regions in [Regions::parse(&rows).unwrap(), Regions::boxes(b)] {
            check_many(b, Variant::Jigsaw(regions), &pattern(b), 6, 20 + b as u64);
        }
    }
}

/// The blank a puzzle was written with does not change the problem (the decoder keeps it).
#[test]
fn zero_blanks() {
    let dots = Sudoku::parse("1... .2.. ..3. ...4").unwrap();
    let zeros = Sudoku::parse("1000 0200 0030 0004").unwrap();
    assert_eq!(
        reference(&dots, Encoding::Reduced).names,
        actual(&zeros, Encoding::Reduced).names
    );
    check(&zeros, "zeros");
}
