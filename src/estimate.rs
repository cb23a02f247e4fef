//! How long will it take? Knuth's random-path estimate of the size of a search tree (TAOCP
//! 7.2.2; Knuth, "Estimating the efficiency of backtrack programs", 1975).
//!
//! One sample follows a single path down from the root, with the search's own choice of item
//! at each node and one of that item's `d` options picked uniformly at random. If the nodes on
//! the path have `d_0, d_1, ...` branches, then `1 + d_0 + d_0 d_1 + ...` is an unbiased
//! estimate of the number of nodes: each node of the tree is reached with probability
//! `1 / (d_0 ... d_{l-1})`, and counted with that weight. In the same way `d_0 ... d_{l-1}`
//! at a solution leaf (0 at a dead end) estimates the solutions, and the updates done at each
//! node, weighted alike, the updates. The mean of many samples converges to the counts
//! [`Search::count`] reports in [`Stats`](crate::Stats), where a node is one entered (an item
//! chosen) or a solution found.
//!
//! ```
//! use dlx::{estimate::estimate, examples, Heuristic};
//! let e = estimate(&examples::queens(8), Heuristic::Mrv, 2000, 1);
//! // 8 queens has 92 solutions in a tree of 1199 nodes.
//! assert!((e.solutions.mean - 92.0).abs() < 4.0 * e.solutions.std_error);
//! assert!((e.nodes.mean - 1199.0).abs() < 4.0 * e.nodes.std_error);
//! ```

use crate::generate::SplitMix64;
use crate::{Event, Heuristic, OptionId, PresetError, Problem, Search};

/// The mean of the samples of one quantity, and how far it may be from the truth.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Measure {
    /// The mean over the samples: the estimate.
    pub mean: f64,
    /// The standard deviation of one sample.
    pub std_dev: f64,
    /// The standard error of the mean (`std_dev / sqrt(samples)`): the truth is within two of
    /// these of the mean about 95% of the time, once the samples are many enough to show the
    /// rare large ones.
    pub std_error: f64,
}

impl Measure {
    /// The standard error as a fraction of the mean (0 when the mean is 0).
    pub fn relative_error(&self) -> f64 {
        if self.mean == 0.0 {
            0.0
        } else {
            self.std_error / self.mean
        }
    }
}

/// Estimates of a full search's counts, from random paths.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Estimate {
    /// The number of random paths followed.
    pub samples: u64,
    /// Search-tree nodes, as [`Stats::nodes`](crate::Stats::nodes) counts them.
    pub nodes: Measure,
    /// Updates, as [`Stats::updates`](crate::Stats::updates) counts them.
    pub updates: Measure,
    /// Solutions.
    pub solutions: Measure,
}

/// What one random path says: its estimates of nodes, updates and solutions.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Sample {
    /// `1 + d_0 + d_0 d_1 + ...` down to the path's leaf.
    pub nodes: f64,
    /// The updates at each node of the path, weighted by the number of such nodes it stands
    /// for.
    pub updates: f64,
    /// `d_0 ... d_{l-1}` when the path ends in a solution, else 0.
    pub solutions: f64,
}

