//! The `dlx` command: solve, count, estimate and generate exact-cover problems, and solve Sudoku,
//! pentomino packings, Langford pairs and N queens, with the `dlx` engine (Knuth's Algorithm X
//! on dancing links).
//!
//! Exit status: 0 on success, 1 when there is no solution, 2 for bad input or usage (and for
//! `dlx sudoku`, 2 when any line was not a valid puzzle). Output goes through one buffered,
//! locked stdout; when the reader goes away (`dlx solve --all | head -1`) the run ends quietly.

mod args;
mod estimate;
mod gen;
mod iamonds;
mod input;
mod killer;
mod options;
mod output;
mod progress;
mod puzzles;
mod solutions;
mod solve;
mod sticks;
mod sudoku;
mod words;

use std::io::{self, BufWriter, ErrorKind};
use std::process::ExitCode;

use clap::Parser;

use args::{Cli, Command};
use input::Failure;

/// Exit status for bad input, or output that could not be written.
const BAD_INPUT: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let result = match &cli.command {
        Command::Solve(args) => solve::solve(args, &mut out),
        Command::Count(args) => solve::count(args, &mut out),
        Command::Sudoku(args) => sudoku::sudoku(args, &mut out),
        Command::Pentominoes(args) => puzzles::pentominoes(args, &mut out),
        Command::Iamonds(args) => iamonds::iamonds(args, &mut out),
        Command::Soma(args) => iamonds::soma(args, &mut out),
        Command::Langford(args) => puzzles::langford(args, &mut out),
        Command::Queens(args) => puzzles::queens(args, &mut out),
        Command::Killer(args) => killer::killer(args, &mut out),
        Command::Words(args) => words::words(args, &mut out),
        Command::Estimate(args) => estimate::estimate(args, &mut out),
        Command::Gen(what) => gen::gen(what, &mut out),
    };
    let status = match result {
        Ok(status) => status,
        // Nobody is reading any more: stop, quietly and successfully, as `yes | head` does.
        Err(Failure::Output(error)) if error.kind() == ErrorKind::BrokenPipe => {
            // Dropping `out` would try to flush into the closed pipe again; that error is
            // ignored by BufWriter's drop, so there is nothing more to do.
            0
        }
        Err(failure) => {
            output::note(&format!("dlx: {failure}"));
            BAD_INPUT
        }
    };
    ExitCode::from(status)
}
