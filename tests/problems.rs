//! Polyomino packing, Langford pairs and N queens: published counts, decoded pictures checked
//! against the rules, labels a student reads, and bad parameters.
//!
//! Sources of the counts:
//! - Pentominoes: Knuth, "Dancing Links" (2000), and TAOCP 7.2.2.1: 2339 packings of the 6x10
//!   box, 1010 of 5x12, 368 of 4x15 and 2 of 3x20, each up to the rectangle's 4 symmetries
//!   (9356 for 6x10 counted in full, as Haselgrove found in 1960); Dana Scott's 65 packings of
//!   the 8x8 board without its 2x2 centre (1958), up to the square's 8 symmetries (520 in full).
//! - Langford pairs: OEIS A014552 (1, 1, 26, 150, 17792, 108144 for n = 3, 4, 7, 8, 11, 12),
//!   which counts a sequence and its reversal once.
//! - N queens: OEIS A000170.
//!
//! The normal run takes the counts a debug build finishes quickly; the `#[ignore]`d tests are
//! for release builds: `cargo test --release --test problems -- --ignored`.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use dlx::langford::{self, Langford, LangfordError};
use dlx::polyomino::{
    pentominoes, Board, BoardError, Packing, PackingError, PackingGrid, Piece, PieceError, Symmetry,
};
use dlx::queens::{self, Queens, QueensError};
use dlx::{examples, OptionId, Search};

// ------------------------------------------------------------------------------ pentominoes

/// The pentominoes as pictures, drawn here again so the check does not trust the library.
const SHAPES: [(char, &str); 12] = [
    ('F', ".##/##./.#."),
    ('I', "#####"),
    ('L', "####/#..."),
    ('N', "##../.###"),
    ('P', "##/##/#."),
    ('T', "###/.#./.#."),
    ('U', "#.#/###"),
    ('V', "#../#../###"),
    ('W', "#../##./.##"),
    ('X', ".#./###/.#."),
    ('Y', "####/.#.."),
    ('Z', "##./.#./.##"),
];

type Shape = BTreeSet<(i32, i32)>;

fn shape_of(picture: &str) -> Shape {
    let mut cells = Shape::new();
    for (r, row) in picture.split('/').enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' {
                cells.insert((r as i32, c as i32));
            }
        }
    }
    cells
}

/// Moves a shape so its smallest row and column are 0.
fn moved_to_origin(cells: &Shape) -> Shape {
    let r0 = cells.iter().map(|&(r, _)| r).min().unwrap();
    let c0 = cells.iter().map(|&(_, c)| c).min().unwrap();
    cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect()
}

/// The 8 images of a shape under turns and flips (some may be equal), moved to the origin.
fn all_orientations(cells: &Shape) -> BTreeSet<Shape> {
    let mut found = BTreeSet::new();
    let mut shape = cells.clone();
    for _ in 0..4 {
        shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
        found.insert(moved_to_origin(&shape));
        let mirrored: Shape = shape.iter().map(|&(r, c)| (r, -c)).collect();
        found.insert(moved_to_origin(&mirrored));
    }
    found
}

/// The grid as rows of characters.
fn rows_of(grid: &PackingGrid) -> Vec<Vec<char>> {
    grid.to_string()
        .lines()
        .map(|line| line.chars().collect())
        .collect()
}

/// Checks a decoded packing against the rules: the picture has the board's shape, every cell
/// holds a piece and every hole a `.`, and each of the twelve letters covers five cells that
/// form that pentomino, turned or flipped.
fn check_pentomino_grid(grid: &PackingGrid, board: &Board) {
    let text = grid.to_string();
    let rows = rows_of(grid);
    assert_eq!(rows.len(), board.rows(), "{text}");
    assert!(grid.is_complete(), "{text}");
    let mut cells_of: BTreeMap<char, Shape> = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), board.cols(), "{text}");
        for (c, &ch) in row.iter().enumerate() {
            assert_eq!(grid.get(r, c), ch);
            if board.contains(r, c) {
                assert!(
                    ch.is_ascii_uppercase(),
                    "cell r{}c{} holds {ch:?}\n{text}",
                    r + 1,
                    c + 1
                );
                cells_of.entry(ch).or_default().insert((r as i32, c as i32));
            } else {
                assert_eq!(ch, '.', "hole r{}c{}\n{text}", r + 1, c + 1);
            }
        }
    }
    assert_eq!(cells_of.len(), 12, "twelve pieces\n{text}");
    for (name, picture) in SHAPES {
        let cells = cells_of
            .get(&name)
            .unwrap_or_else(|| panic!("no {name}\n{text}"));
        let shapes = all_orientations(&shape_of(picture));
        assert!(
            shapes.contains(&moved_to_origin(cells)),
            "piece {name} has the wrong shape\n{text}"
        );
    }
}

