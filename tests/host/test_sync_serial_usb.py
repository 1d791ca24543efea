"""The board's serial port class (hal/usb_serial.py) on the MicroPython unix port, where its
standard input and output are pipes: the device's sync server answers a whole sync through it,
reading without blocking, with 0x03 bytes in the stream taken as noise. (That a 0x03 does not
raise KeyboardInterrupt is micropython.kbd_intr(-1)'s work on the board; the unix port never
takes a byte on a pipe for Ctrl-C, so this test cannot show it.)"""

import os
import select
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
# Helpers of the firmware tests, found after this folder's own (test_module_names.py).
sys.path.append(str(ROOT / "tests" / "firmware"))

from sync_driver import HostDriver  # noqa: E402

MICROPYTHON = Path(sys.executable).parent / "micropython"
DEVICE = """
import sys, time
from app.journal import Journal
from core.log import frames as logformat
from hal.usb_serial import USBSerial
from sync.server import SerialSync
root = sys.argv[1]
journal = Journal(root + "/sessions")
server = SerialSync(USBSerial(), journal, time, root + "/sync/config")
seen = False
while True:
    busy = server.poll(time.ticks_ms())
    seen = seen or busy
    if seen and not busy:
        break
    time.sleep_ms(1)
"""
# A log the device's journal would write: header, the start twice with the filler, two hands.
MAKE = """
import sys
from app.journal import Journal
from core.session import Session
journal = Journal(sys.argv[1] + "/sessions")
journal.start(Session("bierkopf", {}, ["Kurt", "Gerda", "Fritz", "Inge"], 0, "2026-11-27"))
journal.add({"points": [60, 60]})
journal.add({"points": [65, 55]})
journal.end()
"""


class PipeLink:
    def __init__(self, proc):
        self.proc = proc
        self.out = proc.stdout.fileno()

    def now(self):
        return int(time.monotonic() * 1000)

    def send(self, data):
        # A stray Ctrl-C before every frame: the parser skips it.
        self.proc.stdin.write(b"\x03" + data)
        self.proc.stdin.flush()

    def receive(self, ms):
        ready, _, _ = select.select([self.out], [], [], ms / 1000)
        return os.read(self.out, 65536) if ready else b""


def test_the_board_port_serves_a_sync(tmp_path):
    env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
    subprocess.run([MICROPYTHON, "-c", MAKE, str(tmp_path)], env=env, check=True, timeout=60)
    proc = subprocess.Popen(
        [MICROPYTHON, "-c", DEVICE, str(tmp_path)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        host = HostDriver(PipeLink(proc))
        got = host.sync()
        assert proc.wait(timeout=30) == 0, proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    log = (tmp_path / "sessions" / "000001.log").read_bytes()
    assert got == len(log)
    assert bytes(host.store[(host.device, 1)]) == log
    assert (tmp_path / "sessions" / "000001.synced").exists()
