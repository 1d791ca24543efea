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


def ascent(fb, name):
    return ty.ascent(size(fb, name))


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
    In portrait, where the texts do not fit across, they go in the small size, over two
    lines if they must (the right text at the end of the second)."""
    fb.fill(WHITE)
    name = "body"
    gap = 8 if right else 0
    lines = [value]
    if narrow(fb) and width(fb, value, name) + width(fb, right, name) + gap > fb.width - 8:
        name = "small"
        if width(fb, value, name) + width(fb, right, name) + gap > fb.width - 8:
            lines = ty.lines(value, size(fb, name), fb.width - 8, 2)
            if len(lines) == 1 and " " in value:
                # One line, but not with the right text beside it: its last word goes to the
                # second line, where the right text ends ("Bierlachs" / "100  decided").
                cut = value.rfind(" ")
                lines = [value[:cut], value[cut + 1 :]]
                if width(fb, lines[1], name) + width(fb, right, name) + gap > fb.width - 8:
                    lines = [value, ""]  # not even that: the right text on a line of its own
    line = height(fb, name) + 1
    bar = max(height(fb, "body"), len(lines) * line - 1) + 6
    fb.fill_rect(0, 0, fb.width, bar, BLACK)
    y = (bar - len(lines) * line + 1) // 2
    room = fb.width - 8
    for i in range(len(lines)):
        last = i == len(lines) - 1 and right
        if last:
            room -= width(fb, right, name) + gap
        text(fb, fit(fb, lines[i], name, room), 4, y, name, WHITE)
        if last:
            text(fb, right, fb.width - 4 - width(fb, right, name), y, name, WHITE)
        y += line
    return bar + 2


def foot(fb, value, name="small"):
    """A line at the foot (a hint, what is pending); returns the row above it. Where it does
    not fit across, over as many as two lines (three in portrait), broken between its parts
    (two spaces apart) and between words."""
    lines = [value]
    most = 3 if narrow(fb) else 2
    if width(fb, value, name) > fb.width - 8:
        lines = []
        starts = []  # whether each line begins a part: the last line joins them as written
        for part in value.split("  "):
            broken = ty.lines(part, size(fb, name), fb.width - 8, most)
            starts += [True] + [False] * (len(broken) - 1)
            lines += broken
        if len(lines) > most:
            # The parts that find no line of their own share the last, two spaces apart as
            # elsewhere ("Bock 2  Last round 4", not "Bock 2 Last round 4").
            rest = lines[most - 1]
            for i in range(most, len(lines)):
                rest += ("  " if starts[i] else " ") + lines[i]
            lines = lines[: most - 1] + [fit(fb, rest, name, fb.width - 8)]
    line = height(fb, name) + 1
    h = len(lines) * line + 2
    fb.hline(0, fb.height - h - 1, fb.width, BLACK)
    y = fb.height - h + 1
    for value in lines:
        text(fb, value, 4, y, name)
        y += line
    return fb.height - h - 2


def rows(fb, top, bottom, size="body", two=None):
    """How many list rows of `size` fit between `top` and `bottom`, and their pitch. `two`:
    rows of two lines (a portrait panel's long items); by default in portrait; a number: rows
    of that many lines (the history's on the 2.9" panel in portrait)."""
    if two is None:
        two = narrow(fb)
    line = height(fb, size)
    # 3 pixels above and below a line; 2 on the 2.9" panel, where that makes room for four
    # lines of a list, not three.
    pitch = line + (6 if big(fb) else 4) + (line + 1) * (_lines(two) - 1)
    return max((bottom - top) // pitch, 1), pitch


def _lines(two):
    """A row's lines by `two` (rows().)"""
    if two is True:
        return 2
    return two or 1


def window(count, cursor, shown):
    """The first item to show so that `cursor` is in view: the list scrolls by pages, and the
    last page is full, filled from the end (PREV from the first item lands on a whole page)."""
    if count <= shown:
        return 0
    return min(cursor // shown * shown, count - shown)


def item_list(fb, items, cursor, top, bottom, size="body", two=None):
    """A list of texts with the cursor's row inverted, scrolled to keep it in view, with
    arrows at the right when more lies above or below. In portrait an item too long for a
    line goes over two (`two`: rows of two lines or not; by default where an item needs
    it)."""
    room = fb.width - 24
    if two is None:
        two = False
        if narrow(fb):
            for item in items:
                if width(fb, item, size) > room:
                    two = True
                    break
    shown, pitch = rows(fb, top, bottom, size, two)
    first = window(len(items), cursor, shown)
    line = height(fb, size) + 1
    for i in range(first, min(first + shown, len(items))):
        y = top + (i - first) * pitch
        colour = BLACK
        if i == cursor:
            fb.fill_rect(0, y, fb.width, pitch - 1, BLACK)
            colour = WHITE
        lines = ty.lines(items[i], ty.sizes_for(fb)[_SIZES[size]], room, _lines(two))
        y += (pitch - len(lines) * line + 1) // 2  # 3 (2) pixels above a single line
        for label in lines:
            text(fb, label, 6, y, size, colour)
            y += line
    # The arrows in the rows they sit in: white on the cursor's row, where black would vanish.
    if first > 0:
        _arrow(fb, fb.width - 12, top + 2, True, WHITE if cursor == first else BLACK)
    last = first + shown - 1
    if last + 1 < len(items):
        colour = WHITE if cursor == last else BLACK
        _arrow(fb, fb.width - 12, top + shown * pitch - 10, False, colour)


def _arrow(fb, x, y, up, colour):
    for i in range(5):
        row = y + (i if up else 4 - i)
        fb.hline(x + 4 - i, row, 2 * i + 1, colour)
