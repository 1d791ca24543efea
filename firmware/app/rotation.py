"""Turning the picture by 180 degrees at once, for a device turned round on the table, without
building the display again: the frame is turned in its buffer just before it goes to the panel
and turned back right after, so every screen draws as usual.

Half a turn of a 1-bit buffer whose lines are whole bytes (both panels, in every format the
driver uses: rows of 296 or 400 pixels, or pages of 8 rows) is the bytes in reverse order,
each with its bits reversed; a partial refresh's window is mirrored to match."""


def _reversed_bits():
    table = bytearray(256)
    for n in range(256):
        out = 0
        for bit in range(8):
            if n & (1 << bit):
                out |= 0x80 >> bit
        table[n] = out
    return bytes(table)


_REVERSED = _reversed_bits()


def turn(buf):
    """Half a turn of the picture in `buf`, in place (doing it twice restores it)."""
    table = _REVERSED
    i = 0
    j = len(buf) - 1
    while i < j:
        a = buf[i]
        buf[i] = table[buf[j]]
        buf[j] = table[a]
        i += 1
        j -= 1
    if i == j:
        buf[i] = table[buf[i]]


def set_rotation(display, degrees):
    """Show everything from now on turned by `degrees` (0 or 180) from how it is drawn."""
    plain = getattr(display, "_unturned_show", None)
    if plain is None:
        plain = display.show
        display._unturned_show = plain
    if degrees == 0:
        display.show = plain
        return

    def show(full=False, window=None):
        turn(display.buf)
        try:
            if window is not None:
                x, y, w, h = window
                window = (display.width - x - w, display.height - y - h, w, h)
            return plain(full=full, window=window)
        finally:
            turn(display.buf)

    display.show = show
