"""Unit tests of scripts/bench_quick.py: reading a quick run, comparing it with the baseline,
and the summary line. Run: python3 -m unittest discover -s tests/py -v"""

import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import bench_quick  # noqa: E402

MS = 1e6


def row(key, ours_ms, **peers_ms):
    return {"key": key, "what": "", "median_ns": ours_ms * MS,
            "peers": {name: ms * MS for name, ms in peers_ms.items()}}


def by_key(compared):
    return {r["key"]: r for r in compared}


class CompareTest(unittest.TestCase):
    def test_ours_slower_with_the_peers_unchanged_is_flagged(self):
        base = [row("queens-11", 10, a=20, b=20)]
        now = [row("queens-11", 12, a=20, b=20)]
        [r], missing, new = bench_quick.compare(base, now, threshold=0.10)
        self.assertAlmostEqual(r["time_ratio"], 1.2)
        self.assertAlmostEqual(r["rel_base"], 0.5)
        self.assertAlmostEqual(r["rel_now"], 0.6)
        self.assertAlmostEqual(r["change"], 1.2)
        self.assertEqual(r["basis"], "peers")
        self.assertEqual(r["verdict"], "slower")
        self.assertEqual((missing, new), ([], []))

    def test_another_machine_moves_every_time_but_not_the_peer_ratio(self):
        base = [row("langford-11", 60, a=100, b=120)]
        now = [row("langford-11", 90, a=150, b=180)]  # everything 1.5x slower
        [r], _, _ = bench_quick.compare(base, now, threshold=0.10)
        self.assertAlmostEqual(r["time_ratio"], 1.5)
        self.assertAlmostEqual(r["change"], 1.0)
        self.assertEqual(r["verdict"], "")

    def test_a_busy_machine_that_slows_ours_alone_is_flagged_even_if_times_hold(self):
        # The peers got faster (a quieter machine) while ours stayed: ours lost ground.
        base = [row("dominoes-6x6", 1.0, a=2.0)]
        now = [row("dominoes-6x6", 1.0, a=1.6)]
        [r], _, _ = bench_quick.compare(base, now, threshold=0.10)
        self.assertAlmostEqual(r["time_ratio"], 1.0)
        self.assertAlmostEqual(r["change"], 1.25)
        self.assertEqual(r["verdict"], "slower")

    def test_peer_reference_is_the_geometric_mean(self):
        base = [row("w", 4, a=2, b=8)]  # geometric mean 4
        [r], _, _ = bench_quick.compare(base, base)
        self.assertAlmostEqual(r["rel_base"], 1.0)
        self.assertAlmostEqual(bench_quick.geomean([1, 100]), 10.0)
        self.assertIsNone(bench_quick.geomean([]))

    def test_only_peers_measured_in_both_runs_count(self):
        base = [row("w", 10, a=20, gone=1000)]
        now = [row("w", 10, a=20, added=1)]
        [r], _, _ = bench_quick.compare(base, now)
        self.assertEqual(r["peers"], ["a"])
        self.assertAlmostEqual(r["change"], 1.0)

    def test_without_peers_the_time_decides(self):
        key = "history-queens-10/step, history on"
        base = [row(key, 60)]
        [slow], _, _ = bench_quick.compare(base, [row(key, 69)], threshold=0.10)
        self.assertEqual(slow["basis"], "time")
        self.assertIsNone(slow["rel_change"])
        self.assertEqual(slow["verdict"], "slower")
        [same], _, _ = bench_quick.compare(base, [row(key, 65)], threshold=0.10)
        self.assertEqual(same["verdict"], "")

    def test_faster_and_the_edges_of_the_threshold(self):
        base = [row("w", 10, a=10)]
        cases = {9.0: "faster", 9.2: "", 10.99: "", 11.01: "slower"}
        for ours, expected in cases.items():
            [r], _, _ = bench_quick.compare(base, [row("w", ours, a=10)], threshold=0.10)
            self.assertEqual(r["verdict"], expected, f"ours {ours} ms against 10 ms")

    def test_missing_and_new_workloads_are_listed_not_compared(self):
        base = [row("a", 1, p=1), row("b", 1, p=1)]
        now = [row("b", 1, p=1), row("c", 1, p=1)]
        compared, missing, new = bench_quick.compare(base, now)
        self.assertEqual([r["key"] for r in compared], ["b"])
        self.assertEqual(missing, ["a"])
        self.assertEqual(new, ["c"])

    def test_rows_keep_this_runs_order(self):
        base = [row("a", 1), row("b", 1)]
        now = [row("b", 1), row("a", 1)]
        compared, _, _ = bench_quick.compare(base, now)
        self.assertEqual([r["key"] for r in compared], ["b", "a"])


