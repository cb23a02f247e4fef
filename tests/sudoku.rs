//! Sudoku: parsing, the two encodings, verdicts, and known answers from the shared puzzle
//! collections (`../shared/data/sudoku`, see `../shared/data/README.md`).
//!
//! The normal run checks a small sample of each collection. The `#[ignore]`d tests check every
//! puzzle of the collections (a slice of `17_clue`) and are meant for release builds:
//! `cargo test --release --test sudoku -- --ignored`.

use std::collections::{BTreeSet, HashSet};
use std::path::PathBuf;

use dlx::sudoku::{Encoding, Sudoku, SudokuError, Verdict};
use dlx::{Heuristic, Search};

/// Doc example: 32 givens, one solution.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const EASY_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// The first 16x16 of `sudoku16_30.txt`, with its solution.
const SIXTEEN: &str = "...4.9..2..DE8.A13..........C.59.GCD...1..E...B.F.A.6DC......2...D.3.A.E.BF2..7.AF...8...G...3..G..CB.....D8.19..2....94.7A.....4..B...............E3.7..96.4..8.6G.......7...3......4..BE..2.GFCB..A.6.12...54G...6D..5.C.3....E4.1G73..F........7...2.65....F.";
const SIXTEEN_SOLUTION: &str = "75B4F9G321CDE86A13624BE7A8GFCD598GCD25A176E9F4B3FEA96DC8435BG2176D435A1E9BF28G7CAF9578D6EG1CB324G7ECB3F254D8A196B218CG9437A65FDE493BE68GFA2517CD51FE327DC96G4BA826GA1CBF8D749E35DC87945ABE3126GFCBDFAE691287354G9826DF45GCB37AE1E451G73BDF9A6C823A7G812C654ED9FB";

