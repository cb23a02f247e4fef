//! Stepping: one elementary event at a time, forward, and back exactly from a history of
//! what each event overwrote.

use super::machine::{Control, Phase, Stage};
use super::{Event, Search, Step, Stride};

fn events(stepped: Vec<(Event, Step)>) -> Vec<Event> {
    stepped.into_iter().map(|(e, _)| e).collect()
}

/// What one event of the history costs in memory, in bytes (for choosing a
/// [`Search::set_history_limit`]).
pub const HISTORY_BYTES_PER_EVENT: usize = std::mem::size_of::<Record>();

/// One entry of the history: the event, and what it overwrote.
#[derive(Clone, Copy, Debug)]
pub(super) struct Record {
    pub(super) event: Event,
    before: Control,
    /// The level whose choice this step wrote, or `u32::MAX`.
    choice_level: u32,
    choice_old: u32,
}

pub(super) const NO_CHOICE: u32 = u32::MAX;

impl Search {
    /// Turns the history on or off. With it on, every [`step`](Self::step) can be undone by
    /// [`step_back`](Self::step_back); turning it off forgets it. The full-speed calls forget
    /// it too, since they do not record what they do.
    pub fn record_history(&mut self, on: bool) {
        self.recording = on;
        if !on {
            self.drop_history();
        }
    }

    pub(super) fn drop_history(&mut self) {
        self.history.clear();
    }

    /// The number of steps that can be undone.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// Keeps at most `limit` events in the history (at least one): when a step would go over
    /// it, the oldest event is forgotten, and stepping back stops there. Each event costs
    /// about [`HISTORY_BYTES_PER_EVENT`] bytes, so this bounds the memory a long watched
    /// search takes. No limit by default.
    pub fn set_history_limit(&mut self, limit: usize) {
        self.history_limit = limit.max(1);
        while self.history.len() > self.history_limit {
            self.history.pop_front();
        }
    }

    /// The most events the history keeps (see [`set_history_limit`](Self::set_history_limit)).
    pub fn history_limit(&self) -> usize {
        self.history_limit
    }

    /// Performs one elementary event and returns it, or `None` after [`Event::Done`]; `None`
    /// at once for a problem with multiplicities, which is not stepped (see
    /// [`Search::for_stepping`]).
    pub fn step(&mut self) -> Option<Event> {
        if self.mcc.is_some() {
            return None;
        }
        self.refresh_item_links();
        let before = self.ctl;
        self.choice_write = (NO_CHOICE, 0);
        let event = if self.is_colored() {
            self.run::<true, false, 0, true>()?
        } else {
            self.run::<true, false, 0, false>()?
        };
        if self.recording {
            if self.history.len() >= self.history_limit {
                self.history.pop_front();
            }
            self.history.push_back(Record {
                event,
                before,
                choice_level: self.choice_write.0,
                choice_old: self.choice_write.1,
            });
        }
        Some(event)
    }

    /// Undoes the last recorded event exactly and returns it, or `None` at the start of the
    /// history.
    pub fn step_back(&mut self) -> Option<Event> {
        let record = self.history.pop_back()?;
        // A history is only ever recorded after the last full-speed run, by `step`, which
        // keeps the lists up to date.
        debug_assert!(!self.links_stale);
        match record.event {
            Event::Cover { item } => self.relink_item::<true>(item.0 + 1),
            Event::Uncover { item } => self.unlink_item::<true>(item.0 + 1),
            Event::Hide { node } => self.unhide(self.addr(node.0)),
            Event::Unhide { node } => self.hide(self.addr(node.0)),
            Event::Choose { level, .. } => self.profile[level as usize] -= 1,
            Event::Solution { size } => self.profile[size as usize] -= 1,
            Event::Mark { node } | Event::Unmark { node } => self.flip_mark(node),
            Event::Try { .. }
            | Event::Backtrack { .. }
            | Event::Done
            | Event::Purify { .. }
            | Event::Unpurify { .. } => {}
        }
        if record.choice_level != NO_CHOICE {
            self.choice[record.choice_level as usize] = record.choice_old;
        }
        self.ctl = record.before;
        Some(record.event)
    }

    /// Steps forward until a whole cover or uncover is done (its header and every node moved),
    /// or a solution or the end is reached. Returns the events performed.
    pub fn step_cover(&mut self) -> Vec<Event> {
        events(self.advance(Stride::Cover))
    }

    /// Steps forward until the next option is tried (or a solution or the end is reached).
    pub fn step_option(&mut self) -> Vec<Event> {
        events(self.advance(Stride::Option))
    }

    /// Steps forward until the next solution (or the end). Returns the events performed.
    pub fn step_solution(&mut self) -> Vec<Event> {
        events(self.advance(Stride::Solution))
    }

    /// Steps forward until the next backtrack (or the end).
    pub fn step_backtrack(&mut self) -> Vec<Event> {
        events(self.advance(Stride::Backtrack))
    }

    /// Steps back to the end of the previous whole cover or uncover (or the start).
    pub fn back_cover(&mut self) -> Vec<Event> {
        events(self.retreat(Stride::Cover))
    }

    /// Steps back to just after the previous option was tried (or the start).
    pub fn back_option(&mut self) -> Vec<Event> {
        events(self.retreat(Stride::Option))
    }

    /// Steps back to just after the previous solution was found (or the start).
    pub fn back_solution(&mut self) -> Vec<Event> {
        events(self.retreat(Stride::Solution))
    }

    /// Whether the cover or uncover in progress has link events still to come.
    pub(super) fn job_pending(&self) -> bool {
        let job = self.ctl.job;
        let cover = matches!(self.ctl.phase, Phase::CoverBest | Phase::Commit);
        match job.stage {
            Stage::Finished => false,
            Stage::Start => true,
            // An uncover always ends by relinking its header.
            Stage::Rows if !cover => true,
            Stage::Rows if self.is_colored() => self.colored_job_pending(cover),
            Stage::Rows => {
                // Look ahead, without counting mems, for another node to hide.
                let (mut rr, mut nn) = (job.rr, job.nn);
                while rr >= self.first_spacer {
                    if nn != rr {
                        return true;
                    }
                    rr = self.node(rr).down;
                    nn = self.node(rr).right;
                }
                false
            }
        }
    }
}
