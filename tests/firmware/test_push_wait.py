"""The push at start after a wake from deep sleep (sync/auto.py at_start): with an ended session
the laptop lacks and the push failing at every try, the wakes after the failed start that try it
are the 2nd, 5th, 10th, 19th, 36th, ... (1, 2, 4, 8, then at most MOST_WAKES wakes let go by in
between), counted in the ESP32's RTC memory as the strict stand-in keeps it; the "not sent"
mark stays on meanwhile; a push that finishes, or a cold boot, ends the wait; the boot-loop
count kept beside it is not touched."""

import os

import hardware_setup

from checks import equal
from hal import sim_esp32 as machine
from screen_rig import fresh_root
from sync import auto


class _Journal:
    """An ended session, not marked synced: the laptop lacks it (auto.state says "-000001")."""

    current = None

    def sessions(self):
        return ["000001"]

    def is_synced(self, ident):
        return False


class _Sleeper:
    def __init__(self):
        # Set here, not in the class body: a class attribute's value is asked for
        # __set_name__, which the stand-in's module __getattr__ refuses.
        self.machine = machine


class _Device:
    def __init__(self):
        self.sleeper = _Sleeper()


class _App:
    """A device just started (app/frame.py keeps these on the Frame)."""

    def __init__(self, root):
        self.root = root
        self.journal = _Journal()
        self.device = _Device()
        self.busy_shown = 0

    def busy(self):
        self.busy_shown += 1


def _paired_root():
    root = fresh_root()
    os.mkdir(root + "/sync")
    with open(root + "/sync/config", "w") as handle:
        handle.write('{"ssid": "Turnier"}')
    return root


class _Push:
    """Stands in for the network: counts the pushes tried, each ending as `works` says."""

    def __init__(self):
        self.tried = 0
        self.works = False

    def __call__(self, app):
        self.tried += 1
        return self.works


def _wakes(root, push, count):
    """`count` wakes from deep sleep, each a new start of the app: which of them tried the
    push (1-based), and the "not sent" mark after each."""
    tried = []
    marks = []
    for wake in range(1, count + 1):
        machine.boot_again(machine.DEEPSLEEP_RESET)  # the RTC memory kept, as machine_rtc.c
        before = push.tried
        app = _App(root)
        auto.at_start(app)
        if push.tried > before:
            tried.append(wake)
        marks.append(app.behind)
    return tried, marks


def test_the_push_at_start_backs_off_over_deep_sleep_wakes():
    saved = auto._push
    push = _Push()
    auto._push = push
    try:
        machine.power_on()
        root = _paired_root()
        app = _App(root)
        auto.at_start(app)  # the cold boot tries at once
        equal((push.tried, app.behind), (1, True))
        tried, marks = _wakes(root, push, 80)
        equal(tried[:6], [2, 5, 10, 19, 36, 53])  # waits of 1, 2, 4, 8, 16, 16
        equal(tried[6:], [70])
        equal(all(marks), True)  # "not sent" at every wake, tried or not

        # A push that finishes (the menu's Wi-Fi sync) ends the wait: the next failure starts
        # from one wake again.
        app.journal.is_synced = lambda ident: True
        auto.pushed(app)
        equal(machine.RTC().memory(), b"")
        app.journal.is_synced = lambda ident: False  # another ended session the laptop lacks
        machine.boot_again(machine.DEEPSLEEP_RESET)
        auto.at_start(_App(root))
        equal(_wakes(root, push, 5)[0], [2, 5])

        # A cold boot (a power cut: the RTC memory lost) tries at once.
        machine.power_on()
        before = push.tried
        auto.at_start(_App(root))
        equal(push.tried, before + 1)

        # The push gets through at a wake it is tried: nothing waits any more.
        push.works = True
        machine.boot_again(machine.DEEPSLEEP_RESET)
        app = _App(root)
        auto.at_start(app)  # a wake let go by
        equal(push.tried, before + 1)
        machine.boot_again(machine.DEEPSLEEP_RESET)
        app = _App(root)
        auto.at_start(app)
        equal((push.tried, app.behind, machine.RTC().memory()), (before + 2, False, b""))
    finally:
        auto._push = saved
        machine.power_on()


def test_the_wait_outlives_the_start_and_the_boot_count_is_its_own():
    """hardware_setup.Device.started() clears the boot-loop count (hardware_setup.failed()),
    not the push's wait beside it in the RTC memory."""
    machine.power_on()
    device = hardware_setup.Device(None, None, None, None, None, None, None, machine)
    rtc = machine.RTC()
    rtc.memory(b"P\x02\x02")
    device.started()
    equal(rtc.memory(), b"P\x02\x02")
    rtc.memory(b"F\x01OSError: 5")
    device.started()
    equal(rtc.memory(), b"")
    machine.power_on()
