"""The smallest stand-ins, which the screen tests' rig (screen_rig.py) needs: a clock that only
moves when told, a pin as a callable and a panel that counts its refreshes. In a module of
their own, so the rig loads them without the panel controller's fake (hal_fakes.py) and the
frame tests' screens (app_test_screens.py): every module a test loads takes heap the device
does not spend."""

import framebuf


class Clock:
    """ticks_ms/ticks_diff/sleep_ms like the time module, but time moves only by sleep_ms()
    or advance(): nothing in a test depends on the machine's speed."""

    def __init__(self, start=0):
        self.now = start

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def ticks_add(self, a, b):
        return a + b

    def sleep_ms(self, ms):
        self.now += ms

    def advance(self, ms):
        self.now += ms


class Pin:
    """A pin as a callable: pin() reads it, pin(v) drives it."""

    def __init__(self, value=1):
        self.value = value

    def __call__(self, *value):
        if value:
            self.value = value[0]
        return self.value


class Display(framebuf.FrameBuffer):
    """A panel as the refresh policy sees it, counting refreshes."""

    def __init__(self, width=296, height=128):
        self.width = width
        self.height = height
        self.buf = bytearray((width + 7) // 8 * height)  # rows of whole bytes (300 px: 38)
        super().__init__(self.buf, width, height, framebuf.MONO_HLSB)
        self.powered_on()

    def powered_on(self):
        """As the panel is at power-on: a frame buffer of zeros, a full refresh due, none
        counted."""
        self.fill(0)
        self.needs_full = True
        self.shown = []

    def show(self, full=False, window=None):
        self.shown.append("full" if full else "partial")
        self.needs_full = False
