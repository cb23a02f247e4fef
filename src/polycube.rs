//! Polycubes packed into a solid: the [`polyform`] model on the cubic
//! lattice. The classic case is Piet Hein's Soma cube: seven pieces into a 3x3x3 cube.
//!
//! ```
//! use dlx::polycube::{soma, Solid, CubePacking};
//! use dlx::polyomino::Symmetry;
//! use dlx::Search;
//!
//! let cube: Solid = "3x3x3".parse().unwrap();
//! assert_eq!(cube.symmetries(), 24);
//! let packing = CubePacking::new(cube, soma(), Symmetry::Break).unwrap();
//! let (problem, decoder) = packing.encode();
//! let mut search = Search::new(problem);
//! assert!(search.find_next());
//! // The layers side by side, each cube the letter of its piece.
//! assert_eq!(decoder.decode(search.chosen()).lines().count(), 3);
//! ```
//!
//! A piece turns in space but cannot be mirrored, so the lattice's symmetries are the 24
//! rotations of the cube; a board's own symmetries are broken as the tetrasticks' are, by
//! keeping the first piece without symmetry of its own to one placement of each family.
//!
//! A solid is written as its layers side by side, top layer first, with a blank column
//! between two: `###.###.###` over two more such rows is the 3x3x3 cube. Items: one per piece
//! (its letter) and one per cube, `l2r1c3` for layer 2, row 1, column 3 (from 1).

use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::polyform::{self, Coord, Lattice, Mismatch, Restriction, Rule, Symmetry};
use crate::problem::{ItemId, OptionId, Problem};
use crate::search::Search;

/// What is wrong with a solid or a packing of polycubes.
pub type CubeError = String;

/// The cubes to fill: layers of rows of columns, as a sorted list of cubes `[layer, row,
/// column]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solid {
    cells: Vec<Coord>,
}

impl std::str::FromStr for Solid {
    type Err = CubeError;

    /// A box `LxRxC` (layers, rows, columns) or a picture of layers side by side.
    fn from_str(text: &str) -> Result<Solid, CubeError> {
        let size: Option<Vec<i64>> = text
            .trim()
            .split(['x', 'X'])
            .map(|s| s.parse().ok())
            .collect();
        let cells: Vec<Coord> = match size.as_deref() {
            Some(&[l, r, c]) if (1..=10).contains(&l.max(r).max(c)) && l.min(r).min(c) > 0 => {
                let cube = |k: i64| [k / (r * c), k / c % r, k % c];
                (0..l * r * c).map(cube).collect()
            }
            Some(_) => return Err(format!("no box `{}`: each side 1 to 10", text.trim())),
            None => picture_cells(text)?,
        };
        if cells.is_empty() {
            return Err("the solid has no cubes".into());
        }
        let mut cells = cells;
        polyform::sort(&mut cells);
        Ok(Solid { cells })
    }
}

/// The cubes of layers drawn side by side: `#` a cube, `.` or a blank a hole; a column
/// without `#` in any row ends a layer.
fn picture_cells(text: &str) -> Result<Vec<Coord>, CubeError> {
    let rows: Vec<Vec<char>> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.chars().collect())
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let at = |r: usize, c: usize| rows[r].get(c).copied().unwrap_or('.');
    let (mut cells, mut layer, mut start) = (Vec::new(), 0, None);
    for c in 0..=width {
        let used = c < width && (0..rows.len()).any(|r| at(r, c) == '#');
        match (used, start) {
            (true, None) => start = Some(c),
            (false, Some(_)) => {
                start = None;
                layer += 1;
            }
            _ => {}
        }
        for (r, row) in rows.iter().enumerate() {
            match (row.get(c), start) {
                (Some('#'), Some(s)) => cells.push([layer, r as i64, (c - s) as i64]),
                (Some('#' | '.' | ' ') | None, _) => {}
                (Some(&ch), _) => {
                    return Err(format!(
                        "bad character `{ch}` at line {}, column {} of the solid; use `#` for a \
                         cube and `.` for a hole",
                        r + 1,
                        c + 1
                    ))
                }
            }
        }
    }
    Ok(cells)
}

