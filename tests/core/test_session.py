"""Sessions of Bavarian Schafkopf (SPEC §2.6) with 3, 4 and 5 players: standings, dealer and
status. Bock, pot, Kreuzbock and last round under undo, edit and delete:
test_session_bock_pot_rounds; rebuilt from the log and the settings digest: test_session_log;
other games and the session layer's refusals: test_session_games. Kept small: under
MicroPython this module, the core and the sessions share 112 KB of heap."""

from schafkopf_hands import (
    CENTS,
    POT,
    five,
    four,
    rufer,
    solo,
    three,
)
from sessions import new, play, refused, standings

from checks import equal, raises
from core.schafkopf import rules as schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


# -- standings ------------------------------------------------------------------------------
def test_four_players():
    hands, rows = four()
    session = play("schafkopf", {}, 4, 1, hands)
    standings(session, rows, (1 + 5) % 4, (CENTS,), "4")
    equal((session.state["scores"], session.state["hand_no"]), ([-290, 70, 210, 10], 5), "4")
    equal([session.hand(i) for i in range(5)], hands, "read back")


def test_five_players_dealer_sits_out():
    hands, rows = five()
    session = new("schafkopf", POT, 5, 0)
    for index in range(5):
        if index == 2:  # seat 2 deals: he neither declares nor is called
            refused(session, "declarer", session.add, solo(2, "won"))
            refused(session, "partner", session.add, rufer(0, 2, "won"))
        if index == 4:
            equal(session.status(), (CENTS, ("pot", 40)), "pot")
        session.add(hands[index])
    standings(session, rows, 0, (CENTS,), "5")
    equal((session.state["scores"], session.state["pot"]), ([100, 20, -100, -180, 160], 0), "5")
    # without hand 1, seat 0 deals hand 2, his Solo: refused, naming the hand and why
    err = refused(session, "hand 1", session.delete, 0)
    equal("declarer" in err.message, True, str(err))
    session.delete(3)  # the throw-in: seat 0 now wins no pot, seat 3 sits out hand 4
    standings(session, rows[:3] + [[150, -50, -50, 0, -50]], 4, (CENTS,), "5 deleted")


def test_three_players_short_pack():
    raises(new, "schafkopf", {}, 3, field="settings.pack")
    hands, rows = three()
    session = new("schafkopf", {"pack": "short24"}, 3, 0)
    refused(session, "contract", session.add, rufer(0, 1, "won"))  # solo games only
    refused(session, "runners", session.add, solo(1, "won", 13))  # 12 trumps in a short Solo
    for hand in hands:
        session.add(hand)
    standings(session, rows, 0, (CENTS,), "3")
    equal(session.state["scores"], [-270, 120, 150], "3")
