"""The history: the session's hands, newest first, each with what it was; the first line
takes back the last hand, after a question that names it and what it scored (PREV, OK, OK from
the table). OK on a hand opens what can be done with it: correct it (the wizard, pre-filled
with its answers) or delete it. What a change moved is shown after it, from the deltas the
journal returns."""

import gc

from app import frame, ui
from app.answers import words
from core import facts, heap
from core.errors import InputError

_UNDO = -1


class History(frame.Screen):
    def __init__(self, app, cursor):
        self.cursor = cursor
        self.shown = None  # (first index described, [the rows' words], rows of two lines)
        self.chosen = None  # the hand whose actions are shown: (correct, delete)
        self.action = 0
        self.undoing = None  # the last hand's words and changes while its undo is asked

    def saved(self):
        return self.cursor

    def close(self, app):
        app.let_go("app.entry")  # the wizard's entry for a change
        app.let_go("app.answers")  # the words of the rows

    def _count(self, app):
        return len(app.session.hands) + 1  # the undo line, then every hand

    def handle(self, app, event, kind):
        session = app.session
        if session is None or not len(session.hands):
            return frame.POP
        if self.undoing is not None:
            return self._undo(app, event)
        if self.chosen is not None:
            return self._act(app, event)
        count = self._count(app)
        step = 10 if kind == "long" else 1
        if event == "NEXT":
            self.cursor = (self.cursor + step) % count
        elif event == "PREV":
            self.cursor = (self.cursor - step) % count
        elif event == "OK":
            if self.cursor == 0:
                self.undoing = undo_words(app)
                self.action = 0
                self.shown = None
                return frame.REDRAW
            self.chosen = len(session.hands) - self.cursor
            self.action = 0
            self.shown = None  # the list's words are let go while one hand is open
        elif event == "BACK":
            return frame.POP
        else:
            return frame.STAY
        return frame.REDRAW

    def _act(self, app, event):
        if event in ("NEXT", "PREV"):
            self.action = 1 - self.action
        elif event == "BACK":
            self.chosen = None
        elif event == "OK":
            index = self.chosen
            self.chosen = None
            if self.action == 0:
                app.busy()
                return frame.push("app.entry", {"i": index, "a": []})
            return self._change(app, index)
        else:
            return frame.STAY
        return frame.REDRAW

    def _undo(self, app, event):
        """The question before an undo: OK on its first line takes the hand back."""
        if event in ("NEXT", "PREV"):
            self.action = 1 - self.action
        elif event == "BACK" or (event == "OK" and self.action == 1):
            self.undoing = None
        elif event == "OK":
            self.undoing = None
            return self._change(app, _UNDO)
        else:
            return frame.STAY
        return frame.REDRAW

    def _change(self, app, index):
        """Undo (index _UNDO) or delete a hand; then show what moved."""
        texts = app.texts("history")
        # The notice's words loaded now, in one piece: the evening scored again below leaves
        # the heap in pieces too small for them.
        app.texts("app")
        app.busy()
        try:
            if index == _UNDO:
                index = len(app.session.hands) - 1
                hand = app.session.hand(index)
                first, deltas = app.journal.undo()
                # Entered again, it counts once (app.tally).
                heap.call("app.tally", "forget", app.root, app.session.game, hand)
                hand = None
                title = texts.UNDONE.format(index + 1)
            else:
                first, deltas = app.journal.delete(index)
                title = texts.DELETED.format(index + 1)
        except InputError as err:
            said = heap.call("app.refusal", "said", app, str(err))  # in the device's words
            return frame.replace("app.notice", {"t": said, "l": []})
        from app.changes import changed_note

        note = changed_note(app, index, deltas)
        note["t"] = title
        return frame.replace("app.notice", note)

    def resume(self, app, result):
        self.shown = None  # a correction may have changed any hand after it
        count = self._count(app)
        if self.cursor >= count:
            self.cursor = count - 1
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("history")
        session = app.session
        if self.undoing is not None:
            draw_undo(fb, texts, len(session.hands), self.undoing, self.action)
            return
        if self.chosen is not None:
            top = ui.title(fb, texts.HAND.format(self.chosen + 1))
            bottom = ui.foot(fb, described(app, self.chosen, self.chosen)[0])
            ui.item_list(fb, [texts.CORRECT, texts.DELETE], self.action, top, bottom)
            return
        top = ui.title(fb, texts.TITLE, str(len(session.hands)))
        bottom = ui.foot(fb, texts.HINT)
        # The small print: a row says who played with whom, how it ended, its Laufende, the
        # doublings and its worth (it is read by whoever holds the device). Rows of two lines
        # in portrait (three on the 2.9" panel's 128 pixels), and on the 4.2" panel from the
        # first page with a row too long for one line on; the words a card player knows
        # shortened where that is not enough (_short): no row is cut. (The 2.9" panel's
        # landscape would show two rows of two: it shortens instead.)
        two = ui.narrow(fb) or self.shown is not None and self.shown[2]
        if ui.narrow(fb) and not ui.big(fb):
            two = 3
        for _ in range(2):
            shown = ui.rows(fb, top, bottom, "small", two)[0]
            first = ui.window(self._count(app), self.cursor, shown)
            if self.shown is not None and self.shown[0] == first and self.shown[2] == two:
                break
            # Only the rows in view are described (an evening has hundreds of hands), and
            # again only when the view moves: each description scores the evening again.
            labels = self._labels(app, texts, first, shown)
            for i in range(len(labels) if two or not ui.big(fb) else 0):
                # The 4.2" panel's rows go over two lines before a word is shortened.
                labels[i] = _short(fb, texts.SHORT, labels[i], two)
            self.shown = (first, labels, two)
            if two or not ui.big(fb) or not _too_long(fb, labels):
                break
            two = True
        padded = [""] * first + self.shown[1]
        padded += [""] * (self._count(app) - len(padded))  # rows below: the list marks them
        ui.item_list(fb, padded, self.cursor, top, bottom, "small", two)

    def _labels(self, app, texts, first, shown):
        """The words of the list's rows `first` to `first + shown - 1`, newest hand first."""
        session = app.session
        last = min(first + shown, self._count(app)) - 1
        newest = len(session.hands) - max(first, 1)
        rows = described(app, len(session.hands) - last, newest)
        labels = [texts.UNDO] if first == 0 else []
        for i in range(len(rows)):
            labels.append("{} {}".format(newest - i + 1, rows[len(rows) - 1 - i]))
        return labels


