//! Runs of events for a player: many steps forward or back in one call, each recorded (or
//! undone) exactly as [`Search::step`] and [`Search::step_back`] do it, stopping where a
//! player's breakpoints say. A visualizer playing as fast as it goes asks for thousands of
//! events a frame; one call for all of them, with only the search events (choose, try,
//! solution, backtrack, done) reported back, is what lets it keep the engine's pace.

use super::{Event, Search, Step};

/// The number of event kinds ([`Event::kind_code`] is below it).
pub const EVENT_KIND_COUNT: u32 = 13;

impl Event {
    /// The event's kind as a number, the order the wasm layer and the pages use:
    /// choose 0, cover 1, hide 2, try 3, solution 4, backtrack 5, unhide 6, uncover 7, done 8,
    /// purify 9, mark 10, unmark 11, unpurify 12.
    pub fn kind_code(&self) -> u32 {
        match self {
            Event::Choose { .. } => 0,
            Event::Cover { .. } => 1,
            Event::Hide { .. } => 2,
            Event::Try { .. } => 3,
            Event::Solution { .. } => 4,
            Event::Backtrack { .. } => 5,
            Event::Unhide { .. } => 6,
            Event::Uncover { .. } => 7,
            Event::Done => 8,
            Event::Purify { .. } => 9,
            Event::Mark { .. } => 10,
            Event::Unmark { .. } => 11,
            Event::Unpurify { .. } => 12,
        }
    }
}

/// Where a run stops before its length: after an event of one of `kinds` (a set of
/// [`Event::kind_code`]s, bit `k` for code `k`), or after the choice of an item at `level`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stops {
    /// Bit `k` set: stop after an event whose [`Event::kind_code`] is `k`.
    pub kinds: u32,
    /// Stop after a [`Event::Choose`] at this level.
    pub level: Option<u32>,
}

impl Stops {
    /// No stop: a run goes on to its length or the end.
    pub const NONE: Stops = Stops {
        kinds: 0,
        level: None,
    };

    /// Stops after any event of `kind` (an [`Event::kind_code`]).
    pub fn kind(kind: u32) -> Stops {
        Stops {
            kinds: 1 << kind,
            level: None,
        }
    }

    /// Whether a run stops after `event`.
    pub fn hit(&self, event: &Event) -> bool {
        if self.kinds & (1 << event.kind_code()) != 0 {
            return true;
        }
        matches!((event, self.level), (Event::Choose { level, .. }, Some(l)) if *level == l)
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// It did as many events as it was asked.
    Length,
    /// It stopped at a breakpoint: forward, after an event [`Stops::hit`]; back, when the
    /// last event left hits it.
    Stop,
    /// Forward: the search is over ([`Event::Done`] was done, or nothing was left). Back: the
    /// start of the history.
    End,
}

/// What a run did: how many events, and why it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// The events done (or undone).
    pub events: usize,
    /// Why the run ended.
    pub end: RunEnd,
}

impl Search {
    /// Up to `limit` events forward, as that many calls of [`step`](Self::step) would do
    /// them (recorded in the history when it is on), stopping after an event `stops` hits.
    /// `seen(index, event, step)` hears every event that is not a link event (choose, try,
    /// solution, backtrack, done), `index` counting from 0 in this run.
    ///
    /// ```
    /// use dlx::{examples, Event, Search, Stops};
    /// let mut search = Search::new(examples::queens(4));
    /// search.record_history(true);
    /// let mut solutions = Vec::new();
    /// let stops = Stops::kind(Event::Solution { size: 0 }.kind_code());
    /// let run = search.run_events(100_000, &stops, |i, event, _| {
    ///     if matches!(event, Event::Solution { .. }) {
    ///         solutions.push(i)
    ///     }
    /// });
    /// assert_eq!(solutions, vec![run.events - 1]);
    /// assert_eq!(search.history_len(), run.events);
    /// ```
    pub fn run_events(
        &mut self,
        limit: usize,
        stops: &Stops,
        mut seen: impl FnMut(usize, Event, Step),
    ) -> Run {
        for i in 0..limit {
            let Some(event) = self.step() else {
                return Run {
                    events: i,
                    end: RunEnd::End,
                };
            };
            if !event.is_link() {
                seen(i, event, self.step_of_last(&event));
            }
            if stops.hit(&event) {
                return Run {
                    events: i + 1,
                    end: RunEnd::Stop,
                };
            }
            if matches!(event, Event::Done) {
                return Run {
                    events: i + 1,
                    end: RunEnd::End,
                };
            }
        }
        Run {
            events: limit,
            end: RunEnd::Length,
        }
    }

    /// Up to `limit` events back, as that many calls of [`step_back`](Self::step_back),
    /// stopping when the last event left is one `stops` hits (after undoing at least one).
    /// `seen(index, event, step)` hears every event undone that is not a link event, in the
    /// order undone, with the step it was done in.
    pub fn back_events(
        &mut self,
        limit: usize,
        stops: &Stops,
        mut seen: impl FnMut(usize, Event, Step),
    ) -> Run {
        for i in 0..limit {
            let Some(event) = self.history.last() else {
                return Run {
                    events: i,
                    end: RunEnd::End,
                };
            };
            if !event.is_link() {
                seen(i, event, self.step_of_last(&event));
            }
            self.step_back();
            match self.history.last() {
                None => {
                    return Run {
                        events: i + 1,
                        end: RunEnd::End,
                    }
                }
                Some(last) if stops.hit(&last) => {
                    return Run {
                        events: i + 1,
                        end: RunEnd::Stop,
                    }
                }
                Some(_) => {}
            }
        }
        Run {
            events: limit,
            end: RunEnd::Length,
        }
    }

    /// The last event done, with its step, while the history holds it (`None` at the start
    /// or when the history is off or has forgotten it).
    pub fn last_event(&self) -> Option<(Event, Step)> {
        let event = self.history.last()?;
        Some((event, self.step_of_last(&event)))
    }
}
