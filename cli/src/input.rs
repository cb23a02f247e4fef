//! Reading the input, and the errors that end a run.

use std::fmt;
use std::fs;
use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

/// Why a run stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Bad input, or input that could not be read: reported as `dlx: ...`, exit status 2.
    Input(String),
    /// Writing the output failed. A closed pipe (`dlx solve --all | head`) ends the run quietly.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(message) => f.write_str(message),
            Failure::Output(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

/// Where the input came from, for messages: a file's path, or none for stdin.
#[derive(Clone, Debug)]
pub struct Source {
    path: Option<PathBuf>,
}

impl Source {
    /// The input named on the command line: `-` or nothing means stdin.
    pub fn new(file: Option<&Path>) -> Source {
        Source {
            path: file.filter(|p| p.as_os_str() != "-").map(Path::to_path_buf),
        }
    }

    /// `message` about this input: prefixed with the file's name when there is one.
    pub fn error(&self, message: impl fmt::Display) -> Failure {
        match &self.path {
            Some(path) => Failure::Input(format!("{}: {message}", path.display())),
            None => Failure::Input(message.to_string()),
        }
    }

    /// The whole input as text. `what` says what stdin should hold, for the hint printed
    /// when stdin is a terminal (where a newcomer might wonder why nothing happens).
    pub fn read(&self, what: &str) -> Result<String, Failure> {
        let mut bytes = Vec::new();
        match &self.path {
            Some(path) => {
                bytes = fs::read(path).map_err(|e| {
                    Failure::Input(format!("cannot read {}: {}", path.display(), plain(&e)))
                })?;
            }
            None => {
                let mut stdin = io::stdin().lock();
                if stdin.is_terminal() {
                    // Best effort: a hint that cannot be written is no reason to stop.
                    let _ = writeln!(
                        io::stderr(),
                        "dlx: reading {what} from the terminal; end it with Ctrl-D (see dlx --help)"
                    );
                }
                stdin.read_to_end(&mut bytes).map_err(|e| {
                    Failure::Input(format!("cannot read standard input: {}", plain(&e)))
                })?;
            }
        }
        String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            self.error(format_args!("line {line}: the input is not UTF-8 text"))
        })
    }
}

/// An io error's message without Rust's ` (os error 2)` suffix.
fn plain(error: &io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(k) => text[..k].to_string(),
        None => text,
    }
}
