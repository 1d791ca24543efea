"""Faulted-link runs of `schreiber sync`'s client against the real firmware in the simulator
(tests/host/sync_fault_runs.py): per fault class (flipped, dropped and duplicated bytes, stalls,
the cable pulled, garbage, all combined) many runs, each from the same flash image into a new
store, a sync through the damaged 115200-baud line and then a retry through a clean one.

Usage: .venv/bin/python bench/sync_faults.py [--runs N] [--classes flip,drop,...] [--json FILE]
Target: every faulted run completes or fails with one line; the store is always a byte-exact
prefix of the device's copy; every retry completes with the store holding the device's logs
exactly; nothing is marked synced that the store does not hold whole. Exits 1 on any miss.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

import sync_fault_runs  # noqa: E402
from targets import Targets  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="runs per fault class")
    parser.add_argument("--classes", default=",".join(sync_fault_runs.CLASSES))
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    kinds = [k for k in args.classes.split(",") if k]
    unknown = [k for k in kinds if k not in sync_fault_runs.CLASSES]
    if unknown:
        parser.error(f"no such fault class: {', '.join(unknown)}")
    targets = Targets("sync_faults")
    began = time.monotonic()
    print(f"{'class':<9} {'runs':>5} {'completed':>10} {'failed':>7} {'retried':>8} {'misses':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        image = sync_fault_runs.template(Path(tmp))
        for kind in kinds:
            counts, errors = fault_class(image, Path(tmp), kind, args.runs)
            print(
                f"{kind:<9} {args.runs:>5} {counts['completed']:>10} {counts['failed']:>7} "
                f"{counts['retried']:>8} {counts['misses']:>7}"
            )
            for line, count in sorted(errors.items()):
                print(f"    {count} x {line}")
            for key in ("completed", "failed", "retried"):
                targets.note(f"{kind}_{key}", f"{kind}: {key}", counts[key])
            targets.at_most(f"{kind}_misses", f"{kind}: runs with a miss", counts["misses"], 0)
            # How the failed runs failed, digits as N: the same failure reads the same each run.
            said = "; ".join(f"{count} x {line}" for line, count in sorted(errors.items()))
            targets.note(f"{kind}_errors", f"{kind}: failed with", said or "-")
    targets.note("runs", "runs per class", args.runs)
    targets.note("seconds", "time for all runs", round(time.monotonic() - began), " s")
    return targets.finish(args.json)


def fault_class(image, tmp, kind, runs):
    """({"completed", "failed", "retried", "misses"}: counts, {error line: count}) of `runs`
    faulted syncs of class `kind`, each followed by a retry through a clean line."""
    counts = {"completed": 0, "failed": 0, "retried": 0, "misses": 0}
    errors = {}
    for seed in range(1, runs + 1):
        got = sync_fault_runs.run(image, tmp, kind, seed)
        counts[got["outcome"]] += 1
        counts["retried"] += not any("retry" in m for m in got["misses"])
        if got["misses"]:
            counts["misses"] += 1
            print(f"  MISS {kind} seed {seed}: {'; '.join(got['misses'])}")
        if got["error"]:
            line = got["error"].replace(got["port"], "PORT").split(" (")[0]
            line = "".join("N" if c.isdigit() else c for c in line)
            errors[line] = errors.get(line, 0) + 1
    return counts, errors


if __name__ == "__main__":
    sys.exit(main())