/// Follows one path down the tree of `search`, which must be fresh (before its first step)
/// with its history off; at a node with `d` branches, `pick(d)` says which one to take (from
/// 0, below `d`). The search is left at the path's leaf.
///
/// With `pick` uniformly random this is one sample of Knuth's estimate; [`estimate`] takes
/// the mean of many.
///
/// # Panics
/// When `pick(d)` is not below `d`, or when the search records its history (a branch taken by
/// [`Search::try_other`] cannot be stepped back).
pub fn sample(search: &mut Search, mut pick: impl FnMut(u32) -> u32) -> Sample {
    let mut s = Sample::default();
    // The number of nodes at the current level that the path stands for.
    let mut weight = 1.0;
    let mut degree = 0;
    let mut mark = search.stats().updates;
    // Updates are weighted by the nodes they are done at: covering the chosen item once per
    // node, committing an option once per child, so a try's updates count `d` times more.
    let mut flush = |search: &Search, s: &mut Sample, weight: f64| {
        let now = search.stats().updates;
        s.updates += weight * (now - mark) as f64;
        mark = now;
    };
    while let Some(event) = search.step() {
        match event {
            Event::Choose { len, .. } => {
                flush(search, &mut s, weight);
                s.nodes += weight;
                degree = len;
            }
            Event::Try { .. } => {
                flush(search, &mut s, weight);
                weight *= f64::from(degree);
                let k = pick(degree);
                assert!(k < degree, "branch {k} of {degree}");
                search
                    .try_other(k)
                    .expect("right after a try, with the history off");
            }
            Event::Solution { .. } => {
                flush(search, &mut s, weight);
                s.nodes += weight;
                s.solutions += weight;
                break;
            }
            // The first backtrack is at the path's dead end: nothing below it was tried.
            Event::Backtrack { .. } | Event::Done => {
                flush(search, &mut s, weight);
                break;
            }
            _ => {}
        }
    }
    s
}

/// Running mean and variance (Welford's method), stable over many samples of any size.
#[derive(Default)]
struct Moments {
    n: u64,
    mean: f64,
    m2: f64,
}

impl Moments {
    fn add(&mut self, x: f64) {
        self.n += 1;
        let delta = x - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (x - self.mean);
    }

    fn measure(&self) -> Measure {
        let std_dev = if self.n > 1 {
            (self.m2 / (self.n - 1) as f64).sqrt()
        } else {
            0.0
        };
        Measure {
            mean: self.mean,
            std_dev,
            std_error: std_dev / (self.n.max(1) as f64).sqrt(),
        }
    }
}

/// Estimates the counts of a full search of `problem` branching by `heuristic`, from `samples`
/// random paths (at least one) drawn from `seed`: the same seed gives the same estimate.
pub fn estimate(problem: &Problem, heuristic: Heuristic, samples: u64, seed: u64) -> Estimate {
    let mut sampler = Sampler::new(problem.clone(), heuristic, seed);
    sampler.run(samples.max(1));
    sampler.estimate()
}

/// Knuth's estimate taken a few paths at a time, so that a caller can report (and stop) between
/// them: [`run`](Self::run) as often as wanted, [`estimate`](Self::estimate) at any point.
/// The same seed and the same total of paths give exactly what [`estimate`] gives.
///
/// ```
/// use dlx::{estimate::Sampler, examples, Heuristic};
/// let mut sampler = Sampler::new(examples::queens(8), Heuristic::Mrv, 1);
/// sampler.run(500);
/// sampler.run(1500);
/// assert_eq!(sampler.estimate(), dlx::estimate::estimate(&examples::queens(8), Heuristic::Mrv, 2000, 1));
/// ```
pub struct Sampler {
    problem: Problem,
    heuristic: Heuristic,
    presets: Vec<OptionId>,
    rng: SplitMix64,
    nodes: Moments,
    updates: Moments,
    solutions: Moments,
}

impl Sampler {
    /// A sampler of the search tree of `problem`, drawing its paths from `seed`.
    pub fn new(problem: Problem, heuristic: Heuristic, seed: u64) -> Sampler {
        Sampler {
            problem,
            heuristic,
            presets: Vec::new(),
            rng: SplitMix64::new(seed),
            nodes: Moments::default(),
            updates: Moments::default(),
            solutions: Moments::default(),
        }
    }

    /// A sampler of the subtree below `presets` (a Sudoku's givens, a subproblem), as
    /// [`Search::with_presets`] searches it.
    ///
    /// # Errors
    /// The presets' own: an option that does not exist, or two that share an item.
    pub fn with_presets(
        problem: Problem,
        heuristic: Heuristic,
        presets: &[OptionId],
        seed: u64,
    ) -> Result<Sampler, PresetError> {
        Search::with_presets(problem.clone(), heuristic, presets)?;
        let mut sampler = Sampler::new(problem, heuristic, seed);
        sampler.presets = presets.to_vec();
        Ok(sampler)
    }

