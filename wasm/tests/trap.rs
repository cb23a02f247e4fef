//! `debugTrap`, the deliberate panic that the page's trap recovery is tested with. In a file of
//! its own: after a trap the module instance may be unusable, so nothing else runs in it.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
#[should_panic(expected = "deliberate trap (debugTrap), used by the tests of trap recovery")]
fn debug_trap_panics_with_its_message() {
    dlx_wasm::debug_trap();
}
