"""Sessions of Bavarian Schafkopf (SPEC §2.10, §2.11): Bock, pot, Kreuzbock and last round under
undo, edit and delete. Standings with 3, 4 and 5 players: test_session. Kept small: under
MicroPython this module, the core and the sessions share 112 KB of heap."""

from schafkopf_hands import (
    BOCK,
    CENTS,
    KREUZ,
    LAST,
    PASS,
    POT,
    bock,
    last_round,
    rufer,
    solo,
)
from sessions import new, play, refused, replayed, standings

from checks import equal
from core.schafkopf import rules as schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


# -- Bock, pot, Kreuzbock, last round -------------------------------------------------------
def test_bock_deals_count_down_and_undo_removes_them():
    hands, rows, single = bock()
    session = new("schafkopf", BOCK, 4, 0)
    for index in range(6):
        session.add(hands[index])
        left = (4, 3, 2, 1, 0, 0)[index]
        equal(session.status(), (CENTS, ("bock_deals", left)) if left else (CENTS,), "bock")
    standings(session, rows, 2, (CENTS,), "bock")
    equal(session.state["scores"], [-120, -320, 120, 320], "bock")
    outcome = ("outcome", {"contract": "solo", "declarer": 1, "partner": None, "result": "lost"})
    equal(replayed(session, 4)[0], [outcome, ("bock_round", 4)], "trigger events")
    session = play("schafkopf", BOCK, 4, 0, hands[:1])
    session.undo()
    equal((session.status(), session.state["bock"]), ((CENTS,), []), "undone")
    session.add(hands[1])
    equal(replayed(session), single[1:2], "single again")


def test_bock_trigger_edited_and_deleted():
    hands, rows, single = bock()
    session = play("schafkopf", BOCK, 4, 0, hands[:3])
    equal(session.status(), (CENTS, ("bock_deals", 2)), "pending")
    session.edit(0, solo(1, "won"))
    equal((session.status(), replayed(session)), ((CENTS,), single[:3]), "no Bock")
    for hand in hands[3:]:
        session.add(hand)
    standings(session, single, 2, (CENTS,), "edited")
    equal(session.state["scores"], [-160, 40, 60, 60], "edited")
    session.edit(0, hands[0])  # lost again: hands 2 to 5 double again
    equal(replayed(session), rows, "edited back")
    session.delete(0)
    standings(session, single[1:], 1, (CENTS,), "deleted")
    equal((session.state["scores"], session.corrections), ([-110, -110, 110, 110], 3), "del")


def test_deleted_throw_in_takes_its_money_out_of_the_pot():
    session = play("schafkopf", POT, 4, 0, (PASS, PASS, rufer(0, 2, "won")))
    equal(replayed(session), [[-10] * 4, [-10] * 4, [90, -10, 10, -10]], "pot of 80 won")
    session.delete(1)
    # D-BAV-08: pot 40; A +10 + 40, B -10, C +10, D -10; pot 0
    standings(session, [[-10] * 4, [50, -10, 10, -10]], 2, (CENTS,), "D-BAV-08")
    session.edit(1, rufer(0, 2, "lost"))
    # D-BAV-08 lost: A -10 - 40 into the pot, B +10, C -10, D +10; pot 80
    equal(replayed(session)[1], [-50, 10, -10, 10], "D-BAV-08 lost")
    equal(session.status(), (CENTS, ("pot", 80)), "pot")
    session.undo()
    equal(session.status(), (CENTS, ("pot", 40)), "pot after undo")


def test_kreuzbock_round_and_corrections_that_would_break_it():
    session = play("schafkopf", KREUZ, 4, 0, [solo(1, "lost")])
    equal(session.status(), (CENTS, ("kreuzbock_deals", 4)), "pending")
    refused(session, "contract", session.add, rufer(0, 2, "won"))
    # partners sit opposite, scored as a Rufer (§2.10)
    session.add({"contract": "kreuzbock", "declarer": 0, "result": "won"})
    session.add({"contract": "kreuzbock", "declarer": 3, "result": "won_schneider"})
    rows = [[50, -150, 50, 50], [10, -10, 10, -10], [-20, 20, -20, 20]]
    standings(session, rows, 3, (CENTS, ("kreuzbock_deals", 2)), "kreuzbock")
    # without the lost Solo the Kreuzbock deals no longer fit
    err = refused(session, "hand 1", session.delete, 0)
    equal("kreuzbock" in err.message, True, str(err))
    refused(session, "hand 2", session.edit, 0, solo(1, "won"))


def test_last_round_dealt_by_the_old_man_ends_the_session():
    hands, rows = last_round()
    session = play("schafkopf", LAST, 4, 0, hands[:2])
    equal((session.state["dealer"], session.status()), (3, (CENTS, ("last_round_deals", 4))), "")
    for hand in hands[2:]:
        equal(session.state["over"], False, "not over yet")
        session.add(hand)
    standings(
        session, rows, 3, (CENTS, ("decided", {"winners": [3], "losers": [0, 1, 2]})), "last round"
    )
    equal(session.state["scores"], [270, -70, -490, 290], "last round")
    state = session.state
    equal((state["over"], state["winners"], state["losers"]), (True, [3], [0, 1, 2]), "best")
    refused(session, "hand", session.add, solo(0, "won"))
    session.undo()
    equal((session.state["over"], session.status()), (False, (CENTS, ("last_round_deals", 1))), "")
    hand = dict(hands[0])
    hand["acorn_ober"] = 1  # seat 1 deals the last round now
    session.edit(0, hand)
    equal((session.state["dealer"], replayed(session)[2:]), (0, rows[2:5]), "moved")
