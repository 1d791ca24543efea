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
Text is a str; SMALL, BODY and LARGE draw ASCII, Ä Ö Ü ä ö ü ß € · – →, HUGE only figures
(0-9 + - . , : / € – and the space). A character a size cannot draw comes out as a visible box,
never an error. Colours are the panel's: BLACK on WHITE, or WHITE on a BLACK band.

The glyphs are bitmap fonts generated from DejaVu Sans (firmware/app/fonts/, docs/type.md).
A size's font module is imported the first time a screen draws or measures with it, and stays
until release(): loaded from .mpy its glyph data sits on the heap, frozen it stays in flash."""

import gc

import framebuf

from core import heap

# The e-paper controllers' colours (hal/ssd168x.py: a 1 bit is white), repeated here so the
# screens load without the driver (the simulator has none).
BLACK = 0
WHITE = 1

# Indexes into sizes_for()'s tuple, from the small print to the balance read across a table.
SMALL = 0
BODY = 1
LARGE = 2
HUGE = 3

# A size is its font's line height; the module that holds the font, under app.fonts.
_MODULES = {
    13: "sans13",
    17: "sans17",
    24: "sans24",
    32: "sans32",
    40: "figures40",
    56: "figures56",
}
_PACKAGE = "app.fonts."
_RECORD = 7  # bytes per glyph in a font's INDEX (scripts/make_fonts.py)

_fonts = {}  # size -> (module, memoryview of its BITMAPS), for the sizes in use
# blit() maps a glyph's bits through this palette: 0 (no ink) to the key colour, which it
# skips, so the background shows through; 1 (ink) to the colour asked for.
_palette = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)


def big(fb):
    """True on the 4.2" panel (300 pixels across its short side), False on the 2.9" (128), in
    either orientation."""
    return fb.height >= 200 and fb.width >= 200


def sizes_for(fb):
    """(SMALL, BODY, LARGE, HUGE) sizes for a surface, by its short side (landscape or
    portrait): the 2.9" panel is 128 pixels, the 4.2" 300. LARGE is what names and balances
    need across a table; four lines of it and a line of SMALL fit the 2.9" panel."""
    if big(fb):
        return (17, 24, 32, 56)
    return (13, 17, 24, 40)


def _font(size):
    loaded = _fonts.get(size)
    if loaded is None:
        if size not in _MODULES:
            raise ValueError("not a size from sizes_for(): {!r}".format(size))
        name = _PACKAGE + _MODULES[size]
        # A font stays while screens draw with it: collected first, its objects take the
        # lowest holes, not the room after the drawing's garbage, where they would split it.
        gc.collect()
        module = heap.load(name)
        tables = None
        for other in _fonts.values():
            if other[0].CHARS == module.CHARS:
                tables = other[2:]  # the text sizes draw the same characters: one copy
                break
        loaded = (module, memoryview(module.BITMAPS)) + (tables or _tables(module.CHARS))
        _fonts[size] = loaded
    return loaded


def _tables(chars):
    """(the UTF-8 of `chars`, the glyph number + 1 of each ASCII character or 0) of a font."""
    codes = chars.encode()
    ascii = bytearray(128)
    glyph = 0
    for at in range(len(codes)):
        if codes[at] & 0xC0 != 0x80:  # a character's first byte
            if codes[at] < 0x80:
                ascii[codes[at]] = glyph + 1
            glyph += 1
    return codes, ascii


def _glyphs(loaded, text):
    """The glyph number in the font `loaded` of each character of `text`, -1 where it has
    none. Read from the text's UTF-8 bytes, not `for char in text` or text[i]: those intern
    each character as a qstr for good (py/objstrunicode.c: str_it_iternext, str_subscr), and
    once the interned strings fill their pool the next one asks for a pool twice the size of
    the last (py/qstr.c: qstr_add), ~28 KB in one block with the code loaded from .mpy, in the
    middle of a drawing in a heap the screens have cut up. A slice per character would leave
    garbage between what the screens keep."""
    codes = loaded[2]
    data = text.encode()
    at = 0
    while at < len(data):
        if data[at] < 0x80:
            yield loaded[3][data[at]] - 1
            at += 1
            continue
        end = at + 1
        while end < len(data) and data[end] & 0xC0 == 0x80:
            end += 1
        found = codes.find(data[at:end])  # UTF-8 matches only whole characters
        glyph = -1
        if found >= 0:
            glyph = 0
            for k in range(found):
                if codes[k] & 0xC0 != 0x80:
                    glyph += 1
        yield glyph
        at = end


