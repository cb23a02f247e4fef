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

# --- WebAssembly (NOT CALLED YET) ----------------------------------------------------
# Enable with the issue that adds the `wasm/` crate and its wasm-bindgen-test tests:
# uncomment the call at the bottom of this file. What it needs:
#  - the wasm32-unknown-unknown target of the active toolchain (rustup target add
#    worked on this machine kind when tried);
#  - wasm-bindgen-test-runner from crates.io (package wasm-bindgen-cli), at exactly
#    the wasm-bindgen version in Cargo.lock, or the runner refuses the test binary;
#  - Chromium and its driver from Debian for the headless browser tests (Playwright
#    e2e tests use the same /usr/bin/chromium; its own browser download cannot work).
ensure_wasm() {
    if ! rustup target list --installed | grep -qx 'wasm32-unknown-unknown'; then
        say "rustup target add wasm32-unknown-unknown"
        rustup target add wasm32-unknown-unknown
    fi
    local want have
    want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
    [ -n "$want" ] || die "wasm-bindgen is not in Cargo.lock yet"
    have=$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{ print $2 }' || true)
    if [ "$have" != "$want" ]; then
        say "cargo install wasm-bindgen-cli@$want (had: ${have:-none})"
        cargo install --locked --force "wasm-bindgen-cli@$want"
    fi
    ensure_chromium
}

ensure_chromium() {
    if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
        apt_install chromium chromium-driver
    fi
}

# --- Node ----------------------------------------------------------------------------
# node and npm come with the machine image; Debian's are a fallback (when this script
# runs before npm exists, e.g. from .ci/run).
ensure_node() {
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        apt_install nodejs npm
    fi
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

ensure_rust
ensure_node
ensure_node_modules
# ensure_wasm   # enable with the wasm/ crate (see above)
say "ok"
