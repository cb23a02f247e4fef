//! `dlx estimate`: how large the search tree is, from random paths down it (see
//! [`dlx::estimate`]).

use std::io::Write;

use dlx::estimate::{estimate as random_paths, Measure};
use dlx::{Heuristic, Search};

use crate::input::{read_problem, Failure};
use crate::options::{EstimateArgs, HeuristicArg};
use crate::output::plural;

/// Prints the estimated nodes, updates and solutions, each with its standard error; with
/// `--exact`, beside the counts of the real search.
pub fn estimate(args: &EstimateArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let (problem, source) = read_problem(args.file.as_deref(), args.format)?;
    // The random paths step the search, which a problem with multiplicities does not do.
    if problem.has_bounds() {
        let why = dlx::NotSteppable;
        return Err(source.error(format_args!("cannot estimate: {why}")));
    }
    let heuristic: Heuristic = args.heuristic.into();
    let e = random_paths(&problem, heuristic, args.samples, args.seed);
    let rule = match args.heuristic {
        HeuristicArg::Mrv => "MRV",
        HeuristicArg::First => "first item",
    };
    writeln!(
        out,
        "estimated from {} random {} (seed {}, {rule}); ± is one standard error",
        e.samples,
        plural(e.samples, "path", "paths"),
        args.seed
    )?;
    let exact = args.exact.then(|| {
        let mut search = Search::with_heuristic(problem, heuristic);
        search.count(None);
        search.stats()
    });
    let rows = [
        ("nodes", e.nodes, exact.map(|s| s.nodes)),
        ("updates", e.updates, exact.map(|s| s.updates)),
        ("solutions", e.solutions, exact.map(|s| s.solutions)),
    ];
    for (name, measure, truth) in rows {
        let mut line = format!("{name:<10} {}", about(&measure));
        if let Some(truth) = truth {
            line.push_str(&format!("; counted {truth}"));
            if truth > 0 {
                let off = (measure.mean - truth as f64).abs() / truth as f64;
                line.push_str(&format!(", {} off", percent(off)));
            }
        }
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(0)
}

/// `about 1.23 million (± 3.1%)`, or `0 (no path met one)` for an estimate of 0.
pub fn about(m: &Measure) -> String {
    if m.mean == 0.0 {
        return "0 (no path met one)".to_string();
    }
    format!(
        "about {} (± {})",
        in_words(m.mean),
        percent(m.relative_error())
    )
}

/// A fraction as a percentage with two significant digits or so: `3.1%`, `12%`, `0.42%`.
fn percent(f: f64) -> String {
    let p = 100.0 * f;
    if p >= 10.0 {
        format!("{p:.0}%")
    } else if p >= 1.0 {
        format!("{p:.1}%")
    } else {
        format!("{p:.2}%")
    }
}

/// A large number to three significant digits in words: `1199`, `327 thousand`,
/// `2.86 million`, `1.50e21` past the trillions.
pub fn in_words(x: f64) -> String {
    const NAMES: [(f64, &str); 4] = [
        (1e12, "trillion"),
        (1e9, "billion"),
        (1e6, "million"),
        (1e3, "thousand"),
    ];
    if x >= 1e15 {
        return format!("{x:.2e}");
    }
    if x < 1e4 {
        return three_digits(x);
    }
    let (scale, name) = NAMES
        .iter()
        .find(|(scale, _)| x >= *scale)
        .expect("x is at least 1e4");
    format!("{} {name}", three_digits(x / scale))
}

/// `x` with about three significant digits: `1199`, `327`, `2.86`, `0.5`.
fn three_digits(x: f64) -> String {
    let text = if x >= 100.0 {
        format!("{x:.0}")
    } else if x >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    };
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_words() {
        assert_eq!(in_words(1199.0), "1199");
        assert_eq!(in_words(91.44), "91.4");
        assert_eq!(in_words(2.5), "2.5");
        assert_eq!(in_words(327_750.4), "328 thousand");
        assert_eq!(in_words(2_855_948.0), "2.86 million");
        assert_eq!(in_words(38_673_459_000.0), "38.7 billion");
        assert_eq!(in_words(1.5e21), "1.50e21");
        assert_eq!(percent(0.031), "3.1%");
        assert_eq!(percent(0.12), "12%");
        assert_eq!(percent(0.0042), "0.42%");
    }
}