class SummaryTest(unittest.TestCase):
    def test_names_every_slower_workload_with_its_change(self):
        base = [row("a", 10, p=10), row("b", 10, p=10), row("c", 10)]
        now = [row("a", 13, p=10), row("b", 10, p=10), row("c", 11.5)]
        compared, _, _ = bench_quick.compare(base, now, threshold=0.10)
        self.assertEqual(
            bench_quick.summary(compared),
            "2 of 3 workloads slower than the baseline by more than 10%: a (+30%), c (+15%)")

    def test_none_slower(self):
        base = [row("a", 10, p=10)]
        compared, _, _ = bench_quick.compare(base, [row("a", 5, p=10)], threshold=0.08)
        self.assertEqual(bench_quick.summary(compared),
                         "0 of 1 workloads slower than the baseline by more than 8%.")

    def test_each_row_has_its_own_limit_by_default(self):
        noisy = "dominoes-6x6"
        base = [row("queens-11", 10, p=10), row("step", 10), row(noisy, 1, p=1),
                row("history-queens-10/count (full speed)", 10)]
        now = [row("queens-11", 11.2, p=10), row("step", 11.2), row(noisy, 1.4, p=1),
               row("history-queens-10/count (full speed)", 12.0)]
        compared = by_key(bench_quick.compare(base, now)[0])
        self.assertEqual({k: r["limit"] for k, r in compared.items()}, {
            "queens-11": bench_quick.THRESHOLD, "step": bench_quick.THRESHOLD_TIME,
            noisy: bench_quick.NOISY[noisy],
            "history-queens-10/count (full speed)": bench_quick.NOISY[
                "history-queens-10/count (full speed)"]})
        # +12% is beyond 10% against the peers but within 15% in time; +40% is within the
        # noisy row's 50%, +20% within the noisy count's 25%.
        self.assertEqual([r["verdict"] for r in compared.values()], ["slower", "", "", ""])
        self.assertEqual(bench_quick.summary(list(compared.values())),
                         "1 of 4 workloads slower than the baseline by more than the noise: "
                         "queens-11 (+12%, limit 10%)")
        [r] = bench_quick.compare([row(noisy, 1, p=1)], [row(noisy, 1.6, p=1)])[0]
        self.assertEqual(r["verdict"], "slower")
        # --threshold puts every row on one limit.
        compared = bench_quick.compare(base, now, threshold=0.05)[0]
        self.assertEqual([r["verdict"] for r in compared], ["slower"] * 4)

    def test_percent(self):
        self.assertEqual(bench_quick.percent(1.153), "+15%")
        self.assertEqual(bench_quick.percent(0.9), "-10%")
        self.assertEqual(bench_quick.percent(0.999), "+0%")


