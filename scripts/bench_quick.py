#!/usr/bin/env python3
"""The quick benchmark against the stored baseline: `npm run bench -- --quick`.

  npm run bench -- --quick                   run the quick bench, compare with the baseline
  npm run bench -- --quick --save-baseline   run it and store this run as the new baseline
  python3 scripts/bench_quick.py --no-run    compare the last quick run again, without running

It runs `DLX_BENCH_QUICK=1 cargo bench --bench engine` with criterion's output in
target/criterion-quick (so the quick groups never mix with a full run's in target/criterion),
then prints, per workload: our median now and in the baseline, their ratio, and our time
relative to the DLX peers measured in the same run, now and in the baseline. The peers
are the yardstick that survives a change of machine: their times move with ours, so only a
change in our engine moves the peer ratio. A workload is flagged slower when its peer ratio
grew by more than the noise threshold (raw time for the stepping group, which has no peers).
It always exits 0 once the bench ran: it is a report, not a gate. (Quick mode's times leave
out the waits for a core, so that a busy machine moves them less: benches/engine.rs,
`RunningTime`.)

The baseline is benches/baseline/quick.json, committed: per workload our median and every
peer's, plus the commit and machine it was made on. Standard library only.
"""

import argparse
import datetime
import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_report  # noqa: E402  (the same reading of criterion's files as the tables)

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "benches" / "baseline" / "quick.json"
FORMAT = 1

# The noise limits, as fractions: a workload is flagged when it got slower than its limit.
# Measured with repeated quick runs of an unchanged tree on the 2-core VM of BENCHMARKS.md
# while other jobs kept its load average between 1.5 and 7 (BENCHMARKS.md, "Before a change
# lands"): ours against the peers moved by at most 5% on every workload but two, and the
# stepping group's times (no peers: raw time, which a busy machine moves more) by at most 8%.
THRESHOLD = 0.10
THRESHOLD_TIME = 0.15
# Two short rows move far more from one process to the next: within a run their samples
# agree within a few percent, but between runs dominoes-6x6 (0.7 ms per count) moved by up to
# 43% against the peers and the 1.9 ms count of 10 queens by up to 23%, with where earlier
# groups left the heap. A change smaller than that cannot be told from them.
NOISY = {"dominoes-6x6": 0.50, "history-queens-10/count (full speed)": 0.25}


def limit_for(key, has_peers, threshold=None):
    """The noise limit of one row: `threshold` when given (--threshold), else its own."""
    if threshold is not None:
        return threshold
    if key in NOISY:
        return NOISY[key]
    return THRESHOLD if has_peers else THRESHOLD_TIME


# Paths whose changes can move the engine bench; the baseline notes if any was uncommitted.
BENCH_PATHS = ["src", "benches", "Cargo.toml", "Cargo.lock", ":(exclude)benches/baseline"]


def quick_dir():
    """Criterion's directory for quick runs: $CRITERION_HOME if set, else its own under target."""
    if os.environ.get("CRITERION_HOME"):
        return Path(os.environ["CRITERION_HOME"])
    target = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
    return target / "criterion-quick"


# ------------------------------------------------------------------- reading a run


def geomean(values):
    values = list(values)
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def rows_of_run(criterion_dir):
    """The latest run's measurements as rows `{key, what, median_ns, peers}`, in run order.

    One row per workload, for our engine, with every DLX peer's median beside it (the
    non-DLX `sudoku` crate is left out: it is a different algorithm, not a yardstick). A
    group with no `dlx (ours)` function (the stepping group) gives one row per function,
    all ours, with no peers. Functions older than the group's work record (a filtered run
    left them behind) are left out, so a row is always from the latest run."""
    groups = []
    for group_dir in sorted(p for p in Path(criterion_dir).iterdir() if p.is_dir()):
        work, results = bench_report.load_group(group_dir)
        if work and results and "run" in work:
            groups.append((group_dir.name, work, [r for r in results if not r.stale]))
    if not groups:
        return []
    latest = max(w["run"] for _, w, _ in groups)
    groups = [g for g in groups if g[1]["run"] == latest and g[2]]
    groups.sort(key=lambda g: g[1].get("order", 0))
    rows = []
    for name, work, results in groups:
        ours_name = work.get("ours", bench_report.OURS)
        ours = next((r for r in results if r.name == ours_name), None)
        what = work.get("what", "")
        if ours:
            dlx_peers = set(work.get("peers", []))
            peers = {r.name: r.median_ns for r in results if r.name in dlx_peers}
            rows.append({"key": name, "what": what, "median_ns": ours.median_ns, "peers": peers})
        else:
            for r in sorted(results, key=lambda r: r.median_ns):
                rows.append({"key": f"{name}/{r.name}", "what": what, "median_ns": r.median_ns,
                             "peers": {}})
    return rows


