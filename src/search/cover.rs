//! Cover and uncover, hide and unhide: the changes of the dancing links, each the exact
//! inverse of another.

use super::layout::{ItemLink, Node, COVERED, NODE_BYTES};
use super::machine::{Control, Job, Stage};
use super::{Event, NodeId, Search};

/// Hides the node at address `$x` of `$search`: its neighbours above and below are linked to
/// each other, and its item's `len` drops by one. The node keeps its own links, which is what
/// lets `unhide!` put it back. Evaluates to the node's `right` link, where a walk along an
/// option goes on.
///
/// A macro, not a function, so that each hot loop has the hide written in place: as an
/// inlined method (`&mut self`), LLVM schedules the loops differently, and they run slower
/// (BENCHMARKS.md, "Why the engine is laid out this way").
macro_rules! hide {
    ($search:expr, $x:expr) => {{
        let x: u32 = $x;
        let Node {
            up,
            down,
            top,
            right,
        } = $search.node(x);
        $search.node_mut(up).down = down;
        $search.node_mut(down).up = up;
        *$search.len_mut(top as u32) -= 1;
        right
    }};
}

/// The inverse of `hide!`: the node at address `$x` rejoins its column between the
/// neighbours it kept. Evaluates to its `right` link.
macro_rules! unhide {
    ($search:expr, $x:expr) => {{
        let x: u32 = $x;
        let Node {
            up,
            down,
            top,
            right,
        } = $search.node(x);
        $search.node_mut(up).down = x;
        $search.node_mut(down).up = x;
        *$search.len_mut(top as u32) += 1;
        right
    }};
}

/// From this many items per option on average, the full-speed search walks each option from
/// both ends at once (`Search::walk_from_both_ends`): long options (the pentominoes' 6) gain,
/// and shorter ones (queens 4, Langford pairs 3, dominoes 2 or 3) lose, since the second walk
/// costs more than it saves (BENCHMARKS.md). Options all of one width from 3 to 7 take the
/// walk by address instead (`Search::row_others`).
pub(super) const SPLIT_ROWS: usize = 5;

impl Search {
    /// Covers the job's item: hides every other node of every option in its column, top to
    /// bottom, each option from the node after the item's rightwards round to the one before.
    /// When `STEP`, one event at a time in TAOCP's order (7.2.2.1 (12)): the hides, then the
    /// header leaves its list, the last event. At full speed the header goes first, which
    /// makes no difference to the links in the end (the header's list and the columns are
    /// apart) and leaves the hot loop as it was; long options are walked from both ends there
    /// (see `walk_from_both_ends`).
    ///
    /// Mems are charged as `dlx1` charges its walk along an option, spacer included, although
    /// the static `right` links let this walk skip the spacer.
    #[inline(always)]
    pub(super) fn cover_job<const STEP: bool, const SPLIT: bool, const W: u32>(
        &mut self,
        c: &mut Control,
    ) -> Option<Event> {
        let mut job = c.job;
        match job.stage {
            Stage::Finished => return None,
            Stage::Start => {
                if !STEP {
                    self.unlink_item::<false>(self.index(job.item));
                    c.stats.mems += 4;
                    c.stats.updates += 1;
                }
                job.rr = self.node(job.item).down;
                job.nn = self.node(job.rr).right;
                job.stage = Stage::Rows;
            }
            Stage::Rows => {}
        }
        let (mut rr, mut nn) = (job.rr, job.nn);
        // Mems are 6 per node hidden and 3 per row: counted from these two at the end rather
        // than added at every node, one instruction less in the hottest loop.
        let mut rows = 0;
        let mut updates = 0;
        if W != 0 {
            // Jobs always start afresh here (`finish_job`). Every row has W - 1 other nodes,
            // found from the row's own node (`row_others`).
            while rr >= self.first_spacer {
                let next_rr = self.node(rr).down;
                for x in self.row_others::<W>(rr) {
                    hide!(self, x);
                }
                rows += 1;
                rr = next_rr;
            }
            updates = rows * u64::from(W - 1);
            c.stats.mems += 6 * updates + 3 * rows;
            c.stats.updates += updates;
            c.job.stage = Stage::Finished;
            return None;
        }
        while rr >= self.first_spacer {
            // Read the next row's start now: the column is a chain of dependent loads, and
            // hiding this row's nodes (all in other columns) cannot change it, so the
            // processor can fetch it while the hides below run.
            let next_rr = self.node(rr).down;
            let next_nn = self.node(next_rr).right;
            if SPLIT && nn != rr {
                updates += self.walk_from_both_ends::<true>(nn, self.left_of(rr));
                nn = rr;
            }
            while nn != rr {
                let right = hide!(self, nn);
                updates += 1;
                if STEP {
                    c.stats.mems += 6 * updates + 3 * rows;
                    c.stats.updates += updates;
                    c.job.rr = rr;
                    c.job.nn = right;
                    c.job.stage = Stage::Rows;
                    return Some(Event::Hide {
                        node: NodeId(self.index(nn)),
                    });
                }
                nn = right;
            }
            rows += 1;
            rr = next_rr;
            nn = next_nn;
        }
        c.stats.mems += 6 * updates + 3 * rows;
        c.stats.updates += updates;
        c.job.stage = Stage::Finished;
        if STEP {
            return Some(self.unlink_header_last(c, job.item));
        }
        None
    }

