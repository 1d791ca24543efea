"""The score sheet every game keeps: seats, dealer rotation, running scores, race end (the
state shared by every game), and the checks of card points and zero sums every game makes.

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
    out = state.copy()
    for key in state:
        # The lists alone copied again: on MicroPython a store per key took a fifth of the
        # time a Bauernschnapsen hand is scored in (bench/score_speed.py).
        if isinstance(state[key], list):
            out[key] = state[key][:]
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


# Card values other than blanks, four of each, lowest first (SPEC §1): Unter, Ober, King, Ten,
# Ace.
_VALUES = (2, 3, 4, 10, 11)


def _fewest(cards, blanks, values):
    points = 0
    cards -= blanks  # blanks (7s, 8s, 9s) are worth nothing and go first
    for value in values:
        take = min(4, cards) if cards > 0 else 0
        points += take * value
        cards -= take
    return points


def points_range(cards, blanks, values=_VALUES):
    """(fewest, most) card points that `cards` cards of a pack can hold. The pack is the 20
    valued cards plus `blanks` worth 0 (12 in 32 cards, 4 in 24, none in 20): 120 points, or
    four of each of `values` (lowest first) in all."""
    most = 4 * sum(values) - _fewest(20 + blanks - cards, blanks, values)
    return _fewest(cards, blanks, values), most


def check_points(field, points, cards, blanks):
    """Refuse card points that `cards` cards of the pack cannot hold."""
    low, high = points_range(cards, blanks)
    if points < low or points > high:
        raise InputError(
            field,
            "{} card points cannot be in {} cards ({} to {})".format(points, cards, low, high),
        )


def check_zero_sum(deltas, pot_change=0):
    """Zero-sum games must balance over players + pot after every hand (SPEC §0.3). Raised, not
    asserted, so the check survives optimised builds."""
    if sum(deltas) + pot_change != 0:
        raise RuntimeError("ledger out of balance: {} + pot {}".format(deltas, pot_change))
