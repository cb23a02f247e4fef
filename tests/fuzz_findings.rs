//! Regression tests for what the fuzz targets in `fuzz/` found, one test per finding, named
//! after the target and numbered in the order found. Each replays the input the fuzzer saved
//! (in `fuzz/artifacts/`, not kept) and checks the property it broke.

use dlx::format::parse_dlx;

/// `dlx_text` #1: an item line of one 64-byte name made of control characters (the fuzzer's
/// bytes `01 6d 00`, 55 x `1c`, 6 x `00`). The name is refused (control characters), but each
/// character was escaped as `\u{1c}` in the message, so 64 bytes became a 400-byte message:
/// the fuzz check that messages stay short (no token is echoed at length) failed. Now a name
/// whose printed form (a control character as its code point, `<U+001C>`) is over 64 bytes
/// is cut like a long name, with its length.
#[test]
fn dlx_text_1_control_characters_made_a_long_message() {
    let mut bytes = vec![0x01, b'm', 0x00];
    bytes.extend([0x1c; 55]);
    bytes.extend([0x00; 6]);
    let text = String::from_utf8(bytes).unwrap();
    let error = parse_dlx(&text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1: bad item name `<U+0001>m<U+0000><U+001C>…` (64 bytes): \
         it contains a control character"
    );
    // At most 32 bytes of the printed name are shown, so the message stays short.
    assert!(error.to_string().len() < 120);
    // A plain 64-byte name is still shown whole.
    let plain = "p".repeat(64);
    assert_eq!(
        parse_dlx(&format!("A\nA {plain}\n"))
            .unwrap_err()
            .to_string(),
        format!("line 2: unknown item `{plain}`")
    );
}
