"""What the push after a hand costs on the device's heap at its peak (sync/auto.py, docs/
sync-protocol.md "Pushing after each hand"): the smallest heap a 300-hand Schafkopf evening is
restored in, and the smallest in which it is restored and then pushed whole to a real
`schreiber serve` on loopback (every hand pending: the worst case, after the network was away),
by the device's own code on the MicroPython unix port. The difference is the push's peak.

Each figure is the smallest heap from which every larger size up to 112 KB (on a 64-bit port
160 KB) passes, in 1 KB steps (bench/targets.py); every push run is a new device (its own id,
paired with the store), so the host holds nothing of it. Give it unix ports as
bench/frozen_heap.py takes them (a frozen build runs the device code from its image;
docs/frozen-build.md builds them).

Target: on a frozen build (the device's image) the push needs at most the 16 KB the device
keeps to spare beyond its evening (docs/measuring.md); from .mpy its code is on the heap too,
and the figure is printed without a target. Exits 1 when the target is missed.

Usage: .venv/bin/python bench/push_heap.py [INTERPRETER ...] [--json FILE]
(default: .venv's micropython, 64-bit, code from .mpy)."""

import argparse
import functools
import json
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT / "bench", ROOT / "host_tools" / "cpython", ROOT / "firmware", ROOT):
    sys.path.insert(0, str(_path))

from frozen_heap import describe, run, stale  # noqa: E402
from score_speed import OUT, write_hands  # noqa: E402
from targets import Targets, progress, steady_heap  # noqa: E402

from app.journal import Journal  # noqa: E402
from core.session import Session  # noqa: E402
from host_tools.commands.serve_command import make_server  # noqa: E402
from host_tools.store.database import open_store  # noqa: E402
from scripts import compile_mpy  # noqa: E402

BIN = Path(sys.executable).parent
HANDS = 300
TOP_KB = 112  # the device's heap (docs/measuring.md)
TOP_KB_64 = 160  # the 64-bit port's, code from .mpy: the firmware tests' cap (tests/run_all.py)
ROOM_KB = 16  # what the device keeps to spare beyond its evening
SECRET = bytes(range(32))


def evening(folder, ident, lines):
    """`folder`: a device `ident` holding an open 300-hand Schafkopf session of `lines` (a
    header, then the hands), written by the device's journal (on CPython, the same bytes)."""
    (folder / "sessions").mkdir(parents=True)
    (folder / "sync").mkdir()
    (folder / "sessions" / "device").write_text(ident)  # as the journal keeps it
    header = json.loads(lines[0])
    players = [f"Spieler {seat + 1}" for seat in range(header["players"])]
    journal = Journal(str(folder / "sessions"))
    journal.start(Session("schafkopf", header["settings"], players, 0, "2026-12-03"))
    for line in lines[1:]:
        journal.add(json.loads(line))


class Laptop:
    def __init__(self, db):
        self.store = open_store(db)
        self.server = make_server(self.store)
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,))
        self.thread.daemon = True
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.port}/"
        self.devices = 0

    def device(self, lines, work):
        """A new device with the evening of `lines`, paired with this laptop; its folder."""
        self.devices += 1
        ident = f"b0b0{self.devices:08x}"
        folder = work / ident
        evening(folder, ident, lines)
        config = {"secret": SECRET.hex(), "url": self.url, "ssid": "Bench", "password": "x"}
        (folder / "sync" / "config").write_text(json.dumps(config))
        self.store.pair(ident, SECRET)
        return folder

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        self.store.close()


def fits(binary, path, laptop, lines, work, mode, kb):
    folder = laptop.device(lines, work)
    try:
        ok, out = run(binary, path, ["-m", "mp_push", folder, mode], heap=f"{kb}k")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    progress("." if ok and out == "ok" else "x")
    return ok and out == "ok"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("interpreters", nargs="*", default=[str(BIN / "micropython")])
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("push_heap")
    os.environ["SCHREIBER_WIFI"] = "Bench:x"  # the simulator's network (hal/sim_network.py)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        device = work / "device"
        compile_mpy.compile_or_exit(compile_mpy.device_sources(), device)
        bench_only = work / "bench"
        compile_mpy.compile_or_exit(
            [(ROOT / "bench" / "mp_push.py", Path("mp_push.py"))], bench_only
        )
        OUT.mkdir(parents=True, exist_ok=True)
        lines = write_hands("schafkopf", "gen_schafkopf", HANDS, 11).read_text().splitlines()
        laptop = Laptop(work / "store.sqlite3")
        try:
            for binary in args.interpreters:
                bits, frozen = describe(binary)
                key = f"{bits}_{'frozen' if frozen else 'mpy'}"
                path = os.pathsep.join([".frozen" if frozen else str(device), str(bench_only)])
                print(f"{binary}: {bits}-bit, device code {'frozen' if frozen else 'from .mpy'}")
                if frozen and stale(binary):
                    print("  (device code changed since this build: rebuild it)")
                figures = {}
                for mode in ("evening", "push"):
                    runs = functools.partial(fits, binary, path, laptop, lines, work, mode)
                    figures[mode] = steady_heap(runs, TOP_KB if bits == 32 else TOP_KB_64)
                    progress("\n")
                    targets.note(
                        f"{mode}_{key}", f"300-hand evening, {mode}", figures[mode], " KB"
                    )
                peak = None
                if figures["evening"] is not None and figures["push"] is not None:
                    peak = figures["push"] - figures["evening"]
                label = "the push's peak beyond it"
                if frozen:
                    targets.at_most(f"peak_{key}", label, peak, ROOM_KB, " KB")
                else:
                    targets.note(f"peak_{key}", label + ", its code included", peak, " KB")
        finally:
            laptop.close()
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
