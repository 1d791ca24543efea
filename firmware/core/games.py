"""The games the core knows, and one entry point per operation that dispatches to them.

Each game module provides:
  OPTIONS                                 setting rows for core.settings.make
  PLAYERS                                 (fewest, most) seats at the table
  new_state(settings, players, dealer)    the state before the first hand (see core.table)
  score_hand(settings, state, hand)       -> (deltas per seat, new state, events); never
                                          changes `state`; raises InputError on bad input
  status(settings, state)                 -> ((label, value), ...) for what is pending
"""

from core import settings as _settings
from core.errors import InputError

GAMES = ("schafkopf", "bierkopf", "german_schafkopf", "skat", "bauernschnapsen")


def rules(game):
    """The module for `game`, imported on first use so the device loads only what it plays."""
    if game == "schafkopf":
        from core import schafkopf as module
    elif game == "bierkopf":
        from core import bierkopf as module
    elif game == "german_schafkopf":
        from core import german_schafkopf as module
    elif game == "skat":
        from core import skat as module
    elif game == "bauernschnapsen":
        from core import schnapsen as module
    else:
        raise InputError("game", "unknown game {!r}; one of {}".format(game, ", ".join(GAMES)))
    return module


def make_settings(game, given=None):
    return _settings.make(rules(game).OPTIONS, given)


def new_state(game, settings, players, dealer=0):
    fewest, most = rules(game).PLAYERS
    if not isinstance(players, int) or players < fewest or players > most:
        raise InputError("players", "{} is played by {} to {} players".format(game, fewest, most))
    return rules(game).new_state(settings, players, dealer)


def score_hand(game, settings, state, hand):
    return rules(game).score_hand(settings, state, hand)


def status(game, settings, state):
    return rules(game).status(settings, state)


def unit(game, settings):
    """What the scores count: "cents" for money, else "points" (Schafkopf: by its tariff)."""
    module = rules(game)
    return module.unit_name(settings) if hasattr(module, "unit_name") else "points"
