"""The smallest heap each MicroPython test file runs in, against the heap the test command
gives it, so the room to spare is a printed figure rather than a surprise.

MicroPython's heap does not fail gracefully: a file that passes 2 KB above its smallest heap
may fail on another machine, where a longer checkout path or a different stack layout moves
a few allocations about. Keep every file well below its cap.

Usage: .venv/bin/python bench/test_heaps.py [test_name ...] [--micropython PATH] [--steady]
Target: every file at least 16 KB below its cap.

The bisection finds a size the file passes in, but not that every larger one passes: the
smallest heap is not monotonic (a file may pass at 96 KB and fail at 100 KB, where a large
block no longer finds a hole). --steady measures what the margin means instead: for three
lengths of the folder the compiled files are in (which move the heap's first allocations), it
tries every size from the cap down in 1 KB steps and reports the smallest heap from which every
larger size passes, the worst of the three. Slower: use it on a few named files.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import compile_mpy  # noqa: E402
from tests.run_all import FIRMWARE_HEAP, HEAP  # noqa: E402

BIN = Path(sys.executable).parent
STEP_KB = 2
TARGET_MARGIN_KB = 16


def compile_into(out):
    compile_mpy.compile_or_exit(compile_mpy.device_sources(), out / "lib")
    for folder in ("core", "firmware"):
        compile_mpy.compile_or_exit(compile_mpy.test_sources(folder), out / folder)


def passes(binary, out, folder, name, kb):
    env = dict(os.environ)
    # The same path order as the test command: device code first, then the compiled tests
    # (for firmware tests, the core helpers are compiled beside them).
    paths = [out / "lib", out / folder] + ([out / "core"] if folder != "core" else [])
    env["MICROPYPATH"] = os.pathsep.join(str(p) for p in paths)
    command = [binary, "-X", f"heapsize={kb}k", ROOT / "scripts" / "mp_run.py", name]
    return subprocess.run(command, env=env, capture_output=True).returncode == 0


def smallest_heap(binary, out, folder, name, cap_kb):
    """Bisect between 16 KB and twice the cap; None if even that fails."""
    low, high = 16, 2 * cap_kb
    if not passes(binary, out, folder, name, high):
        return None
    while high - low > STEP_KB:
        mid = (low + high) // 2
        if passes(binary, out, folder, name, mid):
            high = mid
        else:
            low = mid
    return high


def steady_heap(binary, out, folder, name, cap_kb):
    """The smallest heap from which every size up to the cap passes, worst over three lengths
    of the compiled folder's path; None if the cap itself fails."""
    worst = 0
    for length in (1, 12, 40):
        copy = out.parent / ("p" * length)
        if not copy.exists():
            shutil.copytree(out, copy)
        kb = cap_kb
        while kb > 16 and passes(binary, copy, folder, name, kb):
            kb -= 1
        if kb == cap_kb:
            return None
        worst = max(worst, kb + 1)
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="test files to measure (default: all)")
    parser.add_argument("--micropython", default=str(BIN / "micropython"))
    parser.add_argument(
        "--steady", action="store_true", help="every size from the cap down, 3 path lengths"
    )
    args = parser.parse_args()
    caps = {"core": int(HEAP.rstrip("k")), "firmware": int(FIRMWARE_HEAP.rstrip("k"))}
    short = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "mpy"
        compile_into(out)
        print("{:<28} {:>8} {:>8} {:>8}".format("test file", "cap KB", "needs KB", "spare KB"))
        for folder in ("core", "firmware"):
            for src in sorted((ROOT / "tests" / folder).glob("test_*.py")):
                if args.names and src.stem not in args.names:
                    continue
                cap = caps[folder]
                measure = steady_heap if args.steady else smallest_heap
                need = measure(args.micropython, out, folder, src.stem, cap)
                spare = None if need is None else cap - need
                shown = (
                    ("> " + str(cap if args.steady else 2 * cap)) if need is None else str(need)
                )
                print(f"{src.stem:<28} {cap:>8} {shown:>8} {str(spare):>8}")
                if spare is None or spare < TARGET_MARGIN_KB:
                    short.append(src.stem)
    how = (
        "every size down from the cap, worst of 3 path lengths"
        if args.steady
        else (f"bisected in {STEP_KB} KB steps")
    )
    print(f"{how}; target: {TARGET_MARGIN_KB} KB spare or more")
    print("below target: " + (", ".join(short) if short else "none"))


if __name__ == "__main__":
    main()
