"""The steps of starting a session, as a state machine without a screen: game, house-rules
preset, any single setting changed, the number of players, a player for each seat (from the
roster, or a new name typed with the picker; a name on the roster mended or deleted), the
first dealer, and the rule card agreed.

handle(event) takes the app's events (hal.buttons) and returns START once the rule card is
agreed (then `game`, `given`, `players` and `dealer` say what to start), CANCEL when BACK
leaves the first step, or None. BACK goes one step back everywhere; nothing is stored until
START (the roster's mended names too), so a wizard abandoned half-way changes nothing. The
first dealer's list starts on no one: OKs pressed after a name is done choose nothing. Its
state is plain data (state(), from_state()) so the screen can keep it over a power cut.
"""

from app import setting_values
from core import games, heap, presets
from core.errors import InputError
from hal.buttons import BACK, NEXT, OK, PREV

GAME = "game"
PRESET = "preset"
RULES = "rules"
EDIT = "edit"
SEATS = "seats"
SEAT = "seat"
NAME = "name"
DEALER = "dealer"
CARD = "card"

START = "start"
CANCEL = "cancel"
MEND = False  # the seat list's last row: mend or delete a name on the roster


class Setup:
    def __init__(self, roster_names, date=None):
        self.roster = roster_names  # most recent first
        self.date = date
        self.step = GAME
        self.cursor = 0
        self.game = None
        self.preset = None
        self.given = {}  # the preset's settings and the changes made to them
        self.changed = []  # keys changed from the preset, for the screen to mark
        self._rows = None  # the game's settings table (games.options), while it is needed
        self._shown = None  # where the settings that apply are in rows() (bytes), while needed
        self.seat_range = None  # (fewest, most) seats of the game
        self.key = None  # the setting being changed
        self.picked = None  # a set setting's entries switched on while it is changed
        self.seats = 0
        self.players = []  # names, seat order
        self.typed = []  # names typed in this wizard: offered again after BACK
        self.mending = None  # True: choosing a name to mend; a name: being mended
        self.mended = False  # the roster's names mended or deleted here: written at START
        self.dealer = 0
        self.picker = None
        self.problem = None  # the core's refusal of the last choice, shown on screen
        self.problem_field = None

    # -- what the screen shows ---------------------------------------------------------------
    def items(self):
        """The current step's choices (values; the screen words them), or None for the
        picker and the rule card."""
        step = self.step
        if step == GAME:
            return games.GAMES
        if step == PRESET:
            return presets.for_game(self.game)
        if step == RULES:
            return [None] + self.shown()  # None: go on
        if step == EDIT:
            kind, domain = self._field(self.key)
            return setting_values.offered(kind, domain, self.value(self.key))
        if step == SEATS:
            fewest, most = self.seat_range
            return list(range(fewest, most + 1))
        if step == SEAT:
            if self.mending:
                return self.free()
            # None: a new name; MEND: mend a name offered (there is one to mend)
            return self.free() + ([None, MEND] if self.free() else [None])
        if step == DEALER:
            return [None] + self.players  # None: no one yet, so a stray OK chooses nothing
        return None

    def paired(self):
        """Whether the seats are kept in pairs of partners opposite (core.facts.paired, under
        the rules agreed and the seats chosen): the seat list and the card say who partners
        whom."""
        if self.seats < 4:
            return False
        return heap.scoped("core.", _paired, self.game, self.given, self.seats)

    def free(self):
        """Names typed here and roster names, not yet seated, most recent first."""
        return [name for name in self.typed + self.roster if name not in self.players]

    def value(self, key):
        """A setting's value as agreed so far: changed, given by the preset, or the default."""
        if key in self.given:
            return self.given[key]
        return self.defaults()[key]

    def shown(self):
        """The keys of the game's settings that apply under the rules agreed so far, in the
        order of its table (core.needs: one truth with the core's own check and the rule
        card); a setting without effect is not offered."""
        rows = self.rows()
        if self._shown is None:
            self._shown = heap.scoped("core.", _applying, self.game, rows, self.given)
        return [rows[i][: rows[i].find(" ")] for i in self._shown]

    def rows(self):
        """The game's settings table, read again when a step needs it after it was let go."""
        if self._rows is None or self._rows[0] != self.game:
            self._rows = (self.game, games.options(self.game))
        return self._rows[1]

    def defaults(self):
        settings = getattr(self, "_defaults", None)
        if settings is None or settings[0] != self.game:
            settings = (self.game, presets.defaults(self.game))
            self._defaults = settings
        return settings[1]

    def let_go(self):
        """Forget what only the rules steps need (the settings table, the defaults): the
        seats and the picker have the room, and the rule card reads them again."""
        self._rows = None
        self._defaults = None
        self._shown = None

    def kind(self, key):
        return self._field(key)[0]

    def _field(self, key):
        head = key + " "
        for row in self.rows():
            if row.startswith(head):
                field = presets.field(row)
                return field[1], field[2]
        raise InputError("setting", "{} has no setting {}".format(self.game, key))

    # -- input -------------------------------------------------------------------------------
    def handle(self, event, step=1):
        """`step`: how far PREV/NEXT move in a list (a long press: a screen's page, which
        the drawing knows)."""
        self.problem = None
        self.problem_field = None
        if self.step == NAME:
            return self._name(event)
        if self.step == SEAT and self.mending is True and event == BACK:
            self.mending = None
            self._go(SEAT, len(self.free()) + 1)  # back on "mend a name"
            return None
        if self.step == CARD:
            # The card a page at a time: `step` is how many of its settings this page shows
            # (0 on its last page, NEXT goes back to the first); PREV to the first page.
            if event == NEXT:
                self.cursor = self.cursor + step if step else 0
            elif event == PREV:
                self.cursor = 0
            elif event == OK:
                return self._agree()
            elif event == BACK:
                self._go(DEALER, self.dealer)
            return None
        items = self.items()
        if event == NEXT or event == PREV:
            self.cursor = _moved(self.cursor, len(items), step if event == NEXT else -step)
        elif event == OK:
            return self._choose(items[self.cursor])
        elif event == BACK:
            return self._back()
        return None

    def _choose(self, item):
        step = self.step
        if step == GAME:
            self.game = item
            self.seat_range = _players(item)
            self._go(PRESET, 0)
        elif step == PRESET:
            # A preset this device cannot play (Bierlachs "300 + date" while the clock does
            # not know the date, SPEC §5.8) is refused here, before any name is typed. The
            # presets themselves are sound (tests/core check each); only the clock can make
            # one unplayable, so the rules are loaded for the check only without a date.
            given = presets.given(self.game, item)
            if self.date is None:
                try:
                    _checked(self.game, given, self._usual_seats(), None)
                except InputError as err:
                    self._refused(err)
                    return None
            self.preset = item
            self.given = given
            self.changed = []
            self._shown = None
            self._go(RULES, 0)
        elif step == RULES:
            if item is None:
                self._to_seats()
            else:
                self.key = item
                if self.kind(item) == "set":
                    self.picked = list(self.value(item))
                    self._go(EDIT, 0)
                else:
                    kind, domain = self._field(item)
                    current = self.value(item)
                    self._go(EDIT, _index(setting_values.offered(kind, domain, current), current))
        elif step == EDIT:
            if self.kind(self.key) == "set":
                if item in self.picked:
                    self.picked.remove(item)
                else:
                    self.picked.append(item)
                return None
            self._change(self.key, item)
        elif step == SEATS:
            self.seats = item
            self.players = []
            self._go(SEAT, 0)
        elif step == SEAT:
            if item is MEND:
                self.mending = True
                self._go(SEAT, 0)
            elif item is None or self.mending:
                from app.picker import Picker

                if self.mending:
                    # The name as it is, to mend; emptied and done, it is deleted. No other
                    # name known here may be taken.
                    taken = [name for name in self.players + self.free() if name != item]
                    self.picker = Picker(taken, item)
                    self.mending = item
                else:
                    self.picker = Picker(self.players)
                self.step = NAME
            else:
                self._seat(item)
        elif step == DEALER:
            if item is None:
                return None  # no one chosen yet
            self.dealer = self.cursor - 1
            self._check_all()
            if self.problem is None:
                self._go(CARD, 0)  # the card's first page
        return None

    def _back(self):
        step = self.step
        if step == GAME:
            return CANCEL
        if step == PRESET:
            self._go(GAME, _index(games.GAMES, self.game))
        elif step == RULES:
            self._go(PRESET, _index(presets.for_game(self.game), self.preset))
        elif step == EDIT:
            if self.kind(self.key) == "set":
                # A set is changed entry by entry: BACK keeps what was switched (long OK is
                # the three-button profile's only way out), checked by the core like a value.
                self._change(self.key, sorted(self.picked))
                if self.problem is not None:
                    return None
            else:
                self._go(RULES, self._rules_row(self.key))
        elif step == SEATS:
            self._go(RULES, 0)
        elif step == SEAT:
            if self.players:
                name = self.players.pop()
                self._go(SEAT, _index(self.items(), name))
            elif self._seat_counts() > 1:
                self._go(SEATS, _index(self.items(), self.seats))
            else:
                self._go(RULES, 0)
        elif step == DEALER:
            name = self.players.pop()
            self._go(SEAT, _index(self.items(), name))
        return None

    def _mend(self, old, new):
        """`old` (on the roster or typed here) becomes `new`, or is deleted where `new` is
        empty; the roster file takes it when the session starts (state() keeps it till then)."""
        for attr in ("roster", "typed"):
            names = list(getattr(self, attr))  # the caller's list stays as it was
            if old in names:
                at = names.index(old)
                if new:
                    names[at] = new
                else:
                    names.pop(at)
                setattr(self, attr, names)
                self.mended = self.mended or attr == "roster"

    def _change(self, key, value):
        """Take a new value of one setting if the core accepts the whole set of rules with it;
        otherwise keep the old one and say why."""
        trial = dict(self.given)
        trial[key] = list(value) if isinstance(value, (list, tuple)) else value
        try:
            _checked(self.game, trial, self._usual_seats(), self.date)
        except InputError as err:
            self._refused(err)
            return
        self.given = trial
        self._shown = None  # a setting may bring others in or take them out (core.needs)
        # Marked only where the value now differs from the preset's: a setting opened and
        # left as it was is no change, and one set back to the preset's value no longer is.
        before = presets.given(self.game, self.preset).get(key, self.defaults()[key])
        if _same(trial[key], before):
            if key in self.changed:
                self.changed.remove(key)
        elif key not in self.changed:
            self.changed.append(key)
        self._go(RULES, self._rules_row(key))

    def _to_seats(self):
        self.let_go()
        if self._seat_counts() > 1:
            fewest = self.seat_range[0]
            self._go(SEATS, max(self._usual_seats() - fewest, 0))
        else:
            self.seats = self.seat_range[0]
            self.players = []
            self._go(SEAT, 0)

    def _seat(self, name):
        self.players.append(name)
        if len(self.players) < self.seats:
            self._go(SEAT, 0)
        else:
            self._go(DEALER, 0)

    def _name(self, event):
        from app import picker

        answer = self.picker.handle(event)
        old = self.mending
        if old is not None and answer is not None:
            new = self.picker.text if answer == picker.DONE else old
            if answer == picker.DONE:
                self._mend(old, new)  # "" deletes it
            self.picker = None
            self.mending = None
            self.step = SEAT
            self.cursor = _index(self.items(), new)  # on the name mended, else the top
            return None
        if answer == picker.DONE:
            name = self.picker.text
            if name not in self.typed and name not in self.roster:
                self.typed.insert(0, name)
            self.picker = None
            self.step = SEAT
            self._seat(name)
        elif answer == picker.CANCEL:
            self.picker = None
            self.step = SEAT
            self.cursor = len(self.free())  # back on "new name"
        return None

    def _check_all(self):
        try:
            _checked(self.game, self.given, len(self.players), self.date)
        except InputError as err:
            self._refused(err)

    def _refused(self, err):
        """Keep the core's refusal for the screen: its field, and its words."""
        self.problem = str(err)
        self.problem_field = err.field

    def _agree(self):
        self._check_all()
        if self.problem is not None:
            return None
        return START

    # -- helpers -----------------------------------------------------------------------------
    def _go(self, step, cursor):
        self.step = step
        self.cursor = cursor if cursor >= 0 else 0

    def _rules_row(self, key):
        shown = self.shown()
        for i in range(len(shown)):
            if shown[i] == key:
                return i + 1
        return 0

    def _seat_counts(self):
        fewest, most = self.seat_range
        return most - fewest + 1

    def _usual_seats(self):
        """The table most games of the kind are played at (offered first): Skat by three (a
        fourth deals and sits out), every other game here by four where it may be."""
        fewest, most = self.seat_range
        if self.game == "skat" or not fewest <= 4 <= most:
            return fewest
        return 4

    # -- kept over a power cut -----------------------------------------------------------------
    def state(self):
        return {
            "step": self.step if self.step != NAME else SEAT,
            "cursor": self.cursor if self.step != NAME else 0,
            "game": self.game,
            "preset": self.preset,
            "given": self.given,
            "changed": self.changed,
            "key": self.key,
            "picked": self.picked,
            "seats": self.seats,
            "players": self.players,
            "typed": self.typed,
            "dealer": self.dealer,
            "roster": self.roster if self.mended else None,  # mended, not yet written
        }

    @classmethod
    def from_state(cls, roster_names, date, saved):
        """Rebuild a wizard kept by state(); anything that no longer fits starts it afresh."""
        setup = cls(roster_names, date)
        if not isinstance(saved, dict) or saved.get("step") not in (
            GAME, PRESET, RULES, EDIT, SEATS, SEAT, DEALER, CARD
        ):  # fmt: skip
            return setup
        try:
            game = saved["game"]
            if game is not None:
                setup.seat_range = _players(game)
                # Checked against the game's table: what the rules refuse as a whole (a date
                # the clock does not know) is said again at the rule card.
                presets.defaults(game, saved["given"])
            for name in ("step", "cursor", "game", "preset", "given", "changed", "key"):
                setattr(setup, name, saved[name])
            for name in ("picked", "seats", "players", "typed", "dealer"):
                setattr(setup, name, saved[name])
            if saved.get("roster") is not None:
                setup.roster = list(saved["roster"])
                setup.mended = True
            items = setup.items()
            if items is not None and not 0 <= setup.cursor < len(items):
                setup.cursor = 0
        except (InputError, KeyError, TypeError, ValueError, IndexError):
            return cls(roster_names, date)
        return setup


