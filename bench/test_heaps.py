"""The smallest heap each MicroPython test file runs in, against the heap the test command
gives it, so the room to spare is a printed figure rather than a surprise.

MicroPython's heap does not fail gracefully: a file that passes 2 KB above its smallest heap
may fail on another machine, where a longer checkout path or a different stack layout moves
a few allocations about. Keep every file well below its cap.

Usage: .venv/bin/python bench/test_heaps.py [test_name ...] [--micropython PATH]
Target: every file at least 16 KB below its cap.
"""

import argparse
import os
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="test files to measure (default: all)")
    parser.add_argument("--micropython", default=str(BIN / "micropython"))
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
                need = smallest_heap(args.micropython, out, folder, src.stem, cap)
                spare = None if need is None else cap - need
                shown = f"> {2 * cap}" if need is None else str(need)
                print(f"{src.stem:<28} {cap:>8} {shown:>8} {str(spare):>8}")
                if spare is None or spare < TARGET_MARGIN_KB:
                    short.append(src.stem)
    print(f"bisected in {STEP_KB} KB steps; target: {TARGET_MARGIN_KB} KB spare or more")
    print("below target: " + (", ".join(short) if short else "none"))


if __name__ == "__main__":
    main()
