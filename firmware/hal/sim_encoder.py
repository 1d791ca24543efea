"""The rotary profile's encoder in the simulator: a module of its own, loaded only by a run with
that profile (hal/sim_setup.py)."""


class KeyEncoder:
    """A rotary encoder turned from the keyboard or a script: a press of the prev or next key
    is one detent (the Gray-code decoder itself is tested in tests/firmware)."""

    def __init__(self, prev_pin, next_pin):
        self.prev_pin = prev_pin
        self.next_pin = next_pin
        self.was = (1, 1)
        self.turned = 0

    def update(self, pin=None):
        now = (self.prev_pin(), self.next_pin())
        if now[0] == 0 and self.was[0] == 1:
            self.turned -= 1
        if now[1] == 0 and self.was[1] == 1:
            self.turned += 1
        self.was = now

    def take(self):
        turned = self.turned
        self.turned = 0
        return turned
