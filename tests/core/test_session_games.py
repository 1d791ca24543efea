"""Sessions of Bierkopf (SPEC §3.5), German Schafkopf (§4.5) and Bauernschnapsen (§6.6, §6.7):
standings, dealer, status and race ends under undo, edit and delete; rebuilt from the log; and
the session layer's refusals (with Bierkopf hands). Skat sessions are in test_session_skat:
each file loads only the games it plays, for the 112 KB MicroPython heap."""

from rebuilds import rebuild
from sessions import (
    NAMES,
    new,
    play,
    race,
    refused,
    replayed,
    snapshot,
    standings,
)

from checks import equal, raises
from core.bauernschnapsen import rules as schnapsen
from core.bierkopf import rules as bierkopf
from core.german_schafkopf import rules as german_schafkopf
from core.log import frames as logformat
from core.session import Session

GAMES = (bierkopf, german_schafkopf, schnapsen)  # loaded up front (heap fragmentation)


def decided(winners, losers):
    return ("decided", {"winners": winners, "losers": losers})


def adds(hands):
    return [("add", hand) for hand in hands]


# -- Bierkopf (§3.3, §3.5): target 21, team 0 = seats 0 + 2 ---------------------------------
def bk(result, winner=0, doublings=0):
    hand = {"result": result, "winner": winner}
    if doublings:
        hand["doublings"] = doublings
    return hand


TIE = {"result": "tie"}


def bierkopf_hands():
    """Dealer 0. Schwarz x4 = 12; a 60:60 carries 1; team 1 wins 65:55 with the carry: 2;
    Schneider x2 = 4; simple x4 = 4. Team 0 ends at 20, 1 short of 21."""
    hands = [bk("schwarz", 0, 2), TIE, {"points": [55, 65]}, bk("schneider", 0, 1),
             bk("simple", 0, 2)]  # fmt: skip
    rows = [[12, 0, 12, 0], [0, 0, 0, 0], [0, 2, 0, 2], [4, 0, 4, 0], [4, 0, 4, 0]]
    return hands, rows


def test_bierkopf_race_and_corrections():
    hands, rows = bierkopf_hands()
    session = play("bierkopf", {}, 4, 0, hands[:2])
    equal(session.status(), (("carry", 1), ("to_target", [9, 21, 9, 21])), "carry pending")
    for hand in hands[2:]:
        session.add(hand)
    standings(session, rows, 1, (("carry", 0), ("to_target", [1, 19, 1, 19])), "bierkopf")
    # an earlier correction that would end the race before hand 5: refused, nothing changes
    err = refused(session, "hand 5", session.edit, 3, bk("schwarz", 0, 2))
    equal("decided" in err.message, True, str(err))
    equal(session.corrections, 0, "not counted")
    # correcting the last hand so the target is reached ends the race
    session.edit(4, bk("schneider", 0, 2))  # 8: team 0 at 24
    race(session, True, [0, 2], [1, 3], "race won")
    equal(
        replayed(session, 4)[4][1:],
        [decided([0, 2], [1, 3])],
        "events",
    )
    equal(
        session.status(),
        (("carry", 0), ("to_target", [0, 19, 0, 19]), decided([0, 2], [1, 3])),
        "status",
    )
    refused(session, "hand", session.add, bk("simple", 1))
    session.undo()
    race(session, False, None, None, "undone")
    session.add(hands[4])
    session.delete(1)  # the 60:60: team 1's 65:55 no longer collects a carry
    rows = [rows[0], [0, 1, 0, 1], rows[3], rows[4]]
    standings(session, rows, 0, (("carry", 0), ("to_target", [1, 20, 1, 20])), "tie deleted")
    equal(session.corrections, 3, "edit, undo, delete")


# -- German Schafkopf (§4.4, §4.5): 9 strokes, tally per team -------------------------------
def german_hands():
    hands = [
        {"declarer": 0, "result": "simple", "winner": 0},  # choosers: 1
        {"declarer": 1, "result": "schneider", "winner": 0},  # beat the choosers: 4
        {"declarer": 1, "points": [20, 100], "tricks": [1, 7]},  # choosers, Schneider: 2
        {"declarer": 3, "solo": True, "result": "schwarz", "winner": 1},  # 9
    ]
    return hands, [[1, 0, 1, 0], [4, 0, 4, 0], [0, 2, 0, 2], [0, 9, 0, 9]]


