"""Random valid Skat hand records for the lead's benchmark (CPython only)."""

from core.deal_points import completes, skat_deals
from core.sheet import points_range

SETTINGS = {
    "kontra": "up_to_resupra",
    "on_all_pass": "ramsch",
    "schieberamsch": True,
    "pinke": "grand_hand_jackpot",
    "money_settlement": 1,
}
PLAYERS = 3

_GAMES = ("diamonds", "hearts", "spades", "clubs", "grand")
_BIDS = (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60)


def _points_for(rng, tricks):
    # Three cards a trick plus the two of the skat (SPEC §5.1).
    return rng.randint(*points_range(3 * tricks + 2, 12))


def _trump(rng):
    game = rng.choice(_GAMES)
    tricks = rng.randint(0, 10)
    hand = {
        "game": game,
        "declarer": rng.randrange(PLAYERS),
        "bid": rng.choice(_BIDS),
        "matadors": rng.randint(1, 4 if game == "grand" else 11),
        "declarer_points": _points_for(rng, tricks),
        "declarer_tricks": tricks,
    }
    if rng.random() < 0.3:
        hand["hand"] = True
        said = rng.choice(("", "", "schneider_announced", "schwarz_announced", "ouvert"))
        if said:
            hand[said] = True
    if rng.random() < 0.2:
        hand["kontra"] = rng.randint(1, 4)
    return hand


def _null(rng):
    hand = {
        "game": "null",
        "declarer": rng.randrange(PLAYERS),
        "bid": rng.choice((18, 20, 22, 23)),
        "hand": rng.random() < 0.4,
        "ouvert": rng.random() < 0.4,
        "declarer_tricks": rng.choice((0, 0, 0, 1, 2, 5)),
    }
    return hand


def _ramsch(rng):
    while True:
        cut = sorted((rng.randint(0, 10), rng.randint(0, 10)))
        tricks = [cut[0], cut[1] - cut[0], 10 - cut[1]]
        cut = sorted((rng.randint(0, 120), rng.randint(0, 120)))
        points = [cut[0], cut[1] - cut[0], 120 - cut[1]]
        # Three cards a trick and the skat's two to the last trick's taker (SPEC §1, §5.9)
        if any(
            completes(lims, n, points, top) for lims, n, top in skat_deals(tricks, None, "trick")
        ):
            return _named(points, tricks, rng.randint(0, 3))


def _named(points, tricks, pushes):
    """The record the device saves for the deal (docs/hand-record/skat.md): who swept, else
    who lost with how many, the seats tied with him and those without a trick."""
    hand = {"game": "pass", "pushes": pushes}
    if 10 in tricks:
        hand["durchmarsch"] = tricks.index(10)
        return hand
    most = max(points)
    losers = [seat for seat in range(3) if points[seat] == most]
    hand["loser"] = losers[0]
    hand["loser_points"] = most
    if losers[1:]:
        hand["tied"] = losers[1:]
    maidens = [seat for seat in range(3) if not tricks[seat]]
    if maidens:
        hand["maidens"] = maidens
    return hand


def random_hands(rng, count):
    makers = (_trump, _trump, _trump, _trump, _null, _ramsch)
    return [rng.choice(makers)(rng) for _ in range(count)]
