"""The hand-entry wizard (app.entry opens it): the questions asked one at a time, the usual
answers filled in, a look ahead at the hand the answer under the cursor ends, the buttons, and
the confirm screen's answers opened again. Where its lists start and what it fills in is
app.wizard_order, its screens app.wizard_draw, the save app.wizard_save: loaded with it when
a hand is opened, not in the middle of one, where a fragmented heap could not always give a
module its block in one piece. Its texts beyond the questions' are the "wizard" catalogue's."""

import gc

from app import frame, tally, ui, wizard_save
from app import type as ty
from app import wizard_draw as shown
from app import wizard_order as order
from app.answers import (
    AUTO,
    DEFAULT,
    KEPT,
    MORE,
    PAIRED,
    PAIRS,
    PRESSED,
    SEATS,
    SKIP,
    USUAL,
    around,
    is_run,
    label,
    team_name,
    to_store,
)
from core import games, heap, questions
from core.errors import InputError

# How an answer was given (the third item of an answer).
_STEP = 10  # a long PREV/NEXT moves this many items (card points, bids)
_MORE = MORE  # the last answer's row that shows every answer before saving
_SAVE = order.SAVE  # the confirm screen's first row: save the hand


class Entry(frame.Screen):
    def __init__(self, app, index, answers, opened=None, later=None, wrong=None, every=False):
        session = app.session
        if session is None or session.ended:
            raise InputError("hand", "no session is open")
        self.index = index
        self.old = None  # the hand being corrected
        if index is None:
            self.state = session.state
        else:
            self.old = session.hand(index)
            self.state = _state_before(session, index)
        self.partial = {}
        # [field, value, how, seat, stored] in the order given: `seat` as in the question,
        # `stored` what the answer put in the partial record (None: left out)
        self.answers = []
        self.tally = tally.load(app.root, session.game)
        self.question = None
        self.items = ()
        self.second = {}  # a combined list's answers so far -> the question the next one answers
        self.cursor = 0
        self.confirm = None  # (record, deltas, events) once every question is answered
        self.said = None  # what the hand is, in the game's words, beside the confirm
        self.rows = [_SAVE]  # the confirm screen's rows: _SAVE, then indexes into answers
        # The hand if the answer under the cursor is taken and ends it: (answer, (record,
        # deltas, events), said, answers); on _MORE the last one looked at stays.
        self.preview = None
        self.looking = False  # a look ahead is under way: no look ahead from within it
        self.seen = None  # the answer looked at last (_MORE's OK takes the cursor back to it)
        self.starved = False  # the last look ahead found no room: whether the hand ends is unknown
        self.every = every  # the last answer's row taken: the confirm screen before saving
        # Answers to give again without asking, {(field, seat or 0): (value, how)}: a
        # corrected hand's, those given before a power cut, those after a field opened again.
        self.hints = {}
        self.opened = None  # (field, seat): asked even where it has a usual answer
        self.want = None  # the value the cursor starts on at the opened question
        self.wrong = None  # a filled-in answer opened to be changed: the cursor starts elsewhere
        self.before = None  # the answers when a field was opened: BACK goes back to them
        self.back_to = None  # the answer a long NEXT took: BACK puts the cursor on it again
        self.passed = None  # the field a long NEXT offered when every answer was asked for
        self.unsure = None  # (field, seat) whose most picked answer was taken back: ask it
        # A new hand's first question asked, where the table's OK may answer it: (field,
        # values, items, skip, the answer its cursor started on); False where it may not (the
        # answer it started on ends the hand, a combined list, a run of numbers, answers given
        # before it).
        self.first = None
        if self.old is not None:
            order.as_hints(self.hints, list(self.old.items()), KEPT)
        order.as_hints(self.hints, answers or (), PRESSED)
        if opened is not None:
            self.opened = (opened[0], opened[1])  # a power cut on an opened answer: again
            self.wrong = wrong[0] if wrong else None
            for field, seat, value, how in later or ():
                self.hints[(field, seat)] = (value, how)
        self._ask(app)

    def close(self, app):
        # The game's question modules are needed again only for the next hand: let them go
        # with the wizard, so the table and the history have their room (core.games imports
        # them again on the next call).
        _let_go_of_the_questions()
        for name in (
            "app.tally",
            "app.lookahead",
            "app.wizard",
            "app.wizard_draw",
            "app.wizard_order",
            "app.wizard_save",
            "app.wizard_pairs",
            "app.answers",
        ):
            heap.unload(name)
        heap.unload("app.answers")
        frame.let_go("wizard")
        heap.unload("core.questions")  # the questions' protocol

    def saved(self):
        """The answers chosen (a power cut fills in the usual ones again), whether the confirm
        screen comes before saving ("e"); on an answer opened
        from the confirm screen also that field ("o"), the answers chosen after it ("h") and,
        for an answer filled in without asking, that answer ("w": the cursor starts elsewhere)."""
        kept = (PRESSED, DEFAULT, PAIRED)
        out = {"i": self.index, "a": [[a[0], a[1]] for a in self.answers if a[2] in kept]}
        if self.opened is not None and self.confirm is None:
            out["o"] = list(self.opened)
            out["h"] = [[k[0], k[1], v[0], v[1]] for k, v in self.hints.items()]
            if self.wrong is not None:
                out["w"] = [self.wrong]
        if self.every:
            out["e"] = 1
        return out

    # -- the questions ------------------------------------------------------------------------
    def _ask(self, app):
        """The next question from the core. Answers that need no press are given at once:
        the only possible one (the last seat's tricks), a kept one (hints), a usual one; the
        end of the questions scores the record and shows the confirm screen."""
        # The game's question modules may import more (a Ramsch's), and the scoring at the end
        # does: the fonts' blocks go first, so there is room in one piece (the drawing loads
        # them again).
        # A correction keeps them: its replay of the hands before leaves no room in one
        # piece to load them again. So does a look ahead: it comes with every cursor move on
        # the last question, and each would load the fonts again into a heap its scoring has
        # just cut up (one that finds no room says so: self.starved).
        if self.old is None and not self.looking:
            ty.release()
            gc.collect()
        session = app.session
        guess = None  # (answers before, key) at the first answer taken as the most picked
        taken = []  # the hints given since that guess: kept again if it is taken back
        while True:
            question = games.choices(session.game, session.settings, self.state, self.partial)
            self.question = question
            if question is None:
                # The questions are done: their modules make room for the scoring and the
                # confirm screen (an answer opened there imports them again).
                _let_go_of_the_questions()
                record = questions.record(self.partial)
                deltas, _, events = games.score_hand(
                    session.game, session.settings, self.state, record
                )
                self.confirm = (record, deltas, events)
                self.said = None
                self.said = shown.said_of(app, record, events)
                self.rows = order.rows(self)
                self.cursor = 0
                self.before = None
                if not self.looking:
                    self.every = False  # shown: an answer opened there saves with its OK
                return
            self.confirm = None
            field, seat, values, skip = question
            if len(values) == 1 and skip is None and field != order.CALL:
                self._answer(values[0], AUTO)
                continue
            self.items = self._items(field, values, skip)
            key = (field, seat or 0)
            hint = self.hints.pop(key, None)
            if hint is not None and guess is not None:
                taken.append((key, hint))
            if hint is not None and hint[0] in self.items:
                self._answer(hint[0], hint[1])
                continue
            if hint is not None and hint[1] == KEPT and self.opened is None:
                self.want = hint[0]  # the old answer no longer fits: ask, cursor on the first
            if (field, seat) != self.opened:
                usual, sure = order.usual(self, field, seat, values, skip)
                asked = field in SEATS and len(values) > 1  # who played, where several may have
                if sure and skip == "default" and (asked or order.steers(self, app, usual)):
                    usual = None  # asked, as an answer that changes the next question's values
                if usual is not None:
                    if not sure and guess is None:
                        guess = (len(self.answers), (field, seat))
                    self._answer(usual, USUAL)
                    continue
            if guess is not None:
                # A question with no usual answer after a guessed one: the guess is taken
                # back and its question asked (a guess is only good to skip to the end).
                self._drop_to(guess[0])
                self.unsure = guess[1]
                guess = None
                for key, hint in taken:
                    self.hints[key] = hint
                taken = []
                continue
            self.second = {}
            if (
                skip in (None, "derive", "call")
                and seat is None
                and 2 <= len(values) <= PAIRS
                and field not in SEATS
                and not is_run(field, values)
                and order.leads_on(self, app, field, values)
            ):
                # Answers leading on to short questions: their combinations in one list. The
                # code is a module of its own, loaded only here: a game without such a
                # question leaves its room to the rest.
                from app import wizard_pairs

                wizard_pairs.combine(self, app)
            self.cursor = self._likely(field, seat, values)
            if not self.looking and not self.every:
                self.preview = None
                self._look(app)
                ends = self.preview is not None or self.starved or self.second
                if ends and field != order.CALL:
                    # The answer the cursor starts on ends the hand (or, with no room to look,
                    # may; a combined list's combinations end it wherever it starts): this is
                    # the last question, and its last row shows every answer before saving,
                    # reachable whatever a later look ahead finds room for. Not beside a call:
                    # nothing is filled in after it, so that list would hold only the two
                    # rows pressed to get here, which BACK goes back to.
                    self.items.append(_MORE)
            if self.first is None and not self.looking:
                chosen = [a for a in self.answers if a[2] not in (AUTO, USUAL)]
                ok = self.index is None and not chosen and _MORE not in self.items
                ok = ok and not is_run(field, values)
                here = self.items[self.cursor]
                self.first = (field, values, self.items, skip, here) if ok else False
            return

    def _items(self, field, values, skip):
        if is_run(field, values):
            items = list(values)
            if skip == "unknown":
                items.insert(0, SKIP)
            elif skip in ("derive", "call"):
                items.append(SKIP)
            return items
        # The core's order, most likely first, the same in every hand of the session: the
        # cursor, not the list, goes to this table's usual answer (_likely).
        items = list(values)
        if skip == "unknown":
            items.insert(0, SKIP)  # not noted: the usual answer
        elif skip in ("derive", "call"):
            items.append(SKIP)
        return around(items)

    def _likely(self, field, seat, values):
        """Where the cursor starts: the answer being changed, else the most picked one (the
        list keeps its order); for a run of numbers that must be answered the middle of the
        numbers picked (fewest presses on average), for one beside "not noted" (an overbid)
        its first number. A filled-in answer opened to be changed was wrong: the cursor starts
        on the most picked other one."""
        want = self.want
        wrong = self.wrong if (field, seat) == self.opened else None
        self.want = None
        run = is_run(field, values)
        if want is None and run and self.question[3] != "unknown":
            want = self.tally.middle(field, values, wrong)
            if want is None and field.endswith("points"):
                want = order.half(values)
        elif want is None and wrong is not None:
            for value in self.tally.ordered(field, values):
                if value != wrong and value in self.items:
                    want = value
                    break
        if want is not None and want in self.items:
            return self.items.index(want)
        if self.second:
            from app import wizard_pairs

            return wizard_pairs.likely(self, want, wrong)
        if run:
            return 1 if wrong == self.items[0] and len(self.items) > 1 else 0
        return self.items.index(order.start(self.tally, field, values, self.items, wrong))

    def _look(self, app):
        """Look ahead: the hand as it ends if the answer under the cursor is taken (the usual
        answers after it filled in), scored once; None where questions would follow. The
        screen is left as it was."""
        if self.every:
            return  # the confirm screen comes before saving: nothing shown ahead
        item = self.items[self.cursor]
        if item == _MORE:
            return  # the answer looked at last stays on screen
        self.seen = item
        self.preview = None  # its room first: the look ahead below scores a hand again
        kept = (list(self.answers), dict(self.hints), self.question, self.items, self.second)
        kept += (self.cursor, self.opened, self.want, self.wrong, self.unsure, self.before)
        self.looking = True
        self.starved = False
        ended = None
        try:
            self._take(item)
            self._ask(app)
            if self.confirm is not None:
                ended = (item, self.confirm, self.said, self.answers)
        except InputError:
            pass  # an impossible hand: said when it is taken with OK
        except MemoryError:
            ended = None  # no room to look ahead: OK shows the confirm screen instead
            self.starved = True
        finally:
            self.looking = False
        self.answers, self.hints, self.question, self.items, self.second = kept[:5]
        self.cursor, self.opened, self.want, self.wrong, self.unsure, self.before = kept[5:]
        self._drop_to(len(self.answers))
        self.confirm = None
        self.said = None
        self.preview = ended

    def _take(self, item):
        """Answer the question on screen with a list item (a combination: both questions)."""
        if type(item) is tuple:
            from app import wizard_pairs

            wizard_pairs.take(self, item)
        else:
            self._answer(item, PRESSED)

    def _answer(self, value, how):
        field, seat, values, skip = self.question
        if (field, seat) == self.opened:
            self.opened = None
            self.wrong = None
        if (field, seat) == self.unsure:
            self.unsure = None
        stored = to_store(value, seat, values, skip)
        self.answers.append([field, value, how, seat, stored])
        _apply(self.partial, field, seat, stored)

    def _drop_to(self, count):
        """Keep the first `count` answers: the partial record built again from them."""
        del self.answers[count:]
        self.partial = {}
        for answer in self.answers:
            _apply(self.partial, answer[0], answer[3], answer[4])

    def _back(self):
        """Drop the last answer chosen (and those given without a press after it); it is
        asked again with the cursor on it. False when there was none: leave."""
        later = ()  # the answers chosen with it from a combined list
        while self.answers:
            answer = self.answers[-1]
            self._drop_to(len(self.answers) - 1)
            if answer[2] == PAIRED:
                later = (answer[1],) + later
            elif answer[2] in (PRESSED, DEFAULT):
                self.opened = (answer[0], answer[3])
                self.want = (answer[1],) + later if later else answer[1]
                return True
        return False

    def _open(self, app, row):
        """Ask the answer of a confirm row again; the later answers chosen stay as hints."""
        at = self.rows[row]
        field, value, how, seat, _ = self.answers[at]
        self.before = [list(a) for a in self.answers]
        self.back_to = None
        self.hints = {}
        for later in self.answers[at + 1 :]:
            if later[2] in (PRESSED, DEFAULT, KEPT, PAIRED):
                self.hints[(later[0], later[3] or 0)] = (later[1], later[2])
        self._drop_to(at)
        self.opened = (field, seat)
        if how == USUAL:
            self.wrong = value  # filled in without asking, opened: not this one
        else:
            self.want = value
        self.tally.count(order.OPENED, field)
        self._ask(app)

    def fix(self):
        """On the last answer's screen, the filled-in answer of the hand shown that this table
        opens most to change (its field, the long NEXT opens it); None elsewhere."""
        if self.preview is None or is_run(self.question[0], self.question[2]):
            return None  # on a run of numbers a long NEXT goes by tens
        answers = self.preview[3]
        usual = [a[0] for a in answers if a[2] == USUAL]
        return self.tally.ordered(order.OPENED, usual)[0] if usual else None

    def _fix(self, app):
        """The answer under the cursor taken and the filled-in answer `fix` names asked, its
        cursor on the likeliest other value: one gesture for the answer a table changes most
        (Laufende), where the confirm screen's list takes four presses more. Its OK saves the
        hand it shows; BACK returns to this screen, the cursor on this answer."""
        field = self.fix()
        item = self.items[self.cursor]
        back = [list(a) for a in self.answers]
        self._take(item)
        self._ask(app)
        if self.confirm is None:
            return  # not the hand looked at (no room to look again): its next question
        self.rows = [_SAVE] + [i for i in range(len(self.answers)) if self.answers[i][0] == field]
        self._open(app, 1)  # the hand looked at ends with this answer: it has the row
        self.before = back
        self.back_to = item

    # -- buttons ------------------------------------------------------------------------------
    def handle(self, app, event, kind):
        if self.confirm is not None:
            return self._on_confirm(app, event)
        if event == "BACK":
            if self.before is not None and self.opened is not None:
                self.answers = self.before  # the field opened is left as it was
                self._drop_to(len(self.answers))
                self.opened = None
                self.wrong = None
                self.hints = {}
                self.want = self.back_to  # opened by a long NEXT: its answer under the cursor
                self.back_to = None
            elif not self._back():
                return frame.POP  # abandoned: nothing was stored
            self._ask(app)
            return frame.REDRAW
        count = len(self.items)
        step = _STEP if kind == "long" else 1
        run = is_run(self.question[0], self.question[2])
        if event == "NEXT" and kind == "long" and self.fix() is not None:
            self._fix(app)
            return frame.REDRAW
        if event in ("NEXT", "PREV") and kind == "long" and run:
            self.cursor = order.by_ten(self.items, self.cursor, 1 if event == "NEXT" else -1)
        elif event == "NEXT":
            self.cursor = (self.cursor + step) % count
        elif event == "PREV":
            self.cursor = (self.cursor - step) % count
        elif event == "OK" and self.items[self.cursor] == _MORE:
            # The confirm screen with every answer before saving: the cursor goes back to the
            # answer looked at last, whose OK now shows it.
            self.every = True
            self.passed = self.fix()  # offered to a long NEXT, passed over: not the one wanted
            self.items.pop()
            self.cursor = self.items.index(self.seen)
            self.preview = None
            return frame.REDRAW
        elif event == "OK":
            return self._taken(app, self.items[self.cursor])
        elif event.startswith("SEAT") and self.question[0] in SEATS:
            seat = int(event[4:]) - 1  # a table edge's button picks its seat
            if seat not in self.items:
                return frame.STAY
            return self._taken(app, seat)
        else:
            return frame.STAY
        self._look(app)
        return frame.REDRAW

    def _taken(self, app, item):
        """An answer chosen; where it is the last one, the hand shown with it is saved (only
        that: one not shown, as a seat button's or where there was no room to look ahead,
        goes to the confirm screen)."""
        every = self.every
        shown = self.preview is not None and self.preview[0] == item and not every
        self._take(item)
        self._ask(app)
        if self.confirm is not None and shown:
            return wizard_save.commit(self, app)
        if self.confirm is not None and every and len(self.rows) > 1:
            # Asked for every answer: the list, on the first filled-in one but the one a long
            # NEXT would have opened.
            self.cursor = 1
            at = self.rows[1]
            if self.answers[at][0] == self.passed and self.answers[at][2] == USUAL:
                if len(self.rows) > 2 and self.answers[self.rows[2]][2] == USUAL:
                    self.cursor = 2
        return frame.REDRAW

    def _on_confirm(self, app, event):
        count = len(self.rows)
        if event == "NEXT":
            self.cursor = (self.cursor + 1) % count
        elif event == "PREV":
            self.cursor = (self.cursor - 1) % count
        elif event == "OK" and self.cursor == 0:
            return wizard_save.commit(self, app)
        elif event == "OK":
            self._open(app, self.cursor)
        elif event == "BACK" and self.cursor != 0:
            self.cursor = 0
        elif event == "BACK":
            if not self._back():
                return frame.POP  # a correction left as it was: nothing was stored
            self._ask(app)
        else:
            return frame.STAY
        return frame.REDRAW

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, app, fb):
        if self.confirm is not None:
            shown.confirm(fb, app, self)
            return
        if self.preview is not None:
            shown.last(fb, app, self)
            return
        texts = app.texts("entry")
        top = ui.title(fb, self.title(app))
        # The answers so far, or before the first one what the buttons do.
        bottom = ui.foot(fb, shown.summary(texts, app.session.players, self.answers) or texts.HINT)
        ui.item_list(fb, self.labels(app), self.cursor, top, bottom)

    def labels(self, app):
        texts = app.texts("entry")
        players = app.session.players
        field, _, _, skip = self.question
        labels = []
        for item in self.items:
            if item == _MORE:
                labels.append(app.texts("wizard").MORE)
            elif type(item) is tuple:
                from app import wizard_pairs

                labels.append(label(texts, players, wizard_pairs.fields(self, item), item))
            else:
                labels.append(label(texts, players, field, item, skip))
        return labels

    def title(self, app):
        """The question's title: its field (a combined list's: each field), the seat asked,
        whose game was won or lost."""
        texts = app.texts("entry")
        players = app.session.players
        field, seat, _, _ = self.question
        fields = [field]
        if self.second:
            from app import wizard_pairs

            fields += wizard_pairs.titles(self)
        title = ", ".join(texts.FIELDS.get(name, name) for name in fields if name != "won")
        if "won" in fields:
            # whose game it was: the declarer's, forehand's where that was left to its default;
            # beside a game and its result ("Game, Result: Hans + Resi") the rows say "won"
            declarer = self.partial.get("declarer")
            if declarer is None:
                declarer = (self.state["dealer"] + 1) % len(players)
            side = shown.side_of(players, declarer)
            title = title + ": " + side if title else texts.FIELDS["won"] + " " + side
        if seat is not None:
            title += ": " + (team_name(players, seat) if shown.in_teams(app) else players[seat][1])
        return title


