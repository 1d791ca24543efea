"""Wi-Fi push figures: the smallest heap in which the device's push (journal, push, HMAC,
socket; without the rest of the app) sends a history, on the MicroPython unix port against
the endpoint of tests/host/test_sync_wifi.py on loopback, and the time it takes there.

Usage: .venv/bin/python bench/sync_wifi.py [--hands N] [--json FILE]
Target: the push (3,000 hands and 40 roster names) in <= 96 KB of heap: 16 KB to spare at the
device's 112 KB, as the evening has (docs/measuring.md). The figure is the smallest heap from
which every larger size up to 112 KB passes, scanned down in 1 KB steps (bench/targets.py).
Exits 1 when the target is missed.
"""

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "host"))
sys.path.insert(0, str(ROOT))

from test_sync_wifi import Host, device_logs, pair, push  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from targets import Targets, steady_heap  # noqa: E402

from scripts import compile_mpy  # noqa: E402

# The app has the clock (hal/clock.py) loaded all evening: the push's heap is measured without
# the test script loading it again.
APP_HAS = {"NO_CLOCK": "1"}
CAP_KB = 112
PUSH_KB = 96


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("sync_wifi")
    secret = os.urandom(32)
    with tempfile.TemporaryDirectory() as tmp:
        mpy = Path(tmp) / "mpy"
        compile_mpy.compile_or_exit(compile_mpy.device_sources(), mpy)
        made = Path(tmp) / "made"
        made.mkdir()
        config = made / "sync" / "config"
        # The device takes a full roster of the longest names in the host's first answer, too.
        names = [f"{i:02d} Spielerin aus Gauting" for i in range(40)]
        host = Host(secret, names=names)
        pair(config, "http://127.0.0.1:9/", secret, ssid="none")  # sessions made, no push
        push(made, config, hands=args.hands)
        size = sum(len(d) for d in device_logs(made).values())
        pair(config, host.url, secret)

        def fresh():
            host.store.clear()
            host.held.clear()
            target = Path(tmp) / "try"
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(made, target)
            return target

        def passes(kb):
            got = push(fresh(), config, heap=f"{kb}k", push_only=True, mpy=mpy, env=APP_HAS)
            return (
                got is not None
                and "error" not in got
                and got["sent"] == size
                and host.held == names
            )

        need = steady_heap(passes, CAP_KB)
        start = time.monotonic()
        push(fresh(), config, heap="112k", push_only=True, mpy=mpy, env=APP_HAS)
        seconds = time.monotonic() - start
        host.close()
        what = f"Wi-Fi push of {size:,} log bytes ({args.hands} hands) and {len(names)} names"
        targets.at_most("push_heap", what + ", smallest heap", need, PUSH_KB, " KB")
        targets.note(
            "push_seconds", "its time on loopback, the start included", round(seconds, 2), " s"
        )
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
