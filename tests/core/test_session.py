"""Sessions of Bavarian Schafkopf (SPEC §2.6, §2.10, §2.11) with 3, 4 and 5 players: standings,
dealer and status; Bock, pot, Kreuzbock and last round under undo, edit and delete; rebuilt
from the log; the settings digest. Other games and the session layer's refusals:
test_session_games. Kept small (hands built in the tests, few labels): under MicroPython this
module, the core and the sessions share 112 KB of heap."""

from sessions import new, play, rebuild, refused, replayed, standings

from checks import equal, raises
from core import schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


# -- Schafkopf hands; tariff 10/50: R 10, S 50, B 10, W 20, runner 10 (SPEC §2.6) -----------
def rufer(declarer, partner, result, runners=0):
    hand = {"contract": "rufer", "declarer": declarer, "partner": partner, "result": result}
    if runners:
        hand["runners"] = runners
    return hand


def solo(declarer, result, runners=0, contract="solo"):
    hand = {"contract": contract, "declarer": declarer, "result": result}
    if runners:
        hand["runners"] = runners
    return hand


def wenz(declarer, result, runners=0):
    return solo(declarer, result, runners, "wenz")


PASS = {"contract": "all_pass"}
CENTS = ("unit", "cents")
BOCK = {"bock_triggers": ["lost_solo"]}
POT = {"stock_sweetener": 10}
KREUZ = {"kreuzbock_triggers": ["lost_solo"]}
LAST = {"last_round_mult": 2}


def four():
    """Four players, first dealer seat 1."""
    hands = [
        rufer(1, 3, "won"),  # V 10
        solo(2, "won_schneider", 3),  # 50 + 10 + 3 x 10 = 90, the soloist x3
        wenz(0, "lost", 2),  # a Wenz pays from 2 runners: 50 + 20 = 70
        rufer(3, 0, "won_schwarz", 4),  # 10 + 20 + 40 = 70
        wenz(1, "won"),  # 50
    ]
    rows = [[-10, 10, -10, 10], [-90, -90, 270, -90], [-210, 70, 70, 70], [70, -70, -70, 70],
            [-50, 150, -50, -50]]  # fmt: skip
    return hands, rows


def five():
    """Five players, first dealer 0; the dealer sits out (§2.11); stock_sweetener 10."""
    hands = [
        solo(1, "won"),  # seat 0 out
        rufer(0, 3, "lost"),  # seat 1 out
        wenz(4, "won", 2),  # seat 2 out: 70
        PASS,  # seat 3 out: the four in the deal pay 10 each, pot 40
        solo(0, "won"),  # seat 4 out: 3 x 50 and the pot
    ]
    rows = [[0, 150, -50, -50, -50], [-10, 0, 10, -10, 10], [-70, -70, 0, -70, 210],
            [-10, -10, -10, 0, -10], [190, -50, -50, -50, 0]]  # fmt: skip
    return hands, rows


def three():
    """Three players, short pack, solo games, each defender pays V (D-BAV-21); dealer 0."""
    hands = [
        solo(1, "won"),  # D-BAV-21: +100, -50, -50
        wenz(0, "lost_schneider", 2),  # 50 + 10 + 20 = 80
        {"contract": "solo", "declarer": 2, "points": 91, "tricks": 6},  # Schneider: 60
    ]
    return hands, [[-50, 100, -50], [-160, 80, 80], [-60, -60, 120]]


def bock():
    """A lost Solo: the next four deals count double (E-S0-11, §2.10); dealer 0. `single`:
    the same deals with hand 1 a won Solo."""
    hands = [solo(1, "lost"), rufer(2, 0, "won"), solo(3, "won"), rufer(0, 1, "lost"),
             rufer(1, 3, "won"), wenz(2, "won")]  # fmt: skip
    rows = [[50, -150, 50, 50], [20, -20, 20, -20], [-100, -100, -100, 300], [-20, -20, 20, 20],
            [-20, 20, -20, 20], [-50, -50, 150, -50]]  # fmt: skip
    single = [[-50, 150, -50, -50], [10, -10, 10, -10], [-50, -50, -50, 150],
              [-10, -10, 10, 10], [-10, 10, -10, 10], rows[5]]  # fmt: skip
    return hands, rows, single


def last_round():
    """The old man (Acorn Ober in the last Rufer: seat 3) deals the last round, 4 deals at
    last_round_mult 2; then the session is over (§2.10). Dealer 0."""
    hands = [
        {"contract": "rufer", "declarer": 1, "partner": 3, "result": "won", "acorn_ober": 3},
        {"call": "last_round"},  # scores nothing; seat 3 deals next
        solo(0, "won"),  # 50 x 2
        rufer(1, 2, "won"),  # 10 x 2
        wenz(2, "lost"),  # 50 x 2
        solo(3, "won"),  # 50 x 2, the fourth deal
    ]
    rows = [[-10, 10, -10, 10], [0, 0, 0, 0], [300, -100, -100, -100], [-20, 20, 20, -20],
            [100, 100, -300, 100], [-100, -100, -100, 300]]  # fmt: skip
    return hands, rows


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


