"""Drawing shared by the app's screens: the title bar, a list with a cursor, a line at the
foot, named type sizes (app/type.py) per panel."""

from app import type as ty

BLACK = ty.BLACK
WHITE = ty.WHITE
_SIZES = {"small": ty.SMALL, "body": ty.BODY, "large": ty.LARGE, "huge": ty.HUGE}


def big(fb):
    """True on the 4.2" panel, False on the 2.9", in either orientation."""
    return ty.big(fb)


def narrow(fb):
    """True in portrait (the panel turned a quarter): less across than down."""
    return fb.width < fb.height


def size(fb, name):
    """The type size (app/type.py) of a named size: "small", "body", "large", "huge"."""
    return ty.sizes_for(fb)[_SIZES[name]]


def height(fb, name):
    return ty.height(size(fb, name))


def width(fb, value, name):
    return ty.width(value, size(fb, name))


def text(fb, value, x, y, name, color=BLACK):
    """Draw `value`; returns its width."""
    return ty.draw(fb, value, x, y, size(fb, name), color)


def fit(fb, value, name, room):
    """`value` cut to `room` pixels, a point marking the cut."""
    return ty.fit(value, size(fb, name), room)


def title(fb, value, right=""):
    """Clear the screen and draw the title bar (white on black); returns the first free row.
    Where the two texts do not fit (a portrait panel), they go in the small size, and the
    title is cut only if they still do not."""
    fb.fill(WHITE)
    bar = height(fb, "body") + 6
    fb.fill_rect(0, 0, fb.width, bar, BLACK)
    name = "body"
    gap = 8 if right else 0
    if narrow(fb) and width(fb, value, name) + width(fb, right, name) + gap > fb.width - 8:
        name = "small"
    y = (bar - height(fb, name)) // 2
    room = fb.width - 8 - (width(fb, right, name) + gap if right else 0)
    text(fb, fit(fb, value, name, room), 4, y, name, WHITE)
    if right:
        text(fb, right, fb.width - 4 - width(fb, right, name), y, name, WHITE)
    return bar + 2


def foot(fb, value, name="small"):
    """A line at the foot (a hint, what is pending); returns the row above it."""
    h = height(fb, name) + 3
    fb.hline(0, fb.height - h - 1, fb.width, BLACK)
    text(fb, fit(fb, value, name, fb.width - 8), 4, fb.height - h + 1, name)
    return fb.height - h - 2


def foot_lines(fb, values, name="small"):
    """The texts at the foot on one line, two spaces apart; in portrait, where they do not fit
    across, each on lines of its own, broken between words. Returns the row above them."""
    joined = "  ".join(values)
    if not narrow(fb) or width(fb, joined, name) <= fb.width - 8:
        return foot(fb, joined, name)
    lines = []
    for value in values:
        line = ""
        for word in value.split(" "):
            longer = line + " " + word if line else word
            if line and width(fb, longer, name) > fb.width - 8:
                lines.append(line)
                longer = word
            line = longer
        lines.append(line)
    h = height(fb, name) + 1
    y = fb.height - len(lines) * h - 1
    fb.hline(0, y - 2, fb.width, BLACK)
    for line in lines:
        text(fb, fit(fb, line, name, fb.width - 8), 4, y, name)
        y += h
    return fb.height - len(lines) * h - 5


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
