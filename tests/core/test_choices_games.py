"""Entry choices (docs/entry-choices.md) of Bierkopf, German Schafkopf, Skat and
Bauernschnapsen: what the settings and the running deal force. Their walks end in records
score_hand accepts: test_choices_walks_bierkopf.py, test_choices_walks_skat.py and
test_choices_walks_bauernschnapsen.py."""

from choices_walk import ask

from checks import equal
from core import games
from core import questions as entry
from core.errors import InputError


def test_other_games_questions():
    equal(ask("bierkopf", {}, {})[:2], ("result", None))
    equal(ask("bierkopf", {"doubling": "off"}, {"result": "tie", "tricks": None}), None)
    q = ask("german_schafkopf", {}, {"declarer": 1, "solo": True})
    equal(q[0], "result", "a solo is never forced")
    # Skat at four: the dealer sits out; a Null is never overbid: no bid, Hand asked at once
    equal(ask("skat", {}, {"game": "grand"}, dealer=1)[2], (2, 3, 0))
    q = ask("skat", {}, {"game": "null", "declarer": 0}, players=3, dealer=2)
    equal(q, ("hand", None, (False, True), entry.DEFAULT))
    # The bid comes after the result, and only the bids above what the cards made: a Grand
    # with 2 won is worth 72, so 77 is the lowest overbid; at or below it is not noted.
    grand = {"game": "grand", "declarer": 0, "hand": False, "matadors": 2, "result": "won"}
    q = ask("skat", {}, dict(grand, declarer_tricks=None), players=3, dealer=2)
    equal((q[0], q[2][0], 72 in q[2], q[3]), ("bid", 77, False, entry.UNKNOWN))
    # Won Schneider is worth 96: the overbids start above it.
    q = ask("skat", {}, dict(grand, result="won_schneider", declarer_tricks=None), players=3,
            dealer=2)  # fmt: skip
    equal((q[0], q[2][0]), ("bid", 99))
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
