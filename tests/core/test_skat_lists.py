"""Skat: Bierlachs race, Ramsch, Pinke pot and money settlement (SPEC §5.8-§5.12, §7, §8)."""

from skat_hands import null, play, ramsch, rules, state, trump

from checks import equal, raises
from core import games
from core.skat import rules as skat
from core.skat import value as skat_value

BIER = {"scoring_system": "bierlachs"}


def run(given, hands, players=3, dealer=2, scores=None):
    """Score hands in turn -> (last deltas, final state, events of every hand)."""
    table = state(given, players, dealer, scores)
    seen = []
    deltas = None
    for hand in hands:
        deltas, table, events = skat.score_hand(rules(given), table, hand)
        seen.append(events)
    return deltas, table, seen


def by(seat, hand):
    hand["declarer"] = seat
    return hand


def test_bierlachs_minus_only():
    equal(play(BIER, trump("spades", 2, 70))[0], [0, -33, -33], "E-S2-10 / 8.35 worth 33")
    equal(play(BIER, trump("hearts", 3, 70))[0], [0, -40, -40], "E-W4-1 won 40")
    equal(play(BIER, trump("hearts", 3, 50))[0], [-80, 0, 0], "E-W4-1 lost 40")
    equal(play(BIER, trump("grand", 1, 50))[0], [-96, 0, 0], "D-SKAT-19")
    equal(play(BIER, trump("clubs", 1, 75, 30))[0], [-72, 0, 0], "overbid as usual")
    got = play(BIER, trump("grand", 1, 70), 4, 3)[0]
    equal(got, [0, -48, -48, 0], "8.36 the dealer sitting out scores 0")


def test_bierlachs_targets():
    equal(state(BIER)["target"], 501, "E-W4-2 usually 501")
    equal(state({"scoring_system": "bierlachs", "bierlachs_target": 301})["target"], 301, "301")
    day19 = {"scoring_system": "bierlachs", "bierlachs_target": 300, "bierlachs_day": 19}
    day11 = {"scoring_system": "bierlachs", "bierlachs_target": 500, "bierlachs_day": 11}
    equal(state(day19)["target"], 319, "E-W5-1 300 + date on the 19th")
    equal(state(day11)["target"], 511, "E-W5-1 500 + date on the 11th")
    equal(skat.status(rules(day19), state(day19)), (("bierlachs_limit", -319),), "status")
    equal("target" in state(), False, "no target on a classic list")


def test_bierlachs_race():
    deltas, new, seen = run(BIER, [by(2, trump("clubs", 1, 70))], 3, 2, [-480, -200, -350])
    equal(new["scores"], [-504, -224, -350], "D-SKAT-18 totals")
    equal((new["over"], new["losers"]), (True, [0]), "D-SKAT-18 A buys the round")
    equal(seen[0][-1], ("decided", {"winners": [], "losers": [0]}), "D-SKAT-18 event")
    decided = ("decided", {"winners": [], "losers": [0]})
    equal(games.status("skat", rules(BIER), new)[-1], decided, "status names the loser")
    raises(skat.score_hand, rules(BIER), new, trump("clubs", 1, 70), field="hand")
    crossing = [by(2, trump("clubs", 1, 70))]
    deltas, new, seen = run(BIER, crossing, 3, 2, [-490, -495, 0])
    equal((new["scores"], new["losers"]), ([-514, -519, 0], [1]), "D-SKAT-20 B pays")
    both = {"scoring_system": "bierlachs", "bierlachs_tie": "both_pay"}
    equal(run(both, crossing, 3, 2, [-490, -495, 0])[1]["losers"], [0, 1], "8.36 both_pay")
    tied = run(BIER, crossing, 3, 2, [-490, -490, 0])[1]
    equal(tied["losers"], [0, 1], "8.36 equal totals: both pay")
    equal(run(BIER, crossing, 3, 2, [-477, 0, 0])[1]["over"], True, "8.36 exactly -501 ends")
    equal(run(BIER, crossing, 3, 2, [-476, 0, 0])[1]["over"], False, "-500 goes on")


