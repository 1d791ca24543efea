"""E-paper driver for the SSD168x family (SSD1680 2.9" 296x128, SSD1683 4.2" 400x300).

The driver is a framebuf.FrameBuffer: the app draws with the FrameBuffer API, then calls
show(full=...) once per user action (app/refresh.py decides which). Pins are callables
(machine.Pin objects are), the SPI bus is any object with write(), and time comes in as an
object with sleep_ms(), ticks_ms() and ticks_diff() (the time module on the device), so the
tests drive the same code with a fake bus and a fake clock.

Sources: Solomon Systech SSD1680 Rev 0.14 (Jun 2019) and SSD1683 datasheets. Both controllers
share the command set used here; the command codes below are from their command tables, the
order of operations from their "operation flow and code sequence" chapter.
"""

import framebuf
from micropython import const

from core.errors import InputError

# Command table (same codes on SSD1680 and SSD1683).
_DRIVER_OUTPUT = const(0x01)  # MUX (gates - 1, 9 bits) and gate scan order
_DEEP_SLEEP = const(0x10)  # A[1:0] = 01: deep sleep mode 1, RAM kept; only HW reset wakes
_DATA_ENTRY = const(0x11)  # A[1:0] ID (bit0: X increments, bit1: Y increments), A[2] AM
_SW_RESET = const(0x12)  # registers to POR values; BUSY high while it runs
_TEMP_SENSOR = const(0x18)  # 0x80: the built-in temperature sensor picks the waveform
_MASTER_ACTIVATION = const(0x20)  # run the sequence chosen by 0x22; BUSY high while it runs
_UPDATE_CONTROL_1 = const(0x21)  # RAM content option (red RAM bypass) and source range
_UPDATE_CONTROL_2 = const(0x22)  # which steps 0x20 runs (clock, analog, LUT, display mode)
_WRITE_BW = const(0x24)  # black/white RAM: the new image
_WRITE_RED = const(0x26)  # red RAM: the previous image, which display mode 2 drives from
_BORDER = const(0x3C)  # border waveform
_RAM_X_RANGE = const(0x44)  # X start/end, in bytes of 8 sources
_RAM_Y_RANGE = const(0x45)  # Y start/end, in gates (9 bits, low byte first)
_RAM_X_COUNTER = const(0x4E)
_RAM_Y_COUNTER = const(0x4F)

# 0x22 options: 0xF7 = clock on, analog on, load temperature, load LUT, display mode 1,
# analog off, clock off (the full waveform); 0xFF = the same with display mode 2, the
# panel's partial waveform, which drives only pixels that differ from the red RAM.
_SEQUENCE_FULL = b"\xf7"
_SEQUENCE_PARTIAL = b"\xff"
# 0x3C: 0x05 = border follows the GS transition of LUT1 (as the panel's full waveform
# expects); 0x80 = border held at VCOM, so a partial refresh leaves the border alone.
_BORDER_FULL = b"\x05"
_BORDER_PARTIAL = b"\x80"
_DEEP_SLEEP_MODE_1 = b"\x01"
_INTERNAL_SENSOR = b"\x80"

# Colours as the controller's RAM has them (a 1 bit is a white pixel): draw with these.
BLACK = 0
WHITE = 1

_RESET_MS = const(10)  # RES# held low, and the wait after it, before BUSY is read
_BUSY_POLL_MS = const(5)
# A full refresh takes 3-4 s at room temperature (panel specs); cold slows the waveform, so
# the timeout leaves a wide margin before calling the panel dead.
BUSY_TIMEOUT_MS = const(10000)


class PanelTimeoutError(Exception):
    """BUSY stayed high longer than any refresh takes: the panel is unwired or has failed."""

    def __init__(self, waited_ms):
        super().__init__(
            "e-paper busy for more than {} ms: check its BUSY, RST and power wiring".format(
                waited_ms
            )
        )


class Panel:
    """What differs between the panels. `width` x `height` is the panel's landscape picture
    (rotation 0 and 180); at 90 and 270 degrees the framebuffer is the portrait one, the two
    swapped, on the same buffer.

    `vertical`: the controller's native orientation is portrait (its sources run along the
    landscape picture's height). `rotations`: for 0, 90, 180 and 270 degrees, (framebuf
    format, RAM X runs backwards, RAM Y runs backwards, reverse the bits of each byte). With
    MONO_VLSB the buffer's bytes are 8 pixels of one column, sent with the address counter
    moving along the gates first (AM=1); the horizontal formats go out row by row (AM=0)."""

    def __init__(
        self, name, width, height, gates, x_bytes, vertical, update_full, update_partial, rotations
    ):
        self.name = name
        self.width = width
        self.height = height
        self.gates = gates
        self.x_bytes = x_bytes
        self.vertical = vertical
        self.update_full = update_full
        self.update_partial = update_partial
        self.rotations = rotations
        mux = gates - 1
        self.driver_output = bytes((mux & 0xFF, mux >> 8, 0x00))  # GD=0 SM=0 TB=0

    def buffer_size(self):
        return self.width * self.height // 8


