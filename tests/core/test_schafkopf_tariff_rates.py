"""Bavarian Schafkopf under the 10/50 tariff (Rufer 10, Solo 50, runners 10): which rate and
which runner minimum each contract takes when a table sets its own (SPEC §2.5, §2.6, §2.12)."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf

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


# (settings, field, message): the rates a table cannot score with are refused when the session
# starts, by name, in words that say what to change (§2.12).
REFUSED = (
    ({"tariff_preset": "hist_1876", "runner_rate": 5}, "settings.runner_rate",
     "the 1876 tariff has no such rate"),
    ({"schwarz_rate": 25}, "settings.schwarz_rate",
     "Schwarz 25 must be 2 or 3 times Schneider 10 (§2.12)"),
    ({"runner_half": True, "runner_rate": 5}, "settings.runner_half",
     "give runner_rate or runner_half, not both"),
    ({"runner_half": True, "schneider_rate": 15, "schwarz_rate": 30}, "settings.runner_half",
     "half of an odd Schneider rate 15"),
    ({"tout_fixed": 100}, "settings.tout_fixed", "needs tout_value_mode fixed"),
)  # fmt: skip


def test_rates_that_cannot_score_are_refused_by_name_and_text():
    for given, field, text in REFUSED:
        rules = games.make_settings("schafkopf", given)
        err = raises(schafkopf.new_state, rules, 4, 3, field=field)
        equal(err.message, text, field)
