"""Entry choices (docs/entry-choices.md) of Bierkopf, German Schafkopf, Skat and
Bauernschnapsen: walks end in records score_hand accepts, on both interpreters; what the
settings and the running deal force."""

from choices_walk import ask, play

from checks import equal
from core import games
from core import questions as entry
from core.errors import InputError


def test_other_games_walks_are_scored():
    cases = (
        ("bierkopf", {}, 4),
        ("bierkopf", {"pack": "24", "schwarz_by": "zero_points", "doubling": "escalate",
                      "tie_carry": "replay_no_carry"}, 4),
        ("german_schafkopf", {}, 4),
        ("german_schafkopf", {"tie_60_60": "replay", "schneider_at": 91}, 4),
        ("skat", {"kontra": "up_to_resupra", "on_all_pass": "ramsch", "schieberamsch": True,
                  "revolution": True}, 3),
        ("skat", {"scoring_system": "bierlachs", "on_all_pass": "gewinner_ramsch",
                  "ramsch_ten_value": "1"}, 4),
        ("skat", {"raeuberskat": True}, 3),
        ("skat", {"preset": "na_tournee"}, 4),
        ("bauernschnapsen", {"ringerl_enabled": True, "partner_may_bid": True}, 4),
        ("bauernschnapsen", {"contracts_enabled": ["normal", "bettler", "gang", "zehnergang",
                                                   "kontraschnapser"]}, 3),
    )  # fmt: skip
    for i in range(len(cases)):
        game, given, players = cases[i]
        play(game, given, players, 30, 11 + i)


def test_other_games_questions():
    equal(ask("bierkopf", {}, {})[:2], ("result", None))
    equal(ask("bierkopf", {"doubling": "off"}, {"result": "tie", "tricks": None}), None)
    q = ask("german_schafkopf", {}, {"declarer": 1, "solo": True})
    equal(q[0], "result", "a solo is never forced")
    # Skat at four: the dealer sits out; a Null's bid is at most its value
    equal(ask("skat", {}, {"game": "grand"}, dealer=1)[2], (2, 3, 0))
    q = ask("skat", {}, {"game": "null", "declarer": 0}, players=3, dealer=2)
    equal(q[2][-1], 59)
    q = ask("skat", {}, {"game": "null", "declarer": 0, "bid": 46}, players=3, dealer=2)
    equal(q, ("hand", None, (False, True), entry.DEFAULT))
    q = ask("skat", {}, {"game": "null", "declarer": 0, "bid": 59, "hand": True}, players=3,
            dealer=2)  # fmt: skip
    equal(q, ("ouvert", None, (True,), None))
    # Räuberskat: forehand plays each kind once
    q = ask("skat", {"raeuberskat": True}, {}, players=3, dealer=2, kinds=[2, 0, 0])
    equal("grand" in q[2], False)
    # Bauernschnapsen: who may bid; a Ringerl cannot be lost; a redeal as one action
    q = ask("bauernschnapsen", {}, {"contract": "kontraschnapser"})
    equal(q[2], (1, 3), "the opponents of forehand (seat 0)")
    q = ask("bauernschnapsen", {"ringerl_enabled": True}, {"contract": "trumpfringerl",
                                                          "declarer": 0})  # fmt: skip
    equal(q[2], (True,))
    # at three the Farbenring is played for all 6 tricks and can be lost (§6.7)
    partial = {"contract": "farbenringerl", "declarer": 1}
    for players, want in ((3, (True, False)), (4, (True,))):
        equal(ask("bauernschnapsen", {"ringerl_enabled": True}, partial, players, 2)[2], want)
    partial = {"contract": "trumpfringerl", "declarer": 0}
    equal(ask("bauernschnapsen", {"ringerl_enabled": True}, partial, 3, 2)[2], (True,))
    equal(ask("bauernschnapsen", {}, {"contract": None}), ("redeal", None, (True,), None))
    q = ask(
        "bauernschnapsen",
        {},
        {
            "contract": "normal",
            "declarer": 0,
            "won": True,
            "flecks": 0,
            "loser_tricks": 2,
            "loser_melds": 20,
            "result": None,
        },
    )
    equal((q[0], q[2][0], q[2][-1]), ("loser_points", 40, 104))
    # the normal game's result as the table says it, the losers' points left to the record
    said = {"contract": "normal", "declarer": 0, "won": True, "flecks": 0}
    q = ask("bauernschnapsen", {}, said)
    equal(q, ("result", None, ("simple", "schneider", "schwarz"), "derive"))
    said["result"] = "schneider"
    equal(ask("bauernschnapsen", {}, said), None)


def test_a_decided_game_takes_no_entry():
    settings = games.make_settings("bierkopf")
    state = games.new_state("bierkopf", settings, 4, 0)
    state["over"] = True
    try:
        games.choices("bierkopf", settings, state, {})
    except InputError as error:
        equal(error.field, "hand")
        return
    raise AssertionError("a decided game took an entry")
