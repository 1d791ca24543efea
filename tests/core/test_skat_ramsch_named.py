"""A Skat Ramsch entered by what its score needs (SPEC §5.9, docs/hand-record/skat.md): a
Durchmarsch, else the loser with his card points (a Gewinner-Ramsch: the fewest), the seats tied
with him and the seats without a trick where a Jungfrau changes the score. It pays exactly as
the record with each seat's tricks and card points of the same deal, which old logs hold and
which is still read."""

from choices_walk import ask
from skat_hands import rules, state

from checks import equal, raises
from core.skat import rules as skat


def play(opts, hand, players=3, dealer=2):
    return skat.score_hand(rules(opts), state(opts, players, dealer), hand)


def counted(tricks, points, **more):
    hand = {"game": "pass", "tricks": tricks, "points": points}
    for key in more:
        hand[key] = more[key]
    return hand


def named(**seats):
    hand = {"game": "pass"}
    for key in seats:
        hand[key] = seats[key]
    return hand


RAMSCH = {"on_all_pass": "ramsch"}
GEWINNER = {"on_all_pass": "gewinner_ramsch"}


def _with(base, **more):
    out = dict(base)
    for key in more:
        out[key] = more[key]
    return out


def test_named_ramsch_pays_as_the_counted_one():
    # (settings, the old record's tricks and points, the named record of the same deal); built
    # here, not at import, so the other tests run without it
    same = (
        (RAMSCH, [4, 4, 2], [50, 45, 25], {"loser": 0, "loser_points": 50}),
        (RAMSCH, [6, 4, 0], [70, 50, 0], {"loser": 0, "loser_points": 70, "maidens": [2]}),
        (RAMSCH, [3, 3, 4], [40, 40, 40], {"loser": 2, "loser_points": 40, "tied": [0, 1]}),
        (RAMSCH, [5, 5, 0], [60, 60, 0],
         {"loser": 1, "loser_points": 60, "tied": [0], "maidens": [2]}),
        (RAMSCH, [0, 10, 0], [0, 120, 0], {"durchmarsch": 1}),
        (_with(RAMSCH, ramsch_durchmarsch=None), [0, 10, 0], [0, 120, 0],
         {"loser": 1, "loser_points": 120, "maidens": [0, 2]}),
        (_with(RAMSCH, ramsch_jungfrau="off"), [6, 4, 0], [70, 50, 0],
         {"loser": 0, "loser_points": 70}),
        (_with(RAMSCH, ramsch_scoring="fixed"), [6, 4, 0], [70, 50, 0],
         {"loser": 0, "maidens": [2]}),
        (_with(RAMSCH, ramsch_tie="replay"), [4, 4, 2], [50, 50, 20],
         {"loser": 0, "tied": [1], "loser_points": 50}),
        (_with(RAMSCH, ramsch_ten_value="1"), [4, 4, 2], [40, 30, 14],
         {"loser": 0, "loser_points": 40}),
        (_with(RAMSCH, schieberamsch=True), [4, 4, 2], [50, 45, 25],
         {"loser": 0, "loser_points": 50, "pushes": 2}),
        (_with(RAMSCH, scoring_system="bierlachs"), [0, 10, 0], [0, 120, 0], {"durchmarsch": 1}),
        (_with(RAMSCH, scoring_system="seeger_fabian"), [0, 10, 0], [0, 120, 0],
         {"durchmarsch": 1}),
        (GEWINNER, [4, 4, 2], [50, 45, 25], {"fewest": 2}),
        (GEWINNER, [6, 2, 2], [80, 20, 20], {"fewest": 1, "tied": [2]}),
        (_with(GEWINNER, scoring_system="seeger_fabian"), [4, 4, 2], [50, 45, 25], {"fewest": 2}),
    )  # fmt: skip
    for opts, tricks, points, seats in same:
        more = {"pushes": seats["pushes"]} if "pushes" in seats else {}
        old = play(opts, counted(tricks, points, **more))
        new = play(opts, named(**seats))
        equal(new[0], old[0], "{} {}".format(opts, seats))
        equal(new[1]["scores"], old[1]["scores"], "list {}".format(seats))
        events = [e for e in old[2] if e[0] != "jungfrau" or "maidens" in seats]
        equal(new[2], events, "events {}".format(seats))


def test_named_ramsch_at_four():
    # dealer 3 sits out: never named
    equal(play(RAMSCH, named(loser=1, loser_points=70, maidens=[2]), 4, 3)[0], [0, -140, 0, 0])
    refused("loser: seat 4 deals and sits out", RAMSCH, named(loser=3, loser_points=70), 4, 3)


def refused(message, opts, hand, players=3, dealer=2):
    err = raises(lambda: play(opts, hand, players, dealer))
    if message not in str(err):
        raise AssertionError("{!r} does not say {!r}".format(str(err), message))


