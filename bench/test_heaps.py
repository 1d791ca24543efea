"""The smallest heap each MicroPython test file runs in, against the heap the test command
gives it, so the room to spare is a printed figure rather than a surprise.

MicroPython's heap does not fail gracefully: a file that passes 2 KB above its smallest heap
may fail on another machine, where a longer checkout path or a different stack layout moves
a few allocations about. Keep every file well below its cap.

Usage: .venv/bin/python bench/test_heaps.py [test_name ...] [--micropython PATH] [--steady]
Target: every file at least 16 KB below its cap.

The files run exactly as the test command runs them: the same folder layout and the same
relative module paths (tests/run_all.py), so the figures do not depend on where the checkout
lies. The bisection finds a size the file passes in, but not that every larger one passes: the
smallest heap is not monotonic (a file may pass at 96 KB and fail at 100 KB, where a large
block no longer finds a hole). --steady measures what the margin means instead: it tries every
size from the cap down in 1 KB steps and reports the smallest heap from which every larger size
passes. Slower: use it on a few named files.
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
from tests.run_all import FIRMWARE_HEAP, HEAP, MPY_DIR  # noqa: E402

BIN = Path(sys.executable).parent
STEP_KB = 2
TARGET_MARGIN_KB = 16


def compile_into(out):
    """The test command's layout under `out`: build/mpy, build/mpy-tests/<folder> (each with
    the core's test helpers beside it), scripts/mp_run.py."""
    compile_mpy.compile_or_exit(compile_mpy.device_sources(), out / MPY_DIR.relative_to(ROOT))
    for folder in ("core", "firmware"):
        sources = []
        for helper_folder in dict.fromkeys(("core", folder)):
            sources += compile_mpy.test_sources(helper_folder)
        compile_mpy.compile_or_exit(sources, out / "build" / "mpy-tests" / folder)
    (out / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "mp_run.py", out / "scripts" / "mp_run.py")


def passes(binary, out, folder, name, kb):
    env = dict(os.environ)
    paths = (MPY_DIR.relative_to(ROOT), Path("build") / "mpy-tests" / folder)
    env["MICROPYPATH"] = os.pathsep.join(str(p) for p in paths)
    command = [binary, "-X", f"heapsize={kb}k", "scripts/mp_run.py", name]
    return subprocess.run(command, env=env, cwd=out, capture_output=True).returncode == 0


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
    """The smallest heap from which every size up to the cap passes; None if the cap fails."""
    kb = cap_kb
    while kb > 16 and passes(binary, out, folder, name, kb):
        kb -= 1
    return None if kb == cap_kb else kb + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="test files to measure (default: all)")
    parser.add_argument("--micropython", default=str(BIN / "micropython"))
    parser.add_argument(
        "--steady", action="store_true", help="every size from the cap down in 1 KB steps"
    )
    args = parser.parse_args()
    caps = {"core": int(HEAP.rstrip("k")), "firmware": int(FIRMWARE_HEAP.rstrip("k"))}
    short = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
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
    how = "every size down from the cap" if args.steady else (f"bisected in {STEP_KB} KB steps")
    print(f"{how}; target: {TARGET_MARGIN_KB} KB spare or more")
    print("below target: " + (", ".join(short) if short else "none"))


if __name__ == "__main__":
    main()
