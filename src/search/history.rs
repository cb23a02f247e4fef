//! Stepping: one elementary event at a time, forward, and back exactly from a history of
//! what each event changed (`tape`).

mod tape;

use super::machine::{Phase, Stage};
use super::{Event, Search, Step, Stride};
pub(super) use tape::Tape;

fn events(stepped: Vec<(Event, Step)>) -> Vec<Event> {
    stepped.into_iter().map(|(e, _)| e).collect()
}

/// What one event of the history costs in memory on average, at most, in bytes (for
/// choosing a [`Search::set_history_limit`] from a memory budget). Each event is kept as what
/// it changed (see `tape`): a hide or an unhide takes about 7 bytes, a search event up to a few
/// dozen, and a whole search averages well under this bound (`tests/history_bytes.rs`
/// measures it; [`Search::history_bytes`] says what a history holds now).
pub const HISTORY_BYTES_PER_EVENT: usize = 40;

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

    /// The bytes the history's records take now (see [`HISTORY_BYTES_PER_EVENT`]).
    pub fn history_bytes(&self) -> usize {
        self.history.bytes()
    }

    /// Keeps at most `limit` events in the history (at least one): when a step would go over
    /// it, the oldest event is forgotten, and stepping back stops there. Events cost
    /// [`HISTORY_BYTES_PER_EVENT`] bytes or less on average, so this bounds the memory a long
    /// watched search takes. No limit by default.
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
            let (level, old) = self.choice_write;
            let choice = (level != NO_CHOICE).then(|| (level, old, self.choice[level as usize]));
            self.history.push(event, &before, &self.ctl, choice);
        }
        Some(event)
    }

    /// Undoes the last recorded event exactly and returns it, or `None` at the start of the
    /// history.
    pub fn step_back(&mut self) -> Option<Event> {
        let undone = self.history.pop_back(&mut self.ctl)?;
        // A history is only ever recorded after the last full-speed run, by `step`, which
        // keeps the lists up to date.
        debug_assert!(!self.links_stale);
        match undone.event {
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
        if let Some((level, delta)) = undone.choice {
            let choice = &mut self.choice[level as usize];
            *choice = choice.wrapping_sub(delta);
        }
        Some(undone.event)
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
            // A cover always ends by unlinking its header.
            Stage::Rows if cover && !self.is_colored() => true,
            Stage::Rows if self.is_colored() => self.colored_job_pending(cover),
            Stage::Rows => {
                // Look ahead, without counting mems, for another node to unhide: up the
                // column, each option leftwards (see `uncover_job`).
                let (mut rr, mut nn) = (job.rr, job.nn);
                while rr >= self.first_spacer {
                    if nn != rr {
                        return true;
                    }
                    rr = self.node(rr).up;
                    nn = self.left_of(rr);
                }
                false
            }
        }
    }
}
