"""Skat hands given by their result class instead of card points (SPEC §5.3-§5.8, §5.10;
docs/entry-choices.md): the same scores, announcements, Ouvert, overbid and Kontra from the
class alone, and refusals (what choices asks: test_skat_result_entry)."""

from skat_hands import as_result, play, rules, state, trump

from checks import equal, raises
from core.skat import rules as skat

BIER = {"scoring_system": "bierlachs"}
SF = {"scoring_system": "seeger_fabian"}
NA = {"preset": "na_tournee"}
HAND = {"hand": True}
SCHNEIDER_SAID = {"hand": True, "schneider_announced": True}
SCHWARZ_SAID = {"hand": True, "schwarz_announced": True}
OUVERT = {"hand": True, "ouvert": True}


def by_class(game, matadors, result, bid=18, extra=None):
    """A suit or Grand game by seat 0 (A) given by its result class alone."""
    hand = {"game": game, "declarer": 0, "bid": bid, "matadors": matadors, "result": result}
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


# (label, settings, hand by points, players, dealer, scores before) - the SPEC §7 examples of
# the other lists: entered by class they must give the same deltas and state.
LISTS = (
    ("E-S2-10 Bierlachs worth 33", BIER, trump("spades", 2, 70), 3, 2, None),
    ("E-W4-1 Bierlachs won 40", BIER, trump("hearts", 3, 70), 3, 2, None),
    ("E-W4-1 Bierlachs lost 40", BIER, trump("hearts", 3, 50), 3, 2, None),
    ("D-SKAT-19 Bierlachs Grand lost", BIER, trump("grand", 1, 50), 3, 2, None),
    ("Bierlachs overbid", BIER, trump("clubs", 1, 75, 30), 3, 2, None),
    ("8.36 Bierlachs at four", BIER, trump("grand", 1, 70), 4, 3, None),
    ("D-SKAT-18 A buys", BIER, trump("clubs", 1, 70), 3, 1, (-480, -200, -350)),
    ("D-SKAT-20 B pays", BIER, trump("clubs", 1, 70), 3, 1, (-490, -495, 0)),
    ("D-SKAT-13 Seeger-Fabian won Grand", SF, trump("grand", 1, 70), 3, 2, None),
    ("D-SKAT-14 Seeger-Fabian lost", SF, trump("hearts", 2, 55), 3, 2, None),
    ("D-SKAT-14 Seeger-Fabian at four", SF, trump("hearts", 2, 55), 4, 3, None),
    ("E-S2-11 Seeger-Fabian lost", SF, trump("clubs", 1, 50), 3, 2, None),
    ("Seeger-Fabian lost Schneider", SF, trump("clubs", 1, 20), 3, 2, None),
)


def test_lists_by_result():
    for label, given, hand, players, dealer, scores in LISTS:
        if label.startswith("D-SKAT-18") or label.startswith("D-SKAT-20"):
            hand = dict(hand, declarer=2)
        want = play(given, hand, players, dealer, scores)
        got = play(given, as_result(hand), players, dealer, scores)
        equal(got, want, label + " by result")


