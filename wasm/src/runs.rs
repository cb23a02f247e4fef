//! Runs of events for the visualizer's player: many steps forward or back in one call
//! (`dlx::Search::run_events`, `back_events`), with only the search events sent back. Playing
//! as fast as it goes would otherwise cross into wasm once per link.

use dlx::{Event, RunEnd, Step, Stops};
use wasm_bindgen::prelude::*;

use crate::stepping::encode;
use crate::Solver;

/// What a run sends back: `[events, end, then six numbers per search event: index in the run,
/// then the event as `encode` writes it]`; `end` is 0 (its length), 1 (a stop), 2 (the end of
/// the search forward, of the history back). `go` does the run, telling each search event to
/// the listener it is given.
fn report(go: impl FnOnce(&mut dyn FnMut(usize, Event, Step)) -> dlx::Run) -> Vec<u32> {
    let mut out = vec![0, 0];
    let run = go(&mut |i, e, s| {
        out.push(i as u32);
        out.extend(encode((e, s)));
    });
    out[0] = run.events as u32;
    out[1] = match run.end {
        RunEnd::Length => 0,
        RunEnd::Stop => 1,
        RunEnd::End => 2,
    };
    out
}

fn stops(kinds: u32, level: i32) -> Stops {
    Stops {
        kinds,
        level: u32::try_from(level).ok(),
    }
}

#[wasm_bindgen]
impl Solver {
    /// Up to `limit` events forward, each recorded as `step` records it, stopping after an
    /// event whose kind is in the bit set `kinds` (bit k: kind k of `EVENT_KINDS`) or after a
    /// choice at `level` (-1: none). Returns `[events, end, ...]`, six numbers per search event
    /// (index in the run, kind, a, b, c, step); link events are counted, not listed.
    #[wasm_bindgen(js_name = runEvents)]
    pub fn run_events(&mut self, limit: u32, kinds: u32, level: i32) -> Vec<u32> {
        let stops = stops(kinds, level);
        report(|seen| self.search.run_events(limit as usize, &stops, seen))
    }

    /// Up to `limit` events back, stopping when the last event left is of a kind in `kinds` or
    /// a choice at `level` (after undoing at least one). Returns `[events, end, ...]` as
    /// `runEvents` does, the search events in the order undone.
    #[wasm_bindgen(js_name = backEvents)]
    pub fn back_events(&mut self, limit: u32, kinds: u32, level: i32) -> Vec<u32> {
        let stops = stops(kinds, level);
        report(|seen| self.search.back_events(limit as usize, &stops, seen))
    }

    /// The last event done as `[kind, a, b, c, step]`, or `undefined` at the start (or when
    /// the history has forgotten it).
    #[wasm_bindgen(js_name = lastEvent)]
    pub fn last_event(&self) -> Option<Vec<u32>> {
        self.search.last_event().map(|e| encode(e).to_vec())
    }
}
