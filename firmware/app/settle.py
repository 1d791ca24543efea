"""The settle-up screen at the end of the evening: who pays whom with the fewest transfers, or
who buys the round and owes the Bummerl, in large type, and the final list below. OK ends the
session (logged as ended in the journal); the screen stays until OK dismisses it. BACK before
that goes back to the table, and the evening goes on."""

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
            draw(fb, words.TITLE_ENDED, self.ended, words.HINT_ENDED)
        elif self.game is None:
            draw(fb, words.TITLE, [(words.NOTHING, True)], words.HINT_ENDED)
        else:
            draw(fb, words.TITLE, self._rows(app), words.HINT)


def draw(fb, title, rows, hint):
    """The title band, `rows` ((text, large), ...) from the top, the hint at the foot."""
    sizes = ty.sizes_for(fb)
    fb.fill(ty.WHITE)
    body = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    room = fb.width - 2 * _PAD
    narrow = fb.width < fb.height
    titles = ty.lines(title, body, room, 2 if narrow else 1)
    band = len(titles) * ty.height(body) + 2 * _PAD
    fb.fill_rect(0, 0, fb.width, band, ty.BLACK)
    for i in range(len(titles)):
        ty.draw(fb, titles[i], _PAD, _PAD + i * ty.height(body), body, ty.WHITE)
    hints = ty.lines(hint, small, room, 3 if narrow else 1)
    foot = fb.height - len(hints) * ty.height(small) - 2 * _PAD
    fb.hline(0, foot, fb.width, ty.BLACK)
    for i in range(len(hints)):
        ty.draw(fb, hints[i], _PAD, foot + _PAD + i * ty.height(small), small)
    y = band + 4
    listed = [text for text, large in rows if not large]
    pitch = ty.height(small) + 2
    if narrow:
        # Portrait: each transfer broken over lines as it needs, the largest type that
        # leaves room for the list under them in one column.
        portrait(fb, rows, listed, (sizes[ty.LARGE], body, small), small, y, foot)
        return
    # The largest type for the transfers that leaves room for the whole list under them, in
    # one column or else two (the 2.9" panel); where none does, the transfers come first, as
    # large as they fit, and the list has what is left.
    big = None
    for size in (sizes[ty.LARGE], body):
        for columns in (1, 2):
            lines = (len(listed) + columns - 1) // columns
            if _fits(rows, size, small, room, foot - y - lines * pitch - 3):
                big = size
                break
        if big is not None:
            break
    if big is None and _beside(fb, rows, listed, sizes, y, foot):
        return
    if big is None:
        columns = 2
        big = small
        for size in (sizes[ty.LARGE], body):
            if _fits(rows, size, small, room, foot - y):
                big = size
                break
    for text, large in rows:
        if large:
            if y + ty.height(big) > foot - 1:
                break
            ty.draw(fb, ty.fit(text, big, room), _PAD, y, big)
            y += ty.height(big) + _gap(big, small)
    if not listed:
        return
    fb.hline(0, y, fb.width, ty.BLACK)  # the list under the transfers
    y += 3
    width = fb.width // columns
    for i in range(len(listed)):
        # Row by row, best first: what does not fit at the foot is the end of the list.
        row_y = y + (i // columns) * pitch
        if row_y + ty.height(small) > foot - 1:
            break
        x = _PAD + (i % columns) * width
        ty.draw(fb, ty.fit(listed[i], small, width - 2 * _PAD), x, row_y, small)


def _beside(fb, rows, listed, sizes, y, foot):
    """The transfers on the left and the whole list in a column on the right, where the list
    under them would be cut (four players' list under three transfers on the 2.9" panel);
    False, drawing nothing, where that does not fit either."""
    small = sizes[ty.SMALL]
    pitch = ty.height(small) + 2
    if not listed or len(listed) * pitch > foot - y - 1:
        return False
    column = 0
    for text in listed:
        column = max(column, ty.width(text, small))
    left = fb.width - column - 4 * _PAD  # the transfers' room, left of the rule between
    for big in (sizes[ty.LARGE], sizes[ty.BODY], small):
        if _fits(rows, big, small, left, foot - y):
            break
    else:
        return False
    row_y = y
    for text, large in rows:
        if large:
            ty.draw(fb, text, _PAD, row_y, big)
            row_y += ty.height(big) + _gap(big, small)
    x = left + 2 * _PAD
    fb.vline(x - _PAD, y - 2, foot - y + 2, ty.BLACK)
    for i in range(len(listed)):
        ty.draw(fb, listed[i], x, y + i * pitch, small)
    return True


def portrait(fb, rows, listed, candidates, small, y, foot):
    room = fb.width - 2 * _PAD
    pitch = ty.height(small) + 2
    for big in candidates:
        need = 0
        for text, large in rows:
            if large:
                need += len(ty.lines(text, big, room, 3)) * ty.height(big) + _gap(big, small)
        if need + len(listed) * pitch + 3 <= foot - y:
            break
    for text, large in rows:
        if large:
            for line in ty.lines(text, big, room, 3):
                if y + ty.height(big) > foot - 1:
                    return
                ty.draw(fb, line, _PAD, y, big)
                y += ty.height(big)
            y += _gap(big, small)
    if not listed:
        return
    fb.hline(0, y, fb.width, ty.BLACK)
    y += 3
    for text in listed:
        if y + ty.height(small) > foot - 1:
            return  # what does not fit at the foot is the end of the list
        for line in ty.lines(text, small, room, 1):
            ty.draw(fb, line, _PAD, y, small)
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
