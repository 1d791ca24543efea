"""Skat presets and variants: North-American (Tournee) Skat and Räuberskat (SPEC §5.10, §5.11)."""

from skat_hands import null, play, rules, state

from checks import equal, raises
from core.settlement import settle_up
from core.skat import rules as skat
from core.skat import tournee as skat_tournee

NA = {"preset": "na_tournee"}
RAEUBER = {"raeuberskat": True}


def trump(game, matadors, points, bid=18, extra=None):
    """A German suit or Grand game by seat 0 (A)."""
    hand = na(game, "-", matadors, points)
    del hand["contract"]
    hand["bid"] = bid
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def tricks_for(points):
    """Declarer tricks that fit the points (the 91 line of SPEC §8 item 28 included)."""
    if points == 120:
        return 10
    if points >= 91:
        return 9
    if points >= 61:
        return 6
    return 4 if points > 29 else 2


def na(game, contract, matadors, points, extra=None):
    """A North-American suit or Grand game by seat 0 (A)."""
    hand = {"game": game, "contract": contract, "declarer": 0, "matadors": matadors}
    hand["declarer_points"] = points
    hand["declarer_tricks"] = tricks_for(points)
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def na_null(tricks, ouvert=False):
    return {"game": "null", "declarer": 0, "ouvert": ouvert, "declarer_tricks": tricks}


def na_ramsch(points, tricks):
    return {"game": "ramsch", "points": points, "tricks": tricks}


SCHNEIDER = {"schneider_announced": True}
SCHWARZ = {"schwarz_announced": True}
OUVERT = {"ouvert": True}
NINE_TRICKS = {"declarer_tricks": 9}
NO_TRICK = {"declarer_tricks": 0}


