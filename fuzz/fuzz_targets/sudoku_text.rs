//! Fuzz target `sudoku_text`: see `dlx_fuzz::sudoku_text` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| dlx_fuzz::sudoku_text(data));