fn parse(text: &str) -> Sudoku {
    Sudoku::parse(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Every solution of `puzzle` under `encoding` and `heuristic`, each checked against the rules.
fn solution_set(puzzle: &Sudoku, encoding: Encoding, heuristic: Heuristic) -> BTreeSet<String> {
    let (problem, decoder) = puzzle.encode(encoding);
    let mut search = decoder.search(problem, heuristic);
    let mut set = BTreeSet::new();
    while search.find_next() {
        let grid = decoder.decode(search.chosen());
        assert!(grid.solves(puzzle), "{grid} does not solve {puzzle}");
        assert!(set.insert(grid.to_string()), "{grid} found twice");
    }
    set
}

// ------------------------------------------------------------------------------------ parsing

#[test]
fn parse_pretty_grid() {
    let pretty = "
+-------+-------+-------+
| . . 3 | . 2 . | 6 . . |
| 9 . . | 3 . 5 | . . 1 |
| . . 1 | 8 . 6 | 4 . . |
+-------+-------+-------+
| . . 8 | 1 . 2 | 9 . . |
| 7 . . | . . . | . . 8 |
| . . 6 | 7 . 8 | 2 . . |
+-------+-------+-------+
| . . 2 | 6 . 9 | 5 . . |
| 8 . . | 2 . 3 | . . 9 |
| . . 5 | . 1 . | 3 . . |
+-------+-------+-------+
";
    let grid = parse(pretty);
    assert_eq!(grid, parse(EASY));
    assert_eq!(grid.to_string(), EASY);
    assert_eq!(grid.box_size(), 3);
    assert_eq!(grid.size(), 9);
    assert_eq!(grid.filled(), 32);
    assert_eq!(grid.get(0, 2), Some(3));
    assert_eq!(grid.get(0, 0), None);
    assert_eq!(grid.get(8, 6), Some(3));
    // Nine lines of nine, no decoration.
    let lines: String = EASY
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
        .collect();
    assert_eq!(parse(&lines), grid);
}

#[test]
fn parse_all_sizes() {
    for (b, text) in [
        (2, "1...\n..2.\n.3..\n...4".to_string()),
        (3, EASY.to_string()),
        (4, SIXTEEN.to_string()),
        (5, ".".repeat(625)),
    ] {
        let grid = parse(&text);
        assert_eq!(grid.box_size(), b);
        assert_eq!(grid.cells().len(), b.pow(4));
        assert_eq!(Sudoku::parse_with_box(&text, b).unwrap(), grid);
    }
}

#[test]
fn lowercase_letters_in_16x16() {
    let upper = parse(SIXTEEN);
    let lower = parse(&SIXTEEN.to_lowercase());
    assert_eq!(lower, upper);
    assert_eq!(
        lower.to_string(),
        SIXTEEN,
        "values are written in uppercase"
    );
    assert_eq!(upper.get(0, 11), Some(0xD));
    assert_eq!(upper.get(1, 12), Some(0xC));
    assert_eq!(upper.get(1, 13), None);
    let full = parse(&SIXTEEN_SOLUTION.to_lowercase());
    assert!(full.solves(&lower));
    assert_eq!(full.to_string(), SIXTEEN_SOLUTION);
}

/// Of two values too large, the first in reading order is named, as written, past the
/// decorations of a pretty-printed grid (the parser finds it again only for the message).
#[test]
fn value_too_large_names_the_first_as_written() {
    let text = "1 . | . 9\n. . | 5 .\n----+----\n. . | . .\n. . | . .";
    assert_eq!(
        Sudoku::parse(text),
        Err(SudokuError::ValueTooLarge {
            ch: '9',
            row: 1,
            column: 4,
            size: 4,
            // Both values too large are marked.
            cells: vec![(1, 4), (2, 3)],
        })
    );
    let text = "0000 00f0 000G 0000";
    assert_eq!(
        Sudoku::parse(text),
        Err(SudokuError::ValueTooLarge {
            ch: 'f',
            row: 2,
            column: 3,
            size: 4,
            cells: vec![(2, 3), (3, 4)],
        })
    );
}

#[test]
fn blanks_zero_and_dot() {
    let dots = parse(EASY);
    let zeros_text = EASY.replace('.', "0");
    let zeros = parse(&zeros_text);
    assert_eq!(zeros.cells(), dots.cells());
    assert_eq!(dots.to_string(), EASY, "Display keeps `.`");
    assert_eq!(zeros.to_string(), zeros_text, "Display keeps `0`");
    // Mixed blanks: the first one sets how blanks are written.
    let mixed = format!("0{}", &EASY[1..]);
    assert_eq!(parse(&mixed).to_string(), zeros_text);
    assert_eq!(Sudoku::empty(2).to_string(), ".".repeat(16));
    // A solution keeps the puzzle's blank, but has none to show.
    assert_eq!(zeros.solve().unwrap().to_string(), EASY_SOLUTION);
}

// ------------------------------------------------------------------------------------ 4x4

#[test]
fn every_4x4_grid() {
    let empty = Sudoku::empty(2);
    let (problem, decoder) = empty.encode(Encoding::Reduced);
    assert_eq!(problem.item_count(), 64);
    assert_eq!(problem.option_count(), 64);
    assert!(decoder.presets().is_empty());
    assert_eq!(Search::new(problem.clone()).count(None), 288);

    let mut search = decoder.search(problem, Heuristic::Mrv);
    let mut grids = HashSet::new();
    for solution in search.solutions() {
        assert_eq!(solution.options.len(), 16);
        let grid = decoder.decode(solution.options.iter().copied());
        assert!(grid.solves(&empty), "{grid}");
        assert_eq!(grid.filled(), 16);
        assert!(grids.insert(grid.to_string()), "{grid} found twice");
    }
    assert_eq!(grids.len(), 288);
    assert_eq!(empty.count(None), 288);
    assert_eq!(empty.count(Some(5)), 5);
    assert_eq!(
        solution_set(&empty, Encoding::Full, Heuristic::First).len(),
        288
    );
}

// ------------------------------------------------------------------------------------ encodings

/// `text` with the givens at these (row, column) cells, counted from 1, made blank.
fn without(text: &str, cells: &[(usize, usize)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let n = (chars.len() as f64).sqrt() as usize;
    for &(row, column) in cells {
        let cell = (row - 1) * n + column - 1;
        assert_ne!(chars[cell], '.', "r{row}c{column} is not a given");
        chars[cell] = '.';
    }
    chars.into_iter().collect()
}

/// `EASY` with five givens removed: several solutions.
fn easy_several() -> String {
    without(EASY, &[(1, 3), (2, 1), (5, 1), (9, 5), (9, 7)])
}

/// Puzzles with their number of solutions: unique, several, none, complete, empty.
fn several_puzzles() -> Vec<(String, usize)> {
    vec![
        (EASY.to_string(), 1),
        (easy_several(), SEVERAL),
        (without(EASY, &[(1, 3)]), 1),
        // Row 1 needs a 9 in column 9, which already has one.
        (format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)), 0),
        ("1...\n..2.\n.3..\n...4".to_string(), 1),
        ("12..\n3...\n....\n....".to_string(), 12),
        // Row 1 needs a 4 in column 4, which already has one.
        ("123.\n...4\n....\n....".to_string(), 0),
        (EASY_SOLUTION.to_string(), 1),
        (".".repeat(16), 288),
    ]
}

/// The number of solutions of `easy_several()`.
const SEVERAL: usize = 90;

#[test]
fn reduced_and_full_encodings_agree() {
    for (text, expected) in several_puzzles() {
        let puzzle = parse(&text);
        let reduced = solution_set(&puzzle, Encoding::Reduced, Heuristic::Mrv);
        assert_eq!(reduced.len(), expected, "{text}");
        for (encoding, heuristic) in [
            (Encoding::Full, Heuristic::Mrv),
            (Encoding::Full, Heuristic::First),
            (Encoding::Reduced, Heuristic::First),
        ] {
            assert_eq!(
                solution_set(&puzzle, encoding, heuristic),
                reduced,
                "{encoding:?} {heuristic:?} on {text}"
            );
        }
        assert_eq!(puzzle.count(None), reduced.len() as u64, "{text}");
    }
}

#[test]
fn several_solutions_found_the_same_way() {
    let puzzle = parse(&easy_several());
    let set = solution_set(&puzzle, Encoding::Reduced, Heuristic::Mrv);
    assert_eq!(set.len(), SEVERAL);
    assert!(set.contains(EASY_SOLUTION));
}

#[test]
fn encodings_sizes() {
    let puzzle = parse(EASY);
    let (full, decoder) = puzzle.encode(Encoding::Full);
    assert_eq!(full.item_count(), 4 * 81);
    assert_eq!(full.option_count(), 729);
    assert_eq!(decoder.presets().len(), 32);
    for (k, &option) in decoder.presets().iter().enumerate() {
        let (cell, value) = decoder.place(option);
        assert_eq!(puzzle.cells()[cell], value, "preset {k}");
    }
    let (reduced, decoder) = puzzle.encode(Encoding::Reduced);
    assert!(decoder.presets().is_empty());
    assert_eq!(reduced.item_count(), 4 * (81 - 32));
    assert!(reduced.option_count() < 729);
    assert_eq!(reduced.primary_count(), reduced.item_count());
}

// ------------------------------------------------------------------------------------ verdicts

#[test]
fn verdict_none() {
    for (text, count) in several_puzzles() {
        if count > 0 {
            continue;
        }
        let puzzle = parse(&text);
        assert_eq!(puzzle.verdict(), Verdict::None, "{text}");
        assert_eq!(puzzle.solve(), None);
        assert_eq!(puzzle.count(None), 0);
    }
}

#[test]
fn verdict_unique() {
    let puzzle = parse(EASY);
    let Verdict::Unique(solution) = puzzle.verdict() else {
        panic!("expected one solution");
    };
    assert_eq!(solution.to_string(), EASY_SOLUTION);
    assert!(solution.solves(&puzzle));
    assert_eq!(puzzle.solve(), Some(solution));
    assert_eq!(puzzle.count(None), 1);
}

#[test]
fn verdict_several() {
    let puzzle = parse(&easy_several());
    let Verdict::Several(first) = puzzle.verdict() else {
        panic!("expected several solutions");
    };
    assert!(first.solves(&puzzle));
    assert_eq!(puzzle.solve(), Some(first));
    assert_eq!(puzzle.count(Some(2)), 2);
    assert!(matches!(Sudoku::empty(3).verdict(), Verdict::Several(_)));
    let Verdict::Several(grid) = Sudoku::empty(5).verdict() else {
        panic!("an empty 25x25 has several solutions");
    };
    assert!(grid.solves(&Sudoku::empty(5)));
}

#[test]
fn complete_grid_is_its_own_unique_solution() {
    for text in [EASY_SOLUTION, SIXTEEN_SOLUTION] {
        let grid = parse(text);
        assert!(grid.solves(&grid));
        assert_eq!(grid.verdict(), Verdict::Unique(grid.clone()));
        assert_eq!(grid.solve(), Some(grid.clone()));
        assert_eq!(grid.count(None), 1);
        // Reduced: every item stays and each cell has one option, its given; nothing is
        // preset, so the problem stands alone (as DLX text too) with one solution.
        let n = grid.size();
        let (problem, decoder) = grid.encode(Encoding::Reduced);
        assert_eq!(problem.option_count(), n * n);
        assert_eq!(problem.item_count(), 4 * n * n);
        assert!(decoder.presets().is_empty());
        let reread = dlx::format::parse_dlx(&dlx::format::write_dlx(&problem)).unwrap();
        let mut search = dlx::Search::new(reread);
        assert!(search.find_next());
        assert_eq!(decoder.decode(search.chosen()), grid);
        assert!(!search.find_next());
        // Full: all n^3 options, the givens preset.
        let (problem, decoder) = grid.encode(Encoding::Full);
        assert_eq!(problem.option_count(), n * n * n);
        assert_eq!(decoder.presets().len(), n * n);
    }
}

#[test]
fn solves_checks_rules_and_givens() {
    let puzzle = parse(EASY);
    let solution = parse(EASY_SOLUTION);
    assert!(solution.solves(&puzzle));
    assert!(!puzzle.solves(&puzzle), "an incomplete grid solves nothing");
    // Another complete valid grid (digits relabelled) breaks the givens.
    let relabelled: String = EASY_SOLUTION
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            c => c,
        })
        .collect();
    let other = parse(&relabelled);
    assert!(other.solves(&other));
    assert!(!other.solves(&puzzle));
    assert!(!solution.solves(&Sudoku::empty(2)), "sizes differ");
}

