"""Skat: game values, bids, classic and Seeger-Fabian lists, validation (SPEC §5, §7, §8)."""

from skat_hands import as_result, null, play, rules, state, trump

from checks import equal, raises
from core.skat import rules as skat
from core.skat import value as skat_value

HAND = {"hand": True}
SCHNEIDER_SAID = {"hand": True, "schneider_announced": True}
SCHWARZ_SAID = {"hand": True, "schwarz_announced": True}
OUVERT = {"hand": True, "ouvert": True}
KONTRA_RE = {"kontra": "kontra_re"}

# (label, settings, hand, declarer's delta) - A (seat 0) declares; classic list unless stated.
CLASSIC = (
    ("E-S2-1 overbid clubs with 1", None, trump("clubs", 1, 75, 30), -72),
    ("E-S2-2 overbid hearts with 1", None, trump("hearts", 1, 75, 30), -60),
    ("E-S2-3 clubs with 1 Schneider", None, trump("clubs", 1, 95, 30), 36),
    ("E-S2-4 hearts", None, trump("hearts", 1, 70), 20),
    ("E-S2-4 hearts Hand", None, trump("hearts", 1, 70, 18, HAND), 30),
    ("E-S2-4 hearts Schneider", None, trump("hearts", 1, 95), 30),
    ("E-S2-4 grand", None, trump("grand", 1, 70), 48),
    ("E-S2-5 hearts with 3", None, trump("hearts", 3, 70), 40),
    (
        "E-S2-5 hearts with 7 Hand Schneider said",
        None,
        trump("hearts", 7, 95, 18, SCHNEIDER_SAID),
        110,
    ),
    ("E-S2-5 grand with 4 Schneider", None, trump("grand", 4, 95), 144),
    ("E-S2-6 full chain with 2 (level 9)", None, trump("clubs", 2, 120, 18, OUVERT), 108),
    ("E-S2-7 highest level 18", None, trump("clubs", 11, 120, 18, OUVERT), 216),
    ("E-S2-7 lowest level 2", None, trump("diamonds", 1, 61), 18),
    ("E-S2-8 Anton grand with 2", None, trump("grand", 2, 78, 20), 72),
    ("E-S2-9 Brigitte Null Ouvert 9th trick", None, null(1, 30, {"ouvert": True}), -92),
    ("E-S2-13 Null", None, null(0), 23),
    ("E-S2-13 Null Hand", None, null(0, 18, HAND), 35),
    ("E-S2-13 Null Ouvert", None, null(0, 18, {"ouvert": True}), 46),
    ("E-S2-13 Null Ouvert Hand", None, null(0, 18, OUVERT), 59),
    ("E-S2-13 Revolution", {"revolution": True}, null(0, 92, {"revolution": True}), 92),
    ("E-S2-16/D-SKAT-17 grand base 20", {"grand_base": "20"}, trump("grand", 1, 70), 40),
    (
        "E-S2-17 lost Hand before 1998",
        {"lost_hand_doubled": False},
        trump("hearts", 1, 50, 18, HAND),
        -30,
    ),
    ("D-SKAT-01 overbid spades", None, trump("spades", 2, 75, 36), -88),
    ("D-SKAT-02 overbid grand", None, trump("grand", 1, 80, 59), -144),
    ("D-SKAT-03 Null Ouvert Hand won", None, null(0, 18, OUVERT), 59),
    ("D-SKAT-03 Null Ouvert Hand lost", None, null(1, 18, OUVERT), -118),
    ("D-SKAT-04 Null Hand lost", None, null(2, 18, HAND), -70),
    ("D-SKAT-05 Schneider said, made", None, trump("clubs", 2, 92, 18, SCHNEIDER_SAID), 72),
    ("D-SKAT-06 Schneider said, 85", None, trump("clubs", 2, 85, 18, SCHNEIDER_SAID), -144),
    ("D-SKAT-07 Schwarz said, made", None, trump("diamonds", 1, 120, 18, SCHWARZ_SAID), 63),
    ("D-SKAT-08 grand ouvert with 4", None, trump("grand", 4, 120, 18, OUVERT), 264),
    ("D-SKAT-09 Kontra+Re won", KONTRA_RE, trump("grand", 2, 70, 18, {"kontra": 2}), 288),
    ("D-SKAT-09 Kontra+Re lost", KONTRA_RE, trump("grand", 2, 50, 18, {"kontra": 2}), -576),
    ("D-SKAT-10 defenders' Schneider", None, trump("spades", 3, 25), -110),
    ("D-SKAT-12 lost Hand", None, trump("hearts", 1, 50, 18, HAND), -60),
    ("D-SKAT-15 defenders' Schneider at bid 30", None, trump("hearts", 1, 28, 30), -60),
    ("D-SKAT-16 spades without 5", None, trump("spades", 5, 61), 66),
    ("8.28 declarer 89: no Schneider", None, trump("clubs", 1, 89), 24),
    ("8.28 declarer 90: Schneider", None, trump("clubs", 1, 90), 36),
    ("8.28 declarer 30: defenders' Schneider", None, trump("clubs", 1, 30), -72),
    ("8.28 declarer 31: no Schneider", None, trump("clubs", 1, 31), -48),
    (
        "8.31 announced levels count (default)",
        None,
        trump("grand", 4, 85, 18, SCHNEIDER_SAID),
        -384,
    ),
    (
        "8.31/10.2 not doubled",
        {"lost_announced_doubled": False},
        trump("clubs", 2, 85, 18, SCHNEIDER_SAID),
        -72,
    ),
    ("8.37 without 2 lost is -54", None, trump("diamonds", 2, 50), -54),
    ("Kontra only", {"kontra": "kontra"}, trump("hearts", 1, 70, 18, {"kontra": 1}), 40),
    ("Resupra", {"kontra": "up_to_resupra"}, trump("hearts", 1, 70, 18, {"kontra": 4}), 320),
)


