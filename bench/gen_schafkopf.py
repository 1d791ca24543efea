"""Random valid Bavarian Schafkopf hand records for the lead's benchmark (CPython only)."""

from core.sheet import points_range

SETTINGS = {
    "allowed_contracts": [
        "rufer",
        "wenz",
        "solo",
        "tout",
        "sie",
        "geier",
        "suit_wenz",
        "bettel",
        "bettel_brett",
        "hochzeit",
    ],  # fmt: skip
    "klopfen": "all",
    "stock_sweetener": 10,
    "bock_triggers": ["lost_solo", "schwarz"],
}
PLAYERS = 4

_SOLOS = (("solo", 14), ("wenz", 4), ("geier", 4), ("suit_wenz", 11))
_RESULTS = ("lost_schwarz", "lost_schneider", "lost", "won", "won_schneider", "won_schwarz")


def _hand(rng):
    """One record valid in every reachable state: no Kreuzbock, Muss or Ramsch is ever due
    under SETTINGS, so any contract may follow any other."""
    kind = rng.randrange(10)
    declarer = rng.randrange(4)
    if kind == 0:
        return {"contract": "all_pass"}
    if kind == 1:
        return {"contract": "sie", "declarer": declarer}
    if kind == 2:
        name = rng.choice(("bettel", "bettel_brett"))
        return {"contract": name, "declarer": declarer, "tricks": rng.choice((0, 0, 1, 2))}
    hand = {"declarer": declarer, "knocks": rng.randrange(3)}
    if kind < 7:
        hand["contract"] = rng.choice(("rufer", "rufer", "hochzeit"))
        hand["partner"] = (declarer + rng.randrange(1, 4)) % 4
        trumps = 14
    else:
        hand["contract"], trumps = rng.choice(_SOLOS)
        if rng.randrange(6) == 0:
            hand["tout"] = True
            hand["result"] = rng.choice(("won", "lost"))
    if "result" not in hand:
        if rng.randrange(2):
            tricks = rng.randrange(9)
            hand["tricks"] = tricks
            hand["points"] = rng.randint(*points_range(4 * tricks, 12))
        else:
            hand["result"] = rng.choice(_RESULTS)
    hand["runners"] = rng.randrange(trumps + 1)
    if rng.randrange(4) == 0:
        hand["stoss"] = 1
        if rng.randrange(3) == 0:
            hand["retour"] = 1
    return hand


def random_hands(rng, count):
    return [_hand(rng) for _ in range(count)]