# (label, hand, declarer's delta): figures worked out by hand from SPEC §5.10 - base value x
# (tops + class reached: game 1 / Schneider 2 / Schwarz 3, + 1 Schneider or 2 Schwarz
# declared); a lost game costs the value once, Guckser and a "passt mir nicht" short of 61
# twice.
def na_vectors():
    return (
        ("E-S2-18 Grand Guckser with 1 won: 16 x 2", na("grand", "guckser", 1, 70), 32),
        ("E-S2-18 Grand Guckser with 1 lost: 32 x 2", na("grand", "guckser", 1, 50), -64),
        ("E-S2-18 Grand Guckser with 2 won: 16 x 3", na("grand", "guckser", 2, 70), 48),
        ("E-S2-18 Grand Guckser with 2 lost: 32 x 3", na("grand", "guckser", 2, 50), -96),
        (
            "E-S2-18 passt mir nicht, 50: 6 x 2 doubled",
            na("hearts", "passt_mir_nicht", 1, 50),
            -24,
        ),
        ("E-S2-18 the same Tourne taken: not doubled", na("hearts", "tourne", 1, 50), -12),
        ("E-S2-18 passt mir nicht won: the usual", na("hearts", "passt_mir_nicht", 1, 70), 12),
        (
            "E-S2-18 passt mir nicht, Schneider declared, 75: single 7 x 4",
            na("spades", "passt_mir_nicht", 1, 75, SCHNEIDER),
            -28,
        ),
        (
            "E-S2-18 passt mir nicht, Schneider declared, 55: double",
            na("spades", "passt_mir_nicht", 1, 55, SCHNEIDER),
            -56,
        ),
        ("NA Tourne diamonds with 1: 5 x 2", na("diamonds", "tourne", 1, 61), 10),
        ("NA Tourne clubs with 2: 8 x 3", na("clubs", "tourne", 2, 70), 24),
        ("NA Tourne Grand with 1: 12 x 2", na("grand", "tourne", 1, 70), 24),
        ("NA passt mir nicht Grand with 1", na("grand", "passt_mir_nicht", 1, 70), 24),
        ("8.28 NA declarer 90: no Schneider", na("clubs", "tourne", 1, 90), 16),
        ("8.28 NA declarer 91: Schneider", na("clubs", "tourne", 1, 91), 24),
        ("8.28 NA declarer 29: defenders' Schneider", na("clubs", "tourne", 1, 29), -24),
        ("8.28 NA declarer 30: no Schneider", na("clubs", "tourne", 1, 30), -16),
        ("NA declarer took no trick: Schwarz", na("clubs", "tourne", 1, 0, NO_TRICK), -32),
        ("NA Solo diamonds with 1: 9 x 2", na("diamonds", "solo", 1, 70), 18),
        ("NA Solo hearts with 1: 10 x 2", na("hearts", "solo", 1, 70), 20),
        ("NA Solo spades with 1: 11 x 2", na("spades", "solo", 1, 70), 22),
        ("NA Solo clubs with 1: 12 x 2", na("clubs", "solo", 1, 70), 24),
        ("NA Solo Grand with 1: 20 x 2", na("grand", "solo", 1, 70), 40),
        ("NA Solo hearts with 2, Schwarz made: 10 x 5", na("hearts", "solo", 2, 120), 50),
        (
            "NA Schneider declared and made: 11 x (3 + 2 + 1)",
            na("spades", "solo", 3, 95, SCHNEIDER),
            66,
        ),
        (
            "NA Schneider declared, 85: loses what he would have won",
            na("spades", "solo", 3, 85, SCHNEIDER),
            -66,
        ),
        (
            "NA Schneider declared, 91 is enough",
            na("spades", "solo", 3, 91, SCHNEIDER),
            66,
        ),
        (
            "NA Schneider declared, 90 is not",
            na("spades", "solo", 3, 90, SCHNEIDER),
            -66,
        ),
        (
            "NA Schneider declared, Schwarz made: 10 x (2 + 3 + 1)",
            na("hearts", "solo", 2, 120, SCHNEIDER),
            60,
        ),
        ("NA Schwarz declared, made: 20 x (4 + 3 + 2)", na("grand", "solo", 4, 120, SCHWARZ), 180),
        (
            "NA Schwarz declared, 9 tricks: -180",
            na("grand", "solo", 4, 112, {"schwarz_announced": True, "declarer_tricks": 9}),
            -180,
        ),
        ("NA Grand Ouvert with 4, all tricks: 24 x 9", na("grand", "solo", 4, 120, OUVERT), 216),
        (
            "NA Grand Ouvert with 4, 9 tricks",
            na("grand", "solo", 4, 112, {"ouvert": True, "declarer_tricks": 9}),
            -216,
        ),
        ("NA Grand Ouvert with 1: 24 x 6", na("grand", "solo", 1, 120, OUVERT), 144),
        ("NA Guckser with 3, Schneider: 16 x 5", na("grand", "guckser", 3, 95), 80),
        (
            "NA Guckser, Schneider declared, 80: 16 x 4 doubled",
            na("grand", "guckser", 1, 80, SCHNEIDER),
            -128,
        ),
        ("NA Solo clubs with 11: 12 x 12", na("clubs", "solo", 11, 70), 144),
        ("NA Null won", na_null(0), 20),
        ("NA Null lost: once", na_null(1), -20),
        ("NA Null Ouvert won", na_null(0, True), 40),
        ("NA Null Ouvert lost: once", na_null(3, True), -40),
    )


def test_na_values():
    for label, hand, want in na_vectors():
        deltas, new, events = play(NA, hand)
        equal(deltas, [want, 0, 0], label)
        equal(new["scores"], [want, 0, 0], label)
        equal(new["won" if want > 0 else "lost"], [1, 0, 0], label)
        outcome = events[0][1]
        equal((events[0][0], outcome["declarer"], outcome["won"]), ("outcome", 0, want > 0), label)


def test_na_multiplier():
    # the class the cards made: 3 won, 4 won Schneider, 5 won Schwarz (core.skat.german.RESULTS)
    mult = skat_tournee.multiplier
    for label, got, want in (
        ("with 2, game", mult(2, 3, False, False), 3),
        ("with 2, Schneider", mult(2, 4, False, False), 4),
        ("with 2, Schwarz", mult(2, 5, False, False), 5),
        ("with 2, Schneider declared", mult(2, 4, True, False), 5),
        ("with 2, Schwarz after Schneider declared", mult(2, 5, True, False), 6),
        ("with 2, Schwarz declared", mult(2, 5, True, True), 7),
        ("with 2, Schneider declared, missed", mult(2, 3, True, False), 5),
        ("with 2, Schwarz declared, missed", mult(2, 4, True, True), 7),
    ):
        equal(got, want, "SPEC §5.10 multiplier " + label)


