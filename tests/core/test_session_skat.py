"""Sessions of Skat (SPEC §5.1, §5.6, §5.8): classic list, Bierlachs with corrections that
change who buys, four players with the dealer sitting out, the target taken from the date, and
the settings digest; rebuilt from the log."""

from rebuilds import rebuild
from sessions import new, play, race, refused, standings

from checks import equal, raises
from core.session import Session
from core.skat import rules as skat

GAME = skat  # loaded up front, not inside the first test (less heap fragmentation)
THREE = ["Anna", "Bert", "Cilli"]


def adds(hands):
    return [("add", hand) for hand in hands]


# -- Skat (§5.1, §5.6, §5.8) ----------------------------------------------------------------
def sk(game, declarer, bid, matadors, points, tricks, hand=False):
    out = {"game": game, "declarer": declarer, "bid": bid, "matadors": matadors,
           "declarer_points": points, "declarer_tricks": tricks}  # fmt: skip
    if hand:
        out["hand"] = True
    return out


def test_skat_classic_three_players():
    hands = [
        sk("grand", 0, 20, 2, 78, 7),  # E-S2-8: +72
        {"game": "null", "declarer": 1, "bid": 30, "ouvert": True, "declarer_tricks": 1},  # E-S2-9
        sk("clubs", 2, 30, 1, 70, 6),  # E-S2-1: overbid, -72
    ]
    session = play("skat", {}, 3, 2, hands)
    standings(session, [[72, 0, 0], [0, -92, 0], [0, 0, -72]], 2, (), "classic")


BIERLACHS = {"scoring_system": "bierlachs", "bierlachs_target": 100}


def bierlachs_hands():
    """Three players, target 100, dealer 0: a won game costs each defender V, a lost one
    the declarer 2V (§5.8)."""
    hands = [
        sk("grand", 0, 18, 2, 70, 7),  # 72
        sk("clubs", 1, 18, 1, 65, 6),  # 24
        sk("hearts", 0, 18, 1, 50, 4),  # lost 20: -40
        sk("spades", 2, 18, 2, 75, 7),  # 33: seat 1 at -105 buys the round
    ]
    return hands, [[0, -72, -72], [-24, 0, -24], [-40, 0, 0], [-33, -33, 0]]


def test_skat_bierlachs_correction_changes_who_buys():
    hands, rows = bierlachs_hands()
    session = play("skat", BIERLACHS, 3, 0, hands)
    standings(
        session,
        rows,
        1,
        (("bierlachs_limit", -100), ("decided", {"winners": [], "losers": [1]})),
        "bierlachs",
    )
    race(session, True, [], [1], "seat 1 buys")
    session.edit(3, sk("spades", 1, 18, 2, 75, 7))  # seat 1 declared it: seats 0, 2 pay 33
    equal(session.state["scores"], [-97, -72, -129], "edited")
    race(session, True, [], [2], "seat 2 buys")
    # hand 1 lost (-144) would end the race before hand 2
    refused(session, "hand 2", session.edit, 0, sk("grand", 0, 18, 2, 50, 4))


def skat4():
    return [
        sk("clubs", 1, 18, 1, 61, 5),  # dealer 0 out: 24 from seats 2, 3
        sk("grand", 2, 18, 1, 80, 8, True),  # dealer 1 out: Grand Hand with 1, 72
        {"game": "null", "declarer": 3, "bid": 23, "declarer_tricks": 1},  # dealer 2 out: -46
        sk("diamonds", 0, 18, 3, 45, 3),  # dealer 3 out: lost 36, -72
    ]


def test_skat_four_players_dealer_sits_out():
    session = new("skat", {"scoring_system": "bierlachs"}, 4, 0)
    refused(session, "declarer", session.add, skat4()[3])  # seat 0 deals
    for hand in skat4():
        session.add(hand)
    rows = [[0, 0, -24, -24], [-72, 0, 0, -72], [0, 0, 0, -46], [-72, 0, 0, 0]]
    standings(session, rows, 0, (("sits_out", 0), ("bierlachs_limit", -501)), "4 players")
    session.delete(0)  # every later deal moves: seat 0 sits out the Grand, seat 1 pays
    rows = [[0, -72, 0, -72], rows[2], rows[3]]
    standings(session, rows, 3, (("sits_out", 3), ("bierlachs_limit", -501)), "deleted")
    # seat 0 declares hand 2 while seat 1 deals; without hand 1 seat 0 would deal it
    session = play("skat", {}, 4, 0, [skat4()[0], sk("spades", 0, 18, 1, 70, 6)])
    refused(session, "hand 1", session.delete, 0)


def test_rebuilt_skat_from_the_log():
    hands, _ = bierlachs_hands()
    script = adds(hands) + [("edit", 3, sk("spades", 1, 18, 2, 75, 7)), ("undo",)]
    rebuild("skat", BIERLACHS, 3, 0, script, "bierlachs")
    script = adds(skat4()) + [("delete", 0), ("add", {"game": "pass"}), ("end",)]
    rebuild("skat", {"scoring_system": "bierlachs"}, 4, 0, script, "4 players")


def test_settings_digest():
    one = {"scoring_system": "bierlachs", "bierlachs_target": 301}
    two = {"bierlachs_target": 301, "scoring_system": "bierlachs"}
    equal(new("skat", two, 3).rules, new("skat", one, 3).rules, "same rules, other order")
    seen = []
    for given in ({}, {"scoring_system": "bierlachs"}, one, {"grand_base": "20"}):
        rules = new("skat", given, 3).rules
        equal(rules in seen, False, str(given))
        seen.append(rules)


def test_bierlachs_target_plus_the_date_e_w5_1():
    # "300 + date" on the 19th is played to 319; "500 + date" on the 11th to 511 (SPEC E-W5-1).
    for base, date, target in ((300, "2026-11-19", 319), (500, "2026-11-11", 511)):
        given = {"scoring_system": "bierlachs", "bierlachs_target": base,
                 "bierlachs_plus_date": True}  # fmt: skip
        session = Session("skat", given, THREE, 0, date)
        equal(
            (session.state["target"], session.settings["bierlachs_day"]), (target, int(date[8:]))
        )
    raises(Session, "skat", given, THREE, 0, None, field="date")
