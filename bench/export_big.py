"""Export of a large history: time and peak memory per format (CSV, JSON, XLSX) for a store of
N generated sessions of 300 hands (bench/gen_store.py), and the JSON file imported back into an
empty store.

Each export runs in a fresh process (the verb's own code, host_tools/commands/export_command.py,
writing to a file), which reports its wall time and its peak resident memory (ru_maxrss) and that
of the same process before the export began (the interpreter, the core and openpyxl imported, the
store opened): the difference is what the export itself held at its peak. A history that were
loaded whole would grow it with N; the export reads and writes one session at a time.

Usage: .venv/bin/python bench/export_big.py [--sessions 10000] [--small 100] [--db FILE]
                                            [--formats csv,json,xlsx] [--no-import]
  --db FILE  use (or make, if it does not exist) the store of --sessions sessions in FILE;
             making 10,000 sessions takes several minutes, so keep the file for a second run
  --small N  first the same figures for a store of N sessions (0: skip)

Targets (exits 1 when one is missed): the export and the import read and write one session at
a time, so what a process grows by does not grow with the history: at most 8 MB for the CSV,
the JSON and the import; an XLSX sheet stays in memory until the workbook is written
(openpyxl), so the XLSX export at most 8 MB and 24 KB a session (about 17 KB a sheet,
docs/export-formats.md). The import at least IMPORT_PER_S sessions a second: twice the speed
it had when each session was scored twice (1,490 s for 10,000 sessions). The export times are
printed without a target. bench/figures.py --only export-big writes the table of
docs/export-formats.md from these figures.
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT / "firmware", ROOT / "bench", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

FORMATS = ("csv", "json", "xlsx")
GROWTH_MB = 8
XLSX_KB_A_SESSION = 24
IMPORT_PER_S = round(2 * 10000 / 1490, 1)  # twice 10,000 sessions in 1,490 s


def _rss_mb():
    # ru_maxrss is in KB on Linux (bytes on macOS).
    scale = 1 / 1024 if sys.platform != "darwin" else 1 / (1024 * 1024)
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale


def child(db, kind, out):
    """Run in the fresh process: one export (or the import, kind "import"); prints JSON."""
    import openpyxl  # noqa: F401  (loaded before the baseline, as the XLSX export loads it)

    from host_tools.commands import export_command, import_command
    from host_tools.store import selection
    from host_tools.store.database import open_store

    if kind == "import":
        with open_store(out) as store:
            base = _rss_mb()
            began = time.monotonic()
            count, _ = import_command.import_file(store, db)
    else:
        with open_store(db) as store:
            keys = selection.keys(store)
            base = _rss_mb()
            began = time.monotonic()
            count = export_command.write(store, keys, kind, out)
    seconds = time.monotonic() - began
    print(json.dumps({"sessions": count, "seconds": seconds, "base": base, "peak": _rss_mb()}))


def measure(db, kind, out):
    proc = subprocess.run(
        [sys.executable, __file__, "--child", kind, str(db), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode:
        raise SystemExit(proc.stderr)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def grew(targets, label, got, kind):
    """The growth of the export (or import) of `got`, held to its target, and its time, speed
    and peak (the import's speed held to IMPORT_PER_S)."""
    limit = GROWTH_MB + (got["sessions"] * XLSX_KB_A_SESSION / 1024 if kind == "xlsx" else 0)
    key = f"{kind}_{got['sessions']}"
    value = round(got["peak"] - got["base"], 1)
    targets.at_most(key + "_grew", f"{label}: grew by", value, round(limit, 1), " MB")
    targets.note(key + "_seconds", f"{label}: time", round(got["seconds"], 1), " s")
    speed = round(got["sessions"] / got["seconds"], 1)
    if kind == "import":
        targets.at_least(key + "_per_s", f"{label}: speed", speed, IMPORT_PER_S, " sessions/s")
    else:
        targets.note(key + "_per_s", f"{label}: speed", speed, " sessions/s")
    targets.note(key + "_peak", f"{label}: peak RSS", round(got["peak"], 1), " MB")


def figures(targets, db, sessions, work, formats, with_import):
    if not Path(db).exists():
        from gen_store import make_store

        began = time.monotonic()
        make_store(db, sessions)
        took = round(time.monotonic() - began)
        print(f"generated {sessions} sessions in {took} s ({db})")
        targets.note(f"store_{sessions}_seconds", f"{sessions} sessions generated in", took, " s")
    for kind in formats:
        out = Path(work) / f"export.{kind}"
        got = measure(db, kind, out)
        size = out.stat().st_size
        if kind == "csv":
            size += (Path(work) / "export-standings.csv").stat().st_size
        print(
            f"{got['sessions']:6d} sessions  {kind:5s} {got['seconds']:8.1f} s  "
            f"{got['sessions'] / got['seconds']:7.1f} sessions/s  peak RSS {got['peak']:6.1f} MB "
            f"({got['peak'] - got['base']:+.1f} MB over the {got['base']:.1f} MB before it)  "
            f"file {size / 1e6:.1f} MB"
        )
        grew(targets, f"{got['sessions']} sessions, {kind}", got, kind)
        key = f"{kind}_{got['sessions']}_file"
        targets.note(key, f"{got['sessions']} sessions, {kind}: file", round(size / 1e6, 1), " MB")
    if not with_import or "json" not in formats:
        return
    target = Path(work) / "imported.sqlite3"
    got = measure(Path(work) / "export.json", "import", target)
    print(
        f"{got['sessions']:6d} sessions  import{got['seconds']:8.1f} s  "
        f"{got['sessions'] / got['seconds']:7.1f} sessions/s  peak RSS {got['peak']:6.1f} MB "
        f"({got['peak'] - got['base']:+.1f} MB over the {got['base']:.1f} MB before it)"
    )
    grew(targets, f"{got['sessions']} sessions, import of the JSON", got, "import")


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        child(sys.argv[3], sys.argv[2], sys.argv[4])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10000)
    parser.add_argument("--small", type=int, default=100)
    parser.add_argument("--db", help="the big store's file (made if missing)")
    parser.add_argument("--formats", default=",".join(FORMATS), help="csv,json,xlsx (all)")
    parser.add_argument("--no-import", action="store_true", help="leave out the import")
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    from targets import Targets

    targets = Targets("export_big")
    formats = [kind for kind in FORMATS if kind in args.formats.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "out"
        work.mkdir()
        if args.small:
            small = Path(tmp) / "small.sqlite3"
            figures(targets, small, args.small, work, formats, not args.no_import)
            for name in os.listdir(work):
                os.remove(work / name)
        big = Path(args.db) if args.db else Path(tmp) / "big.sqlite3"
        figures(targets, big, args.sessions, work, formats, not args.no_import)
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
