"""The ESP32 port's 260-byte stdin ring (ports/esp32/mphalport.c, uart.c): the simulator's
serial port keeps it, dropping what comes while it is full, and the host never sends a frame
that does not fit it whole, so a PAIR or NAMES frame arriving during a panel refresh (the app
not reading for 3 s) is never cut. The device's sync server and the host's client are the
project's own code, run in process over a line that stops reading during a redraw."""

import json
import os
import select
import sys
import time
import tty
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "firmware"))

from app.journal import Journal  # noqa: E402
from core.session import Session  # noqa: E402
from hal import sim_esp32, sim_serial  # noqa: E402
from host_tools.store.database import open_store  # noqa: E402
from host_tools.sync.serial_client import Client  # noqa: E402
from sync import wire as sf  # noqa: E402
from sync.server import SerialSync  # noqa: E402

PLAYERS = ["Kurt", "Gerda", "Fritz", "Inge"]


class _Ticks:
    def __init__(self):
        self.ms = 0

    def ticks_ms(self):
        return self.ms

    def ticks_diff(self, a, b):
        return a - b


class _Ring:
    """The port's ring as hal/sim_serial.py keeps it (into_ring)."""

    def __init__(self):
        self.held = bytearray()
        self.dropped = 0

    def put(self, data):
        self.dropped += sim_serial.into_ring(self.held, data)

    def take(self, count):
        out = bytes(self.held[:count])
        self.held[0:count] = b""
        return out


class _RingPort:
    """The device's end: what the host sends goes through the port's ring."""

    def __init__(self):
        self.ring = _Ring()
        self.out = bytearray()

    def read(self, count):
        return self.ring.take(count)

    def write(self, data):
        self.out.extend(data)


class _Line:
    """The host's link. The device polls every 10 ms of a faked clock, except while it
    redraws: `redraw(kind)` makes the next frame of that kind from the host arrive while the
    app does not read for 3 s, all of it at once, as a UART delivers it into the ring."""

    def __init__(self, server, port, ticks):
        self.server, self.port, self.ticks = server, port, ticks
        self.busy_for = None  # a frame type that arrives during a redraw
        self.redraws = 0

    def now(self):
        return self.ticks.ms

    def send(self, data):
        self.port.ring.put(data)
        if self.busy_for is not None and len(data) > 3 and data[3] == self.busy_for:
            self.redraws += 1
            self.ticks.ms += 3000  # not polled: whatever else came meanwhile is in the ring

    def receive(self, ms):
        self.ticks.ms += 10
        self.server.poll(self.ticks.ms)
        out = bytes(self.port.out)
        self.port.out[:] = b""
        return out


def _device(tmp_path):
    root = str(tmp_path / "device")
    os.mkdir(root)
    journal = Journal(root + "/sessions")
    journal.start(Session("bierkopf", {}, PLAYERS, 0, "2026-11-27"))
    journal.add({"points": [60, 60]})
    journal.end()
    ticks = _Ticks()
    port = _RingPort()
    server = SerialSync(port, journal, ticks, root + "/sync/config", root)
    return root, journal, _Line(server, port, ticks)


def test_the_ring_keeps_259_bytes_and_drops_the_rest_as_the_port_does():
    ring = _Ring()
    ring.put(b"a" * 200)
    ring.put(b"b" * 100)
    assert len(ring.held) == 259 and ring.dropped == 41  # py/ringbuf.h: one slot kept free
    assert ring.take(256) == b"a" * 200 + b"b" * 56
    ring.put(b"c" * 10)
    assert ring.take(300) == b"b" * 3 + b"c" * 10


def test_the_simulators_port_drops_what_a_full_ring_cannot_hold():
    host, device = os.openpty()
    tty.setraw(device)  # as host_tools/sim.py opens it: bytes as they are
    os.set_blocking(device, False)
    port = sim_serial.SimSerial(device)
    # The app runs with the interrupt character off (micropython.kbd_intr(-1)), as here: a
    # frame's binary bytes may hold a Ctrl-C, which the port would otherwise raise on.
    before = sim_esp32.board.interrupt_char
    sim_esp32.kbd_intr(-1)
    try:
        frame = sf.message(sf.NAMES, {"nonce": 1, "names": ["x" * 24] * 30})
        assert len(frame) > 800
        os.write(host, frame)  # arrives while the app is drawing: nothing read
        deadline = time.monotonic() + 2
        while not select.select([device], [], [], 0.05)[0] and time.monotonic() < deadline:
            pass
        got = port.read(1024) + port.read(1024)
        assert got == frame[:259] and port.dropped == len(frame) - 259
    finally:
        sim_esp32.kbd_intr(before)
        port.file.close()
        os.close(host)


def test_names_and_pairing_arriving_during_a_redraw_are_never_cut(tmp_path):
    root, journal, line = _device(tmp_path)
    names = [("Ä" * 20) + f"{i:04d}" for i in range(40)]  # 24 characters, 44 bytes each
    with open_store(tmp_path / "store.sqlite3") as store:
        for name in names:
            store.add_player(name, push=True)
        line.busy_for = sf.NAMES
        client = Client(line, store)
        client.sync()
        assert line.redraws >= 8 and line.port.ring.dropped == 0
        assert client.names_held == names and store.names_to_push() == []
        with open(root + "/roster") as handle:
            assert handle.read().split("\n")[:40] == names
        line.busy_for = sf.PAIR
        password = "ß" * 63  # the longest WPA password, two bytes a letter
        url = "http://schreiber-laptop.fritz.box:8750/" + "x" * 60 + "/"
        client = Client(line, store)
        client.pair(url, "Stammtisch am Eck", password, "Laptop von Sepp")
        assert line.redraws >= 10 and line.port.ring.dropped == 0
    with open(root + "/sync/config") as handle:
        config = json.loads(handle.read())
    assert config["password"] == password and config["url"] == url
    assert config["ssid"] == "Stammtisch am Eck" and config["host"] == "Laptop von Sepp"


def test_a_frame_longer_than_the_ring_is_cut_during_a_redraw():
    # What the host sent before: one NAMES frame of up to 900 bytes, cut by a full ring.
    ring = _Ring()
    ring.put(sf.message(sf.NAMES, {"nonce": 1, "names": ["x" * 24] * 30}))
    parser = sf.Parser(1024)
    parser.feed(ring.take(1024))
    assert parser.next() is None and ring.dropped > 0


class _RTC:
    def __init__(self):
        self.value = (2000, 1, 1, 5, 0, 0, 0, 0)  # the ESP32's RTC after power-up

    def datetime(self, value=None):
        if value is not None:
            self.value = value
        return self.value


def test_every_sync_sets_the_clock_so_the_bierlachs_date_preset_can_start(tmp_path):
    from core import presets
    from core.errors import InputError
    from hal.clock import WallClock

    root, journal, line = _device(tmp_path)
    clock = WallClock(_RTC())
    line.server.clock = clock
    chosen = presets.given("skat", "bierlachs_300_date")
    skat = 3  # seats
    try:
        presets.check("skat", chosen, skat, clock.date())
        refused = None
    except InputError as err:
        refused = str(err)
    assert refused and clock.date() is None  # as the board starts: the date unknown
    with open_store(tmp_path / "store.sqlite3") as store:
        Client(line, store).sync()
    line.receive(10)  # the device reads the BYE
    today = time.strftime("%Y-%m-%d")
    assert clock.date() == today
    settings = presets.check("skat", chosen, skat, clock.date())
    assert (settings["bierlachs_target"], settings["bierlachs_day"]) == (300, int(today[8:]))