# A quarter turn: at 90 degrees the picture's top lies along the landscape glass's right edge
# (a player reads it with the device turned a quarter to the left), at 270 along its left edge.
# In landscape coordinates (W x H) the portrait pixel (px, py) is at (W-1-py, px) at 90 and at
# (py, H-1-px) at 270.

# Waveshare 2.9" V2 (SSD1680, 128 sources x 296 gates, portrait-native). 0x21 B=0x80: the
# 128-source panel uses the chip's outputs S8..S167 of its 176 (in both waveforms: the image
# would shift by 8 sources otherwise). A=0x00: both RAMs as given; the driver keeps the red
# RAM equal to the shown image, which is what the partial waveform compares against.
# Rotation 0: framebuffer y = 0 is source 127 (bit 0 of a MONO_VLSB byte is its top pixel,
# bit 7 of a RAM byte its first source), so RAM X runs backwards; framebuffer x is the gate.
# Rotation 180 mirrors both: RAM X forwards with each byte's bits reversed, Y backwards.
# Portrait is the controller's own picture, 128 pixels wide (16 whole bytes a row), sent row
# by row: at 270 pixel (px, py) is source px, gate py, MONO_HLSB as it is; at 90 it is source
# 127-px, gate 295-py, so both counters run backwards and MONO_HMSB (a byte's first pixel in
# bit 0) puts each byte's last pixel on its lowest source without reversing bits.
SSD1680_29 = Panel(
    "SSD1680 2.9in 296x128",
    296,
    128,
    296,
    16,
    True,
    b"\x00\x80",
    b"\x00\x80",
    (
        (framebuf.MONO_VLSB, True, False, False),
        (framebuf.MONO_HMSB, True, True, False),
        (framebuf.MONO_VLSB, False, True, True),
        (framebuf.MONO_HLSB, False, False, False),
    ),
)

# Waveshare 4.2" V2 (SSD1683, 400 sources x 300 gates, landscape-native). 0x21 A=0x40: red
# RAM bypassed as 0 in the full waveform (black/white only); the partial one reads it (0x00).
# Rotation 180 runs both RAM counters backwards and stores each byte's first pixel in bit 0
# (MONO_HMSB), so the buffer goes out in order with no bit juggling.
# Portrait (300 x 400) cannot be row by row: 300 pixels are 37.5 bytes. As MONO_VLSB its
# bytes are 8 rows of one column, i.e. 8 sources of one gate (a page of 300 bytes a run of
# gates, 50 pages = 15,000 bytes, the landscape buffer's size): AM=1. At 90 pixel (px, py) is
# source 399-py, gate px: X backwards, and a byte's bit 7 (row 8p+7) is its RAM byte's bit 7
# (source 392-8p), so no reversal. At 270 it is source py, gate 299-px: Y backwards, and row
# 8p (bit 0) is source 8p (bit 7): each byte reversed.
SSD1683_42 = Panel(
    "SSD1683 4.2in 400x300",
    400,
    300,
    300,
    50,
    False,
    b"\x40\x00",
    b"\x00\x00",
    (
        (framebuf.MONO_HLSB, False, False, False),
        (framebuf.MONO_VLSB, True, False, False),
        (framebuf.MONO_HMSB, True, True, False),
        (framebuf.MONO_VLSB, False, True, True),
    ),
)

PANELS = {"2.9": SSD1680_29, "4.2": SSD1683_42}


def _reversed_bits():
    table = bytearray(256)
    for value in range(256):
        out = 0
        for bit in range(8):
            if value & (1 << bit):
                out |= 0x80 >> bit
        table[value] = out
    return bytes(table)


