//! What the wasm test files share: reading the JS errors the exports throw.
// Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use js_sys::{Array, Error, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// The message of a JS `Error`, whatever the export threw it as.
pub fn message(error: impl Into<JsValue>) -> String {
    let value: JsValue = error.into();
    let error: Error = value.dyn_into().expect("the export threw a JS Error");
    String::from(error.message())
}

/// `error.cells` as `[row, column]` pairs.
pub fn cells(error: &JsValue) -> Vec<(u32, u32)> {
    let cells: Array = Reflect::get(error, &"cells".into())
        .expect("error.cells")
        .dyn_into()
        .expect("error.cells is an array");
    cells
        .iter()
        .map(|pair| {
            let pair: Array = pair.dyn_into().expect("a [row, column] pair");
            let n = |k| pair.get(k).as_f64().expect("a number") as u32;
            (n(0), n(1))
        })
        .collect()
}

/// A property of a thrown error (`input`, `position`), `undefined` when it is not set.
pub fn property(error: &JsValue, name: &str) -> JsValue {
    Reflect::get(error, &name.into()).expect("an object")
}

/// The error of a call that must fail.
pub fn expect_err<T>(result: Result<T, impl Into<JsValue>>) -> JsValue {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.into(),
    }
}
