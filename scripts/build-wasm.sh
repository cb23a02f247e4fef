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
# Usage: bash scripts/build-wasm.sh          (from anywhere; it cds to the repo root)
#        WASM_PROFILE=release bash scripts/build-wasm.sh    to compare another profile
# Needs what scripts/setup.sh installs (the wasm32 target, wasm-bindgen, node_modules).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

say() { printf 'build-wasm: %s\n' "$*"; }
die() { printf 'build-wasm: error: %s\n' "$*" >&2; exit 1; }

# The workspace's release profile (opt-level 3, one codegen unit; wasm32 already aborts on
# panic) with wasm-opt -Oz: the size profiles ("s", "z") and fat LTO bought too few bytes
# for their loss of speed (BENCHMARKS.md, the 60 kB target).
PROFILE=${WASM_PROFILE:-release}
WASM_OPT_FLAGS=${WASM_OPT_FLAGS:--Oz}

command -v wasm-bindgen >/dev/null 2>&1 \
    || die "wasm-bindgen not found: run bash scripts/setup.sh first"
WASM_OPT=node_modules/.bin/wasm-opt
[ -x "$WASM_OPT" ] || die "$WASM_OPT not found: run bash scripts/setup.sh (npm ci) first"

# build_pkg OUT NAME [CARGO_FLAGS...]: steps 1 to 5 for one build of the crate.
build_pkg() {
    local out=$1 name=$2
    shift 2
    say "cargo build --profile $PROFILE --target wasm32-unknown-unknown -p dlx-wasm $*"
    cargo build --quiet --profile "$PROFILE" --target wasm32-unknown-unknown -p dlx-wasm "$@"
    # Cargo's directory for a profile is its name, except dev -> debug.
    local dir=$PROFILE
    [ "$dir" = dev ] && dir=debug
    local input=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/$dir/dlx_wasm.wasm

    say "wasm-bindgen --target web --out-dir $out --out-name $name"
    rm -rf "$out"
    wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$name" "$input"

    local wasm=$out/${name}_bg.wasm
    local before
    before=$(wc -c <"$wasm")
    say "wasm-opt $WASM_OPT_FLAGS (binaryen $("$WASM_OPT" --version | awk '{ print $3 }'))"
    # The wasm features rustc used are read from the module's target_features section.
    # shellcheck disable=SC2086 # WASM_OPT_FLAGS is a list of flags
    "$WASM_OPT" $WASM_OPT_FLAGS "$wasm" -o "$wasm.opt"
    mv "$wasm.opt" "$wasm"

    # A smoke test of the optimized module (a broken optimizer fails here, not in the page):
    # node loads it as the page does and solves one Sudoku.
    node --input-type=module -e '
        import { readFileSync } from "node:fs";
        const [pkg, name] = process.argv.slice(1);
        const { initSync, Solver } = await import(pkg + "/" + name + ".js");
        initSync({ module: readFileSync(pkg + "/" + name + "_bg.wasm") });
        const s = Solver.fromSudoku("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        const want = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
        if (!s.next() || s.solutionText() !== want) { console.error("wrong answer: " + s.solutionText()); process.exit(1); }
    ' "$PWD/$out" "$name" || die "the optimized module $wasm does not solve a Sudoku"

    local raw gz
    raw=$(wc -c <"$wasm")
    gz=$(gzip -9 -c "$wasm" | wc -c)
    say "$wasm: $raw bytes ($((raw / 1024)) kB), gzip -9: $gz bytes ($((gz / 1024)) kB); before wasm-opt $before bytes"
}

build_pkg www/pkg dlx_wasm
build_pkg www/pkg-lite dlx_lite --no-default-features
