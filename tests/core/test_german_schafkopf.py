"""German Schafkopf (SPEC §4): every §7 example, the §8 defaults and alternatives, bad input."""

from checks import equal, raises
from core import games, sheet

GAME = "german_schafkopf"


def start(given=None, scores=(0, 0, 0, 0)):
    rules = games.make_settings(GAME, given)
    state = games.new_state(GAME, rules, 4)
    state["scores"] = list(scores)
    return rules, state


def won(winner, result, declarer=0, **extra):
    hand = {"declarer": declarer, "result": result, "winner": winner}
    hand.update(extra)
    return hand


def by_points(points, declarer=0, **extra):
    hand = {"declarer": declarer, "points": points}
    hand.update(extra)
    return hand


PLAYER = {"tally_per": "player"}
AT_91 = {"schneider_at": 91}
TO_12 = {"target_strokes": "12"}
ZERO = (0, 0, 0, 0)

# (id, settings, scores before (per seat), hand, deltas, winners or None). Seat 0 (team 0)
# chose trumps unless the hand says otherwise.
# fmt: off
VECTORS = (
    ("E-S3-1 straight by the chooser", None, ZERO, won(0, "simple"), [1, 0, 1, 0], None),
    ("E-S3-1 straight by the other side", None, ZERO, won(1, "simple"), [0, 2, 0, 2], None),
    ("E-S3-2 Schneider by the chooser", None, ZERO, won(0, "schneider"), [2, 0, 2, 0], None),
    ("E-S3-2 Schneider by the other side", None, ZERO, won(1, "schneider"), [0, 4, 0, 4], None),
    ("E-S3-3 Schwarz by the chooser", None, ZERO, won(0, "schwarz"), [9, 0, 9, 0], [0, 2]),
    ("E-S3-3 Schwarz by the other side", None, ZERO, won(1, "schwarz"), [0, 9, 0, 9], [1, 3]),
    ("E-S3-4 forced chooser loses simple", None, ZERO, won(1, "simple", 2, forced=True),
     [0, 1, 0, 1], None),
    ("E-S3-4 forced chooser loses Schneider", None, ZERO, won(1, "schneider", 0, forced=True),
     [0, 2, 0, 2], None),
    ("E-S3-4 forced chooser loses Schwarz", None, ZERO, won(1, "schwarz", 0, forced=True),
     [0, 9, 0, 9], [1, 3]),
    ("E-S3-5 the ninth stroke wins", None, (8, 3, 8, 3), won(0, "simple"), [1, 0, 1, 0], [0, 2]),
    ("E-S3-5 eight strokes do not", None, (7, 3, 7, 3), won(0, "simple"), [1, 0, 1, 0], None),
    ("D-GS-01 choosers win 75:45", None, ZERO, by_points([75, 45]), [1, 0, 1, 0], None),
    ("D-GS-02 defenders win 70:50", None, ZERO, by_points([50, 70]), [0, 2, 0, 2], None),
    ("D-GS-03 choosers only 28", None, ZERO, by_points([28, 92]), [0, 4, 0, 4], None),
    ("D-GS-04 forced: defenders 92:28", None, ZERO, by_points([28, 92], forced=True),
     [0, 2, 0, 2], None),
    ("D-GS-04 forced choosers win 70:50", None, ZERO, by_points([70, 50], forced=True),
     [1, 0, 1, 0], None),
    ("D-GS-05 all tricks", None, ZERO, by_points([120, 0], tricks=[8, 0]), [9, 0, 9, 0], [0, 2]),
    ("D-GS-05 all tricks, team 1 chose", None, ZERO, by_points([0, 120], 3, tricks=[0, 8]),
     [0, 9, 0, 9], [1, 3]),
    ("D-GS-06 7 + Schneider as chooser", None, (7, 0, 7, 0), won(0, "schneider"), [2, 0, 2, 0],
     [0, 2]),
    ("D-GS-06 8 + straight as non-chooser", None, (0, 8, 0, 8), won(1, "simple"), [0, 2, 0, 2],
     [1, 3]),
    ("D-GS-07 60:60 defenders win", None, ZERO, by_points([60, 60]), [0, 2, 0, 2], None),
    ("D-GS-07 60:60 as a class", None, ZERO, {"declarer": 1, "result": "tie"}, [2, 0, 2, 0],
     None),
    ("D-GS-07 60:60 forced", None, ZERO, by_points([60, 60], forced=True), [0, 1, 0, 1], None),
    ("D-GS-08 90:30, schneider_at 90", None, ZERO, by_points([90, 30]), [2, 0, 2, 0], None),
    ("D-GS-08 90:30, schneider_at 91", AT_91, ZERO, by_points([90, 30]), [1, 0, 1, 0], None),
    ("D-GS-08 89:31 is straight", None, ZERO, by_points([89, 31]), [1, 0, 1, 0], None),
    ("D-GS-08 91:29, schneider_at 91", AT_91, ZERO, by_points([91, 29]), [2, 0, 2, 0], None),
    ("D-GS-09 solo won 80:40", None, ZERO, by_points([80, 40], solo=True), [1, 0, 1, 0], None),
    ("D-GS-09 solo lost 50:70", None, ZERO, by_points([50, 70], solo=True), [0, 2, 0, 2], None),
    ("D-GS-09 seat 3 solo won", None, ZERO, won(1, "simple", 3, solo=True), [0, 1, 0, 1], None),
    # A trick of 7s, 8s and 9s is worth 0 points but is not Schwarz (SPEC §4.4 "no tricks").
    ("blank trick is Schneider", None, ZERO, by_points([120, 0], tricks=[7, 1]), [2, 0, 2, 0],
     None),
    # SPEC §8 item 26 alternative: each winner draws on his own head.
    ("player tally: solo won", PLAYER, ZERO, won(0, "simple", 2, solo=True), [0, 0, 1, 0], None),
    ("player tally: solo lost", PLAYER, ZERO, won(0, "schneider", 1, solo=True), [4, 0, 4, 4],
     None),
    ("player tally: partnership game", PLAYER, ZERO, won(1, "simple"), [0, 2, 0, 2], None),
    ("player tally: first player to 9", PLAYER, (8, 7, 6, 5), won(1, "simple", 0, solo=True),
     [0, 2, 2, 2], [1]),
    # SPEC §8 item 27: 9 (default) or 12 strokes.
    ("target 12: 9 is not enough", TO_12, ZERO, won(0, "schwarz"), [9, 0, 9, 0], None),
    ("target 12 reached", TO_12, (10, 0, 10, 0), won(0, "simple", 1), [2, 0, 2, 0], [0, 2]),
    ("overshoot counts", None, (5, 0, 5, 0), won(1, "schwarz"), [0, 9, 0, 9], [1, 3]),
)
# fmt: on


