"""Time and peak memory of `schreiber report` over a store of 10,000 sessions of 300 hands: the
report across all of a group's evenings, the same for its first tenth (the memory should not
grow with the evenings read), one 300-hand session's report, and its rescore.

Usage: .venv/bin/python bench/report_big.py [--sessions N] [--hands H] [--db FILE] [--json F]

Targets (exits 1 when one is missed): the report across all the group's evenings holds at most
1 MB of Python allocations more than the report across its first tenth (the sessions are read
one at a time: the memory does not grow with the evenings read); every run's Python
allocations at most 16 MB. The times and the resident memory (mostly matplotlib and NumPy)
are printed without a target. bench/figures.py --only report-big writes the table of
docs/reports.md from these figures.

The store is bench/gen_store.py's (real logs ingested and scored into the derived view as a
sync does; several games, eight groups of players); with --db naming an existing file that
store is used as it is, and a --db that does not exist yet is made there and kept for the next
run (making 10,000 sessions takes minutes). The group is the players of the first session.

Each figure comes from a child process running `schreiber report` (or `rescore`): its wall
time, its peak resident memory (ru_maxrss), and the peak of Python's own allocations
(tracemalloc, which slows the run; the time is measured in a second run without it). The
tool and matplotlib are imported before the clock and the trace start.
"""

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "firmware"), str(ROOT / "bench"), str(ROOT)]

from gen_store import make_store  # noqa: E402
from targets import Targets  # noqa: E402

from host_tools.store.database import open_store  # noqa: E402

# Run in the child: the verb, then its peaks as one JSON line on stderr.
_CHILD = """
import json, resource, sys, time, tracemalloc
sys.path[:0] = [{firmware!r}]
import core
from host_tools.cli import main
import host_tools.report.chart_series  # matplotlib's import is not the report's work: done first
trace = {trace!r}
if trace:
    tracemalloc.start()
start = time.perf_counter()
status = main({argv!r})
took = time.perf_counter() - start
peak = tracemalloc.get_traced_memory()[1] if trace else 0
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"status": status, "seconds": took, "traced": peak, "rss_kb": rss}}),
      file=sys.stderr)
"""


def child(argv, trace):
    code = _CHILD.format(firmware=str(ROOT / "firmware"), trace=trace, argv=argv)
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    last = proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else "{}"
    figures = json.loads(last)
    if figures.get("status") != 0:
        raise SystemExit(f"{argv[0]} failed: {proc.stderr.strip()[-500:]}")
    return figures


GROWTH_MB = 1.0
ALLOCATED_MB = 16


def measure(targets, key, label, argv):
    """The run's figures printed, its Python allocations held to ALLOCATED_MB; returns MB."""
    timed = child(argv, False)
    traced = child(argv, True)
    print(
        f"{label}: {timed['seconds']:.2f} s, peak resident {timed['rss_kb'] / 1024:.0f} MB, "
        f"peak Python allocations {traced['traced'] / 1e6:.1f} MB"
    )
    allocated = round(traced["traced"] / 1e6, 1)
    targets.note(key + "_seconds", "  its time", round(timed["seconds"], 2), " s")
    targets.note(key + "_rss", "  its peak resident memory", round(timed["rss_kb"] / 1024), " MB")
    targets.at_most(key, "  its peak Python allocations", allocated, ALLOCATED_MB, " MB")
    return allocated


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10000)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--db", help="use this store (made and kept if it does not exist)")
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("report_big")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        db = Path(args.db) if args.db else tmp / "big.sqlite3"
        if not db.exists():
            start = time.perf_counter()
            make_store(db, args.sessions, args.hands)
            print(f"store made (bench/gen_store.py): {args.sessions} sessions of {args.hands} "
                  f"hands in {time.perf_counter() - start:.1f} s")  # fmt: skip
        with open_store(db) as store:
            device, number = store.conn.execute(
                "SELECT device, number FROM sessions ORDER BY date, device, number LIMIT 1"
            ).fetchone()
            count, hands = store.conn.execute(
                "SELECT COUNT(*), SUM(hands) FROM sessions"
            ).fetchone()
            dates = store.conn.execute(
                "SELECT date FROM sessions ORDER BY date, device, number"
            ).fetchall()
            players = ",".join(
                row[0]
                for row in store.conn.execute(
                    "SELECT name FROM session_players WHERE device = ? AND number = ? "
                    "ORDER BY seat",
                    (device, number),
                )
            )
            names = sorted(players.split(","))
            evenings = store.conn.execute(
                "SELECT COUNT(*), SUM(date <= ?) FROM (SELECT group_concat(name, ',') AS names, "
                "MAX(date) AS date FROM (SELECT p.device, p.number, p.name, s.date FROM "
                "session_players p JOIN sessions s USING (device, number) ORDER BY p.device, "
                "p.number, p.name) GROUP BY device, number) WHERE names = ?",
                (dates[max(count // 10 - 1, 0)][0], ",".join(names)),
            ).fetchone()
        size = db.stat().st_size + sum(
            p.stat().st_size for p in db.parent.glob(db.name + "-*") if p.exists()
        )
        print(f"store: {count} sessions, {hands} hands, {size / 1e6:.0f} MB on disk")
        targets.note("store_hands", "hands in the store", hands)
        targets.note("store_mb", "the store on disk", round(size / 1e6), " MB")
        targets.note("evenings", "the group's evenings", evenings[0])
        base = ["--db", str(db)]
        tenth = dates[max(count // 10 - 1, 0)][0]
        print(f"group {players}: {evenings[0]} evenings, {evenings[1]} of them up to {tenth}")
        tenth_mb = measure(
            targets,
            "tenth",
            f"report of the group's {evenings[1]} evenings up to {tenth}",
            ["report", "--players", players, "--until", tenth, "-o", str(tmp / "r1"), *base],
        )
        all_mb = measure(
            targets,
            "all",
            f"report of all {evenings[0]} evenings of the group (of {count} read)",
            ["report", "--players", players, "-o", str(tmp / "r2"), *base],
        )
        what = "  all the evenings against the first tenth, Python allocations"
        targets.at_most("growth", what, round(all_mb - tenth_mb, 1), GROWTH_MB, " MB")
        session = f"{device}/{number}"
        measure(
            targets,
            "session",
            f"report of one session ({session})",
            ["report", session, "-o", str(tmp / "r3"), *base],
        )
        measure(
            targets,
            "rescore",
            "rescore of that session (tariff 5/20, not saved)",
            ["rescore", session, "--set", "tariff_preset=5/20", "--json", *base],
        )

    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
