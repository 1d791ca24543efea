"""The simulated e-paper panel: a framebuf.FrameBuffer of the panel's size whose show() draws
the frame in the terminal (Unicode quadrant blocks, two by two pixels per character, so it
works over SSH) and optionally writes it as a PNG file.

The same contract as hal/ssd168x.EPD (width, height, buf, needs_full, show(full, window),
ready(), sleep(), set_rotation()), so app/refresh.py and the app drive it unchanged. A 1 bit
is white, as the real controllers' RAM has it (ssd168x.BLACK / WHITE).

The simulator shows what a player looking at the device sees: turned a quarter (rotation 90 or
270) the framebuffer is the portrait picture, width and height swapped on the same buffer, and
the terminal and the PNG frames show it upright; at 180 the picture is shown as drawn. Where
the glass itself goes is the driver's business (hal/ssd168x.py), checked against a simulated
controller in tests/firmware. The buffer is MONO_HLSB, except for a portrait 4.2" picture,
whose 300-pixel rows are not whole bytes: that one is MONO_VLSB (pages of 8 rows), as the
driver has it."""

import framebuf

from core.errors import InputError

# Quadrant characters indexed by ink in (top left << 3 | top right << 2 | bottom left << 1 |
# bottom right): space, the four quarters, halves, diagonals, three-quarters, full block.
_QUADRANTS = (
    " ",
    "\u2597",
    "\u2596",
    "\u2584",
    "\u259d",
    "\u2590",
    "\u259e",
    "\u259f",
    "\u2598",
    "\u259a",
    "\u258c",
    "\u2599",
    "\u2580",
    "\u259c",
    "\u259b",
    "\u2588",
)
# Dark ink on a white background, whatever the terminal's own colours are.
_PAPER = "\x1b[30;107m"
_PLAIN = "\x1b[0m"
_HOME = "\x1b[H"


class SimDisplay(framebuf.FrameBuffer):
    """`buf`: width x height / 8 bytes, allocated first by the setup. `out`: a stream that
    gets a line per frame ("frame 3 (partial refresh) PATH"), and the frame drawn before it
    if `draw`; None for nothing. `frames`: a folder for PNG frames, or None. `home`: move the
    cursor to the top left before each frame (an interactive terminal), instead of printing
    the frames one after another (a log)."""

    def __init__(self, buf, width, height, out=None, frames=None, home=False, draw=True):
        if len(buf) != width * height // 8:
            raise InputError("buf", "must be {} bytes".format(width * height // 8))
        super().__init__(buf, width, height, framebuf.MONO_HLSB)
        self.buf = buf
        self.width = width
        self.height = height
        self.rotation = 0
        self._row = None  # a portrait 4.2" row as MONO_HLSB bytes (row())
        self.out = out
        self.frames = frames
        self.home = home
        self.draw = draw
        self.needs_full = True  # the glass shows something unknown until a full refresh
        self.asleep = False
        self.shown = 0  # frames shown so far
        self.full_refreshes = 0
        self.last_window = None
        self.last_png = None
        # The words drawn since the screen was last cleared, as (text, x, y, colour), when a
        # test driver reads the screen (hal/sim_script.Driven; app/type.py fills it in).
        self.readout = None

    def _shape(self, width, height):
        # Rows of whole bytes where the width allows (MONO_HLSB), pages of 8 rows otherwise.
        pages = width % 8 != 0
        fmt = framebuf.MONO_VLSB if pages else framebuf.MONO_HLSB
        super().__init__(self.buf, width, height, fmt)
        self.width = width
        self.height = height
        self._row = bytearray((width + 7) // 8) if pages else None

    def set_rotation(self, degrees):
        """Turn the picture as the panel's driver does: at 90 and 270 degrees the framebuffer
        is the portrait one on the same buffer; the next refresh is a full one."""
        if degrees not in (0, 90, 180, 270):
            raise InputError("rotation", "must be 0, 90, 180 or 270 degrees")
        width, height = self.width, self.height
        if (degrees in (90, 270)) != (self.rotation in (90, 270)):
            width, height = height, width
        self._shape(width, height)
        self.rotation = degrees
        self.needs_full = True

    def row(self, y):
        """Pixel row `y` as MONO_HLSB bytes (a 1 bit white, the first pixel in bit 7)."""
        if self._row is None:
            stride = self.width // 8
            return memoryview(self.buf)[y * stride : (y + 1) * stride]
        out = self._row
        buf = self.buf
        width = self.width
        start = (y >> 3) * width
        shift = y & 7
        for i in range(len(out)):
            byte = 0
            base = start + 8 * i
            for bit in range(8):
                x = 8 * i + bit
                # Past the right edge: white, as the margin of a PNG row.
                if x >= width or (buf[base + bit] >> shift) & 1:
                    byte |= 0x80 >> bit
            out[i] = byte
        return out

    def fill(self, color):
        if self.readout is not None:
            self.readout = []  # a screen begins its drawing by clearing the frame
        super().fill(color)

    def ready(self):
        return True  # the simulated waveform takes no time

    def wait_until_ready(self):
        pass

    def show(self, full=False, window=None):
        """Refresh the simulated glass. A partial refresh of a window shows the whole frame
        here too: the terminal has no ghosting to spare."""
        if full or self.needs_full or self.asleep:
            self.needs_full = False
            self.asleep = False
            self.full_refreshes += 1
            window = None
        self.last_window = window
        self.shown += 1
        if self.frames is not None:
            self.last_png = "{}/frame-{:04d}.png".format(self.frames, self.shown)
            from hal.sim_png import write_png

            write_png(self.last_png, self.row, self.width, self.height)
        if self.out is not None:
            if self.draw:
                self.draw_terminal(self.out)
            kind = "full" if window is None else "partial"
            note = "frame {} ({} refresh)".format(self.shown, kind)
            if self.last_png:
                note += " " + self.last_png
            self.out.write(note + "\n")

    def sleep(self):
        self.asleep = True

    def draw_terminal(self, out):
        quads = _QUADRANTS
        if self.home:
            out.write(_HOME)
        for y in range(0, self.height - 1, 2):
            top = bytes(self.row(y))
            bottom = self.row(y + 1)
            parts = [_PAPER]
            for i in range(len(top)):
                # Ink where a bit is 0; the pixels of a byte run from its bit 7 (MONO_HLSB).
                a = ~top[i] & 0xFF
                b = ~bottom[i] & 0xFF
                for shift in (6, 4, 2, 0):
                    pa = (a >> shift) & 3
                    pb = (b >> shift) & 3
                    parts.append(quads[(pa << 2) | pb])
            parts.append(_PLAIN)
            out.write("".join(parts) + "\n")