def test_german_schafkopf_correction_changes_who_loses():
    hands, rows = german_hands()
    session = play("german_schafkopf", {}, 4, 0, hands)
    standings(session, rows, 0, (("to_target", [4, 0, 4, 0]), decided([1, 3], [0, 2])), "german")
    race(session, True, [1, 3], [0, 2], "team 1 wins")
    hand = dict(hands[3])
    hand["winner"] = 0  # the solo lost Schwarz: 9 for team 0 instead
    session.edit(3, hand)
    standings(
        session,
        rows[:3] + [[9, 0, 9, 0]],
        0,
        (("to_target", [0, 7, 0, 7]), decided([0, 2], [1, 3])),
        "edited",
    )
    race(session, True, [0, 2], [1, 3], "team 0 wins")
    # hand 3 won by team 0 with Schneider would end the race before hand 4
    refused(session, "hand 4", session.edit, 2, {"declarer": 1, "result": "schneider",
                                                 "winner": 0})  # fmt: skip
    session = play("german_schafkopf", {"tally_per": "player"}, 4, 0, hands)
    equal(replayed(session)[3], [0, 0, 0, 9], "only the soloist draws")
    race(session, True, [3], [0, 1, 2], "tally per player")
    equal(session.status(), (("to_target", [4, 7, 4, 0]), decided([3], [0, 1, 2])), "per seat")


# -- Bauernschnapsen (§6.6, §6.7) -----------------------------------------------------------
def sn(contract, declarer, won, flecks=0):
    hand = {"contract": contract, "declarer": declarer, "won": won}
    if flecks:
        hand["flecks"] = flecks
    return hand


def normal(tricks, points):
    return {"contract": "normal", "won": True, "loser_tricks": tricks, "loser_points": points}


def schnapsen_hands():
    """Dealer 0; forehand is the seat after the dealer. Team 0 reaches 27: team 1 (9) gets a
    Bummerl."""
    return [
        normal(2, 40),  # forehand 1: team 1 +1
        sn("gang", 0, True),  # team 0 +9
        sn("bettler", 3, True, 1),  # team 1 +8
        sn("bauernschnapser", 0, True),  # forehand 0: team 0 +12 = 21
        sn("schnapser", 1, False),  # forehand 1 fails: team 0 +6 = 27
    ]


def bummerl(session, scores, tally, dealer, label):
    equal((session.state["scores"], session.state["bummerl"]), (scores, tally), label)
    go = [24 - score for score in scores]
    equal((session.state["dealer"], session.status()),
          (dealer, (("to_target", go), ("bummerl", tally))), label)  # fmt: skip


def test_bauernschnapsen_edit_changes_who_gets_the_bummerl():
    hands = schnapsen_hands()
    session = play("bauernschnapsen", {}, 4, 0, hands)
    bummerl(session, [0] * 4, [0, 1, 0, 1], 1, "team 1")
    events = [
        ("bummerl_game_won", [0, 2]),
        ("bummerl", {"seat": 1, "kind": "bummerl", "count": 1}),
        ("bummerl", {"seat": 3, "kind": "bummerl", "count": 1}),
    ]
    equal(replayed(session, 4)[4][1:], events, "events")
    session.edit(3, sn("bauernschnapser", 0, False))  # team 1 +12: 9 : 21, then 15 : 21
    bummerl(session, [15, 21, 15, 21], [0, 0, 0, 0], 1, "no Bummerl")
    session.edit(4, sn("bauernschnapser", 1, True, 1))  # team 1 +24 = 45
    bummerl(session, [0] * 4, [1, 0, 1, 0], 1, "team 0")


