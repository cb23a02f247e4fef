#!/usr/bin/env bash
# The closest this machine gets to a new user's: the whole suite (`npm test`) run from a clean
# clone, with nothing of this checkout's and nothing of this user's state. docs/testing.md says
# what it simulates and what it cannot.
#
#   - a clone of the committed branch into a scratch folder, with the data folder `../shared`
#     beside it (the benches and some tests read ../shared/data); so no target/, no
#     node_modules/, no www/pkg, no dist/: setup.sh and the build make them all;
#   - an empty HOME: npm's cache, Chromium's profile and caches, fontconfig's cache, Playwright's
#     folder start empty; CARGO_HOME too (no crates.io registry cache, no cargo-installed tools:
#     wasm-bindgen-cli and cargo-fuzz are compiled again by setup.sh, as on a new machine); only
#     the rustup toolchains (RUSTUP_HOME) and their cargo/rustc commands are the machine's;
#   - other system fonts: fonts-noto-mono (Noto Sans Mono becomes `monospace`) and
#     fonts-urw-base35 (metric clones of Helvetica, Times, Courier...) are installed first, so
#     a page that leaned on this machine's fonts would show it.
#
# Usage: bash scripts/fresh-machine.sh [RUNS]   (as root; RUNS of npm test, default 3)
#   FRESH_DIR=/some/where   the scratch folder (default: a new one under /tmp, kept afterwards
#                           for its logs; the clone and its target/ take a few GB)
#   FRESH_REF=branch        what to clone (default: the current branch)
#   FRESH_FLAKE=1           then `npm run test:flake` in the same clone, on the same terms
# Prints each run's last line (the counts) and its time; exits 1 when any run failed.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${1:-3}
REF=${FRESH_REF:-$(git -C "$REPO" rev-parse --abbrev-ref HEAD)}
SCRATCH=${FRESH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/dlx-fresh.XXXXXX")}
REAL_HOME=$HOME

say() { printf 'fresh-machine: %s\n' "$*"; }

# --- other system fonts ------------------------------------------------------------------
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    if ! dpkg -s fonts-noto-mono fonts-urw-base35 >/dev/null 2>&1; then
        say "apt-get install fonts-noto-mono fonts-urw-base35"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-mono fonts-urw-base35
    fi
else
    say "warning: not root: fonts-noto-mono and fonts-urw-base35 not installed, the system fonts are this machine's"
fi
say "monospace is now: $(fc-match monospace 2>/dev/null || echo unknown)"

# --- a clean clone, ../shared beside it --------------------------------------------------
mkdir -p "$SCRATCH"
say "scratch folder: $SCRATCH"
if [ -n "$(git -C "$REPO" status --porcelain)" ]; then
    say "note: the checkout has uncommitted changes; the clone has only what is committed on $REF"
fi
rm -rf "$SCRATCH/dlx" "$SCRATCH/shared" "$SCRATCH/home"
git clone --quiet --no-local --branch "$REF" "$REPO" "$SCRATCH/dlx"
if [ -d "$REPO/../shared" ]; then
    cp -a "$REPO/../shared" "$SCRATCH/shared"
else
    say "warning: no ../shared beside the checkout: the benches' data folder is missing"
fi

# --- an empty HOME, the machine's toolchain only -----------------------------------------
HOME_DIR="$SCRATCH/home"
mkdir -p "$HOME_DIR/bin" "$HOME_DIR/.cargo"
# The rustup proxies (cargo, rustc...) and nothing cargo installed.
for tool in cargo rustc rustup rustdoc rustfmt cargo-fmt cargo-clippy clippy-driver; do
    if [ -x "$REAL_HOME/.cargo/bin/$tool" ]; then ln -sf "$REAL_HOME/.cargo/bin/$tool" "$HOME_DIR/bin/$tool"; fi
done
FRESH_ENV=(
    env -i
    "HOME=$HOME_DIR"
    "USER=${USER:-root}"
    "LANG=${LANG:-C.UTF-8}"
    "TERM=${TERM:-dumb}"
    "RUSTUP_HOME=${RUSTUP_HOME:-$REAL_HOME/.rustup}"
    "RUSTUP_AUTO_INSTALL=${RUSTUP_AUTO_INSTALL:-0}"
    "CARGO_HOME=$HOME_DIR/.cargo"
    "PATH=$HOME_DIR/.cargo/bin:$HOME_DIR/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
)

say "tools in the empty HOME: $("${FRESH_ENV[@]}" bash -c 'echo "$(cargo --version), node $(node --version), npm $(npm --version), $(python3 --version)"')"

# --- the runs --------------------------------------------------------------------------------
failed=0
results=()
for run in $(seq 1 "$RUNS"); do
    log="$SCRATCH/npm-test-$run.log"
    say "run $run of $RUNS: npm test (log: $log)"
    start=$(date +%s)
    status=0
    (cd "$SCRATCH/dlx" && "${FRESH_ENV[@]}" npm test) >"$log" 2>&1 || status=$?
    secs=$(($(date +%s) - start))
    last=$(tail -n 1 "$log")
    results+=("run $run: $last (exit $status, $((secs / 60))m$((secs % 60))s)")
    say "${results[-1]}"
    [ "$status" = 0 ] || failed=1
done

if [ "${FRESH_FLAKE:-}" = 1 ]; then
    log="$SCRATCH/flake.log"
    say "npm run test:flake (log: $log)"
    start=$(date +%s)
    status=0
    (cd "$SCRATCH/dlx" && "${FRESH_ENV[@]}" npm run test:flake) >"$log" 2>&1 || status=$?
    secs=$(($(date +%s) - start))
    results+=("flake: $(tail -n 1 "$log") (exit $status, $((secs / 60))m$((secs % 60))s)")
    say "${results[-1]}"
    [ "$status" = 0 ] || failed=1
fi

say "summary (logs in $SCRATCH):"
printf '  %s\n' "${results[@]}"
exit "$failed"
