//! Word squares: counts against a brute-force enumeration of grids, the encoding's items and
//! options, the shipped list, and errors.

use std::collections::HashSet;

use dlx::format::{parse_dlx, write_dlx};
use dlx::meaning::{Direction, ItemRole, Meaning, OptionRole};
use dlx::recognise::Recognised;
use dlx::words::{WordList, WordSquare, WordsError, SHIPPED};
use dlx::{OptionId, Search};

/// Every `rows x cols` grid whose rows and columns are words of `words` (all different when
/// `double`), found by trying every choice of rows.
fn brute_force(words: &[&str], rows: usize, cols: usize, double: bool) -> HashSet<Vec<String>> {
    let across: Vec<&str> = words.iter().copied().filter(|w| w.len() == cols).collect();
    let down: HashSet<&str> = words.iter().copied().filter(|w| w.len() == rows).collect();
    let mut found = HashSet::new();
    let total = across.len().pow(rows as u32);
    for mut k in 0..total {
        let mut grid = Vec::new();
        for _ in 0..rows {
            grid.push(across[k % across.len()].to_string());
            k /= across.len();
        }
        let columns: Vec<String> = (0..cols)
            .map(|c| grid.iter().map(|r| r.as_bytes()[c] as char).collect())
            .collect();
        if !columns.iter().all(|c| down.contains(c.as_str())) {
            continue;
        }
        if double {
            let all: HashSet<&String> = grid.iter().chain(&columns).collect();
            if all.len() != rows + cols {
                continue;
            }
        }
        found.insert(grid);
    }
    found
}

/// Every grid the search finds, as its rows.
fn solved(square: &WordSquare) -> Vec<Vec<String>> {
    let (problem, decoder) = square.encode();
    let mut search = Search::new(problem);
    let mut grids = Vec::new();
    while search.find_next() {
        let grid = decoder.decode(search.chosen());
        assert!(grid.is_complete());
        grids.push(grid.row_words());
    }
    grids
}

const SMALL: &str =
    "bit\nice\ntea\nbat\nace\ntee\nate\neat\ntab\ncab\nice\nare\nera\near\nrat\ntar\nart\n\
                     ab\nba\naa\nbb\nat\nta";

#[test]
fn counts_agree_with_brute_force() {
    let list = WordList::parse(SMALL).unwrap();
    let words: Vec<&str> = list.words().iter().map(String::as_str).collect();
    for (rows, cols) in [(2, 2), (3, 3), (2, 3), (3, 2)] {
        for double in [false, true] {
            let square = WordSquare::new(&list, rows, cols, double).unwrap();
            let grids = solved(&square);
            let expected = brute_force(&words, rows, cols, double);
            let distinct: HashSet<Vec<String>> = grids.iter().cloned().collect();
            assert_eq!(
                distinct.len(),
                grids.len(),
                "{rows}x{cols}: a grid found twice"
            );
            assert_eq!(distinct, expected, "{rows}x{cols}, double {double}");
            assert_eq!(square.count(None), expected.len() as u64);
        }
    }
}

#[test]
fn a_symmetric_square_counts_once_and_not_as_a_double_square() {
    let list = WordList::parse("bit\nice\ntea").unwrap();
    let plain = WordSquare::new(&list, 3, 3, false).unwrap();
    assert_eq!(solved(&plain), vec![vec!["bit", "ice", "tea"]]);
    let double = WordSquare::new(&list, 3, 3, true).unwrap();
    assert_eq!(double.count(None), 0);
}

#[test]
fn a_double_square_and_its_transpose_are_two_solutions() {
    // Rows cab/ode/wet read down as cow/ade/bet: six different words.
    let list = WordList::parse("cab\node\nwet\ncow\nade\nbet").unwrap();
    let grids: HashSet<Vec<String>> = solved(&WordSquare::new(&list, 3, 3, true).unwrap())
        .into_iter()
        .collect();
    let expected: HashSet<Vec<String>> = [vec!["cab", "ode", "wet"], vec!["cow", "ade", "bet"]]
        .into_iter()
        .map(|g| g.into_iter().map(String::from).collect())
        .collect();
    assert_eq!(grids, expected);
}

