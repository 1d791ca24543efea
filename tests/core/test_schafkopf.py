"""Bavarian Schafkopf: every scoring example of SPEC §7 (E-S0-*, D-BAV-*) and the §10.1 sheet."""

from checks import equal
from core import games
from core.schafkopf import rules as schafkopf

A, B, C, D = 0, 1, 2, 3


def play(opts, hand, players=4, **state):
    """Deltas of one hand from a fresh state (dealer 3, so seat 0 is forehand), with optional
    pending session keys (pot, bock, ...)."""
    rules = games.make_settings("schafkopf", opts)
    start = schafkopf.new_state(rules, players, players - 1)
    for key in state:
        start[key] = state[key]
    return schafkopf.score_hand(rules, start, hand)[0]


def rufer(result, **extra):
    hand = {"contract": "rufer", "declarer": A, "partner": C}
    if result:
        hand["result"] = result
    for key in extra:
        hand[key] = extra[key]
    return hand


def solo(result, contract="solo", **extra):
    hand = {"contract": contract, "declarer": A}
    if result:
        hand["result"] = result
    for key in extra:
        hand[key] = extra[key]
    return hand


def each(v):
    return [v, -v, v, -v]


def alone(v):
    return [3 * v, -v, -v, -v]


TEN_20 = {"tariff_preset": "10/20"}
UNITS = {"tariff_preset": "official", "unit": 1}
SOCIAL = {"tariff_preset": "social_points"}
IMPURE = {"allowed_contracts": ["rufer", "solo", "wenz", "tout", "sie", "geier", "suit_wenz",
          "suit_geier", "kaiser", "eisenbahner", "spatz", "bettel", "bettel_brett",
          "ramsch_tout", "hochzeit", "muss", "ramsch"]}  # fmt: skip


