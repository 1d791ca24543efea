"""The table screen, where the device rests: each player's name and balance in large type,
whose deal it is, and what is pending. OK enters a hand; the other buttons open the menu."""

from app import frame, ui
from core import games


def money(value, unit):
    """A balance as the players say it: +12.40 for cents, +13 for points."""
    sign = "+" if value > 0 else "-" if value < 0 else " "
    value = -value if value < 0 else value
    if unit == "cents":
        return "{}{}.{:02d}".format(sign, value // 100, value % 100)
    return "{}{}".format(sign, value)


class Table(frame.Screen):
    full = True

    def handle(self, app, event, kind):
        return frame.push("app.menu")

    def resume(self, app, result):
        app.policy.force_full()  # the resting screen: clean of any ghosting when it is back
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("app")
        session = app.session
        if session is None:
            top = ui.title(fb, texts.NO_SESSION)
            ui.foot(fb, texts.NO_SESSION_HINT)
            return
        state = session.state
        top = ui.title(fb, session.game, "#{}".format(len(session.hands) + 1))
        unit = games.unit(session.game, session.settings)
        players = session.players
        count = len(players)
        size = "large"
        pitch = min((fb.height - top - 4) // count, ui.height(fb, size) * 2)
        for seat in range(count):
            amount = money(state["scores"][seat], unit)
            right = fb.width - 8 - ui.width(fb, amount, size)
            y = top + seat * pitch + (pitch - ui.height(fb, size)) // 2
            name = ui.fit(fb, players[seat][1], size, right - 24)
            if seat == state["dealer"]:
                fb.fill_rect(2, y, 8, ui.height(fb, size), 0)
            ui.text(fb, name, 14, y, size)
            ui.text(fb, amount, right, y, size)


def make(app, saved):
    return Table()
