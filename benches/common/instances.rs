//! Exact-cover instances in a plain form that no solver owns.
//!
//! Every generator returns an [`Instance`]: item names and options as indices.
//! The benches hand the same `Instance` to our engine and to each peer crate,
//! so a difference in counts or speed can only come from the solvers, never
//! from two encodings of the same puzzle.

use std::collections::HashSet;

/// An exact-cover problem.
///
/// Option entries index into `primary` followed by `secondary`:
/// `0..primary.len()` are primary items (covered exactly once), the rest are
/// secondary items (covered at most once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub name: String,
    pub primary: Vec<String>,
    pub secondary: Vec<String>,
    pub options: Vec<Vec<usize>>,
}

impl Instance {
    /// Number of items, primary and secondary.
    pub fn item_count(&self) -> usize {
        self.primary.len() + self.secondary.len()
    }

    /// Total number of option entries (Knuth's count of non-spacer nodes).
    pub fn entry_count(&self) -> usize {
        self.options.iter().map(Vec::len).sum()
    }

    /// Whether the item with this index is primary.
    pub fn is_primary(&self, item: usize) -> bool {
        item < self.primary.len()
    }

    /// The name of the item with this index.
    pub fn item_name(&self, item: usize) -> &str {
        match item.checked_sub(self.primary.len()) {
            None => &self.primary[item],
            Some(s) => &self.secondary[s],
        }
    }

    /// Checks what every solver in the benches assumes: unique names without
    /// spaces, `:` or `|` (so [`Instance::to_dlx_text`] round-trips), indices in
    /// range, no item twice in an option, a primary item in every option.
    ///
    /// # Errors
    ///
    /// A message naming the first offending item or option.
    pub fn validate(&self) -> Result<(), String> {
        let mut seen = HashSet::new();
        for name in self.primary.iter().chain(&self.secondary) {
            if name.is_empty() || name.contains([' ', ':', '|']) {
                return Err(format!("{}: bad item name `{name}`", self.name));
            }
            if !seen.insert(name.as_str()) {
                return Err(format!("{}: duplicate item `{name}`", self.name));
            }
        }
        if self.primary.is_empty() {
            return Err(format!("{}: no primary items", self.name));
        }
        for (k, option) in self.options.iter().enumerate() {
            let mut in_option = HashSet::new();
            for &item in option {
                if item >= self.item_count() {
                    return Err(format!("{}: option {k} has item index {item}", self.name));
                }
                if !in_option.insert(item) {
                    let name = self.item_name(item);
                    return Err(format!("{}: option {k} repeats item `{name}`", self.name));
                }
            }
            if !option.iter().any(|&i| self.is_primary(i)) {
                return Err(format!("{}: option {k} has no primary item", self.name));
            }
        }
        Ok(())
    }

    /// Checks that the chosen options (indices into `options`) cover every
    /// primary item exactly once and every secondary item at most once.
    ///
    /// # Errors
    ///
    /// A message naming the first item covered twice or left uncovered.
    pub fn check_solution(&self, chosen: &[usize]) -> Result<(), String> {
        let mut covered = vec![false; self.item_count()];
        for &k in chosen {
            let option = self
                .options
                .get(k)
                .ok_or_else(|| format!("{}: no option {k}", self.name))?;
            for &item in option {
                if std::mem::replace(&mut covered[item], true) {
                    let name = self.item_name(item);
                    return Err(format!("{}: item `{name}` covered twice", self.name));
                }
            }
        }
        match covered[..self.primary.len()].iter().position(|&c| !c) {
            Some(i) => Err(format!(
                "{}: item `{}` not covered",
                self.name, self.primary[i]
            )),
            None => Ok(()),
        }
    }

    /// The instance in the input format of Knuth's `dlx1`: one line of items
    /// (secondary ones after a `|`), then one line per option.
    pub fn to_dlx_text(&self) -> String {
        let mut text = self.primary.join(" ");
        if !self.secondary.is_empty() {
            text.push_str(" | ");
            text.push_str(&self.secondary.join(" "));
        }
        text.push('\n');
        for option in &self.options {
            let names: Vec<&str> = option.iter().map(|&i| self.item_name(i)).collect();
            text.push_str(&names.join(" "));
            text.push('\n');
        }
        text
    }
}

/// An instance together with its number of solutions as published, so a
/// bench or test can assert the count it gets.
pub struct Known {
    pub instance: Instance,
    pub solutions: u64,
    /// Where the expected count comes from ("x2": the source counts a
    /// solution and its reversal once).
    pub source: &'static str,
}