def test_bauernschnapsen_edit_undoes_a_retourschneider():
    hands = [
        sn("bauernschnapser", 0, True),  # dealer 3: team 0 12
        sn("gang", 2, True),  # 21
        normal(1, 20),  # forehand 2, losers < 33: 2 -> 23 : 0
        sn("bauernschnapser", 3, True),  # team 1 12
        sn("bauernschnapser", 0, False),  # team 1 24: team 0 led 23:0, Retourschneider
    ]
    session = play("bauernschnapsen", {}, 4, 3, hands)
    bummerl(session, [0] * 4, [4, 0, 4, 0], 0, "Retourschneider")
    session.edit(2, normal(1, 40))  # 1 point: team 0 only led 22:0
    bummerl(session, [0] * 4, [1, 0, 1, 0], 0, "one Bummerl")


def talon_hands():
    """Three players, dealer 0 (§6.7): alone when won, each of the other two when failed."""
    return [
        normal(2, 30),  # forehand 1: 2
        sn("gang", 0, False),  # seats 1, 2 +9
        {"redeal": True},  # the same dealer deals again
        sn("bettler", 2, True, 1),  # +8
        sn("bauernschnapser", 1, True),  # +12: 0 : 23 : 17
        sn("schnapser", 2, False),  # seats 0, 1 +6: seat 1 at 29 wins
    ]


def test_talonschnapsen():
    hands = talon_hands()
    session = play("bauernschnapsen", {}, 3, 0, hands)
    equal(replayed(session)[:5], [[0, 2, 0], [0, 9, 9], [0, 0, 0], [0, 0, 8], [0, 12, 0]], "")
    equal(session.state["hand_no"], 6, "the redeal is counted")
    bummerl(session, [0, 0, 0], [1, 0, 0], 2, "fewest points")
    session.edit(5, sn("schnapser", 2, True))
    bummerl(session, [0, 23, 23], [0, 0, 0], 2, "edited")
    session = play("bauernschnapsen", {"talon_bummerl_rule": "everyone_below_24"}, 3, 0, hands)
    bummerl(session, [0, 0, 0], [1, 0, 1], 2, "everyone below 24")


# -- the session layer's refusals (Bierkopf hands) ------------------------------------------
def test_refusals_change_nothing():
    session = new("bierkopf", {})
    refused(session, "undo", session.undo)
    refused(session, "index", session.edit, 0, TIE)
    session = play("bierkopf", {}, 4, 0, [TIE, TIE])
    for index in (2, -1, True, "1"):
        refused(session, "index", session.edit, index, TIE)
        refused(session, "index", session.delete, index)
    refused(session, "index", session.hand, 2)
    err = refused(session, "index", session.delete, 5)
    equal("hand 6" in err.message, True, str(err))
    refused(session, "log", session.apply, logformat.START, session.start_record())
    refused(session, "edit", session.apply, logformat.EDIT, [0])
    raises(Session.from_start_record, ["bierkopf"], field="start")
    four = NAMES[:4]
    raises(Session, "tarock", {}, four, field="game")
    raises(Session, "bierkopf", {}, NAMES[:3], field="players")
    raises(Session, "bierkopf", {}, [["a", "A"], ["a", "B"], "C", "D"], field="players")
    raises(Session, "bierkopf", {}, four, 4, field="dealer")
    raises(Session, "bierkopf", {"goal": 21}, four, field="settings.goal")


def bad():
    return (
        ({"result": "simple", "winner": 2}, "winner"),
        (bk("simple", 0, 3), "doublings"),  # either_side_once: 2 at most
        ({"points": [70, 40]}, "points"),
        ({"result": "tie", "winner": 0}, "winner"),
        ({"result": "simple", "winner": 0, "bid": 18}, "bid"),
    )


def test_invalid_hand_is_refused_by_add():
    session = play("bierkopf", {}, 4, 0, [TIE, TIE])
    for hand, field in bad():
        refused(session, field, session.add, hand)


def test_invalid_replacement_names_its_field():
    # the player corrects that field of that hand; "hand N" is for a later hand that no
    # longer fits
    session = play("bierkopf", {}, 4, 0, [TIE, TIE])
    for hand, field in bad():
        refused(session, field, session.edit, 1, hand)
        refused(session, field, session.edit, 0, hand)


def test_float_values_are_input_errors():
    # JSON gives floats for 1.0 and 1.5; the log cannot store them: InputError, not ValueError
    session = play("bierkopf", {}, 4, 0, [TIE])
    refused(session, "v", session.add, {"v": 1.0, "result": "tie"})
    refused(session, "doublings", session.edit, 0, bk("simple", 0, 1.5))


