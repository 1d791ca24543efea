"""The app that proves the platform: the hardware self-test, then the standings of the open
session from the journal, each change shown through the refresh policy. The screen shown is
kept on flash, so after a power cut the device comes back to the same screen.

The hand-entry wizard and the menus come later; this is the loop they will live in."""

import gc
import os
import sys
import time as _ticks  # the sync's timeouts run on real time, also under a scripted clock

from hal import buttons, power

from app.journal import Journal
from app.refresh import RefreshPolicy
from core import games

SELF_TEST = "selftest"
STANDINGS = "standings"
SYNC = "sync"  # shown while a laptop syncs over USB, and its result; never kept on flash
_SYNC_DRAW_MS = 3000  # progress redrawn at most this often: a refresh stops the polling
_LOOP_MS = 10  # polling interval while a press is under way


def asks(profile):
    """The events the self-test asks for, in order: every button of the profile, and BACK
    (a button of its own, or a long OK)."""
    events = []
    if profile.encoder:
        events += [buttons.PREV, buttons.NEXT]
    for name in profile.inputs:
        event = profile.event(name, buttons.SHORT)[0]
        if event not in events:
            events.append(event)
    if buttons.BACK not in events:
        events.append(buttons.BACK)
    return events


class Platform:
    def __init__(self, device, root):
        self.device = device
        self.root = root
        self.journal = Journal(root + "/sessions")
        self.policy = RefreshPolicy(device.display)
        self.asks = asks(device.buttons.profile)
        self.answered = 0
        self.wrong = None
        self.screen = self._stored_screen()
        self.before_sync = self.screen
        self.sync = None
        self.sync_drawn = 0

    # -- the screen kept on flash ----------------------------------------------------------
    def _stored_screen(self):
        try:
            with open(self.root + "/screen") as handle:
                name = handle.read().strip()
        except OSError:
            return SELF_TEST
        return name if name in (SELF_TEST, STANDINGS) else SELF_TEST

    def _go(self, screen):
        """Show another screen: a full refresh for a new layout, and the choice on flash
        (written whole under another name, then renamed, like the journal's pointer)."""
        self.screen = screen
        self.answered = 0
        self.wrong = None
        self.policy.force_full()
        with open(self.root + "/screen.tmp", "w") as handle:
            handle.write(screen)
        os.rename(self.root + "/screen.tmp", self.root + "/screen")

    # -- input -----------------------------------------------------------------------------
    def handle(self, event, kind):
        if self.screen == SYNC:
            self.screen = self.before_sync  # any button: back to where the sync came in
            self.policy.force_full()
            return
        if self.screen == SELF_TEST:
            if self.answered >= len(self.asks):
                if event == buttons.OK and kind == buttons.SHORT:
                    self._go(STANDINGS)
                return
            expected = self.asks[self.answered]
            # A long OK is BACK in the three-button profile; a long press of anything else
            # answers for its own button.
            if event == expected:
                self.answered += 1
                self.wrong = None
            else:
                self.wrong = event
        elif event == buttons.BACK:
            self._go(SELF_TEST)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self):
        fb = self.device.display
        if self.screen == SYNC:
            from sync import screen

            screen.draw(fb, self.sync)
        elif self.screen == SELF_TEST:
            from app import screens

            battery = self.device.battery
            mv = battery.millivolts()
            screens.self_test(
                fb,
                self.asks,
                self.answered,
                self.wrong,
                mv,
                power.percent(mv),
                battery.check(),
                self.device.clock.text(),
            )
        else:
            from app import screens

            session = self.journal.session
            if session is None:
                screens.standings(fb, None, (), (), None, 0, None)
            else:
                screens.standings(
                    fb,
                    session.game,
                    [player[1] for player in session.players],
                    session.state["scores"],
                    games.unit(session.game, session.settings),
                    len(session.hands),
                    session.date,
                )

    def _show_sync(self, syncing):
        """The sync screen, when a sync begins, as it goes (at most every few seconds) and
        when it ends."""
        now = _ticks.ticks_ms()
        if self.screen != SYNC:
            self.before_sync = self.screen
            self.screen = SYNC
            self.policy.force_full()
        elif syncing and _ticks.ticks_diff(now, self.sync_drawn) < _SYNC_DRAW_MS:
            return
        self.sync.changed = False
        self.sync_drawn = now
        self.draw()
        self.policy.action_done()

    # -- the loop --------------------------------------------------------------------------
    def run(self):
        device = self.device
        keys = device.buttons
        # The simulator's keyboard or script is its clock; on the board it is the time module.
        source = getattr(device, "source", None)
        if source is None:
            import time as source
        self.journal.restore()
        self.sync = _serial_sync(device, self.journal, self.root)
        gc.collect()
        self.policy.force_full()
        self.draw()
        self.policy.action_done()
        while True:
            now = source.ticks_ms()
            keys.poll(now)
            acted = False
            event = keys.get()
            while event is not None:
                device.idle.activity(now)
                self.handle(event[0], event[1])
                acted = True
                event = keys.get()
            if acted:
                self.draw()
                self.policy.action_done()  # at most one refresh per action
            syncing = self.sync is not None and self.sync.poll(_ticks.ticks_ms())
            if syncing:
                device.idle.activity(now)  # a host is talking: no sleep under it
            if self.sync is not None and self.sync.changed:
                self._show_sync(syncing)
            if getattr(source, "quit", False) and not keys.busy() and not syncing:
                return
            decision = device.idle.decide(now, keys.busy() or syncing)
            if decision == power.AWAKE:
                source.sleep_ms(_LOOP_MS)
            elif decision == power.LIGHT:
                device.sleeper.light_sleep(device.idle.light_sleep_ms(now))
            else:
                device.power_down()
                device.sleeper.deep_sleep()


def _serial_sync(device, journal, root):
    """The sync protocol served on the USB serial port (docs/sync-protocol.md): the
    simulator's pseudo-terminal when it opened one, the board's USB serial on the board."""
    port = getattr(device, "serial", None)
    if port is None and sys.platform not in ("linux", "darwin"):
        from hal.usb_serial import USBSerial

        port = USBSerial()
    if port is None:
        return None
    from sync.server import SerialSync

    return SerialSync(port, journal, _ticks, root + "/sync/config")
