"""What each game says of its hands (core.facts.descriptions): the result, contract and seats
the core derived, one description for every screen, table, export and report; Skat's:
test_facts_described_skat.py."""

from checks import equal
from described import described


def test_what_the_core_derived_is_described():
    # Card points give the result; a Bauernschnapsen contract nobody declared is forehand's.
    got = described(
        "schafkopf", {}, 4, [{"contract": "solo", "declarer": 2, "points": 95, "tricks": 6}]
    )
    equal(got[0]["result"], "won_schneider")
    got = described("bierkopf", {}, 4, [{"points": [35, 85]}])[0]
    equal((got["winners"], got["level"]), ([1, 3], "simple"))
    got = described("bauernschnapsen", {}, 4, [{"contract": "bettler", "won": False}])[0]
    equal((got["contract"], got["declarer"], got["won"]), ("bettler", 1, False), "forehand")
