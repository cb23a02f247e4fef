#!/usr/bin/env bash
# Build the npm package packages/dlx-engine: the full `dlx-engine` wasm (the same cargo build
# as the pages' www/pkg, scripts/wasm-steps.sh) bound twice by wasm-bindgen, for bundlers
# (packages/dlx-engine/wasm/bundler) and for node as an ES module (wasm/node, reading the
# bundler folder's .wasm: one copy), with the generated TypeScript types of the low-level
# `Solver`; wasm-opt once; a smoke test in node. The package's own JS (src/) and hand-written types (index.d.ts) are in git; wasm/ is
# generated.
#
# Usage: bash scripts/build-package.sh     (then: cd packages/dlx-engine && npm pack)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf 'build-package: %s\n' "$*"; }
die() { printf 'build-package: error: %s\n' "$*" >&2; exit 1; }

# shellcheck source=scripts/wasm-steps.sh
. scripts/wasm-steps.sh

PKG=packages/dlx-engine
NAME=dlx_engine

wasm_cargo
rm -rf "$PKG/wasm"
say "wasm-bindgen --target bundler --out-dir $PKG/wasm/bundler"
wasm-bindgen --target bundler --out-dir "$PKG/wasm/bundler" --out-name "$NAME" "$WASM_ARTIFACT"
say "wasm-bindgen --target experimental-nodejs-module --out-dir $PKG/wasm/node"
wasm-bindgen --target experimental-nodejs-module --out-dir "$PKG/wasm/node" --out-name "$NAME" "$WASM_ARTIFACT"

# Both bindings leave the same module (its imports are named after the glue's file, which
# both call ${NAME}_bg.js): optimize it once.
cmp -s "$PKG/wasm/bundler/${NAME}_bg.wasm" "$PKG/wasm/node/${NAME}_bg.wasm" \
    || die "wasm-bindgen's bundler and node modules differ: optimize each"
wasm_optimize "$PKG/wasm/bundler/${NAME}_bg.wasm"
# One copy in the package: the node glue reads the bundler folder's module (a third of the
# tarball less). The glue names its module in one line; if wasm-bindgen ever writes it
# otherwise, stop here rather than ship a glue that reads a missing file.
node_glue=$PKG/wasm/node/$NAME.js
line="new URL('${NAME}_bg.wasm', import.meta.url)"
grep -qF "$line" "$node_glue" || die "$node_glue does not load its module as $line: update this script"
sed -i "s|new URL('${NAME}_bg.wasm', import.meta.url)|new URL('../bundler/${NAME}_bg.wasm', import.meta.url)|" "$node_glue"
rm "$PKG/wasm/node/${NAME}_bg.wasm"

# The smoke test: node loads the node build as the package's users do and solves one Sudoku.
node --input-type=module -e '
    const [pkg, puzzle, want] = process.argv.slice(1);
    const { Solver } = await import(pkg + "/wasm/node/dlx_engine.js");
    const s = Solver.fromSudoku(puzzle);
    if (!s.next() || s.solutionText() !== want) { console.error("wrong answer: " + s.solutionText()); process.exit(1); }
' "$PWD/$PKG" "$SMOKE_SUDOKU" "$SMOKE_ANSWER" || die "the package's node build does not solve a Sudoku"

wasm_size "$PKG/wasm/bundler/${NAME}_bg.wasm"
