#!/usr/bin/env bash
# Install what the tests need and is missing, on a fresh Debian 12 machine (root).
#
# Idempotent and quick when everything is already there: `npm test` runs it before
# every test run (scripts/test.sh), and CI runs on a fresh clone where only the
# machine image's tools exist. Only package registries are reachable (Debian apt,
# crates.io, npm, PyPI), so nothing here downloads a prebuilt binary or a browser
# build of its own: browsers come from Debian's packages.
#
# Usage: bash scripts/setup.sh        (from anywhere; it cds to the repo root)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# rustup installs cargo into ~/.cargo/bin; a non-login shell (CI) may lack it on PATH.
if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# apt-get update at most once per run, and only when something must be installed.
APT_UPDATED=0
apt_install() {
    if [ "$APT_UPDATED" = 0 ]; then
        say "apt-get update"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        APT_UPDATED=1
    fi
    say "apt-get install $*"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# --- Rust ------------------------------------------------------------------------
# The toolchain itself comes with the machine image (rustup). Debian's own cargo is
# older than the workspace's rust-version, so installing it would not help: say so.
ensure_rust() {
    command -v cargo >/dev/null 2>&1 \
        || die "cargo not found: this project needs the rustup toolchain of the machine image (rust-version in Cargo.toml)"
    # rustfmt and clippy are rustup components: add them only when missing, because
    # `rustup component add` contacts the network even when there is nothing to do.
    cargo fmt --version >/dev/null 2>&1 || add_component rustfmt
    cargo clippy --version >/dev/null 2>&1 || add_component clippy
}

add_component() {
    command -v rustup >/dev/null 2>&1 || die "$1 is missing and there is no rustup to add it"
    say "rustup component add $1"
    rustup component add "$1"
}

# --- WebAssembly ----------------------------------------------------------------------
# What building the page and the wasm tests need:
#  - the wasm32-unknown-unknown target of the active toolchain;
#  - wasm-bindgen and wasm-bindgen-test-runner (crates.io package wasm-bindgen-cli) at
#    exactly the wasm-bindgen version in Cargo.lock, or they refuse the module. No prebuilt
#    binary can be downloaded here, so `cargo install` compiles it: 2-4 minutes, once per
#    machine. (`--locked` fails for this package on current toolchains: left out.);
#  - Chromium and its driver from Debian for the headless browser tests (the Playwright
#    tests use the same /usr/bin/chromium; its own browser download cannot work).
ensure_wasm() {
    command -v rustup >/dev/null 2>&1 \
        || die "rustup not found: the wasm32-unknown-unknown target is added with rustup"
    if ! rustup target list --installed | grep -qx 'wasm32-unknown-unknown'; then
        say "rustup target add wasm32-unknown-unknown"
        rustup target add wasm32-unknown-unknown
    fi
    local want have
    want=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
    [ -n "$want" ] || die "the wasm-bindgen package is not in Cargo.lock"
    have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
    if [ "$have" != "$want" ] || ! command -v wasm-bindgen-test-runner >/dev/null 2>&1; then
        say "cargo install wasm-bindgen-cli --version =$want (had: ${have:-none}; takes 2-4 minutes)"
        cargo install --quiet --force wasm-bindgen-cli --version "=$want"
    fi
    ensure_chromium
}

# Only a warning when Chromium cannot be installed: `npm start` and `npm run build` do not
# need it, and the browser test layers fail with their own message without it.
ensure_chromium() {
    if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
        return 0
    fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        apt_install chromium chromium-driver
    else
        say "warning: the browser tests need Debian's Chromium and its driver at /usr/bin:"
        say "warning:   sudo apt-get install chromium chromium-driver"
    fi
}

# --- Node ----------------------------------------------------------------------------
# node and npm come with the machine image; Debian's are a fallback (when this script
# runs before npm exists, e.g. from .ci/run).
ensure_node() {
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        apt_install nodejs npm
    fi
    # Vite 8 needs node 20.19 or later (Debian 12's own nodejs is 18: too old for it).
    node -e 'const [a, b] = process.versions.node.split(".").map(Number);
             process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' \
        || say "warning: node $(node --version) is older than 20.19, which Vite 8 needs"
}

# node_modules must match package-lock.json exactly (`npm ci`), but `npm ci` deletes
# and reinstalls everything, so run it only when node_modules is missing or was
# installed from a different lockfile. The lockfile's hash is kept in a stamp file
# inside node_modules, which `npm ci` wipes, so a stale stamp cannot survive.
ensure_node_modules() {
    [ -f package-lock.json ] || { say "no package-lock.json: skipping npm ci"; return 0; }
    local stamp=node_modules/.dlx-setup-stamp want
    want=$(sha256sum package-lock.json | awk '{ print $1 }')
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return 0
    fi
    say "npm ci (node_modules missing or older than package-lock.json)"
    npm ci --no-audit --no-fund
    mkdir -p node_modules # npm ci creates none when there are no dependencies
    printf '%s\n' "$want" >"$stamp"
}

# --- Fuzzing ------------------------------------------------------------------------
# `npm test` builds (does not run) the fuzz targets in fuzz/. That needs a nightly toolchain,
# because cargo-fuzz builds with the address sanitizer (-Zsanitizer), and the cargo-fuzz
# subcommand. The machine image has nightly; elsewhere rustup installs a minimal one (about
# 80 MB, from static.rust-lang.org). If nightly cannot be had, only a warning: nothing else
# needs it, and scripts/test.sh then skips its fuzz layer, saying why. cargo-fuzz comes from
# crates.io (`cargo install`: about 40 seconds; `--locked` left out, as for wasm-bindgen-cli).
ensure_fuzz() {
    if ! command -v rustup >/dev/null 2>&1; then
        say "warning: no rustup, so no nightly toolchain: the fuzz targets will not be built"
        return 0
    fi
    if ! rustup toolchain list | grep -q '^nightly'; then
        say "rustup toolchain install nightly --profile minimal (for the fuzz targets only)"
        if ! rustup toolchain install nightly --profile minimal; then
            say "warning: no nightly toolchain: the fuzz targets will not be built (npm test skips them)"
            return 0
        fi
    fi
    if ! cargo fuzz --version >/dev/null 2>&1; then
        say "cargo install cargo-fuzz (for the fuzz targets; about 40 seconds)"
        cargo install --quiet cargo-fuzz \
            || say "warning: cargo-fuzz could not be installed: the fuzz targets will not be built"
    fi
}

# --- Python ---------------------------------------------------------------------------
# python3 (standard library only) runs the benchmark report and quick-mode scripts and their
# unit tests, one of npm test's layers. Debian images have it; a bare one gets Debian's.
ensure_python() {
    if ! command -v python3 >/dev/null 2>&1; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            apt_install python3
        else
            say "warning: python3 not found: the scripts test layer and npm run bench need it"
        fi
    fi
}

ensure_rust
ensure_node
ensure_python
ensure_node_modules
ensure_wasm
ensure_fuzz
say "ok"
