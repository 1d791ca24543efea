"""The tournament table the host handed this device (docs/tournament.md): the tournament, the
series, the table and the players in their seats; OK starts its session with the tournament's
rules, nothing typed at the table and no rule to change. The table comes in the Wi-Fi sync's
answer (sync/push.py keeps it in sync/table); once started it is marked so."""

import json

from app import frame, ui
from core.errors import InputError


def waiting(root):
    """The table kept in sync/table and not started yet, or None."""
    try:
        with open(root + "/sync/table") as handle:
            table = json.loads(handle.read())
    except (OSError, ValueError):
        return None
    if not isinstance(table, dict) or table.get("started"):
        return None
    return table


class Tourney(frame.Screen):
    full = True

    def __init__(self, app):
        self.table = waiting(app.root)
        self.problem = None

    def handle(self, app, event, kind):
        if event == "BACK" or self.table is None:
            return frame.POP
        if event == "OK":
            return self._start(app)
        return frame.STAY

    def _start(self, app):
        from app.journal import StorageFullError
        from core.session import Session

        table = self.table
        self.table = None  # let go with the screen's other objects before the rules load
        app.busy()
        import gc

        from app import type as ty

        ty.release()  # the fonts load again for the table; the rules load now (as app.newsession)
        gc.collect()
        try:
            session = Session(
                table["game"], table["settings"], table["players"], 0, app.device.clock.date()
            )
            session.table = [table["name"], table["series"], table["table"], table["games"]]
            app.journal.start(session)
        except (InputError, OSError, StorageFullError, KeyError, TypeError) as err:
            # Refused by the core or the journal (a table the host got wrong, the flash
            # full): said here, and nothing was stored.
            self.problem = str(err)
            self.table = table
            return frame.REDRAW
        table["started"] = 1
        path = app.root + "/sync/table"
        try:
            with open(path + ".tmp", "w") as handle:
                handle.write(json.dumps(table))
            import os

            os.rename(path + ".tmp", path)
        except OSError:
            pass  # the session is stored: the menu offers no table while it is open
        return frame.HOME

    def draw(self, app, fb):
        texts = app.texts("table")
        table = self.table
        top = ui.title(fb, texts.TOURNEY)
        bottom = ui.foot(fb, self.problem or texts.TOURNEY_HINT)
        lines = [table["name"], texts.TABLE_CARD.format(table["series"], table["table"],
                                                        table["games"])]  # fmt: skip
        seat = 0
        for name in table["players"]:
            seat += 1
            lines.append("{}  {}".format(seat, name))
        line = ui.height(fb, "body") + 2
        y = top + 2
        for text in lines:
            if y + line > bottom:
                break
            ui.text(fb, ui.fit(fb, text, "body", fb.width - 8), 4, y, "body")
            y += line


def make(app, saved):
    return Tourney(app)
