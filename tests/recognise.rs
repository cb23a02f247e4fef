//! `dlx::recognise`: a problem written in Knuth's format and read back is told by its items,
//! and its solutions are drawn as the encoder's own decoder draws them.

use dlx::format::{parse_dlx, write_dlx, write_dlx_with_presets};
use dlx::langford::Langford;
use dlx::polyomino::{Board, Packing, Symmetry};
use dlx::queens::Queens;
use dlx::recognise::{Decoder, Recognised};
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{OptionId, Problem, Search};

/// The first `limit` solutions of `problem`, each as its chosen options.
fn solutions(problem: Problem, limit: usize) -> Vec<Vec<OptionId>> {
    let mut search = Search::new(problem);
    let mut found = Vec::new();
    while found.len() < limit && search.find_next() {
        found.push(search.chosen().collect());
    }
    found
}

/// Reads `problem` back from its text and checks that the recognised picture of each of its
/// first solutions is the one `decoder` draws.
fn drawn_alike(problem: &Problem, decoder: &Decoder) {
    let text = write_dlx(problem);
    let read = parse_dlx(&text).expect("written text reads back");
    let recognised = Recognised::recognise(&read).expect("recognised");
    let found = solutions(read, 5);
    assert!(!found.is_empty());
    for chosen in found {
        // Options are written and read in the same order, so their numbers agree.
        assert_eq!(
            recognised.picture(chosen.iter().copied()),
            decoder.picture(chosen)
        );
    }
}

#[test]
fn queens_langford_and_packings_are_told_by_their_items() {
    let (problem, decoder) = Queens::new(6).unwrap().encode();
    drawn_alike(&problem, &Decoder::Queens(decoder));
    let (problem, decoder) = Langford::new(7).unwrap().encode(Symmetry::Break);
    drawn_alike(&problem, &Decoder::Langford(decoder));
    let board = Board::named("3x20").unwrap().unwrap();
    let (problem, decoder) = Packing::pentominoes(board, Symmetry::Break)
        .unwrap()
        .encode();
    drawn_alike(&problem, &Decoder::Packing(decoder));
}

#[test]
fn tetrasticks_are_told_by_their_items() {
    // Without the Y, the square's first packings come quickly even in a debug build.
    let board = dlx::tetrastick::StickBoard::rectangle(5, 5).unwrap();
    let (problem, decoder) = dlx::tetrastick::Sticks::tetrasticks(board, &['Y'], Symmetry::Break)
        .unwrap()
        .encode();
    drawn_alike(&problem, &Decoder::Sticks(decoder));
}

#[test]
fn a_sudoku_is_told_by_its_items_and_its_givens_read_back() {
    let puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let sudoku = Sudoku::parse(puzzle).unwrap();
    let (problem, decoder) = sudoku.encode(Encoding::Reduced);
    let read = parse_dlx(&write_dlx(&problem)).unwrap();
    let recognised = Recognised::recognise(&read).expect("a Sudoku");
    let found = solutions(read, 2);
    assert_eq!(found.len(), 1, "one solution");
    let drawn = recognised.picture(found[0].iter().copied());
    assert_eq!(drawn, decoder.decode(found[0].clone()).to_string());
    assert!(Sudoku::parse(&drawn).unwrap().solves(&sudoku), "{drawn}");

    // The full encoding writes its givens as the only options left in their cells.
    let (problem, decoder) = sudoku.encode(Encoding::Full);
    let read = parse_dlx(&write_dlx_with_presets(&problem, decoder.presets())).unwrap();
    assert!(Recognised::recognise(&read).is_ok());
}

#[test]
fn other_problems_are_refused_with_a_reason() {
    let error = Recognised::recognise(&dlx::examples::knuth()).unwrap_err();
    assert!(error.contains("cannot draw"), "{error}");
}