impl Solid {
    /// How many rotations map the solid onto itself: 24 for a cube, 8 for a box with two
    /// equal sides, 4 for another box, 1 for a solid without symmetry.
    pub fn symmetries(&self) -> usize {
        polyform::BoardSymmetry::of(Lattice::Cube, &self.cells).count()
    }

    /// The number of cubes.
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    /// The layers, rows and columns of the box around the solid.
    pub fn sides(&self) -> [usize; 3] {
        [0, 1, 2].map(|axis| self.side(axis))
    }

    fn side(&self, axis: usize) -> usize {
        self.cells.iter().map(|k| k[axis] + 1).max().unwrap_or(0) as usize
    }

    /// Whether the solid has the cube at `layer`, `row`, `column` (from 0).
    pub fn contains(&self, layer: usize, row: usize, column: usize) -> bool {
        let at = [layer, row, column].map(|x| x as i64);
        self.cells.binary_search(&at).is_ok()
    }
}

/// A polycube with a one-letter name: its cubes `[layer, row, column]`, normalized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Polycube {
    name: char,
    cells: Vec<Coord>,
}

impl Polycube {
    /// The piece's name.
    pub fn name(&self) -> char {
        self.name
    }

    /// Its distinct rotations, normalized.
    pub fn orientations(&self) -> Vec<Vec<Coord>> {
        Lattice::Cube.orientations(&self.cells)
    }
}

/// The seven Soma pieces, named as Conway and Guy do: `V` (three cubes) and the six tetracubes
/// that are not flat boxes or bars, `L T Z` (flat), `A B` (the two screws, mirror images of each
/// other) and `P` (the branch).
pub fn soma() -> Vec<Polycube> {
    let pieces: [(char, &[Coord]); 7] = [
        ('V', &[[0, 0, 0], [0, 0, 1], [0, 1, 0]]),
        ('L', &[[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 1, 0]]),
        ('T', &[[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 1, 1]]),
        ('Z', &[[0, 0, 1], [0, 0, 2], [0, 1, 0], [0, 1, 1]]),
        ('A', &[[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 1, 1]]),
        ('B', &[[1, 0, 0], [1, 1, 0], [1, 1, 1], [0, 1, 1]]),
        ('P', &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]]),
    ];
    pieces
        .iter()
        .map(|&(name, cells)| {
            let mut cells = cells.to_vec();
            Lattice::Cube.normalize(&mut cells);
            Polycube { name, cells }
        })
        .collect()
}

/// Polycubes, each used once, filling every cube of a solid once.
#[derive(Clone, Debug)]
pub struct CubePacking {
    solid: Solid,
    pieces: Vec<Polycube>,
    restriction: Option<Restriction>,
}

impl CubePacking {
    /// The pieces in the solid.
    ///
    /// # Errors
    /// No pieces, two with one name, cubes in different numbers, or [`Symmetry::Break`] with
    /// no piece lacking symmetry.
    pub fn new(
        solid: Solid,
        pieces: Vec<Polycube>,
        symmetry: Symmetry,
    ) -> Result<CubePacking, CubeError> {
        let sizes: Vec<(char, usize)> = pieces.iter().map(|p| (p.name, p.cells.len())).collect();
        let group = polyform::BoardSymmetry::of(Lattice::Cube, &solid.cells);
        let counts: Vec<usize> = pieces.iter().map(|p| p.orientations().len()).collect();
        let restriction = Restriction::choose(group, &counts, Rule::FirstAsymmetric);
        let broken = symmetry == Symmetry::Break && solid.symmetries() > 1;
        let check = polyform::check(&sizes, solid.cell_count()).and_then(|()| {
            if broken && restriction.is_none() {
                return Err(Mismatch::Unbreakable);
            }
            Ok(())
        });
        check.map_err(|e| match e {
            Mismatch::NoPieces => "no pieces to pack".to_string(),
            Mismatch::Duplicate(name) => format!("two pieces are named `{name}`"),
            Mismatch::Area(board, pieces) => format!(
                "the solid has {board} cubes but the pieces fill {pieces}: they must be equal"
            ),
            Mismatch::Unbreakable => "cannot break the solid's symmetry: no piece is without \
                                      symmetry of its own (24 rotations)"
                .to_string(),
        })?;
        Ok(CubePacking {
            solid,
            pieces,
            restriction: restriction.filter(|_| broken),
        })
    }

