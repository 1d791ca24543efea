"""The text API every screen draws with: glyphs drawn pixel for pixel as the generated fonts
hold them, widths and heights that match the pixels drawn, umlauts as their vowel with two dots,
unknown characters as a visible box, the sizes per panel."""

import gc
import sys

import framebuf

from app import type as ty
from checks import equal

GERMAN = "ÄÖÜäöüß€"
FIGURES = "0123456789+-.,"


class Surface(framebuf.FrameBuffer):
    """A framebuffer with the width and height a panel driver has."""

    def __init__(self, w, h, layout=framebuf.MONO_HLSB):
        self.buf = bytearray(w * h // 8)
        super().__init__(self.buf, w, h, layout)
        self.width = w
        self.height = h


def surface(w, h):
    fb = Surface(w, h)
    fb.fill(ty.WHITE)
    return fb


PANELS = ((296, 128), (400, 300))


def all_sizes():
    """Every size either panel uses, each once."""
    seen = []
    for _w, h in PANELS:
        for size in ty.sizes_for(surface(8, h)):
            if size not in seen:
                seen.append(size)
    return seen


def text_sizes():
    return [s for w, h in PANELS for s in ty.sizes_for(surface(8, h))[: ty.HUGE]]


def huge_sizes():
    return [ty.sizes_for(surface(8, h))[ty.HUGE] for w, h in PANELS]


def font(size):
    ty.width("", size)  # loads it
    return sys.modules[ty._PACKAGE + ty._MODULES[size]]


def glyph_rows(size, char, w, h):
    """The ink of `char` in a box of w x h pixels from the pen at the line's top, one int per
    row (bit x set: ink at x), read straight from the generated module's INDEX and BITMAPS."""
    module = font(size)
    at = module.CHARS.find(char) * 7
    record = module.INDEX[at : at + 7]
    offset = record[0] | record[1] << 8
    left, top, glyph_w, rows = record[3], record[4], record[5], record[6]
    stride = (glyph_w + 7) // 8
    out = [0] * h
    for y in range(rows):
        for x in range(glyph_w):
            if module.BITMAPS[offset + y * stride + x // 8] & (0x80 >> (x % 8)):
                out[top + y] |= 1 << (left + x)
    return out


def drawn_rows(fb, x0, y0, w, h, color=ty.BLACK):
    """The pixels of `color` in the box at (x0, y0), one int per row as glyph_rows gives."""
    out = []
    for y in range(h):
        bits = 0
        for x in range(w):
            if fb.pixel(x0 + x, y0 + y) == color:
                bits |= 1 << x
        out.append(bits)
    return out


def box(rows):
    """(left, top, right, bottom) of the set bits, right and bottom exclusive; None if none."""
    used = [y for y in range(len(rows)) if rows[y]]
    if not used:
        return None
    every = 0
    for bits in rows:
        every |= bits
    left = 0
    while not every >> left & 1:
        left += 1
    right = left
    while every >> right:
        right += 1
    return left, used[0], right, used[-1] + 1


def test_glyphs_drawn_pixel_exact():
    for size in all_sizes():
        chars = FIGURES + "€" if size in huge_sizes() else "Hg8j" + GERMAN + "→"
        for char in chars:
            fb = surface(80, 64)
            drawn = ty.draw(fb, char, 5, 3, size)
            line = ty.height(size)
            want = glyph_rows(size, char, drawn, line)
            label = "{} at {}".format(char, size)
            equal(box(want) is not None, True, label + " has ink")
            # Inside the pen's box exactly the generated pixels, and nothing outside it.
            equal(drawn_rows(fb, 5, 3, drawn, line), want, label)
            equal(box(drawn_rows(fb, 0, 0, 80, 64)), box([0] * 3 + [r << 5 for r in want]), label)
        ty.release()


def test_white_on_black_is_the_same_glyph():
    for size in all_sizes():
        fb = surface(80, 64)
        fb.fill(ty.BLACK)
        drawn = ty.draw(fb, "8", 5, 3, size, ty.WHITE)
        want = glyph_rows(size, "8", drawn, ty.height(size))
        equal(drawn_rows(fb, 5, 3, drawn, ty.height(size), ty.WHITE), want, "8 at " + str(size))
        ty.release()


def test_every_panel_layout_draws_the_same_pixels():
    # The drivers' buffers: MONO_VLSB on the 2.9" panel, MONO_HLSB and, turned, MONO_HMSB on
    # the 4.2" (docs/hal.md); the simulator's is MONO_HLSB.
    text = "Jürgen +12,40 €"
    for size in text_sizes()[:3]:
        line = ty.height(size)
        want = None
        for layout in (framebuf.MONO_HLSB, framebuf.MONO_VLSB, framebuf.MONO_HMSB):
            fb = Surface(200, 40, layout)
            fb.fill(ty.WHITE)
            drawn = ty.draw(fb, text, 3, 2, size)
            got = drawn_rows(fb, 3, 2, drawn, line)
            if want is None:
                want = got
            equal(got, want, "layout {} at {}".format(layout, size))
        ty.release()


def test_umlauts_are_their_vowel_with_two_dots_above():
    for size in text_sizes():
        line = ty.height(size)
        for i in range(6):
            vowel = "aouAOU"[i]
            umlaut = "äöüÄÖÜ"[i]
            wide = ty.width(umlaut, size)
            base = glyph_rows(size, vowel, wide, line)
            marked = glyph_rows(size, umlaut, wide, line)
            label = "{} at {}".format(umlaut, size)
            top = box(base)[1]
            # The vowel's pixels unchanged, and above them the dots: two runs of columns.
            lost = [base[y] & ~marked[y] for y in range(line)]
            equal(lost, [0] * line, label + ": the vowel")
            equal(marked[top:], base[top:], label + ": nothing added beside the vowel")
            dots = 0
            for bits in marked[:top]:
                dots |= bits
            runs = 0
            while dots:
                runs += 1
                while not dots & 1:
                    dots >>= 1
                while dots & 1:
                    dots >>= 1
            equal(runs, 2, label + ": two dots")
        ty.release()


def test_width_height_and_the_line_box():
    texts = ("Jürgen +12.40", "Größl -3,50", "gyj ÄÖÜ", "€ · – →")
    for size in all_sizes():
        for text in texts:
            if size in huge_sizes():
                text = "-1234,50 €"
            fb = surface(400, 64)
            drawn = ty.draw(fb, text, 7, 2, size)
            equal(drawn, ty.width(text, size), "width of {}".format(text))
            left, top, right, bottom = box(drawn_rows(fb, 0, 0, 400, 64))
            equal(left >= 7 and right <= 7 + drawn, True, "{} across".format(text))
            # Umlaut dots and descenders stay inside the line's height.
            equal(top >= 2 and bottom <= 2 + ty.height(size), True, "{} down".format(text))
            equal(ty.width(text + text, size), 2 * drawn, "widths add up")
        ty.release()


def test_every_text_size_has_the_german_letters():
    for size in text_sizes():
        chars = font(size).CHARS
        for char in GERMAN + "·–→":
            equal(chars.find(char) >= 0, True, "{} at {}".format(char, size))
        for code in range(32, 127):
            equal(chars.find(chr(code)) >= 0, True, "{!r} at {}".format(chr(code), size))
    for size in huge_sizes():
        for char in FIGURES + "€ ":
            equal(font(size).CHARS.find(char) >= 0, True, "{} at {}".format(char, size))


def test_unknown_character_is_a_visible_box():
    for size in all_sizes():
        for char in ("\u263a", "\u0416", "x" if size in huge_sizes() else "\u00e9"):
            fb = surface(80, 64)
            drawn = ty.draw(fb, char, 0, 0, size)
            equal(drawn, ty.width(char, size), "width of the box")
            equal(drawn >= size // 3, True, "a box as wide as a letter")
            ink = drawn_rows(fb, 0, 0, 80, 64)
            equal(sum(1 for bits in ink if bits) >= ty.height(size) // 2, True, "visible")
            equal(box(ink)[2] <= drawn, True, "inside its width")
        ty.release()


def test_a_size_not_from_sizes_for_is_refused_by_name():
    try:
        ty.width("8", 8)
    except ValueError as err:
        equal("sizes_for" in str(err), True, "names where sizes come from")
    else:
        raise AssertionError("no ValueError for size 8")


def test_sizes_grow_and_suit_each_panel():
    for w, h in PANELS:
        sizes = ty.sizes_for(surface(8, h))
        equal(len(sizes), 4, "four sizes")
        heights = [ty.height(s) for s in sizes]
        equal(sorted(heights), heights, "small to huge")
        equal(len(set(heights)), 4, "four different sizes")
        # The standings: a line of SMALL and four players in LARGE fit the panel.
        equal(heights[ty.SMALL] + 4 * heights[ty.LARGE] <= h, True, "four players fit")
        # The balance in HUGE, as many digits as a long evening needs, fits across.
        equal(ty.width("-1234.50", sizes[ty.HUGE]) <= w, True, "a balance fits across")


def test_fit_shortens_with_a_point():
    for size in text_sizes():
        equal(ty.fit("Hans", size, ty.width("Hans", size)), "Hans", "fits")
        short = ty.fit("Maximilian", size, ty.width("Maxim.", size))
        equal(short, "Maxim.", "shortened")
        equal(ty.fit("Maximilian", size, 1), "M.", "at least a letter and the point")
        equal(ty.fit("M", size, 1), "M", "a single letter as it is")
        equal(ty.fit("", size, 0), "", "nothing")
        room = ty.width("Wolfgang", size)
        equal(ty.width(ty.fit("Wolfgang Größl", size, room), size) <= room, True, "fits room")


def test_release_lets_the_fonts_go_and_loads_them_again():
    size = text_sizes()[-1]
    name = ty._PACKAGE + ty._MODULES[size]
    fb = surface(80, 32)
    ty.release()
    drawn = ty.draw(fb, "Größl", 0, 0, size)
    data = len(sys.modules[name].BITMAPS)
    equal(name in sys.modules, True, "loaded on use")
    gc.collect()
    loaded = gc.mem_alloc()
    ty.release()
    gc.collect()
    equal(name in sys.modules, False, "let go")
    # Loaded from .mpy the glyph data is on the heap: after release() it can be collected.
    equal(loaded - gc.mem_alloc() >= data, True, "heap freed")
    equal(ty.draw(fb, "Größl", 0, 0, size), drawn, "drawn again after loading again")


def test_text_drawn_and_measured_interns_none_of_its_characters():
    # Characters no code names (made at run time, "ʬʭ" and a ring), drawn as boxes: interned,
    # each would stay for good, and a full qstr pool asks for a new one twice its size in one
    # block, mid-drawing (app/type.py, _glyphs()). A slice of a str is the interned string when
    # there is one: two slices are then the same object.
    text = bytes([0xCA, 0xAC, 0xCA, 0xAD, 0xE2, 0x97, 0x8C]).decode()
    fb = surface(120, 40)
    for size in text_sizes():
        ty.draw(fb, text, 0, 0, size)
        ty.width(text, size)
        ty.fit(text + text, size, ty.width(text, size))
        ty.lines(text + " " + text, size, ty.width(text, size), 1)
    for at in range(len(text)):
        char = text[at : at + 1]
        equal(char is text[at : at + 1], False, "not interned: U+{:04X}".format(ord(char)))


def test_the_text_sizes_share_one_copy_of_their_character_tables():
    # The 4.2" panel's evening draws in three text sizes: one table of their characters (the
    # UTF-8 and the ASCII glyph numbers) serves all three, as they draw the same characters.
    ty.release()
    small, body, large, huge = ty.sizes_for(surface(8, 300))
    for size in (small, body, large, huge):
        ty.width("Ä1", size)
    tables = [ty._fonts[size][2:] for size in (small, body, large)]
    for i in (0, 1):
        equal(tables[1][i] is tables[0][i] and tables[2][i] is tables[0][i], True, "table")
    equal(ty._fonts[huge][2] is tables[0][0], False, "the figures have their own")
    ty.release()


def test_a_font_loads_into_a_collected_heap():
    # A font stays while screens draw with it; loaded after the garbage of a drawing, its
    # objects would lie beyond that garbage and split the room it leaves once collected. So
    # the heap is collected before a font loads: the garbage here is gone once it has loaded.
    small = ty.sizes_for(surface(8, 300))[ty.SMALL]
    ty.release()
    gc.collect()
    before = gc.mem_free()
    ty.width("A", small)
    gc.collect()
    cost = before - gc.mem_free()  # the font's own heap (from .mpy: its glyph data too)
    ty.release()
    gc.collect()
    before = gc.mem_free()
    garbage = bytearray(16000)
    garbage = None
    ty.width("A", small)
    equal(gc.mem_free() > before - cost - 8000, True, "collected before the font loaded")
    equal(garbage, None, "the garbage was dropped")
    ty.release()
