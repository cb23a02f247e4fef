//! Pieces placed on a board: every placement of every piece, and the board's own symmetries
//! kept out of the count.

use super::lattice::{sort, Coord, Lattice};
use crate::problem::{Assembler, ItemId};

/// Every placement of `shape` (a normalized orientation) on `board` (cells sorted): each move
/// of the lattice that takes the shape's first cell onto a board cell of its kind, kept when
/// the whole shape lands on the board. Each as its cells, sorted; in the order of the moves.
pub fn fits(lattice: Lattice, shape: &[Coord], board: &[Coord]) -> Vec<Vec<Coord>> {
    let Some(&anchor) = shape.first() else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for &target in board {
        if !lattice.same_kind(anchor, target) {
            continue;
        }
        let moved: Vec<Coord> = shape
            .iter()
            .map(|c| [0, 1, 2].map(|a| c[a] + target[a] - anchor[a]))
            .collect();
        if moved.iter().all(|c| board.binary_search(c).is_ok()) {
            found.push(moved);
        }
    }
    found
}

/// The rotations and reflections that map a board onto itself, each as a symmetry of the
/// lattice (its number for [`Lattice::transform`]) and the move that brings its image of the
/// board back onto the board. The identity is left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSymmetry {
    lattice: Lattice,
    moves: Vec<(usize, Coord)>,
}

impl BoardSymmetry {
    /// The symmetries of `board` (cells sorted).
    pub fn of(lattice: Lattice, board: &[Coord]) -> BoardSymmetry {
        let mut moves = Vec::new();
        if let Some(&first) = board.first() {
            for k in 1..lattice.symmetry_count() {
                let mut image: Vec<Coord> =
                    board.iter().map(|&c| lattice.transform(k, c)).collect();
                sort(&mut image);
                let shift = [0, 1, 2].map(|a| first[a] - image[0][a]);
                let lands = lattice.same_kind(image[0], first)
                    && image
                        .iter()
                        .zip(board)
                        .all(|(c, b)| [0, 1, 2].map(|a| c[a] + shift[a]) == *b);
                if lands {
                    moves.push((k, shift));
                }
            }
        }
        BoardSymmetry { lattice, moves }
    }

    /// How many symmetries the board has, the identity included.
    pub fn count(&self) -> usize {
        1 + self.moves.len()
    }

    /// `cells` (sorted) under the board's symmetry `k`, sorted.
    fn image(&self, (k, shift): (usize, Coord), cells: &[Coord]) -> Vec<Coord> {
        let mut image: Vec<Coord> = cells
            .iter()
            .map(|&c| {
                let t = self.lattice.transform(k, c);
                [0, 1, 2].map(|a| t[a] + shift[a])
            })
            .collect();
        sort(&mut image);
        image
    }

    /// `Some(fixed)` when `cells` (sorted) come first among their images under the board's
    /// symmetries; `fixed` has bit `k` for each symmetry `k` that maps them onto themselves.
    /// `None` when an image comes earlier.
    pub fn leader(&self, cells: &[Coord]) -> Option<u64> {
        let mut fixed = 0;
        for &(k, shift) in &self.moves {
            match self.image((k, shift), cells).as_slice().cmp(cells) {
                std::cmp::Ordering::Less => return None,
                std::cmp::Ordering::Equal => fixed |= 1 << k,
                std::cmp::Ordering::Greater => {}
            }
        }
        Some(fixed)
    }
}

/// Which piece a packing that breaks the board's symmetry restricts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The first piece with the fewest orientations, which may lie on an axis of the board;
    /// the first piece without symmetry of its own breaks the ties there (Knuth's `X` and
    /// `F` among the pentominoes).
    Fewest,
    /// The first piece without symmetry of its own, which no symmetry of the board fixes.
    FirstAsymmetric,
}

/// A symmetry breaking to apply: the board's symmetries, the piece kept to one placement of
/// each family and the piece that breaks the ties on the axes.
#[derive(Clone, Debug)]
pub struct Restriction {
    /// The board's symmetries.
    pub group: BoardSymmetry,
    /// The index of the restricted piece.
    pub restricted: usize,
    /// The index of the piece without symmetry of its own.
    pub helper: usize,
}

impl Restriction {
    /// The restriction `rule` picks for pieces with `counts` orientations each, or `None`
    /// when the board has no symmetry or no piece lacks symmetry of its own.
    pub fn choose(group: BoardSymmetry, counts: &[usize], rule: Rule) -> Option<Restriction> {
        if group.count() == 1 {
            return None;
        }
        let full = group.lattice.symmetry_count();
        let helper = counts.iter().position(|&n| n == full)?;
        let restricted = match rule {
            Rule::FirstAsymmetric => helper,
            Rule::Fewest => {
                let fewest = counts.iter().copied().min()?;
                counts.iter().position(|&n| n == fewest)?
            }
        };
        Some(Restriction {
            group,
            restricted,
            helper,
        })
    }
}

