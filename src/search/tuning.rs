//! Switches for tests and benchmarks that compare the search's ways of doing the same work:
//! only with the cargo feature `tuning`, so that they are no part of the public API.

use super::layout::COVERED;
use super::Search;

impl Search {
    /// Makes the MRV choice scan every primary `len` with vector instructions (`true`) or walk
    /// the active items (`false`), whatever the number of items. Both choose the same item and
    /// count the same mems; the search picks by size. For tests that compare the two.
    #[doc(hidden)]
    pub fn set_vector_scan(&mut self, on: bool) {
        self.wide = on;
        // Only the scan reads the covered flags, so only it keeps them: set them from the
        // active set (they may be switched on mid-search).
        for k in 1..self.len.len() - 1 {
            let covered = self.active[k / 64] >> (k % 64) & 1 == 0;
            self.len[k] = self.len[k] & !COVERED | if on && covered { COVERED } else { 0 };
        }
    }

    /// Makes the full-speed search find an option's nodes from their places when all options
    /// have the same width (`true`, the default), or walk their `right` links (`false`). Both
    /// do the same updates, and leave the same links and counts. For tests that compare them.
    #[doc(hidden)]
    pub fn set_fixed_width(&mut self, on: bool) {
        self.fixed_width = on;
    }

    /// Makes the full-speed search walk options in from both ends (`true`) or left to right
    /// (`false`), whatever their length. Both do the same updates, and leave the same links
    /// and counts; the search picks by the options' length. For tests that compare the two.
    #[doc(hidden)]
    pub fn set_split_rows(&mut self, on: bool) {
        self.split_rows = on;
    }
}
