#!/usr/bin/env bash
# `npm run test:stress`: the tests while every core is kept busy by another process, to show
# that they hold on a loaded machine (no test may measure the machine: see docs/architecture.md, "Tests").
#
#   npm run test:stress            the end-to-end layer (TEST_LAYERS=e2e npm test) under load
#   npm run test:stress -- all     every layer (npm test) under load
#
# The load is Debian's stress-ng (`--cpu N`) when it is installed, else one busy shell loop per
# core; either way one process per core, at normal priority, stopped when the tests end.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

what=${1:-e2e}
case "$what" in
    e2e) export TEST_LAYERS=e2e ;;
    all) unset TEST_LAYERS ;;
    *)
        echo "usage: npm run test:stress [-- e2e|all]" >&2
        exit 2
        ;;
esac

cores=$(nproc)
pids=()
stop_load() {
    [ "${#pids[@]}" -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
}
trap stop_load EXIT

if command -v stress-ng >/dev/null 2>&1; then
    stress-ng --cpu "$cores" --quiet &
    pids+=($!)
    echo "stress: stress-ng --cpu $cores (pid ${pids[0]})"
else
    for _ in $(seq "$cores"); do
        sh -c 'while :; do :; done' &
        pids+=($!)
    done
    echo "stress: $cores busy shell loops (pids ${pids[*]})"
fi

start=$SECONDS
status=0
bash scripts/test.sh || status=$?
echo "stress: the tests took $((SECONDS - start)) s with $cores cores kept busy"
exit "$status"
