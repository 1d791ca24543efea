"""Time and peak memory of `schreiber report` over a store of 10,000 sessions of 300 hands: the
report across all of a group's evenings, the same for its first tenth (the memory should not
grow with the evenings read), one 300-hand session's report, and its rescore.

Usage: .venv/bin/python bench/report_big.py [--sessions N] [--hands H] [--db FILE] [--keep]

With --db naming an existing store (e.g. one bench/gen_store.py made), that store is used as
it is and the group is the players of its first session. Otherwise a store is made: a few
evenings of random valid Schafkopf hands (bench/gen_schafkopf.py) are played in a device's own
journal and synced in with Store.ingest; the rest of the N sessions are copies of their rows
(records, derived view and seats), renumbered and dated a day apart, so making 3 million hand
rows takes seconds instead of scoring each again. The report reads every session as any other.

Each figure comes from a child process running `schreiber report` (or `rescore`): its wall
time, its peak resident memory (ru_maxrss), and the peak of Python's own allocations
(tracemalloc, which slows the run; the time is measured in a second run without it).
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "firmware"), str(ROOT / "bench"), str(ROOT / "tests" / "host")]

from evenings import frames, log_bytes, play  # noqa: E402
from gen_schafkopf import PLAYERS, SETTINGS, random_hands  # noqa: E402

import core  # noqa: E402, F401  (the core from firmware/, as the tests import it)
from host_tools.store import open_store  # noqa: E402

TEMPLATES = 8  # evenings really played; the others are copies of their rows
NAMES = ["Hans", "Sepp", "Resi", "Vroni"][:PLAYERS]

# Run in the child: the verb, then its peaks as one JSON line on stderr.
_CHILD = """
import json, resource, sys, time, tracemalloc
sys.path[:0] = [{firmware!r}]
import core
from host_tools.cli import main
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


def make_store(path, sessions, hands, root):
    """A store of `sessions` sessions of `hands` hands each (see the module's text)."""
    store = open_store(path)
    rng = random.Random(1)
    device = None
    numbers = []
    for _ in range(min(TEMPLATES, sessions)):
        data = {"game": "schafkopf", "settings": SETTINGS, "players": NAMES,
                "date": "2000-01-01", "hands": random_hands(rng, hands)}  # fmt: skip
        journal, number = play(root, data)
        device = journal.device
        store.add_device(device)
        pieces = [(number, at, piece) for at, piece in frames(log_bytes(journal, number))]
        for start in range(0, len(pieces), 500):
            store.ingest(device, pieces[start : start + 500])
        numbers.append(number)
    store.refresh()
    conn = store.conn
    conn.execute("BEGIN IMMEDIATE")
    first = max(numbers) + 1
    for number in range(first, first + sessions - len(numbers)):
        template = numbers[number % len(numbers)]
        args = (number, device, template)
        conn.execute(
            "INSERT INTO sessions SELECT device, ?, size, first_synced, last_synced, derived, "
            "game, settings, date, dealer, hands, corrections, ended, totals, problems "
            "FROM sessions WHERE device = ? AND number = ?",
            args,
        )
        for table, columns in (
            ("records", "device, ?, offset, data"),
            ("hands", "device, ?, hand, record, deltas, totals, events"),
            ("session_players", "device, ?, seat, name, player"),
        ):
            conn.execute(
                f"INSERT INTO {table} SELECT {columns} FROM {table} "
                "WHERE device = ? AND number = ?",
                args,
            )
    # A day apart, oldest first: the order the report reads them in.
    conn.execute("UPDATE sessions SET date = date('2000-01-01', '+' || (number - 1) || ' days')")
    conn.execute("COMMIT")
    store.close()
    return device, numbers[0]


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


def measure(label, argv):
    timed = child(argv, False)
    traced = child(argv, True)
    print(
        f"{label}: {timed['seconds']:.2f} s, peak resident {timed['rss_kb'] / 1024:.0f} MB, "
        f"peak Python allocations {traced['traced'] / 1e6:.1f} MB"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10000)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--db", help="use this store (made if it does not exist)")
    parser.add_argument("--keep", action="store_true", help="keep the store made")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        db = Path(args.db) if args.db else tmp / "big.sqlite3"
        if db.exists():
            with open_store(db) as store:
                device, number = store.conn.execute(
                    "SELECT device, number FROM sessions ORDER BY date, device, number LIMIT 1"
                ).fetchone()
        else:
            start = time.perf_counter()
            device, number = make_store(db, args.sessions, args.hands, tmp / "device")
            print(f"store made: {args.sessions} sessions of {args.hands} hands in "
                  f"{time.perf_counter() - start:.1f} s")  # fmt: skip
        with open_store(db) as store:
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
        size = db.stat().st_size + sum(
            p.stat().st_size for p in db.parent.glob(db.name + "-*") if p.exists()
        )
        print(f"store: {count} sessions, {hands} hands, {size / 1e6:.0f} MB on disk")
        base = ["--db", str(db)]
        tenth = dates[max(count // 10 - 1, 0)][0]
        measure(
            f"report of the group's first {count // 10} evenings",
            ["report", "--players", players, "--until", tenth, "-o", str(tmp / "r1"), *base],
        )
        measure(
            f"report of all {count} evenings of the group",
            ["report", "--players", players, "-o", str(tmp / "r2"), *base],
        )
        session = f"{device}/{number}"
        measure(
            f"report of one session ({session})",
            ["report", session, "-o", str(tmp / "r3"), *base],
        )
        measure(
            "rescore of that session (tariff 5/20, not saved)",
            ["rescore", session, "--set", "tariff_preset=5/20", "--json", *base],
        )
        if args.keep and not args.db:
            kept = ROOT / "build" / "report_big.sqlite3"
            kept.parent.mkdir(exist_ok=True)
            db.replace(kept)
            print(f"store kept: {kept}")


if __name__ == "__main__":
    main()