C = by_class
SN = SCHNEIDER_SAID
SW = SCHWARZ_SAID
OLD_HAND = {"lost_hand_doubled": False}
SINGLE = {"lost_announced_doubled": False}
RE = {"kontra": "kontra_re"}
KO = {"kontra": "kontra"}
# (label, settings, hand by class, declarer's delta, events after the outcome)
CLASSES = (
    # E-S2-1: the cards won, the game overbid: lost at 36, doubled
    ("E-S2-1 won, overbid", None, C("clubs", 1, "won", 30), -72, [("overbid", 36)]),
    ("E-S2-3 won Schneider at bid 30", None, C("clubs", 1, "won_schneider", 30), 36, []),
    ("D-SKAT-15 lost Schneider, bid 30", None, C("hearts", 1, "lost_schneider", 30), -60, []),
    ("D-SKAT-15 lost Schwarz at bid 30", None, C("hearts", 1, "lost_schwarz", 30), -80, []),
    ("D-SKAT-10 lost Schneider", None, C("spades", 3, "lost_schneider"), -110, []),
    ("D-SKAT-11 lost Schwarz", None, C("diamonds", 1, "lost_schwarz"), -72, []),
    ("won Schwarz counts Schneider too", None, C("clubs", 1, "won_schwarz"), 48, []),
    ("D-SKAT-05 Schneider said, made", None, C("clubs", 2, "won_schneider", 18, SN), 72, []),
    ("D-SKAT-05 Schneider said, Schwarz", None, C("clubs", 2, "won_schwarz", 18, SN), 84, []),
    # an announced Schneider missed is lost, whatever else the cards made (§5.5, §8 item 31)
    ("D-SKAT-06 Schneider said, won", None, C("clubs", 2, "won", 18, SN), -144, []),
    ("Schneider said, lost", None, C("clubs", 2, "lost", 18, SN), -144, []),
    ("Schneider said, lost Schn.", None, C("clubs", 2, "lost_schneider", 18, SN), -144, []),
    ("Schneider said, lost Schwarz", None, C("clubs", 2, "lost_schwarz", 18, SN), -168, []),
    ("D-SKAT-07 Schwarz said, made", None, C("diamonds", 1, "won_schwarz", 18, SW), 63, []),
    # announced Schwarz needs won Schwarz: won Schneider is lost
    ("D-SKAT-07 Schwarz said, Schn.", None, C("diamonds", 1, "won_schneider", 18, SW), -126, []),
    ("Schwarz said, won", None, C("diamonds", 1, "won", 18, SW), -126, []),
    # Ouvert needs every trick (§5.5)
    ("E-S2-6 Ouvert, all tricks", None, C("clubs", 2, "won_schwarz", 18, OUVERT), 108, []),
    ("Ouvert, won Schneider", None, C("clubs", 2, "won_schneider", 18, OUVERT), -216, []),
    ("D-SKAT-08 Grand Ouvert", None, C("grand", 4, "won_schwarz", 18, OUVERT), 264, []),
    ("D-SKAT-12 lost Hand", None, C("hearts", 1, "lost", 18, HAND), -60, []),
    ("E-S2-17 lost Hand, 1997", OLD_HAND, C("hearts", 1, "lost", 18, HAND), -30, []),
    ("8.31/10.2 not doubled", SINGLE, C("clubs", 2, "won", 18, SN), -72, []),
    # the overbid goes by the value with the class's levels: Schneider raises it above the bid
    ("D-SKAT-01 won, overbid", None, C("spades", 2, "won", 36), -88, [("overbid", 44)]),
    ("D-SKAT-01 won Schneider", None, C("spades", 2, "won_schneider", 36), 44, []),
    ("D-SKAT-02 won Grand, overbid", None, C("grand", 1, "won", 59), -144, [("overbid", 72)]),
    ("D-SKAT-02 won Schwarz", None, C("grand", 1, "won_schwarz", 59), 96, []),
    ("D-SKAT-09 Kontra+Re won", RE, C("grand", 2, "won", 18, {"kontra": 2}), 288, []),
    ("D-SKAT-09 Kontra+Re lost", RE, C("grand", 2, "lost", 18, {"kontra": 2}), -576, []),
    ("Kontra, overbid", KO, C("clubs", 1, "won", 30, {"kontra": 1}), -144, [("overbid", 72)]),
)  # fmt: skip


def test_classes_alone():
    for label, given, hand, want, more in CLASSES:
        deltas, new, events = play(given, hand)
        equal(deltas, [want, 0, 0], label)
        equal(new["won" if want > 0 else "lost"], [1, 0, 0], label)
        value = abs(want) if want > 0 else events[0][1]["value"]
        outcome = ("outcome", {"declarer": 0, "won": want > 0, "value": value})
        equal(events, [outcome] + more, label + ": events")


