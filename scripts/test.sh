#!/usr/bin/env bash
# The one test runner behind `npm test` (and so behind CI's .ci/run).
#
# It runs scripts/setup.sh, then every test layer in turn, streaming each layer's
# output to the terminal (CI logs show everything) while keeping a copy to count
# from. A layer that fails, or does not even compile, does not stop the others.
# The last line printed is always exactly one line counting every test run in all
# layers, e.g. `412 passed, 0 failed`, and the exit status is nonzero if anything
# failed.
#
# Adding a layer is one more `layer` line at the bottom (see `layer` for the form).
# TEST_LAYERS (names, comma-separated, e.g. TEST_LAYERS=js,e2e) runs only those layers.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# rustup installs cargo into ~/.cargo/bin; a non-login shell (CI) may lack it on PATH.
if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

# Logs live outside the repo so a run never leaves files in the work tree.
LOGS=$(mktemp -d "${TMPDIR:-/tmp}/dlx-test.XXXXXX")
trap 'rm -rf "$LOGS"' EXIT

PASSED=0
FAILED=0
SUMMARY=() # one line per step, printed before the final count

# add_counts STEP PASSED FAILED SECONDS NOTE: add to the totals and the summary.
# The summary lines deliberately avoid the "N passed, N failed" form so that only the
# very last line reads as the overall result.
add_counts() {
    local step=$1 p=$2 f=$3 secs=$4 note=$5
    PASSED=$((PASSED + p))
    FAILED=$((FAILED + f))
    SUMMARY+=("$(printf '  %-16s %-7s %5d passed %5d failed %6ss%s' "$step" \
        "$([ "$f" -eq 0 ] && echo ok || echo FAILED)" "$p" "$f" "$secs" "${note:+  $note}")")
}

# --- Counting: one function per kind of output ------------------------------------
# count_KIND LOG STATUS prints "PASSED FAILED" for one finished layer. Each makes sure
# that a nonzero exit status with no failure in the output (a compile error, a crash,
# a missing tool) still counts as one failed test, so no failure can be lost.

# lint: the whole step is one test, passed if the command exited 0.
count_lint() {
    if [ "$2" -eq 0 ]; then echo "1 0"; else echo "0 1"; fi
}

# cargo: libtest prints `test result: ok. 3 passed; 1 failed; 2 ignored; ...` once per
# test binary and once per crate's doc tests; sum those. A test binary that crashes
# (abort, stack overflow, signal) prints no such line, but cargo (with --no-fail-fast)
# names every failed target in an `error: test failed, to rerun pass ...` line
# (`doctest failed` for doc tests): a failed target whose result line shows no failure
# counts as one failed test. wasm-bindgen-test-runner prints the same result lines.
count_cargo() {
    sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$1" | awk -v status="$2" '
        /^test result: / {
            for (i = 2; i <= NF; i++) {
                if ($i ~ /^passed;?$/) p += $(i - 1)
                if ($i ~ /^failed;?$/) { f += $(i - 1); if ($(i - 1) > 0) binaries_failing++ }
            }
        }
        /^error: (test|doctest) failed, to rerun pass / { targets_failed++ }
        END {
            if (targets_failed > binaries_failing) f += targets_failed - binaries_failing
            if (status != 0 && f == 0) f = 1
            print p + 0, f + 0
        }'
}

# node: `node --test --test-reporter=tap` ends with `# pass N`, `# fail N`,
# `# cancelled N` lines; cancelled tests (timeouts, unfinished) count as failed.
count_node() {
    awk -v status="$2" '
        /^# pass [0-9]+$/      { p += $3 }
        /^# fail [0-9]+$/      { f += $3 }
        /^# cancelled [0-9]+$/ { f += $3 }
        END { if (status != 0 && f == 0) f = 1; print p + 0, f + 0 }' "$1"
}

# playwright: read the JSON reporter's stats (written to $LOGS/NAME.json, see the e2e
# layer) rather than the human-readable lines. A flaky test (one that passed only on a
# retry, if retries are ever turned on) counts as failed, as do tests that did not run
# because of an earlier failure.
count_playwright() {
    local json="${1%.log}.json"
    node -e '
        const fs = require("fs");
        const [json, status] = [process.argv[1], Number(process.argv[2])];
        let p = 0, f = 0;
        try {
            const s = JSON.parse(fs.readFileSync(json, "utf8")).stats;
            p = s.expected;
            f = s.unexpected + s.flaky + (s.interrupted || 0);
        } catch (e) { /* no report: the run never started */ }
        if (status !== 0 && f === 0) f = 1;
        console.log(p, f);' "$json" "$2"
}

