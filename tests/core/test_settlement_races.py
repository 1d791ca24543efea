"""Settling up at the end of the evening: what the race games' losers owe."""

from checks import equal
from core.settlement import settle_up
from settlements import paid, state_with


def test_bierkopf_stakes():
    done = {"over": True, "winners": [0, 2], "losers": [1, 3], "scores": [22, 15, 22, 15]}
    for stake, owes in (
        ("beer_per_losing_player", [[1, "mass", 1], [3, "mass", 1]]),
        ("round", [[1, "round", 1]]),
        ("bolln_count", [[0, "beer", 22], [1, "beer", 15], [2, "beer", 22], [3, "beer", 15]]),
    ):
        rules, state = state_with("bierkopf", {"stake": stake}, 4, **done)
        equal(settle_up("bierkopf", rules, state)["owes"], owes, stake)


def test_german_schafkopf_losers_owe_a_litre_each():
    done = {"over": True, "winners": [1, 3], "losers": [0, 2], "scores": [4, 9, 4, 9]}
    rules, state = state_with("german_schafkopf", {}, 4, **done)
    equal(settle_up("german_schafkopf", rules, state)["owes"], [[0, "mass", 1], [2, "mass", 1]])


def test_bauernschnapsen_bummerl_in_cents():
    rules, state = state_with("bauernschnapsen", {"cents_per_bummerl": 50}, 4,
                              bummerl=[3, 1, 3, 1])  # fmt: skip
    got = settle_up("bauernschnapsen", rules, state)
    # Team 0 has two Bummerl more: each of its players pays 100 cents.
    equal(paid([-100, 100, -100, 100], got["payments"]), [0, 0, 0, 0], "cleared")
    equal(len(got["payments"]), 2, "two payments")
    equal(
        got["owes"], [[0, "bummerl", 3], [1, "bummerl", 1], [2, "bummerl", 3], [3, "bummerl", 1]]
    )
    equal(got["ranking"][:2], [1, 3], "fewest Bummerl first")


def test_a_race_not_yet_decided_owes_nothing():
    rules, state = state_with("bierkopf", {}, 4)
    equal(settle_up("bierkopf", rules, state)["owes"], [])
