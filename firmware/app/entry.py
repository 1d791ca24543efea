"""Hand entry: a wizard that asks, one question at a time, exactly what the core's `choices`
asks (docs/entry-choices.md), and ends on a confirm screen with each seat's change before the
hand goes into the journal. It keeps no rule of any game: the questions, the values offered
and their order come from the core; this module only orders them by how often they were
picked at this table and puts the cursor on the likely answer.

BACK drops the last answer (at the first question it leaves, changing nothing); a power cut
comes back to the same question with the answers given so far (saved()). With `index` it
corrects a stored hand: the same questions, the cursor on the hand's old answers."""

import gc

from app import frame, tally, ui
from app import type as ty
from core import entry, games
from core.errors import InputError

SKIP = "\x00skip"  # the list item that leaves a field out (its meaning: the question's skip)
_PRESSED = 0  # an answer chosen with the buttons
_AUTO = 1  # the only possible answer, given without a press
_DEFAULT = 2  # the default taken (no Stoss, no Tout): chosen, but not worth showing
SEATS = ("declarer", "partner", "acorn_ober")  # fields whose values are seats: shown as names
_STEP = 10  # a long PREV/NEXT moves this many items (card points, bids)


class Entry(frame.Screen):
    def __init__(self, app, index, answers):
        session = app.session
        if session is None or session.ended:
            raise InputError("hand", "no session is open")
        self.index = index
        self.old = None  # the hand being corrected
        if index is None:
            self.state = session.state
        else:
            self.old = session.hand(index)
            self.state = _state_before(session, index)
        self.partial = {}
        self.answers = []  # [field, value, how] in the order given: _PRESSED, _AUTO, _DEFAULT
        self.tally = tally.load(app.root, session.game)
        self.question = None
        self.items = ()
        self.cursor = 0
        self.confirm = None  # (record, deltas, events) once every question is answered
        for field, value in answers or ():
            self._ask(app)
            if self.question is None or self.question[0] != field or value not in self.items:
                break  # the saved answers no longer fit: ask from here
            self._answer(app, value, _PRESSED)
        self._ask(app)

    def close(self, app):
        # The game's question modules are needed again only for the next hand: let them go
        # with the wizard, so the table and the history have their room (core.games imports
        # them again on the next call).
        import sys

        for name in list(sys.modules):
            if name.endswith("_choices") and name.startswith("core."):
                del sys.modules[name]
                package = sys.modules["core"]
                if hasattr(package, name[5:]):
                    delattr(package, name[5:])
        sys.modules.pop("app.tally", None)

    def saved(self):
        return {"i": self.index, "a": [[a[0], a[1]] for a in self.answers if a[2] != _AUTO]}

    # -- the questions ------------------------------------------------------------------------
    def _ask(self, app):
        """The next question from the core; answers with only one possible value are given
        at once (the last seat's tricks), and the end of the questions scores the record."""
        session = app.session
        while True:
            question = games.choices(session.game, session.settings, self.state, self.partial)
            self.question = question
            if question is None:
                record = entry.record(self.partial)
                deltas, _, events = games.score_hand(
                    session.game, session.settings, self.state, record
                )
                self.confirm = (record, deltas, events)
                return
            self.confirm = None
            field, seat, values, skip = question
            if len(values) == 1 and skip is None:
                self._answer(app, values[0], _AUTO)
                continue
            self.items = self._items(field, values, skip)
            self.cursor = self._likely(field, seat, values, skip)
            return

    def _items(self, field, values, skip):
        if isinstance(values, range):
            items = list(values)
        else:
            items = self.tally.ordered(field, values)
        if skip == "unknown":
            items.insert(0, SKIP)
        elif skip in ("derive", "call"):
            items.append(SKIP)
        return items

    def _likely(self, field, seat, values, skip):
        """Where the cursor starts: the corrected hand's answer, else the most picked one
        (for a run of numbers, the most picked number), else the first."""
        want = None
        if self.old is not None:
            if field in self.old:
                want = self.old[field]
                if seat is not None and isinstance(want, list):
                    want = want[seat] if seat < len(want) else None
            elif skip is not None:
                want = SKIP if SKIP in self.items else values[0]
        elif isinstance(values, range):
            want = self.tally.most(field)
        if want is not None and want in self.items:
            return self.items.index(want)
        return 0

    def _answer(self, app, value, how):
        field, seat, values, skip = self.question
        if value == SKIP or (skip == "default" and value == values[0] and seat is None):
            self.partial[field] = None  # left out: the core takes its default or derives it
            if value != SKIP and how == _PRESSED:
                how = _DEFAULT
        elif seat is None:
            self.partial[field] = value
        else:
            self.partial.setdefault(field, []).append(value)
        self.answers.append([field, value, how])

    def _back(self):
        """Drop the last answer given by a press (and the automatic ones after it)."""
        while self.answers:
            field, value, how = self.answers.pop()
            current = self.partial.get(field)
            if isinstance(current, list) and len(current) > 1:
                current.pop()
            else:
                del self.partial[field]
            if how != _AUTO:
                return True
        return False

    # -- buttons ------------------------------------------------------------------------------
    def handle(self, app, event, kind):
        if event == "BACK":
            if not self._back():
                return frame.POP  # abandoned: nothing was stored
            self._ask(app)
            return frame.REDRAW
        if self.confirm is not None:
            if event == "OK":
                return self._commit(app)
            return frame.STAY
        count = len(self.items)
        step = _STEP if kind == "long" else 1
        if event == "NEXT":
            self.cursor = (self.cursor + step) % count
        elif event == "PREV":
            self.cursor = (self.cursor - step) % count
        elif event == "OK":
            self._answer(app, self.items[self.cursor], _PRESSED)
            self._ask(app)
        elif event[:4] == "SEAT" and self.question[0] in SEATS:
            seat = int(event[4:]) - 1  # a table edge's button picks the seat in front of it
            if seat not in self.items:
                return frame.STAY
            self._answer(app, seat, _PRESSED)
            self._ask(app)
        else:
            return frame.STAY
        return frame.REDRAW

    def _commit(self, app):
        record = self.confirm[0]
        # The write needs the flash's buffers, room in one piece: the fonts' glyph data are the
        # largest blocks on the heap, and the next drawing loads them again.
        ty.release()
        gc.collect()
        if self.index is not None:
            app.busy()  # a correction scores every later hand again: it takes a while
        try:
            if self.index is None:
                app.journal.add(record)
            else:
                first, deltas = app.journal.edit(self.index, record)
        except InputError as err:
            return frame.replace("app.notice", {"t": str(err)})
        for field, value, how in self.answers:
            if how != _AUTO and value != SKIP:
                self.tally.count(field, value)
        self.tally.save()
        if self.index is not None:
            return frame.replace("app.notice", changed_note(app, self.index, deltas))
        return frame.HOME

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, app, fb):
        texts = app.texts("entry")
        players = app.session.players
        if self.confirm is not None:
            number = (self.index if self.index is not None else len(app.session.hands)) + 1
            top = ui.title(fb, texts.CONFIRM.format(number))
            bottom = ui.foot(fb, texts.CONFIRM_HINT)
            seat_rows(fb, app, players, self.confirm[1], top, bottom)
            return
        field, seat, values, skip = self.question
        title = texts.FIELDS.get(field, field)
        if seat is not None:
            title += ": " + (players[seat][1] if not _teams(app) else texts.TEAM.format(seat + 1))
        top = ui.title(fb, title)
        bottom = ui.foot(fb, summary(texts, players, self.answers))
        labels = [label(texts, players, field, item, skip) for item in self.items]
        ui.item_list(fb, labels, self.cursor, top, bottom)


