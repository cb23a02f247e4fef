//! Polyiamond packing: the published count, small boards counted again by a brute force that
//! shares nothing with the library (its own geometry, in floating point, and its own search),
//! pictures checked against the rules, and bad boards.
//!
//! Source of the count: Knuth, "Dancing Links" (2000, arXiv cs/0011047), section on
//! polyiamonds: the twelve hexiamonds fill the 6x6 rhombus in 156 ways, not counting the
//! rhombus's rotations and reflections (its 4 symmetries: 624 packings in all). The numbers of
//! fixed polyiamonds (all orientations of all pieces: 14 tetriamonds, 36 pentiamonds, 94
//! hexiamonds) are OEIS A001420.
//!
//! The `#[ignore]`d test is for release builds:
//! `cargo test --release --test polyiamonds -- --ignored`.

use std::collections::BTreeSet;

use dlx::meaning::{ItemRole, Meaning, OptionRole};
use dlx::polyiamond::{
    hexiamonds, pentiamonds, tetriamonds, Iamond, IamondBoard, IamondBoardError, IamondError,
    IamondPacking,
};
use dlx::polyomino::Symmetry;
use dlx::Search;

// ------------------------------------------------------------------ an independent brute force

/// A triangle's centre in the plane: column `j` of row `r` is at x = j/2 (in sides), rows are
/// `H` apart going down, and the centre sits a third of the way from the base.
const H: f64 = 0.866_025_403_784_438_6;

fn centre((r, j): (i64, i64)) -> (f64, f64) {
    let up = (r + j).rem_euclid(2) == 0;
    let y = r as f64 * H + if up { 2.0 * H / 3.0 } else { H / 3.0 };
    (j as f64 / 2.0, y)
}

/// The triangle whose centre is nearest (x, y).
fn triangle_at((x, y): (f64, f64)) -> (i64, i64) {
    let j = (2.0 * x).round() as i64;
    // Up centres lie at 2/3 of a row's height, down centres at 1/3: try both rows around y.
    let mut best = (0, 0);
    let mut dist = f64::MAX;
    for r in [
        (y / H).floor() as i64 - 1,
        (y / H).floor() as i64,
        (y / H).floor() as i64 + 1,
    ] {
        let (cx, cy) = centre((r, j));
        let d = (cx - x).powi(2) + (cy - y).powi(2);
        if d < dist {
            (best, dist) = ((r, j), d);
        }
    }
    best
}

/// The distinct orientations of a piece, each its triangles moved to start at row 0 and with
/// its first triangle in column 0 or 1 (as parity asks), sorted.
fn brute_orientations(cells: &[(usize, usize)]) -> Vec<Vec<(i64, i64)>> {
    let mut found = BTreeSet::new();
    for mirror in [false, true] {
        for turn in 0..6 {
            let angle = std::f64::consts::PI / 3.0 * f64::from(turn);
            let (s, c) = angle.sin_cos();
            let mut image: Vec<(i64, i64)> = cells
                .iter()
                .map(|&(r, j)| {
                    let (mut x, y) = centre((r as i64, j as i64));
                    if mirror {
                        x = -x;
                    }
                    triangle_at((c * x - s * y, s * x + c * y))
                })
                .collect();
            image.sort_unstable();
            let (r0, j0) = image[0];
            let shift = j0 - (r0 + j0).rem_euclid(2);
            let moved: Vec<(i64, i64)> = image.iter().map(|&(r, j)| (r - r0, j - shift)).collect();
            found.insert(moved);
        }
    }
    found.into_iter().collect()
}

/// Counts the tilings of `board` by `pieces` (each used once): the first empty triangle in
/// reading order is covered by some triangle of some orientation of some unused piece.
fn brute_count(board: &IamondBoard, pieces: &[Iamond]) -> u64 {
    let shapes: Vec<Vec<Vec<(i64, i64)>>> = pieces
        .iter()
        .map(|p| brute_orientations(p.cells()))
        .collect();
    let mut filled: BTreeSet<(i64, i64)> = BTreeSet::new();
    let free: BTreeSet<(i64, i64)> = board.cells().map(|(r, j)| (r as i64, j as i64)).collect();
    let mut used = vec![false; pieces.len()];
    fn go(
        free: &BTreeSet<(i64, i64)>,
        filled: &mut BTreeSet<(i64, i64)>,
        shapes: &[Vec<Vec<(i64, i64)>>],
        used: &mut [bool],
    ) -> u64 {
        let Some(&target) = free.iter().find(|t| !filled.contains(t)) else {
            return 1;
        };
        let mut total = 0;
        for p in 0..shapes.len() {
            if used[p] {
                continue;
            }
            for shape in &shapes[p] {
                for &anchor in shape {
                    let (dr, dj) = (target.0 - anchor.0, target.1 - anchor.1);
                    if (dr + dj).rem_euclid(2) != 0 {
                        continue;
                    }
                    let placed: Vec<(i64, i64)> =
                        shape.iter().map(|&(r, j)| (r + dr, j + dj)).collect();
                    if placed
                        .iter()
                        .all(|t| free.contains(t) && !filled.contains(t))
                    {
                        filled.extend(placed.iter().copied());
                        used[p] = true;
                        total += go(free, filled, shapes, used);
                        used[p] = false;
                        for t in &placed {
                            filled.remove(t);
                        }
                    }
                }
            }
        }
        total
    }
    go(&free, &mut filled, &shapes, &mut used)
}

