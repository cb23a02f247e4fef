#!/usr/bin/env python3
"""Markdown tables from the results of `cargo bench --bench engine`.

Reads criterion's files under target/criterion (or $CRITERION_HOME, or --dir):
  <group>/<function>/new/estimates.json   the median time (point estimate, ns)
  <group>/<function>/new/benchmark.json   the names and the throughput
  <group>/dlx-work.json                   what benches/engine.rs saved: our counts, which
                                          functions are DLX peers, the run it belongs to

and prints one table per workload: solver, median time, ratio to ours (the solver's time
over ours: above 1 means ours is faster), throughput for ours (updates/s; puzzles/s on the
Sudoku sets, for every solver; events/s in the stepping group), then "ours vs best peer".

By default only the groups of the latest run are shown; --all shows every run's groups.
Positional arguments keep only groups whose name contains one of them.
Standard library only.
"""

import argparse
import datetime
import json
import os
import sys
from pathlib import Path

OURS = "dlx (ours)"


def default_dir():
    if os.environ.get("CRITERION_HOME"):
        return Path(os.environ["CRITERION_HOME"])
    if os.environ.get("CARGO_TARGET_DIR"):
        return Path(os.environ["CARGO_TARGET_DIR"]) / "criterion"
    return Path(__file__).resolve().parent.parent / "target" / "criterion"


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def three_digits(value, units):
    """`value` in the largest of `units` (name, scale), largest first, that it reaches, with
    three significant digits (1.50, 12.0, 263), moving up a unit when rounding gives 1000."""
    for k, (name, scale) in enumerate(units):
        scaled = value / scale
        if scaled < 1 and k + 1 < len(units):
            continue
        text = f"{scaled:#.3g}".rstrip(".")
        if "e" in text:  # 1000 or more: past the largest unit, or rounded up to 1000
            if k > 0 and scaled < 1000:
                name, scaled = units[k - 1][0], value / units[k - 1][1]
                text = f"{scaled:#.3g}"
            else:
                text = f"{scaled:.0f}"
        return f"{text} {name}".rstrip()
    return str(value)


def fmt_time(ns):
    return three_digits(ns, (("s", 1e9), ("ms", 1e6), ("µs", 1e3), ("ns", 1.0)))


def fmt_rate(per_second, unit):
    prefixes = (("G", 1e9), ("M", 1e6), ("k", 1e3), ("", 1.0))
    return f"{three_digits(per_second, prefixes)} {unit}/s".replace("  ", " ")


def fmt_int(n):
    return f"{n:,}"


class Result:
    """One function of a group: its name, median time and whether it is older than the
    group's work record (a filtered later run left it behind)."""

    def __init__(self, name, median_ns, elements, stale):
        self.name = name
        self.median_ns = median_ns
        self.elements = elements
        self.stale = stale


def load_group(group_dir):
    work_path = group_dir / "dlx-work.json"
    work = read_json(work_path)
    work_mtime = work_path.stat().st_mtime if work else None
    results = []
    for function_dir in sorted(p for p in group_dir.iterdir() if p.is_dir()):
        new = function_dir / "new"
        estimates = read_json(new / "estimates.json")
        bench = read_json(new / "benchmark.json") or {}
        if not estimates or "median" not in estimates:
            continue
        name = bench.get("function_id") or function_dir.name
        throughput = bench.get("throughput") or {}
        elements = throughput.get("Elements") if isinstance(throughput, dict) else None
        stale = work_mtime is not None and (new / "estimates.json").stat().st_mtime < work_mtime
        results.append(Result(name, estimates["median"]["point_estimate"], elements, stale))
    return work, results


