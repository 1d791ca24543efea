"""Fuzzes `schreiber score` and every game's scoring with damaged input for longer than the test
command does (tests/host/test_fuzz_input.py runs a bounded sample of the same checks), and prints
how many inputs were tried and how they ended.

  .venv/bin/python bench/fuzz_input.py [--core N] [--cli N] [--subprocess N] [--seed S]

A failure stops the run with hypothesis's smallest failing input and its traceback.
Target: no input fails (every damaged input refused with a clear message, nothing scored from
it); the run exits 1 on the first that does.
"""

import argparse
import collections
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

from fuzzing import check_cli, check_core, check_outcome, evenings, input_files  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

RELAXED = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
SCRIPT = Path(sys.executable).parent / "schreiber"


def run(name, strategy, check, examples, seed_value):
    counts = collections.Counter()

    @seed(seed_value)
    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=RELAXED)
    @given(strategy)
    def fuzz(case):
        counts[check(case)] += 1

    start = time.monotonic()
    fuzz()
    seconds = time.monotonic() - start
    total = sum(counts.values())
    print(
        f"{name}: {total} inputs tried in {seconds:.0f} s; outcomes {dict(sorted(counts.items()))}"
    )
    return total


def cli_case(case):
    return f"status {check_cli(*case)}"


def subprocess_case(case):
    raw, args = case
    proc = subprocess.run(
        [str(SCRIPT), "score", *args], input=raw, capture_output=True, cwd=ROOT, timeout=120
    )
    err = proc.stderr.decode("utf-8", "backslashreplace")
    assert "Traceback" not in err, err
    check_outcome(proc.returncode, proc.stdout.decode("utf-8"), err, args)
    return f"status {proc.returncode}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--core", type=int, default=5000, help="evenings scored by the core")
    parser.add_argument("--cli", type=int, default=3000, help="input files for score, in-process")
    parser.add_argument("--subprocess", type=int, default=50, help="runs of the real command")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    total = run("core (Session and score_hand, every game)", evenings(), check_core, args.core,
                args.seed)  # fmt: skip
    total += run("schreiber score in-process", input_files(), cli_case, args.cli, args.seed)
    total += run("schreiber score as a process", input_files(), subprocess_case,
                 args.subprocess, args.seed)  # fmt: skip
    print(f"total: {total} inputs tried, no exception but the project's own input error")


if __name__ == "__main__":
    main()
