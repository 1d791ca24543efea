"""The menu: a table of entries, one line each, so a screen adds itself with one line here.
PREV/NEXT move the cursor, OK opens the entry's screen, BACK closes the menu."""

from app import frame, ui

# When an entry is offered.
ALWAYS = 0
NO_SESSION = 1  # no session is open
PLAYING = 2  # a session is open, not decided, not a played-out table: hands may be entered
HANDS = 3  # the open session has at least one hand
OPEN = 4  # a session is open (decided or not)

# (screen module, its make() argument, when offered); its label is LABELS[the module's name]
# in the app's catalogue (words/<lang>.txt, [app]).
ENTRIES = (
    ("app.entry", None, PLAYING),
    ("app.history", -1, HANDS),  # its undo asked at once (app.history)
    ("app.newsession", None, NO_SESSION),
    ("app.settle", None, OPEN),
    ("app.wifi_sync", None, ALWAYS),
    ("app.settings_screen", None, ALWAYS),
    ("app.selftest", None, ALWAYS),
)


def offered(app, when):
    session = app.session
    if when == ALWAYS:
        return True
    if when == NO_SESSION:
        return session is None
    if session is None:
        return False
    if when == PLAYING:
        table = session.table  # a tournament table takes no hand past its series' games
        return not session.state["over"] and (table is None or len(session.hands) < table[3])
    if when == HANDS:
        return len(session.hands) > 0
    return True


class Menu(frame.Screen):
    def __init__(self, app):
        self.entries = [entry for entry in ENTRIES if offered(app, entry[2])]
        self.cursor = 0
        # A decided game has no next hand: what is left to do is to settle up. Else the table's
        # OK enters a hand: the menu starts on the undo (asked at once), so that a profile
        # without a long PREV (the rotary encoder) undoes in three presses.
        over = app.session is not None and app.session.state["over"]
        for entry in self.entries:
            if entry[0] == ("app.settle" if over else "app.history"):
                self.cursor = self.entries.index(entry)

    def handle(self, app, event, kind):
        count = len(self.entries)
        if event == "NEXT" and count:
            self.cursor = (self.cursor + 1) % count
            return frame.REDRAW
        if event == "PREV" and count:
            self.cursor = (self.cursor - 1) % count
            return frame.REDRAW
        if event == "OK" and count:
            entry = self.entries[self.cursor]
            # The history in the menu's place: its undo question scores the whole evening
            # again, with the room the table's long PREV gives it; BACK there: the table.
            return (frame.replace if entry[1] else frame.push)(entry[0], entry[1])
        if event == "BACK":
            return frame.POP
        return frame.STAY

    def resume(self, app, result):
        # What is offered may have changed (a session started, a hand entered).
        chosen = self.entries[self.cursor] if self.entries else None
        self.entries = [entry for entry in ENTRIES if offered(app, entry[2])]
        self.cursor = self.entries.index(chosen) if chosen in self.entries else 0
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("app")
        top = ui.title(fb, texts.MENU)
        bottom = ui.foot(fb, texts.MENU_HINT)
        labels = [texts.LABELS[entry[0][4:]] for entry in self.entries]
        ui.item_list(fb, labels, self.cursor, top, bottom)

    def close(self, app):
        frame.let_go("app")  # its words; the table does not use them


def make(app, saved):
    return Menu(app)