/// The 8 images of a picture under the square's symmetries, those that keep its size only.
fn grid_images(rows: &[Vec<char>]) -> Vec<Vec<Vec<char>>> {
    let (h, w) = (rows.len(), rows[0].len());
    let mut images = Vec::new();
    for k in 0..8 {
        let (ih, iw) = if k < 4 { (h, w) } else { (w, h) };
        if (ih, iw) != (h, w) {
            continue;
        }
        let mut image = vec![vec![' '; iw]; ih];
        for (r, row) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let (ir, ic) = match k {
                    0 => (r, c),
                    1 => (r, w - 1 - c),
                    2 => (h - 1 - r, c),
                    3 => (h - 1 - r, w - 1 - c),
                    4 => (c, r),
                    5 => (c, h - 1 - r),
                    6 => (w - 1 - c, r),
                    _ => (w - 1 - c, h - 1 - r),
                };
                image[ir][ic] = ch;
            }
        }
        images.push(image);
    }
    images
}

/// Every packing, each checked, as pictures; panics on a packing found twice.
fn all_packings(packing: &Packing) -> BTreeSet<String> {
    let (problem, decoder) = packing.encode();
    let mut search = Search::new(problem);
    let mut found = BTreeSet::new();
    while search.find_next() {
        let grid = decoder.decode(search.chosen());
        check_pentomino_grid(&grid, packing.board());
        assert!(found.insert(grid.to_string()), "found twice:\n{grid}");
    }
    found
}