def test_na_four_players_and_state():
    deltas, new, events = play(NA, na("grand", "solo", 1, 70), 4, 3)
    equal(deltas, [40, 0, 0, 0], "at four the dealer sits out")
    equal(new["dealer"], 0, "next dealer")
    raises(play, NA, na("grand", "solo", 1, 70), 4, 0, field="declarer")
    before = state(NA)
    copy = state(NA)
    skat.score_hand(rules(NA), before, na("grand", "solo", 1, 70))
    equal(before, copy, "score_hand leaves its state alone")
    equal(skat.status(rules(NA), before), (), "nothing pending")


def test_na_pinke_jackpot_goes_to_a_grand_solo():
    given = {"preset": "na_tournee", "pinke": "grand_hand_jackpot", "pinke_fee": 50}
    table = state(given)
    hands = (na("hearts", "tourne", 1, 50), na("grand", "tourne", 1, 70))
    for hand in hands + (na("grand", "solo", 1, 70),):
        deltas, table, events = skat.score_hand(rules(given), table, hand)
    equal((table["pot"], table["pinke"]), (0, [0, 0, 0]), "the Grand Solo (skat untouched) won")
    equal(events[-1], ("jackpot", {"seat": 0, "cents": 50}), "jackpot event")


# (label, (points, tricks), deltas) - E-S2-15; the skat is not used, so points sum to 120
# less the skat's (10 here unless stated).
def na_ramsch_vectors():
    return (
        ("E-S2-15 fewest points +10", ([50, 40, 20], [5, 3, 2]), [0, 0, 10]),
        ("E-S2-15 fewest with no trick +20", ([70, 40, 0], [6, 4, 0]), [0, 0, 20]),
        ("E-S2-15 every trick -30, others 0", ([110, 0, 0], [10, 0, 0]), [-30, 0, 0]),
        ("E-S2-15 every trick, skat of 22", ([98, 0, 0], [10, 0, 0]), [-30, 0, 0]),
        ("NA Ramsch tie for fewest: both win", ([50, 30, 30], [4, 3, 3]), [0, 10, 10]),
        ("NA Ramsch tie at 0: no trick 20, a trick 10", ([100, 0, 0], [9, 1, 0]), [0, 10, 20]),
    )


def test_na_ramsch():
    for label, split, want in na_ramsch_vectors():
        deltas, new, events = play(NA, na_ramsch(split[0], split[1]))
        equal(deltas, want, label)
        equal(new["scores"], want, label)
        equal(new["dealer"], 0, label + ": next dealer")
    events = play(NA, na_ramsch([110, 0, 0], [10, 0, 0]))[2]
    equal(events, [("ramsch_lost", [0])], "E-S2-15 event: every trick")
    deltas, new, events = play(NA, na_ramsch([50, 30, 30], [4, 3, 3]))
    equal((events, new["won"]), ([("ramsch_won", [1, 2])], [0, 1, 1]), "winners")
    deltas = play(NA, na_ramsch([50, 40, 20, 0], [5, 3, 2, 0]), 4, 3)[0]
    equal(deltas, [0, 0, 10, 0], "at four the dealer sits out")


def without(hand, key):
    del hand[key]
    return hand