/// Instances with published solution counts that a DLX solver finishes in
/// at most a few seconds each: pentominoes 6x10 with X restricted (1.5 to 3 s
/// for the peers) is the slowest, everything else takes milliseconds.
pub fn known_small() -> Vec<Known> {
    let k = |instance, solutions, source| Known {
        instance,
        solutions,
        source,
    };
    vec![
        k(queens(8), 92, "OEIS A000170"),
        k(queens(10), 724, "OEIS A000170"),
        k(langford(3), 2, "OEIS A014552 x2"),
        k(langford(4), 2, "OEIS A014552 x2"),
        k(langford(7), 52, "OEIS A014552 x2"),
        k(langford(8), 300, "OEIS A014552 x2"),
        k(langford_half(8), 150, "OEIS A014552"),
        k(dominoes(4, 4), 36, "OEIS A004003"),
        k(dominoes(6, 6), 6728, "OEIS A004003"),
        k(pentominoes(6, 10, true), 2339, "Knuth 2000"),
        k(pentominoes_hole_8x8(), 520, "Scott 1958: 65 x 8"),
        k(sudoku(SUDOKU_EMPTY_4X4).unwrap(), 288, "Shidoku"),
        k(sudoku(SUDOKU_WIKIPEDIA).unwrap(), 1, "unique"),
        k(sudoku(SUDOKU_INKALA).unwrap(), 1, "unique"),
        k(sudoku(SUDOKU_17_CLUES).unwrap(), 1, "unique"),
    ]
}

/// Larger instances with published counts: 0.3 to 14 s each for the peers
/// (pentominoes 6x10 unrestricted and dominoes 8x8 are the slowest).
pub fn known_large() -> Vec<Known> {
    let k = |instance, solutions, source| Known {
        instance,
        solutions,
        source,
    };
    vec![
        k(pentominoes(6, 10, false), 9356, "Haselgrove 1960"),
        k(queens(12), 14200, "OEIS A000170"),
        k(queens(13), 73712, "OEIS A000170"),
        k(langford(11), 35584, "OEIS A014552 x2"),
        k(langford(12), 216_288, "OEIS A014552 x2"),
        k(dominoes(8, 8), 12_988_816, "OEIS A004003"),
    ]
}

/// The 12 pentominoes, named as Conway did, drawn row by row (`/` ends a row).
const PENTOMINOES: [(&str, &str); 12] = [
    ("F", ".##/##./.#."),
    ("I", "#####"),
    ("L", "####/#..."),
    ("N", "##../.###"),
    ("P", "##/##/#."),
    ("T", "###/.#./.#."),
    ("U", "#.#/###"),
    ("V", "#../#../###"),
    ("W", "#../##./.##"),
    ("X", ".#./###/.#."),
    ("Y", "####/.#.."),
    ("Z", "##./.#./.##"),
];

/// A shape's cells as (row, column), in a bounding box that starts at (0, 0).
type Cells = Vec<(usize, usize)>;

fn parse_shape(art: &str) -> Cells {
    let mut cells = Vec::new();
    for (r, row) in art.split('/').enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' {
                cells.push((r, c));
            }
        }
    }
    cells
}

/// The shape turned a quarter clockwise inside its bounding box, so the box
/// still starts at (0, 0): row r becomes column `height - 1 - r`.
fn rotate(cells: &[(usize, usize)]) -> Cells {
    let height = cells.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    cells.iter().map(|&(r, c)| (c, height - 1 - r)).collect()
}

/// The shape mirrored left to right inside its bounding box.
fn mirror(cells: &[(usize, usize)]) -> Cells {
    let width = cells.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    cells.iter().map(|&(r, c)| (r, width - 1 - c)).collect()
}

/// The distinct rotations and reflections of a shape (1, 2, 4 or 8 of them),
/// each with its cells sorted so that equal shapes compare equal.
fn orientations(shape: &[(usize, usize)]) -> Vec<Cells> {
    let mut found: Vec<Cells> = Vec::new();
    for mut cells in [shape.to_vec(), mirror(shape)] {
        for _ in 0..4 {
            cells = rotate(&cells);
            let mut key = cells.clone();
            key.sort_unstable();
            if !found.contains(&key) {
                found.push(key);
            }
        }
    }
    found
}

