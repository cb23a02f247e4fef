//! What the constructors read and how they refuse it: the branching rule and the symmetry
//! flag every family takes, and errors as JS `Error`s that say where the input is at fault.

use dlx::format;
#[cfg(feature = "full")]
use dlx::polyomino::Symmetry;
use dlx::Heuristic;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The branching rule the page names: `"mrv"` (the default) or `"first"`.
pub(crate) fn heuristic(name: Option<String>) -> Result<Heuristic, JsError> {
    Ok(name.map_or(Ok(Heuristic::Mrv), |name| name.parse())?)
}

#[cfg(feature = "full")]
/// `Symmetry::Break` when the page asks to break the symmetry, else `Symmetry::Keep`.
pub(crate) fn symmetry(break_symmetry: bool) -> Symmetry {
    if break_symmetry {
        Symmetry::Break
    } else {
        Symmetry::Keep
    }
}

/// Where an input is at fault, for the page to mark it: which text (`"puzzle"` or
/// `"regions"`), the cells (`[row, column]`, counted from 1), and for a bad character its
/// place in that text (in characters, from 1), since such a character is not a cell.
#[derive(Serialize)]
pub(crate) struct InputFault {
    pub(crate) input: &'static str,
    pub(crate) cells: Vec<(usize, usize)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) position: Option<usize>,
}

/// A JS `Error` with `message` and the fields of `fault` as its own properties
/// (`error.cells`, `error.line`, ...), so that the page can both show and mark it.
pub(crate) fn js_error(message: &str, fault: &impl Serialize) -> JsValue {
    let error = js_sys::Error::new(message);
    if let Ok(fields) = serde_wasm_bindgen::to_value(fault) {
        js_sys::Object::assign(&error, &fields.unchecked_into());
    }
    error.into()
}

/// A DLX text's or a matrix's error as a JS `Error` with `error.line`: the line at fault,
/// from 1 (0 when the input as a whole is), and `error.column` when one character is.
pub(crate) fn parse_error(error: &format::ParseError) -> JsValue {
    #[derive(Serialize)]
    struct LineFault {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        column: Option<usize>,
    }
    let fault = LineFault {
        line: error.line,
        column: error.column,
    };
    js_error(&error.to_string(), &fault)
}