def test_classic_list():
    for label, given, hand, want in CLASSIC:
        deltas, new, events = play(given, hand)
        equal(deltas, [want, 0, 0], label)
        equal(new["scores"], [want, 0, 0], label)
        equal(new["won" if want > 0 else "lost"], [1, 0, 0], label)


def test_classic_list_by_result():
    # the same vectors given by the result class (docs/entry-choices.md): alone, with the
    # tricks, with tricks and points; the same deltas and events
    count = 0
    for label, given, hand, want in CLASSIC:
        if "declarer_points" not in hand:
            continue  # a Null keeps its tricks
        events = play(given, hand)[2]
        for keep in ((), ("declarer_tricks",), ("declarer_tricks", "declarer_points")):
            got = play(given, as_result(hand, keep=keep))
            equal((got[0], got[2]), ([want, 0, 0], events), label + " by result " + str(keep))
            count += 1
    equal(count, 3 * 37, "every suit and Grand vector")


def test_schwarz_vectors_need_exact_tricks():
    seven = trump("diamonds", 1, 112, 18, SCHWARZ_SAID)
    seven["declarer_tricks"] = 9
    equal(play(None, seven)[0], [-126, 0, 0], "D-SKAT-07 Schwarz said, 9 tricks")
    zero = trump("diamonds", 1, 0)
    zero["declarer_tricks"] = 0
    equal(play(None, zero)[0], [-72, 0, 0], "D-SKAT-11 declarer Schwarz")
    skat_only = trump("diamonds", 1, 21)
    skat_only["declarer_tricks"] = 0
    equal(play(None, skat_only)[0], [-72, 0, 0], "no trick, skat points only: still Schwarz")
    schwarz = trump("hearts", 1, 0, 30)
    schwarz["declarer_tricks"] = 0
    equal(play(None, schwarz)[0], [-80, 0, 0], "D-SKAT-15 Schwarz at bid 30")