def test_named_ramsch_refusals():
    cases = (
        (RAMSCH, {}, "loser: is missing"),
        (RAMSCH, {"loser": 0}, "loser_points: is missing"),
        (RAMSCH, {"loser": 0, "loser_points": 40}, "loser_points: 40 each cannot be the most"),
        (RAMSCH, {"loser": 0, "loser_points": 70, "tied": [1]}, "70 each cannot be the most"),
        (RAMSCH, {"loser": 0, "loser_points": 50, "maidens": [1]}, "50 each cannot be the most"),
        (RAMSCH, {"loser": 0, "loser_points": 50, "maidens": [0]}, "maidens: seat 1 is named"),
        (RAMSCH, {"loser": 0, "loser_points": 120, "maidens": [1, 2]},
         "maidens: one seat took every trick"),
        (RAMSCH, {"loser": 0, "loser_points": 50, "tied": [0]}, "tied: seat 1 is named twice"),
        (RAMSCH, {"loser": 0, "loser_points": 50, "tied": 1}, "tied: must be a list"),
        (RAMSCH, {"loser": 0, "loser_points": 121}, "loser_points: must be between 1 and 120"),
        (RAMSCH, {"loser": 0, "loser_points": 50, "fewest": 1}, "fewest: unknown field"),
        (RAMSCH, {"durchmarsch": 1, "loser": 0}, "loser: unknown field"),
        (_with(RAMSCH, ramsch_durchmarsch=None), {"durchmarsch": 1}, "durchmarsch: is not"),
        (_with(RAMSCH, ramsch_jungfrau="off"), {"loser": 0, "loser_points": 70, "maidens": [2]},
         "maidens: unknown field"),
        (_with(RAMSCH, ramsch_scoring="fixed"), {"loser": 0, "loser_points": 70},
         "loser_points: unknown field"),
        (_with(RAMSCH, ramsch_scoring="everyone"), {"loser": 0, "loser_points": 70},
         "each seat's points are needed"),
        (GEWINNER, {}, "fewest: is missing"),
        (GEWINNER, {"loser": 0}, "loser: unknown field"),
        (GEWINNER, {"fewest": 0, "maidens": [1]}, "maidens: unknown field"),
    )  # fmt: skip
    for opts, seats, message in cases:
        refused(message, opts, named(**seats))


def test_named_ramsch_questions():
    # dealer 2: forehand 0; a plain Ramsch asks the sweeper (left out: none), the loser and
    # his points; the ties and the Jungfrauen are left out (none) unless there are some
    at = {"players": 3, "dealer": 2}
    q = ask("skat", RAMSCH, {"game": "pass"}, **at)
    equal((q[0], tuple(q[2]), q[3]), ("durchmarsch", (0, 1, 2), "unknown"))
    partial = {"game": "pass", "durchmarsch": None}
    equal(ask("skat", RAMSCH, partial, **at)[:3], ("loser", None, (0, 1, 2)))
    partial["loser"] = 1
    q = ask("skat", RAMSCH, partial, **at)
    equal((q[0], q[2][0], q[2][-1]), ("loser_points", 40, 120))
    partial["loser_points"] = 40
    equal(ask("skat", RAMSCH, partial, **at)[2:], (([0, 2],), None), "all three tie")
    partial["loser_points"] = 55
    equal(ask("skat", RAMSCH, partial, **at)[2:], (([], [0], [2]), "default"))
    partial["tied"] = None
    equal(ask("skat", RAMSCH, partial, **at)[2], ([],), "65 do not fit one seat below 55")
    partial["loser_points"] = 70
    equal(ask("skat", RAMSCH, partial, **at)[2:], (([], [0], [2]), "default"), "maidens")
    partial["maidens"] = None
    equal(ask("skat", RAMSCH, partial, **at), None)
    # the fixed system asks no points; a Gewinner-Ramsch the fewest and his ties only
    fixed = _with(RAMSCH, ramsch_scoring="fixed", ramsch_durchmarsch=None)
    q = ask("skat", fixed, {"game": "pass", "loser": 0, "tied": None}, **at)
    equal(q[:3], ("maidens", None, ([], [1], [2], [1, 2])))
    q = ask("skat", GEWINNER, {"game": "pass", "durchmarsch": None}, **at)
    equal(q[:3], ("fewest", None, (0, 1, 2)))
    partial = {"game": "pass", "durchmarsch": None, "fewest": 0, "tied": None}
    equal(ask("skat", GEWINNER, partial, **at), None)
    # each seat pays its own: each seat's tricks and points, as before
    q = ask("skat", _with(RAMSCH, ramsch_scoring="everyone"), {"game": "pass"}, **at)
    equal(q[:2], ("tricks", 0))
