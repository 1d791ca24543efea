"""Heap taken by the device code frozen into the firmware against the same code loaded from .mpy.

Give it MicroPython unix ports built from one source tree, with and without the code frozen
(docs/frozen-build.md gives the four make commands: 64- and 32-bit, each plain and frozen).
A frozen build runs the code from the frozen image; any other build imports it from .mpy files
compiled by the project's mpy-cross. Printed per interpreter:
  - the import heap of the session, Schafkopf and the log reader (what the device needs to
    restore an evening), then with the journal, then with every game;
  - the smallest heap from which a 300-hand Schafkopf evening (session + log on a filesystem)
    runs at every larger size (scanned down in 1 KB steps, bench/targets.py);
  - the heap held by a started Schafkopf session, as the core is (the modules that make the
    settings let go again, core.heap) and with them kept loaded;
  - the heap a table of 16 names takes, written as a constant tuple (bench/table_tuple.py) and
    built from a list literal (bench/table_list.py): the rule in docs/measuring.md.
Compare a frozen build only with a plain build of the same source: a frozen build knows every
name in the frozen code as a built-in string, which makes .mpy imports on it cheaper too.

Usage: .venv/bin/python bench/frozen_heap.py [INTERPRETER ...] [--json FILE]
(default: .venv's micropython). The work folder's path is of fixed length (tempfile's), so the
figures do not move with the checkout's path.
Target: the 300-hand evening in 96 KB or less (16 KB to spare at 112 KB) on every build; the
other figures are printed for docs/frozen-build.md and docs/measuring.md.
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from score_speed import OUT, write_hands  # noqa: E402
from targets import Targets, steady_heap  # noqa: E402

from scripts import compile_mpy  # noqa: E402

BIN = Path(sys.executable).parent
SETS = (
    (
        "session + Schafkopf + log reader",
        ("core.session", "core.schafkopf.rules", "core.sessionlog"),
    ),
    ("  + journal", ("core.session", "core.schafkopf.rules", "core.sessionlog", "app.journal")),
    (
        "  + every game, settling up",
        (
            "core.session",
            "core.schafkopf.rules",
            "core.sessionlog",
            "app.journal",
            "core.bierkopf.rules",
            "core.german_schafkopf.rules",
            "core.skat.rules",
            "core.bauernschnapsen.rules",
            "core.settlement",
        ),
    ),
)
EVENING_HANDS = 300
BENCH_MODULES = ("mp_log", "table_tuple", "table_list")


def run(binary, path, args, heap="112k"):
    """Run `micropython -X heapsize=heap args` with MICROPYPATH=path; (ok, last line)."""
    proc = subprocess.run(
        [binary, "-X", "heapsize=" + heap, *map(str, args)],
        env=dict(os.environ, MICROPYPATH=path),
        capture_output=True,
        text=True,
    )
    lines = proc.stdout.strip().splitlines()
    return proc.returncode == 0, (lines[-1] if lines else proc.stderr.strip())


def describe(binary):
    """(bits, frozen): the word size, and whether the device code is frozen into `binary`."""
    ok, out = run(binary, ".frozen", ["-c", "import sys, core; print(sys.maxsize > 1 << 32)"])
    if not ok:
        ok, out = run(binary, "", ["-c", "import sys; print(sys.maxsize > 1 << 32)"])
        return (64 if out == "True" else 32), False
    return (64 if out == "True" else 32), True


def import_heap(binary, path, modules):
    """Heap held by importing `modules`: a figure, not a fit, so it runs on a heap with room
    (every game's code from .mpy on 64-bit takes more than the device's 112 KB, which the
    device never loads at once)."""
    code = (
        "import gc\ngc.collect()\nb = gc.mem_alloc()\n"
        f"for m in {modules!r}:\n    __import__(m)\n"
        "gc.collect()\nprint(gc.mem_alloc() - b)\n"
    )
    ok, out = run(binary, path, ["-c", code], heap="256k")
    if not ok:
        raise SystemExit(f"{binary}: import failed: {out}")
    return int(out)


def session_heap(binary, path, keep_settings_code):
    code = (
        "import gc\ngc.collect()\nb = gc.mem_alloc()\n"
        "from core import heap\nfrom core.session import Session\n"
        + ("heap.unload = lambda name: None\n" if keep_settings_code else "")
        + "s = Session('schafkopf', {}, ['A', 'B', 'C', 'D'])\n"
        "gc.collect()\nprint(gc.mem_alloc() - b)\n"
    )
    ok, out = run(binary, path, ["-c", code])
    if not ok:
        raise SystemExit(f"{binary}: session failed: {out}")
    return int(out)


def table_source(binary, path, name):
    ok, out = run(binary, path, ["-c", f"import {name}; print({name}.__file__)"])
    return ".mpy" if out.endswith(".mpy") else "frozen"


def evening_fits(binary, path, hands, kb):
    """Does a 300-hand evening run in `kb` KB? bench/mp_log.py, itself compiled to .mpy so no
    interpreter compiles a script on its heap."""
    with tempfile.TemporaryDirectory() as folder:
        args = ["-m", "mp_log", "evening", folder + "/sessions", hands, EVENING_HANDS]
        return run(binary, path, args, heap=f"{kb}k")[0]


def smallest_evening_heap(binary, path, hands):
    """Every size from this up to 112 KB runs the evening (bench/targets.py); None if 112 fails."""
    return steady_heap(lambda kb: evening_fits(binary, path, hands, kb), 112)


def stale(binary):
    """True when a device source changed after `binary` was built (its frozen code is old)."""
    built = Path(binary).stat().st_mtime
    return any(src.stat().st_mtime > built for src, _ in compile_mpy.device_sources())


EVENING_KB = 96  # the device's 112 KB less the 16 KB kept to spare (docs/measuring.md)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("interpreters", nargs="*", default=[str(BIN / "micropython")])
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("frozen_heap")
    with tempfile.TemporaryDirectory() as folder:
        measure(args.interpreters, Path(folder), targets)
    return targets.finish(args.json)


def measure(interpreters, work, targets):
    device = work / "device"
    compile_mpy.compile_or_exit(compile_mpy.device_sources(), device)
    bench_only = work / "bench"
    scripts = [(ROOT / "bench" / (name + ".py"), Path(name + ".py")) for name in BENCH_MODULES]
    compile_mpy.compile_or_exit(scripts, bench_only)
    OUT.mkdir(parents=True, exist_ok=True)
    hands = write_hands("schafkopf", "gen_schafkopf", EVENING_HANDS, 7)
    print("heap in bytes (gc.mem_alloc after gc.collect); imports at 256k, the rest at 112k")
    for binary in interpreters:
        bits, frozen = describe(binary)
        code = "frozen" if frozen else ".mpy"
        key = f"{bits}_{'frozen' if frozen else 'mpy'}"
        path = os.pathsep.join([".frozen" if frozen else str(device), str(bench_only)])
        print(f"{binary}: {bits}-bit, device code from {code}")
        if frozen and stale(binary):
            print("  (device code changed since this build: rebuild it, docs/frozen-build.md)")
        for number, (label, modules) in enumerate(SETS):
            heap = import_heap(binary, path, modules)
            targets.note(f"import{number}_{key}", f"import {label.strip()}", heap, " bytes")
        heap = session_heap(binary, path, False)
        targets.note(f"session_{key}", "a started Schafkopf session", heap, " bytes")
        heap = session_heap(binary, path, True)
        what = "  with the settings code kept loaded"
        targets.note(f"session_kept_{key}", what, heap, " bytes")
        need = smallest_evening_heap(binary, path, hands)
        what = f"{EVENING_HANDS}-hand Schafkopf evening, smallest heap"
        targets.at_most(f"evening_{key}", what, need, EVENING_KB, " KB")
        for name in ("table_tuple", "table_list"):
            where = table_source(binary, path, name)
            heap = import_heap(binary, path, (name,))
            targets.note(f"{name}_{key}", f"import {name} ({where})", heap, " bytes")


if __name__ == "__main__":
    sys.exit(main())
