"""The device's loop: buttons in, one action at a time to the screen on top of the frame
(app/frame.py), the outcome drawn and refreshed at most once, and sleep when idle.

A device that has never shown a screen starts with the hardware self-test over the table
screen; after that, the stack kept on flash comes back after a power cut."""

import gc
import os
import sys
import time as _ticks  # the sync's timeouts run on real time, also under a scripted clock

from app.frame import Frame, push
from app.journal import Journal
from app.refresh import RefreshPolicy
from core import heap
from hal import power

_LOOP_MS = 10  # polling interval while a press is under way
_SYNC_DRAW_MS = 3000  # sync progress redrawn at most this often: a refresh stops the polling
_BATTERY_MS = 60000  # the cell read at most this often (8 ADC readings, hal/power.py)


def language(root):
    """The screens' language, from the device's settings (app/device_settings.py), whose
    module is let go after: the settings screen loads it again when it is opened."""
    return heap.call("app.device_settings", "language", root)


class Platform:
    def __init__(self, device, root):
        self.device = device
        self.root = root
        self.journal = Journal(root + "/sessions")
        self.journal.reserve()  # before the screens cut the heap up
        self.policy = RefreshPolicy(device.display)
        self.frame = Frame(device, self.journal, self.policy, root, language(root))
        self._apply_device_settings()

    def _apply_device_settings(self):
        """The rotation, refreshes, sleep time and buttons chosen on the settings screen, in
        force again after a restart or a power cut. The modules that apply them are let go
        after: the settings screen loads them again when it is opened."""
        import os

        try:
            os.stat(self.root + "/device.cfg")
        except OSError:
            return  # never changed: the device as built
        from app import settings_apply

        settings_apply.apply_stored(self.frame)
        heap.unload("app.settings_apply")
        heap.unload("app.device_settings")  # which it loaded

    def run(self):
        device = self.device
        keys = device.buttons
        frame = self.frame
        # The simulator's keyboard or script is its clock; on the board it is the time module.
        source = getattr(device, "source", None)
        if source is None:
            import time as source
        self.journal.restore()
        self.sync = _serial_sync(device, self.journal, self.root)
        frame.sync = self.sync  # the sync screen (app/sync_view.py) shows it
        self.sync_drawn = 0
        gc.collect()
        frame.start(("app.table", "app.selftest"))
        self.policy.force_full()
        frame.draw()
        self.policy.action_done()
        self._push("at_start")  # what a power cut or a failed push kept from the laptop
        device.started()  # up and drawn: a boot that failed before is over (main.py)
        self.battery = [power.OK, None]  # the state last acted on, and when it was read
        while True:
            now = source.ticks_ms()
            self._check_battery(now, source)
            keys.poll(now)
            changed = False
            event = keys.get()
            while event is not None:
                device.idle.activity(now)
                changed = frame.handle(event[0], event[1]) or changed
                event = keys.get()
            if changed:
                self.changed()
            syncing = self.sync is not None and self.sync.poll(_ticks.ticks_ms())
            if self.sync is not None and repl_asked(self.sync):
                print("Schreiber: the REPL, as the serial line asked")
                import micropython

                micropython.kbd_intr(3)
                raise KeyboardInterrupt()  # main.py ends: the REPL reads mpremote's Ctrl-A
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
                if device.sleeper.light_sleep(device.idle.light_sleep_ms(now)):
                    device.idle.listen(source.ticks_ms())  # the host's next HELLO
            else:
                device.power_down()
                device.sleeper.deep_sleep()

    def changed(self):
        """After an action that changed the screen (a hand saved, a session started or
        ended): the stack kept on flash, the screen drawn, then the change pushed."""
        # Screens come and go with their modules: collect before the next allocations (the
        # flash's block buffers, the drawing) so the small heap stays in one piece.
        gc.collect()
        self.frame.save()
        self.frame.draw()
        self.policy.action_done()  # at most one refresh per action
        self._push()

    def _push(self, when="after_change"):
        """On the table screen, drawn: the change pushed to the laptop (sync/auto.py)."""
        if len(self.frame.stack) != 1 or not _ever_paired(self.frame.root):
            return
        if heap.call("sync.auto", when, self.frame):
            self.frame.draw()
            self.policy.action_done()

    def _check_battery(self, now, source):
        """Low: a notice once, the evening goes on. Empty: the session saved, a notice left on
        the glass, then deep sleep (below EMPTY_MV the regulator no longer holds 3.0 V)."""
        state, read = self.battery
        if read is not None and source.ticks_diff(now, read) < _BATTERY_MS:
            return
        battery = self.device.battery
        new = battery.check()
        self.battery = [new, now]
        if new == state or new == power.OK:
            return
        texts = self.frame.texts("app")
        if new == power.LOW:
            note = texts.BATTERY_LOW_NOTE.format(power.percent(battery.millivolts()))
            notice = {"t": texts.BATTERY_LOW, "l": [note]}
        else:
            notice = {"t": texts.BATTERY_EMPTY, "l": [texts.BATTERY_EMPTY_NOTE]}
        frame = self.frame
        frame.act(push("app.notice", notice))
        gc.collect()
        frame.save()
        frame.draw()
        self.policy.action_done()
        if new == power.EMPTY:
            self.device.power_down()  # the panel's sleep waits for the notice's refresh
            self.device.sleeper.deep_sleep()

    def _show_sync(self, syncing):
        """The sync screen, when a sync begins, as it goes (at most every few seconds) and
        when it ends."""
        frame = self.frame
        now = _ticks.ticks_ms()
        if frame.stack[-1][0] != "app.sync_view":
            frame.act(push("app.sync_view", "live"))
        elif syncing and _ticks.ticks_diff(now, self.sync_drawn) < _SYNC_DRAW_MS:
            return
        self.sync.changed = False
        self.sync_drawn = now
        if not syncing and _ever_paired(frame.root):  # over: the table's "not sent" mark
            heap.call("sync.auto", "after_serial", frame, self.sync)
        frame.draw()
        self.policy.action_done()


def repl_asked(sync):
    """mpremote's break (hal/usb_serial.py) came while no sync runs and no frame is half
    read: a host that wants the REPL, not a CR and a 0x03 inside a frame."""
    port = sync.port
    if not getattr(port, "repl_asked", False):
        return False
    port.repl_asked = False
    parser = getattr(sync, "parser", None)
    return not sync.busy() and not (parser is not None and parser.pending())


def _serial_sync(device, journal, root):
    """The sync protocol served on the USB serial port (docs/sync-protocol.md): the
    simulator's pseudo-terminal when it opened one, the board's USB serial on the board."""
    port = getattr(device, "serial", None)
    if port is None and sys.platform not in ("linux", "darwin"):
        from hal.usb_serial import USBSerial

        port = USBSerial()
    if port is None:
        return None
    import micropython

    # Ctrl-C would raise KeyboardInterrupt in the app: a stray one from a terminal, or a 0x03
    # inside a frame. The app serves the port for as long as it runs; OK held at reset gives
    # the REPL back (main.py).
    micropython.kbd_intr(-1)
    from sync.server import SerialSync

    # The clock is set from the host's time at every sync.
    return SerialSync(port, journal, _ticks, root + "/sync/config", root, device.clock)


def _ever_paired(root):
    """Whether a laptop was ever paired (sync/config, written by the pairing): a device that
    never was has nowhere to push, and does not load the push's module after every change (its
    import and file reads cost the evening's heap a little each hand)."""
    try:
        os.stat(root + "/sync/config")
    except OSError:
        return False
    return True
