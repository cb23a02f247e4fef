//! Killer Sudoku: the cage map's format and errors, the colored encoding against brute force,
//! and the shipped examples.

use dlx::meaning::{ItemRole, Meaning, OptionRole};
use dlx::sudoku::{Killer, KillerError, Sudoku, MAX_CAGE_OPTIONS};
use dlx::Search;

const NINE: &str = include_str!("data/killer/seed-2026.txt");
const FOUR: &str = include_str!("data/killer/seed-7-4x4.txt");

#[test]
fn the_shipped_nine_by_nine_has_one_solution_that_keeps_every_cage() {
    let killer = Killer::parse(NINE).unwrap();
    assert_eq!(killer.size(), 9);
    assert_eq!(killer.count(None), 1);
    let solution = killer.solve().unwrap();
    assert!(killer.solves(&solution));
    // Each cage's values, read from the solution, are distinct and add up to its sum.
    let cages = killer.cage_map();
    for (k, &sum) in killer.sums().iter().enumerate() {
        let values: Vec<u8> = (0..81)
            .filter(|&cell| cages[cell] == k as u32)
            .map(|cell| solution.cells()[cell])
            .collect();
        let distinct: std::collections::HashSet<_> = values.iter().collect();
        assert_eq!(distinct.len(), values.len(), "cage {k}");
        assert_eq!(
            values.iter().map(|&v| u32::from(v)).sum::<u32>(),
            sum,
            "cage {k}"
        );
    }
}

#[test]
fn the_shipped_puzzles_are_what_the_generator_makes_from_their_seeds() {
    assert_eq!(Killer::generate(3, 2026), Killer::parse(NINE).unwrap());
    assert_eq!(Killer::generate(2, 7), Killer::parse(FOUR).unwrap());
    assert_eq!(Killer::parse(FOUR).unwrap().count(None), 1);
}

#[test]
fn generated_puzzles_have_one_solution_and_differ_by_seed() {
    let a = Killer::generate(2, 1);
    let b = Killer::generate(2, 2);
    assert_ne!(a, b);
    for k in [a, b] {
        assert_eq!(k.count(None), 1);
        assert!(k.solves(&k.solve().unwrap()));
    }
}

#[test]
fn the_map_reads_back_from_its_own_text() {
    for text in [NINE, FOUR] {
        let killer = Killer::parse(text).unwrap();
        let again = Killer::parse(&killer.to_string()).unwrap();
        assert_eq!(again, killer);
        assert_eq!(again.to_string(), killer.to_string());
    }
    let with_givens = Killer::parse(&format!("{FOUR}givens: 4... .... .... ....\n")).unwrap();
    assert_eq!(with_givens.givens().filled(), 1);
    let text = with_givens.to_string();
    assert!(text.ends_with("givens: 4...............\n"), "{text}");
    assert_eq!(Killer::parse(&text).unwrap(), with_givens);
}

#[test]
fn a_given_that_breaks_a_cage_leaves_no_solution() {
    // The only solution puts 4 at r1c1; a 1 there cannot be.
    let killer = Killer::parse_with_givens(FOUR, Some("1...............")).unwrap();
    assert_eq!(killer.count(None), 0);
    let kept = Killer::parse_with_givens(FOUR, Some("4...............")).unwrap();
    assert_eq!(kept.count(None), 1);
}

fn err(text: &str) -> KillerError {
    Killer::parse(text).unwrap_err()
}