def run_info(criterion_dir):
    """When the latest run started (seconds since the epoch) and the clock its times are on
    (`cpu` or `wall`, see benches/engine.rs), from its work records."""
    works = []
    for group_dir in Path(criterion_dir).iterdir():
        work = bench_report.read_json(group_dir / "dlx-work.json") if group_dir.is_dir() else None
        if work and "run" in work:
            works.append(work)
    if not works:
        return {"started": None, "clock": None}
    latest = max(works, key=lambda w: w["run"])
    return {"started": latest["run"], "clock": latest.get("clock", "wall")}


# ------------------------------------------------------------------- comparing


def compare(base_rows, now_rows, threshold=None):
    """Each workload of the baseline against this run.

    Returns (compared, missing, new): `compared` holds one dict per workload in both, in this
    run's order; `missing` the baseline's keys this run did not measure; `new` this run's keys
    the baseline lacks. The peer ratio is our median over the geometric mean of the peers
    measured in both runs (so adding or dropping a peer later does not move it); `change` is
    what the verdict reads: the peer ratio's change when there are peers, else the time's,
    against the row's noise limit (`threshold` for every row when given)."""
    base_by_key = {r["key"]: r for r in base_rows}
    now_keys = {r["key"] for r in now_rows}
    compared = []
    for now in now_rows:
        base = base_by_key.get(now["key"])
        if base is None:
            continue
        common = sorted(set(now["peers"]) & set(base["peers"]))
        time_ratio = now["median_ns"] / base["median_ns"]
        row = {
            "key": now["key"],
            "now_ns": now["median_ns"],
            "base_ns": base["median_ns"],
            "time_ratio": time_ratio,
            "peers": common,
            "rel_now": None,
            "rel_base": None,
            "rel_change": None,
        }
        if common:
            row["rel_now"] = now["median_ns"] / geomean(now["peers"][p] for p in common)
            row["rel_base"] = base["median_ns"] / geomean(base["peers"][p] for p in common)
            row["rel_change"] = row["rel_now"] / row["rel_base"]
        row["basis"] = "peers" if common else "time"
        row["change"] = row["rel_change"] if common else time_ratio
        row["limit"] = limit_for(now["key"], bool(common), threshold)
        row["verdict"] = verdict(row["change"], row["limit"])
        compared.append(row)
    missing = [r["key"] for r in base_rows if r["key"] not in now_keys]
    new = [r["key"] for r in now_rows if r["key"] not in base_by_key]
    return compared, missing, new


def verdict(change, threshold):
    if change > 1 + threshold:
        return "slower"
    if change < 1 / (1 + threshold):
        return "faster"
    return ""


def percent(change):
    """A change factor as a signed percentage: 1.153 -> '+15%', 0.9 -> '-10%', 0.999 -> '+0%'."""
    return f"{round((change - 1) * 100) + 0:+d}%"


def summary(compared):
    """The last line of the report: how many workloads got slower than their noise limit."""
    slow = [r for r in compared if r["verdict"] == "slower"]
    head = f"{len(slow)} of {len(compared)} workloads slower than the baseline by more than"
    limits = {r["limit"] for r in compared}
    if len(limits) == 1:
        head += f" {limits.pop() * 100:.0f}%"
        names = ", ".join(f"{r['key']} ({percent(r['change'])})" for r in slow)
    else:
        head += " the noise"
        names = ", ".join(f"{r['key']} ({percent(r['change'])}, limit {r['limit'] * 100:.0f}%)"
                          for r in slow)
    return f"{head}: {names}" if slow else f"{head}."


# ------------------------------------------------------------------- the machine


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform

    return platform.processor() or platform.machine()


