"""Drives the app's frame the way the device's loop does (app/platform.py), with the real
journal on the unix port's filesystem and a framebuffer for a panel: button events in, the
screen drawn and the refresh policy called once per action. Counts presses and refreshes,
and can write what it pressed as a simulator button script."""

import os
import time

from app_test_screens import Display

from app.frame import Frame
from app.journal import Journal
from app.refresh import RefreshPolicy
from core.session import Session


class Device:
    def __init__(self, display):
        self.display = display


def fresh_root():
    root = "/tmp/schreiber-app-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


class Driver:
    """`quiet`: nothing drawn (for counting presses only); `long_presses`: the profile has
    long PREV/NEXT (a rotary encoder has not); `seat_buttons`: SEAT1..4 pick a seat."""

    quiet = False
    long_presses = True
    seat_buttons = False

    def __init__(self, game=None, settings=None, players=None, dealer=0, root=None, size=None):
        self.root = root or fresh_root()
        self.display = Display(*(size or (296, 128)))
        self.journal = Journal(self.root + "/sessions")
        if self.journal.restore() is None and game is not None:
            self.journal.start(Session(game, settings or {}, players, dealer, "2026-11-27"))
        self.app = Frame(
            Device(self.display), self.journal, RefreshPolicy(self.display), self.root
        )
        self.app.start()
        self.app.draw()
        self.app.policy.action_done()
        self.presses = 0
        self.where = {}  # what each press was spent on (where_pressed) -> presses
        self.reopened = {}  # field -> times its filled-in answer was opened on the confirm screen
        self.script = []
        self.refreshes = []  # per press: "full", "partial" or None

    def press(self, event, kind="short"):
        self.presses += 1
        where = where_pressed(self.top(), event, kind)
        self.where[where] = self.where.get(where, 0) + 1
        # BACK is a long OK on the three buttons a script presses (docs/simulator.md).
        name = {"PREV": "prev", "NEXT": "next", "OK": "ok", "BACK": "ok"}.get(event)
        name = name or event.lower()
        if event == "BACK" or kind == "long":
            self.script.append("hold {} 1200".format(name))
        else:
            self.script.append("press " + name)
        refresh = None
        if self.app.handle(event, kind) and not self.quiet:
            self.app.save()
            self.app.draw()
            refresh = self.app.policy.action_done()
        self.refreshes.append(refresh)
        return refresh

    def top(self):
        return self.app.top()

    def move(self, target, count, cursor):
        """Move a cursor over `count` rows to `target`, the shorter way round (ten at a time
        with long presses where that is shorter and the profile has them)."""
        ahead = (target - cursor) % count
        back = (cursor - target) % count
        event = "NEXT" if ahead <= back else "PREV"
        steps = min(ahead, back)
        while self.long_presses and steps >= 10 and steps % 10 <= 5:
            self.press(event, "long")
            steps -= 10
        for _ in range(steps):
            self.press(event)

    def choose(self, value, hand=None, opened=()):
        """Answer the question on top with `value`: its seat's button where the profile has
        them and the value is a seat, else the cursor moved to it and OK. On the last
        question (the answer ends the hand, OK saves it) with an answer filled in after it
        that is not `hand`'s: the row that shows every answer instead of OK."""
        from app.answers import SEATS
        from app.wizard import _MORE

        screen = self.top()
        last = _MORE in screen.items
        if self.seat_buttons and screen.question[0] in SEATS and isinstance(value, int):
            if not last or hand is None:
                self.press("SEAT{}".format(value + 1))
                return
        wrong, fix = (None, None)
        if last and hand is not None:
            wrong, fix = self.wrong_after(screen, value, hand, opened)
        if wrong and self.long_presses and fix == wrong[0]:
            # The filled-in answer the long NEXT opens is the one to change: opened so.
            self.go(screen.items.index(value), screen)
            opened.append(wrong)
            self.reopened[fix] = self.reopened.get(fix, 0) + 1
            self.press("NEXT", "long")
            return
        if wrong:
            # An answer filled in after this one is not the hand's: the confirm screen first.
            self.go(screen.items.index(_MORE), screen)
            self.press("OK")
        self.go(screen.items.index(value), screen)
        self.press("OK")

    def go(self, target, screen):
        """Move the cursor of the question on `screen` to row `target`."""
        from app.answers import is_run

        if self.long_presses and is_run(screen.question[0], screen.question[2]):
            self.move_on_run(target, screen)
        else:
            self.move(target, len(screen.items), screen.cursor)

    def look(self, value):
        """Move the cursor to `value` without taking it; the hand it ends, as the screen shows
        it: (answer, (record, deltas, events), said, answers), or None where questions follow."""
        screen = self.top()
        self.go(screen.items.index(value), screen)
        return screen.preview

    def open_row(self, field):
        """On the confirm screen: the cursor moved to the answer of `field`, and OK opens it."""
        screen = self.top()
        for row in range(1, len(screen.rows)):
            if screen.answers[screen.rows[row]][0] == field:
                self.move(row, len(screen.rows), screen.cursor)
                self.press("OK")
                return
        raise AssertionError("no row for " + field)

    def more(self):
        """On the last question: the row that asks every question from here on, none filled
        in."""
        from app.wizard import _MORE

        screen = self.top()
        self.go(screen.items.index(_MORE), screen)
        self.press("OK")

    def wrong_after(self, screen, value, hand, opened):
        """The (field, seat) of the earliest answer after `value` in the hand it ends on
        `screen` that is not `hand`'s, or None, and the field a long NEXT opens there: looked
        at as the wizard does, the screen left as it was."""
        from app.answers import AUTO

        cursor = screen.cursor
        screen.cursor = screen.items.index(value)
        screen._look(self.app)
        ahead = screen.preview
        fix = screen.fix()
        screen.cursor = cursor
        screen._look(self.app)
        if ahead is None:
            return None, None
        rows = [i for i in range(len(ahead[3])) if ahead[3][i][2] != AUTO]
        session = self.journal.session
        at = wrong_at(ahead[3], rows, ahead[1], screen.state, hand, opened, session)
        return (None if at is None else (ahead[3][at][0], ahead[3][at][3])), fix

    def move_on_run(self, target, screen):
        """Move the cursor on a run of numbers to row `target`: a long press (to the next round
        ten, app.wizard_order.by_ten) wherever it leaves fewer rows to go, then short presses."""
        from app.wizard_order import by_ten

        count = len(screen.items)
        while screen.cursor != target:
            ahead = (target - screen.cursor) % count
            back = (screen.cursor - target) % count
            event, sign, left = ("NEXT", 1, ahead) if ahead <= back else ("PREV", -1, back)
            landing = by_ten(screen.items, screen.cursor, sign)
            after = min((target - landing) % count, (landing - target) % count)
            self.press(event, "long" if after + 1 < left else "short")

    def enter(self, hand):
        """Enter `hand` through the wizard from the table screen and save it (OK on its last
        answer, or on the confirm screen where one shows); returns the presses it took."""
        before = self.presses
        self.open(hand)
        self.answer(hand)
        self.finish()
        return self.presses - before

    def finish(self):
        """Save a hand shown on the confirm screen (one saved from its last answer is)."""
        if hasattr(self.top(), "confirm"):
            self.press("OK")

    def open(self, hand):
        """Open the wizard from the table screen: with the OK that answers the first question
        where the table's foot offers `hand`'s answer (app.table: "OK: Sauspiel"), else with
        the NEXT or PREV that moves the first question's cursor towards it where that is its
        first press (the table's NEXT and PREV open it so), else with OK. Only where nothing
        is drawn (counting presses): the wizard is looked at first, opened with OK and left
        uncounted; where something is drawn an offered answer not the hand's is taken back
        with BACK, as a player would."""
        from app.answers import PRESSED

        self.press("OK")
        screen = self.top()
        took = hasattr(screen, "confirm") and [a for a in screen.answers if a[2] == PRESSED]
        if took:
            self.app.handle("BACK", "short")  # looked at: the first question, not counted
            want = combined(screen, hand, wanted(hand, screen.question, screen.items))
            if screen.items[screen.cursor] == want:
                self.app.handle("OK", "short")  # the table's OK took the hand's answer
                return
            if not self.quiet:
                self.app.handle("OK", "short")  # as it was
                self.press("BACK")  # not the hand's: its question again, the cursor on it
                return
        first = self.first_press(hand, bool(took)) if self.quiet else None
        if first is None:
            return
        # The same wizard opened the other way: the OK taken back, not counted.
        self.app.handle("BACK", "short")
        self.presses -= 1
        self.where["open"] -= 1
        self.script.pop()
        self.refreshes.pop()
        self.press(first)

    def ask_first(self):
        """From the table screen, the wizard's first question, its cursor where it starts: OK,
        and BACK where that OK answered it with the answer the table's foot said."""
        from app.answers import PRESSED

        self.press("OK")
        screen = self.top()
        if hasattr(screen, "confirm") and [a for a in screen.answers if a[2] == PRESSED]:
            self.press("BACK")

    def first_press(self, hand, must=False):
        """The short NEXT or PREV the open wizard's first question takes towards `hand`'s
        answer, or None (OK at once, a seat button, a long press first, no question). `must`:
        the table's OK would answer it otherwise: NEXT or PREV even before a seat button or a
        long press."""
        from app.answers import SEATS, is_run
        from app.wizard_order import by_ten

        screen = self.top()
        if getattr(screen, "confirm", 1) is not None or screen.before is not None:
            return None
        field, _, values, _ = screen.question
        want = combined(screen, hand, wanted(hand, screen.question, screen.items))
        if self.seat_buttons and field in SEATS and isinstance(want, int) and not must:
            return None
        count = len(screen.items)
        target = screen.items.index(want)
        ahead = (target - screen.cursor) % count
        back = (screen.cursor - target) % count
        if not ahead:
            return None
        event, sign, left = ("NEXT", 1, ahead) if ahead <= back else ("PREV", -1, back)
        if must:
            return event
        if self.long_presses and is_run(field, values):
            landing = by_ten(screen.items, screen.cursor, sign)
            after = min((target - landing) % count, (landing - target) % count)
            return None if after + 1 < left else event
        return None if self.long_presses and left >= 10 and left % 10 <= 5 else event

    def answer(self, hand, until=None):
        """Answer the wizard's questions from `hand` (defaults and "not noted" for what it
        does not hold) up to the confirm screen, or up to the question for field `until`. On
        the confirm screen an answer the wizard filled in that is not the hand's is opened
        and changed (the earliest first; each at most once)."""
        from app.answers import USUAL

        opened = []
        while True:
            screen = self.top()
            if not hasattr(screen, "confirm"):
                return  # saved with the last answer: the table again
            if screen.confirm is not None:
                row = wrong_row(screen, hand, opened, self.journal.session)
                if row is None:
                    return
                field, _, how = screen.answers[screen.rows[row]][:3]
                if how == USUAL:
                    self.reopened[field] = self.reopened.get(field, 0) + 1
                self.move(row, len(screen.rows), screen.cursor)
                self.press("OK")
                continue
            field = screen.question[0]
            if field == until:
                return
            want = combined(screen, hand, wanted(hand, screen.question, screen.items))
            self.choose(want, hand, opened)


