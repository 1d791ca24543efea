"""What each game says of itself, asked by every screen, table, export and report: its unit,
its pairs, its title, its standing, its rule card and what a hand was (docs/adding-a-game.md).
Kept apart from core.games, which every part of the device loads, so that only the screens and
commands that ask pay for the asking.

The facts (each optional; the default in brackets):
  unit(settings)                          what the scores count ["points"]
  paired(settings, players)               kept per pair of partners opposite [False]
  title(settings, players)                -> (title key, number or None) from the session's
                                          own settings [(the row's title key, None)]
  standing(settings, state)               each seat's value to rank by, higher is better
                                          [state["scores"]]
  CARD                                    settings the rule card always shows [()]
  CARD_WHEN                               (("key=value", (keys, ...)), ...): shown too when
                                          a setting has that value [()]
  BY_TEAM                                 the hand record names teams, not seats: its
                                          `winner` and its lists are per pair [False]
  DESCRIBE                                the describing module, where games share one
                                          [<package>.describe]
The describing module: describe(settings, record, events) -> {key: value}, the stable keys of
what the hand was, as scored (docs/status-keys.md).
"""

import sys

from core import games, heap


def of(game):
    """The facts module of `game` (see above). It stays loaded with the rules: it is small,
    and the table asks for the unit and the pairs at every drawing."""
    try:
        return games.part(game, "facts")
    except ImportError:
        return None  # a game with every fact at its default


def _fact(game, name):
    module = of(game)
    return getattr(module, name, None) if module is not None else None


def unit(game, settings):
    """What the scores count: "cents" for money, else "points", "pfennigs", "strokes" (German
    Schafkopf), "bolln" (a Bierkopf race by Bolln)."""
    found = _fact(game, "unit")
    return found(settings) if found is not None else "points"


def paired(game, settings, players):
    """Whether the table is kept per pair of partners sitting opposite (seats 0 and 2, 1
    and 3) for the whole evening."""
    found = _fact(game, "paired")
    return found(settings, players) if found is not None else False


def by_team(game):
    """Whether a hand record of `game` names teams (partners opposite) where others name
    seats: its `winner`, and its lists of points and tricks per pair."""
    return getattr(of(game), "BY_TEAM", False)


def title(game, settings, players):
    """(title key, number or None): what the session is called, from its own settings (a
    Bierlachs list to 301 is "Bierlachs 301")."""
    found = _fact(game, "title")
    return found(settings, players) if found is not None else (games.row(game)[3], None)


def standing(game, settings, state):
    """Each seat's value to rank the evening by, higher is better (the list; the fewest
    Bummerl or Bolln first)."""
    found = _fact(game, "standing")
    return found(settings, state) if found is not None else state["scores"]


def card(game, settings):
    """The settings the rule card of `game` shows whatever their value, in their order."""
    module = of(game)
    keys = getattr(module, "CARD", ())
    for when, more in getattr(module, "CARD_WHEN", ()):
        key, _, value = when.partition("=")
        if str(settings.get(key)) == value:
            keys += more
    return keys


def descriptions(game, settings, hands):
    """What each hand was, as scored: [{key: value}, ...] (docs/adding-a-game.md), one for
    each (record, events) in `hands`. The describing code is loaded for
    the call and let go after it (the device describes a screenful of hands now and then),
    unless it was loaded before: frozen code costs nothing to keep, and loaded again from .mpy
    it would cost its size each time."""
    module = of(game)
    name = getattr(module, "DESCRIBE", None) or games._module_name(game) + ".describe"
    kept = name in sys.modules
    try:
        code = heap.load(name).describe
        return [code(settings, record, events) for record, events in hands]
    finally:
        code = None
        if not kept:
            heap.unload(name)
