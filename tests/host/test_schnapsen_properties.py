"""Bauernschnapsen properties over random evenings (CPython, hypothesis): the race stops at its
target, scores and Bummerl only grow, flecken double, money balances."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core import games
from core.bauernschnapsen import rules as schnapsen
from core.errors import InputError


def _hand(draw, players):
    if draw(st.integers(0, 19)) == 0:
        return {"redeal": True}
    contract = draw(st.sampled_from(schnapsen.NAMES))
    hand = {
        "contract": contract,
        "declarer": draw(st.integers(0, players - 1)),
        # a Ringerl is shown, not played: never lost (§6.2), but the Farbenring at three is
        # played for all 6 tricks (§6.7)
        "won": not schnapsen.playable(contract, players) or draw(st.booleans()),
        "flecks": draw(st.integers(0, 3)),
    }
    if contract == "normal":
        del hand["declarer"]
        tricks = draw(st.integers(0, 5 if players == 3 else 4))
        melds = draw(st.sampled_from((0, 20, 40, 60))) if tricks else 0
        low, high = schnapsen.card_point_range(players, tricks)
        hand["loser_tricks"] = tricks
        hand["loser_melds"] = melds
        hand["loser_points"] = draw(st.integers(low, high)) + melds
    return hand


def _rules(data):
    return games.make_settings(
        "bauernschnapsen",
        {
            "contracts_enabled": list(schnapsen.NAMES[:-2]),
            "ringerl_enabled": True,
            "counting": data.draw(st.sampled_from(("up_to_24", "down_from_24"))),
            "talon_bummerl_rule": data.draw(
                st.sampled_from(("fewest_points", "everyone_below_24"))
            ),
            "partner_may_bid": data.draw(st.booleans()),
            "cents_per_bummerl": 10,
        },
    )


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_an_evening_keeps_its_invariants(data):
    players = data.draw(st.sampled_from((3, 4)))
    options = _rules(data)
    up = options["counting"] == "up_to_24"
    start = 0 if up else 24
    state = schnapsen.new_state(options, players, data.draw(st.integers(0, players - 1)))
    for _ in range(60):
        hand = _hand(data.draw, players)
        try:
            deltas, new, events = schnapsen.score_hand(options, state, hand)
        except InputError as err:
            # Only the seat may be wrong: the generator does not know who may bid what.
            assert err.field == "declarer", err
            continue
        ended = any(event[0] == "bummerl_game_won" for event in events)
        for seat in range(players):
            made = abs(new["scores"][seat] - start)
            # The race ends exactly at its target: nothing carries past a Bummerl (§8 item 43).
            assert 0 <= made < 24
            assert new["bummerl"][seat] >= state["bummerl"][seat]
            if up and not ended:
                assert new["scores"][seat] >= state["scores"][seat]
                assert new["scores"][seat] == state["scores"][seat] + deltas[seat]
        added = sum(new["bummerl"]) - sum(state["bummerl"])
        assert added == sum(event[1]["count"] for event in events if event[0] == "bummerl")
        assert ended == (added > 0)
        if players == 4:
            assert new["scores"][0] == new["scores"][2] and new["scores"][1] == new["scores"][3]
            assert new["bummerl"][0] == new["bummerl"][2]
        assert not new["over"]
        state = new
    assert sum(schnapsen.settle(options, state)) == 0


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_each_fleck_doubles_the_hand(data):
    players = data.draw(st.sampled_from((3, 4)))
    options = _rules(data)
    state = schnapsen.new_state(options, players, data.draw(st.integers(0, players - 1)))
    hand = _hand(data.draw, players)
    if "redeal" in hand:
        return
    hand["flecks"] = data.draw(st.integers(0, 2))
    try:
        once = schnapsen.score_hand(options, state, hand)[0]
    except InputError:
        return
    hand["flecks"] += 1
    twice = schnapsen.score_hand(options, state, hand)[0]
    assert twice == [2 * points for points in once]
    assert any(once)