# python: unittest ends with `Ran N tests in ...`, then `OK`, `OK (skipped=1)` or
# `FAILED (failures=1, errors=2)`; errors and unexpected successes count as failed,
# skipped tests and expected failures as neither.
count_python() {
    awk -v status="$2" '
        /^Ran [0-9]+ tests? in / { ran += $2 }
        /^(OK|FAILED) \(/ {
            line = $0
            gsub(/expected failures/, "expected_failures", line)
            gsub(/unexpected successes/, "unexpected_successes", line)
            n = split(substr(line, index(line, "(") + 1), kv, /[=,) ]+/)
            for (i = 1; i < n; i += 2) {
                if (kv[i] == "failures" || kv[i] == "errors") f += kv[i + 1]
                else if (kv[i] == "unexpected_successes") f += kv[i + 1]
                else other += kv[i + 1] # skipped, expected_failures
            }
        }
        END {
            p = ran - f - other
            if (status != 0 && f == 0) f = 1
            print (p > 0 ? p : 0), f + 0
        }' "$1"
}

# --- Running --------------------------------------------------------------------
# layer NAME KIND NEEDS COMMAND...
#   NAME   short label for the log and summary
#   KIND   how to count its output: lint, cargo, node or playwright (count_KIND above)
#   NEEDS  a path that must exist for the layer to run, or - to always run; a layer
#          whose directory or config does not exist yet is skipped with a message
#   COMMAND runs from the repo root; use `env VAR=value cmd` to set variables
layer() {
    local name=$1 kind=$2 needs=$3
    shift 3
    if [ -n "${TEST_LAYERS:-}" ] && [[ ",${TEST_LAYERS// /,}," != *",$name,"* ]]; then
        printf '\n==> %s: skipped (TEST_LAYERS=%s)\n' "$name" "$TEST_LAYERS"
        SUMMARY+=("$(printf '  %-16s skipped (TEST_LAYERS)' "$name")")
        return 0
    fi
    if [ "$needs" != - ] && [ ! -e "$needs" ]; then
        printf '\n==> %s: skipped (no %s yet)\n' "$name" "$needs"
        SUMMARY+=("$(printf '  %-16s skipped (no %s yet)' "$name" "$needs")")
        return 0
    fi
    printf '\n==> %s: %s\n' "$name" "$*"
    local log="$LOGS/$name.log" status=0 start=$SECONDS p f
    # pipefail makes the pipeline's status the command's, not tee's; `|| status=$?`
    # keeps set -e from ending the whole run when a layer fails.
    "$@" 2>&1 | tee "$log" || status=$?
    read -r p f < <("count_$kind" "$log" "$status") || true
    p=${p:-0} f=${f:-1} # the counter itself broke: never report that as green
    local note=""
    [ "$status" -eq 0 ] || note="(exit status $status)"
    # Semicolons, as cargo's own lines: only the final line has the "N passed, N failed" form.
    printf '<== %s: %s passed; %s failed%s\n' "$name" "$p" "$f" "${note:+ $note}"
    add_counts "$name" "$p" "$f" $((SECONDS - start)) "$note"
}

# Setup is not a test, but if it fails the run must not look green: count it as one
# failed test and go on, so each layer still reports what it can.
printf '==> setup: bash scripts/setup.sh\n'
setup_start=$SECONDS
if bash scripts/setup.sh; then
    SUMMARY+=("$(printf '  %-16s ok' setup)")
else
    add_counts setup 0 1 $((SECONDS - setup_start)) "(setup failed)"
fi

# --- Commands of the layers that need more than one line -------------------------------

# Clippy on the native workspace, then on the bindings as the browser gets them (the
# wasm32 build compiles code the native build leaves out, e.g. wasm/tests/).
clippy_all() {
    local status=0
    cargo clippy --workspace --all-targets -- -D warnings || status=1
    cargo clippy -p dlx-wasm --target wasm32-unknown-unknown --all-targets -- -D warnings || status=1
    # The engine's wasm-only code (its SIMD scan): `-p dlx-wasm` lints only the bindings.
    cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings || status=1
    return "$status"
}

