//! Stepping through Algorithm X one event at a time, forward and back (undoing each exactly),
//! or by a whole cover, option, solution or backtrack; the history that makes going back
//! possible; and what the search is about to decide. Runs of many events to a stop are in
//! `runs.rs`.

use dlx::{Event, Step, Stride};
use wasm_bindgen::prelude::*;

use crate::Solver;

/// Events cross the boundary as five numbers: a kind, up to three fields, and the step of
/// Algorithm X (1 to 8) the event belongs to, as the engine knows it.
pub(crate) fn encode((event, step): (Event, Step)) -> [u32; 5] {
    let [a, b, c] = match event {
        Event::Choose { level, item, len } => [level, item.0, len],
        Event::Cover { item } | Event::Uncover { item } => [item.0, 0, 0],
        Event::Hide { node }
        | Event::Unhide { node }
        | Event::Purify { node }
        | Event::Mark { node }
        | Event::Unmark { node }
        | Event::Unpurify { node } => [node.0, 0, 0],
        Event::Try {
            level,
            node,
            option,
        } => [level, node.0, option.0],
        Event::Solution { size } => [size, 0, 0],
        Event::Backtrack { level, item } => [level, item.0, 0],
        Event::Done => [0, 0, 0],
    };
    [event.kind_code(), a, b, c, step.number()]
}

fn encode_all(events: Vec<(Event, Step)>) -> Vec<u32> {
    events.into_iter().flat_map(encode).collect()
}

#[wasm_bindgen]
impl Solver {
    /// Turns the history on (so steps can be undone) or off.
    #[wasm_bindgen(js_name = recordHistory)]
    pub fn record_history(&mut self, on: bool) {
        self.search.record_history(on);
    }

    /// Keeps at most `limit` events in the history: older ones are forgotten, and stepping
    /// back stops there (bounds the memory of a long watched search).
    #[wasm_bindgen(js_name = setHistoryLimit)]
    pub fn set_history_limit(&mut self, limit: u32) {
        self.search.set_history_limit(limit as usize);
    }

    /// What one event of the history costs in wasm memory on average, at most, in bytes.
    #[wasm_bindgen(getter, js_name = historyBytesPerEvent)]
    pub fn history_bytes_per_event(&self) -> u32 {
        dlx::HISTORY_BYTES_PER_EVENT as u32
    }

    /// How many steps can be undone.
    #[wasm_bindgen(getter, js_name = historyLength)]
    pub fn history_length(&self) -> u32 {
        self.search.history_len() as u32
    }

    /// What the search is about to decide (`dlx::Search::outlook`), as a plain object:
    /// `{ placing, toCover, covering, emptyList, next }`, where `emptyList` is `{ kind:
    /// 'covered' }`, `{ kind: 'chosen', item, len, tried }` or `undefined`, and `next` is
    /// `{ kind: 'choose', level, item, len, after, empty }`, `{ kind: 'solution', after }`,
    /// `{ kind: 'done' }` or `{ kind: 'unknown' }`; items and options are numbers from 0,
    /// absent ones `undefined`.
    pub fn outlook(&mut self) -> Result<JsValue, JsError> {
        Ok(serde_wasm_bindgen::to_value(&self.search.outlook())?)
    }

    /// One elementary event forward, as `[kind, a, b, c, step]` (see `www/shared/engine.js`),
    /// or `undefined` when the search is over.
    pub fn step(&mut self) -> Option<Vec<u32>> {
        self.search.step_with_step().map(|e| encode(e).to_vec())
    }

    /// Undoes the last event exactly; returns it, or `undefined` at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Option<Vec<u32>> {
        self.search
            .step_back_with_step()
            .map(|e| encode(e).to_vec())
    }

    /// Forward to the end of the next whole cover or uncover; the events, five numbers each.
    #[wasm_bindgen(js_name = stepCover)]
    pub fn step_cover(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Cover))
    }

    /// Forward until the next option is tried.
    #[wasm_bindgen(js_name = stepOption)]
    pub fn step_option(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Option))
    }

    /// Forward to the next solution, one event at a time (recorded if the history is on).
    #[wasm_bindgen(js_name = stepSolution)]
    pub fn step_solution(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Solution))
    }

    /// Forward to the next backtrack.
    #[wasm_bindgen(js_name = stepBacktrack)]
    pub fn step_backtrack(&mut self) -> Vec<u32> {
        encode_all(self.search.advance(Stride::Backtrack))
    }

    /// Back to the end of the previous whole cover or uncover.
    #[wasm_bindgen(js_name = backCover)]
    pub fn back_cover(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Cover))
    }

    /// Back to just after the previous option was tried.
    #[wasm_bindgen(js_name = backOption)]
    pub fn back_option(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Option))
    }

    /// Back to just after the previous solution.
    #[wasm_bindgen(js_name = backSolution)]
    pub fn back_solution(&mut self) -> Vec<u32> {
        encode_all(self.search.retreat(Stride::Solution))
    }
}