def test_vectors():
    for name, given, scores, hand, deltas, winners in VECTORS:
        rules, state = start(given, scores)
        got, new, events = games.score_hand(GAME, rules, state, hand)
        equal(got, deltas, name)
        equal(new["winners"], winners, name + " winners")
        equal(new["over"], winners is not None, name + " over")
        equal(events[0][0], "outcome", name + " outcome")
        decided = [("decided", {"winners": winners, "losers": new["losers"]})]
        equal(events[1:], decided if winners else [], name + " events")


def test_defaults_follow_spec_4_6():
    rules = games.make_settings(GAME)
    equal(rules["target_strokes"], "9", "target_strokes")
    equal(rules["schneider_at"], 90, "schneider_at")
    equal(rules["tie_60_60"], "defenders_win", "tie_60_60")
    equal(rules["forced_min_trumps"], 5, "forced_min_trumps")
    equal(rules["tally_per"], "team", "tally_per")
    equal(rules["solo_strokes"], "chooser", "solo_strokes")


def test_e_s3_5_a_sheep_s_head_race():
    rules, state = start()
    for hand in (won(1, "simple"), won(0, "schneider"), won(1, "simple", 3)):
        _, state, _ = games.score_hand(GAME, rules, state, hand)
    equal(state["scores"], [2, 3, 2, 3], "strokes")
    equal(games.status(GAME, rules, state), (("to_target", [7, 6, 7, 6]),), "status")
    _, state, _ = games.score_hand(GAME, rules, state, won(0, "schneider", 1))
    equal(state["scores"], [6, 3, 6, 3], "strokes")
    _, state, events = games.score_hand(GAME, rules, state, won(0, "schneider", 1))
    equal(state["winners"], [0, 2], "winners")
    decided = ("decided", {"winners": [0, 2], "losers": [1, 3]})
    outcome = ("outcome", {"winners": [0, 2], "level": "schneider", "declarer": 1})
    equal(events, [outcome, decided], "events")
    equal(games.status(GAME, rules, state), (("to_target", [0, 6, 0, 6]), decided), "at the end")
    raises(games.score_hand, GAME, rules, state, won(0, "simple"), field="hand")


