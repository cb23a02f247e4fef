//! Fuzz target `matrix_text`: see `dlx_fuzz::matrix_text` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| dlx_fuzz::matrix_text(data));