RAMSCH = {"on_all_pass": "ramsch"}
PLAIN = ([62, 38, 20], [5, 3, 2])
VIRGIN = ([70, 50, 0], [6, 4, 0])
MARCH = ([120, 0, 0], [10, 0, 0])
TIE = ([50, 50, 20], [4, 4, 2])


def given(extra):
    out = {"on_all_pass": "ramsch"}
    for key in extra:
        out[key] = extra[key]
    return out


# (label, extra settings, (points, tricks), pushes, deltas)
RAMSCH_VECTORS = (
    ("D-SKAT-21", {}, PLAIN, 0, [-62, 0, 0]),
    ("D-SKAT-21 everyone", {"ramsch_scoring": "everyone"}, PLAIN, 0, [-62, -38, -20]),
    ("D-SKAT-22 / E-W7-1 Jungfrau doubles", {}, VIRGIN, 0, [-140, 0, 0]),
    ("D-SKAT-22 fixed, one Jungfrau", {"ramsch_scoring": "fixed"}, VIRGIN, 0, [-15, 0, 0]),
    ("D-SKAT-22 fixed, none", {"ramsch_scoring": "fixed"}, PLAIN, 0, [-10, 0, 0]),
    ("8.33 Jungfrau off", {"ramsch_jungfrau": "off"}, VIRGIN, 0, [-70, 0, 0]),
    ("everyone, Jungfrau", {"ramsch_scoring": "everyone"}, VIRGIN, 0, [-140, -50, 0]),
    ("D-SKAT-23 / E-W7-1 Durchmarsch", {}, MARCH, 0, [120, 0, 0]),
    ("8.33 no Durchmarsch: two Jungfrauen", {"ramsch_durchmarsch": None}, MARCH, 0, [-480, 0, 0]),
    (
        "8.33 fixed, two Jungfrauen",
        {"ramsch_scoring": "fixed", "ramsch_durchmarsch": None},
        MARCH,
        0,
        [-20, 0, 0],
    ),
    ("D-SKAT-24 two pushes", {"schieberamsch": True}, ([55, 40, 25], [4, 3, 3]), 2, [-220, 0, 0]),
    ("8.34 tie: all tied lose", {}, TIE, 0, [-50, -50, 0]),
    ("tens count 1", {"ramsch_ten_value": "1"}, ([40, 30, 14], [4, 3, 3]), 0, [-40, 0, 0]),
    (
        "D-SKAT-25 Gewinner",
        {"on_all_pass": "gewinner_ramsch"},
        ([50, 45, 25], [4, 3, 3]),
        0,
        [0, 0, 23],
    ),
    (
        "D-SKAT-25 / E-S2-12 tied lowest",
        {"on_all_pass": "gewinner_ramsch"},
        ([50, 35, 35], [4, 3, 3]),
        0,
        [0, 23, 23],
    ),
    (
        "Gewinner on Seeger-Fabian",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "seeger_fabian"},
        ([50, 45, 25], [4, 3, 3]),
        0,
        [0, 0, 73],
    ),
    ("Ramsch on Bierlachs", {"scoring_system": "bierlachs"}, PLAIN, 0, [-62, 0, 0]),
    ("Durchmarsch on Bierlachs", {"scoring_system": "bierlachs"}, MARCH, 0, [0, -120, -120]),
    (
        "8.45 tied Gewinner on Bierlachs, booked one after the other",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "bierlachs"},
        ([50, 35, 35], [4, 3, 3]),
        0,
        [-46, -23, -23],
    ),
    (
        "8.45 Gewinner on Bierlachs",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "bierlachs"},
        ([50, 45, 25], [4, 3, 3]),
        0,
        [-23, -23, 0],
    ),
    (
        "8.46 Durchmarsch on Seeger-Fabian",
        {"scoring_system": "seeger_fabian"},
        MARCH,
        0,
        [170, 0, 0],
    ),  # fmt: skip
    (
        "8.46 tied Gewinner on Seeger-Fabian",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "seeger_fabian"},
        ([50, 35, 35], [4, 3, 3]),
        0,
        [0, 73, 73],
    ),
    (
        "8.47 Durchmarsch beats Gewinner",
        {"on_all_pass": "gewinner_ramsch"},
        MARCH,
        0,
        [120, 0, 0],
    ),  # fmt: skip
    (
        "8.47 Durchmarsch in a Gewinner on Seeger-Fabian",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "seeger_fabian"},
        MARCH,
        0,
        [170, 0, 0],
    ),
    (
        "8.47 Durchmarsch in a Gewinner on Bierlachs",
        {"on_all_pass": "gewinner_ramsch", "scoring_system": "bierlachs"},
        MARCH,
        0,
        [0, -120, -120],
    ),
    (
        "8.47 Gewinner without Durchmarsch: the two with 0 points",
        {"on_all_pass": "gewinner_ramsch", "ramsch_durchmarsch": None},
        MARCH,
        0,
        [0, 23, 23],
    ),
)


