//! Which of Algorithm X's steps (TAOCP 7.2.2.1, X1-X8) each event belongs to, and stepping by
//! strides that report it with every event.
//!
//! The answer is the phase of Knuth's loop that produced the event, not a rule over the events
//! before it: the machine knows where it is. A search event says its step by its kind; a link
//! event by the phase it was done in (read right after it, before the next step moves on):
//!
//! ```text
//!   choose X3   try X5   solution X2   backtrack X7   done X8   (nothing done yet: X1)
//!   cover, hide       covering the chosen item i (CoverBest)            X4
//!                     covering the other items of x_l (Commit)          X5
//!   uncover, unhide   uncovering i after its options ran out (UncoverBest)  X7
//!                     taking x_l back (Recover)                         X6
//! ```
//!
//! X8 (leave the level) has no link event of its own: once i is uncovered the machine goes up
//! and takes back the option one level up, which is X6 there.

use super::machine::Phase;
use super::{Event, Search};

/// One of the eight steps of Algorithm X, as Knuth numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// Initialize (before the first event).
    X1 = 1,
    /// Enter level l; a solution when no primary item is left.
    X2,
    /// Choose i.
    X3,
    /// Cover i.
    X4,
    /// Try x_l: cover the other items of the option.
    X5,
    /// Try again: uncover the other items of x_l.
    X6,
    /// Backtrack: uncover i.
    X7,
    /// Leave level l (the end, at level 0).
    X8,
}

impl Step {
    /// The step's number, 1 to 8.
    pub fn number(self) -> u32 {
        self as u32
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "X{}", self.number())
    }
}

/// How far [`Search::advance`] and [`Search::retreat`] go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stride {
    /// One event.
    Event,
    /// To the end of a whole cover or uncover (or a solution, or the end).
    Cover,
    /// Forward until an option is tried or a solution found; back to just after a try.
    Option,
    /// Forward to the next solution; back to just after the previous one.
    Solution,
    /// Forward to the next backtrack; back to just after the previous one.
    Backtrack,
}

impl Search {
    /// The step of `event`, the event that made the current state (the last one done, the
    /// one [`step_back`](Self::step_back) would undo): the phase it left the machine in says.
    pub(super) fn step_of_last(&self, event: &Event) -> Step {
        let phase = self.ctl.phase;
        match event {
            Event::Choose { .. } => Step::X3,
            Event::Try { .. } => Step::X5,
            Event::Solution { .. } => Step::X2,
            Event::Backtrack { .. } => Step::X7,
            Event::Done => Step::X8,
            Event::Cover { .. } | Event::Hide { .. } if phase == Phase::CoverBest => Step::X4,
            Event::Cover { .. } | Event::Hide { .. } => Step::X5,
            Event::Uncover { .. } | Event::Unhide { .. } if phase == Phase::UncoverBest => Step::X7,
            Event::Uncover { .. } | Event::Unhide { .. } => Step::X6,
            // A purification is part of trying an option, its undoing of taking one back.
            Event::Purify { .. } | Event::Mark { .. } => Step::X5,
            Event::Unpurify { .. } | Event::Unmark { .. } => Step::X6,
        }
    }

    /// The step of the last event done ([`Step::X1`] before the first), while the history is
    /// on; `None` when the last event was not recorded (history off, or forgotten).
    pub fn last_step(&self) -> Option<Step> {
        match self.history.last() {
            Some(event) => Some(self.step_of_last(&event)),
            None if self.ctl.phase == Phase::Start => Some(Step::X1),
            None => None,
        }
    }

    /// One event forward with its step, or `None` after [`Event::Done`].
    pub fn step_with_step(&mut self) -> Option<(Event, Step)> {
        let event = self.step()?;
        Some((event, self.step_of_last(&event)))
    }

    /// Undoes the last recorded event; returns it with the step it was done in.
    pub fn step_back_with_step(&mut self) -> Option<(Event, Step)> {
        let event = self.history.last()?;
        let step = self.step_of_last(&event);
        self.step_back().map(|e| (e, step))
    }

    /// Steps forward by `stride`; the events done, in order, each with its step.
    pub fn advance(&mut self, stride: Stride) -> Vec<(Event, Step)> {
        let mut events = Vec::new();
        while let Some((event, step)) = self.step_with_step() {
            events.push((event, step));
            let stop = match stride {
                Stride::Event => true,
                Stride::Cover => {
                    event.is_link() && !self.job_pending()
                        || matches!(event, Event::Solution { .. } | Event::Done)
                }
                Stride::Option => matches!(event, Event::Try { .. } | Event::Solution { .. }),
                Stride::Solution => matches!(event, Event::Solution { .. }),
                Stride::Backtrack => matches!(event, Event::Backtrack { .. }),
            };
            if stop {
                break;
            }
        }
        events
    }