#[test]
fn the_encoding_is_knuths_with_colors() {
    let list = WordList::parse("ab\nba").unwrap();
    let (problem, _) = WordSquare::new(&list, 2, 2, false).unwrap().encode();
    let text = write_dlx(&problem);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("R1 R2 C1 C2 | r1c1 r1c2 r2c1 r2c2"));
    let options: Vec<&str> = lines.collect();
    assert!(options.contains(&"R2 r2c1:b r2c2:a"), "{text}");
    assert!(options.contains(&"C1 r1c1:a r2c1:b"), "{text}");
    assert_eq!(options.len(), 8);
    let (double, _) = WordSquare::new(&list, 2, 2, true).unwrap().encode();
    assert!(write_dlx(&double).contains("C2 r1c2:a r2c2:b ab"));
}

#[test]
fn given_letters_keep_only_the_options_that_agree() {
    let list = WordList::parse(SMALL).unwrap();
    let all = solved(&WordSquare::new(&list, 3, 3, false).unwrap());
    let started = WordSquare::new(&list, 3, 3, false)
        .unwrap()
        .with_start("BAT")
        .unwrap();
    let expected: Vec<&Vec<String>> = all.iter().filter(|g| g[0] == "bat").collect();
    assert!(!expected.is_empty());
    assert_eq!(started.count(None), expected.len() as u64);
    let given = WordSquare::new(&list, 3, 3, false)
        .unwrap()
        .with_givens("...\n.r.\n..t")
        .unwrap();
    let expected = all
        .iter()
        .filter(|g| g[1].as_bytes()[1] == b'r' && g[2].ends_with('t'));
    assert_eq!(given.count(None), expected.count() as u64);
}

#[test]
fn meanings_name_slots_cells_and_words() {
    let list = WordList::parse("bit\nice\ntea").unwrap();
    let (problem, decoder) = WordSquare::new(&list, 3, 3, false).unwrap().encode();
    let roles = decoder.item_roles(&problem);
    assert_eq!(
        roles[1],
        ItemRole::WordSlot {
            direction: Direction::Across,
            index: 1
        }
    );
    assert_eq!(
        roles[3],
        ItemRole::WordSlot {
            direction: Direction::Down,
            index: 0
        }
    );
    assert_eq!(roles[6 + 5], ItemRole::LetterCell { row: 1, column: 2 });
    let mut search = Search::new(problem.clone());
    assert!(search.find_next());
    let mut said: Vec<String> = search
        .chosen()
        .map(|o| match decoder.option_role(&problem, o) {
            OptionRole::Word {
                direction,
                index,
                word,
            } => format!("{direction:?} {index} {word}"),
            other => panic!("not a word: {other:?}"),
        })
        .collect();
    said.sort();
    assert_eq!(
        said,
        [
            "Across 0 bit",
            "Across 1 ice",
            "Across 2 tea",
            "Down 0 bit",
            "Down 1 ice",
            "Down 2 tea"
        ]
    );
    let first = decoder.word(OptionId(0));
    assert_eq!(first, (Direction::Across, 0, "bit"));
}

#[test]
fn the_shipped_list_is_letters_of_three_and_four() {
    let list = WordList::parse(SHIPPED).unwrap();
    assert!(SHIPPED.starts_with("# Webster's Second"));
    assert!(list.words().len() > 5000);
    assert!(list
        .words()
        .iter()
        .all(|w| (3..=4).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_lowercase())));
    let square = WordSquare::new(&list, 4, 4, false)
        .unwrap()
        .with_start("lane")
        .unwrap();
    let grid = square.solve().expect("a 4x4 square starting with lane");
    let words: HashSet<&str> = list.words().iter().map(String::as_str).collect();
    assert_eq!(grid.row_words()[0], "lane");
    for word in grid.row_words().iter().chain(&grid.column_words()) {
        assert!(words.contains(word.as_str()), "{word} is not in the list");
    }
}

