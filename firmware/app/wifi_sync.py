"""The menu's Wi-Fi sync: OK joins the paired network and pushes what the laptop does not have
yet (sync/push.py), then shows how it ended. The push runs while the screen shows the busy
mark; a push that cannot finish gives up after a bounded time with the message it gives."""

from app import frame, ui
from core import heap

READY = "ready"
DONE = "done"
FAILED = "failed"


class WifiSync(frame.Screen):
    def __init__(self):
        self.state = READY
        self.marked = 0
        self.sent = 0
        self.message = ""

    def handle(self, app, event, kind):
        if event == "BACK" or self.state == DONE:
            return frame.POP
        if event != "OK":
            return frame.STAY
        app.busy()
        from sync.push import PushError, push_now

        try:
            clock = getattr(app.device, "clock", None)  # set from the laptop's time
            self.marked, self.sent = push_now(app.root, app.journal, clock=clock)
            self.state = DONE
        except PushError as err:
            self.state = FAILED
            self.message = str(err)
        # The push's code is needed again only at the next sync: its heap goes back now.
        heap.unload("sync.push")
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("wifi_sync")
        top = ui.title(fb, texts.TITLE)
        room = fb.width - 8
        if self.state == READY:
            ui.text(fb, ui.fit(fb, texts.READY, "body", room), 4, top + 4, "body")
            ui.foot(fb, texts.HINT_READY)
            return
        if self.state == DONE:
            ui.text(fb, texts.DONE, 4, top + 4, "large")
            line = texts.SENT.format(self.sent, self.marked)
            ui.text(
                fb, ui.fit(fb, line, "body", room), 4, top + 8 + ui.height(fb, "large"), "body"
            )
            ui.foot(fb, texts.HINT_DONE)
            return
        ui.text(fb, texts.FAILED, 4, top + 4, "large")
        ui.text(
            fb,
            ui.fit(fb, self.message, "small", room),
            4,
            top + 8 + ui.height(fb, "large"),
            "small",
        )
        ui.foot(fb, texts.HINT_FAILED)


def make(app, saved):
    return WifiSync()