def command_output(*args):
    try:
        done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
        return done.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def loadavg():
    """The 1, 5 and 15 minute load averages, as `uptime` prints them."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return None


def machine(load_before, load_after):
    return {
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "load_before": load_before,
        "load_after": load_after,
        "rustc": command_output("rustc", "--version"),
    }


def commit():
    """The commit, and which files that make the engine bench had uncommitted changes."""
    head = command_output("git", "rev-parse", "--short=12", "HEAD")
    changed = command_output("git", "status", "--porcelain", "--", *BENCH_PATHS) or ""
    files = [line.split(None, 1)[1] for line in changed.splitlines()]
    return {"commit": head, "uncommitted": files}


# ------------------------------------------------------------------- the baseline file


def make_baseline(rows, run, info, load_before, load_after):
    stamp = datetime.datetime.fromtimestamp(run["started"] or time.time(), datetime.timezone.utc)
    return {
        "format": FORMAT,
        "what": "npm run bench -- --quick: our median and every DLX peer's, per workload "
                "(scripts/bench_quick.py; refresh with npm run bench -- --quick --save-baseline)",
        "made": stamp.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "commit": info["commit"],
        "uncommitted_changes": info["uncommitted"],
        "machine": machine(load_before, load_after),
        "clock": run["clock"],
        "workloads": [
            {
                "key": r["key"],
                "what": r["what"],
                "median_ns": round(r["median_ns"], 1),
                "ours_vs_peers": round(r["median_ns"] / geomean(r["peers"].values()), 4)
                if r["peers"] else None,
                "peers": {name: round(ns, 1) for name, ns in sorted(r["peers"].items())},
            }
            for r in rows
        ],
    }


def read_baseline(path):
    data = bench_report.read_json(path)
    if data is None:
        return None
    if data.get("format") != FORMAT:
        sys.exit(f"error: {path} is baseline format {data.get('format')}, this script reads "
                 f"{FORMAT}; refresh it with npm run bench -- --quick --save-baseline")
    return data


def write_baseline(path, baseline):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(baseline, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# ------------------------------------------------------------------- printing


def uncommitted(files):
    return f" (uncommitted changes in {', '.join(files)})" if files else ""


def fmt_rel(value):
    return f"{value:.3f}" if value is not None else "—"


def fmt_machine(m):
    if not m.get("load_before"):
        return f"{m.get('cpu')}, {m.get('cores')} cores (load not measured: --no-run)"
    return (f"{m.get('cpu')}, {m.get('cores')} cores, load average {m['load_before']} before "
            f"the run and {m['load_after']} after")


def print_comparison(baseline, compared, missing, new, now_machine, now_commit, clock):
    print(f"baseline: {baseline['made']}, commit {baseline['commit']}"
          f"{uncommitted(baseline.get('uncommitted_changes'))}")
    print(f"  on {fmt_machine(baseline['machine'])}")
    print(f"this run: commit {now_commit['commit']}{uncommitted(now_commit['uncommitted'])}")
    print(f"  on {fmt_machine(now_machine)}")
    if (baseline["machine"].get("cpu"), baseline["machine"].get("cores")) != (
            now_machine["cpu"], now_machine["cores"]):
        print("  another machine than the baseline's: compare the peer ratios, not the times")
    if baseline.get("clock") != clock:
        print(f"  the baseline's times are {baseline.get('clock')} time, this run's {clock} time: "
              "compare the peer ratios, not the times")
    print()
    print("vs peers: our median over the geometric mean of the DLX peers' medians in the same")
    print("  run (below 1: ours is faster). change: vs peers now over the baseline's (the raw")
    print("  time where there are no peers), flagged when it goes beyond the row's noise limit.")
    print()
    headers = ["workload", "ours now", "baseline", "now/base", "vs peers now", "vs peers base",
               "change", "limit", ""]
    table = [headers]
    for r in compared:
        change = percent(r["change"]) + (" (time)" if r["basis"] == "time" else "")
        shout = r["verdict"].upper() if r["verdict"] == "slower" else r["verdict"]
        table.append([
            r["key"], bench_report.fmt_time(r["now_ns"]), bench_report.fmt_time(r["base_ns"]),
            f"{r['time_ratio']:.2f}x", fmt_rel(r["rel_now"]), fmt_rel(r["rel_base"]), change,
            f"{r['limit'] * 100:.0f}%", shout,
        ])
    widths = [max(len(row[i]) for row in table) for i in range(len(headers))]
    for k, row in enumerate(table):
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:-1], widths[1:-1])]
        print("  ".join(cells + [row[-1]]).rstrip())
        if k == 0:
            print("  ".join("-" * w for w in widths[:-1]))
    if missing:
        print(f"\nnot measured in this run: {', '.join(missing)}")
    if new:
        print(f"not in the baseline (refresh it to include them): {', '.join(new)}")
    print()


def print_rows(rows):
    for r in rows:
        rel = ""
        if r["peers"]:
            rel = f"  vs peers {r['median_ns'] / geomean(r['peers'].values()):.3f}"
        print(f"  {r['key']:<40} {bench_report.fmt_time(r['median_ns']):>9}{rel}")


# ------------------------------------------------------------------- running the bench


def run_bench(criterion_dir, cargo_args):
    """Runs the quick bench, showing one line per measured function instead of criterion's
    full log (kept in <criterion_dir>/quick.log). Returns cargo's exit status."""
    criterion_dir.mkdir(parents=True, exist_ok=True)
    log_path = criterion_dir / "quick.log"
    env = dict(os.environ, DLX_BENCH_QUICK="1", CRITERION_HOME=str(criterion_dir))
    command = ["cargo", "bench", "--bench", "engine", *cargo_args]
    print(f"$ DLX_BENCH_QUICK=1 CRITERION_HOME={criterion_dir} {' '.join(command)}", flush=True)
    previous = ""
    with open(log_path, "w", encoding="utf-8") as log:
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace")
        for line in proc.stdout:
            log.write(line)
            shown = progress_line(line, previous)
            if shown:
                print(shown, flush=True)
            if line.strip():
                previous = line
        status = proc.wait()
    if status != 0:
        print(f"\ncargo bench failed (exit status {status}); the end of {log_path}:")
        print("".join(log_path.read_text(encoding="utf-8").splitlines(True)[-30:]))
    return status


