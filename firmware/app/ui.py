"""Drawing shared by the app's screens: the title bar, a list with a cursor, a line at the
foot, sizes per panel. Text goes through one pair of functions (text, width) so the type
face can change in one place."""

from app.screens import BLACK, WHITE, big_text, text_width

_FONT = 8


def big(fb):
    """True on the 4.2" panel (400x300 or 300x400), False on the 2.9"."""
    return fb.width >= 300 and fb.height >= 250 or fb.width * fb.height >= 100000


def scale(fb, size):
    """Pixels per font pixel for a named size: "small", "body", "large", "huge"."""
    large = big(fb)
    if size == "small":
        return 1
    if size == "body":
        return 2
    if size == "large":
        return 3 if large else 2
    return 5 if large else 3


def height(fb, size):
    return _FONT * scale(fb, size)


def width(fb, value, size):
    return text_width(value, scale(fb, size))


def text(fb, value, x, y, size, color=BLACK):
    """Draw `value`; returns its width."""
    big_text(fb, value, x, y, scale(fb, size), color)
    return width(fb, value, size)


def fit(fb, value, size, room):
    """`value` cut to `room` pixels, a point marking the cut."""
    if width(fb, value, size) <= room:
        return value
    each = _FONT * scale(fb, size)
    keep = max(room // each - 1, 1)
    return value[:keep] + "."


def title(fb, value, right=""):
    """Clear the screen and draw the title bar (white on black); returns the first free row."""
    fb.fill(WHITE)
    bar = height(fb, "body") + 6
    fb.fill_rect(0, 0, fb.width, bar, BLACK)
    room = fb.width - 8 - (width(fb, right, "body") + 8 if right else 0)
    text(fb, fit(fb, value, "body", room), 4, 3, "body", WHITE)
    if right:
        text(fb, right, fb.width - 4 - width(fb, right, "body"), 3, "body", WHITE)
    return bar + 2


def foot(fb, value):
    """A hint on the last line (small type); returns the row above it."""
    h = height(fb, "small") + 3
    fb.hline(0, fb.height - h - 1, fb.width, BLACK)
    text(fb, fit(fb, value, "small", fb.width - 8), 4, fb.height - h + 1, "small")
    return fb.height - h - 2


def rows(fb, top, bottom, size="body"):
    """How many list rows of `size` fit between `top` and `bottom`, and their pitch."""
    pitch = height(fb, size) + 6
    return max((bottom - top) // pitch, 1), pitch


def window(count, cursor, shown):
    """The first item to show so that `cursor` is in view (the list scrolls by pages)."""
    if count <= shown:
        return 0
    return cursor // shown * shown


def item_list(fb, items, cursor, top, bottom, size="body"):
    """A list of texts with the cursor's row inverted, scrolled to keep it in view, with
    arrows at the right when more lies above or below."""
    shown, pitch = rows(fb, top, bottom, size)
    first = window(len(items), cursor, shown)
    for i in range(first, min(first + shown, len(items))):
        y = top + (i - first) * pitch
        colour = BLACK
        if i == cursor:
            fb.fill_rect(0, y, fb.width, pitch - 1, BLACK)
            colour = WHITE
        label = fit(fb, items[i], size, fb.width - 24)
        text(fb, label, 6, y + 3, size, colour)
    if first > 0:
        _arrow(fb, fb.width - 12, top + 2, True)
    if first + shown < len(items):
        _arrow(fb, fb.width - 12, top + shown * pitch - 10, False)


def _arrow(fb, x, y, up):
    for i in range(5):
        row = y + (i if up else 4 - i)
        fb.hline(x + 4 - i, row, 2 * i + 1, BLACK)
