"""The host tool's serial sync into its real store: a bulk sync of a 10,000-hand history through
the 115200-baud test bridge (the share of the line spent on log bytes, and the time), then a
sync with nothing new (round trips, time).

Usage: .venv/bin/python bench/store_sync_serial.py [--hands N] [--sessions K] [--json FILE]
Target (exit status 1 when missed): log bytes >= 75 % of the line rate (stretch 90 %, printed,
not held).

The device is the real firmware in the simulator (`./run --serial`), its history written by
bench/sync_serial.py's loader (the device's own journal); the host is `schreiber sync`'s client
(host_tools/sync/serial_client.py) storing into a SQLite file (host_tools/store/database.py),
so the figures
include the store's commits. bench/sync_serial.py gives the same figures with the tests'
minimal host, and the device's heap during a sync. The sync's time includes scoring every
session into the store's derived view at its end.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "host"))

from serial_bridge import Bridge  # noqa: E402
from sync_serial import LINE_RATE, compile_firmware, make_history  # noqa: E402
from targets import Targets  # noqa: E402
from test_sync_serial import Simulator  # noqa: E402

from host_tools.store.database import open_store  # noqa: E402
from host_tools.sync.serial_client import Client, SerialLink  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--sessions", type=int, default=34)  # ~300 hands an evening
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()
    targets = Targets("store_sync_serial")
    with tempfile.TemporaryDirectory() as tmp:
        build = Path(tmp) / "build"
        compile_firmware(build)
        flash = str(Path(tmp) / "flash.img")
        size = make_history(flash, args.hands, args.sessions, build)
        with open_store(Path(tmp) / "store.sqlite3") as store:
            sim = Simulator(flash)
            try:
                bridge = Bridge(sim.path)
                link = SerialLink(bridge.host_path)
                client = Client(link, store)
                start = time.monotonic()
                listed, got = client.sync()
                seconds = time.monotonic() - start
                again = Client(link, store)
                start = time.monotonic()
                _, nothing = again.sync()
                idle = time.monotonic() - start
                time.sleep(0.3)  # the BYE reaches the device before the line goes
                link.close()
                bridge.close()
            finally:
                sim.stop()
            held = sum(store.held(client.device).values())
    print(
        f"bulk sync into the store: {args.hands} hands in {listed} sessions, {got} log bytes "
        f"(the device's {size}, the store holds {held}) in {seconds:.1f} s"
    )
    targets.note("hands", "hands in the history", args.hands)
    targets.note("sessions", "sessions", listed)
    targets.note("bytes", "log bytes sent", got, " bytes")
    targets.note("seconds", "bulk sync", round(seconds, 1), " s")
    share = round(got / (seconds * LINE_RATE) * 100, 1)
    targets.at_least("line_share", "share of the 115200-baud line rate", share, 75, " %")
    if share < 90:
        print("  (stretch target 90 % not reached)")
    targets.at_least("store_holds", "log bytes the store holds", held, size, " bytes")
    targets.note("idle_round_trips", "sync with nothing new, round trips", again.round_trips)
    targets.note("idle_seconds", "sync with nothing new, seconds", round(idle, 2))
    targets.note("idle_bytes", "sync with nothing new, bytes", nothing)
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