// ------------------------------------------------------------------------------------ pieces

#[test]
fn the_pieces_have_the_published_numbers_of_orientations() {
    // OEIS A001420: fixed tetriamonds, pentiamonds, hexiamonds.
    for (pieces, count, fixed) in [
        (tetriamonds(), 3, 14),
        (pentiamonds(), 4, 36),
        (hexiamonds(), 12, 94),
    ] {
        assert_eq!(pieces.len(), count);
        let total: usize = pieces.iter().map(|p| p.orientations().len()).sum();
        assert_eq!(total, fixed);
        for piece in &pieces {
            assert_eq!(
                piece.orientations().len(),
                brute_orientations(piece.cells()).len(),
                "piece {}",
                piece.name()
            );
        }
    }
    // No two hexiamonds are the same shape turned or mirrored.
    let all = hexiamonds();
    for (k, a) in all.iter().enumerate() {
        for b in &all[..k] {
            assert!(
                !a.orientations().contains(&b.cells().to_vec()),
                "{} and {}",
                a.name(),
                b.name()
            );
        }
    }
}

#[test]
fn small_boards_match_a_brute_force() {
    let some = |names: &str| -> Vec<Iamond> {
        hexiamonds()
            .into_iter()
            .filter(|p| names.contains(p.name()))
            .collect()
    };
    let cases: Vec<(IamondBoard, Vec<Iamond>)> = vec![
        (IamondBoard::parallelogram(2, 3).unwrap(), tetriamonds()),
        (IamondBoard::parallelogram(2, 5).unwrap(), pentiamonds()),
        (IamondBoard::parallelogram(2, 6).unwrap(), some("EFGK")),
        (IamondBoard::parallelogram(3, 4).unwrap(), some("AEFG")),
        (IamondBoard::parallelogram(3, 4).unwrap(), some("ADEF")),
        (IamondBoard::parallelogram(4, 3).unwrap(), some("BEFG")),
        (
            IamondBoard::parse("..#\n.###\n#####\n.###").unwrap(),
            some("HF"),
        ),
    ];
    let mut nonzero = 0;
    for (board, pieces) in cases {
        let expected = brute_count(&board, &pieces);
        let packing = IamondPacking::new(board.clone(), pieces.clone(), Symmetry::Keep).unwrap();
        assert_eq!(packing.count(None), expected, "board\n{board}");
        if expected > 0 {
            nonzero += 1;
        }
        // Breaking the symmetry keeps one packing of each family, when a piece allows it.
        if let Ok(once) = IamondPacking::new(board.clone(), pieces, Symmetry::Break) {
            assert_eq!(
                once.count(None) * board.symmetries() as u64,
                expected,
                "board\n{board}"
            );
        }
    }
    assert!(
        nonzero >= 4,
        "most of the small boards have packings: {nonzero}"
    );
}

#[test]
fn boards_have_the_symmetries_of_their_shapes() {
    assert_eq!(IamondBoard::parallelogram(6, 6).unwrap().symmetries(), 4);
    assert_eq!(IamondBoard::parallelogram(3, 12).unwrap().symmetries(), 2);
    // A big triangle of side 3 (9 small ones): the 6 symmetries of the triangle.
    let triangle = IamondBoard::parse("..#\n.###\n#####").unwrap();
    assert_eq!(triangle.cell_count(), 9);
    assert_eq!(triangle.symmetries(), 6);
    // A hexagon of side 1: all 12; the butterfly: a half turn and two mirrors.
    assert_eq!(IamondBoard::parse("###\n###").unwrap().symmetries(), 12);
    assert_eq!(IamondBoard::parse(".###\n.###").unwrap().symmetries(), 4);
    assert_eq!(IamondBoard::parse("#..\n##.\n###").unwrap().symmetries(), 1);
}

// --------------------------------------------------------------------------- the published count

#[test]
#[ignore = "release: about a second"]
fn hexiamonds_fill_the_6x6_rhombus_in_156_ways() {
    let board: IamondBoard = "6x6".parse().unwrap();
    let once = IamondPacking::hexiamonds(board.clone(), Symmetry::Break).unwrap();
    assert_eq!(
        once.restricted(),
        Some('B'),
        "the first piece without symmetry"
    );
    assert_eq!(once.count(None), 156);
    let all = IamondPacking::hexiamonds(board, Symmetry::Keep).unwrap();
    assert_eq!(all.count(None), 4 * 156);
}

