//! Colors (Knuth's XCC): the counts of Knuth's `dlx2` on his example and on random problems,
//! and the format's colors read, written back and refused where misused.

use dlx::{format, Event, Search, Stats};

/// TAOCP 7.2.2.1's example of colors.
const TAOCP: &str = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n";

/// Knuth's `dlx2` (MRV, ties to the leftmost) on these problems: solutions, updates,
/// cleansings, nodes. Source: the README of the shared data (section `xcc/`), which took them
/// from `dlx2`'s own output.
const DLX2: [(&str, &str, [u64; 4]); 5] = [
    ("taocp", TAOCP, [1, 20, 3, 4]),
    (
        "random-1",
        include_str!("data/xcc/random-1.dlx"),
        [1662, 14113, 1708, 3203],
    ),
    (
        "random-2",
        include_str!("data/xcc/random-2.dlx"),
        [2536, 15547, 2040, 4632],
    ),
    (
        "random-3",
        include_str!("data/xcc/random-3.dlx"),
        [1789, 15868, 1067, 3244],
    ),
    (
        "random-4",
        include_str!("data/xcc/random-4.dlx"),
        [2281, 19140, 2215, 4042],
    ),
];

fn counts(s: Stats) -> [u64; 4] {
    [s.solutions, s.updates, s.cleansings, s.nodes]
}

#[test]
fn full_speed_counts_equal_dlx2s() {
    for (name, text, expected) in DLX2 {
        let mut search = Search::new(format::parse_dlx(text).unwrap());
        assert!(search.is_colored());
        search.count(None);
        assert_eq!(counts(search.stats()), expected, "{name}");
        assert!(search.check_links().is_ok(), "{name}");
    }
}

#[test]
fn stepping_counts_equal_dlx2s_and_steps_back_exactly() {
    for (name, text, expected) in DLX2 {
        let problem = format::parse_dlx(text).unwrap();
        let start = Search::new(problem.clone());
        let mut search = Search::new(problem);
        search.record_history(true);
        let mut kinds = [0usize; 4];
        while let Some(event) = search.step() {
            match event {
                Event::Purify { .. } => kinds[0] += 1,
                Event::Mark { .. } => kinds[1] += 1,
                Event::Unmark { .. } => kinds[2] += 1,
                Event::Unpurify { .. } => kinds[3] += 1,
                _ => {}
            }
        }
        assert_eq!(counts(search.stats()), expected, "{name}");
        assert_eq!(
            kinds[0] + kinds[1],
            expected[2] as usize,
            "{name}: cleansings"
        );
        assert_eq!(
            (kinds[0], kinds[1]),
            (kinds[3], kinds[2]),
            "{name}: each undone"
        );
        while search.step_back().is_some() {}
        assert_eq!(search.nodes(), start.nodes(), "{name}");
        assert_eq!(search.stats(), Stats::default(), "{name}");
    }
}

#[test]
fn the_taocp_example_has_its_one_solution() {
    let mut search = Search::new(format::parse_dlx(TAOCP).unwrap());
    let solution = search.next_solution().unwrap();
    let mut texts: Vec<String> = solution
        .options
        .iter()
        .map(|&o| search.problem().option_text(o))
        .collect();
    texts.sort();
    assert_eq!(texts, ["p r x:A y", "q x:A"]);
    assert_eq!(search.next_solution(), None);
}

#[test]
fn colors_are_written_back_unchanged() {
    for (name, text, _) in DLX2 {
        let problem = format::parse_dlx(text).unwrap();
        let written = format::write_dlx(&problem);
        let body: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(written.lines().skip(1).collect::<Vec<_>>(), body, "{name}");
        assert_eq!(format::parse_dlx(&written).unwrap(), problem, "{name}");
    }
}

#[test]
fn misused_colors_are_refused_with_their_line() {
    let cases = [
        (
            "p q | x\np x:A\nq:B x\n",
            "line 3: primary item `q` has a color: only secondary items take colors (`x:A`)",
        ),
        ("p | x\np x:\n", "line 2: bad color name ``: it is empty"),
        (
            "p | x\n\np x:A:B\n",
            "line 3: bad color name `A:B`: it contains `:`",
        ),
        (
            "p | x\np x:A x:B\n",
            "line 2: item `x` appears twice in this option",
        ),
        ("p | x\np z:A\n", "line 2: unknown item `z`"),
    ];
    for (text, message) in cases {
        let error = format::parse_dlx(text).unwrap_err();
        assert_eq!(error.to_string(), message, "{text:?}");
    }
}

#[test]
fn presets_commit_their_colors() {
    let problem = format::parse_dlx(TAOCP).unwrap();
    let option = |text: &str| {
        problem
            .options()
            .find(|&o| problem.option_text(o) == text)
            .unwrap()
    };
    let (q, pr, px) = (option("q x:A"), option("p r x:A y"), option("p x:B"));
    let count = |presets: &[dlx::OptionId]| {
        let mut search =
            Search::with_presets(problem.clone(), dlx::Heuristic::Mrv, presets).unwrap();
        let found = search.count(None);
        assert!(search.check_links().is_ok());
        found
    };
    assert_eq!(count(&[q]), 1);
    assert_eq!(count(&[pr]), 1);
    // Both give `x` the color A: they may share it, and together they solve it.
    assert_eq!(count(&[q, pr]), 1);
    assert_eq!(count(&[px]), 0);
    let clash = Search::with_presets(problem.clone(), dlx::Heuristic::Mrv, &[q, px]);
    assert_eq!(
        clash.unwrap_err().to_string(),
        "preset option 3 covers item `x` a second time"
    );
}

#[test]
fn the_outlook_tells_a_purification_under_way_from_an_item_to_cover() {
    let mut search = Search::new(format::parse_dlx(TAOCP).unwrap());
    let item = |name: &str| search.problem().item_by_name(name).unwrap();
    let (p, y) = (item("p"), item("y"));
    // Option `p q x y:A` is tried first (q has the fewest options): it covers x, purifies y,
    // then covers p. Its purification of y begins at event 13.
    for _ in 0..13 {
        search.step();
    }
    let outlook = search.outlook();
    assert_eq!(outlook.covering, Some(y));
    assert_eq!(outlook.to_cover, [p]);
    // Once purified, y stays among the active items but is not listed as still to cover.
    search.step();
    let outlook = search.outlook();
    assert_eq!((outlook.covering, outlook.to_cover), (None, vec![p]));
}
