"""The board's serial port notes mpremote's break (CR, Ctrl-C) and stops reading after it, so
the Ctrl-A behind it stays for the REPL; the app gives way only when no sync runs and no frame
is half read (app/platform.repl_asked). The port reads a file here in place of the UART."""

from app.platform import repl_asked
from checks import equal
from hal.usb_serial import USBSerial

PATH = "/tmp/schreiber-usb-serial-test"


def port_reading(data):
    with open(PATH, "wb") as out:
        out.write(data)
    return USBSerial(open(PATH, "rb"))


class Parser:
    def __init__(self, pending):
        self.is_pending = pending

    def pending(self):
        return self.is_pending


class Sync:
    def __init__(self, port, busy=False, pending=False):
        self.port = port
        self.is_busy = busy
        self.parser = Parser(pending)

    def busy(self):
        return self.is_busy


def test_the_break_stops_the_read_and_leaves_ctrl_a():
    port = port_reading(b"noise\r\x03\r\x01")
    equal(port.read(64), b"noise\r\x03")
    equal(port.repl_asked, True)
    equal(port.read(64), b"\r\x01")  # for the REPL, once the app has given way


def test_a_lone_ctrl_c_or_cr_is_data():
    port = port_reading(b"\x03a\r\nb\r\r\x01")
    equal(port.read(64), b"\x03a\r\nb\r\r\x01")
    equal(port.repl_asked, False)


def test_the_app_gives_way_only_between_syncs_and_frames():
    for busy, pending, want in ((False, False, True), (True, False, False), (False, True, False)):
        port = port_reading(b"\r\x03")
        port.read(8)
        equal(repl_asked(Sync(port, busy, pending)), want, (busy, pending))
        equal(port.repl_asked, False)  # asked once: a frame's bytes do not ask again
    port = port_reading(b"plain")
    port.read(8)
    equal(repl_asked(Sync(port)), False)