// ------------------------------------------------------------------------------------ data

/// A puzzle with its known answer and number of solutions (capped at 2).
struct Known {
    puzzle: String,
    solution: String,
    count: u64,
}

fn data_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sudoku");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("note: {} is absent; skipping (CI has it)", dir.display());
        None
    }
}

/// The lines of a collection that are neither blank nor `#` comments.
fn data_lines(path: PathBuf) -> Vec<String> {
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// A 9x9 collection `NAME.txt` and its answers `solutions/NAME.sol` (`puzzle solution count`).
fn known_9x9(name: &str) -> Option<Vec<Known>> {
    let dir = data_dir()?;
    let puzzles = data_lines(dir.join(format!("{name}.txt")));
    let answers = data_lines(dir.join(format!("solutions/{name}.sol")));
    assert_eq!(puzzles.len(), answers.len(), "{name}: puzzles and answers");
    let known = puzzles
        .into_iter()
        .zip(answers)
        .map(|(puzzle, answer)| {
            let fields: Vec<&str> = answer.split_whitespace().collect();
            assert_eq!(fields.len(), 3, "{name}: bad answer line {answer}");
            assert_eq!(fields[0], puzzle, "{name}: answers out of step");
            Known {
                solution: fields[1].to_string(),
                count: fields[2].parse().expect("a count"),
                puzzle,
            }
        })
        .collect();
    Some(known)
}

/// A collection whose lines are `puzzle solution clues=N`; every puzzle has one solution.
fn known_inline(name: &str) -> Option<Vec<Known>> {
    let dir = data_dir()?;
    let known = data_lines(dir.join(format!("{name}.txt")))
        .into_iter()
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 3, "{name}: bad line {line}");
            let clues: usize = fields[2]
                .strip_prefix("clues=")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{name}: bad clue count in {line}"));
            assert_eq!(parse(fields[0]).filled(), clues, "{name}: {line}");
            Known {
                puzzle: fields[0].to_string(),
                solution: fields[1].to_string(),
                count: 1,
            }
        })
        .collect();
    Some(known)
}

