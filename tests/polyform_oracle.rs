//! The polyform placement engine checked against a brute force that shares nothing with it:
//! for squares, triangles and the edges of the square grid, random connected boards (holes
//! included, touching every side of their picture; for triangles, boards whose first column
//! holds triangles pointing down) and random small pieces are counted by plain recursion over
//! cells, with orientations, moves and board symmetries of its own, and by the library.
//!
//! The published counts of the families stand in `tests/problems.rs` (pentominoes: 6x10 2,339,
//! 5x12 1,010, 4x15 368, 3x20 2, Scott's 65), `tests/polyiamonds.rs` (the 6x6 rhombus, 156),
//! `tests/tetrasticks.rs` and here (hexiamonds in the 4x9 and 3x12 parallelograms: Knuth,
//! "Dancing Links", 2000, arXiv cs/0011047).
//!
//! Many more boards: `cargo test --release --test polyform_oracle -- --ignored`.

use std::collections::BTreeSet;

use dlx::polyform::{
    plan, BoardSymmetry, Coord, Flat, Lattice, Packing, Piece, Restriction, Rule, Symmetry,
};
use dlx::polyiamond::{IamondBoard, IamondPacking};
use dlx::{ProblemBuilder, Search};

// ------------------------------------------------------------------------- a little randomness

/// xorshift64*: enough to pick shapes, and the same boards on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

// ------------------------------------------------------------------------ the brute force's own geometry

/// What the brute force knows of a lattice.
trait Geometry {
    /// A cell; the order is one that moves of the lattice keep.
    type Cell: Copy + Ord + std::fmt::Debug;
    /// How many rotations and reflections map the lattice onto itself.
    const SYMMETRIES: usize;
    /// The cells sharing a side (an end, for sticks) with `c`.
    fn neighbours(c: Self::Cell) -> Vec<Self::Cell>;
    /// Every rotation and reflection of `cells`, moved to start at 0 and sorted, without repeats.
    fn orientations(cells: &[Self::Cell]) -> Vec<Vec<Self::Cell>>;
    /// `cells` moved so that `from` lands on `to`, if a move of the lattice does that.
    fn shift(cells: &[Self::Cell], from: Self::Cell, to: Self::Cell) -> Option<Vec<Self::Cell>>;
    /// Board cells moved so that their picture starts at row 0, column 0; `None` when no move
    /// of the lattice does that (a triangle would turn over).
    fn to_picture(cells: &[Self::Cell]) -> Option<Vec<Self::Cell>>;
}

type Rc = (i64, i64);

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v.dedup();
    v
}

/// Squares: (row, column).
struct Squares;

impl Geometry for Squares {
    const SYMMETRIES: usize = 8;
    type Cell = Rc;

