"""Fuzzes the host's push endpoint (its WSGI app over a real store file) with many more hostile
pushes than the test command does (tests/host/test_http_fuzz.py runs a bounded sample of the
same checks), and prints how many were tried and how they were answered.

  .venv/bin/python bench/store_http_fuzz.py [--examples N] [--seed S] [--dir DIR] [--json FILE]

The cases are drawn as the test's hypothesis strategy draws them, by a seeded random generator
(hypothesis's own drawing would take most of the time); a failure stops the run with the case
that failed and its traceback. Target: no case fails; the run exits 1 on the first that does.
The store lies in DIR (default: /dev/shm where there is one, so the run measures the handler,
not the disk's flushes).
"""

import argparse
import os
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

from http_fuzzing import Rig, random_case  # noqa: E402
from targets import Targets  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    default_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
    parser.add_argument("--dir", default=default_dir)
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("store_http_fuzz")
    rig = Rig(args.dir)
    rng = random.Random(args.seed)
    start = time.monotonic()
    failed = 0
    try:
        for _ in range(args.examples):
            case = random_case(rng)
            try:
                rig.check(case)
            except Exception:
                # The first failure ends the run: its case and traceback are what to look at.
                failed = 1
                print(f"failed on {case!r}", file=sys.stderr)
                traceback.print_exc()
                break
    finally:
        seconds = time.monotonic() - start
        rig.close()
    total = sum(rig.outcomes.values())
    targets.at_least("tried", "pushes tried", total, args.examples - failed)
    targets.at_most("failed", "cases that crashed the handler or left a partial write", failed, 0)
    for status, count in sorted(rig.outcomes.items()):
        targets.note(f"answer_{status}", f"answered {status}", count)
    targets.note("seed", "seed", args.seed)
    targets.note("seconds", "time", round(seconds), " s")
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
