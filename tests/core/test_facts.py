"""What each game says of itself (core.facts): its registry row, its title, its unit and whether
it is played in pairs; what it says of its hands: tests/core/test_facts_described.py."""

from checks import equal, let_go_games
from core import facts, games


def test_one_row_per_game():
    equal(len(games.ROWS), len(games.GAMES))
    for row in games.ROWS:
        equal(games.row(row[0]), row)
        equal(games.seats(row[0]), row[2])
    equal(games.row("bauernschnapsen")[1], "core.bauernschnapsen", "its package by the row")


def test_the_title_follows_the_settings():
    rules = games.make_settings("skat", {"scoring_system": "bierlachs", "bierlachs_target": 301})
    equal(facts.title("skat", rules, 3), ("skat_bierlachs", 301))
    rules = games.make_settings("skat")
    equal(facts.title("skat", rules, 3), ("skat", None))
    rules = games.make_settings("bauernschnapsen")
    equal(facts.title("bauernschnapsen", rules, 3), ("talonschnapsen", None))
    equal(facts.title("bauernschnapsen", rules, 4), ("bauernschnapsen", None))


def test_unit_and_pairs():
    want = (
        ("schafkopf", {}, 4, "cents", False),
        ("schafkopf", {"tariff_preset": "social_points"}, 4, "points", False),
        ("bierkopf", {}, 4, "points", True),
        ("bierkopf", {"stake": "bolln_count"}, 4, "bolln", True),
        ("german_schafkopf", {}, 4, "strokes", True),
        ("german_schafkopf", {"tally_per": "player"}, 4, "strokes", False),
        ("skat", {}, 3, "points", False),
        ("bauernschnapsen", {}, 4, "points", True),
        ("bauernschnapsen", {}, 3, "points", False),
    )
    for game, given, players, unit, paired in want:
        rules = games.make_settings(game, given)
        equal(facts.unit(game, rules), unit, game)
        equal(facts.paired(game, rules, players), paired, game)
        let_go_games()
