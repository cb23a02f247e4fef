//! Every item and option of every puzzle kind says what it stands for ([`dlx::meaning`]), and
//! what it says agrees with its name. The names are read here only as an independent check of
//! the encoders' own answers (`name_oracle`): no page or command reads them.

use dlx::langford::{Langford, Symmetry};
use dlx::meaning::{ItemRole, Line, Meaning, OptionRole, Unit};
use dlx::polyomino::{Board, Packing};
use dlx::queens::Queens;
use dlx::sudoku::{Encoding, Regions, Sudoku, Variant};
use dlx::tetrastick::{StickBoard, Sticks};
use dlx::{ItemId, OptionId, Problem};

/// The test's own reading of an item name, for the encodings of this crate.
fn name_oracle(name: &str, n: u32) -> ItemRole {
    let number = |s: &str| s.parse::<u32>().ok();
    let value = |c: char| c.to_digit(36);
    if let Some(rest) = name.strip_prefix("sym-") {
        const NAMES: [&str; 8] = ["id", "lr", "tb", "180", "diag", "90", "270", "anti"];
        let fixes = rest
            .split('+')
            .map(|t| {
                1u8 << NAMES
                    .iter()
                    .position(|&n| n == t)
                    .expect("a symmetry's name")
            })
            .fold(0, |a, b| a | b);
        return ItemRole::Symmetry { fixes };
    }
    if let Some((unit, v)) = name.split_once('=') {
        let (kind, index) = unit.split_at(1);
        let unit = match kind {
            "r" => Unit::Row,
            "c" => Unit::Column,
            "b" => Unit::Box,
            "g" => Unit::Region,
            "d" => Unit::Diagonal,
            _ => panic!("unit {kind}"),
        };
        let v = value(v.chars().next().unwrap()).unwrap();
        return ItemRole::UnitValue {
            unit,
            index: number(index).unwrap() - 1,
            value: v,
        };
    }
    // Polycubes: `l2r1c3`, layer 2, row 1, column 3 (from 1).
    if let Some((l, rc)) = name.strip_prefix('l').and_then(|s| s.split_once('r')) {
        let (r, c) = rc.split_once('c').expect("a cube's row and column");
        return ItemRole::Cube {
            layer: number(l).unwrap() - 1,
            row: number(r).unwrap() - 1,
            column: number(c).unwrap() - 1,
        };
    }
    if let Some((r, c)) = name.strip_prefix('r').and_then(|s| s.split_once('c')) {
        return ItemRole::Cell {
            row: number(r).unwrap() - 1,
            column: number(c).unwrap() - 1,
        };
    }
    // Tetrasticks: `h2.3`, `v2.3` (edges from grid point 2,3) and `p2.3` (an interior point).
    if let Some((r, c)) = name.get(1..).and_then(|s| s.split_once('.')) {
        let (row, column) = (number(r).unwrap(), number(c).unwrap());
        return match &name[..1] {
            "p" => ItemRole::Crossing { row, column },
            kind => ItemRole::Edge {
                row,
                column,
                vertical: kind == "v",
            },
        };
    }
    let (head, tail) = name.split_at(1);
    match (head, number(tail)) {
        ("r", Some(i)) => ItemRole::Line {
            line: Line::Row,
            index: i,
        },
        ("c", Some(i)) => ItemRole::Line {
            line: Line::Column,
            index: i,
        },
        ("a", Some(i)) => ItemRole::Line {
            line: Line::Sum,
            index: i,
        },
        ("b", Some(i)) => ItemRole::Line {
            line: Line::Difference,
            index: i,
        },
        ("s", Some(s)) => ItemRole::Slot { slot: s - 1 },
        _ if number(name).is_some() => ItemRole::Value {
            value: number(name).unwrap(),
        },
        _ if name.len() == 1 && n == 0 => ItemRole::Piece {
            letter: name.chars().next().unwrap(),
        },
        _ => panic!("no reading of `{name}`"),
    }
}

