"""Checks of the house-rule presets for a given list of games, shared by the test files that
split the games between them (each file loads only its games' rules, to stay within the heap)."""

from checks import equal
from core import games, presets
from core.errors import InputError

DATE = "2026-12-19"


def presets_exist(names):
    for game in names:
        ids = presets.for_game(game)
        equal(len(ids) >= 2, True, game)
        equal(presets.given(game, ids[0]), {}, game)  # the first is the game's defaults
        equal(len(set(ids)), len(ids), game)


def presets_accepted(names):
    checked = 0
    for row in presets.PRESETS:
        game, ident = row.split(" ")[:2]
        if game not in names:
            continue
        checked += 1
        fewest, most = games.seats(game)
        accepted = 0
        for players in range(fewest, most + 1):
            try:
                presets.check(game, presets.given(game, ident), players, DATE)
            except InputError:
                continue
            accepted += 1
        # A preset may not suit every seat count (a long pack with three), but some.
        equal(accepted > 0, True, ident)
        # Four seats is the usual table of every game here.
        if fewest <= 4 <= most:
            presets.check(game, presets.given(game, ident), 4, DATE)
    equal(checked >= 2 * len(names), True, "presets checked")


def fields_follow_the_table(names):
    for game in names:
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


def single_changes_checked(names):
    # Every allowed value of every choice setting, one at a time on the defaults, is either
    # accepted or refused with the core's message naming a setting; never anything else.
    for game in names:
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