def _short(fb, short, label, two):
    """`label` with the words a card player knows shortened (the history's SHORT: "Schneider
    Schn. Laufende Lfd."), one after the other, until it fits its row (two lines, or one):
    the whole row read, not its start cut with a point."""
    pairs = short.split(" ")
    parts = label.split(" ")
    for i in range(0, len(pairs) - 1, 2):
        if _fits(fb, label, two):
            break
        for j in range(len(parts)):  # whole words only: names are the players' own
            if parts[j] == pairs[i] or parts[j] == pairs[i] + ",":
                parts[j] = pairs[i + 1] + parts[j][len(pairs[i]) :]
        label = " ".join(parts)
    return label


def _fits(fb, label, two):
    from app import type as ty

    room = fb.width - 24  # ui.item_list's line
    if not two:
        return ui.width(fb, label, "small") <= room
    # Broken as ui.item_list breaks it: fits where no line was cut with a point.
    lines = ty.lines(label, ty.sizes_for(fb)[ty.SMALL], room, 2 if two is True else two)
    return "".join(lines).replace(" ", "") == label.replace(" ", "")


def _too_long(fb, labels):
    """Whether a row of `labels` is wider than ui.item_list's line."""
    for label in labels:
        if ui.width(fb, label, "small") > fb.width - 24:
            return True
    return False