def sourced():
    return (
        ("E-S0-1 Annika", TEN_20, solo("won_schneider", runners=3), alone(60)),
        ("E-S0-2 units", UNITS, solo(None, points=75, tricks=5), alone(5)),
        ("E-S0-3 Rufer", UNITS, rufer("won"), each(1)),
        ("E-S0-4 Rufer", SOCIAL, rufer("won"), each(1)),
        ("E-S0-4 Rufer Schneider", SOCIAL, rufer("won_schneider"), each(2)),
        ("E-S0-4 Rufer Schwarz", SOCIAL, rufer("won_schwarz"), each(3)),
        ("E-S0-4 Rufer lost Schwarz", SOCIAL, rufer("lost_schwarz"), each(-3)),
        ("E-S0-4 Solo", SOCIAL, solo("won"), alone(2)),
        ("E-S0-4 Wenz Schneider", SOCIAL, solo("won_schneider", "wenz"), alone(3)),
        ("E-S0-4 Solo Schwarz", SOCIAL, solo("won_schwarz"), alone(4)),
        ("E-S0-4 Solo lost", SOCIAL, solo("lost"), alone(-2)),
        ("E-S0-4 Solo lost Schneider", SOCIAL, solo("lost_schneider"), alone(-3)),
        ("E-S0-4 Tout", SOCIAL, solo("won", tout=True), alone(6)),
        ("E-S0-4 Tout lost", SOCIAL, solo("lost", tout=True), alone(-6)),
        ("E-S0-4 Sie", SOCIAL, solo("won", "sie"), alone(8)),
        ("E-S0-5 10/20/50 Rufer", {"tariff_preset": "10/20/50"}, rufer("won"), each(20)),
        (
            "E-S0-5 10/20/50 Schneider+runners",
            {"tariff_preset": "10/20/50"},
            rufer("won_schneider", runners=3),
            each(60),
        ),  # fmt: skip
        ("E-S0-5 10/20/50 Schwarz", {"tariff_preset": "10/20/50"}, rufer("won_schwarz"), each(40)),
        ("E-S0-5 10/20/50 Wenz", {"tariff_preset": "10/20/50"}, solo("won", "wenz"), alone(50)),
        ("E-S0-5 5/20 Rufer", {"tariff_preset": "5/20"}, rufer("won_schneider"), each(10)),
        ("E-S0-5 5/20 Solo", {"tariff_preset": "5/20"}, solo("won"), alone(20)),
        ("E-S0-5 10/20 Solo", TEN_20, solo("won"), alone(20)),
        ("E-S0-5 10/50 Solo", {}, solo("won"), alone(50)),
        ("E-S0-6 1876 single", {"tariff_preset": "hist_1876"}, rufer("won"), each(3)),
        ("E-S0-6 1876 Schneider", {"tariff_preset": "hist_1876"}, rufer("won_schneider"), each(5)),
        ("E-S0-6 1876 Durchmarsch", {"tariff_preset": "hist_1876"}, rufer("won_schwarz"), each(7)),
        (
            "E-S0-6 1876 3 matadors",
            {"tariff_preset": "hist_1876"},
            rufer("won", runners=3),
            each(6),
        ),
        (
            "E-S0-6 1876 4 matadors",
            {"tariff_preset": "hist_1876"},
            rufer("won", runners=4),
            each(8),
        ),
        (
            "E-S0-6 1876 5 matadors",
            {"tariff_preset": "hist_1876"},
            rufer("won", runners=5),
            each(10),
        ),
        (
            "E-S0-6 1876 6 matadors",
            {"tariff_preset": "hist_1876"},
            rufer("won", runners=6),
            each(12),
        ),
        (
            "E-S0-6 1876 level 2",
            {"tariff_preset": "hist_1876", "hist_level": 2},
            rufer("lost_schneider"),
            each(-8),
        ),  # fmt: skip
        (
            "E-S0-6 1876 level 2 march",
            {"tariff_preset": "hist_1876", "hist_level": 2},
            rufer("won_schwarz"),
            each(10),
        ),  # fmt: skip
        (
            "E-S0-6 1876 level 3",
            {"tariff_preset": "hist_1876", "hist_level": 3},
            rufer("won"),
            each(10),
        ),  # fmt: skip
        (
            "E-S0-6 1876 level 3 Schneider",
            {"tariff_preset": "hist_1876", "hist_level": 3},
            rufer("won_schneider"),
            each(15),
        ),  # fmt: skip
        (
            "E-S0-6 1876 level 3 march",
            {"tariff_preset": "hist_1876", "hist_level": 3},
            rufer("won_schwarz"),
            each(20),
        ),  # fmt: skip
        ("E-S0-6 1876 Solo double", {"tariff_preset": "hist_1876"}, solo("won"), alone(6)),
        ("E-S0-7 one knock", {"klopfen": "all"}, rufer("won", knocks=1), each(20)),
        ("E-S0-7 two knocks", {"klopfen": "all"}, rufer("won", knocks=2), each(40)),
        ("E-S0-7 three knocks", {"klopfen": "all"}, rufer("won", knocks=3), each(80)),
        ("E-S0-7 four knocks", {"klopfen": "all"}, rufer("won", knocks=4), each(160)),
        ("E-S0-9 Weigel 61:59", {}, rufer(None, points=61, tricks=4), each(10)),
        ("E-S0-12 Sie x4", {"sie_runners": "ignore"}, solo("won", "sie"), alone(200)),
        (
            "E-S0-12 Tout x2, no Schneider",
            {},
            solo(None, tout=True, points=120, tricks=8),
            alone(100),
        ),  # fmt: skip
    )


