"""Bavarian Schafkopf under the 10/50 tariff (Rufer 10, Solo 50, runners 10): which rate and
which runner minimum each contract takes when a table sets its own (SPEC §2.5, §2.6, §2.12)."""

from checks import equal
from core import games, schafkopf

OWN_RATES = {"allowed_contracts": ["rufer", "solo", "wenz", "geier"], "geier_rate": 30,
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


def test_a_ramsch_tout_counts_runners_from_the_rufer_minimum():
    # Ramsch Tout is played with the Rufer's trumps (§2.2), so min_runners_rufer applies to it;
    # runners below that minimum are not paid.
    tout = {"contract": "ramsch_tout", "declarer": 0, "tricks": 0, "runners": 3}
    given = {"allowed_contracts": ["rufer", "ramsch_tout"]}
    equal(deltas(given, tout), [240, -80, -80, -80], "3 runners from the usual minimum of 3")
    given["min_runners_rufer"] = 4
    equal(deltas(given, tout), [150, -50, -50, -50], "3 runners, fewer than the Rufer's 4")
