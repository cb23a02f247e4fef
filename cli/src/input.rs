//! Reading the input, and the errors that end a run.

use std::fmt;
use std::fs;
use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use dlx::format::{self, Format};
use dlx::Problem;

use crate::options::FormatArg;
use crate::output::{note, plural};

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
        Failure::Input(self.described(message))
    }

    /// `message` prefixed with the file's name when there is one, as [`error`](Self::error)
    /// words an error: for a warning.
    pub fn described(&self, message: impl fmt::Display) -> String {
        match &self.path {
            Some(path) => format!("{}: {message}", path.display()),
            None => message.to_string(),
        }
    }

    /// The whole input as text. `what` says what stdin should hold, for the hint printed
    /// when stdin is a terminal (where a newcomer might wonder why nothing happens).
    pub fn read(&self, what: &str) -> Result<String, Failure> {
        self.read_at_most(what, u64::MAX)
    }

    /// [`read`](Self::read), refusing an input over `limit` bytes without reading more than
    /// one byte past it, so that a huge file or stream is turned away before it fills memory.
    /// The message is the engine's for the same limit.
    pub fn read_at_most(&self, what: &str, limit: u64) -> Result<String, Failure> {
        let too_large = |size: String| {
            self.error(format_args!(
                "input too large: {size} bytes, the limit is {limit} bytes ({} MiB)",
                limit >> 20
            ))
        };
        let mut bytes = Vec::new();
        match &self.path {
            Some(path) => {
                let cannot = |e: io::Error| {
                    Failure::Input(format!("cannot read {}: {}", path.display(), plain(&e)))
                };
                let file = fs::File::open(path).map_err(cannot)?;
                if let Ok(meta) = file.metadata() {
                    if meta.is_file() && meta.len() > limit {
                        return Err(too_large(meta.len().to_string()));
                    }
                }
                file.take(limit.saturating_add(1))
                    .read_to_end(&mut bytes)
                    .map_err(cannot)?;
            }
            None => {
                let stdin = io::stdin().lock();
                if stdin.is_terminal() {
                    // Best effort: a hint that cannot be written is no reason to stop.
                    let _ = writeln!(
                        io::stderr(),
                        "dlx: reading {what} from the terminal; end it with Ctrl-D (see dlx --help)"
                    );
                }
                stdin
                    .take(limit.saturating_add(1))
                    .read_to_end(&mut bytes)
                    .map_err(|e| {
                        Failure::Input(format!("cannot read standard input: {}", plain(&e)))
                    })?;
            }
        }
        if bytes.len() as u64 > limit {
            return Err(too_large(format!("more than {limit}")));
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

/// Reads and parses the problem in `file` (stdin for none or `-`); and where it came from.
/// What the parser left out (an option of secondary items only, as Knuth's `dlx2` leaves it
/// out) is said on stderr, one `warning:` line each, before any output.
pub fn read_problem(
    file: Option<&Path>,
    format: Option<FormatArg>,
) -> Result<(Problem, Source), Failure> {
    let source = Source::new(file);
    let text = source.read_at_most("a problem", dlx::format::MAX_INPUT_BYTES as u64)?;
    let format = format.map_or_else(|| format::detect(&text), Format::from);
    let parsed = format::parse_with_warnings(&text, format).map_err(|e| source.error(e))?;
    for warning in &parsed.warnings {
        note(&format!("warning: {}", source.described(warning)));
    }
    let unsaid = parsed.warning_count - parsed.warnings.len();
    if unsaid > 0 {
        note(&format!(
            "warning: {}",
            source.described(format_args!(
                "{unsaid} more {} not shown (the first {} are)",
                plural(unsaid as u64, "warning", "warnings"),
                format::MAX_WARNINGS
            ))
        ));
    }
    Ok((parsed.problem, source))
}