    fn neighbours((r, c): Rc) -> Vec<Rc> {
        vec![(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    }

    fn orientations(cells: &[Rc]) -> Vec<Vec<Rc>> {
        let mut found = BTreeSet::new();
        let mut shape = cells.to_vec();
        for _ in 0..4 {
            shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
            for mirror in [false, true] {
                let image: Vec<Rc> = shape
                    .iter()
                    .map(|&(r, c)| if mirror { (r, -c) } else { (r, c) })
                    .collect();
                let (r0, c0) = (
                    image.iter().map(|p| p.0).min().unwrap(),
                    image.iter().map(|p| p.1).min().unwrap(),
                );
                found.insert(sorted(
                    &image
                        .iter()
                        .map(|&(r, c)| (r - r0, c - c0))
                        .collect::<Vec<_>>(),
                ));
            }
        }
        found.into_iter().collect()
    }

    fn shift(cells: &[Rc], from: Rc, to: Rc) -> Option<Vec<Rc>> {
        let (dr, dc) = (to.0 - from.0, to.1 - from.1);
        Some(cells.iter().map(|&(r, c)| (r + dr, c + dc)).collect())
    }

    fn to_picture(cells: &[Rc]) -> Option<Vec<Rc>> {
        let r0 = cells.iter().map(|p| p.0).min()?;
        let c0 = cells.iter().map(|p| p.1).min()?;
        Some(sorted(
            &cells
                .iter()
                .map(|&(r, c)| (r - r0, c - c0))
                .collect::<Vec<_>>(),
        ))
    }
}

/// Triangles: (row, column) as the picture has them, pointing up when row + column is even;
/// turned as points of the plane, in floating point.
struct Triangles;

const H: f64 = 0.866_025_403_784_438_6;

fn up((r, j): Rc) -> bool {
    (r + j).rem_euclid(2) == 0
}

/// The triangle's centre, with the top corner of triangle (0, 0) at the origin.
fn centre(t: Rc) -> (f64, f64) {
    let y = t.0 as f64 * H + if up(t) { 2.0 * H / 3.0 } else { H / 3.0 };
    (t.1 as f64 / 2.0, y)
}

/// The triangle with its centre at (x, y).
fn triangle_at((x, y): (f64, f64)) -> Rc {
    let r = (y / H).floor() as i64;
    let j = (2.0 * x).round() as i64;
    let is_up = y / H - r as f64 > 0.5;
    assert_eq!(is_up, up((r, j)), "a centre off the lattice: ({x}, {y})");
    (r, j)
}

impl Geometry for Triangles {
    const SYMMETRIES: usize = 12;
    type Cell = Rc;

    fn neighbours((r, j): Rc) -> Vec<Rc> {
        let across = if up((r, j)) { r + 1 } else { r - 1 };
        vec![(r, j - 1), (r, j + 1), (across, j)]
    }

    fn orientations(cells: &[Rc]) -> Vec<Vec<Rc>> {
        let (s, c) = (60f64.to_radians().sin(), 60f64.to_radians().cos());
        let mut found = BTreeSet::new();
        for turns in 0..6 {
            for mirror in [false, true] {
                let image: Vec<Rc> = cells
                    .iter()
                    .map(|&t| {
                        let (mut x, mut y) = centre(t);
                        if mirror {
                            x = -x;
                        }
                        for _ in 0..turns {
                            (x, y) = (x * c - y * s, x * s + y * c);
                        }
                        triangle_at((x, y))
                    })
                    .collect();
                let r0 = image.iter().map(|t| t.0).min().unwrap();
                let mut j0 = image.iter().map(|t| t.1).min().unwrap();
                if (r0 + j0).rem_euclid(2) != 0 {
                    j0 -= 1;
                }
                found.insert(sorted(
                    &image
                        .iter()
                        .map(|&(r, j)| (r - r0, j - j0))
                        .collect::<Vec<_>>(),
                ));
            }
        }
        found.into_iter().collect()
    }

    fn shift(cells: &[Rc], from: Rc, to: Rc) -> Option<Vec<Rc>> {
        if up(from) != up(to) {
            return None;
        }
        Squares::shift(cells, from, to)
    }

    fn to_picture(cells: &[Rc]) -> Option<Vec<Rc>> {
        let r0 = cells.iter().map(|p| p.0).min()?;
        let j0 = cells.iter().map(|p| p.1).min()?;
        if !up((r0, j0)) {
            return None;
        }
        Squares::to_picture(cells)
    }
}

/// Sticks: a unit edge as its two grid points, the smaller first.
struct Sticks;

type Stick = (Rc, Rc);

fn stick(a: Rc, b: Rc) -> Stick {
    (a.min(b), a.max(b))
}

impl Geometry for Sticks {
    const SYMMETRIES: usize = 8;
    type Cell = Stick;

    fn neighbours((a, b): Stick) -> Vec<Stick> {
        let mut found = Vec::new();
        for p in [a, b] {
            for q in Squares::neighbours(p) {
                let e = stick(p, q);
                if e != (a, b) {
                    found.push(e);
                }
            }
        }
        found
    }

    fn orientations(cells: &[Stick]) -> Vec<Vec<Stick>> {
        let mut found = BTreeSet::new();
        let mut shape = cells.to_vec();
        let turn = |(r, c): Rc| (c, -r);
        for _ in 0..4 {
            shape = shape
                .iter()
                .map(|&(a, b)| stick(turn(a), turn(b)))
                .collect();
            for mirror in [false, true] {
                let flip = |(r, c): Rc| if mirror { (r, -c) } else { (r, c) };
                let image: Vec<Stick> = shape
                    .iter()
                    .map(|&(a, b)| stick(flip(a), flip(b)))
                    .collect();
                let points: Vec<Rc> = image.iter().flat_map(|&(a, b)| [a, b]).collect();
                let r0 = points.iter().map(|p| p.0).min().unwrap();
                let c0 = points.iter().map(|p| p.1).min().unwrap();
                let back = |(r, c): Rc| (r - r0, c - c0);
                found.insert(sorted(
                    &image
                        .iter()
                        .map(|&(a, b)| (back(a), back(b)))
                        .collect::<Vec<_>>(),
                ));
            }
        }
        found.into_iter().collect()
    }

    fn shift(cells: &[Stick], from: Stick, to: Stick) -> Option<Vec<Stick>> {
        let (dr, dc) = (to.0 .0 - from.0 .0, to.0 .1 - from.0 .1);
        if (from.1 .0 + dr, from.1 .1 + dc) != to.1 {
            return None;
        }
        let go = |(r, c): Rc| (r + dr, c + dc);
        Some(cells.iter().map(|&(a, b)| (go(a), go(b))).collect())
    }

    fn to_picture(cells: &[Stick]) -> Option<Vec<Stick>> {
        let points: Vec<Rc> = cells.iter().flat_map(|&(a, b)| [a, b]).collect();
        let (r0, c0) = (
            points.iter().map(|p| p.0).min()?,
            points.iter().map(|p| p.1).min()?,
        );
        let back = |(r, c): Rc| (r - r0, c - c0);
        Some(sorted(
            &cells
                .iter()
                .map(|&(a, b)| (back(a), back(b)))
                .collect::<Vec<_>>(),
        ))
    }
}

// ------------------------------------------------------------------------ boards and pieces

/// A connected piece of `size` cells grown at random from `start`.
fn random_piece<G: Geometry>(rng: &mut Rng, start: G::Cell, size: usize) -> Vec<G::Cell> {
    let mut cells = vec![start];
    while cells.len() < size {
        let from = cells[rng.below(cells.len())];
        let next = G::neighbours(from);
        let pick = next[rng.below(next.len())];
        if !cells.contains(&pick) {
            cells.push(pick);
        }
    }
    sorted(&cells)
}

/// A board made of the pieces (each in some orientation) laid side by side at random, so that
/// it has at least one packing; moved so that its picture starts at row 0, column 0. `None`
/// when the pieces would not fit together or the picture would need a triangle turned over.
fn random_board<G: Geometry>(rng: &mut Rng, pieces: &[Vec<G::Cell>]) -> Option<Vec<G::Cell>> {
    let mut board: Vec<G::Cell> = Vec::new();
    for piece in pieces {
        let shapes = G::orientations(piece);
        let shape = &shapes[rng.below(shapes.len())];
        if board.is_empty() {
            board.extend(shape);
            continue;
        }
        let mut laid = false;
        for _ in 0..50 {
            let from = board[rng.below(board.len())];
            let around = G::neighbours(from);
            let to = around[rng.below(around.len())];
            let anchor = shape[rng.below(shape.len())];
            let Some(moved) = G::shift(shape, anchor, to) else {
                continue;
            };
            if moved.iter().all(|c| !board.contains(c)) {
                board.extend(moved);
                laid = true;
                break;
            }
        }
        if !laid {
            return None;
        }
    }
    G::to_picture(&board)
}

/// The packings of `board` (sorted) by `pieces`, each used once: the first free cell is covered
/// by the first cell of some orientation of some unused piece.
fn brute_count<G: Geometry>(board: &[G::Cell], pieces: &[Vec<G::Cell>]) -> u64 {
    fn go<G: Geometry>(
        board: &[G::Cell],
        shapes: &[Vec<Vec<G::Cell>>],
        covered: &mut [bool],
        used: &mut [bool],
    ) -> u64 {
        let Some(first) = covered.iter().position(|&c| !c) else {
            return 1;
        };
        let mut count = 0;
        for p in 0..shapes.len() {
            if used[p] {
                continue;
            }
            for shape in &shapes[p] {
                let Some(moved) = G::shift(shape, shape[0], board[first]) else {
                    continue;
                };
                let places: Option<Vec<usize>> = moved
                    .iter()
                    .map(|c| board.binary_search(c).ok().filter(|&k| !covered[k]))
                    .collect();
                if let Some(places) = places {
                    places.iter().for_each(|&k| covered[k] = true);
                    used[p] = true;
                    count += go::<G>(board, shapes, covered, used);
                    used[p] = false;
                    places.iter().for_each(|&k| covered[k] = false);
                }
            }
        }
        count
    }
    let shapes: Vec<Vec<Vec<G::Cell>>> = pieces.iter().map(|p| G::orientations(p)).collect();
    go::<G>(
        board,
        &shapes,
        &mut vec![false; board.len()],
        &mut vec![false; pieces.len()],
    )
}

/// How many rotations and reflections map the board onto itself, by the brute force's own
/// geometry: the orientations of the board as a shape, the board's own among them.
fn brute_symmetries<G: Geometry>(board: &[G::Cell]) -> usize {
    G::SYMMETRIES / G::orientations(board).len()
}

/// A board and the pieces it was made of.
type Case<C> = (Vec<C>, Vec<Vec<C>>);

/// Random piece sets and the boards they make, for `boards` boards.
fn cases<G: Geometry>(
    seed: u64,
    boards: usize,
    start: G::Cell,
    sizes: (usize, usize),
) -> Vec<Case<G::Cell>> {
    let mut rng = Rng(seed);
    let mut found = Vec::new();
    while found.len() < boards {
        let n = 2 + rng.below(4);
        let pieces: Vec<Vec<G::Cell>> = (0..n)
            .map(|_| {
                let size = sizes.0 + rng.below(sizes.1 - sizes.0 + 1);
                random_piece::<G>(&mut rng, start, size)
            })
            .collect();
        if let Some(board) = random_board::<G>(&mut rng, &pieces) {
            found.push((board, pieces));
        }
    }
    found
}

/// A picture of cells: `#` for a cell, `.` for a hole.
fn picture(cells: &[Rc]) -> String {
    let rows = cells.iter().map(|c| c.0).max().unwrap() + 1;
    let cols = cells.iter().map(|c| c.1).max().unwrap() + 1;
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| if cells.contains(&(r, c)) { '#' } else { '.' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn name(k: usize) -> char {
    (b'a' + k as u8) as char
}

fn usize_cells(cells: &[Rc]) -> Vec<(usize, usize)> {
    cells
        .iter()
        .map(|&(r, c)| (r as usize, c as usize))
        .collect()
}

// ------------------------------------------------------------------------ the checks

/// The library's count of the packings of `pieces` on the board of `board`'s picture, every
/// one and with the board's symmetry broken (if it can be), and its number of symmetries.
fn library_flat_count<F: Flat>(text: &str, pieces: &[Vec<Rc>]) -> (u64, Option<u64>, usize) {
    let board = dlx::polyform::Board::<F>::parse(text).unwrap();
    let pieces: Vec<Piece<F>> = pieces
        .iter()
        .enumerate()
        .map(|(k, p)| Piece::from_cells(name(k), &usize_cells(p)).unwrap())
        .collect();
    let keep = Packing::new(board.clone(), pieces.clone(), Symmetry::Keep).unwrap();
    let once = Packing::new(board.clone(), pieces, Symmetry::Break).ok();
    (
        keep.count(None),
        once.map(|p| p.count(None)),
        board.symmetries(),
    )
}

/// Random boards of a flat lattice counted by the brute force and the library; the number of
/// boards with a cell pointing down in column 0 (only triangles have those).
fn check_flat<G: Geometry<Cell = Rc>, F: Flat>(seed: u64, boards: usize, size: usize) -> usize {
    let mut down_in_first_column = 0;
    for (board, pieces) in cases::<G>(seed, boards, (0, 0), (1, size)) {
        let text = picture(&board);
        if board.iter().any(|&t| t.1 == 0 && !up(t)) {
            down_in_first_column += 1;
        }
        let expected = brute_count::<G>(&board, &pieces);
        assert!(expected > 0, "a board made of its pieces:\n{text}");
        let symmetries = brute_symmetries::<G>(&board);
        let (keep, once, library_symmetries) = library_flat_count::<F>(&text, &pieces);
        let context = format!("board\n{text}\npieces {pieces:?}");
        assert_eq!(keep, expected, "{context}");
        assert_eq!(library_symmetries, symmetries, "{context}");
        if let Some(once) = once {
            assert_eq!(
                once * symmetries as u64,
                expected,
                "symmetry broken, {context}"
            );
        }
    }
    down_in_first_column
}

/// A stick as the library's coordinates: the row and column of its top or left end, and 1
/// when it runs down.
fn stick_coord(((r, c), (r2, _)): Stick) -> Coord {
    [r, c, i64::from(r2 != r)]
}

/// The library's count of the packings of sticks, crossings allowed: an item per piece and per
/// edge, an option per placement `plan` gives; with `restricted`, the board's symmetries
/// broken as for the tetrasticks.
fn library_stick_count(board: &[Stick], pieces: &[Vec<Stick>], broken: bool) -> Option<u64> {
    let cells: Vec<Coord> = sorted(&board.iter().map(|&e| stick_coord(e)).collect::<Vec<_>>());
    let shapes: Vec<Vec<Vec<Coord>>> = pieces
        .iter()
        .map(|p| Lattice::Edge.orientations(&p.iter().map(|&e| stick_coord(e)).collect::<Vec<_>>()))
        .collect();
    let restriction = if broken {
        let counts: Vec<usize> = shapes.iter().map(Vec::len).collect();
        Some(Restriction::choose(
            BoardSymmetry::of(Lattice::Edge, &cells),
            &counts,
            Rule::FirstAsymmetric,
        )?)
    } else {
        None
    };
    let plan = plan(Lattice::Edge, &cells, &shapes, restriction.as_ref());
    let mut b = ProblemBuilder::new();
    let items: Vec<String> = (0..pieces.len())
        .map(|k| name(k).to_string())
        .chain(cells.iter().map(|c| format!("e{}.{}.{}", c[0], c[1], c[2])))
        .collect();
    for item in &items {
        b.primary(item.as_str()).unwrap();
    }
    for placed in &plan.placed {
        let mut option = vec![items[placed.piece].clone()];
        option.extend(
            placed
                .cells
                .iter()
                .map(|c| format!("e{}.{}.{}", c[0], c[1], c[2])),
        );
        b.option(&option).unwrap();
    }
    Some(Search::new(b.build().unwrap()).count(None))
}

fn check_sticks(seed: u64, boards: usize) {
    for (board, pieces) in cases::<Sticks>(seed, boards, ((0, 0), (0, 1)), (1, 4)) {
        let expected = brute_count::<Sticks>(&board, &pieces);
        assert!(expected > 0, "a board made of its pieces: {board:?}");
        assert_eq!(
            library_stick_count(&board, &pieces, false),
            Some(expected),
            "board {board:?}\npieces {pieces:?}"
        );
        let cells: Vec<Coord> = sorted(&board.iter().map(|&e| stick_coord(e)).collect::<Vec<_>>());
        let symmetries = brute_symmetries::<Sticks>(&board);
        assert_eq!(
            BoardSymmetry::of(Lattice::Edge, &cells).count(),
            symmetries,
            "board {board:?}"
        );
        if let Some(once) = library_stick_count(&board, &pieces, true) {
            assert_eq!(
                once * symmetries as u64,
                expected,
                "with symmetry broken, board {board:?}\npieces {pieces:?}"
            );
        }
    }
}

#[test]
fn random_square_boards_match_the_brute_force() {
    check_flat::<Squares, dlx::polyomino::Squares>(1, 150, 5);
}

#[test]
fn random_triangle_boards_match_the_brute_force() {
    let odd = check_flat::<Triangles, dlx::polyiamond::Triangles>(2, 150, 6);
    assert!(
        odd >= 20,
        "only {odd} boards with a triangle pointing down in column 0"
    );
}

#[test]
fn random_stick_boards_match_the_brute_force() {
    check_sticks(3, 150);
}

#[test]
#[ignore = "release: many more boards"]
fn many_random_boards_match_the_brute_force() {
    for seed in 10..20 {
        check_flat::<Squares, dlx::polyomino::Squares>(seed, 1000, 5);
        check_flat::<Triangles, dlx::polyiamond::Triangles>(seed, 1000, 6);
        check_sticks(seed, 1000);
    }
}

/// A board whose picture starts in its first column on rows of both parities: 72 triangles,
/// the first column's pointing up in row 7 and down in row 8. A generator that kept shapes
/// off column 0 lost placements here.
const FIRST_COLUMN_BOARD: &str = include_str!("data/polyform/first-column.iamonds");

fn cells_of(text: &str) -> Vec<Rc> {
    text.lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.chars()
                .enumerate()
                .filter(|&(_, ch)| ch == '#')
                .map(move |(j, _)| (r as i64, j as i64))
        })
        .collect()
}

#[test]
fn the_first_column_board_has_1699_placements_by_the_brute_force_too() {
    let board = cells_of(FIRST_COLUMN_BOARD);
    let hexiamonds = dlx::polyiamond::hexiamonds();
    let mut placements = 0;
    for piece in &hexiamonds {
        let cells: Vec<Rc> = piece
            .cells()
            .iter()
            .map(|&(r, j)| (r as i64, j as i64))
            .collect();
        for shape in Triangles::orientations(&cells) {
            placements += board
                .iter()
                .filter_map(|&t| Triangles::shift(&shape, shape[0], t))
                .filter(|moved| moved.iter().all(|c| board.contains(c)))
                .count();
        }
    }
    assert_eq!(placements, 1699);
    let packing = IamondPacking::hexiamonds(
        IamondBoard::parse(FIRST_COLUMN_BOARD).unwrap(),
        Symmetry::Keep,
    )
    .unwrap();
    assert_eq!(packing.encode().0.option_count(), 1699);
}

#[test]
#[ignore = "release: a few seconds"]
fn the_first_column_board_has_152_packings_by_the_brute_force_too() {
    let board = sorted(&cells_of(FIRST_COLUMN_BOARD));
    let pieces: Vec<Vec<Rc>> = dlx::polyiamond::hexiamonds()
        .iter()
        .map(|p| {
            p.cells()
                .iter()
                .map(|&(r, j)| (r as i64, j as i64))
                .collect()
        })
        .collect();
    assert_eq!(brute_count::<Triangles>(&board, &pieces), 152);
}

#[test]
#[ignore = "release: a few seconds"]
fn hexiamonds_in_the_4x9_and_3x12_parallelograms() {
    // Knuth, "Dancing Links": 74 packings of the 4x9 parallelogram up to its 2 symmetries,
    // none of the 3x12.
    let board: IamondBoard = "4x9".parse().unwrap();
    assert_eq!(board.symmetries(), 2);
    let once = IamondPacking::hexiamonds(board.clone(), Symmetry::Break).unwrap();
    assert_eq!(once.count(None), 74);
    let all = IamondPacking::hexiamonds(board, Symmetry::Keep).unwrap();
    assert_eq!(all.count(None), 2 * 74);
    let board: IamondBoard = "3x12".parse().unwrap();
    let all = IamondPacking::hexiamonds(board, Symmetry::Keep).unwrap();
    assert_eq!(all.count(None), 0);
}