/// All placements of the 12 pentominoes on a `rows` x `cols` board without
/// the cells in `holes`. Items: the 12 piece names, then the cells `r{r}c{c}`
/// row by row. Each option is a piece followed by its 5 cells in row order.
///
/// With `restrict_x`, the X's centre must lie in the upper-left quarter
/// (row <= (rows-1)/2, column <= (cols-1)/2): Knuth's way to count each
/// solution once instead of once per symmetry of the rectangle.
fn pentomino_packing(
    name: String,
    rows: usize,
    cols: usize,
    holes: &[(usize, usize)],
    restrict_x: bool,
) -> Instance {
    let mut primary: Vec<String> = PENTOMINOES.iter().map(|(p, _)| p.to_string()).collect();
    // Item index of each board cell, None for a hole.
    let mut cell_item = vec![vec![None; cols]; rows];
    for (r, row) in cell_item.iter_mut().enumerate() {
        for (c, slot) in row.iter_mut().enumerate() {
            if !holes.contains(&(r, c)) {
                *slot = Some(primary.len());
                primary.push(format!("r{r}c{c}"));
            }
        }
    }
    let mut options = Vec::new();
    for (piece, (piece_name, art)) in PENTOMINOES.iter().enumerate() {
        for shape in orientations(&parse_shape(art)) {
            for dr in 0..rows {
                for dc in 0..cols {
                    // The X's centre is its shape cell (1, 1).
                    let x_centre_outside = dr + 1 > (rows - 1) / 2 || dc + 1 > (cols - 1) / 2;
                    if restrict_x && *piece_name == "X" && x_centre_outside {
                        continue;
                    }
                    let items: Option<Vec<usize>> = shape
                        .iter()
                        .map(|&(r, c)| *cell_item.get(r + dr)?.get(c + dc)?)
                        .collect();
                    if let Some(cells) = items {
                        let mut option = vec![piece];
                        option.extend(cells);
                        options.push(option);
                    }
                }
            }
        }
    }
    Instance {
        name,
        primary,
        secondary: Vec::new(),
        options,
    }
}

/// The 12 pentominoes packed into a `rows` x `cols` rectangle (60 cells).
///
/// 6x10: 9356 solutions, 2339 with `restrict_x`. With odd sides the X
/// restriction still removes symmetric copies but not exactly three in four.
pub fn pentominoes(rows: usize, cols: usize, restrict_x: bool) -> Instance {
    let suffix = if restrict_x { "-x" } else { "" };
    pentomino_packing(
        format!("pentominoes-{rows}x{cols}{suffix}"),
        rows,
        cols,
        &[],
        restrict_x,
    )
}

/// The 12 pentominoes on the 8x8 board without its 2x2 centre: 520 solutions
/// (Dana Scott's 65, times the 8 symmetries of the square).
pub fn pentominoes_hole_8x8() -> Instance {
    pentomino_packing(
        "pentominoes-8x8-hole".to_string(),
        8,
        8,
        &[(3, 3), (3, 4), (4, 3), (4, 4)],
        false,
    )
}

/// The n queens problem in Knuth's form: primary items `r0..` and `c0..`
/// (one queen per row and column), secondary items `a0..a{2n-2}` and
/// `b0..b{2n-2}` (at most one per diagonal). Option for square (i, j):
/// `ri cj a{i+j} b{i-j+n-1}`, in row-major order. 8 queens: 92 solutions.
pub fn queens(n: usize) -> Instance {
    let diagonals = 2 * n - 1;
    let names = |prefix: char, count: usize| (0..count).map(move |k| format!("{prefix}{k}"));
    let primary = names('r', n).chain(names('c', n)).collect();
    let secondary = names('a', diagonals).chain(names('b', diagonals)).collect();
    let mut options = Vec::with_capacity(n * n);
    for i in 0..n {
        for j in 0..n {
            let a = 2 * n + i + j;
            let b = 2 * n + diagonals + (i + n - 1 - j);
            options.push(vec![i, n + j, a, b]);
        }
    }
    Instance {
        name: format!("queens-{n}"),
        primary,
        secondary,
        options,
    }
}

/// Langford pairs: place two copies of each of 1..=n in slots 1..=2n so that
/// the copies of k have k numbers between them. Items `v1..vn` and `s1..s2n`;
/// option `vk si sj` with j = i + k + 1. Every solution is counted together
/// with its reversal: n = 12 gives 216288 = 2 x 108144 (OEIS A014552).
pub fn langford(n: usize) -> Instance {
    langford_with(n, false)
}

/// [`langford`] with each reversal pair counted once (n = 12: 108144): the
/// first 1 goes in slot s1..s{n-1}. Reversal sends that slot i to 2n-1-i, so
/// exactly one of a solution and its reversal passes.
pub fn langford_half(n: usize) -> Instance {
    langford_with(n, true)
}