def release():
    """Forget the fonts loaded so far, so their heap can be collected (a screen that will not
    draw for a while, or before a heap-hungry task); the next use loads them again."""
    for size in _fonts:
        heap.unload(_PACKAGE + _MODULES[size])
    _fonts.clear()


def height(size):
    """Pixels from the top of a line to its bottom."""
    return size


def ascent(size):
    """Pixels from the top of a line to its baseline, where capitals end (descenders go on
    below it to the line's bottom)."""
    return _font(size)[0].BASELINE


def _box_width(size):
    """The advance of the box drawn for a character the font lacks."""
    return size // 2


def width(text, size):
    """Pixels across `text` at `size`."""
    loaded = _font(size)
    index = loaded[0].INDEX
    total = 0
    for i in _glyphs(loaded, text):
        total += _box_width(size) if i < 0 else index[i * _RECORD + 2]
    return total


def fit(text, size, room):
    """`text` if it fits `room` pixels, else its longest start that fits with a "." after it
    (at least one character and the "."; a single character is left as it is)."""
    if len(text) < 2 or width(text, size) <= room:
        return text
    end = len(text) - 1
    room -= width(".", size)
    while end > 1 and width(text[:end], size) > room:
        end -= 1
    return text[:end] + "."


def lines(text, size, room, most):
    """`text` broken between words into lines of `room` pixels, `most` lines at most (the
    last cut with a point if more would be needed)."""
    if "  " in text and most > 1 and width(text, size) > room:
        # A hint's parts (two spaces apart: "OK: take  long OK: back") kept whole where
        # they fit, one a line, before any is broken between its words.
        parts = []
        for part in text.split("  "):
            parts += lines(part, size, room, most)
        if len(parts) <= most:
            return parts
    out = []
    line = ""
    for word in text.split(" "):
        trial = word if not line else line + " " + word
        if line and width(trial, size) > room:
            out.append(line)
            line = word
        else:
            line = trial
    out.append(line)
    if len(out) > most:
        out = out[: most - 1] + [fit(" ".join(out[most - 1 :]), size, room)]
    return [fit(line, size, room) for line in out]


def draw(fb, text, x, y, size, color=BLACK):
    """Draw `text` with its line's top left corner at (x, y); returns the width drawn."""
    readout = getattr(fb, "readout", None)
    if readout is not None:
        # The simulator's panel keeps the words on it, for test drivers that read the screen
        # as a player does (hal/sim_display.py); the device's panel has no such list.
        readout.append((text, x, y, color))
    loaded = _font(size)
    font, bitmaps = loaded[0], loaded[1]
    index = font.INDEX
    key = WHITE if color == BLACK else BLACK
    _palette.pixel(0, 0, key)
    _palette.pixel(1, 0, color)
    start = x
    for i in _glyphs(loaded, text):
        if i < 0:
            # A character the font lacks: an outlined box from the baseline to cap height.
            advance = _box_width(size)
            top = size // 5
            fb.rect(x + 1, y + top, advance - 2, font.BASELINE - top, color)
            x += advance
            continue
        at = i * _RECORD
        rows = index[at + 6]
        if rows:
            glyph_width = index[at + 5]
            offset = index[at] | index[at + 1] << 8
            end = offset + ((glyph_width + 7) >> 3) * rows
            # One blit per glyph: framebuf copies the rows in C, however large the type.
            fb.blit(
                (bitmaps[offset:end], glyph_width, rows, framebuf.MONO_HLSB),
                x + index[at + 3],
                y + index[at + 4],
                key,
                _palette,
            )
        x += index[at + 2]
    return x - start
