"""The device's own settings on flash (language, rotation, refreshes, sleep, buttons): stored
whole, read back, damaged lines skipped, bad values refused with nothing changed; and the
simulated panel turned to portrait and back on its one buffer."""

import os
import time

from app import rotation
from app.device_settings import FIELDS, DeviceSettings, allowed
from checks import equal, raises
from hal.sim_display import SimDisplay


def fresh_root():
    root = "/tmp/schreiber-device-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def test_defaults_then_each_change_kept_over_a_restart():
    root = fresh_root()
    stored = DeviceSettings(root)
    for key, default, _ in FIELDS:
        equal(stored.get(key), default, key)
    stored.set("lang", "en")
    stored.set("sleep", 30)
    stored.set("rotation", 180)
    again = DeviceSettings(root)
    equal((again.get("lang"), again.get("sleep"), again.get("rotation")), ("en", 30, 180))
    equal(again.get("partials"), 5)
    with open(root + "/device.cfg") as handle:
        equal(handle.read(), "rotation=180\npartials=5\nsleep=30\nprofile=three\n")
    with open(root + "/lang") as handle:
        equal(handle.read(), "en")  # where the app reads the language at boot
    stored.set("lang", "de")
    equal(DeviceSettings(root).get("lang"), "de")


def test_bad_values_are_refused_and_change_nothing():
    root = fresh_root()
    stored = DeviceSettings(root)
    stored.set("partials", 3)
    raises(stored.set, "partials", 7, field="device.partials")
    raises(stored.set, "sleep", "15", field="device.sleep")
    raises(stored.set, "colour", "red", field="device.colour")
    raises(allowed, "colour", field="device.colour")
    equal(DeviceSettings(root).get("partials"), 3)
    equal(DeviceSettings(root).get("sleep"), 15)


def test_a_damaged_file_keeps_the_good_lines():
    root = fresh_root()
    with open(root + "/device.cfg", "w") as handle:
        handle.write("lang=de\nsleep=60\ngarbage\nrotation=45\npartials=0\n")
    with open(root + "/lang", "w") as handle:
        handle.write("fr")
    stored = DeviceSettings(root)
    equal(stored.get("lang"), "en")
    equal(stored.get("sleep"), 60)
    equal(stored.get("rotation"), 0)
    equal(stored.get("partials"), 0)
    equal(stored.skipped, 3)


def test_the_picture_turned_a_quarter_and_back_on_one_buffer():
    buf = bytearray(400 * 300 // 8)
    display = SimDisplay(buf, 400, 300)
    display.needs_full = False
    for degrees, size in ((90, (300, 400)), (180, (400, 300)), (270, (300, 400)), (0, (400, 300))):
        rotation.set_rotation(display, degrees)
        equal((display.width, display.height), size)
        equal(display.buf is buf, True)  # no second buffer
        equal(display.needs_full, True)  # the turned picture goes out in a full refresh
        display.needs_full = False
        # The whole picture is drawable: its far corner is the buffer's, in portrait too.
        display.fill(1)
        display.pixel(size[0] - 1, size[1] - 1, 0)
        equal(display.pixel(size[0] - 1, size[1] - 1), 0)
        black = 0
        for byte in buf:
            black += 8 - bin(byte).count("1")
        equal(black, 1)
    # Portrait rows as the PNG and the terminal read them: pixel (299, 399) is the last bit
    # of the last row's 38th byte; the 300th to 304th bits are the row's white margin.
    rotation.set_rotation(display, 90)
    display.fill(1)
    display.pixel(299, 399, 0)
    display.pixel(0, 8, 0)
    row = bytes(display.row(399))
    equal(len(row), 38)
    equal(row[37], 0xFF & ~(0x80 >> 3))
    equal(row[:37], b"\xff" * 37)
    equal(bytes(display.row(8))[0], 0x7F)
    # Counted from the way the device was built: a display built at 180 turned by 90 is 270.
    built = SimDisplay(bytearray(296 * 128 // 8), 296, 128)
    built.set_rotation(180)
    rotation.set_rotation(built, 90)
    equal((built.rotation, built.width, built.height), (270, 128, 296))
    rotation.set_rotation(built, 0)
    equal(built.rotation, 180)
    raises(display.set_rotation, 45, field="rotation")
