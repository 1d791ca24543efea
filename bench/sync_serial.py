"""Serial sync figures: a bulk sync of a 10,000-hand history through a 115200-baud line (the
share of the line spent on log bytes, and the time), a sync with nothing new (round trips,
time), and the smallest heap in which the device serves a sync of that history.

Usage: .venv/bin/python bench/sync_serial.py [--hands N] [--sessions K] [--json FILE]
Targets (exit status 1 when one is missed): log bytes >= 75 % of the line rate (stretch 90 %,
printed, not held); the device serves the whole sync in at most 112 KB of heap.

The bulk sync runs the real firmware in the simulator (`./run --serial`), through the test
bridge (tests/host/serial_bridge.py) at 115200 baud, 8N1 (11,520 bytes a second), with the
minimal host of the tests (tests/firmware/sync_driver.py). The history is K sessions begun by
the device's own journal, their records framed as Journal.persist frames them.

The heap figure comes from the same sync served by the device's sync modules alone (journal,
server, the simulator's serial port, with Ctrl-C off as the app serves it) on the PyPI port:
the smallest heap from which every size up to 112 KB serves the whole sync, scanned down in
1 KB steps (bench/targets.py), the code and the flash image at relative paths in a folder of
their own (bench/port_run.py), so the figure does not move with the checkout's path. The rest
of the app (display buffer, screens, rules) is not in it: docs/simulator.md has the whole
firmware's figures.
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
sys.path.insert(0, str(ROOT / "tests" / "host"))
sys.path.insert(0, str(ROOT / "tests" / "firmware"))

import gen_schafkopf  # noqa: E402
from port_run import DEVICE_ID, Layout  # noqa: E402
from serial_bridge import Bridge  # noqa: E402
from sync_driver import HostDriver, SyncError  # noqa: E402
from targets import Targets, steady_heap  # noqa: E402
from test_sync_serial import SerialLink, Simulator  # noqa: E402

BIN = Path(sys.executable).parent
HEAP_KB = 112  # the device's heap: the sync must be served within it
LINE_RATE = 115200 // 10  # bytes a second, 8N1

# Writes K sessions of the hands in HANDS_FILE into the flash image, as the journal logs them.
LOADER = """
import sys, json, os
from hal import sim_flash
from app.journal import Journal
from core.log import frames as logformat
from core.session import Session
image, hands_file, sessions, device = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
with open(hands_file) as handle:
    data = json.load(handle)
root = sim_flash.mount(image) + "/sessions"
os.mkdir(root)
# The unix port has no machine.unique_id(): a fixed id, else the journal makes a random one and
# the session tag's length in every frame would change from run to run (bench/port_run.py).
with open(root + "/device", "w") as handle:
    handle.write(device)
journal = Journal(root)
per = (len(data["hands"]) + sessions - 1) // sessions
for k in range(sessions):
    journal.start(Session("schafkopf", data["settings"], data["players"], 0, "2026-11-27"))
    # The frames Journal.persist writes, appended through one open file: a record at a time
    # (an open and close each) 10,000 records take minutes on the simulated flash.
    with open(journal.root + "/" + journal.current + ".log", "ab") as handle:
        for hand in data["hands"][k * per : (k + 1) * per]:
            journal.seq += 1
            handle.write(logformat.frame(logformat.HAND, hand, journal.seq, journal.tag))
        journal.seq += 1
        handle.write(logformat.frame(logformat.END, None, journal.seq, journal.tag))
    os.remove(journal.root + "/current")
    journal.current = None
print(sum(os.stat(journal.root + "/" + i + ".log")[6] for i in journal.sessions()))
"""

# Serves one sync on the pseudo-terminal FD from the flash image, with only the sync's own
# modules loaded; prints the heap figures when the host says BYE.
HEAP_DEVICE = """
import gc, sys, time, micropython
from hal import sim_esp32, sim_flash
from hal.sim_serial import SimSerial
from app.journal import Journal
from sync.server import SerialSync
image, fd = sys.argv[1], int(sys.argv[2])
# As the app serves the port (app/platform.py, _serial_sync): Ctrl-C off, or a 0x03 in one of
# the host's frames raises KeyboardInterrupt (the ESP32 stand-in, as ports/esp32/uart.c does).
sim_esp32.kbd_intr(-1)
root = sim_flash.mount(image)
journal = Journal(root + "/sessions")
gc.collect()
before = gc.mem_alloc()
server = SerialSync(SimSerial(fd), journal, time, root + "/sync/config", root)
peak = 0
seen = False
while True:
    busy = server.poll(time.ticks_ms())
    used = gc.mem_alloc()
    if used > peak:
        peak = used
    seen = seen or busy
    if seen and not busy:
        break
    time.sleep_ms(2)