    /// Follows `samples` more random paths.
    pub fn run(&mut self, samples: u64) {
        for _ in 0..samples {
            // A fresh search per path: a path cannot be stepped back after `try_other`, and
            // building a search costs about what one path down it does.
            let mut search = if self.presets.is_empty() {
                Search::with_heuristic(self.problem.clone(), self.heuristic)
            } else {
                Search::with_presets(self.problem.clone(), self.heuristic, &self.presets)
                    .expect("checked when the sampler was made")
            };
            let rng = &mut self.rng;
            let s = sample(&mut search, |d| rng.below(d as usize) as u32);
            self.nodes.add(s.nodes);
            self.updates.add(s.updates);
            self.solutions.add(s.solutions);
        }
    }

    /// The estimate from the paths followed so far (all zero before the first).
    pub fn estimate(&self) -> Estimate {
        Estimate {
            samples: self.nodes.n,
            nodes: self.nodes.measure(),
            updates: self.updates.measure(),
            solutions: self.solutions.measure(),
        }
    }
}

/// The share of the whole search tree that lies below the node reached by `presets`, whose
/// last `depth` options were chosen by the search (the others are the problem's own, set
/// before it): `1 / (d_0 ... d_{depth-1})`, the `d`s being the branches of the nodes on the way
/// down, on the guess [`Search::tree_fraction`] makes, that sibling subtrees are alike. A pool
/// that counts the subproblems of [`crate::parallel::split`] weighs each one's own fraction
/// by this to tell how much of the whole tree is done.
///
/// # Errors
/// The presets' own, as [`Search::with_presets`] reports them.
pub fn subtree_share(
    problem: &Problem,
    heuristic: Heuristic,
    presets: &[OptionId],
    depth: usize,
) -> Result<f64, PresetError> {
    let top = presets.len().saturating_sub(depth);
    let mut share = 1.0;
    for end in top..presets.len() {
        let mut search = Search::with_presets(problem.clone(), heuristic, &presets[..end])?;
        if let Some(Event::Choose { len, .. }) = search.step() {
            share /= f64::from(len.max(1));
        }
    }
    Ok(share)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples;
    use crate::langford::{Langford, Symmetry};
    use crate::queens::Queens;

    /// The exact mean of the estimator: every path of the tree, each with its probability.
    fn exact_mean(problem: &Problem, heuristic: Heuristic) -> Sample {
        let mut mean = Sample::default();
        // The branches of the next path, and the degrees of their nodes: an odometer.
        let mut path: Vec<(u32, u32)> = Vec::new();
        loop {
            let mut level = 0;
            let mut search = Search::with_heuristic(problem.clone(), heuristic);
            let s = sample(&mut search, |d| {
                if level == path.len() {
                    path.push((0, d));
                }
                level += 1;
                path[level - 1].0
            });
            path.truncate(level);
            let probability: f64 = path.iter().map(|&(_, d)| 1.0 / f64::from(d)).product();
            mean.nodes += probability * s.nodes;
            mean.updates += probability * s.updates;
            mean.solutions += probability * s.solutions;
            while let Some((k, d)) = path.pop() {
                if k + 1 < d {
                    path.push((k + 1, d));
                    break;
                }
            }
            if path.is_empty() {
                return mean;
            }
        }
    }

    #[test]
    fn the_mean_over_every_path_is_the_true_count() {
        let problems = [
            examples::knuth(),
            Queens::new(6).unwrap().encode().0,
            Langford::new(4).unwrap().encode(Symmetry::Keep).0,
        ];
        for problem in &problems {
            for heuristic in [Heuristic::Mrv, Heuristic::First] {
                let mut search = Search::with_heuristic(problem.clone(), heuristic);
                search.count(None);
                let truth = search.stats();
                let Sample {
                    nodes,
                    updates,
                    solutions,
                } = exact_mean(problem, heuristic);
                let close = |a: f64, b: u64| (a - b as f64).abs() < 1e-6 * (b as f64).max(1.0);
                assert!(close(nodes, truth.nodes), "{nodes} {truth:?}");
                assert!(close(updates, truth.updates), "{updates} {truth:?}");
                assert!(close(solutions, truth.solutions), "{solutions} {truth:?}");
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_estimate_and_another_seed_another() {
        let problem = Queens::new(6).unwrap().encode().0;
        let a = estimate(&problem, Heuristic::Mrv, 50, 7);
        assert_eq!(a, estimate(&problem, Heuristic::Mrv, 50, 7));
        assert_ne!(a, estimate(&problem, Heuristic::Mrv, 50, 8));
        assert_eq!(a.samples, 50);
        assert!(a.nodes.mean >= 1.0 && a.nodes.std_error > 0.0);
    }

    #[test]
    fn a_tree_without_choices_is_estimated_exactly() {
        // Every item has one option: a single path, so every sample says the same.
        let mut b = crate::ProblemBuilder::new();
        b.primary("a").unwrap();
        b.primary("b").unwrap();
        b.option(&["a"]).unwrap();
        b.option(&["b"]).unwrap();
        let problem = b.build().unwrap();
        let e = estimate(&problem, Heuristic::Mrv, 5, 1);
        let mut search = Search::new(problem);
        search.count(None);
        assert_eq!(e.nodes.mean, search.stats().nodes as f64);
        assert_eq!(e.solutions.mean, 1.0);
        assert_eq!(e.nodes.std_dev, 0.0);
    }

    #[test]
    fn a_sampler_with_presets_estimates_the_subtree_below_them() {
        let problem = Queens::new(7).unwrap().encode().0;
        let split = crate::parallel::split(&problem, Heuristic::Mrv, &[], 4).unwrap();
        let sub = &split.subproblems[0];
        let mut sampler =
            Sampler::with_presets(problem.clone(), Heuristic::Mrv, &sub.presets, 3).unwrap();
        assert_eq!(sampler.estimate().samples, 0);
        sampler.run(4000);
        let e = sampler.estimate();
        let mut search = Search::with_presets(problem, Heuristic::Mrv, &sub.presets).unwrap();
        search.count(None);
        let truth = search.stats();
        assert_eq!(e.samples, 4000);
        assert!((e.nodes.mean - truth.nodes as f64).abs() < 5.0 * e.nodes.std_error.max(1e-9));
        assert!(
            (e.solutions.mean - truth.solutions as f64).abs()
                < 5.0 * e.solutions.std_error.max(1e-9)
        );
    }

    #[test]
    fn subtree_shares_are_one_over_the_branches_on_the_way_down() {
        let problem = examples::queens(8);
        // Every item has 8 options at the root: a cut of 8 is the root's 8 branches.
        let split = crate::parallel::split(&problem, Heuristic::Mrv, &[], 8).unwrap();
        assert_eq!(split.subproblems.len(), 8);
        for sub in &split.subproblems {
            let share =
                subtree_share(&problem, Heuristic::Mrv, &sub.presets, sub.depth as usize).unwrap();
            assert_eq!(share, 1.0 / 8.0);
        }
        // Deeper cuts: the shares of the subtrees, with those of the dead ends above the cut,
        // make the whole tree, so the subtrees' alone make at most all of it.
        let split = crate::parallel::split(&problem, Heuristic::Mrv, &[], 40).unwrap();
        let shares: Vec<f64> = split
            .subproblems
            .iter()
            .map(|s| subtree_share(&problem, Heuristic::Mrv, &s.presets, s.depth as usize).unwrap())
            .collect();
        let total: f64 = shares.iter().sum();
        assert!(total <= 1.0 + 1e-12 && total > 0.5, "{total}");
        assert!(shares.iter().any(|&s| s < 1.0 / 8.0));
        assert_eq!(
            subtree_share(&problem, Heuristic::Mrv, &[], 0).unwrap(),
            1.0
        );
    }
}
