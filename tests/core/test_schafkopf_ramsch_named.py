"""A Bavarian Ramsch entered by what its settlement needs (SPEC §2.9,
docs/hand-record/schafkopf.md): the loser, the seats without a trick, a Durchmarsch. It pays
exactly as the record with each seat's tricks and card points of the same deal, which old logs
and stores hold and which is still read."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf


def play(opts, hand, players=4):
    settings = {"allowed_contracts": ["rufer", "ramsch"]}
    for key in opts:
        settings[key] = opts[key]
    rules = games.make_settings("schafkopf", settings)
    return schafkopf.score_hand(rules, schafkopf.new_state(rules, players, 3), hand)


def counted(tricks, points):
    return {"contract": "ramsch", "tricks": tricks, "points": points}


def named(**seats):
    hand = {"contract": "ramsch"}
    for key in seats:
        hand[key] = seats[key]
    return hand


# (settings, the old record's tricks and points, the named record of the same deal)
SAME = (
    ({}, [3, 2, 2, 1], [45, 30, 28, 17], {"loser": 0}),
    ({}, [4, 4, 0, 0], [70, 50, 0, 0], {"loser": 0, "maidens": [2, 3]}),
    ({"jungfrau_pays": "jungfrau_only"}, [4, 3, 1, 0], [60, 40, 20, 0],
     {"loser": 0, "maidens": [3]}),
    # tied on points: the tricks decide (§2.9), the table names the loser
    ({}, [2, 3, 2, 1], [40, 40, 30, 10], {"loser": 1}),
    ({}, [8, 0, 0, 0], [120, 0, 0, 0], {"durchmarsch": 0}),
    ({"durchmarsch_value": "ramsch"}, [0, 8, 0, 0], [0, 120, 0, 0], {"durchmarsch": 1}),
    ({"durchmarsch": False}, [8, 0, 0, 0], [120, 0, 0, 0], {"loser": 0, "maidens": [1, 2, 3]}),
    ({"ramsch_settlement": "top_two_pay"}, [3, 2, 2, 1], [45, 30, 28, 17],
     {"loser": 0, "second": 1, "fewest": 3}),
    ({"ramsch_settlement": "top_two_pay"}, [4, 3, 1, 0], [60, 40, 20, 0],
     {"loser": 0, "second": 1, "fewest": 3, "maidens": [3]}),
    ({"ramsch_settlement": "schieberamsch"}, [3, 2, 2, 1], [45, 30, 28, 17], {"fewest": 3}),
    ({"ramsch_rate": 30, "jungfrau_mult": False}, [4, 4, 0, 0], [70, 50, 0, 0], {"loser": 0}),
)  # fmt: skip


def refused(message, *args, players=4):
    err = raises(lambda: play(*args, players=players))
    if message not in str(err):
        raise AssertionError("{!r} does not say {!r}".format(str(err), message))


def test_named_ramsch_pays_as_the_counted_one():
    for opts, tricks, points, seats in SAME:
        old = play(opts, counted(tricks, points))
        new = play(opts, named(**seats))
        equal(new[0], old[0], "{} {}".format(opts, seats))
        equal(new[2], old[2], "events {}".format(seats))


def test_named_ramsch_with_five_players():
    # the dealer (seat 3, with dealer 3) sits out: never named
    five = play({}, named(loser=4, maidens=[1]), players=5)[0]
    equal(five, [20, 20, 20, 0, -60])
    refused("loser: seat 4 sits out this deal", {}, named(loser=3), players=5)
    refused("maidens: seat 4 sits", {}, named(loser=0, maidens=[3]), players=5)


def test_named_ramsch_refusals():
    cases = (
        ({}, {}, "loser: is missing"),
        ({}, {"loser": 4}, "loser: must be between 0 and 3, not 4"),
        ({}, {"loser": 0, "maidens": [0]}, "maidens: seat 1 took no trick but pays"),
        ({}, {"loser": 0, "maidens": [1, 1]}, "maidens: seat 2 is named twice"),
        ({}, {"loser": 0, "maidens": [1, 2, 3]}, "maidens: one seat took every trick"),
        ({}, {"loser": 0, "maidens": 1}, "maidens: must be a list of at most 3 seats"),
        ({}, {"loser": 0, "maidens": [True]}, "maidens: must hold seats 0..3"),
        ({}, {"loser": 0, "second": 1}, "second: unknown field"),
        ({}, {"durchmarsch": 1, "loser": 0}, "loser: unknown field"),
        ({"durchmarsch": False}, {"durchmarsch": 1}, "durchmarsch: is not played"),
        ({}, {"loser": 0, "points": [120, 0, 0, 0]}, "loser: unknown field"),
        ({"jungfrau_mult": False}, {"loser": 0, "maidens": [1]}, "maidens: unknown field"),
        ({"ramsch_settlement": "top_two_pay"}, {"loser": 0, "second": 0, "fewest": 1},
         "second: seat 1 is named twice"),
        ({"ramsch_settlement": "top_two_pay"},
         {"loser": 0, "second": 1, "fewest": 2, "maidens": [3]}, "fewest: seat 4 took no trick"),
        ({"ramsch_settlement": "schieberamsch"}, {"fewest": 1, "maidens": [1]},
         "maidens: unknown field"),
    )  # fmt: skip
    for opts, seats, message in cases:
        refused(message, opts, named(**seats))
    # the seats of a Ramsch belong to a Ramsch
    rufer = {"contract": "rufer", "declarer": 0, "partner": 1, "result": "won", "loser": 2}
    refused("loser: unknown field", {}, rufer)