# need_chromium: fail with what to install when Debian's Chromium or its driver is missing.
need_chromium() {
    if [ ! -x /usr/bin/chromium ] || ! command -v chromedriver >/dev/null 2>&1; then
        echo "error: the browser tests need Debian's Chromium and chromedriver:" \
            "apt-get install chromium chromium-driver (scripts/setup.sh does this as root)" >&2
        return 1
    fi
}

# The wasm-bindgen-test tests in headless Chromium. The runner (.cargo/config.toml) starts
# chromedriver from PATH, which starts Chromium headless and without sandbox; both leave
# profiles and sockets in TMPDIR, so they get a throwaway one outside the repo. The
# webdriver.json adds the flags that keep Chromium off the network.
wasm_tests() (
    need_chromium || exit 1
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/dlx-wasm-test.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    cat >"$tmp/webdriver.json" <<'JSON'
{ "goog:chromeOptions": { "binary": "/usr/bin/chromium", "args": ["disable-gpu", "disable-quic",
  "disable-background-networking", "disable-component-update", "disable-sync", "no-first-run"] } }
JSON
    # The runner's own limits (20 s for a test file, 5 s for chromedriver to start) are
    # guards against a hang, not speeds to meet: on a busy machine the 7 tests of the
    # slowest file took 12 s and a start can take longer, so the guards are wide.
    # ChromeDriver's own 30 s for a message from the page cannot be widened, and a test
    # holds the page's thread while it runs: opt-level 1 (debug assertions and overflow
    # checks stay on) makes each test's hold 5 to 15 times shorter for about the same build
    # time, so a machine loaded many times over does not reach that limit.
    TMPDIR=$tmp WASM_BINDGEN_TEST_WEBDRIVER_JSON=$tmp/webdriver.json \
        WASM_BINDGEN_TEST_TIMEOUT=600 WASM_BINDGEN_TEST_DRIVER_TIMEOUT=120 \
        CARGO_PROFILE_DEV_OPT_LEVEL=1 \
        cargo test -p dlx-wasm --target wasm32-unknown-unknown --no-fail-fast
)

# The JS unit tests: every file under tests/js named as node's test runner names test
# files (x.test.mjs, x-test.js, test-x.mjs, ...), passed explicitly so that it works the
# same whether node takes directories (20) or globs (22+).
js_tests() {
    local files=()
    mapfile -t files < <(find tests/js -type f \( -name '*.test.*js' -o -name '*-test.*js' \
        -o -name '*_test.*js' -o -name 'test-*.*js' -o -name 'test.*js' \) | sort)
    if [ "${#files[@]}" -eq 0 ]; then
        echo "error: no test files in tests/js (name them NAME.test.mjs)" >&2
        return 1
    fi
    # The worker's tests load the real wasm package: build it first (quick when up to date),
    # or on a fresh clone they would find no www/pkg and skip.
    bash scripts/build-wasm.sh || return 1
    node --test --test-reporter=tap "${files[@]}"
}

# port_free PORT: fail fast, with a clear message, when something already listens there.
# shellcheck disable=SC2016 # ${port} is JS, not shell
port_free() {
    node -e '
        const port = Number(process.argv[1]);
        const server = require("net").createServer();
        server.once("error", (e) => {
            console.error(`error: port ${port} on 127.0.0.1 is taken (${e.code}): stop what ` +
                "listens there or choose another port with E2E_PORT=NNNN");
            process.exit(1);
        });
        server.listen(port, "127.0.0.1", () => server.close());' "$1"
}

