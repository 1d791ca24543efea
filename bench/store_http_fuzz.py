"""Fuzzes the host's push endpoint (its WSGI app over a real store file) with many more hostile
pushes than the test command does (tests/host/test_http_fuzz.py runs a bounded sample of the
same checks), and prints how many were tried and how they were answered.

  .venv/bin/python bench/store_http_fuzz.py [--examples N] [--seed S] [--dir DIR]

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

from http_fuzzing import Rig, random_case  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    default_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
    parser.add_argument("--dir", default=default_dir)
    args = parser.parse_args()
    rig = Rig(args.dir)
    rng = random.Random(args.seed)
    start = time.monotonic()
    try:
        for _ in range(args.examples):
            case = random_case(rng)
            try:
                rig.check(case)
            except Exception:
                print(f"failed on {case!r}", file=sys.stderr)
                raise
    finally:
        seconds = time.monotonic() - start
        total = sum(rig.outcomes.values())
        answers = dict(sorted(rig.outcomes.items()))
        print(f"push endpoint: {total} pushes tried in {seconds:.0f} s; answers {answers}")
        rig.close()


if __name__ == "__main__":
    main()
