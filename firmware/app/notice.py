"""A message shown until a button is pressed: what a correction moved, or why something was
refused. Any button goes back to the table screen."""

from app import frame, ui
from app import type as ty


class Notice(frame.Screen):
    def __init__(self, title, lines):
        self.title = title
        self.lines = lines

    def saved(self):
        return {"t": self.title, "l": self.lines}

    def handle(self, app, event, kind):
        return frame.HOME

    def draw(self, app, fb):
        texts = app.texts("app")
        top = ui.title(fb, self.title)
        bottom = ui.foot(fb, texts.ANY_KEY)
        pitch = ui.height(fb, "body") + 4
        y = top + 4
        for line in lines(fb, self.lines, fb.width - 12):
            if y + pitch > bottom:
                break
            ui.text(fb, ui.fit(fb, line, "body", fb.width - 12), 6, y, "body")
            y += pitch

    def close(self, app):
        frame.let_go("app")  # its words; the table does not use them


def lines(fb, items, room):
    """Short lines side by side where they fit across (a correction that moved four totals,
    the pot and the Bock rounds is said on a 2.9" panel too), a long one over lines of its
    own."""
    out = []
    alone = False  # the last line ends a line broken in two: nothing joins it
    for whole in items:
        pieces = ty.lines(whole, ui.size(fb, "body"), room, 3)
        joined = out[-1] + "  " + whole if out else whole
        if len(pieces) == 1 and out and not alone and ui.width(fb, joined, "body") <= room:
            out[-1] = joined
        else:
            out += pieces
        alone = len(pieces) > 1
    return out


def make(app, saved):
    saved = saved or {}
    return Notice(str(saved.get("t", "")), [str(line) for line in saved.get("l", ())])
