"""The history: the session's hands, newest first, each with what it was; the first line
takes back the last hand. OK on a hand opens what can be done with it: correct it (the
wizard, pre-filled with its answers) or delete it. What a change moved is shown after it,
from the deltas the journal returns."""

from app import frame, ui
from core.errors import InputError

_UNDO = -1


class History(frame.Screen):
    def __init__(self, app, cursor):
        self.cursor = cursor
        self.chosen = None  # the hand whose actions are shown: (correct, delete)
        self.action = 0

    def saved(self):
        return self.cursor

    def _count(self, app):
        return len(app.session.hands) + 1  # the undo line, then every hand

    def handle(self, app, event, kind):
        session = app.session
        if session is None or not len(session.hands):
            return frame.POP
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
                return self._change(app, _UNDO)
            self.chosen = len(session.hands) - self.cursor
            self.action = 0
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

    def _change(self, app, index):
        """Undo (index _UNDO) or delete a hand; then show what moved."""
        texts = app.texts("history")
        app.busy()
        try:
            if index == _UNDO:
                index = len(app.session.hands) - 1
                first, deltas = app.journal.undo()
                title = texts.UNDONE.format(index + 1)
            else:
                first, deltas = app.journal.delete(index)
                title = texts.DELETED.format(index + 1)
        except InputError as err:
            return frame.replace("app.notice", {"t": str(err), "l": []})
        from app.entry import changed_note

        note = changed_note(app, index, deltas)
        note["t"] = title
        return frame.replace("app.notice", note)

    def resume(self, app, result):
        count = self._count(app)
        if self.cursor >= count:
            self.cursor = count - 1
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("history")
        session = app.session
        if self.chosen is not None:
            top = ui.title(fb, texts.HAND.format(self.chosen + 1))
            bottom = ui.foot(fb, describe(app, session.hand(self.chosen)))
            ui.item_list(fb, [texts.CORRECT, texts.DELETE], self.action, top, bottom)
            return
        top = ui.title(fb, texts.TITLE, str(len(session.hands)))
        bottom = ui.foot(fb, texts.HINT)
        shown, pitch = ui.rows(fb, top, bottom)
        first = ui.window(self._count(app), self.cursor, shown)
        labels = []
        for i in range(first, min(first + shown, self._count(app))):
            if i == 0:
                labels.append(texts.UNDO)
            else:
                index = len(session.hands) - i
                labels.append("{} {}".format(index + 1, describe(app, session.hand(index))))
        # Only the rows in view are described (an evening has hundreds of hands).
        padded = [""] * first + labels
        ui.item_list(fb, padded, self.cursor, top, bottom, "body", ui.narrow(fb))


_SHOWN = ("contract", "game", "declarer", "result", "won", "winner", "redeal")


def describe(app, hand):
    """A hand in a few words: what was played, by whom, how it ended."""
    from app import entry

    texts = app.texts("entry")
    players = app.session.players
    words = []
    for field in _SHOWN:
        if field in hand:
            words.append(entry.label(texts, players, field, hand[field]))
    return " ".join(words)


def make(app, saved):
    if app.session is None:
        raise InputError("session", "no session is open")
    return History(app, saved if isinstance(saved, int) else 0)
