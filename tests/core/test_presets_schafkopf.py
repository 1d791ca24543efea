"""House-rule presets of Bavarian Schafkopf (SPEC §2.6, §2.10, §10.1), checked by the core."""

import presetchecks
from checks import equal, raises
from core import presets

GAMES = ("schafkopf",)


def test_presets_exist_and_the_defaults_come_first():
    presetchecks.presets_exist(GAMES)


def test_every_preset_is_accepted():
    presetchecks.presets_accepted(GAMES)


def test_fields_follow_the_core_table():
    presetchecks.fields_follow_the_table(GAMES)


def test_each_single_setting_change_is_checked_by_the_core():
    presetchecks.single_changes_checked(GAMES)


def test_a_preset_sets_what_it_names():
    settings = presets.check("schafkopf", presets.given("schafkopf", "10/20/50_stock_bock"), 4)
    equal(settings["tariff_preset"], "10/20/50")
    equal(settings["stock_sweetener"], 10)
    equal(settings["bock_triggers"], ("lost_solo", "schwarz", "sixty_all"))
    equal(settings["doubling_allowed"], "stoss_retour")  # the rest keeps its default
    rennen = presets.check("schafkopf", presets.given("schafkopf", "rennen"), 4)
    equal(rennen["tariff_preset"], "tournament")
    equal(rennen["doubling_allowed"], "none")


def test_a_preset_given_is_a_copy():
    mine = presets.given("schafkopf", "10/20/50_stock_bock")
    mine["stock_sweetener"] = 20
    mine["bock_triggers"].append("doubled")
    again = presets.given("schafkopf", "10/20/50_stock_bock")
    equal(again["stock_sweetener"], 10)
    equal(again["bock_triggers"], ["lost_solo", "schwarz", "sixty_all"])


def test_a_setting_the_game_does_not_have_is_refused():
    raises(presets.check, "schafkopf", {"colour": 1}, 4, field="settings.colour")