class EPD(framebuf.FrameBuffer):
    """One SSD168x panel. `buf` is the framebuffer, allocated by the hardware-setup module
    before anything else so that it is one contiguous block (15,000 bytes for the 4.2")."""

    def __init__(
        self, panel, buf, spi, cs, dc, rst, busy, clock, rotation=0, timeout_ms=BUSY_TIMEOUT_MS
    ):
        if len(buf) != panel.buffer_size():
            raise InputError(
                "framebuffer", "the {} needs {} bytes".format(panel.name, panel.buffer_size())
            )
        self.panel = panel
        self.buf = memoryview(buf)
        self._spi = spi
        self._cs = cs
        self._dc = dc
        self._rst = rst
        self._busy = busy
        self._clock = clock
        self._timeout_ms = timeout_ms
        self._byte = bytearray(1)
        self._args = bytearray(4)
        self._reversed = None
        self._scratch = None
        self._awake = False
        self._in_partial = False
        self._configure(rotation)

    def set_rotation(self, degrees):
        """Turn the picture by 0, 90, 180 or 270 degrees from here on, on the same buffer: at
        90 and 270 width and height swap (portrait). The app draws the next screen anew; the
        glass gets it in a full refresh."""
        if self._awake:
            self.wait_until_ready()
        self._configure(degrees)
        if self._awake:
            self._args[0] = self._entry
            self._command(_DATA_ENTRY, memoryview(self._args)[:1])

    def _configure(self, rotation):
        if rotation not in (0, 90, 180, 270):
            raise InputError("rotation", "must be 0, 90, 180 or 270 degrees")
        panel = self.panel
        fmt, x_back, y_back, reverse = panel.rotations[rotation // 90]
        if rotation in (90, 270):
            width, height = panel.height, panel.width
        else:
            width, height = panel.width, panel.height
        # The FrameBuffer part is made again over the same bytes: no second buffer.
        super().__init__(self.buf, width, height, fmt)
        self.width = width
        self.height = height
        self.rotation = rotation
        self._x_back = x_back
        self._y_back = y_back
        # MONO_VLSB: a buffer line is a page of 8 rows whose bytes run along the gates (AM=1);
        # otherwise a line is a pixel row of whole bytes, sent along RAM X (AM=0).
        self._pages = fmt == framebuf.MONO_VLSB
        self._lines = height // 8 if self._pages else height
        self._line_len = len(self.buf) // self._lines
        if reverse:
            if self._reversed is None:
                self._reversed = _reversed_bits()
            if self._scratch is None or len(self._scratch) < self._line_len:
                self._scratch = bytearray(self._line_len)
        else:
            self._reversed = None
        # Data entry mode (0x11): AM, then ID bit 1 (Y increments) and bit 0 (X increments).
        self._entry = (4 if self._pages else 0) | (0 if y_back else 2) | (0 if x_back else 1)
        # Nothing of this picture is on the glass until a full refresh has drawn it.
        self.needs_full = True

    # -- the contract the app uses ---------------------------------------------------------
    def ready(self):
        """True when the controller can take a command (BUSY low)."""
        return not self._busy()

    def wait_until_ready(self):
        clock = self._clock
        start = clock.ticks_ms()
        while self._busy():
            if clock.ticks_diff(clock.ticks_ms(), start) >= self._timeout_ms:
                raise PanelTimeoutError(self._timeout_ms)
            clock.sleep_ms(_BUSY_POLL_MS)

    def init(self):
        """Hardware reset and register set-up (datasheet operation flow: HW reset, wait for
        BUSY, SW reset 0x12, wait, driver output 0x01, data entry 0x11, RAM window 0x44/0x45,
        and counters 0x4E/0x4F, border 0x3C, update control 0x21, temperature sensor 0x18,
        wait)."""
        sleep_ms = self._clock.sleep_ms
        self._rst(1)
        sleep_ms(_RESET_MS)
        self._rst(0)
        sleep_ms(_RESET_MS)
        self._rst(1)
        sleep_ms(_RESET_MS)
        self.wait_until_ready()
        self._command(_SW_RESET)
        self.wait_until_ready()
        self._command(_DRIVER_OUTPUT, self.panel.driver_output)
        self._args[0] = self._entry
        self._command(_DATA_ENTRY, memoryview(self._args)[:1])
        self._set_window(0, self._lines - 1, 0, self._line_len - 1)
        self._full_mode()
        self._command(_TEMP_SENSOR, _INTERNAL_SENSOR)
        self.wait_until_ready()
        self._awake = True
        self.needs_full = True

    def show(self, full=False, window=None):
        """Send the framebuffer and start a refresh. `full` runs the panel's full waveform
        over the whole screen (clears ghosting, 3-4 s, flashes); otherwise the partial
        waveform redraws `window` = (x, y, w, h) or the whole screen in well under a second.
        A full refresh returns while the panel still works (ready() says when it is done);
        a partial one waits, because the red RAM must then learn the new image. Returns
        whether a refresh was started (an empty window starts none)."""
        if not self._awake:
            self.init()
        self.wait_until_ready()
        if full or self.needs_full:
            self._full_mode()
            self._send(_WRITE_BW, 0, self._lines - 1, 0, self._line_len - 1)
            # Both RAMs hold the shown image afterwards: the next partial compares with it.
            self._send(_WRITE_RED, 0, self._lines - 1, 0, self._line_len - 1)
            self._command(_UPDATE_CONTROL_2, _SEQUENCE_FULL)
            self._command(_MASTER_ACTIVATION)
            self.needs_full = False
            return True
        area = self._units(window)
        if area is None:
            return False
        line0, line1, col0, col1 = area
        self._partial_mode()
        self._send(_WRITE_BW, line0, line1, col0, col1)
        self._command(_UPDATE_CONTROL_2, _SEQUENCE_PARTIAL)
        self._command(_MASTER_ACTIVATION)
        self.wait_until_ready()
        self._send(_WRITE_RED, line0, line1, col0, col1)
        return True

    def sleep(self):
        """Panel deep sleep (0x10, mode 1): the image stays, the controller draws almost
        nothing; the next show() wakes it with a hardware reset and a full refresh."""
        if not self._awake:
            return
        self.wait_until_ready()
        self._command(_DEEP_SLEEP, _DEEP_SLEEP_MODE_1)
        self._awake = False
        self.needs_full = True

    # -- internals ----------------------------------------------------------------------------
    def _full_mode(self):
        self._command(_BORDER, _BORDER_FULL)
        self._command(_UPDATE_CONTROL_1, self.panel.update_full)
        self._in_partial = False

    def _partial_mode(self):
        if self._in_partial:
            return
        self._command(_BORDER, _BORDER_PARTIAL)
        self._command(_UPDATE_CONTROL_1, self.panel.update_partial)
        self._in_partial = True

    def _units(self, window):
        """(line0, line1, col0, col1) of the buffer covering `window`, clipped; None if empty."""
        if window is None:
            return 0, self._lines - 1, 0, self._line_len - 1
        x, y, w, h = window
        x0 = max(x, 0)
        y0 = max(y, 0)
        x1 = min(x + w, self.width) - 1
        y1 = min(y + h, self.height) - 1
        if x1 < x0 or y1 < y0:
            return None
        if self._pages:
            return y0 >> 3, y1 >> 3, x0, x1
        return y0, y1, x0 >> 3, x1 >> 3

    def _set_window(self, line0, line1, col0, col1):
        """RAM window and counters for buffer lines line0..line1, columns col0..col1.
        With a counter running backwards, its start is the high address (0x44/0x45 take
        start then end, and the counter moves from start towards end)."""
        if self._pages:
            xs, xe, ys, ye = line0, line1, col0, col1
        else:
            xs, xe, ys, ye = col0, col1, line0, line1
        if self._x_back:
            xs, xe = self.panel.x_bytes - 1 - xs, self.panel.x_bytes - 1 - xe
        if self._y_back:
            ys, ye = self.panel.gates - 1 - ys, self.panel.gates - 1 - ye
        args = self._args
        view = memoryview(args)
        args[0] = xs
        args[1] = xe
        self._command(_RAM_X_RANGE, view[:2])
        args[0] = ys & 0xFF
        args[1] = ys >> 8
        args[2] = ye & 0xFF
        args[3] = ye >> 8
        self._command(_RAM_Y_RANGE, view)
        args[0] = xs
        self._command(_RAM_X_COUNTER, view[:1])
        args[0] = ys & 0xFF
        args[1] = ys >> 8
        self._command(_RAM_Y_COUNTER, view[:2])

    def _send(self, ram, line0, line1, col0, col1):
        self._set_window(line0, line1, col0, col1)
        self._command(ram)
        buf = self.buf
        step = self._line_len
        self._dc(1)
        self._cs(0)
        if self._reversed is None and col0 == 0 and col1 == step - 1:
            self._spi.write(buf[line0 * step : (line1 + 1) * step])  # contiguous: one write
        else:
            count = col1 - col0 + 1
            for line in range(line0, line1 + 1):
                start = line * step + col0
                if self._reversed is None:
                    self._spi.write(buf[start : start + count])
                else:
                    table = self._reversed
                    scratch = self._scratch
                    for i in range(count):
                        scratch[i] = table[buf[start + i]]
                    self._spi.write(memoryview(scratch)[:count])
        self._cs(1)

    def _command(self, cmd, data=None):
        self._byte[0] = cmd
        self._dc(0)
        self._cs(0)
        self._spi.write(self._byte)
        self._cs(1)
        if data is not None:
            self._dc(1)
            self._cs(0)
            self._spi.write(data)
            self._cs(1)