def derived():
    return (
        ("D-BAV-01", {}, rufer(None, points=70, tricks=5, runners=4), each(50)),
        ("D-BAV-02 defenders' runners", {}, rufer(None, points=65, tricks=4, runners=3), each(40)),
        ("D-BAV-03 Rufer 2 runners", {}, rufer("won", runners=2), each(10)),
        ("D-BAV-03 Wenz 2 runners", {}, solo("won", "wenz", runners=2), alone(70)),
        ("D-BAV-04", {}, solo(None, points=28, tricks=1), [-180, 60, 60, 60]),
        ("D-BAV-05", {}, solo(None, points=120, tricks=8, stoss=1, retour=1), alone(280)),
        ("D-BAV-06 won", {}, solo("won", "wenz", tout=True, runners=2), alone(140)),
        (
            "D-BAV-06 lost",
            {},
            solo(None, "wenz", tout=True, runners=2, points=110, tricks=7),
            alone(-140),
        ),  # fmt: skip
        ("D-BAV-07 ignore", {"sie_runners": "ignore"}, solo("won", "sie"), alone(200)),
        ("D-BAV-07 count", {}, solo("won", "sie", runners=8), alone(520)),
        ("D-BAV-07 social", SOCIAL, solo("won", "sie"), [24, -8, -8, -8]),
        ("D-BAV-10 60", IMPURE, rufer(None, contract="muss", points=60, tricks=4), each(10)),
        ("D-BAV-10 30", IMPURE, rufer(None, contract="muss", points=30, tricks=2), each(-10)),
        ("D-BAV-10 29", IMPURE, rufer(None, contract="muss", points=29, tricks=2), each(-20)),
        ("D-BAV-10 90", IMPURE, rufer(None, contract="muss", points=90, tricks=6), each(20)),
        (
            "D-BAV-13",
            {"tariff_preset": "social_points", "klopfen": "all"},
            rufer("won_schneider", knocks=2),
            each(8),
        ),  # fmt: skip
        ("D-BAV-14 lost Schwarz", SOCIAL, solo(None, points=0, tricks=0), [-12, 4, 4, 4]),
        ("D-BAV-14 Tout", SOCIAL, solo("won", tout=True), [18, -6, -6, -6]),
        ("D-BAV-15", IMPURE, solo(None, "bettel_brett", tricks=0), [300, -100, -100, -100]),
        ("D-BAV-16", IMPURE, rufer("won_schneider", contract="hochzeit"), each(40)),
        (
            "D-BAV-17",
            {"tariff_preset": "impure", "impure_rufer_mult": 2, "runner_rate": 5},
            rufer("won", runners=4),
            each(40),
        ),  # fmt: skip
        ("D-BAV-18", {}, solo(None, points=65, tricks=4, runners=14, suit="hearts"), alone(190)),
        ("D-BAV-18 max 4", {"max_runners": 4}, solo("won", runners=14), alone(90)),
        ("D-BAV-19", {}, rufer(None, points=61, tricks=3, runners=8), each(90)),
        ("D-BAV-20", {"pack": "short24"}, rufer(None, points=120, tricks=6), each(30)),
        ("D-BAV-23", {"wenz_rate": 20}, solo("won", "wenz"), alone(20)),
    )


SHEET = {"tariff_preset": "tournament"}


# §10.1: points per player, soloist's figure first; every row must sum to zero
def tournament():
    return (
        ("10.1 Rufer", rufer("won"), each(1)),
        ("10.1 Rufer Schneider", rufer("lost_schneider"), each(-2)),
        ("10.1 Rufer Schwarz", rufer("won_schwarz"), each(3)),
        ("10.1 Rufer 3 runners", rufer("won", runners=3), each(4)),
        ("10.1 Solo", solo("won"), [6, -2, -2, -2]),
        ("10.1 Wenz Schneider", solo("won_schneider", "wenz"), [9, -3, -3, -3]),
        ("10.1 Solo Schwarz", solo("lost_schwarz"), [-12, 4, 4, 4]),
        ("10.1 Solo 3 runners", solo("won", runners=3), [15, -5, -5, -5]),
        ("10.1 Tout", solo("won", "wenz", tout=True), [18, -6, -6, -6]),
        ("10.1 Tout 2 runners", solo("won", "wenz", tout=True, runners=2), [30, -10, -10, -10]),
        ("10.1 Sie", solo("won", "sie"), [42, -14, -14, -14]),
    )


def test_sourced_examples():
    for label, opts, hand, want in sourced():
        equal(play(opts, hand), want, label)


