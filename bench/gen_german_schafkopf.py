"""Random valid German Schafkopf hand records for the lead's benchmark (CPython only)."""

from core.sheet import points_range

SETTINGS = {"tally_per": "player", "target_strokes": "12"}
PLAYERS = 4

_RESULTS = ("simple", "schneider", "schwarz")


def _by_points(rng):
    # Tricks first, then card points their cards can hold (twelve 7s, 8s and 9s are blank).
    tricks = rng.randint(0, 8)
    points = rng.randint(*points_range(4 * tricks, 12))
    return {"points": [points, 120 - points], "tricks": [tricks, 8 - tricks]}


def _hand(rng):
    roll = rng.random()
    if roll < 0.05:
        hand = {"result": "tie"}
    elif roll < 0.5:
        hand = {"result": rng.choice(_RESULTS), "winner": rng.randint(0, 1)}
    else:
        hand = _by_points(rng)
    hand["declarer"] = rng.randint(0, 3)
    kind = rng.random()
    if kind < 0.15:
        hand["solo"] = True
    elif kind < 0.3:
        hand["forced"] = True
    return hand


def random_hands(rng, count):
    return [_hand(rng) for _ in range(count)]