gc.collect()
print(before, peak, gc.mem_alloc() + gc.mem_free())
"""


# The roster names the host pushes after the sessions: as many as the device keeps, each as
# long as a name may be.
NAMES = [f"{i:02d} Spielerin aus Gauting" for i in range(40)]


def micropython_env(build):
    return dict(os.environ, MICROPYPATH=str(build))


def make_history(flash, hands, sessions, build):
    rng = random.Random(10000)
    data = {
        "settings": gen_schafkopf.SETTINGS,
        "players": ["Anna", "Bert", "Carl", "Dora"],
        "hands": gen_schafkopf.random_hands(rng, hands),
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(data, handle)
    try:
        proc = subprocess.run(
            [
                BIN / "micropython",
                "-X",
                "heapsize=16M",
                "-c",
                LOADER,
                flash,
                handle.name,
                str(sessions),
                DEVICE_ID,
            ],
            env=micropython_env(build),
            capture_output=True,
            text=True,
            check=True,
        )
    finally:
        os.unlink(handle.name)
    return int(proc.stdout.split()[-1])


def compile_firmware(build):
    from host_tools.sim import compile_firmware as compile_all

    compile_all(build)


def bulk(flash):
    sim = Simulator(flash)
    try:
        bridge = Bridge(sim.path)
        link = SerialLink(bridge.host_path)
        host = HostDriver(link)
        # The launcher names the port before the firmware has booted: wait for its answer.
        HostDriver(link).hello()
        start = time.monotonic()
        got = host.sync()
        seconds = time.monotonic() - start
        again = HostDriver(link, host.store)
        start = time.monotonic()
        nothing = again.sync()
        idle_seconds = time.monotonic() - start
        time.sleep(0.3)  # the BYE reaches the device before the line goes
        link.close()
        bridge.close()
    finally:
        sim.stop()
    return got, seconds, host.round_trips, nothing, idle_seconds, again.round_trips


def heap_peak(layout, image, heap_kb, link_class=None):
    """Serve one sync of the flash image `image` (in `layout`'s folder) from a device process
    of `heap_kb` KB of heap, the sync modules alone, to the tests' host over a pseudo-terminal
    with a full roster pushed. (bytes in use before the sync, allocation peak, heap size, log
    bytes the host got), or None when the sync did not complete (the device's output is then
    in heap_peak.failed)."""
    import tty

    device, host_end = os.openpty()
    tty.setraw(host_end)
    os.set_blocking(device, False)
    command, env = layout.command(None, ["-c", HEAP_DEVICE, image, str(device)], heap_kb)
    proc = subprocess.Popen(
        command,
        cwd=layout.work,
        env=env,
        pass_fds=(device,),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    link = (link_class or SerialLink)(os.ttyname(host_end))
    host = HostDriver(link, names=NAMES)  # a full roster pushed, too
    try:
        host.sync()
        time.sleep(0.3)  # the BYE reaches the device
    except SyncError:
        pass  # the device ran out of heap, or stopped: its output says
    finally:
        link.close()
    try:
        out, _ = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    os.close(device)
    os.close(host_end)
    words = out.split()
    heap_peak.failed = out
    if proc.returncode or len(words) < 3 or len(host.held) != len(NAMES):
        return None
    heap_peak.failed = None
    got = sum(len(data) for data in host.store.values())
    return [int(x) for x in words[-3:]] + [got]


def smallest_heap(layout, image):
    """The smallest heap (KB) from which every size up to HEAP_KB serves a whole sync of the
    history (bench/targets.py: scanned down in 1 KB steps), and the figures at HEAP_KB; each
    try from a fresh copy of the image (a sync marks sessions synced). (None, None) when the
    sync fails at HEAP_KB itself."""
    at_top = []

    def passes(kb):
        layout.copy_in(layout.work / image, "try.img")
        figures = heap_peak(layout, "try.img", kb)
        if kb == HEAP_KB:
            at_top.append(figures)
        return figures is not None

    smallest = steady_heap(passes, HEAP_KB)
    return smallest, (at_top[0] if at_top else None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--sessions", type=int, default=1)
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("sync_serial")
    build = ROOT / "build" / "sim"
    compile_firmware(build)
    with tempfile.TemporaryDirectory() as tmp:
        flash = str(Path(tmp) / "flash.img")
        size = make_history(flash, args.hands, args.sessions, build)
        print(f"history: {args.hands} hands in {args.sessions} sessions, {size} log bytes")
        targets.note("log_bytes_per_hand", "log bytes per hand", round(size / args.hands, 1))
        with Layout() as layout:
            layout.copy_in(flash, "flash.img")
            smallest, at_top = smallest_heap(layout, "flash.img")
        # None: the sync did not finish even in HEAP_KB, a miss
        what = f"device heap serving a sync of the history and {len(NAMES)} roster names"
        targets.at_most("device_heap", what, smallest, HEAP_KB, " KB")
        if at_top is None:
            print(heap_peak.failed[-2000:])
        else:
            before, peak, total, got = at_top
            print(
                f"  in {HEAP_KB} KB: {before} bytes in use before the sync, allocation"
                f" peak {peak} of {total} bytes (garbage included: the GC runs when full)"
            )
        got, seconds, trips, nothing, idle, idle_trips = bulk(flash)
        print(f"bulk sync: {got} log bytes in {seconds:.2f} s, {trips} requests")
        share = round(got / (seconds * LINE_RATE) * 100, 1)
        targets.at_least("line_share", "share of the 115200-baud line rate", share, 75, " %")
        if share < 90:
            print("  (stretch target 90 % not reached)")
        targets.note("idle_bytes", "sync with nothing new, bytes", nothing)
        targets.note("idle_round_trips", "sync with nothing new, round trips", idle_trips)
        targets.note("idle_seconds", "sync with nothing new, seconds", round(idle, 3))
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
