//! Fuzz target `dlx_text`: see `dlx_fuzz::dlx_text` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| dlx_fuzz::dlx_text(data));
