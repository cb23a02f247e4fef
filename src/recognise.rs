//! Telling a problem's puzzle by its items: a problem that `dlx gen pentominoes`, `dlx gen
//! iamonds`, `dlx gen sticks`, `dlx gen langford`, `dlx gen queens` or `dlx gen sudoku`
//! printed, read back from Knuth's format, is
//! recognised here so that its solutions can be drawn (the CLI's `dlx solve --pretty`). The
//! encoders write the names, so the names are read here too, beside them. (A Sudoku is
//! recognised its own way, in a module of its own; a word square of `dlx gen words` by its letters,
//! the colors of its cells, in [`WordsPicture`].)
//!
//! The kind is told by the item names alone, and then checked in full: the problem is built
//! again the way the core builds it (the board of a packing read off its cell items), every
//! primary item of the input must be a primary item of that problem and the other way round,
//! and every option of the input must have the primary items of one of its options. Only then
//! is anything drawn, so a picture always shows the options that were chosen. Options may
//! come in another order, items in another order inside them, and options may be left out;
//! the secondary items, which only forbid, may be those of the problem (or, for a packing,
//! any `sym-` item that `--break-symmetry` adds).

use std::collections::HashMap;

use crate::langford::{Langford, LangfordDecoder};
use crate::polyiamond::{hexiamonds, points_up, IamondBoard, IamondPacking};
use crate::polyomino::{
    cell_of_item_name, pentominoes, Board, Cell, Packing, PackingDecoder, Symmetry,
};
use crate::problem::{ItemId, OptionId, Problem};
use crate::queens::{Queens, QueensDecoder};
use crate::tetrastick::{tetrasticks, StickBoard, Sticks, SticksDecoder};
use crate::words::WordsDecoder;

mod sudoku;
mod words;

use sudoku::SudokuPicture;
pub use words::WordsPicture;

/// The decoder of one of the puzzles built from a size or a board: turns the options of a
/// solution into a picture.
#[derive(Clone, Debug)]
pub enum Decoder {
    /// A pentomino packing, drawn as [`crate::polyomino::PackingGrid`].
    Packing(PackingDecoder),
    /// Langford pairs, drawn as [`crate::langford::LangfordSequence`].
    Langford(LangfordDecoder),
    /// N queens, drawn as [`crate::queens::QueensBoard`].
    Queens(QueensDecoder),
    /// Polyiamonds on a triangular board, drawn as [`crate::polyiamond::IamondGrid`].
    Iamonds(crate::polyiamond::IamondDecoder),
    /// A word square or rectangle, drawn as [`crate::words::LetterGrid`].
    Words(WordsDecoder),
    /// Tetrasticks, drawn as [`crate::tetrastick::StickPicture`].
    Sticks(SticksDecoder),
    /// Polycubes in a solid, drawn as [`crate::polycube::CubeDecoder::decode`] draws them.
    Cubes(crate::polycube::CubeDecoder),
}

impl Decoder {
    /// The picture of `options` (options of the problem this decoder came with), without a
    /// newline after its last line.
    pub fn picture(&self, options: impl IntoIterator<Item = OptionId>) -> String {
        match self {
            Decoder::Packing(decoder) => decoder.decode(options).to_string(),
            Decoder::Langford(decoder) => decoder.decode(options).to_string(),
            Decoder::Queens(decoder) => decoder.decode(options).to_string(),
            Decoder::Iamonds(decoder) => decoder.decode(options).to_string(),
            Decoder::Words(decoder) => decoder.decode(options).to_string(),
            Decoder::Sticks(decoder) => decoder.decode(options).to_string(),
            Decoder::Cubes(decoder) => decoder.decode(options),
        }
    }
}

/// The most primary items in an option of the problems rebuilt here: a hexiamond and its six
/// triangles.
const MOST_PRIMARY: usize = 7;

