"""House-rule presets: every one accepted by the core's settings validation at every seat count
its game has, each changing what it says it changes, and the schema read from the core.
Bavarian Schafkopf, the largest rules, has a file of its own (test_presets_schafkopf)."""

import presetchecks
from checks import equal, raises
from core import presets

GAMES = ("bierkopf", "german_schafkopf", "skat", "bauernschnapsen")
DATE = presetchecks.DATE


def test_every_game_has_presets_and_the_defaults_first():
    presetchecks.presets_exist(GAMES)


def test_every_preset_is_accepted():
    presetchecks.presets_accepted(GAMES)


def test_fields_follow_the_core_table():
    presetchecks.fields_follow_the_table(GAMES)


def test_each_single_setting_change_is_checked_by_the_core():
    presetchecks.single_changes_checked(GAMES)


def test_a_preset_sets_what_it_names():
    skat = presets.check("skat", presets.given("skat", "bierlachs_501"), 3)
    equal(skat["scoring_system"], "bierlachs")
    equal(skat["bierlachs_target"], 501)
    dated = presets.check("skat", presets.given("skat", "bierlachs_300_date"), 3, DATE)
    equal(dated["bierlachs_day"], 19)
    equal(
        presets.check("skat", presets.given("skat", "isko"), 4)["scoring_system"], "seeger_fabian"
    )
    equal(presets.check("bierkopf", presets.given("bierkopf", "bolln"), 4)["stake"], "bolln_count")


def test_unknown_game_or_preset_is_refused():
    raises(presets.for_game, "poker", field="game")
    raises(presets.given, "skat", "schule", field="preset")
    raises(presets.given, "poker", "schule", field="preset")


def test_date_bound_preset_needs_a_date():
    raises(presets.check, "skat", presets.given("skat", "bierlachs_300_date"), 3, field="date")


def test_a_value_outside_the_schema_is_refused_naming_the_setting():
    raises(presets.check, "bierkopf", {"target": 0}, 4, field="settings.target")
    raises(presets.check, "skat", {"scoring_system": "poker"}, 3, field="settings.scoring_system")