def print_group(group, work, results):
    ours = next((r for r in results if r.name == OURS), None)
    ceiling = set(work.get("ceiling", [])) if work else set()
    if work and work.get("peers"):
        peers = set(work["peers"])
    else:
        peers = {r.name for r in results if r.name != OURS and r.name not in ceiling}
    unit = work.get("unit", "updates") if work else "elements"
    history = group.startswith("history")
    # Every solver does the same puzzles (or the same search, in the stepping group), so the
    # rate is everyone's; on DLX workloads the updates are ours, so only our rate is shown.
    rate_for_all = unit in ("puzzles", "events")

    print(f"### {group}\n")
    if work and work.get("what"):
        print(f"{work['what']}\n")
    rate_header = f"{unit}/s" if rate_for_all else f"{unit}/s (ours)"
    baseline = ours
    if history:
        baseline = next((r for r in results if r.name.startswith("count")), ours)
    ratio_header = "vs count" if history else "vs ours"
    print(f"| solver | median | {ratio_header} | {rate_header} |")
    print("|---|---:|---:|---:|")
    ordered = sorted(results, key=lambda r: (r is not baseline, r.median_ns))
    for r in ordered:
        name = r.name
        if name in ceiling:
            name += " (non-DLX)"
        if r.stale:
            name += " (stale: from an older run)"
        ratio = f"{r.median_ns / baseline.median_ns:.2f}x" if baseline else "—"
        rate = "—"
        if r.elements and (rate_for_all or r is ours):
            rate = fmt_rate(r.elements / (r.median_ns / 1e9), unit)
        print(f"| {name} | {fmt_time(r.median_ns)} | {ratio} | {rate} |")
    print()

    if work:
        counts = (
            f"{fmt_int(work['solutions'])} solutions, {fmt_int(work['updates'])} updates, "
            f"{fmt_int(work['nodes'])} nodes, {fmt_int(work['mems'])} mems"
        )
        if work.get("puzzles"):
            counts = f"{fmt_int(work['puzzles'])} puzzles: " + counts
        print(f"Work (ours, Knuth's counts): {counts}.\n")

    fresh = [r for r in results if not r.stale]
    if history:
        lines = []
        for r in fresh:
            if r is not baseline and baseline:
                lines.append(f"{r.name}: {r.median_ns / baseline.median_ns:.2f}x")
        if lines:
            print(f"Stepping vs count(None): {'; '.join(lines)}.\n")
        return
    if not ours or ours.stale:
        print("ours vs best peer: no current result for dlx (ours)\n")
        return
    dlx_peers = [r for r in fresh if r.name in peers]
    if dlx_peers:
        best = min(dlx_peers, key=lambda r: r.median_ns)
        ratio = best.median_ns / ours.median_ns
        print(f"ours vs best peer: {ratio:.2f}x (best peer: {best.name}{slower(ratio)})\n")
    for r in fresh:
        if r.name in ceiling:
            ratio = r.median_ns / ours.median_ns
            print(f"ours vs {r.name} (specialized, non-DLX): {ratio:.2f}x{slower(ratio, ' (')}\n")


def slower(ratio, lead=", "):
    """Says who wins when the ratio (their time over ours) is below 1."""
    if ratio < 1:
        close = ")" if lead.endswith("(") else ""
        return f"{lead}{1 / ratio:.2f}x faster than ours{close}"
    return ""



def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filters", nargs="*", help="keep groups whose name contains one of these")
    parser.add_argument("--dir", type=Path, default=default_dir(), help="criterion's output directory")
    parser.add_argument("--all", action="store_true", help="every run's groups, not only the latest")
    args = parser.parse_args()

    if not args.dir.is_dir():
        sys.exit(f"no criterion results in {args.dir}; run `cargo bench --bench engine` first")

    groups = []
    for group_dir in sorted(p for p in args.dir.iterdir() if p.is_dir() and p.name != "report"):
        if args.filters and not any(f in group_dir.name for f in args.filters):
            continue
        work, results = load_group(group_dir)
        if not results:
            continue
        if not work and not any(r.name == OURS for r in results):
            continue  # some other bench's group
        groups.append((group_dir.name, work, results))
    if not groups:
        sys.exit(f"no engine bench groups in {args.dir}")

    runs = [w["run"] for _, w, _ in groups if w and "run" in w]
    latest = max(runs) if runs else None
    if not args.all and latest is not None:
        # A filtered run (`cargo bench --bench engine -- queens`) records the work of every
        # group but measures only some: a group with no fresh result was not part of it.
        groups = [
            g
            for g in groups
            if g[1] and g[1].get("run") == latest and any(not r.stale for r in g[2])
        ]
    groups.sort(key=lambda g: (-(g[1] or {}).get("run", 0), (g[1] or {}).get("order", 1 << 30)))

    if latest is not None and not args.all:
        quick = groups[0][1].get("quick")
        when = datetime.datetime.fromtimestamp(latest).strftime("%Y-%m-%d %H:%M")
        # Quick runs leave the waits for a core out of their times (benches/engine.rs).
        clock = groups[0][1].get("clock", "wall")
        clock = "" if clock == "wall" else f", {clock} time (wall time minus waits for a core)"
        print(f"Run of {when}, {'quick' if quick else 'full'} mode{clock}. Ratio: the solver's "
              "median time over ours (above 1: ours is faster).\n")
    for name, work, results in groups:
        print_group(name, work, results)


if __name__ == "__main__":
    main()