#[test]
fn errors_say_which_line_and_what() {
    let bad = WordList::parse("cat\n\n  do g\n").unwrap_err();
    assert_eq!(
        bad,
        WordsError::BadCharacter {
            line: 3,
            column: 5,
            found: ' '
        }
    );
    assert!(bad.to_string().starts_with("line 3, column 5:"), "{bad}");
    let long = WordList::parse("# a comment: skipped\nabcdefghijklmnop").unwrap_err();
    assert_eq!(
        long,
        WordsError::TooLong {
            line: 2,
            letters: 16
        }
    );
    let e = WordList::parse("café").unwrap_err();
    // The letter as itself, not as an escape (`\u{e9}`).
    assert_eq!(
        e.to_string(),
        "line 1, column 4: `é` is not a letter a-z (one word per line, letters only)"
    );
    let list = WordList::parse("cat\ndog").unwrap();
    assert_eq!(
        WordSquare::new(&list, 4, 4, false).unwrap_err(),
        WordsError::NoWords { letters: 4 }
    );
    assert_eq!(
        WordSquare::new(&list, 0, 3, false).unwrap_err(),
        WordsError::BadSize { side: 0 }
    );
    let square = WordSquare::new(&list, 3, 3, false).unwrap();
    let e = square.clone().with_start("lane").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word has 4 letters, but the grid needs 3"
    );
    let e = square.clone().with_start("cot").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word `cot` is not in the word list"
    );
    let e = square.clone().with_givens("...\n.x.").unwrap_err();
    assert_eq!(
        e,
        WordsError::GivenRows {
            found: 2,
            expected: 3
        }
    );
    let e = square.with_givens("...\n.1.\n...").unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 2 of the given letters, column 2: `1` is not a letter a-z or `.`"
    );
}

#[test]
fn a_square_read_back_from_knuths_format_is_drawn_from_its_colors() {
    let list = WordList::parse(SMALL).unwrap();
    for double in [false, true] {
        let square = WordSquare::new(&list, 3, 3, double).unwrap();
        let (problem, decoder) = square.encode();
        let read = parse_dlx(&write_dlx(&problem)).unwrap();
        let pretty = Recognised::recognise(&read).unwrap();
        let mut search = Search::new(read);
        let mut drawn = 0;
        while search.find_next() {
            let chosen: Vec<OptionId> = search.chosen().collect();
            assert_eq!(
                pretty.picture(chosen.iter().copied()),
                decoder.decode(chosen).to_string()
            );
            drawn += 1;
        }
        assert_eq!(drawn, square.count(None));
    }
    // An option whose letter sits outside its row is named.
    let bad = parse_dlx("R1 C1 | r1c1\nR1 r1c1:a\nC1 r1c1:a\nR1 r1c1:bb\n").unwrap();
    let e = Recognised::recognise(&bad).unwrap_err();
    assert!(e.contains("the option `R1 r1c1:bb` is not a word"), "{e}");
}

#[test]
fn a_starting_word_with_an_open_cell_is_told_what_is_wrong() {
    // The first row `l..e` once gave "column 2: `.` is not a letter a-z or `.`", which
    // contradicts itself: `.` is refused because a starting word must be whole.
    let square = WordSquare::new(&WordList::shipped(), 4, 4, false).unwrap();
    let e = square.clone().with_start("l..e").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word, column 2: `.` leaves that letter open, but the starting word \
         must be a whole word of the list"
    );
    // Another character is named as itself, and `.` is not offered where it is refused.
    let e = square.clone().with_start("la1e").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word, column 3: `1` is not a letter a-z"
    );
    let e = square.clone().with_start("laçe").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word, column 3: `ç` is not a letter a-z"
    );
    // A control character is named in words, never as an escape (`\u{f}`).
    let e = square.clone().with_start("la\u{f}e").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the starting word, column 3: U+000F (a control character) is not a letter a-z"
    );
    // In the given letters `.` is an open cell, and the message says so.
    let e = square
        .clone()
        .with_givens("l...\n..\u{f}.\n....\n....")
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 2 of the given letters, column 3: U+000F (a control character) is not a letter \
         a-z or `.`"
    );
    // A row of given letters counts its cells, `.` included, not only its letters.
    let e = square
        .clone()
        .with_givens("l....\n....\n....\n....")
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 1 of the given letters has 5 cells (a letter or `.` each), but the grid has 4 \
         columns"
    );
    assert!(square.with_givens("l..e\n....\n....\n....").is_ok());
}

#[test]
fn a_word_list_names_a_bad_character_in_words() {
    let e = WordList::parse("cat\nç\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 1: `ç` is not a letter a-z (one word per line, letters only)"
    );
    let e = WordList::parse("ca\u{1b}t\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 3: U+001B (a control character) is not a letter a-z (one word per \
         line, letters only)"
    );
    let e = WordList::parse("do g\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 3: U+0020 (a space) is not a letter a-z (one word per line, letters \
         only)"
    );
}
