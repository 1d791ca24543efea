"""The hand-entry wizard's screens (app.wizard): the last answer's, with the hand it ends; the
confirm screen and its list of answers; a hand in the game's words, each seat's change and
what the hand starts or ends."""

import sys

from app import type as ty
from app import ui
from app.answers import MORE, PAIRED, PRESSED, SKIP, label, team_name, words
from core import facts, heap


def summary(texts, players, answers):
    """The answers chosen so far, short, for the line at the foot."""
    words = []
    for answer in answers:
        if answer[1] != SKIP and answer[2] in (PRESSED, PAIRED):
            words.append(label(texts, players, answer[0], answer[1]))
    return " ".join(words[-6:])


def confirm(fb, app, screen):
    texts = app.texts("entry")
    players = app.session.players
    number = (screen.index if screen.index is not None else len(app.session.hands)) + 1
    if screen.cursor == 0:
        top = ui.title(fb, texts.CONFIRM.format(number))
        hand(fb, app, screen.said, screen.confirm, top, texts.CONFIRM_HINT)
        return
    own = app.texts("wizard")
    top = ui.title(fb, own.CHANGE)
    bottom = ui.foot(fb, own.CHANGE_HINT)
    labels = [own.SAVE]
    # A field left out is "not noted", but in a call's record (SPEC §2.10), which holds only
    # the call: there it is the game list's row that called the round.
    skip = "call" if "call" in screen.confirm[0] else "unknown"
    for at in screen.rows[1:]:
        field, value, _, seat, _ = screen.answers[at]
        name = field_name(texts, field)
        if seat is not None and value != SKIP:  # a list left out is left out whole
            name += " " + (team_name(players, seat) if in_teams(app) else players[seat][1])
        labels.append(name + ": " + label(texts, players, field, value, skip))
    ui.item_list(fb, labels, screen.cursor, top, bottom, _size(fb, labels))


def field_name(texts, field):
    """A question's name before its answer: "Hand: no", not "Hand?: no"; "Announce: Last
    round", not "Announce (no hand): Last round", which its answer's row has no room for."""
    name = texts.FIELDS.get(field, field)
    if name.endswith(")") and " (" in name:
        name = name[: name.index(" (")]
    return name[:-1] if name.endswith("?") else name


def _size(fb, labels):
    """The answers' type: the small one where a word would not fit a line of the body's, or an
    answer its row's two lines (the 2.9" panel in portrait: "Durchmarsch:" is wider than its
    104 pixels; "Game: no hand: call a round" takes three lines)."""
    if ui.narrow(fb):
        body = ty.sizes_for(fb)[ty.BODY]
        for text in labels:
            if len(ty.lines(text, body, fb.width - 24, 3)) > 2:
                return "small"
            for word in text.split(" "):
                if ui.width(fb, word, "body") > fb.width - 24:
                    return "small"
    return "body"


def last(fb, app, screen):
    """The last question's screen: its answer under the cursor in a row of its own (the list
    goes on above and below it), and the hand that answer ends, as the confirm screen shows
    it; OK saves it."""
    top = ui.title(fb, screen.title(app))
    labels = screen.labels(app)
    two = ui.narrow(fb)  # portrait: the row over as many lines as the answer needs, up to 3
    if two:
        size = ty.sizes_for(fb)[ty.BODY]
        two = max(2, len(ty.lines(labels[screen.cursor], size, fb.width - 24, 3)))
    _, pitch = ui.rows(fb, top, fb.height, "body", two)
    ui.item_list(fb, labels, screen.cursor, top, top + pitch, two=two)
    more = screen.items[screen.cursor] == MORE
    own = app.texts("wizard")
    hint = own.MORE_HINT if more else app.texts("entry").CONFIRM_SAVE
    fix = None if more else screen.fix()
    if fix is not None:
        hint += "  " + own.FIX.format(field_name(app.texts("entry"), fix))  # "long NEXT: Laufende"
    said = screen.preview[2]
    if said == labels[screen.cursor]:
        said = ""  # the answer's row says the whole hand ("All pass"): said once
    hand(fb, app, said, screen.preview[1], top + pitch, hint, False)


