"""The menu's Wi-Fi sync: OK joins the paired network and pushes what the laptop does not have
yet (sync/push.py), then shows how it ended. The push runs while the screen shows the busy
mark; a push that cannot finish gives up after a bounded time with the message it gives.

A tournament table the sync brought (sync/table, docs/tournament.md) is shown next when no
session is open, and one a USB sync brought as soon as this screen opens: the tournament,
series, table and players by seat; OK starts its session with the tournament's rules, nothing
typed. It lives here, not in a screen of its own: every module and name more costs the
evening's heap on the simulator (docs/measuring.md)."""

import json

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
        self.table = None  # a tournament table to start

    def handle(self, app, event, kind):
        if self.table is not None:
            return self._start(app) if event == "OK" else frame.POP
        if self.state == DONE and app.session is None:
            self.table = waiting(app.root)
            if self.table is not None:
                return frame.REDRAW
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
            self.message = err.text(app.texts("push"))  # in the device's language
            frame.let_go("push")  # its words are needed only now
        # The push's code is needed again only at the next sync: its heap goes back now.
        heap.unload("sync.push")
        if self.state == DONE:
            heap.call("sync.auto", "pushed", app)  # the table's "not sent" goes
        return frame.REDRAW

    def _start(self, app):
        from core.errors import InputError
        from core.session import Session

        table = self.table
        app.busy()
        # As a new session starts (app.newsession): the fonts let go first, so the game's rules
        # load into the room they leave, and the table loads them again.
        import gc

        from app import type as ty

        ty.release()
        gc.collect()
        try:
            session = Session(
                table["game"],
                table["settings"],
                table["players"],
                table.get("dealer", 0),
                app.device.clock.date(),
            )
            session.table = [table["name"], table["series"], table["table"], table["games"]]
            # A table taken over from a swapped device continues its list (docs/tournament.md).
            app.journal.start(session, table.pop("hands", ()))
        except (InputError, OSError, KeyError, TypeError, AttributeError) as err:
            # Refused by the core or the journal (a table the host got wrong, the flash
            # full): said here, and nothing was stored.
            self.table = None
            self.state = FAILED
            self.message = str(err)
            return frame.REDRAW
        table["started"] = 1  # the sync does not offer it again
        path = app.root + "/sync/table"
        try:
            with open(path + ".tmp", "w") as handle:
                handle.write(json.dumps(table))
            import os

            os.rename(path + ".tmp", path)
        except OSError:
            pass  # the session is stored: no table is offered while it is open
        return frame.HOME

    def draw(self, app, fb):
        texts = app.texts("wifi_sync")
        room = fb.width - 8
        table = self.table
        if table is not None:
            top = ui.title(fb, table["name"])
            said = app.texts("table").TABLE_GAME
            lines = [said.format(table["series"], table["table"], table["games"], 1)]
            lines += table["players"]
            for line in lines:
                ui.text(fb, ui.fit(fb, line, "body", room), 4, top + 2, "body")
                top += ui.height(fb, "body") + 2
            ui.foot(fb, texts.HINT_READY)
            return
        top = ui.title(fb, texts.TITLE)
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


def waiting(root):
    """The tournament table kept in sync/table and not started yet, or None."""
    try:
        with open(root + "/sync/table") as handle:
            table = json.loads(handle.read())
    except (OSError, ValueError):
        return None
    if not isinstance(table, dict) or table.get("started"):
        return None
    return table


def make(app, saved):
    screen = WifiSync()
    if app.session is None:  # a table handed over USB (sync/server.py) is shown first
        screen.table = waiting(app.root)
    return screen