    /// Uncovers the job's item: the reverse of [`cover_job`](Self::cover_job), the column
    /// bottom to top. When `STEP`, exactly the mirror image of the cover, as TAOCP writes it
    /// (7.2.2.1 (14), (15)): the header rejoins its list first, then each option's nodes come
    /// back from the node before the item's leftwards round to the one after, so that each
    /// event undoes the one that mirrors it.
    ///
    /// At full speed the header goes last and within a row the nodes go back left to right:
    /// they lie in distinct columns, so no order can disturb another, and the walk then
    /// follows the `right` link that comes with each node's own read instead of a separate
    /// load from `left` (BENCHMARKS.md). The columns' order is what matters, and it stays
    /// exactly the reverse.
    #[inline(always)]
    pub(super) fn uncover_job<const STEP: bool, const SPLIT: bool, const W: u32>(
        &mut self,
        c: &mut Control,
    ) -> Option<Event> {
        let mut job = c.job;
        match job.stage {
            Stage::Finished => return None,
            Stage::Start => {
                c.stats.mems += 1;
                job.rr = self.node(job.item).up;
                if STEP {
                    return Some(self.relink_header_first(c, job));
                }
                job.nn = self.node(job.rr).right;
            }
            Stage::Rows => {}
        }
        let (mut rr, mut nn) = (job.rr, job.nn);
        let mut mems = 0;
        if W != 0 {
            while rr >= self.first_spacer {
                let next_rr = self.node(rr).up;
                for x in self.row_others::<W>(rr) {
                    unhide!(self, x);
                }
                mems += 1;
                rr = next_rr;
            }
            mems *= 6 * u64::from(W - 1) + 3;
            rr = 0;
        }
        while rr >= self.first_spacer {
            // As in cover_job: start the next row's loads early.
            let next_rr = self.node(rr).up;
            let next_nn = if STEP {
                self.left_of(next_rr)
            } else {
                self.node(next_rr).right
            };
            if SPLIT && nn != rr {
                mems += 6 * self.walk_from_both_ends::<false>(nn, self.left_of(rr));
                nn = rr;
            }
            while nn != rr {
                let right = unhide!(self, nn);
                mems += 6;
                let unhidden = nn;
                nn = if STEP { self.left_of(nn) } else { right };
                if STEP {
                    c.stats.mems += mems;
                    c.job = Job {
                        item: job.item,
                        rr,
                        nn,
                        stage: Stage::Rows,
                    };
                    return Some(Event::Unhide {
                        node: NodeId(self.index(unhidden)),
                    });
                }
            }
            mems += 3;
            rr = next_rr;
            nn = next_nn;
        }
        c.job.stage = Stage::Finished;
        c.job.item = job.item;
        if STEP {
            c.stats.mems += mems;
            return None;
        }
        self.relink_item::<false>(self.index(job.item));
        c.stats.mems += mems + 3;
        None
    }

    /// The last event of a stepped cover, plain or colored: once its column is hidden, the
    /// item leaves the list of items (TAOCP 7.2.2.1 (12)).
    pub(super) fn unlink_header_last(&mut self, c: &mut Control, item: u32) -> Event {
        self.unlink_item::<true>(self.index(item));
        c.stats.mems += 4;
        c.stats.updates += 1;
        Event::Cover {
            item: self.item_of(item),
        }
    }

    /// The first event of a stepped uncover, plain or colored: the header rejoins its list
    /// (TAOCP 7.2.2.1 (14)), and the job goes on with the column's last option, leftwards from
    /// its node before the item's. `job.rr` is that last option's node.
    pub(super) fn relink_header_first(&mut self, c: &mut Control, job: Job) -> Event {
        self.relink_item::<true>(self.index(job.item));
        c.stats.mems += 3;
        c.job = Job {
            item: job.item,
            rr: job.rr,
            nn: self.left_of(job.rr),
            stage: Stage::Rows,
        };
        Event::Uncover {
            item: self.item_of(job.item),
        }
    }

