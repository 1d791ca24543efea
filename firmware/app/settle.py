"""The settle-up screen at the end of the evening: who pays whom with the fewest transfers, or
who buys the round and owes the Bummerl, in large type, and the final list below. OK ends the
session (logged as ended in the journal); the screen stays until OK dismisses it. BACK before
that goes back to the table, and the evening goes on. On the 2.9" panel, where the transfers
and the list need two pages to be read across the table, NEXT and PREV turn between them."""

from app import frame, settle_lines
from app import type as ty
from core import heap

_PAD = 3


class Settle(frame.Screen):
    full = True

    def __init__(self, app, saved):
        # Once the session is ended, the screen keeps what it says (the lines in the words
        # shown), so after a power cut it comes back without reading the session again.
        self.ended = saved if isinstance(saved, list) else None
        self.game = None
        self.page = 0  # on the 2.9" panel, where its lines need two: the transfers, the list
        self.pages = 1
        session = app.session
        if self.ended is None and session is not None and not session.ended:
            self.game = session.game
            self.settings = session.settings
            self.state = session.state
            self.names = [player[1] for player in session.players]

    def saved(self):
        return self.ended

    def close(self, app):
        app.let_go("app.settle_lines")
        heap.unload("core.settlement")  # loaded by the lines only

    def handle(self, app, event, kind):
        if event in ("NEXT", "PREV") and self.pages > 1:
            self.page = (self.page + 1) % self.pages  # the transfers, the list
            return frame.REDRAW
        if self.ended is not None or self.game is None:
            return frame.HOME if event in ("OK", "BACK") else frame.STAY
        if event == "OK":
            rows = self._rows(app)
            app.busy()
            app.journal.end()
            # As after a restart: an ended session is no longer the open one, and the table
            # and menu offer a new session.
            app.journal.session = None
            self.ended = [[text, large] for text, large in rows]
            self.settings = self.state = None
            self.page = 0
            return frame.REDRAW
        if event == "BACK":
            return frame.POP
        return frame.STAY

    def _rows(self, app):
        words = app.texts("settle")
        return settle_lines.lines(self.game, self.settings, self.state, self.names, words)

    def draw(self, app, fb):
        words = app.texts("settle")
        if self.ended is not None:
            title, rows, hint = words.TITLE_ENDED, self.ended, words.HINT_ENDED
        elif self.game is None:
            title, rows, hint = words.TITLE, [(words.NOTHING, True)], words.HINT_ENDED
        else:
            title, rows, hint = words.TITLE, self._rows(app), words.HINT
        self.pages = draw(fb, title, rows, hint, self.page, words.PAGE)


def draw(fb, title, rows, hint, page=0, mark=""):
    """The title band, `rows` ((text, large), ...) from the top, the hint at the foot. What is
    read across the table is nowhere smaller than the 4.2" panel's small type: on the 2.9"
    panel, where the transfers and the list do not both fit in it, they go on two pages, the
    transfers first (`page` 0 or 1; `mark` formats the page's number, "NEXT {}/{}"). Returns
    how many pages there are."""
    sizes = ty.sizes_for(fb)
    least = sizes[ty.SMALL] if ty.big(fb) else sizes[ty.BODY]
    pages = 1
    while True:
        shown = rows
        if pages > 1:
            shown = [row for row in rows if row[1] == (page == 0)]
        said = mark.format(page + 1, pages) if pages > 1 else ""
        if _drawn(fb, title, shown, hint, said, sizes, least) or pages > 1 or ty.big(fb):
            return pages
        if len(shown) == len([row for row in rows if row[1]]) or not shown[0][1]:
            return pages  # only transfers, or only the list: nothing to part
        pages = 2


