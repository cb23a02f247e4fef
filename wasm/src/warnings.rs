//! What the parser left out of a DLX text, for the pages to say: an option of secondary items
//! only, which Knuth's `dlx2` ignores too (`dlx::format::ParseWarning`).

use dlx::format::WarningKind;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::Solver;

#[wasm_bindgen]
impl Solver {
    /// What the parser left out of the text this solver was read from, in line order, as
    /// plain objects `{ line, kind, option, message }`: `line` from 1, `kind` `'no-primary'`
    /// (an option of secondary items only), `option` the option's text (cut at 80 bytes), and
    /// `message` the engine's words for it. At most the first 100: `warningCount` counts all.
    /// Empty for a problem not read from a DLX text.
    #[wasm_bindgen(js_name = parseWarnings)]
    pub fn parse_warnings(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Warning<'a> {
            line: usize,
            kind: &'static str,
            option: &'a str,
            message: String,
        }
        let list: Vec<Warning> = self
            .warnings
            .iter()
            .map(|w| Warning {
                line: w.line,
                kind: w.kind.code(),
                option: match &w.kind {
                    WarningKind::OptionWithoutPrimary { option } => option,
                    _ => "",
                },
                message: w.to_string(),
            })
            .collect();
        Ok(serde_wasm_bindgen::to_value(&list)?)
    }

    /// How many warnings the parser gave in all (see [`parseWarnings`](Solver::parse_warnings)).
    #[wasm_bindgen(getter, js_name = warningCount)]
    pub fn warning_count(&self) -> u32 {
        self.warning_count as u32
    }
}
