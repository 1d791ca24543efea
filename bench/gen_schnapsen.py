"""Random valid Bauernschnapsen hand records for the lead's benchmark (CPython only).

Valid whoever deals: contracts only forehand may bid leave "declarer" out (it defaults to
forehand); contracts anyone may bid name any seat. Kontra contracts and Farbenringerl depend on
who is forehand, so they are left out. The bench scripts put firmware/ on the path.
"""

from core.bauernschnapsen.rules import NAMES, card_point_range

SETTINGS = {
    "contracts_enabled": list(NAMES[:-2]),
    "ringerl_enabled": True,
    "partner_may_bid": True,
    "cents_per_bummerl": 50,
}
PLAYERS = 4

_ANYONE = ("bettler", "assenbettler", "assbettler", "plauderer", "gang", "zehnergang")
_FOREHAND = ("schnapser", "bauernschnapser", "bauernloch", "trumpfringerl")


def _hand(rng):
    roll = rng.random()
    if roll < 0.03:
        return {"redeal": True}
    if roll < 0.6:
        tricks = rng.randint(0, 4)
        melds = rng.choice((0, 0, 20, 40, 60)) if tricks else 0
        low, high = card_point_range(PLAYERS, tricks)
        hand = {
            "contract": "normal",
            "won": rng.random() < 0.6,
            "loser_tricks": tricks,
            "loser_points": rng.randint(low, high) + melds,
        }
        if melds:
            hand["loser_melds"] = melds
    elif roll < 0.85:
        hand = {"contract": rng.choice(_ANYONE), "declarer": rng.randint(0, 3)}
        hand["won"] = rng.random() < 0.5
    else:
        name = rng.choice(_FOREHAND)
        # a Ringerl is shown, not played: never lost (SPEC §6.2)
        hand = {"contract": name, "won": rng.random() < 0.5 or name == "trumpfringerl"}
    if rng.random() < 0.3:
        hand["flecks"] = rng.randint(1, 3)
    return hand


def random_hands(rng, count):
    return [_hand(rng) for _ in range(count)]
