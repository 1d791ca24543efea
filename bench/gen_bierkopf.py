"""Random valid Bierkopf hand records for the lead's benchmark (CPython only)."""

SETTINGS = {"pack": "24", "doubling": "escalate", "carry_doubled": True}
PLAYERS = 4

_RESULTS = ("simple", "schneider", "schwarz")
_TRICKS = 6


def _by_points(rng):
    points = rng.randint(0, 120)
    # The long pack's four 9s may form one trick worth nothing (SPEC §8 item 19).
    blank = rng.randint(0, 1)
    if points == 0:
        tricks = blank
    elif points == 120:
        tricks = _TRICKS - blank
    else:
        tricks = rng.randint(1, _TRICKS - 1)
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