/// Checks that no two packings are mirror images of each other, and returns every mirror
/// image of every packing.
fn closure_of_distinct_classes(packings: &BTreeSet<String>) -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    for text in packings {
        let rows: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
        let images: BTreeSet<String> = grid_images(&rows)
            .iter()
            .map(|image| {
                image
                    .iter()
                    .map(|row| row.iter().collect::<String>())
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .collect();
        for image in &images {
            assert!(
                image == text || !packings.contains(image),
                "two packings of one family:\n{text}\n\n{image}"
            );
        }
        all.extend(images);
    }
    all
}

fn pentomino_packing(rows: usize, cols: usize, symmetry: Symmetry) -> Packing {
    Packing::pentominoes(Board::rectangle(rows, cols).unwrap(), symmetry).unwrap()
}

/// Breaking the symmetry keeps one packing of each family; the families are the full count.
fn check_published(packing_break: &Packing, published: usize, board_symmetries: usize) {
    let found = all_packings(packing_break);
    assert_eq!(found.len(), published, "{}", packing_break.board());
    assert_eq!(packing_break.board().symmetries(), board_symmetries);
    let all = closure_of_distinct_classes(&found);
    assert_eq!(all.len(), published * board_symmetries);
}

#[test]
fn pentomino_pieces() {
    let pieces = pentominoes();
    let names: String = pieces.iter().map(Piece::name).collect();
    assert_eq!(names, "FILNPTUVWXYZ");
    let orientations: Vec<usize> = pieces.iter().map(|p| p.orientations().len()).collect();
    // F I L N P T U V W X Y Z: the chiral ones (F L N P Y) have 8 orientations.
    assert_eq!(orientations, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
    for (piece, (name, picture)) in pieces.iter().zip(SHAPES) {
        assert_eq!(piece.name(), name);
        assert_eq!(piece.size(), 5);
        let expected = all_orientations(&shape_of(picture));
        let got: BTreeSet<Shape> = piece
            .orientations()
            .iter()
            .map(|o| o.iter().map(|&(r, c)| (r as i32, c as i32)).collect())
            .collect();
        assert_eq!(got, expected, "orientations of {name}");
    }
}

#[test]
fn pentomino_items_and_options_read_like_the_board() {
    let packing = pentomino_packing(6, 10, Symmetry::Keep);
    let (problem, decoder) = packing.encode();
    // Knuth's 6x10 matrix: 12 + 60 primary items.
    assert_eq!(problem.item_count(), 72);
    assert_eq!(problem.primary_count(), 72);
    let names: Vec<&str> = problem.items().map(|i| problem.item_name(i)).collect();
    assert_eq!(
        &names[..13],
        ["F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z", "r1c1"]
    );
    assert_eq!(names[71], "r6c10");
    // Every placement once: the options are distinct sets of cells.
    let mut seen = HashSet::new();
    for option in problem.options() {
        let placement = decoder.placement(option);
        assert!(seen.insert(placement.cells().to_vec()));
        let text = problem.option_text(option);
        let expected: Vec<String> = std::iter::once(placement.piece().to_string())
            .chain(
                placement
                    .cells()
                    .iter()
                    .map(|&(r, c)| format!("r{}c{}", r + 1, c + 1)),
            )
            .collect();
        assert_eq!(text, expected.join(" "));
    }
    // The first X option: the piece, then its cells in reading order.
    let x = problem
        .options()
        .find(|&o| decoder.placement(o).piece() == 'X')
        .unwrap();
    assert_eq!(problem.option_text(x), "X r1c2 r2c1 r2c2 r2c3 r3c2");
    // X fits with its centre in rows 2..5 and columns 2..9: 4 x 8 placements.
    let xs = problem
        .options()
        .filter(|&o| decoder.placement(o).piece() == 'X')
        .count();
    assert_eq!(xs, 32);
    // Placements: X 32, I 56, L N Y 248 each, P 304, F 256, T V W Z 128 each, U 152.
    assert_eq!(problem.option_count(), 2056);

    // Breaking the symmetry keeps the X in the upper left quarter: centre in rows 2..3,
    // columns 2..5, and no X lies on an axis of the 6x10 box.
    let (problem, decoder) = pentomino_packing(6, 10, Symmetry::Break).encode();
    assert_eq!(problem.item_count(), 72, "no secondary item is needed");
    let xs: Vec<String> = problem
        .options()
        .filter(|&o| decoder.placement(o).piece() == 'X')
        .map(|o| problem.option_text(o))
        .collect();
    assert_eq!(xs.len(), 8);
    assert_eq!(xs[0], "X r1c2 r2c1 r2c2 r2c3 r3c2");
    assert_eq!(xs[7], "X r2c5 r3c4 r3c5 r3c6 r4c5");
    assert_eq!(problem.option_count(), 2056 - 24);
}

#[test]
fn x_on_an_axis_forbids_half_the_f_orientations() {
    // In the 3x20 box the X always sits on the axis between top and bottom.
    let (problem, decoder) = pentomino_packing(3, 20, Symmetry::Break).encode();
    assert_eq!(problem.item_count(), 12 + 60 + 1);
    let axis = problem.item_by_name("sym-tb").expect("the axis item");
    assert!(!problem.is_primary(axis));
    let with = |piece: char| -> (usize, usize) {
        let options: Vec<OptionId> = problem
            .options()
            .filter(|&o| decoder.placement(o).piece() == piece)
            .collect();
        let on_axis = options
            .iter()
            .filter(|&&o| problem.option_items(o).contains(&axis))
            .count();
        (options.len(), on_axis)
    };
    // X: centre in row 2, columns 2..10 (one half of 2..19).
    assert_eq!(with('X'), (9, 9));
    // F: 8 orientations, each 18 places; the 4 that are mirror images are dropped beside an X.
    assert_eq!(with('F'), (144, 72));
    assert_eq!(with('L').1, 0);
    let x = problem
        .options()
        .find(|&o| decoder.placement(o).piece() == 'X')
        .unwrap();
    assert_eq!(problem.option_text(x), "X r1c2 r2c1 r2c2 r2c3 r3c2 sym-tb");
}

#[test]
fn pentominoes_3x20() {
    // Knuth, "Dancing Links": 2 packings of the 3x20 box, 8 counting its symmetries.
    check_published(&pentomino_packing(3, 20, Symmetry::Break), 2, 4);
    let all = all_packings(&pentomino_packing(3, 20, Symmetry::Keep));
    assert_eq!(all.len(), 8);
    assert_eq!(
        closure_of_distinct_classes(&all_packings(&pentomino_packing(3, 20, Symmetry::Break))),
        all
    );
}

#[test]
fn pentominoes_4x15_with_symmetry_broken() {
    // Knuth, "Dancing Links": 368 packings of the 4x15 box.
    check_published(&pentomino_packing(4, 15, Symmetry::Break), 368, 4);
}

#[test]
fn scotts_board_with_symmetry_broken() {
    // Dana Scott (1958), in Knuth's "Dancing Links" and TAOCP 7.2.2.1: 65 packings of the 8x8
    // board without its centre, up to the 8 symmetries of the square.
    let packing = Packing::pentominoes(Board::scott(), Symmetry::Break).unwrap();
    check_published(&packing, 65, 8);
    // The X keeps to one eighth of the board; on the diagonal it is its own mirror image, and
    // the `F` options in the 4 orientations dropped there name the diagonal too.
    let (problem, decoder) = packing.encode();
    let options_of = |piece: char| -> Vec<String> {
        problem
            .options()
            .filter(|&o| decoder.placement(o).piece() == piece)
            .map(|o| problem.option_text(o))
            .collect()
    };
    assert_eq!(
        options_of('X'),
        [
            "X r1c2 r2c1 r2c2 r2c3 r3c2 sym-diag",
            "X r1c3 r2c2 r2c3 r2c4 r3c3",
            "X r1c4 r2c3 r2c4 r2c5 r3c4",
            "X r2c3 r3c2 r3c3 r3c4 r4c3 sym-diag",
        ]
    );
    let f = options_of('F');
    assert_eq!(f.len(), 192);
    assert_eq!(f.iter().filter(|o| o.ends_with(" sym-diag")).count(), 96);
}

#[test]
#[ignore = "release: about a second"]
fn scotts_board_in_full() {
    // 65 x 8 = 520, and every one is a mirror image of a packing found with symmetry broken.
    let all = all_packings(&Packing::pentominoes(Board::scott(), Symmetry::Keep).unwrap());
    assert_eq!(all.len(), 520);
    let broken = all_packings(&Packing::pentominoes(Board::scott(), Symmetry::Break).unwrap());
    assert_eq!(closure_of_distinct_classes(&broken), all);
}

#[test]
#[ignore = "release: a few seconds"]
fn pentominoes_6x10() {
    // Knuth, "Dancing Links": 2339 packings of the 6x10 box; 9356 in full (Haselgrove 1960).
    check_published(&pentomino_packing(6, 10, Symmetry::Break), 2339, 4);
    assert_eq!(pentomino_packing(6, 10, Symmetry::Keep).count(None), 9356);
}

#[test]
#[ignore = "release: a few seconds"]
fn pentominoes_5x12() {
    // Knuth, "Dancing Links": 1010 packings of the 5x12 box, 4040 in full.
    check_published(&pentomino_packing(5, 12, Symmetry::Break), 1010, 4);
    assert_eq!(pentomino_packing(5, 12, Symmetry::Keep).count(None), 4040);
}

#[test]
#[ignore = "release: about a second"]
fn pentominoes_4x15_in_full() {
    assert_eq!(
        pentomino_packing(4, 15, Symmetry::Keep).count(None),
        4 * 368
    );
}

#[test]
fn symmetry_breaking_is_exact_on_small_boards() {
    // Five pentominoes, the X and four others, on a 5x5 square (where the X may sit in the
    // centre, fixed by all 8 symmetries, or on a diagonal or a middle line), and six on a 5x6
    // box (the X on the middle row): breaking the symmetry divides every count
    // exactly, and the packings kept include X on every kind of axis.
    let pieces = pentominoes();
    let others: Vec<&Piece> = pieces.iter().filter(|p| p.name() != 'X').collect();
    let (mut checked, mut solvable) = (0, 0);
    let mut axes_used = BTreeSet::new();
    for (rows, cols, count) in [(5, 5, 4), (5, 6, 5)] {
        let board = Board::rectangle(rows, cols).unwrap();
        for mask in (0u32..1 << 11).filter(|m| m.count_ones() == count) {
            let mut set: Vec<Piece> = vec![pieces[9].clone()];
            set.extend(
                (0..11)
                    .filter(|k| mask & (1 << k) != 0)
                    .map(|k| others[k].clone()),
            );
            let names: String = set.iter().map(Piece::name).collect();
            let chiral = set.iter().any(|p| p.orientations().len() == 8);
            let keep = Packing::new(board.clone(), set.clone(), Symmetry::Keep).unwrap();
            let broken = match Packing::new(board.clone(), set, Symmetry::Break) {
                Ok(broken) => broken,
                Err(e) => {
                    assert!(!chiral, "{names}: {e}");
                    assert_eq!(e, PackingError::CannotBreakSymmetry);
                    continue;
                }
            };
            let full = keep.count(None);
            let (problem, _) = broken.encode();
            let mut search = Search::new(problem);
            let mut kept = 0;
            while search.find_next() {
                kept += 1;
                for option in search.chosen() {
                    for &item in search.problem().option_items(option) {
                        let name = search.problem().item_name(item);
                        if name.starts_with("sym-") {
                            axes_used.insert(format!("{rows}x{cols} {name}"));
                        }
                    }
                }
            }
            assert_eq!(
                kept * board.symmetries() as u64,
                full,
                "{rows}x{cols}: {names}"
            );
            checked += 1;
            solvable += u32::from(full > 0);
        }
    }
    assert_eq!((checked, solvable), (771, 20));
    let axes: Vec<&str> = axes_used.iter().map(String::as_str).collect();
    assert_eq!(
        axes,
        [
            "5x5 sym-diag",
            "5x5 sym-lr",
            "5x5 sym-lr+tb+180+diag+90+270+anti",
            "5x6 sym-tb"
        ]
    );
}

#[test]
fn partial_packings_and_custom_pieces() {
    // A partial solution leaves `#` where no piece is yet.
    let (problem, decoder) = pentomino_packing(3, 20, Symmetry::Keep).encode();
    let x = problem
        .options()
        .find(|&o| decoder.placement(o).piece() == 'X')
        .unwrap();
    let grid = decoder.decode([x]);
    assert!(!grid.is_complete());
    assert_eq!(
        grid.to_string(),
        "#X##################\nXXX#################\n#X##################"
    );
    assert_eq!(
        decoder.decode([]).to_string(),
        Board::rectangle(3, 20).unwrap().to_string()
    );

    // Two dominoes on a 2x2 board: 2 tilings, each with the dominoes either way round.
    let a = Piece::parse('a', "##").unwrap();
    let b = Piece::from_cells('b', &[(7, 3), (7, 4)]).unwrap();
    assert_eq!(a.cells(), b.cells());
    let board = Board::rectangle(2, 2).unwrap();
    let packing = Packing::new(board.clone(), vec![a.clone(), b.clone()], Symmetry::Keep).unwrap();
    assert_eq!(packing.count(None), 4);
    assert_eq!(packing.solve().unwrap().to_string().lines().count(), 2);
    // Dominoes are symmetric: nothing can tell a packing from its mirror image.
    assert_eq!(
        Packing::new(board, vec![a, b], Symmetry::Break),
        Err(PackingError::CannotBreakSymmetry)
    );

    // The five tetrominoes cannot fill a 4x5 box: colour it like a chessboard, and the T
    // covers 3 squares of one colour while every other piece covers 2 of each.
    let tetrominoes = ["####", "##/##", "###/.#.", "###/#..", ".##/##."]
        .iter()
        .zip(['I', 'O', 'T', 'L', 'S'])
        .map(|(picture, name)| Piece::parse(name, picture).unwrap())
        .collect();
    let packing = Packing::new(
        Board::rectangle(4, 5).unwrap(),
        tetrominoes,
        Symmetry::Break,
    );
    assert_eq!(packing.unwrap().count(None), 0);

    // A board with no symmetry: breaking it changes nothing.
    let board = Board::parse(
        "
########
########
########
########
########
########
########
###.....
#.......",
    )
    .unwrap();
    assert_eq!(board.cell_count(), 60);
    assert_eq!(board.symmetries(), 1);
    let keep = Packing::pentominoes(board.clone(), Symmetry::Keep).unwrap();
    let broken = Packing::pentominoes(board, Symmetry::Break).unwrap();
    assert_eq!(keep.encode().0, broken.encode().0);
}

#[test]
fn boards() {
    let scott = Board::scott();
    assert_eq!(scott.cell_count(), 60);
    assert_eq!(scott.symmetries(), 8);
    assert_eq!(
        scott.to_string(),
        "########\n########\n########\n###..###\n###..###\n########\n########\n########"
    );
    assert_eq!(Board::parse(&scott.to_string()).unwrap(), scott);
    assert!(scott.contains(0, 0) && !scott.contains(3, 3) && !scott.contains(8, 0));
    assert_eq!(Board::rectangle(6, 10).unwrap().symmetries(), 4);
    assert_eq!(Board::rectangle(7, 7).unwrap().symmetries(), 8);
    // Symmetry is judged on the cells, not on the text around them.
    let framed = Board::parse("....\n.##.\n.#..\n....").unwrap();
    assert_eq!(
        framed.symmetries(),
        2,
        "an L-tromino: mirrored in one diagonal"
    );
    assert_eq!(framed.cells().collect::<Vec<_>>(), [(1, 1), (1, 2), (2, 1)]);
}

#[test]
fn bad_pieces_boards_and_packings() {
    let error = Piece::parse('Q', "##/#x").unwrap_err();
    assert_eq!(
        error,
        PieceError::BadCharacter {
            name: 'Q',
            ch: 'x',
            line: 2,
            column: 2
        }
    );
    assert_eq!(
        error.to_string(),
        "piece `Q`: bad character 'x' at row 2, column 2 of its picture; use `#` for a cell and `.` for none"
    );
    assert_eq!(
        Piece::parse('Q', "#.#").unwrap_err().to_string(),
        "piece `Q` is not connected: its cells must join edge to edge"
    );
    assert_eq!(
        Piece::parse('Q', "../..").unwrap_err(),
        PieceError::Empty { name: 'Q' }
    );
    assert_eq!(
        Piece::parse('.', "#").unwrap_err(),
        PieceError::BadName { name: '.' }
    );
    assert_eq!(
        Piece::parse(' ', "#").unwrap_err(),
        PieceError::BadName { name: ' ' }
    );
    assert_eq!(
        Piece::from_cells('Q', &[(0, 0), (0, 1), (0, 0)])
            .unwrap_err()
            .to_string(),
        "piece `Q` lists the cell at row 1, column 1 twice"
    );

    assert_eq!(Board::rectangle(0, 10), Err(BoardError::Empty));
    assert_eq!(
        Board::rectangle(3, 101).unwrap_err().to_string(),
        "a 3x101 board is too large: at most 100 rows and 100 columns"
    );
    assert_eq!(
        Board::with_holes(8, 8, &[(3, 3), (8, 2)])
            .unwrap_err()
            .to_string(),
        "the hole at row 9, column 3 is outside the 8x8 board"
    );
    assert_eq!(
        Board::parse("###\n#o#").unwrap_err().to_string(),
        "bad character 'o' at line 2, column 2 of the board; use `#` for a cell and `.` for a hole"
    );
    assert_eq!(Board::parse("...\n..."), Err(BoardError::Empty));

    let error = Packing::pentominoes(Board::rectangle(6, 11).unwrap(), Symmetry::Keep).unwrap_err();
    assert_eq!(
        error,
        PackingError::AreaMismatch {
            board: 66,
            pieces: 60
        }
    );
    assert_eq!(
        error.to_string(),
        "the board has 66 cells but the pieces cover 60: they must be equal"
    );
    let mut twice = pentominoes();
    twice[1] = twice[0].clone();
    assert_eq!(
        Packing::new(Board::rectangle(6, 10).unwrap(), twice, Symmetry::Keep)
            .unwrap_err()
            .to_string(),
        "two pieces are named `F`"
    );
    assert_eq!(
        Packing::new(Board::rectangle(1, 1).unwrap(), vec![], Symmetry::Keep),
        Err(PackingError::NoPieces)
    );
}

// ------------------------------------------------------------------------------ Langford

/// Every Langford sequence for `n`, each checked against the rule.
fn langford_sequences(n: usize, symmetry: Symmetry) -> BTreeSet<String> {
    let (problem, decoder) = Langford::new(n).unwrap().encode(symmetry);
    let mut search = Search::new(problem);
    let mut found = BTreeSet::new();
    while search.find_next() {
        let sequence = decoder.decode(search.chosen());
        assert!(sequence.is_valid(), "{sequence}");
        assert_eq!(sequence.slots().len(), 2 * n);
        // The rule, checked here again on the text.
        let values: Vec<usize> = sequence
            .to_string()
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        for k in 1..=n {
            let at: Vec<usize> = (0..2 * n).filter(|&s| values[s] == k).collect();
            assert_eq!(at.len(), 2, "{sequence}");
            assert_eq!(
                at[1] - at[0] - 1,
                k,
                "{sequence}: {k} numbers between the {k}s"
            );
        }
        assert!(found.insert(sequence.to_string()), "{sequence} found twice");
    }
    found
}

#[test]
fn langford_counts_match_oeis_a014552() {
    // OEIS A014552, n = 1..8: a sequence and its reversal count once.
    let a014552 = [0, 0, 1, 1, 0, 0, 26, 150];
    for (n, &expected) in (1..=8).zip(&a014552) {
        let langford = Langford::new(n).unwrap();
        assert_eq!(langford.has_solutions(), expected > 0, "n = {n}");
        let broken = langford_sequences(n, Symmetry::Break);
        let all = langford_sequences(n, Symmetry::Keep);
        assert_eq!(broken.len(), expected, "n = {n}, symmetry broken");
        assert_eq!(all.len(), 2 * expected, "n = {n}, every sequence");
        // The sequences kept, and their reversals, are all of them.
        let mut closure = broken.clone();
        for text in &broken {
            let reversed: Vec<&str> = text.split(' ').rev().collect();
            let reversed = reversed.join(" ");
            assert!(
                !broken.contains(&reversed),
                "{text} and its reversal both kept"
            );
            closure.insert(reversed);
        }
        assert_eq!(closure, all, "n = {n}");
        assert_eq!(langford.count(Symmetry::Break, None), expected as u64);
    }
}

#[test]
#[ignore = "release: about a second"]
fn langford_11_and_12() {
    // OEIS A014552: 17792 for n = 11, 108144 for n = 12.
    for (n, expected) in [(11, 17792), (12, 108_144)] {
        let langford = Langford::new(n).unwrap();
        assert_eq!(langford.count(Symmetry::Break, None), expected, "n = {n}");
        assert_eq!(
            langford.count(Symmetry::Keep, None),
            2 * expected,
            "n = {n}"
        );
    }
}

#[test]
fn langford_labels_and_pictures() {
    let langford = Langford::new(3).unwrap();
    assert_eq!(langford.restricted_value(), 3);
    assert_eq!(Langford::new(8).unwrap().restricted_value(), 7);
    let (problem, decoder) = langford.encode(Symmetry::Keep);
    let names: Vec<&str> = problem.items().map(|i| problem.item_name(i)).collect();
    assert_eq!(names, ["1", "2", "3", "s1", "s2", "s3", "s4", "s5", "s6"]);
    let options: Vec<String> = problem.options().map(|o| problem.option_text(o)).collect();
    assert_eq!(
        options,
        [
            "1 s1 s3", "1 s2 s4", "1 s3 s5", "1 s4 s6", "2 s1 s4", "2 s2 s5", "2 s3 s6", "3 s1 s5",
            "3 s2 s6"
        ]
    );
    assert_eq!(decoder.pair(OptionId(7)), (3, 1, 5));
    // Knuth's symmetry breaking drops `3 s2 s6`.
    let (broken, _) = langford.encode(Symmetry::Break);
    assert_eq!(broken.option_count(), 8);
    assert_eq!(broken.option_text(OptionId(7)), "3 s1 s5");

    let all = langford_sequences(3, Symmetry::Keep);
    assert_eq!(
        all.into_iter().collect::<Vec<_>>(),
        ["2 3 1 2 1 3", "3 1 2 1 3 2"]
    );
    let sequence = langford.solve(Symmetry::Break).unwrap();
    assert_eq!(sequence.to_string(), "3 1 2 1 3 2");
    assert_eq!(sequence.reversed().to_string(), "2 3 1 2 1 3");
    assert!(sequence.reversed().is_valid());
    // A partial sequence shows its empty slots.
    let partial = decoder.decode([OptionId(7)]);
    assert_eq!(partial.to_string(), "3 . . . 3 .");
    assert!(!partial.is_complete() && !partial.is_valid());
    assert_eq!(partial.slots(), [3, 0, 0, 0, 3, 0]);
}

#[test]
fn langford_bad_n() {
    assert_eq!(Langford::new(0), Err(LangfordError::Zero));
    assert_eq!(
        Langford::new(0).unwrap_err().to_string(),
        "langford pairs need n of at least 1, not 0"
    );
    assert_eq!(
        Langford::new(langford::MAX_N + 1).unwrap_err().to_string(),
        "langford pairs with n = 1001 are too large: n is at most 1000"
    );
    assert!(Langford::new(langford::MAX_N).is_ok());
    // No solution is not an error.
    for n in [1, 2, 5, 6, 9, 10] {
        let langford = Langford::new(n).unwrap();
        assert!(!langford.has_solutions());
        assert_eq!(langford.count(Symmetry::Keep, None), 0, "n = {n}");
        assert_eq!(langford.solve(Symmetry::Break), None);
    }
}

// ------------------------------------------------------------------------------ queens

#[test]
fn queens_boards_are_solutions() {
    // OEIS A000170.
    let a000170 = [1, 0, 0, 2, 10, 4, 40, 92];
    for (n, &expected) in (1..=8).zip(&a000170) {
        let queens = Queens::new(n).unwrap();
        let (problem, decoder) = queens.encode();
        assert_eq!(problem, examples::queens(n));
        let mut search = Search::new(problem);
        let mut boards = HashSet::new();
        while search.find_next() {
            let board = decoder.decode(search.chosen());
            assert!(board.is_solution(), "{board}");
            let text = board.to_string();
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), n);
            for line in &lines {
                assert_eq!(line.len(), n);
                assert_eq!(line.matches('Q').count(), 1, "{text}");
                assert!(line.chars().all(|c| c == 'Q' || c == '.'));
            }
            assert!(boards.insert(text), "found twice");
        }
        assert_eq!(boards.len(), expected, "{n} queens");
    }
}