#[test]
fn a_packing_picture_obeys_the_rules() {
    let packing =
        IamondPacking::hexiamonds(IamondBoard::parallelogram(4, 9).unwrap(), Symmetry::Break)
            .unwrap();
    let (problem, decoder) = packing.encode();
    let mut search = Search::new(problem.clone());
    assert!(search.find_next());
    let grid = decoder.decode(search.chosen());
    assert!(grid.is_complete());
    // Each piece's triangles, as the grid has them, are one orientation of that piece.
    for piece in hexiamonds() {
        let mut cells: Vec<(i64, i64)> = (0..grid.rows())
            .flat_map(|r| (0..grid.cols()).map(move |j| (r, j)))
            .filter(|&(r, j)| grid.get(r, j) == piece.name())
            .map(|(r, j)| (r as i64, j as i64))
            .collect();
        assert_eq!(cells.len(), 6, "piece {}", piece.name());
        cells.sort_unstable();
        let (r0, j0) = cells[0];
        let shift = j0 - (r0 + j0).rem_euclid(2);
        let moved: Vec<(i64, i64)> = cells.iter().map(|&(r, j)| (r - r0, j - shift)).collect();
        assert!(
            brute_orientations(piece.cells()).contains(&moved),
            "piece {}",
            piece.name()
        );
    }
    // The text picture: one line per row, a letter per triangle, sides between pieces.
    let text = grid.to_string();
    assert_eq!(text.lines().count(), 4);
    for (r, line) in text.lines().enumerate() {
        let letters: String = line.chars().skip(1).step_by(2).collect();
        let row: String = (0..grid.cols())
            .map(|j| grid.get(r, j))
            .collect::<String>()
            .replace('.', " ");
        assert_eq!(letters.trim_end(), row.trim_end(), "row {r}");
        assert!(
            line.starts_with(&" ".repeat(2 * r + 2)),
            "row {r} leans right: {line:?}"
        );
        assert!(
            line.ends_with(['/', '\\']),
            "the board's right side is drawn: {line:?}"
        );
    }
    // Roles: pieces then triangles, each triangle pointing as its parity says.
    let roles = decoder.item_roles(&problem);
    assert_eq!(
        roles
            .iter()
            .filter(|r| matches!(r, ItemRole::Piece { .. }))
            .count(),
        12
    );
    let triangles: Vec<_> = roles
        .iter()
        .filter_map(|r| match *r {
            ItemRole::Triangle { row, column, up } => Some((row, column, up)),
            _ => None,
        })
        .collect();
    assert_eq!(triangles.len(), 72);
    assert!(triangles.iter().all(|&(r, j, up)| up == ((r + j) % 2 == 0)));
    assert_eq!(triangles.iter().filter(|t| t.2).count(), 36);
    for option in search.chosen() {
        let OptionRole::Piece { letter, cells } = decoder.option_role(&problem, option) else {
            panic!("a placement");
        };
        assert!(cells
            .iter()
            .all(|&[r, j]| grid.get(r as usize, j as usize) == letter));
    }
}

#[test]
fn partial_pictures_show_uncovered_triangles() {
    let packing = IamondPacking::new(
        IamondBoard::parallelogram(2, 3).unwrap(),
        tetriamonds(),
        Symmetry::Keep,
    )
    .unwrap();
    let (_, decoder) = packing.encode();
    let grid = decoder.decode([]);
    assert!(!grid.is_complete());
    assert_eq!(
        grid.to_string(),
        "  \\#/#\\#/#\\#/#\\\n    \\#/#\\#/#\\#/#\\"
    );
}

// ------------------------------------------------------------------------------ bad input

#[test]
fn bad_boards_and_packings_say_what_is_wrong() {
    let err = IamondBoard::parse("##\n#x#").unwrap_err();
    assert_eq!(
        err,
        IamondBoardError::BadCharacter {
            ch: 'x',
            line: 2,
            column: 2
        }
    );
    assert!(err.to_string().contains("line 2, column 2"), "{err}");
    assert_eq!(
        IamondBoard::parse("..\n.").unwrap_err(),
        IamondBoardError::Empty
    );
    assert!(matches!(
        "0x6".parse::<IamondBoard>(),
        Err(IamondBoardError::Empty)
    ));
    assert!(matches!(
        "500x6".parse::<IamondBoard>(),
        Err(IamondBoardError::TooLarge { .. })
    ));
    let unknown = "huge".parse::<IamondBoard>().unwrap_err().to_string();
    assert!(unknown.starts_with("unknown board `huge`"), "{unknown}");
    let err = IamondPacking::hexiamonds(IamondBoard::parallelogram(5, 6).unwrap(), Symmetry::Keep)
        .unwrap_err();
    assert_eq!(
        err,
        IamondError::AreaMismatch {
            board: 60,
            pieces: 72
        }
    );
    assert!(err.to_string().contains("60 triangles"), "{err}");
    // The tetriamonds all have symmetry: a symmetric board's symmetry cannot be broken by one.
    let err = IamondPacking::new(
        IamondBoard::parallelogram(2, 3).unwrap(),
        tetriamonds(),
        Symmetry::Break,
    )
    .unwrap_err();
    assert_eq!(err, IamondError::CannotBreakSymmetry);
}