/// One option of a packing: a piece, the cells it covers, and the secondary items of the
/// symmetry breaking it names (indices into [`Plan::axes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The piece's index.
    pub piece: usize,
    /// Its cells, sorted.
    pub cells: Vec<Coord>,
    /// The axis items it names.
    pub axes: Vec<usize>,
}

/// Every option of a packing, and the secondary items that break the ties on the board's axes.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// The options, piece by piece, orientation by orientation, move by move.
    pub placed: Vec<Placed>,
    /// For each axis item, the set of board symmetries (bit `k` for symmetry `k`) that fix
    /// the restricted piece's placements naming it.
    pub axes: Vec<u64>,
}

/// Every placement of every piece (`pieces[i]` its orientations) on `board` (sorted cells),
/// the restricted piece kept to the first of each family of placements. A restricted
/// placement that some symmetries fix names their axis item; the helper's orientations that
/// those symmetries would map onto an earlier one name it too, so the two never meet.
pub fn plan(
    lattice: Lattice,
    board: &[Coord],
    pieces: &[Vec<Vec<Coord>>],
    restriction: Option<&Restriction>,
) -> Plan {
    let mut placements: Vec<(usize, Vec<Coord>, u64)> = Vec::new();
    for (p, shapes) in pieces.iter().enumerate() {
        for shape in shapes {
            for cells in fits(lattice, shape, board) {
                match restriction {
                    Some(rule) if rule.restricted == p => {
                        if let Some(fixed) = rule.group.leader(&cells) {
                            placements.push((p, cells, fixed));
                        }
                    }
                    _ => placements.push((p, cells, 0)),
                }
            }
        }
    }
    let mut axes: Vec<u64> = Vec::new();
    for &(_, _, fixed) in &placements {
        if fixed != 0 && !axes.contains(&fixed) {
            axes.push(fixed);
        }
    }
    // For each axis, the helper's orientations it forbids.
    let forbidden: Vec<Vec<&Vec<Coord>>> = match restriction {
        Some(rule) => {
            let shapes = &pieces[rule.helper];
            axes.iter()
                .map(|&set| {
                    shapes
                        .iter()
                        .enumerate()
                        .filter(|&(k, shape)| {
                            (1..lattice.symmetry_count()).any(|t| {
                                set & (1 << t) != 0
                                    && shapes
                                        .iter()
                                        .position(|s| *s == lattice.transform_shape(t, shape))
                                        .is_some_and(|j| j < k)
                            })
                        })
                        .map(|(_, shape)| shape)
                        .collect()
                })
                .collect()
        }
        None => Vec::new(),
    };
    let placed = placements
        .into_iter()
        .map(|(piece, cells, fixed)| {
            let mut named = Vec::new();
            if fixed != 0 {
                named.push(axes.iter().position(|&a| a == fixed).expect("declared"));
            }
            if restriction.is_some_and(|rule| rule.helper == piece) {
                let mut shape = cells.clone();
                lattice.normalize(&mut shape);
                for (k, dropped) in forbidden.iter().enumerate() {
                    if dropped.contains(&&shape) {
                        named.push(k);
                    }
                }
            }
            Placed {
                piece,
                cells,
                axes: named,
            }
        })
        .collect();
    Plan { placed, axes }
}

/// Why a set of pieces cannot pack a board, whatever the lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// No pieces.
    NoPieces,
    /// Two pieces with this name.
    Duplicate(char),
    /// The board's cells and the pieces' in number.
    Area(usize, usize),
    /// The board's symmetry is to be broken, and no piece is without symmetry of its own.
    Unbreakable,
}

/// Checks pieces (`name`, number of cells) against a board of `area` cells.
pub fn check(pieces: &[(char, usize)], area: usize) -> Result<(), Mismatch> {
    if pieces.is_empty() {
        return Err(Mismatch::NoPieces);
    }
    for (k, &(name, _)) in pieces.iter().enumerate() {
        if pieces[..k].iter().any(|&(n, _)| n == name) {
            return Err(Mismatch::Duplicate(name));
        }
    }
    let total = pieces.iter().map(|&(_, n)| n).sum();
    if total != area {
        return Err(Mismatch::Area(area, total));
    }
    Ok(())
}

/// A problem begun with one primary item per piece, named by its letter, and those items.
pub(crate) fn with_pieces(names: impl IntoIterator<Item = char>) -> (Assembler, Vec<ItemId>) {
    let mut b = Assembler::new();
    let items = names
        .into_iter()
        .map(|n| b.primary(n.to_string()))
        .collect();
    (b, items)
}
