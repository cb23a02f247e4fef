//! A Sudoku's item names (`r4c7`, `r4=7`, `b5=7`, `g3=7`, `d1=7`): spelled once per size and
//! kind of rules, read back as item roles.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{value_char, Variant};
use crate::meaning::{ItemRole, Unit};
use crate::problem::Names;

/// The kind of rules as an index into the tables built once per size: 0 classic, 1 X,
/// 2 jigsaw.
pub(super) fn rules_kind(variant: &Variant) -> usize {
    match variant {
        Variant::Classic => 0,
        Variant::X => 1,
        Variant::Jigsaw(_) => 2,
    }
}

/// The names of every item of a grid of this box size and kind of rules ([`rules_kind`]), in
/// the order of the full encoding: the cells (`r1c1`, `r1c2`, ...), then each unit's needs in
/// the order of [`Sudoku::unit_count`] (`r1=1`, `r1=2`, ...), need `v` of unit `u` at
/// `n * n + u * n + v - 1`. Every problem picks its names from this list, built once per size
/// and kind: the names belong to the rules, not to the puzzle, and spelling them for each
/// puzzle took most of its encoding time.
pub(super) fn item_names(box_size: usize, kind: usize) -> &'static Names {
    // One list per box size (2 to 5) and kind (classic, X, jigsaw).
    static LISTS: [OnceLock<Names>; 12] = [const { OnceLock::new() }; 12];
    LISTS[(box_size - 2) * 3 + kind].get_or_init(|| {
        let n = box_size * box_size;
        let units = if kind == 1 { 3 * n + 2 } else { 3 * n };
        let count = n * n + units * n;
        // Names are at most 6 bytes (`r25c25`, `r25=P`).
        let mut names = Names::with_capacity(count, 6 * count);
        for cell in 0..n * n {
            names.push_with(|text| {
                text.push('r');
                push_number(text, cell / n + 1);
                text.push('c');
                push_number(text, cell % n + 1);
            });
        }
        for unit in 0..units {
            let (prefix, k) = match unit / n {
                0 => ('r', unit),
                1 => ('c', unit - n),
                2 if kind == 2 => ('g', unit - 2 * n),
                2 => ('b', unit - 2 * n),
                _ => ('d', unit - 3 * n),
            };
            for v in 1..=n {
                names.push_with(|text| {
                    text.push(prefix);
                    push_number(text, k + 1);
                    text.push('=');
                    text.push(value_char(v as u8));
                });
            }
        }
        names
    })
}

/// What the item at `pick` of the list [`item_names`] of an `n x n` grid stands for.
pub(super) fn role_of_pick(n: usize, jigsaw: bool, pick: usize) -> ItemRole {
    if pick < n * n {
        return ItemRole::Cell {
            row: (pick / n) as u32,
            column: (pick % n) as u32,
        };
    }
    let need = pick - n * n;
    let (u, value) = (need / n, (need % n + 1) as u32);
    let (unit, index) = match u / n {
        0 => (Unit::Row, u),
        1 => (Unit::Column, u - n),
        2 if jigsaw => (Unit::Region, u - 2 * n),
        2 => (Unit::Box, u - 2 * n),
        _ => (Unit::Diagonal, u - 3 * n),
    };
    ItemRole::UnitValue {
        unit,
        index: index as u32,
        value,
    }
}

/// Item names read as those of a Sudoku's encoding: the grid's size and rules, and what each
/// name stands for.
#[derive(Debug)]
pub(crate) struct SudokuNames {
    /// The grid's size `n` (cells per side).
    pub n: usize,
    /// Regions instead of boxes.
    pub jigsaw: bool,
    /// The two diagonals are units.
    pub x: bool,
    /// The role of each name, in the order given.
    pub roles: Vec<ItemRole>,
}

/// Reads `names` as item names that [`Sudoku::encode`] writes, for the smallest grid whose
/// list has them all (classic rules before X, X before jigsaw); `None` when no grid's does.
pub(crate) fn read_item_names(names: &[&str]) -> Option<SudokuNames> {
    for box_size in 2..=5 {
        for kind in 0..3 {
            let list = item_names(box_size, kind);
            let pick: HashMap<&str, usize> = (0..list.len()).map(|k| (list.get(k), k)).collect();
            let Some(picks) = names
                .iter()
                .map(|name| pick.get(name).copied())
                .collect::<Option<Vec<usize>>>()
            else {
                continue;
            };
            let n = box_size * box_size;
            let roles: Vec<ItemRole> = picks
                .into_iter()
                .map(|p| role_of_pick(n, kind == 2, p))
                .collect();
            return Some(SudokuNames {
                n,
                jigsaw: kind == 2,
                x: kind == 1,
                roles,
            });
        }
    }
    None
}

/// Appends `k` (below 100) in decimal, without the formatting machinery.
fn push_number(text: &mut String, k: usize) {
    debug_assert!(k < 100);
    if k >= 10 {
        text.push(char::from(b'0' + (k / 10) as u8));
    }
    text.push(char::from(b'0' + (k % 10) as u8));
}