#[test]
fn errors_say_which_line_and_cell() {
    let e = err("AABB\nCDDB\nC*FF\nGEFH\n");
    assert_eq!(
        e,
        KillerError::BadCharacter {
            ch: '*',
            line: 3,
            column: 2
        }
    );
    assert!(e.to_string().starts_with("line 3, column 2:"), "{e}");

    let e = err("AABB\nCD.B\nCEFF\nGEFH\n");
    assert_eq!(e.line(), Some(2));
    assert_eq!(e.cells(), vec![(2, 3)]);
    assert!(e.to_string().contains("r2c3 is in no cage"), "{e}");

    let e = err("AAB\n");
    assert_eq!(e, KillerError::BadSize { line: 1, keys: 3 });

    let e = err("# top\nAABB\nCDDB\nCEF\nGEFH\n");
    assert_eq!(
        e,
        KillerError::RowLength {
            line: 4,
            row: 3,
            keys: 3,
            expected: 4
        }
    );
    assert_eq!(e.to_string(), "line 4: row 3 has 3 cells; it needs 4");

    let e = err("AABB\nCDDB\nCEFF\n");
    assert!(
        matches!(
            e,
            KillerError::RowCount {
                rows: 3,
                expected: 4,
                line: 3
            }
        ),
        "{e:?}"
    );

    // Cage A's two halves do not touch.
    let e = err("ABBA\nCCDD\nEEFF\nGGHH\nA=3\n");
    assert_eq!(e.cells(), vec![(1, 1), (1, 4)]);
    assert!(
        e.to_string().starts_with("cage A is not connected: r1c4"),
        "{e}"
    );

    let e = err("# a 2x2 is no Killer\nAB\nCD\nA=1\n");
    assert_eq!(e, KillerError::BadSize { line: 2, keys: 2 });

    let map = "AABB\nAABB\nCCDD\nCCDD\n";
    let e = err(&format!("{map}A=10\nZ=4\n"));
    assert_eq!(e, KillerError::UnknownCage { line: 6, key: 'Z' });
    let e = err(&format!("{map}A=10\nA=10\n"));
    assert_eq!(
        e,
        KillerError::DuplicateSum {
            line: 6,
            key: 'A',
            first: 5
        }
    );
    let e = err(&format!("{map}A=10\nB=10\nC=10\n"));
    assert_eq!(e.cells(), vec![(3, 3)]);
    assert!(
        e.to_string().starts_with("cage D (at r3c3) has no sum"),
        "{e}"
    );
    let e = err(&format!("{map}A=10\nB=10\nC=10\nD=11\n"));
    assert_eq!(e.line(), Some(8));
    assert!(e.to_string().contains("sum to 10-10, not 11"), "{e}");
    let e = err(&format!("{map}A=ten\n"));
    assert_eq!(e, KillerError::BadSumLine { line: 5 });

    // Five cells cannot hold distinct values of a 4x4.
    let e = err("AAAA\nABBB\nCCDD\nCCDD\nA=10\nB=6\nC=10\nD=10\n");
    assert!(
        e.to_string()
            .contains("more than there are distinct values"),
        "{e}"
    );

    let e = err(&format!(
        "{map}A=10\nB=10\nC=10\nD=10\ngivens: 11..............\n"
    ));
    assert_eq!(e.line(), Some(9));
    assert_eq!(e.cells(), vec![(1, 1), (1, 2)]);
}

