"""The device's type: every screen draws and measures its text through this module.

    from app import type as ty           # "as": keep the builtin type() usable

    small, body, large, huge = ty.sizes_for(fb)      # or ty.sizes_for(fb)[ty.LARGE]
    x += ty.draw(fb, "Jürgen", x, y, large)          # draws, returns the width drawn
    ty.width("+12.40", huge)                         # pixels across, without drawing
    ty.height(body)                                  # pixels from a line's top to its bottom
    ty.fit("Maximilian", large, 90)                  # the longest "Maxim." that fits 90 px

A size is an opaque value: take it from sizes_for() (picked for the panel's height) and hand
it back; never compute with it. `x`, `y` are the top left corner of the line; every character
of a size has the same line height, so lines stack at height(size) plus a gap of your choice.
Text is a str (umlauts, ß and € included); a character the size cannot draw comes out as a
visible box of the character's width, never an error. Colours are the panel's: BLACK on WHITE.

Until the bitmap fonts land, the sizes are framebuf's 8x8 font scaled 1x to 4x."""

import framebuf

# The e-paper controllers' colours (hal/ssd168x.py: a 1 bit is white), repeated here so the
# screens load without the driver (the simulator has none).
BLACK = 0
WHITE = 1

# Indexes into sizes_for()'s tuple, from the list under a heading to the balance across a table.
SMALL = 0
BODY = 1
LARGE = 2
HUGE = 3

_CELL = 8  # framebuf's built-in font: 8 x 8 pixels per character
_glyph_buf = bytearray(_CELL)  # one character, drawn here and then scaled onto the screen
_glyph = framebuf.FrameBuffer(_glyph_buf, _CELL, _CELL, framebuf.MONO_HLSB)


def sizes_for(fb):
    """(SMALL, BODY, LARGE, HUGE) sizes for a surface: the 2.9" panel is 128 pixels high, the
    4.2" 300."""
    if fb.height >= 200:
        return (16, 16, 24, 32)
    return (8, 16, 16, 24)


def height(size):
    """Pixels from the top of a line to its bottom."""
    return size


def width(text, size):
    """Pixels across `text` at `size`."""
    return len(text) * size


def fit(text, size, room):
    """`text` if it fits `room` pixels, else its longest start that fits with a "." after it
    (at least one character and the ".")."""
    if width(text, size) <= room:
        return text
    end = len(text) - 1
    while end > 1 and width(text[:end], size) + width(".", size) > room:
        end -= 1
    return text[:end] + "."


def draw(fb, text, x, y, size, color=BLACK):
    """Draw `text` with its top left corner at (x, y); returns the width drawn."""
    scale = size // _CELL
    start = x
    for char in text:
        _glyph.fill(0)
        _glyph.text(char if ord(char) < 128 else "\x7f", 0, 0, 1)
        for row in range(_CELL):
            bits = _glyph_buf[row]
            col = 0
            while bits:
                if bits & 0x80:
                    # Runs of set pixels as one rectangle: fewer, larger fill_rect calls.
                    run = 1
                    while bits & (0x80 >> run):
                        run += 1
                    fb.fill_rect(x + col * scale, y + row * scale, run * scale, scale, color)
                    bits = (bits << run) & 0xFF
                    col += run
                else:
                    bits = (bits << 1) & 0xFF
                    col += 1
        x += size
    return x - start
