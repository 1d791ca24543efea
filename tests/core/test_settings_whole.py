"""Settings made from a record that gives every setting (a restore's start record): one copy of
it, each value checked where it lies (core.settings.make), refusing what the settings made
key by key refuse."""

from checks import equal, raises
from core import games, heap

GAME = "bierkopf"  # the smallest table: a test at the MicroPython heap's cap


def _make(given):
    return heap.call("core.settings", "make", games.options(GAME), given)


def test_a_whole_record_makes_the_same_settings_in_a_copy():
    settings = games.make_settings(GAME, {"target": 15})
    given = dict(settings)
    made = _make(given)
    equal(made, settings)
    equal(made is given, False, "a copy, not the record's own dict")
    equal(given, settings, "the record unchanged")


def test_a_whole_record_with_an_unknown_setting_is_refused():
    # As many settings as the table has, one of them unknown: one of the table's is missing.
    given = dict(games.make_settings(GAME))
    del given["target"]
    given["no_such_rule"] = 1
    err = raises(_make, given, field="settings.no_such_rule")
    equal(err.message, "unknown setting")


def test_a_whole_record_with_a_bad_value_names_it():
    given = dict(games.make_settings(GAME))
    given["target"] = "far"
    raises(_make, given, field="settings.target")