    /// Hides the nodes of one option from `a` rightwards to `b` (`HIDE`), or unhides them,
    /// walking in from both ends at once: the nodes are in distinct columns, so the order is
    /// free, and two walks make two chains of dependent `right`/`left` loads, each half as
    /// long, that the processor runs side by side. Returns the number of nodes hidden or
    /// unhidden. For long options only (see `split_rows`): on short ones the second walk costs
    /// more than it saves.
    #[inline(always)]
    fn walk_from_both_ends<const HIDE: bool>(&mut self, mut a: u32, mut b: u32) -> u64 {
        let mut done = 0;
        loop {
            let right = if HIDE {
                hide!(self, a)
            } else {
                unhide!(self, a)
            };
            done += 1;
            if a == b {
                return done;
            }
            if HIDE {
                hide!(self, b);
            } else {
                unhide!(self, b);
            }
            done += 1;
            if right == b {
                return done;
            }
            a = right;
            b = self.left_of(b);
        }
    }

    /// The other nodes of the option holding node `r`, from its right neighbour round to its
    /// left one, when every option has `W` nodes. They lie next to `r` in the node array, so
    /// their addresses come from `r` and its place in the option without following `right`
    /// links one after another: the hides of a row then run side by side instead of waiting
    /// for each other's loads (BENCHMARKS.md).
    ///
    /// ```text
    ///   place:  0   1   2   3        W = 4, r at place 1:
    ///          [a] [r] [b] [c] sp    others r+1, r+2, r+3-4 = b, c, a
    /// ```
    /// The place is stored, not computed (the index modulo `W + 1`): computing it makes a
    /// chain of its own through a multiplication. When `W` is a power of two (4: Sudoku,
    /// queens), the places wrap with a mask, `(p + j) & (W - 1)`, from the option's first
    /// node: two instructions per node where the comparison and correction take six. A table
    /// of offsets per place would cost a load per node, which waits on the place's.
    #[inline(always)]
    fn row_others<const W: u32>(&self, r: u32) -> impl Iterator<Item = u32> {
        let p = self.place_of(r);
        let first = r.wrapping_sub(p * NODE_BYTES);
        (1..W).map(move |j| {
            if W.is_power_of_two() {
                first.wrapping_add(((p + j) & (W - 1)) * NODE_BYTES)
            } else {
                let x = r + j * NODE_BYTES;
                if p + j >= W {
                    x - W * NODE_BYTES
                } else {
                    x
                }
            }
        })
    }

    // The four link changes, each the inverse of another. Step-back uses them directly.

    /// Takes item `c` out of its list: the active set, the flag, and the list itself
    /// when `LIST` (when the search steps). At full speed the list is left behind, rebuilt
    /// only when asked for (`refresh_item_links`): that saves a load and two stores per cover
    /// (BENCHMARKS.md).
    #[inline(always)]
    pub(super) fn unlink_item<const LIST: bool>(&mut self, c: u32) {
        if LIST {
            let ItemLink { prev, next } = self.items[c as usize];
            self.items[prev as usize].next = next;
            self.items[next as usize].prev = prev;
        }
        // Only the vector scan needs the flag; the walk reads the active set. Problems with
        // many covers and short columns (queens) feel the store when it is not skipped.
        if self.wide {
            self.len[c as usize] |= COVERED;
        }
        *self.active_word(c) &= !(1 << (c % 64));
    }

    /// The inverse of [`unlink_item`](Self::unlink_item).
    #[inline(always)]
    pub(super) fn relink_item<const LIST: bool>(&mut self, c: u32) {
        if LIST {
            let ItemLink { prev, next } = self.items[c as usize];
            self.items[prev as usize].next = c;
            self.items[next as usize].prev = c;
        }
        if self.wide {
            self.len[c as usize] &= !COVERED;
        }
        *self.active_word(c) |= 1 << (c % 64);
    }

    /// Hides the node at address `x` (`hide!`), for [`step_back`](Self::step_back).
    pub(super) fn hide(&mut self, x: u32) {
        hide!(self, x);
    }

    /// Unhides the node at address `x` (`unhide!`), for [`step_back`](Self::step_back).
    pub(super) fn unhide(&mut self, x: u32) {
        unhide!(self, x);
    }
}
