"""The text API every screen draws with: sizes per panel, widths and heights that match the
pixels drawn, unknown characters as a visible box."""

import framebuf

from app import type as ty
from checks import equal


class Surface(framebuf.FrameBuffer):
    """A framebuffer with the width and height a panel driver has."""

    def __init__(self, w, h):
        self.buf = bytearray(w * h // 8)
        super().__init__(self.buf, w, h, framebuf.MONO_HLSB)
        self.width = w
        self.height = h


def surface(w, h):
    fb = Surface(w, h)
    fb.fill(ty.WHITE)
    return fb


def ink_box(fb, w, h):
    """(left, top, right, bottom) of the black pixels, right and bottom exclusive; None when
    the surface is blank."""
    box = None
    for y in range(h):
        for x in range(w):
            if fb.pixel(x, y) == ty.BLACK:
                if box is None:
                    box = [x, y, x + 1, y + 1]
                box[0] = min(box[0], x)
                box[1] = min(box[1], y)
                box[2] = max(box[2], x + 1)
                box[3] = max(box[3], y + 1)
    return box


def test_sizes_grow_and_suit_each_panel():
    for w, h in ((296, 128), (400, 300)):
        sizes = ty.sizes_for(surface(w, h))
        equal(len(sizes), 4, "four sizes")
        heights = [ty.height(s) for s in sizes]
        equal(sorted(heights), heights, "small to huge")
        equal(sizes[ty.SMALL] == sizes[0] and sizes[ty.HUGE] == sizes[3], True, "indexes")
        # Four lines of the largest size fit the panel's height.
        equal(4 * heights[3] <= h, True, "huge fits")


def test_draw_returns_the_width_and_stays_in_its_box():
    fb = surface(296, 128)
    for size in ty.sizes_for(fb):
        fb.fill(ty.WHITE)
        drawn = ty.draw(fb, "Hans +12", 3, 5, size)
        equal(drawn, ty.width("Hans +12", size), "width drawn")
        box = ink_box(fb, 296, 128)
        equal(box[0] >= 3 and box[1] >= 5, True, "top left")
        equal(box[2] <= 3 + drawn and box[3] <= 5 + ty.height(size), True, "bottom right")


def test_colour_white_on_black():
    fb = surface(64, 32)
    fb.fill(ty.BLACK)
    ty.draw(fb, "8", 0, 0, ty.sizes_for(fb)[ty.SMALL], ty.WHITE)
    equal(any(fb.pixel(x, y) == ty.WHITE for x in range(16) for y in range(16)), True, "white")


def test_unknown_character_is_a_visible_box():
    fb = surface(64, 32)
    size = ty.sizes_for(fb)[ty.SMALL]
    drawn = ty.draw(fb, "\u263a", 0, 0, size)
    equal(drawn > 0, True, "has width")
    equal(ink_box(fb, 64, 32) is not None, True, "visible")


def test_fit_shortens_with_a_point():
    size = ty.sizes_for(surface(296, 128))[ty.LARGE]
    equal(ty.fit("Hans", size, ty.width("Hans", size)), "Hans", "fits")
    short = ty.fit("Maximilian", size, ty.width("Maxim.", size))
    equal(short, "Maxim.", "shortened")
    equal(ty.fit("Maximilian", size, 1)[-1], ".", "at least a letter and the point")
