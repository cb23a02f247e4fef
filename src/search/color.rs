//! Colors (Knuth's XCC, his `dlx2`): the search's work when some option gives a secondary item
//! a color. Kept apart from `cover`, whose loops stay as they are for plain problems: the search
//! loop takes these functions only in its colored instance (`C` in `machine`).
//!
//! Each option node has a color (`Search::color`, by node index): 0 for none, `k > 0` for the
//! problem's color `k`, and `-k` while the node is marked by a purification of its item with
//! color `k`. `dlx2` sets a marked node's color to -1 and gives it back from the purifying node;
//! negating it instead makes each mark its own record of what it overwrote, so that stepping
//! back needs nothing but the event.
//!
//! - `commit` (choosing an option): a node of color 0 covers its item as `dlx1` does; a node of
//!   color `k > 0` purifies its item: every option in the item's column that gives it another
//!   color (or none) leaves the other columns, and every other one of color `k` is marked; a
//!   marked node does nothing (its item is already purified with its color).
//! - cover, and the hiding of a purification, skip marked nodes: their items are purified, and
//!   their columns are never walked again while the mark holds.
//! - `uncommit` is the exact reverse, the column bottom to top (when stepping, each option
//!   leftwards, as TAOCP's `unhide`).
//!
//! A purification counts one cleansing, and one more for each node it marks; each node hidden
//! counts one update: `dlx2`'s statistics.

use super::machine::{Control, Job, Stage};
use super::{Event, NodeId, PresetError, Search};
use crate::problem::OptionId;

/// The state of a purification job between two rows: `nn == FRESH` means that row `rr` is yet
/// to be looked at (marked, or its other nodes hidden).
const FRESH: u32 = 0;

impl Search {
    /// The color of the option node at address `a` (see the module's note).
    #[inline(always)]
    pub(super) fn color_at(&self, a: u32) -> i32 {
        self.color[self.index(a) as usize]
    }

    fn negate_color(&mut self, a: u32) {
        let k = self.index(a) as usize;
        self.color[k] = -self.color[k];
    }

    /// Marks or unmarks the node with index `node`, for [`step_back`](Search::step_back).
    pub(super) fn flip_mark(&mut self, node: NodeId) {
        self.color[node.0 as usize] = -self.color[node.0 as usize];
    }

    /// The job that commits the option node at `pp`: a purification when it has a color (the
    /// job's `item` is then the node itself, past the headers), else the cover of its item;
    /// `None` for a marked node, whose item needs nothing.
    #[inline(always)]
    pub(super) fn commit_target(&self, pp: u32) -> Option<u32> {
        match self.color_at(pp) {
            0 => Some(self.header_of(self.node(pp).top as u32)),
            k if k > 0 => Some(pp),
            _ => None,
        }
    }

