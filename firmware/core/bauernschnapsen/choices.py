"""What may be entered next in a Bauernschnapsen or Talonschnapsen deal (SPEC §6;
docs/entry-choices.md).

Loaded on demand by core.games.choices, like the game modules.
"""

from core import sheet
from core.bauernschnapsen.rules import _WHO, NAMES, RESULTS, card_point_range, playable
from core.questions import CALL, DEFAULT, DERIVE, UNKNOWN, ask, given, spans

_GANGS = ("gang", "zehnergang")


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    sheet.refuse_if_over(state)
    players = state["players"]
    forehand = (state["dealer"] + 1) % players
    if not given(partial, "contract"):
        options = tuple(n for n in NAMES if _enabled(settings, n) and _bidders(settings, n, state))
        return ask("contract", options, CALL)  # skipped: three Unters, dealt again
    name = partial["contract"]
    if name is None:
        return None if given(partial, "redeal") else ask("redeal", (True,))
    if not given(partial, "declarer"):
        seats = _bidders(settings, name, state)
        return ask("declarer", seats, DEFAULT if seats[0] == forehand else None)
    if not given(partial, "won"):
        return ask("won", (True, False) if playable(name, players) else (True,))
    other = _GANGS[1 - _GANGS.index(name)] if name in _GANGS else None
    played = settings["gang_vs_zehnergang"][:-5]  # "gang_wins" -> "gang"
    if other and name == played and other in settings["contracts_enabled"]:
        if not given(partial, "also_bid"):
            return ask("also_bid", (other,), UNKNOWN)  # both bid: this one was played
    if settings["max_flecks"] and not given(partial, "flecks"):
        return ask("flecks", spans(0, settings["max_flecks"]), DEFAULT)  # each doubles (§6.3)
    if name != "normal":
        return None
    if not given(partial, "result"):
        # as the table says it; skipped, the losers' tricks and points give it (§6.2)
        return ask("result", RESULTS, DERIVE)
    if partial["result"] is not None:
        return None
    if not given(partial, "loser_tricks"):
        # the winners took a trick; play may stop at 66, so tricks need not add up (§6.2)
        return ask("loser_tricks", spans(0, 5 if players == 3 else 4))
    tricks = partial["loser_tricks"]
    if tricks and not given(partial, "loser_melds"):
        return ask("loser_melds", range(0, 101, 20), DEFAULT)  # only with a trick
    if not given(partial, "loser_points"):
        melds = partial.get("loser_melds") or 0
        low, high = card_point_range(players, tricks)
        return ask("loser_points", spans(low + melds, high + melds))
    return None


def _enabled(settings, name):
    if name.endswith("ringerl"):
        return settings["ringerl_enabled"]
    return name in settings["contracts_enabled"]


def _bidders(settings, name, state):
    """Seats that may bid `name` (core.bauernschnapsen.rules's table, §6.2, §8 item 39),
    forehand first."""
    players = state["players"]
    forehand = (state["dealer"] + 1) % players
    mask = _WHO[NAMES.index(name)]
    if mask & 16 and settings["partner_may_bid"]:
        mask |= 4
    out = []
    for place in range(players):
        if mask >> (place + (place == 2 and players == 3)) & 1:
            out.append((forehand + place) % players)
    return tuple(out)