def _applying(game, rows, given):
    from core import needs

    settings = presets.defaults(game, given)
    out = bytearray()  # a game has fewer than 256 settings
    for i in range(len(rows)):
        if needs.applies(game, settings, rows[i][: rows[i].find(" ")]):
            out.append(i)
    return bytes(out)


def _same(a, b):
    """Two values of a setting alike (a set's entries in any order)."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return sorted(a) == sorted(b)
    return a == b


def _moved(cursor, count, step):
    """The cursor `step` rows on in a list of `count`: one row wraps round at either end; a
    page stops at the first or last row, and wraps from there."""
    if step == 1 or step == -1:
        return (cursor + step) % count
    if cursor == (count - 1 if step > 0 else 0):
        return 0 if step > 0 else count - 1
    return min(max(cursor + step, 0), count - 1)


def _paired(game, given, seats):
    from core import facts

    return facts.paired(game, presets.defaults(game, given), seats)


# While the players pick their rules and seats, a game's rules (over 20 KB from .mpy) are
# needed only for a moment at a time, and the wizard's screens need the room until the session
# starts: what a look at the rules loads is let go again after it (core.heap.scoped).
def _players(game):
    """(fewest, most) seats of `game`, from its rules module, which is let go again."""
    return heap.scoped("core.", games.seats, game)


def _checked(*args):
    """core.presets.check, with the rules it loads let go again."""
    return heap.scoped("core.", presets.check, *args)


def _index(items, value):
    for i in range(len(items)):
        if items[i] == value:
            return i
    return 0