def na_bad():
    return (
        ("bid is German", na("clubs", "tourne", 1, 70, {"bid": 18}), "bid"),
        ("hand is German", na("clubs", "solo", 1, 70, {"hand": True}), "hand"),
        ("kontra is German", na("clubs", "solo", 1, 70, {"kontra": 1}), "kontra"),
        (
            "revolution is German",
            {"game": "null", "declarer": 0, "revolution": True},
            "revolution",
        ),
        ("pushes are German", {"game": "ramsch", "pushes": 1}, "pushes"),
        # 18 cards hold 14 or more: twelve blanks, four Jacks, two Queens (SPEC §1)
        ("two seats' six tricks hold no 0", na_ramsch([0, 0, 100], [3, 3, 4]), "points"),
        ("a trick holds at most 33", na_ramsch([34, 60, 20], [1, 6, 3]), "points"),
        ("pass: forehand must play", {"game": "pass"}, "game"),
        ("game unknown", na("hearts_solo", "solo", 1, 70), "game"),
        ("contract missing", without(na("clubs", "solo", 1, 70), "contract"), "contract"),
        ("contract unknown", na("clubs", "frage", 1, 70), "contract"),
        ("Guckser in a suit", na("hearts", "guckser", 1, 70), "contract"),
        ("contract in a Null", {"game": "null", "contract": "solo", "declarer": 0}, "contract"),
        ("Ouvert Tourne Grand", na("grand", "tourne", 1, 120, OUVERT), "ouvert"),
        ("Ouvert suit Solo", na("hearts", "solo", 1, 120, OUVERT), "ouvert"),
        ("Ouvert Guckser", na("grand", "guckser", 1, 120, OUVERT), "ouvert"),
        ("Grand with 5", na("grand", "solo", 5, 70), "matadors"),
        ("suit with 12", na("clubs", "solo", 12, 70), "matadors"),
        ("matadors missing", without(na("clubs", "solo", 1, 70), "matadors"), "matadors"),
        ("matadors in a Null", {"game": "null", "matadors": 1, "declarer": 0}, "matadors"),
        ("points above 120", na("clubs", "solo", 1, 121), "declarer_points"),
        (
            "points do not fit",
            na("clubs", "solo", 1, 100, {"declarer_tricks": 10}),
            "declarer_points",
        ),
        ("tricks missing", {"game": "null", "declarer": 0}, "declarer_tricks"),
        ("declarer missing", {"game": "null", "declarer_tricks": 0}, "declarer"),
        (
            "schneider not a bool",
            na("clubs", "solo", 1, 95, {"schneider_announced": 1}),
            "schneider_announced",
        ),
        ("unknown field", na("clubs", "solo", 1, 70, {"jacks": 2}), "jacks"),
        ("Ramsch tricks sum", na_ramsch([50, 40, 20], [5, 3, 3]), "tricks"),
        ("Ramsch points sum above 120", na_ramsch([60, 40, 21], [5, 3, 2]), "points"),
        ("Ramsch points sum below 98", na_ramsch([50, 27, 20], [5, 3, 2]), "points"),
        ("Ramsch points without a trick", na_ramsch([70, 30, 10], [6, 4, 0]), "points"),
        ("Ramsch too many points a trick", na_ramsch([10, 70, 30], [8, 1, 1]), "points"),
        ("Ramsch declarer", {"game": "ramsch", "declarer": 0}, "declarer"),
        ("Ramsch points missing", {"game": "ramsch", "tricks": [5, 3, 2]}, "points"),
    )


def test_na_bad_input_names_the_field():
    for label, hand, field in na_bad():
        err = raises(play, NA, hand, field=field)
        equal(bool(err.message), True, label)
    raises(play, NA, na_ramsch([50, 40, 0, 20], [5, 3, 0, 2]), 4, 3, field="points")
    raises(skat.score_hand, rules(NA), state(NA), [1], field="hand")


def test_presets_keep_their_own_fields():
    # A German table refuses North-American fields and contracts, naming the field.
    raises(play, None, trump("clubs", 1, 70, 18, {"contract": "solo"}), field="contract")
    raises(play, None, na_ramsch([50, 40, 20], [5, 3, 2]), field="game")
    raises(play, None, null(0, 18, {"contract": "solo"}), field="contract")
    # ... and the German preset, the default, is unchanged.
    equal(rules()["preset"], "german", "SPEC §5.11 default")
    equal(play({"preset": "german"}, trump("clubs", 1, 75, 30))[0], [-72, 0, 0], "E-S2-1")
    raises(rules, {"preset": "american"}, field="settings.preset")
    na_lists = {"preset": "na_tournee", "scoring_system": "bierlachs"}
    raises(play, na_lists, na("clubs", "solo", 1, 70), field="settings.scoring_system")
    na_robber = {"preset": "na_tournee", "raeuberskat": True}
    raises(play, na_robber, na("clubs", "solo", 1, 70), field="settings.raeuberskat")


def robber(seat, game, points=70):
    """A Räuberskat contract by `seat`: no bid."""
    if game == "null":
        hand = null(0 if points >= 61 else 1)
        del hand["bid"]
    else:
        hand = trump(game, 1, points)
        del hand["bid"]
    hand["declarer"] = seat
    return hand


def ramsch(points, tricks):
    return {"game": "pass", "points": points, "tricks": tricks}


def with_two(hand):
    hand["matadors"] = 2
    return hand


