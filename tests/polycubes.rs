//! The Soma cube: the seven pieces fill the 3x3x3 cube in 11,520 ways, 240 up to the cube's
//! 48 rotations and reflections (Conway and Guy; Berlekamp, Conway and Guy, "Winning Ways",
//! chapter 24). A mirror image of a packing is a packing with the two screws `A` and `B`
//! exchanged; up to the 24 rotations alone there are 2 x 240 = 480.

use std::collections::BTreeSet;

use dlx::polycube::{soma, CubePacking, Solid};
use dlx::polyomino::Symmetry;
use dlx::Search;

/// A packing's cubes, each with its letter.
type Picture = Vec<((i64, i64, i64), char)>;

fn cube() -> Solid {
    "3x3x3".parse().unwrap()
}

#[test]
fn the_soma_pieces_have_their_rotations() {
    // V, T, Z are flat with a mirror symmetry in their plane; L is flat too; the screws and the
    // branch turn 12, 12 and 8 ways.
    let counts: Vec<(char, usize)> = soma()
        .iter()
        .map(|p| (p.name(), p.orientations().len()))
        .collect();
    assert_eq!(
        counts,
        [
            ('V', 12),
            ('L', 24),
            ('T', 12),
            ('Z', 12),
            ('A', 12),
            ('B', 12),
            ('P', 8)
        ]
    );
    assert_eq!(cube().symmetries(), 24);
}

/// The packings as pictures, one per packing.
fn pictures(packing: &CubePacking) -> BTreeSet<String> {
    let (problem, decoder) = packing.encode();
    let mut search = Search::new(problem);
    let mut found = BTreeSet::new();
    while search.find_next() {
        found.insert(decoder.decode(search.chosen()));
    }
    found
}

/// A picture's cubes: (layer, row, column) -> letter.
fn cubes(picture: &str) -> Picture {
    let mut found = Vec::new();
    for (r, line) in picture.lines().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if ch != ' ' {
                found.push(((c as i64 / 4, r as i64, c as i64 % 4), ch));
            }
        }
    }
    found
}

/// The 48 images of a packing under the cube's rotations and reflections, the screws'
/// letters exchanged by a reflection, each as a sorted list; the least stands for the class.
fn class(picture: &str) -> Picture {
    let cells = cubes(picture);
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut best: Option<Picture> = None;
    for (p, perm) in perms.iter().enumerate() {
        for flips in 0..8u32 {
            let mut image: Picture = cells
                .iter()
                .map(|&((l, r, c), ch)| {
                    let v = [l, r, c];
                    let w = [0, 1, 2].map(|i| {
                        let x = v[perm[i]];
                        if flips & (1 << i) != 0 {
                            2 - x
                        } else {
                            x
                        }
                    });
                    ((w[0], w[1], w[2]), ch)
                })
                .collect();
            // A reflection (an odd permutation with an even number of flips, or the reverse)
            // turns each screw into the other.
            let parity = [0, 1, 1, 0, 0, 1][p] ^ (flips.count_ones() as usize % 2);
            if parity == 1 {
                for (_, ch) in image.iter_mut() {
                    *ch = match *ch {
                        'A' => 'B',
                        'B' => 'A',
                        other => other,
                    };
                }
            }
            image.sort();
            if best.as_ref().is_none_or(|b| image < *b) {
                best = Some(image);
            }
        }
    }
    best.unwrap()
}

#[test]
fn the_soma_cube_has_480_packings_up_to_rotation_and_240_up_to_reflection_too() {
    let once = CubePacking::new(cube(), soma(), Symmetry::Break).unwrap();
    let found = pictures(&once);
    assert_eq!(found.len(), 480);
    let classes: BTreeSet<_> = found.iter().map(|p| class(p)).collect();
    assert_eq!(classes.len(), 240);
}

#[test]
#[ignore = "release: a second or so"]
fn the_soma_cube_has_11520_packings() {
    let all = CubePacking::new(cube(), soma(), Symmetry::Keep).unwrap();
    assert_eq!(all.count(None), 11_520);
}

#[test]
fn the_soma_items_and_options_say_which_piece_fills_which_cube() {
    use dlx::meaning::{ItemRole, Meaning, OptionRole};
    let packing = CubePacking::new(cube(), soma(), Symmetry::Keep).unwrap();
    let (problem, decoder) = packing.encode();
    // Each item's role against its name: a piece's letter, or `lXrYcZ` counted from 1.
    let mut cubes = 0;
    for (k, role) in decoder.item_roles(&problem).into_iter().enumerate() {
        let name = problem.item_name(dlx::ItemId(k as u32)).to_string();
        match role {
            ItemRole::Piece { letter } => assert_eq!(name, letter.to_string()),
            ItemRole::Cube { layer, row, column } => {
                cubes += 1;
                assert_eq!(name, format!("l{}r{}c{}", layer + 1, row + 1, column + 1));
            }
            other => panic!("item {name} is {other:?}"),
        }
    }
    assert_eq!(cubes, 27);
    // Each option's role names the items of the option, no more and no fewer.
    let sizes: std::collections::HashMap<char, usize> = soma()
        .iter()
        .map(|p| (p.name(), if p.name() == 'V' { 3 } else { 4 }))
        .collect();
    for (o, role) in decoder.option_roles(&problem).into_iter().enumerate() {
        let text = problem.option_text(dlx::OptionId(o as u32));
        let OptionRole::Cubes { letter, cubes } = role else {
            panic!("option {text} is {role:?}");
        };
        assert_eq!(cubes.len(), sizes[&letter], "{text}");
        let mut named: Vec<String> = cubes
            .iter()
            .map(|[l, r, c]| format!("l{}r{}c{}", l + 1, r + 1, c + 1))
            .collect();
        named.insert(0, letter.to_string());
        let mut items: Vec<&str> = text.split(' ').collect();
        items.sort_unstable();
        named.sort_unstable();
        assert_eq!(items, named, "option {o}");
    }
}