/// An option's primary items, as item numbers of the rebuilt problem, sorted and padded with
/// `u32::MAX`: the same for the same set of items, whatever their order.
type Key = [u32; MOST_PRIMARY];

/// How to draw the solutions of a recognised problem.
#[derive(Debug)]
pub enum Recognised {
    /// A problem rebuilt from its items (pentominoes, Langford pairs, queens).
    Rebuilt {
        /// The rebuilt problem's decoder.
        decoder: Decoder,
        /// For each option of the input, the option of the rebuilt problem with its primary
        /// items.
        options: Vec<OptionId>,
    },
    /// A Sudoku, checked option by option.
    Sudoku(SudokuPicture),
    /// A word square, its letters read from the options' colors.
    Words(WordsPicture),
}

/// A kind of problem `--pretty` knows: its name in messages, and how to rebuild it from the
/// input's primary item names (`None` when the names do not fit).
struct Kind {
    name: &'static str,
    what: &'static str,
    rebuild: fn(&[&str]) -> Option<(Problem, Decoder)>,
    /// Whether a secondary item that the rebuilt problem lacks may start with `sym-`.
    symmetry_items: bool,
}

const KINDS: [Kind; 5] = [
    Kind {
        name: "pentominoes",
        what: "a placement of a pentomino",
        rebuild: rebuild_packing,
        symmetry_items: true,
    },
    Kind {
        name: "langford",
        what: "a pair of slots",
        rebuild: rebuild_langford,
        symmetry_items: false,
    },
    Kind {
        name: "queens",
        what: "a square of the board",
        rebuild: rebuild_queens,
        symmetry_items: false,
    },
    Kind {
        name: "iamonds",
        what: "a placement of a hexiamond",
        rebuild: rebuild_iamonds,
        symmetry_items: false,
    },
    Kind {
        name: "sticks",
        what: "a placement of a tetrastick",
        rebuild: rebuild_sticks,
        symmetry_items: false,
    },
];

impl Recognised {
    /// Recognises `problem` as one that `dlx gen pentominoes|langford|queens|sudoku` prints.
    ///
    /// # Errors
    /// A message saying why it is none of them: items of no known kind, or (naming it) an
    /// option that is not one of the kind's.
    pub fn recognise(problem: &Problem) -> Result<Recognised, String> {
        if let Some(sudoku) = SudokuPicture::recognise(problem) {
            return sudoku.map(Recognised::Sudoku);
        }
        if let Some(words) = WordsPicture::recognise(problem) {
            return words.map(Recognised::Words);
        }
        let primary: Vec<&str> = problem
            .items()
            .filter(|&item| problem.is_primary(item))
            .map(|item| problem.item_name(item))
            .collect();
        for kind in &KINDS {
            let Some((rebuilt, decoder)) = (kind.rebuild)(&primary) else {
                continue;
            };
            let Some(translate) = translation(problem, &rebuilt, kind.symmetry_items) else {
                continue;
            };
            let own: Vec<Option<ItemId>> = rebuilt.items().map(Some).collect();
            let known: HashMap<Key, OptionId> = rebuilt
                .options()
                .filter_map(|option| key(&rebuilt, &own, option).map(|k| (k, option)))
                .collect();
            let mut options = Vec::with_capacity(problem.option_count());
            for option in problem.options() {
                let found = key(problem, &translate, option).and_then(|k| known.get(&k));
                match found {
                    Some(&id) => options.push(id),
                    None => {
                        return Err(format!(
                            "the items are those of `dlx gen {}`, but the option `{}` is not {}",
                            kind.name,
                            problem.option_text(option),
                            kind.what
                        ))
                    }
                }
            }
            return Ok(Recognised::Rebuilt { decoder, options });
        }
        Err(
            "cannot draw this problem: its items are not those of a problem printed by \
             `dlx gen pentominoes`, `dlx gen iamonds`, `dlx gen langford`, `dlx gen queens`, \
             `dlx gen sticks`, `dlx gen sudoku` or `dlx gen words`"
                .to_string(),
        )
    }

