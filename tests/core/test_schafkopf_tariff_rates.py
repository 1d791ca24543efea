"""Bavarian Schafkopf under the 10/50 tariff (Rufer 10, Solo 50, runners 10): which rate and
which runner minimum each contract takes when a table sets its own (SPEC §2.5, §2.6, §2.12)."""

from checks import equal, raises
from core import games, schafkopf

OWN_RATES = {"allowed_contracts": ["rufer", "solo", "sie", "wenz", "geier"], "geier_rate": 30,
             "wenz_rate": 40}  # fmt: skip


def deltas(opts, hand):
    rules = games.make_settings("schafkopf", opts)
    state = schafkopf.new_state(rules, 4, 3)
    return schafkopf.score_hand(rules, state, hand)[0]


def won(contract, runners=0):
    return {"contract": contract, "declarer": 0, "result": "won", "runners": runners}


def test_a_solo_keeps_the_solo_rate_beside_a_geier_and_wenz_rate():
    # §2.6: Wenz-type and Geier-type games may have their own rate; Solo and Sie stay at S.
    equal(deltas(OWN_RATES, won("solo")), [150, -50, -50, -50], "Solo at S = 50")
    equal(deltas(OWN_RATES, won("geier")), [90, -30, -30, -30], "Geier at its 30")
    equal(deltas(OWN_RATES, won("wenz")), [120, -40, -40, -40], "Wenz at its 40")
    # A Sie: four times (S + 8 runners at 10).
    equal(deltas(OWN_RATES, won("sie", 8)), [1560, -520, -520, -520], "Sie at S")


def test_a_fixed_tout_value_is_the_tables_own():
    # §2.6: with tout_value_mode fixed a Tout is worth tout_fixed (3 S when not given), plus its
    # runners twice.
    hand = won("solo", 2)
    hand["tout"] = True
    given = {"tout_value_mode": "fixed", "min_runners": 1}
    equal(deltas(given, hand), [570, -190, -190, -190], "3 x 50 + 2 x 20")
    given["tout_fixed"] = 200
    equal(deltas(given, hand), [720, -240, -240, -240], "200 + 2 x 20")


def test_the_1876_tariff_pays_matadors_from_three():
    # §2.12, E-S0-6: 3 pfennigs for three matadors, 5 for four; two are worth nothing, even at a
    # table whose runner minimum would let them count. A Solo pays double.
    given = {"tariff_preset": "hist_1876", "min_runners": 2}
    for runners, each in ((0, 6), (2, 6), (3, 12), (4, 16)):
        equal(deltas(given, won("solo", runners)), [3 * each, -each, -each, -each], runners)


def test_a_ramsch_tout_counts_runners_from_the_rufer_minimum():
    # Ramsch Tout is played with the Rufer's trumps (§2.2), so min_runners_rufer applies to it;
    # runners below that minimum are not paid.
    tout = {"contract": "ramsch_tout", "declarer": 0, "tricks": 0, "runners": 3}
    given = {"allowed_contracts": ["rufer", "ramsch_tout"]}
    equal(deltas(given, tout), [240, -80, -80, -80], "3 runners from the usual minimum of 3")
    given["min_runners_rufer"] = 4
    equal(deltas(given, tout), [150, -50, -50, -50], "3 runners, fewer than the Rufer's 4")


def test_the_1876_tariff_refuses_a_rate_by_its_name():
    # §2.12: the 1876 tariff has no R/S/B/W/RUNNER rates; a rate key with it is bad input.
    rules = games.make_settings("schafkopf", {"tariff_preset": "hist_1876", "runner_rate": 5})
    err = raises(schafkopf.new_state, rules, 4, 3, field="settings.runner_rate")
    equal(err.message, "the 1876 tariff has no such rate", "text")


def test_a_schwarz_rate_out_of_step_with_schneider_is_refused_with_both():
    # §2.12: W must be 2B or 3B; the message shows both, so the table sees which to change.
    rules = games.make_settings("schafkopf", {"schwarz_rate": 25})
    err = raises(schafkopf.new_state, rules, 4, 3, field="settings.schwarz_rate")
    equal(err.message, "Schwarz 25 must be 2 or 3 times Schneider 10 (§2.12)", "text")
