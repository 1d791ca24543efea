"""Refusals no other test reaches on their own: each names its field and says the words a player
reads, and leaves the state as it was. (Elsewhere an earlier refusal with the same field, such
as "not played at this table", answered in their place.)"""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf


def refused(fn, args, field, text):
    err = raises(fn, *args, field=field)
    equal(str(err), field + ": " + text, field)


def schafkopf_table(given):
    rules = games.make_settings("schafkopf", given)
    return rules, schafkopf.new_state(rules, 4, 3)  # dealer 3: seat 0 is forehand


def test_a_special_round_refuses_a_ramsch_and_foreign_contracts_by_name():
    # SPEC §2.10: forehand plays in a Hadschader round; a Ramsch is no way out of it.
    rules, state = schafkopf_table({"special_rounds": ["hadschader"], "on_all_pass": "ramsch"})
    state = schafkopf.score_hand(rules, state, {"contract": "solo", "declarer": 0,
                                                "result": "lost"})[1]  # fmt: skip
    before = state
    ramsch = {"contract": "ramsch", "points": [30, 30, 30, 30]}
    refused(schafkopf.score_hand, (rules, state, ramsch), "contract",
            "no Ramsch in the Hadschader round: forehand plays")  # fmt: skip
    equal(state is before and state["special"] is not None, True, "still the round")
    # The Drei-Kombi-Muss takes Rufer, Wenz and Solo only, even where a Geier is played.
    given = {"special_rounds": ["kombi"], "allowed_contracts": ["rufer", "wenz", "solo", "geier"]}
    rules, state = schafkopf_table(given)
    state = schafkopf.score_hand(rules, state, {"call": "kombi"})[1]
    geier = {"contract": "geier", "declarer": 0, "result": "won"}
    refused(schafkopf.score_hand, (rules, state, geier), "contract",
            "the Drei-Kombi-Muss is played with Rufer, Wenz, Solo")  # fmt: skip
    equal(state["special"][0], "kombi", "still the Drei-Kombi-Muss")


def test_no_round_is_called_during_the_last_round():
    rules, state = schafkopf_table({"special_rounds": ["kombi"]})
    state = schafkopf.score_hand(rules, state, {"call": "last_round"})[1]
    refused(schafkopf.score_hand, (rules, state, {"call": "kombi"}), "call",
            "finish the Kreuzbock round or the last round first")  # fmt: skip
    equal(state["special"], None, "nothing called")


def test_settings_name_the_setting_that_is_wrong():
    refused(games.make_settings, ("schafkopf", {"special_rounds": "kombi"}),
            "settings.special_rounds", "must be a list of hadschader, kombi, minas")  # fmt: skip
    # SPEC §6: the normal game is what every other contract is measured against.
    rules = games.make_settings("bauernschnapsen", {"contracts_enabled": ["schnapser"]})
    refused(games.new_state, ("bauernschnapsen", rules, 4), "settings.contracts_enabled",
            "the normal game cannot be left out")  # fmt: skip
