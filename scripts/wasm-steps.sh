# The steps every wasm build shares, sourced by scripts/build-wasm.sh (the pages' builds) and
# scripts/build-package.sh (the npm package): one cargo build, wasm-opt, the Sudoku smoke test
# and the size line, so that the package is built exactly as the pages are.
#
# Needs: the repo root as the working directory, `say` and `die` defined by the caller.

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

# The workspace's release profile (opt-level 3, one codegen unit; wasm32 already aborts on
# panic) with wasm-opt -Oz: the size profiles ("s", "z") and fat LTO bought too few bytes
# for their loss of speed (BENCHMARKS.md, the 60 kB target).
PROFILE=${WASM_PROFILE:-release}
WASM_OPT_FLAGS=${WASM_OPT_FLAGS:--Oz}

command -v wasm-bindgen >/dev/null 2>&1 \
    || die "wasm-bindgen not found: run bash scripts/setup.sh first"
WASM_OPT=node_modules/.bin/wasm-opt
[ -x "$WASM_OPT" ] || die "$WASM_OPT not found: run bash scripts/setup.sh (npm ci) first"

# wasm_cargo [CARGO_FLAGS...]: builds the `dlx-wasm` crate for wasm32 and sets WASM_ARTIFACT
# to the module cargo wrote (each build overwrites it: bind it before the next build).
wasm_cargo() {
    say "cargo build --profile $PROFILE --target wasm32-unknown-unknown -p dlx-wasm $*"
    cargo build --quiet --profile "$PROFILE" --target wasm32-unknown-unknown -p dlx-wasm "$@"
    # Cargo's directory for a profile is its name, except dev -> debug.
    local dir=$PROFILE
    [ "$dir" = dev ] && dir=debug
    WASM_ARTIFACT=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/$dir/dlx_wasm.wasm
}

# wasm_optimize FILE: wasm-opt in place. The wasm features rustc used are read from the
# module's target_features section.
wasm_optimize() {
    local wasm=$1
    WASM_BEFORE=$(wc -c <"$wasm")
    say "wasm-opt $WASM_OPT_FLAGS $wasm (binaryen $("$WASM_OPT" --version | awk '{ print $3 }'))"
    # shellcheck disable=SC2086 # WASM_OPT_FLAGS is a list of flags
    "$WASM_OPT" $WASM_OPT_FLAGS "$wasm" -o "$wasm.opt"
    mv "$wasm.opt" "$wasm"
}

# wasm_size FILE: the .wasm size, raw and gzipped (-9), the figure docs/architecture.md reports.
wasm_size() {
    local wasm=$1 raw gz
    raw=$(wc -c <"$wasm")
    gz=$(gzip -9 -c "$wasm" | wc -c)
    say "$wasm: $raw bytes ($((raw / 1024)) kB), gzip -9: $gz bytes ($((gz / 1024)) kB); before wasm-opt ${WASM_BEFORE:-?} bytes"
}

# The Sudoku every smoke test solves, and its one solution.
SMOKE_SUDOKU="..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
SMOKE_ANSWER="483921657967345821251876493548132976729564138136798245372689514814253769695417382"