def progress_line(line, previous):
    """What to show of one line of cargo's and criterion's output: compiling and errors,
    and one line per function's time (criterion puts a long name on the line before)."""
    text = line.rstrip()
    stripped = text.strip()
    if stripped.startswith(("Compiling", "Finished", "error", "warning: unused", "note:")):
        return text
    if stripped.startswith("time:"):
        return f"  {previous.strip()}  {stripped}"
    if "time:" in stripped and not stripped.startswith(("Benchmarking", "change:")):
        name, times = stripped.split("time:", 1)
        return f"  {name.strip()}  time:{times}"
    return None


# ------------------------------------------------------------------- main


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save-baseline", action="store_true",
                        help="store this run as the baseline (and print what was written)")
    parser.add_argument("--no-run", action="store_true",
                        help="do not run the bench; read the last quick run's results")
    parser.add_argument("--dir", type=Path, default=None, help="criterion's output directory")
    parser.add_argument("--baseline", type=Path, default=BASELINE, help="the baseline file")
    parser.add_argument("--threshold", type=float, default=None,
                        help="one noise limit in percent for every row (default: each row's "
                             f"own, {THRESHOLD * 100:.0f}%% against the peers, "
                             f"{THRESHOLD_TIME * 100:.0f}%% in time without peers, wider for "
                             f"{', '.join(NOISY)})")
    args, cargo_args = parser.parse_known_args(argv)
    criterion_dir = (args.dir or quick_dir()).resolve()
    threshold = args.threshold / 100 if args.threshold is not None else None
    began = time.monotonic()

    info = commit()
    load_before = load_after = None
    if not args.no_run:
        load_before = loadavg()
        status = run_bench(criterion_dir, cargo_args)
        if status != 0:
            return status
        load_after = loadavg()
    if not criterion_dir.is_dir():
        sys.exit(f"no quick results in {criterion_dir}; run npm run bench -- --quick")
    rows = rows_of_run(criterion_dir)
    if not rows:
        sys.exit(f"no engine bench groups in {criterion_dir}")
    run = run_info(criterion_dir)
    print()

    if args.save_baseline:
        baseline = make_baseline(rows, run, info, load_before, load_after)
        write_baseline(args.baseline, baseline)
        print(f"wrote {os.path.relpath(args.baseline)}: {len(rows)} workloads, commit "
              f"{baseline['commit']}{uncommitted(info['uncommitted'])}, run of {baseline['made']}")
        print(f"  on {fmt_machine(baseline['machine'])}")
        print_rows(rows)
        print(f"\ncommit it: git add {os.path.relpath(args.baseline)} && git commit -m "
              f"'bench: refresh the quick baseline'")
    else:
        baseline = read_baseline(args.baseline)
        if baseline is None:
            print(f"no baseline at {os.path.relpath(args.baseline)}; this run's medians:")
            print_rows(rows)
            print("\nstore one with: npm run bench -- --quick --save-baseline")
        else:
            now_machine = machine(load_before, load_after)
            compared, missing, new = compare(baseline["workloads"], rows, threshold)
            print_comparison(baseline, compared, missing, new, now_machine, info, run["clock"])
            print(f"quick bench done in {time.monotonic() - began:.0f} s.")
            print(summary(compared))
            return 0
    print(f"\nquick bench done in {time.monotonic() - began:.0f} s.")
    return 0


if __name__ == "__main__":
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    sys.exit(main())