def test_derived_examples():
    for label, opts, hand, want in derived():
        equal(play(opts, hand), want, label)


def test_tournament_sheet_is_zero_sum():
    for label, hand, want in tournament():
        got = play(SHEET, hand)
        equal(got, want, label)
        equal(sum(got), 0, label + " sum")


def test_annika_under_10_50():
    # §8 item 3: the same hand at 10/50 pays 90 per defender
    equal(play({}, solo("won_schneider", runners=3)), alone(90), "E-S0-1 at 10/50")


def test_boundaries_e_s0_8():
    rules = games.make_settings("schafkopf")
    state = schafkopf.new_state(rules, 4, 3)
    for points, want in ((61, "won"), (60, "lost"), (90, "won"), (91, "won_schneider"),
                         (31, "lost"), (30, "lost_schneider")):  # fmt: skip
        hand = rufer(None, points=points, tricks=4)
        events = schafkopf.score_hand(rules, state, hand)[2]
        equal(events[0][1]["result"], want, "E-S0-8 {}".format(points))


def test_schwarz_goes_by_tricks():
    # §8 item 16: 120 points without every trick is Schneider; 0 points with a trick too
    equal(play({}, rufer(None, points=120, tricks=7)), each(20), "120 with 7 tricks")
    equal(play({}, rufer(None, points=0, tricks=1)), each(-20), "0 with a trick")
    equal(play({}, rufer(None, points=0, tricks=0)), each(-30), "no trick")


def test_d_bav_21_three_players():
    opts = {"pack": "short24"}
    equal(play(opts, solo(None, points=70, tricks=5), 3), [100, -50, -50], "D-BAV-21")
    equal(play(opts, solo("lost"), 3), [-100, 50, 50], "D-BAV-21 lost")


def test_stock_d_bav_08_and_e_s0_10():
    opts = {"stock_sweetener": 10}
    rules = games.make_settings("schafkopf", opts)
    state = schafkopf.new_state(rules, 4, 3)
    deltas, state, events = schafkopf.score_hand(rules, state, {"contract": "all_pass"})
    equal(deltas, [-10, -10, -10, -10], "E-S0-10 sweetener")
    equal(state["pot"], 40, "E-S0-10 pot")
    equal(play(opts, rufer("won"), pot=40), [50, -10, 10, -10], "D-BAV-08 won")
    rules_state = schafkopf.new_state(rules, 4, 3)
    rules_state["pot"] = 40
    deltas, after, events = schafkopf.score_hand(rules, rules_state, rufer("lost"))
    equal(deltas, [-50, 10, -10, 10], "D-BAV-08 lost")
    equal(after["pot"], 80, "D-BAV-08 pot doubled")
    equal(("pot", 80) in events, True, "pot event")


def test_bock_e_s0_11():
    rules = games.make_settings("schafkopf", {"on_all_pass": "bock_round"})
    state = schafkopf.new_state(rules, 4, 3)
    deltas, state, events = schafkopf.score_hand(rules, state, {"contract": "all_pass"})
    equal(events, [("bock_round", 4)], "E-S0-11 trigger")
    got = []
    for _ in range(5):
        state["dealer"] = 3
        deltas, state, events = schafkopf.score_hand(rules, state, rufer("won"))
        got.append(deltas[0])
    equal(got, [20, 20, 20, 20, 10], "E-S0-11 next four deals double")


def test_bock_deal_d_bav_09():
    hand = rufer("won_schneider", runners=3)
    equal(play({"tariff_preset": "10/20/50"}, hand, bock=[4]), each(120), "D-BAV-09")
    stack = {"tariff_preset": "10/20/50", "bock_stacking": "stack", "bock_triggers": ["schwarz"]}
    stacked = play(stack, hand, bock=[4, 2])
    equal(stacked, each(240), "D-BAV-09 two stacked Bock rounds")
    equal(play({"tariff_preset": "10/20/50"}, hand, bock=[4, 2]), each(120), "queued")
