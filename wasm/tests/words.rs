//! Word squares as the page sees them, in headless Chromium (`wasm-bindgen-test`): the solver
//! built from the shipped list, the roles of its options, its solution text and its errors.
#![cfg(target_arch = "wasm32")]

mod common;

use std::collections::HashSet;

use common::{expect_err, message};
use dlx::words::SHIPPED;
use dlx_wasm::Solver;
use serde::Deserialize;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Deserialize)]
#[serde(tag = "role", rename_all = "camelCase")]
enum Role {
    Word {
        direction: String,
        index: u32,
        word: String,
    },
    #[serde(other)]
    Other,
}

#[wasm_bindgen_test]
fn a_square_from_the_shipped_list_reads_words_across_and_down() {
    let words: HashSet<&str> = SHIPPED.lines().filter(|l| !l.starts_with('#')).collect();
    let mut solver = Solver::from_word_square(3, 4, true, Some("lane".into()), None).unwrap();
    assert_eq!(solver.kind(), "words");
    assert_eq!((solver.board_rows(), solver.board_cols()), (3, 4));
    assert!(solver.find_next());
    let grid: Vec<String> = solver.solution_text().lines().map(String::from).collect();
    assert_eq!(grid[0], "lane");
    let roles: Vec<Role> =
        serde_wasm_bindgen::from_value(solver.option_roles().unwrap()).expect("plain roles");
    let mut placed = Vec::new();
    for option in solver.chosen() {
        let Role::Word {
            direction,
            index,
            word,
        } = &roles[option as usize]
        else {
            panic!("a chosen option is a word");
        };
        let read: String = if direction == "across" {
            grid[*index as usize].clone()
        } else {
            grid.iter()
                .map(|r| r.as_bytes()[*index as usize] as char)
                .collect()
        };
        assert_eq!(&read, word);
        assert!(words.contains(word.as_str()), "{word}");
        placed.push(word.clone());
    }
    assert_eq!(placed.len(), 7);
    assert_eq!(
        placed.iter().collect::<HashSet<_>>().len(),
        7,
        "all different"
    );
    let blank = Solver::from_word_square(3, 3, false, Some("  ".into()), None).unwrap();
    assert_eq!(blank.primary_count(), 6);
    let error = expect_err(Solver::from_word_square(
        4,
        4,
        false,
        Some("bit".into()),
        None,
    ));
    assert_eq!(
        message(error),
        "the starting word has 3 letters, but the grid needs 4"
    );
    let error = expect_err(Solver::from_word_square(6, 6, false, None, None));
    assert_eq!(message(error), "the word list has no word of 6 letters");
}