def _let_go_of_the_questions():
    heap.unload_all("core.", "choices")  # <game>.choices, schafkopf.ramsch_choices


def _apply(partial, field, seat, stored):
    if stored is None or seat is None:
        partial[field] = stored  # a list field left out at its first entry: the whole list
    else:
        partial.setdefault(field, []).append(stored)


def _state_before(session, index):
    """The state the hand `index` was scored from (the hands before it scored again)."""
    if index == 0:
        return session.new_state()
    found = []

    def keep(number, hand, deltas, state, events):
        if number == index:
            found.append(state)

    session.replay(keep)
    return found[0]


def make(app, saved):
    saved = saved or {}
    screen = Entry(
        app,
        saved.get("i"),
        saved.get("a"),
        saved.get("o"),
        saved.get("h"),
        saved.get("w"),
        saved.get("e", False),
    )
    move = saved.get("m")  # opened by NEXT or PREV on the table: the cursor moved already
    if move and screen.confirm is None:
        screen.cursor = (screen.cursor + move) % len(screen.items)
        screen._look(app)
    take = saved.get("t")  # opened by OK on the table, which said this answer: taken
    if take is not None and screen.first and take in screen.items:
        if screen.items[screen.cursor] != take:  # the table has changed since: looked at
            screen.cursor = screen.items.index(take)
            screen._look(app)
        # An answer that ends the hand is not saved unseen: its hand is shown, OK saves it.
        if screen.preview is None and not screen.starved:
            screen._taken(app, take)
    return screen
