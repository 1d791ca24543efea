"""Re-runs the benches and rewrites the figure tables in docs/ from what they print: the one way
a figure gets into the docs.

Usage: .venv/bin/python bench/figures.py [--src DIR] [--lib DIR] [--only TABLE ...] [--dirty]
       nice -n 10 .venv/bin/python bench/figures.py --only export-big report-big
  --src  a MicroPython source tree at the version of docs/frozen-build.md (default
         /tmp/mp/src); the unix port is built from it five ways (64- and 32-bit, plain and with
         Schreiber frozen, and 32-bit with only the board's code frozen, bench/board_manifest.py)
         with `make`, which only rebuilds what changed, so the frozen builds hold the code as
         it is now
  --lib  a folder standing in for micropython-lib (the freezer only checks that it exists;
         default /tmp/mp/lib, made if missing)
  --only rewrite only these tables (names below); the others stay as they are. The host
         tool's tables of a 10,000-session history (export-big, report-big: OPT_IN) are
         rewritten only when named here, never by the default run: they take about 30 minutes
         (a store of 10,000 generated sessions is made, exported, imported and reported on)
  --dirty  measure even with uncommitted changes to the measured code: the tables then name
         the commit with "+dirty", which tests/host/test_figures.py refuses

Each table sits between `<!-- figures: NAME commit=SHA -->` and `<!-- /figures -->` in its
page and names the commit it was measured at. tests/host/test_figures.py fails when a commit
after that one changed the code a table measures (bench/figures_measured.py): run this again
and commit the pages; that holds for the OPT_IN tables too, which are measured again with
--only. A default run takes about 15 minutes on a 2-core machine (log_size.py alone about 6),
and the press table (bench/presses.py, run on the PyPI port: no build) a few minutes more.
A bench that misses a target still gives its figures: the tables mark each miss, and this
command lists them and exits 1.

The parts, a job each: figures_tables.py (each table written from its bench's figures, its
page, OPT_IN), figures_run.py (the ports built, the benches run), figures_presses.py (the
figures read from what bench/presses.py prints), figures_pages.py (the tables' blocks in the
pages), figures_measured.py (what each table measures: the staleness rule).
"""

import argparse
import sys

from figures_measured import git, measured_changes
from figures_pages import rewrite
from figures_run import measure
from figures_tables import TABLES, wanted_tables


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/tmp/mp/src")
    parser.add_argument("--lib", default="/tmp/mp/lib")
    parser.add_argument("--only", nargs="*", choices=sorted(TABLES))
    parser.add_argument("--dirty", action="store_true")
    args = parser.parse_args()
    commit = git("rev-parse", "HEAD").strip()
    tables = wanted_tables(args.only)
    wanted = {TABLES[name][1] for name in tables}
    changed = measured_changes(wanted)
    if changed:
        if not args.dirty:
            raise SystemExit(
                "uncommitted changes to the measured code (commit first):\n" + "\n".join(changed)
            )
        commit += "+dirty"
    got = measure(wanted, args.src, args.lib)
    for name in tables:
        page, bench, render = TABLES[name]
        rewrite(page, name, render(got[bench][0]), commit)
        print(f"docs/{page}: {name}")
    missed = sorted(bench for bench, (_, ok) in got.items() if not ok)
    if missed:
        print("benches that missed a target (marked in the tables): " + ", ".join(missed))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
