"""The device serves a whole serial sync at its heap cap (bench/sync_serial.py, HEAP_KB): the
device's sync modules on the real MicroPython port, the tests' host over a real
pseudo-terminal, a history of Schafkopf hands and a full roster pushed. The host's frames carry
a 0x03 byte somewhere (an ACK's offset or CRC): the device serves the port with Ctrl-C off, as
the app does, or the ESP32 stand-in raises KeyboardInterrupt there as the port's UART does."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import sync_serial  # noqa: E402
from port_run import Layout  # noqa: E402

HANDS = 1000  # a 21 KB log: a few seconds' sync on the pseudo-terminal


class RecordingLink(sync_serial.SerialLink):
    """The host's link, keeping every byte it sent."""

    sent = bytearray()

    def send(self, data):
        RecordingLink.sent += data
        super().send(data)


def test_a_sync_with_a_full_roster_is_served_at_the_device_heap(tmp_path):
    build = ROOT / "build" / "sim"
    sync_serial.compile_firmware(build)
    flash = tmp_path / "flash.img"
    size = sync_serial.make_history(str(flash), HANDS, 2, build)
    RecordingLink.sent = bytearray()
    with Layout() as layout:
        layout.copy_in(flash, "flash.img")
        got = sync_serial.heap_peak(layout, "flash.img", sync_serial.HEAP_KB, RecordingLink)
    assert got is not None, sync_serial.heap_peak.failed[-2000:]
    before, peak, total, received = got
    assert received == size  # every log byte of both sessions, the roster held (heap_peak)
    assert total <= sync_serial.HEAP_KB * 1024 and before < peak <= total
    # What the test is for: a 0x03 went to the device inside a frame and was taken as data.
    assert 3 in RecordingLink.sent, "choose HANDS so that a host frame carries a 0x03"
