"""The game registry: lookups, and settings made without keeping their tables loaded."""

import sys

from checks import equal, raises
from core import games


def test_every_game_has_rules_and_settings():
    for game in games.GAMES:
        module = games.rules(game)
        most = module.PLAYERS[1]
        rules = games.make_settings(game)
        state = games.new_state(game, rules, most, 0)
        equal(state["players"], most, game)
        equal(len(games.digest(game, rules)), 16, game)
    raises(games.rules, "tarock", field="game")
    raises(games.make_settings, "whist", field="game")


def test_settings_tables_are_let_go_after_use():
    # The device makes settings once per session; the tables and the code that reads them
    # must not stay on its heap afterwards.
    loaded_before = "core.settings" in sys.modules
    for game in games.GAMES:
        games.make_settings(game, {})
        games.digest(game, games.make_settings(game))
        left = [name for name in sys.modules if name.endswith("_options")]
        equal(left, [], game + ": options modules left loaded")
    equal("core.settings" in sys.modules, loaded_before, "core.settings left loaded")
    # ...and they load again when needed.
    equal(games.make_settings("bierkopf", {"target": 15})["target"], 15)
