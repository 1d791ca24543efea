"""The device side of tests/host/test_screen_leftovers.py: one screen opened over the table of
a Bierkopf evening (the new-session and settings screens over an empty table), drawn, and closed
as a player closes it, in a fresh MicroPython process; printed, the modules loaded then that
were not before (in sys.modules, or still bound in their package, which keeps them in the heap
just the same: core.heap)."""

import gc
import sys

from app import frame
from checks import equal
from core import heap
from core.session import Session
from hal import buttons, power
from screen_rig import build, press, top_module


def loaded():
    """The names of the modules the heap holds through the import system: those in sys.modules
    and those still bound as an attribute of their package."""
    names = set(sys.modules)
    for name in list(sys.modules):
        module = sys.modules[name]
        for attr in dir(module):
            value = getattr(module, attr)
            full = name + "." + attr
            if type(value) is type(sys) and value.__name__ == full:
                names.add(full)
    return names


def _left(app, screen, saved, closing):
    """The modules `screen` leaves loaded once open, drawn and closed by `closing` (events)."""
    gc.collect()
    before = loaded()
    app.act(frame.push(screen, saved))
    gc.collect()
    app.draw()
    equal(top_module(app), screen)
    press(app, *closing)
    equal(top_module(app), "app.table", screen + " closed")
    return sorted(loaded() - before)


def _table(session=True):
    """The rig over the table of a Bierkopf evening of one hand, or of no session."""
    app, device, journal, root = build(session=False)
    if session:
        journal.start(Session("bierkopf", {}, ["Sepp", "Resi", "Hans", "Vroni"]))
        journal.add({"result": "simple", "winner": 0})
        gc.collect()
        app.draw()
    return app, device, journal, root


class _Clock:
    def date(self):
        return "2026-12-01"

    def text(self):
        return "2026-12-01 20:15"


class _ADC:
    def read_uv(self):
        return 2000000  # a cell at 4.0 V through a divider of two equal resistors


class _Port:
    def read(self, count):
        return b""

    def write(self, data):
        pass


class _Ticks:
    def ticks_ms(self):
        return 0

    def ticks_diff(self, a, b):
        return a - b


def run(screen):
    """The modules `screen` leaves loaded, opened and closed as a player does."""
    saved, closing, session = None, ("BACK",), screen not in _EMPTY_TABLE
    app, device, journal, root = _table(session)
    if screen == "app.notice":
        saved, closing = {"t": "Note", "l": ["a line"]}, ("OK",)
    elif screen == "app.selftest":
        device.battery = power.Battery(_ADC(), 100000, 100000)
        device.clock = _Clock()
        closing = heap.load("app.selftest").asks(device.buttons.profile) + [buttons.OK]
        heap.unload("app.selftest")  # opened below as the device opens it
    elif screen == "app.sync_view":
        from sync.server import SerialSync

        app.sync = SerialSync(_Port(), journal, _Ticks(), root + "/sync/config", root)
        saved, closing = "live", ("OK",)
    return _left(app, screen, saved, closing)


# Opened over an empty table: the new-session screen is offered only there, and the settings
# screen's own tests run it so.
_EMPTY_TABLE = ("app.newsession", "app.settings_screen")
