"""German Schafkopf properties (SPEC §4, §9.5): the race ends exactly at the target, strokes
only grow, and every hand scores what the §4.4 table and the §4.5 tally rule say."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core import games, sheet
from core.errors import InputError

GAME = "german_schafkopf"
RESULTS = ("simple", "schneider", "schwarz")

rules_st = st.fixed_dictionaries(
    {
        "target_strokes": st.sampled_from(("9", "12")),
        "schneider_at": st.sampled_from((90, 91)),
        "tie_60_60": st.just("defenders_win"),
        "tally_per": st.sampled_from(("team", "player")),
    }
)


@st.composite
def hand_st(draw):
    """A valid hand: the chooser's seat, solo or forced, and a class or card points."""
    hand = {"declarer": draw(st.integers(0, 3))}
    kind = draw(st.sampled_from(("plain", "solo", "forced")))
    if kind != "plain":
        hand[kind] = True
    if draw(st.booleans()):
        if draw(st.integers(0, 6)) == 0:
            hand["result"] = "tie"
        else:
            hand["result"] = draw(st.sampled_from(RESULTS))
            hand["winner"] = draw(st.integers(0, 1))
        return hand
    # Tricks first, then card points their cards can hold (twelve 7s, 8s, 9s are blank).
    tricks = draw(st.integers(0, 8))
    points = draw(st.integers(*sheet.points_range(4 * tricks, 12)))
    hand["points"] = [points, 120 - points]
    hand["tricks"] = [tricks, 8 - tricks]
    return hand


def expected(rules, hand):
    """SPEC §4.4 and §4.5 written out again: (seats that draw, strokes each)."""
    team = hand["declarer"] % 2
    if "points" in hand:
        points = hand["points"][team]
        if points == 60:
            winner, level = 1 - team, 0
        else:
            winner = team if points > 60 else 1 - team
            lost = min(points, 120 - points)
            if hand["tricks"][1 - winner] == 0:
                level = 2
            elif 120 - lost >= rules["schneider_at"]:
                level = 1
            else:
                level = 0
    elif hand["result"] == "tie":
        winner, level = 1 - team, 0
    else:
        winner, level = hand["winner"], RESULTS.index(hand["result"])
    if winner == team or hand.get("forced"):
        strokes = (1, 2, 9)[level]
    else:
        strokes = (2, 4, 9)[level]
    seats = [winner, winner + 2]
    if hand.get("solo") and rules["tally_per"] == "player":
        if winner == team:
            seats = [hand["declarer"]]
        else:
            seats = [seat for seat in range(4) if seat != hand["declarer"]]
    return sorted(seats), strokes


@settings(max_examples=200, deadline=None)
@given(rules_st, st.data())
def test_race_ends_exactly_at_the_target(given_rules, data):
    rules = games.make_settings(GAME, given_rules)
    target = int(rules["target_strokes"])
    state = games.new_state(GAME, rules, 4, data.draw(st.integers(0, 3)))
    for _ in range(100):
        hand = data.draw(hand_st())
        before = state["scores"]
        deltas, state, events = games.score_hand(GAME, rules, state, hand)
        seats, strokes = expected(rules, hand)
        assert deltas == [strokes if seat in seats else 0 for seat in range(4)]
        assert [a + d for a, d in zip(before, deltas, strict=True)] == state["scores"]
        reached = [seat for seat in range(4) if state["scores"][seat] >= target]
        assert state["over"] == bool(reached)
        if state["over"]:
            assert state["winners"] == reached
            losers = [seat for seat in range(4) if seat not in reached]
            assert events[1:] == [("decided", {"winners": reached, "losers": losers})]
            break
        assert [event[0] for event in events] == ["outcome"]
    if state["over"]:
        try:
            games.score_hand(GAME, rules, state, {"declarer": 0, "result": "tie"})
        except InputError as err:
            assert err.field == "hand"
        else:
            raise AssertionError("a decided game took another hand")


@settings(max_examples=300, deadline=None)
@given(rules_st, hand_st())
def test_strokes_are_positive_and_team_tallies_credit_both_partners(given_rules, hand):
    rules = games.make_settings(GAME, given_rules)
    state = games.new_state(GAME, rules, 4)
    deltas = games.score_hand(GAME, rules, state, hand)[0]
    assert all(d >= 0 for d in deltas) and max(deltas) in (1, 2, 4, 9)
    if rules["tally_per"] == "team" or not hand.get("solo"):
        assert deltas[0] == deltas[2] and deltas[1] == deltas[3]
        assert (deltas[0] == 0) != (deltas[1] == 0)
