"""Bierkopf (SPEC §3): every §7 example, the §8 defaults and alternatives, bad input."""

from checks import equal, raises
from core import games, sheet
from core.settlement import settle_up

GAME = "bierkopf"


def start(given=None, scores=(0, 0), carry=0):
    """Settings and a state with team 0 (seats 0, 2) and team 1 (seats 1, 3) at `scores`."""
    rules = games.make_settings(GAME, given)
    state = games.new_state(GAME, rules, 4)
    state["scores"] = [scores[0], scores[1], scores[0], scores[1]]
    state["carry"] = carry
    return rules, state


def play(rules, state, hands):
    """Scores `hands` in turn; returns the last (deltas, state, events)."""
    out = None
    for hand in hands:
        out = games.score_hand(GAME, rules, state, hand)
        state = out[1]
    return out


def won(team, result, doublings=0):
    return {"result": result, "winner": team, "doublings": doublings}


def pts(team0, team1, tricks=None, doublings=0):
    hand = {"points": [team0, team1], "doublings": doublings}
    if tricks:
        hand["tricks"] = tricks
    return hand


TIE = {"points": [60, 60]}

# (id, settings, (team 0, team 1) scores before, carry before, hands, deltas of the last hand,
#  carry after, winners or None)
# fmt: off
VECTORS = (
    ("E-W2-1 61 wins simple", None, (0, 0), 0, (pts(61, 59),), [1, 0, 1, 0], 0, None),
    ("E-W2-1 loser 30 is out of Schneider", None, (0, 0), 0, (pts(30, 90),), [0, 1, 0, 1], 0,
     None),
    ("E-W2-1 loser 29 is Schneider", None, (0, 0), 0, (pts(91, 29),), [2, 0, 2, 0], 0, None),
    ("E-W2-1 loser with no points: Schwarz 3", None, (0, 0), 0, (pts(120, 0),), [3, 0, 3, 0], 0,
     None),
    ("E-W2-1 Schwarz as a class", None, (0, 0), 0, (won(1, "schwarz"),), [0, 3, 0, 3], 0, None),
    ("E-W2-1 60:60 carries 1", None, (0, 0), 0, (TIE,), [0, 0, 0, 0], 1, None),
    ("E-W2-1 60:60 as a class", None, (0, 0), 0, ({"result": "tie"},), [0, 0, 0, 0], 1, None),
    ("E-W2-1 play to 21", None, (20, 19), 0, (won(0, "simple"),), [1, 0, 1, 0], 0, [0, 2]),
    ("E-W3-1 20 is not yet 21", None, (19, 0), 0, (won(0, "simple"),), [1, 0, 1, 0], 0, None),
    ("E-W3-1 5 tricks per deal", None, (0, 0), 0, (pts(100, 20, [4, 1]),), [2, 0, 2, 0], 0,
     None),
    ("D-BK-01 tie", None, (18, 15), 0, (TIE,), [0, 0, 0, 0], 1, None),
    ("D-BK-01 70:50 with the carry", None, (18, 15), 0, (TIE, pts(70, 50)), [2, 0, 2, 0], 0,
     None),
    ("D-BK-01 95:25 wins the Partie", None, (18, 15), 0, (TIE, pts(70, 50), pts(95, 25)),
     [2, 0, 2, 0], 0, [0, 2]),
    ("D-BK-02 two ties then B 65:55", None, (0, 0), 0, (TIE, TIE, pts(55, 65)), [0, 3, 0, 3], 0,
     None),
    ("D-BK-03 90:30 is simple", None, (0, 0), 0, (pts(90, 30),), [1, 0, 1, 0], 0, None),
    ("D-BK-04 Schwarz doubled once", None, (0, 0), 0, (won(0, "schwarz", 1),), [6, 0, 6, 0], 0,
     None),
    ("D-BK-04 by tricks", None, (0, 0), 0, (pts(120, 0, [5, 0], 1),), [6, 0, 6, 0], 0, None),
    ("D-BK-05 carry not doubled", None, (0, 0), 1, (won(1, "simple", 1),), [0, 3, 0, 3], 0, None),
    # SPEC §8 item 20 / §3.3 alternative: the carry doubled with the deal.
    ("D-BK-05 carry_doubled", {"carry_doubled": True}, (0, 0), 1, (won(1, "simple", 1),),
     [0, 4, 0, 4], 0, None),
    # SPEC §8 item 18: the long pack has 6 tricks.
    ("pack 24: 6 tricks", {"pack": "24"}, (0, 0), 0, (pts(80, 40, [4, 2]),), [1, 0, 1, 0], 0,
     None),
    # SPEC §8 item 19: a trick of four 9s is worth 0 but is a trick.
    ("pack 24, schwarz_by tricks: blank trick", {"pack": "24"}, (0, 0), 0,
     (pts(120, 0, [5, 1]),), [2, 0, 2, 0], 0, None),
    ("pack 24, schwarz_by tricks: no trick", {"pack": "24"}, (0, 0), 0, (pts(120, 0, [6, 0]),),
     [3, 0, 3, 0], 0, None),
    ("pack 24, schwarz_by zero_points", {"pack": "24", "schwarz_by": "zero_points"}, (0, 0), 0,
     (pts(120, 0, [5, 1]),), [3, 0, 3, 0], 0, None),
    ("zero_points, class with a blank trick", {"pack": "24", "schwarz_by": "zero_points"},
     (0, 0), 0, ({"result": "schwarz", "winner": 0, "tricks": [5, 1]},), [3, 0, 3, 0], 0, None),
    # SPEC §8 item 20 alternatives.
    ("carry_1: ties do not accumulate", {"tie_carry": "carry_1"}, (0, 0), 0,
     (TIE, TIE, pts(55, 65)), [0, 2, 0, 2], 0, None),
    ("carry_1: the tie sets 1", {"tie_carry": "carry_1"}, (0, 0), 1, (TIE,), [0, 0, 0, 0], 1,
     None),
    ("carry_accumulate: third tie", None, (0, 0), 2, (TIE,), [0, 0, 0, 0], 3, None),
    # SPEC §8 item 21: doubling modes.
    ("either_side_once: both sides double", None, (0, 0), 0, (won(0, "schneider", 2),),
     [8, 0, 8, 0], 0, None),
    ("forehand_side_only", {"doubling": "forehand_side_only"}, (0, 0), 0,
     (won(0, "simple", 1),), [2, 0, 2, 0], 0, None),
    ("escalate", {"doubling": "escalate"}, (0, 0), 0, (won(1, "simple", 3),), [0, 8, 0, 8], 0,
     None),
    # SPEC §8 item 22: the Schneider line.
    ("schneider_free_at 31: loser 30", {"schneider_free_at": 31}, (0, 0), 0, (pts(90, 30),),
     [2, 0, 2, 0], 0, None),
    ("schneider_free_at 31: loser 31", {"schneider_free_at": 31}, (0, 0), 0, (pts(31, 89),),
     [0, 1, 0, 1], 0, None),
    # SPEC §8 item 23: every number is an option; the target too. Overshoot counts (§3.5).
    ("target 11", {"target": 11}, (9, 10), 0, (won(0, "schneider"),), [2, 0, 2, 0], 0, [0, 2]),
    ("overshoot", None, (19, 0), 1, (won(0, "schwarz", 1),), [7, 0, 7, 0], 0, [0, 2]),
)
# fmt: on