def test_ramsch():
    for label, extra, split, pushes, want in RAMSCH_VECTORS:
        hand = ramsch(split[0], split[1], {"pushes": pushes} if pushes else None)
        deltas, new, events = play(given(extra), hand)
        equal(deltas, want, label)
        equal(new["scores"], want, label)
        equal(new["dealer"], 0, label + ": next dealer")


def test_ramsch_events_and_games_won():
    events = play(RAMSCH, ramsch(VIRGIN[0], VIRGIN[1]))[2]
    equal(events, [("ramsch_lost", [0]), ("jungfrau", 1)], "loser and Jungfrau")
    gewinner = given({"on_all_pass": "gewinner_ramsch"})
    deltas, new, events = play(gewinner, ramsch([50, 35, 35], [4, 3, 3]))
    equal((events, new["won"]), ([("ramsch_won", [1, 2])], [0, 1, 1]), "E-S2-12 won games")
    equal(play(RAMSCH, ramsch(MARCH[0], MARCH[1]))[2], [("durchmarsch", 0)], "Durchmarsch")


def test_ramsch_tie_replay():
    deltas, new, events = play(given({"ramsch_tie": "replay"}), ramsch(TIE[0], TIE[1]))
    equal((deltas, events), ([0, 0, 0], [("replay", None)]), "8.34 replay: nothing scored")
    equal((new["dealer"], new["hand_no"]), (2, 1), "8.34 replay: the same dealer deals again")


def test_ramsch_at_four():
    deltas = play(RAMSCH, ramsch([62, 38, 20, 0], [5, 3, 2, 0]), 4, 3)[0]
    equal(deltas, [-62, 0, 0, 0], "the dealer sits out")
    raises(play, RAMSCH, ramsch([62, 38, 0, 20], [5, 3, 0, 2]), 4, 3, field="points")


RAMSCH_BAD = (
    ("points do not add up", {}, ramsch([60, 40, 10], [5, 3, 2]), "points"),
    ("84 when tens count 1", {"ramsch_ten_value": "1"}, ramsch([62, 38, 20], [5, 3, 2]), "points"),
    ("tricks do not add up", {}, ramsch([62, 38, 20], [5, 3, 3]), "tricks"),
    ("points without a trick", {}, ramsch([70, 40, 10], [6, 4, 0]), "points"),
    ("too many points for one trick", {}, ramsch([10, 70, 40], [8, 1, 1]), "points"),
    # SPEC §1 with the skat's two cards: 3 tricks and the skat cannot hold 120, nor 7 none
    ("Jungfrau of no deal", {}, ramsch([120, 0, 0], [3, 7, 0]), "points"),
    ("the skat to two seats", {}, ramsch([40, 40, 40], [1, 1, 8]), "points"),
    (
        "the skat is the highest scorer's",
        {"on_all_pass": "gewinner_ramsch"},
        ramsch([40, 60, 20], [1, 6, 3]),
        "points",
    ),
    (
        "a trick and the skat hold 48 when tens count 1",
        {"ramsch_ten_value": "1"},
        ramsch([50, 20, 14], [1, 5, 4]),
        "points",
    ),
    ("points list too short", {}, ramsch([60, 60], [5, 5]), "points"),
    ("tricks missing", {}, {"game": "pass", "points": [62, 38, 20]}, "tricks"),
    ("pushes without Schieberamsch", {}, ramsch(PLAIN[0], PLAIN[1], {"pushes": 1}), "pushes"),
    ("four pushes", {"schieberamsch": True}, ramsch(PLAIN[0], PLAIN[1], {"pushes": 4}), "pushes"),
    ("a declarer in Ramsch", {}, ramsch(PLAIN[0], PLAIN[1], {"declarer": 0}), "declarer"),
)