/// Solves `known.puzzle` and checks the answer against the rules and the known one, and the
/// number of solutions (capped at 2) against the known count.
fn check(known: &Known) {
    let puzzle = parse(&known.puzzle);
    let expected = parse(&known.solution);
    assert!(
        expected.solves(&puzzle),
        "the known answer to {}",
        known.puzzle
    );
    let (count, first) = match puzzle.verdict() {
        Verdict::None => (0, None),
        Verdict::Unique(grid) => (1, Some(grid)),
        Verdict::Several(grid) => (2, Some(grid)),
    };
    assert_eq!(
        count, known.count,
        "number of solutions of {}",
        known.puzzle
    );
    if let Some(grid) = first {
        assert!(
            grid.solves(&puzzle),
            "{grid} does not solve {}",
            known.puzzle
        );
        if count == 1 {
            assert_eq!(
                grid.to_string(),
                known.solution,
                "answer to {}",
                known.puzzle
            );
        }
    }
}

/// Checks every puzzle and reports the time taken.
fn check_all(name: &str, known: &[Known]) {
    let start = std::time::Instant::now();
    for k in known {
        check(k);
    }
    println!("{name}: {} puzzles in {:.2?}", known.len(), start.elapsed());
}

#[test]
fn sample_top95() {
    let Some(known) = known_9x9("top95") else {
        return;
    };
    assert_eq!(known.len(), 95);
    check_all("top95 (first 20)", &known[..20]);
    // The other entry points agree on a few.
    for k in &known[..3] {
        let puzzle = parse(&k.puzzle);
        assert_eq!(puzzle.count(Some(2)), k.count);
        assert_eq!(puzzle.solve().unwrap().to_string(), k.solution);
    }
}

