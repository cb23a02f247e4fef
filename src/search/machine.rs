//! The search as a state machine.
//!
//! Knuth writes Algorithm X as a loop with labels (forward, advance, backup, recover). Here each
//! label is a [`Phase`], and a cover or uncover in progress is a small cursor, so the search can
//! stop after any single elementary [`Event`] and resume. The same function runs at full speed
//! with `STEP = false`, where the early returns are compiled away, and one event at a time with
//! `STEP = true`. Every event has an exact inverse, which is how [`Search::step_back`] works in
//! O(1) per event.

use super::{Event, NodeId, Search, Stats};

/// Where the state machine is in Knuth's loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// Before the first event: a problem whose items are all covered by presets is solved.
    Start,
    /// Enter a node of the search tree and choose an item (`forward`).
    Forward,
    /// Covering the chosen item.
    CoverBest,
    /// Try the option at `cur`, or back up when the column is exhausted (`advance`).
    Advance,
    /// Covering the other items of the option at `cur`; `pp` walks the option.
    Commit,
    /// A solution was reported; next, undo its last option.
    Solved,
    /// Uncovering the chosen item (`backup`).
    UncoverBest,
    /// Uncovering the other items of the option at `cur`, right to left (`recover`).
    Recover,
    /// The search is over.
    Finished,
}

/// Where a cover or uncover is: the item, the row `rr` being walked, and the next node `nn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Job {
    pub(super) item: u32,
    pub(super) rr: u32,
    pub(super) nn: u32,
    pub(super) stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// Nothing done yet.
    Start,
    /// Walking the rows.
    Rows,
    /// All done.
    Finished,
}

pub(super) const IDLE: Job = Job {
    item: 0,
    rr: 0,
    nn: 0,
    stage: Stage::Finished,
};

/// Everything that changes in a step apart from the links, the choices and the profile:
/// small enough to copy into the history with each event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Control {
    pub(super) phase: Phase,
    pub(super) level: u32,
    pub(super) best: u32,
    pub(super) cur: u32,
    pub(super) pp: u32,
    pub(super) job: Job,
    pub(super) stats: Stats,
}

/// How many levels of the path hold a chosen option: the current level counts while its
/// option is being committed, reported or taken back.
pub(super) fn depth(c: &Control) -> usize {
    let trying = matches!(c.phase, Phase::Commit | Phase::Solved | Phase::Recover);
    c.level as usize + usize::from(trying)
}

impl Search {
    /// Runs Knuth's loop until the next event (`STEP`) or the next solution or the end
    /// (`!STEP`). Returns `None` once the search is finished.
    #[inline(always)]
    pub(super) fn run<const STEP: bool, const SPLIT: bool, const W: u32, const C: bool>(
        &mut self,
    ) -> Option<Event> {
        // The control state lives in a local while the loop runs, so that the compiler can
        // keep it in registers instead of storing it back to `self` at every phase change.
        let mut c = self.ctl;
        let event = self.machine::<STEP, SPLIT, W, C>(&mut c);
        self.ctl = c;
        event
    }

