"""A button script replayed on a faked clock that jumps from one scripted change to the next,
so a script with minutes of waiting runs in a moment and the same way every time."""

import time

from core.errors import InputError
from hal.sim_input import GAP_MS, PRESS_MS, _Source


class Script(_Source):
    """A button script, one step per line ('#' starts a comment):
        press INPUT          a short press (INPUT: prev, next, ok, back, seat1..seat4)
        hold INPUT MS        hold the button down for MS milliseconds
        wait MS              let MS milliseconds pass
        pause                stop here in real time until the process is ended from outside
    Each press is followed by a pause long enough that two presses never make a double press.
    When the script has run out and the device is idle, the run ends. `start`: the time to
    begin at (ms from the script's start), for a device woken from deep sleep."""

    def __init__(self, inputs, text, start=0):
        super().__init__(inputs)
        self.now = start
        self.steps = []  # (start ms, input or None, hold ms); None: pause
        self.parse(text)
        self.quit = False

    def parse(self, text):
        at = 0
        number = 0
        for line in text.split("\n"):
            number += 1
            words = line.split("#")[0].split()
            if not words:
                continue
            verb = words[0]
            field = "script line {}".format(number)
            try:
                if verb == "press" and len(words) == 2:
                    self.steps.append((at, self._input(words[1], field), PRESS_MS))
                    at += PRESS_MS + GAP_MS
                elif verb == "hold" and len(words) == 3:
                    hold = int(words[2])
                    self.steps.append((at, self._input(words[1], field), hold))
                    at += hold + GAP_MS
                elif verb == "wait" and len(words) == 2:
                    at += int(words[1])
                elif verb == "pause" and len(words) == 1:
                    self.steps.append((at, None, 0))
                else:
                    raise ValueError()
            except ValueError:
                raise InputError(field, "cannot read {!r}".format(line.strip())) from None
        self.end = at

    def _input(self, name, field):
        if name not in self.inputs:
            raise InputError(field, "no button {!r} here ({})".format(name, " ".join(self.inputs)))
        return name

    def ticks_ms(self):
        return self.now

    def wake_at(self, wake_inputs):
        """When a deep sleep beginning now ends: as the next press of one of `wake_inputs` (the
        button on the ESP32's wake pin) is released, the press taken up by the waking. Presses of
        other buttons meanwhile wake nothing and are lost, as on the board. None: the script has
        no such press left."""
        for start, which, hold in self.steps:
            if which in wake_inputs and start >= self.now:
                return start + hold
        return None

    def ticks_diff(self, a, b):
        return a - b

    def is_down(self, name):
        for start, which, hold in self.steps:
            if which == name and start <= self.now < start + hold:
                return True
        return False

    def wait(self, ms):
        """Jump ahead `ms`, or to the next scripted change if that comes first."""
        target = self.now + max(ms, 0)
        for start, _which, hold in self.steps:
            for change in (start, start + hold):
                if self.now < change < target:
                    target = change
        for start, which, _hold in self.steps:
            if which is None and self.now <= start <= target:
                self.now = start
                _pause()
        self.now = target
        if self.now >= self.end:
            self.quit = True


def _pause():
    while True:
        time.sleep(1)
