"""Keyboard keys as buttons, in real time: a key holds its button down for a short press, a
capital letter for a long one. Needs the terminal in cbreak mode (the launcher sets it)."""

import sys
import time

from hal.sim_input import GAP_MS, LONG_PRESS_MS, PRESS_MS, _Source

# Keys and the inputs they press (hal/buttons.py input names). Arrow keys arrive as escape
# sequences and are mapped below.
KEYS = {
    "a": "prev",
    "p": "prev",
    "d": "next",
    "n": "next",
    "o": "ok",
    " ": "ok",
    "\r": "ok",
    "\n": "ok",
    "b": "back",
    "\x7f": "back",
    "1": "seat1",
    "2": "seat2",
    "3": "seat3",
    "4": "seat4",
}
_ARROWS = {"D": "prev", "C": "next", "A": "ok", "B": "back"}
QUIT = "q"


class Keyboard(_Source):
    """Keys read from `stream` (standard input in cbreak mode) while the device waits."""

    def __init__(self, inputs, stream=None):
        super().__init__(inputs)
        import select

        self.stream = stream if stream is not None else sys.stdin
        self.poller = select.poll()
        self.poller.register(self.stream, select.POLLIN)
        self.quit = False
        self.line = None
        self.lost = 0  # bytes the serial line brought during light sleep
        self.keys = 0  # keys read, and waiting presses begun (each ends a light sleep)
        # Presses whose keys came while a button was still down (two keys sent together):
        # (name, hold), each pressed in turn after the one before is let go, a gap apart, so
        # that each is a press of its own as a person's would be.
        self.pending = []

    def ticks_ms(self):
        return time.ticks_ms()

    def wake_on(self, stream):
        """Let `stream` (the serial port) end a wait too, as its data reaches the awake
        board's UART."""
        import select

        self.line = stream
        self.poller.register(stream, select.POLLIN)

    def wait(self, ms):
        """Sleep up to `ms`, returning early when a key comes or a held key is released."""
        self._wait(ms)

    def _wait(self, ms):
        """True when the serial line has data (the keys are read here)."""
        now = time.ticks_ms()
        for until in self.down_until.values():
            for end in (until, time.ticks_add(until, GAP_MS)):  # let go; the next may come
                left = time.ticks_diff(end, now)
                if 0 < left < ms:
                    ms = left
        line = False
        for ready in self.poller.poll(max(ms, 0)):
            if ready[0] is self.stream:
                self._read(time.ticks_ms())  # the key came now, not when the wait began
            else:
                line = True
        self.step(time.ticks_ms())  # down as the wait ends: the loop sees it
        return line

    def sleep_wait(self, ms, line):
        """Light sleep: the UART hears nothing, so what arrives on the serial line is lost;
        it ends the sleep only when its RX pin is armed (`line`)."""
        end = time.ticks_add(time.ticks_ms(), ms)
        keys = self.keys
        while True:
            if self._wait(ms):
                self.lost += len(self.line.read(4096) or b"")
                if line:
                    return True
            ms = time.ticks_diff(end, time.ticks_ms())
            if self.quit or ms <= 0 or self.keys != keys:
                return False

    def _read(self, now):
        self.keys += 1
        key = self.stream.read(1)
        if key == "\x1b":  # an arrow key: ESC [ letter
            if self.poller.poll(20):
                self.stream.read(1)
                name = _ARROWS.get(self.stream.read(1))
                if name is not None:
                    self._press(name, now, PRESS_MS)
            return
        if key == QUIT or key == "":
            self.quit = True
            return
        hold = PRESS_MS
        if key != key.lower():
            key = key.lower()
            hold = LONG_PRESS_MS
        name = KEYS.get(key)
        if name is not None:
            self._press(name, now, hold)

    def _press(self, name, now, hold):
        if name == "ok" and "push" in self.inputs:
            name = "push"  # the rotary encoder's push is its OK
        if name in self.inputs:
            self.pending.append((name, hold))
            self.step(now)

    def step(self, now):
        """Press the first waiting key's button once every button has been up for the gap
        between presses (over the debouncer's double-press window, hal/buttons.py)."""
        if not self.pending:
            return
        for until in self.down_until.values():
            if time.ticks_diff(time.ticks_add(until, GAP_MS), now) > 0:
                return
        name, hold = self.pending.pop(0)
        self.down_until[name] = time.ticks_add(now, hold)
        self.keys += 1