def test_ended_session_refuses_every_change():
    session = play("bierkopf", {}, 4, 0, [TIE, bk("simple")])
    session.end()
    equal(session.ended, True, "ended")
    refused(session, "session", session.add, TIE)
    refused(session, "session", session.undo)
    refused(session, "session", session.edit, 0, TIE)
    refused(session, "session", session.delete, 0)
    refused(session, "session", session.end)
    equal(session.state["scores"], [2, 0, 2, 0], "standings kept")


def test_a_change_the_log_cannot_store_never_happens():
    def broken(kind, value):
        raise OSError("flash full")

    session = play("bierkopf", {}, 4, 0, [TIE, bk("simple"), TIE])
    for fn, args in (
        (session.add, (TIE, broken)),
        (session.undo, (broken,)),
        (session.edit, (0, bk("simple", 1), broken)),
        (session.delete, (1, broken)),
        (session.end, (broken,)),
    ):
        before = snapshot(session)
        try:
            fn(*args)
            failed = False
        except OSError:
            failed = True
        equal((failed, snapshot(session)), (True, before), "refused, unchanged")


def test_dealer_after_delete_is_first_dealer_plus_hands():
    hands = [bk("simple", i % 2) for i in range(7)]
    session = play("bierkopf", {}, 4, 3, hands)
    for index in (3, 0, 4, 1, 0, 1, 0):
        session.delete(index)
        count = len(session.hands)
        equal((session.state["dealer"], session.state["hand_no"]), ((3 + count) % 4, count), "")
    equal(session.state, session.new_state(), "no hands: the start")


# -- digest and log -------------------------------------------------------------------------
def test_settings_digest():
    for game, one, two in (
        ("bierkopf", {"target": 21, "doubling": "off"}, {"doubling": "off"}),
        ("bauernschnapsen", {"contracts_enabled": ["normal", "bettler", "gang"]},
         {"contracts_enabled": ["gang", "normal", "bettler", "gang"]}),
    ):  # fmt: skip
        rules = new(game, one).rules
        equal(new(game, two).rules, rules, game)
    seen = []
    for game, given in (
        ("bierkopf", {}),
        ("bierkopf", {"target": 31}),
        ("german_schafkopf", {}),
        ("german_schafkopf", {"tally_per": "player"}),
        ("bauernschnapsen", {}),
    ):
        rules = new(game, given).rules
        equal(rules in seen, False, game)
        seen.append(rules)


def test_rebuilt_from_the_log():
    hands, _ = bierkopf_hands()
    script = adds(hands) + [("edit", 4, bk("schneider", 0, 2)), ("undo",), ("add", TIE)]
    rebuild("bierkopf", {}, 4, 0, script + [("delete", 1), ("end",)], "bierkopf")
    hands, _ = german_hands()
    script = adds(hands) + [("edit", 3, {"declarer": 3, "solo": True, "result": "schwarz",
                                         "winner": 0}), ("delete", 0), ("end",)]  # fmt: skip
    rebuild("german_schafkopf", {}, 4, 1, script, "german")
    hands = schnapsen_hands()
    script = adds(hands) + [("edit", 4, sn("bauernschnapser", 1, True, 1)), ("undo",)]
    rebuild("bauernschnapsen", {}, 4, 0, script, "bauernschnapsen")
    script = adds(talon_hands()) + [("edit", 5, sn("schnapser", 2, True)), ("end",)]
    rebuild("bauernschnapsen", {"counting": "down_from_24"}, 3, 0, script, "talon")


def test_dates_and_names_that_the_log_cannot_hold_are_refused():
    four = NAMES[:4]
    for date in (1.5, "30.11.2026", "2026-13-01", "2026-11-32", "2026-11-3x", "x" * 5000):
        raises(Session, "bierkopf", {}, four, 0, date, field="date")
    equal(Session("bierkopf", {}, four, 0, "2026-11-30").date, "2026-11-30")
    raises(Session, "bierkopf", {}, ["x" * 25, "B", "C", "D"], field="players")
    raises(Session, "bierkopf", {}, ["A", "B", "", "D"], field="players")