#[test]
fn cages_with_too_many_ways_are_refused_not_built() {
    // Each row one cage of nine cells: 9! ways each.
    let mut map = String::new();
    for r in 0..9 {
        map.push_str(&"ABCDEFGHI"[r..=r].repeat(9));
        map.push('\n');
    }
    for key in "ABCDEFGHI".chars() {
        map.push_str(&format!("{key}=45\n"));
    }
    let e = err(&map);
    assert!(
        matches!(e, KillerError::TooManyOptions { key: 'A', .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains(&MAX_CAGE_OPTIONS.to_string()), "{e}");
}

/// Every 4x4 Sudoku solution, by plain backtracking.
fn all_grids() -> Vec<Vec<u8>> {
    fn fill(grid: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
        if cell == 16 {
            out.push(grid.clone());
            return;
        }
        let (r, c) = (cell / 4, cell % 4);
        for v in 1..=4 {
            let clash = (0..16).filter(|&o| o < cell).any(|o| {
                let (or, oc) = (o / 4, o % 4);
                grid[o] == v && (or == r || oc == c || (or / 2 == r / 2 && oc / 2 == c / 2))
            });
            if !clash {
                grid[cell] = v;
                fill(grid, cell + 1, out);
            }
        }
        grid[cell] = 0;
    }
    let mut out = Vec::new();
    fill(&mut vec![0; 16], 0, &mut out);
    out
}

#[test]
fn counts_agree_with_brute_force_on_four_by_four() {
    let grids = all_grids();
    assert_eq!(grids.len(), 288);
    let shapes = [
        "AABB\nCCDD\nEEFF\nGGHH",
        "ABCD\nABCD\nEFGH\nEFGH",
        "AABC\nDEBC\nDEFF\nGGHH",
        "AAAB\nCDDB\nCDEB\nFFEG",
    ];
    let mut compared = 0;
    for shape in shapes {
        let keys: Vec<char> = shape.chars().filter(|c| !c.is_whitespace()).collect();
        for grid in grids.iter().step_by(23) {
            let mut cage_keys: Vec<char> = keys.clone();
            cage_keys.dedup();
            let mut sums = String::new();
            let mut seen = Vec::new();
            for &key in &keys {
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                let sum: u32 = (0..16)
                    .filter(|&c| keys[c] == key)
                    .map(|c| u32::from(grid[c]))
                    .sum();
                sums.push_str(&format!("{key}={sum}\n"));
            }
            let Ok(killer) = Killer::parse(&format!("{shape}\n{sums}")) else {
                continue; // a cage with a repeated value in this grid has an impossible sum
            };
            let brute = grids
                .iter()
                .filter(|g| {
                    let s =
                        Sudoku::parse(&g.iter().map(|v| char::from(b'0' + v)).collect::<String>())
                            .unwrap();
                    killer.solves(&s)
                })
                .count() as u64;
            assert!(brute >= 1);
            assert_eq!(killer.count(None), brute, "{shape}\n{sums}");
            compared += 1;
        }
    }
    assert!(compared >= 20, "only {compared} cases");
}

#[test]
fn items_and_options_say_cells_cages_and_values() {
    let killer = Killer::parse(FOUR).unwrap();
    let (problem, decoder) = killer.encode();
    let roles = decoder.item_roles(&problem);
    let cages: Vec<_> = roles
        .iter()
        .filter(|r| matches!(r, ItemRole::Cage { .. }))
        .collect();
    assert_eq!(cages.len(), killer.cage_count());
    assert_eq!(
        cages[0],
        &ItemRole::Cage {
            cage: 0,
            sum: killer.sums()[0]
        }
    );
    let colors = roles
        .iter()
        .filter(|r| matches!(r, ItemRole::CellValue { .. }))
        .count();
    assert_eq!(colors, 16);
    assert!(problem.has_colors());
    let mut search = Search::new(problem.clone());
    assert!(search.find_next());
    let chosen: Vec<_> = search.chosen().collect();
    let grid = decoder.decode(chosen.iter().copied());
    // Every cage option chosen agrees with the grid the placements make.
    let mut cage_options = 0;
    for &o in &chosen {
        if let OptionRole::Cage {
            cells, values, sum, ..
        } = decoder.option_role(&problem, o)
        {
            cage_options += 1;
            assert_eq!(values.iter().sum::<u32>(), sum);
            for ([r, c], v) in cells.iter().zip(&values) {
                assert_eq!(u32::from(grid.get(*r as usize, *c as usize).unwrap()), *v);
            }
        }
    }
    assert_eq!(cage_options, killer.cage_count());
}

#[test]
fn item_names_say_what_their_roles_say() {
    let killer = Killer::parse(FOUR).unwrap();
    let (problem, decoder) = killer.encode();
    for (k, role) in decoder.item_roles(&problem).iter().enumerate() {
        let name = problem.item_name(dlx::ItemId(k as u32));
        match role {
            ItemRole::Cage { cage, sum } => {
                assert_eq!(name, format!("k{}", cage + 1));
                assert_eq!(*sum, killer.sums()[*cage as usize]);
                assert!(problem.is_primary(dlx::ItemId(k as u32)));
            }
            ItemRole::CellValue { row, column } => {
                assert_eq!(name, format!("x_r{}c{}", row + 1, column + 1));
                assert!(!problem.is_primary(dlx::ItemId(k as u32)));
            }
            ItemRole::Cell { row, column } => {
                assert_eq!(name, format!("r{}c{}", row + 1, column + 1))
            }
            ItemRole::UnitValue { value, .. } => {
                assert!(name.ends_with(&format!("={value}")), "{name}")
            }
            other => panic!("{name}: {other:?}"),
        }
    }
}

#[test]
fn a_bad_cage_key_is_named_as_the_sudoku_names_its_bad_characters() {
    // The same words for the same character in a cage map and in a puzzle.
    for ch in ['*', '\u{f}', 'é'] {
        let map = format!("AB{ch}C\nAADE\nFFDE\nGGGE\nA=8\n");
        let error = Killer::parse(&map).unwrap_err();
        let puzzle = dlx::sudoku::Sudoku::parse(&format!("{ch}")).unwrap_err();
        // "bad character NAME at position 1: ...", whatever words NAME takes.
        let message = puzzle.to_string();
        let named = message
            .strip_prefix("bad character ")
            .and_then(|rest| rest.split(" at position 1").next())
            .unwrap_or_default()
            .to_string();
        assert!(!named.is_empty(), "{message}");
        assert_eq!(
            error.to_string(),
            format!("line 1, column 3: {named} is not a cage key (use letters or digits)")
        );
    }
}
