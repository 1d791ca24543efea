"""Random valid Bierkopf hand records for the lead's benchmark (CPython only)."""

from core.sheet import points_range

SETTINGS = {"pack": "24", "doubling": "escalate", "carry_doubled": True}
PLAYERS = 4

_RESULTS = ("simple", "schneider", "schwarz")
_TRICKS = 6


def _by_points(rng):
    # Tricks first, then card points their cards can hold (the long pack has four blank 9s).
    tricks = rng.randint(0, _TRICKS)
    points = rng.randint(*points_range(4 * tricks, 4))
    return {"points": [points, 120 - points], "tricks": [tricks, _TRICKS - tricks]}


def _hand(rng):
    roll = rng.random()
    if roll < 0.1:
        hand = {"result": "tie"}
    elif roll < 0.55:
        hand = {"result": rng.choice(_RESULTS), "winner": rng.randint(0, 1)}
    else:
        hand = _by_points(rng)
    if rng.random() < 0.4:
        hand["doublings"] = rng.randint(1, 3)
    return hand


def random_hands(rng, count):
    return [_hand(rng) for _ in range(count)]