class CriterionFilesTest(unittest.TestCase):
    """A fake target/criterion in the layout criterion and benches/engine.rs write."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def group(self, name, run, order, functions, peers=(), ceiling=(), stale=(), clock="running"):
        group_dir = self.dir / name
        group_dir.mkdir()
        work = {"group": name, "what": f"{name} work", "run": run, "order": order,
                "clock": clock, "ours": "dlx (ours)", "peers": list(peers),
                "ceiling": list(ceiling)}
        (group_dir / "dlx-work.json").write_text(json.dumps(work))
        for function, ms in functions.items():
            new = group_dir / function / "new"  # criterion keeps the name as it is
            new.mkdir(parents=True)
            estimates = new / "estimates.json"
            estimates.write_text(json.dumps({"median": {"point_estimate": ms * MS}}))
            (new / "benchmark.json").write_text(json.dumps({"function_id": function}))
            if function in stale:  # measured before this run's work record was written
                os.utime(estimates, (1, 1))

    def test_rows_of_the_latest_run(self):
        self.group("old-workload", 100, 0, {"dlx (ours)": 1}, clock="wall")
        self.group("queens-11", 200, 0,
                   {"dlx (ours)": 8, "xcov 0.3.1": 16, "dlx 0.8.5": 10, "gone 1.0": 99},
                   peers=["xcov 0.3.1", "dlx 0.8.5", "gone 1.0"], stale=["gone 1.0"])
        self.group("sudoku-top1465-200", 200, 1,
                   {"dlx (ours)": 70, "dlx 0.8.5": 110, "sudoku 0.8.0": 4},
                   peers=["dlx 0.8.5"], ceiling=["sudoku 0.8.0"])
        self.group("history-queens-10", 200, 2,
                   {"count (full speed)": 3, "step, history on": 60, "step, history off": 15})
        rows = bench_quick.rows_of_run(self.dir)
        self.assertEqual([r["key"] for r in rows], [
            "queens-11", "sudoku-top1465-200", "history-queens-10/count (full speed)",
            "history-queens-10/step, history off", "history-queens-10/step, history on"])
        queens, sudoku, count = rows[0], rows[1], rows[2]
        self.assertEqual(queens["median_ns"], 8 * MS)
        self.assertEqual(queens["peers"], {"xcov 0.3.1": 16 * MS, "dlx 0.8.5": 10 * MS})
        self.assertEqual(sudoku["peers"], {"dlx 0.8.5": 110 * MS})  # not the non-DLX ceiling
        self.assertEqual(count["peers"], {})
        self.assertEqual(bench_quick.run_info(self.dir), {"started": 200, "clock": "running"})

    def test_baseline_round_trip_compares_equal(self):
        self.group("queens-11", 200, 0, {"dlx (ours)": 8, "dlx 0.8.5": 10}, peers=["dlx 0.8.5"])
        rows = bench_quick.rows_of_run(self.dir)
        info = {"commit": "abc123", "uncommitted": ["src/search.rs"]}
        run = bench_quick.run_info(self.dir)
        baseline = bench_quick.make_baseline(rows, run, info, "1.00 0.50 0.25", "1.10 0.60 0.30")
        path = self.dir / "baseline" / "quick.json"
        bench_quick.write_baseline(path, baseline)
        stored = bench_quick.read_baseline(path)
        self.assertEqual(stored["commit"], "abc123")
        self.assertEqual(stored["clock"], "running")
        self.assertEqual(stored["made"], "1970-01-01T00:03:20Z")
        self.assertEqual(stored["uncommitted_changes"], ["src/search.rs"])
        self.assertEqual(stored["machine"]["load_before"], "1.00 0.50 0.25")
        self.assertEqual(stored["machine"]["cores"], os.cpu_count())
        [w] = stored["workloads"]
        self.assertEqual(w["ours_vs_peers"], 0.8)
        [r], _, _ = bench_quick.compare(stored["workloads"], rows)
        self.assertAlmostEqual(r["change"], 1.0)
        self.assertAlmostEqual(r["time_ratio"], 1.0)

    def test_a_baseline_of_another_format_is_refused(self):
        path = self.dir / "quick.json"
        path.write_text(json.dumps({"format": 99, "workloads": []}))
        with self.assertRaises(SystemExit) as raised:
            bench_quick.read_baseline(path)
        self.assertIn("--save-baseline", str(raised.exception))
        self.assertIsNone(bench_quick.read_baseline(self.dir / "absent.json"))

    def test_main_without_running_prints_the_table_and_the_summary_last(self):
        self.group("queens-11", 200, 0, {"dlx (ours)": 8, "dlx 0.8.5": 10}, peers=["dlx 0.8.5"])
        path = self.dir / "quick.json"
        out = io.StringIO()
        with redirect_stdout(out):
            bench_quick.main(["--no-run", "--dir", str(self.dir), "--baseline", str(path),
                              "--save-baseline"])
        self.assertIn("wrote ", out.getvalue())
        # Ours 20% slower than in that baseline, the peer unchanged.
        (self.dir / "queens-11" / "dlx (ours)" / "new" / "estimates.json").write_text(
            json.dumps({"median": {"point_estimate": 9.6 * MS}}))
        out = io.StringIO()
        with redirect_stdout(out):
            status = bench_quick.main(["--no-run", "--dir", str(self.dir), "--baseline",
                                       str(path), "--threshold", "10"])
        lines = out.getvalue().rstrip().splitlines()
        self.assertEqual(status, 0)
        self.assertEqual(lines[-1], "1 of 1 workloads slower than the baseline by more than "
                                    "10%: queens-11 (+20%)")
        table = next(line for line in lines if line.startswith("queens-11"))
        self.assertEqual(table.split()[1:], ["9.60", "ms", "8.00", "ms", "1.20x", "0.960",
                                             "0.800", "+20%", "10%", "SLOWER"])
        self.assertNotIn("compare the peer ratios", out.getvalue())

    def test_a_baseline_on_another_clock_says_so(self):
        self.group("queens-11", 200, 0, {"dlx (ours)": 8, "dlx 0.8.5": 10}, peers=["dlx 0.8.5"],
                   clock="wall")
        path = self.dir / "quick.json"
        args = ["--no-run", "--dir", str(self.dir), "--baseline", str(path)]
        with redirect_stdout(io.StringIO()):
            bench_quick.main(args + ["--save-baseline"])
        work = self.dir / "queens-11" / "dlx-work.json"
        work.write_text(json.dumps(
            {"run": 300, "clock": "running", "ours": "dlx (ours)", "peers": ["dlx 0.8.5"]}))
        os.utime(work, (1, 1))  # written before its measurements, as in a real run
        out = io.StringIO()
        with redirect_stdout(out):
            bench_quick.main(args)
        self.assertIn("the baseline's times are wall time, this run's running time", out.getvalue())


class ProgressTest(unittest.TestCase):
    def test_one_line_per_function(self):
        short = "queens-11/dlx (ours)    time:   [7.9 ms 8.1 ms 8.3 ms]\n"
        self.assertEqual(bench_quick.progress_line(short, ""),
                         "  queens-11/dlx (ours)  time:   [7.9 ms 8.1 ms 8.3 ms]")
        wrapped = "                        time:   [14.9 ms 16.6 ms 18.7 ms]\n"
        name = "history-queens-10/step, history off"
        self.assertEqual(bench_quick.progress_line(wrapped, name + "\n"),
                         f"  {name}  time:   [14.9 ms 16.6 ms 18.7 ms]")
        self.assertIsNone(bench_quick.progress_line("Benchmarking queens-11/dlx (ours)\n", ""))
        self.assertIsNone(bench_quick.progress_line("  change: [-1.0% +0.5% +2.0%]\n", ""))


if __name__ == "__main__":
    unittest.main()