#[test]
fn queens_pictures_and_squares() {
    let queens = Queens::new(4).unwrap();
    let (problem, decoder) = queens.encode();
    assert_eq!(decoder, queens.decoder());
    // Option for row 1, column 2 (from 0): `r1 c2 a3 b2`.
    let option = OptionId(4 + 2);
    assert_eq!(problem.option_text(option), "r1 c2 a3 b2");
    assert_eq!(decoder.square(option), (1, 2));
    let board = queens.solve().unwrap();
    assert_eq!(board.to_string(), ".Q..\n...Q\nQ...\n..Q.");
    assert_eq!(
        board.queens().collect::<Vec<_>>(),
        [(0, 1), (1, 3), (2, 0), (3, 2)]
    );
    assert!(board.has_queen(0, 1) && !board.has_queen(0, 0));
    assert_eq!(board.n(), 4);
    // A partial board, and one that breaks the rules.
    let partial = decoder.decode([OptionId(1)]);
    assert_eq!(partial.to_string(), ".Q..\n....\n....\n....");
    assert!(!partial.is_solution());
    let attacking = decoder.decode([0, 5, 11, 14].map(OptionId));
    assert_eq!(attacking.to_string(), "Q...\n.Q..\n...Q\n..Q.");
    assert!(!attacking.is_solution(), "diagonals");
    assert_eq!(Queens::new(1).unwrap().solve().unwrap().to_string(), "Q");
    assert_eq!(Queens::new(3).unwrap().solve(), None);
}

#[test]
fn queens_bad_n() {
    assert_eq!(Queens::new(0), Err(QueensError::Zero));
    assert_eq!(
        Queens::new(0).unwrap_err().to_string(),
        "n queens need a board of at least 1x1, not 0x0"
    );
    assert_eq!(
        Queens::new(queens::MAX_N + 1).unwrap_err().to_string(),
        "1001 queens are too many: n is at most 1000"
    );
    assert_eq!(Queens::new(2).unwrap().count(None), 0);
}