def test_vectors():
    for name, given, scores, carry, hands, deltas, carry_after, winners in VECTORS:
        rules, state = start(given, scores, carry)
        got, new, events = play(rules, state, hands)
        equal(got, deltas, name)
        equal(new["carry"], carry_after, name + " carry")
        equal(new["winners"], winners, name + " winners")
        equal(new["over"], winners is not None, name + " over")


def test_d_bk_01_the_whole_partie():
    rules, state = start(None, (18, 15))
    _, state, events = play(rules, state, (TIE,))
    tie = ("outcome", {"winners": [], "level": "tie"})
    equal(events, [tie, ("carry", 1)], "D-BK-01 tie event")
    equal(games.status(GAME, rules, state), (("carry", 1), ("to_target", [3, 6, 3, 6])), "status")
    _, state, events = play(rules, state, ({"points": [70, 50]},))
    equal(state["scores"], [20, 15, 20, 15], "D-BK-01 after 70:50")
    _, state, events = play(rules, state, ({"points": [95, 25]},))
    equal(state["scores"], [22, 15, 22, 15], "D-BK-01 after 95:25")
    equal(
        events,
        [
            ("outcome", {"winners": [0, 2], "level": "schneider"}),
            ("decided", {"winners": [0, 2], "losers": [1, 3]}),
        ],
        "D-BK-01 A wins with the carry",
    )
    decided = ("decided", {"winners": [0, 2], "losers": [1, 3]})
    equal(
        games.status(GAME, rules, state),
        (("carry", 0), ("to_target", [0, 6, 0, 6]), decided),
        "status",
    )
    equal(settle_up(GAME, rules, state)["owes"], [[1, "mass", 1], [3, "mass", 1]], "B buys")
    raises(games.score_hand, GAME, rules, state, TIE, field="hand")


def test_stake_options():
    # SPEC §3.4/§3.5: a round for the table, bought by the losing pair (the settle-up's).
    rules, state = start({"stake": "round"}, (12, 20))
    _, state, events = play(rules, state, (won(1, "schwarz"),))
    equal(events[-1], ("decided", {"winners": [1, 3], "losers": [0, 2]}), "round")
    equal(settle_up(GAME, rules, state)["owes"], [[0, "round", 1]], "round")


