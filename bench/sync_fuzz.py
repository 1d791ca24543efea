"""Fuzzes the sync frame parser (core/syncframes.py) with more inputs than the test command
does (tests/host/test_sync_serial_frames.py runs a bounded sample of the same checks): random
bytes, real frames with noise between them, and real frames with bits flipped and bytes
dropped, inserted or repeated. Prints how many inputs of each kind passed.

  .venv/bin/python bench/sync_fuzz.py [--each N] [--seed S] [--kinds random,noise,damaged]

Target: at least 100,000 inputs in all, no crash, no damaged frame delivered, every frame the
damage did not touch delivered. A failure stops the run with hypothesis's smallest input.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from test_sync_serial_frames import (  # noqa: E402
    check_damaged,
    check_noisy,
    check_random,
    damaged_streams,
    noisy_streams,
)

RELAXED = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
STEPS = st.sampled_from([1, 7, 64, 4096])


def run(name, strategy, check, examples, seed_value):
    count = [0]

    @seed(seed_value)
    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=RELAXED)
    @given(strategy, STEPS)
    def fuzz(case, step):
        check(case, step)
        count[0] += 1

    start = time.monotonic()
    fuzz()
    print(f"{name}: {count[0]} inputs passed in {time.monotonic() - start:.0f} s", flush=True)
    return count[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--each", type=int, default=34000, help="inputs of each kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--kinds", default="random,noise,damaged", help="which kinds of input, comma-separated"
    )
    args = parser.parse_args()
    kinds = {
        "random": ("random bytes", st.binary(max_size=4000), check_random),
        "noise": ("frames in noise", noisy_streams(), check_noisy),
        "damaged": ("damaged frames", damaged_streams(), check_damaged),
    }
    total = 0
    for kind in args.kinds.split(","):
        name, strategy, check = kinds[kind]
        total += run(name, strategy, check, args.each, args.seed)
    print(f"in all: {total} inputs, no failure (target: 100,000 or more)")
    if total < 100_000:
        print("MISSED: fewer than 100,000 inputs")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
