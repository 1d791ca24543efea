"""The history: the session's hands, newest first, each with what it was; the first line
takes back the last hand. OK on a hand opens what can be done with it: correct it (the
wizard, pre-filled with its answers) or delete it. What a change moved is shown after it,
from the deltas the journal returns."""

import gc

from app import frame, ui
from core import facts
from core.errors import InputError

_UNDO = -1


class History(frame.Screen):
    def __init__(self, app, cursor):
        self.cursor = cursor
        self.shown = None  # (first index described, [the rows' words]) of the last drawing
        self.chosen = None  # the hand whose actions are shown: (correct, delete)
        self.action = 0

    def saved(self):
        return self.cursor

    def close(self, app):
        app.let_go("app.entry")  # the wizard's entry for a change
        app.let_go("app.answers")  # the words of the rows

    def _count(self, app):
        return len(app.session.hands) + 1  # the undo line, then every hand

    def handle(self, app, event, kind):
        session = app.session
        if session is None or not len(session.hands):
            return frame.POP
        if self.chosen is not None:
            return self._act(app, event)
        count = self._count(app)
        step = 10 if kind == "long" else 1
        if event == "NEXT":
            self.cursor = (self.cursor + step) % count
        elif event == "PREV":
            self.cursor = (self.cursor - step) % count
        elif event == "OK":
            if self.cursor == 0:
                return self._change(app, _UNDO)
            self.chosen = len(session.hands) - self.cursor
            self.action = 0
            self.shown = None  # the list's words are let go while one hand is open
        elif event == "BACK":
            return frame.POP
        else:
            return frame.STAY
        return frame.REDRAW

    def _act(self, app, event):
        if event in ("NEXT", "PREV"):
            self.action = 1 - self.action
        elif event == "BACK":
            self.chosen = None
        elif event == "OK":
            index = self.chosen
            self.chosen = None
            if self.action == 0:
                app.busy()
                return frame.push("app.entry", {"i": index, "a": []})
            return self._change(app, index)
        else:
            return frame.STAY
        return frame.REDRAW

    def _change(self, app, index):
        """Undo (index _UNDO) or delete a hand; then show what moved."""
        texts = app.texts("history")
        app.busy()
        try:
            if index == _UNDO:
                index = len(app.session.hands) - 1
                first, deltas = app.journal.undo()
                title = texts.UNDONE.format(index + 1)
            else:
                first, deltas = app.journal.delete(index)
                title = texts.DELETED.format(index + 1)
        except InputError as err:
            return frame.replace("app.notice", {"t": str(err), "l": []})
        from app.changes import changed_note

        note = changed_note(app, index, deltas)
        note["t"] = title
        return frame.replace("app.notice", note)

    def resume(self, app, result):
        self.shown = None  # a correction may have changed any hand after it
        count = self._count(app)
        if self.cursor >= count:
            self.cursor = count - 1
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("history")
        session = app.session
        if self.chosen is not None:
            top = ui.title(fb, texts.HAND.format(self.chosen + 1))
            bottom = ui.foot(fb, described(app, self.chosen, self.chosen)[0])
            ui.item_list(fb, [texts.CORRECT, texts.DELETE], self.action, top, bottom)
            return
        top = ui.title(fb, texts.TITLE, str(len(session.hands)))
        bottom = ui.foot(fb, texts.HINT)
        shown, pitch = ui.rows(fb, top, bottom, "small")
        first = ui.window(self._count(app), self.cursor, shown)
        last = min(first + shown, self._count(app)) - 1
        # Only the rows in view are described (an evening has hundreds of hands), and again
        # only when the view moves: each description scores the evening again.
        if self.shown is None or self.shown[0] != first:
            newest = len(session.hands) - max(first, 1)
            rows = described(app, len(session.hands) - last, newest)
            labels = [texts.UNDO] if first == 0 else []
            for i in range(len(rows)):
                labels.append("{} {}".format(newest - i + 1, rows[len(rows) - 1 - i]))
            self.shown = (first, labels)
        padded = [""] * first + self.shown[1]
        # The small print: a row says who played with whom, how it ended, its Laufende, the
        # doublings and its worth, in a line (it is read by whoever holds the device).
        ui.item_list(fb, padded, self.cursor, top, bottom, "small", ui.narrow(fb))