def test_ramsch_points_fit_the_tricks_and_the_skat():
    # The skat goes to one seat: the last trick's taker (a seat with a trick), in a
    # Gewinner-Ramsch the highest scorer (§5.9).
    equal(play(RAMSCH, ramsch([40, 60, 20], [1, 6, 3]))[0], [0, -60, 0], "skat with seat 0")
    gewinner = given({"on_all_pass": "gewinner_ramsch"})
    equal(play(gewinner, ramsch([40, 40, 40], [1, 6, 3]))[0], [23, 23, 23], "tied highest")
    equal(play(given({"ramsch_ten_value": "1"}), ramsch([48, 22, 14], [1, 5, 4]))[0],
          [-48, 0, 0], "four Aces and a King")  # fmt: skip


def test_ramsch_bad_input():
    for label, extra, hand, field in RAMSCH_BAD:
        err = raises(play, given(extra), hand, field=field)
        equal(bool(err.message), True, label)


JACKPOT = {"pinke": "grand_hand_jackpot", "pinke_fee": 50}


def test_pinke_grand_hand_jackpot():
    hands = [
        by(1, trump("clubs", 1, 50)),
        by(2, null(1)),
        trump("grand", 1, 70, 18, {"hand": True}),
    ]
    deltas, new, seen = run(JACKPOT, hands[:2])
    equal((new["pot"], new["pinke"]), (100, [0, -50, -50]), "D-SKAT-27 pot after two losses")
    equal(skat.status(rules(JACKPOT), new), (("pot", 100),), "status shows the pot")
    deltas, new, seen = run(JACKPOT, hands)
    equal((new["pot"], new["pinke"]), (0, [100, -50, -50]), "D-SKAT-27 A collects 100")
    equal(seen[2][-1], ("jackpot", {"seat": 0, "cents": 100}), "D-SKAT-27 event")
    equal(new["scores"], [72, -48, -46], "the list is scored as usual")
    plain_grand = run(JACKPOT, hands[:2] + [trump("grand", 1, 70)])[1]
    equal(plain_grand["pot"], 100, "a Grand that is not Hand does not take the pot")


def test_pinke_loss_fee():
    fee = {"pinke": "loss_fee", "pinke_fee": 20}
    hands = [
        trump("clubs", 1, 50),
        trump("clubs", 1, 50),
        trump("grand", 1, 70, 18, {"hand": True}),
    ]
    deltas, new, seen = run(fee, hands)
    equal((new["pot"], new["pinke"]), (40, [-40, 0, 0]), "loss fee: the pot keeps it")
    equal(seen[0][-1], ("pinke", {"seat": 0, "cents": 20}), "event")
    equal(run(None, hands)[1]["pot"], 0, "pinke off")


def test_money_settlement():
    equal(skat_value.settle_money([150, -40, 10], 1), [330, -240, -90], "D-SKAT-26")
    equal(skat_value.settle_money([150, -40, 10], 5), [1650, -1200, -450], "rate 5 c")
    money = {"money_settlement": 1}
    table = state(money, 3, 2, [150, -40, 10])
    equal(skat.status(rules(money), table), (("money", [330, -240, -90]),), "8.38 status")
    equal(skat.status(rules(), table), (), "8.38 default none: no money")
    four = state(None, 4, 1)
    equal(skat.status(rules(), four), (("sits_out", 1),), "who sits out")