def hand(fb, app, said, scored, top, hint, saves=True):
    """A hand below `top`: what it is in the game's words, each seat's change, and at the
    foot what OK does beside what the hand starts or ends."""
    players = app.session.players
    # What the hand is, as the game describes it (what the core took or derived too),
    # over two lines where it does not fit across; in the foot's size, whose font is
    # loaded anyway (another one would not fit beside the totals' at the heap cap).
    if said:
        size = ty.sizes_for(fb)[ty.SMALL]
        for line in ty.lines(said, size, fb.width - 12, 2):
            ui.text(fb, line, 6, top + 2, "small")
            top += ui.height(fb, "small") + 2
        fb.hline(0, top + 2, fb.width, ui.BLACK)
        top += 4
    unit = facts.unit(app.session.game, app.session.settings)
    said = events(app.texts("wizard"), players, scored[2], unit)
    # What OK does stays at the foot beside what the hand starts or ends, first so that
    # a long line of events cuts off the events.
    save = app.texts("entry").CONFIRM_SAVE
    bottom = ui.foot(fb, (save if saves else hint) + "  " + said if said else hint)
    if any(scored[1]):
        seat_rows(fb, app, players, scored[1], top, bottom)
    else:  # a call, a deal thrown in: no seat's score moves, so no rows of 0.00 say it
        # over two lines where it does not fit across (the 2.9" panel in portrait)
        size = ty.sizes_for(fb)[ty.BODY]
        for line in ty.lines(app.texts("wizard").NO_CHANGE, size, fb.width - 12, 2):
            ui.text(fb, line, 6, top + 4, "body")
            top += ui.height(fb, "body") + 2


# What the confirm line says beside the game's row of the history: the record's fields that
# change a hand's value (SPEC §2.5, §2.7, §5.3, §5.6, §6), by their question's name.
# (The Laufende, Stoss and Retour the rows say already.)
_SAID = ("tout", "hand", "ouvert", "revolution", "matadors", "kontra", "flecks", "doublings",
         "bid")  # fmt: skip


def said_of(app, record, events):
    """The hand in the game's words (core.facts.describe, worded as the history's rows), and
    the fields that set its value: "Grand Kurt won  Hand  Matadors 2"."""
    session = app.session
    kept = "app.texts_history_" + app.lang in sys.modules  # open below a correction: it stays
    fact = facts.descriptions(session.game, session.settings, [(record, events)])[0]
    texts = app.texts("entry")
    said = [words(texts, app.texts("history"), session.players, fact)]
    if not kept:
        heap.unload_all("app.texts_history_")
    for key in _SAID:
        value = fact.get(key)
        if not value or (key == "bid" and "overbid" in fact):
            continue  # an overbid is said by the history's words
        name = field_name(texts, key)
        said.append(name if value is True else "{} {}".format(name, value))
    return "  ".join(said)


def side_of(players, declarer):
    """The declarer with his partner sitting opposite at a table of four (Bauernschnapsen's
    teams, SPEC §6), alone at a table of three."""
    if len(players) == 4:
        return team_name(players, declarer % 2)
    return players[declarer][1]


def in_teams(app):
    return facts.by_team(app.session.game)


def events(texts, players, said, unit):
    """What the hand starts or ends besides the scores, short: "Bock +4  Pot 1.20"."""
    from app.table import money

    words = []
    for key, value in said:
        text = texts.EVENTS.get(key)
        if text is None:
            continue
        if key in ("pot", "carry"):
            value = money(value, unit, texts.DECIMAL)[1:]  # an amount, not a change: no sign
        elif key in ("durchmarsch", "ramsch_loser", "ramsch_winner"):
            value = players[value][1]
        elif type(value) is not int:
            value = ""
        words.append(text.format(value).strip())
    return "  ".join(words)


def seat_rows(fb, app, players, deltas, top, bottom):
    """Each seat's name and change, one row each (two a row where rows of their own would
    not fit)."""
    from app.table import money

    unit = facts.unit(app.session.game, app.session.settings)
    point = app.texts("wizard").DECIMAL
    count = len(players)
    lines = 2 if ui.narrow(fb) else 1  # portrait: the change under the name
    stacked = lines == 2
    columns = 1
    if not stacked and (bottom - top) // count < ui.height(fb, "body") + 4:
        columns = 2  # too low for a row each (the last answer's list above): two a row
    across = fb.width // columns
    pitch = (bottom - top) // ((count + columns - 1) // columns)
    size = "large" if pitch >= ui.height(fb, "large") * lines + 4 else "body"
    for seat in range(count):
        x = seat % columns * across
        y = top + seat // columns * pitch + (pitch - ui.height(fb, size) * lines) // 2
        amount = money(deltas[seat], unit, point)
        right = x + across - 6 - ui.width(fb, amount, size)
        room = across - 12 if stacked else right - x - 12
        ui.text(fb, ui.fit(fb, players[seat][1], size, room), x + 6, y, size)
        ui.text(fb, amount, right, y + (ui.height(fb, size) if stacked else 0), size)
