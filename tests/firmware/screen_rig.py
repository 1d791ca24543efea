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

# The app's and the core's modules a rig holds from the start; the rest (screens, their texts,
# fonts; a game's rules and what else an evening loaded of the core) are what a restart loads
# afresh, when it needs them.
_KEPT = tuple(name for name in sys.modules if name[:4] == "app." or name[:5] == "core.")

HANDS = (
    {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3},
    {"contract": "solo", "declarer": 1, "result": "lost_schneider"},
)


class Device:
    """The device as the screens see it. Its buttons (hal.buttons) and idle policy (hal.power)
    are made at once, as the device makes them at its start and holds them for as long as it
    runs: a screen test without them would measure less than the device needs (frozen on the
    device they still take about 4 KB of its heap, 32-bit; from .mpy here about 19 KB)."""

    def __init__(self, profile=None, display=None):
        self.display = display or panel()
        from hal import buttons, power

        self.clock_ticks = Clock()
        self.profile = profile
        self.clock = self
        profile = profile or buttons.profile_named("three")
        pins = [Pin(1) for _ in profile.inputs]
        self.buttons = buttons.Buttons(profile, pins, self.clock_ticks)
        self.idle = power.IdlePolicy(self.clock_ticks)

    def date(self):
        return "2026-12-01"

    def set_date(self, date, hours=0, minutes=0):
        self.set_to = (date, hours, minutes)  # a sync sets the clock (hal/clock.py)


_PANEL = []


def panel():
    """The rig's 2.9" panel: made at the first build and powered on afresh at each later one.
    The device makes its frame buffer once, at boot, in a heap still in one piece; a new
    4.7 KB buffer for each test's device needed a hole among what the earlier tests' devices
    left loaded (their games' rules, the buttons), which a long run has not."""
    if not _PANEL:
        _PANEL.append(Display(296, 128))
    _PANEL[0].powered_on()
    return _PANEL[0]


def simulated_panel():
    """The simulator's 2.9" panel (hal/sim_display.py), which turns to portrait as the
    driver does, drawing nowhere."""
    from hal.sim_display import SimDisplay

    return SimDisplay(bytearray(296 * 128 // 8), 296, 128)


def fresh_root():
    root = "/tmp/schreiber-screens-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def build(profile=None, session=True, display=None):
    root = fresh_root()
    device = Device(profile, display)
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
    (the device loads each again when a screen draws it), the game's rules and the rest of the
    core the evening loaded (a restore loads them again; a boot with no session open never
    does), so the heap after a restart holds only what the restart itself loads. The caller
    drops its own app, journal and device."""
    from app import type as ty

    ty.release()
    for name in list(sys.modules):
        if (name[:4] == "app." or name[:5] == "core.") and name not in _KEPT:
            heap.unload(name)
    gc.collect()
