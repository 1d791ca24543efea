"""The smallest heap each MicroPython test file runs in, against the heap the test command
gives it, so the room to spare is a printed figure rather than a surprise.

MicroPython's heap does not fail gracefully: a file that passes 2 KB above its smallest heap
may fail on another machine, where a longer checkout path or a different stack layout moves
a few allocations about. Keep every file well below its cap.

Usage: .venv/bin/python bench/test_heaps.py [test_name ...] [--micropython PATH] [--json FILE]
Target: every file at least 16 KB below its cap; exits 1 when one is not.

The files run exactly as the test command runs them: the same folder layout and the same
relative module paths (tests/run_all.py), so the figures do not depend on where the checkout
lies. Each figure is the smallest heap from which every size up to the cap passes, tried in 1 KB
steps from the cap down (bench/targets.py): the smallest heap is not monotonic (a file may pass
at 96 KB and fail at 100 KB, where a large block no longer finds a hole), so a bisection would
find a size the file passes in, not the margin. A few seconds to half a minute a file: all of
them (bench/figures.py) took 17 minutes on a shared 2-core machine; name a few.
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
sys.path.insert(0, str(ROOT / "bench"))

from targets import Targets, steady_heap  # noqa: E402

from scripts import compile_mpy  # noqa: E402
from tests.run_all import FIRMWARE_HEAP, HEAP, MPY_DIR  # noqa: E402

BIN = Path(sys.executable).parent
TARGET_MARGIN_KB = 16
FOLDERS = ("core", "firmware")


def measured_files():
    """(folder, name) of every MicroPython test file, tests/<folder>/test_*.py, in the order
    they are measured (docs/measuring.md's table has a row for each)."""
    return [
        (folder, src.stem)
        for folder in FOLDERS
        for src in sorted((ROOT / "tests" / folder).glob("test_*.py"))
    ]


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


def steady_heap_of(binary, out, folder, name, cap_kb):
    """The smallest heap from which every size up to the cap passes; None if the cap fails."""
    return steady_heap(lambda kb: passes(binary, out, folder, name, kb), cap_kb)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="test files to measure (default: all)")
    parser.add_argument("--micropython", default=str(BIN / "micropython"))
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    caps = {"core": int(HEAP.rstrip("k")), "firmware": int(FIRMWARE_HEAP.rstrip("k"))}
    targets = Targets("test_heaps")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        compile_into(out)
        print("smallest heap from which every larger size up to the cap passes, KB:")
        for folder, name in measured_files():
            if args.names and name not in args.names:
                continue
            cap = caps[folder]
            need = steady_heap_of(args.micropython, out, folder, name, cap)
            what = f"{name} (cap {cap} KB)"
            targets.at_most(name, what, need, cap - TARGET_MARGIN_KB, " KB")
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
