"""core.settings.make lists the given settings away from their default (what core.needs
checks), read from each game's table in place."""

from checks import equal
from core import games, settings


def test_make_lists_the_settings_given_away_from_their_default():
    # What core.needs is checked against: the given settings whose value is not the default,
    # read from the table in place (core.settings._is_default).
    for game in games.GAMES:
        table = games.options(game)
        defaults = settings.make(table)
        changed = []
        settings.make(table, dict(defaults), changed)
        equal(changed, [], game + ": the defaults given back")
        for row in table:
            key, kind, _, domain = row.split(" ")
            other = _another(kind, domain, defaults[key])
            if other is None:
                continue
            changed = []
            settings.make(table, {key: other}, changed)
            equal(changed, [key], game + " " + key)
            changed = []
            settings.make(table, {key: defaults[key]}, changed)
            equal(changed, [], game + " " + key + " at its default")


def _another(kind, domain, default):
    """A valid value of a setting other than its default, or None if it has only one."""
    if kind == "bool":
        return not default
    if kind in ("choice", "set"):
        for value in domain.split(","):
            if kind == "choice" and value != default:
                return value
            if kind == "set" and (value,) != default:
                return [value]
        return None
    lo, hi = domain.split(",")
    if kind == "int?" and default is not None:
        return None
    for value in (int(lo), int(hi)):
        if value != default:
            return value
    return None
