"""The new-session screen: the steps of app.setup drawn by app.setup_draw, kept on flash with
the screen stack so a power cut comes back to the same step, and at the end the session
started in the journal, the players moved to the top of the roster, and the table shown.
Abandoned (BACK from the first step) it changes nothing stored.

The wizard's modules are imported here inside the methods, not at the top, and let go before
the session starts: nothing of them stays referenced, so the room they took is free for the
game's rules and the session."""

import sys

from app import frame
from core import heap
from core.errors import InputError

# Loaded for this screen and let go with it (the frame lets go of the screen's own module and
# its texts): the wizard's code is needed only while a session is being set up.
_MODULES = (
    "app.setup",
    "app.setup_draw",
    "app.setting_list",
    "app.picker",
    "sync.roster",
    "app.rulecard",
    "app.setting_values",
    "core.presets",
    "core.names",  # the roster's and the picker's checks
    "core.shown",  # core.names' check of the characters
)


class NewSession(frame.Screen):
    full = True

    def __init__(self, app, saved):
        self.setup = _wizard(app, saved)
        self.page = 1  # rows a long PREV/NEXT moves (the rule card: rows on its page)
        self.said = None  # the refusal shown, in the device's words

    def saved(self):
        return self.setup.state()

    def handle(self, app, event, kind):
        from app import setup as steps

        # A long press moves a list by a page; on the rule card every NEXT turns its page.
        card = self.setup.step == steps.CARD
        answer = self.setup.handle(event, self.page if kind == "long" or card else 1)
        if answer == steps.CANCEL:
            self.setup = None
            _let_go()
            return frame.POP
        if answer == steps.START:
            return self._start(app)
        return frame.REDRAW

    def _start(self, app):
        from app.journal import StorageFullError

        app.busy()
        setup = self.setup
        kept = setup.state()
        game, given, players, dealer, date = (
            setup.game, setup.given, setup.players, setup.dealer, setup.date
        )  # fmt: skip
        known = setup.roster
        # The wizard makes room for the session's rules before they load; should the start
        # be refused, it comes back for the rule card to say why.
        setup = None
        self.setup = None
        _let_go()
        import gc

        from app import type as ty

        ty.release()  # the fonts load again for the table; the rules load now
        gc.collect()
        from core.session import Session

        try:
            session = Session(game, given, players, dealer, date)
            app.journal.start(session)
        except (InputError, OSError, StorageFullError) as err:
            # Refused by the core or the journal (a session still open, the flash full): said
            # on the rule card, and nothing was stored.
            self.setup = _wizard(app, kept)
            self.setup.problem = str(err)
            # Said in the screen's words by its key (app.setup_draw): the core's field, the
            # journal's full memory, or a write that failed otherwise (its errno says nothing).
            field = getattr(err, "field", None)
            if isinstance(err, StorageFullError):
                field = "storage"
            elif isinstance(err, OSError):
                field = "not_stored"
            self.setup.problem_field = field
            return frame.REDRAW
        from sync.roster import Roster

        try:
            Roster(app.root).seated(players, known)
        except OSError:
            pass  # the session is stored; a roster not updated costs only a press next time
        _let_go()
        return frame.HOME

    def draw(self, app, fb):
        from app import setting_values, setup_draw
        from app import setup as steps

        setup = self.setup
        rules = ()
        if setup.step in (steps.PRESET, steps.RULES, steps.EDIT, steps.CARD):
            rules = setting_values.rule_words(setup.game, app.texts)
        else:
            setting_values.let_go()  # the seats and the picker have their room
        if setup.problem is not None and setup.problem is not self.said:
            # The core's refusal in the device's words, looked up once for as long as it shows;
            # a setting ("settings.schwarz_rate") named as the rule card names it.
            problem = setup.problem
            field = getattr(setup, "problem_field", None) or ""
            if rules and field[:9] == "settings." and problem[: len(field) + 2] == field + ": ":
                problem = setting_values.label(rules, field[9:]) + problem[len(field) :]
            self.said = heap.call("app.refusal", "said", app, problem, setup.players)
            setup.problem = self.said
        self.page = setup_draw.draw(fb, self.setup, app.texts("newsession"), rules)


def _wizard(app, saved):
    from app.setup import Setup
    from sync.roster import Roster

    names = Roster(app.root).names
    date = app.device.clock.date()
    if saved is None:
        return Setup(names, date)
    return Setup.from_state(names, date, saved)


def _let_go():
    if "app.setting_values" in sys.modules:
        sys.modules["app.setting_values"].let_go()  # its catalogues
    for name in _MODULES:
        heap.unload(name)


def make(app, saved):
    return NewSession(app, saved)
