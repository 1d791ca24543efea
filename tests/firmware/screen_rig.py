"""A device for the session screens' tests: the app's frame over a drawn 2.9" panel, real
buttons on stand-in pins, the idle policy, a fixed date, and a journal with a Schafkopf
session of two hands (or none)."""

import gc
import os
import sys
import time

from rig_parts import Clock, Display, Pin

from app.frame import Frame
from app.journal import Journal
from app.refresh import RefreshPolicy
from core import heap
from core.session import Session

# The app's modules a rig holds from the start; the rest (screens, their texts, fonts) are what
# a restart loads afresh.
_KEPT = tuple(name for name in sys.modules if name[:4] == "app.")

HANDS = (
    {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3},
    {"contract": "solo", "declarer": 1, "result": "lost_schneider"},
)


class Device:
    """The device as the screens see it. Its buttons (hal.buttons) and idle policy (hal.power)
    are made at once, as the device makes them at its start; with `keys` False, when a screen
    first asks for them (the self-test, the settings): the rig presses through the frame, as
    the device's loop does once it has read the buttons, and a screen test that never reaches
    them need not hold their code (about 12 KB loaded from .mpy) in the heap it measures; the
    whole device, with them, is bench/sim_heap.py's."""

    def __init__(self, profile=None, display=None, keys=True):
        self.display = display or Display(296, 128)
        self.clock_ticks = Clock()
        self.profile = profile
        self._buttons = self._idle = None
        self.clock = self
        if keys:
            self._make_keys()

    def _make_keys(self):
        from hal import buttons, power

        profile = self.profile or buttons.profile_named("three")
        pins = [Pin(1) for _ in profile.inputs]
        self._buttons = buttons.Buttons(profile, pins, self.clock_ticks)
        self._idle = power.IdlePolicy(self.clock_ticks)

    @property
    def buttons(self):
        if self._buttons is None:
            self._make_keys()
        return self._buttons

    @property
    def idle(self):
        if self._idle is None:
            self._make_keys()
        return self._idle

    def date(self):
        return "2026-12-01"

    def set_date(self, date, hours=0, minutes=0):
        self.set_to = (date, hours, minutes)  # a sync sets the clock (hal/clock.py)


def simulated_panel():
    """The simulator's 2.9" panel (hal/sim_display.py), which turns to portrait as the
    driver does, drawing nowhere."""
    from hal.sim_display import SimDisplay

    return SimDisplay(bytearray(296 * 128 // 8), 296, 128)


def fresh_root():
    root = "/tmp/schreiber-screens-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def build(profile=None, session=True, display=None, keys=True):
    root = fresh_root()
    device = Device(profile, display, keys)
    journal = Journal(root + "/sessions")
    if session:
        journal.start(Session("schafkopf", {}, ["Sepp", "Resi", "Hans", "Vroni"]))
        for hand in HANDS:
            journal.add(hand)
    app = Frame(device, journal, RefreshPolicy(device.display), root, "en")
    # As the device starts (app.platform): the heap collected, the first screen drawn at once;
    # what the drawing left is collected before the test's first action, as it is before the
    # device's next one.
    gc.collect()
    app.start(("app.table",))
    app.draw()
    gc.collect()
    return app, device, journal, root


def press(app, *events):
    for event in events:
        if app.handle(event, "short"):
            gc.collect()  # as the device's loop does (app.platform): screens came and went
            app.save()
            app.draw()
            app.policy.action_done()


def top_module(app):
    return app.stack[-1][0]


def power_off():
    """Forget what a restart forgets: the screens' modules, their text catalogues and the fonts
    (the device loads each again when a screen draws it), so the heap after a restart holds
    only what the restart itself loads. The caller drops its own app, journal and device."""
    from app import type as ty

    ty.release()
    for name in list(sys.modules):
        if name[:4] == "app." and name not in _KEPT:
            heap.unload(name)
    gc.collect()
