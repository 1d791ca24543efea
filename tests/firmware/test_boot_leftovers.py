"""What the boot leaves loaded: the device's settings are read (the language, then whatever
was changed on the settings screen) and their modules let go, so they do not stay beside the
table for the rest of the evening."""

from leftovers import loaded

from app.platform import Platform
from checks import equal
from screen_rig import Device, fresh_root

_SETTINGS = ("app.device_settings", "app.settings_apply")


def _booted(root):
    """The settings modules a platform built on `root` leaves loaded."""
    Platform(Device(), root)
    return sorted(name for name in loaded() if name in _SETTINGS)


def test_a_boot_with_the_settings_as_built_keeps_no_settings_code():
    equal(_booted(fresh_root()), [])


def test_a_boot_with_changed_settings_keeps_no_settings_code():
    root = fresh_root()
    with open(root + "/device.cfg", "w") as handle:
        handle.write("partials=8\n")
    equal(_booted(root), [])