def wanted(hand, question, items):
    """The answer `hand` gives to `question` (a default or "not noted" where it has none)."""
    from app.answers import SKIP

    field, seat, values, skip = question
    if field in hand and hand[field] is not None:
        want = hand[field]
        if seat is not None:
            want = want[seat]
        if skip == "unknown" and want not in items:
            return SKIP  # a value that changes nothing is not offered (a bid not over)
        if skip == "default" and want == values[0] and SKIP not in items:
            want = values[0]
        return want
    if skip == "default":
        return values[0]
    return SKIP


def combined(screen, hand, want):
    """On a combined list (app.wizard_pairs) the item of `hand`'s answers to each question it
    answers; elsewhere `want`."""
    if type(want) is list:
        return want
    item = (want,)
    while item in screen.second:
        then = screen.second[item]
        item += (wanted(hand, then, then[2]),)
    if len(item) == 1:
        return want
    if item not in screen.items:
        # Not offered (a result to be worked out): the one sharing most answers with it, the
        # rest changed on the confirm screen.
        best, most = item, 0
        for other in screen.items:
            same = 0
            while type(other) is tuple and same < len(item) and other[same] == item[same]:
                same += 1
            if same > most:
                best, most = other, same
        item = best
    return item


def wrong_row(screen, hand, opened, session):
    """The confirm screen's row (the earliest answer) that is not as in `hand`, not opened
    before (noted in `opened`); None when every answer is the hand's."""
    rows = screen.rows[1:]
    at = wrong_at(screen.answers, rows, screen.confirm, screen.state, hand, opened, session)
    if at is None:
        return None
    opened.append((screen.answers[at][0], screen.answers[at][3]))
    return screen.rows.index(at)


