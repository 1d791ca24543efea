"""The games the core knows, one row each, and one entry point per operation that dispatches
to them.

Each game is a package (core/<game>/, docs/adding-a-game.md) of modules with one job each:
<package>.rules (scoring and state), <package>.options (OPTIONS, its settings as text rows,
core.settings), <package>.choices (the entry questions, docs/entry-choices.md),
<package>.facts (what every screen, table, export and report asks of the game: core.facts)
and <package>.describe (what a hand was); its __init__ stays empty, as importing any of them
runs it first. The rules provide:
  new_state(settings, players, dealer)    the state before the first hand (see core.sheet)
  score_hand(settings, state, hand)       -> (deltas per seat, new state, events); never
                                          changes `state`; raises InputError on bad input
  status(settings, state)                 -> ((key, value), ...) for what is pending
The facts and descriptions are asked through core.facts.
Events, status rows and descriptions are stable keys with plain values, never text:
docs/status-keys.md. core.needs says which settings apply only under others.
"""

import sys

from core import heap
from core.errors import InputError, shown

# One row per game: (id, package, (fewest, most) players, title key). The id is what a session
# log and every export name the game by; the package need not be in the core (a game kept
# elsewhere is registered with `register`).
ROWS = [
    ("schafkopf", "core.schafkopf", (3, 5), "schafkopf"),
    ("bierkopf", "core.bierkopf", (4, 4), "bierkopf"),
    ("german_schafkopf", "core.german_schafkopf", (4, 4), "german_schafkopf"),
    ("skat", "core.skat", (3, 4), "skat"),
    ("bauernschnapsen", "core.bauernschnapsen", (3, 4), "bauernschnapsen"),
]
GAMES = tuple(row[0] for row in ROWS)


def register(row):
    """Add a game: one more row as in ROWS (its modules found in the row's package)."""
    global GAMES
    if not isinstance(row, tuple) or len(row) != 4 or row[0] in GAMES:
        raise ValueError("a new game's row: (id, package, (fewest, most), title key)")
    ROWS.append(row)
    GAMES = GAMES + (row[0],)


def row(game):
    """The registry row of `game`; refuses a game the core does not know."""
    if game is None:
        raise InputError("game", "is missing; one of " + ", ".join(GAMES))
    if isinstance(game, str):
        for found in ROWS:
            if found[0] == game:
                return found
    raise InputError("game", "unknown game {}; one of {}".format(shown(game), ", ".join(GAMES)))


def _module_name(game):
    return row(game)[1]


def seats(game):
    """(fewest, most) seats at the table of `game`."""
    return row(game)[2]


def rules(game):
    """The rules of `game`, imported on first use so the device loads only what it plays."""
    return part(game, "rules")


def part(game, short):
    """The module `short` of `game`'s package (rules, choices, facts), imported on first use.
    A loaded one is found as its package's attribute: its dotted name is built only to import
    it, not again as a string on the heap at every hand and every press."""
    module = getattr(sys.modules.get(_module_name(game)), short, None)
    if module is None:
        module = heap.load(_module_name(game) + "." + short)
    return module


def options(game):
    """The settings table of `game` (text, see core.settings)."""
    name = _module_name(game) + ".options"
    table = heap.load(name).OPTIONS
    heap.unload(name)
    return table


# Settings are made once per session (at its start, or its restore after a restart): the code
# that makes them is core.settings, imported for that and let go again (core.heap), so the heap
# holds the settings, not the tables and code that made them (bench/frozen_heap.py).
def make_settings(game, given=None, date=None):
    """The complete, validated settings of a game: its defaults overridden by `given`, and
    what a rule takes from the session's date ("YYYY-MM-DD" or None) filled in."""
    return settings_and_digest(game, given, date, False)[0]


def settings_and_digest(game, given=None, date=None, digested=True):
    """(settings as make_settings makes them, their digest or None): core.settings.of_game.
    A changed setting that has no effect under the others is refused (core.needs), loaded once
    the settings are made and interned and their code let go."""
    made = heap.call("core.settings", "of_game", game, given, date, digested)
    settings, changed = made[0], made[2]
    if changed:
        heap.call("core.needs", "check", game, settings, changed)
    return settings, made[1]


def new_state(game, settings, players, dealer=0):
    fewest, most = seats(game)
    if not isinstance(players, int) or isinstance(players, bool) or not fewest <= players <= most:
        count = str(most) if fewest == most else "{} to {}".format(fewest, most)
        raise InputError(
            "players", "{} is played by {} players, not {}".format(game, count, shown(players))
        )
    return rules(game).new_state(settings, players, dealer)


def score_hand(game, settings, state, hand):
    return part(game, "rules").score_hand(settings, state, hand)


def status(game, settings, state):
    """What is pending, as (key, value) rows (docs/status-keys.md); once a race or the last
    round has decided the game, every game ends with the same ("decided", ...) row."""
    rows = rules(game).status(settings, state)
    if state["over"]:
        rows += (("decided", {"winners": state["winners"], "losers": state["losers"]}),)
    return rows


def choices(game, settings, state, partial):
    """The next question for a partly entered record of `game`, or None once it is complete
    (docs/entry-choices.md). The game's choices module is imported on first use, like its
    rules; it stays loaded while hands are entered."""
    return part(game, "choices").choices(settings, state, partial)
