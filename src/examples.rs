//! Built-in problems: Knuth's 7-item example, the classic 6x7 matrix, and N queens.

use crate::problem::{Assembler, Problem, ProblemBuilder};

/// Knuth's example from TAOCP 7.2.2.1 and `dlx1`: primary items `A B C D E`, secondary `F G`,
/// options `C E F`, `A D G`, `B C F`, `A D`, `B G`, `D E G`. Its one solution is
/// `A D`, `C E F` and `B G`.
pub fn knuth() -> Problem {
    let mut b = ProblemBuilder::new();
    for name in ["A", "B", "C", "D", "E"] {
        b.primary(name)
            .unwrap_or_else(|e| unreachable!("fixed names are valid: {e}"));
    }
    for name in ["F", "G"] {
        b.secondary(name)
            .unwrap_or_else(|e| unreachable!("fixed names are valid: {e}"));
    }
    for option in [
        &["C", "E", "F"][..],
        &["A", "D", "G"],
        &["B", "C", "F"],
        &["A", "D"],
        &["B", "G"],
        &["D", "E", "G"],
    ] {
        b.option(option)
            .unwrap_or_else(|e| unreachable!("fixed options are valid: {e}"));
    }
    b.build()
        .unwrap_or_else(|e| unreachable!("the example is valid: {e}"))
}

/// The 6x7 0/1 matrix from Knuth's "Dancing Links" paper, every column primary, columns named
/// `c1..c7`. Its one solution is rows 1, 4 and 5 (options 0, 3 and 4).
pub const CLASSIC_MATRIX: &str = "\
0 0 1 0 1 1 0
1 0 0 1 0 0 1
0 1 1 0 0 1 0
1 0 0 1 0 0 0
0 1 0 0 0 0 1
0 0 0 1 1 0 1
";

/// The classic 6x7 matrix ([`CLASSIC_MATRIX`]) as a problem.
pub fn classic_matrix() -> Problem {
    crate::format::parse_matrix(CLASSIC_MATRIX)
        .unwrap_or_else(|e| unreachable!("the example is valid: {e}"))
}

/// N queens as in TAOCP 7.2.2.1: primary items `r0..r(n-1)` (rows) and `c0..c(n-1)` (columns),
/// secondary items `a0..a(2n-2)` and `b0..b(2n-2)` (the two kinds of diagonal), and one option
/// `ri cj a(i+j) b(i-j+n-1)` per square, in row-major order.
///
/// # Panics
/// If `n` is 0 or above 1000.
pub fn queens(n: usize) -> Problem {
    assert!((1..=1000).contains(&n), "queens needs 1 <= n <= 1000");
    let mut b = Assembler::new();
    let rows: Vec<_> = (0..n).map(|i| b.primary(format!("r{i}"))).collect();
    let cols: Vec<_> = (0..n).map(|j| b.primary(format!("c{j}"))).collect();
    let sums: Vec<_> = (0..2 * n - 1)
        .map(|d| b.secondary(format!("a{d}")))
        .collect();
    let diffs: Vec<_> = (0..2 * n - 1)
        .map(|d| b.secondary(format!("b{d}")))
        .collect();
    for i in 0..n {
        for j in 0..n {
            b.option(&[rows[i], cols[j], sums[i + j], diffs[i + n - 1 - j]]);
        }
    }
    b.finish()
}