# -- Bock, pot, Kreuzbock, last round -------------------------------------------------------
def test_bock_deals_count_down_and_undo_removes_them():
    hands, rows, single = bock()
    session = new("schafkopf", BOCK, 4, 0)
    for index in range(6):
        session.add(hands[index])
        left = (4, 3, 2, 1, 0, 0)[index]
        equal(session.status(), (CENTS, ("bock deals", left)) if left else (CENTS,), "bock")
    standings(session, rows, 2, (CENTS,), "bock")
    equal(session.state["scores"], [-120, -320, 120, 320], "bock")
    equal(replayed(session, 4)[0], [("solo", "lost"), ("bock", 4)], "trigger events")
    session = play("schafkopf", BOCK, 4, 0, hands[:1])
    session.undo()
    equal((session.status(), session.state["bock"]), ((CENTS,), []), "undone")
    session.add(hands[1])
    equal(replayed(session), single[1:2], "single again")


def test_bock_trigger_edited_and_deleted():
    hands, rows, single = bock()
    session = play("schafkopf", BOCK, 4, 0, hands[:3])
    equal(session.status(), (CENTS, ("bock deals", 2)), "pending")
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
    equal(session.status(), (CENTS, ("kreuzbock deals", 4)), "pending")
    refused(session, "contract", session.add, rufer(0, 2, "won"))
    # partners sit opposite, scored as a Rufer (§2.10)
    session.add({"contract": "kreuzbock", "declarer": 0, "result": "won"})
    session.add({"contract": "kreuzbock", "declarer": 3, "result": "won_schneider"})
    rows = [[50, -150, 50, 50], [10, -10, 10, -10], [-20, 20, -20, 20]]
    standings(session, rows, 3, (CENTS, ("kreuzbock deals", 2)), "kreuzbock")
    # without the lost Solo the Kreuzbock deals no longer fit
    err = refused(session, "hand 1", session.delete, 0)
    equal("kreuzbock" in err.message, True, str(err))
    refused(session, "hand 2", session.edit, 0, solo(1, "won"))


def test_last_round_dealt_by_the_old_man_ends_the_session():
    hands, rows = last_round()
    session = play("schafkopf", LAST, 4, 0, hands[:2])
    equal((session.state["dealer"], session.status()), (3, (CENTS, ("last round deals", 4))), "")
    for hand in hands[2:]:
        equal(session.state["over"], False, "not over yet")
        session.add(hand)
    standings(session, rows, 3, (CENTS,), "last round")
    equal(session.state["scores"], [270, -70, -490, 290], "last round")
    state = session.state
    equal((state["over"], state["winners"], state["losers"]), (True, [3], [0, 1, 2]), "best")
    refused(session, "hand", session.add, solo(0, "won"))
    session.undo()
    equal((session.state["over"], session.status()), (False, (CENTS, ("last round deals", 1))), "")
    hand = dict(hands[0])
    hand["acorn_ober"] = 1  # seat 1 deals the last round now
    session.edit(0, hand)
    equal((session.state["dealer"], replayed(session)[2:]), (0, rows[2:5]), "moved")


# -- digest, log ----------------------------------------------------------------------------
def test_settings_digest():
    one = {"stock_sweetener": 10, "bock_triggers": ["lost_solo", "thrown_in"], "pack": "long32"}
    two = {"pack": "long32", "bock_triggers": ["thrown_in", "lost_solo"], "stock_sweetener": 10}
    rules = new("schafkopf", one, 4).rules
    equal(new("schafkopf", two, 4).rules, rules, "same rules, other order")
    default = new("schafkopf", {}, 4).rules
    given = {"allowed_contracts": ["wenz", "tout", "sie", "solo", "rufer"], "unit": 10}
    equal(new("schafkopf", given, 5, 3).rules, default, "the defaults given; players, dealer")
    equal((len(default), int(default, 16) >= 0), (16, True), "16 hex digits")
    seen = [default]
    for given in (POT, {"stock_sweetener": 20}, BOCK, one, {"pack": "short24"}):
        rules = new("schafkopf", given, 4).rules
        equal(rules in seen, False, "own digest")
        seen.append(rules)


def test_rebuilt_from_the_log():
    hands, _ = four()
    rebuild("schafkopf", {}, 4, 1, [("add", h) for h in hands] + [("end",)], "4")
    hands, _ = five()
    script = [("add", h) for h in hands]
    script += [("delete", 3), ("add", PASS), ("undo",), ("edit", 0, hands[0])]
    rebuild("schafkopf", POT, 5, 0, script, "5")
    hands, _ = three()
    rebuild(
        "schafkopf", {"pack": "short24"}, 3, 2, [("add", h) for h in hands] + [("delete", 0)], "3"
    )


def test_rebuilt_from_the_log_with_session_rules():
    hands, _, _ = bock()
    script = [("add", h) for h in hands]
    rebuild(
        "schafkopf",
        BOCK,
        4,
        0,
        script + [("edit", 0, solo(1, "won")), ("undo",), ("end",)],
        "bock",
    )
    script = [("add", solo(1, "lost")), ("add", {"contract": "kreuzbock", "declarer": 0,
                                                  "result": "won"}), ("undo",)]  # fmt: skip
    rebuild("schafkopf", KREUZ, 4, 0, script, "kreuzbock")
    hands, _ = last_round()
    rebuild("schafkopf", LAST, 4, 0, [("add", h) for h in hands] + [("end",)], "last round")
