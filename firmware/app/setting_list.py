"""A list of settings and their values with a cursor, drawn for the new session's steps
(app.setup_draw) and the device's settings screen (app.settings_screen). A module of its own,
so the settings screen draws its list without the new-session wizard (app.setup_draw,
app.setup and what they import: over 15 KB loaded from .mpy) beside it."""

from app import type as ty
from app.ui import window

PAD = 3  # pixels between a row's text and its edge


def draw(fb, rows, cursor, top, bottom, size, centred=False):
    """Rows (a text, or (left, right) drawn apart) with the cursor's row inverted, a page at a
    time so the cursor is in view (`centred`: the cursor's row in the middle, as far as the
    list allows), and a mark at the right edge where more lies above or below. In portrait,
    where a row does not fit across, every row has two lines, or three where one needs them:
    a text broken between words, the right-hand text under the left."""
    room = fb.width - 2 * PAD - 8  # 8: the scroll marks' column
    tall = 1  # lines a row
    if fb.width < fb.height:  # portrait
        for row in rows:
            if (
                ty.width(row if not isinstance(row, tuple) else row[0] + "  " + row[1], size)
                > room
            ):
                tall = max(tall, 2, len(_parts(row, size, room)))
    line = ty.height(size)
    # 3 pixels above and below a line; 1 above and 2 below on the 2.9" panel, where that
    # makes room for four lines of a list under a title band, not three.
    pad = PAD if ty.big(fb) else 1
    pitch = tall * line + (2 * PAD if ty.big(fb) else 3)
    shown = max((bottom - top) // pitch, 1)
    if centred:
        first = max(min(cursor - (shown - 1) // 2, len(rows) - shown), 0)
    else:
        first = window(len(rows), cursor, shown)
    for i in range(first, min(first + shown, len(rows))):
        y = top + (i - first) * pitch
        colour = ty.BLACK
        if i == cursor:
            fb.fill_rect(0, y, fb.width, pitch, ty.BLACK)
            colour = ty.WHITE
        row = rows[i]
        if tall > 1:
            for text, right in _parts(row, size, room):
                x = fb.width - 8 - PAD - ty.width(text, size) if right else PAD
                ty.draw(fb, text, x, y + pad, size, colour)
                y += line
            continue
        left = room
        if isinstance(row, tuple):
            # The value gets what the label leaves, half the row at least: a short label
            # leaves a long value whole.
            right = ty.fit(row[1], size, max(room // 2, room - ty.width(row[0] + "  ", size)))
            ty.draw(fb, right, fb.width - 8 - PAD - ty.width(right, size), y + pad, size, colour)
            left -= ty.width(right + "  ", size)
            row = row[0]
        ty.draw(fb, ty.fit(row, size, left), PAD, y + pad, size, colour)
    # The marks white on the cursor's row, where it is the first or last in view.
    if first > 0:
        _mark(fb, fb.width - 7, top + 1, True, ty.WHITE if cursor == first else ty.BLACK)
    if first + shown < len(rows):
        last = ty.WHITE if cursor == first + shown - 1 else ty.BLACK
        _mark(fb, fb.width - 7, top + shown * pitch - 6, False, last)
    return shown


def _parts(row, size, room):
    """[(text, right-aligned), ...]: a row over at most three lines in portrait, a text broken
    between words, or the label's lines with the value's right-aligned under them."""
    if isinstance(row, tuple) and not row[1]:
        row = row[0]
    if not isinstance(row, tuple):
        return [(text, False) for text in ty.lines(broken(row, size, room), size, room, 3)]
    out = [(text, False) for text in ty.lines(row[0], size, room, 2)]
    value = broken(row[1], size, room)
    return out + [(text, True) for text in ty.lines(value, size, room, 3 - len(out))]


def broken(text, size, room):
    """`text` with each word wider than a line split after a hyphen where the line ends, so
    that type.lines breaks it there instead of cutting it with a point: a game's name on
    the 2.9" panel turned ("Kontrabauernschnapser")."""
    if ty.width(text, size) <= room:
        return text
    out = []
    for word in text.split(" "):
        while len(word) > 2 and ty.width(word, size) > room:
            end = len(word) - 1
            while end > 1 and ty.width(word[:end] + "-", size) > room:
                end -= 1
            out.append(word[:end] + "-")
            word = word[end:]
        out.append(word)
    return " ".join(out)


def _mark(fb, x, y, up, colour):
    """A small triangle, pointing up or down."""
    for i in range(5):
        fb.hline(x + 2 - i // 2, y + (i if up else 4 - i), 1 + i // 2 * 2, colour)
