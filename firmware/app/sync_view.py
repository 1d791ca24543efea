"""The frame's screen for a serial sync (drawn by app/sync_draw.py): pushed by the loop when a
laptop starts a sync, redrawn as it goes and with its result; any button goes back to the
screen the sync came in over, or on to the tournament table the sync handed over. It is never
rebuilt after a restart: a sync does not survive one."""

from app import frame
from core import heap


class SyncView(frame.Screen):
    full = True

    def handle(self, app, event, kind):
        if app.session is None and not app.sync.busy():
            # A tournament table the sync handed over (TABLE, docs/tournament.md): shown next,
            # where OK starts it, as after a Wi-Fi sync (app/wifi_sync.py).
            from app.wifi_sync import waiting

            if waiting(app.root) is not None:
                return frame.replace("app.wifi_sync")
        return frame.POP

    def resume(self, app, result):
        return frame.REDRAW

    def close(self, app):
        heap.unload("app.sync_draw")  # its drawing, and the sync's words
        frame.let_go("wifi_sync")

    def draw(self, app, fb):
        from app import sync_draw

        sync_draw.draw(fb, app.sync, app.texts("wifi_sync"))


def make(app, saved):
    if saved != "live" or getattr(app, "sync", None) is None:
        raise ValueError("no sync is under way")
    return SyncView()
