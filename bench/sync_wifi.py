"""Wi-Fi push figures: the smallest heap in which the device's push (journal, push, HMAC,
socket; without the rest of the app) sends a history, on the MicroPython unix port against
the endpoint of tests/host/test_sync_wifi.py on loopback, and the time it takes there.

Usage: .venv/bin/python bench/sync_wifi.py [--hands N]
Target: the push fits well under -X heapsize=112k.
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

from scripts import compile_mpy  # noqa: E402

# The app has the clock (hal/clock.py) loaded all evening: the push's heap is measured without
# the test script loading it again.
APP_HAS = {"NO_CLOCK": "1"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    args = parser.parse_args()
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

        low, high = 8, 112
        if not passes(high):
            print("the push did not finish under -X heapsize=112k")
            return
        while high - low > 2:
            middle = (low + high) // 2 // 2 * 2
            if passes(middle):
                high = middle
            else:
                low = middle
        start = time.monotonic()
        push(fresh(), config, heap="112k", push_only=True, mpy=mpy, env=APP_HAS)
        seconds = time.monotonic() - start
        host.close()
        print(
            f"Wi-Fi push of {size} log bytes ({args.hands} hands, in pushes of at most 3000"
            f" log bytes) and {len(names)} roster names taken: runs in {high} KB of heap"
            f" (2 KB steps); {seconds:.2f} s on loopback,"
            f" the process's start included"
        )


if __name__ == "__main__":
    main()