def _drawn(fb, title, rows, hint, said, sizes, least):
    """Draw the screen; False where its rows did not all fit whole in type of `least`."""
    body = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    fb.fill(ty.WHITE)
    room = fb.width - 2 * _PAD
    narrow = fb.width < fb.height
    if said and narrow:
        hint += "  " + said  # the page's number at the foot, where the band has no room
    titles = ty.lines(title, body, room, 2 if narrow else 1)
    band = len(titles) * ty.height(body) + 2 * _PAD
    fb.fill_rect(0, 0, fb.width, band, ty.BLACK)
    for i in range(len(titles)):
        ty.draw(fb, titles[i], _PAD, _PAD + i * ty.height(body), body, ty.WHITE)
    if said and not narrow:
        ty.draw(fb, said, fb.width - _PAD - ty.width(said, body), _PAD, body, ty.WHITE)
    hints = ty.lines(hint, small, room, 3 if narrow else 1)
    foot = fb.height - len(hints) * ty.height(small) - 2 * _PAD
    fb.hline(0, foot, fb.width, ty.BLACK)
    for i in range(len(hints)):
        ty.draw(fb, hints[i], _PAD, foot + _PAD + i * ty.height(small), small)
    y = band + 4
    listed = [text for text, large in rows if not large]
    pitch = ty.height(least) + 2
    if narrow:
        # Portrait: each transfer broken over lines as it needs, the largest type that
        # leaves room for the list under them in one column.
        return portrait(fb, rows, listed, sizes, least, y, foot)
    # The largest type for the transfers that leaves room for the whole list under them, in
    # one column or else two (the 2.9" panel); where none does, the transfers come first, as
    # large as they fit, and the list has what is left.
    whole = True
    big = None
    for size in (sizes[ty.LARGE], body):
        for columns in (1, 2):
            lines = (len(listed) + columns - 1) // columns
            if size >= least and _fits(rows, size, least, room, foot - y - lines * pitch - 3):
                big = size
                break
        if big is not None:
            break
    if big is None and _beside(fb, rows, listed, sizes, y, foot, least):
        return True
    if big is None:
        whole = False
        columns = 2
        big = least
        for size in (sizes[ty.LARGE], body):
            if _fits(rows, size, least, room, foot - y):
                big = size
                break
    for text, large in rows:
        if large:
            if y + ty.height(big) > foot - 1:
                return False
            ty.draw(fb, ty.fit(text, big, room), _PAD, y, big)
            y += ty.height(big) + _gap(big, least)
    if listed and len(listed) < len(rows):
        fb.hline(0, y, fb.width, ty.BLACK)  # the list under the transfers
        y += 3
    width = fb.width // columns
    for i in range(len(listed)):
        # Row by row, best first: what does not fit at the foot is the end of the list.
        row_y = y + (i // columns) * pitch
        if row_y + ty.height(least) > foot - 1:
            return False
        x = _PAD + (i % columns) * width
        text = ty.fit(listed[i], least, width - 2 * _PAD)
        whole = whole and text == listed[i]
        ty.draw(fb, text, x, row_y, least)
    return whole


def _beside(fb, rows, listed, sizes, y, foot, least):
    """The transfers on the left and the whole list in a column on the right, where the list
    under them would be cut (four players' list under three transfers on the 2.9" panel);
    False, drawing nothing, where that does not fit either."""
    pitch = ty.height(least) + 2
    if not listed or len(listed) * pitch > foot - y - 1:
        return False
    column = 0
    for text in listed:
        column = max(column, ty.width(text, least))
    left = fb.width - column - 4 * _PAD  # the transfers' room, left of the rule between
    for big in (sizes[ty.LARGE], sizes[ty.BODY], sizes[ty.SMALL]):
        if big >= least and _fits(rows, big, least, left, foot - y):
            break
    else:
        return False
    row_y = y
    for text, large in rows:
        if large:
            ty.draw(fb, text, _PAD, row_y, big)
            row_y += ty.height(big) + _gap(big, least)
    x = left + 2 * _PAD
    fb.vline(x - _PAD, y - 2, foot - y + 2, ty.BLACK)
    for i in range(len(listed)):
        ty.draw(fb, listed[i], x, y + i * pitch, least)
    return True


def portrait(fb, rows, listed, sizes, least, y, foot):
    """Returns False where the rows did not all fit."""
    room = fb.width - 2 * _PAD
    pitch = ty.height(least) + 2
    whole = False
    for big in (sizes[ty.LARGE], sizes[ty.BODY], least):
        need = 0
        for text, large in rows:
            if large:
                need += len(ty.lines(text, big, room, 3)) * ty.height(big) + _gap(big, least)
        for text in listed:
            need += len(ty.lines(text, least, room, 2)) * pitch
        whole = need + 3 <= foot - y
        if whole:
            break
    for text, large in rows:
        if large:
            for line in ty.lines(text, big, room, 3):
                if y + ty.height(big) > foot - 1:
                    return False
                ty.draw(fb, line, _PAD, y, big)
                y += ty.height(big)
            y += _gap(big, least)
    if listed and len(listed) < len(rows):
        fb.hline(0, y, fb.width, ty.BLACK)
        y += 3
    for text in listed:
        # A line too long across goes on over a second ("1. Vroni" / "+3.70 €").
        for line in ty.lines(text, least, room, 2):
            if y + ty.height(least) > foot - 1:
                return False  # what does not fit at the foot is the end of the list
            ty.draw(fb, line, _PAD, y, least)
            y += pitch
    return whole


def _gap(size, small):
    """The space under a transfer: less in small type, where the screen is full."""
    return 2 if size == small else 4


def _fits(rows, size, small, room, height):
    """Every transfer fits its line at `size`, and all of them `height`."""
    wide = 0
    count = 0
    for text, large in rows:
        if large:
            count += 1
            wide = max(wide, ty.width(text, size))
    return wide <= room and count * (ty.height(size) + _gap(size, small)) <= height


def make(app, saved):
    return Settle(app, saved)
