//! How large is the search, and how much of it is done: Knuth's random-path estimate taken in
//! slices ([`Estimator`]), so that a worker can report as it samples, and the search's own
//! [`tree fraction`](Solver::tree_fraction), which a pool of workers weighs by each
//! subproblem's [share](subtree_shares) of the tree.

use dlx::estimate::subtree_share;
#[cfg(feature = "full")]
use dlx::estimate::{Measure, Sampler};
use dlx::{OptionId, Search};
#[cfg(feature = "full")]
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::Solver;

#[cfg(feature = "full")]
/// Knuth's estimate of a problem's whole search, a few paths at a time.
#[wasm_bindgen]
pub struct Estimator {
    sampler: Sampler,
}

#[cfg(feature = "full")]
/// One estimated count: its mean over the paths and the standard error of that mean.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Guess {
    mean: f64,
    std_error: f64,
}

#[cfg(feature = "full")]
impl From<Measure> for Guess {
    fn from(m: Measure) -> Guess {
        Guess {
            mean: m.mean,
            std_error: m.std_error,
        }
    }
}

#[cfg(feature = "full")]
#[derive(Serialize)]
struct Answer {
    samples: f64,
    nodes: Guess,
    updates: Guess,
    solutions: Guess,
}

#[cfg(feature = "full")]
#[wasm_bindgen]
impl Estimator {
    /// Follows `samples` more random paths down the tree.
    pub fn run(&mut self, samples: f64) {
        self.sampler.run(samples.max(0.0) as u64);
    }

    /// The estimate so far: `{ samples, nodes, updates, solutions }`, each count as
    /// `{ mean, stdError }` (all zero before the first path).
    pub fn estimate(&self) -> Result<JsValue, JsError> {
        let e = self.sampler.estimate();
        let answer = Answer {
            samples: e.samples as f64,
            nodes: e.nodes.into(),
            updates: e.updates.into(),
            solutions: e.solutions.into(),
        };
        Ok(serde_wasm_bindgen::to_value(&answer)?)
    }
}

#[wasm_bindgen]
impl Solver {
    #[cfg(feature = "full")]
    /// An estimator of this problem's whole search (from its start, with its givens and its
    /// heuristic, wherever this solver is now), drawing its paths from `seed`: the same seed
    /// gives the same estimate.
    pub fn estimator(&self, seed: f64) -> Estimator {
        let search = &self.search;
        // The options chosen, less one per level of the current path: the presets.
        let mut presets: Vec<OptionId> = search.chosen().collect();
        presets.truncate(presets.len() - search.branches().count());
        let sampler = Sampler::with_presets(
            search.problem().clone(),
            search.heuristic(),
            &presets,
            seed.max(0.0) as u64,
        )
        .expect("this solver's own presets are valid");
        Estimator { sampler }
    }

    /// How much of the search tree lies before where the search is now, from 0 to 1 (1 once
    /// finished), on the guess that sibling subtrees are alike; it never goes down as the
    /// search goes on. After `setPresets`, the fraction of that subproblem's subtree.
    #[wasm_bindgen(getter, js_name = treeFraction)]
    pub fn tree_fraction(&self) -> f64 {
        self.search.tree_fraction()
    }
}

/// The share of the whole tree below each subproblem of a split (`flat` and `lengths` as
/// `subproblems` gives them, `depths` their levels): what one subproblem's `treeFraction`
/// is worth in the whole search's.
pub(crate) fn subtree_shares(
    search: &Search,
    flat: &[u32],
    lengths: &[u32],
    depths: &[u32],
) -> Vec<f64> {
    let mut at = 0;
    lengths
        .iter()
        .zip(depths)
        .map(|(&len, &depth)| {
            let presets: Vec<OptionId> = flat[at..at + len as usize]
                .iter()
                .map(|&o| OptionId(o))
                .collect();
            at += len as usize;
            subtree_share(
                search.problem(),
                search.heuristic(),
                &presets,
                depth as usize,
            )
            .unwrap_or(0.0)
        })
        .collect()
}