def test_status_per_player():
    rules, state = start(PLAYER, (1, 2, 3, 4))
    equal(games.status(GAME, rules, state), (("to_target", [8, 7, 6, 5]),), "player status")


def test_state_is_not_changed_and_the_dealer_moves():
    rules, state = start(None, (1, 2, 1, 2))
    before = sheet.copy_state(state)
    _, new, _ = games.score_hand(GAME, rules, state, won(0, "simple"))
    equal(state, before, "state untouched")
    equal(new["dealer"], 1, "dealer")
    equal(new["scores"], [2, 2, 2, 2], "scores")


# (settings, hand, field named)
BAD = (
    (None, "simple", "hand"),
    (None, won(0, "simple", v=0), "v"),
    (None, {"result": "simple", "winner": 0}, "declarer"),
    (None, {"result": "simple", "winner": 0, "solo": True}, "declarer"),
    (None, won(0, "simple", 4), "declarer"),
    (None, won(0, "simple", soloist=1), "soloist"),
    (None, won(0, "simple", solo="yes"), "solo"),
    (None, won(0, "simple", forced=1), "forced"),
    (None, won(0, "simple", solo=True, forced=True), "forced"),
    (None, won(0, "straight"), "result"),
    (None, won(2, "simple"), "winner"),
    (None, {"declarer": 0, "result": "tie", "winner": 1}, "winner"),
    (None, by_points([70, 50], result="simple"), "points"),
    (None, by_points([70, 51]), "points"),
    (None, by_points([121, -1]), "points"),
    (None, by_points([70, 50], tricks=[5, 4]), "tricks"),
    (None, by_points([70, 50], tricks=[9, -1]), "tricks"),
    (None, by_points([70, 50], tricks=[8, 0]), "tricks"),
    (None, by_points([120, 0], tricks=[4, 4]), "tricks"),
    (None, won(0, "schwarz", tricks=[7, 1]), "tricks"),
    (None, won(1, "schneider", tricks=[0, 8]), "tricks"),
    # 32 cards hold twelve blanks: 0 points alone does not say Schwarz (SPEC §4.4).
    (None, by_points([0, 120]), "tricks"),
    ({"tie_60_60": "replay"}, by_points([60, 60]), "points"),
    ({"tie_60_60": "replay"}, {"declarer": 0, "result": "tie"}, "result"),
)


def test_bad_hands_name_the_field():
    for given, hand, field in BAD:
        rules, state = start(given)
        raises(games.score_hand, GAME, rules, state, hand, field=field)


def test_replay_scores_other_deals():
    rules, state = start({"tie_60_60": "replay"})
    got, _, _ = games.score_hand(GAME, rules, state, by_points([59, 61]))
    equal(got, [0, 2, 0, 2], "replay: defenders 61")


def test_bad_settings_name_the_setting():
    for given, field in (
        ({"target_strokes": "10"}, "settings.target_strokes"),
        ({"target_strokes": 9}, "settings.target_strokes"),
        ({"schneider_at": 89}, "settings.schneider_at"),
        ({"tie_60_60": "declarers_win"}, "settings.tie_60_60"),
        ({"forced_min_trumps": 4}, "settings.forced_min_trumps"),
        ({"tally_per": "seat"}, "settings.tally_per"),
        ({"solo_strokes": "double"}, "settings.solo_strokes"),
    ):
        raises(games.make_settings, GAME, given, field=field)


def test_only_four_players():
    rules = games.make_settings(GAME)
    raises(games.new_state, GAME, rules, 5, field="players")
