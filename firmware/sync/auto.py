"""The push as the table plays (docs/sync-protocol.md, "Pushing after each hand"): on a device
paired for Wi-Fi (a network named in sync/config), every change to the sessions on flash (a
hand saved, corrected, undone or deleted, a session started or ended) is pushed once the table
screen shows it: the table drawn first, then the busy mark while the push runs (sync/push.py,
with a short time limit), then the table again.

A push that cannot finish (no network, the laptop away) loses nothing: the log stays on flash,
the table's title bar says it is not sent, and the next change or the menu's Wi-Fi sync pushes
everything the laptop lacks. sync/pushed keeps what the laptop held after the last push that
finished (the open session's id and its log's size), so a power cut between a save and its push
is caught up at the next start. The push's code is loaded for the push and let go after it
(core/heap.py); this module, by its caller, too."""

import json
import os

from micropython import const

from core import heap

# The push's time limit after a hand: long enough for the ESP32 to join (the join gets a
# third of it, sync/push.py) and for a hand's few hundred bytes, short enough that the next
# hand is not held up; the menu's sync has the full minute.
LIMIT_MS = const(10000)
# After a push at start that did not finish, the wakes from deep sleep that go by without one:
# 1, then 2, 4, 8, and at most MOST_WAKES (each try costs the join's third of LIMIT_MS).
MOST_WAKES = const(16)
# The ESP32's RTC memory keeps it over deep sleep and resets and is empty after a power cut
# (ports/esp32/machine_rtc.c: RTC_NOINIT_ATTR, its magic word checked at boot);
# hardware_setup.failed() keeps its count there too.
_WAIT = b"P"  # this byte, the wakes still to go by, the wakes the last wait was


def state(journal):
    """What the laptop should hold: the open session's id and its log's size. With no session
    open, "-" once every ended one is marked synced, else "-" and the oldest one not marked (one
    ended before the pairing, or whose push did not finish): the device pushes it at its next
    start, not only at the menu's sync. (With a session open, every push sends the ended ones
    too.)"""
    ident = journal.current
    if ident is None:
        for ident in journal.sessions():
            if not journal.is_synced(ident):
                return "-" + ident
        return "-"
    try:
        size = os.stat("{}/{}.log".format(journal.root, ident))[6]
    except OSError:
        return "-"
    return "{} {}".format(ident, size)


def paired(root):
    """Paired for the Wi-Fi push: the pairing names a network (a pairing without --ssid is for
    the USB cable only)."""
    try:
        with open(root + "/sync/config") as handle:
            return bool(json.loads(handle.read()).get("ssid"))
    except (OSError, ValueError, AttributeError):
        return False


def _pushed(root):
    try:
        with open(root + "/sync/pushed") as handle:
            return handle.read()
    except OSError:
        return "-"  # never pushed: nothing open then either


def _keep(root, now):
    path = root + "/sync/pushed"
    try:
        with open(path + ".tmp", "w") as handle:
            handle.write(now)
        os.rename(path + ".tmp", path)
    except OSError:
        pass  # pushed once more at the next change: stored once on the host


def after_change(app):
    """Push what the laptop lacks, if anything and if paired; True when the table needs
    drawing again (the busy mark shown, the "not sent" mark changed). `app` (app/frame.py)
    keeps `pushed` (what the laptop holds, read from flash once) and `behind` (the last push
    did not finish: the table's mark)."""
    now = state(app.journal)
    if getattr(app, "pushed", None) is None:
        app.pushed = _pushed(app.root)
    # Tried once per change: a table left and shown again (the menu opened, a list looked at)
    # does not wait for a network that is not there again.
    if now == app.pushed or now == getattr(app, "tried", None):
        return False
    app.tried = now
    if not paired(app.root):
        return False
    app.busy()
    # The push and what it loads (its HMAC, the wire's and the files' helpers) go after it,
    # unless something else holds them (the USB sync's server, on the board).
    app.behind = not heap.scoped("sync.", _push, app)
    if not app.behind:
        pushed(app)
    return True


def at_start(app):
    """The push at start (app/platform.py): what a power cut, or a push that did not finish,
    left. A device waking from deep sleep with it still outstanding tries again only after
    the wakes the RTC memory says go by (MOST_WAKES), the table's "not sent" mark shown
    meanwhile; a push that finishes ends the wait (pushed())."""
    rtc = _rtc(app)
    memory = b"" if rtc is None else rtc.memory()
    waiting = len(memory) == 3 and memory[:1] == _WAIT
    if waiting and memory[1]:
        app.pushed = _pushed(app.root)
        app.tried = state(app.journal)  # not tried either when the table is drawn again
        app.behind = app.tried != app.pushed
        rtc.memory(_WAIT + bytes((memory[1] - 1, memory[2])) if app.behind else b"")
        return app.behind
    redraw = after_change(app)
    if rtc is not None and getattr(app, "behind", False):
        wakes = min(memory[2] * 2, MOST_WAKES) if waiting else 1
        rtc.memory(_WAIT + bytes((wakes, wakes)))
    elif waiting:
        rtc.memory(b"")  # nothing outstanding
    return redraw


def _rtc(app):
    """The ESP32's RTC (its machine module, as hal/power.MachineSleep holds it); None where
    there is none (the firmware's test rigs)."""
    sleeper = getattr(getattr(app, "device", None), "sleeper", None)
    machine = getattr(sleeper, "machine", None)
    return None if machine is None else machine.RTC()


def _push(app):
    from sync.push import PushError, push_now

    try:
        push_now(app.root, app.journal, None, LIMIT_MS, getattr(app.device, "clock", None))
    except PushError:
        return False
    return True


def after_serial(app, sync):
    """A USB sync ended (sync/server.py): when it left nothing unsent (every ended session
    marked synced, the open one's log as long as the host was told at its HELLO and pulled
    whole), the laptop holds everything, as after a push: the "not sent" mark goes. True when
    the mark went."""
    result = sync.result
    if not (result and result[0]) or sync.listed is None:
        return False
    from sync.files import unsynced

    left, more = unsynced(app.journal)
    ident = app.journal.current
    for item in left:
        if more or "{:06d}".format(item[0]) != ident or item not in sync.listed:
            return False
    behind = getattr(app, "behind", False)
    pushed(app)
    return behind


def pushed(app):
    """A push finished (this one, or the menu's Wi-Fi sync), or a USB sync left nothing unsent:
    the laptop holds everything."""
    now = state(app.journal)
    _keep(app.root, now)
    app.pushed = now
    app.behind = False
    rtc = _rtc(app)
    if rtc is not None and rtc.memory()[:1] == _WAIT:
        rtc.memory(b"")  # the next wake with a push outstanding tries it at once
