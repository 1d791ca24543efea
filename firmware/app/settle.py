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
    fb.fill(ty.WHITE)
    body = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    least = small if ty.big(fb) else body
    room = fb.width - 2 * _PAD
    narrow = fb.width < fb.height
    listed = [text for text, large in rows if not large]
    # The foot and the band as they are drawn with the page mark, to know the room between.
    paged = not ty.big(fb) and listed and len(listed) < len(rows)
    for pages in (1, 2) if paged else (1,):
        said = mark.format(page + 1, pages) if pages > 1 else ""
        hints = ty.lines(
            hint + ("  " + said if said and narrow else ""), small, room, 3 if narrow else 1
        )
        foot = fb.height - len(hints) * ty.height(small) - 2 * _PAD
        titles = ty.lines(
            title,
            body,
            room - (ty.width(said, body) + 8 if said and not narrow else 0),
            2 if narrow else 1,
        )
        band = len(titles) * ty.height(body) + 2 * _PAD
        if pages == 1 and paged and not _whole(fb, rows, listed, sizes, least, band + 4, foot):
            continue
        break
    fb.fill_rect(0, 0, fb.width, band, ty.BLACK)
    for i in range(len(titles)):
        ty.draw(fb, titles[i], _PAD, _PAD + i * ty.height(body), body, ty.WHITE)
    if said and not narrow:
        ty.draw(fb, said, fb.width - _PAD - ty.width(said, body), _PAD, body, ty.WHITE)
    fb.hline(0, foot, fb.width, ty.BLACK)
    for i in range(len(hints)):
        ty.draw(fb, hints[i], _PAD, foot + _PAD + i * ty.height(small), small)
    if pages > 1:
        rows = [row for row in rows if row[1] == (page == 0)]
        listed = [] if page == 0 else listed
    _rows(fb, rows, listed, sizes, least, band + 4, foot)
    return pages


def _whole(fb, rows, listed, sizes, least, y, foot):
    """Whether the transfers and the whole list fit between `y` and `foot` in type of at least
    `least` pixels (as _rows() would lay them out)."""
    room = fb.width - 2 * _PAD
    pitch = ty.height(least) + 2
    if fb.width < fb.height:
        return _portrait_size(rows, listed, sizes, least, room, foot - y) is not None
    for size in (sizes[ty.LARGE], sizes[ty.BODY]):
        if size < least:
            continue
        for columns in (1, 2):
            lines = (len(listed) + columns - 1) // columns
            if _fits(rows, size, least, room, foot - y - lines * pitch - 3):
                if columns == 1 or _widest(listed, least) <= fb.width // 2 - 2 * _PAD:
                    return True
    return _beside(fb, rows, listed, sizes, y, foot, least, False)


def _widest(texts, size):
    wide = 0
    for text in texts:
        wide = max(wide, ty.width(text, size))
    return wide


def _rows(fb, rows, listed, sizes, least, y, foot):
    body = sizes[ty.BODY]
    room = fb.width - 2 * _PAD
    pitch = ty.height(least) + 2
    if fb.width < fb.height:
        # Portrait: each transfer broken over lines as it needs, the largest type that
        # leaves room for the list under them in one column.
        portrait(fb, rows, listed, sizes, least, y, foot)
        return
    # The largest type for the transfers that leaves room for the whole list under them, in
    # one column or else two (the 2.9" panel); where none does, the transfers come first, as
    # large as they fit, and the list has what is left.
    big = None
    for size in (sizes[ty.LARGE], body):
        for columns in (1, 2):
            lines = (len(listed) + columns - 1) // columns
            if _fits(rows, size, least, room, foot - y - lines * pitch - 3):
                big = size
                break
        if big is not None:
            break
    if big is None and _beside(fb, rows, listed, sizes, y, foot, least, True):
        return
    if big is None:
        columns = 2
        big = least
        for size in (sizes[ty.LARGE], body):
            if _fits(rows, size, least, room, foot - y):
                big = size
                break
    for text, large in rows:
        if large:
            if y + ty.height(big) > foot - 1:
                break
            ty.draw(fb, ty.fit(text, big, room), _PAD, y, big)
            y += ty.height(big) + _gap(big, least)
    if not listed:
        return
    if len(listed) < len(rows):
        fb.hline(0, y, fb.width, ty.BLACK)  # the list under the transfers
        y += 3
    width = fb.width // columns
    for i in range(len(listed)):
        # Row by row, best first: what does not fit at the foot is the end of the list.
        row_y = y + (i // columns) * pitch
        if row_y + ty.height(least) > foot - 1:
            break
        x = _PAD + (i % columns) * width
        ty.draw(fb, ty.fit(listed[i], least, width - 2 * _PAD), x, row_y, least)


def _beside(fb, rows, listed, sizes, y, foot, least, drawing):
    """The transfers on the left and the whole list in a column on the right, where the list
    under them would be cut (four players' list under three transfers on the 2.9" panel);
    False, drawing nothing, where that does not fit either (`drawing` False: only whether it
    fits)."""
    pitch = ty.height(least) + 2
    if not listed or len(listed) * pitch > foot - y - 1:
        return False
    left = fb.width - _widest(listed, least) - 4 * _PAD  # the transfers' room, left of the rule
    for big in (sizes[ty.LARGE], sizes[ty.BODY], sizes[ty.SMALL]):
        if big >= least and _fits(rows, big, least, left, foot - y):
            break
    else:
        return False
    if not drawing:
        return True
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


def _portrait_size(rows, listed, sizes, least, room, height):
    """The largest type (of at least `least`) in which the transfers, each broken over lines
    as it needs, leave room for the list under them; None where none does."""
    pitch = ty.height(least) + 2
    for big in (sizes[ty.LARGE], sizes[ty.BODY], sizes[ty.SMALL]):
        if big < least:
            continue
        need = 0
        for text, large in rows:
            if large:
                need += len(ty.lines(text, big, room, 3)) * ty.height(big) + _gap(big, least)
        for text in listed:
            need += len(ty.lines(text, least, room, 2)) * pitch
        if need + (3 if listed else 0) <= height:
            return big
    return None


def portrait(fb, rows, listed, sizes, least, y, foot):
    room = fb.width - 2 * _PAD
    pitch = ty.height(least) + 2
    big = _portrait_size(rows, listed, sizes, least, room, foot - y) or least
    for text, large in rows:
        if large:
            for line in ty.lines(text, big, room, 3):
                if y + ty.height(big) > foot - 1:
                    return
                ty.draw(fb, line, _PAD, y, big)
                y += ty.height(big)
            y += _gap(big, least)
    if not listed:
        return
    if len(listed) < len(rows):
        fb.hline(0, y, fb.width, ty.BLACK)
        y += 3
    for text in listed:
        # A line too long across goes on over a second ("1. Vroni" / "+3.70 €").
        for line in ty.lines(text, least, room, 2):
            if y + ty.height(least) > foot - 1:
                return  # what does not fit at the foot is the end of the list
            ty.draw(fb, line, _PAD, y, least)
            y += pitch


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