    /// The picture of the input's `options`, without a newline after its last line.
    pub fn picture(&self, options: impl IntoIterator<Item = OptionId>) -> String {
        match self {
            Recognised::Rebuilt {
                decoder,
                options: own,
            } => decoder.picture(options.into_iter().map(|o| own[o.index()])),
            Recognised::Sudoku(sudoku) => sudoku.picture(options),
            Recognised::Words(words) => words.picture(options),
        }
    }
}

/// For each item of `input`, the item of `rebuilt` with its name (`None` for a `sym-` item
/// that `rebuilt` lacks): when `input` has the primary items of `rebuilt` (the same names, in
/// any order) and only secondary items that `rebuilt` has too, or that start with `sym-` when
/// `symmetry_items`. `None` otherwise.
fn translation(
    input: &Problem,
    rebuilt: &Problem,
    symmetry_items: bool,
) -> Option<Vec<Option<ItemId>>> {
    if input.primary_count() != rebuilt.primary_count() {
        return None;
    }
    let by_name: HashMap<&str, ItemId> = rebuilt
        .items()
        .map(|item| (rebuilt.item_name(item), item))
        .collect();
    let mut translate = Vec::with_capacity(input.item_count());
    for item in input.items() {
        let name = input.item_name(item);
        let theirs = by_name.get(name).copied();
        let fits = match theirs {
            Some(t) => rebuilt.is_primary(t) == input.is_primary(item),
            None => !input.is_primary(item) && symmetry_items && name.starts_with("sym-"),
        };
        if !fits {
            return None;
        }
        translate.push(theirs);
    }
    Some(translate)
}

/// The [`Key`] of `option` of `problem`, whose items `translate` turns into items of the
/// rebuilt problem; `None` when it has more primary items than an option can have.
fn key(problem: &Problem, translate: &[Option<ItemId>], option: OptionId) -> Option<Key> {
    let mut key = [u32::MAX; MOST_PRIMARY];
    let mut n = 0;
    for &item in problem.option_items(option) {
        if !problem.is_primary(item) {
            continue;
        }
        // Primary items always translate: `translation` saw to that.
        let theirs = translate[item.index()]?;
        *key.get_mut(n)? = theirs.0;
        n += 1;
    }
    key.sort_unstable();
    Some(key)
}

/// The pentomino packing whose items are the twelve pieces and the cells `r1c1`...: the board
/// is the set of cells named, in the smallest box that holds them (at its top left corner).
fn rebuild_packing(primary: &[&str]) -> Option<(Problem, Decoder)> {
    let pieces = pentominoes();
    let mut cells: Vec<Cell> = Vec::with_capacity(primary.len());
    for name in primary {
        let mut chars = name.chars();
        let is_piece = match (chars.next(), chars.next()) {
            (Some(letter), None) => pieces.iter().any(|p| p.name() == letter),
            _ => false,
        };
        if !is_piece {
            cells.push(cell_of_item_name(name)?);
        }
    }
    let rows = cells.iter().map(|&(r, _)| r + 1).max()?;
    let cols = cells.iter().map(|&(_, c)| c + 1).max()?;
    if rows > Board::MAX_SIDE || cols > Board::MAX_SIDE {
        return None;
    }
    let mut covered = vec![false; rows * cols];
    for &(r, c) in &cells {
        covered[r * cols + c] = true;
    }
    let holes: Vec<Cell> = (0..rows * cols)
        .filter(|&k| !covered[k])
        .map(|k| (k / cols, k % cols))
        .collect();
    let board = Board::with_holes(rows, cols, &holes).ok()?;
    let (problem, decoder) = Packing::pentominoes(board, Symmetry::Keep).ok()?.encode();
    Some((problem, Decoder::Packing(decoder)))
}

