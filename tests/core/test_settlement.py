"""Settling up at the end of the evening: Schafkopf and Skat money, the Bierlachs round (the
race games in test_settlement_races, so each file keeps its heap to spare)."""

from checks import equal
from core.settlement import settle_up
from settlements import paid, state_with


def test_schafkopf_money_with_the_pot_as_an_account():
    # Seat balances and a pot of 60 that the players paid in: the pot pays out like a player.
    scores = [150, -50, 40, -200]
    rules, state = state_with("schafkopf", {}, 4, scores=scores, pot=60)
    got = settle_up("schafkopf", rules, state)
    equal(paid(scores + [60], got["payments"]), [0, 0, 0, 0, 0], "cleared")
    equal(len(got["payments"]), 4, "fewest payments")
    equal(got["ranking"], [0, 2, 1, 3], "ranking")
    rules, state = state_with("schafkopf", {}, 4, scores=[10, 10, -20, 0], pot=0)
    equal(settle_up("schafkopf", rules, state)["ranking"], [0, 1, 3, 2], "ties in seat order")


def test_schafkopf_points_tariff_pays_nothing():
    rules, state = state_with("schafkopf", {"tariff_preset": "social_points"}, 4,
                              scores=[6, -2, -2, -2])  # fmt: skip
    got = settle_up("schafkopf", rules, state)
    equal((got["payments"], got["ranking"][0]), ([], 0))


def test_skat_money_from_the_list_spec_d_skat_26():
    rules, state = state_with("skat", {"money_settlement": 1}, 3, scores=[150, -40, 10])
    got = settle_up("skat", rules, state)
    # net A +330, B -240, C -90 (SPEC D-SKAT-26): B and C each pay A.
    equal(sorted(got["payments"]), [[1, 0, 240], [2, 0, 90]])


def test_skat_pinke_jackpot_collected_spec_d_skat_27():
    # B and C lost a game each (50 c into the pot), then A won a Grand Hand and took the pot:
    # the Pinke is money between the players, settled even without money from the list.
    rules, state = state_with("skat", {"pinke": "grand_hand_jackpot"}, 3, pinke=[100, -50, -50])
    got = settle_up("skat", rules, state)
    equal(sorted(got["payments"]), [[1, 0, 50], [2, 0, 50]])


def test_skat_pot_is_paid_in_beside_the_money_from_the_list():
    # D-SKAT-26's list (A +330, B -240, C -90) plus Pinke fees still in the pot: A paid 50, B
    # 100, so the pot (account 3) holds 150 and is paid like a player.
    given = {"money_settlement": 1, "pinke": "loss_fee"}
    scores = [150, -40, 10]
    rules, state = state_with("skat", given, 3, scores=scores, pinke=[-50, -100, 0], pot=150)
    got = settle_up("skat", rules, state)
    equal(paid([280, -340, -90, 150], got["payments"]), [0, 0, 0, 0], "cleared")
    equal(len(got["payments"]), 3, "fewest payments")
    equal(sum(cents for _, payee, cents in got["payments"] if payee == 3), 150, "into the pot")


def test_bierlachs_loser_buys_the_round():
    done = {"scores": [-504, -224, -350], "over": True, "winners": [], "losers": [0]}
    rules, state = state_with("skat", {"scoring_system": "bierlachs"}, 3, **done)
    got = settle_up("skat", rules, state)
    equal((got["owes"], got["payments"]), ([[0, "round", 1]], []))