# Forehand (seat (dealer + 1) % 3, dealer 2 first) plays in turn: a round of suit games, of
# Grands, of Nulls, of Ramsch.
def twelve():
    return (
        robber(0, "clubs"),  # 12 x 2 = +24
        robber(1, "hearts"),  # 10 x 2 = +20
        robber(2, "diamonds", 50),  # 9 x 2, lost: -36
        robber(0, "grand"),  # 24 x 2 = +48
        with_two(robber(1, "grand")),  # 24 x 3 = +72
        robber(2, "grand", 50),  # -96
        robber(0, "null"),  # +23
        robber(1, "null", 0),  # -46
        robber(2, "null"),  # +23
        ramsch([62, 38, 20], [5, 3, 2]),  # A -62
        ramsch([20, 62, 38], [2, 5, 3]),  # B -62
        ramsch([38, 20, 62], [3, 2, 5]),  # C -62
    )


def run(given, hands, players=3, dealer=2):
    table = state(given, players, dealer)
    events = []
    for hand in hands:
        deltas, table, events = skat.score_hand(rules(given), table, hand)
    return table, events


def test_raeuberskat_twelve_deals():
    equal(skat.status(rules(RAEUBER), state(RAEUBER)), (("deals_left", 12),), "E-S2-19 start")
    table, events = run(RAEUBER, twelve()[:11])
    equal(table["over"], False, "E-S2-19 11 deals: not over")
    equal(skat.status(rules(RAEUBER), table), (("deals_left", 1),), "E-S2-19 one left")
    table, events = run(RAEUBER, twelve())
    equal(table["scores"], [33, -16, -171], "E-S2-19 list after 12 deals")
    equal((table["over"], table["winners"], table["losers"]), (True, [0], [1, 2]), "E-S2-19")
    equal(table["kinds"], [15, 15, 15], "every seat played all four kinds")
    equal(events[-1], ("decided", {"winners": [0], "losers": [1, 2]}), "E-S2-19 event")
    equal(skat.status(rules(RAEUBER), table), (("deals_left", 0),), "none left")
    raises(skat.score_hand, rules(RAEUBER), table, ramsch([62, 38, 20], [5, 3, 2]), field="hand")
    # The best list wins; only a Bierlachs list makes its losers buy a round.
    settled = settle_up("skat", rules(RAEUBER), table)
    equal((settled["owes"], settled["payments"], settled["ranking"]), ([], [], [0, 1, 2]), "owes")
    four = state(RAEUBER, 4, 3)
    equal(skat.status(rules(RAEUBER), four), (("sits_out", 3), ("deals_left", 16)), "4 x 4")


def test_raeuberskat_tied_best():
    # The last deal (one left), forehand A wins Clubs with 1 (+24) and draws level with B.
    table = state(RAEUBER, 3, 2, [0, 24, -50])
    table["deals_left"] = 1
    deltas, table, events = skat.score_hand(rules(RAEUBER), table, robber(0, "clubs"))
    equal((table["winners"], table["losers"]), ([0, 1], [2]), "tied best: both win")
    equal(events[-1], ("decided", {"winners": [0, 1], "losers": [2]}), "event")


def test_raeuberskat_bad_input():
    raises(play, RAEUBER, trump("clubs", 1, 70, 18), field="bid")
    raises(play, RAEUBER, robber(1, "clubs"), field="declarer")
    raises(play, RAEUBER, {"game": "clubs"}, field="declarer")
    table, events = run(RAEUBER, [robber(0, "grand"), robber(1, "clubs"), robber(2, "clubs")])
    err = raises(skat.score_hand, rules(RAEUBER), table, robber(0, "grand"), field="game")
    equal("a Grand" in err.message, True, "names the kind played")
    raises(skat.score_hand, rules(RAEUBER), table, robber(0, "grand"), field="game")
    deltas, new, events = skat.score_hand(rules(RAEUBER), table, robber(0, "spades"))
    equal(new["kinds"][0], 3, "a suit game after the Grand is fine")
    table = run(RAEUBER, [ramsch([62, 38, 20], [5, 3, 2])])[0]
    equal(table["kinds"], [8, 0, 0], "the Ramsch counts for forehand")


def test_raeuberskat_ramsch_replay_does_not_count():
    given = {"raeuberskat": True, "ramsch_tie": "replay"}
    table, events = run(given, [ramsch([50, 50, 20], [4, 4, 2])])
    equal((events, table["dealer"]), ([("replay", None)], 2), "8.34 the same deal again")
    equal(skat.status(rules(given), table), (("deals_left", 12),), "still 12")
    equal(table.get("kinds"), None, "nothing played yet")
