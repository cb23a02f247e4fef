//! What the tests of the real `dlx` binary share.

use std::io::Write;
use std::process::{Command, Stdio};
use std::thread;

/// Runs `dlx args` with `stdin` as its input: (exit status, stdout, stderr).
pub fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the dlx binary runs");
    // Feed stdin from another thread, so a large input cannot deadlock against the output.
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_string();
    let writer = thread::spawn(move || {
        // The command may stop reading early (an error in line 1); that is not a failure here.
        let _ = pipe.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("dlx finishes");
    writer.join().expect("the writer thread ends");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert!(!stderr.contains("panicked"), "dlx panicked: {stderr}");
    (
        output
            .status
            .code()
            .expect("dlx exits, not killed by a signal"),
        String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr,
    )
}
