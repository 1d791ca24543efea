"""The game registry: lookups, and settings made without keeping their tables loaded."""

import sys

from checks import equal, raises
from core import games, heap


def test_every_game_has_rules_and_settings():
    for game in games.GAMES:
        games.rules(game)
        most = games.seats(game)[1]
        rules = games.make_settings(game)
        state = games.new_state(game, rules, most, 0)
        equal(state["players"], most, game)
        equal(len(heap.call("core.settings", "digest", game, rules)), 16, game)
    raises(games.rules, "tarock", field="game")
    raises(games.make_settings, "whist", field="game")


def test_settings_tables_are_let_go_after_use():
    # The device makes settings once per session; the tables and the code that reads them
    # must not stay on its heap afterwards.
    loaded_before = "core.settings" in sys.modules
    for game in games.GAMES:
        games.make_settings(game, {})
        heap.call("core.settings", "digest", game, games.make_settings(game))
        left = [name for name in sys.modules if name.endswith(".options")]
        equal(left, [], game + ": options modules left loaded")
    equal("core.settings" in sys.modules, loaded_before, "core.settings left loaded")
    # ...and they load again when needed.
    equal(games.make_settings("bierkopf", {"target": 15})["target"], 15)


def test_card_points_must_fit_the_tricks():
    # SPEC §1: a trick holds one card per player; 7s, 8s and 9s are worth nothing.
    cases = (
        ("schafkopf", {"contract": "solo", "declarer": 0, "points": 120, "tricks": 2}, "points"),
        ("schafkopf", {"contract": "solo", "declarer": 0, "points": 10, "tricks": 7}, "points"),
        ("bierkopf", {"points": [110, 10], "tricks": [1, 4]}, "points"),
        ("german_schafkopf", {"declarer": 0, "points": [100, 20], "tricks": [2, 6]}, "points"),
        (
            "skat",
            {
                "game": "grand",
                "declarer": 0,
                "bid": 18,
                "matadors": 1,
                "declarer_points": 120,
                "declarer_tricks": 3,
            },
            "declarer_points",
        ),  # fmt: skip
    )
    for game, hand, field in cases:
        rules = games.make_settings(game)
        players = 3 if game == "skat" else 4
        state = games.new_state(game, rules, players, players - 1)
        raises(games.score_hand, game, rules, state, hand, field=field)
    # The edges themselves are accepted: 4 tricks of Aces and Tens hold at most 84 (four Aces,
    # four Tens, then Kings), 2 tricks at least 0 (blanks).
    rules = games.make_settings("schafkopf")
    state = games.new_state("schafkopf", rules, 4, 3)
    hand = {"contract": "solo", "declarer": 0, "points": 0, "tricks": 2}
    outcome = {"contract": "solo", "declarer": 0, "partner": None, "result": "lost_schneider"}
    equal(games.score_hand("schafkopf", rules, state, hand)[2][0], ("outcome", outcome))