/// The twelve hexiamonds on a board of triangles: the pieces' letters and the triangles
/// `r2c5u` (row 2, column 5, pointing up; `d` down), the board read off the triangles.
fn rebuild_iamonds(primary: &[&str]) -> Option<(Problem, Decoder)> {
    let pieces = hexiamonds();
    let mut cells = Vec::with_capacity(primary.len());
    let mut letters = 0;
    for name in primary {
        let mut chars = name.chars();
        if let (Some(letter), None) = (chars.next(), chars.next()) {
            if !pieces.iter().any(|p| p.name() == letter) {
                return None;
            }
            letters += 1;
            continue;
        }
        let (cell, way) = name.split_at(name.len().checked_sub(1)?);
        let t = cell_of_item_name(cell)?;
        if way != if points_up(t) { "u" } else { "d" } {
            return None;
        }
        cells.push(t);
    }
    if letters != pieces.len() {
        return None;
    }
    let rows = cells.iter().map(|&(r, _)| r + 1).max()?;
    let cols = cells.iter().map(|&(_, c)| c + 1).max()?;
    if rows > IamondBoard::MAX_SIDE || cols > IamondBoard::MAX_SIDE {
        return None;
    }
    let mut picture = vec![vec![b'.'; cols]; rows];
    for &(r, c) in &cells {
        picture[r][c] = b'#';
    }
    let text: Vec<String> = picture
        .into_iter()
        .map(|row| String::from_utf8(row).expect("ASCII"))
        .collect();
    let board = IamondBoard::parse(&text.join("\n")).ok()?;
    let (problem, decoder) = IamondPacking::hexiamonds(board, Symmetry::Keep)
        .ok()?
        .encode();
    Some((problem, Decoder::Iamonds(decoder)))
}

/// Langford pairs, whose primary items are `1..n` and `s1..s2n`.
fn rebuild_langford(primary: &[&str]) -> Option<(Problem, Decoder)> {
    if !primary.len().is_multiple_of(3) || !primary.contains(&"1") {
        return None;
    }
    let langford = Langford::new(primary.len() / 3).ok()?;
    let (problem, decoder) = langford.encode(Symmetry::Keep);
    Some((problem, Decoder::Langford(decoder)))
}

/// N queens, whose primary items are `r0..` and `c0..`.
fn rebuild_queens(primary: &[&str]) -> Option<(Problem, Decoder)> {
    if !primary.len().is_multiple_of(2) || !primary.contains(&"r0") {
        return None;
    }
    let (problem, decoder) = Queens::new(primary.len() / 2).ok()?.encode();
    Some((problem, Decoder::Queens(decoder)))
}

/// Tetrasticks, whose primary items are some of the sixteen pieces and the edges `h0.0`,
/// `v0.0`... of a full rectangle.
fn rebuild_sticks(primary: &[&str]) -> Option<(Problem, Decoder)> {
    let all = tetrasticks();
    let (mut rows, mut cols, mut edges) = (0, 0, 0);
    let mut pieces = Vec::new();
    for name in primary {
        let mut chars = name.chars();
        match (chars.next(), chars.next()) {
            (Some(letter), None) => pieces.push(all.iter().find(|p| p.name() == letter)?.clone()),
            (Some(kind @ ('h' | 'v')), Some(_)) => {
                let (r, c) = name[1..].split_once('.')?;
                let (r, c): (usize, usize) = (r.parse().ok()?, c.parse().ok()?);
                let (down, right) = if kind == 'v' { (1, 0) } else { (0, 1) };
                rows = rows.max(r + down);
                cols = cols.max(c + right);
                edges += 1;
            }
            _ => return None,
        }
    }
    let board = StickBoard::rectangle(rows, cols).ok()?;
    if edges != board.edge_count() {
        return None;
    }
    let (problem, decoder) = Sticks::new(board, pieces, Symmetry::Keep).ok()?.encode();
    Some((problem, Decoder::Sticks(decoder)))
}