def draw_undo(fb, texts, number, said, action):
    """The undo question: its two answers, then the hand's words and each seat's change under
    them."""
    from app import type as ty

    top = ui.title(fb, texts.UNDO_ASK.format(number))
    pitch = ui.rows(fb, top, fb.height, "body", False)[1]
    ui.item_list(fb, [texts.UNDO_IT, texts.KEEP_IT], action, top, top + 2 * pitch, "body", False)
    y = top + 2 * pitch + 4
    fb.hline(0, y - 3, fb.width, ui.BLACK)
    line = ui.height(fb, "small") + 2
    small = ty.sizes_for(fb)[ty.SMALL]
    # The changes side by side across a landscape panel; in portrait one under the other.
    # In portrait the words may take four lines: the changes under them have the room.
    shown = ty.lines(said[0], small, fb.width - 12, 4 if ui.narrow(fb) else 2)
    if ui.narrow(fb):
        shown += said[1]
    else:
        shown += ty.lines("  ".join(said[1]), small, fb.width - 12, 3)
    for text in shown:
        if y + line > fb.height:
            break
        ui.text(fb, text, 6, y, "small")
        y += line


def undo_words(app):
    """The last hand as the undo question names it: (what it was, each seat's change), ("Grand
    Kurt won", ["Kurt +72", ...])."""
    from app.changes import changed_note

    session = app.session
    last = len(session.hands) - 1
    found = []

    def keep(number, hand, deltas, state, events):
        if number == last + 1:
            found.append((hand, events, deltas))

    session.replay(keep)
    gc.collect()
    hand, events, deltas = found[0]
    fact = facts.descriptions(session.game, session.settings, [(hand, events)])[0]
    said = words(app.texts("entry"), app.texts("history"), session.players, fact)
    return said, changed_note(app, last, deltas)["l"]


def described(app, first, last):
    """The words for hands `first` to `last` (indices, oldest first): what each was, as the
    core scored it (core.facts.describe). The device keeps the hands, not what they scored,
    so the evening is scored again up to the last of them."""
    session = app.session
    found = []
    moved = []  # each hand's deltas: what it was worth

    def keep(number, hand, deltas, state, events):
        if first < number <= last + 1:
            found.append((hand, events))
            moved.append(deltas)

    if first <= last:
        session.replay(keep)
        # The evening scored again leaves its garbage all over the heap: collected now, the
        # rows' words are not made in its gaps, where they would split the room the next
        # screen (the wizard, scoring the evening again) needs in one piece.
        gc.collect()
    texts = app.texts("entry")
    own = app.texts("history")
    unit = facts.unit(session.game, session.settings)
    out = facts.descriptions(session.game, session.settings, found)
    from app.table import money

    for i in range(len(out)):
        # What the hand was worth: the declarer's change, else the most any seat won (a
        # pair's deal, a Ramsch); nothing where nothing moved.
        deltas = moved[i]
        seat = out[i].get("declarer")
        value = deltas[seat] if seat is not None else max(deltas)
        worth = money(value, unit, own.DECIMAL).strip() if value else ""
        best = max(deltas)
        if not value and best:
            # A race's hand its declarer lost scores for the other side only (German
            # Schafkopf, Bauernschnapsen): said as theirs, not as a hand worth nothing.
            worth = own.OTHERS.format(money(best, unit, own.DECIMAL).strip())
        out[i] = words(texts, own, session.players, out[i], worth)
    return out


def make(app, saved):
    if app.session is None:
        raise InputError("session", "no session is open")
    screen = History(app, saved if isinstance(saved, int) and saved > 0 else 0)
    if saved == _UNDO and len(app.session.hands):
        # Opened from the menu's "Hands, undo", where it starts: the undo asked at once, so
        # that a profile without a long PREV (the rotary encoder) undoes in three presses.
        screen.undoing = undo_words(app)
    return screen