def _teams(app):
    return app.session.game in ("bierkopf", "german_schafkopf")


def label(texts, players, field, value, skip=None):
    """What a value is called on screen."""
    if value == SKIP:
        return texts.SKIPS.get(skip, "-")
    if field in SEATS and isinstance(value, int):
        return players[value][1]
    if value is True:
        return texts.YES
    if value is False:
        return texts.NO
    if isinstance(value, str):
        return texts.VALUES.get(value, value)
    return str(value)


def summary(texts, players, answers):
    """The answers so far, short, for the line at the foot."""
    words = []
    for field, value, how in answers:
        if value != SKIP and how == _PRESSED:
            words.append(label(texts, players, field, value))
    return " ".join(words[-6:])


def seat_rows(fb, app, players, deltas, top, bottom):
    """Each seat's name and change, one row each."""
    from app.table import money

    unit = games.unit(app.session.game, app.session.settings)
    count = len(players)
    size = "large" if (bottom - top) // count >= ui.height(fb, "large") + 4 else "body"
    pitch = (bottom - top) // count
    for seat in range(count):
        y = top + seat * pitch + (pitch - ui.height(fb, size)) // 2
        amount = money(deltas[seat], unit)
        right = fb.width - 6 - ui.width(fb, amount, size)
        ui.text(fb, ui.fit(fb, players[seat][1], size, right - 12), 6, y, size)
        ui.text(fb, amount, right, y, size)


def changed_note(app, index, deltas):
    """The notice after a correction: what moved."""
    from app.table import money

    texts = app.texts("entry")
    unit = games.unit(app.session.game, app.session.settings)
    lines = []
    for seat in range(len(deltas)):
        if deltas[seat]:
            lines.append(app.session.players[seat][1] + " " + money(deltas[seat], unit))
    return {"t": texts.CHANGED.format(index + 1), "l": lines or [texts.NOTHING_MOVED]}


def _state_before(session, index):
    """The state the hand `index` was scored from (the hands before it scored again)."""
    if index == 0:
        return session.new_state()
    found = []

    def keep(number, hand, deltas, state, events):
        if number == index:
            found.append(state)

    session.replay(keep)
    return found[0]


def make(app, saved):
    saved = saved or {}
    return Entry(app, saved.get("i"), saved.get("a"))
