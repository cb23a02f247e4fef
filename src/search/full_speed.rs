//! The full-speed runs: to the next solution, counting, in bounded slices, with one instance
//! of the search loop per way of walking an option.

use super::machine::{Phase, Stage};
use super::{Event, Progress, Search, Solution};

impl Search {
    /// Runs to the next solution at full speed. Returns `false` when there are no more.
    ///
    /// Allocates nothing; read the solution with [`chosen`](Self::chosen).
    pub fn find_next(&mut self) -> bool {
        self.find_next_within(u64::MAX) == Progress::Solution
    }

    /// Runs at full speed to the next solution, but enters at most `nodes` search-tree nodes
    /// (at least one): long searches can then report progress and be cancelled between calls.
    /// After [`Progress::Paused`], call again to go on exactly where it stopped.
    ///
    /// ```
    /// use dlx::{examples, Progress, Search};
    /// let mut search = Search::new(examples::queens(8));
    /// let mut found = 0;
    /// loop {
    ///     match search.find_next_within(100) {
    ///         Progress::Solution => found += 1,
    ///         Progress::Paused => {} // report progress, check for cancel
    ///         Progress::Finished => break,
    ///     }
    /// }
    /// assert_eq!(found, 92);
    /// ```
    pub fn find_next_within(&mut self, nodes: u64) -> Progress {
        self.run_within(nodes, 1)
    }

    /// Runs at full speed until `solutions` more are found (then `Solution`), the search
    /// ends, or `nodes` more nodes were entered.
    ///
    /// Never inlined: callers that run in slices (the wasm bindings) must call the search
    /// loop anew for each slice, since that is when V8 switches a wasm function to its
    /// optimized code.
    #[inline(never)]
    fn run_within(&mut self, nodes: u64, solutions: u64) -> Progress {
        if let Some(mcc) = &mut self.mcc {
            let stats = mcc.stats();
            return mcc.run(
                stats.nodes.saturating_add(nodes.max(1)),
                stats.solutions.saturating_add(solutions.max(1)),
            );
        }
        self.finish_job();
        self.drop_history();
        self.links_stale = true;
        self.pause_at = self.ctl.stats.nodes.saturating_add(nodes.max(1));
        self.solutions_goal = self.ctl.stats.solutions.saturating_add(solutions.max(1));
        // One instance of the search loop per option width it walks by address, each in a
        // function of its own, so that a row's walk unrolls; other problems take one of the
        // two general walks, left to right or from both ends. Width 2 (dominoes) stays on the
        // general walk, which is faster for it. In wasm only width 6, the pentominoes' (a piece
        // and five cells), where V8 gains by address: for 3 and 4 it gains nothing, no puzzle
        // of the pages has options of 5 or 7 items, and each instance makes the module larger.
        // The walk from both ends is not used in wasm, where the `left` walk costs V8 more than
        // it saves (BENCHMARKS.md).
        let native = cfg!(not(target_arch = "wasm32"));
        let width = if self.fixed_width { self.width } else { 0 };
        if self.is_colored() {
            let progress = self.run_fast::<false, 0, true>();
            self.pause_at = u64::MAX;
            self.solutions_goal = 0;
            return progress;
        }
        let progress = match width {
            3 if native => self.run_fast::<false, 3, false>(),
            4 if native => self.run_fast::<false, 4, false>(),
            5 if native => self.run_fast::<false, 5, false>(),
            6 => self.run_fast::<false, 6, false>(),
            7 if native => self.run_fast::<false, 7, false>(),
            _ if native && self.split_rows => self.run_fast::<true, 0, false>(),
            _ => self.run_fast::<false, 0, false>(),
        };
        self.pause_at = u64::MAX;
        self.solutions_goal = 0;
        progress
    }

    /// Finishes a cover or uncover that stepping left in the middle of its rows, in the order
    /// stepping does it: a stepped cover unlinks its header last and a stepped uncover relinks
    /// it first (TAOCP's order, see `cover_job`), where the full-speed instances of the search
    /// loop do the header at the other end. Those then only ever start a job afresh, and need
    /// no code to resume one. The events are dropped with the history.
    fn finish_job(&mut self) {
        if self.ctl.job.stage != Stage::Rows {
            return;
        }
        // Stepping keeps the item lists; make sure they are whole before it goes on.
        self.refresh_item_links();
        let mut c = self.ctl;
        let colored = self.is_colored();
        while c.job.stage != Stage::Finished {
            match (c.phase, colored) {
                (Phase::CoverBest | Phase::Commit, false) => {
                    self.cover_job::<true, false, 0>(&mut c);
                }
                (Phase::CoverBest | Phase::Commit, true) => {
                    self.commit_job::<true>(&mut c);
                }
                (Phase::UncoverBest | Phase::Recover, false) => {
                    self.uncover_job::<true, false, 0>(&mut c);
                }
                (Phase::UncoverBest | Phase::Recover, true) => {
                    self.uncommit_job::<true>(&mut c);
                }
                _ => break,
            }
        }
        self.ctl = c;
    }

    #[inline(never)]
    fn run_fast<const SPLIT: bool, const W: u32, const C: bool>(&mut self) -> Progress {
        loop {
            match self.run::<false, SPLIT, W, C>() {
                Some(Event::Solution { .. }) => break Progress::Solution,
                Some(_) => {}
                None if self.is_finished() => break Progress::Finished,
                None => break Progress::Paused,
            }
        }
    }

    /// The next solution, found at full speed.
    pub fn next_solution(&mut self) -> Option<Solution> {
        if self.find_next() {
            Some(self.solution())
        } else {
            None
        }
    }

    /// Counts the remaining solutions, stopping after `limit` of them if given.
    /// Allocates nothing.
    pub fn count(&mut self, limit: Option<u64>) -> u64 {
        self.count_within(u64::MAX, limit)
    }

    /// [`count`](Self::count) in slices, for long counts that report progress and can be
    /// cancelled: counts at full speed until `limit` more solutions (if given), the end of
    /// the search, or `nodes` more search-tree nodes (at least one), and returns how many it
    /// found. Call again to go on; [`is_finished`](Self::is_finished) tells the end.
    ///
    /// ```
    /// use dlx::{examples, Search};
    /// let mut search = Search::new(examples::queens(8));
    /// let mut found = 0;
    /// while !search.is_finished() {
    ///     found += search.count_within(100, None);
    /// }
    /// assert_eq!(found, 92);
    /// ```
    pub fn count_within(&mut self, nodes: u64, limit: Option<u64>) -> u64 {
        let before = self.stats().solutions;
        if limit != Some(0) {
            self.run_within(nodes, limit.unwrap_or(u64::MAX));
        }
        self.stats().solutions - before
    }

    /// An iterator over the remaining solutions.
    pub fn solutions(&mut self) -> Solutions<'_> {
        Solutions { search: self }
    }
}

/// The iterator returned by [`Search::solutions`].
#[derive(Debug)]
pub struct Solutions<'a> {
    search: &'a mut Search,
}

impl Iterator for Solutions<'_> {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        self.search.next_solution()
    }
}
