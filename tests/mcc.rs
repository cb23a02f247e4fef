//! Multiplicities (Knuth's MCC, `u:v|a` as his `dlx3` reads it): the files in `tests/data/mcc`
//! solved and checked by brute force, the format's errors by line, and writing back.
//!
//! There is no `dlx3` binary here, so the counts are checked against a brute-force solver (and
//! Knuth's own statement of his example's solution), not against `dlx3`'s output; the search
//! follows Knuth's Algorithm M as `dlx3` implements it, its branching rule included.

use dlx::{format, Heuristic, Problem, Search};

#[path = "common/mcc_brute.rs"]
mod mcc_brute;
use mcc_brute::brute_force;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/mcc/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn problem(name: &str) -> Problem {
    format::parse_dlx(&data(name)).unwrap()
}

#[test]
fn data_files_match_brute_force() {
    for name in ["knuth-dlx3.dlx", "mdance.dlx", "committee.dlx"] {
        let p = problem(name);
        assert!(p.has_bounds(), "{name}");
        let expected = brute_force(&p);
        for h in [Heuristic::Mrv, Heuristic::First] {
            let mut search = Search::with_heuristic(p.clone(), h);
            let mut found: Vec<_> = search
                .solutions()
                .map(|s| {
                    let mut o = s.options;
                    o.sort();
                    o
                })
                .collect();
            found.sort();
            let expected: Vec<_> = expected.iter().cloned().collect();
            assert_eq!(found, expected, "{name} {h:?}");
        }
    }
}

/// dlx3's documentation gives its example's unique solution.
#[test]
fn knuths_example_has_his_solution() {
    let p = problem("knuth-dlx3.dlx");
    let mut search = Search::new(p);
    let solution = search.next_solution().unwrap();
    let mut texts: Vec<String> = solution
        .options
        .iter()
        .map(|&o| search.problem().option_text(o))
        .collect();
    texts.sort();
    assert_eq!(texts, ["A C X:1 Y:1", "B X:1", "C Y:1"]);
    assert!(search.next_solution().is_none());
    let stats = search.stats();
    assert_eq!(stats.solutions, 1);
    assert!(stats.cleansings > 0, "the colors were honoured");
}

/// Three of five and two of four, independently: C(5,3) x C(4,2) ways.
#[test]
fn mdance_counts_the_products() {
    let mut search = Search::new(problem("mdance.dlx"));
    assert_eq!(search.count(None), 10 * 6);
    let stats = search.stats();
    assert_eq!(stats.max_level, 5, "a solution holds five options");
    assert_eq!(search.profile()[0], 1);
    assert_eq!(*search.profile().last().unwrap(), 60);
}

#[test]
fn bounds_are_written_back_unchanged() {
    for text in [
        "A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n",
        "3|b 2|a\nb\na\n",
        "0:1|a 1:2|b c | x\na b x\nb c\n",
    ] {
        let p = format::parse_dlx(text).unwrap();
        assert_eq!(format::write_dlx(&p), text);
    }
    // `1:1|a` and `1|a` are `a`, covered once: a plain problem.
    let p = format::parse_dlx("1:1|a 1|b\na b\n").unwrap();
    assert!(!p.has_bounds());
    assert_eq!(format::write_dlx(&p), "a b\na b\n");
}

#[test]
fn bad_bounds_are_reported_by_line() {
    for (items, says) in [
        ("2:a b", "a lower bound needs an upper bound"),
        ("0|a b", "upper bound is 0"),
        ("0:0|a b", "upper bound is 0"),
        ("3:2|a b", "the lower bound 3 exceeds the upper bound 2"),
        ("99999999999|a b", "is too large: the limit is"),
        ("4000000|a b", "is too large: the limit is"),
        ("x|a b", "bad item name `x|a`: it contains `|`"),
        ("1:2:3|a b", "the bound `2:3` is not a number"),
        (":2|a b", "a bound is missing"),
        ("2:|a b", "a bound is missing"),
        ("2| a b", "an item name must follow its bounds"),
        ("a b | 2|x", "secondary item `x` has bounds"),
        ("a b |2|x", "secondary item `x` has bounds"),
        ("2|a 3|a", "duplicate item name `a`"),
        ("2|a: b", "bad item name"),
    ] {
        let text = format!("| a comment\n{items}\na b\n");
        let e = format::parse_dlx(&text).unwrap_err();
        assert_eq!(e.line, 2, "{items}: {e}");
        assert!(e.to_string().contains(says), "{items}: {e}");
    }
}

#[test]
fn presets_and_stepping_are_refused_with_reasons() {
    let p = problem("committee.dlx");
    let e = Search::with_presets(p.clone(), Heuristic::Mrv, &[dlx::OptionId(0)]).unwrap_err();
    assert!(e.to_string().contains("multiplicities"), "{e}");
    assert!(Search::with_presets(p.clone(), Heuristic::Mrv, &[]).is_ok());
    let e = Search::for_stepping(p, Heuristic::Mrv).unwrap_err();
    assert!(e.to_string().contains("not stepped"), "{e}");
}

#[test]
fn parallel_count_keeps_the_problem_whole() {
    let p = problem("committee.dlx");
    let expected = Search::new(p.clone()).count(None);
    let config = dlx::ParallelCount {
        threads: 2,
        ..dlx::ParallelCount::default()
    };
    let (found, _) = config.run(&p).unwrap();
    assert_eq!(found, expected);
}