def test_na_by_result():
    # SPEC §5.10: the Schneider line is 91, the declarer at 29 or less is Schneider too
    said = {"schneider_announced": True}

    def na(contract, result, extra=None):
        hand = {"game": "grand", "contract": contract, "declarer": 0, "matadors": 1}
        hand["result"] = result
        for key in extra or {}:
            hand[key] = extra[key]
        return hand

    for label, hand, want in (
        ("Tourne Grand with 1, game: 12 x 2", na("tourne", "won"), 24),
        ("Tourne Grand with 1, Schneider: 12 x 3", na("tourne", "won_schneider"), 36),
        ("Tourne Grand with 1, Schwarz: 12 x 4", na("tourne", "won_schwarz"), 48),
        ("Tourne lost: once", na("tourne", "lost"), -24),
        ("Tourne lost Schneider: 12 x 3 once", na("tourne", "lost_schneider"), -36),
        ("Guckser lost: 16 x 2 doubled", na("guckser", "lost"), -64),
        ("passt mir nicht lost: doubled", na("passt_mir_nicht", "lost"), -48),
        ("passt mir nicht won", na("passt_mir_nicht", "won"), 24),
        ("Schneider declared, made: 20 x 4", na("solo", "won_schneider", said), 80),
        ("Schneider declared, missed: 20 x 4", na("solo", "won", said), -80),
        ("Grand Ouvert, Schwarz made: 24 x 6", na("solo", "won_schwarz", {"ouvert": True}), 144),
        ("Grand Ouvert, 9 tricks: 24 x 6", na("solo", "won_schneider", {"ouvert": True}), -144),
    ):  # fmt: skip
        equal(play(NA, hand)[0], [want, 0, 0], "NA by result: " + label)
    # the lines in points: 90 is not a Schneider there, 30 not a defenders' one
    good = na("tourne", "won", {"declarer_tricks": 8, "declarer_points": 90})
    equal(play(NA, good)[0], [24, 0, 0], "NA 90 points: won")
    lost = na("tourne", "lost", {"declarer_tricks": 3, "declarer_points": 30})
    equal(play(NA, lost)[0], [-24, 0, 0], "NA 30 points: lost")
    bad = na("tourne", "won_schneider", {"declarer_tricks": 8, "declarer_points": 90})
    raises(play, NA, bad, field="result")
    bad = na("tourne", "lost_schneider", {"declarer_tricks": 3, "declarer_points": 30})
    raises(play, NA, bad, field="result")


def with_cards(result, tricks=None, points=None):
    hand = by_class("clubs", 1, result)
    if tricks is not None:
        hand["declarer_tricks"] = tricks
    if points is not None:
        hand["declarer_points"] = points
    return hand


# (label, hand, refused field): a class that contradicts the cards given beside it, or is no
# class at all
BAD = (
    ("won with all tricks", with_cards("won", 10), "declarer_tricks"),
    ("won without a trick", with_cards("won", 0), "declarer_tricks"),
    ("won Schwarz in 9 tricks", with_cards("won_schwarz", 9), "declarer_tricks"),
    ("lost Schwarz with a trick", with_cards("lost_schwarz", 1), "declarer_tricks"),
    ("won Schneider in 2 tricks (84 at most)", with_cards("won_schneider", 2), "declarer_tricks"),
    ("lost Schneider in 9 tricks", with_cards("lost_schneider", 9), "declarer_tricks"),
    ("won with 50 points", with_cards("won", 5, 50), "result"),
    ("lost with 61 points", with_cards("lost", 5, 61), "result"),
    ("won with 90 points", with_cards("won", 8, 90), "result"),
    ("lost with 30 points", with_cards("lost", 3, 30), "result"),
    ("lost Schneider with no trick", with_cards("lost_schneider", 0, 10), "result"),
    ("points without tricks", with_cards("won", None, 70), "declarer_tricks"),
    ("points the tricks cannot hold", with_cards("won", 2, 85), "declarer_points"),
    ("a Bierkopf level", with_cards("simple"), "result"),
    ("not a word", with_cards(1), "result"),
    ("no result, no points", {"game": "clubs", "declarer": 0, "bid": 18, "matadors": 1,
                              "declarer_tricks": 6}, "declarer_points"),
    ("a Null has no result", {"game": "null", "declarer": 0, "bid": 23, "declarer_tricks": 0,
                               "result": "won"}, "result"),
)  # fmt: skip


def test_refused_and_nothing_changes():
    for label, hand, field in BAD:
        table = state(None)
        before = state(None)
        raises(skat.score_hand, rules(None), table, hand, field=field)
        equal(table, before, label + ": state unchanged")
    na = {"game": "grand", "contract": "tourne", "declarer": 0, "matadors": 1}
    raises(play, NA, dict(na, result="won", declarer_tricks=10), field="declarer_tricks")
    raises(play, NA, dict(na, result="tie"), field="result")


def test_raeuberskat_by_result():
    # SPEC §5.10: forehand plays, no bid (scored as 18); the class scores as its points
    given = {"raeuberskat": True}
    hand = {"game": "grand", "declarer": 0, "matadors": 2}
    by_points = dict(hand, declarer_tricks=7, declarer_points=78)
    want = play(given, by_points, 3, 2)
    equal(play(given, dict(hand, result="won"), 3, 2), want, "Räuberskat Grand won")
    lost = play(given, dict(hand, result="lost_schneider"), 3, 2)[0]
    equal(lost, [-192, 0, 0], "Räuberskat Grand lost Schneider: 24 x 4, doubled")
