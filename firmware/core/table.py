"""State shared by every game: seats, dealer rotation, running scores, race end.

A state is a plain dict of ints, strings, None and flat lists of those, so it can be copied,
compared and stored:
  players   number of seats at the table
  dealer    seat that deals the next hand
  hand_no   hands scored so far (thrown-in deals included)
  scores    running total per seat (cents or game points, as the game says)
  over      True once a race game has reached its target; further hands are refused
  winners   seats that won the race, once it is decided (Bierlachs has none: []), else None
  losers    seats that lost it and pay the stake, once it is decided, else None
Game modules add their own keys (pot, Bock queue, carry, ...).
"""

from core.errors import InputError


def new_state(players, dealer=0):
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer < 0 or dealer >= players:
        raise InputError("dealer", "must be a seat 0..{}".format(players - 1))
    return {
        "players": players,
        "dealer": dealer,
        "hand_no": 0,
        "scores": [0] * players,
        "over": False,
        "winners": None,
        "losers": None,
    }


def copy_state(state):
    """A copy that can be changed without changing `state`. State values are ints, strings,
    None or flat lists, so copying each list one level deep is enough (and fast)."""
    out = {}
    for key in state:
        value = state[key]
        out[key] = value[:] if isinstance(value, list) else value
    return out


def refuse_if_over(state):
    if state["over"]:
        raise InputError("hand", "the game is already decided; start a new one")


def advance(state, deltas):
    """Copy of `state` after a hand: deltas added to scores, next dealer, hand counted."""
    new = copy_state(state)
    scores = new["scores"]
    for seat in range(len(scores)):
        scores[seat] += deltas[seat]
    new["hand_no"] += 1
    new["dealer"] = (new["dealer"] + 1) % new["players"]
    return new


def check_zero_sum(deltas, pot_change=0):
    """Zero-sum games must balance over players + pot after every hand (SPEC §0.3). Raised, not
    asserted, so the check survives optimised builds."""
    if sum(deltas) + pot_change != 0:
        raise RuntimeError("ledger out of balance: {} + pot {}".format(deltas, pot_change))
