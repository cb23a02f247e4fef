//! Fuzz target `step_walk`: see `dlx_fuzz::step_walk` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| dlx_fuzz::step_walk(data));
