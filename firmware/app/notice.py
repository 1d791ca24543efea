"""A message shown until a button is pressed: what a correction moved, or why something was
refused. Any button goes back to the table screen."""

from app import frame, ui


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
        pitch = ui.height(fb, "body") + 6
        y = top + 4
        for line in self.lines:
            if y + pitch > bottom:
                break
            ui.text(fb, ui.fit(fb, line, "body", fb.width - 12), 6, y, "body")
            y += pitch

    def close(self, app):
        frame.let_go("app")  # its words; the table does not use them


def make(app, saved):
    saved = saved or {}
    return Notice(str(saved.get("t", "")), [str(line) for line in saved.get("l", ())])
