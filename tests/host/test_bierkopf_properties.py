"""Bierkopf properties (SPEC §3, §9.5): the race ends exactly at the target, scores only grow,
each doubling multiplies by two, and card points give the same score as the class they imply."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core import games, sheet
from core.errors import InputError

GAME = "bierkopf"
RESULTS = ("simple", "schneider", "schwarz")

drawn_st = st.fixed_dictionaries(
    {
        "pack": st.sampled_from(("20", "24")),
        "target": st.integers(1, 40),
        "schneider_free_at": st.sampled_from((30, 31)),
        "schwarz_by": st.sampled_from(("tricks", "zero_points")),
        "tie_carry": st.sampled_from(("carry_1", "carry_accumulate")),
        "carry_doubled": st.booleans(),
        "doubling": st.just("escalate"),
        "stake": st.sampled_from(("beer_per_losing_player", "round", "bolln_count")),
        "beer_per_bolln": st.integers(1, 3),
    }
)
# beer_per_bolln counts only Bolln (SPEC §3.6): with another stake it keeps its default
rules_st = drawn_st.map(
    lambda r: r if r["stake"] == "bolln_count" else {k: r[k] for k in r if k != "beer_per_bolln"}
)


@given(drawn_st)
def test_beer_per_bolln_without_bolln_is_refused(given_rules):
    # SPEC Changes 2026-12-03 item 3: refused as the rate keys are under hist_1876
    counts = given_rules["stake"] == "bolln_count" or given_rules["beer_per_bolln"] == 1
    try:
        rules = games.make_settings(GAME, given_rules)
    except InputError as err:
        assert not counts and err.field == "settings.beer_per_bolln", err
        return
    assert counts and rules["beer_per_bolln"] == given_rules["beer_per_bolln"]


@st.composite
def hand_st(draw, total):
    """A valid hand for a pack with `total` tricks: a class, or card points with tricks."""
    doublings = draw(st.integers(0, 3))
    if draw(st.booleans()):
        if draw(st.integers(0, 5)) == 0:
            return {"result": "tie", "doublings": doublings}
        result = draw(st.sampled_from(RESULTS))
        return {"result": result, "winner": draw(st.integers(0, 1)), "doublings": doublings}
    # Tricks first, then card points those cards can hold (the long pack has four blank 9s).
    tricks = draw(st.integers(0, total))
    points = draw(st.integers(*sheet.points_range(4 * tricks, 4 if total == 6 else 0)))
    return {"points": [points, 120 - points], "tricks": [tricks, total - tricks]}


def expected_points(rules, hand, carry):
    """SPEC §3.3 written out again for an undoubled deal: level + carry."""
    points = hand["points"][0]
    won = 0 if points > 60 else 1
    lost = min(points, 120 - points)
    if rules["schwarz_by"] == "zero_points":
        level = 3 if lost == 0 else None
    else:
        level = 3 if hand["tricks"][1 - won] == 0 else None
    if level is None:
        level = 2 if lost <= rules["schneider_free_at"] - 1 else 1
    return won, level + carry


@settings(max_examples=200, deadline=None)
@given(rules_st, st.data())
def test_race_ends_exactly_at_the_target(given_rules, data):
    rules = games.make_settings(GAME, given_rules)
    total = 6 if rules["pack"] == "24" else 5
    state = games.new_state(GAME, rules, 4, data.draw(st.integers(0, 3)))
    for _ in range(200):
        hand = data.draw(hand_st(total))
        before = state["scores"]
        deltas, state, events = games.score_hand(GAME, rules, state, hand)
        assert all(d >= 0 for d in deltas)
        assert [a + d for a, d in zip(before, deltas, strict=True)] == state["scores"]
        assert deltas[0] == deltas[2] and deltas[1] == deltas[3]
        assert deltas[0] == 0 or deltas[1] == 0
        reached = [seat for seat in range(4) if state["scores"][seat] >= rules["target"]]
        assert state["over"] == bool(reached)
        if rules["stake"] == "bolln_count":
            # the score is the slate: the team whose opponents hold the target wins (§3.4)
            reached = [seat for seat in range(4) if (seat + 1) % 4 in reached]
        if state["over"]:
            assert state["winners"] == reached
            losers = [seat for seat in range(4) if seat not in reached]
            assert events[-1] == ("decided", {"winners": reached, "losers": losers})
            break
    if state["over"]:
        try:
            games.score_hand(GAME, rules, state, {"result": "tie"})
        except InputError as err:
            assert err.field == "hand"
        else:
            raise AssertionError("a decided game took another hand")


@settings(max_examples=300, deadline=None)
@given(rules_st, st.integers(0, 5), st.integers(0, 2), st.data())
def test_each_doubling_doubles(given_rules, carry, doublings, data):
    rules = games.make_settings(GAME, given_rules)
    state = games.new_state(GAME, rules, 4)
    state["carry"] = carry
    hand = {
        "result": data.draw(st.sampled_from(RESULTS)),
        "winner": data.draw(st.integers(0, 1)),
        "doublings": doublings,
    }
    once = games.score_hand(GAME, rules, state, hand)[0]
    hand["doublings"] = doublings + 1
    twice = games.score_hand(GAME, rules, state, hand)[0]
    extra = 0 if rules["carry_doubled"] else carry
    assert [d - extra if d else 0 for d in twice] == [2 * (d - extra) if d else 0 for d in once]


@settings(max_examples=300, deadline=None)
@given(rules_st, st.integers(0, 3), st.data())
def test_card_points_score_as_their_class(given_rules, carry, data):
    rules = games.make_settings(GAME, given_rules)
    total = 6 if rules["pack"] == "24" else 5
    state = games.new_state(GAME, rules, 4)
    state["carry"] = carry
    hand = data.draw(hand_st(total).filter(lambda h: "points" in h and h["points"][0] != 60))
    deltas = games.score_hand(GAME, rules, state, hand)[0]
    won, points = expected_points(rules, hand, carry)
    if rules["stake"] == "bolln_count":
        won = 1 - won  # chalked as Bolln on the losers (§3.4, §8 item 44)
    assert deltas[won] == deltas[won + 2] == points
    assert deltas[1 - won] == deltas[3 - won] == 0