def test_overbid_events():
    deltas, new, events = play(None, trump("clubs", 1, 75, 30))
    equal(
        events,
        [("outcome", {"declarer": 0, "won": False, "value": 36}), ("overbid", 36)],
        "E-S2-1 events",
    )
    equal(
        play(None, trump("grand", 2, 78, 20))[2],
        [("outcome", {"declarer": 0, "won": True, "value": 72})],
        "E-S2-8 events",
    )


def test_levels():
    level = skat_value.level
    # E-S2-6: J♣J♠ with 2; J♣J♥ with 1; all Jacks with 4; J♥J♦ or J♥ alone without 2.
    for label, got, want in (
        ("with 2", level(2), 3),
        ("with 1", level(1), 2),
        ("with 4", level(4), 5),
        ("without 2", level(2), 3),
        ("with 2 Hand", level(2, True), 4),
        ("with 2 Schneider", level(2, False, True), 4),
        ("with 2 Hand Schneider Schwarz", level(2, True, True, False, True), 6),
        ("with 2 full chain", level(2, True, True, True, True, True, True), 9),
        ("E-S2-7 highest", level(11, True, True, True, True, True, True), 18),
    ):
        equal(got, want, "E-S2-6 " + label)


SPEC_BIDS = (
    (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66)
    + (70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132)
    + (135, 140, 143, 144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192)
    + (198, 204, 216, 240, 264)
)


def test_legal_bids_are_the_spec_list():
    got = tuple(bid for bid in range(1, 300) if skat_value.is_legal_bid(bid, 24))
    equal(got, SPEC_BIDS, "SPEC §5.1 bid list")
    # E-S2-14: Clara's 18, 20 and 22, Anna's 23 and 24 are all calls; 19 and 21 are not.
    for bid in (18, 20, 22, 23, 24):
        equal(skat_value.is_legal_bid(bid, 24), True, "E-S2-14 {}".format(bid))
    equal(skat_value.is_legal_bid(92, 24), False, "92 without Revolution")
    equal(skat_value.is_legal_bid(92, 24, True), True, "92 with Revolution")
    equal(skat_value.is_legal_bid(200, 20), True, "grand_base 20: Grand with 9 = 200")
    equal(skat_value.is_legal_bid(200, 24), False, "200 is no value with Grand 24")


def test_loss_value():
    equal(skat_value.loss_value(24, 12, 30), 36, "E-S2-1")
    equal(skat_value.loss_value(48, 24, 59), 72, "D-SKAT-02")
    equal(skat_value.loss_value(30, 10, 30), 30, "D-SKAT-15 value = bid")


def test_seeger_fabian():
    sf = {"scoring_system": "seeger_fabian"}
    equal(play(sf, trump("grand", 1, 70))[0], [98, 0, 0], "D-SKAT-13")
    equal(play(sf, trump("hearts", 2, 55))[0], [-110, 40, 40], "D-SKAT-14 three players")
    got = play(sf, trump("hearts", 2, 55), 4, 3)[0]
    equal(got, [-110, 30, 30, 30], "D-SKAT-14 four players: the dealer D gets 30 too")
    equal(play(sf, trump("clubs", 1, 70))[0], [74, 0, 0], "E-S2-11 won +V+50")
    equal(play(sf, trump("clubs", 1, 50))[0], [-98, 40, 40], "E-S2-11 lost -2V-50, +40")
    s2_only = {"scoring_system": "seeger_fabian", "tourn_loss_penalty": 0}
    equal(play(s2_only, trump("clubs", 1, 50))[0], [-48, 40, 40], "8.29 S2 text: no -50")
    equal(play(sf, null(1, 18, HAND))[0], [-120, 40, 40], "lost Null Hand")


def test_four_players_dealer_sits_out():
    deltas, new, events = play(None, trump("grand", 1, 70), 4, 3)
    equal(deltas, [48, 0, 0, 0], "classic at four")
    equal(new["dealer"], 0, "next dealer")
    raises(play, None, trump("grand", 1, 70), 4, 0, field="declarer")


