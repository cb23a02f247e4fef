//! Multiplicities in the item line, as Knuth's `dlx3` reads them: `u:v|a` (item `a` covered
//! at least `u` and at most `v` times), `v|a` (exactly `v` times), `a` (once).

use crate::problem::{quoted, MAX_BOUND};

/// An item's bounds, `(lower, upper)`, when its token has a prefix.
type Prefix = Option<(u32, u32)>;

/// An item-line token split into its bounds, if it has a prefix, and its name.
pub(super) fn split_bounds(token: &str) -> Result<(Prefix, &str), String> {
    let Some((prefix, name)) = token.split_once('|') else {
        if let Some((prefix, _)) = token.split_once(':') {
            if !prefix.is_empty() && prefix.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!(
                    "{}: a lower bound needs an upper bound, `{prefix}:v|name`",
                    quoted(token)
                ));
            }
        }
        return Ok((None, token));
    };
    // Only digits and `:` make a prefix: any other `|` is a bad character in a name, which
    // the builder reports as such.
    if !prefix.bytes().all(|b| b.is_ascii_digit() || b == b':') {
        return Ok((None, token));
    }
    if name.is_empty() {
        return Err(format!(
            "{}: an item name must follow its bounds, `u:v|name` or `v|name`",
            quoted(token)
        ));
    }
    let (lower, upper) = match prefix.split_once(':') {
        Some((lower, upper)) => (number(lower, token)?, number(upper, token)?),
        None => {
            let v = number(prefix, token)?;
            (v, v)
        }
    };
    Ok((Some((lower, upper)), name))
}

/// One bound: decimal digits, at most [`MAX_BOUND`].
fn number(text: &str, token: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!(
            "{}: a bound is missing; bounds are written `u:v|name` or `v|name`",
            quoted(token)
        ));
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "{}: the bound {} is not a number; bounds are written `u:v|name` or `v|name`",
            quoted(token),
            quoted(text)
        ));
    }
    match text.parse::<u32>() {
        Ok(n) if n <= MAX_BOUND => Ok(n),
        _ => Err(format!(
            "{}: the bound {text} is too large: the limit is {MAX_BOUND}",
            quoted(token)
        )),
    }
}

/// The prefix [`split_bounds`] reads back as `(lower, upper)`: none for `1:1`.
pub(super) fn prefix((lower, upper): (u32, u32)) -> Option<String> {
    match (lower, upper) {
        (1, 1) => None,
        (l, u) if l == u => Some(format!("{u}|")),
        (l, u) => Some(format!("{l}:{u}|")),
    }
}
