"""How the hand-entry wizard looks (app.entry): a question with its values, and the confirm
screen: each seat's change and what the hand starts (Bock, the pot, ...), or, once NEXT or
PREV moved off it, the list of the answers to open one."""

from app import entry, ui
from core import games


def question(fb, app, screen):
    texts = app.texts("entry")
    players = app.session.players
    field, seat, values, skip = screen.question
    title = texts.FIELDS.get(field, field)
    if seat is not None:
        title += ": " + (players[seat][1] if not _teams(app) else texts.TEAM.format(seat + 1))
    top = ui.title(fb, title)
    bottom = ui.foot(fb, summary(texts, players, screen.answers))
    labels = [entry.label(texts, players, field, item, skip) for item in screen.items]
    ui.item_list(fb, labels, screen.cursor, top, bottom)


def confirm(fb, app, screen):
    texts = app.texts("entry")
    players = app.session.players
    number = (screen.index if screen.index is not None else len(app.session.hands)) + 1
    if screen.cursor == 0:
        top = ui.title(fb, texts.CONFIRM.format(number))
        unit = games.unit(app.session.game, app.session.settings)
        said = events(texts, players, screen.confirm[2], unit)
        bottom = ui.foot(fb, said or texts.CONFIRM_HINT)
        seat_rows(fb, app, players, screen.confirm[1], top, bottom)
        return
    top = ui.title(fb, texts.CHANGE)
    bottom = ui.foot(fb, texts.CHANGE_HINT)
    labels = [texts.SAVE]
    for at in screen.rows[1:]:
        field, value, _, seat, _ = screen.answers[at]
        name = texts.FIELDS.get(field, field)
        if seat is not None:
            name += " " + (players[seat][1] if not _teams(app) else texts.TEAM.format(seat + 1))
        labels.append(name + ": " + entry.label(texts, players, field, value, "unknown"))
    ui.item_list(fb, labels, screen.cursor, top, bottom)


def _teams(app):
    return app.session.game in ("bierkopf", "german_schafkopf")


def summary(texts, players, answers):
    """The answers chosen so far, short, for the line at the foot."""
    words = []
    for field, value, how, _, _ in answers:
        if value != entry.SKIP and how == 0:
            words.append(entry.label(texts, players, field, value))
    return " ".join(words[-6:])


def events(texts, players, said, unit):
    """What the hand starts or ends besides the scores, short: "Bock +4  Pot 1.20"."""
    from app.table import money

    words = []
    for key, value in said:
        text = texts.EVENTS.get(key)
        if text is None:
            continue
        if key in ("pot", "carry"):
            value = money(value, unit).strip()
        elif key in ("durchmarsch", "ramsch_loser", "ramsch_winner"):
            value = players[value][1]
        elif type(value) is not int:
            value = ""
        words.append(text.format(value).strip())
    return "  ".join(words)


def seat_rows(fb, app, players, deltas, top, bottom):
    """Each seat's name and change, one row each."""
    from app.table import money

    unit = games.unit(app.session.game, app.session.settings)
    count = len(players)
    size = "large" if (bottom - top) // count >= ui.height(fb, "large") + 4 else "body"
    pitch = (bottom - top) // count
    for seat in range(count):
        y = top + seat * pitch + (pitch - ui.height(fb, size)) // 2
        amount = money(deltas[seat], unit)
        right = fb.width - 6 - ui.width(fb, amount, size)
        ui.text(fb, ui.fit(fb, players[seat][1], size, right - 12), 6, y, size)
        ui.text(fb, amount, right, y, size)
