"""Log figures: bytes per stored hand for each game, restore time and heap against the length
of the stored history, and the heap peak of a 300-hand evening under a 112 KB heap.

Usage: .venv/bin/python bench/log_size.py [--micropython32 PATH] [--steady]
(--steady: each heap figure is the smallest from which every larger size up to 112 KB passes,
in 1 KB steps, rather than bisected: the smallest heap is not monotonic in the heap size.)
Targets: <= 40 bytes for a typical hand; restore flat in the history length; a 300-hand
evening passes under -X heapsize=112k with room to spare; an undo, an edit of hand 1 and a
deletion at hand 300, live and through a restore, need no more than 4 KB above the evening's
own peak; restore time flat in the number of corrections.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from score_speed import GENERATORS, OUT, write_hands  # noqa: E402

from core import logformat  # noqa: E402
from scripts import compile_mpy  # noqa: E402

BIN = Path(sys.executable).parent
MPY = OUT / "mpy-all"


def compile_firmware():
    compile_mpy.compile_or_exit(compile_mpy.device_sources(), MPY)


def micropython(args, heap=None, check=True, binary=None):
    cmd = [binary or BIN / "micropython"]
    if heap:
        cmd += ["-X", "heapsize=" + heap]
    proc = subprocess.run(
        [*cmd, ROOT / "bench" / "mp_log.py", *map(str, args)],
        env={"MICROPYPATH": str(MPY)},
        capture_output=True,
        text=True,
    )
    if proc.returncode:
        if not check:
            return None
        raise SystemExit("MicroPython failed:\n" + proc.stdout + proc.stderr)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def frame_sizes(path):
    with open(path) as source:
        source.readline()
        # Version 2 frames as the journal writes them, numbered past 127 (a 2-byte number).
        sizes = sorted(
            len(logformat.frame(logformat.HAND, json.loads(line), 200, 0)) for line in source
        )
    return sizes[len(sizes) // 2], sizes[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--micropython32", help="a 32-bit build of the port (docs/measuring.md)")
    parser.add_argument("--steady", action="store_true", help="scan down from 112 KB")
    args = parser.parse_args()
    global STEADY
    STEADY = args.steady
    compile_firmware()
    OUT.mkdir(parents=True, exist_ok=True)
    print("log bytes per hand (whole frame, 1,000 random hands per game):")
    paths = {}
    for game, generator in GENERATORS:
        if not (ROOT / "bench" / (generator + ".py")).exists():
            continue
        paths[game] = write_hands(game, generator, 1000, 7)
        median, most = frame_sizes(paths[game])
        print(f"  {game:<17} median {median:>3}  max {most:>3}  (target <= 40)")
    hands = paths["schafkopf"]
    print("restore at boot (open session of 100 hands; MicroPython, heap 112k, fastest of 5):")
    for history in (100, 1_000, 10_000):
        with tempfile.TemporaryDirectory() as folder:
            root = folder + "/sessions"
            micropython(["fill", root, hands, history // 100, 100, 100])
            os.sync()  # written out before timing, so the flush does not land in a restore
            # Fastest of five restores: single runs on this shared machine vary by 2x either way.
            got = min(
                (micropython(["restore", root], heap="112k") for _ in range(5)),
                key=lambda run: run["us"],
            )
            print(
                f"  history {history:>6} hands: {got['us'] / 1000:7.1f} ms, "
                f"heap {got['heap']:>6} bytes, {got['hands']} hands restored"
            )
    builds = [("64-bit unix port from PyPI", None)]
    if args.micropython32:
        builds.append(("32-bit unix port", args.micropython32))
    for label, binary in builds:
        with tempfile.TemporaryDirectory() as folder:
            run = ["evening", folder + "/sessions", hands, 300]
            got = micropython(run, heap="112k", binary=binary)
        print(
            f"300-hand Schafkopf evening (session + log), {label}, -X heapsize=112k: passes, "
            f"{got['in_use']} bytes in use at the end"
        )
        # The unix port keeps no true heap high-water mark, so the peak is found as the
        # smallest heap the same evening still runs in.
        lo = smallest_heap(["evening", None, hands, 300], binary)
        print(f"  smallest heap it runs in: {lo} KB (room to spare at 112 KB: {112 - lo} KB)")
        corrections(hands, binary, lo)
    restore_times(hands)


STEADY = False


def smallest_heap(run, binary, folder=None):
    """The smallest heap (KB) `run` passes in; run[1] is the journal folder (None: a fresh
    one each time). With --steady: the smallest from which every larger size passes."""
    if STEADY:
        for kb in range(112, 16, -1):
            with tempfile.TemporaryDirectory() as fresh:
                args = [run[0], folder or fresh + "/s", *run[2:]]
                if not micropython(args, heap=f"{kb}k", check=False, binary=binary):
                    return kb + 1
        return 17
    lo, hi = 16, 112
    while lo < hi:
        mid = (lo + hi) // 2
        with tempfile.TemporaryDirectory() as fresh:
            args = [run[0], folder or fresh + "/s", *run[2:]]
            ok = micropython(args, heap=f"{mid}k", check=False, binary=binary)
        lo, hi = (lo, mid) if ok else (mid + 1, hi)
    return lo


def corrections(hands, binary, evening):
    """Smallest heap of one correction at the end of the 300-hand evening, live and through a
    restore of its log, beside the evening's own."""
    with tempfile.TemporaryDirectory() as folder:
        micropython(["evening", folder + "/s", hands, 300])
        plain = smallest_heap(["restore", None], binary, folder + "/s")
    print(f"  restore of its log: smallest heap {plain} KB")
    for fix, label in (("undo", "undo"), ("edit", "edit of hand 1"), ("delete", "delete at 300")):
        live = smallest_heap(["evening", None, hands, 300, fix], binary)
        with tempfile.TemporaryDirectory() as folder:
            micropython(["evening", folder + "/s", hands, 300, fix])
            restored = smallest_heap(["restore", None], binary, folder + "/s")
        print(
            f"  {label:<15} live: {live} KB ({live - evening:+d} KB on the evening), through a "
            f"restore: {restored} KB ({restored - evening:+d} KB)  (target <= +4 KB)"
        )


def restore_times(hands):
    """Restore time of 300 hands with 0, 10 and 300 corrections (edits of hand 1): on
    MicroPython at 112k and on CPython, fastest of 5."""
    sys.path.insert(0, str(ROOT / "firmware"))
    from core.sessionlog import restore

    print("restore of a 300-hand evening with corrections (fastest of 5):")
    for count in (0, 10, 300):
        with tempfile.TemporaryDirectory() as folder:
            run = ["evening", folder + "/s", hands, 300]
            micropython(run + (["edit", count] if count else []))
            os.sync()
            got = min(
                (micropython(["restore", folder + "/s"], heap="112k") for _ in range(5)),
                key=lambda run: run["us"],
            )
            path = next(Path(folder, "s").glob("*.log"))
            best = None
            for _ in range(5):
                began = time.perf_counter()
                session, reader = restore(str(path))
                took = time.perf_counter() - began
                best = took if best is None else min(best, took)
            assert not reader.problems and session.corrections == count
        print(
            f"  {count:>3} corrections: MicroPython {got['us'] / 1000:7.1f} ms, "
            f"CPython {best * 1000:6.1f} ms  (target: flat)"
        )


if __name__ == "__main__":
    random.seed(0)
    main()
