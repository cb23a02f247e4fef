//! The twelve pentominoes by Golomb's names.

use super::Piece;

/// The pictures of the twelve pentominoes, by Golomb's names.
const PENTOMINOES: [(char, &str); 12] = [
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

/// The twelve pentominoes, `F I L N P T U V W X Y Z` (Golomb's names; see the
/// [module documentation](super) for Conway's).
///
/// ```
/// use dlx::polyomino::pentominoes;
/// let pieces = pentominoes();
/// let names: String = pieces.iter().map(|p| p.name()).collect();
/// assert_eq!(names, "FILNPTUVWXYZ");
/// // Placements per piece on a free plane: 63 orientations in all.
/// assert_eq!(pieces.iter().map(|p| p.orientations().len()).sum::<usize>(), 63);
/// ```
pub fn pentominoes() -> Vec<Piece> {
    Piece::set(&PENTOMINOES)
}