def wrong_at(answers, rows, scored, state, hand, opened, session):
    """The earliest of the answers at `rows` that is not as in `hand` and not opened before
    (in `opened`), for a hand scored `scored` (record, deltas, events); None if none."""
    best = None
    for at in rows:
        field, _, _, seat, stored = answers[at]
        want = hand.get(field)
        if seat is not None and isinstance(want, list):
            want = want[seat] if seat < len(want) else None
        if (field, seat) in opened or (stored == want and type(stored) is type(want)):
            continue
        if stored is None and seat is None and scores_alike(scored, state, session, field, want):
            continue  # left out, as good as the hand's value (a bid not over the value)
        if best is None or at < best:
            best = at
    return best


def scores_alike(scored, state, session, field, want):
    """Whether the hand `scored` (record, deltas, events) with `field` set to `want` scores
    as it is."""
    from core import games
    from core.errors import InputError

    record = dict(scored[0])
    record[field] = want
    try:
        got = games.score_hand(session.game, session.settings, state, record)
    except InputError:
        return False
    return got[0] == scored[1] and got[2] == scored[2]


def where_pressed(screen, event, kind="short"):
    """What a press is spent on: "open" (the table screen's OK), a question's field, "save"
    (OK on the confirm screen's totals), "confirm" (moving there and opening an answer),
    "fix" (the long NEXT that opens a filled-in answer from the last answer's screen) and
    "reopened <field>" (a question asked again, and those after it)."""
    if not hasattr(screen, "confirm"):
        return "open"
    if screen.confirm is not None:
        return "save" if event == "OK" and screen.cursor == 0 else "confirm"
    from app.answers import MORE

    if event == "OK" and screen.items[screen.cursor] == MORE:
        return "more"
    if event == "NEXT" and kind == "long" and screen.fix() is not None:
        return "fix"
    if screen.before is not None:
        return "reopened " + screen.question[0]
    return screen.question[0]
