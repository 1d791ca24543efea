"""The push after a change (sync/auto.py) is for a device a laptop was paired with: one that
never was (no sync/config) does not load the push's module after every hand."""

import os
import sys

from app.platform import Platform
from checks import equal
from screen_rig import Device, fresh_root


class _Auto:
    """Stands in for sync.auto in sys.modules (core.heap.call uses a module already loaded):
    counts the calls the platform makes."""

    def __init__(self):
        self.calls = 0

    def after_change(self, frame):
        self.calls += 1
        return False


def _pushes(root):
    platform = Platform(Device(), root)
    platform.frame.stack = ["table"]  # on the table screen (the push looks at its depth only)
    auto = _Auto()
    sys.modules["sync.auto"] = auto
    try:
        platform._push()
    finally:
        del sys.modules["sync.auto"]
    return auto.calls


def test_a_device_never_paired_does_not_load_the_push():
    equal(_pushes(fresh_root()), 0)


def test_a_paired_device_asks_the_push_after_a_change():
    root = fresh_root()
    os.mkdir(root + "/sync")
    with open(root + "/sync/config", "w") as handle:
        handle.write('{"ssid": "Stammtisch"}')
    equal(_pushes(root), 1)
