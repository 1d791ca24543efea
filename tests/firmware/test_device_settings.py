"""The device's own settings on flash (language, rotation, refreshes, sleep, buttons): stored
whole, read back, damaged lines skipped, bad values refused with nothing changed; and half a
turn of the picture, which two turns undo."""

import os
import time

from hal.sim_display import SimDisplay

from app import rotation
from app.device_settings import FIELDS, DeviceSettings, allowed
from checks import equal, raises


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
        handle.write("lang=de\nsleep=60\ngarbage\nrotation=90\npartials=0\n")
    with open(root + "/lang", "w") as handle:
        handle.write("fr")
    stored = DeviceSettings(root)
    equal(stored.get("lang"), "en")
    equal(stored.get("sleep"), 60)
    equal(stored.get("rotation"), 0)
    equal(stored.get("partials"), 0)
    equal(stored.skipped, 3)


def test_half_a_turn_of_the_picture():
    buf = bytearray(296 * 128 // 8)
    display = SimDisplay(buf, 296, 128)
    display.fill(1)
    display.pixel(10, 3, 0)  # one black pixel on white
    seen = []

    def capture(full=False, window=None):
        seen.append((bytes(buf), window))

    display.show = capture
    rotation.set_rotation(display, 180)
    display.show(full=True)
    display.show(window=(0, 0, 296, 8))
    turned, _ = seen[0]
    # The black pixel at (10, 3) is at (285, 124) on the glass; the picture drawn is untouched.
    at = (124 * 296 + 285) // 8
    equal(turned[at] & (0x80 >> (285 % 8)), 0)
    equal(display.pixel(10, 3), 0)
    equal(display.pixel(285, 124), 1)
    equal(seen[1][1], (0, 120, 296, 8))  # a partial window mirrored
    rotation.set_rotation(display, 0)
    display.show(full=True)
    equal(seen[2][0], bytes(buf))
    data = bytearray(b"\x01\x02\x80\xff\x00")
    rotation.turn(data)
    equal(data, bytearray(b"\x00\xff\x01\x40\x80"))
    rotation.turn(data)
    equal(data, bytearray(b"\x01\x02\x80\xff\x00"))