    /// Steps back by `stride` (at least one event, then until the last event left ends the
    /// stride, judged in the state right after it); the events undone, in the order undone,
    /// each with the step it was done in.
    pub fn retreat(&mut self, stride: Stride) -> Vec<(Event, Step)> {
        let mut events = Vec::new();
        while let Some((event, step)) = self.step_back_with_step() {
            events.push((event, step));
            let Some(last) = self.history.last() else {
                continue;
            };
            let stop = match stride {
                Stride::Event => true,
                Stride::Cover => last.is_link() && !self.job_pending(),
                Stride::Option => matches!(last, Event::Try { .. }),
                Stride::Solution => matches!(last, Event::Solution { .. }),
                Stride::Backtrack => matches!(last, Event::Backtrack { .. }),
            };
            if stop {
                break;
            }
        }
        events
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples;
    use crate::queens::Queens;
    use crate::Heuristic;

    fn digits(steps: &[Step]) -> String {
        steps.iter().map(|s| s.number().to_string()).collect()
    }

    fn all_steps(mut search: Search) -> (Vec<Event>, Vec<Step>) {
        search.record_history(true);
        assert_eq!(search.last_step(), Some(Step::X1));
        let (events, steps) = std::iter::from_fn(|| search.step_with_step()).unzip();
        (events, steps)
    }

    // The sequences the visualizer's former rule (over the log of events, in JS) gave for
    // Knuth's example: the engine's own answer must agree with it.
    const KNUTH_MRV: &str =
        "34444555555344455555347766667777666665555344455555344552677766667777666777778";
    const KNUTH_FIRST: &str = "344445555553444555553477666677776666655553444455555347766665534445552667777677777666777778";

    #[test]
    fn knuths_example_step_by_step() {
        let (_, steps) = all_steps(Search::new(examples::knuth()));
        assert_eq!(digits(&steps), KNUTH_MRV);
        let first = Search::with_heuristic(examples::knuth(), Heuristic::First);
        assert_eq!(digits(&all_steps(first).1), KNUTH_FIRST);
    }

    /// The rule by construction, over the event log only: a cover or hide is X4 when the
    /// nearest search event before it is a choose, else X5; an uncover or unhide is X7 when the
    /// nearest search event before it is a backtrack and the uncover that opens X7 (an uncover
    /// relinks its header first) is the only one since, counting the event itself, else X6.
    fn by_the_log(events: &[Event]) -> Vec<Step> {
        let mut steps = Vec::new();
        for (i, event) in events.iter().enumerate() {
            let before = events[..i].iter().rev();
            let step = match event {
                Event::Choose { .. } => Step::X3,
                Event::Try { .. } => Step::X5,
                Event::Solution { .. } => Step::X2,
                Event::Backtrack { .. } => Step::X7,
                Event::Done => Step::X8,
                Event::Purify { .. } | Event::Mark { .. } => Step::X5,
                Event::Unpurify { .. } | Event::Unmark { .. } => Step::X6,
                Event::Cover { .. } | Event::Hide { .. } => {
                    match before.clone().find(|e| !e.is_link()) {
                        Some(Event::Choose { .. }) | None => Step::X4,
                        _ => Step::X5,
                    }
                }
                Event::Uncover { .. } | Event::Unhide { .. } => {
                    let links: Vec<_> = before.clone().take_while(|e| e.is_link()).collect();
                    let search = before.clone().find(|e| !e.is_link());
                    let uncovers = links
                        .iter()
                        .filter(|e| matches!(e, Event::Uncover { .. }))
                        .count();
                    let own = usize::from(matches!(event, Event::Uncover { .. }));
                    match search {
                        Some(Event::Backtrack { .. }) if uncovers + own == 1 => Step::X7,
                        _ => Step::X6,
                    }
                }
            };
            steps.push(step);
        }
        steps
    }

    /// Which step may follow which.
    fn may_follow(a: Step, b: Step) -> bool {
        use Step::*;
        let next: &[Step] = match a {
            X1 => &[X3, X2],
            X2 => &[X6, X7, X8],
            X3 => &[X4],
            X4 => &[X4, X5, X7],
            X5 => &[X5, X3, X2],
            X6 => &[X6, X5, X7],
            X7 => &[X7, X6, X8],
            X8 => &[],
        };
        next.contains(&b)
    }

    #[test]
    fn the_steps_agree_with_the_log_rule_and_follow_each_other_in_order() {
        let problems = [
            Search::new(examples::knuth()),
            Search::with_heuristic(examples::knuth(), Heuristic::First),
            Search::new(Queens::new(6).unwrap().encode().0),
            Search::with_heuristic(Queens::new(5).unwrap().encode().0, Heuristic::First),
        ];
        for search in problems {
            let (events, steps) = all_steps(search);
            assert_eq!(steps, by_the_log(&events));
            let mut previous = Step::X1;
            for &step in &steps {
                assert!(may_follow(previous, step), "{previous} -> {step}");
                previous = step;
            }
            assert_eq!(previous, Step::X8);
            let seen: std::collections::BTreeSet<_> = steps.iter().copied().collect();
            assert_eq!(seen.len(), 7, "every step but X1 shows up");
        }
    }

    #[test]
    fn undone_events_keep_their_steps_and_strides_report_the_same() {
        let mut search = Search::new(Queens::new(5).unwrap().encode().0);
        search.record_history(true);
        let forward: Vec<_> = std::iter::from_fn(|| search.step_with_step()).collect();
        let mut back: Vec<_> = std::iter::from_fn(|| search.step_back_with_step()).collect();
        back.reverse();
        assert_eq!(back, forward);
        assert_eq!(search.last_step(), Some(Step::X1));
        for stride in [
            Stride::Cover,
            Stride::Option,
            Stride::Solution,
            Stride::Backtrack,
        ] {
            let mut walked = Vec::new();
            loop {
                let part = search.advance(stride);
                if part.is_empty() {
                    break;
                }
                assert_eq!(search.last_step(), part.last().map(|p| p.1));
                walked.extend(part);
            }
            assert_eq!(walked, forward, "{stride:?} forward");
            let mut undone = Vec::new();
            loop {
                let part = search.retreat(stride);
                if part.is_empty() {
                    break;
                }
                undone.extend(part);
            }
            undone.reverse();
            assert_eq!(undone, forward, "{stride:?} back");
        }
    }
}