def test_bolln_are_chalked_on_the_losers_8_44():
    # Decision 2026-12-01: each deal's points go on the losing team's slate as Bolln; the
    # Partie is won when the opponents' slate holds the target; every Bolln costs its team
    # beer_per_bolln glasses.
    rules, state = start({"stake": "bolln_count", "beer_per_bolln": 2})
    deltas, state, events = play(rules, state, (won(0, "simple"),))
    outcome = ("outcome", {"winners": [0, 2], "level": "simple"})
    equal((deltas, events), ([0, 1, 0, 1], [outcome]), "A wins simple: one Bolln for B")
    deltas, state, events = play(rules, state, (TIE, pts(29, 91)))
    equal(deltas, [3, 0, 3, 0], "after a 60:60, B wins Schneider: 2 + carry 1 on A")
    want = (("carry", 0), ("to_target", [20, 18, 20, 18]))
    equal(games.status(GAME, rules, state), want, "to go")
    rules, state = start({"stake": "bolln_count", "beer_per_bolln": 2}, (3, 19))
    deltas, state, events = play(rules, state, (won(0, "schneider"),))
    equal(deltas, [0, 2, 0, 2], "B's slate reaches 21")
    decided = ("decided", {"winners": [0, 2], "losers": [1, 3]})
    equal(events[1:], [decided], "A wins")
    equal((state["winners"], state["losers"]), ([0, 2], [1, 3]), "race")
    owes = settle_up(GAME, rules, state)["owes"]
    equal(owes, [[0, "beer", 6], [1, "beer", 42], [2, "beer", 6], [3, "beer", 42]], "beer")


def test_defaults_follow_spec_3_6():
    rules = games.make_settings(GAME)
    equal(rules["pack"], "20", "pack")
    equal(rules["target"], 21, "target")
    equal(rules["schneider_free_at"], 30, "schneider_free_at")
    equal(rules["schwarz_by"], "tricks", "schwarz_by")
    equal(rules["tie_carry"], "carry_accumulate", "tie_carry")
    equal(rules["carry_doubled"], False, "carry_doubled")
    equal(rules["doubling"], "either_side_once", "doubling")
    equal(rules["stake"], "beer_per_losing_player", "stake")
    equal(rules["beer_per_bolln"], 1, "beer_per_bolln")


def test_state_is_not_changed_and_the_dealer_moves():
    rules, state = start(None, (3, 4), 1)
    before = sheet.copy_state(state)
    _, new, _ = games.score_hand(GAME, rules, state, {"points": [40, 80]})
    equal(state, before, "state untouched")
    equal(new["dealer"], 1, "dealer")
    equal(new["hand_no"], 1, "hand_no")


# (settings, hand, field named)
BAD = (
    (None, [1], "hand"),
    (None, {"v": 2, "result": "tie"}, "v"),
    (None, {"result": "tie", "bid": 3}, "bid"),
    (None, {"result": "won"}, "result"),
    (None, {}, "result"),
    (None, {"result": "simple"}, "winner"),
    (None, {"result": "simple", "winner": 2}, "winner"),
    (None, {"result": "tie", "winner": 0}, "winner"),
    (None, {"points": [70, 50], "result": "simple"}, "points"),
    (None, {"points": [70, 50], "winner": 0}, "points"),
    (None, {"points": [70, 40]}, "points"),
    (None, {"points": [130, -10]}, "points"),
    (None, {"points": 70}, "points"),
    (None, {"points": [70, 50], "tricks": [3, 3]}, "tricks"),
    (None, {"points": [70, 50], "tricks": [6, 0]}, "tricks"),
    (None, {"points": [120, 0], "tricks": [4, 1]}, "tricks"),
    (None, {"points": [70, 50], "tricks": [5, 0]}, "tricks"),
    (None, {"points": [60, 60], "tricks": [5, 0]}, "tricks"),
    (None, {"result": "schwarz", "winner": 0, "tricks": [4, 1]}, "tricks"),
    (None, {"result": "simple", "winner": 0, "tricks": [5, 0]}, "tricks"),
    (None, {"result": "simple", "winner": 0, "tricks": [0, 5]}, "tricks"),
    (None, {"result": "tie", "tricks": [5, 0]}, "tricks"),
    ({"pack": "24"}, {"points": [120, 0], "tricks": [4, 1]}, "tricks"),
    (
        {"pack": "24", "schwarz_by": "zero_points"},
        {"points": [110, 10], "tricks": [6, 0]},
        "tricks",
    ),
    (
        {"pack": "24", "schwarz_by": "zero_points"},
        {"result": "schwarz", "winner": 1, "tricks": [2, 4]},
        "tricks",
    ),
    # The long pack can hide a blank trick: "no points" does not tell whether it is Schwarz.
    ({"pack": "24"}, {"points": [120, 0]}, "tricks"),
    (None, {"result": "simple", "winner": 0, "doublings": 3}, "doublings"),
    (None, {"result": "simple", "winner": 0, "doublings": -1}, "doublings"),
    (None, {"result": "simple", "winner": 0, "doublings": True}, "doublings"),
    ({"doubling": "off"}, {"result": "simple", "winner": 0, "doublings": 1}, "doublings"),
    (
        {"doubling": "forehand_side_only"},
        {"result": "simple", "winner": 0, "doublings": 2},
        "doublings",
    ),
    ({"doubling": "escalate"}, {"result": "simple", "winner": 0, "doublings": 9}, "doublings"),
    ({"tie_carry": "replay_no_carry"}, {"points": [60, 60]}, "points"),
    ({"tie_carry": "replay_no_carry"}, {"result": "tie"}, "result"),
)