def test_all_pass_redeal():
    deltas, new, events = play(None, {"game": "pass"})
    equal(deltas, [0, 0, 0], "nothing scored")
    equal((new["dealer"], new["hand_no"], events), (0, 1, [("passed", None)]), "next dealer")
    raises(play, None, {"game": "pass", "points": [60, 60, 0]}, field="points")


BAD = (
    ("bid not a value", None, trump("clubs", 1, 70, 19), "bid"),
    ("bid too high", None, trump("clubs", 1, 70, 300), "bid"),
    ("bid 92 without Revolution", None, null(0, 92, HAND), "bid"),
    ("8.32 Null below the bid", None, null(0, 24), "bid"),
    ("Null Hand below the bid", None, null(0, 36, HAND), "bid"),
    ("grand with 5", None, trump("grand", 5, 70), "matadors"),
    ("suit with 12", None, trump("hearts", 12, 70), "matadors"),
    ("matadors 0", None, trump("hearts", 0, 70), "matadors"),
    ("Ouvert without Hand", None, trump("grand", 4, 120, 18, {"ouvert": True}), "ouvert"),
    (
        "Schneider said without Hand",
        None,
        trump("clubs", 1, 95, 18, {"schneider_announced": True}),
        "schneider_announced",
    ),
    (
        "Schwarz said without Hand",
        None,
        trump("clubs", 1, 120, 18, {"schwarz_announced": True}),
        "schwarz_announced",
    ),
    ("points above 120", None, trump("clubs", 1, 121), "declarer_points"),
    (
        "tricks above 10",
        None,
        trump("clubs", 1, 70, 18, {"declarer_tricks": 11}),
        "declarer_tricks",
    ),
    (
        "10 tricks, 100 points",
        None,
        trump("clubs", 1, 100, 18, {"declarer_tricks": 10}),
        "declarer_points",
    ),
    (
        "no trick, 30 points",
        None,
        trump("clubs", 1, 30, 18, {"declarer_tricks": 0}),
        "declarer_points",
    ),
    ("kontra off", None, trump("clubs", 1, 70, 18, {"kontra": 1}), "kontra"),
    ("Re beyond kontra", {"kontra": "kontra"}, trump("clubs", 1, 70, 18, {"kontra": 2}), "kontra"),
    ("Supra beyond kontra_re", KONTRA_RE, trump("clubs", 1, 70, 18, {"kontra": 3}), "kontra"),
    ("kontra 5", {"kontra": "up_to_resupra"}, trump("clubs", 1, 70, 18, {"kontra": 5}), "kontra"),
    ("contract unknown", None, trump("hearts_solo", 1, 70), "game"),
    ("game missing", None, {"declarer": 0, "bid": 18}, "game"),
    ("declarer missing", None, {"game": "null", "bid": 18, "declarer_tricks": 0}, "declarer"),
    ("declarer seat 3 at three", None, null(0, 18, {"declarer": 3}), "declarer"),
    ("matadors in a Null", None, null(0, 18, {"matadors": 2}), "matadors"),
    ("revolution off", None, null(0, 23, {"revolution": True}), "revolution"),
    ("unknown field", None, trump("clubs", 1, 70, 18, {"jacks": 2}), "jacks"),
    ("hand not a bool", None, trump("clubs", 1, 70, 18, {"hand": 1}), "hand"),
    ("version 2", None, trump("clubs", 1, 70, 18, {"v": 2}), "v"),
)


def test_bad_input_names_the_field():
    for label, given, hand, field in BAD:
        err = raises(play, given, hand, field=field)
        equal(bool(err.message), True, label)
    raises(skat.score_hand, rules(), state(), [1], field="hand")
    err = raises(play, None, trump("grand", 1, 70, 18, {"declarer": 3}), 4, 3, field="declarer")
    equal("sits out" in err.message, True, "not by the dealer sitting out")


def test_state_is_not_changed():
    before = state()
    copy = skat.new_state(rules(), 3, 2)
    skat.score_hand(rules(), before, trump("grand", 1, 70))
    equal(before, copy, "score_hand leaves its state alone")
