#!/usr/bin/env bash
# Build the engine for the browser, twice: www/pkg/dlx_wasm.js + dlx_wasm_bg.wasm (every
# export: the visualizer and every problem) and www/pkg-lite/dlx_lite.js + dlx_lite_bg.wasm
# (the `dlx-wasm` crate without its default feature `full`: what the solver page's first
# download needs to solve a Sudoku, Knuth's text or a matrix; www/shared/engine.js loads the
# full one when a problem needs it).
#
#   1. cargo builds the `dlx-wasm` crate for wasm32-unknown-unknown (profile below);
#   2. wasm-bindgen (the CLI at the crate's exact version, from scripts/setup.sh) writes the
#      ES module glue for `--target web` into www/pkg (generated: not in git);
#   3. wasm-opt from npm's `binaryen` optimizes the module in place (Debian's wasm-opt 108
#      is too old for what rustc emits and produces a broken module: never use it);
#   4. checks in node that the optimized module solves a Sudoku;
#   5. prints the .wasm size, raw and gzipped (-9), the figure docs/architecture.md reports.
#
# Steps 1, 3 and 5 are scripts/wasm-steps.sh, which scripts/build-package.sh (the npm package
# packages/dlx-engine, from the same full build) shares.
#
# Usage: bash scripts/build-wasm.sh          (from anywhere; it cds to the repo root)
#        WASM_PROFILE=release bash scripts/build-wasm.sh    to compare another profile
# Needs what scripts/setup.sh installs (the wasm32 target, wasm-bindgen, node_modules).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf 'build-wasm: %s\n' "$*"; }
die() { printf 'build-wasm: error: %s\n' "$*" >&2; exit 1; }

# shellcheck source=scripts/wasm-steps.sh
. scripts/wasm-steps.sh

# build_pkg OUT NAME [CARGO_FLAGS...]: steps 1 to 5 for one build of the crate.
build_pkg() {
    local out=$1 name=$2
    shift 2
    wasm_cargo "$@"
    local input=$WASM_ARTIFACT

    say "wasm-bindgen --target web --out-dir $out --out-name $name"
    rm -rf "$out"
    wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$name" "$input"

    local wasm=$out/${name}_bg.wasm
    wasm_optimize "$wasm"

    # A smoke test of the optimized module (a broken optimizer fails here, not in the page):
    # node loads it as the page does and solves one Sudoku.
    node --input-type=module -e '
        import { readFileSync } from "node:fs";
        const [pkg, name] = process.argv.slice(1);
        const { initSync, Solver } = await import(pkg + "/" + name + ".js");
        initSync({ module: readFileSync(pkg + "/" + name + "_bg.wasm") });
        const [puzzle, want] = process.argv.slice(3);
        const s = Solver.fromSudoku(puzzle);
        if (!s.next() || s.solutionText() !== want) { console.error("wrong answer: " + s.solutionText()); process.exit(1); }
    ' "$PWD/$out" "$name" "$SMOKE_SUDOKU" "$SMOKE_ANSWER" || die "the optimized module $wasm does not solve a Sudoku"

    wasm_size "$wasm"
}

build_pkg www/pkg dlx_wasm
build_pkg www/pkg-lite dlx_lite --no-default-features