#[test]
fn sample_norvig_hardest() {
    let Some(known) = known_9x9("norvig_hardest") else {
        return;
    };
    assert_eq!(known.len(), 11);
    check_all("norvig_hardest (first 3)", &known[..3]);
}

#[test]
fn sample_sudoku16() {
    let Some(known) = known_inline("sudoku16_30") else {
        return;
    };
    assert_eq!(known.len(), 30);
    assert_eq!(known[0].puzzle, SIXTEEN);
    assert_eq!(known[0].solution, SIXTEEN_SOLUTION);
    check_all("sudoku16_30 (first 3)", &known[..3]);
}

#[test]
fn sample_sudoku25() {
    let Some(known) = known_inline("sudoku25_10") else {
        return;
    };
    assert_eq!(known.len(), 10);
    check_all("sudoku25_10 (first 1)", &known[..1]);
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_top95() {
    if let Some(known) = known_9x9("top95") {
        check_all("top95", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_norvig_hardest() {
    if let Some(known) = known_9x9("norvig_hardest") {
        check_all("norvig_hardest", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_top1465() {
    if let Some(known) = known_9x9("top1465") {
        assert_eq!(known.len(), 1465);
        check_all("top1465", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_forum_hardest_1106() {
    if let Some(known) = known_9x9("forum_hardest_1106") {
        assert_eq!(known.len(), 375);
        check_all("forum_hardest_1106", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_sudoku16_30() {
    if let Some(known) = known_inline("sudoku16_30") {
        check_all("sudoku16_30", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn all_sudoku25_10() {
    if let Some(known) = known_inline("sudoku25_10") {
        check_all("sudoku25_10", &known);
    }
}

#[test]
#[ignore = "slow in debug; run with cargo test --release -- --ignored"]
fn slice_of_17_clue() {
    if let Some(known) = known_9x9("17_clue") {
        assert_eq!(known.len(), 49158);
        // 2000 puzzles spread evenly over the collection.
        let step = known.len() / 2000;
        let slice: Vec<Known> = known.into_iter().step_by(step).take(2000).collect();
        assert_eq!(slice.len(), 2000);
        check_all("17_clue (2000, every 24th)", &slice);
    }
}
