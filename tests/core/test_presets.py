"""House-rule presets: every one accepted by the core's settings validation at every seat count
its game has, each changing what it says it changes, and the schema read from the core."""

from checks import equal, raises
from core import games, presets
from core.errors import InputError

DATE = "2026-12-19"


def test_every_game_has_presets_and_the_defaults_first():
    for game in games.GAMES:
        ids = presets.for_game(game)
        equal(len(ids) >= 2, True, game)
        equal(presets.given(game, ids[0]), {}, game)  # the first is the game's defaults
        equal(len(set(ids)), len(ids), game)


def test_every_preset_is_accepted_at_every_seat_count():
    for row in presets.PRESETS:
        game = row[0]
        fewest, most = games.rules(game).PLAYERS
        accepted = 0
        for players in range(fewest, most + 1):
            try:
                presets.check(game, presets.given(game, row[1]), players, DATE)
            except InputError:
                continue
            accepted += 1
        # A preset may not suit every seat count (a long pack with three), but some.
        equal(accepted > 0, True, row[1])
        # Four seats is the usual table of every game here.
        if fewest <= 4 <= most:
            presets.check(game, presets.given(game, row[1]), 4, DATE)


def test_a_preset_sets_what_it_names():
    settings = presets.check("schafkopf", presets.given("schafkopf", "10/20/50_stock_bock"), 4)
    equal(settings["tariff_preset"], "10/20/50")
    equal(settings["stock_sweetener"], 10)
    equal(settings["bock_triggers"], ("lost_solo", "schwarz", "sixty_all"))
    equal(settings["doubling_allowed"], "stoss_retour")  # the rest keeps its default
    skat = presets.check("skat", presets.given("skat", "bierlachs_501"), 3)
    equal(skat["scoring_system"], "bierlachs")
    equal(skat["bierlachs_target"], 501)
    dated = presets.check("skat", presets.given("skat", "bierlachs_300_date"), 3, DATE)
    equal(dated["bierlachs_day"], 19)
    equal(
        presets.check("skat", presets.given("skat", "isko"), 4)["scoring_system"], "seeger_fabian"
    )


def test_a_preset_given_is_a_copy():
    mine = presets.given("schafkopf", "10/20/50_stock_bock")
    mine["stock_sweetener"] = 20
    mine["bock_triggers"].append("doubled")
    again = presets.given("schafkopf", "10/20/50_stock_bock")
    equal(again["stock_sweetener"], 10)
    equal(again["bock_triggers"], ["lost_solo", "schwarz", "sixty_all"])


def test_unknown_game_or_preset_is_refused():
    raises(presets.for_game, "poker", field="game")
    raises(presets.given, "skat", "schule", field="preset")
    raises(presets.given, "poker", "schule", field="preset")


def test_date_bound_preset_needs_a_date():
    raises(presets.check, "skat", presets.given("skat", "bierlachs_300_date"), 3, field="date")


def test_fields_follow_the_core_table():
    for game in games.GAMES:
        table = games.options(game)
        got = presets.fields(game)
        equal(len(got), len(table), game)
        for i in range(len(table)):
            key, kind, domain = got[i]
            equal(table[i].split(" ")[:2], [key, kind], game)
            if kind in ("choice", "set"):
                equal(isinstance(domain, tuple) and len(domain) >= 1, True, key)
            elif kind == "bool":
                equal(domain, None, key)
            else:
                equal(domain[0] <= domain[1], True, key)


def test_each_single_setting_change_is_checked_by_the_core():
    # Every allowed value of every choice setting, one at a time on the defaults, is either
    # accepted or refused with the core's message naming a setting; never anything else.
    for game in games.GAMES:
        for key, kind, domain in presets.fields(game):
            if kind != "choice":
                continue
            for value in domain:
                try:
                    got = presets.check(game, {key: value}, 4 if game != "skat" else 3, DATE)
                except InputError as err:
                    equal(err.field.startswith("settings") or err.field == "players", True, key)
                    continue
                equal(got[key], value, key)


def test_a_value_outside_the_schema_is_refused_naming_the_setting():
    raises(presets.check, "bierkopf", {"target": 0}, 4, field="settings.target")
    raises(presets.check, "skat", {"scoring_system": "poker"}, 3, field="settings.scoring_system")
    raises(presets.check, "schafkopf", {"colour": 1}, 4, field="settings.colour")