    /// `cover_job` with colors: the cover of an item (`dlx2`'s `cover`, which skips marked
    /// nodes) or a purification, resumable after each event when `STEP`. Not inlined: the
    /// search loop takes it at two places, and colors need no speed the call would cost.
    #[inline(never)]
    pub(super) fn commit_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
        if c.job.item >= self.first_spacer {
            self.purify_job::<STEP>(c)
        } else {
            self.colored_cover_job::<STEP>(c)
        }
    }

    /// `uncover_job` with colors: the inverse of [`commit_job`](Self::commit_job).
    #[inline(never)]
    pub(super) fn uncommit_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
        if c.job.item >= self.first_spacer {
            self.unpurify_job::<STEP>(c)
        } else {
            self.colored_uncover_job::<STEP>(c)
        }
    }

    /// `dlx2`'s `cover`, in the order of `cover_job`: when `STEP`, TAOCP's (the hides, then
    /// the header), at full speed the header first.
    fn colored_cover_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
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
                c.job = job;
            }
            Stage::Rows => {}
        }
        let (mut rr, mut nn) = (job.rr, job.nn);
        while rr >= self.first_spacer {
            while nn != rr {
                let right = self.node(nn).right;
                c.stats.mems += 1;
                if self.color_at(nn) >= 0 {
                    self.hide(nn);
                    c.stats.mems += 5;
                    c.stats.updates += 1;
                    if STEP {
                        c.job.rr = rr;
                        c.job.nn = right;
                        return Some(Event::Hide {
                            node: NodeId(self.index(nn)),
                        });
                    }
                }
                nn = right;
            }
            c.stats.mems += 3;
            rr = self.node(rr).down;
            nn = self.node(rr).right;
        }
        c.job.stage = Stage::Finished;
        if STEP {
            return Some(self.unlink_header_last(c, job.item));
        }
        None
    }

    /// The inverse of [`colored_cover_job`](Self::colored_cover_job), as `uncover_job` is of
    /// `cover_job`: when `STEP`, the header first, then each option leftwards, the column
    /// bottom to top.
    fn colored_uncover_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
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
        while rr >= self.first_spacer {
            while nn != rr {
                let next = self.next_back::<STEP>(nn);
                c.stats.mems += 1;
                if self.color_at(nn) >= 0 {
                    self.unhide(nn);
                    c.stats.mems += 5;
                    if STEP {
                        c.job = Job {
                            item: job.item,
                            rr,
                            nn: next,
                            stage: Stage::Rows,
                        };
                        return Some(Event::Unhide {
                            node: NodeId(self.index(nn)),
                        });
                    }
                }
                nn = next;
            }
            c.stats.mems += 3;
            rr = self.node(rr).up;
            nn = self.next_back::<STEP>(rr);
        }
        c.job = Job {
            stage: Stage::Finished,
            ..job
        };
        if !STEP {
            self.relink_item::<false>(self.index(job.item));
            c.stats.mems += 3;
        }
        None
    }

    /// The next node of an option that an uncover or an unpurification puts back after node
    /// `a`: when `STEP`, leftwards (TAOCP's `unhide`, the mirror image of `hide`); at full speed
    /// rightwards, along the link read with the node (see `uncover_job`).
    #[inline(always)]
    fn next_back<const STEP: bool>(&self, a: u32) -> u32 {
        if STEP {
            self.left_of(a)
        } else {
            self.node(a).right
        }
    }

    /// `dlx2`'s `purify` of the item of the option node at `job.item`, whose color is `x`:
    /// down the item's column, a node of color `x` is marked (but for the purifying node
    /// itself), any other has the other nodes of its option hidden.
    fn purify_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
        let mut job = c.job;
        let p = job.item;
        match job.stage {
            Stage::Finished => return None,
            Stage::Start => {
                c.stats.cleansings += 1;
                c.stats.mems += 2;
                let header = self.header_of(self.node(p).top as u32);
                job.rr = self.node(header).down;
                job.nn = FRESH;
                job.stage = Stage::Rows;
                c.job = job;
                if STEP {
                    return Some(Event::Purify {
                        node: NodeId(self.index(p)),
                    });
                }
            }
            Stage::Rows => {}
        }
        let x = self.color_at(p);
        let (mut rr, mut nn) = (job.rr, job.nn);
        while rr >= self.first_spacer {
            if nn == FRESH {
                c.stats.mems += 1;
                if self.color_at(rr) == x {
                    let down = self.node(rr).down;
                    c.stats.mems += 1;
                    if rr != p {
                        self.negate_color(rr);
                        c.stats.cleansings += 1;
                        c.stats.mems += 1;
                        if STEP {
                            c.job.rr = down;
                            c.job.nn = FRESH;
                            return Some(Event::Mark {
                                node: NodeId(self.index(rr)),
                            });
                        }
                    }
                    rr = down;
                    continue;
                }
                nn = self.node(rr).right;
            }
            while nn != rr {
                let right = self.node(nn).right;
                c.stats.mems += 1;
                if self.color_at(nn) >= 0 {
                    self.hide(nn);
                    c.stats.mems += 5;
                    c.stats.updates += 1;
                    if STEP {
                        c.job.rr = rr;
                        c.job.nn = right;
                        return Some(Event::Hide {
                            node: NodeId(self.index(nn)),
                        });
                    }
                }
                nn = right;
            }
            c.stats.mems += 1;
            rr = self.node(rr).down;
            nn = FRESH;
        }
        c.job.stage = Stage::Finished;
        None
    }

    /// `dlx2`'s `unpurify`: the exact reverse of [`purify_job`](Self::purify_job), up the
    /// column; ends with [`Event::Unpurify`].
    fn unpurify_job<const STEP: bool>(&mut self, c: &mut Control) -> Option<Event> {
        let mut job = c.job;
        let p = job.item;
        match job.stage {
            Stage::Finished => return None,
            Stage::Start => {
                c.stats.mems += 2;
                let header = self.header_of(self.node(p).top as u32);
                job.rr = self.node(header).up;
                job.nn = FRESH;
            }
            Stage::Rows => {}
        }
        let (mut rr, mut nn) = (job.rr, job.nn);
        while rr >= self.first_spacer {
            if nn == FRESH {
                c.stats.mems += 1;
                let up = self.node(rr).up;
                if self.color_at(rr) < 0 {
                    self.negate_color(rr);
                    c.stats.mems += 1;
                    if STEP {
                        c.job = Job {
                            item: p,
                            rr: up,
                            nn: FRESH,
                            stage: Stage::Rows,
                        };
                        return Some(Event::Unmark {
                            node: NodeId(self.index(rr)),
                        });
                    }
                    rr = up;
                    continue;
                }
                if rr == p {
                    rr = up;
                    continue;
                }
                nn = self.next_back::<STEP>(rr);
            }
            while nn != rr {
                let next = self.next_back::<STEP>(nn);
                c.stats.mems += 1;
                if self.color_at(nn) >= 0 {
                    self.unhide(nn);
                    c.stats.mems += 5;
                    if STEP {
                        c.job = Job {
                            item: p,
                            rr,
                            nn: next,
                            stage: Stage::Rows,
                        };
                        return Some(Event::Unhide {
                            node: NodeId(self.index(nn)),
                        });
                    }
                }
                nn = next;
            }
            rr = self.node(rr).up;
            nn = FRESH;
        }
        c.job = Job {
            stage: Stage::Finished,
            ..job
        };
        Some(Event::Unpurify {
            node: NodeId(self.index(p)),
        })
        .filter(|_| STEP)
    }

    /// Places preset `options` on a colored problem, as `with_presets` does on a plain one:
    /// each option committed in turn (covers and purifications) on a copy of the control
    /// state, so that Knuth's counts start after them.
    ///
    /// # Errors
    /// An option that does not exist, or one that shares an item with an earlier one other
    /// than a secondary item that both give the same color.
    pub(super) fn colored_presets(&mut self, options: &[OptionId]) -> Result<(), PresetError> {
        let problem = &self.problem;
        let codes = problem.color_codes();
        // The first node of each option: past the headers, each option then its spacer.
        let mut first = Vec::with_capacity(problem.option_count());
        let mut x = problem.item_count() + 2;
        for option in problem.options() {
            first.push(x);
            x += problem.option_items(option).len() + 1;
        }
        // Option `o`'s nodes follow `o` spacers after the headers, root and first spacer.
        let entry =
            |node: usize, option: OptionId| node - problem.item_count() - 2 - option.index();
        // Per item: unused, used without a color, or used with color `k`.
        let mut used: Vec<Option<u32>> = vec![None; problem.item_count()];
        for &option in options {
            if option.index() >= problem.option_count() {
                return Err(PresetError::UnknownOption { option });
            }
            for (j, &item) in problem.option_items(option).iter().enumerate() {
                let code = codes[entry(first[option.index()] + j, option)];
                let clash = match used[item.index()] {
                    None => false,
                    Some(k) => k == 0 || k != code,
                };
                if clash {
                    return Err(PresetError::Conflict {
                        option,
                        item,
                        name: problem.item_name(item).to_string(),
                    });
                }
                used[item.index()] = Some(code);
            }
        }
        for &option in options {
            let start = first[option.index()] as u32;
            let count = self.problem.option_items(option).len() as u32;
            for j in 0..count {
                let pp = self.addr(start + j);
                let Some(target) = self.commit_target(pp) else {
                    continue;
                };
                let mut c = self.ctl;
                c.job = Job {
                    item: target,
                    rr: 0,
                    nn: 0,
                    stage: Stage::Start,
                };
                self.commit_job::<false>(&mut c);
            }
        }
        self.presets = options.to_vec();
        self.links_stale = true;
        Ok(())
    }

    /// `job_pending` for a colored job in its rows: whether a link event is still to come.
    pub(super) fn colored_job_pending(&self, cover: bool) -> bool {
        let job = self.ctl.job;
        let purify = job.item >= self.first_spacer;
        // A cover ends by unlinking its header, an unpurification with its last event.
        if cover != purify {
            return true;
        }
        if !cover {
            // An uncover: another node to unhide, up the column, each option leftwards.
            let (mut rr, mut nn) = (job.rr, job.nn);
            while rr >= self.first_spacer {
                while nn != rr {
                    if self.color_at(nn) >= 0 {
                        return true;
                    }
                    nn = self.left_of(nn);
                }
                rr = self.node(rr).up;
                nn = self.left_of(rr);
            }
            return false;
        }
        let x = self.color_at(job.item);
        let (mut rr, mut nn) = (job.rr, job.nn);
        while rr >= self.first_spacer {
            if nn == FRESH {
                if self.color_at(rr) == x {
                    if rr != job.item {
                        return true;
                    }
                    rr = self.node(rr).down;
                    continue;
                }
                nn = self.node(rr).right;
            }
            while nn != rr {
                if self.color_at(nn) >= 0 {
                    return true;
                }
                nn = self.node(nn).right;
            }
            rr = self.node(rr).down;
            nn = FRESH;
        }
        false
    }
}
