"""Simulated buttons and time: keyboard keys (hal/sim_keyboard.py) or a button script
(hal/sim_script.py) become pin levels, which the real debouncer (hal/buttons.py) turns into
events, so long and double presses behave as on the device.

Each source is also the device loop's clock (ticks_ms, ticks_diff, sleep_ms) and what its
light sleep waits on: wait(ms) returns early when a button changes, as a pin interrupt wakes
the ESP32. The two live in separate modules so that a run loads only the one it uses.
"""

import time

PRESS_MS = 120  # a short press: longer than the 50 ms debounce, well short of a long press
LONG_PRESS_MS = 1200  # over the 1 s long press
GAP_MS = 500  # between scripted presses: over the 400 ms double-press window


class _Pin:
    """A button pin as the debouncer reads it: 0 while pressed (active low, like the device's
    buttons to ground)."""

    def __init__(self, source, name):
        self.source = source
        self.name = name

    def __call__(self):
        return 0 if self.source.is_down(self.name) else 1


class _Source:
    def __init__(self, inputs):
        self.inputs = inputs
        self.pins = [_Pin(self, name) for name in inputs]
        self.down_until = {}  # input name -> time its press ends

    def is_down(self, name):
        until = self.down_until.get(name)
        return until is not None and self.ticks_diff(until, self.ticks_ms()) > 0

    def ticks_diff(self, a, b):
        return time.ticks_diff(a, b)

    def sleep_ms(self, ms):
        self.wait(ms)

    def sleep_wait(self, ms, line):
        """The ESP32's light sleep (hal/sim_esp32.lightsleep): up to `ms`, ended early by a
        button; True when the serial line woke it (only the keyboard has a line)."""
        self.wait(ms)
        return False
