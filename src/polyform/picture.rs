//! The text forms every packing board shares: a picture of `#` cells and `.` holes, and a size
//! `RxC`. Square and triangular boards read them alike and differ only in what a cell is, so
//! the reading is written once here and each board makes its own errors from [`PictureError`].

/// What a picture holds: its rows and columns (the widest line) and, in reading order, whether
/// each place is a cell (`#`) or not.
pub(crate) struct Picture {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) cells: Vec<bool>,
}

/// Why a text is not a picture.
pub(crate) enum PictureError {
    /// No `#` at all.
    Empty,
    /// More than the board's largest side in rows or columns.
    TooLarge { rows: usize, cols: usize },
    /// A character other than `#` and `.`, at its line and column (from 1).
    BadCharacter {
        ch: char,
        line: usize,
        column: usize,
    },
}

/// Reads a picture: one line per row, `#` for a cell, `.` for a hole; shorter lines end in
/// holes; blanks at the end of a line and blank lines at the start and end are ignored.
pub(crate) fn parse_picture(text: &str, max_side: usize) -> Result<Picture, PictureError> {
    // First the size, without keeping the lines: a huge text costs one linear pass and no
    // memory before it is found too large.
    let (mut first, mut end, mut cols) = (None, 0, 0);
    for (k, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if !line.is_empty() {
            first.get_or_insert(k);
            end = k + 1;
            cols = cols.max(line.chars().count());
        }
    }
    let first = first.unwrap_or(0);
    let rows = end.saturating_sub(first);
    if rows > max_side || cols > max_side {
        return Err(PictureError::TooLarge { rows, cols });
    }
    let mut cells = vec![false; rows * cols];
    for (r, line) in text.lines().skip(first).take(rows).enumerate() {
        for (c, ch) in line.trim_end().chars().enumerate() {
            match ch {
                '#' => cells[r * cols + c] = true,
                '.' => {}
                _ => {
                    return Err(PictureError::BadCharacter {
                        ch,
                        line: first + r + 1,
                        column: c + 1,
                    })
                }
            }
        }
    }
    if !cells.contains(&true) {
        return Err(PictureError::Empty);
    }
    Ok(Picture { rows, cols, cells })
}

/// The two whole numbers of a size `RxC` (or `RXC`), or `None` when `name` is not of that form.
/// A side with too many digits reads as `usize::MAX`: still a size, one far too large.
pub(crate) fn parse_size(name: &str) -> Option<(usize, usize)> {
    let (a, b) = name.trim().split_once(['x', 'X'])?;
    let number = |s: &str| -> Option<usize> {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(s.parse().unwrap_or(usize::MAX))
    };
    Some((number(a)?, number(b)?))
}
