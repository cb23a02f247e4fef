//! The parser's warnings: an option of secondary items only is left out, as Knuth's `dlx1` and
//! `dlx2` leave it out ("Option ignored (no primary items)"), and named by its line; every
//! other fault in an option is still an error.

use dlx::format::{self, parse_dlx, parse_dlx_with_warnings, WarningKind, MAX_WARNINGS};
use dlx::Search;

/// The example of color controls in the documentation of Knuth's `dlx2`, line for line.
const KNUTH_DLX2: &str = include_str!("data/xcc/knuth-dlx2-example.dlx");

/// An option as its items, each with its color if it has one.
type Entries = Vec<(&'static str, Option<&'static str>)>;

/// The solutions of an XCC problem by its definition, over every subset of `options`: each
/// primary item in exactly one chosen option, and each secondary item either in at most one
/// chosen option without a color, or in any number of chosen options that all give it the
/// same color. Written from TAOCP 7.2.2.1's definition, independently of the engine.
fn brute_force(primary: &[&str], options: &[Entries]) -> Vec<Vec<usize>> {
    let mut solutions = Vec::new();
    for mask in 0u32..1 << options.len() {
        let chosen: Vec<usize> = (0..options.len()).filter(|k| mask >> k & 1 == 1).collect();
        let mut covered: Vec<(&str, Option<&str>)> = Vec::new();
        for &k in &chosen {
            covered.extend(options[k].iter().copied());
        }
        let primaries_once = primary
            .iter()
            .all(|p| covered.iter().filter(|(name, _)| name == p).count() == 1);
        let secondaries_agree = covered.iter().all(|&(name, color)| {
            if primary.contains(&name) {
                return true;
            }
            let uses: Vec<Option<&str>> = covered
                .iter()
                .filter(|(n, _)| *n == name)
                .map(|&(_, c)| c)
                .collect();
            match color {
                None => uses.len() == 1,
                Some(_) => uses.iter().all(|&c| c == color),
            }
        });
        if primaries_once && secondaries_agree {
            solutions.push(chosen);
        }
    }
    solutions
}

#[test]
fn knuths_dlx2_example_reads_with_a_warning_and_has_one_solution() {
    let parsed = parse_dlx_with_warnings(KNUTH_DLX2).expect("Knuth's own example is read");
    assert_eq!(parsed.warning_count, 1);
    assert_eq!(parsed.warnings.len(), 1);
    let warning = &parsed.warnings[0];
    // Line 5, counting the comment line as Knuth's file has it.
    assert_eq!(warning.line, 5);
    assert_eq!(
        warning.kind,
        WarningKind::OptionWithoutPrimary {
            option: "X:0 Y:1".to_string()
        }
    );
    assert_eq!(warning.kind.code(), "no-primary");
    assert_eq!(
        warning.to_string(),
        "line 5: option ignored (it has no primary item): X:0 Y:1"
    );
    // The problem is built without it: the four other options, in order.
    let problem = parsed.problem;
    let texts: Vec<String> = problem.options().map(|o| problem.option_text(o)).collect();
    assert_eq!(texts, ["A B X:0 Y:0", "A C X:1 Y:1", "B X:1", "C Y:1"]);

    // The oracle: all 32 subsets of the five options as written (the ignored one included),
    // judged by the definition. Exactly one is a solution, `A C X:1 Y:1` with `B X:1`; the
    // ignored option is in none (with `A C X:1 Y:1` it would give X two colors, and with
    // `A B X:0 Y:0` Y two colors), so leaving it out loses nothing. dlx2 prints 1 solution.
    let written: Vec<Entries> = vec![
        vec![("A", None), ("B", None), ("X", Some("0")), ("Y", Some("0"))],
        vec![("A", None), ("C", None), ("X", Some("1")), ("Y", Some("1"))],
        vec![("X", Some("0")), ("Y", Some("1"))],
        vec![("B", None), ("X", Some("1"))],
        vec![("C", None), ("Y", Some("1"))],
    ];
    assert_eq!(brute_force(&["A", "B", "C"], &written), vec![vec![1, 3]]);

    let mut search = Search::new(problem.clone());
    assert!(search.find_next());
    let mut found: Vec<String> = search.chosen().map(|o| problem.option_text(o)).collect();
    found.sort();
    assert_eq!(found, ["A C X:1 Y:1", "B X:1"]);
    assert!(!search.find_next(), "one solution only");
    assert_eq!(Search::new(problem).count(None), 1);
}

#[test]
fn parse_dlx_leaves_the_option_out_without_a_word() {
    let parsed = parse_dlx_with_warnings(KNUTH_DLX2).unwrap();
    assert_eq!(parse_dlx(KNUTH_DLX2).unwrap(), parsed.problem);
    let detected = format::parse_with_warnings(KNUTH_DLX2, format::detect(KNUTH_DLX2)).unwrap();
    assert_eq!(detected, parsed);
}

#[test]
fn every_ignored_option_is_counted_and_the_first_ones_kept() {
    let mut text = String::from("A | x y\nA\n");
    let ignored = MAX_WARNINGS + 50;
    for k in 0..ignored {
        text.push_str(if k % 2 == 0 { "x\n" } else { "y x\n" });
    }
    text.push_str("A x\n");
    let parsed = parse_dlx_with_warnings(&text).unwrap();
    assert_eq!(parsed.warning_count, ignored);
    assert_eq!(parsed.warnings.len(), MAX_WARNINGS);
    let lines: Vec<usize> = parsed.warnings.iter().map(|w| w.line).collect();
    assert_eq!(lines, (3..3 + MAX_WARNINGS).collect::<Vec<_>>());
    assert_eq!(parsed.problem.option_count(), 2);
    assert_eq!(Search::new(parsed.problem).count(None), 2);
}

#[test]
fn a_long_ignored_option_is_cut_in_its_warning() {
    let names: Vec<String> = (0..40).map(|k| format!("x{k}")).collect();
    let text = format!("A | {}\nA\n{}\n", names.join(" "), names.join(" "));
    let parsed = parse_dlx_with_warnings(&text).unwrap();
    let WarningKind::OptionWithoutPrimary { option } = &parsed.warnings[0].kind else {
        panic!("{:?}", parsed.warnings[0]);
    };
    assert!(option.ends_with('…'), "{option}");
    assert!(option.len() <= 80 + '…'.len_utf8(), "{option}");
    assert!(option.starts_with("x0 x1 x2"), "{option}");
}

#[test]
fn other_faults_of_an_option_without_primary_items_are_still_errors() {
    let err = |text: &str| parse_dlx_with_warnings(text).unwrap_err().to_string();
    assert_eq!(
        err("A | x y\nA\nx z\n"),
        "line 3: unknown item `z`",
        "an unknown item"
    );
    assert_eq!(
        err("A | x y\nA\nx y x\n"),
        "line 3: item `x` appears twice in this option"
    );
    assert_eq!(
        err("A | x y\nA\nx: y\n"),
        "line 3: bad color name ``: it is empty"
    );
    // An ignored line does not shift the lines of later errors.
    assert_eq!(err("A | x\nx\nA\nA B\n"), "line 4: unknown item `B`");
}

#[test]
fn a_matrix_has_no_warnings() {
    let parsed = format::parse_with_warnings("101\n010\n", format::Format::Matrix).unwrap();
    assert_eq!((parsed.warning_count, parsed.warnings.len()), (0, 0));
    assert_eq!(Search::new(parsed.problem).count(None), 1);
}
