//! A brute-force solver for exact covering with multiplicities and colors (Knuth's MCC), for
//! `tests/mcc_properties.rs` and `tests/mcc.rs`: it tries every set of options.

use std::collections::BTreeSet;

use dlx::{OptionId, Problem};

/// Every set of options that covers each primary item between its bounds, and where two
/// options share a secondary item only if both give it the same color: by trying all subsets.
pub fn brute_force(problem: &Problem) -> BTreeSet<Vec<OptionId>> {
    let options: Vec<OptionId> = problem.options().collect();
    let mut found = BTreeSet::new();
    assert!(
        options.len() <= 20,
        "brute force over {} options",
        options.len()
    );
    for subset in 0u32..1 << options.len() {
        let chosen: Vec<OptionId> = (0..options.len())
            .filter(|k| subset >> k & 1 == 1)
            .map(|k| options[k])
            .collect();
        let mut count = vec![0; problem.primary_count()];
        let mut uses: Vec<Vec<Option<&str>>> = vec![Vec::new(); problem.item_count()];
        for &o in &chosen {
            let colors = problem.option_colors(o);
            for (j, &item) in problem.option_items(o).iter().enumerate() {
                if problem.is_primary(item) {
                    count[item.index()] += 1;
                } else {
                    uses[item.index()].push(colors.get(j).copied().flatten());
                }
            }
        }
        let within = problem.items().take(problem.primary_count()).all(|item| {
            let (lower, upper) = problem.item_bounds(item);
            (lower..=upper).contains(&count[item.index()])
        });
        let compatible = uses
            .iter()
            .all(|u| u.len() <= 1 || (u[0].is_some() && u.iter().all(|&c| c == u[0])));
        if within && compatible {
            found.insert(chosen);
        }
    }
    found
}
