"""Runs every check the README's test command promises and fails when one is red.

1. ruff check (lint) over the whole repository;
2. ruff format --check over the whole repository;
3. mpy-cross over every file that goes onto the device, into build/mpy/;
4. pytest on CPython (core, host, property and fuzz tests; arguments go to pytest);
5. the core tests again under the MicroPython unix port, heap 112 KB, core loaded from .mpy;
6. the firmware tests under the unix port (the journal on a LittleFS RAM disk, the hardware
   layer against stand-ins), heap 160 KB;
7. the benches' quick runs (QUICK_BENCHES): each exits 1 when a figure misses its target; those
   that time the code (TIMING) last, alone.

The first three stop the run when they fail. The rest run on two streams, for a 2-core
machine (streams): steps 5 to 7 (PORT_STEPS) share nothing with pytest (they write
build/mpy-tests/ and build/bench/, pytest's simulator build/sim/, which it compiles to side by
side safely; a heap figure does not depend on the time a run takes), so one stream runs them
while the other starts on pytest's files, CHUNK files a pytest run; then both take the chunks
left. Every job prints its output whole once it has ended, with its time.
"""

import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
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


# The benches that time the code, run once pytest and the port's other steps have ended: beside
# them, on a loaded 2-core machine, score_speed.py's MicroPython over CPython went from under
# its 3.5 to 4.5.
TIMING = ("score_speed.py",)


def quick_benches(timing=False):
    """QUICK_BENCHES, those that time the code (TIMING) or the others; 1 if one missed."""
    failed = []
    for bench, *args in QUICK_BENCHES:
        if (bench in TIMING) != timing:
            continue
        banner(f"bench/{bench} {' '.join(args)}")
        if run([BIN / "python", ROOT / "bench" / bench, *args]):
            failed.append(bench)
    print(
        "benches: " + (("missed a target: " + ", ".join(failed)) if failed else "every target met")
    )
    return 1 if failed else 0


PORT_STEPS = (
    ("MicroPython", micropython_tests),
    ("MicroPython firmware", micropython_firmware_tests),
    ("benches (quick)", quick_benches),
)


def timed(name, step):
    """Run one step; whether it failed. Its verdict and time are printed."""
    start = time.monotonic()
    failed = bool(step())
    verdict = "FAILED" if failed else "passed"
    print(f"\n{verdict}: {name} ({time.monotonic() - start:.0f} s)", flush=True)
    return failed


def port_steps():
    """PORT_STEPS one after the other (run beside pytest by main); 1 if any failed."""
    failed = [name for name, step in PORT_STEPS if timed(name, step)]
    return 1 if failed else 0


# pytest's files are run in chunks of this many, taken in turn by two streams (below): small
# enough that the two end close together, large enough that pytest's start (about 2 s of CPU)
# is paid rarely.
CHUNK = 4


def main(argv):
    start = time.monotonic()
    first = [
        ("ruff check", lambda: run([BIN / "ruff", "check", "."])),
        ("ruff format --check", lambda: run([BIN / "ruff", "format", "--check", "."])),
        ("mpy-cross", compile_device_code),
    ]
    for name, step in first:
        if name.startswith("ruff"):
            banner(name)
        if timed(name, step):
            return 1
    failed = streams(argv)
    if timed("benches that time the code (quick)", lambda: quick_benches(timing=True)):
        failed.append("benches that time the code")
    took = f"({time.monotonic() - start:.0f} s in all)"
    if failed:
        print("\nFAILED: " + ", ".join(failed) + " " + took)
        return 1
    print("\nALL CHECKS PASSED " + took)
    return 0


# The unix port's steps (PORT_STEPS), a process of their own.
PORT_JOB = (
    "the unix port's steps",
    [
        BIN / "python",
        "-c",
        "import sys; from tests import run_all; sys.exit(run_all.port_steps())",
    ],
)


def streams(argv, port_job=PORT_JOB):
    """pytest and the port's steps on two streams, one a core: the one stream runs the port's
    steps, then joins the other in taking pytest's chunks of files one by one, so both end at
    about the same time. Each job's output is printed whole when it ends. The names of the
    jobs that failed."""
    banner("pytest on CPython " + sys.version.split()[0] + ", beside it the unix port's steps")
    jobs = queue.Queue()
    for chunk in pytest_chunks(argv):
        jobs.put(chunk)
    lock = threading.Lock()
    failed = []
    collected = []

    def job(name, cmd, empty_ok=False):
        begun = time.monotonic()
        with tempfile.TemporaryFile("w+") as log:
            # PYTHONUNBUFFERED: its lines in the order they came, the subprocesses' among them.
            env = dict(os.environ, PYTHONUNBUFFERED="1")
            code = subprocess.run(
                [str(c) for c in cmd], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env
            ).returncode
            log.seek(0)
            with lock:
                print(f"\n-- {name} ({time.monotonic() - begun:.0f} s)", flush=True)
                sys.stdout.write(log.read())
                sys.stdout.flush()
                # pytest exits 5 when it collected nothing: a chunk a -k left empty.
                if code == 5 and empty_ok:
                    return
                collected.append(name)
                if code:
                    failed.append(name)

    def stream(first=None):
        if first:
            job(*first)
        while True:
            try:
                files = jobs.get_nowait()
            except queue.Empty:
                return
            shown = " ".join(argv) if not files else files[0].split("/")[-1]
            shown += f" +{len(files) - 1}" if len(files) > 1 else ""
            job("pytest " + shown, [BIN / "python", "-m", "pytest", *argv, *files], True)

    threads = [threading.Thread(target=stream, args=(port_job,))]
    threads.append(threading.Thread(target=stream))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if collected == ([port_job[0]] if port_job else []):  # pytest collected nothing at all
        failed.append("pytest (no test collected)")
    return failed


def pytest_chunks(argv):
    """pytest's test files in chunks of CHUNK (their paths relative to the checkout), or one
    job for all when the arguments name files or folders of their own."""
    if any(Path(ROOT, arg.split("::")[0]).exists() for arg in argv if not arg.startswith("-")):
        return [[]]
    # The host tests first, the core's last: those are a few seconds a chunk, and fill in
    # while the other stream ends its last host chunk.
    files = [
        test.relative_to(ROOT).as_posix()
        for folder in ("tests/host", "tests/core")
        for test in sorted((ROOT / folder).glob("test_*.py"))
    ]
    return [files[at : at + CHUNK] for at in range(0, len(files), CHUNK)]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