# The end-to-end tests: build the static site exactly as `npm run build` does, then let
# Playwright serve dist/ (vite preview on E2E_PORT, see playwright.config.mjs) and drive
# Debian's Chromium. The JSON report is what count_playwright reads. A port asked for with
# E2E_PORT must be free (or the run fails at once); with none asked for, the system picks one
# that is free now, so that whatever holds a fixed port on a shared machine cannot fail the run.
free_port() {
    node -e '
        const server = require("net").createServer();
        server.listen(0, "127.0.0.1", () => {
            console.log(server.address().port);
            server.close();
        });'
}
e2e_tests() {
    need_chromium || return 1
    if [ -z "${E2E_PORT:-}" ]; then
        E2E_PORT=$(free_port) || return 1
        echo "e2e: port $E2E_PORT (free now; set E2E_PORT to choose one)"
    fi
    export E2E_PORT
    port_free "$E2E_PORT" || return 1
    npm run build || return 1
    E2E_PREBUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$LOGS/e2e.json" \
        npx playwright test --reporter=list,json
}

# The fuzz targets (fuzz/, its own workspace) are built here, not run: running them is a
# manual or scheduled step (docs/robustness.md, "The fuzz targets"). One test: formatted, lint-clean,
# and built as cargo-fuzz builds them (release, address sanitizer; a few minutes the first
# time, since it is the only nightly build). It needs nightly and cargo-fuzz, which
# scripts/setup.sh installs when it can; without them the layer is skipped, saying why.
fuzz_tools() {
    cargo +nightly --version >/dev/null 2>&1 && cargo fuzz --version >/dev/null 2>&1
}
fuzz_build() {
    local status=0
    cargo fmt --manifest-path fuzz/Cargo.toml -- --check || status=1
    cargo clippy --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings || status=1
    cargo +nightly fuzz build --fuzz-dir fuzz || status=1
    return "$status"
}

# --- The layers, fastest feedback first -------------------------------------------
# Formatting and lints: one test each.
layer fmt lint - cargo fmt --all -- --check
layer clippy lint - clippy_all
# Unit, integration and doc tests. --no-fail-fast runs every test binary even after
# one fails, so the count covers them all. (wasm/tests/ is for the wasm32 target only:
# natively it compiles to an empty test binary.)
layer test cargo - cargo test --workspace --no-fail-fast
# The crate as crates.io would get it: `cargo package --list` names only the library and its
# READMEs (the include list in Cargo.toml), and its documentation builds without a warning
# (broken links, missing docs). One test each.
crate_package() {
    local files status=0
    files=$(cargo package --list --allow-dirty -p dlx-engine) || return 1
    printf '%s\n' "$files"
    local stray
    stray=$(printf '%s\n' "$files" | grep -Ev '^(src/|Cargo\.toml(\.orig)?$|Cargo\.lock$|README\.md$|docs/crate\.md$|\.cargo_vcs_info\.json$)' || true)
    if [ -n "$stray" ]; then
        printf 'error: the crate package holds files it should not:\n%s\n' "$stray" >&2
        status=1
    fi
    return "$status"
}
layer crate-package lint - crate_package
layer crate-doc lint - env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p dlx-engine
# The larger data-set tests are #[ignore]d in debug builds and run here, optimized.
# --tests leaves out doc tests: they already ran above, and with --ignored rustdoc
# would also try to compile the ```ignore examples, which are not meant to compile.
layer ignored-release cargo - cargo test --workspace --release --no-fail-fast --tests -- --ignored
# The fuzz targets build (see fuzz_build).
if fuzz_tools; then
    layer fuzz-build lint fuzz/Cargo.toml fuzz_build
else
    printf '\n==> fuzz-build: skipped (no nightly toolchain or no cargo-fuzz: see scripts/setup.sh)\n'
    SUMMARY+=("$(printf '  %-16s skipped (no nightly toolchain or cargo-fuzz)' fuzz-build)")
fi
# The bindings in headless Chromium (wasm-bindgen-test prints libtest's result lines).
layer wasm cargo wasm/tests wasm_tests
# Unit tests of the page's logic.
layer js node tests/js js_tests
# Unit tests of the scripts (python3, standard library): the quick bench's comparison with
# its stored baseline (scripts/bench_quick.py). No bytecode files left in scripts/.
layer scripts python tests/py \
    env PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tests/py -v
# End-to-end tests of the built page in Debian's Chromium.
layer e2e playwright tests/e2e e2e_tests

# --- Result -------------------------------------------------------------------------
printf '\nsummary:\n'
printf '%s\n' "${SUMMARY[@]}"
printf '%d passed, %d failed\n' "$PASSED" "$FAILED"
[ "$FAILED" -eq 0 ]
