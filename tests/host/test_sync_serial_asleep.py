"""A serial sync that starts while the device is idle and light-sleeping, on the strict ESP32
stand-in (firmware/hal/sim_esp32.py): the UART hears nothing in light sleep, so the host's
first HELLO is lost; its start bit on the RX pin wakes the device (esp32.wake_on_gpio), which
then listens long enough for the host's next HELLO (hal/power.py LISTEN_MS)."""

import time

import serial
from test_sync_serial import Simulator, check_exact, sync_through, two_sessions

from sync import wire as sf

ASLEEP_S = 2.0  # after its first frame the idle device is in light sleep well within this


def answer(port, seconds):
    """The frames the device sent within `seconds`."""
    parser = sf.Parser()
    end = time.monotonic() + seconds
    got = []
    while time.monotonic() < end:
        port.timeout = 0.05
        data = port.read(4096)
        if data:
            parser.feed(data)
        frame = parser.next()
        while frame is not None:
            got.append(frame[1])
            frame = parser.next()
    return got


def test_sync_starts_with_the_device_asleep(tmp_path):
    flash = two_sessions(tmp_path)
    sim = Simulator(flash)
    store = {}
    try:
        time.sleep(ASLEEP_S)
        # The host's HELLO every second gets through: the whole sync, from asleep.
        sync_through(sim, store)
        time.sleep(ASLEEP_S + 3.0)  # the BYE ended it; listening is over: asleep again
        port = serial.Serial(sim.path, 115200, timeout=0)
        try:
            port.write(sf.hello(1))
            assert answer(port, 0.8) == []  # lost in light sleep; the device woke on it
            port.write(sf.hello(2))
            assert sf.IDENTITY in answer(port, 1.5)  # heard: it listens after the wake
        finally:
            port.close()
    finally:
        sim.stop()
    check_exact(store, flash)
