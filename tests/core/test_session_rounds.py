"""A Schafkopf session with special rounds (SPEC §2.10): corrections move them about. A file of
its own, so the other session tests do not load the special-rounds module into the 112 KB
MicroPython heap mid-run."""

from sessions import play, refused, standings

from core.schafkopf import rounds as schafkopf_rounds
from core.schafkopf import rules as schafkopf

MODULES = (schafkopf, schafkopf_rounds)  # loaded up front (less heap fragmentation)
CENTS = ("unit", "cents")
HADSCHADER = {"special_rounds": ["hadschader"]}


def rufer(declarer, partner, result):
    return {"contract": "rufer", "declarer": declarer, "partner": partner, "result": result}


def solo(declarer, result):
    return {"contract": "solo", "declarer": declarer, "result": result}


def test_a_corrected_solo_takes_its_hadschader_round_back():
    session = play("schafkopf", HADSCHADER, 4, 3, [solo(1, "lost"), rufer(1, 3, "won")])
    rows = [[50, -150, 50, 50], [-20, 20, -20, 20]]  # forehand's Rufer stossed by the round
    standings(
        session,
        rows,
        1,
        (CENTS, ("special_round", {"name": "hadschader", "deals": 3})),
        "hadschader",
    )
    session.edit(0, solo(1, "won"))
    rows = [[-50, 150, -50, -50], [-10, 10, -10, 10]]
    standings(session, rows, 1, (CENTS,), "no Hadschader: the Rufer single")
    session.edit(0, solo(1, "lost"))
    refused(session, "declarer", session.add, rufer(3, 1, "won"))  # seat 2 is forehand