fn langford_with(n: usize, half: bool) -> Instance {
    let primary = (1..=n)
        .map(|k| format!("v{k}"))
        .chain((1..=2 * n).map(|s| format!("s{s}")))
        .collect();
    let mut options = Vec::new();
    for k in 1..=n {
        // Slots i and i + k + 1 must both be at most 2n.
        let mut last = (2 * n).saturating_sub(k + 1);
        if half && k == 1 {
            last = last.min(n.saturating_sub(1));
        }
        for i in 1..=last {
            // Value k is item k - 1; slot s is item n + s - 1.
            options.push(vec![k - 1, n + i - 1, n + i + k]);
        }
    }
    let suffix = if half { "-half" } else { "" };
    Instance {
        name: format!("langford-{n}{suffix}"),
        primary,
        secondary: Vec::new(),
        options,
    }
}

/// Domino tilings of a `rows` x `cols` board: items are the cells `r{r}c{c}`,
/// options the horizontal then the vertical dominoes. 8x8: 12988816.
pub fn dominoes(rows: usize, cols: usize) -> Instance {
    let cell = |r: usize, c: usize| r * cols + c;
    let primary = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| format!("r{r}c{c}")))
        .collect();
    let mut options = Vec::new();
    for r in 0..rows {
        for c in 0..cols.saturating_sub(1) {
            options.push(vec![cell(r, c), cell(r, c + 1)]);
        }
    }
    for r in 0..rows.saturating_sub(1) {
        for c in 0..cols {
            options.push(vec![cell(r, c), cell(r + 1, c)]);
        }
    }
    Instance {
        name: format!("dominoes-{rows}x{cols}"),
        primary,
        secondary: Vec::new(),
        options,
    }
}

/// A proper 9x9 puzzle, the example on Wikipedia's Sudoku page.
pub const SUDOKU_WIKIPEDIA: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// Arto Inkala's 2012 puzzle, often called the hardest for people.
pub const SUDOKU_INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/// A 17-clue puzzle built to defeat naive backtracking (from Wikipedia's
/// "Sudoku solving algorithms": its solution's first row is 987654321).
pub const SUDOKU_17_CLUES: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
/// The empty 4x4 board: 288 solutions.
pub const SUDOKU_EMPTY_4X4: &str = "................";

/// The value of a puzzle character: `.` or `0` is blank (0), then `1`..`9`,
/// then `A`..`Z` (either case) for 10..35, enough for 25x25 boards.
fn sudoku_value(ch: char) -> Option<usize> {
    match ch {
        '.' | '0' => Some(0),
        _ => ch.to_digit(36).map(|d| d as usize),
    }
}

fn sudoku_char(value: usize) -> char {
    std::char::from_digit(value as u32, 36).map_or('?', |c| c.to_ascii_uppercase())
}

/// The side n = b * b of a sudoku given as n * n characters, and its box size b.
fn sudoku_size(len: usize) -> Option<(usize, usize)> {
    (2..=5).map(|b| (b * b, b)).find(|&(n, _)| n * n == len)
}

/// The digits of a sudoku puzzle, row by row, with 0 for a blank.
fn sudoku_cells(puzzle: &str) -> Result<(usize, usize, Vec<usize>), String> {
    let chars: Vec<char> = puzzle.chars().filter(|c| !c.is_whitespace()).collect();
    let (n, b) = sudoku_size(chars.len())
        .ok_or_else(|| format!("sudoku has {} cells, not 16, 81, 256 or 625", chars.len()))?;
    let mut cells = Vec::with_capacity(chars.len());
    for (k, &ch) in chars.iter().enumerate() {
        match sudoku_value(ch) {
            Some(v) if v <= n => cells.push(v),
            _ => return Err(format!("cell r{}c{}: bad digit `{ch}`", k / n, k % n)),
        }
    }
    Ok((n, b, cells))
}