    /// `C`: the problem has colors (`color`), whose work only this instance does.
    #[inline(always)]
    fn machine<const STEP: bool, const SPLIT: bool, const W: u32, const C: bool>(
        &mut self,
        c: &mut Control,
    ) -> Option<Event> {
        loop {
            match c.phase {
                Phase::Start => {
                    c.phase = Phase::Forward;
                    if self.solved() {
                        // Presets covered everything: the empty set of further options solves
                        // it. Backing up from level 0 with nothing to uncover then ends it.
                        c.phase = Phase::UncoverBest;
                        c.job = IDLE;
                        let event = self.found_solution(c);
                        if STEP || c.stats.solutions >= self.solutions_goal {
                            return Some(event);
                        }
                    }
                }
                Phase::Forward => {
                    // A bounded run stops between nodes, where nothing is half done.
                    if !STEP && c.stats.nodes >= self.pause_at {
                        return None;
                    }
                    let s = &mut c.stats;
                    s.nodes += 1;
                    self.profile[c.level as usize] += 1;
                    let (best, len) = self.choose(c);
                    c.best = best;
                    c.job = Job {
                        item: best,
                        rr: 0,
                        nn: 0,
                        stage: Stage::Start,
                    };
                    c.phase = Phase::CoverBest;
                    if STEP {
                        return Some(Event::Choose {
                            level: c.level,
                            item: self.item_of(best),
                            len,
                        });
                    }
                }
                Phase::CoverBest => {
                    if let Some(event) = self.take::<STEP, SPLIT, W, C>(c) {
                        return Some(event);
                    }
                    c.stats.mems += 2;
                    let first = self.node(c.best).down;
                    self.set_choice(c, first);
                    c.phase = Phase::Advance;
                }
                Phase::Advance => {
                    let c = &mut *c;
                    if c.cur == c.best {
                        c.phase = Phase::UncoverBest;
                        c.job = Job {
                            item: c.best,
                            rr: 0,
                            nn: 0,
                            stage: Stage::Start,
                        };
                        if STEP {
                            return Some(Event::Backtrack {
                                level: c.level,
                                item: self.item_of(c.best),
                            });
                        }
                    } else {
                        // dlx1's walk along the option reads its spacer: two mems.
                        c.stats.mems += 2;
                        c.pp = self.node(c.cur).right;
                        c.job = IDLE;
                        c.phase = Phase::Commit;
                        if STEP {
                            let node = c.cur;
                            return Some(Event::Try {
                                level: c.level,
                                node: NodeId(self.index(node)),
                                option: self.option_of_node(node),
                            });
                        }
                    }
                }
                Phase::Commit => {
                    if let Some(event) = self.take::<STEP, SPLIT, W, C>(c) {
                        return Some(event);
                    }
                    // The cover of the item at pp (if any) is finished; find the next item.
                    if c.job.item != 0 {
                        c.job = IDLE;
                        c.pp = self.node(c.pp).right;
                    }
                    let pp = c.pp;
                    if pp != c.cur {
                        c.stats.mems += 1;
                        let item = if C {
                            match self.commit_target(pp) {
                                Some(target) => target,
                                None => {
                                    c.pp = self.node(pp).right;
                                    continue;
                                }
                            }
                        } else {
                            self.header_of(self.node(pp).top as u32)
                        };
                        c.job = Job {
                            item,
                            rr: 0,
                            nn: 0,
                            stage: Stage::Start,
                        };
                        continue;
                    }
                    c.stats.mems += 1;
                    if self.solved() {
                        c.phase = Phase::Solved;
                        let event = self.found_solution(c);
                        // Counting goes straight on to the next solution.
                        if STEP || c.stats.solutions >= self.solutions_goal {
                            return Some(event);
                        }
                        continue;
                    }
                    c.level += 1;
                    c.stats.max_level = c.stats.max_level.max(c.level);
                    c.phase = Phase::Forward;
                }
                Phase::Solved => {
                    c.stats.mems += 2;
                    c.pp = self.left_of(c.cur);
                    c.phase = Phase::Recover;
                }
                Phase::UncoverBest => {
                    if let Some(event) = self.give_back::<STEP, SPLIT, W, C>(c) {
                        return Some(event);
                    }
                    c.job = IDLE;
                    if c.level == 0 {
                        c.phase = Phase::Finished;
                        return Some(Event::Done);
                    }
                    c.level -= 1;
                    c.stats.mems += 2;
                    let cur = self.choice[c.level as usize];
                    c.cur = cur;
                    c.best = self.header_of(self.node(cur).top as u32);
                    c.stats.mems += 2;
                    c.pp = self.left_of(cur);
                    c.phase = Phase::Recover;
                }
                Phase::Recover => {
                    if let Some(event) = self.give_back::<STEP, SPLIT, W, C>(c) {
                        return Some(event);
                    }
                    if c.job.item != 0 {
                        c.job = IDLE;
                        c.pp = self.left_of(c.pp);
                    }
                    let pp = c.pp;
                    let cur = c.cur;
                    if pp != cur {
                        c.stats.mems += 1;
                        let item = if C {
                            match self.commit_target(pp) {
                                Some(target) => target,
                                None => {
                                    c.pp = self.left_of(pp);
                                    continue;
                                }
                            }
                        } else {
                            self.header_of(self.node(pp).top as u32)
                        };
                        c.job = Job {
                            item,
                            rr: 0,
                            nn: 0,
                            stage: Stage::Start,
                        };
                        continue;
                    }
                    c.stats.mems += 2;
                    let next = self.node(cur).down;
                    self.set_choice(c, next);
                    c.phase = Phase::Advance;
                }
                Phase::Finished => return None,
            }
        }
    }

    /// A cover, or with colors a cover or a purification (`color`).
    #[inline(always)]
    fn take<const STEP: bool, const SPLIT: bool, const W: u32, const C: bool>(
        &mut self,
        c: &mut Control,
    ) -> Option<Event> {
        if C {
            self.commit_job::<STEP>(c)
        } else {
            self.cover_job::<STEP, SPLIT, W>(c)
        }
    }

    /// The inverse of [`take`](Self::take).
    #[inline(always)]
    fn give_back<const STEP: bool, const SPLIT: bool, const W: u32, const C: bool>(
        &mut self,
        c: &mut Control,
    ) -> Option<Event> {
        if C {
            self.uncommit_job::<STEP>(c)
        } else {
            self.uncover_job::<STEP, SPLIT, W>(c)
        }
    }

    fn set_choice(&mut self, c: &mut Control, node: u32) {
        let level = c.level as usize;
        self.choice_write = (level as u32, self.choice[level]);
        self.choice[level] = node;
        c.cur = node;
    }

    fn found_solution(&mut self, c: &mut Control) -> Event {
        let size = depth(c) as u32;
        let s = &mut c.stats;
        s.nodes += 1;
        s.solutions += 1;
        s.max_level = s.max_level.max(size);
        self.profile[size as usize] += 1;
        Event::Solution { size }
    }

    /// Whether every primary item is covered: `dlx1`'s test `root.next == root`, read from
    /// the active set (whose bits for primary items come first), since the full-speed search
    /// does not keep the list. A count of open items, kept at every cover and uncover, would
    /// cost more in wasm than it saves (BENCHMARKS.md).
    #[inline(always)]
    pub(super) fn solved(&self) -> bool {
        let (words, bits) = ((self.primary + 1) as usize / 64, (self.primary + 1) % 64);
        self.active[..words].iter().all(|&w| w == 0)
            && (bits == 0 || self.active[words] & (u64::MAX >> (64 - bits)) == 0)
    }
}