def described(app, first, last):
    """The words for hands `first` to `last` (indices, oldest first): what each was, as the
    core scored it (core.facts.describe). The device keeps the hands, not what they scored,
    so the evening is scored again up to the last of them."""
    session = app.session
    found = []
    moved = []  # each hand's deltas: what it was worth

    def keep(number, hand, deltas, state, events):
        if first < number <= last + 1:
            found.append((hand, events))
            moved.append(deltas)

    if first <= last:
        session.replay(keep)
        # The evening scored again leaves its garbage all over the heap: collected now, the
        # rows' words are not made in its gaps, where they would split the room the next
        # screen (the wizard, scoring the evening again) needs in one piece.
        gc.collect()
    texts = app.texts("entry")
    own = app.texts("history")
    unit = facts.unit(session.game, session.settings)
    out = facts.descriptions(session.game, session.settings, found)
    from app.table import money

    for i in range(len(out)):
        # What the hand was worth: the declarer's change, else the most any seat won (a
        # pair's deal, a Ramsch); nothing where nothing moved.
        seat = out[i].get("declarer")
        value = moved[i][seat] if seat is not None else max(moved[i])
        value = money(value, unit).strip() if value else ""
        out[i] = words(texts, own, session.players, out[i], value)
    return out


def words(texts, own, players, fact, worth=""):
    """A description (core.facts.describe) in a few words: "Kreuz Gerda lost, overbid 36",
    with what it was `worth` before the Laufende and doublings that a narrow row may cut."""
    from app.answers import team_name

    worth = "  " + worth if worth else ""
    if "call" in fact:
        return texts.VALUES.get(fact["call"], fact["call"]) + worth
    contract = fact.get("contract")
    if "redeal" in fact:  # all passed, a tied Ramsch, three Unters: dealt again
        return (own.REDEAL if contract is None else texts.VALUES.get(contract, contract)) + worth
    out = []
    if contract is not None:
        out.append(texts.VALUES.get(contract, contract))
    if "suit" in fact:
        out.append(texts.VALUES.get(fact["suit"], fact["suit"]))
    # A Ramsch (every game says its side alike): who took every trick, who lost or won it.
    if "durchmarsch" in fact:
        return (
            " ".join(out) + " " + players[fact["durchmarsch"]][1] + " " + own.DURCHMARSCH + worth
        )
    for key in ("losers", "winners"):
        if key in fact and "declarer" not in fact and "level" not in fact:
            names = " + ".join(players[seat][1] for seat in fact[key])
            word = texts.VALUES["lost" if key == "losers" else "won"]
            return " ".join(out) + " " + names + " " + word + worth
    if "team" in fact and len(fact["team"]) == 2:
        out.append(team_name(players, fact["team"][0]))
    elif fact.get("partner") is not None and "declarer" in fact:
        out.append(players[fact["declarer"]][1] + " + " + players[fact["partner"]][1])
    elif "declarer" in fact:
        out.append(players[fact["declarer"]][1])
    elif "winners" in fact and fact["winners"]:
        out.append(team_name(players, fact["winners"][0] % 2))
    result = fact.get("result")
    if result is None and "won" in fact:
        result = "won" if fact["won"] else "lost"
    level = fact.get("level")
    if result is None and level is not None:
        # A pair's deal (Bierkopf, German Schafkopf): won plain, Schneider or Schwarz; a tie.
        result = "won" if level == "simple" else level if level == "tie" else "won_" + level
    if result is not None:
        out.append(texts.VALUES.get(result, result))
    text = " ".join(out)
    if "overbid" in fact:
        text += ", " + own.OVERBID.format(fact["bid"])
    elif "points" in fact and type(fact["points"]) is int:
        text += " " + own.WITH.format(fact["points"])
    text += worth
    # The doublings and the Laufende that made its worth (SPEC §2.5, §2.7).
    if fact.get("runners"):
        text += ", {} {}".format(fact["runners"], texts.FIELDS["runners"])
    for key in ("stoss", "retour"):
        if fact.get(key):
            text += ", " + texts.FIELDS[key]
    return text


def make(app, saved):
    if app.session is None:
        raise InputError("session", "no session is open")
    return History(app, saved if isinstance(saved, int) else 0)