/// A sudoku (n x n with n = b * b, given row by row; whitespace ignored) as an
/// exact-cover problem, givens removed in advance as in Knuth's `sudoku-dlx`:
/// items are only the constraints still open, `r{r}c{c}` (cell filled),
/// `r{r}d{d}`, `c{c}d{d}` and `b{x}d{d}` (digit d placed in row, column,
/// box); options only the digits a blank cell can take without clashing with
/// a given. Each option lists cell, row, column and box item in that order.
///
/// # Errors
///
/// A wrong number of cells, a bad character, or two givens that clash.
pub fn sudoku(puzzle: &str) -> Result<Instance, String> {
    let (n, b, cells) = sudoku_cells(puzzle)?;
    let box_of = |r: usize, c: usize| (r / b) * b + c / b;
    // used[kind][unit][d]: digit d already given in row / column / box `unit`.
    let mut used = vec![vec![vec![false; n + 1]; n]; 3];
    for (k, &d) in cells.iter().enumerate() {
        if d == 0 {
            continue;
        }
        let (r, c) = (k / n, k % n);
        for (kind, unit) in [r, c, box_of(r, c)].into_iter().enumerate() {
            if std::mem::replace(&mut used[kind][unit][d], true) {
                let what = ["row", "column", "box"][kind];
                return Err(format!("cell r{r}c{c}: digit {d} repeats in its {what}"));
            }
        }
    }
    let mut primary = Vec::new();
    // Item index of each open constraint, by kind: 0 cell, 1 row, 2 column, 3 box.
    let mut index = vec![vec![usize::MAX; n * n]; 4];
    for (k, &d) in cells.iter().enumerate() {
        if d == 0 {
            index[0][k] = primary.len();
            primary.push(format!("r{}c{}", k / n, k % n));
        }
    }
    for (kind, prefix) in [(1, 'r'), (2, 'c'), (3, 'b')] {
        for unit in 0..n {
            for d in 1..=n {
                if !used[kind - 1][unit][d] {
                    index[kind][unit * n + d - 1] = primary.len();
                    primary.push(format!("{prefix}{unit}d{d}"));
                }
            }
        }
    }
    let mut options = Vec::new();
    for (k, _) in cells.iter().enumerate().filter(|&(_, &d)| d == 0) {
        let (r, c) = (k / n, k % n);
        let x = box_of(r, c);
        for d in 1..=n {
            if used[0][r][d] || used[1][c][d] || used[2][x][d] {
                continue;
            }
            options.push(vec![
                index[0][k],
                index[1][r * n + d - 1],
                index[2][c * n + d - 1],
                index[3][x * n + d - 1],
            ]);
        }
    }
    let clues = cells.iter().filter(|&&d| d != 0).count();
    Ok(Instance {
        name: format!("sudoku-{n}x{n}-{clues}clues"),
        primary,
        secondary: Vec::new(),
        options,
    })
}

/// Fills `puzzle` with the digits of a solution of `sudoku(puzzle)` given as
/// option indices, in the puzzle's own format (one line, `1`..`9` then `A`..).
///
/// # Errors
///
/// The puzzle does not parse, or an option is not one `sudoku` makes.
pub fn sudoku_fill(puzzle: &str, inst: &Instance, chosen: &[usize]) -> Result<String, String> {
    let (n, _, mut cells) = sudoku_cells(puzzle)?;
    for &k in chosen {
        // The option's first item is the cell `r{r}c{c}`, its second `r{r}d{d}`.
        let option = inst.options.get(k).ok_or(format!("no option {k}"))?;
        let parse = |item: usize, sep: char| -> Option<(usize, usize)> {
            let (a, b) = inst.item_name(item).strip_prefix('r')?.split_once(sep)?;
            Some((a.parse().ok()?, b.parse().ok()?))
        };
        let ((r, c), (_, d)) = option
            .first()
            .and_then(|&i| parse(i, 'c'))
            .zip(option.get(1).and_then(|&i| parse(i, 'd')))
            .ok_or(format!("option {k} is not a sudoku placement"))?;
        cells[r * n + c] = d;
    }
    let mut line = String::with_capacity(cells.len());
    for d in cells {
        line.push(if d == 0 { '.' } else { sudoku_char(d) });
    }
    Ok(line)
}

impl Instance {
    /// The instance as our engine's problem, through the builder (no text in between): the
    /// one conversion the benches and `examples/timing.rs` share.
    pub fn to_problem(&self) -> dlx::Problem {
        let mut builder = dlx::ProblemBuilder::new();
        let mut ids = Vec::with_capacity(self.item_count());
        for name in &self.primary {
            ids.push(builder.primary(name.as_str()).expect("valid primary item"));
        }
        for name in &self.secondary {
            ids.push(
                builder
                    .secondary(name.as_str())
                    .expect("valid secondary item"),
            );
        }
        let mut option = Vec::new();
        for items in &self.options {
            option.clear();
            option.extend(items.iter().map(|&i| ids[i]));
            builder.option_ids(&option).expect("valid option");
        }
        builder.build().expect("an instance has primary items")
    }
}