/// Every item's role agrees with its name; every option's role with its items' roles.
fn check(problem: &Problem, meaning: &impl Meaning, n: u32) {
    let items = meaning.item_roles(problem);
    assert_eq!(items.len(), problem.item_count());
    for (k, role) in items.iter().enumerate() {
        let name = problem.item_name(ItemId(k as u32));
        assert_eq!(*role, name_oracle(name, n), "item `{name}`");
    }
    for (o, role) in meaning.option_roles(problem).iter().enumerate() {
        let option = OptionId(o as u32);
        let roles: Vec<ItemRole> = problem
            .option_items(option)
            .iter()
            .map(|&k| items[k.index()])
            .collect();
        let text = problem.option_text(option);
        match role {
            OptionRole::Placement { row, column, value } => {
                assert!(
                    roles.contains(&ItemRole::Cell {
                        row: *row,
                        column: *column
                    }),
                    "{text}"
                );
                assert!(
                    roles.contains(&ItemRole::UnitValue {
                        unit: Unit::Row,
                        index: *row,
                        value: *value
                    }),
                    "{text}"
                );
                assert!(
                    roles.contains(&ItemRole::UnitValue {
                        unit: Unit::Column,
                        index: *column,
                        value: *value
                    }),
                    "{text}"
                );
            }
            OptionRole::Queen { row, column } => {
                assert_eq!(
                    roles[0],
                    ItemRole::Line {
                        line: Line::Row,
                        index: *row
                    },
                    "{text}"
                );
                assert_eq!(
                    roles[1],
                    ItemRole::Line {
                        line: Line::Column,
                        index: *column
                    },
                    "{text}"
                );
            }
            OptionRole::Piece { letter, cells } => {
                assert!(
                    roles.contains(&ItemRole::Piece { letter: *letter }),
                    "{text}"
                );
                for &[row, column] in cells {
                    assert!(roles.contains(&ItemRole::Cell { row, column }), "{text}");
                }
                assert_eq!(cells.len(), 5);
            }
            OptionRole::Pair {
                value,
                first,
                second,
            } => {
                assert_eq!(second - first, value + 1);
                assert_eq!(
                    roles,
                    [
                        ItemRole::Value { value: *value },
                        ItemRole::Slot { slot: *first },
                        ItemRole::Slot { slot: *second }
                    ],
                    "{text}"
                );
            }
            OptionRole::Cage {
                cage,
                sum,
                cells,
                values,
            } => {
                assert!(
                    roles.contains(&ItemRole::Cage {
                        cage: *cage,
                        sum: *sum
                    }),
                    "{text}"
                );
                for &[row, column] in cells {
                    assert!(
                        roles.contains(&ItemRole::CellValue { row, column }),
                        "{text}"
                    );
                }
                assert_eq!(values.iter().sum::<u32>(), *sum, "{text}");
            }
            OptionRole::Word {
                direction, word, ..
            } => {
                assert!(
                    matches!(roles[0], ItemRole::WordSlot { direction: d, .. } if d == *direction)
                );
                assert_eq!(roles.len(), 1 + word.len(), "{text}");
            }
            OptionRole::Sticks {
                letter,
                sticks,
                crossings,
            } => {
                assert_eq!(roles[0], ItemRole::Piece { letter: *letter }, "{text}");
                assert_eq!(sticks.len(), 4);
                for &[r0, c0, r1, c1] in sticks {
                    assert_eq!(r1 + c1, r0 + c0 + 1, "a unit stick, right or down: {text}");
                    let edge = ItemRole::Edge {
                        row: r0,
                        column: c0,
                        vertical: r1 > r0,
                    };
                    assert!(roles.contains(&edge), "{text}");
                }
                let points: Vec<ItemRole> = crossings
                    .iter()
                    .map(|&[row, column]| ItemRole::Crossing { row, column })
                    .collect();
                assert_eq!(roles[5..], points[..], "{text}");
            }
            OptionRole::Cubes { letter, cubes } => {
                let mut want = vec![ItemRole::Piece { letter: *letter }];
                want.extend(cubes.iter().map(|&[layer, row, column]| ItemRole::Cube {
                    layer,
                    row,
                    column,
                }));
                assert_eq!(roles, want, "{text}");
            }
            OptionRole::Plain => panic!("a puzzle option without a meaning: {text}"),
        }
    }
}

#[test]
fn queens_items_are_lines_and_options_squares() {
    for n in [1, 4, 8] {
        let (problem, decoder) = Queens::new(n).unwrap().encode();
        check(&problem, &decoder, n as u32);
    }
}

#[test]
fn langford_items_are_values_and_slots() {
    for symmetry in [Symmetry::Keep, Symmetry::Break] {
        let (problem, decoder) = Langford::new(7).unwrap().encode(symmetry);
        check(&problem, &decoder, 7);
    }
}

#[test]
fn pentomino_items_are_pieces_cells_and_symmetries() {
    let mut symmetry_items = 0;
    for board in [
        Board::rectangle(6, 10).unwrap(),
        Board::rectangle(3, 20).unwrap(),
        Board::scott(),
    ] {
        for symmetry in [Symmetry::Keep, Symmetry::Break] {
            let packing = Packing::pentominoes(board.clone(), symmetry).unwrap();
            let (problem, decoder) = packing.encode();
            check(&problem, &decoder, 0);
            let roles = decoder.item_roles(&problem);
            symmetry_items += roles
                .iter()
                .filter(|r| matches!(r, ItemRole::Symmetry { fixes } if *fixes != 0))
                .count();
        }
    }
    // Some boards need them to break their symmetry (the 3x20's centred X, for one).
    assert!(symmetry_items > 0);
}

#[test]
fn sudoku_items_are_cells_and_unit_values_in_every_size_variant_and_encoding() {
    let puzzles = [
        ("1.3.....2..1....", Variant::Classic),
        (
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
            Variant::Classic,
        ),
        (&".".repeat(256) as &str, Variant::Classic),
        (&".".repeat(625) as &str, Variant::Classic),
        (&".".repeat(81) as &str, Variant::X),
        (
            &".".repeat(16) as &str,
            Variant::Jigsaw(Regions::parse("aaab abbb cddd cccd").unwrap()),
        ),
    ];
    for (text, variant) in puzzles {
        let sudoku = Sudoku::parse_variant(text, variant).unwrap();
        for encoding in [Encoding::Reduced, Encoding::Full] {
            let (problem, decoder) = sudoku.encode(encoding);
            check(&problem, &decoder, 0);
        }
    }
}

#[test]
fn tetrastick_items_are_pieces_edges_and_crossing_points() {
    let board = StickBoard::rectangle(5, 5).unwrap();
    for symmetry in [Symmetry::Keep, Symmetry::Break] {
        let (problem, decoder) = Sticks::tetrasticks(board, &['H'], symmetry)
            .unwrap()
            .encode();
        check(&problem, &decoder, 0);
    }
}

#[test]
fn soma_items_are_pieces_and_cubes_and_options_pieces_in_cubes() {
    use dlx::polycube::{soma, CubePacking};
    for symmetry in [
        dlx::polyomino::Symmetry::Break,
        dlx::polyomino::Symmetry::Keep,
    ] {
        let solid = "3x3x3".parse().unwrap();
        let (problem, decoder) = CubePacking::new(solid, soma(), symmetry).unwrap().encode();
        check(&problem, &decoder, 0);
    }
}
