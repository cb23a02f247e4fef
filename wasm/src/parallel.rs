//! Counting in a pool of Web Workers (www/count-pool.js): one worker cuts the search tree
//! into subproblems ([`Solver::subproblems`]), and every worker counts the ones it is handed
//! after restarting its own solver on each ([`Solver::set_presets`]), reading the solutions'
//! options with `chosen` when the pool returns them. The cut is
//! [`dlx::parallel::split`]'s, so the counts add up to the sequential count exactly.

use dlx::parallel;
use dlx::OptionId;
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::Solver;

/// Sets `key` on a fresh object; that cannot fail.
fn set(object: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &key.into(), value);
}

#[wasm_bindgen]
impl Solver {
    /// Cuts the search tree into at least `target` subproblems (fewer when the tree is
    /// smaller), for a pool of workers: `{ flat, lengths, depths, shares, nodes, updates, maxLevel }`.
    /// Subproblem `k` is the `lengths[k]` option numbers that follow those of the subproblems
    /// before it in `flat` (both `Uint32Array`s): the options chosen from the root down to one
    /// node of the tree, the problem's own givens first, to hand to `setPresets`. `depths[k]`
    /// is that node's level, `shares[k]` its subtree's share of the whole tree (a
    /// `Float64Array`, see `treeFraction`). `nodes`, `updates` and `maxLevel` are the work of the levels
    /// above the cut, as a one-worker search counts it; the subproblems' own counts add up to
    /// the rest. Shallow subproblems come first: they tend to be the largest. With
    /// `inSearchOrder` they come in the order a one-worker search meets them instead, so that
    /// their solutions, subproblem after subproblem, are in that search's order.
    ///
    /// # Errors
    /// The solver has already searched (split a fresh one).
    pub fn subproblems(
        &self,
        target: u32,
        in_search_order: Option<bool>,
    ) -> Result<JsValue, JsError> {
        let search = &self.search;
        if search.stats().nodes > 0 || search.is_finished() || search.history_len() > 0 {
            return Err(JsError::new(
                "subproblems are cut from a fresh solver: this one has already searched",
            ));
        }
        let givens: Vec<OptionId> = search.chosen().collect();
        let split = parallel::split(
            search.problem(),
            search.heuristic(),
            &givens,
            target as usize,
        )
        .map_err(|e| JsError::new(&e.to_string()))?;
        let split = if in_search_order == Some(true) {
            split.into_search_order()
        } else {
            split
        };
        let mut flat = Vec::new();
        let mut lengths = Vec::with_capacity(split.subproblems.len());
        let mut depths = Vec::with_capacity(split.subproblems.len());
        for sub in &split.subproblems {
            flat.extend(sub.presets.iter().map(|o| o.0));
            lengths.push(sub.presets.len() as u32);
            depths.push(sub.depth);
        }
        let answer = js_sys::Object::new();
        set(
            &answer,
            "flat",
            &js_sys::Uint32Array::from(&flat[..]).into(),
        );
        set(
            &answer,
            "lengths",
            &js_sys::Uint32Array::from(&lengths[..]).into(),
        );
        set(
            &answer,
            "depths",
            &js_sys::Uint32Array::from(&depths[..]).into(),
        );
        let shares = crate::estimate::subtree_shares(search, &flat, &lengths, &depths);
        set(
            &answer,
            "shares",
            &js_sys::Float64Array::from(&shares[..]).into(),
        );
        set(&answer, "nodes", &(split.stats.nodes as f64).into());
        set(&answer, "updates", &(split.stats.updates as f64).into());
        set(&answer, "maxLevel", &split.stats.max_level.into());
        Ok(answer.into())
    }

    /// Starts the search again from the beginning with `presets` (option numbers) already
    /// chosen: the subtree of one subproblem from `subproblems`. They replace any options the
    /// solver had chosen before, a Sudoku's givens included (`subproblems` lists those too).
    /// The statistics start again from zero.
    ///
    /// # Errors
    /// An option number that does not exist, or two options that share an item.
    #[wasm_bindgen(js_name = setPresets)]
    pub fn set_presets(&mut self, presets: Vec<u32>) -> Result<(), JsError> {
        let options: Vec<OptionId> = presets.into_iter().map(OptionId).collect();
        let problem = self.search.problem().clone();
        self.search = Search::with_presets(problem, self.search.heuristic(), &options)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(())
    }
}