    /// The exact-cover problem and, for each option, the piece and the cubes it fills.
    pub fn encode(&self) -> (Problem, CubeDecoder) {
        let (mut b, pieces) = polyform::with_pieces(self.pieces.iter().map(Polycube::name));
        let name = |[l, r, c]: Coord| format!("l{}r{}c{}", l + 1, r + 1, c + 1);
        let cubes: Vec<_> = self
            .solid
            .cells
            .iter()
            .map(|&k| b.primary(name(k)))
            .collect();
        let shapes: Vec<_> = self.pieces.iter().map(Polycube::orientations).collect();
        let restriction = self.restriction.as_ref();
        let plan = polyform::plan(Lattice::Cube, &self.solid.cells, &shapes, restriction);
        let mut placements = Vec::new();
        for placed in plan.placed {
            let mut items = vec![pieces[placed.piece]];
            for k in &placed.cells {
                let at = self.solid.cells.binary_search(k).expect("placements fit");
                items.push(cubes[at]);
            }
            b.option(&items);
            placements.push((self.pieces[placed.piece].name, placed.cells));
        }
        let decoder = CubeDecoder {
            solid: self.solid.clone(),
            placements,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }
}

/// Turns the options of a packing of polycubes back into pictures.
#[derive(Clone, Debug)]
pub struct CubeDecoder {
    solid: Solid,
    placements: Vec<(char, Vec<Coord>)>,
}

impl CubeDecoder {
    /// The solid the pieces fill.
    pub fn solid(&self) -> &Solid {
        &self.solid
    }

    /// The layers side by side, top first, a blank column between two: each cube the letter
    /// of its piece, `#` while none fills it, a blank for a hole. No newline after the last row.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> String {
        let cells = &self.solid.cells;
        let [layers, rows, cols] = self.solid.sides();
        let mut grid = vec![vec![' '; layers * (cols + 1) - 1]; rows];
        let mut put = |[l, r, c]: Coord, ch: char| {
            grid[r as usize][l as usize * (cols + 1) + c as usize] = ch;
        };
        cells.iter().for_each(|&k| put(k, '#'));
        for option in options {
            let (piece, cubes) = &self.placements[option.index()];
            cubes.iter().for_each(|&k| put(k, *piece));
        }
        let lines: Vec<String> = grid.iter().map(|row| row.iter().collect()).collect();
        lines.join("\n")
    }
}

/// Items: the pieces (named by their letters), then the solid's cubes in order, layer by layer.
impl Meaning for CubeDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let pieces = problem.primary_count() - self.solid.cells.len();
        let k = item.index();
        if k < pieces {
            let letter = problem.item_name(item).chars().next().unwrap_or('?');
            return ItemRole::Piece { letter };
        }
        let [layer, row, column] = self.solid.cells[k - pieces].map(|x| x as u32);
        ItemRole::Cube { layer, row, column }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let (letter, cubes) = &self.placements[option.index()];
        let mut cubes: Vec<[u32; 3]> = cubes.iter().map(|k| k.map(|x| x as u32)).collect();
        cubes.sort_unstable();
        OptionRole::Cubes {
            letter: *letter,
            cubes,
        }
    }
}