def test_bad_hands_name_the_field():
    for given, hand, field in BAD:
        rules, state = start(given)
        raises(games.score_hand, GAME, rules, state, hand, field=field)


def test_points_no_tricks_hold_are_refused_without_tricks():
    # SPEC §1: the 20-card pack's least card is an Unter (2), so a team with a trick has at
    # least 8 (four Unters) and one without a trick none: 1..7 and 113..119 are no deal's,
    # whether the tricks are given or not.
    rules, state = start()
    for points in ([1, 119], [7, 113], [113, 7], [119, 1]):
        raises(games.score_hand, GAME, rules, state, {"points": points}, field="points")
    for points, want in (([8, 112], [0, 2, 0, 2]), ([112, 8], [2, 0, 2, 0])):
        equal(play(rules, state, ({"points": points},))[0], want, str(points))
    # The long pack's four 9s: a trick of three 9s and an Unter holds 2.
    rules, state = start({"pack": "24"})
    equal(play(rules, state, ({"points": [2, 118]},))[0], [0, 2, 0, 2], "long pack")


def test_replay_no_carry_scores_other_deals():
    rules, state = start({"tie_carry": "replay_no_carry"}, (0, 0), 0)
    got, new, _ = play(rules, state, ({"points": [70, 50]},))
    equal(got, [1, 0, 1, 0], "replay_no_carry simple win")
    equal(new["carry"], 0, "no carry")


def test_bad_settings_name_the_setting():
    for given, field in (
        ({"pack": "32"}, "settings.pack"),
        ({"pack": 24}, "settings.pack"),
        ({"target": 0}, "settings.target"),
        ({"schneider_free_at": 29}, "settings.schneider_free_at"),
        ({"schwarz_by": "points"}, "settings.schwarz_by"),
        ({"tie_carry": "carry_2"}, "settings.tie_carry"),
        ({"carry_doubled": 1}, "settings.carry_doubled"),
        ({"doubling": "twice"}, "settings.doubling"),
        ({"stake": "money"}, "settings.stake"),
    ):
        raises(games.make_settings, GAME, given, field=field)


def test_only_four_players():
    rules = games.make_settings(GAME)
    raises(games.new_state, GAME, rules, 3, field="players")


def test_doubling_refusals_say_what_the_table_allows():
    # The text a player reads names the table's doubling rule and its limit (SPEC §8 item 21).
    for given, doublings, text in (
        ({"doubling": "off"}, 1, "doubling=off allows 0 at most"),
        ({"doubling": "forehand_side_only"}, 2, "doubling=forehand_side_only allows 1 at most"),
        (None, 3, "doubling=either_side_once allows 2 at most"),
        ({"doubling": "escalate"}, 9, "doubling=escalate allows 8 at most"),
        ({"doubling": "escalate"}, 100, "must be between 0 and 99, not 100"),
    ):
        rules, state = start(given)
        hand = {"result": "simple", "winner": 0, "doublings": doublings}
        err = raises(games.score_hand, GAME, rules, state, hand, field="doublings")
        equal(err.message, text, text)


def test_a_new_partie_keeps_its_dealer():
    rules = games.make_settings(GAME)
    for dealer in (0, 1, 3):
        equal(games.new_state(GAME, rules, 4, dealer)["dealer"], dealer, "dealer")


def test_bolln_left_to_go_stop_at_zero_once_decided():
    # The winners' opponents hold 22 Bolln at target 21: nobody has any left to go, not -1.
    rules, state = start({"stake": "bolln_count"}, (3, 19))
    _, state, _ = play(rules, state, (won(0, "schwarz"),))
    equal(state["scores"], [3, 22, 3, 22], "B's slate past the target")
    equal(games.status(GAME, rules, state)[1], ("to_target", [0, 18, 0, 18]), "nothing below 0")
